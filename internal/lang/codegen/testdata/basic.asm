
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	  0: LoadMapPtr dst: r1 fd: 0 <events>
	  2: MovImm dst: r2 imm: 24
	  3: MovImm dst: r3 imm: 0
	  4: Call FnRingbufReserve
	  5: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  6: StMemDW dst: rfp src: r0 off: -16 imm: 2
	  7: LoadMapPtr dst: r1 fd: 0 <config>
	  9: MovReg dst: r2 src: rfp
	 10: AddImm dst: r2 imm: -16
	 11: Call FnMapLookupElem
	 12: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 14: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L4>
p0_BEGIN_L5:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 15: Ja off: 0
	 16: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 17: LoadMapPtr dst: r1 fd: 0 <lost>
	 19: MovReg dst: r2 src: rfp
	 20: AddImm dst: r2 imm: -24
	 21: Call FnMapLookupElem
	 22: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 23: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 24: AddImm dst: r1 imm: 1
	 25: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 26: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 27: MovReg dst: r6 src: r0
	 28: LdImmDW dst: r1 imm: 1
	 30: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 31: MovImm dst: r7 imm: 42
	 32: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 33: LdImmDW dst: r0 imm: 431316168567
	 35: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 36: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 37: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 38: MovReg dst: r1 src: r6
	 39: MovImm dst: r2 imm: 1
	 40: Call FnRingbufSubmit
p0_BEGIN_L3:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 41: Ja off: 0
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 42: LdImmDW dst: r0 imm: 2
	 44: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 45: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 46: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 47: LoadMapPtr dst: r1 fd: 0 <config>
	 49: MovReg dst: r2 src: rfp
	 50: AddImm dst: r2 imm: -32
	 51: Call FnMapLookupElem
	 52: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 53: LdXMemW dst: r1 src: rfp off: -16 imm: 0
	 54: LdImmDW dst: r2 imm: 4294967296
	 56: OrReg dst: r1 src: r2
	 57: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L6:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 58: Ja off: 0
	 59: LoadMapPtr dst: r1 fd: 0 <events>
	 61: MovReg dst: r2 src: rfp
	 62: AddImm dst: r2 imm: -24
	 63: MovImm dst: r3 imm: 16
	 64: MovImm dst: r4 imm: 2
	 65: Call FnRingbufOutput
	 66: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
	 67: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 68: LoadMapPtr dst: r1 fd: 0 <config>
	 70: MovReg dst: r2 src: rfp
	 71: AddImm dst: r2 imm: -40
	 72: Call FnMapLookupElem
	 73: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	 74: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 75: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L8>
p0_BEGIN_L9:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 76: Ja off: 0
	 77: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 78: LoadMapPtr dst: r1 fd: 0 <lost>
	 80: MovReg dst: r2 src: rfp
	 81: AddImm dst: r2 imm: -48
	 82: Call FnMapLookupElem
	 83: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 84: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 85: AddImm dst: r1 imm: 1
	 86: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L8:
	 87: Ja off: 0
p0_BEGIN_L7:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 88: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 89: MovImm dst: r0 imm: 0
	 90: Exit
