package ftrace

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/cilium/ebpf/btf"

	"sonde/internal/elfx"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
)

// ProbeGroup is the event group of the dynamic events `sonde ftrace probe
// add` defines: they stay until `probe remove`, as perf probe's do. It is
// not "sonde_<pid>_...", so kernel.CleanupStaleEvents, which removes the
// temporary events of sondes that are gone, leaves them alone.
const ProbeGroup = "sonde_probe"

// BadProbe is a probe definition that sonde or the kernel refuses: bad
// input.
type BadProbe struct{ Msg string }

func (e *BadProbe) Error() string { return e.Msg }

func badProbe(format string, args ...any) error {
	return &BadProbe{fmt.Sprintf(format, args...)}
}

// ErrNoKprobes says the kernel cannot define kprobe events.
var ErrNoKprobes = errors.New("this kernel has no kprobes: tracefs has no kprobe_events (CONFIG_KPROBE_EVENTS is off); uprobes (-x BINARY) work")

// The x86-64 registers of the first six integer arguments, in the
// spelling of fetch args.
var argRegs = []string{"di", "si", "dx", "cx", "r8", "r9"}

// dwarfRegs names the DWARF x86-64 general registers as fetch args do.
var dwarfRegs = []string{"ax", "dx", "cx", "bx", "si", "di", "bp", "sp",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"}

// ResolveProbe turns `probe add`'s arguments into a dynamic event of
// group:
//
//   - "p:NAME SYMBOL[+OFF] FETCHARGS..." or "r:NAME SYMBOL $retval"
//     (one argument or several): kprobe_events' syntax, passed through;
//     with binary set, SYMBOL is a function of it, made a uprobe;
//   - "FUNC [VAR...]": a kprobe on a kernel function, its parameters
//     named by BTF and fetched from the x86-64 argument registers;
//   - with binary, "FUNC [VAR...]" or "FILE:LINE [VAR...]": a uprobe on
//     the function's body (past its prologue) or the line's first
//     statement, its variables located by DWARF.
func ResolveProbe(group, binary string, args []string) (kernel.Event, error) {
	if len(args) == 0 {
		return kernel.Event{}, badProbe("no probe: want FUNC [VAR...], FILE:LINE [VAR...] (with -x) or p:NAME SYMBOL [FETCHARG...]")
	}
	var f *elfx.File
	if binary != "" {
		abs, err := findBinary(binary)
		if err != nil {
			return kernel.Event{}, err
		}
		if f, err = elfx.Cached(abs); err != nil {
			return kernel.Event{}, badProbe("binary %s: %v", binary, err)
		}
	}
	if fields := strings.Fields(strings.Join(args, " ")); len(fields) > 0 && isKind(fields[0]) {
		return rawProbe(group, f, fields)
	}
	if f == nil {
		return kprobe(group, args[0], args[1:])
	}
	return uprobe(group, f, args[0], args[1:])
}

// findBinary is -x's binary: a path, or a command in $PATH or a shared
// library by name ("bash", "libc", "libc.so.6") as perf probe -x takes
// them.
func findBinary(name string) (string, error) {
	abs, err := filepath.Abs(name)
	if err != nil {
		return "", badProbe("%s: %v", name, err)
	}
	_, serr := os.Stat(abs)
	if serr == nil || strings.Contains(name, "/") {
		if serr != nil {
			return "", badProbe("unknown binary %s: %v", name, errors.Unwrap(serr))
		}
		return abs, nil
	}
	if p, err := exec.LookPath(name); err == nil {
		return filepath.Abs(p)
	}
	if p, err := elfx.ResolveLibrary(name, ""); err == nil {
		return p, nil
	}
	return "", badProbe("unknown binary %s: no such file, command or library", name)
}

// isKind reports whether a definition's first word is "p", "r" or
// "rN" (a return probe's maxactive), alone or before ":NAME".
func isKind(word string) bool {
	kind, _, _ := strings.Cut(word, ":")
	if kind == "p" {
		return true
	}
	rest, ok := strings.CutPrefix(kind, "r")
	_, err := strconv.Atoi(rest)
	return ok && (rest == "" || err == nil)
}

// rawProbe is a definition in kprobe_events' syntax.
func rawProbe(group string, f *elfx.File, fields []string) (kernel.Event, error) {
	kind, name, _ := strings.Cut(fields[0], ":")
	if len(fields) < 2 {
		return kernel.Event{}, badProbe("%s: no probe location", fields[0])
	}
	e := kernel.Event{File: kernel.KprobeEvents, Kind: kind, Group: group, Location: fields[1], Fetch: fields[2:]}
	if g, n, ok := strings.Cut(name, "/"); ok {
		if g != group {
			return kernel.Event{}, badProbe("%s: sonde defines events in group %s only", fields[0], group)
		}
		name = n
	}
	if f != nil {
		sym, off, _ := strings.Cut(fields[1], "+")
		s, ok := f.Lookup(sym)
		if !ok {
			return kernel.Event{}, badProbe("unknown function %s in %s", sym, f.Path)
		}
		addr := s.Addr
		if off != "" {
			n, err := strconv.ParseUint(off, 0, 64)
			if err != nil {
				return kernel.Event{}, badProbe("%s: bad offset %q", fields[1], off)
			}
			addr += n
		}
		loc, err := uprobeLocation(f, addr)
		if err != nil {
			return kernel.Event{}, err
		}
		e.File, e.Location = kernel.UprobeEvents, loc
	} else if strings.HasPrefix(fields[1], "/") {
		e.File = kernel.UprobeEvents
	}
	if name == "" {
		base, _, _ := strings.Cut(fields[1], "+")
		name = eventName(filepath.Base(base))
	}
	e.Name = name
	return e, nil
}

// kprobe is "FUNC [VAR...]" on a kernel function: each VAR a parameter
// by its BTF name, or NAME=FETCHARG as is.
func kprobe(group, spec string, vars []string) (kernel.Event, error) {
	fn, ret := strings.CutSuffix(spec, "%return")
	e := kernel.Event{File: kernel.KprobeEvents, Kind: "p", Group: group, Name: eventName(fn), Location: fn}
	if ret {
		e.Kind, e.Name = "r", e.Name+"__return" // perf probe's name
	}
	if len(vars) == 0 {
		return e, nil
	}
	bf, _, err := kbtf.Func("*", fn)
	if errors.Is(err, kbtf.ErrNoFunc) {
		return e, badProbe("unknown function %s: the kernel's BTF has no such function", fn)
	}
	if err != nil {
		return e, err
	}
	params, _, err := kbtf.Params(bf)
	if err != nil {
		return e, err
	}
	slot := map[string]kbtf.Param{}
	var names []string
	for _, p := range params {
		slot[p.Name] = p
		names = append(names, p.Name)
	}
	for _, v := range vars {
		if strings.Contains(v, "=") {
			e.Fetch = append(e.Fetch, v)
			continue
		}
		if ret || v == "$retval" {
			arg, err := retvalArg(spec, v, ret, func() (string, bool, error) { return btfFetchType(kbtf.Return(bf)) })
			if err != nil {
				return e, err
			}
			e.Fetch = append(e.Fetch, arg)
			continue
		}
		p, ok := slot[v]
		if !ok {
			return e, badProbe("%s has no parameter %s (it has: %s)", fn, v, strings.Join(names, ", "))
		}
		if p.Slot >= len(argRegs) || p.Slots != 1 {
			return e, badProbe("%s's parameter %s is not passed in a register", fn, v)
		}
		typ, str, err := btfFetchType(p.Type)
		if err != nil {
			return e, badProbe("%s's parameter %s: %v", fn, v, err)
		}
		arg := "%" + argRegs[p.Slot]
		if str {
			arg = "+0(" + arg + ")"
		}
		e.Fetch = append(e.Fetch, v+"="+arg+":"+typ)
	}
	return e, nil
}

// retvalArg is the fetch arg of VAR $retval at a return probe, typed by
// typ (str: read the string it points at).
func retvalArg(spec, v string, ret bool, typ func() (string, bool, error)) (string, error) {
	if !ret {
		return "", badProbe("%s: $retval is read at the return: %s%%return $retval", spec, spec)
	}
	if v != "$retval" {
		return "", badProbe("%s: only $retval is known at the return, not %s", spec, v)
	}
	t, str, err := typ()
	if err != nil {
		return "", badProbe("%s: the return value: %v", spec, err)
	}
	if str {
		return "retval=+0($retval):string", nil
	}
	return "retval=$retval:" + t, nil
}

// btfFetchType is the fetch type of a kernel parameter's value: string
// (str true: the parameter points at it) for a char pointer, u64 for
// other pointers, sN/uN for integers.
func btfFetchType(t btf.Type) (typ string, str bool, err error) {
	switch u := btf.UnderlyingType(t).(type) {
	case *btf.Pointer:
		if i, ok := btf.UnderlyingType(u.Target).(*btf.Int); ok && i.Size == 1 {
			return "string", true, nil
		}
		return "u64", false, nil
	case *btf.Int:
		return intType(int(u.Size), u.Encoding == btf.Signed), false, nil
	case *btf.Enum:
		return intType(int(u.Size), u.Signed), false, nil
	}
	return "", false, fmt.Errorf("type %s is neither an integer nor a pointer", kbtf.CType(t))
}

func intType(size int, signed bool) string {
	if size != 1 && size != 2 && size != 4 {
		size = 8
	}
	if signed {
		return "s" + strconv.Itoa(size*8)
	}
	return "u" + strconv.Itoa(size*8)
}

// uprobe is "FUNC [VAR...]" or "FILE:LINE [VAR...]" in binary f.
func uprobe(group string, f *elfx.File, spec string, vars []string) (kernel.Event, error) {
	var addr uint64
	var name string
	var ret bool
	if file, lineText, ok := cutLine(spec); ok {
		line, _ := strconv.Atoi(lineText)
		addrs, err := f.LineAddrs(file, line)
		if err != nil {
			return kernel.Event{}, badProbe("%s: %v", spec, err)
		}
		if len(addrs) == 0 {
			return kernel.Event{}, badProbe("%s: no code for line %d of %s in %s", spec, line, file, f.Path)
		}
		addr = addrs[0]
		sc, _, _ := f.VarsAt(addr)
		fn := sc.Func
		if fn == "" {
			fn = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		}
		name = eventName(fmt.Sprintf("%s_L%d", fn, line))
	} else {
		fn, isRet := strings.CutSuffix(spec, "%return")
		s, ok := f.Lookup(fn)
		if !ok {
			return kernel.Event{}, badProbe("unknown function %s in %s", fn, f.Path)
		}
		addr, name, ret = f.AfterPrologue(s.Addr, s.Size), eventName(fn), isRet
		if ret {
			addr, name = s.Addr, name+"__return"
		}
	}
	loc, err := uprobeLocation(f, addr)
	if err != nil {
		return kernel.Event{}, err
	}
	e := kernel.Event{File: kernel.UprobeEvents, Kind: "p", Group: group, Name: name, Location: loc}
	if ret {
		e.Kind = "r"
	}
	if len(vars) == 0 {
		return e, nil
	}
	sc, ok, err := f.VarsAt(addr)
	if err != nil {
		return e, fmt.Errorf("%s: DWARF: %w", f.Path, err)
	}
	inScope := sc.Vars
	if ok && (ret || slices.Contains(vars, "$retval")) {
		for _, v := range vars {
			if strings.Contains(v, "=") {
				e.Fetch = append(e.Fetch, v)
				continue
			}
			arg, err := retvalArg(spec, v, ret, func() (string, bool, error) { return dwarfFetchType(sc.Ret) })
			if err != nil {
				return e, err
			}
			e.Fetch = append(e.Fetch, arg)
		}
		return e, nil
	}
	if !ok {
		return e, badProbe("%s has no DWARF for %#x (%s): variables have no names there (NAME=FETCHARG, such as a=%%di:s32, works)", f.Path, addr, spec)
	}
	for _, v := range vars {
		if strings.Contains(v, "=") {
			e.Fetch = append(e.Fetch, v)
			continue
		}
		var found *elfx.Var
		for i := len(inScope) - 1; i >= 0; i-- { // innermost first
			if inScope[i].Name == v {
				found = &inScope[i]
				break
			}
		}
		if found == nil {
			return e, badProbe("no variable %s in scope at %#x (%s) in %s", v, addr, spec, f.Path)
		}
		arg, err := dwarfFetchArg(f, addr, *found)
		if err != nil {
			return e, badProbe("variable %s at %#x (%s): %v", v, addr, spec, err)
		}
		e.Fetch = append(e.Fetch, arg)
	}
	return e, nil
}

// cutLine splits "FILE:LINE".
func cutLine(spec string) (file, line string, ok bool) {
	i := strings.LastIndexByte(spec, ':')
	if i <= 0 {
		return "", "", false
	}
	if _, err := strconv.Atoi(spec[i+1:]); err != nil {
		return "", "", false
	}
	return spec[:i], spec[i+1:], true
}

// dwarfFetchArg is the uprobe fetch arg that reads variable v at addr:
// a register, or memory at a register plus an offset (the frame base
// through the call frame information), dereferenced for a char *.
func dwarfFetchArg(f *elfx.File, addr uint64, v elfx.Var) (string, error) {
	var base string
	switch v.Loc.Kind {
	case elfx.LocReg:
		if v.Loc.Reg >= len(dwarfRegs) {
			return "", fmt.Errorf("it is in DWARF register %d, which is no general register", v.Loc.Reg)
		}
		base = "%" + dwarfRegs[v.Loc.Reg]
	case elfx.LocMem:
		if v.Loc.Reg >= len(dwarfRegs) {
			return "", fmt.Errorf("it is relative to DWARF register %d, which is no general register", v.Loc.Reg)
		}
		base = fmt.Sprintf("%+d(%%%s)", v.Loc.Off, dwarfRegs[v.Loc.Reg])
	case elfx.LocCFA:
		cfi, err := f.CFI()
		if err != nil {
			return "", fmt.Errorf("it is in the frame, and the call frame information is unreadable: %v", err)
		}
		row, err := cfi.RowAt(addr)
		if err != nil || row.CFAExpr != nil || row.CFAReg >= len(dwarfRegs) {
			return "", errors.New("it is in the frame, whose address the call frame information gives no register for there")
		}
		base = fmt.Sprintf("%+d(%%%s)", row.CFAOff+v.Loc.Off, dwarfRegs[row.CFAReg])
	default:
		why := v.Loc.Why
		if v.Loc.Kind == elfx.LocPieces {
			why = "in pieces (DW_OP_piece)"
		}
		if why == "" {
			why = "a constant or a value computed from registers and memory"
		}
		return "", fmt.Errorf("no location a uprobe fetch arg can express (%s)", why)
	}
	typ, str, err := dwarfFetchType(&v.Param)
	if err != nil {
		return "", fmt.Errorf("its %v", err)
	}
	if str {
		return fmt.Sprintf("%s=+0(%s):string", v.Name, base), nil
	}
	return fmt.Sprintf("%s=%s:%s", v.Name, base, typ), nil
}

// dwarfFetchType is the fetch type of a value of DWARF type p, as
// btfFetchType's.
func dwarfFetchType(p *elfx.Param) (typ string, str bool, err error) {
	switch {
	case p == nil:
		return "", false, errors.New("type is void")
	case p.CType == "char *" || p.CType == "unsigned char *" || p.CType == "signed char *":
		return "string", true, nil
	case p.Float || p.Struct:
		return "", false, fmt.Errorf("type %s is neither an integer nor a pointer", p.Decl)
	case strings.HasSuffix(p.CType, "*"):
		return "u64", false, nil
	}
	return intType(p.Size, p.Signed), false, nil
}

// uprobeLocation is "BIN:0xOFFSET" for a link-time address of f.
func uprobeLocation(f *elfx.File, addr uint64) (string, error) {
	off, err := f.FileOffset(addr)
	if err != nil {
		return "", badProbe("%v", err)
	}
	return fmt.Sprintf("%s:%#x", f.Path, off), nil
}

// eventName makes an event name of s: letters, digits and '_'.
func eventName(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			b[i] = '_'
		}
	}
	if len(b) > 0 && b[0] >= '0' && b[0] <= '9' {
		b = append([]byte{'_'}, b...)
	}
	return string(b)
}

