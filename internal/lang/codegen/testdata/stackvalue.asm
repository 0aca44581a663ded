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
	 13: MovImm dst: r1 imm: 1
	 14: LShImm dst: r1 imm: 32
	 15: OrReg dst: r0 src: r1
p0_tracepoint_L2:
	   ; stdin:5:2: @u[tid] = ustack;
	 16: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 17: Call FnGetCurrentPidTgid
	 18: RShImm dst: r0 imm: 32
	 19: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 20: Call FnGetCurrentPidTgid
	 21: MovReg dst: r6 src: r0
	 22: LShImm dst: r6 imm: 32
	 23: RShImm dst: r6 imm: 32
	 24: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 25: LoadMapPtr dst: r1 fd: 0 <m2_u>
	 27: MovReg dst: r2 src: rfp
	 28: AddImm dst: r2 imm: -32
	 29: MovReg dst: r3 src: rfp
	 30: AddImm dst: r3 imm: -24
	 31: MovImm dst: r4 imm: 0
	 32: Call FnMapUpdateElem
	 33: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L3>
	 34: StMemDW dst: rfp src: r0 off: -40 imm: 3
	 35: LoadMapPtr dst: r1 fd: 0 <lost>
	 37: MovReg dst: r2 src: rfp
	 38: AddImm dst: r2 imm: -40
	 39: Call FnMapLookupElem
	 40: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L4>
	 41: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 42: AddImm dst: r1 imm: 1
	 43: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L4:
	 44: Ja off: 0
p0_tracepoint_L3:
	   ; stdin:5:2: @u[tid] = ustack;
	 45: Ja off: 0
	   ; stdin:6:2: @k[tid] = kstack;
	 46: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 47: LoadMapPtr dst: r2 fd: 0 <stacks>
	 49: MovImm dst: r3 imm: 0
	 50: Call FnGetStackid
	 51: JNEImm dst: r0 off: -1 imm: -17 <p0_tracepoint_L5>
	 52: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 53: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 55: MovImm dst: r3 imm: 0
	 56: Call FnGetStackid
	 57: JSLTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L5>
	 58: MovImm dst: r1 imm: 1
	 59: LShImm dst: r1 imm: 32
	 60: OrReg dst: r0 src: r1
p0_tracepoint_L5:
	   ; stdin:6:2: @k[tid] = kstack;
	 61: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 62: Call FnGetCurrentPidTgid
	 63: RShImm dst: r0 imm: 32
	 64: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 65: Call FnGetCurrentPidTgid
	 66: MovReg dst: r6 src: r0
	 67: LShImm dst: r6 imm: 32
	 68: RShImm dst: r6 imm: 32
	 69: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 70: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 72: MovReg dst: r2 src: rfp
	 73: AddImm dst: r2 imm: -32
	 74: MovReg dst: r3 src: rfp
	 75: AddImm dst: r3 imm: -24
	 76: MovImm dst: r4 imm: 0
	 77: Call FnMapUpdateElem
	 78: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L6>
	 79: StMemDW dst: rfp src: r0 off: -40 imm: 1
	 80: LoadMapPtr dst: r1 fd: 0 <lost>
	 82: MovReg dst: r2 src: rfp
	 83: AddImm dst: r2 imm: -40
	 84: Call FnMapLookupElem
	 85: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	 86: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 87: AddImm dst: r1 imm: 1
	 88: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L7:
	 89: Ja off: 0
p0_tracepoint_L6:
	   ; stdin:6:2: @k[tid] = kstack;
	 90: Ja off: 0
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 91: MovImm dst: r6 imm: 1
	 92: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 93: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 94: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 95: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 96: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 97: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 98: Call FnGetCurrentPidTgid
	 99: MovReg dst: r7 src: r0
	100: LShImm dst: r7 imm: 32
	101: RShImm dst: r7 imm: 32
	102: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	103: LoadMapPtr dst: r1 fd: 0 <m0_k>
	105: MovReg dst: r2 src: rfp
	106: AddImm dst: r2 imm: -64
	107: Call FnMapLookupElem
	108: StMemDW dst: rfp src: r0 off: -80 imm: 0
	109: StMemDW dst: rfp src: r0 off: -72 imm: 0
	110: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	111: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	112: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	113: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	114: StXMemDW dst: rfp src: r1 off: -72 imm: 0
p0_tracepoint_L8:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	115: Ja off: 0
	116: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	117: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	118: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	119: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	120: Call FnGetCurrentPidTgid
	121: MovReg dst: r7 src: r0
	122: LShImm dst: r7 imm: 32
	123: RShImm dst: r7 imm: 32
	124: StXMemDW dst: rfp src: r7 off: -88 imm: 0
	125: LoadMapPtr dst: r1 fd: 0 <m2_u>
	127: MovReg dst: r2 src: rfp
	128: AddImm dst: r2 imm: -88
	129: Call FnMapLookupElem
	130: StMemDW dst: rfp src: r0 off: -104 imm: 0
	131: StMemDW dst: rfp src: r0 off: -96 imm: 0
	132: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L9>
	133: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	134: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	135: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	136: StXMemDW dst: rfp src: r1 off: -96 imm: 0
p0_tracepoint_L9:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	137: Ja off: 0
	138: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	139: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	140: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	141: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	142: StMemDW dst: rfp src: r0 off: -120 imm: 0
	143: StMemDW dst: rfp src: r0 off: -112 imm: 0
	144: MovReg dst: r1 src: rfp
	145: AddImm dst: r1 imm: -120
	146: MovImm dst: r2 imm: 16
	147: Call FnGetCurrentComm
	148: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	149: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	150: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	152: LoadMapPtr dst: r1 fd: 0 <m1_off>
	154: MovReg dst: r2 src: rfp
	155: AddImm dst: r2 imm: -56
	156: Call FnMapLookupElem
	157: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	158: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	159: AddReg dst: r1 src: r6
	160: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	161: Ja off: -1 <p0_tracepoint_L11>
p0_tracepoint_L10:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	162: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	163: LoadMapPtr dst: r1 fd: 0 <m1_off>
	165: MovReg dst: r2 src: rfp
	166: AddImm dst: r2 imm: -56
	167: MovReg dst: r3 src: rfp
	168: AddImm dst: r3 imm: -128
	169: MovImm dst: r4 imm: 0
	170: Call FnMapUpdateElem
	171: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L12>
	172: StMemDW dst: rfp src: r0 off: -136 imm: 2
	173: LoadMapPtr dst: r1 fd: 0 <lost>
	175: MovReg dst: r2 src: rfp
	176: AddImm dst: r2 imm: -136
	177: Call FnMapLookupElem
	178: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	179: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	180: AddImm dst: r1 imm: 1
	181: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L13:
	182: Ja off: 0
p0_tracepoint_L12:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	183: Ja off: 0
p0_tracepoint_L11:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	184: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	185: MovImm dst: r0 imm: 0
	186: Exit
