package kernel

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// IsTerminal reports whether w is a terminal (a file the TCGETS ioctl
// works on): progress lines and top-style screens are drawn only there.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	return err == nil
}
