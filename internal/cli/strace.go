package cli

import "sonde/internal/strace"

func init() { subcommands["strace"] = strace.Main }
