map m0_c @c key=8 value=8 percpu=true array=false bucketed=false
map m1_m @m key=8 value=8 percpu=false array=false bucketed=false
map m2_names @names key=8 value=8 percpu=false array=false bucketed=false

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
	  9: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 10: MovImm dst: r6 imm: 1
	 11: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 12: LoadMapPtr dst: r1 fd: 0 <m1_m>
	 14: MovReg dst: r2 src: rfp
	 15: AddImm dst: r2 imm: -72
	 16: MovReg dst: r3 src: rfp
	 17: AddImm dst: r3 imm: -64
	 18: MovImm dst: r4 imm: 0
	 19: Call FnMapUpdateElem
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 20: MovImm dst: r6 imm: 20
	 21: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 22: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 23: MovImm dst: r6 imm: 2
	 24: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 25: LoadMapPtr dst: r1 fd: 0 <m1_m>
	 27: MovReg dst: r2 src: rfp
	 28: AddImm dst: r2 imm: -72
	 29: MovReg dst: r3 src: rfp
	 30: AddImm dst: r3 imm: -64
	 31: MovImm dst: r4 imm: 0
	 32: Call FnMapUpdateElem
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 33: LdImmDW dst: r0 imm: 120
	 35: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 37: LdImmDW dst: r0 imm: 97
	 39: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	 40: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	 41: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 42: LoadMapPtr dst: r1 fd: 0 <m2_names>
	 44: MovReg dst: r2 src: rfp
	 45: AddImm dst: r2 imm: -72
	 46: MovReg dst: r3 src: rfp
	 47: AddImm dst: r3 imm: -64
	 48: MovImm dst: r4 imm: 0
	 49: Call FnMapUpdateElem
	   ; stdin:3:2: $total = 0; $s = "s";
	 50: MovImm dst: r6 imm: 0
	 51: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:3:14: $total = 0; $s = "s";
	 52: LdImmDW dst: r0 imm: 115
	 54: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 55: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 56: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	 57: LoadMapPtr dst: r1 fd: 0 <m1_m>
	 59: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	 61: MovReg dst: r3 src: rfp
	 62: MovImm dst: r4 imm: 0
	 63: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	 64: LoadMapPtr dst: r1 fd: 0 <m2_names>
	 66: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	 68: MovReg dst: r3 src: rfp
	 69: MovImm dst: r4 imm: 0
	 70: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	 71: MovImm dst: r6 imm: 1
	 72: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 73: MovImm dst: r7 imm: 1
	 74: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 75: LoadMapPtr dst: r1 fd: 0 <m0_c>
	 77: MovReg dst: r2 src: rfp
	 78: AddImm dst: r2 imm: -64
	 79: Call FnMapLookupElem
	 80: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 81: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 82: AddReg dst: r1 src: r6
	 83: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 84: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; stdin:6:2: @c[1] = count();
	 85: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 86: LoadMapPtr dst: r1 fd: 0 <m0_c>
	 88: MovReg dst: r2 src: rfp
	 89: AddImm dst: r2 imm: -64
	 90: MovReg dst: r3 src: rfp
	 91: AddImm dst: r3 imm: -72
	 92: MovImm dst: r4 imm: 0
	 93: Call FnMapUpdateElem
