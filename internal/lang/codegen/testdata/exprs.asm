
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
	 28: JEqImm dst: r8 off: -1 imm: 0 <p0_BEGIN_L2>
	 29: ModReg dst: r7 src: r8
	 30: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 31: MovImm dst: r7 imm: 0
p0_BEGIN_L3:
	   ; stdin:2:10: $x = 7; $y = $x * 3 + ($x << 2) - ($x / 2) % 5;
	 32: Ja off: 0
	 33: SubReg dst: r6 src: r7
	 34: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 35: LdXMemDW dst: r6 src: rfp off: -128 imm: 0
	 36: MovImm dst: r7 imm: 10
	 37: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L4>
	 38: MovImm dst: r6 imm: 0
	 39: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 40: MovImm dst: r6 imm: 1
p0_BEGIN_L5:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 41: Ja off: 0
	 42: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L7>
	 43: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 44: MovImm dst: r8 imm: 3
	 45: JNEReg dst: r7 off: -1 src: r8 <p0_BEGIN_L8>
	 46: MovImm dst: r7 imm: 0
	 47: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 48: MovImm dst: r7 imm: 1
p0_BEGIN_L9:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 49: Ja off: 0
	 50: MovImm dst: r6 imm: 0
	 51: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L6>
	 52: MovImm dst: r6 imm: 1
	 53: Ja off: -1 <p0_BEGIN_L6>
p0_BEGIN_L7:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 54: MovImm dst: r6 imm: 0
p0_BEGIN_L6:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 55: Ja off: 0
	 56: JNEImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L11>
	 57: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	 58: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L12>
	 59: MovImm dst: r7 imm: 0
	 60: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 61: MovImm dst: r7 imm: 1
p0_BEGIN_L13:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 62: Ja off: 0
	 63: MovImm dst: r6 imm: 0
	 64: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L10>
	 65: MovImm dst: r6 imm: 1
	 66: Ja off: -1 <p0_BEGIN_L10>
p0_BEGIN_L11:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 67: MovImm dst: r6 imm: 1
p0_BEGIN_L10:
	   ; stdin:3:2: $z = $y > 10 && $x != 3 || !$x;
	 68: Ja off: 0
	 69: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	   ; stdin:4:2: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 70: MovImm dst: r6 imm: 300
	 71: AndImm dst: r6 imm: 255
	 72: StXMemDW dst: rfp src: r6 off: -104 imm: 0
	   ; stdin:4:19: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 73: MovImm dst: r6 imm: 3
	 74: NegImm dst: r6 imm: 0
	 75: LShImm dst: r6 imm: 56
	 76: ArShImm dst: r6 imm: 56
	 77: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	   ; stdin:4:34: $u = (uint8)300; $i = (int8)-3; $w = ~$x ^ 0xff | 1 & 2;
	 78: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	 79: XorImm dst: r6 imm: -1
	 80: MovImm dst: r7 imm: 255
	 81: XorReg dst: r6 src: r7
	 82: MovImm dst: r7 imm: 1
	 83: AndImm dst: r7 imm: 2
	 84: OrReg dst: r6 src: r7
	 85: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	   ; stdin:5:2: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 86: LdImmDW dst: r0 imm: 6513249
	 88: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 89: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 90: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	 91: LdImmDW dst: r0 imm: 6513249
	 93: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	 94: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	 95: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	 96: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	 97: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	 98: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	 99: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	100: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	101: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	102: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	103: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	104: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	105: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	106: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	107: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	108: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
p0_BEGIN_L15_eq:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	109: MovImm dst: r6 imm: 1
	110: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	111: MovImm dst: r6 imm: 0
p0_BEGIN_L15:
	   ; stdin:5:14: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	112: Ja off: 0
	113: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	114: LdImmDW dst: r0 imm: 6578785
	116: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	117: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	118: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	119: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	120: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	121: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	122: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	123: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	124: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	125: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	126: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	127: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
	128: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L17_eq>
	129: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	130: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	131: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L16>
p0_BEGIN_L17_eq:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	132: MovImm dst: r6 imm: 0
	133: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	134: MovImm dst: r6 imm: 1
