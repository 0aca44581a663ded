package probe

// The kernel-function catalogue, shared by kprobe and fentry: which kernel
// functions exist (kallsyms), which ftrace can hook (tracefs
// available_filter_functions), which kprobes refuse (the kprobe blacklist),
// and which tracepoints fire where a function does. Each is read once per
// process.

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"sonde/internal/kernel"
	"sonde/internal/probe/point"
)

// cutModule splits a symbol "module:fn" (or "fn", of vmlinux).
func cutModule(sym string) (module, fn string, ok bool) {
	if m, f, ok := strings.Cut(sym, ":"); ok {
		return m, f, true
	}
	return "", sym, false
}

// kfnTracepoints returns tracepoints that fire where fn does: the syscall
// tracepoints of a syscall implementation (do_sys_openat2 ->
// syscalls:sys_enter_openat) and any tracepoint named like the function.
func kfnTracepoints(fn string, ret bool) []string {
	dir := "sys_enter_"
	if ret {
		dir = "sys_exit_"
	}
	var out []string
	seen := map[string]bool{}
	add := func(tp string) {
		if !seen[tp] {
			seen[tp] = true
			out = append(out, "tracepoint:"+tp)
		}
	}
	for _, prefix := range []string{"__x64_sys_", "__ia32_sys_", "__se_sys_", "__do_sys_", "do_sys_", "ksys_", "sys_"} {
		name, ok := strings.CutPrefix(fn, prefix)
		if !ok || name == "" {
			continue
		}
		for _, n := range []string{strings.TrimRight(name, "0123456789"), name} {
			if n != "" && kfnSyscallExists(n) {
				add("syscalls:" + dir + n)
			}
		}
		break
	}
	if tfs := kernel.TracefsMounted(); tfs != "" {
		if m, _ := filepath.Glob(filepath.Join(tfs, "events", "*", fn)); len(m) > 0 {
			for _, p := range m {
				add(filepath.Base(filepath.Dir(p)) + ":" + fn)
			}
		}
	}
	return out
}

// kfnSyscallExists reports whether syscall name has tracepoints, from
// tracefs when it is mounted and from the syscall's entry symbol otherwise.
func kfnSyscallExists(name string) bool {
	if tfs := kernel.TracefsMounted(); tfs != "" {
		if _, err := os.Stat(filepath.Join(tfs, "events", "syscalls", "sys_enter_"+name)); err == nil {
			return true
		}
		if _, err := os.Stat(filepath.Join(tfs, "events", "syscalls")); err == nil {
			return false
		}
	}
	ks, err := kfnKallsyms()
	if err != nil {
		return false
	}
	return ks["__x64_sys_"+name] != nil || ks["__do_sys_"+name] != nil || ks["sys_"+name] != nil
}

// kfnKallsyms maps each kernel text symbol to the modules defining it (""
// for vmlinux).
var kfnKallsyms = sync.OnceValues(func() (map[string][]string, error) {
	all, err := kernel.Kallsyms()
	if err != nil {
		return nil, fmt.Errorf("read kernel symbols: %w", err)
	}
	syms := map[string][]string{}
	for _, s := range all {
		if s.Type == 't' || s.Type == 'T' {
			syms[s.Name] = append(syms[s.Name], s.Module)
		}
	}
	return syms, nil
})

// kfnTraceable lists the functions ftrace can hook: "name" or "name
// [module]" lines of available_filter_functions, as symbols "name" or
// "module:name". ok is false when tracefs is not readable.
var kfnTraceable = sync.OnceValues(func() ([]string, bool) {
	dir := kernel.TracefsMounted()
	if dir == "" {
		return nil, false
	}
	data, err := os.ReadFile(filepath.Join(dir, "available_filter_functions"))
	if err != nil {
		return nil, false
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		name, mod, _ := strings.Cut(line, " ")
		if name == "" || strings.HasPrefix(name, "__ftrace_invalid_address__") {
			continue
		}
		if mod = strings.Trim(mod, "[] "); mod != "" {
			name = mod + ":" + name
		}
		out = append(out, name)
	}
	return out, true
})

// kfnBlacklist holds the functions kprobes refuse (debugfs
// kprobes/blacklist), when readable.
var kfnBlacklist = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	data, err := os.ReadFile("/sys/kernel/debug/kprobes/blacklist")
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(data), "\n") {
		// 0xffffffff81000000-0xffffffff81000010	do_int3
		if f := strings.Fields(line); len(f) >= 2 {
			out[f[1]] = true
		}
	}
	return out
})

// kfnMatch returns the traceable kernel functions matching a module
// pattern ("" for any, vmlinux included) and a function pattern, as sorted
// symbols "name" or "module:name".
func kfnMatch(modPat, fnPat string) ([]string, error) {
	cands, ok := kfnTraceable()
	if !ok {
		// No tracefs: fall back to every text symbol.
		ks, err := kfnKallsyms()
		if err != nil {
			return nil, err
		}
		for name, mods := range ks {
			for _, m := range mods {
				if m != "" {
					name = m + ":" + name
				}
				cands = append(cands, name)
			}
		}
	}
	bl := kfnBlacklist()
	seen := map[string]bool{}
	var out []string
	for _, sym := range cands {
		mod, fn, _ := cutModule(sym)
		if bl[fn] || seen[sym] {
			continue
		}
		if modPat != "" && (mod == "" || !point.Match(modPat, mod)) {
			continue
		}
		if !point.Match(fnPat, fn) {
			continue
		}
		seen[sym] = true
		out = append(out, sym)
	}
	sort.Strings(out)
	return out, nil
}

// kfnCheck reports why a named kernel function cannot be kprobed, or nil.
func kfnCheck(module, fn string) error {
	ks, err := kfnKallsyms()
	if err != nil {
		return err
	}
	mods, ok := ks[fn]
	if !ok {
		return fmt.Errorf("no kernel function %q (not in /proc/kallsyms)", fn)
	}
	if module != "" {
		found := false
		for _, m := range mods {
			found = found || m == module
		}
		if !found {
			return fmt.Errorf("no function %q in module %q", fn, module)
		}
	}
	if kfnBlacklist()[fn] {
		return fmt.Errorf("kernel function %q cannot be probed: it is on the kprobe blacklist", fn)
	}
	return nil
}

// kfnTraceableSet is kfnTraceable as a set.
var kfnTraceableSet = sync.OnceValues(func() (map[string]bool, bool) {
	syms, ok := kfnTraceable()
	if !ok {
		return nil, false
	}
	set := make(map[string]bool, len(syms))
	for _, s := range syms {
		set[s] = true
	}
	return set, true
})
