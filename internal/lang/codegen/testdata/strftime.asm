
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:2:1: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:2:9: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	  1: MovImm dst: r6 imm: 0
	  2: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	  3: LoadMapPtr dst: r1 fd: 0 <events>
	  5: MovImm dst: r2 imm: 24
	  6: MovImm dst: r3 imm: 0
	  7: Call FnRingbufReserve
	  8: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  9: StMemDW dst: rfp src: r0 off: -24 imm: 2
	 10: LoadMapPtr dst: r1 fd: 0 <config>
	 12: MovReg dst: r2 src: rfp
	 13: AddImm dst: r2 imm: -24
	 14: Call FnMapLookupElem
	 15: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 16: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 17: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L4>
p0_BEGIN_L5:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 18: Ja off: 0
	 19: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 20: LoadMapPtr dst: r1 fd: 0 <lost>
	 22: MovReg dst: r2 src: rfp
	 23: AddImm dst: r2 imm: -32
	 24: Call FnMapLookupElem
	 25: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 26: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 27: AddImm dst: r1 imm: 1
	 28: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L4:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 29: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 30: MovReg dst: r6 src: r0
	 31: LdImmDW dst: r1 imm: 8589934593
	 33: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 34: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 35: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L6>
	 36: Call FnKtimeGetNs
	 37: MovReg dst: r7 src: r0
	 38: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 39: StMemDW dst: rfp src: r0 off: -56 imm: 1
	 40: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 41: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 42: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	 43: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 44: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 45: Call FnKtimeGetNs
	 46: MovReg dst: r7 src: r0
	 47: StXMemDW dst: rfp src: r7 off: -80 imm: 0
	 48: StMemDW dst: rfp src: r0 off: -72 imm: 2
	 49: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	 50: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 51: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	 52: StXMemDW dst: rfp src: r0 off: -40 imm: 0
p0_BEGIN_L7:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 53: Ja off: 0
	 54: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 55: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	 56: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 57: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 58: MovReg dst: r1 src: r6
	 59: MovImm dst: r2 imm: 1
	 60: Call FnRingbufSubmit
p0_BEGIN_L3:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 61: Ja off: 0
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 62: LdImmDW dst: r0 imm: 2
	 64: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 65: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 66: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 67: LoadMapPtr dst: r1 fd: 0 <config>
	 69: MovReg dst: r2 src: rfp
	 70: AddImm dst: r2 imm: -40
	 71: Call FnMapLookupElem
	 72: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 73: LdXMemW dst: r1 src: rfp off: -24 imm: 0
	 74: LdImmDW dst: r2 imm: 4294967296
	 76: OrReg dst: r1 src: r2
	 77: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L8:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 78: Ja off: 0
	 79: LoadMapPtr dst: r1 fd: 0 <events>
	 81: MovReg dst: r2 src: rfp
	 82: AddImm dst: r2 imm: -32
	 83: MovImm dst: r3 imm: 16
	 84: MovImm dst: r4 imm: 2
	 85: Call FnRingbufOutput
	 86: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	 87: StMemDW dst: rfp src: r0 off: -48 imm: 2
	 88: LoadMapPtr dst: r1 fd: 0 <config>
	 90: MovReg dst: r2 src: rfp
	 91: AddImm dst: r2 imm: -48
	 92: Call FnMapLookupElem
	 93: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	 94: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 95: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
p0_BEGIN_L11:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 96: Ja off: 0
	 97: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 98: LoadMapPtr dst: r1 fd: 0 <lost>
	100: MovReg dst: r2 src: rfp
	101: AddImm dst: r2 imm: -56
	102: Call FnMapLookupElem
	103: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	104: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	105: AddImm dst: r1 imm: 1
	106: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L10:
	107: Ja off: 0
p0_BEGIN_L9:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	108: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	109: MovImm dst: r0 imm: 0
	110: Exit
