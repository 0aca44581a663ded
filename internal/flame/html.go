package flame

import (
	_ "embed"
	"encoding/json"
	"html"
	"io"
	"strconv"
	"strings"

	"github.com/google/pprof/profile"
)

// page is the HTML flame graph's page: its CSS and script inline, the
// profile's data in place of DATA_JSON and the title in place of
// TITLE_TEXT.
//
//go:embed page.html
var page string

// pageData is the profile as the page's script reads it: the frames'
// names, the indexes of the kernel ones, and the call tree in preorder as
// triples (frame, value, number of children) in one flat array.
type pageData struct {
	Title  string          `json:"title"`
	Type   string          `json:"type"`
	Unit   string          `json:"unit"`
	Scale  float64         `json:"scale"` // nanoseconds per value, 0 if not a time
	Names  []string        `json:"names"`
	Kernel []int32         `json:"kernel"`
	Tree   json.RawMessage `json:"tree"`
}

// WriteHTML writes p as one self-contained HTML page holding an interactive
// flame graph: click a frame to zoom into it (its callers stay, dimmed,
// below; click one or press Escape or "Reset zoom" to go back), search by
// regular expression (or substring when the query is not a valid one) with
// the matches highlighted and their share of the total shown, and a
// tooltip with each frame's name, value and percentage. A fragment
// "#search=QUERY" in the page's address searches on load. The page fetches
// nothing: no fonts, scripts, styles or images.
func WriteHTML(w io.Writer, p *profile.Profile, title string) error {
	t, err := newTree(p)
	if err != nil {
		return err
	}
	d := pageData{Title: title, Type: t.unit.typ, Unit: t.unit.name, Scale: t.unit.scale,
		Names: make([]string, len(t.list)), Kernel: []int32{}}
	for i, f := range t.list {
		d.Names[i] = f.name
		if f.kernel {
			d.Kernel = append(d.Kernel, int32(i))
		}
	}
	// The tree is most of the data: written by hand, not by reflection.
	tr := []byte{'['}
	var walk func(n *node)
	walk = func(n *node) {
		if len(tr) > 1 {
			tr = append(tr, ',')
		}
		tr = strconv.AppendInt(tr, int64(n.frame), 10)
		tr = append(tr, ',')
		tr = strconv.AppendInt(tr, n.value, 10)
		tr = append(tr, ',')
		tr = strconv.AppendInt(tr, int64(len(n.children)), 10)
		for _, c := range n.children {
			walk(c)
		}
	}
	walk(t.root)
	d.Tree = append(tr, ']')
	// json.Marshal escapes <, > and &, so the data cannot end its
	// <script> element.
	js, err := json.Marshal(d)
	if err != nil {
		return err
	}
	before, after, _ := strings.Cut(page, "DATA_JSON")
	before = strings.Replace(before, "TITLE_TEXT", html.EscapeString(title), -1)
	for _, s := range []string{before, string(js), after} {
		if _, err := io.WriteString(w, s); err != nil {
			return err
		}
	}
	return nil
}