p0_BEGIN_L11:
	   ; stdin:6:2: @c[1] = count();
	 94: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	 95: LoadMapPtr dst: r1 fd: 0 <events>
	 97: MovImm dst: r2 imm: 40
	 98: MovImm dst: r3 imm: 0
	 99: Call FnRingbufReserve
	100: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	101: StMemDW dst: rfp src: r0 off: -64 imm: 0
	102: LoadMapPtr dst: r1 fd: 0 <lost>
	104: MovReg dst: r2 src: rfp
	105: AddImm dst: r2 imm: -64
	106: Call FnMapLookupElem
	107: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	108: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	109: AddImm dst: r1 imm: 1
	110: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L14:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	111: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	112: MovReg dst: r6 src: r0
	113: LdImmDW dst: r1 imm: 1
	115: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	116: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	117: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	118: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	119: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	120: StMemDW dst: rfp src: r0 off: -72 imm: 0
	121: LoadMapPtr dst: r1 fd: 0 <m1_m>
	123: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	125: MovReg dst: r3 src: rfp
	126: MovImm dst: r4 imm: 0
	127: Call FnForEachMapElem
	128: LdXMemDW dst: r7 src: rfp off: -72 imm: 0
	129: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	130: StMemDW dst: rfp src: r0 off: -80 imm: 0
	131: LoadMapPtr dst: r1 fd: 0 <m0_c>
	133: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	135: MovReg dst: r3 src: rfp
	136: MovImm dst: r4 imm: 0
	137: Call FnForEachMapElem
	138: LdXMemDW dst: r7 src: rfp off: -80 imm: 0
	139: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	140: MovReg dst: r1 src: r6
	141: MovImm dst: r2 imm: 1
	142: Call FnRingbufSubmit
p0_BEGIN_L13:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	143: Ja off: 0
	   ; stdin:8:2: exit();
	144: LdImmDW dst: r0 imm: 2
	146: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	147: StMemDW dst: rfp src: r0 off: -64 imm: 0
	148: LoadMapPtr dst: r1 fd: 0 <events>
	150: MovReg dst: r2 src: rfp
	151: AddImm dst: r2 imm: -72
	152: MovImm dst: r3 imm: 16
	153: MovImm dst: r4 imm: 2
	154: Call FnRingbufOutput
	155: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	156: StMemDW dst: rfp src: r0 off: -80 imm: 0
	157: LoadMapPtr dst: r1 fd: 0 <lost>
	159: MovReg dst: r2 src: rfp
	160: AddImm dst: r2 imm: -80
	161: Call FnMapLookupElem
	162: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	163: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	164: AddImm dst: r1 imm: 1
	165: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L16:
	166: Ja off: 0
p0_BEGIN_L15:
	   ; stdin:8:2: exit();
	167: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	168: MovImm dst: r0 imm: 0
	169: Exit
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	170: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	171: StMemDW dst: rfp src: r0 off: -72 imm: 0
	172: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	173: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	174: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	175: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	176: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	177: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	178: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	179: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	180: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	181: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	182: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	183: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	184: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	185: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	186: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	187: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	188: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	189: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	190: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	191: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	192: AddReg dst: r6 src: r7
	193: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	194: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	195: MovImm dst: r7 imm: 2
	196: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L6>
	197: MovImm dst: r6 imm: 0
	198: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	199: MovImm dst: r6 imm: 1
p0_BEGIN_L7:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	200: Ja off: 0
	201: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L4>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	202: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L4:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	203: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	204: StMemDW dst: rfp src: r0 off: -72 imm: 1
p0_BEGIN_L3:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	205: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	206: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	207: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	208: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	209: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	210: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	211: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	212: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	213: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	214: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	215: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	216: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	217: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	218: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	219: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	220: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	221: Exit
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	222: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	223: StMemDW dst: rfp src: r0 off: -72 imm: 0
	224: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	225: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	226: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	227: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	228: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	229: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	230: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	231: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	232: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	233: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	234: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	235: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	236: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	237: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	238: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	239: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	240: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	241: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	242: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	243: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_BEGIN_L9:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	244: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	245: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	246: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	247: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	248: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	249: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	250: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	251: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	252: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	253: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	254: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	255: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	256: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	257: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	258: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	259: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	260: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	261: LdXMemDW dst: r0 src: r4 off: -72 imm: 0
	262: AddImm dst: r0 imm: 1
	263: StXMemDW dst: r4 src: r0 off: -72 imm: 0
	264: MovImm dst: r0 imm: 0
	265: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	266: LdXMemDW dst: r0 src: r4 off: -80 imm: 0
	267: AddImm dst: r0 imm: 1
	268: StXMemDW dst: r4 src: r0 off: -80 imm: 0
	269: MovImm dst: r0 imm: 0
	270: Exit
