package parser

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// #include, as bpftrace 0.17's clang does it: a header found on disk is
// read in place of the line; "FILE" is looked for in the directory of the
// file that includes it (for the script, the current directory as in
// bpftrace, then the script's own), then in the -I directories; <FILE> in
// the -I directories only. Kernel and C library headers (linux/*.h,
// sys/socket.h, stdint.h, ...) are not read even where they are found:
// they are left to BTF (types) and headers.go (a few constants). Any other
// header found nowhere is an error, as clang's "file not found".

// searchPath is where headers are looked for.
type searchPath struct {
	dirs      []string // -I DIR, in order
	scriptDir string   // the script's directory ("" for -e and stdin)
}

// maxIncludeDepth bounds nested includes (a header including itself
// without a guard), as clang does.
const maxIncludeDepth = 200

// include interprets an #include line t (name is the "include" token).
func (pp *preproc) include(t, name Token) {
	rest := pp.text(name.Span.Hi, t.Span.Hi)
	text := strings.TrimLeft(rest, " \t")
	at := name.Span.Hi + source.Pos(len(rest)-len(text)) // the '"' or '<'
	if i := strings.Index(text, "//"); i >= 0 && !strings.HasPrefix(text, "<") {
		text = strings.TrimSpace(text[:i])
	}
	inc := &ast.Include{Span: t.Span}
	var end int
	switch {
	case strings.HasPrefix(text, "<") && strings.Contains(text, ">"):
		end = strings.Index(text, ">")
		inc.Path = text[1:end]
		inc.System = true
	case strings.HasPrefix(text, `"`) && strings.Count(text, `"`) >= 2:
		end = 1 + strings.Index(text[1:], `"`)
		inc.Path = text[1:end]
	default:
		pp.errf(t.Span, "expected \"FILE\" or <FILE> after #include")
		return
	}
	pathSpan := source.Span{Lo: at, Hi: at + source.Pos(end+1)}
	pp.includeFile(inc, pathSpan, pp.in)
}

// includeFile reads the header inc names, included from the file from, or
// records it for BTF, or reports it missing at span (no span: --include).
func (pp *preproc) includeFile(inc *ast.Include, span source.Span, from *input) {
	if systemHeader(inc.Path) {
		// Never read, even where -I finds it (-I /usr/src/linux/include):
		// its types come from BTF, and sonde's C is not the kernel's.
		pp.includes = append(pp.includes, inc)
		pp.defineHeaderMacros(inc.Path)
		return
	}
	if path := pp.find(inc, from); path != "" {
		if len(pp.stack) >= maxIncludeDepth {
			pp.errf(span, "#include nested too deeply")
			return
		}
		data, err := readHeader(path)
		if err != nil {
			pp.errf(span, "%s", strings.TrimPrefix(err.Error(), "open "))
			return
		}
		inc.File = path
		pp.includes = append(pp.includes, inc)
		f := pp.script.AddFile(path, string(data))
		l := newLexer(f.Text, 0, len(f.Text), pp.errf)
		l.base = f.Base()
		pp.stack = append(pp.stack, pp.in)
		pp.in = &input{file: f, lex: l, header: true}
		return
	}
	pp.errf(span, "'%s' file not found", inc.Path)
}

// find returns the file inc names, or "".
func (pp *preproc) find(inc *ast.Include, from *input) string {
	if filepath.IsAbs(inc.Path) {
		return regular(inc.Path)
	}
	var dirs []string
	if !inc.System {
		if from.header {
			dirs = append(dirs, filepath.Dir(from.file.Name))
		} else {
			dirs = append(dirs, ".")
			if pp.search.scriptDir != "" {
				dirs = append(dirs, pp.search.scriptDir)
			}
		}
	}
	dirs = append(dirs, pp.search.dirs...)
	for _, d := range dirs {
		if p := regular(filepath.Join(d, inc.Path)); p != "" {
			return p
		}
	}
	return ""
}

// maxHeader bounds the size of a header read (/proc/kcore is a regular
// file too).
const maxHeader = 16 << 20

func readHeader(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxHeader+1))
	if err == nil && len(data) > maxHeader {
		err = fmt.Errorf("%s: header larger than %d MiB", path, maxHeader>>20)
	}
	return data, err
}

// regular returns path if it is a readable regular file, else "".
func regular(path string) string {
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		return path
	}
	return ""
}

// kernelHeaderDirs are the top directories of the kernel's include trees
// and of the C library's, whose headers sonde satisfies from BTF.
var kernelHeaderDirs = map[string]bool{
	"linux": true, "net": true, "asm": true, "asm-generic": true, "uapi": true, "trace": true,
	"scsi": true, "rdma": true, "sound": true, "video": true, "xen": true, "crypto": true,
	"keys": true, "kvm": true, "drm": true, "misc": true, "mtd": true, "vdso": true,
	"clocksource": true, "acpi": true, "soc": true, "media": true, "ras": true, "pcmcia": true,
	"dt-bindings": true, "generated": true, "target": true, "ufs": true, "bpf": true,
	"sys": true, "bits": true, "netinet": true, "arpa": true, "netpacket": true, "gnu": true,
}

// libcHeaders are C library headers without a directory.
var libcHeaders = map[string]bool{
	"assert.h": true, "ctype.h": true, "errno.h": true, "fcntl.h": true, "inttypes.h": true,
	"limits.h": true, "sched.h": true, "signal.h": true, "stdarg.h": true, "stdbool.h": true,
	"stddef.h": true, "stdint.h": true, "stdio.h": true, "stdlib.h": true, "string.h": true,
	"time.h": true, "unistd.h": true, "endian.h": true, "features.h": true, "pthread.h": true,
	"netdb.h": true, "dirent.h": true, "poll.h": true, "termios.h": true,
}

// systemHeader reports whether path names a kernel or C library header.
func systemHeader(path string) bool {
	if _, ok := headerMacros[path]; ok || libcHeaders[path] {
		return true
	}
	dir, _, ok := strings.Cut(path, "/")
	return ok && kernelHeaderDirs[dir]
}
