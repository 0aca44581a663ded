package runtime

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/format"
	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/types"
)

// formatted handles printf, print(value), time, system, cat and join records.
func (r *Runtime) formatted(kind int, p *check.Printf, b []byte) error {
	offs, size := codegen.RecordLayout(p.Args)
	if kind != codegen.EvJoin && len(b) < size {
		return fmt.Errorf("short record for %s (%d < %d bytes)", p.Func, len(b), size)
	}
	switch kind {
	case codegen.EvTime:
		text, _ := format.Strftime(p.Format, time.Now(), false)
		r.p.Time(text)
		return nil
	case codegen.EvPrintVal:
		r.p.PrintValue(r.decode(p.Args[0], b[offs[0]:]))
		return nil
	case codegen.EvJoin:
		var parts []string
		slot := (p.Args[0].Size + 7) &^ 7
		for off := 8; off+slot <= len(b); off += slot {
			s := trimNUL(b[off : off+slot])
			if s == "" {
				break
			}
			parts = append(parts, s)
		}
		r.p.Join(strings.Join(parts, p.Format))
		return nil
	}
	verbs, err := r.verbs(p)
	if err != nil {
		return err
	}
	args := make([]format.Arg, len(p.Args))
	convs := format.Conversions(verbs)
	for i, t := range p.Args {
		args[i] = r.formatArg(t, b[offs[i]:], i < len(convs) && convs[i].Kind == format.String)
	}
	text := format.Sprintf(verbs, args)
	switch kind {
	case codegen.EvSystem, codegen.EvCat:
		return r.runCommand(kind, text)
	}
	r.p.Printf(text)
	return nil
}

// verbs parses each format once.
func (r *Runtime) verbs(p *check.Printf) ([]format.Verb, error) {
	if r.verbCache == nil {
		r.verbCache = map[int][]format.Verb{}
	}
	if v, ok := r.verbCache[p.ID]; ok {
		return v, nil
	}
	v, err := format.Parse(p.Format)
	if err != nil {
		return nil, err
	}
	r.verbCache[p.ID] = v
	return v, nil
}

// formatArg decodes one printf argument.
func (r *Runtime) formatArg(t *types.Type, b []byte, asString bool) format.Arg {
	switch t.Kind {
	case types.Int, types.Bool, types.Enum, types.Pointer:
		v := binary.LittleEndian.Uint64(b)
		if t.Kind == types.Enum && asString {
			if name, ok := r.enumName(t, int64(v)); ok {
				return format.StrArg(name)
			}
		}
		return format.UintArg(v)
	case types.Buffer:
		n := int(binary.LittleEndian.Uint64(b))
		return format.BufArg(b[8 : 8+min(n, t.Size)])
	case types.String:
		return format.StrArg(trimNUL(b[:t.Size]))
	}
	return format.StrArg(r.valueText(t, b))
}

func (r *Runtime) runCommand(kind int, cmd string) error {
	if kind == codegen.EvCat {
		r.p.Cat(catFile(cmd, r.opts.Err))
		return nil
	}
	// As popen(3) in bpftrace: the command's stdout is printed, its stderr
	// goes to sonde's.
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Stderr = r.opts.Err
	out, _ := c.Output()
	r.p.System(string(out))
	return nil
}

// wallTime turns a bpf_ktime_get_ns() timestamp (CLOCK_MONOTONIC) into
// wall-clock time.
func wallTime(ns uint64) time.Time {
	var mono unix.Timespec
	unix.ClockGettime(unix.CLOCK_MONOTONIC, &mono)
	return time.Now().Add(-time.Duration(uint64(mono.Nano()) - ns))
}

// catBytesMax bounds what cat() prints of a file, as bpftrace's
// BPFTRACE_CAT_BYTES_MAX (default 10k) does.
func catBytesMax() int {
	if n, err := strconv.Atoi(os.Getenv("BPFTRACE_CAT_BYTES_MAX")); err == nil && n > 0 {
		return n
	}
	return 10240
}

// catFile is cat()'s output: the start of the file named path (the whole
// formatted text: nothing is split or trimmed). A file that cannot be read
// prints nothing, with bpftrace's error on stderr.
func catFile(path string, stderr io.Writer) string {
	f, err := os.Open(path)
	if err != nil {
		msg := err.Error()
		var errno syscall.Errno
		if errors.As(err, &errno) {
			msg = format.Strerror(int64(errno))
		}
		fmt.Fprintf(stderr, "ERROR: failed to open file '%s': %s\n", path, msg)
		return ""
	}
	defer f.Close()
	b, _ := io.ReadAll(io.LimitReader(f, int64(catBytesMax())))
	return string(b)
}
