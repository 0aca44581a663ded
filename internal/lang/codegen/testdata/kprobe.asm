map m0_ @ key=8 value=8 percpu=true array=false bucketed=false
map m1_ret @ret key=8 value=8 percpu=true array=false bucketed=true
map m2_st @st key=16 value=8 percpu=true array=false bucketed=false

p0_kprobe (Kprobe):
p0_kprobe:
	   ; 1-1
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 25-42
	  1: MovImm dst: r6 imm: 1
	   ; 25-42
	  2: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 25-42
	  3: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 25-42
	  4: Call FnGetFuncIp
	   ; 25-42
	  5: MovReg dst: r7 src: r0
	   ; 25-42
	  6: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	   ; 25-42
	  7: LoadMapPtr dst: r1 fd: 0 <m0_>
	   ; 25-42
	  9: MovReg dst: r2 src: rfp
	   ; 25-42
	 10: AddImm dst: r2 imm: -16
	   ; 25-42
	 11: Call FnMapLookupElem
	   ; 25-42
	 12: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L2>
	   ; 25-42
	 13: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 25-42
	 14: AddReg dst: r1 src: r6
	   ; 25-42
	 15: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 25-42
	 16: Ja off: -1 <p0_kprobe_L3>
p0_kprobe_L2:
	   ; 25-42
	 17: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; 25-42
	 18: LoadMapPtr dst: r1 fd: 0 <m0_>
	   ; 25-42
	 20: MovReg dst: r2 src: rfp
	   ; 25-42
	 21: AddImm dst: r2 imm: -16
	   ; 25-42
	 22: MovReg dst: r3 src: rfp
	   ; 25-42
	 23: AddImm dst: r3 imm: -24
	   ; 25-42
	 24: MovImm dst: r4 imm: 0
	   ; 25-42
	 25: Call FnMapUpdateElem
p0_kprobe_L3:
	   ; 25-42
	 26: Ja off: 0
	   ; 44-87
	 27: LoadMapPtr dst: r1 fd: 0 <events>
	   ; 44-87
	 29: MovImm dst: r2 imm: 32
	   ; 44-87
	 30: MovImm dst: r3 imm: 0
	   ; 44-87
	 31: Call FnRingbufReserve
	   ; 44-87
	 32: JNEImm dst: r0 off: -1 imm: 0 <p0_kprobe_L4>
	   ; 44-87
	 33: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 44-87
	 34: LoadMapPtr dst: r1 fd: 0 <lost>
	   ; 44-87
	 36: MovReg dst: r2 src: rfp
	   ; 44-87
	 37: AddImm dst: r2 imm: -16
	   ; 44-87
	 38: Call FnMapLookupElem
	   ; 44-87
	 39: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L6>
	   ; 44-87
	 40: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 44-87
	 41: AddImm dst: r1 imm: 1
	   ; 44-87
	 42: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kprobe_L6:
	   ; 44-87
	 43: Ja off: -1 <p0_kprobe_L5>
p0_kprobe_L4:
	   ; 44-87
	 44: MovReg dst: r6 src: r0
	   ; 44-87
	 45: LdImmDW dst: r1 imm: 1
	   ; 44-87
	 47: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	   ; 44-87
	 48: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 44-87
	 49: LdXMemDW dst: r7 src: r1 off: 112 imm: 0
	   ; 44-87
	 50: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	   ; 44-87
	 51: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 44-87
	 52: LdXMemDW dst: r7 src: r1 off: 104 imm: 0
	   ; 44-87
	 53: StXMemDW dst: r6 src: r7 off: 16 imm: 0
	   ; 44-87
	 54: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 44-87
	 55: LdXMemDW dst: r7 src: r1 off: 128 imm: 0
	   ; 44-87
	 56: StXMemDW dst: r6 src: r7 off: 24 imm: 0
	   ; 44-87
	 57: MovReg dst: r1 src: r6
	   ; 44-87
	 58: MovImm dst: r2 imm: 1
	   ; 44-87
	 59: Call FnRingbufSubmit
