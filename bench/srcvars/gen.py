#!/usr/bin/env python3
"""Writes a large C program for bench/srcvars/run into DIR: N functions in
files of 500 (gen0.c, gen1.c, ...; one compilation unit each) and main.c,
each function with parameters, struct locals and nested blocks, so that
its -g build has a large .debug_info.
Usage: gen.py N DIR"""
import os
import sys

n, d = int(sys.argv[1]), sys.argv[2]
head = ("#include <stdint.h>\nstruct hdr { uint16_t port; uint32_t len; };\n"
        "struct req { struct hdr hdr; int id; struct req *next; };\nextern volatile long sink;\n")
per = 500
for f in range((n + per - 1) // per):
    with open(os.path.join(d, f"gen{f}.c"), "w") as out:
        out.write(head)
        for i in range(f * per, min(n, (f + 1) * per)):
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
with open(os.path.join(d, "main.c"), "w") as out:
    out.write(head.replace("extern ", ""))
    out.write("int f0(struct req *req, int k);\n")
    out.write("int main(void)\n{\n\tstruct req a = {{22, 10}, 1, 0};\n\tsink = f0(&a, 1);\n\treturn 0;\n}\n")
