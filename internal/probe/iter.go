package probe

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"
	"github.com/cilium/ebpf/link"
	"golang.org/x/sys/unix"

	"sonde/internal/kbtf"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// This file is the iter provider: BPF iterators (kernel 5.8+, with BTF),
// programs of type tracing attached as BPF_TRACE_ITER whose program runs
// once for each object the kernel walks when sonde reads the iterator.
//
//	iter:task        every task        (ctx.task)
//	iter:task_file   every open file   (ctx.task, ctx.fd, ctx.file)
//	iter:task_vma    every memory map  (ctx.task, ctx.vma)
//
// ctx points to the kernel's struct bpf_iter__TARGET, typed from BTF.
// Newest bpftrace reads the iterator once and ends (its docs/language.md,
// "iterator"); so does sonde. Target.Parts is [TARGET].

type iterProvider struct{}

func (iterProvider) Name() string      { return "iter" }
func (iterProvider) Aliases() []string { return []string{"it"} }

// iterTargets are the iterators sonde knows, as newest bpftrace documents
// them.
var iterTargets = []string{"task", "task_file", "task_vma"}

// iterInKernel reports whether the running kernel has iterator target
// (its BTF has the function bpf_iter_TARGET the kernel registers it by).
func iterInKernel(target string) error {
	_, _, err := kbtf.Func("", "bpf_iter_"+target)
	return err
}

func (p iterProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	target, pin, hasPin := strings.Cut(spec, ":")
	if hasPin {
		return nil, &SpecError{fmt.Sprintf("iter:%s: pinning an iterator (iter:%s:%s) is not supported by sonde: its probes print through sonde, which a reader of the pinned file would not run", spec, target, pin)}
	}
	var out []point.Target
	for _, t := range iterTargets {
		if point.Match(target, t) && iterInKernel(t) == nil {
			out = append(out, point.Target{Provider: "iter", Name: "iter:" + t, Parts: []string{t}})
		}
	}
	if len(out) > 0 || point.HasWildcard(target) {
		return out, nil
	}
	for _, t := range iterTargets {
		if t == target {
			return nil, &SpecError{fmt.Sprintf("iter:%s: this kernel has no %s iterator (bpf_iter_%s is not in its BTF: %v)", spec, t, t, iterInKernel(t))}
		}
	}
	return nil, &NotFoundError{Msg: fmt.Sprintf("iter:%s: unknown iterator %q (sonde knows %s)", spec, target, "task, task_file and task_vma"),
		Suggestion: source.Suggest(target, iterTargets)}
}

func (p iterProvider) List(pattern string) ([]point.Target, error) {
	var out []point.Target
	for _, t := range iterTargets {
		if (pattern == "" || point.Match(pattern, t)) && iterInKernel(t) == nil {
			out = append(out, point.Target{Provider: "iter", Name: "iter:" + t, Parts: []string{t}})
		}
	}
	return out, nil
}

func (iterProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	return &point.Context{
		ProgType:   ebpf.Tracing,
		AttachType: ebpf.AttachTraceIter,
		AttachTo:   t.Parts[0],
		CtxStruct:  "bpf_iter__" + t.Parts[0],
		Iter:       true,
		IterObject: 8, // task, after the struct bpf_iter_meta pointer, in each
	}, nil
}

func (iterProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	l, err := link.AttachIter(link.IterOptions{Program: prog})
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return &iterLink{Iter: l}, nil
}

// Iterator is implemented by what Attach returns for iterators: Iterate
// walks the kernel's objects once, running the program on each.
type Iterator interface {
	Iterate() error
}

type iterLink struct{ *link.Iter }

// Iterate reads the iterator to its end. The programs write nothing to
// it (their output goes to the ring buffer as every probe's does), so
// each read walks objects until there are none, or until the kernel's
// limit on objects per read (EAGAIN), after which reading goes on.
func (l *iterLink) Iterate() error {
	rc, err := l.Open()
	if err != nil {
		return fmt.Errorf("iterator: %w", err)
	}
	defer rc.Close()
	buf := make([]byte, 4096)
	for {
		_, err := rc.Read(buf)
		switch {
		case err == io.EOF:
			return nil
		case errors.Is(err, unix.EAGAIN) || errors.Is(err, unix.EINTR):
		case err != nil:
			return fmt.Errorf("iterator: %w", err)
		}
	}
}

// ListFields are what ctx holds for -lv: the members of struct
// bpf_iter__TARGET but its meta, those in anonymous unions included.
func (iterProvider) ListFields(t point.Target) []point.Field {
	var s *btf.Struct
	if _, err := kbtf.TypeByName("bpf_iter__"+t.Parts[0], &s); err != nil {
		return nil
	}
	var out []point.Field
	var walk func(ms []btf.Member)
	walk = func(ms []btf.Member) {
		for _, m := range ms {
			if u, ok := btf.UnderlyingType(m.Type).(*btf.Union); ok && m.Name == "" {
				walk(u.Members)
				continue
			}
			if m.Name != "" && m.Name != "meta" {
				out = append(out, point.Field{Name: m.Name, CType: kbtf.CType(m.Type)})
			}
		}
	}
	walk(s.Members)
	return out
}
