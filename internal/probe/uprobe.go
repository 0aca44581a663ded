package probe

// uprobe and uretprobe: dynamic probes on functions of user-space binaries.
//
//	uprobe:BIN:FUNC            uprobe:/bin/bash:readline, uprobe:libc:malloc
//	uprobe:BIN:"FUNC"+OFFSET   an instruction inside a function (quotes optional;
//	                           FUNC+0 is named FUNC, as in bpftrace)
//	uprobe:BIN:0xADDR          a link-time virtual address inside a function
//	                           (named by the address in decimal, as in bpftrace)
//	uprobe:BIN:"ns::f*"        a pattern also matches demangled names with parameters
//	uprobe:BIN:cpp:"ns::f*"    demangled C++ (or rust:) names
//	uprobe:FUNC                with -p PID: the process's executable
//
// BIN is resolved by elfx.ResolveBinary (paths, $PATH, libraries like the
// dynamic loader, /proc/PID/root for -p when the process has another root
// or mount namespace). The kernel attaches uprobes by file offset, computed
// from the symbol's address through its PT_LOAD segment. Errors a user
// meets often carry bpftrace 0.17's words (SpecError).
//
// IFUNC symbols (glibc's strlen, memcpy, ...) are resolvers run once by the
// dynamic loader; a probe naming one expands into one target per
// implementation the resolver can return (elfx.IFuncTargets), all with the
// symbol's name. A wildcard that matches one probes the resolver itself, as
// bpftrace does.
//
// Go binaries: a uretprobe overwrites the return address on the stack, and
// the Go runtime moves and walks goroutine stacks, so a uretprobe crashes Go
// programs (bpftrace issue 1098). sonde therefore never places a uretprobe in
// a Go binary: uretprobe on a Go function attaches a plain uprobe on each of
// its RET instructions (found by decoding the function with x86asm), where
// the results are still in registers (RAX holds the first under ABIInternal,
// the same register retval reads). A function with no RET (it ends in a
// tail jump or never returns) is refused. Go functions also take their
// arguments in registers RAX, RBX, RCX, RDI, RSI, R8..R11 (ABIInternal):
// the Context carries them as ArgLocs so arg0.. mean the Go arguments
// (binaries built before Go 1.17 pass them on the stack, and get ArgLocs
// there). args.NAME are a Go function's parameters at its entry and its
// results at its returns, placed by Go's register ABI (goargs.go).
//
// Where the kernel has uprobe_multi links (6.6+), the targets of one
// program in one binary attach through one link (GroupKey, AttachGroup),
// and Context asks for the program to be loaded with
// AttachTraceUprobeMulti: detaching a perf-event uprobe waits for an RCU
// grace period, one link waits once for all its functions. Elsewhere, and
// for uretprobes in Go binaries, each target gets its own perf event.

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/features"
	"github.com/cilium/ebpf/link"
	"golang.org/x/arch/x86/x86asm"

	"sonde/internal/elfx"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/probe/point"
)

// UprobeMulti, when false, makes uprobes attach one perf event per target
// even where uprobe_multi links exist (for comparison, and as a way out if
// uprobe_multi misbehaves). Set it before Context and Attach run.
var UprobeMulti = true

type uprobeProvider struct {
	ret bool
}

// EntryValues: a uprobe inside a function may read values its
// parameters had at the entry (DW_OP_entry_value, saved there).
func (p uprobeProvider) EntryValues() bool { return !p.ret }

func (p uprobeProvider) Name() string {
	if p.ret {
		return "uretprobe"
	}
	return "uprobe"
}

func (p uprobeProvider) Aliases() []string {
	if p.ret {
		return []string{"ur"}
	}
	return []string{"u"}
}

// uspec is a parsed uprobe spec.
type uspec struct {
	bin     string
	lang    string // "" or "cpp"/"rust": match demangled names
	fn      string // pattern, name, or "0x..." address
	off     uint64 // +OFFSET
	hasOff  bool
	addr    uint64
	hasAddr bool
	list    bool // for a listing: keep what cannot be attached (EVEX starts, unreadable IFUNCs)
}

