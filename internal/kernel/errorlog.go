package kernel

import (
	"os"
	"path/filepath"
	"strings"
)

// ErrorLogEntry is one entry of tracefs's error_log: why the kernel
// refused a command written to a tracefs file (a dynamic event
// definition, a trigger), the command and the byte offset in it the
// kernel points at (-1 when it points at none).
type ErrorLogEntry struct {
	Msg     string // "Invalid fetch argument"
	Command string // the command as the kernel echoes it
	Pos     int
}

// ErrorFor returns the last entry of tracefs's error_log about command:
// why the kernel refused it. ok is false when the log has none (or the
// kernel has no error_log). The log is shared and left as it is.
func ErrorFor(command string) (ErrorLogEntry, bool) {
	root := TracefsMounted()
	if root == "" {
		return ErrorLogEntry{}, false
	}
	data, err := os.ReadFile(filepath.Join(root, "error_log"))
	if err != nil {
		return ErrorLogEntry{}, false
	}
	want := strings.Join(strings.Fields(command), " ")
	entries := ParseErrorLog(string(data))
	for i := len(entries) - 1; i >= 0; i-- {
		if strings.Join(strings.Fields(entries[i].Command), " ") == want {
			return entries[i], true
		}
	}
	return ErrorLogEntry{}, false
}

// ParseErrorLog parses error_log's text into its entries, oldest first:
//
//	[  137.424574] trace_kprobe: error: Invalid fetch argument
//	  Command: p:g/x do_sys_openat2 dfd=%zz
//	                                    ^
func ParseErrorLog(text string) []ErrorLogEntry {
	var out []ErrorLogEntry
	const cmd = "  Command: "
	for _, line := range strings.Split(text, "\n") {
		n := len(out)
		switch {
		case strings.HasPrefix(line, "["):
			if _, msg, found := strings.Cut(line, "error: "); found {
				out = append(out, ErrorLogEntry{Msg: strings.TrimSpace(msg), Pos: -1})
			}
		case n > 0 && strings.HasPrefix(line, cmd):
			out[n-1].Command = strings.TrimPrefix(line, cmd)
		case n > 0 && strings.TrimSpace(line) == "^":
			out[n-1].Pos = strings.IndexByte(line, '^') - len(cmd)
		}
	}
	return out
}
