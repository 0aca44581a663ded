package agent

import (
	"bytes"
	"fmt"
	"io"
	"sync"
	"time"
)

// LogRate and LogBurst bound the lines of a script's output the agent
// logs: LogRate a second on average, LogBurst at once.
const (
	LogRate  = 100
	LogBurst = 1000
)

// maxLine is where a line without its newline is cut.
const maxLine = 16 << 10

// lockedWriter serializes the writes of every script's log to the agent's
// stderr: each is whole lines.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// lineLog is a script's output on the agent's stderr: each line prefixed
// with "NAME: ", rate-limited by a token bucket.
type lineLog struct {
	prefix string
	w      io.Writer
	now    func() time.Time

	mu      sync.Mutex
	partial []byte
	tokens  float64
	last    time.Time
	skipped uint64 // dropped since the last line logged
	dropped uint64 // dropped in all
	out     []byte
}

func newLineLog(name string, w io.Writer) *lineLog {
	return &lineLog{prefix: name + ": ", w: w, now: time.Now, tokens: LogBurst}
}

// Write logs b's complete lines and keeps the rest for the next Write.
func (l *lineLog) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := len(b)
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			l.partial = append(l.partial, b...)
			if len(l.partial) >= maxLine {
				l.line(l.partial)
				l.partial = l.partial[:0]
			}
			break
		}
		if len(l.partial) > 0 {
			l.partial = append(l.partial, b[:i]...)
			l.line(l.partial)
			l.partial = l.partial[:0]
		} else {
			l.line(b[:i])
		}
		b = b[i+1:]
	}
	l.flushOut()
	return n, nil
}

// line logs one line, if the bucket has a token.
func (l *lineLog) line(s []byte) {
	now := l.now()
	if !l.last.IsZero() {
		l.tokens = min(LogBurst, l.tokens+now.Sub(l.last).Seconds()*LogRate)
	}
	l.last = now
	if l.tokens < 1 {
		l.skipped++
		l.dropped++
		return
	}
	l.tokens--
	if l.skipped > 0 {
		l.out = fmt.Appendf(l.out, "%s(%d lines left out: over %d a second)\n", l.prefix, l.skipped, LogRate)
		l.skipped = 0
	}
	l.out = append(l.out, l.prefix...)
	l.out = append(l.out, s...)
	l.out = append(l.out, '\n')
}

func (l *lineLog) flushOut() {
	if len(l.out) > 0 {
		l.w.Write(l.out)
		l.out = l.out[:0]
	}
}

// Flush logs a last line without its newline.
func (l *lineLog) Flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.partial) > 0 {
		l.line(l.partial)
		l.partial = l.partial[:0]
	}
	l.flushOut()
}

// Close flushes, and says how many lines were left out at the end.
func (l *lineLog) Close() {
	l.Flush()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.skipped > 0 {
		fmt.Fprintf(l.w, "%s(%d lines left out: over %d a second)\n", l.prefix, l.skipped, LogRate)
		l.skipped = 0
	}
}

// Dropped is how many lines were left out.
func (l *lineLog) Dropped() uint64 {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.dropped
}
