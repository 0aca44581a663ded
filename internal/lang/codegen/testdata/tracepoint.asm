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
	 96: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	 97: StMemDW dst: rfp src: r0 off: -192 imm: 2
	 98: LoadMapPtr dst: r1 fd: 0 <lost>
	100: MovReg dst: r2 src: rfp
	101: AddImm dst: r2 imm: -192
	102: Call FnMapLookupElem
	103: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	104: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	105: AddImm dst: r1 imm: 1
	106: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L11:
	107: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	108: Ja off: 0
p0_tracepoint_L9:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	109: Ja off: 0
	   ; stdin:3:2: @bytes = hist(args.flags);
	110: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	111: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	112: MovReg dst: r7 src: r6
	113: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L12>
	114: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L13>
	115: MovImm dst: r1 imm: 2
	116: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L15>
	117: RShImm dst: r7 imm: 16
	118: AddImm dst: r1 imm: 16
p0_tracepoint_L15:
	   ; stdin:3:2: @bytes = hist(args.flags);
	119: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L16>
	120: RShImm dst: r7 imm: 8
	121: AddImm dst: r1 imm: 8
p0_tracepoint_L16:
	   ; stdin:3:2: @bytes = hist(args.flags);
	122: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L17>
	123: RShImm dst: r7 imm: 4
	124: AddImm dst: r1 imm: 4
p0_tracepoint_L17:
	   ; stdin:3:2: @bytes = hist(args.flags);
	125: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L18>
	126: RShImm dst: r7 imm: 2
	127: AddImm dst: r1 imm: 2
p0_tracepoint_L18:
	   ; stdin:3:2: @bytes = hist(args.flags);
	128: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L19>
	129: RShImm dst: r7 imm: 1
	130: AddImm dst: r1 imm: 1
p0_tracepoint_L19:
	   ; stdin:3:2: @bytes = hist(args.flags);
	131: MovReg dst: r7 src: r1
	132: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L12:
	   ; stdin:3:2: @bytes = hist(args.flags);
	133: MovImm dst: r7 imm: 0
	134: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L13:
	   ; stdin:3:2: @bytes = hist(args.flags);
	135: MovImm dst: r7 imm: 1
p0_tracepoint_L14:
	   ; stdin:3:2: @bytes = hist(args.flags);
	136: Ja off: 0
	137: MovImm dst: r6 imm: 1
	138: StMemDW dst: rfp src: r0 off: -24 imm: 0
	139: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	140: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	142: MovReg dst: r2 src: rfp
	143: AddImm dst: r2 imm: -24
	144: Call FnMapLookupElem
	145: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	146: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	147: AddReg dst: r1 src: r6
	148: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	149: Ja off: -1 <p0_tracepoint_L21>
p0_tracepoint_L20:
	   ; stdin:3:2: @bytes = hist(args.flags);
	150: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	151: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	153: MovReg dst: r2 src: rfp
	154: AddImm dst: r2 imm: -24
	155: MovReg dst: r3 src: rfp
	156: AddImm dst: r3 imm: -32
	157: MovImm dst: r4 imm: 0
	158: Call FnMapUpdateElem
	159: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	160: StMemDW dst: rfp src: r0 off: -40 imm: 1
	161: LoadMapPtr dst: r1 fd: 0 <lost>
	163: MovReg dst: r2 src: rfp
	164: AddImm dst: r2 imm: -40
	165: Call FnMapLookupElem
	166: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	167: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	168: AddImm dst: r1 imm: 1
	169: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L23:
	170: Ja off: 0
p0_tracepoint_L22:
	   ; stdin:3:2: @bytes = hist(args.flags);
	171: Ja off: 0
