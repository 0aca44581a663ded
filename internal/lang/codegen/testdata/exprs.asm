
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
	196: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	197: StMemDW dst: rfp src: r0 off: -144 imm: 2
	198: LoadMapPtr dst: r1 fd: 0 <config>
	200: MovReg dst: r2 src: rfp
	201: AddImm dst: r2 imm: -144
	202: Call FnMapLookupElem
	203: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	204: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	205: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L28>
p0_BEGIN_L29:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	206: Ja off: 0
	207: StMemDW dst: rfp src: r0 off: -152 imm: 0
	208: LoadMapPtr dst: r1 fd: 0 <lost>
	210: MovReg dst: r2 src: rfp
	211: AddImm dst: r2 imm: -152
	212: Call FnMapLookupElem
	213: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L28>
	214: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	215: AddImm dst: r1 imm: 1
	216: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L28:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	217: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	218: MovReg dst: r6 src: r0
	219: LdImmDW dst: r1 imm: 1
	221: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	222: LdXMemDW dst: r7 src: rfp off: -128 imm: 0
	223: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	224: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	225: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	226: MovReg dst: r1 src: r6
	227: MovImm dst: r2 imm: 1
	228: Call FnRingbufSubmit
p0_BEGIN_L27:
	   ; stdin:8:16: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	229: Ja off: 0
	230: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	231: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	232: MovImm dst: r7 imm: 2
	233: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L32>
	234: MovImm dst: r6 imm: 0
	235: Ja off: -1 <p0_BEGIN_L33>
p0_BEGIN_L32:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	236: MovImm dst: r6 imm: 1
p0_BEGIN_L33:
	   ; stdin:8:50: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	237: Ja off: 0
	238: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L30>
	   ; stdin:8:64: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	239: MovImm dst: r6 imm: 0
	240: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	241: Ja off: -1 <p0_BEGIN_L31>
p0_BEGIN_L30:
	   ; stdin:8:81: if ($x > 5) { printf("%d %s\n", $y, $c); } else if ($x < 2) { $x = 0; } else { $x--; }
	242: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	243: MovReg dst: r1 src: r6
	244: AddImm dst: r1 imm: -1
	245: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L31:
	246: Ja off: 0
p0_BEGIN_L23:
	   ; stdin:9:14: unroll(3) { $x++; }
	247: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	248: MovReg dst: r1 src: r6
	249: AddImm dst: r1 imm: 1
	250: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	251: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	252: MovReg dst: r1 src: r6
	253: AddImm dst: r1 imm: 1
	254: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	255: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	256: MovReg dst: r1 src: r6
	257: AddImm dst: r1 imm: 1
	258: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L34:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	259: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	260: MovImm dst: r7 imm: 20
	261: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L36>
	262: MovImm dst: r6 imm: 0
	263: Ja off: -1 <p0_BEGIN_L37>
p0_BEGIN_L36:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	264: MovImm dst: r6 imm: 1
p0_BEGIN_L37:
	   ; stdin:10:9: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	265: Ja off: 0
	266: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L35>
	   ; stdin:10:20: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	267: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	268: MovImm dst: r7 imm: 2
	269: AddReg dst: r6 src: r7
	270: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	271: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	272: MovImm dst: r7 imm: 15
	273: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L40>
	274: MovImm dst: r6 imm: 0
	275: Ja off: -1 <p0_BEGIN_L41>
p0_BEGIN_L40:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	276: MovImm dst: r6 imm: 1
p0_BEGIN_L41:
	   ; stdin:10:29: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	277: Ja off: 0
	278: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L38>
	   ; stdin:10:45: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	279: Ja off: -1 <p0_BEGIN_L35>
p0_BEGIN_L38:
	   ; stdin:10:54: while ($x < 20) { $x += 2; if ($x == 15) { break; } continue; }
	280: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L35:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	281: MovImm dst: r6 imm: 0
	282: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	283: MovImm dst: r6 imm: 4
	284: StXMemDW dst: rfp src: r6 off: -144 imm: 0
p0_BEGIN_L42:
	   ; stdin:11:2: for ($k : 0..4) { $x += $k; }
	285: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	286: LdXMemDW dst: r2 src: rfp off: -144 imm: 0
	287: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L44>
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	288: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	289: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	290: AddReg dst: r6 src: r7
	291: StXMemDW dst: rfp src: r6 off: -120 imm: 0
