package cli

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/lang/check"
	"sonde/internal/output"
)

// envConfig is what the BPFTRACE_* environment variables bpftrace 0.17
// honours ask of sonde. Values that are unset are zero.
type envConfig struct {
	strlen        int    // BPFTRACE_STRLEN (newer bpftrace: BPFTRACE_MAX_STRLEN): bytes per str()
	mapKeys       int    // BPFTRACE_MAP_KEYS_MAX (newer: BPFTRACE_MAX_MAP_KEYS): entries of a map
	catBytes      int    // BPFTRACE_CAT_BYTES_MAX: bytes cat() prints
	maxProbes     int    // BPFTRACE_MAX_PROBES: attach points of one script
	rbPages       int    // BPFTRACE_PERF_RB_PAGES: pages of the ring buffer (newest bpftrace's perf_rb_pages; 0.17: per CPU)
	noUserSymbols bool   // BPFTRACE_NO_USER_SYMBOLS: ustack and usym print addresses
	noDemangle    bool   // BPFTRACE_NO_CPP_DEMANGLE: C++ names print mangled
	btfFile       string // BPFTRACE_BTF: kernel types from this file instead of /sys/kernel/btf/vmlinux
	// config are newest bpftrace's other config variables set as
	// BPFTRACE_NAME (by lower-case name): the checker reads them as it
	// reads the config block, and they win over it.
	config map[string]string
}

// envKind is how a variable's value is read, with bpftrace 0.17's checks.
type envKind int

const (
	envUint   envKind = iota // a positive integer
	envBool                  // 0 or 1
	envString                // any text
)

type envVar struct {
	name string
	kind envKind
	set  func(c *envConfig, n int, s string)
}

// envVars are the variables bpftrace 0.17 reads. Those whose set is nil are
// accepted (a bad value is still an error, as in bpftrace) but change
// nothing in sonde; the comment says why.
var envVars = []envVar{
	{"BPFTRACE_STRLEN", envUint, func(c *envConfig, n int, _ string) { c.strlen = n }},
	{"BPFTRACE_MAX_STRLEN", envUint, func(c *envConfig, n int, _ string) { c.strlen = n }},
	{"BPFTRACE_MAP_KEYS_MAX", envUint, func(c *envConfig, n int, _ string) { c.mapKeys = n }},
	{"BPFTRACE_MAX_MAP_KEYS", envUint, func(c *envConfig, n int, _ string) { c.mapKeys = n }},
	{"BPFTRACE_CAT_BYTES_MAX", envUint, func(c *envConfig, n int, _ string) { c.catBytes = n }},
	{"BPFTRACE_MAX_PROBES", envUint, func(c *envConfig, n int, _ string) { c.maxProbes = n }},
	{"BPFTRACE_PERF_RB_PAGES", envUint, func(c *envConfig, n int, _ string) { c.rbPages = n }},
	{"BPFTRACE_NO_USER_SYMBOLS", envBool, func(c *envConfig, n int, _ string) { c.noUserSymbols = n == 1 }},
	{"BPFTRACE_NO_CPP_DEMANGLE", envBool, func(c *envConfig, n int, _ string) { c.noDemangle = n == 1 }},
	{"BPFTRACE_BTF", envString, func(c *envConfig, _ int, s string) { c.btfFile = s }},
	// bpftrace 0.17 checks the value but limits nothing with it that a
	// script shows (three probe blocks run under BPFTRACE_MAX_BPF_PROGS=1);
	// sonde does the same. BPFTRACE_MAX_PROBES is the limit that bites.
	{"BPFTRACE_MAX_BPF_PROGS", envUint, nil},
	// The kernel's verifier log: sonde asks the kernel for the log only
	// when a program is refused, and grows the buffer until it fits.
	{"BPFTRACE_LOG_SIZE", envUint, nil},
	// Sonde caches the symbols of every binary it reads, always: they are
	// read lazily, per file, and kept while the file is unchanged. (0.17
	// takes 0 or 1, newest PER_PROGRAM, PER_PID or NONE too.)
	{"BPFTRACE_CACHE_USER_SYMBOLS", envBool, nil},
	// Kernel symbols come from /proc/kallsyms and types from BTF; sonde
	// reads no vmlinux image.
	{"BPFTRACE_VMLINUX", envString, nil},
	// Sonde resolves types from BTF directly, without clang's iterations.
	{"BPFTRACE_MAX_TYPE_RES_ITERATIONS", envUint, nil},
	// Kernel headers: sonde reads types from BTF, never from headers.
	{"BPFTRACE_KERNEL_SOURCE", envString, nil},
	{"BPFTRACE_KERNEL_BUILD", envString, nil},
}

// readEnv reads the BPFTRACE_* variables; a bad value is an error worded as
// bpftrace 0.17 words it.
func readEnv() (envConfig, error) {
	var c envConfig
	for _, v := range envVars {
		s, ok := os.LookupEnv(v.name)
		if !ok {
			continue
		}
		n := 0
		switch v.kind {
		case envUint:
			u, err := strconv.ParseUint(s, 10, 63)
			if err != nil || u == 0 {
				return c, fmt.Errorf("Env var '%s' did not contain a valid uint64_t, or was zero-valued.", v.name)
			}
			n = int(min(u, 1<<31))
		case envBool:
			if v.name == "BPFTRACE_CACHE_USER_SYMBOLS" && slices.Contains([]string{"PER_PROGRAM", "PER_PID", "NONE"}, strings.ToUpper(s)) {
				break // newest bpftrace's values
			}
			if s != "0" && s != "1" {
				return c, fmt.Errorf("Env var '%s' did not contain a valid value (0 or 1).", v.name)
			}
			n = int(s[0] - '0')
		}
		if v.set != nil {
			v.set(&c, n, s)
		}
	}
	// The other config variables of newest bpftrace, checked by the
	// checker as the config block's are.
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		name, ok := strings.CutPrefix(k, "BPFTRACE_")
		if !ok || slices.ContainsFunc(envVars, func(e envVar) bool { return e.name == k }) {
			continue
		}
		name = strings.ToLower(name)
		if slices.Contains(check.ConfigVarNames(), name) || strings.HasPrefix(name, "unstable_") {
			if c.config == nil {
				c.config = map[string]string{}
			}
			c.config[name] = v
		}
	}
	if c.strlen > maxStrlen {
		return c, fmt.Errorf("'BPFTRACE_STRLEN' %d exceeds the maximum of %d bytes", c.strlen, maxStrlen)
	}
	if c.btfFile != "" {
		if _, err := os.Stat(c.btfFile); err != nil {
			return c, fmt.Errorf("BPFTRACE_BTF: %v", err)
		}
	}
	return c, nil
}

// maxStrlen is the longest str() sonde builds (strings live in per-CPU
// scratch space, not on the 512-byte stack that limited bpftrace 0.17 to 200).
const maxStrlen = 65536

// newestOnly is the environment's config variables of newest bpftrace,
// which bpftrace 0.17 does not read: none under --compat=0.17.
func newestOnly(c output.Compat, config map[string]string) map[string]string {
	if c == output.Compat017 {
		return nil
	}
	return config
}
