
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; stdin:1:1: BEGIN {
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	  6: StMemDW dst: rfp src: r0 off: -56 imm: 0
	  7: StMemDW dst: rfp src: r0 off: -64 imm: 0
	  8: StMemDW dst: rfp src: r0 off: -96 imm: 0
	  9: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 10: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 11: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 12: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 13: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 14: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 15: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 16: StMemDW dst: rfp src: r0 off: -136 imm: 0
	   ; stdin:2:2: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 17: MovImm dst: r6 imm: 7
	 18: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 19: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	 20: MulImm dst: r6 imm: 3
	 21: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 22: LShImm dst: r7 imm: 2
	 23: AddReg dst: r6 src: r7
	 24: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 25: MovImm dst: r8 imm: 2
	 26: DivReg dst: r7 src: r8
	 27: MovImm dst: r8 imm: 5
	 28: ModReg dst: r7 src: r8
	 29: SubReg dst: r6 src: r7
	 30: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 31: LdXMemDW dst: r6 src: rfp off: -128 imm: 0
	 32: MovImm dst: r7 imm: 10
	 33: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L2>
	 34: MovImm dst: r6 imm: 0
	 35: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 36: MovImm dst: r6 imm: 1
p0_BEGIN_L3:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 37: Ja off: 0
	 38: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L5>
	 39: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 40: MovImm dst: r8 imm: 3
	 41: JNEReg dst: r7 off: -1 src: r8 <p0_BEGIN_L6>
	 42: MovImm dst: r7 imm: 0
	 43: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 44: MovImm dst: r7 imm: 1
p0_BEGIN_L7:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 45: Ja off: 0
	 46: MovImm dst: r6 imm: 0
	 47: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L4>
	 48: MovImm dst: r6 imm: 1
	 49: Ja off: -1 <p0_BEGIN_L4>
p0_BEGIN_L5:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 50: MovImm dst: r6 imm: 0
p0_BEGIN_L4:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 51: Ja off: 0
	 52: JNEImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L9>
	 53: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 54: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L10>
	 55: MovImm dst: r7 imm: 0
	 56: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 57: MovImm dst: r7 imm: 1
p0_BEGIN_L11:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 58: Ja off: 0
	 59: MovImm dst: r6 imm: 0
	 60: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L8>
	 61: MovImm dst: r6 imm: 1
	 62: Ja off: -1 <p0_BEGIN_L8>
p0_BEGIN_L9:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 63: MovImm dst: r6 imm: 1
p0_BEGIN_L8:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 64: Ja off: 0
	 65: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	   ; stdin:4:2: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 66: MovImm dst: r6 imm: 300
	 67: AndImm dst: r6 imm: 255
	 68: StXMemDW dst: rfp src: r6 off: -104 imm: 0
	   ; stdin:4:19: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 69: MovImm dst: r6 imm: 3
	 70: NegImm dst: r6 imm: 0
	 71: LShImm dst: r6 imm: 56
	 72: ArShImm dst: r6 imm: 56
	 73: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	   ; stdin:4:34: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 74: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	 75: XorImm dst: r6 imm: -1
	 76: MovImm dst: r7 imm: 255
	 77: XorReg dst: r6 src: r7
	 78: MovImm dst: r7 imm: 1
	 79: AndImm dst: r7 imm: 2
	 80: OrReg dst: r6 src: r7
	 81: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	   ; stdin:5:2: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 82: LdImmDW dst: r0 imm: 6513249
	 84: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 85: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 86: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 87: LdImmDW dst: r0 imm: 6513249
	 89: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 90: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	 91: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	 92: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	 93: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	 94: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	 95: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	 96: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	 97: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	 98: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	 99: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	100: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	101: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	102: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	103: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	104: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
p0_BEGIN_L13_eq:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	105: MovImm dst: r6 imm: 1
	106: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	107: MovImm dst: r6 imm: 0
p0_BEGIN_L13:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	108: Ja off: 0
	109: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	110: LdImmDW dst: r0 imm: 6578785
	112: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	113: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	114: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	115: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	116: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	117: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	118: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	119: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	120: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	121: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	122: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	123: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	124: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	125: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	126: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	127: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
p0_BEGIN_L15_eq:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	128: MovImm dst: r6 imm: 0
	129: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	130: MovImm dst: r6 imm: 1
p0_BEGIN_L15:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	131: Ja off: 0
	132: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:6:2: $t = (1, "two", (3, 4)); $f = $t.1;
	133: MovImm dst: r6 imm: 1
	134: StXMemDW dst: rfp src: r6 off: -168 imm: 0
	135: LdImmDW dst: r0 imm: 7305076
	137: StXMemDW dst: rfp src: r0 off: -176 imm: 0
	138: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	139: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	140: MovImm dst: r6 imm: 3
	141: StXMemDW dst: rfp src: r6 off: -192 imm: 0
	142: MovImm dst: r6 imm: 4
	143: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	144: LdXMemDW dst: r0 src: rfp off: -192 imm: 0
	145: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	146: LdXMemDW dst: r0 src: rfp off: -184 imm: 0
	147: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	148: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	149: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	150: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	152: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	153: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	154: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	155: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; stdin:6:27: $t = (1, "two", (3, 4)); $f = $t.1;
	156: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	157: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	158: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	159: MovImm dst: r7 imm: 3
	160: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L16>
	161: MovImm dst: r6 imm: 0
	162: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	163: MovImm dst: r6 imm: 1
p0_BEGIN_L17:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	164: Ja off: 0
	165: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L18>
	166: LdImmDW dst: r0 imm: 6777186
	168: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	169: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	170: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	171: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	172: LdImmDW dst: r0 imm: 465674792307
	174: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	175: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	176: StXMemDW dst: rfp src: r0 off: -144 imm: 0
p0_BEGIN_L19:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	177: Ja off: 0
	178: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	179: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	180: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	181: MovImm dst: r7 imm: 5
	182: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L22>
	183: MovImm dst: r6 imm: 0
	184: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	185: MovImm dst: r6 imm: 1
p0_BEGIN_L23:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	186: Ja off: 0
	187: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L20>
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	188: LoadMapPtr dst: r1 fd: 0 <events>
	190: MovImm dst: r2 imm: 24
	191: MovImm dst: r3 imm: 0
	192: Call FnRingbufReserve
	193: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	194: StMemDW dst: rfp src: r0 off: -144 imm: 0
	195: LoadMapPtr dst: r1 fd: 0 <lost>
	197: MovReg dst: r2 src: rfp
	198: AddImm dst: r2 imm: -144
	199: Call FnMapLookupElem
	200: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	201: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	202: AddImm dst: r1 imm: 1
	203: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L26:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	204: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	205: MovReg dst: r6 src: r0
	206: LdImmDW dst: r1 imm: 1
	208: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	209: LdXMemDW dst: r7 src: rfp off: -128 imm: 0
	210: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	211: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	212: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	213: MovReg dst: r1 src: r6
	214: MovImm dst: r2 imm: 1
	215: Call FnRingbufSubmit
p0_BEGIN_L25:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	216: Ja off: 0
	217: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	218: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	219: MovImm dst: r7 imm: 2
	220: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L29>
	221: MovImm dst: r6 imm: 0
	222: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	223: MovImm dst: r6 imm: 1
p0_BEGIN_L30:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	224: Ja off: 0
	225: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L27>
	   ; stdin:8:64: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	226: MovImm dst: r6 imm: 0
	227: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	228: Ja off: -1 <p0_BEGIN_L28>
p0_BEGIN_L27:
	   ; stdin:8:81: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	229: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	230: MovReg dst: r1 src: r6
	231: AddImm dst: r1 imm: -1
	232: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L28:
	233: Ja off: 0
p0_BEGIN_L21:
	   ; stdin:9:14: unroll(3) { $x++; }
	234: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	235: MovReg dst: r1 src: r6
	236: AddImm dst: r1 imm: 1
	237: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	238: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	239: MovReg dst: r1 src: r6
	240: AddImm dst: r1 imm: 1
	241: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	242: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	243: MovReg dst: r1 src: r6
	244: AddImm dst: r1 imm: 1
	245: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L31:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	246: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	247: MovImm dst: r7 imm: 20
	248: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L33>
	249: MovImm dst: r6 imm: 0
	250: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	251: MovImm dst: r6 imm: 1
p0_BEGIN_L34:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	252: Ja off: 0
	253: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L32>
	   ; stdin:10:20: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	254: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	255: MovImm dst: r7 imm: 2
	256: AddReg dst: r6 src: r7
	257: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	258: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	259: MovImm dst: r7 imm: 15
	260: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L37>
	261: MovImm dst: r6 imm: 0
	262: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	263: MovImm dst: r6 imm: 1
p0_BEGIN_L38:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	264: Ja off: 0
	265: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L35>
	   ; stdin:10:45: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	266: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L35:
	   ; stdin:10:54: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	267: Ja off: -1 <p0_BEGIN_L31>
p0_BEGIN_L32:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	268: MovImm dst: r6 imm: 0
	269: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	270: MovImm dst: r6 imm: 4
	271: StXMemDW dst: rfp src: r6 off: -144 imm: 0
p0_BEGIN_L39:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	272: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	273: LdXMemDW dst: r2 src: rfp off: -144 imm: 0
	274: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L41>
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	275: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	276: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	277: AddReg dst: r6 src: r7
	278: StXMemDW dst: rfp src: r6 off: -120 imm: 0
p0_BEGIN_L40:
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	279: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	280: AddImm dst: r1 imm: 1
	281: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	282: Ja off: -1 <p0_BEGIN_L39>
p0_BEGIN_L41:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	283: LoadMapPtr dst: r1 fd: 0 <events>
	285: MovImm dst: r2 imm: 72
	286: MovImm dst: r3 imm: 0
	287: Call FnRingbufReserve
	288: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	289: StMemDW dst: rfp src: r0 off: -144 imm: 0
	290: LoadMapPtr dst: r1 fd: 0 <lost>
	292: MovReg dst: r2 src: rfp
	293: AddImm dst: r2 imm: -144
	294: Call FnMapLookupElem
	295: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	296: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	297: AddImm dst: r1 imm: 1
	298: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	299: Ja off: -1 <p0_BEGIN_L43>
p0_BEGIN_L42:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	300: MovReg dst: r6 src: r0
	301: LdImmDW dst: r1 imm: 4294967297
	303: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	304: LdXMemDW dst: r7 src: rfp off: -136 imm: 0
	305: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	306: LdXMemDW dst: r7 src: rfp off: -104 imm: 0
	307: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	308: LdXMemDW dst: r7 src: rfp off: -40 imm: 0
	309: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	310: LdXMemDW dst: r7 src: rfp off: -112 imm: 0
	311: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	312: LdXMemDW dst: r7 src: rfp off: -24 imm: 0
	313: LdXMemDW dst: r8 src: rfp off: -56 imm: 0
	314: AddReg dst: r7 src: r8
	315: StXMemDW dst: r6 src: r7 off: 40 imm: 0
	316: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	317: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	318: MovImm dst: r7 imm: 5
	319: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	320: MovImm dst: r7 imm: 1
	321: StXMemDW dst: r6 src: r7 off: 64 imm: 0
	322: MovReg dst: r1 src: r6
	323: MovImm dst: r2 imm: 1
	324: Call FnRingbufSubmit
p0_BEGIN_L43:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	325: Ja off: 0
	   ; stdin:13:2: print($t);
	326: LoadMapPtr dst: r1 fd: 0 <events>
	328: MovImm dst: r2 imm: 40
	329: MovImm dst: r3 imm: 0
	330: Call FnRingbufReserve
	331: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	332: StMemDW dst: rfp src: r0 off: -144 imm: 0
	333: LoadMapPtr dst: r1 fd: 0 <lost>
	335: MovReg dst: r2 src: rfp
	336: AddImm dst: r2 imm: -144
	337: Call FnMapLookupElem
	338: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	339: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	340: AddImm dst: r1 imm: 1
	341: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L47:
	   ; stdin:13:2: print($t);
	342: Ja off: -1 <p0_BEGIN_L46>
p0_BEGIN_L45:
	   ; stdin:13:2: print($t);
	343: MovReg dst: r6 src: r0
	344: LdImmDW dst: r1 imm: 8589934598
	346: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	347: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	348: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	349: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	350: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	351: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	352: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	353: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	354: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	355: MovReg dst: r1 src: r6
	356: MovImm dst: r2 imm: 1
	357: Call FnRingbufSubmit
p0_BEGIN_L46:
	   ; stdin:13:2: print($t);
	358: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:13:2: print($t);
	359: MovImm dst: r0 imm: 0
	360: Exit
