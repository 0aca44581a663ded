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
	 19: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
p0_BEGIN_L3:
	   ; stdin:2:2: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 20: Ja off: 0
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 21: MovImm dst: r6 imm: 20
	 22: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 23: MovImm dst: r6 imm: 2
	 24: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 25: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 27: MovReg dst: r2 src: rfp
	 28: AddImm dst: r2 imm: -72
	 29: MovReg dst: r3 src: rfp
	 30: AddImm dst: r3 imm: -64
	 31: MovImm dst: r4 imm: 0
	 32: Call FnMapUpdateElem
	 33: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
p0_BEGIN_L5:
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 34: Ja off: 0
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 35: LdImmDW dst: r0 imm: 120
	 37: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 38: LdImmDW dst: r0 imm: 97
	 40: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 41: LoadMapPtr dst: r1 fd: 0 <m3_names>
	 43: MovReg dst: r2 src: rfp
	 44: AddImm dst: r2 imm: -72
	 45: MovReg dst: r3 src: rfp
	 46: AddImm dst: r3 imm: -64
	 47: MovImm dst: r4 imm: 0
	 48: Call FnMapUpdateElem
	 49: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
p0_BEGIN_L7:
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 50: Ja off: 0
	   ; stdin:3:2: $total = 0; $s = "s";
	 51: MovImm dst: r6 imm: 0
	 52: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:3:14: $total = 0; $s = "s";
	 53: LdImmDW dst: r0 imm: 115
	 55: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 56: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 57: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	 58: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 59: MovReg dst: r1 src: rfp
	 60: AddImm dst: r1 imm: -56
	 61: MovImm dst: r2 imm: 48
	 62: MovReg dst: r3 src: r1
	 63: Call FnProbeReadKernel
	 64: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 66: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	 68: MovReg dst: r3 src: rfp
	 69: MovImm dst: r4 imm: 0
	 70: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	 71: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 72: MovReg dst: r1 src: rfp
	 73: AddImm dst: r1 imm: -56
	 74: MovImm dst: r2 imm: 48
	 75: MovReg dst: r3 src: r1
	 76: Call FnProbeReadKernel
	 77: LoadMapPtr dst: r1 fd: 0 <m3_names>
	 79: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	 81: MovReg dst: r3 src: rfp
	 82: MovImm dst: r4 imm: 0
	 83: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	 84: MovImm dst: r6 imm: 1
	 85: MovImm dst: r7 imm: 1
	 86: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 87: LoadMapPtr dst: r1 fd: 0 <m0_c>
	 89: MovReg dst: r2 src: rfp
	 90: AddImm dst: r2 imm: -64
	 91: Call FnMapLookupElem
	 92: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	 93: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 94: AddReg dst: r1 src: r6
	 95: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 96: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; stdin:6:2: @c[1] = count();
	 97: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 98: LoadMapPtr dst: r1 fd: 0 <m0_c>
	100: MovReg dst: r2 src: rfp
	101: AddImm dst: r2 imm: -64
	102: MovReg dst: r3 src: rfp
	103: AddImm dst: r3 imm: -72
	104: MovImm dst: r4 imm: 0
	105: Call FnMapUpdateElem
	106: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
p0_BEGIN_L21:
	   ; stdin:6:2: @c[1] = count();
	107: Ja off: 0
p0_BEGIN_L19:
	   ; stdin:6:2: @c[1] = count();
	108: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	109: LoadMapPtr dst: r1 fd: 0 <events>
	111: MovImm dst: r2 imm: 40
	112: MovImm dst: r3 imm: 0
	113: Call FnRingbufReserve
	114: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L23>
	115: MovReg dst: r6 src: r0
	116: LdImmDW dst: r1 imm: 1
	118: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	119: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	120: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	121: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	122: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	123: LoadMapPtr dst: r1 fd: 0 <m2_m>
	125: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	127: MovImm dst: r3 imm: 0
	128: MovImm dst: r4 imm: 0
	129: Call FnForEachMapElem
	130: MovReg dst: r7 src: r0
	131: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	132: LoadMapPtr dst: r1 fd: 0 <m0_c>
	134: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	136: MovImm dst: r3 imm: 0
	137: MovImm dst: r4 imm: 0
	138: Call FnForEachMapElem
	139: MovReg dst: r7 src: r0
	140: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	141: MovReg dst: r1 src: r6
	142: MovImm dst: r2 imm: 1
	143: Call FnRingbufSubmit
