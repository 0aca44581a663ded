package profile

import (
	"io"
	"sort"
	"strings"

	"github.com/google/pprof/profile"

	"sonde/internal/flame"
)

// A writer writes a profile in one format; title names what was profiled.
type writer func(w io.Writer, p *profile.Profile, title string) error

// writers picks -o's format by the file name's extension: the one table.
var writers = map[string]writer{
	".pb.gz":  func(w io.Writer, p *profile.Profile, _ string) error { return p.Write(w) },
	".folded": func(w io.Writer, p *profile.Profile, _ string) error { return flame.WriteFolded(w, p) },
	".svg":    flame.WriteSVG,
	".html":   flame.WriteHTML,
}

// extensions lists the known extensions, for the error message.
func extensions() []string {
	var ext []string
	for e := range writers {
		ext = append(ext, e)
	}
	sort.Strings(ext)
	return ext
}

// writerFor returns the writer of a file name's extension.
func writerFor(name string) (writer, error) {
	for e, w := range writers {
		if strings.HasSuffix(name, e) {
			return w, nil
		}
	}
	return nil, usagef("sonde profile: -o %s: unknown extension (known: %s)", name, strings.Join(extensions(), ", "))
}
