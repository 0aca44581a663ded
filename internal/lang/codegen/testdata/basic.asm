
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; 1-1
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 9-45
	  1: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 9-45
	  3: MovImm dst: r2 imm: 24
	   ; 9-45
	  4: MovImm dst: r3 imm: 0
	   ; 9-45
	  5: Call FnRingbufReserve
	   ; 9-45
	  6: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	   ; 9-45
	  7: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 9-45
	  8: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 9-45
	 10: MovReg dst: r2 src: rfp
	   ; 9-45
	 11: AddImm dst: r2 imm: -16
	   ; 9-45
	 12: Call FnMapLookupElem
	   ; 9-45
	 13: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	   ; 9-45
	 14: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 9-45
	 15: AddImm dst: r1 imm: 1
	   ; 9-45
	 16: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; 9-45
	 17: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; 9-45
	 18: MovReg dst: r6 src: r0
	   ; 9-45
	 19: LdImmDW dst: r1 imm: 1
	   ; 9-45
	 21: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 9-45
	 22: MovImm dst: r7 imm: 42
	   ; 9-45
	 23: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	   ; 9-45
	 24: LdImmDW dst: r0 imm: 431316168567
	   ; 9-45
	 26: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 9-45
	 27: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	   ; 9-45
	 28: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 9-45
	 29: MovReg dst: r1 src: r6
	   ; 9-45
	 30: MovImm dst: r2 imm: 1
	   ; 9-45
	 31: Call FnRingbufSubmit
p0_BEGIN_L3:
	   ; 9-45
	 32: Ja off: 0
	   ; 47-53
	 33: LdImmDW dst: r0 imm: 2
	   ; 47-53
	 35: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 47-53
	 36: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 47-53
	 37: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 47-53
	 39: MovReg dst: r2 src: rfp
	   ; 47-53
	 40: AddImm dst: r2 imm: -24
	   ; 47-53
	 41: MovImm dst: r3 imm: 16
	   ; 47-53
	 42: MovImm dst: r4 imm: 2
	   ; 47-53
	 43: Call FnRingbufOutput
	   ; 47-53
	 44: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	   ; 47-53
	 45: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 47-53
	 46: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 47-53
	 48: MovReg dst: r2 src: rfp
	   ; 47-53
	 49: AddImm dst: r2 imm: -32
	   ; 47-53
	 50: Call FnMapLookupElem
	   ; 47-53
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	   ; 47-53
	 52: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 47-53
	 53: AddImm dst: r1 imm: 1
	   ; 47-53
	 54: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L6:
	 55: Ja off: 0
p0_BEGIN_L5:
	   ; 47-53
	 56: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; 47-53
	 57: MovImm dst: r0 imm: 0
	   ; 47-53
	 58: Exit
