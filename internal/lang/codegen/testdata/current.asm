map m0_s @s key=8 value=40 percpu=false array=false bucketed=false
map m1_t @t key=8 value=64 percpu=false array=false bucketed=false
map m2_u @u key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; stdin:4:1: tracepoint:syscalls:sys_enter_openat /pid > 1/ {
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -80 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -72 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -64 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -56 imm: 0
	  5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	  6: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  7: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  8: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  9: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 10: StMemDW dst: rfp src: r0 off: -88 imm: -1
	 11: StMemDW dst: rfp src: r0 off: -96 imm: -1
	   ; stdin:4:39: tracepoint:syscalls:sys_enter_openat /pid > 1/ {
	 12: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	 13: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L2>
	 14: Call FnGetCurrentPidTgid
	 15: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L2:
	   ; stdin:4:39: tracepoint:syscalls:sys_enter_openat /pid > 1/ {
	 16: Ja off: 0
	 17: MovReg dst: r6 src: r0
	 18: RShImm dst: r6 imm: 32
	 19: MovImm dst: r7 imm: 1
	 20: JGTReg dst: r6 off: -1 src: r7 <p0_tracepoint_L3>
	 21: MovImm dst: r6 imm: 0
	 22: Ja off: -1 <p0_tracepoint_L4>
p0_tracepoint_L3:
	   ; stdin:4:39: tracepoint:syscalls:sys_enter_openat /pid > 1/ {
	 23: MovImm dst: r6 imm: 1
p0_tracepoint_L4:
	   ; stdin:4:39: tracepoint:syscalls:sys_enter_openat /pid > 1/ {
	 24: Ja off: 0
	 25: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L1>
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	 26: StMemDW dst: rfp src: r0 off: -160 imm: 0
	 27: StMemDW dst: rfp src: r0 off: -152 imm: 0
	 28: StMemDW dst: rfp src: r0 off: -144 imm: 0
	 29: StMemDW dst: rfp src: r0 off: -136 imm: 0
	 30: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 31: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 32: LdXMemDW dst: r6 src: r1 off: 24 imm: 0
	 33: MovReg dst: r1 src: rfp
	 34: AddImm dst: r1 imm: -160
	 35: StMemB dst: r1 src: r0 off: 0 imm: 0
	 36: MovImm dst: r2 imm: 33
	 37: MovReg dst: r3 src: r6
	 38: Call FnProbeReadUserStr
	 39: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	 40: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L5>
	 41: Call FnGetCurrentUidGid
	 42: StXMemDW dst: rfp src: r0 off: -96 imm: 0
p0_tracepoint_L5:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	 43: Ja off: 0
	 44: MovReg dst: r6 src: r0
	 45: LShImm dst: r6 imm: 32
	 46: RShImm dst: r6 imm: 32
	 47: StXMemDW dst: rfp src: r6 off: -120 imm: 0
	 48: StMemDW dst: rfp src: r0 off: -176 imm: 0
	 49: StMemDW dst: rfp src: r0 off: -168 imm: 0
	 50: MovReg dst: r1 src: rfp
	 51: AddImm dst: r1 imm: -176
	 52: MovImm dst: r2 imm: 16
	 53: Call FnGetCurrentComm
	 54: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	 55: StXMemDW dst: rfp src: r0 off: -112 imm: 0
	 56: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	 57: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	 58: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	 59: StXMemDW dst: rfp src: r0 off: -240 imm: 0
	 60: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	 61: StXMemDW dst: rfp src: r0 off: -232 imm: 0
	 62: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 63: StXMemDW dst: rfp src: r0 off: -224 imm: 0
	 64: LdXMemDW dst: r0 src: rfp off: -136 imm: 0
	 65: StXMemDW dst: rfp src: r0 off: -216 imm: 0
	 66: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	 67: StXMemDW dst: rfp src: r0 off: -208 imm: 0
	 68: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 69: StXMemDW dst: rfp src: r0 off: -200 imm: 0
	 70: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 71: StXMemDW dst: rfp src: r0 off: -192 imm: 0
	 72: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	 73: StXMemDW dst: rfp src: r0 off: -184 imm: 0
	 74: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	 75: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L6>
	 76: Call FnGetCurrentPidTgid
	 77: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L6:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	 78: Ja off: 0
	 79: MovReg dst: r6 src: r0
	 80: LShImm dst: r6 imm: 32
	 81: RShImm dst: r6 imm: 32
	 82: StXMemDW dst: rfp src: r6 off: -248 imm: 0
	 83: LoadMapPtr dst: r1 fd: 0 <m1_t>
	 85: MovReg dst: r2 src: rfp
	 86: AddImm dst: r2 imm: -248
	 87: MovReg dst: r3 src: rfp
	 88: AddImm dst: r3 imm: -240
	 89: MovImm dst: r4 imm: 0
	 90: Call FnMapUpdateElem
	 91: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
p0_tracepoint_L8:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	 92: Ja off: 0
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	 93: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 94: LdXMemDW dst: r6 src: r1 off: 24 imm: 0
	 95: StMemDW dst: rfp src: r0 off: -136 imm: 0
	 96: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 97: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 98: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 99: StMemDW dst: rfp src: r0 off: -104 imm: 0
	100: MovReg dst: r1 src: rfp
	101: AddImm dst: r1 imm: -136
	102: MovImm dst: r2 imm: 33
	103: MovReg dst: r3 src: r6
	104: Call FnProbeReadUserStr
	105: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	106: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L9>
	107: Call FnGetCurrentPidTgid
	108: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L9:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	109: Ja off: 0
	110: MovReg dst: r6 src: r0
	111: LShImm dst: r6 imm: 32
	112: RShImm dst: r6 imm: 32
	113: StXMemDW dst: rfp src: r6 off: -144 imm: 0
	114: LoadMapPtr dst: r1 fd: 0 <m0_s>
	116: MovReg dst: r2 src: rfp
	117: AddImm dst: r2 imm: -144
	118: MovReg dst: r3 src: rfp
	119: AddImm dst: r3 imm: -136
	120: MovImm dst: r4 imm: 0
	121: Call FnMapUpdateElem
	122: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
p0_tracepoint_L11:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	123: Ja off: 0
	   ; stdin:7:2: for ($kv : @t) { @u[$kv.0] = tid; }
	124: StMemDW dst: rfp src: r0 off: -104 imm: 0
	125: MovReg dst: r1 src: rfp
	126: AddImm dst: r1 imm: -96
	127: MovImm dst: r2 imm: 88
	128: MovReg dst: r3 src: r1
	129: Call FnProbeReadKernel
	130: LoadMapPtr dst: r1 fd: 0 <m1_t>
	132: LdImmDW dst: r2 imm: -1 <p0_tracepoint_cb1>
	134: MovReg dst: r3 src: rfp
	135: MovImm dst: r4 imm: 0
	136: Call FnForEachMapElem
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	137: LoadMapPtr dst: r1 fd: 0 <events>
	139: MovImm dst: r2 imm: 96
	140: MovImm dst: r3 imm: 0
	141: Call FnRingbufReserve
	142: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	143: MovReg dst: r6 src: r0
	144: LdImmDW dst: r1 imm: 1
	146: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	147: StMemDW dst: rfp src: r0 off: -104 imm: 48
	148: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	149: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L21>
	150: Call FnGetCurrentUidGid
	151: StXMemDW dst: rfp src: r0 off: -96 imm: 0
p0_tracepoint_L21:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	152: Ja off: 0
	153: MovReg dst: r7 src: r0
	154: LShImm dst: r7 imm: 32
	155: RShImm dst: r7 imm: 32
	156: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	157: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	158: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L22>
	159: Call FnGetCurrentPidTgid
	160: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L22:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	161: Ja off: 0
	162: MovReg dst: r7 src: r0
	163: RShImm dst: r7 imm: 32
	164: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	165: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	166: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L23>
	167: Call FnGetCurrentPidTgid
	168: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L23:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	169: Ja off: 0
	170: MovReg dst: r7 src: r0
	171: LShImm dst: r7 imm: 32
	172: RShImm dst: r7 imm: 32
	173: StXMemDW dst: rfp src: r7 off: -112 imm: 0
	174: LoadMapPtr dst: r1 fd: 0 <m0_s>
	176: MovReg dst: r2 src: rfp
	177: AddImm dst: r2 imm: -112
	178: Call FnMapLookupElem
	179: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	180: MovReg dst: r3 src: r0
	181: MovReg dst: r1 src: r6
	182: LdXMemDW dst: r2 src: rfp off: -104 imm: 0
	183: AddReg dst: r1 src: r2
	184: MovImm dst: r2 imm: 34
	185: Call FnProbeReadKernelStr
	186: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	187: MovReg dst: r1 src: r6
	188: LdXMemDW dst: r2 src: rfp off: -104 imm: 0
	189: AddReg dst: r1 src: r2
	190: StMemB dst: r1 src: r0 off: 0 imm: 0
	191: MovImm dst: r0 imm: 1
p0_tracepoint_L25:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	192: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	193: MovImm dst: r0 imm: 1
p0_tracepoint_L26:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	194: JLEImm dst: r0 off: -1 imm: 34 <p0_tracepoint_L27>
	195: MovImm dst: r0 imm: 34
p0_tracepoint_L27:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	196: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	197: LdXMemDW dst: r1 src: rfp off: -104 imm: 0
	198: AddReg dst: r1 src: r0
	199: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	200: StMemDW dst: r6 src: r0 off: 32 imm: 0
	201: StMemDW dst: r6 src: r0 off: 40 imm: 0
	202: MovReg dst: r1 src: r6
	203: AddImm dst: r1 imm: 32
	204: MovImm dst: r2 imm: 16
	205: Call FnGetCurrentComm
	206: MovReg dst: r1 src: r6
	207: MovImm dst: r2 imm: 1
	208: Call FnRingbufSubmit
p0_tracepoint_L19:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	209: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	210: MovImm dst: r0 imm: 1
	211: Exit
p0_tracepoint_L7:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	212: Ja off: 0
	213: StMemDW dst: rfp src: r0 off: -256 imm: 2
	214: LoadMapPtr dst: r1 fd: 0 <lost>
	216: MovReg dst: r2 src: rfp
	217: AddImm dst: r2 imm: -256
	218: Call FnMapLookupElem
	219: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	220: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	221: AddImm dst: r1 imm: 1
	222: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	223: Ja off: -1 <p0_tracepoint_L8>
p0_tracepoint_L10:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	224: Ja off: 0
	225: StMemDW dst: rfp src: r0 off: -152 imm: 1
	226: LoadMapPtr dst: r1 fd: 0 <lost>
	228: MovReg dst: r2 src: rfp
	229: AddImm dst: r2 imm: -152
	230: Call FnMapLookupElem
	231: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	232: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	233: AddImm dst: r1 imm: 1
	234: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L29:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	235: Ja off: -1 <p0_tracepoint_L11>
p0_tracepoint_L20:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	236: Ja off: 0
	237: StMemDW dst: rfp src: r0 off: -104 imm: 2
	238: LoadMapPtr dst: r1 fd: 0 <config>
	240: MovReg dst: r2 src: rfp
	241: AddImm dst: r2 imm: -104
	242: Call FnMapLookupElem
	243: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	244: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	245: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L30>
p0_tracepoint_L31:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	246: Ja off: 0
	247: StMemDW dst: rfp src: r0 off: -112 imm: 0
	248: LoadMapPtr dst: r1 fd: 0 <lost>
	250: MovReg dst: r2 src: rfp
	251: AddImm dst: r2 imm: -112
	252: Call FnMapLookupElem
	253: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	254: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	255: AddImm dst: r1 imm: 1
	256: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L30:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	257: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_cb1:
	   ; stdin:7:2: for ($kv : @t) { @u[$kv.0] = tid; }
	258: StXMemDW dst: rfp src: r4 off: -104 imm: 0
	259: StXMemDW dst: rfp src: r2 off: -120 imm: 0
	260: StXMemDW dst: rfp src: r3 off: -128 imm: 0
	261: StMemDW dst: rfp src: r0 off: -112 imm: 0
	262: LdXMemDW dst: r0 src: r4 off: -96 imm: 0
	263: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	264: LdXMemDW dst: r0 src: r4 off: -88 imm: 0
	265: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	266: LdXMemDW dst: r0 src: r4 off: -80 imm: 0
	267: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	268: LdXMemDW dst: r0 src: r4 off: -72 imm: 0
	269: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	270: LdXMemDW dst: r0 src: r4 off: -64 imm: 0
	271: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	272: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	273: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	274: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	275: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	276: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	277: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	278: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	279: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	280: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	281: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	282: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	283: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	284: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	285: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	286: LdXMemDW dst: r2 src: rfp off: -120 imm: 0
	287: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	288: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	289: LdXMemDW dst: r3 src: rfp off: -128 imm: 0
	290: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	291: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	292: LdXMemDW dst: r0 src: r3 off: 8 imm: 0
	293: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	294: LdXMemDW dst: r0 src: r3 off: 16 imm: 0
	295: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	296: LdXMemDW dst: r0 src: r3 off: 24 imm: 0
	297: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	298: LdXMemDW dst: r0 src: r3 off: 32 imm: 0
	299: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	300: LdXMemDW dst: r0 src: r3 off: 40 imm: 0
	301: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	302: LdXMemDW dst: r0 src: r3 off: 48 imm: 0
	303: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	304: LdXMemDW dst: r0 src: r3 off: 56 imm: 0
	305: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	306: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	307: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L15>
	308: Call FnGetCurrentPidTgid
	309: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L15:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	310: Ja off: 0
	311: MovReg dst: r6 src: r0
	312: LShImm dst: r6 imm: 32
	313: RShImm dst: r6 imm: 32
	314: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	315: LdXMemDW dst: r6 src: rfp off: -80 imm: 0
	316: StXMemDW dst: rfp src: r6 off: -144 imm: 0
	317: LoadMapPtr dst: r1 fd: 0 <m2_u>
	319: MovReg dst: r2 src: rfp
	320: AddImm dst: r2 imm: -144
	321: MovReg dst: r3 src: rfp
	322: AddImm dst: r3 imm: -136
	323: MovImm dst: r4 imm: 0
	324: Call FnMapUpdateElem
	325: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L16>
p0_tracepoint_L17:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	326: Ja off: 0
	327: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L14:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	328: LdXMemDW dst: r4 src: rfp off: -104 imm: 0
	329: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	330: StXMemDW dst: r4 src: r0 off: -96 imm: 0
	331: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	332: StXMemDW dst: r4 src: r0 off: -88 imm: 0
	333: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	334: StXMemDW dst: r4 src: r0 off: -80 imm: 0
	335: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	336: StXMemDW dst: r4 src: r0 off: -72 imm: 0
	337: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	338: StXMemDW dst: r4 src: r0 off: -64 imm: 0
	339: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	340: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	341: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	342: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	343: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	344: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	345: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	346: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	347: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	348: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	349: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	350: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	351: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	352: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	353: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	354: Exit
p0_tracepoint_L16:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	355: Ja off: 0
	356: StMemDW dst: rfp src: r0 off: -152 imm: 3
	357: LoadMapPtr dst: r1 fd: 0 <lost>
	359: MovReg dst: r2 src: rfp
	360: AddImm dst: r2 imm: -152
	361: Call FnMapLookupElem
	362: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	363: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	364: AddImm dst: r1 imm: 1
	365: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L18:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	366: Ja off: -1 <p0_tracepoint_L17>
