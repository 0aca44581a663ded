package metrics

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"sonde/internal/output"
)

func TestEncodeText(t *testing.T) {
	s := FromMaps([]*output.Map{
		{Name: "@", Kind: output.Count, Entries: []output.Entry{{Key: []output.Value{output.Str(`a"b`)}, Value: output.U64(3)}}},
		{Name: "@h", Kind: output.Hist, Entries: []output.Entry{{Buckets: []uint64{0, 1, 2, 1}}}},
		{Name: "@s", Kind: output.Stats, Entries: []output.Entry{{Count: 2, Total: 9}}},
	}, Options{MaxSeries: 2})
	srv := httptest.NewServer(Handler(func() (Snapshot, error) { return s, nil }))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := `# HELP sonde_map_total sonde map @ = count()
# TYPE sonde_map_total counter
sonde_map_total{key="a\"b"} 3
# HELP sonde_h sonde map @h = hist()
# TYPE sonde_h histogram
sonde_h_bucket{le="0"} 1
sonde_h_bucket{le="1"} 3
sonde_h_bucket{le="3"} 4
sonde_h_bucket{le="+Inf"} 4
sonde_h_sum 4.5
sonde_h_count 4
# HELP sonde_series_dropped_total series of the script's maps left out past --max-series
# TYPE sonde_series_dropped_total counter
sonde_series_dropped_total 1
`
	if string(b) != want {
		t.Errorf("got\n%s\nwant\n%s", b, want)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Errorf("Content-Type %q", ct)
	}
}

func TestGzip(t *testing.T) {
	s := FromMaps([]*output.Map{{Name: "@c", Kind: output.Count, Entries: []output.Entry{{Value: output.U64(3)}}}}, Options{})
	srv := httptest.NewServer(Handler(func() (Snapshot, error) { return s, nil }))
	defer srv.Close()
	resp, err := http.Get(srv.URL) // Go's client asks for gzip and inflates it
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !resp.Uncompressed || !strings.Contains(string(b), "sonde_c_total 3\n") {
		t.Errorf("gzip: uncompressed %v\n%s", resp.Uncompressed, b)
	}
	for accept, want := range map[string]bool{"gzip": true, "deflate, gzip;q=1.0": true, "gzip;q=0": false, "identity": false, "": false} {
		if gzipped(accept) != want {
			t.Errorf("gzipped(%q) = %v", accept, !want)
		}
	}
}

func TestHandlerError(t *testing.T) {
	srv := httptest.NewServer(Handler(func() (Snapshot, error) { return Snapshot{}, errors.New("the script has ended") }))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("status %s", resp.Status)
	}
}

// BenchmarkEncode10k turns 10,000 series (a counter keyed by a number
// and a string, and 1,000 hist() series of 8 buckets) into the text format.
func BenchmarkEncode10k(b *testing.B) {
	var c, h []output.Entry
	for i := range 9000 {
		c = append(c, output.Entry{Key: []output.Value{output.I64(int64(i)), output.Str("comm")}, Value: output.U64(uint64(i))})
	}
	for i := range 1000 {
		h = append(h, output.Entry{Key: []output.Value{output.I64(int64(i))}, Buckets: []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8}})
	}
	maps := []*output.Map{{Name: "@c", Kind: output.Count, Entries: c}, {Name: "@h", Kind: output.Hist, Entries: h}}
	var w strings.Builder
	for b.Loop() {
		w.Reset()
		if err := FromMaps(maps, Options{}).Encode(&w, "text/plain; version=0.0.4; charset=utf-8; escaping=underscores"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(w.Len()), "bytes/scrape")
}
