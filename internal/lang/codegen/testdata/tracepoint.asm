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
	 38: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 39: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 40: MovReg dst: r1 src: rfp
	 41: AddImm dst: r1 imm: -112
	 42: MovImm dst: r2 imm: 16
	 43: Call FnGetCurrentComm
	 44: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 45: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 46: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	 47: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	 48: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 49: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	 50: StMemDW dst: rfp src: r0 off: -176 imm: 0
	 51: StMemDW dst: rfp src: r0 off: -168 imm: 0
	 52: StMemDW dst: rfp src: r0 off: -160 imm: 0
	 53: StMemDW dst: rfp src: r0 off: -152 imm: 0
	 54: StMemDW dst: rfp src: r0 off: -144 imm: 0
	 55: StMemDW dst: rfp src: r0 off: -136 imm: 0
	 56: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 57: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 58: MovReg dst: r1 src: rfp
	 59: AddImm dst: r1 imm: -176
	 60: MovImm dst: r2 imm: 64
	 61: MovReg dst: r3 src: r7
	 62: Call FnProbeReadUserStr
	 63: LdXMemDW dst: r0 src: rfp off: -176 imm: 0
	 64: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	 65: LdXMemDW dst: r0 src: rfp off: -168 imm: 0
	 66: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 67: LdXMemDW dst: r0 src: rfp off: -160 imm: 0
	 68: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 69: LdXMemDW dst: r0 src: rfp off: -152 imm: 0
	 70: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 71: LdXMemDW dst: r0 src: rfp off: -144 imm: 0
	 72: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 73: LdXMemDW dst: r0 src: rfp off: -136 imm: 0
	 74: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 75: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	 76: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 77: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 78: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 79: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 81: MovReg dst: r2 src: rfp
	 82: AddImm dst: r2 imm: -96
	 83: Call FnMapLookupElem
	 84: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	 85: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 86: AddReg dst: r1 src: r6
	 87: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 88: Ja off: -1 <p0_tracepoint_L9>
p0_tracepoint_L8:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	 89: StXMemDW dst: rfp src: r6 off: -184 imm: 0
	 90: LoadMapPtr dst: r1 fd: 0 <m1_files>
	 92: MovReg dst: r2 src: rfp
	 93: AddImm dst: r2 imm: -96
	 94: MovReg dst: r3 src: rfp
	 95: AddImm dst: r3 imm: -184
	 96: MovImm dst: r4 imm: 0
	 97: Call FnMapUpdateElem
	 98: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	 99: StMemDW dst: rfp src: r0 off: -192 imm: 2
	100: LoadMapPtr dst: r1 fd: 0 <lost>
	102: MovReg dst: r2 src: rfp
	103: AddImm dst: r2 imm: -192
	104: Call FnMapLookupElem
	105: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	106: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	107: AddImm dst: r1 imm: 1
	108: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L11:
	109: Ja off: 0
p0_tracepoint_L10:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	110: Ja off: 0
p0_tracepoint_L9:
	   ; stdin:2:2: @files[comm, str(args.filename)] = count();
	111: Ja off: 0
	   ; stdin:3:2: @bytes = hist(args.flags);
	112: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	113: LdXMemDW dst: r6 src: r1 off: 32 imm: 0
	114: MovReg dst: r7 src: r6
	115: JSLTImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L12>
	116: JEqImm dst: r7 off: -1 imm: 0 <p0_tracepoint_L13>
	117: MovImm dst: r1 imm: 2
	118: JLTImm dst: r7 off: -1 imm: 65536 <p0_tracepoint_L15>
	119: RShImm dst: r7 imm: 16
	120: AddImm dst: r1 imm: 16
p0_tracepoint_L15:
	   ; stdin:3:2: @bytes = hist(args.flags);
	121: JLTImm dst: r7 off: -1 imm: 256 <p0_tracepoint_L16>
	122: RShImm dst: r7 imm: 8
	123: AddImm dst: r1 imm: 8
p0_tracepoint_L16:
	   ; stdin:3:2: @bytes = hist(args.flags);
	124: JLTImm dst: r7 off: -1 imm: 16 <p0_tracepoint_L17>
	125: RShImm dst: r7 imm: 4
	126: AddImm dst: r1 imm: 4
