package ftrace

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// spliceRecord traces sys_enter_getppid for n calls from one thread with
// Splice into per-CPU files, then decodes the files: the events of that
// thread, and what the stats say was lost.
func spliceRecord(t *testing.T, opts Options, n int) (recorded int, lost uint64) {
	t.Helper()
	lost = getppidRun(t, opts, n, nil, func(s *Session, ctx context.Context, tid int) {
		dir := t.TempDir()
		files := map[int]*os.File{}
		err := s.Splice(ctx, func(cpu int) (*os.File, error) {
			f, err := os.Create(filepath.Join(dir, fmt.Sprint(cpu)))
			files[cpu] = f
			return f, err
		})
		if err != nil {
			t.Fatal(err)
		}
		size := s.PageSize()
		for cpu, f := range files {
			data, err := os.ReadFile(f.Name())
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			if len(data)%size != 0 {
				t.Fatalf("cpu %d: %d bytes, not whole %d-byte pages", cpu, len(data), size)
			}
			for off := 0; off < len(data); off += size {
				_, err := s.Header().Decode(cpu, data[off:off+size], s.Formats(), func(e *Event) {
					if e.Format != nil && e.Format.Event == "sys_enter_getppid" && e.PID() == tid {
						recorded++
					}
				})
				if err != nil {
					t.Fatalf("cpu %d page at %d: %v", cpu, off, err)
				}
			}
		}
	})
	return recorded, lost
}

// TestSplice: a buffer large enough loses nothing and every call is in
// the spliced pages, the last partly filled page included; a flood of a
// tiny buffer is exactly accounted: recorded plus lost is the calls made.
func TestSplice(t *testing.T) {
	tracefsRoot(t)
	if recorded, lost := spliceRecord(t, Options{BufferKB: 1024}, 1000); recorded != 1000 || lost != 0 {
		t.Errorf("1000 calls: recorded %d, lost %d; want 1000, 0", recorded, lost)
	}
	const n = 200000
	for _, overwrite := range []bool{false, true} {
		recorded, lost := spliceRecord(t, Options{BufferKB: 4, Overwrite: overwrite}, n)
		t.Logf("overwrite=%v: %d calls, %d recorded, %d lost", overwrite, n, recorded, lost)
		if uint64(recorded)+lost != n {
			t.Errorf("overwrite=%v: recorded %d + lost %d = %d, want %d", overwrite, recorded, lost, uint64(recorded)+lost, n)
		}
		if lost == 0 {
			t.Errorf("overwrite=%v: nothing lost: the flood did not overflow the buffer", overwrite)
		}
	}
}
