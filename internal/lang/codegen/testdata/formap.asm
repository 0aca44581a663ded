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
	 91: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 92: MovReg dst: r1 src: rfp
	 93: AddImm dst: r1 imm: -56
	 94: MovImm dst: r2 imm: 48
	 95: MovReg dst: r3 src: r1
	 96: Call FnProbeReadKernel
	 97: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 99: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	101: MovReg dst: r3 src: rfp
	102: MovImm dst: r4 imm: 0
	103: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	104: StMemDW dst: rfp src: r0 off: -64 imm: 0
	105: MovReg dst: r1 src: rfp
	106: AddImm dst: r1 imm: -56
	107: MovImm dst: r2 imm: 48
	108: MovReg dst: r3 src: r1
	109: Call FnProbeReadKernel
	110: LoadMapPtr dst: r1 fd: 0 <m3_names>
	112: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	114: MovReg dst: r3 src: rfp
	115: MovImm dst: r4 imm: 0
	116: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	117: MovImm dst: r6 imm: 1
	118: MovImm dst: r7 imm: 1
	119: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	120: LoadMapPtr dst: r1 fd: 0 <m0_c>
	122: MovReg dst: r2 src: rfp
	123: AddImm dst: r2 imm: -64
	124: Call FnMapLookupElem
	125: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	126: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	127: AddReg dst: r1 src: r6
	128: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	129: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; stdin:6:2: @c[1] = count();
	130: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	131: LoadMapPtr dst: r1 fd: 0 <m0_c>
	133: MovReg dst: r2 src: rfp
	134: AddImm dst: r2 imm: -64
	135: MovReg dst: r3 src: rfp
	136: AddImm dst: r3 imm: -72
	137: MovImm dst: r4 imm: 0
	138: Call FnMapUpdateElem
	139: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
	140: StMemDW dst: rfp src: r0 off: -80 imm: 1
	141: LoadMapPtr dst: r1 fd: 0 <lost>
	143: MovReg dst: r2 src: rfp
	144: AddImm dst: r2 imm: -80
	145: Call FnMapLookupElem
	146: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L21>
	147: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	148: AddImm dst: r1 imm: 1
	149: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L21:
	150: Ja off: 0
p0_BEGIN_L20:
	   ; stdin:6:2: @c[1] = count();
	151: Ja off: 0
p0_BEGIN_L19:
	   ; stdin:6:2: @c[1] = count();
	152: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	153: LoadMapPtr dst: r1 fd: 0 <events>
	155: MovImm dst: r2 imm: 40
	156: MovImm dst: r3 imm: 0
	157: Call FnRingbufReserve
	158: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L22>
	159: StMemDW dst: rfp src: r0 off: -64 imm: 2
	160: LoadMapPtr dst: r1 fd: 0 <config>
	162: MovReg dst: r2 src: rfp
	163: AddImm dst: r2 imm: -64
	164: Call FnMapLookupElem
	165: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L25>
	166: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	167: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L24>
p0_BEGIN_L25:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	168: Ja off: 0
	169: StMemDW dst: rfp src: r0 off: -72 imm: 0
	170: LoadMapPtr dst: r1 fd: 0 <lost>
	172: MovReg dst: r2 src: rfp
	173: AddImm dst: r2 imm: -72
	174: Call FnMapLookupElem
	175: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	176: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	177: AddImm dst: r1 imm: 1
	178: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L24:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	179: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	180: MovReg dst: r6 src: r0
	181: LdImmDW dst: r1 imm: 1
	183: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	184: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	185: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	186: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	187: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	188: LoadMapPtr dst: r1 fd: 0 <m2_m>
	190: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	192: MovImm dst: r3 imm: 0
	193: MovImm dst: r4 imm: 0
	194: Call FnForEachMapElem
	195: MovReg dst: r7 src: r0
	196: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	197: LoadMapPtr dst: r1 fd: 0 <m0_c>
	199: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	201: MovImm dst: r3 imm: 0
	202: MovImm dst: r4 imm: 0
	203: Call FnForEachMapElem
	204: MovReg dst: r7 src: r0
	205: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	206: MovReg dst: r1 src: r6
	207: MovImm dst: r2 imm: 1
	208: Call FnRingbufSubmit
