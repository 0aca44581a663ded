package main

import (
	"os"
	"runtime/pprof"
)

// SONDE_STRACE_CPUPROFILE=FILE writes a CPU profile of the run.
func init() {
	if p := os.Getenv("SONDE_STRACE_CPUPROFILE"); p != "" {
		f, err := os.Create(p)
		if err == nil {
			pprof.StartCPUProfile(f)
			stopProfile = func() { pprof.StopCPUProfile(); f.Close() }
		}
	}
}

var stopProfile = func() {}
