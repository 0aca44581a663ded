package tools

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

func init() { RegisterFront("profile", profileFront) }

// profileFront turns BCC profile's flags into sonde profile's (the table
// is in scripts/profile.bt); -f has sonde profile write a .folded file to
// a private directory and prints it as BCC does.
func profileFront(inv *Invocation) (*FrontRun, error) {
	n := inv.Named
	args := []string{}
	if pid := n["pid"]; pid != "" {
		args = append(args, "-p", pid)
	} else {
		args = append(args, "-a")
	}
	hz := 49 // BCC profile's default
	if f := n["frequency"]; f != "" {
		hz, _ = strconv.Atoi(f)
	}
	if c := n["period"]; c != "" {
		period, _ := strconv.Atoi(c)
		if period <= 0 {
			return nil, usagef("bad -c %q: want a positive period", c)
		}
		hz = max(1, 1000000000/period)
	}
	if hz <= 0 {
		return nil, usagef("bad -F %d: want a positive frequency", hz)
	}
	args = append(args, "-F", strconv.Itoa(hz))
	switch {
	case n["user-stacks-only"] != "" && n["kernel-stacks-only"] != "":
		return nil, usagef("-U and -K exclude each other")
	case n["user-stacks-only"] != "":
		args = append(args, "--user-only")
	case n["kernel-stacks-only"] != "":
		args = append(args, "--kernel-only")
	}
	if d := n["duration"]; d != "" {
		args = append(args, "--duration", d+"s")
	}
	if n["folded"] == "" {
		return &FrontRun{Args: args}, nil
	}
	dir, err := os.MkdirTemp("", "sonde-profile")
	if err != nil {
		return nil, err
	}
	file := filepath.Join(dir, "profile.folded")
	return &FrontRun{
		Args: append(args, "-o", file),
		Finish: func(code int, stdout io.Writer) int {
			defer os.RemoveAll(dir)
			if code != exitOK {
				return code
			}
			f, err := os.Open(file)
			if err != nil {
				fmt.Fprintf(os.Stderr, "sonde tool profile: %v\n", err)
				return exitRuntime
			}
			defer f.Close()
			if err := bccFolded(f, stdout, n["delimited"] != "", n["annotations"] != ""); err != nil {
				fmt.Fprintf(os.Stderr, "sonde tool profile: %v\n", err)
				return exitRuntime
			}
			return code
		},
	}, nil
}

// bccFolded rewrites sonde's folded lines ("comm;user...;kernel_[k]... N")
// as BCC profile -f prints them: kernel frames without "_[k]" unless
// annotate, and "-" between the user and kernel frames if delimit.
func bccFolded(in io.Reader, out io.Writer, delimit, annotate bool) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 16<<20)
	w := bufio.NewWriter(out)
	for sc.Scan() {
		stack, count, ok := strings.Cut(sc.Text(), " ")
		if i := strings.LastIndexByte(sc.Text(), ' '); i >= 0 {
			stack, count, ok = sc.Text()[:i], sc.Text()[i+1:], true
		}
		if !ok {
			continue
		}
		frames := strings.Split(stack, ";")
		var line []string
		for i, f := range frames {
			base, kernel := strings.CutSuffix(f, "_[k]")
			if kernel && i > 0 {
				if delimit && i > 1 && !strings.HasSuffix(frames[i-1], "_[k]") {
					line = append(line, "-")
				}
				if !annotate {
					f = base
				}
			}
			line = append(line, f)
		}
		fmt.Fprintf(w, "%s %s\n", strings.Join(line, ";"), count)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return w.Flush()
}
