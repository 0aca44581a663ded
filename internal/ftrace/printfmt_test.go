package ftrace

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"sonde/internal/kernel"
)

// liveFormats reads every event format file of this kernel.
func liveFormats(t testing.TB) map[string][]byte {
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil
	}
	paths, _ := filepath.Glob(filepath.Join(root, "events", "*", "*", "format"))
	out := map[string][]byte{}
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			out[p] = b
		}
	}
	return out
}

// Every format file of this kernel parses, or is refused as unsupported;
// a zeroed record prints without panicking.
func TestPrintFmtLiveFormats(t *testing.T) {
	formats := liveFormats(t)
	if len(formats) == 0 {
		t.Skip("no tracefs")
	}
	ok, unsupported := 0, 0
	for path, text := range formats {
		f, err := kernel.ParseFormat(text)
		if err != nil {
			continue
		}
		pf, err := ParsePrintFmt(f)
		if err != nil {
			unsupported++
			continue
		}
		ok++
		data := make([]byte, 256)
		if _, err := pf.Append(nil, &Event{Format: f, Data: data}, &PrintEnv{LongSize: 8}); err != nil && !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v", path, err)
		}
	}
	t.Logf("%d print fmts parsed, %d refused", ok, unsupported)
	if ok < len(formats)*9/10 {
		t.Errorf("only %d of %d print fmts parsed", ok, len(formats))
	}
}

// Table: print fmts of this kernel's events with chosen field values.
func TestPrintFmtEval(t *testing.T) {
	if len(liveFormats(t)) == 0 {
		t.Skip("no tracefs")
	}
	type set struct {
		field string
		v     uint64
	}
	for _, c := range []struct {
		group, event string
		set          []set
		want         string
	}{
		{"irq", "softirq_entry", []set{{"vec", 9}}, "vec=9 [action=RCU]"},
		{"irq", "softirq_entry", []set{{"vec", 12}}, "vec=12 [action=0xc]"},
		{"timer", "timer_start", []set{{"flags", 30<<22 | 0x380000 | 1}, {"expires", 10}, {"now", 12}},
			"timer=(nil) function=0x0 expires=10 [timeout=-2] bucket_expiry=0 cpu=1 idx=30 flags=D|P|I"},
		// libtraceevent's rotation: flags & (M|D|P|I) prints as (flags&M)|D|P|I.
		{"timer", "timer_start", []set{{"flags", 0}}, "timer=(nil) function=0x0 expires=0 [timeout=0] bucket_expiry=0 cpu=0 idx=0 flags=D|P|I"},
		{"syscalls", "sys_enter_openat", []set{{"dfd", 0xffffff9c}, {"flags", 0x80000}},
			"dfd: 0xffffff9c, filename: 0x00000000, flags: 0x00080000, mode: 0x00000000"},
		// libtraceevent's rotation: "A < (C ? X : Y)" prints as "(A < C) ? X : Y".
		{"kmem", "mm_page_alloc_extfrag", []set{{"pfn", 0x10}, {"fallback_order", 10}},
			"page=0x10 pfn=0x10 alloc_order=0 fallback_order=10 pageblock_order=9 alloc_migratetype=0 fallback_migratetype=0 fragmenting=10 change_ownership=0"},
		{"sched", "sched_switch", []set{{"prev_state", 0x100}, {"prev_pid", 7}},
			"prev_comm= prev_pid=7 prev_prio=0 prev_state=R+ ==> next_comm= next_pid=0 next_prio=0"},
		{"sched", "sched_switch", []set{{"prev_state", 0x2}},
			"prev_comm= prev_pid=0 prev_prio=0 prev_state=D ==> next_comm= next_pid=0 next_prio=0"},
		{"syscalls", "sys_exit_openat", []set{{"ret", 0xfffffffffffffffe}}, "0xfffffffffffffffe"},
		{"signal", "signal_generate", []set{{"sig", 15}, {"errno", 0xffffffff}, {"pid", 42}},
			"sig=15 errno=-1 code=0 comm= pid=42 grp=0 res=0"},
	} {
		f, err := kernel.Format(c.group, c.event)
		if err != nil {
			t.Errorf("%s:%s: %v", c.group, c.event, err)
			continue
		}
		data := make([]byte, 256)
		for _, s := range c.set {
			fd := f.Field(s.field)
			if fd == nil {
				t.Fatalf("%s: no field %s", c.event, s.field)
			}
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], s.v)
			copy(data[fd.Offset:fd.Offset+fd.Size], b[:fd.Size])
		}
		pf, err := ParsePrintFmt(f)
		if err != nil {
			t.Errorf("%s: %v", c.event, err)
			continue
		}
		got, err := pf.Append(nil, &Event{Format: f, Data: data}, &PrintEnv{LongSize: 8})
		if err != nil || string(got) != c.want {
			t.Errorf("%s %v:\n got %q, %v\nwant %q", c.event, c.set, got, err, c.want)
		}
	}
}

