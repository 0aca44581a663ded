
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:2:1: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: -1
	   ; stdin:2:9: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	  2: StMemDW dst: rfp src: r0 off: -32 imm: 1
	  3: LoadMapPtr dst: r1 fd: 0 <spec>
	  5: MovReg dst: r2 src: rfp
	  6: AddImm dst: r2 imm: -32
	  7: Call FnMapLookupElem
	  8: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	  9: MovReg dst: r1 src: r0
	 10: MovImm dst: r0 imm: 0
	 11: MovImm dst: r2 imm: 1
	 12: StXAtomicCmpXchgDW dst: r1 src: r2 off: 0
	 13: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	 14: StMemDW dst: r1 src: r0 off: 8 imm: 0
	 15: MovImm dst: r6 imm: 1
	 16: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L3:
	   ; stdin:2:9: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 17: Ja off: 0
	 18: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 19: LoadMapPtr dst: r1 fd: 0 <spec>
	 21: MovReg dst: r2 src: rfp
	 22: AddImm dst: r2 imm: -32
	 23: Call FnMapLookupElem
	 24: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 25: MovReg dst: r1 src: r0
	 26: MovImm dst: r0 imm: 0
	 27: MovImm dst: r2 imm: 1
	 28: StXAtomicCmpXchgDW dst: r1 src: r2 off: 0
	 29: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 30: StMemDW dst: r1 src: r0 off: 8 imm: 0
	 31: MovImm dst: r6 imm: 2
	 32: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L4:
	   ; stdin:2:9: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 33: Ja off: 0
	 34: MovImm dst: r6 imm: 0
	 35: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 36: LoadMapPtr dst: r1 fd: 0 <spec>
	 38: MovReg dst: r2 src: rfp
	 39: AddImm dst: r2 imm: -40
	 40: Call FnMapLookupElem
	 41: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 42: MovImm dst: r1 imm: 1
	 43: StXAtomicAddDW dst: r0 src: r1 off: 8
p0_BEGIN_L5:
	   ; stdin:2:9: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 44: Ja off: 0
p0_BEGIN_L2:
	   ; stdin:2:9: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 45: Ja off: 0
	 46: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:2:29: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 47: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 48: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 49: LoadMapPtr dst: r1 fd: 0 <events>
	 51: MovImm dst: r2 imm: 16
	 52: MovImm dst: r3 imm: 0
	 53: Call FnRingbufReserve
	 54: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 55: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 56: LoadMapPtr dst: r1 fd: 0 <config>
	 58: MovReg dst: r2 src: rfp
	 59: AddImm dst: r2 imm: -32
	 60: Call FnMapLookupElem
	 61: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	 62: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 63: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L8>
p0_BEGIN_L9:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 64: Ja off: 0
	 65: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 66: LoadMapPtr dst: r1 fd: 0 <lost>
	 68: MovReg dst: r2 src: rfp
	 69: AddImm dst: r2 imm: -40
	 70: Call FnMapLookupElem
	 71: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 72: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 73: AddImm dst: r1 imm: 1
	 74: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L8:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 75: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 76: MovReg dst: r6 src: r0
	 77: LdImmDW dst: r1 imm: 1
	 79: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 80: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 81: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 82: LdXMemDW dst: r1 src: rfp off: -24 imm: 0
	 83: JEqImm dst: r1 off: -1 imm: -1 <p0_BEGIN_L12>
	 84: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
	 85: JGTImm dst: r1 off: -1 imm: 2 <p0_BEGIN_L10>
	 86: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	 87: LoadMapPtr dst: r1 fd: 0 <spec>
	 89: MovReg dst: r2 src: rfp
	 90: AddImm dst: r2 imm: -48
	 91: Call FnMapLookupElem
	 92: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 93: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 94: JNEImm dst: r1 off: -1 imm: 1 <p0_BEGIN_L10>
	 95: MovImm dst: r2 imm: 16
	 96: MovReg dst: r3 src: r2
	 97: StXAtomicFetchAddDW dst: r0 src: r3 off: 8
	 98: AddReg dst: r3 src: r2
	 99: MovImm dst: r1 imm: 65536
	100: JGTReg dst: r3 off: -1 src: r1 <p0_BEGIN_L13>
	101: LdXMemDW dst: r1 src: rfp off: -24 imm: 0
	102: LShImm dst: r1 imm: 8
	103: LdXMemDW dst: r2 src: r6 off: 0 imm: 0
	104: OrReg dst: r2 src: r1
	105: StXMemDW dst: r6 src: r2 off: 0 imm: 0
	106: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L13:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	107: StMemDW dst: rfp src: r0 off: -56 imm: 0
	108: LoadMapPtr dst: r1 fd: 0 <spec>
	110: MovReg dst: r2 src: rfp
	111: AddImm dst: r2 imm: -56
	112: Call FnMapLookupElem
	113: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	114: MovImm dst: r1 imm: 1
	115: StXAtomicAddDW dst: r0 src: r1 off: 0
p0_BEGIN_L14:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	116: Ja off: 0
	117: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L12:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	118: Ja off: 0
	119: MovReg dst: r1 src: r6
	120: MovImm dst: r2 imm: 1
	121: Call FnRingbufSubmit
	122: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	123: MovReg dst: r1 src: r6
	124: MovImm dst: r2 imm: 0
	125: Call FnRingbufDiscard
p0_BEGIN_L11:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	126: Ja off: 0
p0_BEGIN_L7:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	127: Ja off: 0
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	128: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	129: LdImmDW dst: r0 imm: 19
	131: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	132: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	133: LoadMapPtr dst: r1 fd: 0 <events>
	135: MovReg dst: r2 src: rfp
	136: AddImm dst: r2 imm: -40
	137: MovImm dst: r3 imm: 16
	138: MovImm dst: r4 imm: 1
	139: Call FnRingbufOutput
	140: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	141: StMemDW dst: rfp src: r0 off: -48 imm: 2
	142: LoadMapPtr dst: r1 fd: 0 <config>
	144: MovReg dst: r2 src: rfp
	145: AddImm dst: r2 imm: -48
	146: Call FnMapLookupElem
	147: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L17>
	148: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	149: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L16>
p0_BEGIN_L17:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	150: Ja off: 0
	151: StMemDW dst: rfp src: r0 off: -56 imm: 0
	152: LoadMapPtr dst: r1 fd: 0 <lost>
	154: MovReg dst: r2 src: rfp
	155: AddImm dst: r2 imm: -56
	156: Call FnMapLookupElem
	157: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	158: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	159: AddImm dst: r1 imm: 1
	160: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L16:
	161: Ja off: 0
p0_BEGIN_L15:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	162: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L18>
	163: JGTImm dst: r6 off: -1 imm: 2 <p0_BEGIN_L18>
	164: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	165: LoadMapPtr dst: r1 fd: 0 <spec>
	167: MovReg dst: r2 src: rfp
	168: AddImm dst: r2 imm: -64
	169: Call FnMapLookupElem
	170: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	171: StMemDW dst: r0 src: r0 off: 0 imm: 0
p0_BEGIN_L18:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	172: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	173: MovImm dst: r0 imm: 0
	174: Exit
