package strace

// The capture slots of the syscall programs: code that copies user memory
// into the record, one kind of capture per function. Each copy is bounded
// twice, by the slot's max and by the record's data limit, and the write
// offset passes through untracked memory between slots (forgetOff) so that
// verification stays linear in the number of slots.

import (
	"fmt"

	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
)

// captureSlot emits the copy for slot s. Registers: rRec, rSpec, rOff.
// Only the code for the given kinds is emitted: argv and count (execve's
// arrays) have their own path so that the verifier's work stays small.
func (o *objects) captureSlot(b *bpf.Builder, s int, isExit bool, kinds ...int) {
	has := func(k int) bool {
		for _, x := range kinds {
			if x == k {
				return true
			}
		}
		return false
	}
	next := b.Fresh("slot_next")
	base := int16(8 + s*8)
	lens := int16(offLens + s*4)
	// R1 = kind; stop at the first empty slot.
	forgetOff(b)
	b.Emit(
		asm.LoadMem(asm.R1, rSpec, base, asm.Byte),
		asm.JEq.Imm(asm.R1, capNone, next),
		asm.JGT.Imm(rOff, dataLimit, next),
		// fpPtr = args[arg & 7]
		asm.LoadMem(asm.R2, rSpec, base+1, asm.Byte),
		asm.And.Imm(asm.R2, 7),
		asm.LSh.Imm(asm.R2, 3),
		asm.Add.Reg(asm.R2, rRec),
		asm.LoadMem(asm.R2, asm.R2, offArgs, asm.DWord),
		asm.StoreMem(asm.RFP, fpPtr, asm.R2, asm.DWord),
		asm.JEq.Imm(asm.R2, 0, next),
		// fpCount = max, clamped
		asm.LoadMem(asm.R2, rSpec, base+4, asm.Half),
		asm.JLE.Imm(asm.R2, maxCapture, b.Fresh("x")),
	)
	clamp := b.Insns[len(b.Insns)-1].Reference()
	b.Emit(asm.Mov.Imm(asm.R2, maxCapture))
	b.Label(clamp)
	b.Emit(asm.StoreMem(asm.RFP, fpCount, asm.R2, asm.DWord))
	for _, k := range kinds {
		b.Emit(asm.JEq.Imm(asm.R1, int32(k), fmt.Sprintf("%s_k%d", next, k)))
	}
	b.Emit(asm.Ja.Label(next))
	if has(capStr) {
		o.captureStr(b, next, base, lens, isExit)
	}
	if has(capBuf) {
		o.captureBuf(b, next, base, lens, isExit)
	}
	if has(capArgv) {
		captureArgv(b, next, lens)
	}
	if has(capCount) {
		captureCount(b, next, lens)
	}
	if has(capIov) {
		captureIov(b, next, base, lens, isExit)
	}
	b.Label(next)
}

func (o *objects) captureStr(b *bpf.Builder, next string, base, lens int16, isExit bool) {
	b.Label(fmt.Sprintf("%s_k%d", next, capStr))
	if isExit {
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, base+3, asm.Byte),
			asm.JSet.Imm(asm.R1, slotRetry, next+"_retry"),
			asm.Ja.Label(next+"_doit"),
		)
		b.Label(next + "_retry")
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offFault, asm.DWord), // untracked: one verifier state
			asm.JEq.Imm(asm.R1, 0, next),
		)
		b.Label(next + "_doit")
	}
	b.Emit(
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Reg(asm.R1, rOff),
		asm.LoadMem(asm.R2, asm.RFP, fpCount, asm.DWord),
		asm.JGT.Imm(asm.R2, maxCapture, next),
		asm.JEq.Imm(asm.R2, 0, next),
		asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
		asm.FnProbeReadUserStr.Call(),
		asm.StoreMem(rRec, lens, asm.R0, asm.Word),
		asm.JSLT.Imm(asm.R0, 0, next+"_fault"),
		asm.JEq.Imm(asm.R0, 0, next),
		asm.JGT.Imm(asm.R0, maxCapture, next),
		asm.Add.Reg(rOff, asm.R0),
		asm.Ja.Label(next),
	)
	b.Label(next + "_fault")
	if !isExit {
		o.setFaulted(b, base, next)
	}
	b.Emit(asm.Ja.Label(next))

}

