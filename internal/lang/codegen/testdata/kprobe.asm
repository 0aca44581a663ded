map m0_ @ key=8 value=8 percpu=true array=false bucketed=false
map m1_ret @ret key=8 value=8 percpu=true array=false bucketed=true
map m2_st @st key=16 value=8 percpu=true array=false bucketed=false

p0_kprobe (Kprobe):
p0_kprobe:
	   ; stdin:1:1: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	  1: MovImm dst: r6 imm: 1
	  2: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  3: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  4: Call FnGetFuncIp
	  5: MovReg dst: r7 src: r0
	  6: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  7: LoadMapPtr dst: r1 fd: 0 <m0_>
	  9: MovReg dst: r2 src: rfp
	 10: AddImm dst: r2 imm: -16
	 11: Call FnMapLookupElem
	 12: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L2>
	 13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 14: AddReg dst: r1 src: r6
	 15: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 16: Ja off: -1 <p0_kprobe_L3>
p0_kprobe_L2:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 17: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 18: LoadMapPtr dst: r1 fd: 0 <m0_>
	 20: MovReg dst: r2 src: rfp
	 21: AddImm dst: r2 imm: -16
	 22: MovReg dst: r3 src: rfp
	 23: AddImm dst: r3 imm: -24
	 24: MovImm dst: r4 imm: 0
	 25: Call FnMapUpdateElem
p0_kprobe_L3:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 26: Ja off: 0
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 27: LoadMapPtr dst: r1 fd: 0 <events>
	 29: MovImm dst: r2 imm: 32
	 30: MovImm dst: r3 imm: 0
	 31: Call FnRingbufReserve
	 32: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
	 33: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 34: LoadMapPtr dst: r1 fd: 0 <lost>
	 36: MovReg dst: r2 src: rfp
	 37: AddImm dst: r2 imm: -16
	 38: Call FnMapLookupElem
	 39: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
	 40: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 41: AddImm dst: r1 imm: 1
	 42: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L6:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 43: Ja off: -1 <p0_kprobe_L5>
p0_kprobe_L4:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 44: MovReg dst: r6 src: r0
	 45: LdImmDW dst: r1 imm: 1
	 47: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 48: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 49: LdXMemDW dst: r7 src: r1 off: 112 imm: 0
	 50: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 51: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 52: LdXMemDW dst: r7 src: r1 off: 104 imm: 0
	 53: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	 54: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 55: LdXMemDW dst: r7 src: r1 off: 128 imm: 0
	 56: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	 57: MovReg dst: r1 src: r6
	 58: MovImm dst: r2 imm: 1
	 59: Call FnRingbufSubmit
p0_kprobe_L5:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 60: Ja off: 0
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 61: MovImm dst: r6 imm: 1
	 62: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 63: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 64: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 65: LoadMapPtr dst: r2 fd: 0 <stacks>
	 67: MovImm dst: r3 imm: 0
	 68: Call FnGetStackid
	 69: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 70: Call FnGetCurrentPidTgid
	 71: RShImm dst: r0 imm: 32
	 72: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 73: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 74: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 75: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 76: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 77: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 79: MovReg dst: r2 src: rfp
	 80: AddImm dst: r2 imm: -24
	 81: Call FnMapLookupElem
	 82: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	 83: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 84: AddReg dst: r1 src: r6
	 85: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 86: Ja off: -1 <p0_kprobe_L8>
p0_kprobe_L7:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 87: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 88: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 90: MovReg dst: r2 src: rfp
	 91: AddImm dst: r2 imm: -24
	 92: MovReg dst: r3 src: rfp
	 93: AddImm dst: r3 imm: -48
	 94: MovImm dst: r4 imm: 0
	 95: Call FnMapUpdateElem
p0_kprobe_L8:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 96: Ja off: 0
p0_kprobe_L1:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 97: MovImm dst: r0 imm: 0
	 98: Exit

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
	 29: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 30: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 31: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	 33: MovReg dst: r2 src: rfp
	 34: AddImm dst: r2 imm: -16
	 35: Call FnMapLookupElem
	 36: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L10>
	 37: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 38: AddReg dst: r1 src: r6
	 39: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 40: Ja off: -1 <p1_kretprobe_L11>
p1_kretprobe_L10:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 41: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 42: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	 44: MovReg dst: r2 src: rfp
	 45: AddImm dst: r2 imm: -16
	 46: MovReg dst: r3 src: rfp
	 47: AddImm dst: r3 imm: -24
	 48: MovImm dst: r4 imm: 0
	 49: Call FnMapUpdateElem
p1_kretprobe_L11:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 50: Ja off: 0
p1_kretprobe_L1:
	   ; stdin:2:28: kretprobe:do_sys_openat2 { @ret = hist(retval); }
	 51: MovImm dst: r0 imm: 0
	 52: Exit

p2_interval (PerfEvent):
p2_interval:
	  ; stdin:3:1: interval:s:1 { print(@ret); }
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	 1: LdImmDW dst: r0 imm: 4294967299
	 3: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 4: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 5: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 6: LoadMapPtr dst: r1 fd: 0 <events>
	 8: MovReg dst: r2 src: rfp
	 9: AddImm dst: r2 imm: -32
	10: MovImm dst: r3 imm: 24
	11: MovImm dst: r4 imm: 1
	12: Call FnRingbufOutput
	13: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L2>
	14: StMemDW dst: rfp src: r0 off: -40 imm: 0
	15: LoadMapPtr dst: r1 fd: 0 <lost>
	17: MovReg dst: r2 src: rfp
	18: AddImm dst: r2 imm: -40
	19: Call FnMapLookupElem
	20: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L3>
	21: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	22: AddImm dst: r1 imm: 1
	23: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_interval_L3:
	24: Ja off: 0
p2_interval_L2:
	25: Ja off: 0
p2_interval_L1:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	26: MovImm dst: r0 imm: 0
	27: Exit

p3_END (RawTracepoint):
p3_END:
	  ; stdin:4:1: END { time("%H:%M:%S\n"); }
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	 1: LoadMapPtr dst: r1 fd: 0 <events>
	 3: MovImm dst: r2 imm: 8
	 4: MovImm dst: r3 imm: 0
	 5: Call FnRingbufReserve
	 6: JNEImm dst: r0 off: -1 imm: 0 <p3_END_L2>
	 7: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 8: LoadMapPtr dst: r1 fd: 0 <lost>
	10: MovReg dst: r2 src: rfp
	11: AddImm dst: r2 imm: -16
	12: Call FnMapLookupElem
	13: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L4>
	14: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	15: AddImm dst: r1 imm: 1
	16: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_END_L4:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	17: Ja off: -1 <p3_END_L3>
p3_END_L2:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	18: MovReg dst: r6 src: r0
	19: LdImmDW dst: r1 imm: 4294967303
	21: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	22: MovReg dst: r1 src: r6
	23: MovImm dst: r2 imm: 1
	24: Call FnRingbufSubmit
p3_END_L3:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	25: Ja off: 0
p3_END_L1:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	26: MovImm dst: r0 imm: 0
	27: Exit
