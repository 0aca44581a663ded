map m0_bytes @bytes key=4 value=8 percpu=true array=true bucketed=true
map m1_files @files key=80 value=8 percpu=true array=false bucketed=false
map m2_start @start key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; stdin:1:1: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -24 imm: -1
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  3: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	  4: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L2>
	  5: Call FnGetCurrentPidTgid
	  6: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_tracepoint_L2:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  7: Ja off: 0
	  8: MovReg dst: r6 src: r0
	  9: RShImm dst: r6 imm: 32
	 10: MovImm dst: r7 imm: 1
	 11: JGTReg dst: r6 off: -1 src: r7 <p0_tracepoint_L3>
	 12: MovImm dst: r6 imm: 0
	 13: Ja off: -1 <p0_tracepoint_L4>
p0_tracepoint_L3:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 14: MovImm dst: r6 imm: 1
p0_tracepoint_L4:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 15: Ja off: 0
	 16: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L6>
	 17: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 18: LdXMemDW dst: r7 src: r1 off: 32 imm: 0
	 19: MovImm dst: r8 imm: 0
	 20: JNEReg dst: r7 off: -1 src: r8 <p0_tracepoint_L7>
	 21: MovImm dst: r7 imm: 0
	 22: Ja off: -1 <p0_tracepoint_L8>
p0_tracepoint_L7:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 23: MovImm dst: r7 imm: 1
p0_tracepoint_L8:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 24: Ja off: 0
	 25: MovImm dst: r6 imm: 0
	 26: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L5>
	 27: MovImm dst: r6 imm: 1
	 28: Ja off: -1 <p0_tracepoint_L5>
p0_tracepoint_L6:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 29: MovImm dst: r6 imm: 0
p0_tracepoint_L5:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 30: Ja off: 0
	 31: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L1>
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 32: MovImm dst: r6 imm: 1
	 33: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 34: StMemDW dst: rfp src: r0 off: -96 imm: 0
	 35: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 37: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 38: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 39: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 40: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 41: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 42: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 43: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 44: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 45: MovReg dst: r1 src: rfp
	 46: AddImm dst: r1 imm: -120
	 47: MovImm dst: r2 imm: 16
	 48: Call FnGetCurrentComm
	 49: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 50: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	 51: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 52: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 53: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 54: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	 55: StMemDW dst: rfp src: r0 off: -184 imm: 0
	 56: StMemDW dst: rfp src: r0 off: -176 imm: 0
	 57: StMemDW dst: rfp src: r0 off: -168 imm: 0
	 58: StMemDW dst: rfp src: r0 off: -160 imm: 0
	 59: StMemDW dst: rfp src: r0 off: -152 imm: 0
	 60: StMemDW dst: rfp src: r0 off: -144 imm: 0
	 61: StMemDW dst: rfp src: r0 off: -136 imm: 0
	 62: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 63: MovReg dst: r1 src: rfp
	 64: AddImm dst: r1 imm: -184
	 65: MovImm dst: r2 imm: 64
	 66: MovReg dst: r3 src: r7
	 67: Call FnProbeReadUserStr
	 68: LdXMemDW dst: r0 src: rfp off: -184 imm: 0
	 69: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	 70: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	 71: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	 72: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	 73: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 74: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	 75: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 76: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	 77: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 78: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 79: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 80: LdXMemDW dst: r0 src: rfp off: -136 imm: 0
	 81: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 82: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	 83: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 84: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 86: MovReg dst: r2 src: rfp
	 87: AddImm dst: r2 imm: -104
	 88: Call FnMapLookupElem
	 89: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L9>
	 90: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 91: AddReg dst: r1 src: r6
	 92: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 93: Ja off: -1 <p0_tracepoint_L10>
p0_tracepoint_L9:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 94: StXMemDW dst: rfp src: r6 off: -192 imm: 0
	 95: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 97: MovReg dst: r2 src: rfp
	 98: AddImm dst: r2 imm: -104
	 99: MovReg dst: r3 src: rfp
	100: AddImm dst: r3 imm: -192
	101: MovImm dst: r4 imm: 0
	102: Call FnMapUpdateElem
	103: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
