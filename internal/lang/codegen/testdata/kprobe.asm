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
	 25: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
	 26: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 27: LoadMapPtr dst: r1 fd: 0 <lost>
	 29: MovReg dst: r2 src: rfp
	 30: AddImm dst: r2 imm: -32
	 31: Call FnMapLookupElem
	 32: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L5>
	 33: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 34: AddImm dst: r1 imm: 1
	 35: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L5:
	 36: Ja off: 0
p0_kprobe_L4:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 37: Ja off: 0
p0_kprobe_L3:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 38: Ja off: 0
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 39: LoadMapPtr dst: r1 fd: 0 <events>
	 41: MovImm dst: r2 imm: 32
	 42: MovImm dst: r3 imm: 0
	 43: Call FnRingbufReserve
	 44: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
	 45: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 46: LoadMapPtr dst: r1 fd: 0 <config>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -16
	 50: Call FnMapLookupElem
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L9>
	 52: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 53: JNEImm dst: r1 off: -1 imm: 0 <p0_kprobe_L8>
p0_kprobe_L9:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 54: Ja off: 0
	 55: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 56: LoadMapPtr dst: r1 fd: 0 <lost>
	 58: MovReg dst: r2 src: rfp
	 59: AddImm dst: r2 imm: -24
	 60: Call FnMapLookupElem
	 61: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L8>
	 62: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 63: AddImm dst: r1 imm: 1
	 64: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L8:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 65: Ja off: -1 <p0_kprobe_L7>
p0_kprobe_L6:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 66: MovReg dst: r6 src: r0
	 67: LdImmDW dst: r1 imm: 1
	 69: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 70: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 71: LdXMemDW dst: r7 src: r1 off: 112 imm: 0
	 72: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 73: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 74: LdXMemDW dst: r7 src: r1 off: 104 imm: 0
	 75: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	 76: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 77: LdXMemDW dst: r7 src: r1 off: 128 imm: 0
	 78: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	 79: MovReg dst: r1 src: r6
	 80: MovImm dst: r2 imm: 1
	 81: Call FnRingbufSubmit
p0_kprobe_L7:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 82: Ja off: 0
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 83: MovImm dst: r6 imm: 1
	 84: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 85: LoadMapPtr dst: r2 fd: 0 <stacks>
	 87: MovImm dst: r3 imm: 0
	 88: Call FnGetStackid
	 89: JNEImm dst: r0 off: -1 imm: -17 <p0_kprobe_L10>
	 90: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 91: LoadMapPtr dst: r2 fd: 0 <stacks_overflow>
	 93: MovImm dst: r3 imm: 0
	 94: Call FnGetStackid
	 95: JSLTImm dst: r0 off: -1 imm: 0 <p0_kprobe_L10>
	 96: OrImm dst: r0 imm: 1073741824
p0_kprobe_L10:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 97: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 98: Call FnGetCurrentPidTgid
	 99: RShImm dst: r0 imm: 32
	100: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	101: LoadMapPtr dst: r1 fd: 0 <m2_st>
	103: MovReg dst: r2 src: rfp
	104: AddImm dst: r2 imm: -24
	105: Call FnMapLookupElem
	106: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L11>
	107: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	108: AddReg dst: r1 src: r6
	109: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	110: Ja off: -1 <p0_kprobe_L12>
p0_kprobe_L11:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	111: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	112: LoadMapPtr dst: r1 fd: 0 <m2_st>
	114: MovReg dst: r2 src: rfp
	115: AddImm dst: r2 imm: -24
	116: MovReg dst: r3 src: rfp
	117: AddImm dst: r3 imm: -32
	118: MovImm dst: r4 imm: 0
	119: Call FnMapUpdateElem
	120: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L13>
	121: StMemDW dst: rfp src: r0 off: -40 imm: 3
	122: LoadMapPtr dst: r1 fd: 0 <lost>
	124: MovReg dst: r2 src: rfp
	125: AddImm dst: r2 imm: -40
	126: Call FnMapLookupElem
	127: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L14>
	128: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	129: AddImm dst: r1 imm: 1
	130: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L14:
	131: Ja off: 0
p0_kprobe_L13:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	132: Ja off: 0
p0_kprobe_L12:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	133: Ja off: 0
p0_kprobe_L1:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	134: MovImm dst: r0 imm: 0
	135: Exit

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
	 49: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L12>
	 50: StMemDW dst: rfp src: r0 off: -32 imm: 2
	 51: LoadMapPtr dst: r1 fd: 0 <lost>
	 53: MovReg dst: r2 src: rfp
	 54: AddImm dst: r2 imm: -32
	 55: Call FnMapLookupElem
	 56: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L13>
	 57: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 58: AddImm dst: r1 imm: 1
	 59: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_kretprobe_L13:
	 60: Ja off: 0
p1_kretprobe_L12:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 61: Ja off: 0
p1_kretprobe_L11:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 62: Ja off: 0
p1_kretprobe_L1:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 63: MovImm dst: r0 imm: 0
	 64: Exit

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
	12: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L2>
	13: StMemDW dst: rfp src: r0 off: -40 imm: 2
	14: LoadMapPtr dst: r1 fd: 0 <config>
	16: MovReg dst: r2 src: rfp
	17: AddImm dst: r2 imm: -40
	18: Call FnMapLookupElem
	19: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L4>
	20: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	21: JNEImm dst: r1 off: -1 imm: 0 <p2_interval_L3>
p2_interval_L4:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	22: Ja off: 0
	23: StMemDW dst: rfp src: r0 off: -48 imm: 0
	24: LoadMapPtr dst: r1 fd: 0 <lost>
	26: MovReg dst: r2 src: rfp
	27: AddImm dst: r2 imm: -48
	28: Call FnMapLookupElem
	29: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L3>
	30: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	31: AddImm dst: r1 imm: 1
	32: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_interval_L3:
	33: Ja off: 0
p2_interval_L2:
	34: Ja off: 0
p2_interval_L1:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	35: MovImm dst: r0 imm: 0
	36: Exit

p3_END (RawTracepoint):
p3_END:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	 0: LoadMapPtr dst: r1 fd: 0 <events>
	 2: MovImm dst: r2 imm: 8
	 3: MovImm dst: r3 imm: 0
	 4: Call FnRingbufReserve
	 5: JNEImm dst: r0 off: -1 imm: 0 <p3_END_L2>
	 6: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 7: LoadMapPtr dst: r1 fd: 0 <config>
	 9: MovReg dst: r2 src: rfp
	10: AddImm dst: r2 imm: -16
	11: Call FnMapLookupElem
	12: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L5>
	13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	14: JNEImm dst: r1 off: -1 imm: 0 <p3_END_L4>
p3_END_L5:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	15: Ja off: 0
	16: StMemDW dst: rfp src: r0 off: -24 imm: 0
	17: LoadMapPtr dst: r1 fd: 0 <lost>
	19: MovReg dst: r2 src: rfp
	20: AddImm dst: r2 imm: -24
	21: Call FnMapLookupElem
	22: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L4>
	23: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	24: AddImm dst: r1 imm: 1
	25: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_END_L4:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	26: Ja off: -1 <p3_END_L3>
p3_END_L2:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	27: MovReg dst: r6 src: r0
	28: LdImmDW dst: r1 imm: 4294967303
	30: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	31: MovReg dst: r1 src: r6
	32: MovImm dst: r2 imm: 1
	33: Call FnRingbufSubmit
p3_END_L3:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	34: Ja off: 0
p3_END_L1:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	35: MovImm dst: r0 imm: 0
	36: Exit