// captureBuf: R2 = length by mode, then min(length, max).
func (o *objects) captureBuf(b *bpf.Builder, next string, base, lens int16, isExit bool) {
	b.Label(fmt.Sprintf("%s_k%d", next, capBuf))
	if isExit {
		// An input retried after a fault at entry, or an output: only when
		// the call succeeded.
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, base+3, asm.Byte),
			asm.JSet.Imm(asm.R1, slotRetry, next+"_bretry"),
			asm.JSet.Imm(asm.R1, slotOnFail, next+"_bgo"),
			asm.LoadMem(asm.R1, rRec, offRet, asm.DWord),
			asm.JSLT.Imm(asm.R1, 0, next),
			asm.Ja.Label(next+"_bgo"),
		)
		b.Label(next + "_bretry")
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offFault, asm.DWord), // untracked: one verifier state
			asm.JEq.Imm(asm.R1, 0, next),
		)
		b.Label(next + "_bgo")
	}
	b.Emit(
		asm.LoadMem(asm.R1, rSpec, base+3, asm.Byte),
		asm.And.Imm(asm.R1, 0x3f),
		asm.LoadMem(asm.R3, rSpec, base+2, asm.Byte),
		asm.And.Imm(asm.R3, 7),
		asm.LSh.Imm(asm.R3, 3),
		asm.Add.Reg(asm.R3, rRec),
		asm.LoadMem(asm.R2, asm.R3, offArgs, asm.DWord), // args[lenArg]
		asm.JEq.Imm(asm.R1, lenArg, next+"_len"),
		asm.JEq.Imm(asm.R1, lenArgMul, next+"_mul"),
		asm.JEq.Imm(asm.R1, lenUser32, next+"_u32"),
		asm.JNE.Imm(asm.R1, lenRetMul, next+"_notretmul"),
		asm.LoadMem(asm.R2, rRec, offRet, asm.DWord),
		asm.Ja.Label(next+"_mul"),
	)
	b.Label(next + "_notretmul")
	b.Emit(
		asm.LoadMem(asm.R2, asm.RFP, fpCount, asm.DWord), // lenConst
		asm.JNE.Imm(asm.R1, lenRet, next+"_len"),
		asm.LoadMem(asm.R2, rRec, offRet, asm.DWord),
		asm.Ja.Label(next+"_len"),
	)
	b.Label(next + "_mul")
	b.Emit(
		asm.LoadMem(asm.R1, rSpec, base+6, asm.Half),
		asm.JGT.Imm(asm.R2, maxCapture, next+"_big"),
		asm.Mul.Reg(asm.R2, asm.R1),
		asm.Ja.Label(next+"_len"),
	)
	b.Label(next + "_big")
	b.Emit(
		asm.Mov.Imm(asm.R2, maxCapture),
		asm.Ja.Label(next+"_len"),
	)
	b.Label(next + "_u32")
	b.Emit(
		bpf.StoreImm64(asm.RFP, fpArr, 0),
		asm.Mov.Reg(asm.R3, asm.R2),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpArr),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadUser.Call(),
		asm.LoadMem(asm.R2, asm.RFP, fpArr, asm.Word),
	)
	b.Label(next + "_len")
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpCount, asm.DWord),
		asm.JLE.Reg(asm.R2, asm.R1, next+"_le"),
		asm.Mov.Reg(asm.R2, asm.R1),
	)
	b.Label(next + "_le")
	b.Emit(
		asm.JGT.Imm(asm.R2, maxCapture, next),
		asm.StoreMem(rRec, lens, asm.R2, asm.Word),
		asm.JEq.Imm(asm.R2, 0, next),
		asm.StoreMem(asm.RFP, fpCount, asm.R2, asm.DWord),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Reg(asm.R1, rOff),
		asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
		asm.FnProbeReadUser.Call(),
		asm.JEq.Imm(asm.R0, 0, next+"_bufok"),
		asm.StoreMem(rRec, lens, asm.R0, asm.Word),
	)
	if !isExit {
		o.setFaulted(b, base, next)
	}
	b.Emit(asm.Ja.Label(next))
	b.Label(next + "_bufok")
	b.Emit(
		asm.LoadMem(asm.R2, asm.RFP, fpCount, asm.DWord),
		asm.JGT.Imm(asm.R2, maxCapture, next),
		asm.Add.Reg(rOff, asm.R2),
		asm.Ja.Label(next),
	)

}

