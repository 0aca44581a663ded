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
	 21: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	 22: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 23: LoadMapPtr dst: r1 fd: 0 <lost>
	 25: MovReg dst: r2 src: rfp
	 26: AddImm dst: r2 imm: -32
	 27: Call FnMapLookupElem
	 28: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L3>
	 29: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 30: AddImm dst: r1 imm: 1
	 31: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L3:
	 32: Ja off: 0
p0_tracepoint_L2:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 33: Ja off: 0
p0_tracepoint_L1:
	   ; stdin:4:18: tracepoint:a:b { @a = 1; }
	 34: MovImm dst: r0 imm: 1
	 35: Exit
p1_tracepoint:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 36: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 37: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 39: MovReg dst: r2 src: rfp
	 40: AddImm dst: r2 imm: -16
	 41: Call FnMapLookupElem
	 42: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L2>
	 43: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 44: Ja off: -1 <p1_tracepoint_L3>
p1_tracepoint_L2:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 45: MovImm dst: r6 imm: 0
p1_tracepoint_L3:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 46: Ja off: 0
	 47: AddImm dst: r6 imm: 1
	 48: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 49: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 50: LoadMapPtr dst: r1 fd: 0 <m1_b>
	 52: MovReg dst: r2 src: rfp
	 53: AddImm dst: r2 imm: -32
	 54: MovReg dst: r3 src: rfp
	 55: AddImm dst: r3 imm: -24
	 56: MovImm dst: r4 imm: 0
	 57: Call FnMapUpdateElem
	 58: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L4>
	 59: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 60: LoadMapPtr dst: r1 fd: 0 <lost>
	 62: MovReg dst: r2 src: rfp
	 63: AddImm dst: r2 imm: -40
	 64: Call FnMapLookupElem
	 65: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L5>
	 66: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 67: AddImm dst: r1 imm: 1
	 68: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_tracepoint_L5:
	 69: Ja off: 0
p1_tracepoint_L4:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 70: Ja off: 0
p1_tracepoint_L1:
	   ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	 71: MovImm dst: r0 imm: 1
	 72: Exit
p2_tracepoint:
	   ; stdin:6:1: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 73: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	 74: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 75: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 76: StMemDW dst: rfp src: r0 off: -32 imm: -1
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 77: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 78: JNEImm dst: r0 off: -1 imm: -1 <p2_tracepoint_L2>
	 79: Call FnGetCurrentPidTgid
	 80: StXMemDW dst: rfp src: r0 off: -32 imm: 0
p2_tracepoint_L2:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 81: Ja off: 0
	 82: MovReg dst: r6 src: r0
	 83: RShImm dst: r6 imm: 32
	 84: MovImm dst: r7 imm: 1
	 85: JGTReg dst: r6 off: -1 src: r7 <p2_tracepoint_L3>
	 86: MovImm dst: r6 imm: 0
	 87: Ja off: -1 <p2_tracepoint_L4>
p2_tracepoint_L3:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 88: MovImm dst: r6 imm: 1
p2_tracepoint_L4:
	   ; stdin:6:17: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 89: Ja off: 0
	 90: JEqImm dst: r6 off: -1 imm: 0 <p2_tracepoint_L1>
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 91: MovImm dst: r6 imm: 1
	 92: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 93: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 94: JNEImm dst: r0 off: -1 imm: -1 <p2_tracepoint_L5>
	 95: Call FnGetCurrentPidTgid
	 96: StXMemDW dst: rfp src: r0 off: -32 imm: 0
p2_tracepoint_L5:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	 97: Ja off: 0
	 98: MovReg dst: r6 src: r0
	 99: RShImm dst: r6 imm: 32
	100: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	101: LoadMapPtr dst: r1 fd: 0 <m2_c>
	103: MovReg dst: r2 src: rfp
	104: AddImm dst: r2 imm: -48
	105: MovReg dst: r3 src: rfp
	106: AddImm dst: r3 imm: -40
	107: MovImm dst: r4 imm: 0
	108: Call FnMapUpdateElem
	109: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L6>
	110: StMemDW dst: rfp src: r0 off: -56 imm: 3
	111: LoadMapPtr dst: r1 fd: 0 <lost>
	113: MovReg dst: r2 src: rfp
	114: AddImm dst: r2 imm: -56
	115: Call FnMapLookupElem
	116: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L7>
	117: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	118: AddImm dst: r1 imm: 1
	119: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_tracepoint_L7:
	120: Ja off: 0
p2_tracepoint_L6:
	   ; stdin:6:28: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	121: Ja off: 0
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	122: StMemDW dst: rfp src: r0 off: -40 imm: 0
	123: MovReg dst: r1 src: rfp
	124: AddImm dst: r1 imm: -32
	125: MovImm dst: r2 imm: 24
	126: MovReg dst: r3 src: r1
	127: Call FnProbeReadKernel
	128: LoadMapPtr dst: r1 fd: 0 <m2_c>
	130: LdImmDW dst: r2 imm: -1 <p2_tracepoint_cb1>
	132: MovReg dst: r3 src: rfp
	133: MovImm dst: r4 imm: 0
	134: Call FnForEachMapElem
p2_tracepoint_L1:
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	135: MovImm dst: r0 imm: 1
	136: Exit
