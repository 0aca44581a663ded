
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:1: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	  1: LoadMapPtr dst: r1 fd: 0 <events>
	  3: MovImm dst: r2 imm: 24
	  4: MovImm dst: r3 imm: 0
	  5: Call FnRingbufReserve
	  6: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  7: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  8: LoadMapPtr dst: r1 fd: 0 <lost>
	 10: MovReg dst: r2 src: rfp
	 11: AddImm dst: r2 imm: -16
	 12: Call FnMapLookupElem
	 13: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 14: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 15: AddImm dst: r1 imm: 1
	 16: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 17: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 18: MovReg dst: r6 src: r0
	 19: LdImmDW dst: r1 imm: 1
	 21: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 22: MovImm dst: r7 imm: 42
	 23: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 24: LdImmDW dst: r0 imm: 431316168567
	 26: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 27: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 28: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 29: MovReg dst: r1 src: r6
	 30: MovImm dst: r2 imm: 1
	 31: Call FnRingbufSubmit
p0_BEGIN_L3:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 32: Ja off: 0
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 33: LdImmDW dst: r0 imm: 2
	 35: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 37: LoadMapPtr dst: r1 fd: 0 <events>
	 39: MovReg dst: r2 src: rfp
	 40: AddImm dst: r2 imm: -24
	 41: MovImm dst: r3 imm: 16
	 42: MovImm dst: r4 imm: 2
	 43: Call FnRingbufOutput
	 44: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 45: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 46: LoadMapPtr dst: r1 fd: 0 <lost>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -32
	 50: Call FnMapLookupElem
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 52: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 53: AddImm dst: r1 imm: 1
	 54: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L6:
	 55: Ja off: 0
p0_BEGIN_L5:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 56: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 57: MovImm dst: r0 imm: 0
	 58: Exit
