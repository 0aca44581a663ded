package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	goruntime "runtime"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/features"
	"golang.org/x/sys/unix"

	"sonde/internal/kbtf"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
)

// printInfo is --info: bpftrace 0.17's sections (System, Build, Kernel
// helpers, Kernel features, Map types, Probe types), each line measured on
// this kernel the way sonde uses it: a helper is "yes" when the kernel
// loads a program calling it, a map type when it creates one, a probe type
// when its provider finds what it needs. Like bpftrace, it prints on stderr.
func printInfo(w io.Writer) {
	yes := func(err error) string {
		if err == nil {
			return "yes"
		}
		if errors.Is(err, ebpf.ErrNotSupported) {
			return "no"
		}
		return fmt.Sprintf("no (%v)", err)
	}
	var u unix.Utsname
	unix.Uname(&u)
	fmt.Fprintf(w, "System\n  OS: %s %s %s\n  Arch: %s\n\n",
		unix.ByteSliceToString(u.Sysname[:]), unix.ByteSliceToString(u.Release[:]),
		unix.ByteSliceToString(u.Version[:]), unix.ByteSliceToString(u.Machine[:]))

	fmt.Fprintf(w, "Build\n  version: sonde %s\n  Go: %s\n  compiler: sonde's own (no LLVM)\n", Version, goruntime.Version())
	fmt.Fprintf(w, "  unsafe uprobe: no\n  bfd: no\n  DWARF support: yes (sonde's reader)\n\n")

	fmt.Fprintln(w, "Kernel helpers")
	helper := func(pt ebpf.ProgramType, f asm.BuiltinFunc) string { return yes(features.HaveProgramHelper(pt, f)) }
	for _, h := range []struct {
		name string
		pt   ebpf.ProgramType
		fn   asm.BuiltinFunc
	}{
		{"probe_read", ebpf.Kprobe, asm.FnProbeRead},
		{"probe_read_str", ebpf.Kprobe, asm.FnProbeReadStr},
		{"probe_read_user", ebpf.Kprobe, asm.FnProbeReadUser},
		{"probe_read_user_str", ebpf.Kprobe, asm.FnProbeReadUserStr},
		{"probe_read_kernel", ebpf.Kprobe, asm.FnProbeReadKernel},
		{"probe_read_kernel_str", ebpf.Kprobe, asm.FnProbeReadKernelStr},
		{"get_current_cgroup_id", ebpf.Kprobe, asm.FnGetCurrentCgroupId},
		{"send_signal", ebpf.Kprobe, asm.FnSendSignal},
		{"override_return", ebpf.Kprobe, asm.FnOverrideReturn},
		{"get_boot_ns", ebpf.Kprobe, asm.FnKtimeGetBootNs},
		{"ringbuf_output", ebpf.Kprobe, asm.FnRingbufOutput},
		{"for_each_map_elem", ebpf.Kprobe, asm.FnForEachMapElem},
		{"loop", ebpf.Kprobe, asm.FnLoop},
	} {
		fmt.Fprintf(w, "  %s: %s\n", h.name, helper(h.pt, h.fn))
	}
	// dpath and skboutput are callable only from fentry/fexit programs,
	// which cannot be tried without a function to attach to.
	fmt.Fprintln(w)

	fmt.Fprintln(w, "Kernel features")
	limit := "4096"
	if features.HaveLargeInstructions() == nil {
		limit = "1000000"
	}
	fmt.Fprintf(w, "  Instruction limit: %s\n", limit)
	fmt.Fprintf(w, "  Loop support: %s\n", yes(features.HaveBoundedLoops()))
	_, btfErr := kbtf.Kernel()
	fmt.Fprintf(w, "  btf: %s\n", yes(btfErr))
	_, refErr := os.Stat("/sys/bus/event_source/devices/uprobe/format/ref_ctr_offset")
	fmt.Fprintf(w, "  uprobe refcount: %s\n\n", yes(refErr))

	fmt.Fprintln(w, "Map types")
	for _, m := range []struct {
		name string
		t    ebpf.MapType
	}{
		{"hash", ebpf.Hash}, {"percpu hash", ebpf.PerCPUHash}, {"lru hash", ebpf.LRUHash},
		{"array", ebpf.Array}, {"percpu array", ebpf.PerCPUArray},
		{"stack_trace", ebpf.StackTrace}, {"ringbuf", ebpf.RingBuf},
	} {
		fmt.Fprintf(w, "  %s: %s\n", m.name, yes(features.HaveMapType(m.t)))
	}
	fmt.Fprintln(w)

	fmt.Fprintln(w, "Probe types")
	for _, name := range point.Names() {
		p, _ := probe.Lookup(name)
		fmt.Fprintf(w, "  %s: %s\n", name, yes(probe.Available(p)))
	}
	fmt.Fprintln(w)
}
