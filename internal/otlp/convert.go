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
	putAttrs(rm.Resource().Attributes(), res)
	sm := rm.ScopeMetrics().AppendEmpty()
	sm.Scope().SetName(scopeName)
	sm.Scope().SetVersion(version)
	ms := sm.Metrics()
	ms.EnsureCapacity(len(s.Families) + 1)
	t0, t := pcommon.NewTimestampFromTime(start), pcommon.NewTimestampFromTime(now)
	for i := range s.Families {
		addFamily(ms, &s.Families[i], t0, t)
	}
	addFamily(ms, &metrics.Family{
		Name: "sonde_series_dropped", Help: "series of the script's maps left out past --max-series",
		Type: metrics.Counter, Series: []metrics.Series{{Value: float64(s.Dropped)}},
	}, t0, t)
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
			dp := dps.AppendEmpty()
			point(dp.Attributes(), s.Labels, dp.SetStartTimestamp, dp.SetTimestamp, t0, t)
			dp.SetCount(s.Count)
			dp.SetSum(s.Sum)
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
			s := &f.Series[i]
			dp := dps.AppendEmpty()
			point(dp.Attributes(), s.Labels, dp.SetStartTimestamp, dp.SetTimestamp, t0, t)
			dp.SetCount(s.Count)
			dp.SetSum(s.Sum)
		}
	}
}

func numbers(dps pmetric.NumberDataPointSlice, series []metrics.Series, t0, t pcommon.Timestamp) {
	dps.EnsureCapacity(len(series))
	for i := range series {
		dp := dps.AppendEmpty()
		point(dp.Attributes(), series[i].Labels, dp.SetStartTimestamp, dp.SetTimestamp, t0, t)
		dp.SetDoubleValue(series[i].Value)
	}
}

// point sets a data point's attributes (the series' labels) and times.
func point(attrs pcommon.Map, labels []metrics.Label, setStart, setTime func(pcommon.Timestamp), t0, t pcommon.Timestamp) {
	attrs.EnsureCapacity(len(labels))
	for _, l := range labels {
		attrs.PutStr(l.Name, l.Value)
	}
	setStart(t0)
	setTime(t)
}

// Line is one line a printf printed, and when.
type Line struct {
	Time time.Time
	Text string
}

// Logs returns lines as OTLP log records of one resource: the text is the
// body, severity INFO.
func Logs(lines []Line, res map[string]string, version string, now time.Time) plog.Logs {
	ld := plog.NewLogs()
	rl := ld.ResourceLogs().AppendEmpty()
	putAttrs(rl.Resource().Attributes(), res)
	sl := rl.ScopeLogs().AppendEmpty()
	sl.Scope().SetName(scopeName)
	sl.Scope().SetVersion(version)
	lrs := sl.LogRecords()
	lrs.EnsureCapacity(len(lines))
	for _, l := range lines {
		lr := lrs.AppendEmpty()
		lr.SetTimestamp(pcommon.NewTimestampFromTime(l.Time))
		lr.SetObservedTimestamp(pcommon.NewTimestampFromTime(now))
		lr.SetSeverityNumber(plog.SeverityNumberInfo)
		lr.SetSeverityText("INFO")
		lr.Body().SetStr(l.Text)
	}
	return ld
}

func putAttrs(m pcommon.Map, attrs map[string]string) {
	m.EnsureCapacity(len(attrs))
	for k, v := range attrs {
		m.PutStr(k, v)
	}
}
