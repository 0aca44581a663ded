package runtime

import (
	"os/user"
	"strconv"

	"sonde/internal/symbolize"
)

// ksym names a kernel address (through /proc/kallsyms, read once).
func (r *Runtime) ksym(addr uint64) string { return symbolize.KSym(addr) }

// usym names a user address in process pid.
func (r *Runtime) usym(addr uint64, pid int) string { return symbolize.USym(pid, addr) }

func username(uid uint32) string {
	u, err := user.LookupId(strconv.FormatUint(uint64(uid), 10))
	if err != nil {
		return strconv.FormatUint(uint64(uid), 10)
	}
	return u.Username
}
