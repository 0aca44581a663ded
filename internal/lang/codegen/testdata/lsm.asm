map m0_denied @denied key=4 value=8 percpu=true array=true bucketed=false
map m1_opens @opens key=4 value=8 percpu=true array=true bucketed=false

e0_lsm (LSM):
e0_lsm:
	   ; stdin:6:1: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	  0: MovReg dst: r6 src: r1
	  1: MovImm dst: r7 imm: 0
	  2: Call -1 <p0_lsm>
	  3: JNEImm dst: r7 off: 1 imm: 0
	  4: MovReg dst: r7 src: r0
	  5: MovReg dst: r1 src: r6
	  6: Call -1 <p1_lsm>
	  7: JNEImm dst: r7 off: 1 imm: 0
	  8: MovReg dst: r7 src: r0
	  9: MovReg dst: r0 src: r7
	 10: JSLEImm dst: r0 off: 1 imm: 0
	 11: MovImm dst: r0 imm: -1
	 12: JSGEImm dst: r0 off: 1 imm: -4095
	 13: MovImm dst: r0 imm: -1
	 14: Exit
p0_lsm:
	   ; stdin:6:1: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 15: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:6:16: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 16: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 17: LdXMemDW dst: r6 src: r1 off: 0 imm: 0
	 18: AddImm dst: r6 imm: 8
	 19: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 20: MovReg dst: r1 src: rfp
	 21: AddImm dst: r1 imm: -16
	 22: MovImm dst: r2 imm: 8
	 23: MovReg dst: r3 src: r6
	 24: Call FnProbeReadKernel
	 25: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 26: AddImm dst: r6 imm: 8
	 27: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 28: MovReg dst: r1 src: rfp
	 29: AddImm dst: r1 imm: -24
	 30: MovImm dst: r2 imm: 8
	 31: MovReg dst: r3 src: r6
	 32: Call FnProbeReadKernel
	 33: LdXMemDW dst: r6 src: rfp off: -24 imm: 0
	 34: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 35: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 37: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 38: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 39: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 40: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 41: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 42: MovReg dst: r1 src: rfp
	 43: AddImm dst: r1 imm: -88
	 44: MovImm dst: r2 imm: 64
	 45: MovReg dst: r3 src: r6
	 46: Call FnProbeReadKernelStr
	 47: LdImmDW dst: r0 imm: 127979059635571
	 49: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 50: LdXMemB dst: r1 src: rfp off: -88 imm: 0
	 51: LdXMemB dst: r2 src: rfp off: -96 imm: 0
	 52: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 53: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 54: LdXMemB dst: r1 src: rfp off: -87 imm: 0
	 55: LdXMemB dst: r2 src: rfp off: -95 imm: 0
	 56: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 57: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 58: LdXMemB dst: r1 src: rfp off: -86 imm: 0
	 59: LdXMemB dst: r2 src: rfp off: -94 imm: 0
	 60: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 61: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 62: LdXMemB dst: r1 src: rfp off: -85 imm: 0
	 63: LdXMemB dst: r2 src: rfp off: -93 imm: 0
	 64: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 65: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 66: LdXMemB dst: r1 src: rfp off: -84 imm: 0
	 67: LdXMemB dst: r2 src: rfp off: -92 imm: 0
	 68: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 69: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 70: LdXMemB dst: r1 src: rfp off: -83 imm: 0
	 71: LdXMemB dst: r2 src: rfp off: -91 imm: 0
	 72: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 73: JEqImm dst: r1 off: -1 imm: 0 <p0_lsm_L3_eq>
	 74: LdXMemB dst: r1 src: rfp off: -82 imm: 0
	 75: LdXMemB dst: r2 src: rfp off: -90 imm: 0
	 76: JNEReg dst: r1 off: -1 src: r2 <p0_lsm_L2>
	 77: LdXMemB dst: r1 src: rfp off: -81 imm: 0
	 78: JNEImm dst: r1 off: -1 imm: 0 <p0_lsm_L2>
p0_lsm_L3_eq:
	   ; stdin:6:16: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 79: MovImm dst: r6 imm: 1
	 80: Ja off: -1 <p0_lsm_L3>
p0_lsm_L2:
	   ; stdin:6:16: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 81: MovImm dst: r6 imm: 0
p0_lsm_L3:
	   ; stdin:6:16: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 82: Ja off: 0
	 83: JEqImm dst: r6 off: -1 imm: 0 <p0_lsm_L1>
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 84: MovImm dst: r6 imm: 1
	 85: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 86: LoadMapPtr dst: r1 fd: 0 <m0_denied>
	 88: MovReg dst: r2 src: rfp
	 89: AddImm dst: r2 imm: -104
	 90: Call FnMapLookupElem
	 91: JEqImm dst: r0 off: -1 imm: 0 <p0_lsm_L4>
	 92: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 93: AddReg dst: r1 src: r6
	 94: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 95: Ja off: -1 <p0_lsm_L5>
p0_lsm_L4:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	 96: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	 97: LoadMapPtr dst: r1 fd: 0 <m0_denied>
	 99: MovReg dst: r2 src: rfp
	100: AddImm dst: r2 imm: -104
	101: MovReg dst: r3 src: rfp
	102: AddImm dst: r3 imm: -112
	103: MovImm dst: r4 imm: 0
	104: Call FnMapUpdateElem
	105: JNEImm dst: r0 off: -1 imm: 0 <p0_lsm_L6>
