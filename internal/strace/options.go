package strace

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Options is the parsed command line, with strace's meanings.
type Options struct {
	Follow     bool   // -f
	FollowFF   bool   // -ff (accepted; output still goes to one file)
	Pids       []int  // -p
	Summary    bool   // -c: summary only
	SummaryToo bool   // -C: summary and trace
	WallClock  bool   // -w
	SyscallT   bool   // -T
	Timestamps int    // -t: 1, -tt: 2, -ttt: 3
	Relative   bool   // -r
	StrSize    int    // -s
	Verbose    bool   // -v
	Hex        int    // -x: 1, -xx: 2
	DecodeFds  int    // -y: 1, -yy: 2
	Output     string // -o
	Quiet      int    // -q
	Status     statusSet
	Trace      traceSet // -e trace=
	Signals    sigFilter
	Command    []string // -- CMD ARGS
	Help       bool
	Column     int    // -a: column of "= result" (default 40)
	SortBy     string // -S: sort of the -c table
}

// statusSet selects syscalls by outcome (-e status=, -z, -Z).
type statusSet struct {
	set                                      bool
	successful, failed, unfinished, detached bool
}

func (s statusSet) show(failed bool) bool {
	if !s.set {
		return true
	}
	if failed {
		return s.failed
	}
	return s.successful
}

// traceSet is the set of traced syscall numbers (-e trace=).
type traceSet struct {
	set bool
	nrs [maxSyscall]bool
}

func (t *traceSet) has(nr int) bool {
	if !t.set {
		return true
	}
	return nr >= 0 && nr < maxSyscall && t.nrs[nr]
}

// sigFilter selects which signals are printed (-e signal=).
type sigFilter struct {
	set  bool
	sigs [65]bool
}

func (s *sigFilter) has(sig int) bool {
	if !s.set {
		return true
	}
	return sig >= 0 && sig < len(s.sigs) && s.sigs[sig]
}

// errUsage marks command-line errors (exit code 2).
type errUsage struct{ msg string }

func (e errUsage) Error() string { return e.msg }

func usagef(format string, a ...any) error { return errUsage{fmt.Sprintf(format, a...)} }

