// Package probe finds, lists and attaches sonde's event sources. Each probe
// kind (tracepoint, rawtracepoint, interval, uprobe, ...) is one file
// implementing Provider plus its line in registry.go; what the compiler
// needs of a kind (targets, contexts, argument locations) is data in the
// leaf package point, where the kinds are registered. Machinery the kinds
// share has files of its own: the kernel-function catalogue (kfuncs.go),
// perf-event attachment (perfevent.go), what the kernel lacks
// (unavailable.go). Nothing outside a provider's file switches on the kind
// of a probe.
//
// It may import point, the kernel-facts packages (kernel, kbtf, elfx,
// usdt), lang/source (for did-you-mean), cilium/ebpf and golang.org/x;
// never the checker, the code generator or a front end.
package probe

import (
	"fmt"
	"io"

	"github.com/cilium/ebpf"

	"sonde/internal/probe/point"
)

// AttachOptions carries what the command line adds to every attachment.
type AttachOptions struct {
	PID    int       // restrict to this process (uprobes, usdt); 0 = all
	Unsafe bool      // --unsafe: attach where safety cannot be checked (a uprobe at an address in no function)
	Cmd    string    // -c: the command's program as written ("./prog"), for probes that need one
	Cpid   int       // -c: the command's process, at attach time
	Warn   io.Writer // where a provider reports trouble after attaching (nil: nowhere)
	// EveryProcess: -p (PID) finds uprobes' binaries and libraries but
	// does not restrict where they fire, as in bpftrace 0.17 (USDT
	// probes still fire only in PID's process).
	EveryProcess bool
}

// SpecError is an error in a probe spec whose message names what it is
// about (often in bpftrace's words); it is reported as it is, without the
// spec in front.
type SpecError struct{ Msg string }

func (e *SpecError) Error() string { return e.Msg }

// specErrorf returns err itself when it is a *SpecError, else a new error
// formatted like fmt.Errorf.
func specErrorf(err error, format string, args ...any) error {
	if _, ok := err.(*SpecError); ok {
		return err
	}
	return fmt.Errorf(format, args...)
}

// Provider is one kind of event source: the compiler's view of it
// (point.Kind: names and contexts) plus what finds and attaches targets.
type Provider interface {
	point.Kind
	// Expand parses the text after "provider:" (the whole text for BEGIN/END)
	// and expands wildcards into concrete targets. A spec without wildcards
	// that names nothing is an error.
	Expand(spec string, opts AttachOptions) ([]point.Target, error)
	// List returns the targets matching a pattern written after "provider:"
	// ("" lists all).
	List(pattern string) ([]point.Target, error)
	// Attach attaches a loaded program. Closing the result detaches it.
	Attach(t point.Target, prog *ebpf.Program, opts AttachOptions) (io.Closer, error)
}

// Register adds a provider to the registry of kinds (point.Register).
func Register(p Provider) { point.Register(p) }

// Lookup finds a provider by name or alias.
func Lookup(name string) (Provider, bool) {
	k, ok := point.Lookup(name)
	if !ok {
		return nil, false
	}
	p, ok := k.(Provider)
	return p, ok
}

// GroupAttacher is implemented by providers that attach several targets
// of one program through one link (uprobe_multi: the functions of one
// binary). GroupKey says which: targets of a program with the same
// nonempty key attach together through AttachGroup, each with its cookie
// (point.Context.Cookie; nil: all 0); a target whose key is "" attaches
// alone through Attach. AttachGroup attaches what it can: it returns the
// links of the targets it attached (nil when none) and an error naming
// each target it could not.
type GroupAttacher interface {
	GroupKey(t point.Target) string
	AttachGroup(ts []point.Target, cookies []uint64, prog *ebpf.Program, opts AttachOptions) (io.Closer, error)
}

// Unwatcher is implemented by what Attach returns for probes that watch
// memory (watchpoints): Unwatch stops watching addr, for the script's
// unwatch(addr). An address it does not watch is ignored.
type Unwatcher interface {
	Unwatch(addr uint64)
}

// Availability is implemented by providers that need more of the kernel or
// the machine than BPF itself (kprobes, hardware counters, breakpoints):
// Available says why they cannot work here, or returns nil.
type Availability interface {
	Available() error
}

// Available reports whether a provider can work on this system; providers
// that do not implement Availability need nothing beyond BPF.
func Available(p Provider) error {
	if a, ok := p.(Availability); ok {
		return a.Available()
	}
	return nil
}

// NotFoundError is an attach point that names nothing on this system, with
// the closest name that exists when one is close (a typo).
type NotFoundError struct {
	Msg        string
	Suggestion string // "sys_enter_openat"; "" when nothing is close
}

func (e *NotFoundError) Error() string { return e.Msg }

// Help is the diagnostic's "= help:" line, or "".
func (e *NotFoundError) Help() string {
	if e.Suggestion == "" {
		return ""
	}
	return fmt.Sprintf("did you mean %q?", e.Suggestion)
}

// Resolve expands one attach point written in a script.
func Resolve(attach string, opts AttachOptions) (Provider, []point.Target, error) {
	name, rest := point.Split(attach)
	p, ok := Lookup(name)
	if !ok {
		return nil, nil, &point.UnknownProviderError{Name: name}
	}
	if name == attach { // BEGIN, END
		rest = attach
	}
	ts, err := p.Expand(rest, opts)
	return p, ts, err
}

// targetFileError reports a binary that a uprobe or usdt spec names and
// that cannot be found, in bpftrace's words.
func targetFileError(provider, bin string, err error) error {
	if bin == "" {
		return err // the process's executable (-p): the error says why
	}
	return &SpecError{fmt.Sprintf("%s target file '%s' does not exist or is not executable", provider, bin)}
}
