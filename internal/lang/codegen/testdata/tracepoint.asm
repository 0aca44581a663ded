map m0_bytes @bytes key=8 value=8 percpu=true array=false bucketed=true
map m1_files @files key=80 value=8 percpu=true array=false bucketed=false
map m2_start @start key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	   ; stdin:1:1: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  2: Call FnGetCurrentPidTgid
	  3: MovReg dst: r6 src: r0
	  4: RShImm dst: r6 imm: 32
	  5: MovImm dst: r7 imm: 1
	  6: JGTReg dst: r6 off: -1 src: r7 <p0_tracepoint_L2>
	  7: MovImm dst: r6 imm: 0
	  8: Ja off: -1 <p0_tracepoint_L3>
p0_tracepoint_L2:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	  9: MovImm dst: r6 imm: 1
p0_tracepoint_L3:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 10: Ja off: 0
	 11: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L5>
	 12: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 13: LdXMemDW dst: r7 src: r1 off: 32 imm: 0
	 14: MovImm dst: r8 imm: 0
	 15: JNEReg dst: r7 off: -1 src: r8 <p0_tracepoint_L6>
	 16: MovImm dst: r7 imm: 0
	 17: Ja off: -1 <p0_tracepoint_L7>
p0_tracepoint_L6:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 18: MovImm dst: r7 imm: 1
p0_tracepoint_L7:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 19: Ja off: 0
	 20: MovImm dst: r6 imm: 0
	 21: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L4>
	 22: MovImm dst: r6 imm: 1
	 23: Ja off: -1 <p0_tracepoint_L4>
