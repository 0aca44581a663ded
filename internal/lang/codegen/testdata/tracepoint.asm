map m0_bytes @bytes key=8 value=8 percpu=true array=false bucketed=true
map m1_files @files key=80 value=8 percpu=true array=false bucketed=false
map m2_start @start key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; 1-1
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 1-1
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 39-65
	  2: Call FnGetCurrentPidTgid
	   ; 39-65
	  3: MovReg dst: r6 src: r0
	   ; 39-65
	  4: RShImm dst: r6 imm: 32
	   ; 39-65
	  5: MovImm dst: r7 imm: 1
	   ; 39-65
	  6: JGTReg dst: r6 off: -1 src: r7 <p0_tracepoint_L2>
	   ; 39-65
	  7: MovImm dst: r6 imm: 0
	   ; 39-65
	  8: Ja off: -1 <p0_tracepoint_L3>
p0_tracepoint_L2:
	   ; 39-65
	  9: MovImm dst: r6 imm: 1
p0_tracepoint_L3:
	   ; 39-65
	 10: Ja off: 0
	   ; 39-65
	 11: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L5>
	   ; 39-65
	 12: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 39-65
	 13: LdXMemDW dst: r7 src: r1 off: 32 imm: 0
	   ; 39-65
	 14: MovImm dst: r8 imm: 0
	   ; 39-65
	 15: JNEReg dst: r7 off: -1 src: r8 <p0_tracepoint_L6>
	   ; 39-65
	 16: MovImm dst: r7 imm: 0
	   ; 39-65
	 17: Ja off: -1 <p0_tracepoint_L7>
p0_tracepoint_L6:
	   ; 39-65
	 18: MovImm dst: r7 imm: 1
p0_tracepoint_L7:
	   ; 39-65
	 19: Ja off: 0
	   ; 39-65
	 20: MovImm dst: r6 imm: 0
	   ; 39-65
	 21: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L4>
	   ; 39-65
	 22: MovImm dst: r6 imm: 1
	   ; 39-65
	 23: Ja off: -1 <p0_tracepoint_L4>
p0_tracepoint_L5:
	   ; 39-65
	 24: MovImm dst: r6 imm: 0
p0_tracepoint_L4:
	   ; 39-65
	 25: Ja off: 0
	   ; 39-65
	 26: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L1>
	   ; 70-112
	 27: MovImm dst: r6 imm: 1
	   ; 70-112
	 28: StMemDW dst: rfp src: r0 off: -96 imm: 0
	   ; 70-112
	 29: StMemDW dst: rfp src: r0 off: -88 imm: 0
	   ; 70-112
	 30: StMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 70-112
	 31: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 70-112
	 32: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 70-112
	 33: StMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 70-112
	 34: StMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 70-112
	 35: StMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 70-112
	 36: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 70-112
	 37: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 70-112
	 38: MovReg dst: r1 src: rfp
	   ; 70-112
	 39: AddImm dst: r1 imm: -112
	   ; 70-112
	 40: MovImm dst: r2 imm: 16
	   ; 70-112
	 41: Call FnGetCurrentComm
	   ; 70-112
	 42: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	   ; 70-112
	 43: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	   ; 70-112
	 44: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	   ; 70-112
	 45: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	   ; 70-112
	 46: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 70-112
	 47: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	   ; 70-112
	 48: StMemDW dst: rfp src: r0 off: -176 imm: 0
	   ; 70-112
	 49: StMemDW dst: rfp src: r0 off: -168 imm: 0
	   ; 70-112
	 50: StMemDW dst: rfp src: r0 off: -160 imm: 0
	   ; 70-112
	 51: StMemDW dst: rfp src: r0 off: -152 imm: 0
	   ; 70-112
	 52: StMemDW dst: rfp src: r0 off: -144 imm: 0
	   ; 70-112
	 53: StMemDW dst: rfp src: r0 off: -136 imm: 0
	   ; 70-112
	 54: StMemDW dst: rfp src: r0 off: -128 imm: 0
	   ; 70-112
	 55: StMemDW dst: rfp src: r0 off: -120 imm: 0
	   ; 70-112
	 56: MovReg dst: r1 src: rfp
	   ; 70-112
	 57: AddImm dst: r1 imm: -176
	   ; 70-112
	 58: MovImm dst: r2 imm: 64
	   ; 70-112
	 59: MovReg dst: r3 src: r7
	   ; 70-112
	 60: Call FnProbeReadUserStr
	   ; 70-112
	 61: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	   ; 70-112
	 62: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 70-112
	 63: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	   ; 70-112
	 64: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 70-112
	 65: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	   ; 70-112
	 66: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 70-112
	 67: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	   ; 70-112
	 68: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 70-112
	 69: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	   ; 70-112
	 70: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 70-112
	 71: LdXMemDW dst: r0 src: rfp off: -136 imm: 0
	   ; 70-112
	 72: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 70-112
	 73: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	   ; 70-112
	 74: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 70-112
	 75: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	   ; 70-112
	 76: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 70-112
	 77: LoadMapPtr dst: r1 fd: 0 <m1_files>
	   ; 70-112
	 79: MovReg dst: r2 src: rfp
	   ; 70-112
	 80: AddImm dst: r2 imm: -96
	   ; 70-112
	 81: Call FnMapLookupElem
	   ; 70-112
	 82: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	   ; 70-112
	 83: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 70-112
	 84: AddReg dst: r1 src: r6
	   ; 70-112
	 85: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 70-112
	 86: Ja off: -1 <p0_tracepoint_L9>
