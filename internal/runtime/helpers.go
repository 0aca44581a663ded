package runtime

import (
	"encoding/binary"
	"fmt"
	"strings"

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/output"
)

// helperError reports a failed helper call (-k, -kk): an EvHelper record
// naming the call site, with what the helper returned.
func (r *Runtime) helperError(id int, b []byte) error {
	if id >= len(r.out.HelperErrors) || len(b) < 16 {
		return fmt.Errorf("bad helper error record (site %d, %d bytes)", id, len(b))
	}
	site := r.out.HelperErrors[id]
	ret := int64(binary.LittleEndian.Uint64(b[8:]))
	f := r.out.Check.File
	pos := f.Position(site.Span.Lo)
	return r.p.HelperError(output.HelperError{Helper: site.Helper, Retcode: ret, Msg: abi.Strerror(-ret), File: f.Name,
		Line: pos.Line, Col: pos.Col, Warning: helperWarning(f, site, ret)})
}

// helperWarning is bpftrace's warning for a failed helper call:
//
//	script.bt:3:20-26: WARNING: Failed to probe_read_user_str: Bad address (-14)
//	  printf("%s\n", str(arg0));
//	                 ~~~~~~~~~
//
// A lookup that found nothing returned NULL: "Failed to map_lookup_elem: 0".
// A call spanning lines is "script.bt:4-5: WARNING: ..." alone.
func helperWarning(f *source.File, site object.HelperError, ret int64) string {
	msg := fmt.Sprintf("Failed to %s: %d", site.Helper, ret)
	if ret < 0 {
		msg = fmt.Sprintf("Failed to %s: %s (%d)", site.Helper, abi.Strerror(-ret), ret)
	}
	return located(f, site.Span, "WARNING", msg)
}

// located is a message bpftrace prints at a place in the script, with
// the line and the span underlined (see helperWarning); level is WARNING
// or ERROR.
func located(f *source.File, span source.Span, level, msg string) string {
	lo, hi := f.Position(span.Lo), f.Position(span.Hi)
	if lo.Line != hi.Line {
		return fmt.Sprintf("%s:%d-%d: %s: %s\n", f.Name, lo.Line, hi.Line, level, msg)
	}
	// bpftrace shows tabs as four spaces, in the line and under it.
	line := f.Line(lo.Line)
	pad := strings.Map(func(r rune) rune { return ' ' }, strings.ReplaceAll(line[:min(lo.Col-1, len(line))], "\t", "    "))
	return fmt.Sprintf("%s:%d:%d-%d: %s: %s\n%s\n%s%s\n", f.Name, lo.Line, lo.Col, hi.Col, level, msg,
		strings.ReplaceAll(line, "\t", "    "), pad, strings.Repeat("~", max(hi.Col-lo.Col, 1)))
}

// heldRecord is a record whose helper warnings are still to come.
type heldRecord struct {
	rec    []byte
	failed int // warnings yet to print before it
}

// releaseHeld handles the first n held records, as if their warnings had
// all come (those that did not were lost with a full ring buffer).
func (r *Runtime) releaseHeld(n int) error {
	for ; n > 0 && len(r.held) > 0; n-- {
		b := r.held[0].rec
		r.held = r.held[1:]
		h := binary.LittleEndian.Uint64(b)
		binary.LittleEndian.PutUint64(b, h&^(uint64(0xffff)<<object.HeaderFailedShift))
		if err := r.event(b); err != nil {
			return err
		}
	}
	return nil
}