// AddProbe defines the event in tracefs. What the kernel refuses is a
// *BadProbe with the kernel's error_log text and the argument it points
// at.
func AddProbe(e kernel.Event) error {
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return fmt.Errorf("tracefs: %w", err)
	}
	if _, err := os.Stat(filepath.Join(root, e.File)); err != nil {
		if e.File == kernel.KprobeEvents {
			return ErrNoKprobes
		}
		return errors.New("this kernel has no uprobes: tracefs has no uprobe_events (CONFIG_UPROBE_EVENTS is off)")
	}
	if _, err := os.Stat(filepath.Join(root, "events", e.Group, e.Name)); err == nil {
		return badProbe("event %s:%s exists already", e.Group, e.Name)
	}
	err = kernel.AddEvent(e)
	if err == nil {
		return nil
	}
	le, ok := kernel.ErrorFor(e.Def())
	if !ok {
		return badProbe("the kernel refused %q: %v", e.Def(), err)
	}
	at := ""
	if le.Pos >= 0 && le.Pos < len(le.Command) {
		tok := le.Command[le.Pos:]
		if i := strings.IndexByte(tok, ' '); i >= 0 {
			tok = tok[:i]
		}
		at = fmt.Sprintf(" at column %d (%q)", le.Pos+1, tok)
	}
	return badProbe("the kernel refused %q: %s%s", le.Command, le.Msg, at)
}