p0_tracepoint_L8:
	   ; 70-112
	 87: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	   ; 70-112
	 88: LoadMapPtr dst: r1 fd: 0 <m1_files>
	   ; 70-112
	 90: MovReg dst: r2 src: rfp
	   ; 70-112
	 91: AddImm dst: r2 imm: -96
	   ; 70-112
	 92: MovReg dst: r3 src: rfp
	   ; 70-112
	 93: AddImm dst: r3 imm: -184
	   ; 70-112
	 94: MovImm dst: r4 imm: 0
	   ; 70-112
	 95: Call FnMapUpdateElem
p0_tracepoint_L9:
	   ; 70-112
	 96: Ja off: 0
	   ; 115-140
	 97: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 115-140
	 98: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	   ; 115-140
	 99: MovReg dst: r7 src: r6
	   ; 115-140
	100: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L10>
	   ; 115-140
	101: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L11>
	   ; 115-140
	102: MovImm dst: r1 imm: 2
	   ; 115-140
	103: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L13>
	   ; 115-140
	104: RShImm dst: r7 imm: 16
	   ; 115-140
	105: AddImm dst: r1 imm: 16
p0_tracepoint_L13:
	   ; 115-140
	106: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L14>
	   ; 115-140
	107: RShImm dst: r7 imm: 8
	   ; 115-140
	108: AddImm dst: r1 imm: 8
p0_tracepoint_L14:
	   ; 115-140
	109: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L15>
	   ; 115-140
	110: RShImm dst: r7 imm: 4
	   ; 115-140
	111: AddImm dst: r1 imm: 4
p0_tracepoint_L15:
	   ; 115-140
	112: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L16>
	   ; 115-140
	113: RShImm dst: r7 imm: 2
	   ; 115-140
	114: AddImm dst: r1 imm: 2
p0_tracepoint_L16:
	   ; 115-140
	115: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L17>
	   ; 115-140
	116: RShImm dst: r7 imm: 1
	   ; 115-140
	117: AddImm dst: r1 imm: 1
p0_tracepoint_L17:
	   ; 115-140
	118: MovReg dst: r7 src: r1
	   ; 115-140
	119: Ja off: -1 <p0_tracepoint_L12>
p0_tracepoint_L10:
	   ; 115-140
	120: MovImm dst: r7 imm: 0
	   ; 115-140
	121: Ja off: -1 <p0_tracepoint_L12>
p0_tracepoint_L11:
	   ; 115-140
	122: MovImm dst: r7 imm: 1
