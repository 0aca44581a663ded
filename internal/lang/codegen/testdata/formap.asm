map m0_c @c key=8 value=8 percpu=true array=false bucketed=false
map m1_m @m key=8 value=8 percpu=false array=false bucketed=false
map m2_names @names key=8 value=8 percpu=false array=false bucketed=false

p0_BEGIN (RawTracepoint):
p0_BEGIN:
	   ; 1-1
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 1-1
	  1: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 1-1
	  2: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 1-1
	  3: StMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 1-1
	  4: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 1-1
	  5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 1-1
	  6: StMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 10-20
	  7: MovImm dst: r6 imm: 10
	   ; 10-20
	  8: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	   ; 10-20
	  9: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 10-20
	 10: MovImm dst: r6 imm: 1
	   ; 10-20
	 11: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	   ; 10-20
	 12: LoadMapPtr dst: r1 fd: 0 <m1_m>
	   ; 10-20
	 14: MovReg dst: r2 src: rfp
	   ; 10-20
	 15: AddImm dst: r2 imm: -72
	   ; 10-20
	 16: MovReg dst: r3 src: rfp
	   ; 10-20
	 17: AddImm dst: r3 imm: -64
	   ; 10-20
	 18: MovImm dst: r4 imm: 0
	   ; 10-20
	 19: Call FnMapUpdateElem
	   ; 22-32
	 20: MovImm dst: r6 imm: 20
	   ; 22-32
	 21: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	   ; 22-32
	 22: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 22-32
	 23: MovImm dst: r6 imm: 2
	   ; 22-32
	 24: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	   ; 22-32
	 25: LoadMapPtr dst: r1 fd: 0 <m1_m>
	   ; 22-32
	 27: MovReg dst: r2 src: rfp
	   ; 22-32
	 28: AddImm dst: r2 imm: -72
	   ; 22-32
	 29: MovReg dst: r3 src: rfp
	   ; 22-32
	 30: AddImm dst: r3 imm: -64
	   ; 22-32
	 31: MovImm dst: r4 imm: 0
	   ; 22-32
	 32: Call FnMapUpdateElem
	   ; 34-51
	 33: LdImmDW dst: r0 imm: 120
	   ; 34-51
	 35: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 34-51
	 36: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 34-51
	 37: LdImmDW dst: r0 imm: 97
	   ; 34-51
	 39: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 34-51
	 40: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	   ; 34-51
	 41: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 34-51
	 42: LoadMapPtr dst: r1 fd: 0 <m2_names>
	   ; 34-51
	 44: MovReg dst: r2 src: rfp
	   ; 34-51
	 45: AddImm dst: r2 imm: -72
	   ; 34-51
	 46: MovReg dst: r3 src: rfp
	   ; 34-51
	 47: AddImm dst: r3 imm: -64
	   ; 34-51
	 48: MovImm dst: r4 imm: 0
	   ; 34-51
	 49: Call FnMapUpdateElem
	   ; 54-64
	 50: MovImm dst: r6 imm: 0
	   ; 54-64
	 51: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; 66-74
	 52: LdImmDW dst: r0 imm: 115
	   ; 66-74
	 54: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 66-74
	 55: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	   ; 66-74
	 56: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 77-139
	 57: LoadMapPtr dst: r1 fd: 0 <m1_m>
	   ; 77-139
	 59: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb1>
	   ; 77-139
	 61: MovReg dst: r3 src: rfp
	   ; 77-139
	 62: MovImm dst: r4 imm: 0
	   ; 77-139
	 63: Call FnForEachMapElem
	   ; 141-173
	 64: LoadMapPtr dst: r1 fd: 0 <m2_names>
	   ; 141-173
	 66: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb2>
	   ; 141-173
	 68: MovReg dst: r3 src: rfp
	   ; 141-173
	 69: MovImm dst: r4 imm: 0
	   ; 141-173
	 70: Call FnForEachMapElem
	   ; 175-190
	 71: MovImm dst: r6 imm: 1
	   ; 175-190
	 72: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 175-190
	 73: MovImm dst: r7 imm: 1
	   ; 175-190
	 74: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	   ; 175-190
	 75: LoadMapPtr dst: r1 fd: 0 <m0_c>
	   ; 175-190
	 77: MovReg dst: r2 src: rfp
	   ; 175-190
	 78: AddImm dst: r2 imm: -64
	   ; 175-190
	 79: Call FnMapLookupElem
	   ; 175-190
	 80: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	   ; 175-190
	 81: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 175-190
	 82: AddReg dst: r1 src: r6
	   ; 175-190
	 83: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 175-190
	 84: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L10:
	   ; 175-190
	 85: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	   ; 175-190
	 86: LoadMapPtr dst: r1 fd: 0 <m0_c>
	   ; 175-190
	 88: MovReg dst: r2 src: rfp
	   ; 175-190
	 89: AddImm dst: r2 imm: -64
	   ; 175-190
	 90: MovReg dst: r3 src: rfp
	   ; 175-190
	 91: AddImm dst: r3 imm: -72
	   ; 175-190
	 92: MovImm dst: r4 imm: 0
	   ; 175-190
	 93: Call FnMapUpdateElem
