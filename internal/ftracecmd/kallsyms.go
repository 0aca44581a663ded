package ftracecmd

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"

	"sonde/internal/tracedat"
)

// addKernelSections stores what trace-cmd record stores besides the
// events' own formats, the one place record writes them:
//   - every events/ftrace/*/format (the function tracers' records are
//     ftrace:function, ftrace:funcgraph_entry and ftrace:funcgraph_exit);
//   - /proc/kallsyms, which names addresses (%ps, the function tracers'
//     ip, parent_ip and func); left out when kptr_restrict hides its
//     addresses, as every symbol would then be at 0;
//   - the tracefs printk_formats (the kernel's constant strings).
//
// kallsyms and printk_formats are best effort, as in trace-cmd: they name
// things, they do not decode events.
func addKernelSections(f *tracedat.File, root string) error {
	formats, err := ftraceFormats(root)
	if err != nil {
		return err
	}
	f.Ftrace = append(f.Ftrace, formats...)
	f.Kallsyms, f.Printk = kernelStrings(root)
	return nil
}

// ftraceFormats reads the ftrace system's format files, in name order.
func ftraceFormats(root string) ([][]byte, error) {
	paths, err := filepath.Glob(filepath.Join(root, "events", "ftrace", "*", "format"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out [][]byte
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// kernelStrings reads /proc/kallsyms (nil when kptr_restrict hides its
// addresses) and the tracefs printk_formats.
func kernelStrings(tracefs string) (kallsyms, printk []byte) {
	kallsyms, _ = os.ReadFile("/proc/kallsyms")
	if hiddenAddrs(kallsyms) {
		kallsyms = nil
	}
	printk, _ = os.ReadFile(filepath.Join(tracefs, "printk_formats"))
	return kallsyms, printk
}

// hiddenAddrs reports whether every kallsyms line has address 0, as
// kptr_restrict shows them. A real table may start with absolute symbols
// at 0 (x86-64's per-CPU offsets, "0000000000000000 A fixed_percpu_data").
func hiddenAddrs(kallsyms []byte) bool {
	for len(kallsyms) > 0 {
		line := kallsyms
		if i := bytes.IndexByte(kallsyms, '\n'); i >= 0 {
			line, kallsyms = kallsyms[:i], kallsyms[i+1:]
		} else {
			kallsyms = nil
		}
		addr, _, _ := bytes.Cut(line, []byte(" "))
		if len(bytes.Trim(addr, "0")) > 0 {
			return false
		}
	}
	return true
}
