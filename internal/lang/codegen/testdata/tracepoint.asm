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
	175: StMemDW dst: rfp src: r0 off: -24 imm: 0
	176: LoadMapPtr dst: r1 fd: 0 <record>
	178: MovReg dst: r2 src: rfp
	179: AddImm dst: r2 imm: -24
	180: Call FnMapLookupElem
	181: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L24>
	182: MovReg dst: r6 src: r0
	183: LdImmDW dst: r1 imm: 1
	185: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	186: StMemDW dst: rfp src: r0 off: -32 imm: 72
	187: StMemDW dst: rfp src: r0 off: -48 imm: 0
	188: StMemDW dst: rfp src: r0 off: -40 imm: 0
	189: MovReg dst: r1 src: rfp
	190: AddImm dst: r1 imm: -48
	191: MovImm dst: r2 imm: 16
	192: Call FnGetCurrentComm
	193: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	194: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	195: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	196: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	197: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	198: LdXMemDW dst: r7 src: r1 off: 24 imm: 0
	199: MovReg dst: r1 src: r6
	200: AddImm dst: r1 imm: 24
	201: StMemB dst: r1 src: r0 off: 0 imm: 0
	202: MovImm dst: r2 imm: 17
	203: MovReg dst: r3 src: r7
	204: Call FnProbeReadUserStr
	205: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	206: LdXMemDW dst: r7 src: r1 off: 16 imm: 0
	207: StXMemDW dst: r6 src: r7 off: 48 imm: 0
	208: Call FnGetCurrentUidGid
	209: MovReg dst: r7 src: r0
	210: LShImm dst: r7 imm: 32
	211: RShImm dst: r7 imm: 32
	212: StXMemDW dst: r6 src: r7 off: 56 imm: 0
	213: StMemDW dst: rfp src: r0 off: -112 imm: 0
	214: StMemDW dst: rfp src: r0 off: -104 imm: 0
	215: StMemDW dst: rfp src: r0 off: -96 imm: 0
	216: StMemDW dst: rfp src: r0 off: -88 imm: 0
	217: StMemDW dst: rfp src: r0 off: -80 imm: 0
	218: StMemDW dst: rfp src: r0 off: -72 imm: 0
	219: StMemDW dst: rfp src: r0 off: -64 imm: 0
	220: StMemDW dst: rfp src: r0 off: -56 imm: 0
	221: LdXMemDW dst: r3 src: rfp off: -8 imm: 0
	222: LdXMemW dst: r1 src: r3 off: 40 imm: 0
	223: AndImm dst: r1 imm: 65535
	224: AddReg dst: r3 src: r1
	225: MovReg dst: r1 src: rfp
	226: AddImm dst: r1 imm: -112
	227: MovImm dst: r2 imm: 64
	228: Call FnProbeReadKernelStr
	229: MovReg dst: r1 src: r6
	230: LdXMemDW dst: r2 src: rfp off: -32 imm: 0
	231: AddReg dst: r1 src: r2
	232: MovImm dst: r2 imm: 65
	233: MovReg dst: r3 src: rfp
	234: AddImm dst: r3 imm: -112
	235: Call FnProbeReadKernelStr
	236: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	237: MovImm dst: r0 imm: 1
p0_tracepoint_L25:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	238: JLEImm dst: r0 off: -1 imm: 65 <p0_tracepoint_L26>
	239: MovImm dst: r0 imm: 65
p0_tracepoint_L26:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	240: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	241: LdXMemDW dst: r1 src: rfp off: -32 imm: 0
	242: AddReg dst: r1 src: r0
	243: StXMemDW dst: rfp src: r1 off: -32 imm: 0
	244: LoadMapPtr dst: r1 fd: 0 <events>
	246: MovReg dst: r2 src: r6
	247: LdXMemDW dst: r3 src: rfp off: -32 imm: 0
	248: MovImm dst: r4 imm: 1
	249: Call FnRingbufOutput
	250: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	251: StMemDW dst: rfp src: r0 off: -120 imm: 2
	252: LoadMapPtr dst: r1 fd: 0 <config>
	254: MovReg dst: r2 src: rfp
	255: AddImm dst: r2 imm: -120
	256: Call FnMapLookupElem
	257: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	258: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	259: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L28>
