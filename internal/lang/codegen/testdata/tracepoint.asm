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
	232: MovReg dst: r7 src: r1
	233: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	234: StXMemDW dst: r7 src: r0 off: 0 imm: 0
	235: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	236: StXMemDW dst: r7 src: r0 off: 8 imm: 0
	237: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	238: StXMemDW dst: r7 src: r0 off: 16 imm: 0
	239: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	240: StXMemDW dst: r7 src: r0 off: 24 imm: 0
	241: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	242: StXMemDW dst: r7 src: r0 off: 32 imm: 0
	243: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	244: StXMemDW dst: r7 src: r0 off: 40 imm: 0
	245: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	246: StXMemDW dst: r7 src: r0 off: 48 imm: 0
	247: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	248: StXMemDW dst: r7 src: r0 off: 56 imm: 0
	249: StMemDW dst: r6 src: r0 off: 64 imm: 64
	250: LdXMemDW dst: r1 src: rfp off: -32 imm: 0
	251: AddImm dst: r1 imm: 64
	252: StXMemDW dst: rfp src: r1 off: -32 imm: 0
	253: LoadMapPtr dst: r1 fd: 0 <events>
	255: MovReg dst: r2 src: r6
	256: LdXMemDW dst: r3 src: rfp off: -32 imm: 0
	257: MovImm dst: r4 imm: 1
	258: Call FnRingbufOutput
	259: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	260: StMemDW dst: rfp src: r0 off: -120 imm: 2
	261: LoadMapPtr dst: r1 fd: 0 <config>
	263: MovReg dst: r2 src: rfp
	264: AddImm dst: r2 imm: -120
	265: Call FnMapLookupElem
	266: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	267: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	268: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L26>
p0_tracepoint_L27:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	269: Ja off: 0
	270: StMemDW dst: rfp src: r0 off: -128 imm: 0
	271: LoadMapPtr dst: r1 fd: 0 <lost>
	273: MovReg dst: r2 src: rfp
	274: AddImm dst: r2 imm: -128
	275: Call FnMapLookupElem
	276: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	277: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	278: AddImm dst: r1 imm: 1
	279: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L26:
	280: Ja off: 0
p0_tracepoint_L25:
	281: Ja off: 0
p0_tracepoint_L24:
	   ; stdin:4:2: printf("%s %s %d %d %s\n", comm, str(args.filename, 16), args.dfd, uid, args.name);
	282: Ja off: 0
	   ; stdin:5:2: @start[tid] = nsecs;
	283: Call FnKtimeGetNs
	284: MovReg dst: r6 src: r0
	285: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	286: Call FnGetCurrentPidTgid
	287: MovReg dst: r6 src: r0
	288: LShImm dst: r6 imm: 32
	289: RShImm dst: r6 imm: 32
	290: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	291: LoadMapPtr dst: r1 fd: 0 <m2_start>
	293: MovReg dst: r2 src: rfp
	294: AddImm dst: r2 imm: -32
	295: MovReg dst: r3 src: rfp
	296: AddImm dst: r3 imm: -24
	297: MovImm dst: r4 imm: 0
	298: Call FnMapUpdateElem
	299: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	300: StMemDW dst: rfp src: r0 off: -40 imm: 3
	301: LoadMapPtr dst: r1 fd: 0 <lost>
	303: MovReg dst: r2 src: rfp
	304: AddImm dst: r2 imm: -40
	305: Call FnMapLookupElem
	306: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	307: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	308: AddImm dst: r1 imm: 1
	309: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L29:
	310: Ja off: 0
p0_tracepoint_L28:
	   ; stdin:5:2: @start[tid] = nsecs;
	311: Ja off: 0
	   ; stdin:6:2: $d = elapsed - @start[tid];
	312: Call FnKtimeGetNs
	313: MovReg dst: r6 src: r0
	314: StMemDW dst: rfp src: r0 off: -24 imm: 0
	315: LoadMapPtr dst: r1 fd: 0 <config>
	317: MovReg dst: r2 src: rfp
	318: AddImm dst: r2 imm: -24
	319: Call FnMapLookupElem
	320: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	321: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	322: SubReg dst: r6 src: r1
p0_tracepoint_L30:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	323: Ja off: 0
	324: Call FnGetCurrentPidTgid
	325: MovReg dst: r7 src: r0
	326: LShImm dst: r7 imm: 32
	327: RShImm dst: r7 imm: 32
	328: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	329: LoadMapPtr dst: r1 fd: 0 <m2_start>
	331: MovReg dst: r2 src: rfp
	332: AddImm dst: r2 imm: -32
	333: Call FnMapLookupElem
	334: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	335: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	336: Ja off: -1 <p0_tracepoint_L32>
p0_tracepoint_L31:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	337: MovImm dst: r7 imm: 0
p0_tracepoint_L32:
	   ; stdin:6:2: $d = elapsed - @start[tid];
	338: Ja off: 0
	339: SubReg dst: r6 src: r7
	340: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	341: LoadMapPtr dst: r1 fd: 0 <events>
	343: MovImm dst: r2 imm: 32
	344: MovImm dst: r3 imm: 0
	345: Call FnRingbufReserve
	346: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L33>
	347: StMemDW dst: rfp src: r0 off: -24 imm: 2
	348: LoadMapPtr dst: r1 fd: 0 <config>
	350: MovReg dst: r2 src: rfp
	351: AddImm dst: r2 imm: -24
	352: Call FnMapLookupElem
	353: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L36>
	354: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	355: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L35>
