package cli

import "sonde/internal/profile"

func init() { subcommands["profile"] = profile.Main }
