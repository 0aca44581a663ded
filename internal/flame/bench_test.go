package flame

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/pprof/profile"
)

// bigStacks makes n distinct stacks shaped like a system-wide profile: a
// few processes, call chains 4 to 40 frames deep drawn from a few hundred
// functions (C++-length names), a quarter ending in the kernel.
func bigStacks(n int) []stack {
	r := rand.New(rand.NewSource(1))
	comms := []string{"postgres", "nginx", "java", "python3", "kworker/0:1", "sonde"}
	fn := func(i int) string {
		return fmt.Sprintf("ns%d::Class%d::method_%d<std::vector<int>>", i%7, i%31, i)
	}
	seen := map[string]bool{}
	var out []stack
	for len(out) < n {
		s := stack{comm: comms[r.Intn(len(comms))], pid: int64(100 + r.Intn(50)), v: int64(1 + r.ExpFloat64()*20)}
		depth := 4 + r.Intn(37)
		// Callers share prefixes, as in real call trees: most calls
		// at a depth go to the same function, a few elsewhere.
		var frames []string
		for d := 0; d < depth; d++ {
			c := 0
			if r.Intn(4) == 0 {
				c = 1 + r.Intn(9)
			}
			frames = append(frames, fn(d*10+c))
		}
		if r.Intn(4) == 0 {
			frames = append(frames, "k:entry_SYSCALL_64", fmt.Sprintf("k:do_syscall_%d", r.Intn(20)), fmt.Sprintf("k:vfs_op_%d", r.Intn(50)))
		}
		key := s.comm + fmt.Sprint(frames)
		if seen[key] {
			continue
		}
		seen[key] = true
		for i := len(frames) - 1; i >= 0; i-- {
			s.locs = append(s.locs, []string{frames[i]})
		}
		out = append(out, s)
	}
	return out
}

func bigProfile(b testing.TB) *profile.Profile {
	return build(b, "samples", "count", bigStacks(10000))
}

// benchWrite writes the 10k-stack profile with write, reporting the
// file's size.
func benchWrite(b *testing.B, write func(io.Writer, *profile.Profile) error) {
	p := bigProfile(b)
	var n countWriter
	for b.Loop() {
		if err := write(&n, p); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "B/file")
}

func BenchmarkHTML10k(b *testing.B) {
	benchWrite(b, func(w io.Writer, p *profile.Profile) error { return WriteHTML(w, p, "10k stacks") })
}

func BenchmarkSVG10k(b *testing.B) {
	benchWrite(b, func(w io.Writer, p *profile.Profile) error { return WriteSVG(w, p, "10k stacks") })
}

func BenchmarkFolded10k(b *testing.B) { benchWrite(b, WriteFolded) }

// BenchmarkPprof10k is the reference the writers above are measured
// against in the same run: the same profile written as .pb.gz.
func BenchmarkPprof10k(b *testing.B) {
	benchWrite(b, func(w io.Writer, p *profile.Profile) error { return p.Write(w) })
}

// BenchmarkChromium10k loads the 10k-stack page in headless Chromium to
// its DOM, against a page of one stack in the same run: the difference is
// the page's parse and first render.
func BenchmarkChromium10k(b *testing.B) {
	bin, err := exec.LookPath("chromium")
	if err != nil {
		b.Skip("chromium is not installed")
	}
	for _, c := range []struct {
		name   string
		stacks []stack
	}{
		{"1", bigStacks(1)},
		{"10k", bigStacks(10000)},
	} {
		dir := b.TempDir()
		file := filepath.Join(dir, "flame.html")
		var page bytes.Buffer
		if err := WriteHTML(&page, build(b, "samples", "count", c.stacks), c.name); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(file, page.Bytes(), 0o644); err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				out, err := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu",
					"--user-data-dir="+filepath.Join(dir, "profile"), "--proxy-server=127.0.0.1:9",
					"--host-resolver-rules=MAP * ~NOTFOUND", "--dump-dom", "file://"+file+"#search=method_3").Output()
				if err != nil || !bytes.Contains(out, []byte(`class="f`)) {
					b.Fatalf("chromium: %v", err)
				}
			}
		})
	}
}

// countWriter counts the bytes written to it.
type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}
