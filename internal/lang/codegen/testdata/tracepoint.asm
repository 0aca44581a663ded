map m0_bytes @bytes key=4 value=8 percpu=true array=true bucketed=true
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
	140: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	141: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	143: MovReg dst: r2 src: rfp
	144: AddImm dst: r2 imm: -24
	145: Call FnMapLookupElem
	146: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L20>
	147: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	148: AddReg dst: r1 src: r6
	149: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	150: Ja off: -1 <p0_tracepoint_L21>
p0_tracepoint_L20:
	   ; stdin:3:2: @bytes = hist(args.flags);
	151: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	152: LoadMapPtr dst: r1 fd: 0 <m0_bytes>
	154: MovReg dst: r2 src: rfp
	155: AddImm dst: r2 imm: -24
	156: MovReg dst: r3 src: rfp
	157: AddImm dst: r3 imm: -32
	158: MovImm dst: r4 imm: 0
	159: Call FnMapUpdateElem
	160: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L22>
	161: StMemDW dst: rfp src: r0 off: -40 imm: 1
	162: LoadMapPtr dst: r1 fd: 0 <lost>
	164: MovReg dst: r2 src: rfp
	165: AddImm dst: r2 imm: -40
	166: Call FnMapLookupElem
	167: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	168: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	169: AddImm dst: r1 imm: 1
	170: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L23:
	171: Ja off: 0
p0_tracepoint_L22:
	   ; stdin:3:2: @bytes = hist(args.flags);
	172: Ja off: 0
p0_tracepoint_L21:
	   ; stdin:3:2: @bytes = hist(args.flags);
	173: Ja off: 0
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	174: StMemDW dst: rfp src: r0 off: -24 imm: 0
	175: LoadMapPtr dst: r1 fd: 0 <record>
	177: MovReg dst: r2 src: rfp
	178: AddImm dst: r2 imm: -24
	179: Call FnMapLookupElem
	180: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	181: MovReg dst: r6 src: r0
	182: LdImmDW dst: r1 imm: 1
	184: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	185: StMemDW dst: rfp src: r0 off: -32 imm: 72
	186: StMemDW dst: rfp src: r0 off: -48 imm: 0
	187: StMemDW dst: rfp src: r0 off: -40 imm: 0
	188: MovReg dst: r1 src: rfp
	189: AddImm dst: r1 imm: -48
	190: MovImm dst: r2 imm: 16
	191: Call FnGetCurrentComm
	192: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	193: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	194: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	195: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	196: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	197: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	198: MovReg dst: r1 src: r6
	199: AddImm dst: r1 imm: 24
	200: StMemB dst: r1 src: r0 off: 0 imm: 0
	201: MovImm dst: r2 imm: 17
	202: MovReg dst: r3 src: r7
	203: Call FnProbeReadUserStr
	204: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	205: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	206: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	207: Call FnGetCurrentUidGid
	208: MovReg dst: r7 src: r0
	209: LShImm dst: r7 imm: 32
	210: RShImm dst: r7 imm: 32
	211: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	212: StMemDW dst: rfp src: r0 off: -112 imm: 0
	213: StMemDW dst: rfp src: r0 off: -104 imm: 0
	214: StMemDW dst: rfp src: r0 off: -96 imm: 0
	215: StMemDW dst: rfp src: r0 off: -88 imm: 0
	216: StMemDW dst: rfp src: r0 off: -80 imm: 0
	217: StMemDW dst: rfp src: r0 off: -72 imm: 0
	218: StMemDW dst: rfp src: r0 off: -64 imm: 0
	219: StMemDW dst: rfp src: r0 off: -56 imm: 0
	220: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	221: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	222: AndImm dst: r1 imm: 65535
	223: AddReg dst: r3 src: r1
	224: MovReg dst: r1 src: rfp
	225: AddImm dst: r1 imm: -112
	226: MovImm dst: r2 imm: 64
	227: Call FnProbeReadKernelStr
	228: MovReg dst: r1 src: r6
	229: LdXMemDW dst: r2 src: rfp off: -32 imm: 0
	230: AddReg dst: r1 src: r2
	231: MovImm dst: r2 imm: 65
	232: MovReg dst: r3 src: rfp
	233: AddImm dst: r3 imm: -112
	234: Call FnProbeReadKernelStr
	235: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	236: MovImm dst: r0 imm: 1
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	237: JLEImm dst: r0 off: -1 imm: 65 <p0_tracepoint_L26>
	238: MovImm dst: r0 imm: 65
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	239: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	240: LdXMemDW dst: r1 src: rfp off: -32 imm: 0
	241: AddReg dst: r1 src: r0
	242: StXMemDW dst: rfp src: r1 off: -32 imm: 0
	243: LoadMapPtr dst: r1 fd: 0 <events>
	245: MovReg dst: r2 src: r6
	246: LdXMemDW dst: r3 src: rfp off: -32 imm: 0
	247: MovImm dst: r4 imm: 1
	248: Call FnRingbufOutput
	249: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	250: StMemDW dst: rfp src: r0 off: -120 imm: 2
	251: LoadMapPtr dst: r1 fd: 0 <config>
	253: MovReg dst: r2 src: rfp
	254: AddImm dst: r2 imm: -120
	255: Call FnMapLookupElem
	256: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	257: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	258: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L28>
