// Package flame writes flame graphs of a pprof profile: Brendan Gregg's
// folded stacks (WriteFolded), a static SVG (WriteSVG) and a self-contained
// interactive HTML page (WriteHTML).
//
// The input is the profile sonde profile builds (and any pprof profile):
// SampleType[0] is the value shown (samples/count, off-cpu/nanoseconds, or
// any other type and unit), the string label "comm" names the process and
// becomes the root frame of each stack, and Location.Line holds the frames
// leaf first, a Location's inlined frames as extra Lines in pprof's order
// (the innermost first). A frame is its Function's name; a location
// without lines is "file+0xOFFSET" of its mapping, or its address. A
// location is a kernel frame when its address is in the upper half of the
// address space or its mapping's file is "[kernel.kallsyms]", "[vmlinux]"
// or a module ("[name]", but not "[vdso]", "[vsyscall]", "[stack]" or
// "[heap]"); the folded format marks kernel frames with "_[k]" as perf's
// stackcollapse does, the SVG and HTML colour them apart.
//
// Samples with a non-positive value are left out. Every output is a
// deterministic function of the profile: frames are sorted by name.
//
// It imports only github.com/google/pprof/profile and the standard library.
package flame

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/google/pprof/profile"
)

// frame is one interned frame name: a function, or an unsymbolized
// location, in user space or in the kernel.
type frame struct {
	name   string
	kernel bool
}

// node is one frame of the merged call tree: its frame's index in
// tree.frames, the total value of the stacks through it, and its callees
// sorted by name.
type node struct {
	frame    int32
	value    int64
	children []*node
}

// edge names a node by its caller and frame while the tree is built.
type edge struct {
	parent *node
	frame  int32
}

// frames interns frames: each distinct one gets an index into list, and
// each location the indexes of its frames, root first, computed once.
type frames struct {
	list  []frame
	index map[frame]int32
	locs  map[*profile.Location][]int32
}

func newFrames() *frames {
	return &frames{index: map[frame]int32{}, locs: map[*profile.Location][]int32{}}
}

func (fs *frames) intern(f frame) int32 {
	if i, ok := fs.index[f]; ok {
		return i
	}
	i := int32(len(fs.list))
	fs.list = append(fs.list, f)
	fs.index[f] = i
	return i
}

// location returns the frames of a location, its caller first: its lines
// from the last (the function the others are inlined into) to the first,
// or one frame naming its address when it has no lines.
func (fs *frames) location(l *profile.Location) []int32 {
	if ids, ok := fs.locs[l]; ok {
		return ids
	}
	k := isKernel(l)
	var ids []int32
	if len(l.Line) == 0 {
		ids = append(ids, fs.intern(frame{name: locName(l), kernel: k}))
	}
	for j := len(l.Line) - 1; j >= 0; j-- {
		ids = append(ids, fs.intern(frame{name: lineName(l, l.Line[j]), kernel: k}))
	}
	fs.locs[l] = ids
	return ids
}

// stacks calls fn with each sample's frames (root first, the process name
// before them) and value, for samples with a positive value.
func (fs *frames) stacks(p *profile.Profile, fn func(ids []int32, v int64)) error {
	if p == nil {
		return errors.New("flame: no profile")
	}
	if len(p.SampleType) == 0 {
		return errors.New("flame: the profile has no sample types")
	}
	var buf []int32
	for _, s := range p.Sample {
		if len(s.Value) == 0 || s.Value[0] <= 0 {
			continue
		}
		buf = append(buf[:0], fs.intern(frame{name: comm(s)}))
		for i := len(s.Location) - 1; i >= 0; i-- {
			buf = append(buf, fs.location(s.Location[i])...)
		}
		fn(buf, s.Value[0])
	}
	return nil
}

// tree is a profile's stacks merged into one call tree under a root frame
// "all".
type tree struct {
	*frames
	root  *node
	depth int // frames of the deepest stack below root
	unit  unit
}

// comm is a sample's process name, its root frame.
func comm(s *profile.Sample) string {
	if c := s.Label["comm"]; len(c) > 0 && c[0] != "" {
		return c[0]
	}
	if p := s.NumLabel["pid"]; len(p) > 0 {
		return fmt.Sprintf("[pid %d]", p[0])
	}
	return "[unknown]"
}

func lineName(l *profile.Location, ln profile.Line) string {
	if f := ln.Function; f != nil {
		if f.Name != "" {
			return f.Name
		}
		if f.SystemName != "" {
			return f.SystemName
		}
	}
	return locName(l)
}

func locName(l *profile.Location) string {
	if m := l.Mapping; m != nil && m.File != "" && l.Address >= m.Start && l.Address < m.Limit {
		return fmt.Sprintf("%s+0x%x", path.Base(m.File), l.Address-m.Start+m.Offset)
	}
	return fmt.Sprintf("0x%x", l.Address)
}

// isKernel says whether a location is a kernel frame (see the package
// comment).
func isKernel(l *profile.Location) bool {
	if l.Address >= 1<<63 {
		return true
	}
	if l.Mapping == nil {
		return false
	}
	f := l.Mapping.File
	if !strings.HasPrefix(f, "[") || !strings.HasSuffix(f, "]") {
		return false
	}
	switch f {
	case "[vdso]", "[vsyscall]", "[vvar]", "[stack]", "[heap]", "[anon]", "[unknown]":
		return false
	}
	return true
}