p0_tracepoint_L5:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 24: MovImm dst: r6 imm: 0
p0_tracepoint_L4:
	   ; stdin:1:39: tracepoint:syscalls:sys_enter_openat /pid > 1 && args.flags != 0/ {
	 25: Ja off: 0
	 26: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L1>
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 27: MovImm dst: r6 imm: 1
	 28: StMemDW dst: rfp src: r0 off: -96 imm: 0
	 29: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 30: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 31: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 32: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 33: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 34: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 35: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 37: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 38: MovReg dst: r1 src: rfp
	 39: AddImm dst: r1 imm: -112
	 40: MovImm dst: r2 imm: 16
	 41: Call FnGetCurrentComm
	 42: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 43: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 44: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	 45: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	 46: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 47: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	 48: StMemDW dst: rfp src: r0 off: -176 imm: 0
	 49: StMemDW dst: rfp src: r0 off: -168 imm: 0
	 50: StMemDW dst: rfp src: r0 off: -160 imm: 0
	 51: StMemDW dst: rfp src: r0 off: -152 imm: 0
	 52: StMemDW dst: rfp src: r0 off: -144 imm: 0
	 53: StMemDW dst: rfp src: r0 off: -136 imm: 0
	 54: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 55: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 56: MovReg dst: r1 src: rfp
	 57: AddImm dst: r1 imm: -176
	 58: MovImm dst: r2 imm: 64
	 59: MovReg dst: r3 src: r7
	 60: Call FnProbeReadUserStr
	 61: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	 62: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	 63: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	 64: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 65: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	 66: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 67: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	 68: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 69: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 70: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 71: LdXMemDW dst: r0 src: rfp off: -136 imm: 0
	 72: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 73: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	 74: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 75: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 76: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 77: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 79: MovReg dst: r2 src: rfp
	 80: AddImm dst: r2 imm: -96
	 81: Call FnMapLookupElem
	 82: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	 83: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 84: AddReg dst: r1 src: r6
	 85: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 86: Ja off: -1 <p0_tracepoint_L9>
p0_tracepoint_L8:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 87: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	 88: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 90: MovReg dst: r2 src: rfp
	 91: AddImm dst: r2 imm: -96
	 92: MovReg dst: r3 src: rfp
	 93: AddImm dst: r3 imm: -184
	 94: MovImm dst: r4 imm: 0
	 95: Call FnMapUpdateElem
p0_tracepoint_L9:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 96: Ja off: 0
	   ; stdin:3:2: @bytes = hist(args.flags);
	 97: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 98: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	 99: MovReg dst: r7 src: r6
	100: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L10>
	101: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L11>
	102: MovImm dst: r1 imm: 2
	103: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L13>
	104: RShImm dst: r7 imm: 16
	105: AddImm dst: r1 imm: 16
p0_tracepoint_L13:
	   ; stdin:3:2: @bytes = hist(args.flags);
	106: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L14>
	107: RShImm dst: r7 imm: 8
	108: AddImm dst: r1 imm: 8
p0_tracepoint_L14:
	   ; stdin:3:2: @bytes = hist(args.flags);
	109: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L15>
	110: RShImm dst: r7 imm: 4
	111: AddImm dst: r1 imm: 4
p0_tracepoint_L15:
	   ; stdin:3:2: @bytes = hist(args.flags);
	112: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L16>
	113: RShImm dst: r7 imm: 2
	114: AddImm dst: r1 imm: 2
p0_tracepoint_L16:
	   ; stdin:3:2: @bytes = hist(args.flags);
	115: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L17>
	116: RShImm dst: r7 imm: 1
	117: AddImm dst: r1 imm: 1
p0_tracepoint_L17:
	   ; stdin:3:2: @bytes = hist(args.flags);
	118: MovReg dst: r7 src: r1
	119: Ja off: -1 <p0_tracepoint_L12>
p0_tracepoint_L10:
	   ; stdin:3:2: @bytes = hist(args.flags);
	120: MovImm dst: r7 imm: 0
	121: Ja off: -1 <p0_tracepoint_L12>
p0_tracepoint_L11:
	   ; stdin:3:2: @bytes = hist(args.flags);
	122: MovImm dst: r7 imm: 1
p0_tracepoint_L12:
	   ; stdin:3:2: @bytes = hist(args.flags);
	123: Ja off: 0
	124: MovImm dst: r6 imm: 1
	125: StMemDW dst: rfp src: r0 off: -24 imm: 0
	126: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	127: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	129: MovReg dst: r2 src: rfp
	130: AddImm dst: r2 imm: -24
	131: Call FnMapLookupElem
	132: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L18>
	133: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	134: AddReg dst: r1 src: r6
	135: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	136: Ja off: -1 <p0_tracepoint_L19>
p0_tracepoint_L18:
	   ; stdin:3:2: @bytes = hist(args.flags);
	137: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	138: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	140: MovReg dst: r2 src: rfp
	141: AddImm dst: r2 imm: -24
	142: MovReg dst: r3 src: rfp
	143: AddImm dst: r3 imm: -32
	144: MovImm dst: r4 imm: 0
	145: Call FnMapUpdateElem
p0_tracepoint_L19:
	   ; stdin:3:2: @bytes = hist(args.flags);
	146: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	147: LoadMapPtr dst: r1 fd: 0 <events>
	149: MovImm dst: r2 imm: 128
	150: MovImm dst: r3 imm: 0
	151: Call FnRingbufReserve
	152: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	153: StMemDW dst: rfp src: r0 off: -24 imm: 0
	154: LoadMapPtr dst: r1 fd: 0 <lost>
	156: MovReg dst: r2 src: rfp
	157: AddImm dst: r2 imm: -24
	158: Call FnMapLookupElem
	159: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	160: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	161: AddImm dst: r1 imm: 1
	162: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L22:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	163: Ja off: -1 <p0_tracepoint_L21>
p0_tracepoint_L20:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	164: MovReg dst: r6 src: r0
	165: LdImmDW dst: r1 imm: 1
	167: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	168: MovReg dst: r1 src: rfp
	169: AddImm dst: r1 imm: -40
	170: MovImm dst: r2 imm: 16
	171: Call FnGetCurrentComm
	172: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	173: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	174: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	175: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	176: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	177: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	178: StMemB dst: r6 src: r0 off: 24 imm: 0
	179: MovReg dst: r1 src: r6
	180: AddImm dst: r1 imm: 24
	181: MovImm dst: r2 imm: 17
	182: MovReg dst: r3 src: r7
	183: Call FnProbeReadUserStr
	184: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	185: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	186: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	187: Call FnGetCurrentUidGid
	188: MovReg dst: r7 src: r0
	189: LShImm dst: r7 imm: 32
	190: RShImm dst: r7 imm: 32
	191: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	192: StMemDW dst: rfp src: r0 off: -104 imm: 0
	193: StMemDW dst: rfp src: r0 off: -96 imm: 0
	194: StMemDW dst: rfp src: r0 off: -88 imm: 0
	195: StMemDW dst: rfp src: r0 off: -80 imm: 0
	196: StMemDW dst: rfp src: r0 off: -72 imm: 0
	197: StMemDW dst: rfp src: r0 off: -64 imm: 0
	198: StMemDW dst: rfp src: r0 off: -56 imm: 0
	199: StMemDW dst: rfp src: r0 off: -48 imm: 0
	200: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	201: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	202: AndImm dst: r1 imm: 65535
	203: AddReg dst: r3 src: r1
	204: MovReg dst: r1 src: rfp
	205: AddImm dst: r1 imm: -104
	206: MovImm dst: r2 imm: 64
	207: Call FnProbeReadKernelStr
	208: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	209: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	210: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	211: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	212: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	213: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	214: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	215: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	216: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	217: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	218: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	219: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	220: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	221: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	222: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	223: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	224: MovReg dst: r1 src: r6
	225: MovImm dst: r2 imm: 1
	226: Call FnRingbufSubmit
p0_tracepoint_L21:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	227: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	228: Call FnKtimeGetNs
	229: MovReg dst: r6 src: r0
	230: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	231: Call FnGetCurrentPidTgid
	232: MovReg dst: r6 src: r0
	233: LShImm dst: r6 imm: 32
	234: RShImm dst: r6 imm: 32
	235: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	236: LoadMapPtr dst: r1 fd: 0 <m2_start>
	238: MovReg dst: r2 src: rfp
	239: AddImm dst: r2 imm: -32
	240: MovReg dst: r3 src: rfp
	241: AddImm dst: r3 imm: -24
	242: MovImm dst: r4 imm: 0
	243: Call FnMapUpdateElem
	   ; stdin:6:2: $d = elapsed - @start[tid];
	244: Call FnKtimeGetNs
	245: MovReg dst: r6 src: r0
	246: StMemDW dst: rfp src: r0 off: -24 imm: 0
	247: LoadMapPtr dst: r1 fd: 0 <config>
	249: MovReg dst: r2 src: rfp
	250: AddImm dst: r2 imm: -24
	251: Call FnMapLookupElem
	252: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	253: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	254: SubReg dst: r6 src: r1
p0_tracepoint_L23:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	255: Ja off: 0
	256: Call FnGetCurrentPidTgid
	257: MovReg dst: r7 src: r0
	258: LShImm dst: r7 imm: 32
	259: RShImm dst: r7 imm: 32
	260: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	261: LoadMapPtr dst: r1 fd: 0 <m2_start>
	263: MovReg dst: r2 src: rfp
	264: AddImm dst: r2 imm: -32
	265: Call FnMapLookupElem
	266: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	267: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	268: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	269: MovImm dst: r7 imm: 0
p0_tracepoint_L25:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	270: Ja off: 0
	271: SubReg dst: r6 src: r7
	272: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	273: LoadMapPtr dst: r1 fd: 0 <events>
	275: MovImm dst: r2 imm: 32
	276: MovImm dst: r3 imm: 0
	277: Call FnRingbufReserve
	278: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	279: StMemDW dst: rfp src: r0 off: -24 imm: 0
	280: LoadMapPtr dst: r1 fd: 0 <lost>
	282: MovReg dst: r2 src: rfp
	283: AddImm dst: r2 imm: -24
	284: Call FnMapLookupElem
	285: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	286: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	287: AddImm dst: r1 imm: 1
	288: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	289: Ja off: -1 <p0_tracepoint_L27>
p0_tracepoint_L26:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	290: MovReg dst: r6 src: r0
	291: LdImmDW dst: r1 imm: 4294967297
	293: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	294: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	295: AddImm dst: r7 imm: 44
	296: StMemDW dst: rfp src: r0 off: -40 imm: 0
	297: StMemDW dst: rfp src: r0 off: -32 imm: 0
	298: MovReg dst: r1 src: rfp
	299: AddImm dst: r1 imm: -40
	300: MovImm dst: r2 imm: 16
	301: MovReg dst: r3 src: r7
	302: Call FnProbeReadKernel
	303: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	304: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	305: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	306: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	307: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	308: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	309: MovReg dst: r1 src: r6
	310: MovImm dst: r2 imm: 1
	311: Call FnRingbufSubmit
p0_tracepoint_L27:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	312: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	313: MovReg dst: r1 src: rfp
	314: AddImm dst: r1 imm: -32
	315: MovImm dst: r2 imm: 16
	316: Call FnGetCurrentComm
	317: LdImmDW dst: r0 imm: 1752392034
	319: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	320: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	321: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	322: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	323: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	324: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	325: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	326: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	327: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	328: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	329: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	330: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	331: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	332: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	333: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	334: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	335: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
p0_tracepoint_L32_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	336: MovImm dst: r6 imm: 0
	337: Ja off: -1 <p0_tracepoint_L32>
p0_tracepoint_L31:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	338: MovImm dst: r6 imm: 1
p0_tracepoint_L32:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	339: Ja off: 0
	340: MovImm dst: r7 imm: 0
	341: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L33>
	342: MovImm dst: r6 imm: 0
	343: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	344: MovImm dst: r6 imm: 1
p0_tracepoint_L34:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	345: Ja off: 0
	346: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L29>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	347: LdImmDW dst: r0 imm: 2
	349: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	350: StMemDW dst: rfp src: r0 off: -48 imm: 0
	351: LoadMapPtr dst: r1 fd: 0 <events>
	353: MovReg dst: r2 src: rfp
	354: AddImm dst: r2 imm: -56
	355: MovImm dst: r3 imm: 16
	356: MovImm dst: r4 imm: 2
	357: Call FnRingbufOutput
	358: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	359: StMemDW dst: rfp src: r0 off: -64 imm: 0
	360: LoadMapPtr dst: r1 fd: 0 <lost>
	362: MovReg dst: r2 src: rfp
	363: AddImm dst: r2 imm: -64
	364: Call FnMapLookupElem
	365: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	366: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	367: AddImm dst: r1 imm: 1
	368: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L36:
	369: Ja off: 0
p0_tracepoint_L35:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	370: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L29:
	371: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	372: MovImm dst: r0 imm: 0
	373: Exit
