package runtime

import (
	"context"
	"encoding/binary"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// TestExitKeepsItsProbesOutput: what a probe prints before its exit() is
// printed, however the end of tracing falls among the reader's rounds. An
// interval probe prints as fsdist -T does, then exits; the ring is read
// in rounds of a microsecond, back to back, so that exit() often runs
// between a round and the reader's look at the ConfigStopped flag, or
// between two looks at it (where its records were once dropped: a run in
// four lost them).
func TestExitKeepsItsProbesOutput(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	src := `config = { print_maps_on_exit = false }
interval:ms:1 {
	@ticks++;
	if (@ticks == 3) {
		@at = @ticks;
		printf("\n");
		printf("%s\n", strftime("%H:%M:%S", nsecs));
		print(@at);
		clear(@at);
		exit();
	}
}`
	out, diags := lang.Compile(source.NewFile("stdin", src), lang.Options{Check: check.Options{Env: probe.Env{}, MaxStrlen: 64, Newest: true}})
	if out == nil {
		t.Fatal(diags)
	}
	want := regexp.MustCompile(`^\n\d\d:\d\d:\d\d\n@at: 3\n$`)
	lost := 0
	const runs = 100
	for range runs {
		var b strings.Builder
		if _, err := Run(context.Background(), out, Options{Out: &b, Err: io.Discard, Quiet: true, PollInterval: time.Microsecond}); err != nil {
			t.Fatal(err)
		}
		if !want.MatchString(b.String()) {
			if lost == 0 {
				t.Errorf("output %q", b.String())
			}
			lost++
		}
	}
	if lost > 0 {
		t.Errorf("%d of %d runs lost what the exiting probe printed", lost, runs)
	}
}

// TestExitReleasesHeld: a record waiting for the warnings of its failed
// helper calls (-k) came before exit(): when exit()'s record comes first
// (the warnings were lost with a full ring buffer), it is still printed.
func TestExitReleasesHeld(t *testing.T) {
	var sb strings.Builder
	r, rec := consumer(t, `BEGIN { printf("%d\n", 7); exit(); }`, &sb, true, func(p *check.Printf, l types.Packed, b []byte) []byte {
		binary.LittleEndian.PutUint64(b[l.Offs[0]:], 7)
		return b
	})
	h := binary.LittleEndian.Uint64(rec)
	binary.LittleEndian.PutUint64(rec, h|1<<object.HeaderFailedShift) // one warning to come
	exit := make([]byte, 16)
	binary.LittleEndian.PutUint64(exit, object.EvExit)
	for _, b := range [][]byte{rec, exit} {
		if err := r.event(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.releaseHeld(len(r.held)); err != nil { // as drain() ends
		t.Fatal(err)
	}
	r.w.Flush()
	if sb.String() != "7\n" || !r.exited {
		t.Errorf("got %q (exited %v), want \"7\\n\" and exited", sb.String(), r.exited)
	}
}
