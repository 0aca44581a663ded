package check_test

import "testing"

// DTrace's aggregation tools, sonde's extensions: located errors.
func TestDTraceAggErrors(t *testing.T) {
	expectCheckOK(t, `BEGIN { @x = llhist(5, 10, 0, 2, 10); @y[1] = llhist(-3, 2, 1, 3, 4); }`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 1, 0, 2, 10); }`, `stdin:1:24: error: llhist() factor must be at least 2`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, -1, 2, 10); }`, `stdin:1:28: error: llhist() low magnitude must not be negative`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 3, 2, 10); }`, `stdin:1:31: error: llhist() high magnitude must not be below the low magnitude`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 2, 15); }`, `stdin:1:34: error: llhist() steps must be a multiple of the factor`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 2, 30); }`, `llhist() steps must divide each order of magnitude: 30 does not divide 100`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 19, 10); }`, `llhist() factor 10 to the power 19 overflows 64 bits`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 10, 1000); }`, `llhist() has too many buckets`)
	expectCheckError(t, `BEGIN { @x = llhist(5, pid, 0, 2, 10); }`, `llhist() factor, magnitudes and steps must be integer constants`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 2); }`, `llhist() takes 5 arguments, found 4`)
	expectCheckError(t, `BEGIN { @x = llhist(5, 10, 0, 2, 10); @x = llhist(5, 10, 0, 3, 10); }`, `llhist() of map @x has different bounds elsewhere`)
}
