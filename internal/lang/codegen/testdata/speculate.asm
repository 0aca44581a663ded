
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
	 54: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
	 55: MovReg dst: r6 src: r0
	 56: LdImmDW dst: r1 imm: 1
	 58: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 59: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 60: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 61: LdXMemDW dst: r1 src: rfp off: -24 imm: 0
	 62: JEqImm dst: r1 off: -1 imm: -1 <p0_BEGIN_L10>
	 63: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L8>
	 64: JGTImm dst: r1 off: -1 imm: 2 <p0_BEGIN_L8>
	 65: StXMemDW dst: rfp src: r1 off: -32 imm: 0
	 66: LoadMapPtr dst: r1 fd: 0 <spec>
	 68: MovReg dst: r2 src: rfp
	 69: AddImm dst: r2 imm: -32
	 70: Call FnMapLookupElem
	 71: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 72: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 73: JNEImm dst: r1 off: -1 imm: 1 <p0_BEGIN_L8>
	 74: MovImm dst: r2 imm: 16
	 75: MovReg dst: r3 src: r2
	 76: StXAtomicFetchAddDW dst: r0 src: r3 off: 8
	 77: AddReg dst: r3 src: r2
	 78: MovImm dst: r1 imm: 65536
	 79: JGTReg dst: r3 off: -1 src: r1 <p0_BEGIN_L11>
	 80: LdXMemDW dst: r1 src: rfp off: -24 imm: 0
	 81: LShImm dst: r1 imm: 8
	 82: LdXMemDW dst: r2 src: r6 off: 0 imm: 0
	 83: OrReg dst: r2 src: r1
	 84: StXMemDW dst: r6 src: r2 off: 0 imm: 0
	 85: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L11:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 86: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 87: LoadMapPtr dst: r1 fd: 0 <spec>
	 89: MovReg dst: r2 src: rfp
	 90: AddImm dst: r2 imm: -40
	 91: Call FnMapLookupElem
	 92: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	 93: MovImm dst: r1 imm: 1
	 94: StXAtomicAddDW dst: r0 src: r1 off: 0
p0_BEGIN_L12:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 95: Ja off: 0
	 96: Ja off: -1 <p0_BEGIN_L8>
p0_BEGIN_L10:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	 97: Ja off: 0
	 98: MovReg dst: r1 src: r6
	 99: MovImm dst: r2 imm: 1
	100: Call FnRingbufSubmit
	101: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	102: MovReg dst: r1 src: r6
	103: MovImm dst: r2 imm: 0
	104: Call FnRingbufDiscard
p0_BEGIN_L9:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	105: Ja off: 0
p0_BEGIN_L6:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	106: Ja off: 0
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	107: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	108: LdImmDW dst: r0 imm: 19
	110: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	111: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	112: LoadMapPtr dst: r1 fd: 0 <events>
	114: MovReg dst: r2 src: rfp
	115: AddImm dst: r2 imm: -40
	116: MovImm dst: r3 imm: 16
	117: MovImm dst: r4 imm: 1
	118: Call FnRingbufOutput
	119: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L13>
p0_BEGIN_L14:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	120: Ja off: 0
	121: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L15>
	122: JGTImm dst: r6 off: -1 imm: 2 <p0_BEGIN_L15>
	123: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	124: LoadMapPtr dst: r1 fd: 0 <spec>
	126: MovReg dst: r2 src: rfp
	127: AddImm dst: r2 imm: -48
	128: Call FnMapLookupElem
	129: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	130: StMemDW dst: r0 src: r0 off: 0 imm: 0
p0_BEGIN_L15:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	131: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	132: MovImm dst: r0 imm: 0
	133: Exit
p0_BEGIN_L7:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	134: Ja off: 0
	135: StMemDW dst: rfp src: r0 off: -32 imm: 2
	136: LoadMapPtr dst: r1 fd: 0 <config>
	138: MovReg dst: r2 src: rfp
	139: AddImm dst: r2 imm: -32
	140: Call FnMapLookupElem
	141: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L17>
	142: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	143: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L16>
p0_BEGIN_L17:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	144: Ja off: 0
	145: StMemDW dst: rfp src: r0 off: -40 imm: 0
	146: LoadMapPtr dst: r1 fd: 0 <lost>
	148: MovReg dst: r2 src: rfp
	149: AddImm dst: r2 imm: -40
	150: Call FnMapLookupElem
	151: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	152: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	153: AddImm dst: r1 imm: 1
	154: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L16:
	   ; stdin:2:44: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	155: Ja off: -1 <p0_BEGIN_L6>
p0_BEGIN_L13:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	156: Ja off: 0
	157: StMemDW dst: rfp src: r0 off: -48 imm: 2
	158: LoadMapPtr dst: r1 fd: 0 <config>
	160: MovReg dst: r2 src: rfp
	161: AddImm dst: r2 imm: -48
	162: Call FnMapLookupElem
	163: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L19>
	164: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	165: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L18>
p0_BEGIN_L19:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	166: Ja off: 0
	167: StMemDW dst: rfp src: r0 off: -56 imm: 0
	168: LoadMapPtr dst: r1 fd: 0 <lost>
	170: MovReg dst: r2 src: rfp
	171: AddImm dst: r2 imm: -56
	172: Call FnMapLookupElem
	173: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	174: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	175: AddImm dst: r1 imm: 1
	176: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L18:
	   ; stdin:2:66: BEGIN { $a = speculation(); speculate($a); printf("x %d\n", $a); commit($a); }
	177: Ja off: -1 <p0_BEGIN_L14>
