// Package bpf is the BPF kit every front end builds its programs with: one
// instruction builder (labels, fresh label names, callee-saved registers,
// stack slots, dead-code suppression), the snippets the programs share
// (ring-buffer output, reserve and submit with lost counting into a per-CPU
// counter, 64-bit immediate stores, stack ids with an overflow map), and
// the one place where BPF objects are created: maps and programs only
// through an ebpf.CollectionSpec (load.go), with verifier errors mapped
// back to the refused instruction and its source, and ring buffers opened
// for reading.
//
// It imports only cilium/ebpf, golang.org/x/sys and the standard library,
// so that every layer above it (the compiler's codegen, the language
// runtime, strace, ltrace, probe's feature tests) may import it.
package bpf