// Probes returns the dynamic events of the groups keep accepts, from
// kprobe_events and uprobe_events.
func Probes(keep func(group string) bool) ([]kernel.Event, error) {
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil, fmt.Errorf("tracefs: %w", err)
	}
	var out []kernel.Event
	for _, file := range []string{kernel.KprobeEvents, kernel.UprobeEvents} {
		data, err := os.ReadFile(filepath.Join(root, file))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if e, ok := parseEventLine(file, line); ok && keep(e.Group) {
				out = append(out, e)
			}
		}
	}
	return out, nil
}

// parseEventLine parses a kprobe_events or uprobe_events line:
// "p:group/name location fetch...".
func parseEventLine(file, line string) (kernel.Event, bool) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return kernel.Event{}, false
	}
	kind, ev, ok := strings.Cut(f[0], ":")
	group, name, ok2 := strings.Cut(ev, "/")
	if !ok || !ok2 {
		return kernel.Event{}, false
	}
	return kernel.Event{File: file, Kind: kind, Group: group, Name: name, Location: f[1], Fetch: f[2:]}, true
}

// DescribeProbe says where an event probes, as perf probe -l does:
// "work+0x8@prog.c:5 in /tmp/prog with a b s", "do_sys_openat2%return
// with ret".
func DescribeProbe(e kernel.Event) string {
	at, src, in := e.Location, "", ""
	if e.File == kernel.UprobeEvents {
		if path, offText, ok := strings.Cut(e.Location, ":"); ok {
			at, in = offText, " in "+path
			if f, addr, ok := uprobeAddr(path, offText); ok {
				if s, d, ok := f.Symbolize(addr); ok {
					at = s.Demangled
					if d > 0 {
						at += fmt.Sprintf("+%#x", d)
					}
					if loc, ok := f.Source(addr); ok && loc.Loc.Line > 0 {
						src = fmt.Sprintf("@%s:%d", filepath.Base(loc.Loc.File), loc.Loc.Line)
					}
				}
			}
		}
	}
	if strings.HasPrefix(e.Kind, "r") {
		at += "%return"
	}
	where := at + src + in
	var names []string
	for _, a := range e.Fetch {
		n, _, ok := strings.Cut(a, "=")
		if !ok {
			n = a
		}
		names = append(names, n)
	}
	if len(names) > 0 {
		where += " with " + strings.Join(names, " ")
	}
	return where
}

// uprobeAddr is the binary and link-time address of a uprobe's location.
func uprobeAddr(path, offText string) (*elfx.File, uint64, bool) {
	off, err := strconv.ParseUint(offText, 0, 64)
	if err != nil {
		return nil, 0, false
	}
	f, err := elfx.Cached(path)
	if err != nil {
		return nil, 0, false
	}
	addr, ok := f.Vaddr(off)
	return f, addr, ok
}
