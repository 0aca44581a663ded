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
	 91: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L7>
	 92: StMemDW dst: rfp src: r0 off: -256 imm: 2
	 93: LoadMapPtr dst: r1 fd: 0 <lost>
	 95: MovReg dst: r2 src: rfp
	 96: AddImm dst: r2 imm: -256
	 97: Call FnMapLookupElem
	 98: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	 99: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	100: AddImm dst: r1 imm: 1
	101: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L8:
	102: Ja off: 0
p0_tracepoint_L7:
	   ; stdin:5:2: @t[tid] = (str(args.filename, 32), uid, comm);
	103: Ja off: 0
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	104: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	105: LdXMemDW dst: r6 src: r1 off: 24 imm: 0
	106: StMemDW dst: rfp src: r0 off: -136 imm: 0
	107: StMemDW dst: rfp src: r0 off: -128 imm: 0
	108: StMemDW dst: rfp src: r0 off: -120 imm: 0
	109: StMemDW dst: rfp src: r0 off: -112 imm: 0
	110: StMemDW dst: rfp src: r0 off: -104 imm: 0
	111: MovReg dst: r1 src: rfp
	112: AddImm dst: r1 imm: -136
	113: MovImm dst: r2 imm: 33
	114: MovReg dst: r3 src: r6
	115: Call FnProbeReadUserStr
	116: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	117: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L9>
	118: Call FnGetCurrentPidTgid
	119: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L9:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	120: Ja off: 0
	121: MovReg dst: r6 src: r0
	122: LShImm dst: r6 imm: 32
	123: RShImm dst: r6 imm: 32
	124: StXMemDW dst: rfp src: r6 off: -144 imm: 0
	125: LoadMapPtr dst: r1 fd: 0 <m0_s>
	127: MovReg dst: r2 src: rfp
	128: AddImm dst: r2 imm: -144
	129: MovReg dst: r3 src: rfp
	130: AddImm dst: r3 imm: -136
	131: MovImm dst: r4 imm: 0
	132: Call FnMapUpdateElem
	133: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	134: StMemDW dst: rfp src: r0 off: -152 imm: 1
	135: LoadMapPtr dst: r1 fd: 0 <lost>
	137: MovReg dst: r2 src: rfp
	138: AddImm dst: r2 imm: -152
	139: Call FnMapLookupElem
	140: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	141: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	142: AddImm dst: r1 imm: 1
	143: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L11:
	144: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:6:2: @s[tid] = str(args.filename, 32);
	145: Ja off: 0
	   ; stdin:7:2: for ($kv : @t) { @u[$kv.0] = tid; }
	146: StMemDW dst: rfp src: r0 off: -104 imm: 0
	147: MovReg dst: r1 src: rfp
	148: AddImm dst: r1 imm: -96
	149: MovImm dst: r2 imm: 88
	150: MovReg dst: r3 src: r1
	151: Call FnProbeReadKernel
	152: LoadMapPtr dst: r1 fd: 0 <m1_t>
	154: LdImmDW dst: r2 imm: -1 <p0_tracepoint_cb1>
	156: MovReg dst: r3 src: rfp
	157: MovImm dst: r4 imm: 0
	158: Call FnForEachMapElem
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	159: LoadMapPtr dst: r1 fd: 0 <events>
	161: MovImm dst: r2 imm: 96
	162: MovImm dst: r3 imm: 0
	163: Call FnRingbufReserve
	164: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	165: StMemDW dst: rfp src: r0 off: -104 imm: 2
	166: LoadMapPtr dst: r1 fd: 0 <config>
	168: MovReg dst: r2 src: rfp
	169: AddImm dst: r2 imm: -104
	170: Call FnMapLookupElem
	171: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L21>
	172: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	173: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L20>
