map m0_k @k key=8 value=16 percpu=false array=false bucketed=false
map m1_off @off key=48 value=8 percpu=true array=false bucketed=false
map m2_u @u key=8 value=16 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; stdin:3:1: tracepoint:sched:sched_switch
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: -1
	   ; stdin:5:2: @u[tid] = ustack;
	  2: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  3: LoadMapPtr dst: r2 fd: 0 <stacks>
	  5: MovImm dst: r3 imm: 256
	  6: Call FnGetStackid
	  7: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L2>
	  8: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  9: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 11: MovImm dst: r3 imm: 256
	 12: Call FnGetStackid
	 13: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	 14: OrImm dst: r0 imm: 1073741824
p0_tracepoint_L2:
	   ; stdin:5:2: @u[tid] = ustack;
	 15: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 16: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 17: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L3>
	 18: Call FnGetCurrentPidTgid
	 19: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L3:
	   ; stdin:5:2: @u[tid] = ustack;
	 20: Ja off: 0
	 21: RShImm dst: r0 imm: 32
	 22: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 23: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 24: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L4>
	 25: Call FnGetCurrentPidTgid
	 26: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L4:
	   ; stdin:5:2: @u[tid] = ustack;
	 27: Ja off: 0
	 28: MovReg dst: r6 src: r0
	 29: LShImm dst: r6 imm: 32
	 30: RShImm dst: r6 imm: 32
	 31: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 32: LoadMapPtr dst: r1 fd: 0 <m2_u>
	 34: MovReg dst: r2 src: rfp
	 35: AddImm dst: r2 imm: -40
	 36: MovReg dst: r3 src: rfp
	 37: AddImm dst: r3 imm: -32
	 38: MovImm dst: r4 imm: 0
	 39: Call FnMapUpdateElem
	 40: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L5>
	 41: StMemDW dst: rfp src: r0 off: -48 imm: 3
	 42: LoadMapPtr dst: r1 fd: 0 <lost>
	 44: MovReg dst: r2 src: rfp
	 45: AddImm dst: r2 imm: -48
	 46: Call FnMapLookupElem
	 47: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L6>
	 48: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 49: AddImm dst: r1 imm: 1
	 50: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L6:
	 51: Ja off: 0
p0_tracepoint_L5:
	   ; stdin:5:2: @u[tid] = ustack;
	 52: Ja off: 0
	   ; stdin:6:2: @k[tid] = kstack;
	 53: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 54: LoadMapPtr dst: r2 fd: 0 <stacks>
	 56: MovImm dst: r3 imm: 0
	 57: Call FnGetStackid
	 58: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L7>
	 59: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 60: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 62: MovImm dst: r3 imm: 0
	 63: Call FnGetStackid
	 64: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	 65: OrImm dst: r0 imm: 1073741824