// parseUSpec splits "BIN:FUNC", "BIN:cpp:NAME", "FUNC" (with a pid), with
// optional double quotes around BIN and NAME.
func parseUSpec(spec string, pid int) (uspec, error) {
	var s uspec
	first, rest, hasRest := cutField(spec)
	switch {
	case !hasRest && pid > 0:
		s.fn = first
	case !hasRest:
		return s, fmt.Errorf("expected BIN:FUNC, found %q (BIN may be left out only with -p)", spec)
	case (first == "cpp" || first == "rust") && pid > 0 && !strings.Contains(first, "/"):
		s.lang, s.fn = first, unquote(rest)
	default:
		s.bin = first
		if l, r, ok := cutField(rest); ok && (l == "cpp" || l == "rust") {
			s.lang, s.fn = l, r
		} else {
			s.fn = rest
		}
	}
	quoted := strings.HasPrefix(s.fn, `"`)
	if err := s.cutOffset(); err != nil {
		return s, err
	}
	if s.fn == "" {
		return s, fmt.Errorf("missing function in %q", spec)
	}
	if strings.HasPrefix(s.fn, "0x") && !quoted && !s.hasOff {
		a, err := strconv.ParseUint(s.fn[2:], 16, 64)
		if err != nil {
			return s, fmt.Errorf("bad address %q", s.fn)
		}
		s.addr, s.hasAddr = a, true
	}
	return s, nil
}

// cutOffset splits "FUNC+OFFSET" and the quoted `"FUNC"+OFFSET` (a name
// with characters the lexer would take apart) into the function, without
// quotes, and the offset.
func (s *uspec) cutOffset() error {
	if strings.HasPrefix(s.fn, `"`) {
		end := strings.IndexByte(s.fn[1:], '"')
		if end < 0 {
			return fmt.Errorf("unterminated quote in %q", s.fn)
		}
		name, after := s.fn[1:end+1], s.fn[end+2:]
		s.fn = name
		if after == "" {
			return nil
		}
		o, err := strconv.ParseUint(strings.TrimPrefix(after, "+"), 0, 64)
		if !strings.HasPrefix(after, "+") || err != nil {
			return fmt.Errorf("bad offset %q after %q", after, name)
		}
		s.off, s.hasOff = o, true
		return nil
	}
	if i := strings.LastIndexByte(s.fn, '+'); i > 0 && !point.HasWildcard(s.fn) {
		if o, err := strconv.ParseUint(s.fn[i+1:], 0, 64); err == nil {
			s.fn, s.off, s.hasOff = s.fn[:i], o, true
		}
	}
	return nil
}

// cutField splits off the first colon-separated field, honoring quotes.
func cutField(s string) (string, string, bool) {
	if strings.HasPrefix(s, `"`) {
		if end := strings.IndexByte(s[1:], '"'); end >= 0 {
			field := s[1 : end+1]
			rest := s[end+2:]
			if strings.HasPrefix(rest, ":") {
				return field, rest[1:], true
			}
			return field, rest, rest != ""
		}
	}
	i := strings.IndexByte(s, ':')
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

func (p uprobeProvider) Expand(spec string, opts AttachOptions) ([]point.Target, error) {
	return p.expand(spec, opts, false)
}

// expand is Expand; a listing (list) keeps the functions that cannot be
// attached (an EVEX first instruction, an IFUNC resolver sonde cannot
// read), which bpftrace lists all the same.
func (p uprobeProvider) expand(spec string, opts AttachOptions, list bool) ([]point.Target, error) {
	if st, ok, err := parseStmt(spec); ok || err != nil {
		if err != nil {
			return nil, err
		}
		return p.expandStmt(st, opts)
	}
	s, err := parseUSpec(spec, opts.PID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name(), err)
	}
	s.list = list
	if s.hasOff && p.ret {
		return nil, &SpecError{"Offset not allowed"}
	}
	var paths []string
	switch {
	case s.bin == "*" && opts.PID > 0:
		// Every object the process maps, as newest bpftrace searches "the
		// process's address space"; without -p every running process's.
		paths, err = processObjects(opts.PID, "")
	case s.bin == "*":
		paths = runningObjects()
	default:
		paths, err = elfx.ResolveBinary(s.bin, opts.PID)
	}
	if err != nil {
		return nil, targetFileError("uprobe", s.bin, err) // bpftrace says "uprobe" for uretprobes too
	}
	var out []point.Target
	for _, path := range paths {
		ts, err := p.expandIn(path, s, opts)
		if err != nil && s.bin == "*" {
			continue // an object that is no ELF file, or gone
		}
		if err != nil {
			return nil, specErrorf(err, "%s:%s: %w", p.Name(), spec, err)
		}
		out = append(out, ts...)
	}
	if len(out) == 0 && !point.HasWildcard(s.fn) {
		if len(paths) == 1 {
			if lib := neededDefining(paths[0], s.fn, elfx.Root(opts.PID)); lib != "" {
				// glibc 2.34 moved libpthread's functions into libc, and
				// left libpthread.so.0 an empty library that loads libc.
				return nil, fmt.Errorf("%s:%s: function %q not found in %s; %s, which it loads, has it: %s:%s:%s",
					p.Name(), spec, s.fn, paths[0], lib, p.Name(), libStem(lib), s.fn)
			}
		}
		return nil, fmt.Errorf("%s:%s: function %q not found", p.Name(), spec, s.fn)
	}
	return out, nil
}

