package ftracecmd

import (
	"bytes"
	"os"
	"path/filepath"
)

// kernelStrings reads what trace-cmd record stores for report to name
// addresses: /proc/kallsyms (for %ps) and the tracefs printk_formats (the
// kernel's constant strings). Best effort; kallsyms is left out when
// kptr_restrict hides its addresses, as every symbol would then be at 0.
func kernelStrings(tracefs string) (kallsyms, printk []byte) {
	kallsyms, _ = os.ReadFile("/proc/kallsyms")
	if bytes.HasPrefix(kallsyms, []byte("0000000000000000 ")) {
		kallsyms = nil
	}
	printk, _ = os.ReadFile(filepath.Join(tracefs, "printk_formats"))
	return kallsyms, printk
}