// forgetOff makes the verifier forget what it knows of rOff by passing it
// through memory it does not track: the paths through a capture slot then
// meet in the same state at the next one, which keeps verification linear
// in the number of slots instead of exponential.
func forgetOff(b *bpf.Builder) {
	b.Emit(
		asm.StoreMem(rRec, offSpill, rOff, asm.DWord),
		asm.LoadMem(rOff, rRec, offSpill, asm.DWord),
	)
}

// setFaulted notes that an entry copy faulted (the page was not resident):
// the exit program copies the input again once the kernel has faulted it in.
// Only slots marked slotRetry (with a retry slot at exit) ask.
func (o *objects) setFaulted(b *bpf.Builder, base int16, next string) {
	set := b.Fresh("setfault")
	b.Emit(
		asm.LoadMem(asm.R1, rSpec, base+3, asm.Byte),
		asm.JSet.Imm(asm.R1, slotRetry, set),
		asm.Ja.Label(next),
	)
	b.Label(set)
	b.Emit(asm.StoreImm(asm.RFP, fpFault, 1, asm.Word))
	b.MapUpdate(mapFaulted, asm.RFP, fpKey, asm.RFP, fpFault)
}

// captureArgv: per element a u16 length then the string (length includes NUL).
func captureArgv(b *bpf.Builder, next string, lens int16) {
	b.Label(fmt.Sprintf("%s_k%d", next, capArgv))
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpPtr, asm.DWord),
		asm.StoreMem(asm.RFP, fpArr, asm.R1, asm.DWord),
		bpf.StoreImm64(asm.RFP, fpSlot, 0), // elements copied
	)
	argvDone := next + "_argvdone"
	for i := 0; i < maxArgv; i++ {
		forgetOff(b)
		b.Emit(
			asm.LoadMem(asm.R3, asm.RFP, fpArr, asm.DWord),
			asm.Add.Imm(asm.R3, int32(i*8)),
			asm.Mov.Reg(asm.R1, asm.RFP),
			asm.Add.Imm(asm.R1, fpPtr),
			asm.Mov.Imm(asm.R2, 8),
			asm.FnProbeReadUser.Call(),
			asm.JNE.Imm(asm.R0, 0, argvDone),
			asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
			asm.JEq.Imm(asm.R3, 0, argvDone),
			asm.JGT.Imm(rOff, dataLimit, argvDone+"_more"),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Reg(asm.R1, rOff),
			asm.Add.Imm(asm.R1, 2),
			asm.LoadMem(asm.R2, asm.RFP, fpCount, asm.DWord),
			asm.JGT.Imm(asm.R2, maxCapture, argvDone),
			asm.JEq.Imm(asm.R2, 0, argvDone),
			asm.FnProbeReadUserStr.Call(),
			asm.JSGT.Imm(asm.R0, 0, b.Fresh("argv_ok")),
		)
		ok := b.Insns[len(b.Insns)-1].Reference()
		b.Emit(asm.Mov.Imm(asm.R0, 0))
		b.Label(ok)
		b.Emit(
			asm.JGT.Imm(asm.R0, maxCapture, argvDone),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Reg(asm.R1, rOff),
			asm.StoreMem(asm.R1, 0, asm.R0, asm.Half),
			asm.Add.Imm(rOff, 2),
			asm.Add.Reg(rOff, asm.R0),
			asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
			asm.Add.Imm(asm.R1, 1),
			asm.StoreMem(asm.RFP, fpSlot, asm.R1, asm.DWord),
		)
	}
	// After maxArgv elements, note whether more follow.
	b.Emit(
		asm.LoadMem(asm.R3, asm.RFP, fpArr, asm.DWord),
		asm.Add.Imm(asm.R3, maxArgv*8),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpPtr),
		asm.Mov.Imm(asm.R2, 8),
		asm.FnProbeReadUser.Call(),
		asm.JNE.Imm(asm.R0, 0, argvDone),
		asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
		asm.JEq.Imm(asm.R3, 0, argvDone),
	)
	b.Label(argvDone + "_more")
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
		asm.Or.Imm(asm.R1, 0x10000),
		asm.StoreMem(asm.RFP, fpSlot, asm.R1, asm.DWord),
	)
	b.Label(argvDone)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
		asm.StoreMem(rRec, lens, asm.R1, asm.Word),
		asm.Ja.Label(next),
	)

}