p0_BEGIN_L17:
	   ; stdin:5:32: $s = "abc"; $e = $s == "abc"; $n = $s != "abd";
	135: Ja off: 0
	136: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; stdin:6:2: $t = (1, "two", (3, 4)); $f = $t.1;
	137: MovImm dst: r6 imm: 1
	138: StXMemDW dst: rfp src: r6 off: -168 imm: 0
	139: LdImmDW dst: r0 imm: 7305076
	141: StXMemDW dst: rfp src: r0 off: -176 imm: 0
	142: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	143: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	144: MovImm dst: r6 imm: 3
	145: StXMemDW dst: rfp src: r6 off: -192 imm: 0
	146: MovImm dst: r6 imm: 4
	147: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	148: LdXMemDW dst: r0 src: rfp off: -192 imm: 0
	149: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	150: LdXMemDW dst: r0 src: rfp off: -184 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	152: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	153: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	154: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	155: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	156: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	157: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	158: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	159: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; stdin:6:27: $t = (1, "two", (3, 4)); $f = $t.1;
	160: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	161: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	162: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	163: MovImm dst: r7 imm: 3
	164: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L18>
	165: MovImm dst: r6 imm: 0
	166: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	167: MovImm dst: r6 imm: 1
p0_BEGIN_L19:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	168: Ja off: 0
	169: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L20>
	170: LdImmDW dst: r0 imm: 6777186
	172: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	173: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	174: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	175: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	176: LdImmDW dst: r0 imm: 465674792307
	178: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	179: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	180: StXMemDW dst: rfp src: r0 off: -144 imm: 0
p0_BEGIN_L21:
	   ; stdin:7:2: $c = $x > 3 ? "big" : "small";
	181: Ja off: 0
	182: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	183: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	184: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	185: MovImm dst: r7 imm: 5
	186: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L24>
	187: MovImm dst: r6 imm: 0
	188: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	189: MovImm dst: r6 imm: 1
p0_BEGIN_L25:
	   ; stdin:8:2: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	190: Ja off: 0
	191: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L22>
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	192: LoadMapPtr dst: r1 fd: 0 <events>
	194: MovImm dst: r2 imm: 24
	195: MovImm dst: r3 imm: 0
	196: Call FnRingbufReserve
	197: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	198: StMemDW dst: rfp src: r0 off: -144 imm: 0
	199: LoadMapPtr dst: r1 fd: 0 <lost>
	201: MovReg dst: r2 src: rfp
	202: AddImm dst: r2 imm: -144
	203: Call FnMapLookupElem
	204: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L28>
	205: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	206: AddImm dst: r1 imm: 1
	207: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L28:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	208: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	209: MovReg dst: r6 src: r0
	210: LdImmDW dst: r1 imm: 1
	212: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	213: LdXMemDW dst: r7 src: rfp off: -128 imm: 0
	214: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	215: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	216: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	217: MovReg dst: r1 src: r6
	218: MovImm dst: r2 imm: 1
	219: Call FnRingbufSubmit
p0_BEGIN_L27:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	220: Ja off: 0
	221: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	222: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	223: MovImm dst: r7 imm: 2
	224: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L31>
	225: MovImm dst: r6 imm: 0
	226: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L31:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	227: MovImm dst: r6 imm: 1
p0_BEGIN_L32:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	228: Ja off: 0
	229: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L29>
	   ; stdin:8:64: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	230: MovImm dst: r6 imm: 0
	231: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	232: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	   ; stdin:8:81: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	233: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	234: MovReg dst: r1 src: r6
	235: AddImm dst: r1 imm: -1
	236: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L30:
	237: Ja off: 0
p0_BEGIN_L23:
	   ; stdin:9:14: unroll(3) { $x++; }
	238: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	239: MovReg dst: r1 src: r6
	240: AddImm dst: r1 imm: 1
	241: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	242: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	243: MovReg dst: r1 src: r6
	244: AddImm dst: r1 imm: 1
	245: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	246: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	247: MovReg dst: r1 src: r6
	248: AddImm dst: r1 imm: 1
	249: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L33:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	250: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	251: MovImm dst: r7 imm: 20
	252: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L35>
	253: MovImm dst: r6 imm: 0
	254: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	255: MovImm dst: r6 imm: 1
