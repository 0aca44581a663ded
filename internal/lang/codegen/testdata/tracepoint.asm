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
	181: StMemDW dst: rfp src: r0 off: -24 imm: 0
	182: LoadMapPtr dst: r1 fd: 0 <lost>
	184: MovReg dst: r2 src: rfp
	185: AddImm dst: r2 imm: -24
	186: Call FnMapLookupElem
	187: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	188: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	189: AddImm dst: r1 imm: 1
	190: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	191: Ja off: -1 <p0_tracepoint_L25>
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	192: MovReg dst: r6 src: r0
	193: LdImmDW dst: r1 imm: 1
	195: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	196: StMemDW dst: rfp src: r0 off: -40 imm: 0
	197: StMemDW dst: rfp src: r0 off: -32 imm: 0
	198: MovReg dst: r1 src: rfp
	199: AddImm dst: r1 imm: -40
	200: MovImm dst: r2 imm: 16
	201: Call FnGetCurrentComm
	202: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	203: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	204: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	205: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	206: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	207: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	208: StMemB dst: r6 src: r0 off: 24 imm: 0
	209: MovReg dst: r1 src: r6
	210: AddImm dst: r1 imm: 24
	211: MovImm dst: r2 imm: 17
	212: MovReg dst: r3 src: r7
	213: Call FnProbeReadUserStr
	214: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	215: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	216: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	217: Call FnGetCurrentUidGid
	218: MovReg dst: r7 src: r0
	219: LShImm dst: r7 imm: 32
	220: RShImm dst: r7 imm: 32
	221: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	222: StMemDW dst: rfp src: r0 off: -104 imm: 0
	223: StMemDW dst: rfp src: r0 off: -96 imm: 0
	224: StMemDW dst: rfp src: r0 off: -88 imm: 0
	225: StMemDW dst: rfp src: r0 off: -80 imm: 0
	226: StMemDW dst: rfp src: r0 off: -72 imm: 0
	227: StMemDW dst: rfp src: r0 off: -64 imm: 0
	228: StMemDW dst: rfp src: r0 off: -56 imm: 0
	229: StMemDW dst: rfp src: r0 off: -48 imm: 0
	230: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	231: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	232: AndImm dst: r1 imm: 65535
	233: AddReg dst: r3 src: r1
	234: MovReg dst: r1 src: rfp
	235: AddImm dst: r1 imm: -104
	236: MovImm dst: r2 imm: 64
	237: Call FnProbeReadKernelStr
	238: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	239: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	240: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	241: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	242: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	243: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	244: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	245: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	246: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	247: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	248: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	249: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	250: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	251: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	252: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	253: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	254: MovReg dst: r1 src: r6
	255: MovImm dst: r2 imm: 1
	256: Call FnRingbufSubmit
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	257: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	258: Call FnKtimeGetNs
	259: MovReg dst: r6 src: r0
	260: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	261: Call FnGetCurrentPidTgid
	262: MovReg dst: r6 src: r0
	263: LShImm dst: r6 imm: 32
	264: RShImm dst: r6 imm: 32
	265: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	266: LoadMapPtr dst: r1 fd: 0 <m2_start>
	268: MovReg dst: r2 src: rfp
	269: AddImm dst: r2 imm: -32
	270: MovReg dst: r3 src: rfp
	271: AddImm dst: r3 imm: -24
	272: MovImm dst: r4 imm: 0
	273: Call FnMapUpdateElem
	274: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	275: StMemDW dst: rfp src: r0 off: -40 imm: 3
	276: LoadMapPtr dst: r1 fd: 0 <lost>
	278: MovReg dst: r2 src: rfp
	279: AddImm dst: r2 imm: -40
	280: Call FnMapLookupElem
	281: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	282: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	283: AddImm dst: r1 imm: 1
	284: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	285: Ja off: 0
p0_tracepoint_L27:
	   ; stdin:5:2: @start[tid] = nsecs;
	286: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	287: Call FnKtimeGetNs
	288: MovReg dst: r6 src: r0
	289: StMemDW dst: rfp src: r0 off: -24 imm: 0
	290: LoadMapPtr dst: r1 fd: 0 <config>
	292: MovReg dst: r2 src: rfp
	293: AddImm dst: r2 imm: -24
	294: Call FnMapLookupElem
	295: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	296: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	297: SubReg dst: r6 src: r1
