map m0_k @k key=8 value=16 percpu=false array=false bucketed=false
map m1_off @off key=48 value=8 percpu=true array=false bucketed=false
map m2_u @u key=8 value=16 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; stdin:3:1: tracepoint:sched:sched_switch
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:5:2: @u[tid] = ustack;
	  1: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  2: LoadMapPtr dst: r2 fd: 0 <stacks>
	  4: MovImm dst: r3 imm: 256
	  5: Call FnGetStackid
	  6: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L2>
	  7: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  8: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 10: MovImm dst: r3 imm: 256
	 11: Call FnGetStackid
	 12: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	 13: OrImm dst: r0 imm: 1073741824
p0_tracepoint_L2:
	   ; stdin:5:2: @u[tid] = ustack;
	 14: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 15: Call FnGetCurrentPidTgid
	 16: RShImm dst: r0 imm: 32
	 17: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 18: Call FnGetCurrentPidTgid
	 19: MovReg dst: r6 src: r0
	 20: LShImm dst: r6 imm: 32
	 21: RShImm dst: r6 imm: 32
	 22: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 23: LoadMapPtr dst: r1 fd: 0 <m2_u>
	 25: MovReg dst: r2 src: rfp
	 26: AddImm dst: r2 imm: -32
	 27: MovReg dst: r3 src: rfp
	 28: AddImm dst: r3 imm: -24
	 29: MovImm dst: r4 imm: 0
	 30: Call FnMapUpdateElem
	 31: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L3>
	 32: StMemDW dst: rfp src: r0 off: -40 imm: 3
	 33: LoadMapPtr dst: r1 fd: 0 <lost>
	 35: MovReg dst: r2 src: rfp
	 36: AddImm dst: r2 imm: -40
	 37: Call FnMapLookupElem
	 38: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L4>
	 39: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 40: AddImm dst: r1 imm: 1
	 41: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L4:
	 42: Ja off: 0
p0_tracepoint_L3:
	   ; stdin:5:2: @u[tid] = ustack;
	 43: Ja off: 0
	   ; stdin:6:2: @k[tid] = kstack;
	 44: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 45: LoadMapPtr dst: r2 fd: 0 <stacks>
	 47: MovImm dst: r3 imm: 0
	 48: Call FnGetStackid
	 49: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L5>
	 50: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 51: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 53: MovImm dst: r3 imm: 0
	 54: Call FnGetStackid
	 55: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L5>
	 56: OrImm dst: r0 imm: 1073741824
p0_tracepoint_L5:
	   ; stdin:6:2: @k[tid] = kstack;
	 57: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 58: Call FnGetCurrentPidTgid
	 59: RShImm dst: r0 imm: 32
	 60: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 61: Call FnGetCurrentPidTgid
	 62: MovReg dst: r6 src: r0
	 63: LShImm dst: r6 imm: 32
	 64: RShImm dst: r6 imm: 32
	 65: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 66: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 68: MovReg dst: r2 src: rfp
	 69: AddImm dst: r2 imm: -32
	 70: MovReg dst: r3 src: rfp
	 71: AddImm dst: r3 imm: -24
	 72: MovImm dst: r4 imm: 0
	 73: Call FnMapUpdateElem
	 74: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L6>
	 75: StMemDW dst: rfp src: r0 off: -40 imm: 1
	 76: LoadMapPtr dst: r1 fd: 0 <lost>
	 78: MovReg dst: r2 src: rfp
	 79: AddImm dst: r2 imm: -40
	 80: Call FnMapLookupElem
	 81: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	 82: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 83: AddImm dst: r1 imm: 1
	 84: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L7:
	 85: Ja off: 0
p0_tracepoint_L6:
	   ; stdin:6:2: @k[tid] = kstack;
	 86: Ja off: 0
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 87: MovImm dst: r6 imm: 1
	 88: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 89: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 90: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 91: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 92: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 93: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 94: Call FnGetCurrentPidTgid
	 95: MovReg dst: r7 src: r0
	 96: LShImm dst: r7 imm: 32
	 97: RShImm dst: r7 imm: 32
	 98: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 99: LoadMapPtr dst: r1 fd: 0 <m0_k>
	101: MovReg dst: r2 src: rfp
	102: AddImm dst: r2 imm: -64
	103: Call FnMapLookupElem
	104: StMemDW dst: rfp src: r0 off: -80 imm: 0
	105: StMemDW dst: rfp src: r0 off: -72 imm: 0
	106: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	107: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	108: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	109: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	110: StXMemDW dst: rfp src: r1 off: -72 imm: 0
p0_tracepoint_L8:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	111: Ja off: 0
	112: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	113: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	114: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	115: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	116: Call FnGetCurrentPidTgid
	117: MovReg dst: r7 src: r0
	118: LShImm dst: r7 imm: 32
	119: RShImm dst: r7 imm: 32
	120: StXMemDW dst: rfp src: r7 off: -88 imm: 0
	121: LoadMapPtr dst: r1 fd: 0 <m2_u>
	123: MovReg dst: r2 src: rfp
	124: AddImm dst: r2 imm: -88
	125: Call FnMapLookupElem
	126: StMemDW dst: rfp src: r0 off: -104 imm: 0
	127: StMemDW dst: rfp src: r0 off: -96 imm: 0
	128: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L9>
	129: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	130: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	131: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	132: StXMemDW dst: rfp src: r1 off: -96 imm: 0
p0_tracepoint_L9:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	133: Ja off: 0
	134: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	135: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	136: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	137: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	138: StMemDW dst: rfp src: r0 off: -120 imm: 0
	139: StMemDW dst: rfp src: r0 off: -112 imm: 0
	140: MovReg dst: r1 src: rfp
	141: AddImm dst: r1 imm: -120
	142: MovImm dst: r2 imm: 16
	143: Call FnGetCurrentComm
	144: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	145: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	146: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	147: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	148: LoadMapPtr dst: r1 fd: 0 <m1_off>
	150: MovReg dst: r2 src: rfp
	151: AddImm dst: r2 imm: -56
	152: Call FnMapLookupElem
	153: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	154: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	155: AddReg dst: r1 src: r6
	156: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	157: Ja off: -1 <p0_tracepoint_L11>
p0_tracepoint_L10:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	158: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	159: LoadMapPtr dst: r1 fd: 0 <m1_off>
	161: MovReg dst: r2 src: rfp
	162: AddImm dst: r2 imm: -56
	163: MovReg dst: r3 src: rfp
	164: AddImm dst: r3 imm: -128
	165: MovImm dst: r4 imm: 0
	166: Call FnMapUpdateElem
	167: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L12>
	168: StMemDW dst: rfp src: r0 off: -136 imm: 2
	169: LoadMapPtr dst: r1 fd: 0 <lost>
	171: MovReg dst: r2 src: rfp
	172: AddImm dst: r2 imm: -136
	173: Call FnMapLookupElem
	174: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	175: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	176: AddImm dst: r1 imm: 1
	177: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L13:
	178: Ja off: 0
p0_tracepoint_L12:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	179: Ja off: 0
p0_tracepoint_L11:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	180: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	181: MovImm dst: r0 imm: 0
	182: Exit