p0_tracepoint_L12:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	104: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	105: Ja off: 0
	   ; stdin:3:2: @bytes = hist(args.flags);
	106: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	107: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	108: MovReg dst: r7 src: r6
	109: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L13>
	110: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L14>
	111: MovImm dst: r1 imm: 2
	112: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L16>
	113: RShImm dst: r7 imm: 16
	114: AddImm dst: r1 imm: 16
p0_tracepoint_L16:
	   ; stdin:3:2: @bytes = hist(args.flags);
	115: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L17>
	116: RShImm dst: r7 imm: 8
	117: AddImm dst: r1 imm: 8
p0_tracepoint_L17:
	   ; stdin:3:2: @bytes = hist(args.flags);
	118: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L18>
	119: RShImm dst: r7 imm: 4
	120: AddImm dst: r1 imm: 4
p0_tracepoint_L18:
	   ; stdin:3:2: @bytes = hist(args.flags);
	121: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L19>
	122: RShImm dst: r7 imm: 2
	123: AddImm dst: r1 imm: 2
p0_tracepoint_L19:
	   ; stdin:3:2: @bytes = hist(args.flags);
	124: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L20>
	125: RShImm dst: r7 imm: 1
	126: AddImm dst: r1 imm: 1
p0_tracepoint_L20:
	   ; stdin:3:2: @bytes = hist(args.flags);
	127: MovReg dst: r7 src: r1
	128: Ja off: -1 <p0_tracepoint_L15>
p0_tracepoint_L13:
	   ; stdin:3:2: @bytes = hist(args.flags);
	129: MovImm dst: r7 imm: 0
	130: Ja off: -1 <p0_tracepoint_L15>
p0_tracepoint_L14:
	   ; stdin:3:2: @bytes = hist(args.flags);
	131: MovImm dst: r7 imm: 1
p0_tracepoint_L15:
	   ; stdin:3:2: @bytes = hist(args.flags);
	132: Ja off: 0
	133: MovImm dst: r6 imm: 1
	134: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	135: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	137: MovReg dst: r2 src: rfp
	138: AddImm dst: r2 imm: -32
	139: Call FnMapLookupElem
	140: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L21>
	141: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	142: AddReg dst: r1 src: r6
	143: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	144: Ja off: -1 <p0_tracepoint_L22>
p0_tracepoint_L21:
	   ; stdin:3:2: @bytes = hist(args.flags);
	145: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	146: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	148: MovReg dst: r2 src: rfp
	149: AddImm dst: r2 imm: -32
	150: MovReg dst: r3 src: rfp
	151: AddImm dst: r3 imm: -40
	152: MovImm dst: r4 imm: 0
	153: Call FnMapUpdateElem
	154: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
p0_tracepoint_L24:
	   ; stdin:3:2: @bytes = hist(args.flags);
	155: Ja off: 0
