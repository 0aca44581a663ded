
p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; 1-1
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 1-1
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 1-1
	  2: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 1-1
	  3: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 1-1
	  4: StMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 1-1
	  5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 1-1
	  6: StMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 1-1
	  7: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 1-1
	  8: StMemDW dst: rfp src: r0 off: -96 imm: 0
	   ; 1-1
	  9: StMemDW dst: rfp src: r0 off: -88 imm: 0
	   ; 1-1
	 10: StMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 1-1
	 11: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 1-1
	 12: StMemDW dst: rfp src: r0 off: -104 imm: 0
	   ; 1-1
	 13: StMemDW dst: rfp src: r0 off: -112 imm: 0
	   ; 1-1
	 14: StMemDW dst: rfp src: r0 off: -120 imm: 0
	   ; 1-1
	 15: StMemDW dst: rfp src: r0 off: -128 imm: 0
	   ; 1-1
	 16: StMemDW dst: rfp src: r0 off: -136 imm: 0
	   ; 10-16
	 17: MovImm dst: r6 imm: 7
	   ; 10-16
	 18: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; 18-56
	 19: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 18-56
	 20: MulImm dst: r6 imm: 3
	   ; 18-56
	 21: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	   ; 18-56
	 22: LShImm dst: r7 imm: 2
	   ; 18-56
	 23: AddReg dst: r6 src: r7
	   ; 18-56
	 24: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	   ; 18-56
	 25: MovImm dst: r8 imm: 2
	   ; 18-56
	 26: DivReg dst: r7 src: r8
	   ; 18-56
	 27: MovImm dst: r8 imm: 5
	   ; 18-56
	 28: ModReg dst: r7 src: r8
	   ; 18-56
	 29: SubReg dst: r6 src: r7
	   ; 18-56
	 30: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	   ; 59-89
	 31: LdXMemDW dst: r6 src: rfp off: -128 imm: 0
	   ; 59-89
	 32: MovImm dst: r7 imm: 10
	   ; 59-89
	 33: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L2>
	   ; 59-89
	 34: MovImm dst: r6 imm: 0
	   ; 59-89
	 35: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; 59-89
	 36: MovImm dst: r6 imm: 1
p0_BEGIN_L3:
	   ; 59-89
	 37: Ja off: 0
	   ; 59-89
	 38: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L5>
	   ; 59-89
	 39: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	   ; 59-89
	 40: MovImm dst: r8 imm: 3
	   ; 59-89
	 41: JNEReg dst: r7 off: -1 src: r8 <p0_BEGIN_L6>
	   ; 59-89
	 42: MovImm dst: r7 imm: 0
	   ; 59-89
	 43: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; 59-89
	 44: MovImm dst: r7 imm: 1
p0_BEGIN_L7:
	   ; 59-89
	 45: Ja off: 0
	   ; 59-89
	 46: MovImm dst: r6 imm: 0
	   ; 59-89
	 47: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L4>
	   ; 59-89
	 48: MovImm dst: r6 imm: 1
	   ; 59-89
	 49: Ja off: -1 <p0_BEGIN_L4>
p0_BEGIN_L5:
	   ; 59-89
	 50: MovImm dst: r6 imm: 0
p0_BEGIN_L4:
	   ; 59-89
	 51: Ja off: 0
	   ; 59-89
	 52: JNEImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L9>
	   ; 59-89
	 53: LdXMemDW dst: r7 src: rfp off: -120 imm: 0
	   ; 59-89
	 54: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L10>
	   ; 59-89
	 55: MovImm dst: r7 imm: 0
	   ; 59-89
	 56: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; 59-89
	 57: MovImm dst: r7 imm: 1
p0_BEGIN_L11:
	   ; 59-89
	 58: Ja off: 0
	   ; 59-89
	 59: MovImm dst: r6 imm: 0
	   ; 59-89
	 60: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L8>
	   ; 59-89
	 61: MovImm dst: r6 imm: 1
	   ; 59-89
	 62: Ja off: -1 <p0_BEGIN_L8>
