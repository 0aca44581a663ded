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
	  6: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	  7: Call FnGetCurrentPidTgid
	  8: RShImm dst: r0 imm: 32
	  9: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 10: Call FnGetCurrentPidTgid
	 11: MovReg dst: r6 src: r0
	 12: LShImm dst: r6 imm: 32
	 13: RShImm dst: r6 imm: 32
	 14: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 15: LoadMapPtr dst: r1 fd: 0 <m2_u>
	 17: MovReg dst: r2 src: rfp
	 18: AddImm dst: r2 imm: -32
	 19: MovReg dst: r3 src: rfp
	 20: AddImm dst: r3 imm: -24
	 21: MovImm dst: r4 imm: 0
	 22: Call FnMapUpdateElem
	 23: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	 24: StMemDW dst: rfp src: r0 off: -40 imm: 3
	 25: LoadMapPtr dst: r1 fd: 0 <lost>
	 27: MovReg dst: r2 src: rfp
	 28: AddImm dst: r2 imm: -40
	 29: Call FnMapLookupElem
	 30: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L3>
	 31: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 32: AddImm dst: r1 imm: 1
	 33: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L3:
	 34: Ja off: 0
p0_tracepoint_L2:
	   ; stdin:5:2: @u[tid] = ustack;
	 35: Ja off: 0
	   ; stdin:6:2: @k[tid] = kstack;
	 36: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 37: LoadMapPtr dst: r2 fd: 0 <stacks>
	 39: MovImm dst: r3 imm: 0
	 40: Call FnGetStackid
	 41: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 42: Call FnGetCurrentPidTgid
	 43: RShImm dst: r0 imm: 32
	 44: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 45: Call FnGetCurrentPidTgid
	 46: MovReg dst: r6 src: r0
	 47: LShImm dst: r6 imm: 32
	 48: RShImm dst: r6 imm: 32
	 49: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 50: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 52: MovReg dst: r2 src: rfp
	 53: AddImm dst: r2 imm: -32
	 54: MovReg dst: r3 src: rfp
	 55: AddImm dst: r3 imm: -24
	 56: MovImm dst: r4 imm: 0
	 57: Call FnMapUpdateElem
	 58: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L4>
	 59: StMemDW dst: rfp src: r0 off: -40 imm: 1
	 60: LoadMapPtr dst: r1 fd: 0 <lost>
	 62: MovReg dst: r2 src: rfp
	 63: AddImm dst: r2 imm: -40
	 64: Call FnMapLookupElem
	 65: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L5>
	 66: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 67: AddImm dst: r1 imm: 1
	 68: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L5:
	 69: Ja off: 0
p0_tracepoint_L4:
	   ; stdin:6:2: @k[tid] = kstack;
	 70: Ja off: 0
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 71: MovImm dst: r6 imm: 1
	 72: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 73: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 74: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 75: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 76: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 77: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 78: Call FnGetCurrentPidTgid
	 79: MovReg dst: r7 src: r0
	 80: LShImm dst: r7 imm: 32
	 81: RShImm dst: r7 imm: 32
	 82: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	 83: LoadMapPtr dst: r1 fd: 0 <m0_k>
	 85: MovReg dst: r2 src: rfp
	 86: AddImm dst: r2 imm: -64
	 87: Call FnMapLookupElem
	 88: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 89: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 90: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L6>
	 91: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 92: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	 93: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 94: StXMemDW dst: rfp src: r1 off: -72 imm: 0
p0_tracepoint_L6:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	 95: Ja off: 0
	 96: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	 97: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 98: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	 99: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	100: Call FnGetCurrentPidTgid
	101: MovReg dst: r7 src: r0
	102: LShImm dst: r7 imm: 32
	103: RShImm dst: r7 imm: 32
	104: StXMemDW dst: rfp src: r7 off: -88 imm: 0
	105: LoadMapPtr dst: r1 fd: 0 <m2_u>
	107: MovReg dst: r2 src: rfp
	108: AddImm dst: r2 imm: -88
	109: Call FnMapLookupElem
	110: StMemDW dst: rfp src: r0 off: -104 imm: 0
	111: StMemDW dst: rfp src: r0 off: -96 imm: 0
	112: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	113: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	114: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	115: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	116: StXMemDW dst: rfp src: r1 off: -96 imm: 0
p0_tracepoint_L7:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	117: Ja off: 0
	118: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	119: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	120: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	121: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	122: StMemDW dst: rfp src: r0 off: -120 imm: 0
	123: StMemDW dst: rfp src: r0 off: -112 imm: 0
	124: MovReg dst: r1 src: rfp
	125: AddImm dst: r1 imm: -120
	126: MovImm dst: r2 imm: 16
	127: Call FnGetCurrentComm
	128: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	129: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	130: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	131: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	132: LoadMapPtr dst: r1 fd: 0 <m1_off>
	134: MovReg dst: r2 src: rfp
	135: AddImm dst: r2 imm: -56
	136: Call FnMapLookupElem
	137: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	138: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	139: AddReg dst: r1 src: r6
	140: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	141: Ja off: -1 <p0_tracepoint_L9>
p0_tracepoint_L8:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	142: StXMemDW dst: rfp src: r6 off: -128 imm: 0
	143: LoadMapPtr dst: r1 fd: 0 <m1_off>
	145: MovReg dst: r2 src: rfp
	146: AddImm dst: r2 imm: -56
	147: MovReg dst: r3 src: rfp
	148: AddImm dst: r3 imm: -128
	149: MovImm dst: r4 imm: 0
	150: Call FnMapUpdateElem
	151: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	152: StMemDW dst: rfp src: r0 off: -136 imm: 2
	153: LoadMapPtr dst: r1 fd: 0 <lost>
	155: MovReg dst: r2 src: rfp
	156: AddImm dst: r2 imm: -136
	157: Call FnMapLookupElem
	158: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	159: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	160: AddImm dst: r1 imm: 1
	161: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L11:
	162: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	163: Ja off: 0
p0_tracepoint_L9:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	164: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:7:2: @off[@k[tid], @u[tid], comm] = count();
	165: MovImm dst: r0 imm: 0
	166: Exit
