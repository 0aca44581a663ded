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
	103: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	104: StMemDW dst: rfp src: r0 off: -200 imm: 2
	105: LoadMapPtr dst: r1 fd: 0 <lost>
	107: MovReg dst: r2 src: rfp
	108: AddImm dst: r2 imm: -200
	109: Call FnMapLookupElem
	110: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L12>
	111: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	112: AddImm dst: r1 imm: 1
	113: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L12:
	114: Ja off: 0
p0_tracepoint_L11:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	115: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	116: Ja off: 0
	   ; stdin:3:2: @bytes = hist(args.flags);
	117: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	118: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	119: MovReg dst: r7 src: r6
	120: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L13>
	121: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L14>
	122: MovImm dst: r1 imm: 2
	123: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L16>
	124: RShImm dst: r7 imm: 16
	125: AddImm dst: r1 imm: 16
p0_tracepoint_L16:
	   ; stdin:3:2: @bytes = hist(args.flags);
	126: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L17>
	127: RShImm dst: r7 imm: 8
	128: AddImm dst: r1 imm: 8
p0_tracepoint_L17:
	   ; stdin:3:2: @bytes = hist(args.flags);
	129: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L18>
	130: RShImm dst: r7 imm: 4
	131: AddImm dst: r1 imm: 4
p0_tracepoint_L18:
	   ; stdin:3:2: @bytes = hist(args.flags);
	132: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L19>
	133: RShImm dst: r7 imm: 2
	134: AddImm dst: r1 imm: 2
p0_tracepoint_L19:
	   ; stdin:3:2: @bytes = hist(args.flags);
	135: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L20>
	136: RShImm dst: r7 imm: 1
	137: AddImm dst: r1 imm: 1
p0_tracepoint_L20:
	   ; stdin:3:2: @bytes = hist(args.flags);
	138: MovReg dst: r7 src: r1
	139: Ja off: -1 <p0_tracepoint_L15>
p0_tracepoint_L13:
	   ; stdin:3:2: @bytes = hist(args.flags);
	140: MovImm dst: r7 imm: 0
	141: Ja off: -1 <p0_tracepoint_L15>
p0_tracepoint_L14:
	   ; stdin:3:2: @bytes = hist(args.flags);
	142: MovImm dst: r7 imm: 1
p0_tracepoint_L15:
	   ; stdin:3:2: @bytes = hist(args.flags);
	143: Ja off: 0
	144: MovImm dst: r6 imm: 1
	145: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	146: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	148: MovReg dst: r2 src: rfp
	149: AddImm dst: r2 imm: -32
	150: Call FnMapLookupElem
	151: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L21>
	152: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	153: AddReg dst: r1 src: r6
	154: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	155: Ja off: -1 <p0_tracepoint_L22>
p0_tracepoint_L21:
	   ; stdin:3:2: @bytes = hist(args.flags);
	156: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	157: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	159: MovReg dst: r2 src: rfp
	160: AddImm dst: r2 imm: -32
	161: MovReg dst: r3 src: rfp
	162: AddImm dst: r3 imm: -40
	163: MovImm dst: r4 imm: 0
	164: Call FnMapUpdateElem
	165: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	166: StMemDW dst: rfp src: r0 off: -48 imm: 1
	167: LoadMapPtr dst: r1 fd: 0 <lost>
	169: MovReg dst: r2 src: rfp
	170: AddImm dst: r2 imm: -48
	171: Call FnMapLookupElem
	172: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	173: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	174: AddImm dst: r1 imm: 1
	175: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L24:
	176: Ja off: 0
p0_tracepoint_L23:
	   ; stdin:3:2: @bytes = hist(args.flags);
	177: Ja off: 0
p0_tracepoint_L22:
	   ; stdin:3:2: @bytes = hist(args.flags);
	178: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	179: LoadMapPtr dst: r1 fd: 0 <events>
	181: MovImm dst: r2 imm: 144
	182: MovImm dst: r3 imm: 0
	183: Call FnRingbufReserve
	184: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	185: StMemDW dst: rfp src: r0 off: -32 imm: 2
	186: LoadMapPtr dst: r1 fd: 0 <config>
	188: MovReg dst: r2 src: rfp
	189: AddImm dst: r2 imm: -32
	190: Call FnMapLookupElem
	191: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	192: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	193: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L27>
