package ftracecmd

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"sonde/internal/tracedat"
)

// reportStats prints what `trace-cmd report --stat` prints: the CPU count,
// each CPU's ring-buffer stats saved at the end of the recording (the
// CPUSTAT options: entries left unread, overrun and dropped events, ...)
// and where each CPU's data lies in the file (in a version 7 file, each CPU
// the buffer lists).
func reportStats(f *tracedat.File, stdout io.Writer) error {
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "cpus=%d\n", len(f.CPUs))
	var stats strings.Builder
	for _, c := range f.CPUs {
		if c.Stats == "" {
			continue
		}
		// trace-cmd turns each option's NUL into a newline.
		stats.WriteString(c.Stats)
		stats.WriteByte('\n')
	}
	if stats.Len() == 0 {
		w.WriteString(" No stats in this file\n")
	} else {
		w.WriteString("\nKernel buffer statistics:\n" +
			"  Note: \"entries\" are the entries left in the kernel ring buffer and are not\n" +
			"        recorded in the trace data. They should all be zero.\n\n")
		w.WriteString(stats.String())
		w.WriteByte('\n')
	}
	for cpu, c := range f.CPUs {
		var off, size int64
		if c.Data != nil {
			_, off, size = c.Data.Outer()
		}
		if c.Compressed != nil {
			_, off, size = c.Compressed.Outer()
		}
		if f.Version == 7 && off == 0 {
			continue // not in the version 7 buffer's CPU list
		}
		fmt.Fprintf(w, "CPU%d data recorded at offset=0x%x\n    %d bytes in size", cpu, off, size)
		if c.Compressed != nil {
			fmt.Fprintf(w, " (%d uncompressed)", c.Data.Size())
		}
		w.WriteByte('\n')
	}
	return w.Flush()
}
