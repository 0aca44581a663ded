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
	231: StMemDW dst: rfp src: r0 off: -32 imm: 0
	232: Call FnGetCurrentPidTgid
	233: MovReg dst: r6 src: r0
	234: LShImm dst: r6 imm: 32
	235: RShImm dst: r6 imm: 32
	236: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	237: LoadMapPtr dst: r1 fd: 0 <m2_start>
	239: MovReg dst: r2 src: rfp
	240: AddImm dst: r2 imm: -32
	241: MovReg dst: r3 src: rfp
	242: AddImm dst: r3 imm: -24
	243: MovImm dst: r4 imm: 0
	244: Call FnMapUpdateElem
	   ; stdin:6:2: $d = elapsed - @start[tid];
	245: Call FnKtimeGetNs
	246: MovReg dst: r6 src: r0
	247: StMemDW dst: rfp src: r0 off: -24 imm: 0
	248: LoadMapPtr dst: r1 fd: 0 <config>
	250: MovReg dst: r2 src: rfp
	251: AddImm dst: r2 imm: -24
	252: Call FnMapLookupElem
	253: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	254: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	255: SubReg dst: r6 src: r1
p0_tracepoint_L23:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	256: Ja off: 0
	257: StMemDW dst: rfp src: r0 off: -32 imm: 0
	258: Call FnGetCurrentPidTgid
	259: MovReg dst: r7 src: r0
	260: LShImm dst: r7 imm: 32
	261: RShImm dst: r7 imm: 32
	262: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	263: LoadMapPtr dst: r1 fd: 0 <m2_start>
	265: MovReg dst: r2 src: rfp
	266: AddImm dst: r2 imm: -32
	267: Call FnMapLookupElem
	268: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	269: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	270: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	271: MovImm dst: r7 imm: 0
p0_tracepoint_L25:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	272: Ja off: 0
	273: SubReg dst: r6 src: r7
	274: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	275: LoadMapPtr dst: r1 fd: 0 <events>
	277: MovImm dst: r2 imm: 32
	278: MovImm dst: r3 imm: 0
	279: Call FnRingbufReserve
	280: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	281: StMemDW dst: rfp src: r0 off: -24 imm: 0
	282: LoadMapPtr dst: r1 fd: 0 <lost>
	284: MovReg dst: r2 src: rfp
	285: AddImm dst: r2 imm: -24
	286: Call FnMapLookupElem
	287: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	288: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	289: AddImm dst: r1 imm: 1
	290: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	291: Ja off: -1 <p0_tracepoint_L27>
p0_tracepoint_L26:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	292: MovReg dst: r6 src: r0
	293: LdImmDW dst: r1 imm: 4294967297
	295: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	296: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	297: AddImm dst: r7 imm: 44
	298: StMemDW dst: rfp src: r0 off: -40 imm: 0
	299: StMemDW dst: rfp src: r0 off: -32 imm: 0
	300: MovReg dst: r1 src: rfp
	301: AddImm dst: r1 imm: -40
	302: MovImm dst: r2 imm: 16
	303: MovReg dst: r3 src: r7
	304: Call FnProbeReadKernel
	305: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	306: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	307: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	308: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	309: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	310: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	311: MovReg dst: r1 src: r6
	312: MovImm dst: r2 imm: 1
	313: Call FnRingbufSubmit
p0_tracepoint_L27:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	314: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	315: MovReg dst: r1 src: rfp
	316: AddImm dst: r1 imm: -32
	317: MovImm dst: r2 imm: 16
	318: Call FnGetCurrentComm
	319: LdImmDW dst: r0 imm: 1752392034
	321: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	322: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	323: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	324: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	325: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	326: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	327: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	328: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	329: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	330: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	331: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	332: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	333: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
	334: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	335: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	336: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L31>
	337: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L32_eq>
p0_tracepoint_L32_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	338: MovImm dst: r6 imm: 0
	339: Ja off: -1 <p0_tracepoint_L32>
p0_tracepoint_L31:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	340: MovImm dst: r6 imm: 1
p0_tracepoint_L32:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	341: Ja off: 0
	342: MovImm dst: r7 imm: 0
	343: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L33>
	344: MovImm dst: r6 imm: 0
	345: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	346: MovImm dst: r6 imm: 1
p0_tracepoint_L34:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	347: Ja off: 0
	348: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L29>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	349: LdImmDW dst: r0 imm: 2
	351: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	352: StMemDW dst: rfp src: r0 off: -48 imm: 0
	353: LoadMapPtr dst: r1 fd: 0 <events>
	355: MovReg dst: r2 src: rfp
	356: AddImm dst: r2 imm: -56
	357: MovImm dst: r3 imm: 16
	358: MovImm dst: r4 imm: 2
	359: Call FnRingbufOutput
	360: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	361: StMemDW dst: rfp src: r0 off: -64 imm: 0
	362: LoadMapPtr dst: r1 fd: 0 <lost>
	364: MovReg dst: r2 src: rfp
	365: AddImm dst: r2 imm: -64
	366: Call FnMapLookupElem
	367: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	368: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	369: AddImm dst: r1 imm: 1
	370: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L36:
	371: Ja off: 0
p0_tracepoint_L35:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	372: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L29:
	373: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	374: MovImm dst: r0 imm: 0
	375: Exit
