package ftracecmd

import (
	"errors"
	"strconv"

	"syscall"

	"sonde/internal/ftrace"
	"sonde/internal/session"
)

// parsePidFlag takes -F and -c, the selection flags without an argument.
func parsePidFlag(o *recordOptions, a string) (bool, error) {
	switch a {
	case "-F":
		o.follow = true
	case "-c":
		o.children = true
	default:
		return false, nil
	}
	return true, nil
}

// parsePid takes -P PID: a live process.
func parsePid(o *recordOptions, v string) error {
	pid, err := strconv.Atoi(v)
	if err != nil || pid <= 0 {
		return usagef("-P %s: want a process id", v)
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return usagef("-P %d: no such process", pid)
	}
	o.pids = append(o.pids, pid)
	return nil
}

// checkPidFlags checks -F and -c once every flag is read.
func checkPidFlags(o *recordOptions) error {
	switch {
	case o.children && !o.follow:
		return usagef("-c needs -F (trace the command's children too)")
	case o.follow && len(o.cmd) == 0:
		return usagef("-F needs a command to trace: -F -- CMD ARGS")
	}
	return nil
}

// tracePids limits the instance to -P's processes (their threads) and, with -F, the
// command: it is still behind its gate (session.Start), so its pid is in
// set_event_pid before it runs anything, and nothing of sonde's own is.
func tracePids(s *ftrace.Session, o *recordOptions, cmd *session.Command) error {
	var pids []int
	for _, p := range o.pids {
		pids = append(pids, session.Threads(p)...)
	}
	if o.follow && cmd != nil {
		pids = append(pids, cmd.Pid())
	}
	return s.TracePids(pids, o.children)
}