// captureIov copies an iovec array of args[lenArg] (at most maxIov)
// elements, then for each element a u16 length and up to max bytes of its
// buffer; at exit the buffers together hold at most the return value.
func captureIov(b *bpf.Builder, next string, base, lens int16, isExit bool) {
	b.Label(fmt.Sprintf("%s_k%d", next, capIov))
	b.Emit(
		asm.LoadMem(asm.R3, rSpec, base+2, asm.Byte),
		asm.And.Imm(asm.R3, 7),
		asm.LSh.Imm(asm.R3, 3),
		asm.Add.Reg(asm.R3, rRec),
		asm.LoadMem(asm.R2, asm.R3, offArgs, asm.DWord), // element count
		asm.JLE.Imm(asm.R2, maxIov, next+"_cntok"),
		asm.Mov.Imm(asm.R2, maxIov),
	)
	b.Label(next + "_cntok")
	iovBody(b, next, lens, isExit)
}

// iovBody copies an iovec array of R2 (at most maxIov) elements at fpPtr.
func iovBody(b *bpf.Builder, next string, lens int16, isExit bool) {
	done := next + "_iovdone"
	b.Emit(
		asm.StoreMem(asm.RFP, fpArr, asm.R2, asm.DWord),
		asm.StoreMem(rRec, offIovCount, asm.R2, asm.DWord),
		asm.JEq.Imm(asm.R2, 0, next),
		asm.LSh.Imm(asm.R2, 4),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Reg(asm.R1, rOff),
		asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
		asm.FnProbeReadUser.Call(),
		asm.JNE.Imm(asm.R0, 0, next),
		asm.Mov.Reg(rTmp, rOff), // the array
		asm.LoadMem(asm.R2, asm.RFP, fpArr, asm.DWord),
		asm.JGT.Imm(asm.R2, maxIov, next),
		asm.LSh.Imm(asm.R2, 4),
		asm.Add.Reg(rOff, asm.R2),
		bpf.StoreImm64(rRec, offIovLeft, -1), // bytes left (unbounded at entry)
	)
	if isExit {
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offRet, asm.DWord),
			asm.StoreMem(rRec, offIovLeft, asm.R1, asm.DWord),
		)
	}
	for i := 0; i < maxIov; i++ {
		forgetOff(b)
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offIovCount, asm.DWord),
			asm.JLE.Imm(asm.R1, int32(i), done),
			asm.JGT.Imm(rOff, dataLimit, done),
			asm.JGT.Imm(rTmp, dataLimit, done),
			asm.Mov.Reg(asm.R3, rRec),
			asm.Add.Reg(asm.R3, rTmp),
			asm.LoadMem(asm.R2, asm.R3, int16(16*i+8), asm.DWord), // iov_len
			asm.LoadMem(asm.R3, asm.R3, int16(16*i), asm.DWord),   // iov_base
			asm.StoreMem(asm.RFP, fpPtr, asm.R3, asm.DWord),
			asm.LoadMem(asm.R1, asm.RFP, fpCount, asm.DWord), // max
			asm.JLE.Reg(asm.R2, asm.R1, fmt.Sprintf("%s_m%d", next, i)),
			asm.Mov.Reg(asm.R2, asm.R1),
		)
		b.Label(fmt.Sprintf("%s_m%d", next, i))
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offIovLeft, asm.DWord), // left
			asm.JLE.Reg(asm.R2, asm.R1, fmt.Sprintf("%s_l%d", next, i)),
			asm.Mov.Reg(asm.R2, asm.R1),
		)
		b.Label(fmt.Sprintf("%s_l%d", next, i))
		b.Emit(
			asm.JGT.Imm(asm.R2, maxCapture, done),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Reg(asm.R1, rOff),
			asm.StoreImm(asm.R1, 0, 0, asm.Half),
			asm.Add.Imm(rOff, 2),
			asm.JEq.Imm(asm.R2, 0, fmt.Sprintf("%s_e%d", next, i)),
			asm.StoreMem(asm.RFP, fpN, asm.R2, asm.DWord),
			asm.Add.Imm(asm.R1, 2),
			asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
			asm.FnProbeReadUser.Call(),
			asm.JNE.Imm(asm.R0, 0, fmt.Sprintf("%s_e%d", next, i)),
			asm.LoadMem(asm.R2, asm.RFP, fpN, asm.DWord),
			asm.JGT.Imm(asm.R2, maxCapture, done),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Reg(asm.R1, rOff),
			asm.StoreMem(asm.R1, -2, asm.R2, asm.Half),
			asm.Add.Reg(rOff, asm.R2),
			asm.LoadMem(asm.R1, rRec, offIovLeft, asm.DWord),
			asm.Sub.Reg(asm.R1, asm.R2),
			asm.StoreMem(rRec, offIovLeft, asm.R1, asm.DWord),
		)
		b.Label(fmt.Sprintf("%s_e%d", next, i))
	}
	b.Label(done)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
		asm.StoreMem(rRec, lens, asm.R1, asm.Word),
		asm.Ja.Label(next),
	)
}