p0_BEGIN_L22:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	144: Ja off: 0
	   ; stdin:8:2: exit();
	145: LdImmDW dst: r0 imm: 2
	147: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	148: StMemDW dst: rfp src: r0 off: -64 imm: 0
	149: StMemDW dst: rfp src: r0 off: -80 imm: 2
	150: LoadMapPtr dst: r1 fd: 0 <config>
	152: MovReg dst: r2 src: rfp
	153: AddImm dst: r2 imm: -80
	154: Call FnMapLookupElem
	155: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	156: LdXMemW dst: r1 src: rfp off: -64 imm: 0
	157: LdImmDW dst: r2 imm: 4294967296
	159: OrReg dst: r1 src: r2
	160: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L24:
	   ; stdin:8:2: exit();
	161: Ja off: 0
	162: LoadMapPtr dst: r1 fd: 0 <events>
	164: MovReg dst: r2 src: rfp
	165: AddImm dst: r2 imm: -72
	166: MovImm dst: r3 imm: 16
	167: MovImm dst: r4 imm: 2
	168: Call FnRingbufOutput
	169: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L25>
p0_BEGIN_L26:
	   ; stdin:8:2: exit();
	170: Ja off: 0
	171: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	172: MovImm dst: r0 imm: 0
	173: Exit
p0_BEGIN_L2:
	   ; stdin:2:2: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	174: Ja off: 0
	175: StMemDW dst: rfp src: r0 off: -80 imm: 3
	176: LoadMapPtr dst: r1 fd: 0 <lost>
	178: MovReg dst: r2 src: rfp
	179: AddImm dst: r2 imm: -80
	180: Call FnMapLookupElem
	181: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
	182: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	183: AddImm dst: r1 imm: 1
	184: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L27:
	   ; stdin:2:2: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	185: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L4:
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	186: Ja off: 0
	187: StMemDW dst: rfp src: r0 off: -80 imm: 3
	188: LoadMapPtr dst: r1 fd: 0 <lost>
	190: MovReg dst: r2 src: rfp
	191: AddImm dst: r2 imm: -80
	192: Call FnMapLookupElem
	193: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L28>
	194: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	195: AddImm dst: r1 imm: 1
	196: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L28:
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	197: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L6:
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	198: Ja off: 0
	199: StMemDW dst: rfp src: r0 off: -80 imm: 4
	200: LoadMapPtr dst: r1 fd: 0 <lost>
	202: MovReg dst: r2 src: rfp
	203: AddImm dst: r2 imm: -80
	204: Call FnMapLookupElem
	205: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	206: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	207: AddImm dst: r1 imm: 1
	208: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L29:
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	209: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L20:
	   ; stdin:6:2: @c[1] = count();
	210: Ja off: 0
	211: StMemDW dst: rfp src: r0 off: -80 imm: 1
	212: LoadMapPtr dst: r1 fd: 0 <lost>
	214: MovReg dst: r2 src: rfp
	215: AddImm dst: r2 imm: -80
	216: Call FnMapLookupElem
	217: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L30>
	218: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	219: AddImm dst: r1 imm: 1
	220: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L30:
	   ; stdin:6:2: @c[1] = count();
	221: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L23:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	222: Ja off: 0
	223: StMemDW dst: rfp src: r0 off: -64 imm: 2
	224: LoadMapPtr dst: r1 fd: 0 <config>
	226: MovReg dst: r2 src: rfp
	227: AddImm dst: r2 imm: -64
	228: Call FnMapLookupElem
	229: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L32>
	230: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	231: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L31>
p0_BEGIN_L32:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	232: Ja off: 0
	233: StMemDW dst: rfp src: r0 off: -72 imm: 0
	234: LoadMapPtr dst: r1 fd: 0 <lost>
	236: MovReg dst: r2 src: rfp
	237: AddImm dst: r2 imm: -72
	238: Call FnMapLookupElem
	239: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L31>
	240: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	241: AddImm dst: r1 imm: 1
	242: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L31:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	243: Ja off: -1 <p0_BEGIN_L22>
p0_BEGIN_L25:
	   ; stdin:8:2: exit();
	244: Ja off: 0
	245: StMemDW dst: rfp src: r0 off: -88 imm: 2
	246: LoadMapPtr dst: r1 fd: 0 <config>
	248: MovReg dst: r2 src: rfp
	249: AddImm dst: r2 imm: -88
	250: Call FnMapLookupElem
	251: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L34>
	252: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	253: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L33>