p0_BEGIN_L11:
	   ; 175-190
	 94: Ja off: 0
	   ; 193-246
	 95: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 193-246
	 97: MovImm dst: r2 imm: 40
	   ; 193-246
	 98: MovImm dst: r3 imm: 0
	   ; 193-246
	 99: Call FnRingbufReserve
	   ; 193-246
	100: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	   ; 193-246
	101: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 193-246
	102: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 193-246
	104: MovReg dst: r2 src: rfp
	   ; 193-246
	105: AddImm dst: r2 imm: -64
	   ; 193-246
	106: Call FnMapLookupElem
	   ; 193-246
	107: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	   ; 193-246
	108: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 193-246
	109: AddImm dst: r1 imm: 1
	   ; 193-246
	110: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L14:
	   ; 193-246
	111: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	   ; 193-246
	112: MovReg dst: r6 src: r0
	   ; 193-246
	113: LdImmDW dst: r1 imm: 1
	   ; 193-246
	115: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 193-246
	116: LdXMemDW dst: r7 src: rfp off: -56 imm: 0
	   ; 193-246
	117: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	   ; 193-246
	118: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	   ; 193-246
	119: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 193-246
	120: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 193-246
	121: LoadMapPtr dst: r1 fd: 0 <m1_m>
	   ; 193-246
	123: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb3>
	   ; 193-246
	125: MovReg dst: r3 src: rfp
	   ; 193-246
	126: MovImm dst: r4 imm: 0
	   ; 193-246
	127: Call FnForEachMapElem
	   ; 193-246
	128: LdXMemDW dst: r7 src: rfp off: -72 imm: 0
	   ; 193-246
	129: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	   ; 193-246
	130: StMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 193-246
	131: LoadMapPtr dst: r1 fd: 0 <m0_c>
	   ; 193-246
	133: LdImmDW dst: r2 imm: -1 <p0_BEGIN_cb4>
	   ; 193-246
	135: MovReg dst: r3 src: rfp
	   ; 193-246
	136: MovImm dst: r4 imm: 0
	   ; 193-246
	137: Call FnForEachMapElem
	   ; 193-246
	138: LdXMemDW dst: r7 src: rfp off: -80 imm: 0
	   ; 193-246
	139: StXMemDW dst: r6 src: r7 off: 32 imm: 0
	   ; 193-246
	140: MovReg dst: r1 src: r6
	   ; 193-246
	141: MovImm dst: r2 imm: 1
	   ; 193-246
	142: Call FnRingbufSubmit
p0_BEGIN_L13:
	   ; 193-246
	143: Ja off: 0
	   ; 249-255
	144: LdImmDW dst: r0 imm: 2
	   ; 249-255
	146: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 249-255
	147: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 249-255
	148: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 249-255
	150: MovReg dst: r2 src: rfp
	   ; 249-255
	151: AddImm dst: r2 imm: -72
	   ; 249-255
	152: MovImm dst: r3 imm: 16
	   ; 249-255
	153: MovImm dst: r4 imm: 2
	   ; 249-255
	154: Call FnRingbufOutput
	   ; 249-255
	155: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	   ; 249-255
	156: StMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 249-255
	157: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 249-255
	159: MovReg dst: r2 src: rfp
	   ; 249-255
	160: AddImm dst: r2 imm: -80
	   ; 249-255
	161: Call FnMapLookupElem
	   ; 249-255
	162: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	   ; 249-255
	163: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 249-255
	164: AddImm dst: r1 imm: 1
	   ; 249-255
	165: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L16:
	166: Ja off: 0
p0_BEGIN_L15:
	   ; 249-255
	167: Ja off: -1 <p0_BEGIN_L1>
