package bpf

import "github.com/cilium/ebpf/asm"

// Flags of bpf_ringbuf_output and bpf_ringbuf_submit.
const (
	NoWakeup    = 1 // BPF_RB_NO_WAKEUP: the reader polls on a timer
	ForceWakeup = 2 // BPF_RB_FORCE_WAKEUP
)

// Addr sets dst = base + off: the address of a stack slot (base R10).
func (b *Builder) Addr(dst, base asm.Register, off int16) {
	b.Emit(asm.Mov.Reg(dst, base), asm.Add.Imm(dst, int32(off)))
}

// MapLookup emits R0 = bpf_map_lookup_elem(&m, base+key): the value's
// address, or NULL.
func (b *Builder) MapLookup(m string, base asm.Register, key int16) {
	b.Emit(MapPtr(asm.R1, m))
	b.Addr(asm.R2, base, key)
	b.Emit(asm.FnMapLookupElem.Call())
}

// MapDelete emits R0 = bpf_map_delete_elem(&m, base+key).
func (b *Builder) MapDelete(m string, base asm.Register, key int16) {
	b.Emit(MapPtr(asm.R1, m))
	b.Addr(asm.R2, base, key)
	b.Emit(asm.FnMapDeleteElem.Call())
}

// MapUpdate emits R0 = bpf_map_update_elem(&m, kbase+key, vbase+val,
// BPF_ANY).
func (b *Builder) MapUpdate(m string, kbase asm.Register, key int16, vbase asm.Register, val int16) {
	b.Emit(MapPtr(asm.R1, m))
	b.Addr(asm.R2, kbase, key)
	b.Addr(asm.R3, vbase, val)
	b.Emit(asm.Mov.Imm(asm.R4, 0), asm.FnMapUpdateElem.Call())
}

// LookupSlot emits R0 = the address of slot of the array named m (or
// NULL), its u64 key stored at base+key.
func (b *Builder) LookupSlot(m string, slot int64, base asm.Register, key int16) {
	b.Emit(StoreImm(base, key, slot, asm.DWord))
	b.MapLookup(m, base, key)
}

// CountLost adds one to the u64 at slot of the per-CPU array named lost,
// its key stored at base+key, and places the label done after the code.
func (b *Builder) CountLost(lost string, slot int64, base asm.Register, key int16, done string) {
	b.LookupSlot(lost, slot, base, key)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, done),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord),
	)
	b.Label(done)
}

// RingOutput copies a record into the ring buffer named ring
// (bpf_ringbuf_output): args sets R2 to the record's address and R3 to its
// size. When the copy fails, lost (if not nil) emits the loss counting;
// the code goes on at the label ok, which RingOutput places.
func (b *Builder) RingOutput(ring string, args func(), flags int32, ok string, lost func()) {
	b.Emit(MapPtr(asm.R1, ring))
	args()
	b.Emit(asm.Mov.Imm(asm.R4, flags), asm.FnRingbufOutput.Call())
	if lost == nil {
		return
	}
	b.Emit(asm.JEq.Imm(asm.R0, 0, ok))
	lost()
	b.Label(ok)
}

// RingReserve reserves size bytes of the ring buffer named ring
// (bpf_ringbuf_reserve). When it is full, lost emits the loss counting
// and the code jumps to fail; otherwise it goes on at the label ok, which
// RingReserve places, with the record in R0.
func (b *Builder) RingReserve(ring string, size int32, ok, fail string, lost func()) {
	b.Emit(MapPtr(asm.R1, ring), asm.Mov.Imm(asm.R2, size), asm.Mov.Imm(asm.R3, 0), asm.FnRingbufReserve.Call(),
		asm.JNE.Imm(asm.R0, 0, ok))
	lost()
	b.Emit(asm.Ja.Label(fail))
	b.Label(ok)
}

// RingSubmit submits the record in rec (bpf_ringbuf_submit).
func (b *Builder) RingSubmit(rec asm.Register, flags int32) {
	b.Emit(asm.Mov.Reg(asm.R1, rec), asm.Mov.Imm(asm.R2, flags), asm.FnRingbufSubmit.Call())
}

// Return0 places the label l (when not empty) on `return 0`.
func (b *Builder) Return0(l string) {
	if l != "" {
		b.Label(l)
	}
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
}

// ReturnPassOn places the label l (when not empty) on `return 1`, what a
// program attached to a tracepoint through a perf event returns: the
// kernel runs it before the tracepoint's perf events and drops the event
// for all of them on 0 (see point.Context.PassOn).
func (b *Builder) ReturnPassOn(l string) {
	if l != "" {
		b.Label(l)
	}
	b.Emit(asm.Mov.Imm(asm.R0, 1), asm.Return())
}