p0_tracepoint_L17:
	   ; stdin:3:2: @bytes = hist(args.flags);
	127: JLTImm dst: r7 off: -1 imm: 4 <p0_tracepoint_L18>
	128: RShImm dst: r7 imm: 2
	129: AddImm dst: r1 imm: 2
p0_tracepoint_L18:
	   ; stdin:3:2: @bytes = hist(args.flags);
	130: JLTImm dst: r7 off: -1 imm: 2 <p0_tracepoint_L19>
	131: RShImm dst: r7 imm: 1
	132: AddImm dst: r1 imm: 1
p0_tracepoint_L19:
	   ; stdin:3:2: @bytes = hist(args.flags);
	133: MovReg dst: r7 src: r1
	134: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L12:
	   ; stdin:3:2: @bytes = hist(args.flags);
	135: MovImm dst: r7 imm: 0
	136: Ja off: -1 <p0_tracepoint_L14>
p0_tracepoint_L13:
	   ; stdin:3:2: @bytes = hist(args.flags);
	137: MovImm dst: r7 imm: 1
p0_tracepoint_L14:
	   ; stdin:3:2: @bytes = hist(args.flags);
	138: Ja off: 0
	139: MovImm dst: r6 imm: 1
	140: StMemDW dst: rfp src: r0 off: -24 imm: 0
	141: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	142: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	144: MovReg dst: r2 src: rfp
	145: AddImm dst: r2 imm: -24
	146: Call FnMapLookupElem
	147: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	148: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	149: AddReg dst: r1 src: r6
	150: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	151: Ja off: -1 <p0_tracepoint_L21>
p0_tracepoint_L20:
	   ; stdin:3:2: @bytes = hist(args.flags);
	152: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	153: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	155: MovReg dst: r2 src: rfp
	156: AddImm dst: r2 imm: -24
	157: MovReg dst: r3 src: rfp
	158: AddImm dst: r3 imm: -32
	159: MovImm dst: r4 imm: 0
	160: Call FnMapUpdateElem
	161: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	162: StMemDW dst: rfp src: r0 off: -40 imm: 1
	163: LoadMapPtr dst: r1 fd: 0 <lost>
	165: MovReg dst: r2 src: rfp
	166: AddImm dst: r2 imm: -40
	167: Call FnMapLookupElem
	168: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	169: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	170: AddImm dst: r1 imm: 1
	171: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L23:
	172: Ja off: 0
p0_tracepoint_L22:
	   ; stdin:3:2: @bytes = hist(args.flags);
	173: Ja off: 0
p0_tracepoint_L21:
	   ; stdin:3:2: @bytes = hist(args.flags);
	174: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	175: LoadMapPtr dst: r1 fd: 0 <events>
	177: MovImm dst: r2 imm: 128
	178: MovImm dst: r3 imm: 0
	179: Call FnRingbufReserve
	180: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	181: StMemDW dst: rfp src: r0 off: -24 imm: 2
	182: LoadMapPtr dst: r1 fd: 0 <config>
	184: MovReg dst: r2 src: rfp
	185: AddImm dst: r2 imm: -24
	186: Call FnMapLookupElem
	187: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	188: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	189: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L26>
