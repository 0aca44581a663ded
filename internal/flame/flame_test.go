package flame

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

// stack is one test sample: its process name (none when ""), pid, value
// and locations leaf first, each location its lines leaf first. A line
// "k:NAME" is a kernel function, "@ADDR" a location without lines in
// /usr/lib/libfoo.so mapped at 0x1000.
type stack struct {
	comm string
	pid  int64
	v    int64
	locs [][]string
}

// build makes a profile of stacks, written and parsed back so that it is
// what a reader of sonde's .pb.gz would hold.
func build(t testing.TB, typ, unit string, stacks []stack) *profile.Profile {
	t.Helper()
	p := &profile.Profile{
		SampleType: []*profile.ValueType{{Type: typ, Unit: unit}},
		PeriodType: &profile.ValueType{Type: "cpu", Unit: "nanoseconds"},
		Period:     10101010,
	}
	lib := &profile.Mapping{ID: 1, Start: 0x1000, Limit: 0x9000, File: "/usr/lib/libfoo.so"}
	p.Mapping = []*profile.Mapping{lib}
	funcs := map[string]*profile.Function{}
	fn := func(name string) *profile.Function {
		if f := funcs[name]; f != nil {
			return f
		}
		f := &profile.Function{ID: uint64(len(p.Function) + 1), Name: name, SystemName: name}
		funcs[name] = f
		p.Function = append(p.Function, f)
		return f
	}
	locs := map[string]*profile.Location{}
	for _, s := range stacks {
		smp := &profile.Sample{Value: []int64{s.v}, NumLabel: map[string][]int64{"pid": {s.pid}, "tid": {s.pid}}}
		if s.comm != "" {
			smp.Label = map[string][]string{"comm": {s.comm}}
		}
		for _, lines := range s.locs {
			key := strings.Join(lines, "|")
			l := locs[key]
			if l == nil {
				l = &profile.Location{ID: uint64(len(p.Location) + 1), Address: 0x400000 + uint64(len(p.Location))*16}
				for _, name := range lines {
					switch {
					case strings.HasPrefix(name, "@"):
						fmt.Sscanf(name, "@%x", &l.Address)
						l.Mapping = lib
					case strings.HasPrefix(name, "k:"):
						l.Address = 0xffffffff81000000 + uint64(len(p.Location))*16
						l.Line = append(l.Line, profile.Line{Function: fn(name[2:])})
					default:
						l.Line = append(l.Line, profile.Line{Function: fn(name)})
					}
				}
				locs[key] = l
				p.Location = append(p.Location, l)
			}
			smp.Location = append(smp.Location, l)
		}
		p.Sample = append(p.Sample, smp)
	}
	var buf bytes.Buffer
	if err := p.Write(&buf); err != nil {
		t.Fatal(err)
	}
	q, err := profile.Parse(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// testStacks total 17 samples: prog's main;outer;hot 8 (in two samples),
// main;outer;cold 2, main;hot2;inl 1 (inl inlined into hot2), a write
// into the kernel 4; other's x 1; an unsymbolized frame of pid 42 1; and a
// sample of value 0.
var testStacks = []stack{
	{"prog", 7, 5, [][]string{{"hot"}, {"outer"}, {"main"}}},
	{"prog", 7, 2, [][]string{{"cold"}, {"outer"}, {"main"}}},
	{"prog", 8, 3, [][]string{{"hot"}, {"outer"}, {"main"}}},
	{"prog", 7, 1, [][]string{{"inl", "hot2"}, {"main"}}},
	{"prog", 7, 4, [][]string{{"k:clear_page"}, {"k:do_syscall_64"}, {"write"}, {"main"}}},
	{"other", 9, 1, [][]string{{"x"}}},
	{"", 42, 1, [][]string{{"@1234"}}},
	{"prog", 7, 0, [][]string{{"never"}}},
}

func cpuProfile(t testing.TB) *profile.Profile {
	return build(t, "samples", "count", testStacks)
}

func TestFolded(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteFolded(&buf, cpuProfile(t)); err != nil {
		t.Fatal(err)
	}
	want := `[pid 42];libfoo.so+0x234 1
other;x 1
prog;main;hot2;inl 1
prog;main;outer;cold 2
prog;main;outer;hot 8
prog;main;write;do_syscall_64_[k];clear_page_[k] 4
`
	if buf.String() != want {
		t.Errorf("folded:\n%s\nwant:\n%s", buf.String(), want)
	}
}

func TestFoldedNames(t *testing.T) {
	p := build(t, "off-cpu", "nanoseconds", []stack{
		{"a b", 1, 1500, [][]string{{"std::f<a;b>"}, {"main"}}},
		{"a b", 1, 500, [][]string{{"std::f<a;b>"}, {"main"}}},
	})
	var buf bytes.Buffer
	if err := WriteFolded(&buf, p); err != nil {
		t.Fatal(err)
	}
	if want := "a b;main;std::f<a:b> 2000\n"; buf.String() != want {
		t.Errorf("folded %q, want %q", buf.String(), want)
	}
}

func TestNoSampleTypes(t *testing.T) {
	for name, write := range map[string]func(io.Writer, *profile.Profile) error{
		"folded": WriteFolded,
		"svg":    func(w io.Writer, p *profile.Profile) error { return WriteSVG(w, p, "t") },
		"html":   func(w io.Writer, p *profile.Profile) error { return WriteHTML(w, p, "t") },
	} {
		if err := write(io.Discard, &profile.Profile{}); err == nil || !strings.Contains(err.Error(), "no sample types") {
			t.Errorf("%s: %v, want no sample types", name, err)
		}
	}
}

func TestUnits(t *testing.T) {
	for _, c := range []struct {
		typ, unit string
		v         int64
		want      string
	}{
		{"samples", "count", 12, "12 samples"},
		{"events", "count", 3, "3 events"},
		{"off-cpu", "nanoseconds", 1500000000, "1.50 s"},
		{"off-cpu", "nanoseconds", 2500000, "2.50 ms"},
		{"off-cpu", "nanoseconds", 2500, "2.50 µs"},
		{"off-cpu", "microseconds", 2500, "2.50 ms"},
		{"alloc", "bytes", 64, "64 bytes"},
	} {
		if got := unitOf(&profile.ValueType{Type: c.typ, Unit: c.unit}).format(c.v); got != c.want {
			t.Errorf("%s/%s %d: %q, want %q", c.typ, c.unit, c.v, got, c.want)
		}
	}
}

// svgFrame is one frame of a written SVG: its tooltip, text and fill.
type svgFrame struct{ title, text, fill string }

func parseSVG(t *testing.T, b []byte) []svgFrame {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	var frames []svgFrame
	var cur *svgFrame
	var in string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG does not parse as XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			in = e.Name.Local
			switch in {
			case "g":
				frames = append(frames, svgFrame{})
				cur = &frames[len(frames)-1]
			case "rect":
				for _, a := range e.Attr {
					if a.Name.Local == "fill" && cur != nil {
						cur.fill = a.Value
					}
				}
			}
		case xml.EndElement:
			if e.Name.Local == "g" {
				cur = nil
			}
			in = ""
		case xml.CharData:
			if cur != nil && in == "title" {
				cur.title += string(e)
			}
			if cur != nil && in == "text" {
				cur.text += string(e)
			}
		}
	}
	return frames
}