p0_lsm_L7:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	106: Ja off: 0
p0_lsm_L5:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	107: Ja off: 0
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	108: MovImm dst: r6 imm: 1
	109: NegImm dst: r6 imm: 0
	110: MovReg dst: r0 src: r6
	111: JSLEImm dst: r0 off: 1 imm: 0
	112: MovImm dst: r0 imm: -1
	113: JSGEImm dst: r0 off: 1 imm: -4095
	114: MovImm dst: r0 imm: -1
	115: Ja off: -1 <p0_lsm_L8>
p0_lsm_L1:
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	116: MovImm dst: r0 imm: 0
p0_lsm_L8:
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	117: Exit
p0_lsm_L6:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	118: Ja off: 0
	119: StMemDW dst: rfp src: r0 off: -120 imm: 1
	120: LoadMapPtr dst: r1 fd: 0 <lost>
	122: MovReg dst: r2 src: rfp
	123: AddImm dst: r2 imm: -120
	124: Call FnMapLookupElem
	125: JEqImm dst: r0 off: -1 imm: 0 <p0_lsm_L9>
	126: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	127: AddImm dst: r1 imm: 1
	128: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_lsm_L9:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	129: Ja off: -1 <p0_lsm_L7>
p1_lsm:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	130: MovImm dst: r6 imm: 1
	131: StMemDW dst: rfp src: r0 off: -16 imm: 0
	132: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	134: MovReg dst: r2 src: rfp
	135: AddImm dst: r2 imm: -16
	136: Call FnMapLookupElem
	137: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L2>
	138: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	139: AddReg dst: r1 src: r6
	140: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	141: Ja off: -1 <p1_lsm_L3>
p1_lsm_L2:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	142: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	143: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	145: MovReg dst: r2 src: rfp
	146: AddImm dst: r2 imm: -16
	147: MovReg dst: r3 src: rfp
	148: AddImm dst: r3 imm: -24
	149: MovImm dst: r4 imm: 0
	150: Call FnMapUpdateElem
	151: JNEImm dst: r0 off: -1 imm: 0 <p1_lsm_L4>
p1_lsm_L5:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	152: Ja off: 0
p1_lsm_L3:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	153: Ja off: 0
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	154: StMemDW dst: rfp src: r0 off: -16 imm: 0
	155: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	157: MovReg dst: r2 src: rfp
	158: AddImm dst: r2 imm: -16
	159: Call FnMapLookupElem
	160: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L8>
	161: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	162: Ja off: -1 <p1_lsm_L9>
p1_lsm_L8:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	163: MovImm dst: r6 imm: 0
p1_lsm_L9:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	164: Ja off: 0
	165: MovImm dst: r7 imm: 1000
	166: JGTReg dst: r6 off: -1 src: r7 <p1_lsm_L10>
	167: MovImm dst: r6 imm: 0
	168: Ja off: -1 <p1_lsm_L11>
p1_lsm_L10:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	169: MovImm dst: r6 imm: 1
p1_lsm_L11:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	170: Ja off: 0
	171: JEqImm dst: r6 off: -1 imm: 0 <p1_lsm_L6>
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	172: LdImmDW dst: r0 imm: 2
	174: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	175: StMemDW dst: rfp src: r0 off: -24 imm: 0
	176: StMemDW dst: rfp src: r0 off: -40 imm: 2
	177: LoadMapPtr dst: r1 fd: 0 <config>
	179: MovReg dst: r2 src: rfp
	180: AddImm dst: r2 imm: -40
	181: Call FnMapLookupElem
	182: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L12>
	183: LdXMemW dst: r1 src: rfp off: -24 imm: 0
	184: LdImmDW dst: r2 imm: 4294967296
	186: OrReg dst: r1 src: r2
	187: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L12:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	188: Ja off: 0
	189: LoadMapPtr dst: r1 fd: 0 <events>
	191: MovReg dst: r2 src: rfp
	192: AddImm dst: r2 imm: -32
	193: MovImm dst: r3 imm: 16
	194: MovImm dst: r4 imm: 2
	195: Call FnRingbufOutput
	196: JNEImm dst: r0 off: -1 imm: 0 <p1_lsm_L13>
p1_lsm_L14:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	197: Ja off: 0
	198: Ja off: -1 <p1_lsm_L1>
p1_lsm_L6:
	199: Ja off: 0
p1_lsm_L1:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	200: MovImm dst: r0 imm: 0
	201: Exit
p1_lsm_L4:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	202: Ja off: 0
	203: StMemDW dst: rfp src: r0 off: -32 imm: 2
	204: LoadMapPtr dst: r1 fd: 0 <lost>
	206: MovReg dst: r2 src: rfp
	207: AddImm dst: r2 imm: -32
	208: Call FnMapLookupElem
	209: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L15>
	210: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	211: AddImm dst: r1 imm: 1
	212: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L15:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	213: Ja off: -1 <p1_lsm_L5>
p1_lsm_L13:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	214: Ja off: 0
	215: StMemDW dst: rfp src: r0 off: -48 imm: 2
	216: LoadMapPtr dst: r1 fd: 0 <config>
	218: MovReg dst: r2 src: rfp
	219: AddImm dst: r2 imm: -48
	220: Call FnMapLookupElem
	221: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L17>
	222: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	223: JNEImm dst: r1 off: -1 imm: 0 <p1_lsm_L16>
p1_lsm_L17:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	224: Ja off: 0
	225: StMemDW dst: rfp src: r0 off: -56 imm: 0
	226: LoadMapPtr dst: r1 fd: 0 <lost>
	228: MovReg dst: r2 src: rfp
	229: AddImm dst: r2 imm: -56
	230: Call FnMapLookupElem
	231: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L16>
	232: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	233: AddImm dst: r1 imm: 1
	234: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L16:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	235: Ja off: -1 <p1_lsm_L14>
