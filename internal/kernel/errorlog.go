package kernel

import (
	"os"
	"path/filepath"
	"strings"
)

// ErrorLogEntry is the last entry of tracefs's error_log: why the kernel
// refused a command written to a tracefs file (a dynamic event
// definition, a trigger), the command and the byte offset in it the
// kernel points at (-1 when it points at none).
type ErrorLogEntry struct {
	Msg     string // "Invalid fetch argument"
	Command string // the command as the kernel echoes it
	Pos     int
}

// ClearErrorLog empties tracefs's error_log, so that the next entry is
// the next refusal's.
func ClearErrorLog() {
	if root := TracefsMounted(); root != "" {
		os.WriteFile(filepath.Join(root, "error_log"), nil, 0)
	}
}

// LastError returns the last entry of tracefs's error_log; ok is false
// when it has none (or the kernel has no error_log).
func LastError() (ErrorLogEntry, bool) {
	root := TracefsMounted()
	if root == "" {
		return ErrorLogEntry{}, false
	}
	data, err := os.ReadFile(filepath.Join(root, "error_log"))
	if err != nil {
		return ErrorLogEntry{}, false
	}
	return ParseErrorLog(string(data))
}

// ParseErrorLog parses error_log's text and returns its last entry:
//
//	[  137.424574] trace_kprobe: error: Invalid fetch argument
//	  Command: p:g/x do_sys_openat2 dfd=%zz
//	                                    ^
func ParseErrorLog(text string) (ErrorLogEntry, bool) {
	var e ErrorLogEntry
	ok := false
	const cmd = "  Command: "
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "["):
			_, msg, found := strings.Cut(line, "error: ")
			if !found {
				continue
			}
			e, ok = ErrorLogEntry{Msg: strings.TrimSpace(msg), Pos: -1}, true
		case ok && strings.HasPrefix(line, cmd):
			e.Command = strings.TrimPrefix(line, cmd)
		case ok && strings.TrimSpace(line) == "^":
			e.Pos = strings.IndexByte(line, '^') - len(cmd)
		}
	}
	return e, ok
}