// parseArgs parses strace's command line: combined short options, options
// with attached or separate arguments, a few long options, then the command.
func parseArgs(args []string) (*Options, error) {
	o := &Options{StrSize: 32, Column: 40}
	withArg := "abeEIoOpPsSuUX"
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			break
		}
		if strings.HasPrefix(a, "--") {
			name, val, hasVal := strings.Cut(a[2:], "=")
			need := func() (string, error) {
				if hasVal {
					return val, nil
				}
				if i+1 >= len(args) {
					return "", usagef("option --%s requires an argument", name)
				}
				i++
				return args[i], nil
			}
			var err error
			switch name {
			case "help":
				o.Help = true
			case "follow-forks":
				o.Follow = true
			case "summary-only":
				o.Summary = true
			case "summary":
				o.SummaryToo = true
			case "summary-wall-clock":
				o.WallClock = true
			case "syscall-times":
				o.SyscallT = true
			case "relative-timestamps":
				o.Relative = true
			case "absolute-timestamps", "timestamps":
				o.Timestamps = 1
			case "verbose":
				o.Verbose = true
			case "successful-only":
				err = o.expr("status=successful")
			case "failed-only":
				err = o.expr("status=failed")
			case "decode-fds":
				o.DecodeFds = 1
			case "trace", "signal", "status":
				var v string
				if v, err = need(); err == nil {
					err = o.expr(name + "=" + v)
				}
			case "output":
				o.Output, err = need()
			case "string-limit":
				var v string
				if v, err = need(); err == nil {
					err = o.strsize(v)
				}
			case "attach":
				var v string
				if v, err = need(); err == nil {
					err = o.pid(v)
				}
			default:
				return nil, usagef("unrecognized option '--%s'", name)
			}
			if err != nil {
				return nil, err
			}
			continue
		}
		for j := 1; j < len(a); j++ {
			c := a[j]
			var val string
			if strings.IndexByte(withArg, c) >= 0 {
				if j+1 < len(a) {
					val = a[j+1:]
				} else if i+1 < len(args) {
					i++
					val = args[i]
				} else {
					return nil, usagef("option requires an argument -- '%c'", c)
				}
				j = len(a)
			}
			var err error
			switch c {
			case 'f':
				if o.Follow {
					o.FollowFF = true
				}
				o.Follow = true
			case 'c':
				o.Summary = true
			case 'C':
				o.SummaryToo = true
			case 'w':
				o.WallClock = true
			case 'T':
				o.SyscallT = true
			case 't':
				o.Timestamps++
			case 'r':
				o.Relative = true
			case 'v':
				o.Verbose = true
			case 'x':
				o.Hex++
			case 'y':
				o.DecodeFds++
			case 'q':
				o.Quiet++
			case 'z':
				err = o.expr("status=successful")
			case 'Z':
				err = o.expr("status=failed")
			case 'h':
				o.Help = true
			case 's':
				err = o.strsize(val)
			case 'o':
				o.Output = val
			case 'p':
				err = o.pid(val)
			case 'e':
				err = o.expr(val)
			case 'a':
				n, perr := strconv.Atoi(val)
				if perr != nil || n < 0 {
					return nil, usagef("invalid -a argument: '%s'", val)
				}
				o.Column = n
			case 'S':
				switch val {
				case "time", "time_total", "total_time", "calls", "count", "name", "syscall", "errors", "error", "nothing", "none":
					o.SortBy = val
				default:
					return nil, usagef("invalid sortby: '%s'", val)
				}
			case 'b', 'E', 'I', 'O', 'P', 'u', 'U', 'X':
				return nil, usagef("option -%c is not supported", c)
			default:
				return nil, usagef("invalid option -- '%c'", c)
			}
			if err != nil {
				return nil, err
			}
		}
	}
	o.Command = args[i:]
	if o.Help {
		return o, nil
	}
	if len(o.Command) == 0 && len(o.Pids) == 0 {
		return nil, usagef("must have PROG [ARGS] or -p PID")
	}
	if o.Timestamps > 3 {
		o.Timestamps = 3
	}
	if o.Hex > 2 {
		o.Hex = 2
	}
	return o, nil
}

func (o *Options) strsize(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return usagef("invalid -s argument: '%s'", v)
	}
	o.StrSize = n
	return nil
}

func (o *Options) pid(v string) error {
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n <= 0 {
			return usagef("invalid process id: '%s'", f)
		}
		o.Pids = append(o.Pids, n)
	}
	return nil
}

// expr parses one -e expression: [qualifier=][!]value[,value...].
func (o *Options) expr(e string) error {
	qual, val, ok := strings.Cut(e, "=")
	if !ok {
		qual, val = "trace", e
	}
	switch qual {
	case "trace", "t":
		return o.Trace.parse(val)
	case "signal", "signals", "s":
		return o.Signals.parse(val)
	case "status":
		return o.Status.parse(val)
	case "abbrev", "a", "verbose", "v", "raw", "x", "read", "r", "write", "w", "kvm", "quiet", "q", "decode-fds":
		return nil // accepted, no effect
	}
	return usagef("invalid -e qualifier '%s'", qual)
}

// splitSet splits "!a,b" into its negation and elements.
func splitSet(v string) (neg bool, elems []string) {
	for strings.HasPrefix(v, "!") {
		neg = !neg
		v = v[1:]
	}
	return neg, strings.Split(v, ",")
}

