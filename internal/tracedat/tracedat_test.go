package tracedat

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"
)

func sample() *File {
	page := make([]byte, 4096)
	for i := range page {
		page[i] = byte(i)
	}
	return &File{
		LongSize:    8,
		PageSize:    4096,
		HeaderPage:  []byte("\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n"),
		HeaderEvent: []byte("# compressed entry header\n"),
		Ftrace:      [][]byte{[]byte("name: function\nID: 1\n")},
		Systems: []System{{Name: "syscalls", Formats: [][]byte{
			[]byte("name: sys_enter_getppid\nID: 305\n"),
		}}},
		Kallsyms: []byte("ffffffff81000000 T _stext\n"),
		Cmdlines: []byte("1 init\n"),
		Options:  []Option{{ID: OptionUname, Data: []byte("Linux\x00")}},
		CPUs: []CPU{
			{Stats: "entries: 1\noverrun: 2\n", Data: io.NewSectionReader(bytes.NewReader(page), 0, 4096)},
			{Stats: "entries: 0\noverrun: 0\n"},
		},
	}
}

func encode(t testing.TB, f *File) []byte {
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestRoundTrip(t *testing.T) {
	for _, big := range []bool{false, true} {
		in := sample()
		in.BigEndian = big
		data := encode(t, in)
		out, err := Read(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		if out.Version != 6 || out.BigEndian != big || out.LongSize != 8 || out.PageSize != 4096 {
			t.Errorf("header: %+v", out)
		}
		for _, c := range [][2]any{
			{out.HeaderPage, in.HeaderPage}, {out.HeaderEvent, in.HeaderEvent},
			{out.Ftrace, in.Ftrace}, {out.Systems, in.Systems}, {out.Kallsyms, in.Kallsyms},
			{out.Cmdlines, in.Cmdlines}, {out.Options, in.Options},
		} {
			if !reflect.DeepEqual(c[0], c[1]) {
				t.Errorf("got %q, want %q", c[0], c[1])
			}
		}
		if len(out.Printk) != 0 {
			t.Errorf("printk %q", out.Printk)
		}
		if len(out.CPUs) != 2 || out.CPUs[0].Stats != in.CPUs[0].Stats || out.CPUs[1].Stats != in.CPUs[1].Stats {
			t.Fatalf("cpus: %+v", out.CPUs)
		}
		if _, off, _ := out.CPUs[0].Data.Outer(); off%4096 != 0 {
			t.Errorf("CPU 0 data at %d, not page-aligned", off)
		}
		got, _ := io.ReadAll(out.CPUs[0].Data)
		want, _ := io.ReadAll(io.NewSectionReader(in.CPUs[0].Data, 0, 4096))
		if !bytes.Equal(got, want) || out.CPUs[1].Data.Size() != 0 {
			t.Errorf("CPU data differs")
		}
	}
}

// Every truncation of a valid file is an error naming an offset.
func TestTruncated(t *testing.T) {
	data := encode(t, sample())
	for n := 0; n < len(data)-4096; n++ {
		_, err := Read(bytes.NewReader(data[:n]), int64(n))
		if err == nil || !strings.Contains(err.Error(), "offset ") {
			t.Fatalf("truncated at %d: err = %v", n, err)
		}
	}
}

func TestCorrupt(t *testing.T) {
	data := encode(t, sample())
	bad := bytes.Clone(data)
	bad[10] = '7' // version 7 is not read yet
	if _, err := Read(bytes.NewReader(bad), int64(len(bad))); err == nil || !strings.Contains(err.Error(), "offset 10: version 7") {
		t.Errorf("version 7: %v", err)
	}
	bad = bytes.Clone(data)
	copy(bad[len(Magic)+8:], "header_pagx")
	if _, err := Read(bytes.NewReader(bad), int64(len(bad))); err == nil || !strings.Contains(err.Error(), `offset 18: expected "header_page`) {
		t.Errorf("bad tag: %v", err)
	}
}

func FuzzRead(f *testing.F) {
	f.Add(encode(f, sample()))
	small := sample()
	small.CPUs = nil
	small.Options = nil
	small.PageSize = 64
	f.Add(encode(f, small))
	f.Add([]byte(Magic + "6\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			if !strings.Contains(err.Error(), "offset ") {
				t.Fatalf("error without an offset: %v", err)
			}
			return
		}
		for _, c := range file.CPUs {
			if _, err := io.ReadAll(c.Data); err != nil {
				t.Fatal(err)
			}
		}
	})
}