// captureMsg copies the struct msghdr at args[slot 0's arg] (slot 0), its
// name (slot 1, at most 128 bytes), its control data (slot 2, at most 256
// bytes) and its iovec (slot 3). At exit only after success.
func captureMsg(b *bpf.Builder, isExit bool) {
	const next = "msg_done"
	if isExit {
		b.Emit(
			asm.LoadMem(asm.R1, rRec, offRet, asm.DWord),
			asm.JSLT.Imm(asm.R1, 0, next),
		)
	}
	forgetOff(b)
	b.Emit(
		asm.JGT.Imm(rOff, dataLimit, next),
		asm.LoadMem(asm.R2, rSpec, 8+1, asm.Byte),
		asm.And.Imm(asm.R2, 7),
		asm.LSh.Imm(asm.R2, 3),
		asm.Add.Reg(asm.R2, rRec),
		asm.LoadMem(asm.R3, asm.R2, offArgs, asm.DWord),
		asm.JEq.Imm(asm.R3, 0, next),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Reg(asm.R1, rOff),
		asm.Mov.Imm(asm.R2, msghdrSize),
		asm.FnProbeReadUser.Call(),
		asm.StoreMem(rRec, offLens, asm.R0, asm.Word),
		asm.JNE.Imm(asm.R0, 0, next),
		asm.StoreImm(rRec, offLens, msghdrSize, asm.Word),
		asm.StoreMem(rRec, offMsg, rOff, asm.DWord),
		asm.Add.Imm(rOff, msghdrSize),
	)
	// Name and control: pointer and length at these msghdr offsets.
	for k, f := range []struct{ ptr, ln, max int16 }{{0, 8, 128}, {32, 40, 256}} {
		skip := fmt.Sprintf("msg_part%d", k)
		lens := int16(offLens + 4*(k+1))
		forgetOff(b)
		b.Emit(
			asm.JGT.Imm(rOff, dataLimit, next),
			asm.LoadMem(asm.R1, rRec, offMsg, asm.DWord),
			asm.JGT.Imm(asm.R1, dataLimit, next),
			asm.Add.Reg(asm.R1, rRec),
			asm.LoadMem(asm.R3, asm.R1, f.ptr, asm.DWord),
			asm.LoadMem(asm.R2, asm.R1, f.ln, asm.Word),
			asm.JEq.Imm(asm.R3, 0, skip),
			asm.JEq.Imm(asm.R2, 0, skip),
			asm.JLE.Imm(asm.R2, int32(f.max), skip+"_le"),
			asm.Mov.Imm(asm.R2, int32(f.max)),
		)
		b.Label(skip + "_le")
		b.Emit(
			asm.StoreMem(rRec, offMsgLen, asm.R2, asm.DWord),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Reg(asm.R1, rOff),
			asm.FnProbeReadUser.Call(),
			asm.JNE.Imm(asm.R0, 0, skip),
			asm.LoadMem(asm.R2, rRec, offMsgLen, asm.DWord),
			asm.JGT.Imm(asm.R2, int32(f.max), skip),
			asm.StoreMem(rRec, lens, asm.R2, asm.Word),
			asm.Add.Reg(rOff, asm.R2),
		)
		b.Label(skip)
	}
	// The iovec: the array at msg_iov, msg_iovlen elements.
	forgetOff(b)
	b.Emit(
		asm.JGT.Imm(rOff, dataLimit, next),
		asm.LoadMem(asm.R1, rRec, offMsg, asm.DWord),
		asm.JGT.Imm(asm.R1, dataLimit, next),
		asm.Add.Reg(asm.R1, rRec),
		asm.LoadMem(asm.R3, asm.R1, 16, asm.DWord),
		asm.StoreMem(asm.RFP, fpPtr, asm.R3, asm.DWord),
		asm.LoadMem(asm.R2, asm.R1, 24, asm.DWord),
		asm.JEq.Imm(asm.R3, 0, next),
		bpf.StoreImm64(asm.RFP, fpCount, maxStrsizeCap),
		asm.LoadMem(asm.R1, rSpec, 8+4, asm.Half), // slot 0's max: -s
		asm.JGT.Imm(asm.R1, maxCapture, "msg_iov"),
		asm.StoreMem(asm.RFP, fpCount, asm.R1, asm.DWord),
	)
	b.Label("msg_iov")
	b.Emit(
		asm.JLE.Imm(asm.R2, maxIov, "msg_iov_cnt"),
		asm.Mov.Imm(asm.R2, maxIov),
	)
	b.Label("msg_iov_cnt")
	iovBody(b, "msg_iov_body", offLens+12, isExit)
	b.Label("msg_iov_body")
	b.Label(next)
}

