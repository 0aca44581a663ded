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

func TestPrintaErrors(t *testing.T) {
	expectCheckOK(t, `BEGIN { @c["a", 1] = count(); printa("%s %d %@8u\n", @c); printa("%@d %s\n", @c); printa(@c); @h = hist(1); printa("%@", @h); }`)
	expectCheckOK(t, `BEGIN { @s[1] = "x"; printa("%d=%@s\n", @s); @v = avg(3); printa("%@x %%\n", @v); }`)
	expectCheckError(t, `BEGIN { @c["a"] = count(); printa("%s %d %@d\n", @c); }`,
		`stdin:1:35: error: printa() format has 2 key conversions but @c has 1 key element`)
	expectCheckError(t, `BEGIN { @c["a"] = count(); printa("%d %@d\n", @c); }`,
		`stdin:1:36: error: %d expects an integer, but key element 1 of @c is string[2]`)
	expectCheckError(t, `BEGIN { @c["a"] = count(); printa("%s %@s\n", @c); }`,
		`stdin:1:39: error: %s expects a string, but the value of @c is int64`)
	expectCheckError(t, `BEGIN { @h = hist(1); printa("%@d\n", @h); }`,
		`stdin:1:31: error: %d cannot print hist(): use %@ for its default layout`)
	expectCheckError(t, `BEGIN { @c = count(); printa("%@5\n", @c); }`, `stdin:1:32: error: printa() '@' must flag a conversion (%@d) or stand alone (%@)`)
	expectCheckError(t, `BEGIN { @c = count(); printa(@c[1]); }`, `stdin:1:30: error: printa() needs a map without a key, such as @x`)
	expectCheckError(t, `BEGIN { @c = count(); $f = "x"; printa($f, @c); }`, `printa() format must be a string literal`)
	expectCheckError(t, `BEGIN { printa("%d", @nope); }`, `undefined map @nope`)
}

func TestNormalizeTruncErrors(t *testing.T) {
	expectCheckOK(t, `BEGIN { @c[1] = count(); normalize(@c, 10); trunc(@c, 5); trunc(@c, -2); trunc(@c); @h = llhist(1, 10, 0, 2, 10); normalize(@h, pid); }`)
	expectCheckError(t, `BEGIN { @s = stats(1); normalize(@s, 2); }`, `stdin:1:34: error: normalize() needs a map of count(), sum(), min(), max(), avg(), hist(), lhist() or llhist(), not stats()`)
	expectCheckError(t, `BEGIN { @x = 1; normalize(@x, 2); }`, `normalize() needs a map of count()`)
	expectCheckError(t, `BEGIN { @c = count(); normalize(@c, "two"); }`, `stdin:1:37: error: normalize() needs an integer factor, found string[4]`)
	expectCheckError(t, `BEGIN { @c = count(); trunc(@c, "x"); }`, `stdin:1:33: error: trunc() needs an integer count`)
	expectCheckError(t, `BEGIN { @c = count(); normalize(@c); }`, `normalize() takes 2 arguments, found 1`)
}

func TestSpeculationErrors(t *testing.T) {
	expectCheckOK(t, `config = { nspec = 4; specsize = 100 } BEGIN { $s = speculation(); speculate($s); printf("x\n"); commit($s); discard($s); }`)
	expectCheckError(t, `BEGIN { speculate("a"); }`, `stdin:1:19: error: speculate() needs a speculation id (from speculation()), found string[2]`)
	expectCheckError(t, `BEGIN { commit(); }`, `commit() takes 1 argument, found 0`)
	expectCheckError(t, `BEGIN { $s = speculation(1); }`, `speculation() takes 0 arguments, found 1`)
	expectCheckError(t, `config = { nspec = 300 } BEGIN { }`, `nspec must be a number between 1 and 255`)
}
