package ftrace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// TracePids limits the instance to the threads pids, as trace-cmd's -P and
// -F do: set_event_pid for trace events and, where the kernel has it,
// set_ftrace_pid for the function tracers. With children, tasks the traced
// ones fork are added to the lists as they are created (options/event-fork
// and options/function-fork: trace-cmd's -c). Call it before Start.
func (s *Session) TracePids(pids []int, children bool) error {
	if len(pids) == 0 {
		return nil
	}
	strs := make([]string, len(pids))
	for i, p := range pids {
		strs[i] = strconv.Itoa(p)
	}
	list := strings.Join(strs, " ")
	if children {
		if err := s.write("options/event-fork", "1"); err != nil {
			return fmt.Errorf("trace children: %w", err)
		}
		if err := s.writeFtrace("options/function-fork", "1"); err != nil {
			return fmt.Errorf("trace children: %w", err)
		}
	}
	if err := s.write("set_event_pid", list); err != nil {
		return fmt.Errorf("set_event_pid %s: %w", list, err)
	}
	if err := s.writeFtrace("set_ftrace_pid", list); err != nil {
		return fmt.Errorf("set_ftrace_pid %s: %w", list, err)
	}
	return nil
}

// writeIfExists writes file when the kernel has it.
func (s *Session) writeIfExists(file, value string) error {
	if _, err := os.Stat(filepath.Join(s.inst.Dir, file)); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return s.write(file, value)
}

// writeFtrace writes a function tracer's file where the kernel lets sonde
// trace functions: a kernel without them (the file absent) or refusing
// them (EPERM: function tracing is off, as ftrace_enabled=0 or lockdown
// make it) has nothing to limit there, and -p says why on its own.
func (s *Session) writeFtrace(file, value string) error {
	if err := s.writeIfExists(file, value); err != nil && !errors.Is(err, os.ErrPermission) {
		return err
	}
	return nil
}