// neededDefining returns the first of the libraries path loads (DT_NEEDED,
// transitively) that defines the function fn, or "".
func neededDefining(path, fn, root string) string {
	libs, err := elfx.Needed(path, root)
	if err != nil {
		return ""
	}
	for _, lib := range libs {
		if f, err := elfx.Cached(lib); err == nil {
			if _, ok := f.Lookup(fn); ok {
				return lib
			}
		}
	}
	return ""
}

// libStem is how a uprobe names a library without its path: "libc" for
// /lib/x86_64-linux-gnu/libc.so.6.
func libStem(path string) string {
	base := filepath.Base(path)
	if i := strings.Index(base, ".so"); i > 0 {
		return base[:i]
	}
	return path
}

func (p uprobeProvider) expandIn(path string, s uspec, opts AttachOptions) ([]point.Target, error) {
	f, err := elfx.Cached(path)
	if err != nil {
		return nil, err
	}
	var out []point.Target
	seen := map[string]bool{} // display name and file offset
	var skipped []string
	add := func(sym elfx.Symbol, vaddr uint64, display string) error {
		off, err := f.FileOffset(vaddr)
		if err != nil {
			return err
		}
		// Every name of a function is a probe of its own, as in bpftrace
		// (aliases fire both), but one name attaches once at an address.
		key := display + "@" + strconv.FormatUint(off, 16)
		if seen[key] {
			return nil
		}
		seen[key] = true
		if !s.list && evexAt(path, off) {
			// The kernel single-steps an AVX-512 (EVEX) first instruction
			// wrongly: glibc's __strchr_evex then returns NULL to the traced
			// program. A probe must never harm its target: refuse.
			skipped = append(skipped, display)
			return nil
		}
		out = append(out, point.Target{
			Provider: p.Name(),
			Name:     p.Name() + ":" + path + ":" + display,
			Parts:    []string{path, sym.Name, strconv.FormatUint(vaddr-sym.Addr, 10)},
			Value:    off,
			Path:     path,
		})
		return nil
	}

	if s.hasAddr {
		sym, _, ok := f.Symbolize(s.addr)
		switch {
		case ok:
			if err := checkBoundary(f, sym, s.addr); err != nil {
				return nil, err
			}
		case !opts.Unsafe:
			// bpftrace's words: an address in no function cannot be checked
			// for an instruction boundary (--unsafe attaches anyway).
			return nil, &SpecError{fmt.Sprintf("Could not resolve address: %s:0x%x", path, s.addr)}
		}
		if p.ret && ok && sym.Addr != s.addr {
			return nil, &SpecError{fmt.Sprintf("uretprobes cannot be attached at function offset. (address resolved to: %s+%d)", sym.Name, s.addr-sym.Addr)}
		}
		if err := p.checkRet(f, sym); err != nil && p.ret {
			return nil, err
		}
		// bpftrace names an address probe by the address in decimal.
		return out, add(sym, s.addr, strconv.FormatUint(s.addr, 10))
	}

	for _, sym := range matchSymbols(f, s) {
		if s.hasOff {
			if sym.Size != 0 && s.off >= sym.Size {
				return nil, &SpecError{fmt.Sprintf("Offset outside the function bounds ('%s' size is %d)", sym.Name, sym.Size)}
			}
			if err := checkBoundary(f, sym, sym.Addr+s.off); err != nil {
				return nil, err
			}
			display := displayName(sym, s.lang)
			if s.off != 0 {
				display += fmt.Sprintf("+%d", s.off) // FUNC+0 is named FUNC, as bpftrace does
			}
			if err := add(sym, sym.Addr+s.off, display); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.checkRet(f, sym); err != nil {
			if point.HasWildcard(s.fn) {
				continue // a Go function without RET: not attachable, skip it in a wildcard
			}
			return nil, err
		}
		if sym.IFunc && !point.HasWildcard(s.fn) {
			// The symbol is a resolver: probe the implementations it chooses
			// from. A wildcard probes the resolver, as bpftrace does (0.17 and
			// newest): the kernel refuses some implementations (glibc's
			// AVX-512 memset), which a wildcard over libc would stop at.
			impls, err := elfx.IFuncTargets(f, sym)
			if err != nil && s.list {
				impls = []uint64{sym.Addr} // listed all the same, as bpftrace lists it
			} else if err != nil {
				if point.HasWildcard(s.fn) {
					continue // a resolver sonde cannot read: leave it out of a wildcard
				}
				return nil, err
			}
			for _, impl := range impls {
				if err := add(elfx.Symbol{Name: sym.Name, Addr: impl}, impl, displayName(sym, s.lang)); err != nil {
					return nil, err
				}
			}
			continue
		}
		if err := add(sym, sym.Addr, displayName(sym, s.lang)); err != nil {
			return nil, err
		}
	}
	inl, err := p.inlineSiteTargets(f, path, s, len(out) > 0)
	if err != nil {
		return nil, err
	}
	out = append(out, inl...)
	if len(skipped) > 0 && !point.HasWildcard(s.fn) {
		return nil, fmt.Errorf("uprobe on %s refused: its first instruction is an AVX-512 (EVEX) instruction, "+
			"which the kernel's uprobes execute wrongly out of line (the traced program would get wrong results); "+
			"probe its caller, or the call site with a uprobe at an offset", skipped[0])
	}
	return out, nil
}

// evexAt reports whether the instruction at a file offset starts with the
// EVEX prefix (0x62), which in 64-bit mode always means AVX-512.
func evexAt(path string, off uint64) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var b [1]byte
	_, err = f.ReadAt(b[:], int64(off))
	return err == nil && b[0] == 0x62
}

