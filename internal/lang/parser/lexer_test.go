package parser

import (
	"strings"
	"testing"

	"sonde/internal/lang/source"
)

func expectTokens(t *testing.T, src, want string) {
	t.Helper()
	toks, diags := Tokens(source.NewFile("stdin", src))
	if len(diags) > 0 {
		t.Errorf("%s: %v", src, diags)
	}
	var parts []string
	for _, tok := range toks {
		parts = append(parts, tok.String())
	}
	if got := strings.Join(parts, " "); got != want {
		t.Errorf("source: %s\ngot:  %s\nwant: %s", src, got, want)
	}
}

func TestTokens(t *testing.T) {
	expectTokens(t, `kprobe:f { @x[pid] += 1; }`,
		`attach point "kprobe:f" { "{" map "@x" [ "[" identifier "pid" ] "]" += "+=" integer "1" ; ";" } "}" end of input ""`)
	expectTokens(t, `#define X 1
BEGIN,END{$1 $# $x 'a' "s\n"}`,
		`directive "#define X 1" attach point "BEGIN" , "," attach point "END" { "{" positional parameter "$1" positional parameter "$#" variable "$x" character "'a'" string "\"s\\n\"" } "}" end of input ""`)
	expectTokens(t, `BEGIN{a<<=b>>c->d..e!=f&&g||h++--}`,
		`attach point "BEGIN" { "{" identifier "a" <<= "<<=" identifier "b" >> ">>" identifier "c" -> "->" identifier "d" .. ".." identifier "e" != "!=" identifier "f" && "&&" identifier "g" || "||" identifier "h" ++ "++" -- "--" } "}" end of input ""`)
	expectTokens(t, "config = { }", `config "config" = "=" { "{" } "}" end of input ""`)
	expectTokens(t, "x: if while", `attach point "x:" if "if" while "while" end of input ""`)
}

func TestParseInt(t *testing.T) {
	for text, want := range map[string]uint64{
		"0": 0, "7": 7, "0x1F": 31, "0b11": 3, "0o17": 15, "017": 15, "1_000": 1000,
		"1e0": 1, "2e3": 2000, "0e99": 0, "5u": 5, "5UL": 5, "5ll": 5, "0x10ull": 16,
		"18446744073709551615": 1<<64 - 1, "0xffffffffffffffff": 1<<64 - 1,
	} {
		if got, err := parseInt(text); err != nil || got != want {
			t.Errorf("parseInt(%q) = %d, %v; want %d", text, got, err, want)
		}
	}
	for _, text := range []string{"08", "0x", "0b", "0b2", "1_", "1e", "1e1e1", "18446744073709551616", "2e19", "1uu", "1f"} {
		if v, err := parseInt(text); err == nil {
			t.Errorf("parseInt(%q) = %d, want an error", text, v)
		}
	}
}
