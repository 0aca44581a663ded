map m0_ @ key=16 value=8 percpu=true array=false bucketed=true

p0_kprobe (Kprobe):
p0_kprobe:
	   ; stdin:2:1: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	  1: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  2: LdXMemDW dst: r6 src: r1 off: 112 imm: 0
	  3: MovReg dst: r7 src: r6
	  4: MovImm dst: r1 imm: 10
	  5: JSLTReg dst: r7 off: -1 src: r1 <p0_kprobe_L3>
	  6: MovImm dst: r1 imm: 100
	  7: JSGEReg dst: r7 off: -1 src: r1 <p0_kprobe_L4>
	  8: MovImm dst: r1 imm: 10
	  9: SubReg dst: r7 src: r1
	 10: MovImm dst: r1 imm: 5
	 11: DivReg dst: r7 src: r1
	 12: AddImm dst: r7 imm: 1
	 13: Ja off: -1 <p0_kprobe_L2>
p0_kprobe_L4:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 14: MovImm dst: r1 imm: 1000
	 15: JSGEReg dst: r7 off: -1 src: r1 <p0_kprobe_L5>
	 16: MovImm dst: r1 imm: 100
	 17: SubReg dst: r7 src: r1
	 18: MovImm dst: r1 imm: 50
	 19: DivReg dst: r7 src: r1
	 20: AddImm dst: r7 imm: 19
	 21: Ja off: -1 <p0_kprobe_L2>
p0_kprobe_L5:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 22: MovImm dst: r1 imm: 10000
	 23: JSGEReg dst: r7 off: -1 src: r1 <p0_kprobe_L6>
	 24: MovImm dst: r1 imm: 1000
	 25: SubReg dst: r7 src: r1
	 26: MovImm dst: r1 imm: 500
	 27: DivReg dst: r7 src: r1
	 28: AddImm dst: r7 imm: 37
	 29: Ja off: -1 <p0_kprobe_L2>
p0_kprobe_L6:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 30: MovImm dst: r7 imm: 55
	 31: Ja off: -1 <p0_kprobe_L2>
p0_kprobe_L3:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 32: MovImm dst: r7 imm: 0
p0_kprobe_L2:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 33: Ja off: 0
	 34: MovImm dst: r6 imm: 1
	 35: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 36: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 37: Call FnGetCurrentPidTgid
	 38: MovReg dst: r8 src: r0
	 39: RShImm dst: r8 imm: 32
	 40: StXMemDW dst: rfp src: r8 off: -24 imm: 0
	 41: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 42: LoadMapPtr dst: r1 fd: 0 <m0_>
	 44: MovReg dst: r2 src: rfp
	 45: AddImm dst: r2 imm: -24
	 46: Call FnMapLookupElem
	 47: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	 48: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 49: AddReg dst: r1 src: r6
	 50: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 51: Ja off: -1 <p0_kprobe_L8>
p0_kprobe_L7:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 52: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 53: LoadMapPtr dst: r1 fd: 0 <m0_>
	 55: MovReg dst: r2 src: rfp
	 56: AddImm dst: r2 imm: -24
	 57: MovReg dst: r3 src: rfp
	 58: AddImm dst: r3 imm: -32
	 59: MovImm dst: r4 imm: 0
	 60: Call FnMapUpdateElem
	 61: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L9>
p0_kprobe_L10:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 62: Ja off: 0
p0_kprobe_L8:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 63: Ja off: 0
p0_kprobe_L1:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 64: MovImm dst: r0 imm: 0
	 65: Exit
p0_kprobe_L9:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 66: Ja off: 0
	 67: StMemDW dst: rfp src: r0 off: -40 imm: 1
	 68: LoadMapPtr dst: r1 fd: 0 <lost>
	 70: MovReg dst: r2 src: rfp
	 71: AddImm dst: r2 imm: -40
	 72: Call FnMapLookupElem
	 73: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L11>
	 74: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 75: AddImm dst: r1 imm: 1
	 76: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L11:
	   ; stdin:2:12: kprobe:f { @[pid] = llhist(arg0, 10, 1, 3, 20); }
	 77: Ja off: -1 <p0_kprobe_L10>