p0_BEGIN_L9:
	   ; 59-89
	 63: MovImm dst: r6 imm: 1
p0_BEGIN_L8:
	   ; 59-89
	 64: Ja off: 0
	   ; 59-89
	 65: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	   ; 92-107
	 66: MovImm dst: r6 imm: 300
	   ; 92-107
	 67: AndImm dst: r6 imm: 255
	   ; 92-107
	 68: StXMemDW dst: rfp src: r6 off: -104 imm: 0
	   ; 109-122
	 69: MovImm dst: r6 imm: 3
	   ; 109-122
	 70: NegImm dst: r6 imm: 0
	   ; 109-122
	 71: LShImm dst: r6 imm: 56
	   ; 109-122
	 72: ArShImm dst: r6 imm: 56
	   ; 109-122
	 73: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	   ; 124-147
	 74: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 124-147
	 75: XorImm dst: r6 imm: -1
	   ; 124-147
	 76: MovImm dst: r7 imm: 255
	   ; 124-147
	 77: XorReg dst: r6 src: r7
	   ; 124-147
	 78: MovImm dst: r7 imm: 1
	   ; 124-147
	 79: AndImm dst: r7 imm: 2
	   ; 124-147
	 80: OrReg dst: r6 src: r7
	   ; 124-147
	 81: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	   ; 150-160
	 82: LdImmDW dst: r0 imm: 6513249
	   ; 150-160
	 84: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 150-160
	 85: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	   ; 150-160
	 86: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 162-178
	 87: LdImmDW dst: r0 imm: 6513249
	   ; 162-178
	 89: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 162-178
	 90: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	   ; 162-178
	 91: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	   ; 162-178
	 92: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	   ; 162-178
	 93: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	   ; 162-178
	 94: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	   ; 162-178
	 95: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	   ; 162-178
	 96: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	   ; 162-178
	 97: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	   ; 162-178
	 98: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	   ; 162-178
	 99: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	   ; 162-178
	100: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
	   ; 162-178
	101: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13_eq>
	   ; 162-178
	102: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	   ; 162-178
	103: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	   ; 162-178
	104: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L12>
p0_BEGIN_L13_eq:
	   ; 162-178
	105: MovImm dst: r6 imm: 1
	   ; 162-178
	106: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; 162-178
	107: MovImm dst: r6 imm: 0
p0_BEGIN_L13:
	   ; 162-178
	108: Ja off: 0
	   ; 162-178
	109: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; 180-196
	110: LdImmDW dst: r0 imm: 6578785
	   ; 180-196
	112: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 180-196
	113: LdXMemB dst: r1 src: rfp off: -64 imm: 0
	   ; 180-196
	114: LdXMemB dst: r2 src: rfp off: -144 imm: 0
	   ; 180-196
	115: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	   ; 180-196
	116: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	   ; 180-196
	117: LdXMemB dst: r1 src: rfp off: -63 imm: 0
	   ; 180-196
	118: LdXMemB dst: r2 src: rfp off: -143 imm: 0
	   ; 180-196
	119: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	   ; 180-196
	120: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	   ; 180-196
	121: LdXMemB dst: r1 src: rfp off: -62 imm: 0
	   ; 180-196
	122: LdXMemB dst: r2 src: rfp off: -142 imm: 0
	   ; 180-196
	123: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
	   ; 180-196
	124: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L15_eq>
	   ; 180-196
	125: LdXMemB dst: r1 src: rfp off: -61 imm: 0
	   ; 180-196
	126: LdXMemB dst: r2 src: rfp off: -141 imm: 0
	   ; 180-196
	127: JNEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L14>
p0_BEGIN_L15_eq:
	   ; 180-196
	128: MovImm dst: r6 imm: 0
	   ; 180-196
	129: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	   ; 180-196
	130: MovImm dst: r6 imm: 1
