
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	  ; 1-1
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; 9-45
	 1: LdImmDW dst: r0 imm: 1
	  ; 9-45
	 3: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  ; 9-45
	 4: MovImm dst: r6 imm: 42
	  ; 9-45
	 5: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  ; 9-45
	 6: LdImmDW dst: r0 imm: 431316168567
	  ; 9-45
	 8: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  ; 9-45
	 9: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	  ; 9-45
	10: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  ; 9-45
	11: LoadMapPtr dst: r1 fd: 0 <events>
	  ; 9-45
	13: MovReg dst: r2 src: rfp
	  ; 9-45
	14: AddImm dst: r2 imm: -32
	  ; 9-45
	15: MovImm dst: r3 imm: 24
	  ; 9-45
	16: MovImm dst: r4 imm: 1
	  ; 9-45
	17: Call FnRingbufOutput
	  ; 9-45
	18: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  ; 9-45
	19: StMemDW dst: rfp src: r0 off: -48 imm: 0
	  ; 9-45
	20: LoadMapPtr dst: r1 fd: 0 <lost>
	  ; 9-45
	22: MovReg dst: r2 src: rfp
	  ; 9-45
	23: AddImm dst: r2 imm: -48
	  ; 9-45
	24: Call FnMapLookupElem
	  ; 9-45
	25: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	  ; 9-45
	26: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  ; 9-45
	27: AddImm dst: r1 imm: 1
	  ; 9-45
	28: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L3:
	29: Ja off: 0
p0_BEGIN_L2:
	  ; 47-53
	30: LdImmDW dst: r0 imm: 2
	  ; 47-53
	32: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	  ; 47-53
	33: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  ; 47-53
	34: LoadMapPtr dst: r1 fd: 0 <events>
	  ; 47-53
	36: MovReg dst: r2 src: rfp
	  ; 47-53
	37: AddImm dst: r2 imm: -24
	  ; 47-53
	38: MovImm dst: r3 imm: 16
	  ; 47-53
	39: MovImm dst: r4 imm: 2
	  ; 47-53
	40: Call FnRingbufOutput
	  ; 47-53
	41: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	  ; 47-53
	42: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  ; 47-53
	43: LoadMapPtr dst: r1 fd: 0 <lost>
	  ; 47-53
	45: MovReg dst: r2 src: rfp
	  ; 47-53
	46: AddImm dst: r2 imm: -32
	  ; 47-53
	47: Call FnMapLookupElem
	  ; 47-53
	48: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	  ; 47-53
	49: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  ; 47-53
	50: AddImm dst: r1 imm: 1
	  ; 47-53
	51: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L5:
	52: Ja off: 0
p0_BEGIN_L4:
	  ; 47-53
	53: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	  ; 47-53
	54: MovImm dst: r0 imm: 0
	  ; 47-53
	55: Exit
