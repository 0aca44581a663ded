map m0_ @ key=8 value=8 percpu=true array=false bucketed=false

p0_kprobe (Kprobe):
p0_kprobe:
	   ; stdin:3:1: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	  1: MovImm dst: r6 imm: 1
	  2: Call FnGetCurrentPidTgid
	  3: MovReg dst: r7 src: r0
	  4: RShImm dst: r7 imm: 32
	  5: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  6: LoadMapPtr dst: r1 fd: 0 <m0_>
	  8: MovReg dst: r2 src: rfp
	  9: AddImm dst: r2 imm: -16
	 10: Call FnMapLookupElem
	 11: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L2>
	 12: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 13: AddReg dst: r1 src: r6
	 14: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 15: Ja off: -1 <p0_kprobe_L3>
p0_kprobe_L2:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 16: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 17: LoadMapPtr dst: r1 fd: 0 <m0_>
	 19: MovReg dst: r2 src: rfp
	 20: AddImm dst: r2 imm: -16
	 21: MovReg dst: r3 src: rfp
	 22: AddImm dst: r3 imm: -24
	 23: MovImm dst: r4 imm: 0
	 24: Call FnMapUpdateElem
	 25: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
	 26: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 27: LoadMapPtr dst: r1 fd: 0 <lost>
	 29: MovReg dst: r2 src: rfp
	 30: AddImm dst: r2 imm: -32
	 31: Call FnMapLookupElem
	 32: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L5>
	 33: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 34: AddImm dst: r1 imm: 1
	 35: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L5:
	 36: Ja off: 0
p0_kprobe_L4:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 37: Ja off: 0
p0_kprobe_L3:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 38: Ja off: 0
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 39: LdImmDW dst: r0 imm: 16
	 41: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 42: MovImm dst: r6 imm: 0
	 43: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 44: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 45: LoadMapPtr dst: r1 fd: 0 <events>
	 47: MovReg dst: r2 src: rfp
	 48: AddImm dst: r2 imm: -32
	 49: MovImm dst: r3 imm: 24
	 50: MovImm dst: r4 imm: 1
	 51: Call FnRingbufOutput
	 52: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
	 53: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 54: LoadMapPtr dst: r1 fd: 0 <config>
	 56: MovReg dst: r2 src: rfp
	 57: AddImm dst: r2 imm: -40
	 58: Call FnMapLookupElem
	 59: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L8>
	 60: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 61: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L7>
p0_kprobe_L8:
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 62: Ja off: 0
	 63: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 64: LoadMapPtr dst: r1 fd: 0 <lost>
	 66: MovReg dst: r2 src: rfp
	 67: AddImm dst: r2 imm: -48
	 68: Call FnMapLookupElem
	 69: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	 70: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 71: AddImm dst: r1 imm: 1
	 72: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L7:
	 73: Ja off: 0
p0_kprobe_L6:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 74: LdImmDW dst: r0 imm: 17
	 76: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 77: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 78: LdXMemDW dst: r6 src: r1 off: 112 imm: 0
	 79: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 80: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 81: LoadMapPtr dst: r1 fd: 0 <events>
	 83: MovReg dst: r2 src: rfp
	 84: AddImm dst: r2 imm: -32
	 85: MovImm dst: r3 imm: 24
	 86: MovImm dst: r4 imm: 1
	 87: Call FnRingbufOutput
	 88: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L9>
	 89: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 90: LoadMapPtr dst: r1 fd: 0 <config>
	 92: MovReg dst: r2 src: rfp
	 93: AddImm dst: r2 imm: -40
	 94: Call FnMapLookupElem
	 95: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L11>
	 96: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 97: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L10>
p0_kprobe_L11:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 98: Ja off: 0
	 99: StMemDW dst: rfp src: r0 off: -48 imm: 0
	100: LoadMapPtr dst: r1 fd: 0 <lost>
	102: MovReg dst: r2 src: rfp
	103: AddImm dst: r2 imm: -48
	104: Call FnMapLookupElem
	105: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L10>
	106: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	107: AddImm dst: r1 imm: 1
	108: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L10:
	109: Ja off: 0
p0_kprobe_L9:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	110: LdImmDW dst: r0 imm: 18
	112: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	113: MovImm dst: r6 imm: 10
	114: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	115: MovImm dst: r6 imm: 1
	116: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	117: LoadMapPtr dst: r1 fd: 0 <events>
	119: MovReg dst: r2 src: rfp
	120: AddImm dst: r2 imm: -32
	121: MovImm dst: r3 imm: 24
	122: MovImm dst: r4 imm: 1
	123: Call FnRingbufOutput
	124: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L12>
	125: StMemDW dst: rfp src: r0 off: -40 imm: 2
	126: LoadMapPtr dst: r1 fd: 0 <config>
	128: MovReg dst: r2 src: rfp
	129: AddImm dst: r2 imm: -40
	130: Call FnMapLookupElem
	131: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L14>
	132: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	133: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L13>
p0_kprobe_L14:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	134: Ja off: 0
	135: StMemDW dst: rfp src: r0 off: -48 imm: 0
	136: LoadMapPtr dst: r1 fd: 0 <lost>
	138: MovReg dst: r2 src: rfp
	139: AddImm dst: r2 imm: -48
	140: Call FnMapLookupElem
	141: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L13>
	142: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	143: AddImm dst: r1 imm: 1
	144: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L13:
	145: Ja off: 0
p0_kprobe_L12:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	146: LdImmDW dst: r0 imm: 18
	148: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	149: StMemDW dst: rfp src: r0 off: -24 imm: 0
	150: StMemDW dst: rfp src: r0 off: -16 imm: 0
	151: LoadMapPtr dst: r1 fd: 0 <events>
	153: MovReg dst: r2 src: rfp
	154: AddImm dst: r2 imm: -32
	155: MovImm dst: r3 imm: 24
	156: MovImm dst: r4 imm: 1
	157: Call FnRingbufOutput
	158: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L15>
	159: StMemDW dst: rfp src: r0 off: -40 imm: 2
	160: LoadMapPtr dst: r1 fd: 0 <config>
	162: MovReg dst: r2 src: rfp
	163: AddImm dst: r2 imm: -40
	164: Call FnMapLookupElem
	165: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L17>
	166: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	167: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L16>
p0_kprobe_L17:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	168: Ja off: 0
	169: StMemDW dst: rfp src: r0 off: -48 imm: 0
	170: LoadMapPtr dst: r1 fd: 0 <lost>
	172: MovReg dst: r2 src: rfp
	173: AddImm dst: r2 imm: -48
	174: Call FnMapLookupElem
	175: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L16>
	176: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	177: AddImm dst: r1 imm: 1
	178: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L16:
	179: Ja off: 0
p0_kprobe_L15:
	180: Ja off: 0
p0_kprobe_L1:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	181: MovImm dst: r0 imm: 0
	182: Exit