p0_BEGIN_L1:
	   ; 249-255
	168: MovImm dst: r0 imm: 0
	   ; 249-255
	169: Exit
p0_BEGIN_cb1:
	   ; 77-139
	170: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	   ; 77-139
	171: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 77-139
	172: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	   ; 77-139
	173: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 77-139
	174: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	   ; 77-139
	175: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 77-139
	176: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	   ; 77-139
	177: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 77-139
	178: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	   ; 77-139
	179: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 77-139
	180: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	   ; 77-139
	181: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 77-139
	182: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	   ; 77-139
	183: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 77-139
	184: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	   ; 77-139
	185: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	   ; 77-139
	186: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	   ; 77-139
	187: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 77-139
	188: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	   ; 77-139
	189: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 94-109
	190: LdXMemDW dst: r6 src: rfp off: -56 imm: 0
	   ; 94-109
	191: LdXMemDW dst: r7 src: rfp off: -32 imm: 0
	   ; 94-109
	192: AddReg dst: r6 src: r7
	   ; 94-109
	193: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	   ; 111-137
	194: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	   ; 111-137
	195: MovImm dst: r7 imm: 2
	   ; 111-137
	196: JEqReg dst: r6 off: -1 src: r7 <p0_BEGIN_L6>
	   ; 111-137
	197: MovImm dst: r6 imm: 0
	   ; 111-137
	198: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	   ; 111-137
	199: MovImm dst: r6 imm: 1
p0_BEGIN_L7:
	   ; 111-137
	200: Ja off: 0
	   ; 111-137
	201: JEqImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L4>
	   ; 129-134
	202: Ja off: -1 <p0_BEGIN_L2>
p0_BEGIN_L4:
	   ; 129-134
	203: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	   ; 129-134
	204: StMemDW dst: rfp src: r0 off: -72 imm: 1
p0_BEGIN_L3:
	   ; 129-134
	205: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	   ; 129-134
	206: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	   ; 129-134
	207: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	   ; 129-134
	208: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	   ; 129-134
	209: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	   ; 129-134
	210: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	   ; 129-134
	211: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	   ; 129-134
	212: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 129-134
	213: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	   ; 129-134
	214: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	   ; 129-134
	215: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	   ; 129-134
	216: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	   ; 129-134
	217: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	   ; 129-134
	218: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	   ; 129-134
	219: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	   ; 129-134
	220: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	   ; 129-134
	221: Exit
p0_BEGIN_cb2:
	   ; 141-173
	222: StXMemDW dst: rfp src: r4 off: -64 imm: 0
	   ; 141-173
	223: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 141-173
	224: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	   ; 141-173
	225: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 141-173
	226: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	   ; 141-173
	227: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 141-173
	228: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	   ; 141-173
	229: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 141-173
	230: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	   ; 141-173
	231: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 141-173
	232: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	   ; 141-173
	233: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 141-173
	234: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	   ; 141-173
	235: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 141-173
	236: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	   ; 141-173
	237: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	   ; 141-173
	238: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	   ; 141-173
	239: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 141-173
	240: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	   ; 141-173
	241: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 161-170
	242: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	   ; 161-170
	243: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_BEGIN_L9:
	   ; 161-170
	244: LdXMemDW dst: r4 src: rfp off: -64 imm: 0
	   ; 161-170
	245: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	   ; 161-170
	246: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	   ; 161-170
	247: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	   ; 161-170
	248: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	   ; 161-170
	249: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	   ; 161-170
	250: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	   ; 161-170
	251: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 161-170
	252: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	   ; 161-170
	253: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	   ; 161-170
	254: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	   ; 161-170
	255: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	   ; 161-170
	256: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	   ; 161-170
	257: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	   ; 161-170
	258: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	   ; 161-170
	259: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	   ; 161-170
	260: Exit
p0_BEGIN_cb3:
	   ; 193-246
	261: LdXMemDW dst: r0 src: r4 off: -72 imm: 0
	262: AddImm dst: r0 imm: 1
	263: StXMemDW dst: r4 src: r0 off: -72 imm: 0
	264: MovImm dst: r0 imm: 0
	265: Exit
p0_BEGIN_cb4:
	   ; 193-246
	266: LdXMemDW dst: r0 src: r4 off: -80 imm: 0
	267: AddImm dst: r0 imm: 1
	268: StXMemDW dst: r4 src: r0 off: -80 imm: 0
	269: MovImm dst: r0 imm: 0
	270: Exit
