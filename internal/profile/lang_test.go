package profile

import (
	"bufio"
	"encoding/json"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/pprof/profile"

	"sonde/internal/testutil"
)

// A burner is one language's build of the CPU burner of testdata/burn.c
// (main calls outer, which spends 90% of its work in hot and 10% in
// cold): its functions' names as sonde gives them, and its builds.
type burner struct {
	lang                   string
	hot, cold, outer, main string
	// build builds the variant into dir/burn (so that its comm is burn).
	build func(t *testing.T, dir string, v variant) string
}

// A variant is one build of a burner and the call graph it is profiled
// with.
type variant struct {
	name      string
	callGraph string // "" for the default (dwarf, for a command)
}

var (
	fpVariant   = variant{"O1-fp", "fp"}  // -O1 with frame pointers, by frame pointers
	nofpVariant = variant{"O2-nofp", ""}  // -O2 without frame pointers, by dwarf
	goDwarf     = variant{"go-dwarf", ""} // Go keeps its frame pointers
	goFP        = variant{"go-fp", "fp"}  // at every build
	cOpts       = map[string][]string{fpVariant.name: withFP, nofpVariant.name: withoutFP}
	rustOpts    = map[string][]string{fpVariant.name: {"-C", "opt-level=1", "-C", "force-frame-pointers=yes"}, nofpVariant.name: {"-C", "opt-level=2"}}
	cppBurner   = burner{"C++", "burner::Burner::hot(unsigned long)", "burner::Burner::cold(unsigned long)", "burner::Burner::outer(unsigned long)", "main", buildCPP}
	cBurner     = burner{"C", "hot", "cold", "outer", "main", nil}
	goBurner    = burner{"Go", "main.hot", "main.cold", "main.outer", "main.main", buildGo}
	rustBurner  = burner{"Rust", "burn::hot", "burn::cold", "burn::outer", "burn::main", buildRust}
)

// compile runs a compiler, failing the test with its output.
func compile(t *testing.T, dir string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, b)
	}
}

func buildCPP(t *testing.T, dir string, v variant) string {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		testutil.RequireKernel(t, "g++ is not installed")
	}
	out := filepath.Join(dir, "burn")
	src, _ := filepath.Abs(filepath.Join("testdata", "burn.cc"))
	compile(t, dir, gxx, append(append([]string{}, cOpts[v.name]...), "-o", out, src)...)
	return out
}

func buildGo(t *testing.T, dir string, v variant) string {
	out := filepath.Join(dir, "burn")
	compile(t, filepath.Join("testdata", "burngo"), "go", "build", "-o", out, "main.go")
	return out
}

// buildRust builds testdata/burn.rs; the test is skipped where rustc is
// not installed (on PATH or in ~/.cargo/bin): Rust is tested where it is
// available.
func buildRust(t *testing.T, dir string, v variant) string {
	rustc, err := exec.LookPath("rustc")
	if err != nil {
		home, _ := os.UserHomeDir()
		if rustc = filepath.Join(home, ".cargo", "bin", "rustc"); home == "" || !isFile(rustc) {
			t.Skip("rustc is not installed: Rust is not tested")
		}
	}
	out := filepath.Join(dir, "burn")
	src, _ := filepath.Abs(filepath.Join("testdata", "burn.rs"))
	compile(t, dir, rustc, append(append([]string{}, rustOpts[v.name]...), "-o", out, src)...)
	return out
}

func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// A stack is one stack's user frames, leaf first, and its value.
type stack struct {
	frames []string
	value  int64
}

// pprofStacks is the user stacks of p's samples of comm.
func pprofStacks(p *profile.Profile, comm string) []stack {
	var ss []stack
	for _, s := range p.Sample {
		if c := s.Label["comm"]; len(c) == 1 && c[0] == comm {
			ss = append(ss, stack{userFrames(s), s.Value[0]})
		}
	}
	return ss
}

