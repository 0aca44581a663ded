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
	   ; stdin:2:14: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 19: MovImm dst: r6 imm: 20
	 20: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 21: MovImm dst: r6 imm: 2
	 22: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 23: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 25: MovReg dst: r2 src: rfp
	 26: AddImm dst: r2 imm: -72
	 27: MovReg dst: r3 src: rfp
	 28: AddImm dst: r3 imm: -64
	 29: MovImm dst: r4 imm: 0
	 30: Call FnMapUpdateElem
	   ; stdin:2:26: @m[1] = 10; @m[2] = 20; @names["a"] = "x";
	 31: LdImmDW dst: r0 imm: 120
	 33: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 34: LdImmDW dst: r0 imm: 97
	 36: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 37: LoadMapPtr dst: r1 fd: 0 <m3_names>
	 39: MovReg dst: r2 src: rfp
	 40: AddImm dst: r2 imm: -72
	 41: MovReg dst: r3 src: rfp
	 42: AddImm dst: r3 imm: -64
	 43: MovImm dst: r4 imm: 0
	 44: Call FnMapUpdateElem
	   ; stdin:3:2: $total = 0; $s = "s";
	 45: MovImm dst: r6 imm: 0
	 46: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:3:14: $total = 0; $s = "s";
	 47: LdImmDW dst: r0 imm: 115
	 49: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 50: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 51: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	 52: LoadMapPtr dst: r1 fd: 0 <m2_m>
	 54: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	 56: MovReg dst: r3 src: rfp
	 57: MovImm dst: r4 imm: 0
	 58: Call FnForEachMapElem
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	 59: LoadMapPtr dst: r1 fd: 0 <m3_names>
	 61: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	 63: MovReg dst: r3 src: rfp
	 64: MovImm dst: r4 imm: 0
	 65: Call FnForEachMapElem
	   ; stdin:6:2: @c[1] = count();
	 66: MovImm dst: r6 imm: 1
	 67: MovImm dst: r7 imm: 1
	 68: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 69: LoadMapPtr dst: r1 fd: 0 <m0_c>
	 71: MovReg dst: r2 src: rfp
	 72: AddImm dst: r2 imm: -64
	 73: Call FnMapLookupElem
	 74: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 75: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 76: AddReg dst: r1 src: r6
	 77: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 78: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; stdin:6:2: @c[1] = count();
	 79: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 80: LoadMapPtr dst: r1 fd: 0 <m0_c>
	 82: MovReg dst: r2 src: rfp
	 83: AddImm dst: r2 imm: -64
	 84: MovReg dst: r3 src: rfp
	 85: AddImm dst: r3 imm: -72
	 86: MovImm dst: r4 imm: 0
	 87: Call FnMapUpdateElem
p0_BEGIN_L11:
	   ; stdin:6:2: @c[1] = count();
	 88: Ja off: 0
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	 89: LoadMapPtr dst: r1 fd: 0 <events>
	 91: MovImm dst: r2 imm: 40
	 92: MovImm dst: r3 imm: 0
	 93: Call FnRingbufReserve
	 94: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	 95: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 96: LoadMapPtr dst: r1 fd: 0 <lost>
	 98: MovReg dst: r2 src: rfp
	 99: AddImm dst: r2 imm: -64
	100: Call FnMapLookupElem
	101: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	102: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	103: AddImm dst: r1 imm: 1
	104: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L14:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	105: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	106: MovReg dst: r6 src: r0
	107: LdImmDW dst: r1 imm: 1
	109: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	110: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	111: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	112: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	113: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	114: StMemDW dst: rfp src: r0 off: -72 imm: 0
	115: LoadMapPtr dst: r1 fd: 0 <m2_m>
	117: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	119: MovReg dst: r3 src: rfp
	120: MovImm dst: r4 imm: 0
	121: Call FnForEachMapElem
	122: LdXMemDW dst: r7 src: rfp off: -72 imm: 0
	123: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	124: StMemDW dst: rfp src: r0 off: -80 imm: 0
	125: LoadMapPtr dst: r1 fd: 0 <m0_c>
	127: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	129: MovReg dst: r3 src: rfp
	130: MovImm dst: r4 imm: 0
	131: Call FnForEachMapElem
	132: LdXMemDW dst: r7 src: rfp off: -80 imm: 0
	133: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	134: MovReg dst: r1 src: r6
	135: MovImm dst: r2 imm: 1
	136: Call FnRingbufSubmit