func TestSVG(t *testing.T) {
	p := cpuProfile(t)
	var a, b bytes.Buffer
	if err := WriteSVG(&a, p, "CPU <profile> & more"); err != nil {
		t.Fatal(err)
	}
	if err := WriteSVG(&b, p, "CPU <profile> & more"); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of one profile differ")
	}
	frames := parseSVG(t, a.Bytes())
	byTitle := map[string]svgFrame{}
	for _, f := range frames {
		byTitle[f.title] = f
	}
	for _, want := range []string{
		"all (17 samples, 100.00%)",
		"prog (15 samples, 88.24%)",
		"main (15 samples, 88.24%)",
		"outer (10 samples, 58.82%)",
		"hot (8 samples, 47.06%)",
		"cold (2 samples, 11.76%)",
		"hot2 (1 samples, 5.88%)",
		"inl (1 samples, 5.88%)",
		"write (4 samples, 23.53%)",
		"do_syscall_64 [k] (4 samples, 23.53%)",
		"clear_page [k] (4 samples, 23.53%)",
		"other (1 samples, 5.88%)",
		"[pid 42] (1 samples, 5.88%)",
		"libfoo.so+0x234 (1 samples, 5.88%)",
	} {
		if _, ok := byTitle[want]; !ok {
			t.Errorf("no frame %q", want)
		}
	}
	if len(frames) != 15 {
		t.Errorf("%d frames, want 15: %v", len(frames), frames)
	}
	if f := byTitle["outer (10 samples, 58.82%)"]; f.text != "outer" {
		t.Errorf("outer's text %q", f.text)
	}
	// Kernel frames are pale yellow (green ≥ 190), user frames red to
	// orange (green ≤ 150).
	for title, f := range byTitle {
		var r, g, bl int
		fmt.Sscanf(f.fill, "rgb(%d,%d,%d)", &r, &g, &bl)
		if strings.Contains(title, "[k]") != (g >= 190 && title != "all (17 samples, 100.00%)") {
			t.Errorf("%s: fill %s", title, f.fill)
		}
	}
	if !strings.Contains(a.String(), "CPU &lt;profile&gt; &amp; more") {
		t.Error("title not escaped")
	}
}

