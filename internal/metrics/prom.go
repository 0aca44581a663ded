package metrics

import (
	"bytes"
	"compress/gzip"
	"io"
	"math"
	"net/http"
	"strings"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
)

// Prometheus returns the snapshot as Prometheus' metric families, the
// counter of dropped series last.
func (s Snapshot) Prometheus() []*dto.MetricFamily {
	out := make([]*dto.MetricFamily, 0, len(s.Families)+1)
	for i := range s.Families {
		out = append(out, promFamily(&s.Families[i]))
	}
	dropped := s.DroppedFamily()
	return append(out, promFamily(&dropped))
}

func ptr[T any](v T) *T { return &v }

func promFamily(f *Family) *dto.MetricFamily {
	mf := &dto.MetricFamily{Name: ptr(f.Name), Help: ptr(f.Help)}
	// Each series' pieces come from one allocation per kind.
	ms := make([]dto.Metric, len(f.Series))
	mf.Metric = make([]*dto.Metric, len(f.Series))
	nl := 0
	for _, s := range f.Series {
		nl += len(s.Labels)
	}
	lps := make([]dto.LabelPair, nl)
	lpp := make([]*dto.LabelPair, nl)
	switch f.Type {
	case Counter:
		mf.Name = ptr(f.Name + "_total")
		mf.Type = dto.MetricType_COUNTER.Enum()
	case Gauge:
		mf.Type = dto.MetricType_GAUGE.Enum()
	case Histogram:
		mf.Type = dto.MetricType_HISTOGRAM.Enum()
	case Summary:
		mf.Type = dto.MetricType_SUMMARY.Enum()
	}
	for i := range f.Series {
		s := &f.Series[i]
		m := &ms[i]
		mf.Metric[i] = m
		m.Label = lpp[:len(s.Labels):len(s.Labels)]
		for j := range s.Labels {
			lps[j].Name, lps[j].Value = &s.Labels[j].Name, &s.Labels[j].Value
			lpp[j] = &lps[j]
		}
		lps, lpp = lps[len(s.Labels):], lpp[len(s.Labels):]
		switch f.Type {
		case Counter:
			m.Counter = &dto.Counter{Value: &s.Value}
		case Gauge:
			m.Gauge = &dto.Gauge{Value: &s.Value}
		case Summary:
			m.Summary = &dto.Summary{SampleSum: &s.Sum, SampleCount: &s.Count}
		case Histogram:
			h := &dto.Histogram{SampleSum: &s.Sum, SampleCount: &s.Count}
			bs := make([]dto.Bucket, 0, len(s.Buckets))
			for j := range s.Buckets {
				b := &s.Buckets[j]
				if math.IsInf(b.Le, 1) {
					continue // the encoders add +Inf from the count
				}
				bs = append(bs, dto.Bucket{UpperBound: &b.Le, CumulativeCount: &b.Count})
			}
			h.Bucket = make([]*dto.Bucket, len(bs))
			for j := range bs {
				h.Bucket[j] = &bs[j]
			}
			m.Histogram = h
		}
	}
	return mf
}

// Encode writes the snapshot in format f (expfmt.Negotiate's answer).
func (s Snapshot) Encode(w io.Writer, f expfmt.Format) error {
	enc := expfmt.NewEncoder(w, f)
	for _, mf := range s.Prometheus() {
		if err := enc.Encode(mf); err != nil {
			return err
		}
	}
	if c, ok := enc.(expfmt.Closer); ok {
		return c.Close()
	}
	return nil
}

// gzipped reports whether an Accept-Encoding header takes gzip, as
// Prometheus' scrapes do.
func gzipped(accept string) bool {
	for _, e := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(e, ";")
		if strings.TrimSpace(name) == "gzip" {
			return strings.ReplaceAll(strings.TrimSpace(params), " ", "") != "q=0"
		}
	}
	return false
}

// Handler serves read's snapshot, taken at each request: in the
// Prometheus text format, or OpenMetrics when the scraper asks for it;
// gzip-compressed when it takes that.
// An error from read is 503 with its text.
func Handler(read func() (Snapshot, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, err := read()
		if err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		f := expfmt.NegotiateIncludingOpenMetrics(r.Header)
		var b bytes.Buffer
		out := io.Writer(&b)
		var z *gzip.Writer
		if gzipped(r.Header.Get("Accept-Encoding")) {
			z, _ = gzip.NewWriterLevel(&b, gzip.BestSpeed)
			out = z
		}
		err = s.Encode(out, f)
		if err == nil && z != nil {
			err = z.Close()
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", string(f))
		if z != nil {
			w.Header().Set("Content-Encoding", "gzip")
		}
		w.Write(b.Bytes())
	})
}