p0_BEGIN_L43:
	   ; stdin:11:20: for ($k : 0..4) { $x += $k; }
	292: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	293: AddImm dst: r1 imm: 1
	294: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	295: Ja off: -1 <p0_BEGIN_L42>
p0_BEGIN_L44:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	296: LoadMapPtr dst: r1 fd: 0 <events>
	298: MovImm dst: r2 imm: 72
	299: MovImm dst: r3 imm: 0
	300: Call FnRingbufReserve
	301: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	302: StMemDW dst: rfp src: r0 off: -144 imm: 2
	303: LoadMapPtr dst: r1 fd: 0 <config>
	305: MovReg dst: r2 src: rfp
	306: AddImm dst: r2 imm: -144
	307: Call FnMapLookupElem
	308: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L48>
	309: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	310: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L47>
p0_BEGIN_L48:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	311: Ja off: 0
	312: StMemDW dst: rfp src: r0 off: -152 imm: 0
	313: LoadMapPtr dst: r1 fd: 0 <lost>
	315: MovReg dst: r2 src: rfp
	316: AddImm dst: r2 imm: -152
	317: Call FnMapLookupElem
	318: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	319: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	320: AddImm dst: r1 imm: 1
	321: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L47:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	322: Ja off: -1 <p0_BEGIN_L46>
p0_BEGIN_L45:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	323: MovReg dst: r6 src: r0
	324: LdImmDW dst: r1 imm: 4294967297
	326: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	327: LdXMemDW dst: r7 src: rfp off: -136 imm: 0
	328: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	329: LdXMemDW dst: r7 src: rfp off: -104 imm: 0
	330: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	331: LdXMemDW dst: r7 src: rfp off: -40 imm: 0
	332: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	333: LdXMemDW dst: r7 src: rfp off: -112 imm: 0
	334: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	335: LdXMemDW dst: r7 src: rfp off: -24 imm: 0
	336: LdXMemDW dst: r8 src: rfp off: -56 imm: 0
	337: AddReg dst: r7 src: r8
	338: StXMemDW dst: r6 src: r7 off: 40 imm: 0
	339: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	340: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	341: MovImm dst: r7 imm: 5
	342: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	343: MovImm dst: r7 imm: 1
	344: StXMemDW dst: r6 src: r7 off: 64 imm: 0
	345: MovReg dst: r1 src: r6
	346: MovImm dst: r2 imm: 1
	347: Call FnRingbufSubmit
p0_BEGIN_L46:
	   ; stdin:12:2: printf("%d %d %d %d %d %s %d %d\n", $z, $u, $i, $w, $e + $n, $f, $1, $#);
	348: Ja off: 0
	   ; stdin:13:2: print($t);
	349: LoadMapPtr dst: r1 fd: 0 <events>
	351: MovImm dst: r2 imm: 40
	352: MovImm dst: r3 imm: 0
	353: Call FnRingbufReserve
	354: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	355: StMemDW dst: rfp src: r0 off: -144 imm: 2
	356: LoadMapPtr dst: r1 fd: 0 <config>
	358: MovReg dst: r2 src: rfp
	359: AddImm dst: r2 imm: -144
	360: Call FnMapLookupElem
	361: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L52>
	362: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	363: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L51>
p0_BEGIN_L52:
	   ; stdin:13:2: print($t);
	364: Ja off: 0
	365: StMemDW dst: rfp src: r0 off: -152 imm: 0
	366: LoadMapPtr dst: r1 fd: 0 <lost>
	368: MovReg dst: r2 src: rfp
	369: AddImm dst: r2 imm: -152
	370: Call FnMapLookupElem
	371: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L51>
	372: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	373: AddImm dst: r1 imm: 1
	374: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L51:
	   ; stdin:13:2: print($t);
	375: Ja off: -1 <p0_BEGIN_L50>
p0_BEGIN_L49:
	   ; stdin:13:2: print($t);
	376: MovReg dst: r6 src: r0
	377: LdImmDW dst: r1 imm: 8589934598
	379: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	380: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	381: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	382: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	383: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	384: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	385: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	386: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	387: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	388: MovReg dst: r1 src: r6
	389: MovImm dst: r2 imm: 1
	390: Call FnRingbufSubmit
p0_BEGIN_L50:
	   ; stdin:13:2: print($t);
	391: Ja off: 0
p0_BEGIN_L1:
	   ; stdin:13:2: print($t);
	392: MovImm dst: r0 imm: 0
	393: Exit