p0_BEGIN_L13:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	137: Ja off: 0
	   ; stdin:8:2: exit();
	138: LdImmDW dst: r0 imm: 2
	140: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	141: StMemDW dst: rfp src: r0 off: -64 imm: 0
	142: LoadMapPtr dst: r1 fd: 0 <events>
	144: MovReg dst: r2 src: rfp
	145: AddImm dst: r2 imm: -72
	146: MovImm dst: r3 imm: 16
	147: MovImm dst: r4 imm: 2
	148: Call FnRingbufOutput
	149: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	150: StMemDW dst: rfp src: r0 off: -80 imm: 0
	151: LoadMapPtr dst: r1 fd: 0 <lost>
	153: MovReg dst: r2 src: rfp
	154: AddImm dst: r2 imm: -80
	155: Call FnMapLookupElem
	156: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	157: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	158: AddImm dst: r1 imm: 1
	159: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L16:
	160: Ja off: 0
p0_BEGIN_L15:
	   ; stdin:8:2: exit();
	161: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; stdin:8:2: exit();
	162: MovImm dst: r0 imm: 0
	163: Exit
p0_BEGIN_cb1:
	   ; stdin:4:2: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	164: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	165: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	166: StXMemDW dst: rfp src: r3 off: -88 imm: 0
	167: StMemDW dst: rfp src: r0 off: -72 imm: 0
	168: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	169: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	170: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	171: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	172: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	173: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	174: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	175: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	176: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	177: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	178: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	179: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	180: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	181: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	182: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	183: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	184: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	185: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	186: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	187: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:4:19: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	188: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	189: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	190: AddReg dst: r6 src: r7
	191: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	192: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	193: MovImm dst: r7 imm: 2
	194: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L6>
	195: MovImm dst: r6 imm: 0
	196: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	197: MovImm dst: r6 imm: 1
p0_BEGIN_L7:
	   ; stdin:4:36: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	198: Ja off: 0
	199: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L4>
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	200: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L4:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	201: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	202: StMemDW dst: rfp src: r0 off: -72 imm: 1
p0_BEGIN_L3:
	   ; stdin:4:54: for ($kv : @m) { $total += $kv.1; if ($kv.0 == 2) { break; } }
	203: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	204: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	205: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	206: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	207: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	208: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	209: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	210: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	211: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	212: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	213: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	214: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	215: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	216: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	217: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	218: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	219: Exit
p0_BEGIN_cb2:
	   ; stdin:5:2: for ($e : @names) { $s = $e.1; }
	220: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	221: StXMemDW dst: rfp src: r2 off: -80 imm: 0
	222: StXMemDW dst: rfp src: r3 off: -88 imm: 0
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
	238: LdXMemDW dst: r2 src: rfp off: -80 imm: 0
	239: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	240: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	241: LdXMemDW dst: r3 src: rfp off: -88 imm: 0
	242: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	243: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	244: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	245: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_BEGIN_L9:
	   ; stdin:5:22: for ($e : @names) { $s = $e.1; }
	246: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	247: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	248: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	249: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	250: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	251: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	252: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	253: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	254: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	255: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	256: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	257: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	258: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	259: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	260: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	261: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	262: Exit
p0_BEGIN_cb3:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	263: LdXMemDW dst: r0 src: r4 off: -72 imm: 0
	264: AddImm dst: r0 imm: 1
	265: StXMemDW dst: r4 src: r0 off: -72 imm: 0
	266: MovImm dst: r0 imm: 0
	267: Exit
p0_BEGIN_cb4:
	   ; stdin:7:2: printf("%d %s %d %d\n", $total, $s, len(@m), len(@c));
	268: LdXMemDW dst: r0 src: r4 off: -80 imm: 0
	269: AddImm dst: r0 imm: 1
	270: StXMemDW dst: r4 src: r0 off: -80 imm: 0
	271: MovImm dst: r0 imm: 0
	272: Exit

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
p1_END_L3:
	   ; stdin:10:7: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 26: Ja off: 0
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 27: MovImm dst: r6 imm: 5
	 28: MovImm dst: r7 imm: 2
	 29: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	 30: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 32: MovReg dst: r2 src: rfp
	 33: AddImm dst: r2 imm: -40
	 34: Call FnMapLookupElem
	 35: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L4>
	 36: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 37: AddReg dst: r1 src: r6
	 38: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 39: Ja off: -1 <p1_END_L5>
p1_END_L4:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 40: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 41: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 43: MovReg dst: r2 src: rfp
	 44: AddImm dst: r2 imm: -40
	 45: MovReg dst: r3 src: rfp
	 46: AddImm dst: r3 imm: -48
	 47: MovImm dst: r4 imm: 0
	 48: Call FnMapUpdateElem
