package runtime

import (
	"fmt"
	"os/user"
	"strconv"
)

// ksym names a kernel address.
func (r *Runtime) ksym(addr uint64) string {
	return fmt.Sprintf("0x%x", addr)
}

// usym names a user address in process pid.
func (r *Runtime) usym(addr uint64, pid int) string {
	return fmt.Sprintf("0x%x", addr)
}

func username(uid uint32) string {
	u, err := user.LookupId(strconv.FormatUint(uint64(uid), 10))
	if err != nil {
		return strconv.FormatUint(uint64(uid), 10)
	}
	return u.Username
}