p0_tracepoint_L29:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	298: Ja off: 0
	299: Call FnGetCurrentPidTgid
	300: MovReg dst: r7 src: r0
	301: LShImm dst: r7 imm: 32
	302: RShImm dst: r7 imm: 32
	303: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	304: LoadMapPtr dst: r1 fd: 0 <m2_start>
	306: MovReg dst: r2 src: rfp
	307: AddImm dst: r2 imm: -32
	308: Call FnMapLookupElem
	309: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	310: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	311: Ja off: -1 <p0_tracepoint_L31>
p0_tracepoint_L30:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	312: MovImm dst: r7 imm: 0
p0_tracepoint_L31:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	313: Ja off: 0
	314: SubReg dst: r6 src: r7
	315: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	316: LoadMapPtr dst: r1 fd: 0 <events>
	318: MovImm dst: r2 imm: 32
	319: MovImm dst: r3 imm: 0
	320: Call FnRingbufReserve
	321: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	322: StMemDW dst: rfp src: r0 off: -24 imm: 0
	323: LoadMapPtr dst: r1 fd: 0 <lost>
	325: MovReg dst: r2 src: rfp
	326: AddImm dst: r2 imm: -24
	327: Call FnMapLookupElem
	328: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L34>
	329: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	330: AddImm dst: r1 imm: 1
	331: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L34:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	332: Ja off: -1 <p0_tracepoint_L33>
p0_tracepoint_L32:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	333: MovReg dst: r6 src: r0
	334: LdImmDW dst: r1 imm: 4294967297
	336: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	337: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	338: AddImm dst: r7 imm: 44
	339: StMemDW dst: rfp src: r0 off: -40 imm: 0
	340: StMemDW dst: rfp src: r0 off: -32 imm: 0
	341: MovReg dst: r1 src: rfp
	342: AddImm dst: r1 imm: -40
	343: MovImm dst: r2 imm: 16
	344: MovReg dst: r3 src: r7
	345: Call FnProbeReadKernel
	346: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	347: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	348: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	349: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	350: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	351: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	352: MovReg dst: r1 src: r6
	353: MovImm dst: r2 imm: 1
	354: Call FnRingbufSubmit
p0_tracepoint_L33:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	355: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	356: StMemDW dst: rfp src: r0 off: -32 imm: 0
	357: StMemDW dst: rfp src: r0 off: -24 imm: 0
	358: MovReg dst: r1 src: rfp
	359: AddImm dst: r1 imm: -32
	360: MovImm dst: r2 imm: 16
	361: Call FnGetCurrentComm
	362: LdImmDW dst: r0 imm: 1752392034
	364: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	365: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	366: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	367: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	368: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	369: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	370: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	371: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	372: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	373: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	374: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	375: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	376: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
	377: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	378: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	379: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L37>
	380: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L38_eq>
p0_tracepoint_L38_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	381: MovImm dst: r6 imm: 0
	382: Ja off: -1 <p0_tracepoint_L38>
p0_tracepoint_L37:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	383: MovImm dst: r6 imm: 1
p0_tracepoint_L38:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	384: Ja off: 0
	385: MovImm dst: r7 imm: 0
	386: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L39>
	387: MovImm dst: r6 imm: 0
	388: Ja off: -1 <p0_tracepoint_L40>
p0_tracepoint_L39:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	389: MovImm dst: r6 imm: 1
p0_tracepoint_L40:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	390: Ja off: 0
	391: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L35>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	392: LdImmDW dst: r0 imm: 2
	394: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	395: StMemDW dst: rfp src: r0 off: -48 imm: 0
	396: LoadMapPtr dst: r1 fd: 0 <events>
	398: MovReg dst: r2 src: rfp
	399: AddImm dst: r2 imm: -56
	400: MovImm dst: r3 imm: 16
	401: MovImm dst: r4 imm: 2
	402: Call FnRingbufOutput
	403: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L41>
	404: StMemDW dst: rfp src: r0 off: -64 imm: 0
	405: LoadMapPtr dst: r1 fd: 0 <lost>
	407: MovReg dst: r2 src: rfp
	408: AddImm dst: r2 imm: -64
	409: Call FnMapLookupElem
	410: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L42>
	411: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	412: AddImm dst: r1 imm: 1
	413: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L42:
	414: Ja off: 0
p0_tracepoint_L41:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	415: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L35:
	416: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	417: MovImm dst: r0 imm: 0
	418: Exit
