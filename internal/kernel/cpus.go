package kernel

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// OnlineCPUs returns the ids of the online CPUs (/sys/devices/system/cpu/online).
func OnlineCPUs() ([]int, error) { return readCPUList("/sys/devices/system/cpu/online") }

// PossibleCPUs returns the ids of the possible CPUs: per-CPU maps have one
// slot for each.
func PossibleCPUs() ([]int, error) { return readCPUList("/sys/devices/system/cpu/possible") }

func readCPUList(path string) ([]int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read cpu list: %w", err)
	}
	cpus, err := ParseCPUList(string(data))
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return cpus, nil
}

// ParseCPUList parses the kernel's CPU list syntax: "0-3,5,7-8".
func ParseCPUList(s string) ([]int, error) {
	var out []int
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return nil, fmt.Errorf("bad cpu %q", part)
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil || b < a {
				return nil, fmt.Errorf("bad cpu range %q", part)
			}
		}
		for c := a; c <= b; c++ {
			out = append(out, c)
		}
	}
	return out, nil
}