p0_tracepoint_L21:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	174: Ja off: 0
	175: StMemDW dst: rfp src: r0 off: -112 imm: 0
	176: LoadMapPtr dst: r1 fd: 0 <lost>
	178: MovReg dst: r2 src: rfp
	179: AddImm dst: r2 imm: -112
	180: Call FnMapLookupElem
	181: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	182: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	183: AddImm dst: r1 imm: 1
	184: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L20:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	185: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_L18:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	186: MovReg dst: r6 src: r0
	187: LdImmDW dst: r1 imm: 1
	189: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	190: StMemDW dst: rfp src: r0 off: -120 imm: 48
	191: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	192: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L22>
	193: Call FnGetCurrentUidGid
	194: StXMemDW dst: rfp src: r0 off: -96 imm: 0
p0_tracepoint_L22:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	195: Ja off: 0
	196: MovReg dst: r7 src: r0
	197: LShImm dst: r7 imm: 32
	198: RShImm dst: r7 imm: 32
	199: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	200: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	201: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L23>
	202: Call FnGetCurrentPidTgid
	203: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L23:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	204: Ja off: 0
	205: MovReg dst: r7 src: r0
	206: RShImm dst: r7 imm: 32
	207: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	208: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	209: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L24>
	210: Call FnGetCurrentPidTgid
	211: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L24:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	212: Ja off: 0
	213: MovReg dst: r7 src: r0
	214: LShImm dst: r7 imm: 32
	215: RShImm dst: r7 imm: 32
	216: StXMemDW dst: rfp src: r7 off: -128 imm: 0
	217: LoadMapPtr dst: r1 fd: 0 <m0_s>
	219: MovReg dst: r2 src: rfp
	220: AddImm dst: r2 imm: -128
	221: Call FnMapLookupElem
	222: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	223: MovReg dst: r3 src: r0
	224: MovReg dst: r1 src: r6
	225: LdXMemDW dst: r2 src: rfp off: -120 imm: 0
	226: AddReg dst: r1 src: r2
	227: MovImm dst: r2 imm: 34
	228: Call FnProbeReadKernelStr
	229: Ja off: -1 <p0_tracepoint_L26>
p0_tracepoint_L25:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	230: MovReg dst: r1 src: r6
	231: LdXMemDW dst: r2 src: rfp off: -120 imm: 0
	232: AddReg dst: r1 src: r2
	233: StMemB dst: r1 src: r0 off: 0 imm: 0
	234: MovImm dst: r0 imm: 1
p0_tracepoint_L26:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	235: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	236: MovImm dst: r0 imm: 1
p0_tracepoint_L27:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	237: JLEImm dst: r0 off: -1 imm: 34 <p0_tracepoint_L28>
	238: MovImm dst: r0 imm: 34
p0_tracepoint_L28:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	239: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	240: LdXMemDW dst: r1 src: rfp off: -120 imm: 0
	241: AddReg dst: r1 src: r0
	242: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	243: StMemDW dst: r6 src: r0 off: 32 imm: 0
	244: StMemDW dst: r6 src: r0 off: 40 imm: 0
	245: MovReg dst: r1 src: r6
	246: AddImm dst: r1 imm: 32
	247: MovImm dst: r2 imm: 16
	248: Call FnGetCurrentComm
	249: MovReg dst: r1 src: r6
	250: MovImm dst: r2 imm: 1
	251: Call FnRingbufSubmit
p0_tracepoint_L19:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	252: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:2: printf("%d %d %s %s\n", uid, pid, @s[tid], comm);
	253: MovImm dst: r0 imm: 1
	254: Exit