p0_kprobe_L5:
	   ; 44-87
	 60: Ja off: 0
	   ; 89-110
	 61: MovImm dst: r6 imm: 1
	   ; 89-110
	 62: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 89-110
	 63: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 89-110
	 64: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 89-110
	 65: LoadMapPtr dst: r2 fd: 0 <stacks>
	   ; 89-110
	 67: MovImm dst: r3 imm: 0
	   ; 89-110
	 68: Call FnGetStackid
	   ; 89-110
	 69: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	   ; 89-110
	 70: Call FnGetCurrentPidTgid
	   ; 89-110
	 71: RShImm dst: r0 imm: 32
	   ; 89-110
	 72: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	   ; 89-110
	 73: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	   ; 89-110
	 74: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	   ; 89-110
	 75: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	   ; 89-110
	 76: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 89-110
	 77: LoadMapPtr dst: r1 fd: 0 <m2_st>
	   ; 89-110
	 79: MovReg dst: r2 src: rfp
	   ; 89-110
	 80: AddImm dst: r2 imm: -24
	   ; 89-110
	 81: Call FnMapLookupElem
	   ; 89-110
	 82: JEqImm dst: r0 off: -1 imm: 0 <p0_kprobe_L7>
	   ; 89-110
	 83: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 89-110
	 84: AddReg dst: r1 src: r6
	   ; 89-110
	 85: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 89-110
	 86: Ja off: -1 <p0_kprobe_L8>
p0_kprobe_L7:
	   ; 89-110
	 87: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	   ; 89-110
	 88: LoadMapPtr dst: r1 fd: 0 <m2_st>
	   ; 89-110
	 90: MovReg dst: r2 src: rfp
	   ; 89-110
	 91: AddImm dst: r2 imm: -24
	   ; 89-110
	 92: MovReg dst: r3 src: rfp
	   ; 89-110
	 93: AddImm dst: r3 imm: -48
	   ; 89-110
	 94: MovImm dst: r4 imm: 0
	   ; 89-110
	 95: Call FnMapUpdateElem
p0_kprobe_L8:
	   ; 89-110
	 96: Ja off: 0
p0_kprobe_L1:
	   ; 89-110
	 97: MovImm dst: r0 imm: 0
	   ; 89-110
	 98: Exit

p1_kretprobe (Kprobe):
p1_kretprobe:
	   ; 114-114
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   ; 141-160
	  1: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	   ; 141-160
	  2: LdXMemDW dst: r6 src: r1 off: 80 imm: 0
	   ; 141-160
	  3: MovReg dst: r7 src: r6
	   ; 141-160
	  4: JSLTImm dst: r7 off: -1 imm: 0 <p1_kretprobe_L2>
	   ; 141-160
	  5: JEqImm dst: r7 off: -1 imm: 0 <p1_kretprobe_L3>
	   ; 141-160
	  6: MovImm dst: r1 imm: 2
	   ; 141-160
	  7: JLTImm dst: r7 off: -1 imm: 65536 <p1_kretprobe_L5>
	   ; 141-160
	  8: RShImm dst: r7 imm: 16
	   ; 141-160
	  9: AddImm dst: r1 imm: 16
p1_kretprobe_L5:
	   ; 141-160
	 10: JLTImm dst: r7 off: -1 imm: 256 <p1_kretprobe_L6>
	   ; 141-160
	 11: RShImm dst: r7 imm: 8
	   ; 141-160
	 12: AddImm dst: r1 imm: 8
p1_kretprobe_L6:
	   ; 141-160
	 13: JLTImm dst: r7 off: -1 imm: 16 <p1_kretprobe_L7>
	   ; 141-160
	 14: RShImm dst: r7 imm: 4
	   ; 141-160
	 15: AddImm dst: r1 imm: 4
p1_kretprobe_L7:
	   ; 141-160
	 16: JLTImm dst: r7 off: -1 imm: 4 <p1_kretprobe_L8>
	   ; 141-160
	 17: RShImm dst: r7 imm: 2
	   ; 141-160
	 18: AddImm dst: r1 imm: 2
p1_kretprobe_L8:
	   ; 141-160
	 19: JLTImm dst: r7 off: -1 imm: 2 <p1_kretprobe_L9>
	   ; 141-160
	 20: RShImm dst: r7 imm: 1
	   ; 141-160
	 21: AddImm dst: r1 imm: 1
p1_kretprobe_L9:
	   ; 141-160
	 22: MovReg dst: r7 src: r1
	   ; 141-160
	 23: Ja off: -1 <p1_kretprobe_L4>
p1_kretprobe_L2:
	   ; 141-160
	 24: MovImm dst: r7 imm: 0
	   ; 141-160
	 25: Ja off: -1 <p1_kretprobe_L4>
p1_kretprobe_L3:
	   ; 141-160
	 26: MovImm dst: r7 imm: 1
