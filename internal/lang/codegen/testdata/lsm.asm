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
	105: JEqImm dst: r0 off: -1 imm: 0 <p0_lsm_L6>
	106: StMemDW dst: rfp src: r0 off: -120 imm: 1
	107: LoadMapPtr dst: r1 fd: 0 <lost>
	109: MovReg dst: r2 src: rfp
	110: AddImm dst: r2 imm: -120
	111: Call FnMapLookupElem
	112: JEqImm dst: r0 off: -1 imm: 0 <p0_lsm_L7>
	113: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	114: AddImm dst: r1 imm: 1
	115: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_lsm_L7:
	116: Ja off: 0
p0_lsm_L6:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	117: Ja off: 0
p0_lsm_L5:
	   ; stdin:6:74: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	118: Ja off: 0
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	119: MovImm dst: r6 imm: 1
	120: NegImm dst: r6 imm: 0
	121: MovReg dst: r0 src: r6
	122: JSLEImm dst: r0 off: 1 imm: 0
	123: MovImm dst: r0 imm: -1
	124: JSGEImm dst: r0 off: 1 imm: -4095
	125: MovImm dst: r0 imm: -1
	126: Ja off: -1 <p0_lsm_L8>
p0_lsm_L1:
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	127: MovImm dst: r0 imm: 0
p0_lsm_L8:
	   ; stdin:6:93: lsm:file_open /str(args.file->f_path.dentry->d_name.name) == "secret"/ { @denied = count(); return -1; }
	128: Exit
p1_lsm:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	129: MovImm dst: r6 imm: 1
	130: StMemDW dst: rfp src: r0 off: -16 imm: 0
	131: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	133: MovReg dst: r2 src: rfp
	134: AddImm dst: r2 imm: -16
	135: Call FnMapLookupElem
	136: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L2>
	137: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	138: AddReg dst: r1 src: r6
	139: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	140: Ja off: -1 <p1_lsm_L3>
p1_lsm_L2:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	141: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	142: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	144: MovReg dst: r2 src: rfp
	145: AddImm dst: r2 imm: -16
	146: MovReg dst: r3 src: rfp
	147: AddImm dst: r3 imm: -24
	148: MovImm dst: r4 imm: 0
	149: Call FnMapUpdateElem
	150: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L4>
	151: StMemDW dst: rfp src: r0 off: -32 imm: 2
	152: LoadMapPtr dst: r1 fd: 0 <lost>
	154: MovReg dst: r2 src: rfp
	155: AddImm dst: r2 imm: -32
	156: Call FnMapLookupElem
	157: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L5>
	158: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	159: AddImm dst: r1 imm: 1
	160: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L5:
	161: Ja off: 0
p1_lsm_L4:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	162: Ja off: 0
p1_lsm_L3:
	   ; stdin:7:17: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	163: Ja off: 0
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	164: StMemDW dst: rfp src: r0 off: -16 imm: 0
	165: LoadMapPtr dst: r1 fd: 0 <m1_opens>
	167: MovReg dst: r2 src: rfp
	168: AddImm dst: r2 imm: -16
	169: Call FnMapLookupElem
	170: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L8>
	171: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	172: Ja off: -1 <p1_lsm_L9>
p1_lsm_L8:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	173: MovImm dst: r6 imm: 0
p1_lsm_L9:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	174: Ja off: 0
	175: MovImm dst: r7 imm: 1000
	176: JGTReg dst: r6 off: -1 src: r7 <p1_lsm_L10>
	177: MovImm dst: r6 imm: 0
	178: Ja off: -1 <p1_lsm_L11>
p1_lsm_L10:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	179: MovImm dst: r6 imm: 1
p1_lsm_L11:
	   ; stdin:7:35: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	180: Ja off: 0
	181: JEqImm dst: r6 off: -1 imm: 0 <p1_lsm_L6>
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	182: LdImmDW dst: r0 imm: 2
	184: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	185: StMemDW dst: rfp src: r0 off: -24 imm: 0
	186: StMemDW dst: rfp src: r0 off: -40 imm: 2
	187: LoadMapPtr dst: r1 fd: 0 <config>
	189: MovReg dst: r2 src: rfp
	190: AddImm dst: r2 imm: -40
	191: Call FnMapLookupElem
	192: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L12>
	193: LdXMemW dst: r1 src: rfp off: -24 imm: 0
	194: LdImmDW dst: r2 imm: 4294967296
	196: OrReg dst: r1 src: r2
	197: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L12:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	198: Ja off: 0
	199: LoadMapPtr dst: r1 fd: 0 <events>
	201: MovReg dst: r2 src: rfp
	202: AddImm dst: r2 imm: -32
	203: MovImm dst: r3 imm: 16
	204: MovImm dst: r4 imm: 2
	205: Call FnRingbufOutput
	206: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L13>
	207: StMemDW dst: rfp src: r0 off: -48 imm: 2
	208: LoadMapPtr dst: r1 fd: 0 <config>
	210: MovReg dst: r2 src: rfp
	211: AddImm dst: r2 imm: -48
	212: Call FnMapLookupElem
	213: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L15>
	214: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	215: JNEImm dst: r1 off: -1 imm: 0 <p1_lsm_L14>
p1_lsm_L15:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	216: Ja off: 0
	217: StMemDW dst: rfp src: r0 off: -56 imm: 0
	218: LoadMapPtr dst: r1 fd: 0 <lost>
	220: MovReg dst: r2 src: rfp
	221: AddImm dst: r2 imm: -56
	222: Call FnMapLookupElem
	223: JEqImm dst: r0 off: -1 imm: 0 <p1_lsm_L14>
	224: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	225: AddImm dst: r1 imm: 1
	226: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_lsm_L14:
	227: Ja off: 0
p1_lsm_L13:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	228: Ja off: -1 <p1_lsm_L1>
p1_lsm_L6:
	229: Ja off: 0
p1_lsm_L1:
	   ; stdin:7:56: lsm:file_open { @opens = count(); if (@opens > 1000) { exit(); } }
	230: MovImm dst: r0 imm: 0
	231: Exit
