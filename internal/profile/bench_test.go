package profile

import (
	"debug/elf"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"sonde/internal/kernel"
	"sonde/internal/symbolize"
)

// BenchmarkBuild10k turns 10k distinct stacks (about what a 30 s
// system-wide profile holds) into pprof and writes it: what happens
// between the end of a recording and the file. Kernel frames are real
// kallsyms addresses, user frames addresses in this test binary's own
// functions of the C library in a sleeping process, 20 of each a stack
// from 2000 distinct addresses of each.
func BenchmarkBuild10k(b *testing.B) {
	syms, err := kernel.Kallsyms()
	if err != nil {
		b.Skip(err)
	}
	var kaddrs []uint64
	for _, s := range syms {
		if (s.Type == 't' || s.Type == 'T') && s.Addr != 0 && len(kaddrs) < 2000 {
			kaddrs = append(kaddrs, s.Addr+4)
		}
	}
	sleep := exec.Command("sleep", "60")
	if err := sleep.Start(); err != nil {
		b.Skip(err)
	}
	defer func() { sleep.Process.Kill(); sleep.Wait() }()
	pid := sleep.Process.Pid
	uaddrs := libcAddrs(b, pid)
	if len(kaddrs) < 2000 || len(uaddrs) < 2000 {
		b.Skipf("%d kernel and %d user addresses", len(kaddrs), len(uaddrs))
	}
	uaddrs = uaddrs[:2000]
	r := rand.New(rand.NewSource(1))
	entries := make([]entry, 10000)
	for i := range entries {
		e := &entries[i]
		e.key = key{pid: uint32(pid), tid: uint32(pid), comm: "bench"}
		for j := 0; j < 20; j++ {
			e.kstack = append(e.kstack, kaddrs[r.Intn(len(kaddrs))])
			e.ustack = append(e.ustack, uaddrs[r.Intn(len(uaddrs))])
		}
		e.value = 1
	}
	symbolize.SetDebugInfo(true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := build(entries, false, 1e7, time.Now(), time.Second)
		if err := writers[".pb.gz"](io.Discard, p, ""); err != nil {
			b.Fatal(err)
		}
	}
}

// libcAddrs returns addresses inside the C library's functions in process
// pid, once it has mapped it.
func libcAddrs(b *testing.B, pid int) []uint64 {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		maps, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/maps")
		for _, line := range strings.Split(string(maps), "\n") {
			f := strings.Fields(line)
			if len(f) < 6 || f[2] != "00000000" || !strings.Contains(f[5], "/libc.so") {
				continue
			}
			start, _ := strconv.ParseUint(strings.Split(f[0], "-")[0], 16, 64)
			lib, err := elf.Open(f[5])
			if err != nil {
				b.Skip(err)
			}
			defer lib.Close()
			syms, _ := lib.DynamicSymbols()
			var out []uint64
			for _, s := range syms {
				if elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Value != 0 {
					out = append(out, start+s.Value+1)
				}
			}
			symbolize.Users().Observe(pid)
			return out
		}
		time.Sleep(10 * time.Millisecond) // a benchmark's setup: the exec
	}
	return nil
}