p0_tracepoint_L29:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	260: Ja off: 0
	261: StMemDW dst: rfp src: r0 off: -128 imm: 0
	262: LoadMapPtr dst: r1 fd: 0 <lost>
	264: MovReg dst: r2 src: rfp
	265: AddImm dst: r2 imm: -128
	266: Call FnMapLookupElem
	267: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	268: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	269: AddImm dst: r1 imm: 1
	270: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	271: Ja off: 0
p0_tracepoint_L27:
	272: Ja off: 0
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	273: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	274: Call FnKtimeGetNs
	275: MovReg dst: r6 src: r0
	276: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	277: Call FnGetCurrentPidTgid
	278: MovReg dst: r6 src: r0
	279: LShImm dst: r6 imm: 32
	280: RShImm dst: r6 imm: 32
	281: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	282: LoadMapPtr dst: r1 fd: 0 <m2_start>
	284: MovReg dst: r2 src: rfp
	285: AddImm dst: r2 imm: -32
	286: MovReg dst: r3 src: rfp
	287: AddImm dst: r3 imm: -24
	288: MovImm dst: r4 imm: 0
	289: Call FnMapUpdateElem
	290: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	291: StMemDW dst: rfp src: r0 off: -40 imm: 3
	292: LoadMapPtr dst: r1 fd: 0 <lost>
	294: MovReg dst: r2 src: rfp
	295: AddImm dst: r2 imm: -40
	296: Call FnMapLookupElem
	297: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	298: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	299: AddImm dst: r1 imm: 1
	300: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L31:
	301: Ja off: 0
p0_tracepoint_L30:
	   ; stdin:5:2: @start[tid] = nsecs;
	302: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	303: Call FnKtimeGetNs
	304: MovReg dst: r6 src: r0
	305: StMemDW dst: rfp src: r0 off: -24 imm: 0
	306: LoadMapPtr dst: r1 fd: 0 <config>
	308: MovReg dst: r2 src: rfp
	309: AddImm dst: r2 imm: -24
	310: Call FnMapLookupElem
	311: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L32>
	312: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	313: SubReg dst: r6 src: r1
p0_tracepoint_L32:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	314: Ja off: 0
	315: Call FnGetCurrentPidTgid
	316: MovReg dst: r7 src: r0
	317: LShImm dst: r7 imm: 32
	318: RShImm dst: r7 imm: 32
	319: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	320: LoadMapPtr dst: r1 fd: 0 <m2_start>
	322: MovReg dst: r2 src: rfp
	323: AddImm dst: r2 imm: -32
	324: Call FnMapLookupElem
	325: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L33>
	326: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	327: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	328: MovImm dst: r7 imm: 0
p0_tracepoint_L34:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	329: Ja off: 0
	330: SubReg dst: r6 src: r7
	331: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	332: LoadMapPtr dst: r1 fd: 0 <events>
	334: MovImm dst: r2 imm: 32
	335: MovImm dst: r3 imm: 0
	336: Call FnRingbufReserve
	337: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	338: StMemDW dst: rfp src: r0 off: -24 imm: 2
	339: LoadMapPtr dst: r1 fd: 0 <config>
	341: MovReg dst: r2 src: rfp
	342: AddImm dst: r2 imm: -24
	343: Call FnMapLookupElem
	344: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L38>
	345: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	346: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L37>
p0_tracepoint_L38:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	347: Ja off: 0
	348: StMemDW dst: rfp src: r0 off: -32 imm: 0
	349: LoadMapPtr dst: r1 fd: 0 <lost>
	351: MovReg dst: r2 src: rfp
	352: AddImm dst: r2 imm: -32
	353: Call FnMapLookupElem
	354: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L37>
	355: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	356: AddImm dst: r1 imm: 1
	357: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L37:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	358: Ja off: -1 <p0_tracepoint_L36>
