package tracedat

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

// maxUncompressed bounds what one compressed section or chunk may claim to
// hold, so a corrupt file cannot make the reader allocate without limit.
const maxUncompressed = 1 << 30

// decompressor is a version 7 file's compression algorithm: it turns one
// compressed block into want bytes.
type decompressor func(data []byte, want int) ([]byte, error)

// decompressors are the algorithms trace-cmd 3.1 writes with (it is built
// with zstd, zlib or both).
var decompressors = map[string]decompressor{
	"zstd": func(data []byte, want int) ([]byte, error) {
		d, err := zstd.NewReader(bytes.NewReader(data), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(maxUncompressed))
		if err != nil {
			return nil, err
		}
		defer d.Close()
		return readExactly(d, want)
	},
	"zlib": func(data []byte, want int) ([]byte, error) {
		r, err := zlib.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		defer r.Close()
		return readExactly(r, want)
	},
}

// readExactly reads want bytes from r, which must then be at its end. The
// memory grows with what the stream really holds, never past want+1
// bytes, whatever size its header claims.
func readExactly(r io.Reader, want int) ([]byte, error) {
	out, err := io.ReadAll(io.LimitReader(r, int64(want)+1))
	switch {
	case err != nil:
		return nil, err
	case len(out) < want:
		return nil, fmt.Errorf("%d bytes uncompressed, the header says %d", len(out), want)
	case len(out) > want:
		return nil, fmt.Errorf("more bytes uncompressed than the header's %d", want)
	}
	return out, nil
}

// block reads one compressed block at the parser's offset, as trace-cmd
// writes compressed sections and trace-data chunks: its compressed and
// uncompressed sizes (4 bytes each), then the compressed bytes.
func (p *parser) block(what string) ([]byte, error) {
	at := p.off
	csize, err := p.u32(what + " compressed size")
	if err != nil {
		return nil, err
	}
	usize, err := p.u32(what + " uncompressed size")
	if err != nil {
		return nil, err
	}
	if usize > maxUncompressed {
		return nil, p.fail(at+4, "%s: uncompressed size %d is implausible", what, usize)
	}
	data, err := p.bytes(int64(csize), what)
	if err != nil {
		return nil, err
	}
	out, err := p.decomp(data, int(usize))
	if err != nil {
		return nil, p.fail(at, "%s: %s: %v", what, p.comp, err)
	}
	return out, nil
}

// chunks reads a CPU's compressed trace data: a count of chunks, then
// the chunks, whose uncompressed bytes are the CPU's pages.
func (p *parser) chunks(cpu uint32) ([]byte, error) {
	n, err := p.count(8, fmt.Sprintf("CPU %d chunk count", cpu))
	if err != nil {
		return nil, err
	}
	var out []byte
	for i := 0; i < n; i++ {
		b, err := p.block(fmt.Sprintf("CPU %d chunk %d", cpu, i))
		if err != nil {
			return nil, err
		}
		if len(out)+len(b) > maxUncompressed {
			return nil, p.fail(p.off, "CPU %d: more than %d bytes uncompressed", cpu, maxUncompressed)
		}
		out = append(out, b...)
	}
	return out, nil
}