p1_END_L5:
	   ; stdin:10:26: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 49: Ja off: 0
	   ; stdin:10:43: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 50: MovImm dst: r6 imm: 0
	 51: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 52: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	 54: LdImmDW dst: r2 imm: -1 <p1_END_cb1>
	 56: MovReg dst: r3 src: rfp
	 57: MovImm dst: r4 imm: 0
	 58: Call FnForEachMapElem
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 59: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	 61: LdImmDW dst: r2 imm: -1 <p1_END_cb2>
	 63: MovReg dst: r3 src: rfp
	 64: MovImm dst: r4 imm: 0
	 65: Call FnForEachMapElem
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 66: LoadMapPtr dst: r1 fd: 0 <events>
	 68: MovImm dst: r2 imm: 16
	 69: MovImm dst: r3 imm: 0
	 70: Call FnRingbufReserve
	 71: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L16>
	 72: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 73: LoadMapPtr dst: r1 fd: 0 <lost>
	 75: MovReg dst: r2 src: rfp
	 76: AddImm dst: r2 imm: -40
	 77: Call FnMapLookupElem
	 78: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L18>
	 79: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 80: AddImm dst: r1 imm: 1
	 81: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L18:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 82: Ja off: -1 <p1_END_L17>
p1_END_L16:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 83: MovReg dst: r6 src: r0
	 84: LdImmDW dst: r1 imm: 4294967302
	 86: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 87: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	 88: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 89: MovReg dst: r1 src: r6
	 90: MovImm dst: r2 imm: 1
	 91: Call FnRingbufSubmit
p1_END_L17:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 92: Ja off: 0
p1_END_L1:
	   ; stdin:10:118: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 93: MovImm dst: r0 imm: 0
	 94: Exit
p1_END_cb1:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	 95: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	 96: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	 97: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	 98: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 99: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	100: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	101: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	102: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	103: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	104: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	105: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	106: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	107: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	108: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	109: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	110: StMemDW dst: rfp src: r0 off: -72 imm: 0
	111: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L8:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	112: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	113: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L10>
	114: LoadMapPtr dst: r1 fd: 0 <m1_cnt>
	116: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	117: Call FnMapLookupPercpuElem
	118: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L9>
	119: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	120: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	121: AddReg dst: r2 src: r1
	122: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L9:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	123: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	124: AddImm dst: r3 imm: 1
	125: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	126: Ja off: -1 <p1_END_L8>
p1_END_L10:
	   ; stdin:10:51: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	127: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	128: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	129: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	130: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	131: AddReg dst: r6 src: r7
	132: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L7:
	   ; stdin:10:70: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	133: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	134: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	135: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	136: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	137: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	138: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	139: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	140: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	141: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	142: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	143: Exit
p1_END_cb2:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	144: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	145: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	146: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	147: StMemDW dst: rfp src: r0 off: -48 imm: 0
	148: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	149: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	150: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	152: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	153: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	154: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	155: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	156: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	157: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	158: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	159: StMemDW dst: rfp src: r0 off: -72 imm: 0
	160: StMemDW dst: rfp src: r0 off: -80 imm: 0
p1_END_L13:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	161: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	162: JGEImm dst: r3 off: -1 imm: 1 <p1_END_L15>
	163: LoadMapPtr dst: r1 fd: 0 <m4_sm>
	165: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	166: Call FnMapLookupPercpuElem
	167: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L14>
	168: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	169: LdXMemDW dst: r2 src: rfp off: -72 imm: 0
	170: AddReg dst: r2 src: r1
	171: StXMemDW dst: rfp src: r2 off: -72 imm: 0
p1_END_L14:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	172: LdXMemDW dst: r3 src: rfp off: -80 imm: 0
	173: AddImm dst: r3 imm: 1
	174: StXMemDW dst: rfp src: r3 off: -80 imm: 0
	175: Ja off: -1 <p1_END_L13>
p1_END_L15:
	   ; stdin:10:85: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	176: LdXMemDW dst: r1 src: rfp off: -72 imm: 0
	177: StXMemDW dst: rfp src: r1 off: -16 imm: 0
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
	178: LdXMemDW dst: r6 src: rfp off: -32 imm: 0
	179: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	180: AddReg dst: r6 src: r7
	181: StXMemDW dst: rfp src: r6 off: -32 imm: 0
p1_END_L12:
	   ; stdin:10:103: END { @cnt[1] = count(); @sm[2] = sum(5); $t = 0; for ($kv : @cnt) { $t += $kv.1; } for ($kv : @sm) { $t += $kv.1; } print($t); }
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
