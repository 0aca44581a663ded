package kernel

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// EventFormat is a tracepoint's record layout, parsed from
// tracefs events/GROUP/EVENT/format.
type EventFormat struct {
	Group, Event string
	ID           uint32        // the perf tracepoint id
	Common       []FormatField // common_type, common_pid, ...: the record header
	Fields       []FormatField // the event's own fields: what args.NAME sees
	// PrintFmt is the text after "print fmt: ": the quoted format and its
	// arguments, as the kernel's TP_printk wrote them.
	PrintFmt string
}

// FormatField is one field of a tracepoint record.
type FormatField struct {
	Name   string
	CType  string // "int", "const char *", "char[16]"; "char[]" for __data_loc/__rel_loc
	Offset int    // bytes from the start of the record
	Size   int
	Signed bool
	// DataLoc marks a __data_loc field: a u32 holding (len<<16 | offset)
	// of variable-length data, the offset counted from the record start.
	DataLoc bool
	// RelLoc marks a __rel_loc field: like DataLoc, but the offset is counted
	// from the end of this field.
	RelLoc bool
}

// Field returns the named field (common ones included), or nil.
func (f *EventFormat) Field(name string) *FormatField {
	for _, list := range [][]FormatField{f.Fields, f.Common} {
		for i := range list {
			if list[i].Name == name {
				return &list[i]
			}
		}
	}
	return nil
}

var formatCache sync.Map // "group:event" -> *EventFormat

// ErrNotFound is wrapped by errors about tracepoints that do not exist.
var ErrNotFound = errors.New("not found")

// Format reads and parses the format file of tracepoint GROUP:EVENT. Results
// are cached for the life of the process.
func Format(group, event string) (*EventFormat, error) {
	key := group + ":" + event
	if f, ok := formatCache.Load(key); ok {
		return f.(*EventFormat), nil
	}
	root, err := EnsureTracefs()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(root, "events", group, event, "format"))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("tracepoint %s: %w", key, ErrNotFound)
		}
		return nil, fmt.Errorf("read format of tracepoint %s: %w", key, err)
	}
	f, err := ParseFormat(data)
	if err != nil {
		return nil, fmt.Errorf("parse format of tracepoint %s: %w", key, err)
	}
	f.Group, f.Event = group, event
	formatCache.Store(key, f)
	return f, nil
}

// TracepointExists reports whether tracefs has events/GROUP/EVENT.
func TracepointExists(group, event string) bool {
	root, err := EnsureTracefs()
	if err != nil || group == "" || event == "" || strings.ContainsAny(group+event, "/") {
		return false
	}
	_, err = os.Stat(filepath.Join(root, "events", group, event, "format"))
	return err == nil
}

// ParseFormat parses the text of a tracepoint format file.
func ParseFormat(text []byte) (*EventFormat, error) {
	f := &EventFormat{}
	haveID := false
	lines := strings.Split(string(text), "\n")
	for n, line := range lines {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "name:"):
			f.Event = strings.TrimSpace(strings.TrimPrefix(line, "name:"))
		case strings.HasPrefix(line, "ID:"):
			id, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(line, "ID:")), 10, 32)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad ID: %w", n+1, err)
			}
			f.ID, haveID = uint32(id), true
		case strings.HasPrefix(line, "print fmt:"):
			// The rest of the file: a format string may hold newlines.
			rest := strings.Join(lines[n:], "\n")
			f.PrintFmt = strings.TrimSpace(rest[strings.Index(rest, "print fmt:")+len("print fmt:"):])
		case strings.HasPrefix(line, "field:"):
			field, err := parseFieldLine(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", n+1, err)
			}
			if strings.HasPrefix(field.Name, "common_") {
				f.Common = append(f.Common, field)
			} else {
				f.Fields = append(f.Fields, field)
			}
		}
	}
	if !haveID {
		return nil, errors.New("no ID line")
	}
	return f, nil
}

// ParseFields parses the field lines of a format file that is not an
// event's: events/header_page ("field: u64 timestamp; offset:0; ...").
func ParseFields(text []byte) ([]FormatField, error) {
	var out []FormatField
	for n, line := range strings.Split(string(text), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "field:") {
			continue
		}
		f, err := parseFieldLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
		out = append(out, f)
	}
	return out, nil
}