p0_tracepoint_L22:
	   ; stdin:3:2: @bytes = hist(args.flags);
	156: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	157: LoadMapPtr dst: r1 fd: 0 <events>
	159: MovImm dst: r2 imm: 144
	160: MovImm dst: r3 imm: 0
	161: Call FnRingbufReserve
	162: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	163: MovReg dst: r6 src: r0
	164: LdImmDW dst: r1 imm: 1
	166: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	167: StMemDW dst: rfp src: r0 off: -32 imm: 72
	168: StMemDW dst: r6 src: r0 off: 8 imm: 0
	169: StMemDW dst: r6 src: r0 off: 16 imm: 0
	170: MovReg dst: r1 src: r6
	171: AddImm dst: r1 imm: 8
	172: MovImm dst: r2 imm: 16
	173: Call FnGetCurrentComm
	174: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	175: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	176: MovReg dst: r1 src: r6
	177: AddImm dst: r1 imm: 24
	178: StMemB dst: r1 src: r0 off: 0 imm: 0
	179: MovImm dst: r2 imm: 17
	180: MovReg dst: r3 src: r7
	181: Call FnProbeReadUserStr
	182: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	183: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	184: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	185: Call FnGetCurrentUidGid
	186: MovReg dst: r7 src: r0
	187: LShImm dst: r7 imm: 32
	188: RShImm dst: r7 imm: 32
	189: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	190: StMemDW dst: rfp src: r0 off: -96 imm: 0
	191: StMemDW dst: rfp src: r0 off: -88 imm: 0
	192: StMemDW dst: rfp src: r0 off: -80 imm: 0
	193: StMemDW dst: rfp src: r0 off: -72 imm: 0
	194: StMemDW dst: rfp src: r0 off: -64 imm: 0
	195: StMemDW dst: rfp src: r0 off: -56 imm: 0
	196: StMemDW dst: rfp src: r0 off: -48 imm: 0
	197: StMemDW dst: rfp src: r0 off: -40 imm: 0
	198: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	199: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	200: AndImm dst: r1 imm: 65535
	201: AddReg dst: r3 src: r1
	202: MovReg dst: r1 src: rfp
	203: AddImm dst: r1 imm: -96
	204: MovImm dst: r2 imm: 64
	205: Call FnProbeReadKernelStr
	206: MovReg dst: r1 src: r6
	207: LdXMemDW dst: r2 src: rfp off: -32 imm: 0
	208: AddReg dst: r1 src: r2
	209: MovImm dst: r2 imm: 65
	210: MovReg dst: r3 src: rfp
	211: AddImm dst: r3 imm: -96
	212: Call FnProbeReadKernelStr
	213: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	214: MovImm dst: r0 imm: 1
p0_tracepoint_L27:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	215: JLEImm dst: r0 off: -1 imm: 65 <p0_tracepoint_L28>
	216: MovImm dst: r0 imm: 65
p0_tracepoint_L28:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	217: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	218: LdXMemDW dst: r1 src: rfp off: -32 imm: 0
	219: AddReg dst: r1 src: r0
	220: StXMemDW dst: rfp src: r1 off: -32 imm: 0
	221: MovReg dst: r1 src: r6
	222: MovImm dst: r2 imm: 1
	223: Call FnRingbufSubmit
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	224: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	225: Call FnKtimeGetNs
	226: MovReg dst: r6 src: r0
	227: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	228: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	229: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L29>
	230: Call FnGetCurrentPidTgid
	231: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_tracepoint_L29:
	   ; stdin:5:2: @start[tid] = nsecs;
	232: Ja off: 0
	233: MovReg dst: r6 src: r0
	234: LShImm dst: r6 imm: 32
	235: RShImm dst: r6 imm: 32
	236: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	237: LoadMapPtr dst: r1 fd: 0 <m2_start>
	239: MovReg dst: r2 src: rfp
	240: AddImm dst: r2 imm: -40
	241: MovReg dst: r3 src: rfp
	242: AddImm dst: r3 imm: -32
	243: MovImm dst: r4 imm: 0
	244: Call FnMapUpdateElem
	245: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
p0_tracepoint_L31:
	   ; stdin:5:2: @start[tid] = nsecs;
	246: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	247: Call FnKtimeGetNs
	248: MovReg dst: r6 src: r0
	249: StMemDW dst: rfp src: r0 off: -32 imm: 0
	250: LoadMapPtr dst: r1 fd: 0 <config>
	252: MovReg dst: r2 src: rfp
	253: AddImm dst: r2 imm: -32
	254: Call FnMapLookupElem
	255: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	256: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	257: SubReg dst: r6 src: r1
p0_tracepoint_L32:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	258: Ja off: 0
	259: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	260: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L33>
	261: Call FnGetCurrentPidTgid
	262: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_tracepoint_L33:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	263: Ja off: 0
	264: MovReg dst: r7 src: r0
	265: LShImm dst: r7 imm: 32
	266: RShImm dst: r7 imm: 32
	267: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	268: LoadMapPtr dst: r1 fd: 0 <m2_start>
	270: MovReg dst: r2 src: rfp
	271: AddImm dst: r2 imm: -40
	272: Call FnMapLookupElem
	273: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L34>
	274: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	275: Ja off: -1 <p0_tracepoint_L35>