p0_BEGIN_L23:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	209: Ja off: 0
	   ; stdin:8:2: exit();
	210: LdImmDW dst: r0 imm: 2
	212: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	213: StMemDW dst: rfp src: r0 off: -64 imm: 0
	214: StMemDW dst: rfp src: r0 off: -80 imm: 2
	215: LoadMapPtr dst: r1 fd: 0 <config>
	217: MovReg dst: r2 src: rfp
	218: AddImm dst: r2 imm: -80
	219: Call FnMapLookupElem
	220: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	221: LdXMemW dst: r1 src: rfp off: -64 imm: 0
	222: LdImmDW dst: r2 imm: 4294967296
	224: OrReg dst: r1 src: r2
	225: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L26:
	   ; stdin:8:2: exit();
	226: Ja off: 0
	227: LoadMapPtr dst: r1 fd: 0 <events>
	229: MovReg dst: r2 src: rfp
	230: AddImm dst: r2 imm: -72
	231: MovImm dst: r3 imm: 16
	232: MovImm dst: r4 imm: 2
	233: Call FnRingbufOutput
	234: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
	235: StMemDW dst: rfp src: r0 off: -88 imm: 2
	236: LoadMapPtr dst: r1 fd: 0 <config>
	238: MovReg dst: r2 src: rfp
	239: AddImm dst: r2 imm: -88
	240: Call FnMapLookupElem
	241: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	242: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	243: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L28>
p0_BEGIN_L29:
	   ; stdin:8:2: exit();
	244: Ja off: 0
	245: StMemDW dst: rfp src: r0 off: -96 imm: 0
	246: LoadMapPtr dst: r1 fd: 0 <lost>
	248: MovReg dst: r2 src: rfp
	249: AddImm dst: r2 imm: -96
	250: Call FnMapLookupElem
	251: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L28>
	252: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	253: AddImm dst: r1 imm: 1
	254: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L28:
	255: Ja off: 0
p0_BEGIN_L27:
	   ; stdin:8:2: exit();
	256: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	257: MovImm dst: r0 imm: 0
	258: Exit
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	259: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	260: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	261: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	262: StMemDW dst: rfp src: r0 off: -72 imm: 0
	263: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	264: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	265: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	266: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	267: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	268: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	269: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	270: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	271: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	272: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	273: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	274: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	275: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	276: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	277: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	278: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	279: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	280: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	281: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	282: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	283: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	284: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	285: AddReg dst: r6 src: r7
	286: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	287: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	288: MovImm dst: r7 imm: 2
	289: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L13>
	290: MovImm dst: r6 imm: 0
	291: Ja off: -1 <p0_BEGIN_L14>
p0_BEGIN_L13:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	292: MovImm dst: r6 imm: 1
p0_BEGIN_L14:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	293: Ja off: 0
	294: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L11>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	295: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L11:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	296: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L9:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	297: StMemDW dst: rfp src: r0 off: -72 imm: 1
	298: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L10:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	299: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	300: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	301: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	302: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	303: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	304: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	305: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	306: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	307: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	308: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	309: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	310: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	311: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	312: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	313: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	314: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	315: Exit
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	316: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	317: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	318: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	319: StMemDW dst: rfp src: r0 off: -72 imm: 0
	320: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	321: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	322: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	323: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	324: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	325: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	326: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	327: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	328: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	329: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	330: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	331: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	332: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	333: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	334: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	335: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	336: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	337: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	338: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	339: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	340: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	341: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	342: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L17:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	343: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	344: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	345: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	346: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	347: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	348: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	349: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	350: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	351: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	352: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	353: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	354: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	355: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	356: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	357: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	358: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	359: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	360: MovImm dst: r0 imm: 0
	361: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	362: MovImm dst: r0 imm: 0
	363: Exit

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
	 78: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 79: MovReg dst: r1 src: rfp
	 80: AddImm dst: r1 imm: -32
	 81: MovImm dst: r2 imm: 24
	 82: MovReg dst: r3 src: r1
	 83: Call FnProbeReadKernel
	 84: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 86: LdImmDW dst: r2 imm: -1 <p1_END_cb1>
	 88: MovReg dst: r3 src: rfp
	 89: MovImm dst: r4 imm: 0
	 90: Call FnForEachMapElem
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 91: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 92: MovReg dst: r1 src: rfp
	 93: AddImm dst: r1 imm: -32
	 94: MovImm dst: r2 imm: 24
	 95: MovReg dst: r3 src: r1
	 96: Call FnProbeReadKernel
	 97: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 99: LdImmDW dst: r2 imm: -1 <p1_END_cb2>
	101: MovReg dst: r3 src: rfp
	102: MovImm dst: r4 imm: 0
	103: Call FnForEachMapElem
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	104: LoadMapPtr dst: r1 fd: 0 <events>
	106: MovImm dst: r2 imm: 16
	107: MovImm dst: r3 imm: 0
	108: Call FnRingbufReserve
	109: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L22>
	110: StMemDW dst: rfp src: r0 off: -40 imm: 2
	111: LoadMapPtr dst: r1 fd: 0 <config>
	113: MovReg dst: r2 src: rfp
	114: AddImm dst: r2 imm: -40
	115: Call FnMapLookupElem
	116: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L25>
	117: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	118: JNEImm dst: r1 off: -1 imm: 0 <p1_END_L24>