p0_tracepoint_cb1:
	   ; stdin:7:2: for ($kv : @t) { @u[$kv.0] = tid; }
	255: StXMemDW dst: rfp src: r4 off: -104 imm: 0
	256: StXMemDW dst: rfp src: r2 off: -120 imm: 0
	257: StXMemDW dst: rfp src: r3 off: -128 imm: 0
	258: StMemDW dst: rfp src: r0 off: -112 imm: 0
	259: LdXMemDW dst: r0 src: r4 off: -96 imm: 0
	260: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	261: LdXMemDW dst: r0 src: r4 off: -88 imm: 0
	262: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	263: LdXMemDW dst: r0 src: r4 off: -80 imm: 0
	264: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	265: LdXMemDW dst: r0 src: r4 off: -72 imm: 0
	266: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	267: LdXMemDW dst: r0 src: r4 off: -64 imm: 0
	268: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	269: LdXMemDW dst: r0 src: r4 off: -56 imm: 0
	270: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	271: LdXMemDW dst: r0 src: r4 off: -48 imm: 0
	272: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	273: LdXMemDW dst: r0 src: r4 off: -40 imm: 0
	274: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	275: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	276: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	277: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	278: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	279: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	280: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	281: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	282: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	283: LdXMemDW dst: r2 src: rfp off: -120 imm: 0
	284: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	285: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	286: LdXMemDW dst: r3 src: rfp off: -128 imm: 0
	287: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	288: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	289: LdXMemDW dst: r0 src: r3 off: 8 imm: 0
	290: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	291: LdXMemDW dst: r0 src: r3 off: 16 imm: 0
	292: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	293: LdXMemDW dst: r0 src: r3 off: 24 imm: 0
	294: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	295: LdXMemDW dst: r0 src: r3 off: 32 imm: 0
	296: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	297: LdXMemDW dst: r0 src: r3 off: 40 imm: 0
	298: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	299: LdXMemDW dst: r0 src: r3 off: 48 imm: 0
	300: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	301: LdXMemDW dst: r0 src: r3 off: 56 imm: 0
	302: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	303: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	304: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L15>
	305: Call FnGetCurrentPidTgid
	306: StXMemDW dst: rfp src: r0 off: -88 imm: 0
p0_tracepoint_L15:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	307: Ja off: 0
	308: MovReg dst: r6 src: r0
	309: LShImm dst: r6 imm: 32
	310: RShImm dst: r6 imm: 32
	311: StXMemDW dst: rfp src: r6 off: -136 imm: 0
	312: LdXMemDW dst: r6 src: rfp off: -80 imm: 0
	313: StXMemDW dst: rfp src: r6 off: -144 imm: 0
	314: LoadMapPtr dst: r1 fd: 0 <m2_u>
	316: MovReg dst: r2 src: rfp
	317: AddImm dst: r2 imm: -144
	318: MovReg dst: r3 src: rfp
	319: AddImm dst: r3 imm: -136
	320: MovImm dst: r4 imm: 0
	321: Call FnMapUpdateElem
	322: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L16>
	323: StMemDW dst: rfp src: r0 off: -152 imm: 3
	324: LoadMapPtr dst: r1 fd: 0 <lost>
	326: MovReg dst: r2 src: rfp
	327: AddImm dst: r2 imm: -152
	328: Call FnMapLookupElem
	329: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L17>
	330: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	331: AddImm dst: r1 imm: 1
	332: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L17:
	333: Ja off: 0
p0_tracepoint_L16:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	334: Ja off: 0
	335: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L14:
	   ; stdin:7:19: for ($kv : @t) { @u[$kv.0] = tid; }
	336: LdXMemDW dst: r4 src: rfp off: -104 imm: 0
	337: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	338: StXMemDW dst: r4 src: r0 off: -96 imm: 0
	339: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	340: StXMemDW dst: r4 src: r0 off: -88 imm: 0
	341: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	342: StXMemDW dst: r4 src: r0 off: -80 imm: 0
	343: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	344: StXMemDW dst: r4 src: r0 off: -72 imm: 0
	345: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	346: StXMemDW dst: r4 src: r0 off: -64 imm: 0
	347: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	348: StXMemDW dst: r4 src: r0 off: -56 imm: 0
	349: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	350: StXMemDW dst: r4 src: r0 off: -48 imm: 0
	351: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	352: StXMemDW dst: r4 src: r0 off: -40 imm: 0
	353: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	354: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	355: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	356: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	357: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	358: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	359: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	360: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	361: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	362: Exit