p0_tracepoint_L34:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	276: MovImm dst: r7 imm: 0
p0_tracepoint_L35:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	277: Ja off: 0
	278: SubReg dst: r6 src: r7
	279: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	280: LoadMapPtr dst: r1 fd: 0 <events>
	282: MovImm dst: r2 imm: 32
	283: MovImm dst: r3 imm: 0
	284: Call FnRingbufReserve
	285: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L37>
	286: MovReg dst: r6 src: r0
	287: LdImmDW dst: r1 imm: 4294967297
	289: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	290: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	291: AddImm dst: r7 imm: 44
	292: StMemDW dst: rfp src: r0 off: -40 imm: 0
	293: StMemDW dst: rfp src: r0 off: -32 imm: 0
	294: MovReg dst: r1 src: rfp
	295: AddImm dst: r1 imm: -40
	296: MovImm dst: r2 imm: 16
	297: MovReg dst: r3 src: r7
	298: Call FnProbeReadKernel
	299: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	300: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	301: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	302: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	303: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	304: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	305: MovReg dst: r1 src: r6
	306: MovImm dst: r2 imm: 1
	307: Call FnRingbufSubmit
p0_tracepoint_L36:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	308: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	309: StMemDW dst: rfp src: r0 off: -40 imm: 0
	310: StMemDW dst: rfp src: r0 off: -32 imm: 0
	311: MovReg dst: r1 src: rfp
	312: AddImm dst: r1 imm: -40
	313: MovImm dst: r2 imm: 16
	314: Call FnGetCurrentComm
	315: LdImmDW dst: r0 imm: 1752392034
	317: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	318: LdXMemB dst: r1 src: rfp off: -40 imm: 0
	319: LdXMemB dst: r2 src: rfp off: -48 imm: 0
	320: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L40>
	321: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L41_eq>
	322: LdXMemB dst: r1 src: rfp off: -39 imm: 0
	323: LdXMemB dst: r2 src: rfp off: -47 imm: 0
	324: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L40>
	325: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L41_eq>
	326: LdXMemB dst: r1 src: rfp off: -38 imm: 0
	327: LdXMemB dst: r2 src: rfp off: -46 imm: 0
	328: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L40>
	329: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L41_eq>
	330: LdXMemB dst: r1 src: rfp off: -37 imm: 0
	331: LdXMemB dst: r2 src: rfp off: -45 imm: 0
	332: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L40>
	333: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L41_eq>
p0_tracepoint_L41_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	334: MovImm dst: r6 imm: 0
	335: Ja off: -1 <p0_tracepoint_L41>
p0_tracepoint_L40:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	336: MovImm dst: r6 imm: 1
p0_tracepoint_L41:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	337: Ja off: 0
	338: MovImm dst: r7 imm: 0
	339: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L42>
	340: MovImm dst: r6 imm: 0
	341: Ja off: -1 <p0_tracepoint_L43>
p0_tracepoint_L42:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	342: MovImm dst: r6 imm: 1
p0_tracepoint_L43:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	343: Ja off: 0
	344: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L38>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	345: LdImmDW dst: r0 imm: 2
	347: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	348: StMemDW dst: rfp src: r0 off: -56 imm: 0
	349: StMemDW dst: rfp src: r0 off: -72 imm: 2
	350: LoadMapPtr dst: r1 fd: 0 <config>
	352: MovReg dst: r2 src: rfp
	353: AddImm dst: r2 imm: -72
	354: Call FnMapLookupElem
	355: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L44>
	356: LdXMemW dst: r1 src: rfp off: -56 imm: 0
	357: LdImmDW dst: r2 imm: 4294967296
	359: OrReg dst: r1 src: r2
	360: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L44:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	361: Ja off: 0
	362: LoadMapPtr dst: r1 fd: 0 <events>
	364: MovReg dst: r2 src: rfp
	365: AddImm dst: r2 imm: -64
	366: MovImm dst: r3 imm: 16
	367: MovImm dst: r4 imm: 2
	368: Call FnRingbufOutput
	369: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L45>
p0_tracepoint_L46:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	370: Ja off: 0
	371: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L38:
	372: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	373: MovImm dst: r0 imm: 1
	374: Exit