// displayName is the function as written in a target's name.
func displayName(sym elfx.Symbol, lang string) string {
	if lang != "" {
		return lang + `:"` + sym.Demangled + `"`
	}
	return sym.Name
}

// matchSymbols selects the functions a spec names. Plain names match the
// symbol as stored; with cpp: or rust: they match the demangled name, with
// its parameter list when the pattern has one ("ns::f(int)"), else without
// it ("ns::f*" matches "ns::f(int)" and "ns::fg()"). A plain name that
// matches nothing is tried against demangled names without parameters; a
// plain pattern matches symbols and their demangled names with parameters.
func matchSymbols(f *elfx.File, s uspec) []elfx.Symbol {
	var out []elfx.Symbol
	wild := point.HasWildcard(s.fn)
	if s.lang == "" {
		if !wild {
			if sym, ok := f.Lookup(s.fn); ok {
				return []elfx.Symbol{sym}
			}
		} else {
			// Against the symbol and, as bpftrace does, its demangled
			// name with parameters ("ns::foo*", "*(long)").
			for _, sym := range f.Symbols() {
				if strings.Contains(sym.Name, ".part.") {
					continue // bpftrace leaves out GCC's partial-inlining clones ("f.part.0")
				}
				if point.Match(s.fn, sym.Name) || (sym.Demangled != sym.Name && point.Match(s.fn, sym.Demangled)) {
					out = append(out, sym)
				}
			}
			return out
		}
	}
	withParams := strings.Contains(s.fn, "(")
	var syms []elfx.Symbol
	if s.lang == "" {
		// A plain name no symbol has: only a mangled one can demangle to it.
		syms = f.Mangled()
	} else {
		syms = f.Symbols()
	}
	for _, sym := range syms {
		name := sym.Demangled
		if !withParams {
			name = elfx.DemangleNoParams(sym.Name)
		}
		if point.Match(s.fn, name) {
			out = append(out, sym)
		}
	}
	return out
}

// checkBoundary refuses a probe address that is not the start of an
// instruction: the int3 would land inside another instruction and corrupt
// the traced program.
func checkBoundary(f *elfx.File, sym elfx.Symbol, addr uint64) error {
	if addr == sym.Addr {
		return nil
	}
	code, err := f.Code(sym)
	if err != nil {
		return fmt.Errorf("cannot verify that %#x starts an instruction: %w", addr, err)
	}
	for pc := uint64(0); pc < uint64(len(code)); {
		if sym.Addr+pc == addr {
			return nil
		}
		if sym.Addr+pc > addr {
			break
		}
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			return fmt.Errorf("cannot verify that %#x starts an instruction: decode %s+%d: %w", addr, sym.Name, pc, err)
		}
		pc += uint64(inst.Len)
	}
	return &SpecError{fmt.Sprintf("Could not add uprobe into middle of instruction: %s:%s+%d", f.Path, sym.Name, addr-sym.Addr)}
}