p0_BEGIN_L34:
	   ; stdin:8:2: exit();
	254: Ja off: 0
	255: StMemDW dst: rfp src: r0 off: -96 imm: 0
	256: LoadMapPtr dst: r1 fd: 0 <lost>
	258: MovReg dst: r2 src: rfp
	259: AddImm dst: r2 imm: -96
	260: Call FnMapLookupElem
	261: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	262: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	263: AddImm dst: r1 imm: 1
	264: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L33:
	   ; stdin:8:2: exit();
	265: Ja off: -1 <p0_BEGIN_L26>
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	266: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	267: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	268: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	269: StMemDW dst: rfp src: r0 off: -72 imm: 0
	270: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	271: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	272: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	273: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	274: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	275: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	276: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	277: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	278: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	279: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	280: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	281: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	282: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	283: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	284: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	285: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	286: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	287: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	288: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	289: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	290: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	291: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	292: AddReg dst: r6 src: r7
	293: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	294: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	295: MovImm dst: r7 imm: 2
	296: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L13>
	297: MovImm dst: r6 imm: 0
	298: Ja off: -1 <p0_BEGIN_L14>
p0_BEGIN_L13:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	299: MovImm dst: r6 imm: 1
p0_BEGIN_L14:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	300: Ja off: 0
	301: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L11>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	302: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L11:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	303: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L9:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	304: StMemDW dst: rfp src: r0 off: -72 imm: 1
	305: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L10:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
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
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	323: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	324: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	325: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	326: StMemDW dst: rfp src: r0 off: -72 imm: 0
	327: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	328: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	329: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	330: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	331: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	332: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	333: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	334: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	335: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	336: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	337: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	338: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	339: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	340: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	341: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	342: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	343: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	344: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	345: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	346: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	347: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	348: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	349: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L17:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	350: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	351: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	352: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	353: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	354: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	355: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	356: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	357: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	358: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	359: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	360: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	361: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	362: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	363: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	364: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	365: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	366: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	367: MovImm dst: r0 imm: 0
	368: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	369: MovImm dst: r0 imm: 0
	370: Exit

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
	 26: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L4>
p1_END_L5:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 27: Ja off: 0
p1_END_L3:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 28: Ja off: 0
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 29: MovImm dst: r6 imm: 5
	 30: MovImm dst: r7 imm: 2
	 31: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	 32: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 34: MovReg dst: r2 src: rfp
	 35: AddImm dst: r2 imm: -40
	 36: Call FnMapLookupElem
	 37: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L6>
	 38: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 39: AddReg dst: r1 src: r6
	 40: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 41: Ja off: -1 <p1_END_L7>
p1_END_L6:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 42: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 43: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 45: MovReg dst: r2 src: rfp
	 46: AddImm dst: r2 imm: -40
	 47: MovReg dst: r3 src: rfp
	 48: AddImm dst: r3 imm: -48
	 49: MovImm dst: r4 imm: 0
	 50: Call FnMapUpdateElem
	 51: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L8>
p1_END_L9:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 52: Ja off: 0
p1_END_L7:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 53: Ja off: 0
	   ; stdin:10:43: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 54: MovImm dst: r6 imm: 0
	 55: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 56: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 57: MovReg dst: r1 src: rfp
	 58: AddImm dst: r1 imm: -32
	 59: MovImm dst: r2 imm: 24
	 60: MovReg dst: r3 src: r1
	 61: Call FnProbeReadKernel
	 62: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 64: LdImmDW dst: r2 imm: -1 <p1_END_cb1>
	 66: MovReg dst: r3 src: rfp
	 67: MovImm dst: r4 imm: 0
	 68: Call FnForEachMapElem
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 69: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 70: MovReg dst: r1 src: rfp
	 71: AddImm dst: r1 imm: -32
	 72: MovImm dst: r2 imm: 24
	 73: MovReg dst: r3 src: r1
	 74: Call FnProbeReadKernel
	 75: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 77: LdImmDW dst: r2 imm: -1 <p1_END_cb2>
	 79: MovReg dst: r3 src: rfp
	 80: MovImm dst: r4 imm: 0
	 81: Call FnForEachMapElem
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 82: LoadMapPtr dst: r1 fd: 0 <events>
	 84: MovImm dst: r2 imm: 16
	 85: MovImm dst: r3 imm: 0
	 86: Call FnRingbufReserve
	 87: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L23>
	 88: MovReg dst: r6 src: r0
	 89: LdImmDW dst: r1 imm: 4294967302
	 91: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 92: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	 93: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 94: MovReg dst: r1 src: r6
	 95: MovImm dst: r2 imm: 1
	 96: Call FnRingbufSubmit
