map m0_a @a key=8 value=8 percpu=false array=false bucketed=false
map m1_b @b key=8 value=8 percpu=false array=false bucketed=false
map m2_c @c key=8 value=8 percpu=false array=false bucketed=false
map m3_d @d key=8 value=8 percpu=false array=false bucketed=false
map m4_k @k key=8 value=8 percpu=false array=false bucketed=false

e0_tracepoint (TracePoint):
e0_tracepoint:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	  0: MovReg dst: r6 src: r1
	  1: Call -1 <p0_tracepoint>
	  2: MovReg dst: r1 src: r6
	  3: Call -1 <p1_tracepoint>
	  4: MovReg dst: r1 src: r6
	  5: Call -1 <p1_tracepoint>
	  6: MovReg dst: r1 src: r6
	  7: Call -1 <p2_tracepoint>
	  8: MovImm dst: r0 imm: 1
	  9: Exit
p0_tracepoint:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 10: MovImm dst: r6 imm: 1
	 11: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 12: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 13: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 15: MovReg dst: r2 src: rfp
	 16: AddImm dst: r2 imm: -24
	 17: MovReg dst: r3 src: rfp
	 18: AddImm dst: r3 imm: -16
	 19: MovImm dst: r4 imm: 0
	 20: Call FnMapUpdateElem
	 21: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
p0_tracepoint_L3:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 22: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 23: MovImm dst: r0 imm: 1
	 24: Exit
p0_tracepoint_L2:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 25: Ja off: 0
	 26: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 27: LoadMapPtr dst: r1 fd: 0 <lost>
	 29: MovReg dst: r2 src: rfp
	 30: AddImm dst: r2 imm: -32
	 31: Call FnMapLookupElem
	 32: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L4>
	 33: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 34: AddImm dst: r1 imm: 1
	 35: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L4:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 36: Ja off: -1 <p0_tracepoint_L3>
p1_tracepoint:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 37: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 38: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 40: MovReg dst: r2 src: rfp
	 41: AddImm dst: r2 imm: -16
	 42: Call FnMapLookupElem
	 43: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L2>
	 44: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 45: Ja off: -1 <p1_tracepoint_L3>
p1_tracepoint_L2:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 46: MovImm dst: r6 imm: 0
p1_tracepoint_L3:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 47: Ja off: 0
	 48: AddImm dst: r6 imm: 1
	 49: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 50: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 51: LoadMapPtr dst: r1 fd: 0 <m1_b>
	 53: MovReg dst: r2 src: rfp
	 54: AddImm dst: r2 imm: -32
	 55: MovReg dst: r3 src: rfp
	 56: AddImm dst: r3 imm: -24
	 57: MovImm dst: r4 imm: 0
	 58: Call FnMapUpdateElem
	 59: JNEImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L4>
p1_tracepoint_L5:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 60: Ja off: 0
p1_tracepoint_L1:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 61: MovImm dst: r0 imm: 1
	 62: Exit
p1_tracepoint_L4:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 63: Ja off: 0
	 64: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 65: LoadMapPtr dst: r1 fd: 0 <lost>
	 67: MovReg dst: r2 src: rfp
	 68: AddImm dst: r2 imm: -40
	 69: Call FnMapLookupElem
	 70: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L6>
	 71: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 72: AddImm dst: r1 imm: 1
	 73: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_tracepoint_L6:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 74: Ja off: -1 <p1_tracepoint_L5>
p2_tracepoint:
	   ; stdin:6:1: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 75: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	 76: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 77: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 78: StMemDW dst: rfp src: r0 off: -32 imm: -1
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 79: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 80: JNEImm dst: r0 off: -1 imm: -1 <p2_tracepoint_L2>
	 81: Call FnGetCurrentPidTgid
	 82: StXMemDW dst: rfp src: r0 off: -32 imm: 0
p2_tracepoint_L2:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 83: Ja off: 0
	 84: MovReg dst: r6 src: r0
	 85: RShImm dst: r6 imm: 32
	 86: MovImm dst: r7 imm: 1
	 87: JGTReg dst: r6 off: -1 src: r7 <p2_tracepoint_L3>
	 88: MovImm dst: r6 imm: 0
	 89: Ja off: -1 <p2_tracepoint_L4>
