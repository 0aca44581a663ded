package e2e

import "testing"

// TestMoreBuiltinErrors: misuse of leader_comm, is_err(), container_of(),
// str_concat() and comm(pid) gets a located error.
func TestMoreBuiltinErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { $p = container_of(curtask, 8, tasks); }`,
			"stdin:1:36: error: container_of() takes a type as its second argument\n" +
				"  1 | BEGIN { $p = container_of(curtask, 8, tasks); }\n" +
				"    |                                    ^\n" +
				"    = help: container_of(ptr, struct S, member)\n"},
		{`BEGIN { $p = container_of(curtask, struct task_struct, $x); }`,
			"stdin:1:56: error: container_of() takes a member name as its third argument\n" +
				"  1 | BEGIN { $p = container_of(curtask, struct task_struct, $x); }\n" +
				"    |                                                        ^^\n" +
				"    = help: container_of(ptr, struct S, member) or container_of(ptr, struct S, member.sub)\n"},
		{`BEGIN { $p = container_of(curtask, struct task_struct, nosuch); }`,
			"stdin:1:56: error: struct task_struct has no field \"nosuch\"\n" +
				"  1 | BEGIN { $p = container_of(curtask, struct task_struct, nosuch); }\n" +
				"    |                                                        ^^^^^^\n"},
		{`BEGIN { $s = str_concat("a", 1); }`,
			"stdin:1:30: error: str_concat() needs strings, found int64\n" +
				"  1 | BEGIN { $s = str_concat(\"a\", 1); }\n" +
				"    |                              ^\n" +
				"    = help: read a char * with str() first\n"},
		{`BEGIN { $b = is_err("x"); }`,
			"stdin:1:21: error: is_err() needs a pointer, found string[2]\n" +
				"  1 | BEGIN { $b = is_err(\"x\"); }\n" +
				"    |                     ^^^\n"},
		{`BEGIN { $c = comm("x"); }`,
			"stdin:1:19: error: comm() takes a PID: an integer, found string[2]\n" +
				"  1 | BEGIN { $c = comm(\"x\"); }\n" +
				"    |                   ^^^\n"},
		{`BEGIN { print(uint64); }`,
			"stdin:1:15: error: the type uint64 is not a value\n" +
				"  1 | BEGIN { print(uint64); }\n" +
				"    |               ^^^^^^\n" +
				"    = help: a type stands as an argument only where a builtin takes one, as container_of(ptr, struct S, member)\n"},
		{`BEGIN { $t = leader_comm("x"); }`,
			"stdin:1:26: error: leader_comm() needs a struct task_struct *, found string[2]\n" +
				"  1 | BEGIN { $t = leader_comm(\"x\"); }\n" +
				"    |                          ^^^\n"},
	})
}