// checkRet verifies that a uretprobe on sym can be placed safely.
func (p uprobeProvider) checkRet(f *elfx.File, sym elfx.Symbol) error {
	if !p.ret || !f.IsGo {
		return nil
	}
	if _, err := elfx.ReturnSites(f, sym); err != nil {
		return fmt.Errorf("uretprobe on Go binary %s: sonde places uprobes on the function's return instructions instead of a uretprobe (which corrupts goroutine stacks), and cannot here: %w", f.Path, err)
	}
	return nil
}

func (p uprobeProvider) List(pattern string) ([]point.Target, error) {
	if st, ok, err := parseStmt(pattern); ok || err != nil {
		if err != nil || p.ret {
			return nil, err
		}
		// Each line once, though it has code in several places.
		ts, err := p.expandStmt(st, AttachOptions{})
		return slices.CompactFunc(ts, func(a, b point.Target) bool { return a.Name == b.Name }), err
	}
	bin, fn, _ := cutField(pattern)
	if bin == "" {
		return nil, nil // without a binary there is nothing to list (sonde -l lists every provider)
	}
	if fn == "" {
		fn = "*"
	} else if fn == "cpp" || fn == "rust" {
		fn += ":*"
	}
	ts, err := p.expand(bin+":"+fn, AttachOptions{}, true)
	if err != nil && !point.HasWildcard(fn) {
		return nil, nil // listing a name that does not exist lists nothing
	}
	return ts, err
}

// ListedOnlyByName leaves uretprobes out of listings of every provider, as
// bpftrace does (each function is listed once, as a uprobe).
func (p uprobeProvider) ListedOnlyByName() bool { return p.ret }

// ListProcess lists the functions of process pid's executable (a pattern
// with no binary or a wildcard one), of every object it maps ("*:FUNC"),
// or of the binary the pattern names as the process sees it.
func (p uprobeProvider) ListProcess(pattern string, pid int) ([]point.Target, error) {
	bin, fn, _ := cutField(pattern)
	if bin != "" && !point.HasWildcard(bin) || bin == "*" && fn != "" {
		if fn == "" {
			fn = "*"
		}
		return p.expand(bin+":"+fn, AttachOptions{PID: pid}, true)
	}
	ts, err := p.expand("*", AttachOptions{PID: pid}, true)
	if fn == "" || err != nil {
		return ts, err
	}
	return matching(ts, p.Name()+":*:"+fn), nil
}

func (p uprobeProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	c := &point.Context{
		ProgType: ebpf.Kprobe,
		ArgN:     point.ArgsRegs,
		NumArgs:  6,
		Regs:     true,
		User:     true,
		UserArgs: true,
		Func:     true,
		FuncIP:   p.ret && uprobeFuncIP(),

		TracefsEvents: "uprobe_events",
	}
	if p.useMulti(t) {
		c.AttachType, c.Cookie, c.PidFilter = ebpf.AttachTraceUprobeMulti, true, multiPIDByThread()
	}
	if isInlined(t) {
		c.LazyFields = func() []point.Field { return inlineArgs(t) }
		return c, nil
	}
	goFunc := false
	if f, err := elfx.Cached(t.Path); err == nil && f.IsGo && isGoFunc(t) {
		goFunc = true
		c.Go = f.GoRegABI()
	}
	if p.ret {
		c.ArgN, c.NumArgs, c.Retval = point.ArgsNone, 0, true
		c.Entry = &point.Entry{Provider: "uprobe", SPDelta: 8, Args: true}
		c.LazyFields = func() []point.Field { return returnLocals(t) }
		c.LazyRetFloat = func() point.FloatRet { return cRetFloat(t) }
		if goFunc {
			results := sync.OnceValue(func() []elfx.GoParam { return goParams(t, true) })
			c.LazyFields = func() []point.Field { return goFieldsOf(results(), true) }
			c.LazyRetFloat = func() point.FloatRet { return goRetFloat(results()) }
			// A goroutine moves between threads and its stack moves,
			// so neither the thread nor the stack pointer names a call;
			// nor does the goroutine's depth of calls, as the entry
			// runs again after a call grows the stack (morestack).
			c.Entry = &point.Entry{Refused: "Go functions' entries run again when the call grows its goroutine's stack, so sonde cannot match a return with its entry"}
		}
		return c, nil
	}
	if f, err := elfx.Cached(t.Path); err == nil && goFunc {
		c.LazyFields = func() []point.Field { return goFields(t, false) }
		c.ArgLocs = make([]point.ArgLoc, len(abi.GoArgRegs))
		for i, r := range abi.GoArgRegs {
			if f.GoRegABI() {
				c.ArgLocs[i] = point.ArgLoc{Kind: point.LocReg, Size: 8, Reg: int(r.Offset()), Index: -1}
			} else {
				// Go before 1.17 passes arguments on the stack, above the
				// return address.
				c.ArgLocs[i] = point.ArgLoc{Kind: point.LocMem, Size: 8, Reg: int(abi.SP.Offset()), Index: -1, Scale: 1, Offset: int64(8 * (i + 1))}
			}
		}
		c.NumArgs = len(abi.GoArgRegs)
		return c, nil
	}
	c.LazyFields = func() []point.Field { return dwarfVars(t) }
	return c, nil
}

