package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func init() { RegisterRenderer("cachestat", renderCachestat) }

// renderCachestat adds libbpf-tools' BUFFERS_MB and CACHED_MB columns,
// /proc/meminfo's Buffers and Cached, to each line cachestat.bt prints:
// the header, then one line per interval.
func renderCachestat(in io.Reader, inv *Invocation, out io.Writer) error {
	var part string // a line printed in pieces (-T's TIME column first)
	return readRecords(in, func(r record) error {
		if r.Type != "printf" {
			return nil
		}
		var data string
		json.Unmarshal(r.Data, &data)
		part += data
		if !strings.HasSuffix(part, "\n") {
			return nil
		}
		line := strings.TrimSuffix(part, "\n")
		part = ""
		if strings.Contains(line, "HITRATIO") {
			fmt.Fprintf(out, "%s %12s %10s\n", line, "BUFFERS_MB", "CACHED_MB")
			return nil
		}
		buffers, cached := meminfoMB("Buffers"), meminfoMB("Cached")
		fmt.Fprintf(out, "%s %12d %10d\n", line, buffers, cached)
		return nil
	})
}

// meminfoMB is a /proc/meminfo field in MiB (0 if missing).
func meminfoMB(field string) uint64 {
	b, _ := os.ReadFile("/proc/meminfo")
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb / 1024
		}
	}
	return 0
}