p0_tracepoint_L21:
	   ; stdin:3:2: @bytes = hist(args.flags);
	172: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	173: LoadMapPtr dst: r1 fd: 0 <events>
	175: MovImm dst: r2 imm: 128
	176: MovImm dst: r3 imm: 0
	177: Call FnRingbufReserve
	178: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	179: StMemDW dst: rfp src: r0 off: -24 imm: 0
	180: LoadMapPtr dst: r1 fd: 0 <lost>
	182: MovReg dst: r2 src: rfp
	183: AddImm dst: r2 imm: -24
	184: Call FnMapLookupElem
	185: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	186: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	187: AddImm dst: r1 imm: 1
	188: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	189: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	190: MovReg dst: r6 src: r0
	191: LdImmDW dst: r1 imm: 1
	193: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	194: MovReg dst: r1 src: rfp
	195: AddImm dst: r1 imm: -40
	196: MovImm dst: r2 imm: 16
	197: Call FnGetCurrentComm
	198: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	199: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	200: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	201: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	202: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	203: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	204: StMemB dst: r6 src: r0 off: 24 imm: 0
	205: MovReg dst: r1 src: r6
	206: AddImm dst: r1 imm: 24
	207: MovImm dst: r2 imm: 17
	208: MovReg dst: r3 src: r7
	209: Call FnProbeReadUserStr
	210: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	211: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	212: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	213: Call FnGetCurrentUidGid
	214: MovReg dst: r7 src: r0
	215: LShImm dst: r7 imm: 32
	216: RShImm dst: r7 imm: 32
	217: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	218: StMemDW dst: rfp src: r0 off: -104 imm: 0
	219: StMemDW dst: rfp src: r0 off: -96 imm: 0
	220: StMemDW dst: rfp src: r0 off: -88 imm: 0
	221: StMemDW dst: rfp src: r0 off: -80 imm: 0
	222: StMemDW dst: rfp src: r0 off: -72 imm: 0
	223: StMemDW dst: rfp src: r0 off: -64 imm: 0
	224: StMemDW dst: rfp src: r0 off: -56 imm: 0
	225: StMemDW dst: rfp src: r0 off: -48 imm: 0
	226: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	227: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	228: AndImm dst: r1 imm: 65535
	229: AddReg dst: r3 src: r1
	230: MovReg dst: r1 src: rfp
	231: AddImm dst: r1 imm: -104
	232: MovImm dst: r2 imm: 64
	233: Call FnProbeReadKernelStr
	234: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	235: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	236: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	237: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	238: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	239: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	240: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	241: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	242: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	243: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	244: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	245: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	246: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	247: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	248: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	249: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	250: MovReg dst: r1 src: r6
	251: MovImm dst: r2 imm: 1
	252: Call FnRingbufSubmit
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	253: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	254: Call FnKtimeGetNs
	255: MovReg dst: r6 src: r0
	256: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	257: Call FnGetCurrentPidTgid
	258: MovReg dst: r6 src: r0
	259: LShImm dst: r6 imm: 32
	260: RShImm dst: r6 imm: 32
	261: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	262: LoadMapPtr dst: r1 fd: 0 <m2_start>
	264: MovReg dst: r2 src: rfp
	265: AddImm dst: r2 imm: -32
	266: MovReg dst: r3 src: rfp
	267: AddImm dst: r3 imm: -24
	268: MovImm dst: r4 imm: 0
	269: Call FnMapUpdateElem
	270: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	271: StMemDW dst: rfp src: r0 off: -40 imm: 3
	272: LoadMapPtr dst: r1 fd: 0 <lost>
	274: MovReg dst: r2 src: rfp
	275: AddImm dst: r2 imm: -40
	276: Call FnMapLookupElem
	277: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	278: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	279: AddImm dst: r1 imm: 1
	280: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	281: Ja off: 0
p0_tracepoint_L27:
	   ; stdin:5:2: @start[tid] = nsecs;
	282: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	283: Call FnKtimeGetNs
	284: MovReg dst: r6 src: r0
	285: StMemDW dst: rfp src: r0 off: -24 imm: 0
	286: LoadMapPtr dst: r1 fd: 0 <config>
	288: MovReg dst: r2 src: rfp
	289: AddImm dst: r2 imm: -24
	290: Call FnMapLookupElem
	291: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	292: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	293: SubReg dst: r6 src: r1
