package cli

import "sonde/internal/stat"

func init() { subcommands["stat"] = stat.Main }