p0_tracepoint_L11:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	375: Ja off: 0
	376: StMemDW dst: rfp src: r0 off: -200 imm: 2
	377: LoadMapPtr dst: r1 fd: 0 <lost>
	379: MovReg dst: r2 src: rfp
	380: AddImm dst: r2 imm: -200
	381: Call FnMapLookupElem
	382: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L47>
	383: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	384: AddImm dst: r1 imm: 1
	385: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L47:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	386: Ja off: -1 <p0_tracepoint_L12>
p0_tracepoint_L23:
	   ; stdin:3:2: @bytes = hist(args.flags);
	387: Ja off: 0
	388: StMemDW dst: rfp src: r0 off: -48 imm: 1
	389: LoadMapPtr dst: r1 fd: 0 <lost>
	391: MovReg dst: r2 src: rfp
	392: AddImm dst: r2 imm: -48
	393: Call FnMapLookupElem
	394: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L48>
	395: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	396: AddImm dst: r1 imm: 1
	397: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L48:
	   ; stdin:3:2: @bytes = hist(args.flags);
	398: Ja off: -1 <p0_tracepoint_L24>
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	399: Ja off: 0
	400: StMemDW dst: rfp src: r0 off: -32 imm: 2
	401: LoadMapPtr dst: r1 fd: 0 <config>
	403: MovReg dst: r2 src: rfp
	404: AddImm dst: r2 imm: -32
	405: Call FnMapLookupElem
	406: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L50>
	407: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	408: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L49>
p0_tracepoint_L50:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	409: Ja off: 0
	410: StMemDW dst: rfp src: r0 off: -40 imm: 0
	411: LoadMapPtr dst: r1 fd: 0 <lost>
	413: MovReg dst: r2 src: rfp
	414: AddImm dst: r2 imm: -40
	415: Call FnMapLookupElem
	416: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L49>
	417: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	418: AddImm dst: r1 imm: 1
	419: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L49:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	420: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L30:
	   ; stdin:5:2: @start[tid] = nsecs;
	421: Ja off: 0
	422: StMemDW dst: rfp src: r0 off: -48 imm: 3
	423: LoadMapPtr dst: r1 fd: 0 <lost>
	425: MovReg dst: r2 src: rfp
	426: AddImm dst: r2 imm: -48
	427: Call FnMapLookupElem
	428: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L51>
	429: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	430: AddImm dst: r1 imm: 1
	431: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L51:
	   ; stdin:5:2: @start[tid] = nsecs;
	432: Ja off: -1 <p0_tracepoint_L31>
p0_tracepoint_L37:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	433: Ja off: 0
	434: StMemDW dst: rfp src: r0 off: -32 imm: 2
	435: LoadMapPtr dst: r1 fd: 0 <config>
	437: MovReg dst: r2 src: rfp
	438: AddImm dst: r2 imm: -32
	439: Call FnMapLookupElem
	440: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L53>
	441: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	442: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L52>
p0_tracepoint_L53:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	443: Ja off: 0
	444: StMemDW dst: rfp src: r0 off: -40 imm: 0
	445: LoadMapPtr dst: r1 fd: 0 <lost>
	447: MovReg dst: r2 src: rfp
	448: AddImm dst: r2 imm: -40
	449: Call FnMapLookupElem
	450: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L52>
	451: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	452: AddImm dst: r1 imm: 1
	453: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L52:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	454: Ja off: -1 <p0_tracepoint_L36>
p0_tracepoint_L45:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	455: Ja off: 0
	456: StMemDW dst: rfp src: r0 off: -80 imm: 2
	457: LoadMapPtr dst: r1 fd: 0 <config>
	459: MovReg dst: r2 src: rfp
	460: AddImm dst: r2 imm: -80
	461: Call FnMapLookupElem
	462: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L55>
	463: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	464: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L54>
p0_tracepoint_L55:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	465: Ja off: 0
	466: StMemDW dst: rfp src: r0 off: -88 imm: 0
	467: LoadMapPtr dst: r1 fd: 0 <lost>
	469: MovReg dst: r2 src: rfp
	470: AddImm dst: r2 imm: -88
	471: Call FnMapLookupElem
	472: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L54>
	473: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	474: AddImm dst: r1 imm: 1
	475: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L54:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	476: Ja off: -1 <p0_tracepoint_L46>
