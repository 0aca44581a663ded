package tracedat

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"strings"
	"testing"
)

// TestZlibBlock: a zlib block as trace-cmd writes one (compress2's
// output after its two sizes) uncompresses, and a header whose
// uncompressed size is wrong is an error at the block's offset. (Debian's
// trace-cmd 3.1 is built with zstd only: the zstd test reads its files.)
func TestZlibBlock(t *testing.T) {
	want := bytes.Repeat([]byte("sys_enter_getppid "), 500)
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write(want)
	w.Close()
	block := func(usize int) *parser {
		b := binary.LittleEndian.AppendUint32(nil, uint32(z.Len()))
		b = binary.LittleEndian.AppendUint32(b, uint32(usize))
		b = append(b, z.Bytes()...)
		return &parser{r: bytes.NewReader(b), size: int64(len(b)), base: 100, bo: binary.LittleEndian, comp: "zlib", decomp: decompressors["zlib"]}
	}
	got, err := block(len(want)).block("section 16")
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("got %d bytes, %v; want %d", len(got), err, len(want))
	}
	for _, usize := range []int{len(want) - 1, len(want) + 1} {
		if _, err := block(usize).block("section 16"); err == nil || !strings.Contains(err.Error(), "offset 100: section 16: zlib:") {
			t.Errorf("uncompressed size %d: %v", usize, err)
		}
	}
}