p0_tracepoint_L29:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	294: Ja off: 0
	295: Call FnGetCurrentPidTgid
	296: MovReg dst: r7 src: r0
	297: LShImm dst: r7 imm: 32
	298: RShImm dst: r7 imm: 32
	299: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	300: LoadMapPtr dst: r1 fd: 0 <m2_start>
	302: MovReg dst: r2 src: rfp
	303: AddImm dst: r2 imm: -32
	304: Call FnMapLookupElem
	305: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	306: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	307: Ja off: -1 <p0_tracepoint_L31>
p0_tracepoint_L30:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	308: MovImm dst: r7 imm: 0
p0_tracepoint_L31:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	309: Ja off: 0
	310: SubReg dst: r6 src: r7
	311: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	312: LoadMapPtr dst: r1 fd: 0 <events>
	314: MovImm dst: r2 imm: 32
	315: MovImm dst: r3 imm: 0
	316: Call FnRingbufReserve
	317: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	318: StMemDW dst: rfp src: r0 off: -24 imm: 0
	319: LoadMapPtr dst: r1 fd: 0 <lost>
	321: MovReg dst: r2 src: rfp
	322: AddImm dst: r2 imm: -24
	323: Call FnMapLookupElem
	324: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L34>
	325: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	326: AddImm dst: r1 imm: 1
	327: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L34:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	328: Ja off: -1 <p0_tracepoint_L33>
p0_tracepoint_L32:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	329: MovReg dst: r6 src: r0
	330: LdImmDW dst: r1 imm: 4294967297
	332: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	333: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	334: AddImm dst: r7 imm: 44
	335: StMemDW dst: rfp src: r0 off: -40 imm: 0
	336: StMemDW dst: rfp src: r0 off: -32 imm: 0
	337: MovReg dst: r1 src: rfp
	338: AddImm dst: r1 imm: -40
	339: MovImm dst: r2 imm: 16
	340: MovReg dst: r3 src: r7
	341: Call FnProbeReadKernel
	342: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	343: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	344: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	345: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	346: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	347: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	348: MovReg dst: r1 src: r6
	349: MovImm dst: r2 imm: 1
	350: Call FnRingbufSubmit
p0_tracepoint_L33:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	351: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	352: MovReg dst: r1 src: rfp
	353: AddImm dst: r1 imm: -32
	354: MovImm dst: r2 imm: 16
	355: Call FnGetCurrentComm
	356: LdImmDW dst: r0 imm: 1752392034
	358: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	359: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	360: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	361: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	362: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	363: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	364: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	365: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	366: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	367: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	368: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	369: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	370: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	371: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	372: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	373: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	374: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
p0_tracepoint_L38_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	375: MovImm dst: r6 imm: 0
	376: Ja off: -1 <p0_tracepoint_L38>
p0_tracepoint_L37:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	377: MovImm dst: r6 imm: 1
p0_tracepoint_L38:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	378: Ja off: 0
	379: MovImm dst: r7 imm: 0
	380: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L39>
	381: MovImm dst: r6 imm: 0
	382: Ja off: -1 <p0_tracepoint_L40>
p0_tracepoint_L39:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	383: MovImm dst: r6 imm: 1
p0_tracepoint_L40:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	384: Ja off: 0
	385: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L35>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	386: LdImmDW dst: r0 imm: 2
	388: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	389: StMemDW dst: rfp src: r0 off: -48 imm: 0
	390: LoadMapPtr dst: r1 fd: 0 <events>
	392: MovReg dst: r2 src: rfp
	393: AddImm dst: r2 imm: -56
	394: MovImm dst: r3 imm: 16
	395: MovImm dst: r4 imm: 2
	396: Call FnRingbufOutput
	397: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L41>
	398: StMemDW dst: rfp src: r0 off: -64 imm: 0
	399: LoadMapPtr dst: r1 fd: 0 <lost>
	401: MovReg dst: r2 src: rfp
	402: AddImm dst: r2 imm: -64
	403: Call FnMapLookupElem
	404: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L42>
	405: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	406: AddImm dst: r1 imm: 1
	407: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L42:
	408: Ja off: 0
p0_tracepoint_L41:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	409: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L35:
	410: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	411: MovImm dst: r0 imm: 0
	412: Exit