p1_END_L22:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 97: Ja off: 0
p1_END_L1:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 98: MovImm dst: r0 imm: 0
	 99: Exit
p1_END_L4:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	100: Ja off: 0
	101: StMemDW dst: rfp src: r0 off: -56 imm: 2
	102: LoadMapPtr dst: r1 fd: 0 <lost>
	104: MovReg dst: r2 src: rfp
	105: AddImm dst: r2 imm: -56
	106: Call FnMapLookupElem
	107: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L24>
	108: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	109: AddImm dst: r1 imm: 1
	110: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L24:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	111: Ja off: -1 <p1_END_L5>
p1_END_L8:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	112: Ja off: 0
	113: StMemDW dst: rfp src: r0 off: -56 imm: 5
	114: LoadMapPtr dst: r1 fd: 0 <lost>
	116: MovReg dst: r2 src: rfp
	117: AddImm dst: r2 imm: -56
	118: Call FnMapLookupElem
	119: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L25>
	120: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	121: AddImm dst: r1 imm: 1
	122: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L25:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	123: Ja off: -1 <p1_END_L9>
p1_END_L23:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	124: Ja off: 0
	125: StMemDW dst: rfp src: r0 off: -40 imm: 2
	126: LoadMapPtr dst: r1 fd: 0 <config>
	128: MovReg dst: r2 src: rfp
	129: AddImm dst: r2 imm: -40
	130: Call FnMapLookupElem
	131: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L27>
	132: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	133: JNEImm dst: r1 off: -1 imm: 0 <p1_END_L26>
p1_END_L27:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	134: Ja off: 0
	135: StMemDW dst: rfp src: r0 off: -48 imm: 0
	136: LoadMapPtr dst: r1 fd: 0 <lost>
	138: MovReg dst: r2 src: rfp
	139: AddImm dst: r2 imm: -48
	140: Call FnMapLookupElem
	141: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L26>
	142: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	143: AddImm dst: r1 imm: 1
	144: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L26:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	145: Ja off: -1 <p1_END_L22>
p1_END_cb1:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	146: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	147: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	148: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	149: StMemDW dst: rfp src: r0 off: -48 imm: 0
	150: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	152: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	153: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	154: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	155: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	156: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	157: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	158: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	159: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	160: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	161: StMemDW dst: rfp src: r0 off: -72 imm: 0
	162: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L13:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	163: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	164: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L15>
	165: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	167: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	168: Call FnMapLookupPercpuElem
	169: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L14>
	170: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	171: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	172: AddReg dst: r2 src: r1
	173: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L14:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	174: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	175: AddImm dst: r3 imm: 1
	176: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	177: Ja off: -1 <p1_END_L13>
p1_END_L15:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	178: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	179: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	180: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	181: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	182: AddReg dst: r6 src: r7
	183: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	184: Ja off: -1 <p1_END_L12>
p1_END_L12:
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	185: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	186: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	187: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	188: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	189: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	190: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	191: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	192: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	193: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	194: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	195: Exit
p1_END_cb2:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	196: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	197: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	198: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	199: StMemDW dst: rfp src: r0 off: -48 imm: 0
	200: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	201: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	202: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	203: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	204: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	205: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	206: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	207: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	208: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	209: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	210: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	211: StMemDW dst: rfp src: r0 off: -72 imm: 0
	212: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L19:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	213: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	214: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L21>
	215: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	217: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	218: Call FnMapLookupPercpuElem
	219: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L20>
	220: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	221: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	222: AddReg dst: r2 src: r1
	223: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L20:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	224: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	225: AddImm dst: r3 imm: 1
	226: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	227: Ja off: -1 <p1_END_L19>
p1_END_L21:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	228: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	229: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	230: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	231: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	232: AddReg dst: r6 src: r7
	233: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	234: Ja off: -1 <p1_END_L18>
p1_END_L18:
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	235: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	236: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	237: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	238: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	239: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	240: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	241: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	242: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	243: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	244: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	245: Exit