p0_tracepoint_L28:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	194: Ja off: 0
	195: StMemDW dst: rfp src: r0 off: -40 imm: 0
	196: LoadMapPtr dst: r1 fd: 0 <lost>
	198: MovReg dst: r2 src: rfp
	199: AddImm dst: r2 imm: -40
	200: Call FnMapLookupElem
	201: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	202: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	203: AddImm dst: r1 imm: 1
	204: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L27:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	205: Ja off: -1 <p0_tracepoint_L26>
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	206: MovReg dst: r6 src: r0
	207: LdImmDW dst: r1 imm: 1
	209: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	210: StMemDW dst: rfp src: r0 off: -48 imm: 72
	211: StMemDW dst: r6 src: r0 off: 8 imm: 0
	212: StMemDW dst: r6 src: r0 off: 16 imm: 0
	213: MovReg dst: r1 src: r6
	214: AddImm dst: r1 imm: 8
	215: MovImm dst: r2 imm: 16
	216: Call FnGetCurrentComm
	217: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	218: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	219: MovReg dst: r1 src: r6
	220: AddImm dst: r1 imm: 24
	221: StMemB dst: r1 src: r0 off: 0 imm: 0
	222: MovImm dst: r2 imm: 17
	223: MovReg dst: r3 src: r7
	224: Call FnProbeReadUserStr
	225: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	226: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	227: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	228: Call FnGetCurrentUidGid
	229: MovReg dst: r7 src: r0
	230: LShImm dst: r7 imm: 32
	231: RShImm dst: r7 imm: 32
	232: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	233: StMemDW dst: rfp src: r0 off: -112 imm: 0
	234: StMemDW dst: rfp src: r0 off: -104 imm: 0
	235: StMemDW dst: rfp src: r0 off: -96 imm: 0
	236: StMemDW dst: rfp src: r0 off: -88 imm: 0
	237: StMemDW dst: rfp src: r0 off: -80 imm: 0
	238: StMemDW dst: rfp src: r0 off: -72 imm: 0
	239: StMemDW dst: rfp src: r0 off: -64 imm: 0
	240: StMemDW dst: rfp src: r0 off: -56 imm: 0
	241: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	242: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	243: AndImm dst: r1 imm: 65535
	244: AddReg dst: r3 src: r1
	245: MovReg dst: r1 src: rfp
	246: AddImm dst: r1 imm: -112
	247: MovImm dst: r2 imm: 64
	248: Call FnProbeReadKernelStr
	249: MovReg dst: r1 src: r6
	250: LdXMemDW dst: r2 src: rfp off: -48 imm: 0
	251: AddReg dst: r1 src: r2
	252: MovImm dst: r2 imm: 65
	253: MovReg dst: r3 src: rfp
	254: AddImm dst: r3 imm: -112
	255: Call FnProbeReadKernelStr
	256: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	257: MovImm dst: r0 imm: 1
p0_tracepoint_L29:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	258: JLEImm dst: r0 off: -1 imm: 65 <p0_tracepoint_L30>
	259: MovImm dst: r0 imm: 65