// foldedStacks parses a .folded file: each line the process name, the
// frames root first and the value after the last space; it returns the
// user stacks (kernel frames end in _[k]) of comm, leaf first.
func foldedStacks(t *testing.T, data []byte, comm string) []stack {
	t.Helper()
	var ss []stack
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseInt(line[i+1:], 10, 64)
		if i < 0 || err != nil {
			t.Fatalf("folded line %q", line)
		}
		fs := strings.Split(line[:i], ";")
		if fs[0] != comm {
			continue
		}
		var user []string
		for j := len(fs) - 1; j > 0; j-- {
			if !strings.HasSuffix(fs[j], "_[k]") {
				user = append(user, fs[j])
			}
		}
		ss = append(ss, stack{user, v})
	}
	return ss
}

// checkStacks checks a burner's stacks in one output format as checkBurn
// does: among the samples in hot and cold, hot's share is about 0.9, and
// with chains hot's come as hot;outer;main.
func checkStacks(t *testing.T, b burner, ss []stack, chains bool) {
	t.Helper()
	var hot, cold, broken int64
	for _, s := range ss {
		fs := s.frames
		switch {
		case len(fs) > 0 && fs[0] == b.hot:
			hot += s.value
			if chains && (len(fs) < 3 || fs[1] != b.outer || fs[2] != b.main) {
				broken += s.value
				t.Logf("chain %q", fs)
			}
		case len(fs) > 0 && fs[0] == b.cold:
			cold += s.value
		}
	}
	checkShare(t, hot, cold)
	if broken*50 > hot {
		t.Errorf("%d of %d samples of %s without the chain %s;%s;%s", broken, hot, b.hot, b.hot, b.outer, b.main)
	}
}

// checkShare checks hot's share of hot and cold, 9 to 1 in work, in a
// band that sampling noise at 300+ samples cannot leave: on a shared
// machine it ranges from 0.82 to 0.97 (a stolen CPU stretches hot or cold
// alike), wider than a binomial's.
func checkShare(t *testing.T, hot, cold int64) {
	t.Helper()
	total := hot + cold
	if total < 300 {
		t.Fatalf("only %d samples in hot and cold", total)
	}
	share := float64(hot) / float64(total)
	t.Logf("hot %d, cold %d: hot share %.3f", hot, cold, share)
	if share < 0.75 || share > 0.985 {
		t.Errorf("hot share %.3f, want about 0.9", share)
	}
}

var svgTitle = regexp.MustCompile(`<title>(.*) \([^()]*, ([0-9.]+)%\)</title>`)

// checkSVG checks the flame graph's tooltips: hot's percentages of the
// total (summed over its frames) and cold's are in the ratio 9 to 1, and
// hot has most of the total.
func checkSVG(t *testing.T, b burner, data []byte) {
	t.Helper()
	var hot, cold float64
	for _, m := range svgTitle.FindAllSubmatch(data, -1) {
		pct, _ := strconv.ParseFloat(string(m[2]), 64)
		switch html.UnescapeString(string(m[1])) {
		case b.hot:
			hot += pct
		case b.cold:
			cold += pct
		}
	}
	t.Logf("svg: %s %.2f%%, %s %.2f%%", b.hot, hot, b.cold, cold)
	if hot < 60 || hot > 99 || hot+cold == 0 || hot/(hot+cold) < 0.75 || hot/(hot+cold) > 0.985 {
		t.Errorf("svg: %s %.2f%%, %s %.2f%%; want about 90%% and 10%% of their sum, and most of the total", b.hot, hot, b.cold, cold)
	}
}

var htmlData = regexp.MustCompile(`(?s)<script type="application/json" id="data">(.*?)</script>`)

