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
	 91: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 93: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	 95: MovReg dst: r3 src: rfp
	 96: MovImm dst: r4 imm: 0
	 97: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	 98: LoadMapPtr dst: r1 fd: 0 <m3_names>
	100: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	102: MovReg dst: r3 src: rfp
	103: MovImm dst: r4 imm: 0
	104: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	105: MovImm dst: r6 imm: 1
	106: MovImm dst: r7 imm: 1
	107: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	108: LoadMapPtr dst: r1 fd: 0 <m0_c>
	110: MovReg dst: r2 src: rfp
	111: AddImm dst: r2 imm: -64
	112: Call FnMapLookupElem
	113: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	114: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	115: AddReg dst: r1 src: r6
	116: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	117: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; stdin:6:2: @c[1] = count();
	118: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	119: LoadMapPtr dst: r1 fd: 0 <m0_c>
	121: MovReg dst: r2 src: rfp
	122: AddImm dst: r2 imm: -64
	123: MovReg dst: r3 src: rfp
	124: AddImm dst: r3 imm: -72
	125: MovImm dst: r4 imm: 0
	126: Call FnMapUpdateElem
	127: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	128: StMemDW dst: rfp src: r0 off: -80 imm: 1
	129: LoadMapPtr dst: r1 fd: 0 <lost>
	131: MovReg dst: r2 src: rfp
	132: AddImm dst: r2 imm: -80
	133: Call FnMapLookupElem
	134: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L19>
	135: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	136: AddImm dst: r1 imm: 1
	137: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L19:
	138: Ja off: 0
p0_BEGIN_L18:
	   ; stdin:6:2: @c[1] = count();
	139: Ja off: 0
p0_BEGIN_L17:
	   ; stdin:6:2: @c[1] = count();
	140: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	141: LoadMapPtr dst: r1 fd: 0 <events>
	143: MovImm dst: r2 imm: 40
	144: MovImm dst: r3 imm: 0
	145: Call FnRingbufReserve
	146: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
	147: StMemDW dst: rfp src: r0 off: -64 imm: 0
	148: LoadMapPtr dst: r1 fd: 0 <lost>
	150: MovReg dst: r2 src: rfp
	151: AddImm dst: r2 imm: -64
	152: Call FnMapLookupElem
	153: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L22>
	154: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	155: AddImm dst: r1 imm: 1
	156: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L22:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	157: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	158: MovReg dst: r6 src: r0
	159: LdImmDW dst: r1 imm: 1
	161: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	162: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	163: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	164: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	165: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	166: LoadMapPtr dst: r1 fd: 0 <m2_m>
	168: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	170: MovImm dst: r3 imm: 0
	171: MovImm dst: r4 imm: 0
	172: Call FnForEachMapElem
	173: MovReg dst: r7 src: r0
	174: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	175: LoadMapPtr dst: r1 fd: 0 <m0_c>
	177: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	179: MovImm dst: r3 imm: 0
	180: MovImm dst: r4 imm: 0
	181: Call FnForEachMapElem
	182: MovReg dst: r7 src: r0
	183: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	184: MovReg dst: r1 src: r6
	185: MovImm dst: r2 imm: 1
	186: Call FnRingbufSubmit
p0_BEGIN_L21:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	187: Ja off: 0
	   ; stdin:8:2: exit();
	188: LdImmDW dst: r0 imm: 2
	190: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	191: StMemDW dst: rfp src: r0 off: -64 imm: 0
	192: LoadMapPtr dst: r1 fd: 0 <events>
	194: MovReg dst: r2 src: rfp
	195: AddImm dst: r2 imm: -72
	196: MovImm dst: r3 imm: 16
	197: MovImm dst: r4 imm: 2
	198: Call FnRingbufOutput
	199: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L23>
	200: StMemDW dst: rfp src: r0 off: -80 imm: 0
	201: LoadMapPtr dst: r1 fd: 0 <lost>
	203: MovReg dst: r2 src: rfp
	204: AddImm dst: r2 imm: -80
	205: Call FnMapLookupElem
	206: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	207: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	208: AddImm dst: r1 imm: 1
	209: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L24:
	210: Ja off: 0
p0_BEGIN_L23:
	   ; stdin:8:2: exit();
	211: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	212: MovImm dst: r0 imm: 0
	213: Exit
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	214: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	215: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	216: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	217: StMemDW dst: rfp src: r0 off: -72 imm: 0
	218: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	219: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	220: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	221: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	222: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	223: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	224: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	225: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	226: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	227: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	228: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	229: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	230: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	231: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	232: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	233: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	234: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	235: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	236: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	237: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	238: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	239: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	240: AddReg dst: r6 src: r7
	241: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	242: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	243: MovImm dst: r7 imm: 2
	244: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L12>
	245: MovImm dst: r6 imm: 0
	246: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	247: MovImm dst: r6 imm: 1