p0_tracepoint_L27:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	190: Ja off: 0
	191: StMemDW dst: rfp src: r0 off: -32 imm: 0
	192: LoadMapPtr dst: r1 fd: 0 <lost>
	194: MovReg dst: r2 src: rfp
	195: AddImm dst: r2 imm: -32
	196: Call FnMapLookupElem
	197: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	198: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	199: AddImm dst: r1 imm: 1
	200: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	201: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	202: MovReg dst: r6 src: r0
	203: LdImmDW dst: r1 imm: 1
	205: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	206: StMemDW dst: rfp src: r0 off: -48 imm: 0
	207: StMemDW dst: rfp src: r0 off: -40 imm: 0
	208: MovReg dst: r1 src: rfp
	209: AddImm dst: r1 imm: -48
	210: MovImm dst: r2 imm: 16
	211: Call FnGetCurrentComm
	212: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	213: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	214: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	215: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	216: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	217: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	218: StMemB dst: r6 src: r0 off: 24 imm: 0
	219: MovReg dst: r1 src: r6
	220: AddImm dst: r1 imm: 24
	221: MovImm dst: r2 imm: 17
	222: MovReg dst: r3 src: r7
	223: Call FnProbeReadUserStr
	224: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	225: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	226: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	227: Call FnGetCurrentUidGid
	228: MovReg dst: r7 src: r0
	229: LShImm dst: r7 imm: 32
	230: RShImm dst: r7 imm: 32
	231: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	232: StMemDW dst: rfp src: r0 off: -112 imm: 0
	233: StMemDW dst: rfp src: r0 off: -104 imm: 0
	234: StMemDW dst: rfp src: r0 off: -96 imm: 0
	235: StMemDW dst: rfp src: r0 off: -88 imm: 0
	236: StMemDW dst: rfp src: r0 off: -80 imm: 0
	237: StMemDW dst: rfp src: r0 off: -72 imm: 0
	238: StMemDW dst: rfp src: r0 off: -64 imm: 0
	239: StMemDW dst: rfp src: r0 off: -56 imm: 0
	240: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	241: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	242: AndImm dst: r1 imm: 65535
	243: AddReg dst: r3 src: r1
	244: MovReg dst: r1 src: rfp
	245: AddImm dst: r1 imm: -112
	246: MovImm dst: r2 imm: 64
	247: Call FnProbeReadKernelStr
	248: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	249: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	250: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	251: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	252: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	253: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	254: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	255: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	256: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	257: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	258: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	259: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	260: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	261: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	262: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	263: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	264: MovReg dst: r1 src: r6
	265: MovImm dst: r2 imm: 1
	266: Call FnRingbufSubmit
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	267: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	268: Call FnKtimeGetNs
	269: MovReg dst: r6 src: r0
	270: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	271: Call FnGetCurrentPidTgid
	272: MovReg dst: r6 src: r0
	273: LShImm dst: r6 imm: 32
	274: RShImm dst: r6 imm: 32
	275: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	276: LoadMapPtr dst: r1 fd: 0 <m2_start>
	278: MovReg dst: r2 src: rfp
	279: AddImm dst: r2 imm: -32
	280: MovReg dst: r3 src: rfp
	281: AddImm dst: r3 imm: -24
	282: MovImm dst: r4 imm: 0
	283: Call FnMapUpdateElem
	284: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	285: StMemDW dst: rfp src: r0 off: -40 imm: 3
	286: LoadMapPtr dst: r1 fd: 0 <lost>
	288: MovReg dst: r2 src: rfp
	289: AddImm dst: r2 imm: -40
	290: Call FnMapLookupElem
	291: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	292: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	293: AddImm dst: r1 imm: 1
	294: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L29:
	295: Ja off: 0
p0_tracepoint_L28:
	   ; stdin:5:2: @start[tid] = nsecs;
	296: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	297: Call FnKtimeGetNs
	298: MovReg dst: r6 src: r0
	299: StMemDW dst: rfp src: r0 off: -24 imm: 0
	300: LoadMapPtr dst: r1 fd: 0 <config>
	302: MovReg dst: r2 src: rfp
	303: AddImm dst: r2 imm: -24
	304: Call FnMapLookupElem
	305: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	306: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	307: SubReg dst: r6 src: r1
p0_tracepoint_L30:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	308: Ja off: 0
	309: Call FnGetCurrentPidTgid
	310: MovReg dst: r7 src: r0
	311: LShImm dst: r7 imm: 32
	312: RShImm dst: r7 imm: 32
	313: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	314: LoadMapPtr dst: r1 fd: 0 <m2_start>
	316: MovReg dst: r2 src: rfp
	317: AddImm dst: r2 imm: -32
	318: Call FnMapLookupElem
	319: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	320: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	321: Ja off: -1 <p0_tracepoint_L32>
p0_tracepoint_L31:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	322: MovImm dst: r7 imm: 0
p0_tracepoint_L32:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	323: Ja off: 0
	324: SubReg dst: r6 src: r7
	325: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	326: LoadMapPtr dst: r1 fd: 0 <events>
	328: MovImm dst: r2 imm: 32
	329: MovImm dst: r3 imm: 0
	330: Call FnRingbufReserve
	331: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L33>
	332: StMemDW dst: rfp src: r0 off: -24 imm: 2
	333: LoadMapPtr dst: r1 fd: 0 <config>
	335: MovReg dst: r2 src: rfp
	336: AddImm dst: r2 imm: -24
	337: Call FnMapLookupElem
	338: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	339: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	340: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L35>
