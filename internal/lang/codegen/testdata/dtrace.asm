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
	 25: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
p0_kprobe_L5:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 26: Ja off: 0
p0_kprobe_L3:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 27: Ja off: 0
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 28: LdImmDW dst: r0 imm: 16
	 30: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 31: MovImm dst: r6 imm: 0
	 32: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 33: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 34: LoadMapPtr dst: r1 fd: 0 <events>
	 36: MovReg dst: r2 src: rfp
	 37: AddImm dst: r2 imm: -32
	 38: MovImm dst: r3 imm: 24
	 39: MovImm dst: r4 imm: 1
	 40: Call FnRingbufOutput
	 41: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
p0_kprobe_L7:
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 42: Ja off: 0
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 43: LdImmDW dst: r0 imm: 17
	 45: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 46: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 47: LdXMemDW dst: r6 src: r1 off: 112 imm: 0
	 48: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 49: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 50: LoadMapPtr dst: r1 fd: 0 <events>
	 52: MovReg dst: r2 src: rfp
	 53: AddImm dst: r2 imm: -32
	 54: MovImm dst: r3 imm: 24
	 55: MovImm dst: r4 imm: 1
	 56: Call FnRingbufOutput
	 57: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L8>
p0_kprobe_L9:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 58: Ja off: 0
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 59: LdImmDW dst: r0 imm: 18
	 61: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 62: MovImm dst: r6 imm: 10
	 63: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 64: MovImm dst: r6 imm: 1
	 65: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 66: LoadMapPtr dst: r1 fd: 0 <events>
	 68: MovReg dst: r2 src: rfp
	 69: AddImm dst: r2 imm: -32
	 70: MovImm dst: r3 imm: 24
	 71: MovImm dst: r4 imm: 1
	 72: Call FnRingbufOutput
	 73: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L10>
p0_kprobe_L11:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 74: Ja off: 0
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 75: LdImmDW dst: r0 imm: 18
	 77: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 78: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 79: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 80: LoadMapPtr dst: r1 fd: 0 <events>
	 82: MovReg dst: r2 src: rfp
	 83: AddImm dst: r2 imm: -32
	 84: MovImm dst: r3 imm: 24
	 85: MovImm dst: r4 imm: 1
	 86: Call FnRingbufOutput
	 87: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L12>
p0_kprobe_L13:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 88: Ja off: 0
p0_kprobe_L1:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 89: MovImm dst: r0 imm: 0
	 90: Exit
p0_kprobe_L4:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	 91: Ja off: 0
	 92: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 93: LoadMapPtr dst: r1 fd: 0 <lost>
	 95: MovReg dst: r2 src: rfp
	 96: AddImm dst: r2 imm: -32
	 97: Call FnMapLookupElem
	 98: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L14>
	 99: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	100: AddImm dst: r1 imm: 1
	101: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L14:
	   ; stdin:3:12: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	102: Ja off: -1 <p0_kprobe_L5>
p0_kprobe_L6:
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	103: Ja off: 0
	104: StMemDW dst: rfp src: r0 off: -40 imm: 2
	105: LoadMapPtr dst: r1 fd: 0 <config>
	107: MovReg dst: r2 src: rfp
	108: AddImm dst: r2 imm: -40
	109: Call FnMapLookupElem
	110: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L16>
	111: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	112: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L15>
p0_kprobe_L16:
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	113: Ja off: 0
	114: StMemDW dst: rfp src: r0 off: -48 imm: 0
	115: LoadMapPtr dst: r1 fd: 0 <lost>
	117: MovReg dst: r2 src: rfp
	118: AddImm dst: r2 imm: -48
	119: Call FnMapLookupElem
	120: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L15>
	121: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	122: AddImm dst: r1 imm: 1
	123: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L15:
	   ; stdin:3:30: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	124: Ja off: -1 <p0_kprobe_L7>
p0_kprobe_L8:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	125: Ja off: 0
	126: StMemDW dst: rfp src: r0 off: -40 imm: 2
	127: LoadMapPtr dst: r1 fd: 0 <config>
	129: MovReg dst: r2 src: rfp
	130: AddImm dst: r2 imm: -40
	131: Call FnMapLookupElem
	132: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L18>
	133: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	134: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L17>
p0_kprobe_L18:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	135: Ja off: 0
	136: StMemDW dst: rfp src: r0 off: -48 imm: 0
	137: LoadMapPtr dst: r1 fd: 0 <lost>
	139: MovReg dst: r2 src: rfp
	140: AddImm dst: r2 imm: -48
	141: Call FnMapLookupElem
	142: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L17>
	143: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	144: AddImm dst: r1 imm: 1
	145: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L17:
	   ; stdin:3:53: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	146: Ja off: -1 <p0_kprobe_L9>
p0_kprobe_L10:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	147: Ja off: 0
	148: StMemDW dst: rfp src: r0 off: -40 imm: 2
	149: LoadMapPtr dst: r1 fd: 0 <config>
	151: MovReg dst: r2 src: rfp
	152: AddImm dst: r2 imm: -40
	153: Call FnMapLookupElem
	154: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L20>
	155: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	156: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L19>
p0_kprobe_L20:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	157: Ja off: 0
	158: StMemDW dst: rfp src: r0 off: -48 imm: 0
	159: LoadMapPtr dst: r1 fd: 0 <lost>
	161: MovReg dst: r2 src: rfp
	162: AddImm dst: r2 imm: -48
	163: Call FnMapLookupElem
	164: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L19>
	165: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	166: AddImm dst: r1 imm: 1
	167: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L19:
	   ; stdin:3:73: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	168: Ja off: -1 <p0_kprobe_L11>
p0_kprobe_L12:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	169: Ja off: 0
	170: StMemDW dst: rfp src: r0 off: -40 imm: 2
	171: LoadMapPtr dst: r1 fd: 0 <config>
	173: MovReg dst: r2 src: rfp
	174: AddImm dst: r2 imm: -40
	175: Call FnMapLookupElem
	176: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L22>
	177: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	178: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L21>
p0_kprobe_L22:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	179: Ja off: 0
	180: StMemDW dst: rfp src: r0 off: -48 imm: 0
	181: LoadMapPtr dst: r1 fd: 0 <lost>
	183: MovReg dst: r2 src: rfp
	184: AddImm dst: r2 imm: -48
	185: Call FnMapLookupElem
	186: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L21>
	187: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	188: AddImm dst: r1 imm: 1
	189: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L21:
	   ; stdin:3:87: kprobe:f { @[pid] = count(); printa("%d %@d\n", @); normalize(@, arg0); trunc(@, 10); trunc(@); }
	190: Ja off: -1 <p0_kprobe_L13>
