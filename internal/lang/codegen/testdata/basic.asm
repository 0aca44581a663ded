
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	  0: LoadMapPtr dst: r1 fd: 0 <events>
	  2: MovImm dst: r2 imm: 24
	  3: MovImm dst: r3 imm: 0
	  4: Call FnRingbufReserve
	  5: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	  6: MovReg dst: r6 src: r0
	  7: LdImmDW dst: r1 imm: 1
	  9: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 10: MovImm dst: r7 imm: 42
	 11: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 12: LdImmDW dst: r0 imm: 431316168567
	 14: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 15: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 16: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 17: MovReg dst: r1 src: r6
	 18: MovImm dst: r2 imm: 1
	 19: Call FnRingbufSubmit
p0_BEGIN_L2:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 20: Ja off: 0
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 21: LdImmDW dst: r0 imm: 2
	 23: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 24: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 25: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 26: LoadMapPtr dst: r1 fd: 0 <config>
	 28: MovReg dst: r2 src: rfp
	 29: AddImm dst: r2 imm: -32
	 30: Call FnMapLookupElem
	 31: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 32: LdXMemW dst: r1 src: rfp off: -16 imm: 0
	 33: LdImmDW dst: r2 imm: 4294967296
	 35: OrReg dst: r1 src: r2
	 36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 37: Ja off: 0
	 38: LoadMapPtr dst: r1 fd: 0 <events>
	 40: MovReg dst: r2 src: rfp
	 41: AddImm dst: r2 imm: -24
	 42: MovImm dst: r3 imm: 16
	 43: MovImm dst: r4 imm: 2
	 44: Call FnRingbufOutput
	 45: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
p0_BEGIN_L6:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 46: Ja off: 0
	 47: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 48: MovImm dst: r0 imm: 0
	 49: Exit
p0_BEGIN_L3:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 50: Ja off: 0
	 51: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 52: LoadMapPtr dst: r1 fd: 0 <config>
	 54: MovReg dst: r2 src: rfp
	 55: AddImm dst: r2 imm: -16
	 56: Call FnMapLookupElem
	 57: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 58: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 59: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L7>
p0_BEGIN_L8:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 60: Ja off: 0
	 61: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 62: LoadMapPtr dst: r1 fd: 0 <lost>
	 64: MovReg dst: r2 src: rfp
	 65: AddImm dst: r2 imm: -24
	 66: Call FnMapLookupElem
	 67: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
	 68: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 69: AddImm dst: r1 imm: 1
	 70: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L7:
	   ; stdin:1:9: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 71: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L5:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 72: Ja off: 0
	 73: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 74: LoadMapPtr dst: r1 fd: 0 <config>
	 76: MovReg dst: r2 src: rfp
	 77: AddImm dst: r2 imm: -40
	 78: Call FnMapLookupElem
	 79: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 80: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 81: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L9>
p0_BEGIN_L10:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 82: Ja off: 0
	 83: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 84: LoadMapPtr dst: r1 fd: 0 <lost>
	 86: MovReg dst: r2 src: rfp
	 87: AddImm dst: r2 imm: -48
	 88: Call FnMapLookupElem
	 89: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	 90: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 91: AddImm dst: r1 imm: 1
	 92: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L9:
	   ; stdin:1:47: BEGIN { printf("hello %d %s\n", 42, "world"); exit(); }
	 93: Ja off: -1 <p0_BEGIN_L6>