p2_tracepoint_L3:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 90: MovImm dst: r6 imm: 1
p2_tracepoint_L4:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 91: Ja off: 0
	 92: JEqImm dst: r6 off: -1 imm: 0 <p2_tracepoint_L1>
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 93: MovImm dst: r6 imm: 1
	 94: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 95: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 96: JNEImm dst: r0 off: -1 imm: -1 <p2_tracepoint_L5>
	 97: Call FnGetCurrentPidTgid
	 98: StXMemDW dst: rfp src: r0 off: -32 imm: 0
p2_tracepoint_L5:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 99: Ja off: 0
	100: MovReg dst: r6 src: r0
	101: RShImm dst: r6 imm: 32
	102: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	103: LoadMapPtr dst: r1 fd: 0 <m2_c>
	105: MovReg dst: r2 src: rfp
	106: AddImm dst: r2 imm: -48
	107: MovReg dst: r3 src: rfp
	108: AddImm dst: r3 imm: -40
	109: MovImm dst: r4 imm: 0
	110: Call FnMapUpdateElem
	111: JNEImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L6>
p2_tracepoint_L7:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	112: Ja off: 0
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	113: StMemDW dst: rfp src: r0 off: -40 imm: 0
	114: MovReg dst: r1 src: rfp
	115: AddImm dst: r1 imm: -32
	116: MovImm dst: r2 imm: 24
	117: MovReg dst: r3 src: r1
	118: Call FnProbeReadKernel
	119: LoadMapPtr dst: r1 fd: 0 <m2_c>
	121: LdImmDW dst: r2 imm: -1 <p2_tracepoint_cb1>
	123: MovReg dst: r3 src: rfp
	124: MovImm dst: r4 imm: 0
	125: Call FnForEachMapElem
p2_tracepoint_L1:
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	126: MovImm dst: r0 imm: 1
	127: Exit
p2_tracepoint_L6:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	128: Ja off: 0
	129: StMemDW dst: rfp src: r0 off: -56 imm: 3
	130: LoadMapPtr dst: r1 fd: 0 <lost>
	132: MovReg dst: r2 src: rfp
	133: AddImm dst: r2 imm: -56
	134: Call FnMapLookupElem
	135: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L14>
	136: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	137: AddImm dst: r1 imm: 1
	138: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_tracepoint_L14:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	139: Ja off: -1 <p2_tracepoint_L7>
p2_tracepoint_cb1:
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	140: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	141: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	142: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	143: StMemDW dst: rfp src: r0 off: -48 imm: 0
	144: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	145: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	146: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	147: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	148: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	149: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	150: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	152: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	153: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	154: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	155: LdXMemDW dst: r3 src: rfp off: -64 imm: 0
	156: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	157: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	158: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	159: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	160: StMemDW dst: rfp src: r0 off: -80 imm: 0
	161: LoadMapPtr dst: r1 fd: 0 <m3_d>
	163: MovReg dst: r2 src: rfp
	164: AddImm dst: r2 imm: -80
	165: MovReg dst: r3 src: rfp
	166: AddImm dst: r3 imm: -72
	167: MovImm dst: r4 imm: 0
	168: Call FnMapUpdateElem
	169: JNEImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L11>
p2_tracepoint_L12:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	170: Ja off: 0
	171: Ja off: -1 <p2_tracepoint_L10>
p2_tracepoint_L10:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	172: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	173: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	174: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	175: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	176: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	177: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	178: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	179: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	180: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	181: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	182: Exit
p2_tracepoint_L11:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	183: Ja off: 0
	184: StMemDW dst: rfp src: r0 off: -88 imm: 4
	185: LoadMapPtr dst: r1 fd: 0 <lost>
	187: MovReg dst: r2 src: rfp
	188: AddImm dst: r2 imm: -88
	189: Call FnMapLookupElem
	190: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L13>
	191: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	192: AddImm dst: r1 imm: 1
	193: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_tracepoint_L13:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	194: Ja off: -1 <p2_tracepoint_L12>

p1_tracepoint (TracePoint):
p1_tracepoint:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 1: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 3: MovReg dst: r2 src: rfp
	 4: AddImm dst: r2 imm: -16
	 5: Call FnMapLookupElem
	 6: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L2>
	 7: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 8: Ja off: -1 <p1_tracepoint_L3>
p1_tracepoint_L2:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 9: MovImm dst: r6 imm: 0
p1_tracepoint_L3:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	10: Ja off: 0
	11: AddImm dst: r6 imm: 1
	12: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	13: StMemDW dst: rfp src: r0 off: -32 imm: 0
	14: LoadMapPtr dst: r1 fd: 0 <m1_b>
	16: MovReg dst: r2 src: rfp
	17: AddImm dst: r2 imm: -32
	18: MovReg dst: r3 src: rfp
	19: AddImm dst: r3 imm: -24
	20: MovImm dst: r4 imm: 0
	21: Call FnMapUpdateElem
	22: JNEImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L4>
