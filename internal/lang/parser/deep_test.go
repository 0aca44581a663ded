package parser

import (
	"strings"
	"testing"
	"time"

	"sonde/internal/lang/source"
)

// TestPathological feeds inputs that would overflow a naive recursive
// parser or take quadratic time.
func TestPathological(t *testing.T) {
	for _, tc := range []struct{ src, err string }{
		{"BEGIN { " + strings.Repeat("(", 100000) + " }", "program nested too deeply"},
		{"BEGIN { " + strings.Repeat("-", 100000) + "1 }", "program nested too deeply"},
		{"BEGIN { " + strings.Repeat("{", 100000) + " }", "program nested too deeply"},
		{"BEGIN { " + strings.Repeat("if (1) {", 100000) + " }", "program nested too deeply"},
		{"BEGIN { " + strings.Repeat("f(", 100000) + " }", "program nested too deeply"},
		{"BEGIN { " + strings.Repeat("a ? ", 100000) + " }", "program nested too deeply"},
		{"BEGIN { $x = 1" + strings.Repeat(" + 1", 100000) + " }", ""},
		{strings.Repeat("#if 1\n", 10000), "unterminated #if"},
		{strings.Repeat("BEGIN { @x = ; }\n", 10000), "expected expression"},
	} {
		start := time.Now()
		_, diags := Parse(source.NewFile("x", tc.src), Options{})
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%.20q...: took %v", tc.src, d)
		}
		got := ""
		if len(diags) > 0 {
			got = diags[0].Msg
		}
		if !strings.Contains(got, tc.err) || tc.err == "" && got != "" {
			t.Errorf("%.20q...: got %q, want %q", tc.src, got, tc.err)
		}
	}
}