func TestSVGClip(t *testing.T) {
	long := strings.Repeat("very_long_function_name_", 20)
	p := build(t, "samples", "count", []stack{
		{"p", 1, 1, [][]string{{long}}},
		{"p", 1, 99, [][]string{{"wide"}}},
		{"p", 1, 1000, [][]string{{"bulk"}}},
	})
	var buf bytes.Buffer
	if err := WriteSVG(&buf, p, ""); err != nil {
		t.Fatal(err)
	}
	var sawLong bool
	for _, f := range parseSVG(t, buf.Bytes()) {
		if strings.HasPrefix(f.title, long) {
			sawLong = true
			if f.text != "" {
				t.Errorf("1-sample frame has text %q", f.text)
			}
		}
		if strings.HasPrefix(f.title, "bulk ") && f.text != "bulk" {
			t.Errorf("bulk's text %q", f.text)
		}
	}
	if !sawLong {
		t.Error("the 1-sample frame (1.2 px) is missing")
	}
	if got := clip("abcdefghijklmnop", 60); got != "abcde.." {
		t.Errorf("clip: %q", got)
	}
	if got := clip("abc", 10); got != "" {
		t.Errorf("clip: %q", got)
	}
}

var dataRE = regexp.MustCompile(`(?s)<script type="application/json" id="data">(.*?)</script>`)

func TestHTMLStatic(t *testing.T) {
	p := cpuProfile(t)
	var a, b bytes.Buffer
	title := `</script><script>alert("x")</script>`
	if err := WriteHTML(&a, p, title); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&b, p, title); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of one profile differ")
	}
	page := a.String()
	for _, bad := range []string{"http:", "https:", "//cdn", "src=", "href=", "<link", "@import", "url(", "<img", "<iframe", "fetch(", "XMLHttpRequest", "@font-face"} {
		if strings.Contains(page, bad) {
			t.Errorf("page holds %q", bad)
		}
	}
	if strings.Count(page, "<script") != 2 {
		t.Errorf("%d <script elements, want 2 (the title must be escaped)", strings.Count(page, "<script"))
	}
	m := dataRE.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no data")
	}
	var d struct {
		pageData
		Tree []int64 `json:"tree"`
	}
	if err := json.Unmarshal([]byte(m[1]), &d); err != nil {
		t.Fatal(err)
	}
	if d.Title != title || d.Type != "samples" || d.Unit != "count" || d.Scale != 0 {
		t.Errorf("data header %+v", d)
	}
	// The tree in preorder, as folded stacks, matches WriteFolded's.
	var folded []string
	var i int
	var walk func(path string)
	walk = func(path string) {
		v, nc := d.Tree[i+1], int(d.Tree[i+2])
		i += 3
		var sum int64
		for c := 0; c < nc; c++ {
			name := d.Names[d.Tree[i]]
			for _, k := range d.Kernel {
				if d.Names[k] == name {
					name += "_[k]"
				}
			}
			sum += d.Tree[i+1]
			walk(strings.TrimPrefix(path+";"+name, ";"))
		}
		if v > sum {
			folded = append(folded, fmt.Sprintf("%s %d", path, v-sum))
		}
	}
	walk("")
	sort.Strings(folded)
	want := []string{
		"[pid 42];libfoo.so+0x234 1",
		"other;x 1",
		"prog;main;hot2;inl 1",
		"prog;main;outer;cold 2",
		"prog;main;outer;hot 8",
		"prog;main;write;do_syscall_64_[k];clear_page_[k] 4",
	}
	if fmt.Sprint(folded) != fmt.Sprint(want) {
		t.Errorf("tree:\n%s\nwant:\n%s", strings.Join(folded, "\n"), strings.Join(want, "\n"))
	}
}

func TestNoSamples(t *testing.T) {
	p := build(t, "samples", "count", []stack{{"p", 1, 0, [][]string{{"f"}}}})
	var buf bytes.Buffer
	if err := WriteFolded(&buf, p); err != nil || buf.Len() != 0 {
		t.Errorf("folded: %q, %v", buf.String(), err)
	}
	buf.Reset()
	if err := WriteSVG(&buf, p, ""); err != nil {
		t.Fatal(err)
	}
	if frames := parseSVG(t, buf.Bytes()); len(frames) != 0 {
		t.Errorf("SVG frames %v", frames)
	}
	if !strings.Contains(buf.String(), "Total: 0 samples.") {
		t.Error("SVG without its total")
	}
	if err := WriteHTML(io.Discard, p, ""); err != nil {
		t.Fatal(err)
	}
}
