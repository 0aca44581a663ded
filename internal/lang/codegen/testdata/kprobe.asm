map m0_ @ key=8 value=8 percpu=true array=false bucketed=false
map m1_ret @ret key=4 value=8 percpu=true array=true bucketed=true
map m2_st @st key=16 value=8 percpu=true array=false bucketed=false

p0_kprobe (Kprobe):
p0_kprobe:
	   ; stdin:1:1: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	  1: MovImm dst: r6 imm: 1
	  2: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  3: Call FnGetFuncIp
	  4: MovReg dst: r7 src: r0
	  5: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  6: LoadMapPtr dst: r1 fd: 0 <m0_>
	  8: MovReg dst: r2 src: rfp
	  9: AddImm dst: r2 imm: -16
	 10: Call FnMapLookupElem
	 11: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L2>
	 12: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 13: AddReg dst: r1 src: r6
	 14: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 15: Ja off: -1 <p0_kprobe_L3>
p0_kprobe_L2:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 16: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 17: LoadMapPtr dst: r1 fd: 0 <m0_>
	 19: MovReg dst: r2 src: rfp
	 20: AddImm dst: r2 imm: -16
	 21: MovReg dst: r3 src: rfp
	 22: AddImm dst: r3 imm: -24
	 23: MovImm dst: r4 imm: 0
	 24: Call FnMapUpdateElem
	 25: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
p0_kprobe_L5:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 26: Ja off: 0
p0_kprobe_L3:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 27: Ja off: 0
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 28: LoadMapPtr dst: r1 fd: 0 <events>
	 30: MovImm dst: r2 imm: 32
	 31: MovImm dst: r3 imm: 0
	 32: Call FnRingbufReserve
	 33: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	 34: MovReg dst: r6 src: r0
	 35: LdImmDW dst: r1 imm: 1
	 37: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 38: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 39: LdXMemDW dst: r7 src: r1 off: 112 imm: 0
	 40: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 41: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 42: LdXMemDW dst: r7 src: r1 off: 104 imm: 0
	 43: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	 44: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 45: LdXMemDW dst: r7 src: r1 off: 128 imm: 0
	 46: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	 47: MovReg dst: r1 src: r6
	 48: MovImm dst: r2 imm: 1
	 49: Call FnRingbufSubmit
p0_kprobe_L6:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 50: Ja off: 0
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 51: MovImm dst: r6 imm: 1
	 52: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 53: LoadMapPtr dst: r2 fd: 0 <stacks>
	 55: MovImm dst: r3 imm: 0
	 56: Call FnGetStackid
	 57: JNEImm dst: r0 off: -1 imm: -17 <p0_kprobe_L8>
	 58: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 59: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 61: MovImm dst: r3 imm: 0
	 62: Call FnGetStackid
	 63: JSLTImm dst: r0 off: -1 imm: 0 <p0_kprobe_L8>
	 64: OrImm dst: r0 imm: 1073741824
p0_kprobe_L8:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 65: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 66: Call FnGetCurrentPidTgid
	 67: RShImm dst: r0 imm: 32
	 68: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 69: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 71: MovReg dst: r2 src: rfp
	 72: AddImm dst: r2 imm: -24
	 73: Call FnMapLookupElem
	 74: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L9>
	 75: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 76: AddReg dst: r1 src: r6
	 77: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 78: Ja off: -1 <p0_kprobe_L10>
p0_kprobe_L9:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 79: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 80: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 82: MovReg dst: r2 src: rfp
	 83: AddImm dst: r2 imm: -24
	 84: MovReg dst: r3 src: rfp
	 85: AddImm dst: r3 imm: -32
	 86: MovImm dst: r4 imm: 0
	 87: Call FnMapUpdateElem
	 88: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L11>
p0_kprobe_L12:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 89: Ja off: 0
p0_kprobe_L10:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 90: Ja off: 0
p0_kprobe_L1:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 91: MovImm dst: r0 imm: 0
	 92: Exit
