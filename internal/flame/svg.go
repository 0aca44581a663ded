package flame

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/google/pprof/profile"
)

// The SVG's geometry, as flamegraph.pl draws it.
const (
	svgWidth    = 1200.0
	svgPad      = 10.0 // left and right margins
	frameHeight = 16
	fontSize    = 12
	fontWidth   = 0.59 // of fontSize: a character's average width
	minWidth    = 0.1  // narrower frames are left out
	svgTop      = fontSize * 3
	svgBottom   = fontSize*2 + 10
)

// WriteSVG writes p as a static flame graph: the root at the bottom, each
// frame as wide as its share of SampleType[0], callees above their callers
// sorted by name, frames narrower than 0.1 pixel left out. Each frame's
// <title> (a viewer's tooltip) gives its name, value and percentage; its
// text is cut to fit its width.
func WriteSVG(w io.Writer, p *profile.Profile, title string) error {
	t, err := newTree(p)
	if err != nil {
		return err
	}
	height := svgTop + svgBottom + float64((t.depth+1)*frameHeight)
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<?xml version="1.0" standalone="no"?>
<svg version="1.1" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" xmlns="http://www.w3.org/2000/svg">
<defs><linearGradient id="background" y1="0" y2="1" x1="0" x2="0"><stop stop-color="#eeeeee" offset="5%%"/><stop stop-color="#eeeeb0" offset="95%%"/></linearGradient></defs>
<style type="text/css">text { font-family: Verdana, sans-serif; font-size: %dpx; fill: rgb(0,0,0); } .title { font-size: 17px; }</style>
<rect x="0" y="0" width="100%%" height="100%%" fill="url(#background)"/>
<text class="title" x="%.0f" y="24" text-anchor="middle">%s</text>
<text x="%.0f" y="%.0f">%s</text>
`, svgWidth, height, svgWidth, height, fontSize, svgWidth/2, xmlText(title),
		svgPad, height-17, xmlText("Total: "+t.unit.format(t.root.value)+". Kernel frames are pale yellow."))
	if t.root.value > 0 {
		scale := (svgWidth - 2*svgPad) / float64(t.root.value)
		// Each frame's escaped tooltip name and fill, made once.
		labels, texts, fills := make([]string, len(t.list)), make([]string, len(t.list)), make([]string, len(t.list))
		var buf []byte
		var draw func(n *node, x float64, depth int)
		draw = func(n *node, x float64, depth int) {
			wd := float64(n.value) * scale
			if wd < minWidth {
				return
			}
			f := t.list[n.frame]
			y := height - svgBottom - float64((depth+1)*frameHeight)
			if labels[n.frame] == "" {
				label := f.name
				if f.kernel {
					label += " [k]"
				}
				labels[n.frame] = xmlText(label)
				texts[n.frame] = xmlText(f.name)
				fills[n.frame] = colour(f, n == t.root)
			}
			b := append(buf[:0], "<g><title>"...)
			b = append(b, labels[n.frame]...)
			b = append(b, " ("...)
			b = append(b, t.unit.format(n.value)...)
			b = append(b, ", "...)
			b = strconv.AppendFloat(b, 100*float64(n.value)/float64(t.root.value), 'f', 2, 64)
			b = append(b, `%)</title><rect x="`...)
			b = strconv.AppendFloat(b, x, 'f', 2, 64)
			b = append(b, `" y="`...)
			b = strconv.AppendFloat(b, y, 'f', 0, 64)
			b = append(b, `" width="`...)
			b = strconv.AppendFloat(b, wd, 'f', 2, 64)
			b = append(b, `" height="`+strconv.Itoa(frameHeight-1)+`" fill="`...)
			b = append(b, fills[n.frame]...)
			b = append(b, `" rx="2" ry="2"/>`...)
			if s := clip(f.name, wd); s != "" {
				b = append(b, `<text x="`...)
				b = strconv.AppendFloat(b, x+3, 'f', 2, 64)
				b = append(b, `" y="`...)
				b = strconv.AppendFloat(b, y+10.5, 'f', 1, 64)
				b = append(b, `">`...)
				if s == f.name {
					b = append(b, texts[n.frame]...)
				} else {
					b = append(b, xmlText(s)...)
				}
				b = append(b, "</text>"...)
			}
			b = append(b, "</g>\n"...)
			bw.Write(b)
			buf = b
			for _, c := range n.children {
				draw(c, x, depth+1)
				x += float64(c.value) * scale
			}
		}
		draw(t.root, svgPad, 0)
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// clip cuts a name to the characters that fit in width pixels, ending it
// with ".." when cut, or returns "" when fewer than three fit.
func clip(name string, width float64) string {
	fit := int((width - 6) / (fontSize * fontWidth))
	if fit < 3 {
		return ""
	}
	if utf8.RuneCountInString(name) <= fit {
		return name
	}
	r := []rune(name)
	return string(r[:fit-2]) + ".."
}

var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

// xmlText escapes s for XML text and attributes, dropping the control
// characters XML 1.0 does not allow.
func xmlText(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == utf8.RuneError || r == 0xFFFE || r == 0xFFFF {
			return -1
		}
		return r
	}, s)
	return xmlEscaper.Replace(s)
}
