package cli

import "sonde/internal/ltrace"

func init() { subcommands["ltrace"] = ltrace.Main }