p2_tracepoint_cb1:
	   ; stdin:6:41: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	137: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	138: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	139: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	140: StMemDW dst: rfp src: r0 off: -48 imm: 0
	141: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	142: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	143: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	144: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	145: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	146: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	147: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	148: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	149: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	150: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	151: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	152: LdXMemDW dst: r3 src: rfp off: -64 imm: 0
	153: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	154: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	155: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	156: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	157: StMemDW dst: rfp src: r0 off: -80 imm: 0
	158: LoadMapPtr dst: r1 fd: 0 <m3_d>
	160: MovReg dst: r2 src: rfp
	161: AddImm dst: r2 imm: -80
	162: MovReg dst: r3 src: rfp
	163: AddImm dst: r3 imm: -72
	164: MovImm dst: r4 imm: 0
	165: Call FnMapUpdateElem
	166: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L11>
	167: StMemDW dst: rfp src: r0 off: -88 imm: 4
	168: LoadMapPtr dst: r1 fd: 0 <lost>
	170: MovReg dst: r2 src: rfp
	171: AddImm dst: r2 imm: -88
	172: Call FnMapLookupElem
	173: JEqImm dst: r0 off: -1 imm: 0 <p2_tracepoint_L12>
	174: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	175: AddImm dst: r1 imm: 1
	176: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_tracepoint_L12:
	177: Ja off: 0
p2_tracepoint_L11:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	178: Ja off: 0
	179: Ja off: -1 <p2_tracepoint_L10>
p2_tracepoint_L10:
	   ; stdin:6:58: tracepoint:a:b /pid > 1/ { @c[pid] = 1; for ($kv : @c) { @d = $kv.1; } }
	180: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	181: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	182: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	183: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	184: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	185: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	186: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	187: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	188: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	189: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	190: Exit

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
	22: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L4>
	23: StMemDW dst: rfp src: r0 off: -40 imm: 2
	24: LoadMapPtr dst: r1 fd: 0 <lost>
	26: MovReg dst: r2 src: rfp
	27: AddImm dst: r2 imm: -40
	28: Call FnMapLookupElem
	29: JEqImm dst: r0 off: -1 imm: 0 <p1_tracepoint_L5>
	30: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	31: AddImm dst: r1 imm: 1
	32: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_tracepoint_L5:
	33: Ja off: 0
p1_tracepoint_L4:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	34: Ja off: 0
p1_tracepoint_L1:
	  ; stdin:5:50: tracepoint:a:b, tracepoint:a:c, tracepoint:a:b { @b = @a + 1; }
	35: MovImm dst: r0 imm: 1
	36: Exit

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
	 17: JEqImm dst: r0 off: -1 imm: 0 <p3_kprobe_L2>
	 18: StMemDW dst: rfp src: r0 off: -32 imm: 5
	 19: LoadMapPtr dst: r1 fd: 0 <lost>
	 21: MovReg dst: r2 src: rfp
	 22: AddImm dst: r2 imm: -32
	 23: Call FnMapLookupElem
	 24: JEqImm dst: r0 off: -1 imm: 0 <p3_kprobe_L3>
	 25: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 26: AddImm dst: r1 imm: 1
	 27: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_kprobe_L3:
	 28: Ja off: 0
p3_kprobe_L2:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 29: Ja off: 0
p3_kprobe_L1:
	   ; stdin:7:12: kprobe:f { @k = 1; }
	 30: MovImm dst: r0 imm: 0
	 31: Exit
p4_kprobe:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 32: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 33: LoadMapPtr dst: r1 fd: 0 <m4_k>
	 35: MovReg dst: r2 src: rfp
	 36: AddImm dst: r2 imm: -16
	 37: Call FnMapLookupElem
	 38: JEqImm dst: r0 off: -1 imm: 0 <p4_kprobe_L2>
	 39: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 40: Ja off: -1 <p4_kprobe_L3>
p4_kprobe_L2:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 41: MovImm dst: r6 imm: 0
p4_kprobe_L3:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 42: Ja off: 0
	 43: AddImm dst: r6 imm: 1
	 44: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 45: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 46: LoadMapPtr dst: r1 fd: 0 <m4_k>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -32
	 50: MovReg dst: r3 src: rfp
	 51: AddImm dst: r3 imm: -24
	 52: MovImm dst: r4 imm: 0
	 53: Call FnMapUpdateElem
	 54: JEqImm dst: r0 off: -1 imm: 0 <p4_kprobe_L4>
	 55: StMemDW dst: rfp src: r0 off: -40 imm: 5
	 56: LoadMapPtr dst: r1 fd: 0 <lost>
	 58: MovReg dst: r2 src: rfp
	 59: AddImm dst: r2 imm: -40
	 60: Call FnMapLookupElem
	 61: JEqImm dst: r0 off: -1 imm: 0 <p4_kprobe_L5>
	 62: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 63: AddImm dst: r1 imm: 1
	 64: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p4_kprobe_L5:
	 65: Ja off: 0
p4_kprobe_L4:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 66: Ja off: 0
p4_kprobe_L1:
	   ; stdin:8:12: kprobe:f { @k = @k + 1; }
	 67: MovImm dst: r0 imm: 0
	 68: Exit