p0_tracepoint_L30:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	260: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	261: LdXMemDW dst: r1 src: rfp off: -48 imm: 0
	262: AddReg dst: r1 src: r0
	263: StXMemDW dst: rfp src: r1 off: -48 imm: 0
	264: MovReg dst: r1 src: r6
	265: MovImm dst: r2 imm: 1
	266: Call FnRingbufSubmit
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	267: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	268: Call FnKtimeGetNs
	269: MovReg dst: r6 src: r0
	270: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	271: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	272: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L31>
	273: Call FnGetCurrentPidTgid
	274: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_tracepoint_L31:
	   ; stdin:5:2: @start[tid] = nsecs;
	275: Ja off: 0
	276: MovReg dst: r6 src: r0
	277: LShImm dst: r6 imm: 32
	278: RShImm dst: r6 imm: 32
	279: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	280: LoadMapPtr dst: r1 fd: 0 <m2_start>
	282: MovReg dst: r2 src: rfp
	283: AddImm dst: r2 imm: -40
	284: MovReg dst: r3 src: rfp
	285: AddImm dst: r3 imm: -32
	286: MovImm dst: r4 imm: 0
	287: Call FnMapUpdateElem
	288: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	289: StMemDW dst: rfp src: r0 off: -48 imm: 3
	290: LoadMapPtr dst: r1 fd: 0 <lost>
	292: MovReg dst: r2 src: rfp
	293: AddImm dst: r2 imm: -48
	294: Call FnMapLookupElem
	295: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L33>
	296: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	297: AddImm dst: r1 imm: 1
	298: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L33:
	299: Ja off: 0
p0_tracepoint_L32:
	   ; stdin:5:2: @start[tid] = nsecs;
	300: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	301: Call FnKtimeGetNs
	302: MovReg dst: r6 src: r0
	303: StMemDW dst: rfp src: r0 off: -32 imm: 0
	304: LoadMapPtr dst: r1 fd: 0 <config>
	306: MovReg dst: r2 src: rfp
	307: AddImm dst: r2 imm: -32
	308: Call FnMapLookupElem
	309: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L34>
	310: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	311: SubReg dst: r6 src: r1
p0_tracepoint_L34:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	312: Ja off: 0
	313: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	314: JNEImm dst: r0 off: -1 imm: -1 <p0_tracepoint_L35>
	315: Call FnGetCurrentPidTgid
	316: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p0_tracepoint_L35:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	317: Ja off: 0
	318: MovReg dst: r7 src: r0
	319: LShImm dst: r7 imm: 32
	320: RShImm dst: r7 imm: 32
	321: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	322: LoadMapPtr dst: r1 fd: 0 <m2_start>
	324: MovReg dst: r2 src: rfp
	325: AddImm dst: r2 imm: -40
	326: Call FnMapLookupElem
	327: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	328: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	329: Ja off: -1 <p0_tracepoint_L37>
p0_tracepoint_L36:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	330: MovImm dst: r7 imm: 0
p0_tracepoint_L37:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	331: Ja off: 0
	332: SubReg dst: r6 src: r7
	333: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	334: LoadMapPtr dst: r1 fd: 0 <events>
	336: MovImm dst: r2 imm: 32
	337: MovImm dst: r3 imm: 0
	338: Call FnRingbufReserve
	339: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L38>
	340: StMemDW dst: rfp src: r0 off: -32 imm: 2
	341: LoadMapPtr dst: r1 fd: 0 <config>
	343: MovReg dst: r2 src: rfp
	344: AddImm dst: r2 imm: -32
	345: Call FnMapLookupElem
	346: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L41>
	347: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	348: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40>
p0_tracepoint_L41:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	349: Ja off: 0
	350: StMemDW dst: rfp src: r0 off: -40 imm: 0
	351: LoadMapPtr dst: r1 fd: 0 <lost>
	353: MovReg dst: r2 src: rfp
	354: AddImm dst: r2 imm: -40
	355: Call FnMapLookupElem
	356: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L40>
	357: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	358: AddImm dst: r1 imm: 1
	359: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L40:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	360: Ja off: -1 <p0_tracepoint_L39>
p0_tracepoint_L38:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	361: MovReg dst: r6 src: r0
	362: LdImmDW dst: r1 imm: 4294967297
	364: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	365: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	366: AddImm dst: r7 imm: 44
	367: StMemDW dst: rfp src: r0 off: -56 imm: 0
	368: StMemDW dst: rfp src: r0 off: -48 imm: 0
	369: MovReg dst: r1 src: rfp
	370: AddImm dst: r1 imm: -56
	371: MovImm dst: r2 imm: 16
	372: MovReg dst: r3 src: r7
	373: Call FnProbeReadKernel
	374: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	375: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	376: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	377: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	378: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	379: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	380: MovReg dst: r1 src: r6
	381: MovImm dst: r2 imm: 1
	382: Call FnRingbufSubmit