p0_BEGIN_L36:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	256: Ja off: 0
	257: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L34>
	   ; stdin:10:20: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	258: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	259: MovImm dst: r7 imm: 2
	260: AddReg dst: r6 src: r7
	261: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	262: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	263: MovImm dst: r7 imm: 15
	264: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L39>
	265: MovImm dst: r6 imm: 0
	266: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	267: MovImm dst: r6 imm: 1
p0_BEGIN_L40:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	268: Ja off: 0
	269: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L37>
	   ; stdin:10:45: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	270: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L37:
	   ; stdin:10:54: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	271: Ja off: -1 <p0_BEGIN_L33>
p0_BEGIN_L34:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	272: MovImm dst: r6 imm: 0
	273: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	274: MovImm dst: r6 imm: 4
	275: StXMemDW dst: rfp src: r6 off: -144 imm: 0
p0_BEGIN_L41:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	276: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	277: LdXMemDW dst: r2 src: rfp off: -144 imm: 0
	278: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L43>
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	279: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	280: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	281: AddReg dst: r6 src: r7
	282: StXMemDW dst: rfp src: r6 off: -120 imm: 0
p0_BEGIN_L42:
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	283: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	284: AddImm dst: r1 imm: 1
	285: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	286: Ja off: -1 <p0_BEGIN_L41>
p0_BEGIN_L43:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	287: LoadMapPtr dst: r1 fd: 0 <events>
	289: MovImm dst: r2 imm: 72
	290: MovImm dst: r3 imm: 0
	291: Call FnRingbufReserve
	292: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	293: StMemDW dst: rfp src: r0 off: -144 imm: 0
	294: LoadMapPtr dst: r1 fd: 0 <lost>
	296: MovReg dst: r2 src: rfp
	297: AddImm dst: r2 imm: -144
	298: Call FnMapLookupElem
	299: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	300: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	301: AddImm dst: r1 imm: 1
	302: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L46:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	303: Ja off: -1 <p0_BEGIN_L45>
p0_BEGIN_L44:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	304: MovReg dst: r6 src: r0
	305: LdImmDW dst: r1 imm: 4294967297
	307: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	308: LdXMemDW dst: r7 src: rfp off: -136 imm: 0
	309: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	310: LdXMemDW dst: r7 src: rfp off: -104 imm: 0
	311: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	312: LdXMemDW dst: r7 src: rfp off: -40 imm: 0
	313: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	314: LdXMemDW dst: r7 src: rfp off: -112 imm: 0
	315: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	316: LdXMemDW dst: r7 src: rfp off: -24 imm: 0
	317: LdXMemDW dst: r8 src: rfp off: -56 imm: 0
	318: AddReg dst: r7 src: r8
	319: StXMemDW dst: r6 src: r7 off: 40 imm: 0
	320: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	321: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	322: MovImm dst: r7 imm: 5
	323: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	324: MovImm dst: r7 imm: 1
	325: StXMemDW dst: r6 src: r7 off: 64 imm: 0
	326: MovReg dst: r1 src: r6
	327: MovImm dst: r2 imm: 1
	328: Call FnRingbufSubmit
p0_BEGIN_L45:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	329: Ja off: 0
	   ; stdin:13:2: print($t);
	330: LoadMapPtr dst: r1 fd: 0 <events>
	332: MovImm dst: r2 imm: 40
	333: MovImm dst: r3 imm: 0
	334: Call FnRingbufReserve
	335: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	336: StMemDW dst: rfp src: r0 off: -144 imm: 0
	337: LoadMapPtr dst: r1 fd: 0 <lost>
	339: MovReg dst: r2 src: rfp
	340: AddImm dst: r2 imm: -144
	341: Call FnMapLookupElem
	342: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	343: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	344: AddImm dst: r1 imm: 1
	345: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	   ; stdin:13:2: print($t);
	346: Ja off: -1 <p0_BEGIN_L48>
p0_BEGIN_L47:
	   ; stdin:13:2: print($t);
	347: MovReg dst: r6 src: r0
	348: LdImmDW dst: r1 imm: 8589934598
	350: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	351: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	352: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	353: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	354: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	355: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	356: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	357: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	358: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	359: MovReg dst: r1 src: r6
	360: MovImm dst: r2 imm: 1
	361: Call FnRingbufSubmit
p0_BEGIN_L48:
	   ; stdin:13:2: print($t);
	362: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:13:2: print($t);
	363: MovImm dst: r0 imm: 0
	364: Exit
