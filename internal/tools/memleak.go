package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

func init() {
	RegisterGenerator("memleak", pickMemleak)
	RegisterRenderer("memleak", renderMemleak)
}

// pickMemleak runs the uprobe script on the process of -p or -c (as
// sonde -p PID / -c CMD, so the uprobes are that process's only), and the
// kmem tracepoint script otherwise.
func pickMemleak(inv *Invocation) ([]*Variant, error) {
	if inv.Named["sample-rate"] == "0" {
		return nil, usagef("bad --sample-rate 0: want 1 or more")
	}
	pid, cmd := inv.Named["pid"], inv.Named["command"]
	if pid != "" && cmd != "" {
		return nil, usagef("-p and -c: give one")
	}
	want := "tracepoint"
	if pid != "" || cmd != "" {
		want = "uprobe"
		inv.TargetPID, _ = strconv.Atoi(pid)
		inv.Command = cmd
	}
	for _, v := range inv.Tool.Variants {
		if v.Source == want {
			if cmd != "" {
				v = &Variant{Source: v.Source, File: v.File, Text: commandOnly(v.Text)}
			}
			return []*Variant{v}, nil
		}
	}
	return nil, fmt.Errorf("memleak has no %s script", want)
}

// commandOnly adds /pid == cpid/ to each uprobe's probe: under -c, uprobes
// on a library fire in every process that uses it.
func commandOnly(script string) string {
	lines := strings.Split(script, "\n")
	var out []string
	for i, l := range lines {
		if l == "{" && i > 0 && strings.HasPrefix(lines[i-1], "uprobe:") {
			out = append(out, "/pid == cpid/")
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// An allocation is one outstanding allocation.
type allocation struct {
	addr, size, ns uint64
	stack          string
}

// renderMemleak prints the outstanding allocations the script printed
// (@size, @ts and @stack keyed by address, after a "memleak NSECS" line)
// grouped by stack, as BCC's memleak: the top -T stacks by bytes, the
// largest last.
func renderMemleak(in io.Reader, inv *Invocation, out io.Writer) error {
	top := 10
	if n, err := strconv.Atoi(inv.Named["top"]); err == nil && n > 0 {
		top = n
	}
	olderMS, _ := strconv.ParseUint(inv.Named["older"], 10, 64)
	showAllocs := inv.Named["show-allocs"] != ""
	var now uint64
	var sizes, stamps map[string]uint64
	var stacks map[string]string
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "map":
			name, v := oneMap(r)
			var err error
			switch name {
			case "@size":
				err = json.Unmarshal(v, &sizes)
			case "@ts":
				err = json.Unmarshal(v, &stamps)
			case "@stack":
				err = json.Unmarshal(v, &stacks)
			}
			if err != nil {
				return fmt.Errorf("memleak's script output: %v", err)
			}
		case "printf":
			s := printfText(r)
			if ns, ok := strings.CutPrefix(s, "memleak "); ok {
				now, _ = strconv.ParseUint(strings.TrimSpace(ns), 10, 64)
				sizes, stamps, stacks = nil, nil, nil
				return nil
			}
			if s != "\n" {
				io.WriteString(out, s)
				return nil
			}
			var allocs []allocation
			for key, size := range sizes {
				a := allocation{size: size, ns: stamps[key], stack: stacks[key]}
				a.addr, _ = strconv.ParseUint(key, 10, 64)
				if olderMS > 0 && (a.ns > now || now-a.ns < olderMS*1e6) {
					continue
				}
				allocs = append(allocs, a)
			}
			writeOutstanding(out, allocs, top, showAllocs)
		}
		return nil
	})
}

// writeOutstanding prints one interval's report.
func writeOutstanding(w io.Writer, allocs []allocation, top int, showAllocs bool) {
	type group struct {
		stack        string
		bytes, count uint64
		allocs       []allocation
	}
	byStack := map[string]*group{}
	for _, a := range allocs {
		g := byStack[a.stack]
		if g == nil {
			g = &group{stack: a.stack}
			byStack[a.stack] = g
		}
		g.bytes += a.size
		g.count++
		g.allocs = append(g.allocs, a)
	}
	var groups []*group
	for _, g := range byStack {
		groups = append(groups, g)
	}
	slices.SortFunc(groups, func(a, b *group) int {
		if a.bytes != b.bytes {
			return map[bool]int{true: -1, false: 1}[a.bytes < b.bytes]
		}
		return strings.Compare(a.stack, b.stack)
	})
	if len(groups) > top {
		groups = groups[len(groups)-top:]
	}
	fmt.Fprintf(w, "[%s] Top %d stacks with outstanding allocations:\n", time.Now().Format("15:04:05"), top)
	for _, g := range groups {
		if showAllocs {
			slices.SortFunc(g.allocs, func(a, b allocation) int { return map[bool]int{true: -1, false: 1}[a.addr < b.addr] })
			for _, a := range g.allocs {
				fmt.Fprintf(w, "\taddr = %x size = %d\n", a.addr, a.size)
			}
		}
		fmt.Fprintf(w, "\t%d bytes in %d allocations from stack\n", g.bytes, g.count)
		for _, l := range strings.Split(g.stack, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				l, _, _ = strings.Cut(l, "@") // "leak+28@file.c:20": BCC prints no source line
				fmt.Fprintf(w, "\t\t%s\n", l)
			}
		}
	}
}