// parseFieldLine parses
// "field:const char * filename;	offset:24;	size:8;	signed:0;".
func parseFieldLine(line string) (FormatField, error) {
	var ff FormatField
	var decl string
	haveOffset, haveSize := false, false
	for _, part := range strings.Split(line, ";") {
		key, val, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		switch key {
		case "field":
			decl = val
		case "offset", "size", "signed":
			v, err := strconv.Atoi(val)
			if err != nil {
				return ff, fmt.Errorf("bad %s %q", key, val)
			}
			switch key {
			case "offset":
				ff.Offset, haveOffset = v, true
			case "size":
				ff.Size, haveSize = v, true
			case "signed":
				ff.Signed = v != 0
			}
		}
	}
	if decl == "" || !haveOffset || !haveSize {
		return ff, fmt.Errorf("malformed field %q", line)
	}
	name, ctype, err := splitDecl(decl, ff.Size)
	if err != nil {
		return ff, err
	}
	ff.Name = name
	if t, ok := strings.CutPrefix(ctype, "__data_loc "); ok {
		ctype, ff.DataLoc = strings.TrimSpace(t), true
	} else if t, ok := strings.CutPrefix(ctype, "__rel_loc "); ok {
		ctype, ff.RelLoc = strings.TrimSpace(t), true
	}
	ff.CType = ctype
	return ff, nil
}

// splitDecl splits a C declaration into its name and type:
// "char prev_comm[16]" -> "prev_comm", "char[16]";
// "const char * filename" -> "filename", "const char *";
// "__data_loc char[] name" -> "name", "__data_loc char[]".
// An array length that is not a number (an unexpanded macro) is replaced by
// the length the field size implies for byte arrays.
func splitDecl(decl string, size int) (name, ctype string, err error) {
	decl = strings.TrimSpace(decl)
	suffix := ""
	if strings.HasSuffix(decl, "]") {
		i := strings.LastIndexByte(decl, '[')
		if i < 0 {
			return "", "", fmt.Errorf("malformed declaration %q", decl)
		}
		decl, suffix = strings.TrimSpace(decl[:i]), decl[i:]
	}
	end := len(decl)
	start := end
	for start > 0 && isIdentByte(decl[start-1]) {
		start--
	}
	if start == end {
		return "", "", fmt.Errorf("no field name in %q", decl)
	}
	name = decl[start:end]
	ctype = strings.TrimSpace(decl[:start])
	if ctype == "" {
		return "", "", fmt.Errorf("no type in %q", decl)
	}
	if suffix != "" {
		n := strings.TrimSpace(suffix[1 : len(suffix)-1])
		if _, err := strconv.Atoi(n); n != "" && err != nil && isByteType(ctype) {
			suffix = "[" + strconv.Itoa(size) + "]"
		}
		ctype += suffix
	}
	return name, ctype, nil
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isByteType(t string) bool {
	switch t {
	case "char", "unsigned char", "signed char", "u8", "s8", "__u8", "__s8", "uint8_t", "int8_t":
		return true
	}
	return false
}

// Events lists tracepoints as "group:event", sorted, keeping those that
// match a glob pattern written against "group:event" (path.Match syntax;
// "" keeps all). It reads available_events, or walks events/ when that file
// cannot be read.
func Events(pattern string) ([]string, error) {
	if pattern != "" {
		if _, err := path.Match(pattern, ""); err != nil {
			return nil, fmt.Errorf("bad tracepoint pattern %q: %w", pattern, err)
		}
	}
	all, err := allEvents()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range all {
		if pattern == "" {
			out = append(out, e)
		} else if ok, _ := path.Match(pattern, e); ok {
			out = append(out, e)
		}
	}
	return out, nil
}

var (
	eventsMu   sync.Mutex
	eventsList []string // cached after the first success
)

func allEvents() ([]string, error) {
	eventsMu.Lock()
	defer eventsMu.Unlock()
	if eventsList != nil {
		return eventsList, nil
	}
	list, err := readEvents()
	if err == nil {
		eventsList = list
	}
	return list, err
}

func readEvents() ([]string, error) {
	root, err := EnsureTracefs()
	if err != nil {
		return nil, err
	}
	var out []string
	avail := filepath.Join(root, "available_events")
	data, err := os.ReadFile(avail)
	switch {
	case err == nil:
		for _, line := range strings.Split(string(data), "\n") {
			if line = strings.TrimSpace(line); strings.Contains(line, ":") {
				out = append(out, line)
			}
		}
	case errors.Is(err, fs.ErrPermission):
		return nil, fmt.Errorf("list tracepoints: %w (tracefs is readable by root only)", err)
	default:
		groups, err := os.ReadDir(filepath.Join(root, "events"))
		if err != nil {
			return nil, fmt.Errorf("list tracepoints: %w", err)
		}
		for _, g := range groups {
			if !g.IsDir() {
				continue
			}
			evs, err := os.ReadDir(filepath.Join(root, "events", g.Name()))
			if err != nil {
				continue
			}
			for _, e := range evs {
				if e.IsDir() {
					out = append(out, g.Name()+":"+e.Name())
				}
			}
		}
	}
	sort.Strings(out)
	return out, nil
}