p0_kprobe_L4:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 93: Ja off: 0
	 94: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 95: LoadMapPtr dst: r1 fd: 0 <lost>
	 97: MovReg dst: r2 src: rfp
	 98: AddImm dst: r2 imm: -32
	 99: Call FnMapLookupElem
	100: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L13>
	101: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	102: AddImm dst: r1 imm: 1
	103: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L13:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	104: Ja off: -1 <p0_kprobe_L5>
p0_kprobe_L7:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	105: Ja off: 0
	106: StMemDW dst: rfp src: r0 off: -16 imm: 2
	107: LoadMapPtr dst: r1 fd: 0 <config>
	109: MovReg dst: r2 src: rfp
	110: AddImm dst: r2 imm: -16
	111: Call FnMapLookupElem
	112: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L15>
	113: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	114: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L14>
p0_kprobe_L15:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	115: Ja off: 0
	116: StMemDW dst: rfp src: r0 off: -24 imm: 0
	117: LoadMapPtr dst: r1 fd: 0 <lost>
	119: MovReg dst: r2 src: rfp
	120: AddImm dst: r2 imm: -24
	121: Call FnMapLookupElem
	122: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L14>
	123: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	124: AddImm dst: r1 imm: 1
	125: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L14:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	126: Ja off: -1 <p0_kprobe_L6>
p0_kprobe_L11:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	127: Ja off: 0
	128: StMemDW dst: rfp src: r0 off: -40 imm: 3
	129: LoadMapPtr dst: r1 fd: 0 <lost>
	131: MovReg dst: r2 src: rfp
	132: AddImm dst: r2 imm: -40
	133: Call FnMapLookupElem
	134: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L16>
	135: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	136: AddImm dst: r1 imm: 1
	137: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L16:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	138: Ja off: -1 <p0_kprobe_L12>

p1_kretprobe (Kprobe):
p1_kretprobe:
	   ; stdin:2:1: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	  1: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  2: LdXMemDW dst: r6 src: r1 off: 80 imm: 0
	  3: MovReg dst: r7 src: r6
	  4: JSLTImm dst: r7 off: -1 imm: 0 <p1_kretprobe_L2>
	  5: JEqImm dst: r7 off: -1 imm: 0 <p1_kretprobe_L3>
	  6: MovImm dst: r1 imm: 2
	  7: JLTImm dst: r7 off: -1 imm: 65536 <p1_kretprobe_L5>
	  8: RShImm dst: r7 imm: 16
	  9: AddImm dst: r1 imm: 16
p1_kretprobe_L5:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 10: JLTImm dst: r7 off: -1 imm: 256 <p1_kretprobe_L6>
	 11: RShImm dst: r7 imm: 8
	 12: AddImm dst: r1 imm: 8
p1_kretprobe_L6:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 13: JLTImm dst: r7 off: -1 imm: 16 <p1_kretprobe_L7>
	 14: RShImm dst: r7 imm: 4
	 15: AddImm dst: r1 imm: 4
p1_kretprobe_L7:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 16: JLTImm dst: r7 off: -1 imm: 4 <p1_kretprobe_L8>
	 17: RShImm dst: r7 imm: 2
	 18: AddImm dst: r1 imm: 2
p1_kretprobe_L8:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 19: JLTImm dst: r7 off: -1 imm: 2 <p1_kretprobe_L9>
	 20: RShImm dst: r7 imm: 1
	 21: AddImm dst: r1 imm: 1
p1_kretprobe_L9:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 22: MovReg dst: r7 src: r1
	 23: Ja off: -1 <p1_kretprobe_L4>
p1_kretprobe_L2:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 24: MovImm dst: r7 imm: 0
	 25: Ja off: -1 <p1_kretprobe_L4>
p1_kretprobe_L3:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 26: MovImm dst: r7 imm: 1
p1_kretprobe_L4:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 27: Ja off: 0
	 28: MovImm dst: r6 imm: 1
	 29: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 30: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	 32: MovReg dst: r2 src: rfp
	 33: AddImm dst: r2 imm: -16
	 34: Call FnMapLookupElem
	 35: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L10>
	 36: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 37: AddReg dst: r1 src: r6
	 38: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 39: Ja off: -1 <p1_kretprobe_L11>
