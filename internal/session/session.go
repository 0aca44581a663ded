// Package session runs a tracing session for every BPF front end (the
// language runtime, strace, ltrace, stat, profile): what happens between
// "the programs are loaded" and "the last record is printed".
//
// It owns:
//   - the poll loop over a BPF ring buffer (ring.go; the reader comes from the
//     kit, bpf.OpenRing): records are submitted without waking the reader,
//     who polls on a timer, and drains at the end (tracefs's ring buffer
//     is package ftrace's);
//   - the signals that end tracing (signals.go): Ctrl-C and SIGTERM end it
//     normally;
//   - lost-record accounting (lost.go): each front end prints the count in
//     its own words;
//   - detaching (links.go), concurrently, as detaching a perf-event
//     tracepoint waits for RCU grace periods;
//   - the -c/-- command (command.go): started behind internal/child's gate
//     before any probe is attached, released once every one is, waited for,
//     stopped when tracing ends first; and the end of a -p process;
//   - the mapping side-band (mappings.go): perf's mmap2, exec and fork
//     records on every CPU, which tell symbolize the executable mappings
//     of processes as they make them, so their stacks resolve after they
//     exit.
//
// A front end keeps its own decoding and printing: session calls it back
// with each record's bytes. Session creates no maps or programs.
//
// It imports bpf (ring readers, lost counters), child (the gate), probe
// (CloseAll), kernel (online CPUs) and symbolize (the side-band's
// receiver) from sonde.
package session
