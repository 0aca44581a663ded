
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:1: BEGIN {
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -48 imm: 0
	  5: StMemDW dst: rfp src: r0 off: -56 imm: 0
	  6: StMemDW dst: rfp src: r0 off: -64 imm: 0
	  7: StMemDW dst: rfp src: r0 off: -96 imm: 0
	  8: StMemDW dst: rfp src: r0 off: -88 imm: 0
	  9: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 10: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 11: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 12: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 13: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 14: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 15: StMemDW dst: rfp src: r0 off: -136 imm: 0
	   ; stdin:2:2: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 16: MovImm dst: r6 imm: 7
	 17: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 18: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	 19: MulImm dst: r6 imm: 3
	 20: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 21: LShImm dst: r7 imm: 2
	 22: AddReg dst: r6 src: r7
	 23: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 24: MovImm dst: r8 imm: 2
	 25: DivReg dst: r7 src: r8
	 26: MovImm dst: r8 imm: 5
	 27: JEqImm dst: r8 off: -1 imm: 0 <p0_BEGIN_L2>
	 28: ModReg dst: r7 src: r8
	 29: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 30: MovImm dst: r7 imm: 0
p0_BEGIN_L3:
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 31: Ja off: 0
	 32: SubReg dst: r6 src: r7
	 33: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 34: LdXMemDW dst: r6 src: rfp off: -128 imm: 0
	 35: MovImm dst: r7 imm: 10
	 36: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L4>
	 37: MovImm dst: r6 imm: 0
	 38: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 39: MovImm dst: r6 imm: 1
p0_BEGIN_L5:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 40: Ja off: 0
	 41: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L7>
	 42: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 43: MovImm dst: r8 imm: 3
	 44: JNEReg dst: r7 off: -1 src: r8 <p0_BEGIN_L8>
	 45: MovImm dst: r7 imm: 0
	 46: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 47: MovImm dst: r7 imm: 1
p0_BEGIN_L9:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 48: Ja off: 0
	 49: MovImm dst: r6 imm: 0
	 50: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L6>
	 51: MovImm dst: r6 imm: 1
	 52: Ja off: -1 <p0_BEGIN_L6>
p0_BEGIN_L7:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 53: MovImm dst: r6 imm: 0
p0_BEGIN_L6:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 54: Ja off: 0
	 55: JNEImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L11>
	 56: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 57: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L12>
	 58: MovImm dst: r7 imm: 0
	 59: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 60: MovImm dst: r7 imm: 1
p0_BEGIN_L13:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 61: Ja off: 0
	 62: MovImm dst: r6 imm: 0
	 63: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L10>
	 64: MovImm dst: r6 imm: 1
	 65: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L11:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 66: MovImm dst: r6 imm: 1
p0_BEGIN_L10:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 67: Ja off: 0
	 68: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	   ; stdin:4:2: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 69: MovImm dst: r6 imm: 300
	 70: AndImm dst: r6 imm: 255
	 71: StXMemDW dst: rfp src: r6 off: -104 imm: 0
	   ; stdin:4:19: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 72: MovImm dst: r6 imm: 3
	 73: NegImm dst: r6 imm: 0
	 74: LShImm dst: r6 imm: 56
	 75: ArShImm dst: r6 imm: 56
	 76: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	   ; stdin:4:34: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 77: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	 78: XorImm dst: r6 imm: -1
	 79: MovImm dst: r7 imm: 255
	 80: XorReg dst: r6 src: r7
	 81: MovImm dst: r7 imm: 1
	 82: AndImm dst: r7 imm: 2
	 83: OrReg dst: r6 src: r7
	 84: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	   ; stdin:5:2: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 85: LdImmDW dst: r0 imm: 6513249
	 87: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 88: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 89: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 90: LdImmDW dst: r0 imm: 6513249
	 92: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 93: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	 94: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	 95: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	 96: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	 97: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	 98: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	 99: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	100: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	101: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	102: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	103: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	104: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	105: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	106: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	107: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
p0_BEGIN_L15_eq:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	108: MovImm dst: r6 imm: 1
	109: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	110: MovImm dst: r6 imm: 0
p0_BEGIN_L15:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	111: Ja off: 0
	112: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	113: LdImmDW dst: r0 imm: 6578785
	115: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	116: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	117: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	118: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	119: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	120: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	121: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	122: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	123: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	124: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	125: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	126: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	127: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	128: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	129: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	130: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
p0_BEGIN_L17_eq:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	131: MovImm dst: r6 imm: 0
	132: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	133: MovImm dst: r6 imm: 1
p0_BEGIN_L17:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	134: Ja off: 0
	135: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:6:2: $t = (1, "two", (3, 4)); $f = $t.1;
	136: MovImm dst: r6 imm: 1
	137: StXMemDW dst: rfp src: r6 off: -168 imm: 0
	138: LdImmDW dst: r0 imm: 7305076
	140: StXMemDW dst: rfp src: r0 off: -176 imm: 0
	141: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	142: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	143: MovImm dst: r6 imm: 3
	144: StXMemDW dst: rfp src: r6 off: -192 imm: 0
	145: MovImm dst: r6 imm: 4
	146: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	147: LdXMemDW dst: r0 src: rfp off: -192 imm: 0
	148: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	149: LdXMemDW dst: r0 src: rfp off: -184 imm: 0
	150: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	151: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	152: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	153: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	154: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	155: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	156: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	157: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	158: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; stdin:6:27: $t = (1, "two", (3, 4)); $f = $t.1;
	159: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	160: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	161: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	162: MovImm dst: r7 imm: 3
	163: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L18>
	164: MovImm dst: r6 imm: 0
	165: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	166: MovImm dst: r6 imm: 1
p0_BEGIN_L19:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	167: Ja off: 0
	168: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L20>
	169: LdImmDW dst: r0 imm: 6777186
	171: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	172: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	173: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	174: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	175: LdImmDW dst: r0 imm: 465674792307
	177: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	178: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	179: StXMemDW dst: rfp src: r0 off: -144 imm: 0
p0_BEGIN_L21:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	180: Ja off: 0
	181: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	182: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	183: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	184: MovImm dst: r7 imm: 5
	185: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L24>
	186: MovImm dst: r6 imm: 0
	187: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	188: MovImm dst: r6 imm: 1
p0_BEGIN_L25:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	189: Ja off: 0
	190: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L22>
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	191: LoadMapPtr dst: r1 fd: 0 <events>
	193: MovImm dst: r2 imm: 24
	194: MovImm dst: r3 imm: 0
	195: Call FnRingbufReserve
	196: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
	197: MovReg dst: r6 src: r0
	198: LdImmDW dst: r1 imm: 1
	200: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	201: LdXMemDW dst: r7 src: rfp off: -128 imm: 0
	202: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	203: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	204: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	205: MovReg dst: r1 src: r6
	206: MovImm dst: r2 imm: 1
	207: Call FnRingbufSubmit
p0_BEGIN_L26:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	208: Ja off: 0
	209: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	210: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	211: MovImm dst: r7 imm: 2
	212: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L30>
	213: MovImm dst: r6 imm: 0
	214: Ja off: -1 <p0_BEGIN_L31>
p0_BEGIN_L30:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	215: MovImm dst: r6 imm: 1
p0_BEGIN_L31:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	216: Ja off: 0
	217: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L28>
	   ; stdin:8:64: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	218: MovImm dst: r6 imm: 0
	219: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	220: Ja off: -1 <p0_BEGIN_L29>
p0_BEGIN_L28:
	   ; stdin:8:81: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	221: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	222: MovReg dst: r1 src: r6
	223: AddImm dst: r1 imm: -1
	224: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L29:
	225: Ja off: 0
p0_BEGIN_L23:
	   ; stdin:9:14: unroll(3) { $x++; }
	226: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	227: MovReg dst: r1 src: r6
	228: AddImm dst: r1 imm: 1
	229: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	230: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	231: MovReg dst: r1 src: r6
	232: AddImm dst: r1 imm: 1
	233: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	234: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	235: MovReg dst: r1 src: r6
	236: AddImm dst: r1 imm: 1
	237: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L32:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	238: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	239: MovImm dst: r7 imm: 20
	240: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L34>
	241: MovImm dst: r6 imm: 0
	242: Ja off: -1 <p0_BEGIN_L35>
p0_BEGIN_L34:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	243: MovImm dst: r6 imm: 1
p0_BEGIN_L35:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	244: Ja off: 0
	245: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L33>
	   ; stdin:10:20: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	246: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	247: MovImm dst: r7 imm: 2
	248: AddReg dst: r6 src: r7
	249: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	250: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	251: MovImm dst: r7 imm: 15
	252: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L38>
	253: MovImm dst: r6 imm: 0
	254: Ja off: -1 <p0_BEGIN_L39>
p0_BEGIN_L38:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	255: MovImm dst: r6 imm: 1
p0_BEGIN_L39:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	256: Ja off: 0
	257: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L36>
	   ; stdin:10:45: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	258: Ja off: -1 <p0_BEGIN_L33>
p0_BEGIN_L36:
	   ; stdin:10:54: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	259: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L33:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	260: MovImm dst: r6 imm: 0
	261: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	262: MovImm dst: r6 imm: 4
	263: StXMemDW dst: rfp src: r6 off: -144 imm: 0
p0_BEGIN_L40:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	264: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	265: LdXMemDW dst: r2 src: rfp off: -144 imm: 0
	266: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L42>
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	267: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	268: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	269: AddReg dst: r6 src: r7
	270: StXMemDW dst: rfp src: r6 off: -120 imm: 0
p0_BEGIN_L41:
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	271: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	272: AddImm dst: r1 imm: 1
	273: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	274: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L42:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	275: LoadMapPtr dst: r1 fd: 0 <events>
	277: MovImm dst: r2 imm: 72
	278: MovImm dst: r3 imm: 0
	279: Call FnRingbufReserve
	280: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	281: MovReg dst: r6 src: r0
	282: LdImmDW dst: r1 imm: 4294967297
	284: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	285: LdXMemDW dst: r7 src: rfp off: -136 imm: 0
	286: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	287: LdXMemDW dst: r7 src: rfp off: -104 imm: 0
	288: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	289: LdXMemDW dst: r7 src: rfp off: -40 imm: 0
	290: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	291: LdXMemDW dst: r7 src: rfp off: -112 imm: 0
	292: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	293: LdXMemDW dst: r7 src: rfp off: -24 imm: 0
	294: LdXMemDW dst: r8 src: rfp off: -56 imm: 0
	295: AddReg dst: r7 src: r8
	296: StXMemDW dst: r6 src: r7 off: 40 imm: 0
	297: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	298: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	299: MovImm dst: r7 imm: 5
	300: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	301: MovImm dst: r7 imm: 1
	302: StXMemDW dst: r6 src: r7 off: 64 imm: 0
	303: MovReg dst: r1 src: r6
	304: MovImm dst: r2 imm: 1
	305: Call FnRingbufSubmit
p0_BEGIN_L43:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	306: Ja off: 0
	   ; stdin:13:2: print($t);
	307: LoadMapPtr dst: r1 fd: 0 <events>
	309: MovImm dst: r2 imm: 40
	310: MovImm dst: r3 imm: 0
	311: Call FnRingbufReserve
	312: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	313: MovReg dst: r6 src: r0
	314: LdImmDW dst: r1 imm: 8589934598
	316: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	317: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	318: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	319: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	320: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	321: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	322: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	323: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	324: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	325: MovReg dst: r1 src: r6
	326: MovImm dst: r2 imm: 1
	327: Call FnRingbufSubmit
p0_BEGIN_L45:
	   ; stdin:13:2: print($t);
	328: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:13:2: print($t);
	329: MovImm dst: r0 imm: 0
	330: Exit
p0_BEGIN_L27:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	331: Ja off: 0
	332: StMemDW dst: rfp src: r0 off: -144 imm: 2
	333: LoadMapPtr dst: r1 fd: 0 <config>
	335: MovReg dst: r2 src: rfp
	336: AddImm dst: r2 imm: -144
	337: Call FnMapLookupElem
	338: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L48>
	339: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	340: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L47>
p0_BEGIN_L48:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	341: Ja off: 0
	342: StMemDW dst: rfp src: r0 off: -152 imm: 0
	343: LoadMapPtr dst: r1 fd: 0 <lost>
	345: MovReg dst: r2 src: rfp
	346: AddImm dst: r2 imm: -152
	347: Call FnMapLookupElem
	348: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	349: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	350: AddImm dst: r1 imm: 1
	351: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L47:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	352: Ja off: -1 <p0_BEGIN_L26>
p0_BEGIN_L44:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	353: Ja off: 0
	354: StMemDW dst: rfp src: r0 off: -144 imm: 2
	355: LoadMapPtr dst: r1 fd: 0 <config>
	357: MovReg dst: r2 src: rfp
	358: AddImm dst: r2 imm: -144
	359: Call FnMapLookupElem
	360: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	361: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	362: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L49>
p0_BEGIN_L50:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	363: Ja off: 0
	364: StMemDW dst: rfp src: r0 off: -152 imm: 0
	365: LoadMapPtr dst: r1 fd: 0 <lost>
	367: MovReg dst: r2 src: rfp
	368: AddImm dst: r2 imm: -152
	369: Call FnMapLookupElem
	370: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	371: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	372: AddImm dst: r1 imm: 1
	373: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	374: Ja off: -1 <p0_BEGIN_L43>
p0_BEGIN_L46:
	   ; stdin:13:2: print($t);
	375: Ja off: 0
	376: StMemDW dst: rfp src: r0 off: -144 imm: 2
	377: LoadMapPtr dst: r1 fd: 0 <config>
	379: MovReg dst: r2 src: rfp
	380: AddImm dst: r2 imm: -144
	381: Call FnMapLookupElem
	382: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L52>
	383: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	384: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L51>
p0_BEGIN_L52:
	   ; stdin:13:2: print($t);
	385: Ja off: 0
	386: StMemDW dst: rfp src: r0 off: -152 imm: 0
	387: LoadMapPtr dst: r1 fd: 0 <lost>
	389: MovReg dst: r2 src: rfp
	390: AddImm dst: r2 imm: -152
	391: Call FnMapLookupElem
	392: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L51>
	393: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	394: AddImm dst: r1 imm: 1
	395: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L51:
	   ; stdin:13:2: print($t);
	396: Ja off: -1 <p0_BEGIN_L45>