p1_kretprobe_L10:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 40: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 41: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	 43: MovReg dst: r2 src: rfp
	 44: AddImm dst: r2 imm: -16
	 45: MovReg dst: r3 src: rfp
	 46: AddImm dst: r3 imm: -24
	 47: MovImm dst: r4 imm: 0
	 48: Call FnMapUpdateElem
	 49: JNEImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L12>
p1_kretprobe_L13:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 50: Ja off: 0
p1_kretprobe_L11:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 51: Ja off: 0
p1_kretprobe_L1:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 52: MovImm dst: r0 imm: 0
	 53: Exit
p1_kretprobe_L12:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 54: Ja off: 0
	 55: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 56: LoadMapPtr dst: r1 fd: 0 <lost>
	 58: MovReg dst: r2 src: rfp
	 59: AddImm dst: r2 imm: -32
	 60: Call FnMapLookupElem
	 61: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L14>
	 62: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 63: AddImm dst: r1 imm: 1
	 64: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_kretprobe_L14:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 65: Ja off: -1 <p1_kretprobe_L13>

p2_interval (PerfEvent):
p2_interval:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	 0: LdImmDW dst: r0 imm: 4294967299
	 2: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 3: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 4: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 5: LoadMapPtr dst: r1 fd: 0 <events>
	 7: MovReg dst: r2 src: rfp
	 8: AddImm dst: r2 imm: -32
	 9: MovImm dst: r3 imm: 24
	10: MovImm dst: r4 imm: 1
	11: Call FnRingbufOutput
	12: JNEImm dst: r0 off: -1 imm: 0 <p2_interval_L2>
p2_interval_L3:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	13: Ja off: 0
p2_interval_L1:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	14: MovImm dst: r0 imm: 0
	15: Exit
p2_interval_L2:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	16: Ja off: 0
	17: StMemDW dst: rfp src: r0 off: -40 imm: 2
	18: LoadMapPtr dst: r1 fd: 0 <config>
	20: MovReg dst: r2 src: rfp
	21: AddImm dst: r2 imm: -40
	22: Call FnMapLookupElem
	23: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L5>
	24: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	25: JNEImm dst: r1 off: -1 imm: 0 <p2_interval_L4>
p2_interval_L5:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	26: Ja off: 0
	27: StMemDW dst: rfp src: r0 off: -48 imm: 0
	28: LoadMapPtr dst: r1 fd: 0 <lost>
	30: MovReg dst: r2 src: rfp
	31: AddImm dst: r2 imm: -48
	32: Call FnMapLookupElem
	33: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L4>
	34: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	35: AddImm dst: r1 imm: 1
	36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_interval_L4:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	37: Ja off: -1 <p2_interval_L3>

p3_END (RawTracepoint):
p3_END:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	 0: LoadMapPtr dst: r1 fd: 0 <events>
	 2: MovImm dst: r2 imm: 8
	 3: MovImm dst: r3 imm: 0
	 4: Call FnRingbufReserve
	 5: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L3>
	 6: MovReg dst: r6 src: r0
	 7: LdImmDW dst: r1 imm: 4294967303
	 9: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	10: MovReg dst: r1 src: r6
	11: MovImm dst: r2 imm: 1
	12: Call FnRingbufSubmit
p3_END_L2:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	13: Ja off: 0
p3_END_L1:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	14: MovImm dst: r0 imm: 0
	15: Exit
p3_END_L3:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	16: Ja off: 0
	17: StMemDW dst: rfp src: r0 off: -16 imm: 2
	18: LoadMapPtr dst: r1 fd: 0 <config>
	20: MovReg dst: r2 src: rfp
	21: AddImm dst: r2 imm: -16
	22: Call FnMapLookupElem
	23: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L5>
	24: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	25: JNEImm dst: r1 off: -1 imm: 0 <p3_END_L4>
p3_END_L5:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	26: Ja off: 0
	27: StMemDW dst: rfp src: r0 off: -24 imm: 0
	28: LoadMapPtr dst: r1 fd: 0 <lost>
	30: MovReg dst: r2 src: rfp
	31: AddImm dst: r2 imm: -24
	32: Call FnMapLookupElem
	33: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L4>
	34: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	35: AddImm dst: r1 imm: 1
	36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_END_L4:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	37: Ja off: -1 <p3_END_L2>
