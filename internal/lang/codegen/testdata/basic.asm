
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	  0: LoadMapPtr dst: r1 fd: 0 <events>
	  2: MovImm dst: r2 imm: 24
	  3: MovImm dst: r3 imm: 0
	  4: Call FnRingbufReserve
	  5: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  6: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  7: LoadMapPtr dst: r1 fd: 0 <lost>
	  9: MovReg dst: r2 src: rfp
	 10: AddImm dst: r2 imm: -16
	 11: Call FnMapLookupElem
	 12: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 14: AddImm dst: r1 imm: 1
	 15: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 16: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 17: MovReg dst: r6 src: r0
	 18: LdImmDW dst: r1 imm: 1
	 20: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 21: MovImm dst: r7 imm: 42
	 22: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 23: LdImmDW dst: r0 imm: 431316168567
	 25: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 26: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 27: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 28: MovReg dst: r1 src: r6
	 29: MovImm dst: r2 imm: 1
	 30: Call FnRingbufSubmit
p0_BEGIN_L3:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 31: Ja off: 0
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 32: LdImmDW dst: r0 imm: 2
	 34: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 35: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 36: LoadMapPtr dst: r1 fd: 0 <events>
	 38: MovReg dst: r2 src: rfp
	 39: AddImm dst: r2 imm: -24
	 40: MovImm dst: r3 imm: 16
	 41: MovImm dst: r4 imm: 2
	 42: Call FnRingbufOutput
	 43: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 44: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 45: LoadMapPtr dst: r1 fd: 0 <lost>
	 47: MovReg dst: r2 src: rfp
	 48: AddImm dst: r2 imm: -32
	 49: Call FnMapLookupElem
	 50: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 51: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 52: AddImm dst: r1 imm: 1
	 53: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L6:
	 54: Ja off: 0
p0_BEGIN_L5:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 55: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 56: MovImm dst: r0 imm: 0
	 57: Exit