p0_BEGIN_L13:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	248: Ja off: 0
	249: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L10>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	250: Ja off: -1 <p0_BEGIN_L8>
p0_BEGIN_L10:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	251: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	252: StMemDW dst: rfp src: r0 off: -72 imm: 1
p0_BEGIN_L9:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	253: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	254: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	255: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	256: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	257: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	258: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	259: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	260: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	261: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	262: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	263: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	264: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	265: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	266: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	267: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	268: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	269: Exit
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	270: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	271: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	272: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	273: StMemDW dst: rfp src: r0 off: -72 imm: 0
	274: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	275: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	276: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	277: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	278: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	279: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	280: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	281: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	282: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	283: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	284: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	285: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	286: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	287: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	288: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	289: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	290: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	291: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	292: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	293: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	294: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	295: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_BEGIN_L15:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	296: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	297: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	298: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	299: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	300: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	301: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	302: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	303: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	304: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	305: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	306: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	307: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	308: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	309: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	310: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	311: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	312: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	313: MovImm dst: r0 imm: 0
	314: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	315: MovImm dst: r0 imm: 0
	316: Exit

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
	 78: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 80: LdImmDW dst: r2 imm: -1 <p1_END_cb1>
	 82: MovReg dst: r3 src: rfp
	 83: MovImm dst: r4 imm: 0
	 84: Call FnForEachMapElem
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 85: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 87: LdImmDW dst: r2 imm: -1 <p1_END_cb2>
	 89: MovReg dst: r3 src: rfp
	 90: MovImm dst: r4 imm: 0
	 91: Call FnForEachMapElem
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 92: LoadMapPtr dst: r1 fd: 0 <events>
	 94: MovImm dst: r2 imm: 16
	 95: MovImm dst: r3 imm: 0
	 96: Call FnRingbufReserve
	 97: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L20>
	 98: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 99: LoadMapPtr dst: r1 fd: 0 <lost>
	101: MovReg dst: r2 src: rfp
	102: AddImm dst: r2 imm: -40
	103: Call FnMapLookupElem
	104: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L22>
	105: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	106: AddImm dst: r1 imm: 1
	107: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L22:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	108: Ja off: -1 <p1_END_L21>
p1_END_L20:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	109: MovReg dst: r6 src: r0
	110: LdImmDW dst: r1 imm: 4294967302
	112: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	113: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	114: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	115: MovReg dst: r1 src: r6
	116: MovImm dst: r2 imm: 1
	117: Call FnRingbufSubmit
p1_END_L21:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	118: Ja off: 0
p1_END_L1:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	119: MovImm dst: r0 imm: 0
	120: Exit
p1_END_cb1:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	121: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	122: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	123: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	124: StMemDW dst: rfp src: r0 off: -48 imm: 0
	125: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	126: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	127: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	128: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	129: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	130: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	131: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	132: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	133: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	134: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	135: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	136: StMemDW dst: rfp src: r0 off: -72 imm: 0
	137: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L12:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	138: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	139: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L14>
	140: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	142: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	143: Call FnMapLookupPercpuElem
	144: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L13>
	145: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	146: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	147: AddReg dst: r2 src: r1
	148: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L13:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	149: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	150: AddImm dst: r3 imm: 1
	151: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	152: Ja off: -1 <p1_END_L12>
p1_END_L14:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	153: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	154: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	155: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	156: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	157: AddReg dst: r6 src: r7
	158: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L11:
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	159: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	160: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	161: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	162: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	163: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	164: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	165: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	166: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	167: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	168: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	169: Exit
p1_END_cb2:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	170: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	171: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	172: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	173: StMemDW dst: rfp src: r0 off: -48 imm: 0
	174: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	175: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	176: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	177: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	178: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	179: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	180: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	181: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	182: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	183: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	184: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	185: StMemDW dst: rfp src: r0 off: -72 imm: 0
	186: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L17:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	187: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	188: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L19>
	189: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	191: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	192: Call FnMapLookupPercpuElem
	193: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L18>
	194: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	195: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	196: AddReg dst: r2 src: r1
	197: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L18:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	198: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	199: AddImm dst: r3 imm: 1
	200: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	201: Ja off: -1 <p1_END_L17>
p1_END_L19:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	202: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	203: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	204: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	205: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	206: AddReg dst: r6 src: r7
	207: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L16:
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	208: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	209: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	210: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	211: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	212: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	213: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	214: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	215: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	216: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	217: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	218: Exit