p0_BEGIN_L15:
	   ; 180-196
	131: Ja off: 0
	   ; 180-196
	132: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; 199-222
	133: MovImm dst: r6 imm: 1
	   ; 199-222
	134: StXMemDW dst: rfp src: r6 off: -168 imm: 0
	   ; 199-222
	135: LdImmDW dst: r0 imm: 7305076
	   ; 199-222
	137: StXMemDW dst: rfp src: r0 off: -176 imm: 0
	   ; 199-222
	138: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	   ; 199-222
	139: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	   ; 199-222
	140: MovImm dst: r6 imm: 3
	   ; 199-222
	141: StXMemDW dst: rfp src: r6 off: -192 imm: 0
	   ; 199-222
	142: MovImm dst: r6 imm: 4
	   ; 199-222
	143: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	   ; 199-222
	144: LdXMemDW dst: r0 src: rfp off: -192 imm: 0
	   ; 199-222
	145: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	   ; 199-222
	146: LdXMemDW dst: r0 src: rfp off: -184 imm: 0
	   ; 199-222
	147: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 199-222
	148: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	   ; 199-222
	149: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	   ; 199-222
	150: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	   ; 199-222
	151: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	   ; 199-222
	152: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	   ; 199-222
	153: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 199-222
	154: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	   ; 199-222
	155: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 224-233
	156: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	   ; 224-233
	157: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 236-265
	158: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 236-265
	159: MovImm dst: r7 imm: 3
	   ; 236-265
	160: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L16>
	   ; 236-265
	161: MovImm dst: r6 imm: 0
	   ; 236-265
	162: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	   ; 236-265
	163: MovImm dst: r6 imm: 1
p0_BEGIN_L17:
	   ; 236-265
	164: Ja off: 0
	   ; 236-265
	165: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L18>
	   ; 236-265
	166: LdImmDW dst: r0 imm: 6777186
	   ; 236-265
	168: StXMemDW dst: rfp src: r0 off: -152 imm: 0
	   ; 236-265
	169: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	   ; 236-265
	170: StXMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 236-265
	171: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L18:
	   ; 236-265
	172: LdImmDW dst: r0 imm: 465674792307
	   ; 236-265
	174: StXMemDW dst: rfp src: r0 off: -160 imm: 0
	   ; 236-265
	175: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	   ; 236-265
	176: StXMemDW dst: rfp src: r0 off: -144 imm: 0
p0_BEGIN_L19:
	   ; 236-265
	177: Ja off: 0
	   ; 236-265
	178: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	   ; 236-265
	179: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 268-354
	180: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 268-354
	181: MovImm dst: r7 imm: 5
	   ; 268-354
	182: JSGTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L22>
	   ; 268-354
	183: MovImm dst: r6 imm: 0
	   ; 268-354
	184: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L22:
	   ; 268-354
	185: MovImm dst: r6 imm: 1
p0_BEGIN_L23:
	   ; 268-354
	186: Ja off: 0
	   ; 268-354
	187: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L20>
	   ; 282-307
	188: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 282-307
	190: MovImm dst: r2 imm: 24
	   ; 282-307
	191: MovImm dst: r3 imm: 0
	   ; 282-307
	192: Call FnRingbufReserve
	   ; 282-307
	193: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	   ; 282-307
	194: StMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 282-307
	195: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 282-307
	197: MovReg dst: r2 src: rfp
	   ; 282-307
	198: AddImm dst: r2 imm: -144
	   ; 282-307
	199: Call FnMapLookupElem
	   ; 282-307
	200: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	   ; 282-307
	201: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 282-307
	202: AddImm dst: r1 imm: 1
	   ; 282-307
	203: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L26:
	   ; 282-307
	204: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	   ; 282-307
	205: MovReg dst: r6 src: r0
	   ; 282-307
	206: LdImmDW dst: r1 imm: 1
	   ; 282-307
	208: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 282-307
	209: LdXMemDW dst: r7 src: rfp off: -128 imm: 0
	   ; 282-307
	210: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	   ; 282-307
	211: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	   ; 282-307
	212: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 282-307
	213: MovReg dst: r1 src: r6
	   ; 282-307
	214: MovImm dst: r2 imm: 1
	   ; 282-307
	215: Call FnRingbufSubmit
