package probe

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"
	"golang.org/x/sys/unix"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// This file is the lsm provider: BPF programs on the kernel's Linux
// Security Module hooks (BPF_PROG_TYPE_LSM, BPF_LSM_MAC).
//
//	lsm:HOOK    e.g. lsm:file_open, lsm:socket_connect, lsm:task_kill
//
// Each hook has an empty kernel function bpf_lsm_HOOK whose BTF gives the
// hook's arguments, read by name as in fentry (args.file). The program's
// return value is the hook's verdict: 0 allows, a negative errno denies
// (`return -1;` is -EPERM); a probe without `return VALUE` allows. The
// hooks run only when the BPF LSM is active: the kernel was built with
// CONFIG_BPF_LSM and "bpf" is in its LSM list (CONFIG_LSM, or lsm=... on
// the kernel command line), which /sys/kernel/security/lsm shows.
// Newer bpftrace has this provider; 0.17 does not.

type lsmProvider struct{}

// lsmPrefix begins the name of each hook's BTF function.
const lsmPrefix = "bpf_lsm_"

// lsmNotHooks are bpf_lsm_* functions of the BPF LSM itself, not hooks.
var lsmNotHooks = map[string]bool{"verify_prog": true, "find_cgroup_shim": true, "func_proto": true,
	"is_sleepable_hook": true, "is_trusted": true, "get_retval_range": true, "hook_denylist": true}

func (lsmProvider) Name() string      { return "lsm" }
func (lsmProvider) Aliases() []string { return nil }

// ListedOnlyByName: `-l` without a pattern naming lsm leaves the hooks out,
// as bpftrace 0.17 (which has no lsm provider) lists none.
func (lsmProvider) ListedOnlyByName() bool { return true }

func (p lsmProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	if spec == "" || strings.Contains(spec, ":") {
		return nil, fmt.Errorf("lsm probe must be lsm:HOOK, found lsm:%s", spec)
	}
	if point.HasWildcard(spec) {
		ts, err := p.List(spec)
		if err != nil {
			return nil, err
		}
		if len(ts) == 0 {
			return nil, fmt.Errorf("no LSM hook matches %q", spec)
		}
		if err := lsmAvailable(); err != nil {
			return nil, err
		}
		return ts, nil
	}
	if _, _, err := kbtf.Func("", lsmPrefix+spec); err != nil || lsmNotHooks[spec] {
		if errors.Is(err, kbtf.ErrNoFunc) || lsmNotHooks[spec] {
			return nil, &NotFoundError{Msg: fmt.Sprintf("no LSM hook %q: the kernel's BTF has no function %s%s", spec, lsmPrefix, spec),
				Suggestion: lsmSuggest(spec)}
		}
		return nil, err
	}
	if err := lsmAvailable(); err != nil {
		return nil, err
	}
	return []point.Target{lsmTarget(spec)}, nil
}

func lsmTarget(hook string) point.Target {
	return point.Target{Provider: "lsm", Name: "lsm:" + hook, Parts: []string{hook}}
}

// lsmHooks lists the hooks the kernel's BTF knows, sorted.
func lsmHooks() ([]string, error) {
	names, err := kbtf.FuncNames()
	if err != nil {
		return nil, err
	}
	var hooks []string
	for fn := range names {
		if hook, ok := strings.CutPrefix(fn, lsmPrefix); ok && !lsmNotHooks[hook] {
			hooks = append(hooks, hook)
		}
	}
	sort.Strings(hooks)
	return hooks, nil
}

// lsmSuggest is the hook closest to a misspelt one, or "".
func lsmSuggest(hook string) string {
	hooks, err := lsmHooks()
	if err != nil {
		return ""
	}
	return source.Suggest(hook, hooks)
}

// List lists the hooks from BTF, whether or not the BPF LSM is active
// (Expand says when it is not).
func (lsmProvider) List(pattern string) ([]point.Target, error) {
	if pattern == "" {
		pattern = "*"
	}
	hooks, err := lsmHooks()
	if err != nil {
		return nil, err
	}
	var out []point.Target
	for _, h := range hooks {
		if point.Match(pattern, h) {
			out = append(out, lsmTarget(h))
		}
	}
	return out, nil
}

// Context: the hook's arguments as fentry's (u64 slots of the context
// array, by name); the program's return value is the verdict.
func (lsmProvider) Context(t point.Target, k point.Kernel) (*point.Context, error) {
	if len(t.Parts) != 1 {
		return nil, fmt.Errorf("bad lsm target %q", t.Name)
	}
	fields, slots, err := k.FuncArgs("", lsmPrefix+t.Parts[0])
	if err != nil {
		return nil, err
	}
	return &point.Context{ProgType: ebpf.LSM, AttachType: ebpf.AttachLSMMac, AttachTo: t.Parts[0], // cilium/ebpf adds bpf_lsm_
		ArgN: point.ArgsArray, NumArgs: slots, Func: true, Verdict: true, Fields: fields}, nil
}

func (lsmProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	l, err := link.AttachLSM(link.LSMOptions{Program: prog})
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return l, nil
}

func (lsmProvider) Available() error { return lsmAvailable() }

// securityLSM lists the active LSMs.
const securityLSM = "/sys/kernel/security/lsm"

// lsmAvailable says whether LSM programs run here: the BPF LSM is among
// the active LSMs (securityfs is mounted if it is not, as tracefs is), and
// a trivial LSM program loads.
var lsmAvailable = sync.OnceValue(func() error {
	unavailable := func(reason string, err error) error { return notSupported("lsm probes", reason, err) }
	if v, known := kernel.Config("CONFIG_BPF_LSM"); known && v == "" {
		return unavailable("the kernel was built without CONFIG_BPF_LSM", nil)
	}
	active, err := os.ReadFile(securityLSM)
	if errors.Is(err, os.ErrNotExist) {
		if merr := unix.Mount("securityfs", "/sys/kernel/security", "securityfs", 0, ""); merr != nil && !errors.Is(merr, unix.EBUSY) {
			return unavailable(fmt.Sprintf("cannot tell whether the BPF LSM is active: %s is missing and mounting securityfs failed: %v", securityLSM, merr), merr)
		}
		active, err = os.ReadFile(securityLSM)
	}
	if err != nil {
		return unavailable(fmt.Sprintf("cannot tell whether the BPF LSM is active: %v", err), err)
	}
	list := strings.TrimSpace(string(active))
	if !strings.Contains(","+list+",", ",bpf,") {
		return unavailable(fmt.Sprintf("the BPF LSM is not active: the kernel runs the LSMs %q; boot it with lsm=%s,bpf", list, list), nil)
	}
	prog, err := bpf.LoadProgram(&ebpf.ProgramSpec{
		Name: "sonde_lsm", Type: ebpf.LSM, AttachType: ebpf.AttachLSMMac, AttachTo: "file_open",
		License: "GPL", Instructions: asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Return()},
	})
	if err != nil {
		return unavailable(fmt.Sprintf("an LSM program does not load: %s", errnoText(err)), err)
	}
	prog.Close()
	return nil
})