const (
	msghdrSize    = 56
	maxStrsizeCap = 32 // iovec bytes per element when the spec has none
)

// captureCount counts non-NULL pointers (a bounded loop).
func captureCount(b *bpf.Builder, next string, lens int16) {
	b.Label(fmt.Sprintf("%s_k%d", next, capCount))
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpPtr, asm.DWord),
		asm.StoreMem(asm.RFP, fpArr, asm.R1, asm.DWord),
		asm.Mov.Imm(rTmp, 0),
	)
	// Eight pointers per iteration, read into the pt_regs stack area.
	b.Label(next + "_loop")
	b.Emit(
		asm.JGE.Imm(rTmp, maxCount, next+"_cdone"),
		asm.Mov.Reg(asm.R3, rTmp),
		asm.LSh.Imm(asm.R3, 3),
		asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
		asm.Add.Reg(asm.R3, asm.R1),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpRegs),
		asm.Mov.Imm(asm.R2, 64),
		asm.FnProbeReadUser.Call(),
		asm.JNE.Imm(asm.R0, 0, next+"_cdone"),
	)
	for k := 0; k < 8; k++ {
		b.Emit(
			asm.LoadMem(asm.R1, asm.RFP, fpRegs+int16(8*k), asm.DWord),
			asm.JEq.Imm(asm.R1, 0, next+"_cdone"),
			asm.Add.Imm(rTmp, 1),
		)
	}
	b.Emit(asm.Ja.Label(next + "_loop"))
	b.Label(next + "_cdone")
	b.Emit(
		asm.StoreMem(rRec, lens, rTmp, asm.Word),
		asm.Ja.Label(next),
	)
}