p0_BEGIN_L25:
	   ; 282-307
	216: Ja off: 0
	   ; 282-307
	217: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	   ; 316-354
	218: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 316-354
	219: MovImm dst: r7 imm: 2
	   ; 316-354
	220: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L29>
	   ; 316-354
	221: MovImm dst: r6 imm: 0
	   ; 316-354
	222: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	   ; 316-354
	223: MovImm dst: r6 imm: 1
p0_BEGIN_L30:
	   ; 316-354
	224: Ja off: 0
	   ; 316-354
	225: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L27>
	   ; 330-336
	226: MovImm dst: r6 imm: 0
	   ; 330-336
	227: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; 330-336
	228: Ja off: -1 <p0_BEGIN_L28>
p0_BEGIN_L27:
	   ; 347-351
	229: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 347-351
	230: MovReg dst: r1 src: r6
	   ; 347-351
	231: AddImm dst: r1 imm: -1
	   ; 347-351
	232: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L28:
	233: Ja off: 0
p0_BEGIN_L21:
	   ; 368-372
	234: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 368-372
	235: MovReg dst: r1 src: r6
	   ; 368-372
	236: AddImm dst: r1 imm: 1
	   ; 368-372
	237: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	   ; 368-372
	238: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 368-372
	239: MovReg dst: r1 src: r6
	   ; 368-372
	240: AddImm dst: r1 imm: 1
	   ; 368-372
	241: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	   ; 368-372
	242: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 368-372
	243: MovReg dst: r1 src: r6
	   ; 368-372
	244: AddImm dst: r1 imm: 1
	   ; 368-372
	245: StXMemDW dst: rfp src: r1 off: -120 imm: 0
p0_BEGIN_L31:
	   ; 384-391
	246: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 384-391
	247: MovImm dst: r7 imm: 20
	   ; 384-391
	248: JSLTReg dst: r6 off: -1 src: r7 <p0_BEGIN_L33>
	   ; 384-391
	249: MovImm dst: r6 imm: 0
	   ; 384-391
	250: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	   ; 384-391
	251: MovImm dst: r6 imm: 1
p0_BEGIN_L34:
	   ; 384-391
	252: Ja off: 0
	   ; 384-391
	253: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L32>
	   ; 395-402
	254: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 395-402
	255: MovImm dst: r7 imm: 2
	   ; 395-402
	256: AddReg dst: r6 src: r7
	   ; 395-402
	257: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	   ; 404-428
	258: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 404-428
	259: MovImm dst: r7 imm: 15
	   ; 404-428
	260: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L37>
	   ; 404-428
	261: MovImm dst: r6 imm: 0
	   ; 404-428
	262: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	   ; 404-428
	263: MovImm dst: r6 imm: 1
p0_BEGIN_L38:
	   ; 404-428
	264: Ja off: 0
	   ; 404-428
	265: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L35>
	   ; 420-425
	266: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L35:
	   ; 429-437
	267: Ja off: -1 <p0_BEGIN_L31>
p0_BEGIN_L32:
	   ; 442-471
	268: MovImm dst: r6 imm: 0
	   ; 442-471
	269: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	   ; 442-471
	270: MovImm dst: r6 imm: 4
	   ; 442-471
	271: StXMemDW dst: rfp src: r6 off: -144 imm: 0
p0_BEGIN_L39:
	   ; 442-471
	272: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	   ; 442-471
	273: LdXMemDW dst: r2 src: rfp off: -144 imm: 0
	   ; 442-471
	274: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L41>
	   ; 460-468
	275: LdXMemDW dst: r6 src: rfp off: -120 imm: 0
	   ; 460-468
	276: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	   ; 460-468
	277: AddReg dst: r6 src: r7
	   ; 460-468
	278: StXMemDW dst: rfp src: r6 off: -120 imm: 0
p0_BEGIN_L40:
	   ; 460-468
	279: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	   ; 460-468
	280: AddImm dst: r1 imm: 1
	   ; 460-468
	281: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	   ; 460-468
	282: Ja off: -1 <p0_BEGIN_L39>
