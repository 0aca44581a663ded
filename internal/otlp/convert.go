package otlp

import (
	"math"
	"time"

	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/pmetric"

	"sonde/internal/metrics"
)

// scopeName names the instrumentation scope of what sonde sends.
const scopeName = "sonde"

// Metrics returns the snapshot as OTLP metrics of one resource, taken at
// now and accumulated since start: counters are cumulative monotonic sums,
// gauges gauges, histograms explicit-bucket histograms whose bounds are
// the model's le values (+Inf left out: OTLP's last bucket is open), and
// summaries summaries without quantiles. Values are doubles. The counter
// of dropped series comes last.
func Metrics(s metrics.Snapshot, res map[string]string, version string, start, now time.Time) pmetric.Metrics {
	md := pmetric.NewMetrics()
	rm := md.ResourceMetrics().AppendEmpty()
	sm := rm.ScopeMetrics().AppendEmpty()
	describe(rm.Resource(), sm.Scope(), res, version)
	ms := sm.Metrics()
	ms.EnsureCapacity(len(s.Families) + 1)
	t0, t := pcommon.NewTimestampFromTime(start), pcommon.NewTimestampFromTime(now)
	for i := range s.Families {
		addFamily(ms, &s.Families[i], t0, t)
	}
	dropped := s.DroppedFamily()
	addFamily(ms, &dropped, t0, t)
	return md
}

func addFamily(ms pmetric.MetricSlice, f *metrics.Family, t0, t pcommon.Timestamp) {
	m := ms.AppendEmpty()
	m.SetName(f.Name)
	m.SetDescription(f.Help)
	switch f.Type {
	case metrics.Counter:
		sum := m.SetEmptySum()
		sum.SetIsMonotonic(true)
		sum.SetAggregationTemporality(pmetric.AggregationTemporalityCumulative)
		numbers(sum.DataPoints(), f.Series, t0, t)
	case metrics.Gauge:
		numbers(m.SetEmptyGauge().DataPoints(), f.Series, t0, t)
	case metrics.Histogram:
		h := m.SetEmptyHistogram()
		h.SetAggregationTemporality(pmetric.AggregationTemporalityCumulative)
		dps := h.DataPoints()
		dps.EnsureCapacity(len(f.Series))
		for i := range f.Series {
			s := &f.Series[i]
			dp := countedPoint(dps.AppendEmpty(), s, t0, t)
			// The model's buckets are cumulative, OTLP's each count its
			// own values, with one more for those above the last bound.
			bounds := make([]float64, 0, len(s.Buckets))
			counts := make([]uint64, 0, len(s.Buckets)+1)
			var below uint64
			for _, b := range s.Buckets {
				if math.IsInf(b.Le, 1) {
					continue
				}
				bounds = append(bounds, b.Le)
				counts = append(counts, b.Count-below)
				below = b.Count
			}
			counts = append(counts, s.Count-below)
			dp.ExplicitBounds().FromRaw(bounds)
			dp.BucketCounts().FromRaw(counts)
		}
	case metrics.Summary:
		dps := m.SetEmptySummary().DataPoints()
		dps.EnsureCapacity(len(f.Series))
		for i := range f.Series {
			countedPoint(dps.AppendEmpty(), &f.Series[i], t0, t)
		}
	}
}

func numbers(dps pmetric.NumberDataPointSlice, series []metrics.Series, t0, t pcommon.Timestamp) {
	dps.EnsureCapacity(len(series))
	for i := range series {
		dp := dps.AppendEmpty()
		point(dp, series[i].Labels, t0, t)
		dp.SetDoubleValue(series[i].Value)
	}
}

// dataPoint is what every kind of data point has.
type dataPoint interface {
	Attributes() pcommon.Map
	SetStartTimestamp(pcommon.Timestamp)
	SetTimestamp(pcommon.Timestamp)
}

// point sets a data point's attributes (the series' labels) and times.
func point(dp dataPoint, labels []metrics.Label, t0, t pcommon.Timestamp) {
	attrs := dp.Attributes()
	attrs.EnsureCapacity(len(labels))
	for _, l := range labels {
		attrs.PutStr(l.Name, l.Value)
	}
	dp.SetStartTimestamp(t0)
	dp.SetTimestamp(t)
}

// countedPoint fills a histogram's or a summary's point with s: its
// attributes and times, count and sum.
func countedPoint[P interface {
	dataPoint
	SetCount(uint64)
	SetSum(float64)
}](dp P, s *metrics.Series, t0, t pcommon.Timestamp) P {
	point(dp, s.Labels, t0, t)
	dp.SetCount(s.Count)
	dp.SetSum(s.Sum)
	return dp
}

// Line is one line a printf printed, and when.
type Line struct {
	Time   time.Time
	Text   string
	Script string // the attribute script, if not ""
}

// Logs returns lines as OTLP log records of one resource: the text is the
// body, severity INFO, and a line's Script its attribute script.
func Logs(lines []Line, res map[string]string, version string, now time.Time) plog.Logs {
	ld := plog.NewLogs()
	rl := ld.ResourceLogs().AppendEmpty()
	sl := rl.ScopeLogs().AppendEmpty()
	describe(rl.Resource(), sl.Scope(), res, version)
	lrs := sl.LogRecords()
	lrs.EnsureCapacity(len(lines))
	for _, l := range lines {
		lr := lrs.AppendEmpty()
		lr.SetTimestamp(pcommon.NewTimestampFromTime(l.Time))
		lr.SetObservedTimestamp(pcommon.NewTimestampFromTime(now))
		lr.SetSeverityNumber(plog.SeverityNumberInfo)
		lr.SetSeverityText("INFO")
		lr.Body().SetStr(l.Text)
		if l.Script != "" {
			lr.Attributes().PutStr("script", l.Script)
		}
	}
	return ld
}

// describe gives a resource its attributes, and the scope sonde's name
// and version.
func describe(r pcommon.Resource, scope pcommon.InstrumentationScope, attrs map[string]string, version string) {
	m := r.Attributes()
	m.EnsureCapacity(len(attrs))
	for k, v := range attrs {
		m.PutStr(k, v)
	}
	scope.SetName(scopeName)
	scope.SetVersion(version)
}