p0_tracepoint_L36:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	341: Ja off: 0
	342: StMemDW dst: rfp src: r0 off: -32 imm: 0
	343: LoadMapPtr dst: r1 fd: 0 <lost>
	345: MovReg dst: r2 src: rfp
	346: AddImm dst: r2 imm: -32
	347: Call FnMapLookupElem
	348: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	349: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	350: AddImm dst: r1 imm: 1
	351: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L35:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	352: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	353: MovReg dst: r6 src: r0
	354: LdImmDW dst: r1 imm: 4294967297
	356: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	357: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	358: AddImm dst: r7 imm: 44
	359: StMemDW dst: rfp src: r0 off: -48 imm: 0
	360: StMemDW dst: rfp src: r0 off: -40 imm: 0
	361: MovReg dst: r1 src: rfp
	362: AddImm dst: r1 imm: -48
	363: MovImm dst: r2 imm: 16
	364: MovReg dst: r3 src: r7
	365: Call FnProbeReadKernel
	366: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	367: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	368: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	369: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	370: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	371: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	372: MovReg dst: r1 src: r6
	373: MovImm dst: r2 imm: 1
	374: Call FnRingbufSubmit
p0_tracepoint_L34:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	375: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	376: StMemDW dst: rfp src: r0 off: -32 imm: 0
	377: StMemDW dst: rfp src: r0 off: -24 imm: 0
	378: MovReg dst: r1 src: rfp
	379: AddImm dst: r1 imm: -32
	380: MovImm dst: r2 imm: 16
	381: Call FnGetCurrentComm
	382: LdImmDW dst: r0 imm: 1752392034
	384: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	385: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	386: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	387: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	388: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	389: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	390: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	391: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	392: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	393: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	394: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	395: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	396: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	397: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	398: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	399: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	400: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
p0_tracepoint_L40_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	401: MovImm dst: r6 imm: 0
	402: Ja off: -1 <p0_tracepoint_L40>
p0_tracepoint_L39:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	403: MovImm dst: r6 imm: 1
p0_tracepoint_L40:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	404: Ja off: 0
	405: MovImm dst: r7 imm: 0
	406: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L41>
	407: MovImm dst: r6 imm: 0
	408: Ja off: -1 <p0_tracepoint_L42>
p0_tracepoint_L41:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	409: MovImm dst: r6 imm: 1
p0_tracepoint_L42:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	410: Ja off: 0
	411: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L37>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	412: LdImmDW dst: r0 imm: 2
	414: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	415: StMemDW dst: rfp src: r0 off: -48 imm: 0
	416: StMemDW dst: rfp src: r0 off: -64 imm: 2
	417: LoadMapPtr dst: r1 fd: 0 <config>
	419: MovReg dst: r2 src: rfp
	420: AddImm dst: r2 imm: -64
	421: Call FnMapLookupElem
	422: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L43>
	423: LdXMemW dst: r1 src: rfp off: -48 imm: 0
	424: LdImmDW dst: r2 imm: 4294967296
	426: OrReg dst: r1 src: r2
	427: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L43:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	428: Ja off: 0
	429: LoadMapPtr dst: r1 fd: 0 <events>
	431: MovReg dst: r2 src: rfp
	432: AddImm dst: r2 imm: -56
	433: MovImm dst: r3 imm: 16
	434: MovImm dst: r4 imm: 2
	435: Call FnRingbufOutput
	436: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L44>
	437: StMemDW dst: rfp src: r0 off: -72 imm: 2
	438: LoadMapPtr dst: r1 fd: 0 <config>
	440: MovReg dst: r2 src: rfp
	441: AddImm dst: r2 imm: -72
	442: Call FnMapLookupElem
	443: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L46>
	444: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	445: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45>
p0_tracepoint_L46:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	446: Ja off: 0
	447: StMemDW dst: rfp src: r0 off: -80 imm: 0
	448: LoadMapPtr dst: r1 fd: 0 <lost>
	450: MovReg dst: r2 src: rfp
	451: AddImm dst: r2 imm: -80
	452: Call FnMapLookupElem
	453: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L45>
	454: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	455: AddImm dst: r1 imm: 1
	456: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L45:
	457: Ja off: 0
p0_tracepoint_L44:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	458: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L37:
	459: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	460: MovImm dst: r0 imm: 0
	461: Exit