p0_tracepoint_L36:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	356: Ja off: 0
	357: StMemDW dst: rfp src: r0 off: -32 imm: 0
	358: LoadMapPtr dst: r1 fd: 0 <lost>
	360: MovReg dst: r2 src: rfp
	361: AddImm dst: r2 imm: -32
	362: Call FnMapLookupElem
	363: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L35>
	364: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	365: AddImm dst: r1 imm: 1
	366: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L35:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	367: Ja off: -1 <p0_tracepoint_L34>
p0_tracepoint_L33:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	368: MovReg dst: r6 src: r0
	369: LdImmDW dst: r1 imm: 4294967297
	371: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	372: LdXMemDW dst: r7 src: rfp off: -8 imm: 0
	373: AddImm dst: r7 imm: 44
	374: StMemDW dst: rfp src: r0 off: -48 imm: 0
	375: StMemDW dst: rfp src: r0 off: -40 imm: 0
	376: MovReg dst: r1 src: rfp
	377: AddImm dst: r1 imm: -48
	378: MovImm dst: r2 imm: 16
	379: MovReg dst: r3 src: r7
	380: Call FnProbeReadKernel
	381: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	382: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	383: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	384: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	385: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	386: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	387: MovReg dst: r1 src: r6
	388: MovImm dst: r2 imm: 1
	389: Call FnRingbufSubmit
p0_tracepoint_L34:
	   ; stdin:7:2: printf("%s %d\n", args.comm, $d);
	390: Ja off: 0
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	391: StMemDW dst: rfp src: r0 off: -32 imm: 0
	392: StMemDW dst: rfp src: r0 off: -24 imm: 0
	393: MovReg dst: r1 src: rfp
	394: AddImm dst: r1 imm: -32
	395: MovImm dst: r2 imm: 16
	396: Call FnGetCurrentComm
	397: LdImmDW dst: r0 imm: 1752392034
	399: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	400: LdXMemB dst: r1 src: rfp off: -32 imm: 0
	401: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	402: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	403: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	404: LdXMemB dst: r1 src: rfp off: -31 imm: 0
	405: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	406: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	407: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	408: LdXMemB dst: r1 src: rfp off: -30 imm: 0
	409: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	410: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	411: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
	412: LdXMemB dst: r1 src: rfp off: -29 imm: 0
	413: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	414: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L39>
	415: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L40_eq>
p0_tracepoint_L40_eq:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	416: MovImm dst: r6 imm: 0
	417: Ja off: -1 <p0_tracepoint_L40>
p0_tracepoint_L39:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	418: MovImm dst: r6 imm: 1
p0_tracepoint_L40:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	419: Ja off: 0
	420: MovImm dst: r7 imm: 0
	421: JEqReg dst: r6 off: -1 src: r7 <p0_tracepoint_L41>
	422: MovImm dst: r6 imm: 0
	423: Ja off: -1 <p0_tracepoint_L42>
p0_tracepoint_L41:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	424: MovImm dst: r6 imm: 1
p0_tracepoint_L42:
	   ; stdin:8:2: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	425: Ja off: 0
	426: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L37>
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	427: LdImmDW dst: r0 imm: 2
	429: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	430: StMemDW dst: rfp src: r0 off: -48 imm: 0
	431: StMemDW dst: rfp src: r0 off: -64 imm: 2
	432: LoadMapPtr dst: r1 fd: 0 <config>
	434: MovReg dst: r2 src: rfp
	435: AddImm dst: r2 imm: -64
	436: Call FnMapLookupElem
	437: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L43>
	438: LdXMemW dst: r1 src: rfp off: -48 imm: 0
	439: LdImmDW dst: r2 imm: 4294967296
	441: OrReg dst: r1 src: r2
	442: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L43:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	443: Ja off: 0
	444: LoadMapPtr dst: r1 fd: 0 <events>
	446: MovReg dst: r2 src: rfp
	447: AddImm dst: r2 imm: -56
	448: MovImm dst: r3 imm: 16
	449: MovImm dst: r4 imm: 2
	450: Call FnRingbufOutput
	451: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L44>
	452: StMemDW dst: rfp src: r0 off: -72 imm: 2
	453: LoadMapPtr dst: r1 fd: 0 <config>
	455: MovReg dst: r2 src: rfp
	456: AddImm dst: r2 imm: -72
	457: Call FnMapLookupElem
	458: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L46>
	459: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	460: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L45>
p0_tracepoint_L46:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	461: Ja off: 0
	462: StMemDW dst: rfp src: r0 off: -80 imm: 0
	463: LoadMapPtr dst: r1 fd: 0 <lost>
	465: MovReg dst: r2 src: rfp
	466: AddImm dst: r2 imm: -80
	467: Call FnMapLookupElem
	468: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L45>
	469: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	470: AddImm dst: r1 imm: 1
	471: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L45:
	472: Ja off: 0
p0_tracepoint_L44:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	473: Ja off: -1 <p0_tracepoint_L1>
p0_tracepoint_L37:
	474: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:8:39: if (strncmp(comm, "bash", 4) == 0) { exit(); }
	475: MovImm dst: r0 imm: 0
	476: Exit
