#!/usr/bin/env python3
"""Writes a large C program for bench/srcvars/run: N functions, each with
parameters, struct locals and nested blocks, so that its -g build has a
large .debug_info (about 50 MB of binary for N=40000 at -O2)."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
out = sys.stdout
out.write("#include <stdint.h>\nstruct hdr { uint16_t port; uint32_t len; };\n")
out.write("struct req { struct hdr hdr; int id; struct req *next; };\nvolatile long sink;\n")
for i in range(n):
    out.write(f"""
__attribute__((noinline)) int f{i}(struct req *req, int k)
{{
	int n{i} = 0;
	uint32_t bytes = {i};
	while (req) {{
		int id = req->id + k;
		bytes += req->hdr.len;
		n{i}++;
		if (id > {i % 7}) {{
			struct hdr h = req->hdr;
			sink = h.port + bytes + id;
		}}
		req = req->next;
	}}
	return n{i} * 1000 + (int)bytes;
}}
""")
out.write("int main(int argc, char **argv)\n{\n\tstruct req a = {{22, 10}, 1, 0};\n\tlong t = 0;\n")
out.write(f"\tfor (int i = 0; i < {n}; i += 997)\n\t\tt += f0(&a, i);\n")
out.write("\tsink = t;\n\treturn argc > 5 ? (int)(long)argv : 0;\n}\n")