// htmlStacks reads the HTML page's data, the call tree in preorder as
// triples (frame, value, number of children) under the root, and returns
// the user stacks of comm, leaf first, with each node's own value (its
// value less its children's) as the folded file has them.
func htmlStacks(t *testing.T, data []byte, comm string) []stack {
	t.Helper()
	m := htmlData.FindSubmatch(data)
	if m == nil {
		t.Fatal("html: no data")
	}
	var d struct {
		Names  []string
		Kernel []int32
		Tree   []int64
	}
	if err := json.Unmarshal(m[1], &d); err != nil {
		t.Fatalf("html data: %v", err)
	}
	kernel := map[int64]bool{}
	for _, k := range d.Kernel {
		kernel[int64(k)] = true
	}
	var ss []stack
	pos := 0
	var walk func(path []string)
	walk = func(path []string) {
		frame, value, n := d.Tree[pos], d.Tree[pos+1], int(d.Tree[pos+2])
		pos += 3
		if !kernel[frame] {
			path = append(path, d.Names[frame])
		}
		self := value
		for i := 0; i < n; i++ {
			self -= d.Tree[pos+1]
			walk(path)
		}
		// path is the root (all), the process, then the frames.
		if len(path) > 1 && path[1] == comm && self > 0 {
			var user []string
			for j := len(path) - 1; j > 1; j-- {
				user = append(user, path[j])
			}
			ss = append(ss, stack{user, self})
		}
	}
	walk(nil)
	return ss
}

// TestLanguages profiles the burner in C, C++, Go and Rust (where rustc
// is installed), C, C++ and Rust at -O1 with frame pointers by frame
// pointers and at -O2 without by dwarf, Go (which keeps frame pointers)
// both ways, into every output format: in each, hot's share of hot and
// cold is about 0.9 and hot's samples come as hot;outer;main.
func TestLanguages(t *testing.T) {
	requireKernel(t)
	for _, c := range []struct {
		b  burner
		vs []variant
	}{
		{cBurner, []variant{fpVariant, nofpVariant}},
		{cppBurner, []variant{fpVariant, nofpVariant}},
		{goBurner, []variant{goFP, goDwarf}},
		{rustBurner, []variant{fpVariant, nofpVariant}},
	} {
		for _, v := range c.vs {
			t.Run(c.b.lang+"/"+v.name, func(t *testing.T) {
				dir := t.TempDir()
				var bin string
				if c.b.build == nil {
					bin = buildC(t, "burn.c", cOpts[v.name]...)
				} else {
					bin = c.b.build(t, dir, v)
				}
				for _, ext := range []string{".pb.gz", ".folded", ".svg", ".html"} {
					out := filepath.Join(dir, "burn"+ext)
					args := []string{"-F", "999", "-o", out}
					if v.callGraph != "" {
						args = append(args, "--call-graph", v.callGraph)
					}
					args = append(args, "--", bin, "0.5")
					if _, stderr, code := run(t, args...); code != 0 {
						t.Fatalf("%v: exit %d: %s", args, code, stderr)
					}
					data, err := os.ReadFile(out)
					if err != nil {
						t.Fatal(err)
					}
					t.Logf("%s:", ext)
					switch ext {
					case ".pb.gz":
						p := readProfile(t, out)
						checkStacks(t, c.b, pprofStacks(p, "burn"), true)
						if c.b.lang == "C++" && v == nofpVariant {
							checkPprofTop(t, out, `burner::Burner::hot`)
						}
					case ".folded":
						checkStacks(t, c.b, foldedStacks(t, data, "burn"), true)
					case ".svg":
						checkSVG(t, c.b, data)
					case ".html":
						checkStacks(t, c.b, htmlStacks(t, data, "burn"), true)
					}
				}
			})
		}
	}
}

// checkPprofTop: go tool pprof -top reads the profile and lists the
// function first.
func checkPprofTop(t *testing.T, path, function string) {
	t.Helper()
	top, err := exec.Command("go", "tool", "pprof", "-top", path).CombinedOutput()
	if err != nil {
		t.Fatalf("go tool pprof -top: %v\n%s", err, top)
	}
	var first string
	for _, line := range strings.Split(string(top), "\n") {
		if f := strings.Fields(line); len(f) >= 6 && strings.HasSuffix(f[1], "%") && f[0] != "flat" {
			first = strings.Join(f[5:], " ")
			break
		}
	}
	if !strings.HasPrefix(first, function) {
		t.Errorf("go tool pprof -top: first function %q, want %s:\n%s", first, function, top)
	}
}