p0_tracepoint_L12:
	   ; 115-140
	123: Ja off: 0
	   ; 115-140
	124: MovImm dst: r6 imm: 1
	   ; 115-140
	125: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 115-140
	126: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	   ; 115-140
	127: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	   ; 115-140
	129: MovReg dst: r2 src: rfp
	   ; 115-140
	130: AddImm dst: r2 imm: -24
	   ; 115-140
	131: Call FnMapLookupElem
	   ; 115-140
	132: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	   ; 115-140
	133: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 115-140
	134: AddReg dst: r1 src: r6
	   ; 115-140
	135: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 115-140
	136: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_L18:
	   ; 115-140
	137: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	   ; 115-140
	138: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	   ; 115-140
	140: MovReg dst: r2 src: rfp
	   ; 115-140
	141: AddImm dst: r2 imm: -24
	   ; 115-140
	142: MovReg dst: r3 src: rfp
	   ; 115-140
	143: AddImm dst: r3 imm: -32
	   ; 115-140
	144: MovImm dst: r4 imm: 0
	   ; 115-140
	145: Call FnMapUpdateElem
p0_tracepoint_L19:
	   ; 115-140
	146: Ja off: 0
	   ; 143-225
	147: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 143-225
	149: MovImm dst: r2 imm: 128
	   ; 143-225
	150: MovImm dst: r3 imm: 0
	   ; 143-225
	151: Call FnRingbufReserve
	   ; 143-225
	152: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	   ; 143-225
	153: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 143-225
	154: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 143-225
	156: MovReg dst: r2 src: rfp
	   ; 143-225
	157: AddImm dst: r2 imm: -24
	   ; 143-225
	158: Call FnMapLookupElem
	   ; 143-225
	159: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	   ; 143-225
	160: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 143-225
	161: AddImm dst: r1 imm: 1
	   ; 143-225
	162: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L22:
	   ; 143-225
	163: Ja off: -1 <p0_tracepoint_L21>
p0_tracepoint_L20:
	   ; 143-225
	164: MovReg dst: r6 src: r0
	   ; 143-225
	165: LdImmDW dst: r1 imm: 1
	   ; 143-225
	167: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 143-225
	168: MovReg dst: r1 src: rfp
	   ; 143-225
	169: AddImm dst: r1 imm: -40
	   ; 143-225
	170: MovImm dst: r2 imm: 16
	   ; 143-225
	171: Call FnGetCurrentComm
	   ; 143-225
	172: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	   ; 143-225
	173: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	   ; 143-225
	174: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 143-225
	175: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 143-225
	176: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 143-225
	177: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	   ; 143-225
	178: StMemB dst: r6 src: r0 off: 24 imm: 0
	   ; 143-225
	179: MovReg dst: r1 src: r6
	   ; 143-225
	180: AddImm dst: r1 imm: 24
	   ; 143-225
	181: MovImm dst: r2 imm: 17
	   ; 143-225
	182: MovReg dst: r3 src: r7
	   ; 143-225
	183: Call FnProbeReadUserStr
	   ; 143-225
	184: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 143-225
	185: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	   ; 143-225
	186: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	   ; 143-225
	187: Call FnGetCurrentUidGid
	   ; 143-225
	188: MovReg dst: r7 src: r0
	   ; 143-225
	189: LShImm dst: r7 imm: 32
	   ; 143-225
	190: RShImm dst: r7 imm: 32
	   ; 143-225
	191: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	   ; 143-225
	192: StMemDW dst: rfp src: r0 off: -104 imm: 0
	   ; 143-225
	193: StMemDW dst: rfp src: r0 off: -96 imm: 0
	   ; 143-225
	194: StMemDW dst: rfp src: r0 off: -88 imm: 0
	   ; 143-225
	195: StMemDW dst: rfp src: r0 off: -80 imm: 0
	   ; 143-225
	196: StMemDW dst: rfp src: r0 off: -72 imm: 0
	   ; 143-225
	197: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 143-225
	198: StMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 143-225
	199: StMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 143-225
	200: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	   ; 143-225
	201: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	   ; 143-225
	202: AndImm dst: r1 imm: 65535
	   ; 143-225
	203: AddReg dst: r3 src: r1
	   ; 143-225
	204: MovReg dst: r1 src: rfp
	   ; 143-225
	205: AddImm dst: r1 imm: -104
	   ; 143-225
	206: MovImm dst: r2 imm: 64
	   ; 143-225
	207: Call FnProbeReadKernelStr
	   ; 143-225
	208: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	   ; 143-225
	209: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	   ; 143-225
	210: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	   ; 143-225
	211: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	   ; 143-225
	212: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	   ; 143-225
	213: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	   ; 143-225
	214: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	   ; 143-225
	215: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	   ; 143-225
	216: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	   ; 143-225
	217: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	   ; 143-225
	218: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	   ; 143-225
	219: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	   ; 143-225
	220: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	   ; 143-225
	221: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	   ; 143-225
	222: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	   ; 143-225
	223: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	   ; 143-225
	224: MovReg dst: r1 src: r6
	   ; 143-225
	225: MovImm dst: r2 imm: 1
	   ; 143-225
	226: Call FnRingbufSubmit