// newTree merges a profile's stacks into a call tree.
func newTree(p *profile.Profile) (*tree, error) {
	t := &tree{frames: newFrames()}
	index := map[edge]*node{}
	t.root = &node{frame: t.intern(frame{name: "all"})}
	var block []node // nodes are allocated a block at a time
	err := t.stacks(p, func(ids []int32, v int64) {
		n := t.root
		n.value += v
		for _, i := range ids {
			c := index[edge{n, i}]
			if c == nil {
				if len(block) == 0 {
					block = make([]node, 1024)
				}
				c = &block[0]
				block = block[1:]
				c.frame = i
				index[edge{n, i}] = c
				n.children = append(n.children, c)
			}
			c.value += v
			n = c
		}
		if len(ids) > t.depth {
			t.depth = len(ids)
		}
	})
	if err != nil {
		return nil, err
	}
	t.unit = unitOf(p.SampleType[0])
	// Callees are sorted by name (user before kernel): by each frame's
	// rank in the sorted list of frames.
	order := make([]int32, len(t.list))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(i, j int32) int {
		a, b := t.list[i], t.list[j]
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if a.kernel == b.kernel {
			return 0
		}
		if b.kernel {
			return -1
		}
		return 1
	})
	rank := make([]int32, len(t.list))
	for r, i := range order {
		rank[i] = int32(r)
	}
	var finish func(n *node)
	finish = func(n *node) {
		slices.SortFunc(n.children, func(a, b *node) int { return int(rank[a.frame] - rank[b.frame]) })
		for _, c := range n.children {
			finish(c)
		}
	}
	finish(t.root)
	return t, nil
}

// WriteFolded writes p's stacks in Brendan Gregg's folded format, one line
// per distinct stack, sorted: the process name, the frames from the root to
// the leaf separated by ";" (kernel frames suffixed "_[k]"), a space and the
// sum of SampleType[0]'s values:
//
//	myprog;main;outer;hot 123
//
// A ";" inside a frame name becomes ":" and a newline a space, so that every
// line splits back into its frames.
func WriteFolded(w io.Writer, p *profile.Profile) error {
	sums := map[string]int64{}
	fs := newFrames()
	var names []string // the frames as folded writes them
	var sb []byte
	err := fs.stacks(p, func(ids []int32, v int64) {
		for len(names) < len(fs.list) {
			f := fs.list[len(names)]
			name := foldedName.Replace(f.name)
			if f.kernel {
				name += "_[k]"
			}
			names = append(names, name)
		}
		sb = sb[:0]
		for i, id := range ids {
			if i > 0 {
				sb = append(sb, ';')
			}
			sb = append(sb, names[id]...)
		}
		sums[string(sb)] += v
	})
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	for _, k := range slices.Sorted(maps.Keys(sums)) {
		fmt.Fprintf(bw, "%s %d\n", k, sums[k])
	}
	return bw.Flush()
}

var foldedName = strings.NewReplacer(";", ":", "\n", " ", "\r", " ")

// unit is how SampleType[0]'s values read: a count of samples or events,
// or a time kept in nanoseconds (scale converts a value to them).
type unit struct {
	typ, name string
	scale     float64 // nanoseconds per value for times, 0 otherwise
}

func unitOf(st *profile.ValueType) unit {
	u := unit{typ: st.Type, name: st.Unit}
	switch st.Unit {
	case "nanoseconds":
		u.scale = 1
	case "microseconds":
		u.scale = 1e3
	case "milliseconds":
		u.scale = 1e6
	case "seconds":
		u.scale = 1e9
	}
	return u
}

// format writes a value with its unit: "123 samples", "12.34 ms".
func (u unit) format(v int64) string {
	if u.scale != 0 {
		ns := float64(v) * u.scale
		switch {
		case ns >= 1e9:
			return fmt.Sprintf("%.2f s", ns/1e9)
		case ns >= 1e6:
			return fmt.Sprintf("%.2f ms", ns/1e6)
		case ns >= 1e3:
			return fmt.Sprintf("%.2f µs", ns/1e3)
		}
		return fmt.Sprintf("%.0f ns", ns)
	}
	if u.name == "count" || u.name == "" {
		if u.typ == "" || u.typ == "samples" {
			return fmt.Sprintf("%d samples", v)
		}
		return fmt.Sprintf("%d %s", v, u.typ)
	}
	return fmt.Sprintf("%d %s", v, u.name)
}

// hash is FNV-1a over a name's code points: the colour of a frame, stable
// across runs and the same in the HTML page's script.
func hash(s string) uint32 {
	h := uint32(2166136261)
	for _, r := range s {
		h ^= uint32(r)
		h *= 16777619
	}
	return h
}

// colour is a frame's fill: a warm red-to-orange for user frames, a pale
// yellow for kernel frames, grey for the root.
func colour(f frame, root bool) string {
	if root {
		return "rgb(200,200,200)"
	}
	h := hash(f.name)
	v1, v2, v3 := float64(h&0xff)/255, float64(h>>8&0xff)/255, float64(h>>16&0xff)/255
	if f.kernel {
		return fmt.Sprintf("rgb(%d,%d,%d)", 225+int(30*v3), 190+int(45*v1), 70+int(60*v2))
	}
	return fmt.Sprintf("rgb(%d,%d,%d)", 205+int(50*v3), 30+int(120*v1), int(40*v2))
}