// returnLocals is why a C function's return probe has no locals, with
// the statement probe that has them (returnStmt).
func returnLocals(t point.Target) []point.Field {
	why := "locals are out of scope once the function has returned"
	if at := returnStmt(t); at != "" {
		why += "; probe a statement at its return instead: " + at
	}
	return []point.Field{{Local: true, Unavailable: why}}
}

// returnStmt is the statement probe on the line of a C function's last
// statement row, its closing brace or its last return, where its locals
// are still in scope: "uprobe:./prog@prog.c:31", or "". (The line of its
// last instruction may have no statement row, and no statement probe, at
// -O2.)
func returnStmt(t point.Target) string {
	f, err := elfx.Cached(t.Path)
	if len(t.Parts) < 2 || err != nil {
		return ""
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok || sym.Size == 0 {
		return ""
	}
	src, ok := f.Source(sym.Addr + sym.Size - 1)
	if !ok || src.Loc.Line <= 0 {
		return ""
	}
	lines, err := f.Lines(filepath.Base(src.Loc.File))
	if err != nil {
		return ""
	}
	// The last row: the highest address, and of the rows there (lines
	// optimized code put at one address) the last view.
	last, at := 0, elfx.Stmt{}
	for line, stmts := range lines {
		for _, s := range stmts {
			if s.Addr >= sym.Addr && s.Addr < sym.Addr+sym.Size && (last == 0 || s.Addr > at.Addr || s.Addr == at.Addr && s.View > at.View) {
				last, at = line, s
			}
		}
	}
	if last == 0 {
		return ""
	}
	return fmt.Sprintf("uprobe:%s@%s:%d", t.Path, filepath.Base(src.Loc.File), last)
}

// cRetFloat is a C function's floating-point return value, from its
// DWARF: x86-64's System V ABI returns a float or a double in xmm0 and a
// long double in the x87 register st0, where a uretprobe's pt_regs do
// not reach.
func cRetFloat(t point.Target) point.FloatRet {
	f, err := elfx.Cached(t.Path)
	if len(t.Parts) < 2 || err != nil {
		return point.FloatRet{}
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok {
		return point.FloatRet{}
	}
	sc, ok, err := f.VarsAt(sym.Addr)
	if !ok || err != nil || sc.Ret == nil || !sc.Ret.Float {
		return point.FloatRet{}
	}
	r := point.FloatRet{Type: sc.Ret.Decl, Reg: "xmm0", At: returnStmt(t)}
	if sc.Ret.Size > 8 {
		r.Reg = "st0"
	}
	return r
}

// goRetFloat is a Go function's first result when Go's ABI returns it
// in a floating-point register (a float64 in X0), where retval, which
// reads the first integer one, does not find it.
func goRetFloat(rs []elfx.GoParam) point.FloatRet {
	if len(rs) == 0 || rs[0].Stack || rs[0].Struct || len(rs[0].Pieces) == 0 {
		return point.FloatRet{}
	}
	for _, pc := range rs[0].Pieces {
		if !pc.Float {
			return point.FloatRet{}
		}
	}
	return point.FloatRet{Type: rs[0].Decl, Reg: fmt.Sprintf("X%d", rs[0].Pieces[0].Reg)}
}

// dwarfArgs gives args.NAME at a function's entry from the binary's DWARF:
// the integer and pointer parameters passed in registers, in order.
// Floating-point ones travel in vector registers and are left out; a
// struct passed by value ends the list (where the later ones go depends on
// its layout).
func dwarfArgs(t point.Target) []point.Field {
	var fields []point.Field
	_, params := entryParams(t)
	for _, p := range params {
		if p.Struct || len(fields) == len(abi.ArgRegs) {
			break
		}
		if p.Float || p.Name == "" {
			continue
		}
		f := point.Field{Name: p.Name, CType: p.CType, Offset: int(abi.ArgRegs[len(fields)].Offset()), Size: p.Size, Signed: p.Signed}
		if p.CType == "void *" {
			// A pointer to the program's own types: typed from the DWARF,
			// as bpftrace does (args.foo->x).
			f.BTF = dwarfBTF(p.Type)
		}
		fields = append(fields, f)
	}
	return fields
}

// ListFields lists, for -lv, every parameter the binary's DWARF declares
// for the function, spelled as the DWARF names their types (as bpftrace
// lists them), whether or not args.NAME can read it; none for a uretprobe.
func (p uprobeProvider) ListFields(t point.Target) []point.Field {
	if isInlined(t) {
		return inlineArgs(t)
	}
	if f, err := elfx.Cached(t.Path); err == nil && f.IsGo && isGoFunc(t) {
		return goListFields(t, p.ret)
	}
	if p.ret {
		return nil // bpftrace lists no parameters for a uretprobe
	}
	names, params := entryParams(t)
	if names[0] != t.Parts[1] && !strings.HasPrefix(t.Parts[1], "_Z") {
		// bpftrace finds a C function's DWARF by its DW_AT_name: another
		// name for the same code (an alias, glibc's __GI_ ones) lists no
		// parameters.
		return nil
	}
	fields := make([]point.Field, len(params))
	for i, prm := range params {
		fields[i] = point.Field{Name: prm.Name, CType: prm.Decl}
	}
	return fields
}

// entryParams returns the DWARF name and parameters of the function a
// target enters (none for a target inside a function).
func entryParams(t point.Target) ([2]string, []elfx.Param) {
	if len(t.Parts) < 3 || t.Parts[2] != "0" {
		return [2]string{}, nil // not the entry: the registers have moved on
	}
	f, err := elfx.Cached(t.Path)
	if err != nil {
		return [2]string{}, nil
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok {
		return [2]string{}, nil
	}
	names, params, ok, err := f.Subprogram(sym.Addr)
	if err != nil || !ok {
		return [2]string{}, nil
	}
	return names, params
}

// isGoFunc tells Go functions ("main.f", "net/http.(*Server).Serve") from
// C functions linked into a Go binary by cgo, at the entry of the function.
func isGoFunc(t point.Target) bool {
	return len(t.Parts) >= 3 && strings.Contains(t.Parts[1], ".") && t.Parts[2] == "0"
}

// useMulti reports whether a target attaches through a uprobe_multi link:
// where the kernel has them, except a uretprobe in a Go binary (uprobes on
// its return instructions, see Attach).
func (p uprobeProvider) useMulti(t point.Target) bool {
	if !UprobeMulti || features.HaveBPFLinkUprobeMulti() != nil {
		return false
	}
	if p.ret {
		f, err := elfx.Cached(t.Path)
		return err == nil && !f.IsGo
	}
	return true
}

// uprobes is opts as a uprobe attaches with them: without the process
// when -p does not restrict uprobes (EveryProcess).
func (opts AttachOptions) uprobes() AttachOptions {
	if opts.EveryProcess {
		opts.PID = 0
	}
	return opts
}

// multiPIDByThread reports whether a uprobe_multi link's pid filters by
// thread instead of process, as before 6.10 (the kernel's "bpf: fix
// multi-uprobe PID filtering logic"): there, links are attached for every
// process and programs keep -p's process themselves (Context.PidFilter).
var multiPIDByThread = sync.OnceValue(func() bool {
	major, minor, ok := kernel.KernelVersion()
	return ok && (major < 6 || major == 6 && minor < 10)
})

// uprobeFuncIP reports whether bpf_get_func_ip works in uprobe programs:
// it gives the probed function's address, at the return too, from Linux
// 6.6 (the kernel's "bpf: Add support for uprobe multi get_func_ip" and
// "bpf: Add bpf_get_func_ip support for uprobe"). Before, it returns 0
// there, which a loaded program cannot tell from a real answer.
var uprobeFuncIP = sync.OnceValue(func() bool {
	major, minor, ok := kernel.KernelVersion()
	return ok && (major > 6 || major == 6 && minor >= 6)
})

// GroupKey groups the targets of a program that attach through one
// uprobe_multi link: those in one binary.
func (p uprobeProvider) GroupKey(t point.Target) string {
	if p.useMulti(t) {
		return t.Path
	}
	return ""
}

// AttachGroup attaches targets in one binary through one uprobe_multi
// link. Where the kernel refuses one of them (an instruction it cannot
// single-step), the link fails whole: the halves are tried, down to the
// targets that fail, so that the others still attach through few links.
func (p uprobeProvider) AttachGroup(ts []point.Target, cookies []uint64, prog *ebpf.Program, opts AttachOptions) (io.Closer, error) {
	return attachUprobeMulti(ts, cookies, prog, p.ret, opts.uprobes(), 0, func(t point.Target) (uint64, uint64, error) { return t.Value, 0, nil })
}

// attachUprobeMulti attaches targets in one binary through uprobe_multi
// links, at the file offset and reference counter offset (USDT
// semaphores; 0 for none) site gives for each, with their cookies (nil:
// none). child, when not 0, is the one process they fire in (USDT under
// -c); before 6.10 the kernel keeps only its first thread, which at attach
// time is its only one.
func attachUprobeMulti(ts []point.Target, cookies []uint64, prog *ebpf.Program, ret bool, opts AttachOptions, child int, site func(point.Target) (uint64, uint64, error)) (io.Closer, error) {
	ex, err := link.OpenExecutable(ts[0].Path)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", ts[0].Name, err)
	}
	attach := ex.UprobeMulti
	if ret {
		attach = ex.UretprobeMulti
	}
	var links multiCloser
	var errs []error
	offs, refs, cks := make([]uint64, 0, len(ts)), make([]uint64, 0, len(ts)), make([]uint64, 0, len(ts))
	var ok []point.Target
	for i, t := range ts {
		off, ref, err := site(t)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		ok, offs, refs = append(ok, t), append(offs, off), append(refs, ref)
		if cookies != nil {
			cks = append(cks, cookies[i])
		}
	}
	nonzero := func(r uint64) bool { return r != 0 }
	pid := uint32(opts.PID)
	if multiPIDByThread() {
		pid = 0 // the program keeps the process's events (Context.PidFilter)
	}
	if child > 0 {
		pid = uint32(child)
	}
	var try func(lo, hi int)
	try = func(lo, hi int) {
		o := &link.UprobeMultiOptions{Addresses: offs[lo:hi], PID: pid}
		if slices.ContainsFunc(refs[lo:hi], nonzero) {
			o.RefCtrOffsets = refs[lo:hi]
		}
		if slices.ContainsFunc(cks, nonzero) {
			o.Cookies = cks[lo:hi]
		}
		l, err := attach(nil, prog, o)
		switch {
		case err == nil:
			links = append(links, l)
		case hi-lo == 1 && errors.Is(err, syscall.Errno(524)): // ENOTSUPP
			errs = append(errs, fmt.Errorf("attach %s: the kernel cannot place a uprobe on the instruction at file offset %#x: %w", ok[lo].Name, offs[lo], err))
		case hi-lo == 1:
			errs = append(errs, fmt.Errorf("attach %s: %w", ok[lo].Name, err))
		default:
			mid := (lo + hi) / 2
			try(lo, mid)
			try(mid, hi)
		}
	}
	if len(ok) > 0 {
		try(0, len(ok))
	}
	if len(links) == 0 {
		return nil, errors.Join(errs...)
	}
	return links, errors.Join(errs...)
}

func (p uprobeProvider) Attach(t point.Target, prog *ebpf.Program, opts AttachOptions) (io.Closer, error) {
	opts = opts.uprobes()
	if p.useMulti(t) {
		return p.AttachGroup([]point.Target{t}, nil, prog, opts)
	}
	ex, err := link.OpenExecutable(t.Path)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	uo := func(off uint64) *link.UprobeOptions {
		return &link.UprobeOptions{Address: off, PID: opts.PID, TraceFSPrefix: kernel.TracefsEventPrefix()}
	}
	if !p.ret {
		l, err := ex.Uprobe("", prog, uo(t.Value))
		if err != nil {
			return nil, fmt.Errorf("attach %s: %w", t.Name, err)
		}
		return l, nil
	}
	f, err := elfx.Cached(t.Path)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	if !f.IsGo {
		l, err := ex.Uretprobe("", prog, uo(t.Value))
		if err != nil {
			return nil, fmt.Errorf("attach %s: %w", t.Name, err)
		}
		return l, nil
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok {
		return nil, fmt.Errorf("attach %s: function %s vanished from %s", t.Name, t.Parts[1], t.Path)
	}
	rets, err := elfx.ReturnSites(f, sym)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	var links multiCloser
	for _, r := range rets {
		off, err := f.FileOffset(r)
		if err == nil {
			var l link.Link
			l, err = ex.Uprobe("", prog, uo(off))
			if err == nil {
				links = append(links, l)
				continue
			}
		}
		links.Close()
		return nil, fmt.Errorf("attach %s (return at %#x): %w", t.Name, r, err)
	}
	return links, nil
}