p0_tracepoint_L7:
	   ; stdin:6:2: @k[tid] = kstack;
	 66: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 67: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 68: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L8>
	 69: Call FnGetCurrentPidTgid
	 70: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L8:
	   ; stdin:6:2: @k[tid] = kstack;
	 71: Ja off: 0
	 72: RShImm dst: r0 imm: 32
	 73: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 74: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 75: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L9>
	 76: Call FnGetCurrentPidTgid
	 77: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L9:
	   ; stdin:6:2: @k[tid] = kstack;
	 78: Ja off: 0
	 79: MovReg dst: r6 src: r0
	 80: LShImm dst: r6 imm: 32
	 81: RShImm dst: r6 imm: 32
	 82: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 83: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 85: MovReg dst: r2 src: rfp
	 86: AddImm dst: r2 imm: -40
	 87: MovReg dst: r3 src: rfp
	 88: AddImm dst: r3 imm: -32
	 89: MovImm dst: r4 imm: 0
	 90: Call FnMapUpdateElem
	 91: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	 92: StMemDW dst: rfp src: r0 off: -48 imm: 1
	 93: LoadMapPtr dst: r1 fd: 0 <lost>
	 95: MovReg dst: r2 src: rfp
	 96: AddImm dst: r2 imm: -48
	 97: Call FnMapLookupElem
	 98: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	 99: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	100: AddImm dst: r1 imm: 1
	101: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L11:
	102: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:6:2: @k[tid] = kstack;
	103: Ja off: 0
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	104: MovImm dst: r6 imm: 1
	105: StMemDW dst: rfp src: r0 off: -64 imm: 0
	106: StMemDW dst: rfp src: r0 off: -56 imm: 0
	107: StMemDW dst: rfp src: r0 off: -48 imm: 0
	108: StMemDW dst: rfp src: r0 off: -40 imm: 0
	109: StMemDW dst: rfp src: r0 off: -32 imm: 0
	110: StMemDW dst: rfp src: r0 off: -24 imm: 0
	111: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	112: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L12>
	113: Call FnGetCurrentPidTgid
	114: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L12:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	115: Ja off: 0
	116: MovReg dst: r7 src: r0
	117: LShImm dst: r7 imm: 32
	118: RShImm dst: r7 imm: 32
	119: StXMemDW dst: rfp src: r7 off: -72 imm: 0
	120: LoadMapPtr dst: r1 fd: 0 <m0_k>
	122: MovReg dst: r2 src: rfp
	123: AddImm dst: r2 imm: -72
	124: Call FnMapLookupElem
	125: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	126: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	127: StXMemDW dst: rfp src: r1 off: -88 imm: 0
	128: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	129: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	130: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L13:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	131: StMemDW dst: rfp src: r0 off: -88 imm: 0
	132: StMemDW dst: rfp src: r0 off: -80 imm: 0
p0_tracepoint_L14:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	133: Ja off: 0
	134: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	135: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	136: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	137: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	138: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	139: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L15>
	140: Call FnGetCurrentPidTgid
	141: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L15:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	142: Ja off: 0
	143: MovReg dst: r7 src: r0
	144: LShImm dst: r7 imm: 32
	145: RShImm dst: r7 imm: 32
	146: StXMemDW dst: rfp src: r7 off: -96 imm: 0
	147: LoadMapPtr dst: r1 fd: 0 <m2_u>
	149: MovReg dst: r2 src: rfp
	150: AddImm dst: r2 imm: -96
	151: Call FnMapLookupElem
	152: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L16>
	153: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	154: StXMemDW dst: rfp src: r1 off: -112 imm: 0
	155: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	156: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	157: Ja off: -1 <p0_tracepoint_L17>
p0_tracepoint_L16:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	158: StMemDW dst: rfp src: r0 off: -112 imm: 0
	159: StMemDW dst: rfp src: r0 off: -104 imm: 0
p0_tracepoint_L17:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	160: Ja off: 0
	161: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	162: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	163: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	164: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	165: StMemDW dst: rfp src: r0 off: -128 imm: 0
	166: StMemDW dst: rfp src: r0 off: -120 imm: 0
	167: MovReg dst: r1 src: rfp
	168: AddImm dst: r1 imm: -128
	169: MovImm dst: r2 imm: 16
	170: Call FnGetCurrentComm
	171: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	172: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	173: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	174: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	175: LoadMapPtr dst: r1 fd: 0 <m1_off>
	177: MovReg dst: r2 src: rfp
	178: AddImm dst: r2 imm: -64
	179: Call FnMapLookupElem
	180: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	181: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	182: AddReg dst: r1 src: r6
	183: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	184: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_L18:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	185: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	186: LoadMapPtr dst: r1 fd: 0 <m1_off>
	188: MovReg dst: r2 src: rfp
	189: AddImm dst: r2 imm: -64
	190: MovReg dst: r3 src: rfp
	191: AddImm dst: r3 imm: -136
	192: MovImm dst: r4 imm: 0
	193: Call FnMapUpdateElem
	194: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	195: StMemDW dst: rfp src: r0 off: -144 imm: 2
	196: LoadMapPtr dst: r1 fd: 0 <lost>
	198: MovReg dst: r2 src: rfp
	199: AddImm dst: r2 imm: -144
	200: Call FnMapLookupElem
	201: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L21>
	202: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	203: AddImm dst: r1 imm: 1
	204: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L21:
	205: Ja off: 0
p0_tracepoint_L20:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	206: Ja off: 0
p0_tracepoint_L19:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	207: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	208: MovImm dst: r0 imm: 1
	209: Exit
