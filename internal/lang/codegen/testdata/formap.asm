map m0_c @c key=8 value=8 percpu=true array=false bucketed=false
map m1_cnt @cnt key=8 value=8 percpu=true array=false bucketed=false
map m2_m @m key=8 value=8 percpu=false array=false bucketed=false
map m3_names @names key=8 value=8 percpu=false array=false bucketed=false
map m4_sm @sm key=8 value=8 percpu=true array=false bucketed=false

p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:1: BEGIN {
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	  6: StMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; stdin:2:2: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	  7: MovImm dst: r6 imm: 10
	  8: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	  9: MovImm dst: r6 imm: 1
	 10: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 11: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 13: MovReg dst: r2 src: rfp
	 14: AddImm dst: r2 imm: -72
	 15: MovReg dst: r3 src: rfp
	 16: AddImm dst: r3 imm: -64
	 17: MovImm dst: r4 imm: 0
	 18: Call FnMapUpdateElem
	 19: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	 20: StMemDW dst: rfp src: r0 off: -80 imm: 3
	 21: LoadMapPtr dst: r1 fd: 0 <lost>
	 23: MovReg dst: r2 src: rfp
	 24: AddImm dst: r2 imm: -80
	 25: Call FnMapLookupElem
	 26: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	 27: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 28: AddImm dst: r1 imm: 1
	 29: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L3:
	 30: Ja off: 0
p0_BEGIN_L2:
	   ; stdin:2:2: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 31: Ja off: 0
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 32: MovImm dst: r6 imm: 20
	 33: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 34: MovImm dst: r6 imm: 2
	 35: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 36: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 38: MovReg dst: r2 src: rfp
	 39: AddImm dst: r2 imm: -72
	 40: MovReg dst: r3 src: rfp
	 41: AddImm dst: r3 imm: -64
	 42: MovImm dst: r4 imm: 0
	 43: Call FnMapUpdateElem
	 44: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 45: StMemDW dst: rfp src: r0 off: -80 imm: 3
	 46: LoadMapPtr dst: r1 fd: 0 <lost>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -80
	 50: Call FnMapLookupElem
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	 52: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 53: AddImm dst: r1 imm: 1
	 54: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L5:
	 55: Ja off: 0
p0_BEGIN_L4:
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 56: Ja off: 0
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 57: LdImmDW dst: r0 imm: 120
	 59: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 60: LdImmDW dst: r0 imm: 97
	 62: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 63: LoadMapPtr dst: r1 fd: 0 <m3_names>
	 65: MovReg dst: r2 src: rfp
	 66: AddImm dst: r2 imm: -72
	 67: MovReg dst: r3 src: rfp
	 68: AddImm dst: r3 imm: -64
	 69: MovImm dst: r4 imm: 0
	 70: Call FnMapUpdateElem
	 71: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 72: StMemDW dst: rfp src: r0 off: -80 imm: 4
	 73: LoadMapPtr dst: r1 fd: 0 <lost>
	 75: MovReg dst: r2 src: rfp
	 76: AddImm dst: r2 imm: -80
	 77: Call FnMapLookupElem
	 78: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
	 79: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 80: AddImm dst: r1 imm: 1
	 81: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L7:
	 82: Ja off: 0
p0_BEGIN_L6:
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 83: Ja off: 0
	   ; stdin:3:2: $total = 0; $s = "s";
	 84: MovImm dst: r6 imm: 0
	 85: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:3:14: $total = 0; $s = "s";
	 86: LdImmDW dst: r0 imm: 115
	 88: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 89: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 90: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	 91: MovReg dst: r1 src: rfp
	 92: AddImm dst: r1 imm: -56
	 93: MovImm dst: r2 imm: 48
	 94: MovReg dst: r3 src: r1
	 95: Call FnProbeReadKernel
	 96: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 98: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	100: MovReg dst: r3 src: rfp
	101: MovImm dst: r4 imm: 0
	102: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	103: MovReg dst: r1 src: rfp
	104: AddImm dst: r1 imm: -56
	105: MovImm dst: r2 imm: 48
	106: MovReg dst: r3 src: r1
	107: Call FnProbeReadKernel
	108: LoadMapPtr dst: r1 fd: 0 <m3_names>
	110: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	112: MovReg dst: r3 src: rfp
	113: MovImm dst: r4 imm: 0
	114: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	115: MovImm dst: r6 imm: 1
	116: MovImm dst: r7 imm: 1
	117: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	118: LoadMapPtr dst: r1 fd: 0 <m0_c>
	120: MovReg dst: r2 src: rfp
	121: AddImm dst: r2 imm: -64
	122: Call FnMapLookupElem
	123: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	124: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	125: AddReg dst: r1 src: r6
	126: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	127: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; stdin:6:2: @c[1] = count();
	128: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	129: LoadMapPtr dst: r1 fd: 0 <m0_c>
	131: MovReg dst: r2 src: rfp
	132: AddImm dst: r2 imm: -64
	133: MovReg dst: r3 src: rfp
	134: AddImm dst: r3 imm: -72
	135: MovImm dst: r4 imm: 0
	136: Call FnMapUpdateElem
	137: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	138: StMemDW dst: rfp src: r0 off: -80 imm: 1
	139: LoadMapPtr dst: r1 fd: 0 <lost>
	141: MovReg dst: r2 src: rfp
	142: AddImm dst: r2 imm: -80
	143: Call FnMapLookupElem
	144: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L19>
	145: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	146: AddImm dst: r1 imm: 1
	147: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L19:
	148: Ja off: 0
p0_BEGIN_L18:
	   ; stdin:6:2: @c[1] = count();
	149: Ja off: 0
p0_BEGIN_L17:
	   ; stdin:6:2: @c[1] = count();
	150: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	151: LoadMapPtr dst: r1 fd: 0 <events>
	153: MovImm dst: r2 imm: 40
	154: MovImm dst: r3 imm: 0
	155: Call FnRingbufReserve
	156: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
	157: StMemDW dst: rfp src: r0 off: -64 imm: 0
	158: LoadMapPtr dst: r1 fd: 0 <lost>
	160: MovReg dst: r2 src: rfp
	161: AddImm dst: r2 imm: -64
	162: Call FnMapLookupElem
	163: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L22>
	164: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	165: AddImm dst: r1 imm: 1
	166: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L22:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	167: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	168: MovReg dst: r6 src: r0
	169: LdImmDW dst: r1 imm: 1
	171: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	172: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	173: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	174: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	175: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	176: LoadMapPtr dst: r1 fd: 0 <m2_m>
	178: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	180: MovImm dst: r3 imm: 0
	181: MovImm dst: r4 imm: 0
	182: Call FnForEachMapElem
	183: MovReg dst: r7 src: r0
	184: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	185: LoadMapPtr dst: r1 fd: 0 <m0_c>
	187: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	189: MovImm dst: r3 imm: 0
	190: MovImm dst: r4 imm: 0
	191: Call FnForEachMapElem
	192: MovReg dst: r7 src: r0
	193: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	194: MovReg dst: r1 src: r6
	195: MovImm dst: r2 imm: 1
	196: Call FnRingbufSubmit
p0_BEGIN_L21:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	197: Ja off: 0
	   ; stdin:8:2: exit();
	198: LdImmDW dst: r0 imm: 2
	200: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	201: StMemDW dst: rfp src: r0 off: -64 imm: 0
	202: LoadMapPtr dst: r1 fd: 0 <events>
	204: MovReg dst: r2 src: rfp
	205: AddImm dst: r2 imm: -72
	206: MovImm dst: r3 imm: 16
	207: MovImm dst: r4 imm: 2
	208: Call FnRingbufOutput
	209: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L23>
	210: StMemDW dst: rfp src: r0 off: -80 imm: 0
	211: LoadMapPtr dst: r1 fd: 0 <lost>
	213: MovReg dst: r2 src: rfp
	214: AddImm dst: r2 imm: -80
	215: Call FnMapLookupElem
	216: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	217: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	218: AddImm dst: r1 imm: 1
	219: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L24:
	220: Ja off: 0
p0_BEGIN_L23:
	   ; stdin:8:2: exit();
	221: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	222: MovImm dst: r0 imm: 0
	223: Exit
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	224: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	225: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	226: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	227: StMemDW dst: rfp src: r0 off: -72 imm: 0
	228: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	229: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	230: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	231: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	232: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	233: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	234: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	235: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	236: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	237: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	238: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	239: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	240: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	241: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	242: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	243: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	244: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	245: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	246: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	247: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	248: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	249: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	250: AddReg dst: r6 src: r7
	251: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	252: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	253: MovImm dst: r7 imm: 2
	254: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L12>
	255: MovImm dst: r6 imm: 0
	256: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	257: MovImm dst: r6 imm: 1
p0_BEGIN_L13:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	258: Ja off: 0
	259: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L10>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	260: Ja off: -1 <p0_BEGIN_L8>
p0_BEGIN_L10:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	261: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	262: StMemDW dst: rfp src: r0 off: -72 imm: 1
p0_BEGIN_L9:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	263: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	264: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	265: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	266: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	267: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	268: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	269: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	270: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	271: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	272: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	273: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	274: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	275: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	276: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	277: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	278: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	279: Exit
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	280: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	281: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	282: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	283: StMemDW dst: rfp src: r0 off: -72 imm: 0
	284: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	285: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	286: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	287: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	288: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	289: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	290: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	291: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	292: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	293: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	294: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	295: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	296: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	297: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	298: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	299: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	300: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	301: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	302: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	303: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	304: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	305: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_BEGIN_L15:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	306: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	307: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	308: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	309: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	310: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	311: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	312: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	313: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	314: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	315: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	316: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	317: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	318: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	319: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	320: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	321: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	322: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	323: MovImm dst: r0 imm: 0
	324: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	325: MovImm dst: r0 imm: 0
	326: Exit

p1_END (RawTracepoint):
p1_END:
	   ; stdin:10:1: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	  4: MovImm dst: r6 imm: 1
	  5: MovImm dst: r7 imm: 1
	  6: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	  7: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	  9: MovReg dst: r2 src: rfp
	 10: AddImm dst: r2 imm: -40
	 11: Call FnMapLookupElem
	 12: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L2>
	 13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 14: AddReg dst: r1 src: r6
	 15: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 16: Ja off: -1 <p1_END_L3>
p1_END_L2:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 17: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 18: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 20: MovReg dst: r2 src: rfp
	 21: AddImm dst: r2 imm: -40
	 22: MovReg dst: r3 src: rfp
	 23: AddImm dst: r3 imm: -48
	 24: MovImm dst: r4 imm: 0
	 25: Call FnMapUpdateElem
	 26: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L4>
	 27: StMemDW dst: rfp src: r0 off: -56 imm: 2
	 28: LoadMapPtr dst: r1 fd: 0 <lost>
	 30: MovReg dst: r2 src: rfp
	 31: AddImm dst: r2 imm: -56
	 32: Call FnMapLookupElem
	 33: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L5>
	 34: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 35: AddImm dst: r1 imm: 1
	 36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L5:
	 37: Ja off: 0
p1_END_L4:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 38: Ja off: 0
p1_END_L3:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 39: Ja off: 0
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 40: MovImm dst: r6 imm: 5
	 41: MovImm dst: r7 imm: 2
	 42: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	 43: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 45: MovReg dst: r2 src: rfp
	 46: AddImm dst: r2 imm: -40
	 47: Call FnMapLookupElem
	 48: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L6>
	 49: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 50: AddReg dst: r1 src: r6
	 51: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 52: Ja off: -1 <p1_END_L7>
p1_END_L6:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 53: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 54: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 56: MovReg dst: r2 src: rfp
	 57: AddImm dst: r2 imm: -40
	 58: MovReg dst: r3 src: rfp
	 59: AddImm dst: r3 imm: -48
	 60: MovImm dst: r4 imm: 0
	 61: Call FnMapUpdateElem
	 62: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L8>
	 63: StMemDW dst: rfp src: r0 off: -56 imm: 5
	 64: LoadMapPtr dst: r1 fd: 0 <lost>
	 66: MovReg dst: r2 src: rfp
	 67: AddImm dst: r2 imm: -56
	 68: Call FnMapLookupElem
	 69: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L9>
	 70: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 71: AddImm dst: r1 imm: 1
	 72: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L9:
	 73: Ja off: 0
p1_END_L8:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 74: Ja off: 0
p1_END_L7:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 75: Ja off: 0
	   ; stdin:10:43: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 76: MovImm dst: r6 imm: 0
	 77: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 78: MovReg dst: r1 src: rfp
	 79: AddImm dst: r1 imm: -32
	 80: MovImm dst: r2 imm: 24
	 81: MovReg dst: r3 src: r1
	 82: Call FnProbeReadKernel
	 83: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 85: LdImmDW dst: r2 imm: -1 <p1_END_cb1>
	 87: MovReg dst: r3 src: rfp
	 88: MovImm dst: r4 imm: 0
	 89: Call FnForEachMapElem
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 90: MovReg dst: r1 src: rfp
	 91: AddImm dst: r1 imm: -32
	 92: MovImm dst: r2 imm: 24
	 93: MovReg dst: r3 src: r1
	 94: Call FnProbeReadKernel
	 95: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 97: LdImmDW dst: r2 imm: -1 <p1_END_cb2>
	 99: MovReg dst: r3 src: rfp
	100: MovImm dst: r4 imm: 0
	101: Call FnForEachMapElem
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	102: LoadMapPtr dst: r1 fd: 0 <events>
	104: MovImm dst: r2 imm: 16
	105: MovImm dst: r3 imm: 0
	106: Call FnRingbufReserve
	107: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L20>
	108: StMemDW dst: rfp src: r0 off: -40 imm: 0
	109: LoadMapPtr dst: r1 fd: 0 <lost>
	111: MovReg dst: r2 src: rfp
	112: AddImm dst: r2 imm: -40
	113: Call FnMapLookupElem
	114: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L22>
	115: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	116: AddImm dst: r1 imm: 1
	117: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L22:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	118: Ja off: -1 <p1_END_L21>
p1_END_L20:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	119: MovReg dst: r6 src: r0
	120: LdImmDW dst: r1 imm: 4294967302
	122: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	123: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	124: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	125: MovReg dst: r1 src: r6
	126: MovImm dst: r2 imm: 1
	127: Call FnRingbufSubmit
p1_END_L21:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	128: Ja off: 0
p1_END_L1:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	129: MovImm dst: r0 imm: 0
	130: Exit
p1_END_cb1:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	131: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	132: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	133: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	134: StMemDW dst: rfp src: r0 off: -48 imm: 0
	135: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	136: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	137: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	138: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	139: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	140: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	141: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	142: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	143: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	144: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	145: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	146: StMemDW dst: rfp src: r0 off: -72 imm: 0
	147: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L12:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	148: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	149: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L14>
	150: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	152: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	153: Call FnMapLookupPercpuElem
	154: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L13>
	155: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	156: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	157: AddReg dst: r2 src: r1
	158: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L13:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	159: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	160: AddImm dst: r3 imm: 1
	161: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	162: Ja off: -1 <p1_END_L12>
p1_END_L14:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	163: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	164: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	165: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	166: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	167: AddReg dst: r6 src: r7
	168: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L11:
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	169: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	170: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	171: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	172: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	173: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	174: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	175: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	176: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	177: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	178: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	179: Exit
p1_END_cb2:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	180: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	181: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	182: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	183: StMemDW dst: rfp src: r0 off: -48 imm: 0
	184: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	185: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	186: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	187: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	188: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	189: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	190: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	191: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	192: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	193: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	194: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	195: StMemDW dst: rfp src: r0 off: -72 imm: 0
	196: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L17:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	197: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	198: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L19>
	199: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	201: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	202: Call FnMapLookupPercpuElem
	203: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L18>
	204: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	205: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	206: AddReg dst: r2 src: r1
	207: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L18:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	208: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	209: AddImm dst: r3 imm: 1
	210: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	211: Ja off: -1 <p1_END_L17>
p1_END_L19:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	212: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	213: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	214: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	215: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	216: AddReg dst: r6 src: r7
	217: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L16:
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	218: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	219: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	220: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	221: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	222: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	223: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	224: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	225: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	226: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	227: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	228: Exit
