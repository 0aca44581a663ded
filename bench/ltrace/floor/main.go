// Command floor measures the kernel's floor under `sonde ltrace`: the time
// an empty BPF program on a uprobe and a uretprobe (uprobe_multi links, as
// sonde ltrace uses) adds to each call of one function.
//
//	floor BINARY FILE_OFFSET N
//
// runs `BINARY N` (a program calling the probed function N times) without
// and with the probes, best of three, and prints the added ns per call.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}

func run() error {
	if len(os.Args) != 4 {
		return fmt.Errorf("usage: floor BINARY FILE_OFFSET N")
	}
	bin := os.Args[1]
	off, err := strconv.ParseUint(os.Args[2], 0, 64)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(os.Args[3])
	if err != nil {
		return err
	}
	best := func() time.Duration {
		b := time.Duration(1 << 62)
		for i := 0; i < 3; i++ {
			t0 := time.Now()
			if err := exec.Command(bin, strconv.Itoa(n)).Run(); err != nil {
				fmt.Fprintln(os.Stderr, "floor:", err)
			}
			b = min(b, time.Since(t0))
		}
		return b
	}
	bare := best()
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{
		Type: ebpf.Kprobe, AttachType: ebpf.AttachTraceUprobeMulti, License: "GPL",
		Instructions: asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Return()},
	})
	if err != nil {
		return err
	}
	defer prog.Close()
	ex, err := link.OpenExecutable(bin)
	if err != nil {
		return err
	}
	opts := &link.UprobeMultiOptions{Addresses: []uint64{off}}
	l, err := ex.UprobeMulti(nil, prog, opts)
	if err != nil {
		return err
	}
	defer l.Close()
	r, err := ex.UretprobeMulti(nil, prog, opts)
	if err != nil {
		return err
	}
	defer r.Close()
	probed := best()
	fmt.Printf("empty uprobe+uretprobe: %.0f ns/call added\n", float64(probed-bare)/float64(n))
	return nil
}
