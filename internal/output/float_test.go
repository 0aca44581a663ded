package output

import "testing"

// TestFloatText: a float prints as gdb's text, in JSON bare where that
// is a number and quoted where it is not (inf, nan).
func TestFloatText(t *testing.T) {
	r := Record{{Name: "x", V: Float("2.5")}, {Name: "y", V: Float("-inf")}, {Name: "z", V: Float("-nan(0x8000000000000)")}, {Name: "e", V: Float("1e+20")}}
	if got, want := Text(r), "{ .x = 2.5, .y = -inf, .z = -nan(0x8000000000000), .e = 1e+20 }"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	if got, want := JSON(r, Newest), `{"x": 2.5, "y": "-inf", "z": "-nan(0x8000000000000)", "e": 1e+20}`; got != want {
		t.Errorf("JSON = %q, want %q", got, want)
	}
}
