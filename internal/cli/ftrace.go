package cli

import "sonde/internal/ftracecmd"

func init() { subcommands["ftrace"] = ftracecmd.Main }
