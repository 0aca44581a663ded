package runtime

import (
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/cilium/ebpf/perf"
	"golang.org/x/sys/unix"

	"sonde/internal/lang/object"
	"sonde/internal/output"
)

// skbWriter writes the packets skboutput() sends to their pcap files. The
// kernel's bpf_skb_output writes to a perf event array (not the ring
// buffer the other records use), read here on a goroutine of its own:
// nothing printed depends on the order of packets and other records.
type skbWriter struct {
	reader *perf.Reader
	files  []*output.Pcap // by SkbOutput.ID
	boot   time.Time      // CLOCK_BOOTTIME's zero on the wall clock
	done   chan struct{}
	err    error
	lost   uint64
}

// skbPerCPU is each CPU's perf buffer: bpftrace 0.17's default of 64 pages.
const skbPerCPU = 64 << 12

// startSkb creates the pcap files (as 0.17, at start, even if no packet
// comes) and starts reading packets; nil when the script calls no
// skboutput().
func (r *Runtime) startSkb() (*skbWriter, error) {
	m := r.coll.Maps[object.SkbMap]
	if m == nil {
		return nil, nil
	}
	s := &skbWriter{done: make(chan struct{})}
	for _, o := range r.out.Check.SkbOutputs {
		p, err := output.CreatePcap(o.Path)
		if err != nil {
			s.closeFiles()
			return nil, fmt.Errorf("skboutput: %w", err)
		}
		s.files = append(s.files, p)
	}
	var err error
	if s.reader, err = perf.NewReader(m, skbPerCPU); err != nil {
		s.closeFiles()
		return nil, fmt.Errorf("skboutput: perf buffer: %w", err)
	}
	var real, boot unix.Timespec
	unix.ClockGettime(unix.CLOCK_REALTIME, &real)
	unix.ClockGettime(unix.CLOCK_BOOTTIME, &boot)
	s.boot = time.Unix(0, real.Nano()-boot.Nano())
	go s.loop()
	return s, nil
}

func (s *skbWriter) loop() {
	defer close(s.done)
	var rec perf.Record
	for {
		if err := s.reader.ReadInto(&rec); err != nil {
			if errors.Is(err, perf.ErrFlushed) || errors.Is(err, perf.ErrClosed) {
				return
			}
			s.err = err
			return
		}
		s.lost += rec.LostSamples
		if err := s.packet(rec.RawSample); err != nil && s.err == nil {
			s.err = err
		}
	}
}

// packet writes one EvSkbOutput record to its file.
func (s *skbWriter) packet(b []byte) error {
	if len(b) < object.SkbHeader {
		return nil // a lost-samples record has no sample
	}
	id := int(binary.LittleEndian.Uint64(b) >> 32)
	if id >= len(s.files) {
		return fmt.Errorf("skboutput: packet for unknown file %d", id)
	}
	ns := binary.LittleEndian.Uint64(b[8:])
	n := int(binary.LittleEndian.Uint32(b[16:]))
	skip := int(binary.LittleEndian.Uint32(b[20:]))
	data := b[object.SkbHeader:]
	n = min(n, len(data)) // the rest is perf's padding
	skip = min(skip, n)
	return s.files[id].WritePacket(s.boot.Add(time.Duration(ns)), data[skip:n])
}

// stop reads what the probes sent before they were detached, then closes
// the files and reports packets the perf buffer had no room for.
func (s *skbWriter) stop(warn func(string)) error {
	if s == nil {
		return nil
	}
	s.reader.Flush() // the loop reads what is there, then ends
	<-s.done
	s.reader.Close()
	if s.lost > 0 {
		warn(fmt.Sprintf("skboutput: %d packet%s lost: the perf buffer was full (raise BPFTRACE_PERF_RB_PAGES)", s.lost, plural(s.lost)))
	}
	err := s.closeFiles()
	return errors.Join(s.err, err)
}

func (s *skbWriter) closeFiles() error {
	var errs []error
	for _, f := range s.files {
		errs = append(errs, f.Close())
	}
	s.files = nil
	return errors.Join(errs...)
}
