package profile

import (
	"errors"
	"io"
	"sort"
	"strings"

	"github.com/google/pprof/profile"
)

// A writer writes a profile in one format; title names what was profiled.
type writer func(w io.Writer, p *profile.Profile, title string) error

// writers picks -o's format by the file name's extension: the one table.
var writers = map[string]writer{
	".pb.gz":  func(w io.Writer, p *profile.Profile, _ string) error { return p.Write(w) },
	".folded": flameWriter("folded"),
	".svg":    flameWriter("svg"),
	".html":   flameWriter("html"),
}

// flameWriter stands for internal/flame's WriteFolded, WriteSVG and
// WriteHTML until that package is merged: each entry of the table then
// becomes a call of one of them.
func flameWriter(format string) writer {
	return func(io.Writer, *profile.Profile, string) error {
		return errors.New("the " + format + " writer (internal/flame) is not built in yet")
	}
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