p0_tracepoint_L29:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	259: Ja off: 0
	260: StMemDW dst: rfp src: r0 off: -128 imm: 0
	261: LoadMapPtr dst: r1 fd: 0 <lost>
	263: MovReg dst: r2 src: rfp
	264: AddImm dst: r2 imm: -128
	265: Call FnMapLookupElem
	266: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	267: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	268: AddImm dst: r1 imm: 1
	269: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	270: Ja off: 0
p0_tracepoint_L27:
	271: Ja off: 0
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	272: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	273: Call FnKtimeGetNs
	274: MovReg dst: r6 src: r0
	275: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	276: Call FnGetCurrentPidTgid
	277: MovReg dst: r6 src: r0
	278: LShImm dst: r6 imm: 32
	279: RShImm dst: r6 imm: 32
	280: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	281: LoadMapPtr dst: r1 fd: 0 <m2_start>
	283: MovReg dst: r2 src: rfp
	284: AddImm dst: r2 imm: -32
	285: MovReg dst: r3 src: rfp
	286: AddImm dst: r3 imm: -24
	287: MovImm dst: r4 imm: 0
	288: Call FnMapUpdateElem
	289: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	290: StMemDW dst: rfp src: r0 off: -40 imm: 3
	291: LoadMapPtr dst: r1 fd: 0 <lost>
	293: MovReg dst: r2 src: rfp
	294: AddImm dst: r2 imm: -40
	295: Call FnMapLookupElem
	296: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	297: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	298: AddImm dst: r1 imm: 1
	299: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L31:
	300: Ja off: 0
p0_tracepoint_L30:
	   ; stdin:5:2: @start[tid] = nsecs;
	301: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	302: Call FnKtimeGetNs
	303: MovReg dst: r6 src: r0
	304: StMemDW dst: rfp src: r0 off: -24 imm: 0
	305: LoadMapPtr dst: r1 fd: 0 <config>
	307: MovReg dst: r2 src: rfp
	308: AddImm dst: r2 imm: -24
	309: Call FnMapLookupElem
	310: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	311: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	312: SubReg dst: r6 src: r1
p0_tracepoint_L32:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	313: Ja off: 0
	314: Call FnGetCurrentPidTgid
	315: MovReg dst: r7 src: r0
	316: LShImm dst: r7 imm: 32
	317: RShImm dst: r7 imm: 32
	318: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	319: LoadMapPtr dst: r1 fd: 0 <m2_start>
	321: MovReg dst: r2 src: rfp
	322: AddImm dst: r2 imm: -32
	323: Call FnMapLookupElem
	324: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L33>
	325: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	326: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	327: MovImm dst: r7 imm: 0
p0_tracepoint_L34:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	328: Ja off: 0
	329: SubReg dst: r6 src: r7
	330: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	331: LoadMapPtr dst: r1 fd: 0 <events>
	333: MovImm dst: r2 imm: 32
	334: MovImm dst: r3 imm: 0
	335: Call FnRingbufReserve
	336: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	337: StMemDW dst: rfp src: r0 off: -24 imm: 2
	338: LoadMapPtr dst: r1 fd: 0 <config>
	340: MovReg dst: r2 src: rfp
	341: AddImm dst: r2 imm: -24
	342: Call FnMapLookupElem
	343: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L38>
	344: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	345: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L37>