p0_tracepoint_L21:
	   ; 143-225
	227: Ja off: 0
	   ; 228-247
	228: Call FnKtimeGetNs
	   ; 228-247
	229: MovReg dst: r6 src: r0
	   ; 228-247
	230: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; 228-247
	231: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 228-247
	232: Call FnGetCurrentPidTgid
	   ; 228-247
	233: MovReg dst: r6 src: r0
	   ; 228-247
	234: LShImm dst: r6 imm: 32
	   ; 228-247
	235: RShImm dst: r6 imm: 32
	   ; 228-247
	236: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	   ; 228-247
	237: LoadMapPtr dst: r1 fd: 0 <m2_start>
	   ; 228-247
	239: MovReg dst: r2 src: rfp
	   ; 228-247
	240: AddImm dst: r2 imm: -32
	   ; 228-247
	241: MovReg dst: r3 src: rfp
	   ; 228-247
	242: AddImm dst: r3 imm: -24
	   ; 228-247
	243: MovImm dst: r4 imm: 0
	   ; 228-247
	244: Call FnMapUpdateElem
	   ; 250-276
	245: Call FnKtimeGetNs
	   ; 250-276
	246: MovReg dst: r6 src: r0
	   ; 250-276
	247: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 250-276
	248: LoadMapPtr dst: r1 fd: 0 <config>
	   ; 250-276
	250: MovReg dst: r2 src: rfp
	   ; 250-276
	251: AddImm dst: r2 imm: -24
	   ; 250-276
	252: Call FnMapLookupElem
	   ; 250-276
	253: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	   ; 250-276
	254: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 250-276
	255: SubReg dst: r6 src: r1
p0_tracepoint_L23:
	   ; 250-276
	256: Ja off: 0
	   ; 250-276
	257: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 250-276
	258: Call FnGetCurrentPidTgid
	   ; 250-276
	259: MovReg dst: r7 src: r0
	   ; 250-276
	260: LShImm dst: r7 imm: 32
	   ; 250-276
	261: RShImm dst: r7 imm: 32
	   ; 250-276
	262: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	   ; 250-276
	263: LoadMapPtr dst: r1 fd: 0 <m2_start>
	   ; 250-276
	265: MovReg dst: r2 src: rfp
	   ; 250-276
	266: AddImm dst: r2 imm: -32
	   ; 250-276
	267: Call FnMapLookupElem
	   ; 250-276
	268: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	   ; 250-276
	269: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	   ; 250-276
	270: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; 250-276
	271: MovImm dst: r7 imm: 0
p0_tracepoint_L25:
	   ; 250-276
	272: Ja off: 0
	   ; 250-276
	273: SubReg dst: r6 src: r7
	   ; 250-276
	274: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; 279-311
	275: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 279-311
	277: MovImm dst: r2 imm: 32
	   ; 279-311
	278: MovImm dst: r3 imm: 0
	   ; 279-311
	279: Call FnRingbufReserve
	   ; 279-311
	280: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	   ; 279-311
	281: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 279-311
	282: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 279-311
	284: MovReg dst: r2 src: rfp
	   ; 279-311
	285: AddImm dst: r2 imm: -24
	   ; 279-311
	286: Call FnMapLookupElem
	   ; 279-311
	287: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	   ; 279-311
	288: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 279-311
	289: AddImm dst: r1 imm: 1
	   ; 279-311
	290: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	   ; 279-311
	291: Ja off: -1 <p0_tracepoint_L27>