// FuzzPrintFmt: parsing a format file's print fmt and printing a record
// through it (both layouts) never panics, whatever the text and the record.
func FuzzPrintFmt(f *testing.F) {
	for _, text := range liveFormats(f) {
		f.Add(string(text), make([]byte, 128))
	}
	f.Add("name: x\nID: 1\nformat:\n\tfield:unsigned long a;\toffset:8;\tsize:8;\tsigned:0;\n"+
		"\tfield:__data_loc char[] s;\toffset:16;\tsize:4;\tsigned:0;\n\n"+
		`print fmt: "%s %d %ps %*s", __print_flags(REC->a & (1 | 2), "|", {1, "x"}, {0, ((void *)0)}), (int)REC->a, REC->a, 3, __get_str(s)`,
		[]byte{1, 0, 2, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 20, 0, 4, 0, 'a', 'b', 'c', 0})
	syms := NewSyms([]kernel.Symbol{{Addr: 0x1000, Name: "f"}, {Addr: 0x2000, Name: "g"}})
	f.Fuzz(func(t *testing.T, text string, data []byte) {
		ef, err := kernel.ParseFormat([]byte(text))
		if err != nil {
			return
		}
		env := &PrintEnv{LongSize: 8, Syms: syms}
		e := &Event{Format: ef, Data: data}
		pf, err := ParsePrintFmt(ef)
		if err == nil {
			pf.Append(nil, e, env)
		}
		AppendFields(nil, pf, e, env)
	})
}

func TestSymsLookup(t *testing.T) {
	s := NewSyms([]kernel.Symbol{{Addr: 0x2000, Name: "g"}, {Addr: 0x1000, Name: "f"}, {Addr: 0x1000, Name: "f_alias"}, {Addr: 0x3000, Name: "_end"}})
	for _, c := range []struct {
		addr  uint64
		name  string
		start uint64
		ok    bool
	}{{0x0fff, "", 0, false}, {0x1000, "f", 0x1000, true}, {0x1fff, "f", 0x1000, true}, {0x2010, "g", 0x2000, true}, {0x3000, "_end", 0x3000, true}, {0x3001, "", 0, false}} {
		name, start, ok := s.Lookup(c.addr)
		if name != c.name || start != c.start || ok != c.ok {
			t.Errorf("Lookup(%#x) = %q %#x %v", c.addr, name, start, ok)
		}
	}
}

func TestParsePrintk(t *testing.T) {
	m := ParsePrintk([]byte("0xffffffff8281a8ff : \"thaw_processes\"\n0xffffffff8281b739 : \"line\\n\"\n0xffffffff8281a8ff : \"dup\"\nbad line\n"))
	if len(m) != 2 || m[0xffffffff8281a8ff] != "thaw_processes" || m[0xffffffff8281b739] != "line" {
		t.Errorf("%v", m)
	}
}