p0_tracepoint_L38:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	346: Ja off: 0
	347: StMemDW dst: rfp src: r0 off: -32 imm: 0
	348: LoadMapPtr dst: r1 fd: 0 <lost>
	350: MovReg dst: r2 src: rfp
	351: AddImm dst: r2 imm: -32
	352: Call FnMapLookupElem
	353: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L37>
	354: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	355: AddImm dst: r1 imm: 1
	356: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L37:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	357: Ja off: -1 <p0_tracepoint_L36>
p0_tracepoint_L35:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	358: MovReg dst: r6 src: r0
	359: LdImmDW dst: r1 imm: 4294967297
	361: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	362: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	363: AddImm dst: r7 imm: 44
	364: StMemDW dst: rfp src: r0 off: -48 imm: 0
	365: StMemDW dst: rfp src: r0 off: -40 imm: 0
	366: MovReg dst: r1 src: rfp
	367: AddImm dst: r1 imm: -48
	368: MovImm dst: r2 imm: 16
	369: MovReg dst: r3 src: r7
	370: Call FnProbeReadKernel
	371: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	372: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	373: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	374: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	375: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	376: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	377: MovReg dst: r1 src: r6
	378: MovImm dst: r2 imm: 1
	379: Call FnRingbufSubmit
p0_tracepoint_L36:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	380: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	381: StMemDW dst: rfp src: r0 off: -32 imm: 0
	382: StMemDW dst: rfp src: r0 off: -24 imm: 0
	383: MovReg dst: r1 src: rfp
	384: AddImm dst: r1 imm: -32
	385: MovImm dst: r2 imm: 16
	386: Call FnGetCurrentComm
	387: LdImmDW dst: r0 imm: 1752392034
	389: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	390: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	391: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	392: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	393: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	394: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	395: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	396: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	397: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	398: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	399: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	400: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	401: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	402: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	403: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	404: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	405: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
p0_tracepoint_L42_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	406: MovImm dst: r6 imm: 0
	407: Ja off: -1 <p0_tracepoint_L42>
p0_tracepoint_L41:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	408: MovImm dst: r6 imm: 1
p0_tracepoint_L42:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	409: Ja off: 0
	410: MovImm dst: r7 imm: 0
	411: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L43>
	412: MovImm dst: r6 imm: 0
	413: Ja off: -1 <p0_tracepoint_L44>
p0_tracepoint_L43:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	414: MovImm dst: r6 imm: 1
p0_tracepoint_L44:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	415: Ja off: 0
	416: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L39>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	417: LdImmDW dst: r0 imm: 2
	419: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	420: StMemDW dst: rfp src: r0 off: -48 imm: 0
	421: StMemDW dst: rfp src: r0 off: -64 imm: 2
	422: LoadMapPtr dst: r1 fd: 0 <config>
	424: MovReg dst: r2 src: rfp
	425: AddImm dst: r2 imm: -64
	426: Call FnMapLookupElem
	427: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L45>
	428: LdXMemW dst: r1 src: rfp off: -48 imm: 0
	429: LdImmDW dst: r2 imm: 4294967296
	431: OrReg dst: r1 src: r2
	432: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L45:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	433: Ja off: 0
	434: LoadMapPtr dst: r1 fd: 0 <events>
	436: MovReg dst: r2 src: rfp
	437: AddImm dst: r2 imm: -56
	438: MovImm dst: r3 imm: 16
	439: MovImm dst: r4 imm: 2
	440: Call FnRingbufOutput
	441: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L46>
	442: StMemDW dst: rfp src: r0 off: -72 imm: 2
	443: LoadMapPtr dst: r1 fd: 0 <config>
	445: MovReg dst: r2 src: rfp
	446: AddImm dst: r2 imm: -72
	447: Call FnMapLookupElem
	448: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L48>
	449: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	450: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L47>
p0_tracepoint_L48:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	451: Ja off: 0
	452: StMemDW dst: rfp src: r0 off: -80 imm: 0
	453: LoadMapPtr dst: r1 fd: 0 <lost>
	455: MovReg dst: r2 src: rfp
	456: AddImm dst: r2 imm: -80
	457: Call FnMapLookupElem
	458: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L47>
	459: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	460: AddImm dst: r1 imm: 1
	461: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L47:
	462: Ja off: 0
p0_tracepoint_L46:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	463: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L39:
	464: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	465: MovImm dst: r0 imm: 0
	466: Exit
