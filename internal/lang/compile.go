// Package lang is the bpftrace language compiler as one call: Compile runs
// the parser, the checker and the code generator over a script and returns
// the object.Program the runtime loads. It imports its stages (lang/*).
package lang

import (
	"cmp"
	"fmt"
	"io"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/object"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
)

// Stage is a set of compiler stages whose result Compile can print.
type Stage uint

const (
	Tokens Stage = 1 << iota // the lexer's tokens, one a line
	AST                      // the parsed program
	Asm                      // each BPF program's instructions
)

// Options configure one compilation.
type Options struct {
	Parser parser.Options
	Check  check.Options
	// Codegen's MapEntries and RingPages, when set, win over the
	// script's config.max_map_keys and config.perf_rb_pages, as the
	// environment does in bpftrace.
	Codegen codegen.Options
	// Print writes these stages' results to Out; Compile then stops after
	// the last of them and returns no program.
	Print Stage
	Out   io.Writer
	// Report, if set, is given each stage's diagnostics as that stage
	// ends, so that they come in order with what Print writes.
	Report func(source.Diagnostics)
}

// Compile compiles the script f. It returns the program and every
// diagnostic; the program is nil when there are errors or when opts.Print
// stopped the compilation.
func Compile(f *source.File, opts Options) (*object.Program, source.Diagnostics) {
	var all source.Diagnostics
	report := func(diags source.Diagnostics) bool {
		all = append(all, diags...)
		if opts.Report != nil {
			opts.Report(diags)
		}
		return diags.HasErrors()
	}
	if opts.Print&Tokens != 0 {
		toks, diags := parser.Tokens(f)
		for _, t := range toks {
			fmt.Fprintln(opts.Out, t)
		}
		if report(diags) || opts.Print == Tokens {
			return nil, all
		}
	}
	prog, diags := parser.Parse(f, opts.Parser)
	if report(diags) {
		return nil, all
	}
	if opts.Print&AST != 0 {
		ast.Fprint(opts.Out, prog)
		if opts.Print&Asm == 0 {
			return nil, all
		}
	}
	checked, diags := check.Check(f, prog, opts.Check)
	if report(diags) {
		return nil, all
	}
	gopts := opts.Codegen
	gopts.MapEntries = cmp.Or(gopts.MapEntries, checked.Config.MaxMapKeys)
	gopts.RingPages = cmp.Or(gopts.RingPages, checked.Config.PerfRbPages)
	out, diags := codegen.Generate(checked, gopts)
	if report(diags) {
		return nil, all
	}
	if opts.Print&Asm != 0 {
		for _, p := range out.Programs {
			fmt.Fprintf(opts.Out, "%s:\n%v\n", p.Name, out.Spec.Programs[p.Name].Instructions)
		}
		return nil, all
	}
	return out, all
}