p0_tracepoint_L39:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	383: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	384: StMemDW dst: rfp src: r0 off: -40 imm: 0
	385: StMemDW dst: rfp src: r0 off: -32 imm: 0
	386: MovReg dst: r1 src: rfp
	387: AddImm dst: r1 imm: -40
	388: MovImm dst: r2 imm: 16
	389: Call FnGetCurrentComm
	390: LdImmDW dst: r0 imm: 1752392034
	392: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	393: LdXMemB dst: r1 src: rfp off: -40 imm: 0
	394: LdXMemB dst: r2 src: rfp off: -48 imm: 0
	395: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L44>
	396: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45_eq>
	397: LdXMemB dst: r1 src: rfp off: -39 imm: 0
	398: LdXMemB dst: r2 src: rfp off: -47 imm: 0
	399: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L44>
	400: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45_eq>
	401: LdXMemB dst: r1 src: rfp off: -38 imm: 0
	402: LdXMemB dst: r2 src: rfp off: -46 imm: 0
	403: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L44>
	404: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45_eq>
	405: LdXMemB dst: r1 src: rfp off: -37 imm: 0
	406: LdXMemB dst: r2 src: rfp off: -45 imm: 0
	407: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L44>
	408: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45_eq>
p0_tracepoint_L45_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	409: MovImm dst: r6 imm: 0
	410: Ja off: -1 <p0_tracepoint_L45>
p0_tracepoint_L44:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	411: MovImm dst: r6 imm: 1
p0_tracepoint_L45:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	412: Ja off: 0
	413: MovImm dst: r7 imm: 0
	414: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L46>
	415: MovImm dst: r6 imm: 0
	416: Ja off: -1 <p0_tracepoint_L47>
p0_tracepoint_L46:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	417: MovImm dst: r6 imm: 1
p0_tracepoint_L47:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	418: Ja off: 0
	419: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L42>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	420: LdImmDW dst: r0 imm: 2
	422: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	423: StMemDW dst: rfp src: r0 off: -56 imm: 0
	424: StMemDW dst: rfp src: r0 off: -72 imm: 2
	425: LoadMapPtr dst: r1 fd: 0 <config>
	427: MovReg dst: r2 src: rfp
	428: AddImm dst: r2 imm: -72
	429: Call FnMapLookupElem
	430: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L48>
	431: LdXMemW dst: r1 src: rfp off: -56 imm: 0
	432: LdImmDW dst: r2 imm: 4294967296
	434: OrReg dst: r1 src: r2
	435: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L48:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	436: Ja off: 0
	437: LoadMapPtr dst: r1 fd: 0 <events>
	439: MovReg dst: r2 src: rfp
	440: AddImm dst: r2 imm: -64
	441: MovImm dst: r3 imm: 16
	442: MovImm dst: r4 imm: 2
	443: Call FnRingbufOutput
	444: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L49>
	445: StMemDW dst: rfp src: r0 off: -80 imm: 2
	446: LoadMapPtr dst: r1 fd: 0 <config>
	448: MovReg dst: r2 src: rfp
	449: AddImm dst: r2 imm: -80
	450: Call FnMapLookupElem
	451: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L51>
	452: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	453: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L50>
p0_tracepoint_L51:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	454: Ja off: 0
	455: StMemDW dst: rfp src: r0 off: -88 imm: 0
	456: LoadMapPtr dst: r1 fd: 0 <lost>
	458: MovReg dst: r2 src: rfp
	459: AddImm dst: r2 imm: -88
	460: Call FnMapLookupElem
	461: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L50>
	462: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	463: AddImm dst: r1 imm: 1
	464: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L50:
	465: Ja off: 0
p0_tracepoint_L49:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	466: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L42:
	467: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	468: MovImm dst: r0 imm: 1
	469: Exit