p1_END_L25:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	119: Ja off: 0
	120: StMemDW dst: rfp src: r0 off: -48 imm: 0
	121: LoadMapPtr dst: r1 fd: 0 <lost>
	123: MovReg dst: r2 src: rfp
	124: AddImm dst: r2 imm: -48
	125: Call FnMapLookupElem
	126: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L24>
	127: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	128: AddImm dst: r1 imm: 1
	129: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L24:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	130: Ja off: -1 <p1_END_L23>
p1_END_L22:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	131: MovReg dst: r6 src: r0
	132: LdImmDW dst: r1 imm: 4294967302
	134: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	135: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	136: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	137: MovReg dst: r1 src: r6
	138: MovImm dst: r2 imm: 1
	139: Call FnRingbufSubmit
p1_END_L23:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	140: Ja off: 0
p1_END_L1:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	141: MovImm dst: r0 imm: 0
	142: Exit
p1_END_cb1:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	143: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	144: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	145: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	146: StMemDW dst: rfp src: r0 off: -48 imm: 0
	147: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	148: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	149: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	150: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	151: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	152: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	153: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	154: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	155: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	156: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	157: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	158: StMemDW dst: rfp src: r0 off: -72 imm: 0
	159: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L13:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	160: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	161: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L15>
	162: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	164: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	165: Call FnMapLookupPercpuElem
	166: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L14>
	167: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	168: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	169: AddReg dst: r2 src: r1
	170: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L14:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	171: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	172: AddImm dst: r3 imm: 1
	173: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	174: Ja off: -1 <p1_END_L13>
p1_END_L15:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	175: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	176: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	177: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	178: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	179: AddReg dst: r6 src: r7
	180: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	181: Ja off: -1 <p1_END_L12>
p1_END_L12:
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	182: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	183: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	184: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	185: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	186: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	187: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	188: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	189: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	190: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	191: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	192: Exit
p1_END_cb2:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	193: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	194: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	195: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	196: StMemDW dst: rfp src: r0 off: -48 imm: 0
	197: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	198: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	199: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	200: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	201: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	202: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	203: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	204: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	205: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	206: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	207: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	208: StMemDW dst: rfp src: r0 off: -72 imm: 0
	209: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L19:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	210: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	211: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L21>
	212: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	214: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	215: Call FnMapLookupPercpuElem
	216: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L20>
	217: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	218: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	219: AddReg dst: r2 src: r1
	220: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L20:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	221: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	222: AddImm dst: r3 imm: 1
	223: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	224: Ja off: -1 <p1_END_L19>
p1_END_L21:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	225: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	226: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	227: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	228: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	229: AddReg dst: r6 src: r7
	230: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	231: Ja off: -1 <p1_END_L18>
p1_END_L18:
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	232: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	233: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	234: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	235: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	236: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	237: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	238: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	239: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	240: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	241: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	242: Exit