p0_BEGIN_L41:
	   ; 473-545
	283: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 473-545
	285: MovImm dst: r2 imm: 72
	   ; 473-545
	286: MovImm dst: r3 imm: 0
	   ; 473-545
	287: Call FnRingbufReserve
	   ; 473-545
	288: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	   ; 473-545
	289: StMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 473-545
	290: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 473-545
	292: MovReg dst: r2 src: rfp
	   ; 473-545
	293: AddImm dst: r2 imm: -144
	   ; 473-545
	294: Call FnMapLookupElem
	   ; 473-545
	295: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	   ; 473-545
	296: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 473-545
	297: AddImm dst: r1 imm: 1
	   ; 473-545
	298: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	   ; 473-545
	299: Ja off: -1 <p0_BEGIN_L43>
p0_BEGIN_L42:
	   ; 473-545
	300: MovReg dst: r6 src: r0
	   ; 473-545
	301: LdImmDW dst: r1 imm: 4294967297
	   ; 473-545
	303: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 473-545
	304: LdXMemDW dst: r7 src: rfp off: -136 imm: 0
	   ; 473-545
	305: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	   ; 473-545
	306: LdXMemDW dst: r7 src: rfp off: -104 imm: 0
	   ; 473-545
	307: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	   ; 473-545
	308: LdXMemDW dst: r7 src: rfp off: -40 imm: 0
	   ; 473-545
	309: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	   ; 473-545
	310: LdXMemDW dst: r7 src: rfp off: -112 imm: 0
	   ; 473-545
	311: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	   ; 473-545
	312: LdXMemDW dst: r7 src: rfp off: -24 imm: 0
	   ; 473-545
	313: LdXMemDW dst: r8 src: rfp off: -56 imm: 0
	   ; 473-545
	314: AddReg dst: r7 src: r8
	   ; 473-545
	315: StXMemDW dst: r6 src: r7 off: 40 imm: 0
	   ; 473-545
	316: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 473-545
	317: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	   ; 473-545
	318: MovImm dst: r7 imm: 5
	   ; 473-545
	319: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	   ; 473-545
	320: MovImm dst: r7 imm: 1
	   ; 473-545
	321: StXMemDW dst: r6 src: r7 off: 64 imm: 0
	   ; 473-545
	322: MovReg dst: r1 src: r6
	   ; 473-545
	323: MovImm dst: r2 imm: 1
	   ; 473-545
	324: Call FnRingbufSubmit
p0_BEGIN_L43:
	   ; 473-545
	325: Ja off: 0
	   ; 548-557
	326: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 548-557
	328: MovImm dst: r2 imm: 40
	   ; 548-557
	329: MovImm dst: r3 imm: 0
	   ; 548-557
	330: Call FnRingbufReserve
	   ; 548-557
	331: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	   ; 548-557
	332: StMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 548-557
	333: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 548-557
	335: MovReg dst: r2 src: rfp
	   ; 548-557
	336: AddImm dst: r2 imm: -144
	   ; 548-557
	337: Call FnMapLookupElem
	   ; 548-557
	338: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	   ; 548-557
	339: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 548-557
	340: AddImm dst: r1 imm: 1
	   ; 548-557
	341: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L47:
	   ; 548-557
	342: Ja off: -1 <p0_BEGIN_L46>
p0_BEGIN_L45:
	   ; 548-557
	343: MovReg dst: r6 src: r0
	   ; 548-557
	344: LdImmDW dst: r1 imm: 8589934598
	   ; 548-557
	346: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 548-557
	347: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	   ; 548-557
	348: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	   ; 548-557
	349: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	   ; 548-557
	350: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 548-557
	351: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	   ; 548-557
	352: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	   ; 548-557
	353: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	   ; 548-557
	354: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	   ; 548-557
	355: MovReg dst: r1 src: r6
	   ; 548-557
	356: MovImm dst: r2 imm: 1
	   ; 548-557
	357: Call FnRingbufSubmit
p0_BEGIN_L46:
	   ; 548-557
	358: Ja off: 0
p0_BEGIN_L1:
	   ; 548-557
	359: MovImm dst: r0 imm: 0
	   ; 548-557
	360: Exit
