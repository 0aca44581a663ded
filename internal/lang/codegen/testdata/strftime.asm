
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
	  8: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	  9: MovReg dst: r6 src: r0
	 10: LdImmDW dst: r1 imm: 8589934593
	 12: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 13: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 14: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L4>
	 15: Call FnKtimeGetNs
	 16: MovReg dst: r7 src: r0
	 17: StXMemDW dst: rfp src: r7 off: -48 imm: 0
	 18: StMemDW dst: rfp src: r0 off: -40 imm: 1
	 19: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 20: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 21: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 22: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 23: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 24: Call FnKtimeGetNs
	 25: MovReg dst: r7 src: r0
	 26: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 27: StMemDW dst: rfp src: r0 off: -56 imm: 2
	 28: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 29: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 30: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	 31: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_BEGIN_L5:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 32: Ja off: 0
	 33: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 34: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	 35: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 36: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	 37: MovReg dst: r1 src: r6
	 38: MovImm dst: r2 imm: 1
	 39: Call FnRingbufSubmit
p0_BEGIN_L2:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 40: Ja off: 0
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 41: LdImmDW dst: r0 imm: 2
	 43: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 44: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 45: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 46: LoadMapPtr dst: r1 fd: 0 <config>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -40
	 50: Call FnMapLookupElem
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 52: LdXMemW dst: r1 src: rfp off: -24 imm: 0
	 53: LdImmDW dst: r2 imm: 4294967296
	 55: OrReg dst: r1 src: r2
	 56: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L6:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 57: Ja off: 0
	 58: LoadMapPtr dst: r1 fd: 0 <events>
	 60: MovReg dst: r2 src: rfp
	 61: AddImm dst: r2 imm: -32
	 62: MovImm dst: r3 imm: 16
	 63: MovImm dst: r4 imm: 2
	 64: Call FnRingbufOutput
	 65: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
p0_BEGIN_L8:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 66: Ja off: 0
	 67: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 68: MovImm dst: r0 imm: 0
	 69: Exit
p0_BEGIN_L3:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 70: Ja off: 0
	 71: StMemDW dst: rfp src: r0 off: -24 imm: 2
	 72: LoadMapPtr dst: r1 fd: 0 <config>
	 74: MovReg dst: r2 src: rfp
	 75: AddImm dst: r2 imm: -24
	 76: Call FnMapLookupElem
	 77: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 78: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 79: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L9>
p0_BEGIN_L10:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 80: Ja off: 0
	 81: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 82: LoadMapPtr dst: r1 fd: 0 <lost>
	 84: MovReg dst: r2 src: rfp
	 85: AddImm dst: r2 imm: -32
	 86: Call FnMapLookupElem
	 87: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	 88: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 89: AddImm dst: r1 imm: 1
	 90: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L9:
	   ; stdin:2:17: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 91: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L7:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	 92: Ja off: 0
	 93: StMemDW dst: rfp src: r0 off: -48 imm: 2
	 94: LoadMapPtr dst: r1 fd: 0 <config>
	 96: MovReg dst: r2 src: rfp
	 97: AddImm dst: r2 imm: -48
	 98: Call FnMapLookupElem
	 99: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	100: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	101: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L11>
p0_BEGIN_L12:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	102: Ja off: 0
	103: StMemDW dst: rfp src: r0 off: -56 imm: 0
	104: LoadMapPtr dst: r1 fd: 0 <lost>
	106: MovReg dst: r2 src: rfp
	107: AddImm dst: r2 imm: -56
	108: Call FnMapLookupElem
	109: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	110: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	111: AddImm dst: r1 imm: 1
	112: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L11:
	   ; stdin:2:90: BEGIN { $c = 0; printf("%s\n", $c ? strftime("%H:%M:%S ", nsecs) : strftime("", nsecs)); exit(); }
	113: Ja off: -1 <p0_BEGIN_L8>