p1_kretprobe_L4:
	   ; 141-160
	 27: Ja off: 0
	   ; 141-160
	 28: MovImm dst: r6 imm: 1
	   ; 141-160
	 29: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; 141-160
	 30: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	   ; 141-160
	 31: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	   ; 141-160
	 33: MovReg dst: r2 src: rfp
	   ; 141-160
	 34: AddImm dst: r2 imm: -16
	   ; 141-160
	 35: Call FnMapLookupElem
	   ; 141-160
	 36: JEqImm dst: r0 off: -1 imm: 0 <p1_kretprobe_L10>
	   ; 141-160
	 37: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	   ; 141-160
	 38: AddReg dst: r1 src: r6
	   ; 141-160
	 39: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	   ; 141-160
	 40: Ja off: -1 <p1_kretprobe_L11>
p1_kretprobe_L10:
	   ; 141-160
	 41: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	   ; 141-160
	 42: LoadMapPtr dst: r1 fd: 0 <m1_ret>
	   ; 141-160
	 44: MovReg dst: r2 src: rfp
	   ; 141-160
	 45: AddImm dst: r2 imm: -16
	   ; 141-160
	 46: MovReg dst: r3 src: rfp
	   ; 141-160
	 47: AddImm dst: r3 imm: -24
	   ; 141-160
	 48: MovImm dst: r4 imm: 0
	   ; 141-160
	 49: Call FnMapUpdateElem
p1_kretprobe_L11:
	   ; 141-160
	 50: Ja off: 0
p1_kretprobe_L1:
	   ; 141-160
	 51: MovImm dst: r0 imm: 0
	   ; 141-160
	 52: Exit

p2_interval (PerfEvent):
p2_interval:
	  ; 164-164
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; 179-190
	 1: LdImmDW dst: r0 imm: 4294967299
	  ; 179-190
	 3: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  ; 179-190
	 4: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  ; 179-190
	 5: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  ; 179-190
	 6: LoadMapPtr dst: r1 fd: 0 <events>
	  ; 179-190
	 8: MovReg dst: r2 src: rfp
	  ; 179-190
	 9: AddImm dst: r2 imm: -32
	  ; 179-190
	10: MovImm dst: r3 imm: 24
	  ; 179-190
	11: MovImm dst: r4 imm: 1
	  ; 179-190
	12: Call FnRingbufOutput
	  ; 179-190
	13: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L2>
	  ; 179-190
	14: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  ; 179-190
	15: LoadMapPtr dst: r1 fd: 0 <lost>
	  ; 179-190
	17: MovReg dst: r2 src: rfp
	  ; 179-190
	18: AddImm dst: r2 imm: -40
	  ; 179-190
	19: Call FnMapLookupElem
	  ; 179-190
	20: JEqImm dst: r0 off: -1 imm: 0 <p2_interval_L3>
	  ; 179-190
	21: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  ; 179-190
	22: AddImm dst: r1 imm: 1
	  ; 179-190
	23: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_interval_L3:
	24: Ja off: 0
p2_interval_L2:
	25: Ja off: 0
p2_interval_L1:
	  ; 179-190
	26: MovImm dst: r0 imm: 0
	  ; 179-190
	27: Exit

p3_END (RawTracepoint):
p3_END:
	  ; 194-194
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; 200-218
	 1: LoadMapPtr dst: r1 fd: 0 <events>
	  ; 200-218
	 3: MovImm dst: r2 imm: 8
	  ; 200-218
	 4: MovImm dst: r3 imm: 0
	  ; 200-218
	 5: Call FnRingbufReserve
	  ; 200-218
	 6: JNEImm dst: r0 off: -1 imm: 0 <p3_END_L2>
	  ; 200-218
	 7: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  ; 200-218
	 8: LoadMapPtr dst: r1 fd: 0 <lost>
	  ; 200-218
	10: MovReg dst: r2 src: rfp
	  ; 200-218
	11: AddImm dst: r2 imm: -16
	  ; 200-218
	12: Call FnMapLookupElem
	  ; 200-218
	13: JEqImm dst: r0 off: -1 imm: 0 <p3_END_L4>
	  ; 200-218
	14: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  ; 200-218
	15: AddImm dst: r1 imm: 1
	  ; 200-218
	16: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_END_L4:
	  ; 200-218
	17: Ja off: -1 <p3_END_L3>
p3_END_L2:
	  ; 200-218
	18: MovReg dst: r6 src: r0
	  ; 200-218
	19: LdImmDW dst: r1 imm: 4294967303
	  ; 200-218
	21: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	  ; 200-218
	22: MovReg dst: r1 src: r6
	  ; 200-218
	23: MovImm dst: r2 imm: 1
	  ; 200-218
	24: Call FnRingbufSubmit
p3_END_L3:
	  ; 200-218
	25: Ja off: 0
p3_END_L1:
	  ; 200-218
	26: MovImm dst: r0 imm: 0
	  ; 200-218
	27: Exit