p1_tracepoint_L5:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	23: Ja off: 0
p1_tracepoint_L1:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	24: MovImm dst: r0 imm: 1
	25: Exit
p1_tracepoint_L4:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	26: Ja off: 0
	27: StMemDW dst: rfp src: r0 off: -40 imm: 2
	28: LoadMapPtr dst: r1 fd: 0 <lost>
	30: MovReg dst: r2 src: rfp
	31: AddImm dst: r2 imm: -40
	32: Call FnMapLookupElem
	33: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L6>
	34: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	35: AddImm dst: r1 imm: 1
	36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_tracepoint_L6:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	37: Ja off: -1 <p1_tracepoint_L5>

e2_kprobe (Kprobe):
e2_kprobe:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	  0: MovReg dst: r6 src: r1
	  1: Call -1 <p3_kprobe>
	  2: MovReg dst: r1 src: r6
	  3: Call -1 <p4_kprobe>
	  4: MovImm dst: r0 imm: 0
	  5: Exit
p3_kprobe:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	  6: MovImm dst: r6 imm: 1
	  7: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  8: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  9: LoadMapPtr dst: r1 fd: 0 <m4_k>
	 11: MovReg dst: r2 src: rfp
	 12: AddImm dst: r2 imm: -24
	 13: MovReg dst: r3 src: rfp
	 14: AddImm dst: r3 imm: -16
	 15: MovImm dst: r4 imm: 0
	 16: Call FnMapUpdateElem
	 17: JNEImm dst: r0 off: -1 imm: 0 <p3_kprobe_L2>
p3_kprobe_L3:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 18: Ja off: 0
p3_kprobe_L1:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 19: MovImm dst: r0 imm: 0
	 20: Exit
p3_kprobe_L2:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 21: Ja off: 0
	 22: StMemDW dst: rfp src: r0 off: -32 imm: 5
	 23: LoadMapPtr dst: r1 fd: 0 <lost>
	 25: MovReg dst: r2 src: rfp
	 26: AddImm dst: r2 imm: -32
	 27: Call FnMapLookupElem
	 28: JEqImm dst: r0 off: -1 imm: 0 <p3_kprobe_L4>
	 29: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 30: AddImm dst: r1 imm: 1
	 31: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_kprobe_L4:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 32: Ja off: -1 <p3_kprobe_L3>
p4_kprobe:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 33: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 34: LoadMapPtr dst: r1 fd: 0 <m4_k>
	 36: MovReg dst: r2 src: rfp
	 37: AddImm dst: r2 imm: -16
	 38: Call FnMapLookupElem
	 39: JEqImm dst: r0 off: -1 imm: 0 <p4_kprobe_L2>
	 40: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 41: Ja off: -1 <p4_kprobe_L3>
p4_kprobe_L2:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 42: MovImm dst: r6 imm: 0
p4_kprobe_L3:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 43: Ja off: 0
	 44: AddImm dst: r6 imm: 1
	 45: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 46: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 47: LoadMapPtr dst: r1 fd: 0 <m4_k>
	 49: MovReg dst: r2 src: rfp
	 50: AddImm dst: r2 imm: -32
	 51: MovReg dst: r3 src: rfp
	 52: AddImm dst: r3 imm: -24
	 53: MovImm dst: r4 imm: 0
	 54: Call FnMapUpdateElem
	 55: JNEImm dst: r0 off: -1 imm: 0 <p4_kprobe_L4>
p4_kprobe_L5:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 56: Ja off: 0
p4_kprobe_L1:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 57: MovImm dst: r0 imm: 0
	 58: Exit
p4_kprobe_L4:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 59: Ja off: 0
	 60: StMemDW dst: rfp src: r0 off: -40 imm: 5
	 61: LoadMapPtr dst: r1 fd: 0 <lost>
	 63: MovReg dst: r2 src: rfp
	 64: AddImm dst: r2 imm: -40
	 65: Call FnMapLookupElem
	 66: JEqImm dst: r0 off: -1 imm: 0 <p4_kprobe_L6>
	 67: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 68: AddImm dst: r1 imm: 1
	 69: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p4_kprobe_L6:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 70: Ja off: -1 <p4_kprobe_L5>
