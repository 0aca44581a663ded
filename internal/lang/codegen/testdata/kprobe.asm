map m0_ @ key=8 value=8 percpu=true array=false bucketed=false
map m1_ret @ret key=8 value=8 percpu=true array=false bucketed=true
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
p0_kprobe_L3:
	   ; stdin:1:25: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 25: Ja off: 0
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 26: LoadMapPtr dst: r1 fd: 0 <events>
	 28: MovImm dst: r2 imm: 32
	 29: MovImm dst: r3 imm: 0
	 30: Call FnRingbufReserve
	 31: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
	 32: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 33: LoadMapPtr dst: r1 fd: 0 <lost>
	 35: MovReg dst: r2 src: rfp
	 36: AddImm dst: r2 imm: -16
	 37: Call FnMapLookupElem
	 38: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
	 39: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 40: AddImm dst: r1 imm: 1
	 41: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L6:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 42: Ja off: -1 <p0_kprobe_L5>
p0_kprobe_L4:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 43: MovReg dst: r6 src: r0
	 44: LdImmDW dst: r1 imm: 1
	 46: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 47: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 48: LdXMemDW dst: r7 src: r1 off: 112 imm: 0
	 49: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 50: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 51: LdXMemDW dst: r7 src: r1 off: 104 imm: 0
	 52: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	 53: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 54: LdXMemDW dst: r7 src: r1 off: 128 imm: 0
	 55: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	 56: MovReg dst: r1 src: r6
	 57: MovImm dst: r2 imm: 1
	 58: Call FnRingbufSubmit
p0_kprobe_L5:
	   ; stdin:1:44: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 59: Ja off: 0
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 60: MovImm dst: r6 imm: 1
	 61: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 62: LoadMapPtr dst: r2 fd: 0 <stacks>
	 64: MovImm dst: r3 imm: 0
	 65: Call FnGetStackid
	 66: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 67: Call FnGetCurrentPidTgid
	 68: RShImm dst: r0 imm: 32
	 69: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 70: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 72: MovReg dst: r2 src: rfp
	 73: AddImm dst: r2 imm: -24
	 74: Call FnMapLookupElem
	 75: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	 76: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 77: AddReg dst: r1 src: r6
	 78: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 79: Ja off: -1 <p0_kprobe_L8>
p0_kprobe_L7:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 80: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 81: LoadMapPtr dst: r1 fd: 0 <m2_st>
	 83: MovReg dst: r2 src: rfp
	 84: AddImm dst: r2 imm: -24
	 85: MovReg dst: r3 src: rfp
	 86: AddImm dst: r3 imm: -32
	 87: MovImm dst: r4 imm: 0
	 88: Call FnMapUpdateElem
p0_kprobe_L8:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 89: Ja off: 0
p0_kprobe_L1:
	   ; stdin:1:89: kprobe:do_sys_openat2 { @[func] = count(); printf("%d %d %d\n", arg0, arg1, reg("ip")); @st[kstack] = count(); }
	 90: MovImm dst: r0 imm: 0
	 91: Exit

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
	13: StMemDW dst: rfp src: r0 off: -40 imm: 0
	14: LoadMapPtr dst: r1 fd: 0 <lost>
	16: MovReg dst: r2 src: rfp
	17: AddImm dst: r2 imm: -40
	18: Call FnMapLookupElem
	19: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L3>
	20: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	21: AddImm dst: r1 imm: 1
	22: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_interval_L3:
	23: Ja off: 0
p2_interval_L2:
	24: Ja off: 0
p2_interval_L1:
	  ; stdin:3:16: interval:s:1 { print(@ret); }
	25: MovImm dst: r0 imm: 0
	26: Exit

p3_END (RawTracepoint):
p3_END:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	 0: LoadMapPtr dst: r1 fd: 0 <events>
	 2: MovImm dst: r2 imm: 8
	 3: MovImm dst: r3 imm: 0
	 4: Call FnRingbufReserve
	 5: JNEImm dst: r0 off: -1 imm: 0 <p3_END_L2>
	 6: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 7: LoadMapPtr dst: r1 fd: 0 <lost>
	 9: MovReg dst: r2 src: rfp
	10: AddImm dst: r2 imm: -16
	11: Call FnMapLookupElem
	12: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L4>
	13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	14: AddImm dst: r1 imm: 1
	15: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_END_L4:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	16: Ja off: -1 <p3_END_L3>
p3_END_L2:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	17: MovReg dst: r6 src: r0
	18: LdImmDW dst: r1 imm: 4294967303
	20: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	21: MovReg dst: r1 src: r6
	22: MovImm dst: r2 imm: 1
	23: Call FnRingbufSubmit
p3_END_L3:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	24: Ja off: 0
p3_END_L1:
	  ; stdin:4:7: END { time("%H:%M:%S\n"); }
	25: MovImm dst: r0 imm: 0
	26: Exit