func (t *traceSet) parse(v string) error {
	neg, elems := splitSet(v)
	var sel [maxSyscall]bool
	for _, e := range elems {
		e = strings.TrimSpace(e)
		optional := strings.HasPrefix(e, "?")
		e = strings.TrimPrefix(e, "?")
		matched := false
		switch {
		case e == "all":
			for i := range sel {
				sel[i] = sysName(i) != ""
			}
			matched = true
		case e == "none":
			matched = true
		case strings.HasPrefix(e, "%"):
			cls, ok := classByName[strings.TrimPrefix(e, "%")]
			if !ok {
				if optional {
					continue
				}
				return usagef("invalid system call '%s'", e)
			}
			for nr := range sel {
				if classOf(nr)&cls != 0 {
					sel[nr] = true
				}
			}
			matched = true
		case strings.HasPrefix(e, "/"):
			re, err := regexp.Compile(e[1:])
			if err != nil {
				return usagef("invalid regular expression '%s': %v", e[1:], err)
			}
			for nr := range sel {
				if n := sysName(nr); n != "" && re.MatchString(n) {
					sel[nr] = true
				}
			}
			matched = true
		default:
			for nr := range sel {
				if sysName(nr) == e {
					sel[nr] = true
					matched = true
				}
			}
			if n, err := strconv.Atoi(e); err == nil && n >= 0 && n < maxSyscall {
				sel[n] = true
				matched = true
			}
		}
		if !matched && !optional {
			return usagef("invalid system call '%s'", e)
		}
	}
	if neg {
		for i := range sel {
			sel[i] = !sel[i]
		}
	}
	t.set = true
	t.nrs = sel
	return nil
}

func (s *sigFilter) parse(v string) error {
	neg, elems := splitSet(v)
	var sel [65]bool
	for _, e := range elems {
		switch {
		case e == "all":
			for i := range sel {
				sel[i] = true
			}
		case e == "none":
		default:
			n := signalNumber(e)
			if n <= 0 {
				return usagef("invalid signal '%s'", e)
			}
			sel[n] = true
		}
	}
	if neg {
		for i := range sel {
			sel[i] = !sel[i]
		}
	}
	s.set = true
	s.sigs = sel
	return nil
}

func (s *statusSet) parse(v string) error {
	neg, elems := splitSet(v)
	var n statusSet
	for _, e := range elems {
		switch e {
		case "all":
			n.successful, n.failed, n.unfinished, n.detached = true, true, true, true
		case "none":
		case "successful":
			n.successful = true
		case "failed":
			n.failed = true
		case "unfinished":
			n.unfinished = true
		case "unavailable":
			n.unfinished = true
		case "detached":
			n.detached = true
		default:
			return usagef("invalid status '%s'", e)
		}
	}
	if neg {
		n.successful, n.failed, n.unfinished, n.detached = !n.successful, !n.failed, !n.unfinished, !n.detached
	}
	n.set = true
	*s = n
	return nil
}

const usageText = `usage: sonde strace [-f] [-p PID]... [-e trace=SET] [-e status=SET] [-e signal=SET]
                    [-c | -C] [-w] [-T] [-t | -tt | -ttt] [-r] [-s STRSIZE] [-v]
                    [-x | -xx] [-y] [-z | -Z] [-q] [-a COLUMN] [-S SORTBY] [-o FILE]
                    [-- CMD ARGS...]

Trace the system calls of a command or of running processes with eBPF,
printing them as strace does. Ctrl-C detaches; traced processes keep running.

  -f           follow forks and threads
  -p PID       trace a running process (repeatable)
  -e trace=SET syscalls to trace: names, %class, /regex, !negation
  -e status=SET  successful, failed, unfinished
  -e signal=SET  signals to print
  -c, -C       summary table (only, or after the trace); -w wall-clock times
  -S SORTBY    sort the table by time, calls, errors, name or nothing
  -a COLUMN    align return values at COLUMN (default 40)
  -T           time spent in each syscall
  -t, -tt, -ttt  absolute timestamps; -r relative timestamps
  -s STRSIZE   string limit (default 32)
  -x, -xx      hex escapes for non-ASCII, or for all strings
  -y           print paths of file descriptors
  -z, -Z       only successful, only failed syscalls
  -o FILE      write the trace to FILE

EXAMPLES
  $ sonde strace -- ls /tmp
  $ sonde strace -f -e trace=%file -o trace.txt -- make
  $ sonde strace -c -p 1234
`