p0_tracepoint_L35:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	359: MovReg dst: r6 src: r0
	360: LdImmDW dst: r1 imm: 4294967297
	362: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	363: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	364: AddImm dst: r7 imm: 44
	365: StMemDW dst: rfp src: r0 off: -48 imm: 0
	366: StMemDW dst: rfp src: r0 off: -40 imm: 0
	367: MovReg dst: r1 src: rfp
	368: AddImm dst: r1 imm: -48
	369: MovImm dst: r2 imm: 16
	370: MovReg dst: r3 src: r7
	371: Call FnProbeReadKernel
	372: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	373: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	374: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	375: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	376: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	377: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	378: MovReg dst: r1 src: r6
	379: MovImm dst: r2 imm: 1
	380: Call FnRingbufSubmit
p0_tracepoint_L36:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	381: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	382: StMemDW dst: rfp src: r0 off: -32 imm: 0
	383: StMemDW dst: rfp src: r0 off: -24 imm: 0
	384: MovReg dst: r1 src: rfp
	385: AddImm dst: r1 imm: -32
	386: MovImm dst: r2 imm: 16
	387: Call FnGetCurrentComm
	388: LdImmDW dst: r0 imm: 1752392034
	390: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	391: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	392: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	393: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	394: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	395: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	396: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	397: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	398: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	399: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	400: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	401: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	402: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
	403: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	404: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	405: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L41>
	406: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L42_eq>
p0_tracepoint_L42_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	407: MovImm dst: r6 imm: 0
	408: Ja off: -1 <p0_tracepoint_L42>
p0_tracepoint_L41:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	409: MovImm dst: r6 imm: 1
p0_tracepoint_L42:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	410: Ja off: 0
	411: MovImm dst: r7 imm: 0
	412: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L43>
	413: MovImm dst: r6 imm: 0
	414: Ja off: -1 <p0_tracepoint_L44>
p0_tracepoint_L43:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	415: MovImm dst: r6 imm: 1
p0_tracepoint_L44:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	416: Ja off: 0
	417: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L39>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	418: LdImmDW dst: r0 imm: 2
	420: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	421: StMemDW dst: rfp src: r0 off: -48 imm: 0
	422: StMemDW dst: rfp src: r0 off: -64 imm: 2
	423: LoadMapPtr dst: r1 fd: 0 <config>
	425: MovReg dst: r2 src: rfp
	426: AddImm dst: r2 imm: -64
	427: Call FnMapLookupElem
	428: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L45>
	429: LdXMemW dst: r1 src: rfp off: -48 imm: 0
	430: LdImmDW dst: r2 imm: 4294967296
	432: OrReg dst: r1 src: r2
	433: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L45:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	434: Ja off: 0
	435: LoadMapPtr dst: r1 fd: 0 <events>
	437: MovReg dst: r2 src: rfp
	438: AddImm dst: r2 imm: -56
	439: MovImm dst: r3 imm: 16
	440: MovImm dst: r4 imm: 2
	441: Call FnRingbufOutput
	442: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L46>
	443: StMemDW dst: rfp src: r0 off: -72 imm: 2
	444: LoadMapPtr dst: r1 fd: 0 <config>
	446: MovReg dst: r2 src: rfp
	447: AddImm dst: r2 imm: -72
	448: Call FnMapLookupElem
	449: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L48>
	450: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	451: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L47>
p0_tracepoint_L48:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	452: Ja off: 0
	453: StMemDW dst: rfp src: r0 off: -80 imm: 0
	454: LoadMapPtr dst: r1 fd: 0 <lost>
	456: MovReg dst: r2 src: rfp
	457: AddImm dst: r2 imm: -80
	458: Call FnMapLookupElem
	459: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L47>
	460: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	461: AddImm dst: r1 imm: 1
	462: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L47:
	463: Ja off: 0
p0_tracepoint_L46:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	464: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L39:
	465: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	466: MovImm dst: r0 imm: 0
	467: Exit
