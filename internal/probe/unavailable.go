package probe

// What the running kernel lacks for a probe type, said once: the error
// providers return from Available and Expand, the alternatives it suggests,
// and --fallback's use of them.

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/probe/point"
)

// UnavailableError says the running kernel lacks what a probe type needs,
// and what to use instead.
type UnavailableError struct {
	What     string   // "kprobes", "fentry"
	Config   string   // the kernel option that provides it: "CONFIG_KPROBES"
	Reason   string   // what is wrong here: "the kernel was built without CONFIG_KPROBES"
	Fallback string   // an equivalent probe that works on this kernel, for --fallback ("" if none)
	Suggest  []string // probes to use instead, best first
	Note     string   // more about the suggestions
	Err      error    // the underlying error, wrapping ebpf.ErrNotSupported where it applies
}

func (e *UnavailableError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s not available on this kernel: %s", e.What, e.Reason)
	if len(e.Suggest) > 0 {
		fmt.Fprintf(&b, "; use %s instead", strings.Join(e.Suggest, " or "))
	}
	if e.Note != "" {
		fmt.Fprintf(&b, " (%s)", e.Note)
	}
	return b.String()
}

func (e *UnavailableError) Unwrap() error { return e.Err }

// with returns a copy carrying suggestions for one probe.
func (e *UnavailableError) with(fallback string, suggest []string, note string) *UnavailableError {
	c := *e
	c.Fallback, c.Suggest, c.Note = fallback, suggest, note
	return &c
}

// ResolveFallback is Resolve for --fallback: when the kernel lacks the
// probe type of attach but has an equivalent one (kprobe:F -> fentry:F,
// kretprobe:F -> fexit:F, and back), it resolves that one instead and
// returns a note saying so, for stderr. Otherwise it is Resolve.
func ResolveFallback(attach string, opts AttachOptions) (Provider, []point.Target, string, error) {
	p, ts, err := Resolve(attach, opts)
	var ue *UnavailableError
	if err == nil || !errors.As(err, &ue) || ue.Fallback == "" {
		return p, ts, "", err
	}
	p2, ts2, err2 := Resolve(ue.Fallback, opts)
	if err2 != nil {
		return p, ts, "", err
	}
	return p2, ts2, fmt.Sprintf("%s: %s not available (%s): using %s", attach, ue.What, ue.Reason, ue.Fallback), nil
}

func unavailableReason(err error) string {
	var ue *UnavailableError
	if errors.As(err, &ue) {
		return ue.Reason
	}
	return err.Error()
}

// errnoText gives the kernel's errno of an error when it has one: cilium's
// messages add guesses (MEMLOCK) that do not apply on current kernels.
func errnoText(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return err.Error()
}

// permissionHint names the capabilities a refused operation needs.
func permissionHint(err error, caps string) string {
	if errors.Is(err, unix.EPERM) || errors.Is(err, unix.EACCES) {
		return " (needs " + caps + ")"
	}
	return ""
}

// notSupported is an UnavailableError for a probe type whose test program
// does not load or attach here; not running as root is said, being the
// likely reason.
func notSupported(what, reason string, err error) *UnavailableError {
	if os.Geteuid() != 0 {
		reason += " (not running as root)"
	}
	return &UnavailableError{What: what, Reason: reason, Err: errors.Join(ebpf.ErrNotSupported, err)}
}
