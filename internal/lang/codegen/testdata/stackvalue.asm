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
	 40: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L5>
p0_tracepoint_L6:
	   ; stdin:5:2: @u[tid] = ustack;
	 41: Ja off: 0
	   ; stdin:6:2: @k[tid] = kstack;
	 42: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 43: LoadMapPtr dst: r2 fd: 0 <stacks>
	 45: MovImm dst: r3 imm: 0
	 46: Call FnGetStackid
	 47: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L7>
	 48: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 49: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 51: MovImm dst: r3 imm: 0
	 52: Call FnGetStackid
	 53: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	 54: OrImm dst: r0 imm: 1073741824
p0_tracepoint_L7:
	   ; stdin:6:2: @k[tid] = kstack;
	 55: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 56: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 57: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L8>
	 58: Call FnGetCurrentPidTgid
	 59: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L8:
	   ; stdin:6:2: @k[tid] = kstack;
	 60: Ja off: 0
	 61: RShImm dst: r0 imm: 32
	 62: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 63: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 64: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L9>
	 65: Call FnGetCurrentPidTgid
	 66: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L9:
	   ; stdin:6:2: @k[tid] = kstack;
	 67: Ja off: 0
	 68: MovReg dst: r6 src: r0
	 69: LShImm dst: r6 imm: 32
	 70: RShImm dst: r6 imm: 32
	 71: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 72: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 74: MovReg dst: r2 src: rfp
	 75: AddImm dst: r2 imm: -40
	 76: MovReg dst: r3 src: rfp
	 77: AddImm dst: r3 imm: -32
	 78: MovImm dst: r4 imm: 0
	 79: Call FnMapUpdateElem
	 80: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
p0_tracepoint_L11:
	   ; stdin:6:2: @k[tid] = kstack;
	 81: Ja off: 0
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 82: MovImm dst: r6 imm: 1
	 83: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 84: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 85: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 86: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 87: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 88: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 89: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	 90: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L12>
	 91: Call FnGetCurrentPidTgid
	 92: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L12:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 93: Ja off: 0
	 94: MovReg dst: r7 src: r0
	 95: LShImm dst: r7 imm: 32
	 96: RShImm dst: r7 imm: 32
	 97: StXMemDW dst: rfp src: r7 off: -72 imm: 0
	 98: LoadMapPtr dst: r1 fd: 0 <m0_k>
	100: MovReg dst: r2 src: rfp
	101: AddImm dst: r2 imm: -72
	102: Call FnMapLookupElem
	103: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	104: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	105: StXMemDW dst: rfp src: r1 off: -88 imm: 0
	106: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	107: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	108: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L13:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	109: StMemDW dst: rfp src: r0 off: -88 imm: 0
	110: StMemDW dst: rfp src: r0 off: -80 imm: 0
p0_tracepoint_L14:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	111: Ja off: 0
	112: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	113: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	114: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	115: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	116: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	117: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L15>
	118: Call FnGetCurrentPidTgid
	119: StXMemDW dst: rfp src: r0 off: -16 imm: 0
p0_tracepoint_L15:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	120: Ja off: 0
	121: MovReg dst: r7 src: r0
	122: LShImm dst: r7 imm: 32
	123: RShImm dst: r7 imm: 32
	124: StXMemDW dst: rfp src: r7 off: -96 imm: 0
	125: LoadMapPtr dst: r1 fd: 0 <m2_u>
	127: MovReg dst: r2 src: rfp
	128: AddImm dst: r2 imm: -96
	129: Call FnMapLookupElem
	130: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L16>
	131: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	132: StXMemDW dst: rfp src: r1 off: -112 imm: 0
	133: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	134: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	135: Ja off: -1 <p0_tracepoint_L17>
p0_tracepoint_L16:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	136: StMemDW dst: rfp src: r0 off: -112 imm: 0
	137: StMemDW dst: rfp src: r0 off: -104 imm: 0
p0_tracepoint_L17:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	138: Ja off: 0
	139: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	140: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	141: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	142: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	143: StMemDW dst: rfp src: r0 off: -128 imm: 0
	144: StMemDW dst: rfp src: r0 off: -120 imm: 0
	145: MovReg dst: r1 src: rfp
	146: AddImm dst: r1 imm: -128
	147: MovImm dst: r2 imm: 16
	148: Call FnGetCurrentComm
	149: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	150: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	151: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	152: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	153: LoadMapPtr dst: r1 fd: 0 <m1_off>
	155: MovReg dst: r2 src: rfp
	156: AddImm dst: r2 imm: -64
	157: Call FnMapLookupElem
	158: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	159: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	160: AddReg dst: r1 src: r6
	161: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	162: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_L18:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	163: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	164: LoadMapPtr dst: r1 fd: 0 <m1_off>
	166: MovReg dst: r2 src: rfp
	167: AddImm dst: r2 imm: -64
	168: MovReg dst: r3 src: rfp
	169: AddImm dst: r3 imm: -136
	170: MovImm dst: r4 imm: 0
	171: Call FnMapUpdateElem
	172: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
p0_tracepoint_L21:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	173: Ja off: 0
p0_tracepoint_L19:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	174: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	175: MovImm dst: r0 imm: 1
	176: Exit
p0_tracepoint_L5:
	   ; stdin:5:2: @u[tid] = ustack;
	177: Ja off: 0
	178: StMemDW dst: rfp src: r0 off: -48 imm: 3
	179: LoadMapPtr dst: r1 fd: 0 <lost>
	181: MovReg dst: r2 src: rfp
	182: AddImm dst: r2 imm: -48
	183: Call FnMapLookupElem
	184: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	185: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	186: AddImm dst: r1 imm: 1
	187: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L22:
	   ; stdin:5:2: @u[tid] = ustack;
	188: Ja off: -1 <p0_tracepoint_L6>
p0_tracepoint_L10:
	   ; stdin:6:2: @k[tid] = kstack;
	189: Ja off: 0
	190: StMemDW dst: rfp src: r0 off: -48 imm: 1
	191: LoadMapPtr dst: r1 fd: 0 <lost>
	193: MovReg dst: r2 src: rfp
	194: AddImm dst: r2 imm: -48
	195: Call FnMapLookupElem
	196: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	197: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	198: AddImm dst: r1 imm: 1
	199: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L23:
	   ; stdin:6:2: @k[tid] = kstack;
	200: Ja off: -1 <p0_tracepoint_L11>
p0_tracepoint_L20:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	201: Ja off: 0
	202: StMemDW dst: rfp src: r0 off: -144 imm: 2
	203: LoadMapPtr dst: r1 fd: 0 <lost>
	205: MovReg dst: r2 src: rfp
	206: AddImm dst: r2 imm: -144
	207: Call FnMapLookupElem
	208: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	209: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	210: AddImm dst: r1 imm: 1
	211: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L24:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	212: Ja off: -1 <p0_tracepoint_L21>