p0_tracepoint_L26:
	   ; 279-311
	292: MovReg dst: r6 src: r0
	   ; 279-311
	293: LdImmDW dst: r1 imm: 4294967297
	   ; 279-311
	295: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 279-311
	296: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	   ; 279-311
	297: AddImm dst: r7 imm: 44
	   ; 279-311
	298: StMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 279-311
	299: StMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 279-311
	300: MovReg dst: r1 src: rfp
	   ; 279-311
	301: AddImm dst: r1 imm: -40
	   ; 279-311
	302: MovImm dst: r2 imm: 16
	   ; 279-311
	303: MovReg dst: r3 src: r7
	   ; 279-311
	304: Call FnProbeReadKernel
	   ; 279-311
	305: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	   ; 279-311
	306: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	   ; 279-311
	307: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 279-311
	308: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	   ; 279-311
	309: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	   ; 279-311
	310: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	   ; 279-311
	311: MovReg dst: r1 src: r6
	   ; 279-311
	312: MovImm dst: r2 imm: 1
	   ; 279-311
	313: Call FnRingbufSubmit
p0_tracepoint_L27:
	   ; 279-311
	314: Ja off: 0
	   ; 314-360
	315: MovReg dst: r1 src: rfp
	   ; 314-360
	316: AddImm dst: r1 imm: -32
	   ; 314-360
	317: MovImm dst: r2 imm: 16
	   ; 314-360
	318: Call FnGetCurrentComm
	   ; 314-360
	319: LdImmDW dst: r0 imm: 1752392034
	   ; 314-360
	321: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 314-360
	322: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	   ; 314-360
	323: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	   ; 314-360
	324: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	   ; 314-360
	325: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	   ; 314-360
	326: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	   ; 314-360
	327: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	   ; 314-360
	328: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	   ; 314-360
	329: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	   ; 314-360
	330: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	   ; 314-360
	331: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	   ; 314-360
	332: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	   ; 314-360
	333: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	   ; 314-360
	334: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	   ; 314-360
	335: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	   ; 314-360
	336: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	   ; 314-360
	337: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
p0_tracepoint_L32_eq:
	   ; 314-360
	338: MovImm dst: r6 imm: 0
	   ; 314-360
	339: Ja off: -1 <p0_tracepoint_L32>
p0_tracepoint_L31:
	   ; 314-360
	340: MovImm dst: r6 imm: 1
p0_tracepoint_L32:
	   ; 314-360
	341: Ja off: 0
	   ; 314-360
	342: MovImm dst: r7 imm: 0
	   ; 314-360
	343: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L33>
	   ; 314-360
	344: MovImm dst: r6 imm: 0
	   ; 314-360
	345: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; 314-360
	346: MovImm dst: r6 imm: 1
p0_tracepoint_L34:
	   ; 314-360
	347: Ja off: 0
	   ; 314-360
	348: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L29>
	   ; 351-357
	349: LdImmDW dst: r0 imm: 2
	   ; 351-357
	351: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	   ; 351-357
	352: StMemDW dst: rfp src: r0 off: -48 imm: 0
	   ; 351-357
	353: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 351-357
	355: MovReg dst: r2 src: rfp
	   ; 351-357
	356: AddImm dst: r2 imm: -56
	   ; 351-357
	357: MovImm dst: r3 imm: 16
	   ; 351-357
	358: MovImm dst: r4 imm: 2
	   ; 351-357
	359: Call FnRingbufOutput
	   ; 351-357
	360: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	   ; 351-357
	361: StMemDW dst: rfp src: r0 off: -64 imm: 0
	   ; 351-357
	362: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 351-357
	364: MovReg dst: r2 src: rfp
	   ; 351-357
	365: AddImm dst: r2 imm: -64
	   ; 351-357
	366: Call FnMapLookupElem
	   ; 351-357
	367: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	   ; 351-357
	368: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 351-357
	369: AddImm dst: r1 imm: 1
	   ; 351-357
	370: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L36:
	371: Ja off: 0
p0_tracepoint_L35:
	   ; 351-357
	372: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L29:
	373: Ja off: 0
p0_tracepoint_L1:
	   ; 351-357
	374: MovImm dst: r0 imm: 0
	   ; 351-357
	375: Exit
