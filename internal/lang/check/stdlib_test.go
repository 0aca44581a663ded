package check_test

import (
	"slices"
	"testing"

	"sonde/internal/lang/ast"
)

// The stdlib functions' minimal scripts, for TestBuiltinsImplemented.
func init() {
	for name, src := range map[string]string{
		"strlen":              `BEGIN { $x = strlen("abc"); }`,
		"strstr":              `BEGIN { $x = strstr("abc", "b"); }`,
		"memcmp":              `BEGIN { $x = memcmp("abc", "abd", 3); }`,
		"strcap":              `BEGIN { $x = strcap("abc"); }`,
		"default_str_length":  `BEGIN { $x = default_str_length(); }`,
		"is_str":              `BEGIN { $x = is_str("a"); }`,
		"is_integer":          `BEGIN { $x = is_integer(1); }`,
		"is_unsigned_integer": `BEGIN { $x = is_unsigned_integer(1); }`,
		"is_ptr":              `BEGIN { $x = is_ptr(0); }`,
		"is_array":            `BEGIN { $x = is_array(1); }`,
		"is_literal":          `BEGIN { $x = is_literal(1); }`,
		"static_assert":       `BEGIN { static_assert(1, "one"); }`,
		"kfunc_exist":         `BEGIN { $x = kfunc_exist("bpf_task_from_pid"); }`,
		"kfunc_allowed":       `BEGIN { $x = kfunc_allowed("bpf_task_from_pid"); }`,
		"in_cgroup":           `BEGIN { $x = in_cgroup(1); }`,
		"signal_thread":       `kprobe:f { signal_thread("KILL"); }`,
		"ppid":                `struct task_struct { struct task_struct *real_parent; int pid; } BEGIN { $x = ppid((struct task_struct *)0); }`,
	} {
		builtinScripts[name] = src
	}
}

func TestStdlibErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`BEGIN { $x = strlen(1); }`, `stdin:1:21: error: strlen() needs a string, a char array or a char pointer, found int64`},
		{`BEGIN { $x = strstr("a", 1); }`, `stdin:1:14: error: strstr() needs two strings, found string[2] and int64`},
		{`BEGIN { $x = memcmp("abc", "abd", 5); }`, `stdin:1:35: error: memcmp() count 5 is more than the size of its arguments (4 and 4 bytes)`},
		{`BEGIN { $n = 3; $x = memcmp("abc", "abd", $n); }`, `stdin:1:43: error: memcmp() count must be an integer constant`},
		{`BEGIN { $x = memcmp(1, "abd", 1); }`, `stdin:1:21: error: memcmp() compares strings, arrays, tuples and structs, found int64`},
		{`BEGIN { static_assert(1 == 2, "one is not two"); }`, `stdin:1:9: error: static assertion failed: one is not two`},
		{`BEGIN { static_assert(pid == 2, "x"); }`, `stdin:1:23: error: static_assert() condition must be known at compile time`},
		{`BEGIN { $x = kfunc_exist(comm); }`, `stdin:1:26: error: kfunc_exist() accepts a string literal only`},
		{`BEGIN { $x = kfunc_allowed(1); }`, `stdin:1:28: error: kfunc_allowed() accepts a string literal only`},
		{`BEGIN { $x = in_cgroup("x"); }`, `stdin:1:24: error: in_cgroup() needs a cgroup id, found string[2]`},
		{`BEGIN { $x = container_id("x"); }`, `stdin:1:27: error: container_id() needs a cgroup id, found string[2]`},
		{`BEGIN { $x = pod_uid(1, 2); }`, `stdin:1:14: error: pod_uid() takes 0 to 1 arguments, found 2`},
		{`BEGIN { $x = 1 ? pod_name() : pod_uid(); }`, `error: ternary branches print different things of a container: "pod" and "pod_uid"`},
		{`kprobe:f { signal_thread(0); }`, `stdin:1:12: error: 0 is not a valid signal, allowed range: [1,64]`},
		{`kprobe:f { $x = signal_thread(9); }`, `error: signal_thread() should not be used in an assignment or as a map key`},
	} {
		expectCheckError(t, tc.src, tc.want)
	}
	// A static assertion in a branch a constant condition never takes is
	// none, as fail() there is none.
	expectCheckOK(t, `BEGIN { if (0) { static_assert(0, "never"); } }`)
	// The type predicates are constants.
	p := expectCheckOK(t, `BEGIN { $a = is_str("x"); $b = is_literal(-1); $c = is_unsigned_integer(-1); }`)
	if p == nil {
		return
	}
	var got []int64
	for _, in := range p.Instances {
		for e, v := range in.Consts {
			if _, ok := e.(*ast.CallExpr); ok {
				got = append(got, v)
			}
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []int64{0, 1, 1}) {
		t.Errorf("type predicates folded to %v", got)
	}
}
