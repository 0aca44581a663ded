map m0__entry0 @.entry0 key=16 value=32 percpu=false array=false bucketed=false
map m1__entry1 @.entry1 key=16 value=8 percpu=false array=false bucketed=false
map m2__entrydepth1 @.entrydepth1 key=8 value=8 percpu=false array=false bucketed=false
map m3_fexit @fexit key=4 value=8 percpu=true array=true bucketed=true
map m4_lat @lat key=24 value=8 percpu=true array=false bucketed=true

p0_kretprobe (Kprobe):
p0_kretprobe:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  5: StMemDW dst: rfp src: r0 off: -48 imm: -1
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	  6: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	  7: JNEImm dst: r0 off: -1 imm: -1 <p0_kretprobe_L2>
	  8: Call FnGetCurrentPidTgid
	  9: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_kretprobe_L2:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 10: Ja off: 0
	 11: MovReg dst: r6 src: r0
	 12: LShImm dst: r6 imm: 32
	 13: RShImm dst: r6 imm: 32
	 14: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 15: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 16: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 17: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	 18: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 19: StXMemDW dst: rfp src: r0 off: -80 imm: 0
	 20: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	 21: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 22: MovImm dst: r6 imm: 0
	 23: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 25: MovReg dst: r2 src: rfp
	 26: AddImm dst: r2 imm: -80
	 27: Call FnMapLookupElem
	 28: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L3>
	 29: MovImm dst: r6 imm: 1
p0_kretprobe_L3:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 30: Ja off: 0
	 31: JEqImm dst: r6 off: -1 imm: 0 <p0_kretprobe_L1>
	 32: StMemDW dst: rfp src: r0 off: -96 imm: 0
	 33: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 34: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 35: JNEImm dst: r0 off: -1 imm: -1 <p0_kretprobe_L4>
	 36: Call FnGetCurrentPidTgid
	 37: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_kretprobe_L4:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 38: Ja off: 0
	 39: MovReg dst: r6 src: r0
	 40: LShImm dst: r6 imm: 32
	 41: RShImm dst: r6 imm: 32
	 42: StXMemDW dst: rfp src: r6 off: -96 imm: 0
	 43: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 44: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 45: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	 46: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 48: MovReg dst: r2 src: rfp
	 49: AddImm dst: r2 imm: -96
	 50: Call FnMapLookupElem
	 51: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L5>
	 52: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 53: StXMemDW dst: rfp src: r1 off: -128 imm: 0
	 54: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 55: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	 56: LdXMemDW dst: r1 src: r0 off: 16 imm: 0
	 57: StXMemDW dst: rfp src: r1 off: -112 imm: 0
	 58: LdXMemDW dst: r1 src: r0 off: 24 imm: 0
	 59: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	 60: Ja off: -1 <p0_kretprobe_L6>
p0_kretprobe_L5:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 61: StMemDW dst: rfp src: r0 off: -128 imm: 0
	 62: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 63: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 64: StMemDW dst: rfp src: r0 off: -104 imm: 0
p0_kretprobe_L6:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 65: Ja off: 0
	 66: LdXMemDW dst: r0 src: rfp off: -128 imm: 0
	 67: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 68: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 69: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 70: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 71: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 72: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	 73: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 74: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 75: JNEImm dst: r0 off: -1 imm: -1 <p0_kretprobe_L7>
	 76: Call FnGetCurrentPidTgid
	 77: StXMemDW dst: rfp src: r0 off: -48 imm: 0
p0_kretprobe_L7:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 78: Ja off: 0
	 79: MovReg dst: r6 src: r0
	 80: LShImm dst: r6 imm: 32
	 81: RShImm dst: r6 imm: 32
	 82: StXMemDW dst: rfp src: r6 off: -96 imm: 0
	 83: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 84: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 85: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	 86: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	 87: StXMemDW dst: rfp src: r0 off: -112 imm: 0
	 88: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	 89: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	 90: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 92: MovReg dst: r2 src: rfp
	 93: AddImm dst: r2 imm: -112
	 94: Call FnMapDeleteElem
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 95: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	 96: MovImm dst: r7 imm: 0
	 97: JGTReg dst: r6 off: -1 src: r7 <p0_kretprobe_L10>
	 98: MovImm dst: r6 imm: 0
	 99: Ja off: -1 <p0_kretprobe_L11>
p0_kretprobe_L10:
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	100: MovImm dst: r6 imm: 1
p0_kretprobe_L11:
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	101: Ja off: 0
	102: JEqImm dst: r6 off: -1 imm: 0 <p0_kretprobe_L8>
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	103: Call FnKtimeGetNs
	104: MovReg dst: r6 src: r0
	105: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	106: SubReg dst: r6 src: r7
	107: MovReg dst: r7 src: r6
	108: JSLTImm dst: r7 off: -1 imm: 0 <p0_kretprobe_L12>
	109: JEqImm dst: r7 off: -1 imm: 0 <p0_kretprobe_L13>
	110: MovImm dst: r1 imm: 2
	111: JLTImm dst: r7 off: -1 imm: 65536 <p0_kretprobe_L15>
	112: RShImm dst: r7 imm: 16
	113: AddImm dst: r1 imm: 16
p0_kretprobe_L15:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	114: JLTImm dst: r7 off: -1 imm: 256 <p0_kretprobe_L16>
	115: RShImm dst: r7 imm: 8
	116: AddImm dst: r1 imm: 8
p0_kretprobe_L16:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	117: JLTImm dst: r7 off: -1 imm: 16 <p0_kretprobe_L17>
	118: RShImm dst: r7 imm: 4
	119: AddImm dst: r1 imm: 4
p0_kretprobe_L17:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	120: JLTImm dst: r7 off: -1 imm: 4 <p0_kretprobe_L18>
	121: RShImm dst: r7 imm: 2
	122: AddImm dst: r1 imm: 2
p0_kretprobe_L18:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	123: JLTImm dst: r7 off: -1 imm: 2 <p0_kretprobe_L19>
	124: RShImm dst: r7 imm: 1
	125: AddImm dst: r1 imm: 1
p0_kretprobe_L19:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	126: MovReg dst: r7 src: r1
	127: Ja off: -1 <p0_kretprobe_L14>
p0_kretprobe_L12:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	128: MovImm dst: r7 imm: 0
	129: Ja off: -1 <p0_kretprobe_L14>
p0_kretprobe_L13:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	130: MovImm dst: r7 imm: 1
p0_kretprobe_L14:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	131: Ja off: 0
	132: MovImm dst: r6 imm: 1
	133: StMemDW dst: rfp src: r0 off: -104 imm: 0
	134: StMemDW dst: rfp src: r0 off: -96 imm: 0
	135: StMemDW dst: rfp src: r0 off: -88 imm: 0
	136: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	137: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	138: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	139: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	140: StXMemDW dst: rfp src: r7 off: -88 imm: 0
	141: LoadMapPtr dst: r1 fd: 0 <m4_lat>
	143: MovReg dst: r2 src: rfp
	144: AddImm dst: r2 imm: -104
	145: Call FnMapLookupElem
	146: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L20>
	147: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	148: AddReg dst: r1 src: r6
	149: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	150: Ja off: -1 <p0_kretprobe_L21>
p0_kretprobe_L20:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	151: StXMemDW dst: rfp src: r6 off: -112 imm: 0
	152: LoadMapPtr dst: r1 fd: 0 <m4_lat>
	154: MovReg dst: r2 src: rfp
	155: AddImm dst: r2 imm: -104
	156: MovReg dst: r3 src: rfp
	157: AddImm dst: r3 imm: -112
	158: MovImm dst: r4 imm: 0
	159: Call FnMapUpdateElem
	160: JNEImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L22>
p0_kretprobe_L23:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	161: Ja off: 0
p0_kretprobe_L21:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	162: Ja off: 0
p0_kretprobe_L8:
	163: Ja off: 0
p0_kretprobe_L1:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	164: MovImm dst: r0 imm: 0
	165: Exit
p0_kretprobe_L22:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	166: Ja off: 0
	167: StMemDW dst: rfp src: r0 off: -120 imm: 5
	168: LoadMapPtr dst: r1 fd: 0 <lost>
	170: MovReg dst: r2 src: rfp
	171: AddImm dst: r2 imm: -120
	172: Call FnMapLookupElem
	173: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L24>
	174: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	175: AddImm dst: r1 imm: 1
	176: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kretprobe_L24:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	177: Ja off: -1 <p0_kretprobe_L23>

p1_fexit (Tracing):
p1_fexit:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: -1
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  2: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	  3: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L2>
	  4: Call FnGetCurrentPidTgid
	  5: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L2:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  6: Ja off: 0
	  7: MovReg dst: r6 src: r0
	  8: LShImm dst: r6 imm: 32
	  9: RShImm dst: r6 imm: 32
	 10: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 11: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 12: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L3>
	 13: Call FnGetCurrentPidTgid
	 14: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L3:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 15: Ja off: 0
	 16: MovReg dst: r6 src: r0
	 17: LShImm dst: r6 imm: 32
	 18: RShImm dst: r6 imm: 32
	 19: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 20: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 22: MovReg dst: r2 src: rfp
	 23: AddImm dst: r2 imm: -48
	 24: Call FnMapLookupElem
	 25: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L4>
	 26: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 27: Ja off: -1 <p1_fexit_L5>
p1_fexit_L4:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 28: MovImm dst: r6 imm: 0
p1_fexit_L5:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 29: Ja off: 0
	 30: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 31: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 32: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 33: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 34: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 35: MovImm dst: r6 imm: 0
	 36: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 38: MovReg dst: r2 src: rfp
	 39: AddImm dst: r2 imm: -64
	 40: Call FnMapLookupElem
	 41: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L6>
	 42: MovImm dst: r6 imm: 1
p1_fexit_L6:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 43: Ja off: 0
	 44: JEqImm dst: r6 off: -1 imm: 0 <p1_fexit_L1>
	 45: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 46: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 47: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 48: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L7>
	 49: Call FnGetCurrentPidTgid
	 50: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L7:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 51: Ja off: 0
	 52: MovReg dst: r6 src: r0
	 53: LShImm dst: r6 imm: 32
	 54: RShImm dst: r6 imm: 32
	 55: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 56: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 57: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L8>
	 58: Call FnGetCurrentPidTgid
	 59: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L8:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 60: Ja off: 0
	 61: MovReg dst: r6 src: r0
	 62: LShImm dst: r6 imm: 32
	 63: RShImm dst: r6 imm: 32
	 64: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	 65: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 67: MovReg dst: r2 src: rfp
	 68: AddImm dst: r2 imm: -88
	 69: Call FnMapLookupElem
	 70: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L9>
	 71: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 72: Ja off: -1 <p1_fexit_L10>
p1_fexit_L9:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 73: MovImm dst: r6 imm: 0
p1_fexit_L10:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 74: Ja off: 0
	 75: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 76: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 78: MovReg dst: r2 src: rfp
	 79: AddImm dst: r2 imm: -80
	 80: Call FnMapLookupElem
	 81: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L11>
	 82: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 83: Ja off: -1 <p1_fexit_L12>
p1_fexit_L11:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 84: MovImm dst: r6 imm: 0
p1_fexit_L12:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 85: Ja off: 0
	 86: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 87: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 88: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L13>
	 89: Call FnGetCurrentPidTgid
	 90: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L13:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 91: Ja off: 0
	 92: MovReg dst: r6 src: r0
	 93: LShImm dst: r6 imm: 32
	 94: RShImm dst: r6 imm: 32
	 95: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 96: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 97: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L14>
	 98: Call FnGetCurrentPidTgid
	 99: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L14:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	100: Ja off: 0
	101: MovReg dst: r6 src: r0
	102: LShImm dst: r6 imm: 32
	103: RShImm dst: r6 imm: 32
	104: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	105: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	107: MovReg dst: r2 src: rfp
	108: AddImm dst: r2 imm: -88
	109: Call FnMapLookupElem
	110: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L15>
	111: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	112: Ja off: -1 <p1_fexit_L16>
p1_fexit_L15:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	113: MovImm dst: r6 imm: 0
p1_fexit_L16:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	114: Ja off: 0
	115: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	116: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	117: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	118: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	119: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	120: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	122: MovReg dst: r2 src: rfp
	123: AddImm dst: r2 imm: -104
	124: Call FnMapDeleteElem
	125: MovImm dst: r6 imm: 1
	126: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	127: JNEImm dst: r0 off: -1 imm: -1 <p1_fexit_L17>
	128: Call FnGetCurrentPidTgid
	129: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p1_fexit_L17:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	130: Ja off: 0
	131: MovReg dst: r7 src: r0
	132: LShImm dst: r7 imm: 32
	133: RShImm dst: r7 imm: 32
	134: StXMemDW dst: rfp src: r7 off: -72 imm: 0
	135: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	137: MovReg dst: r2 src: rfp
	138: AddImm dst: r2 imm: -72
	139: Call FnMapLookupElem
	140: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L18>
	141: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	142: MovReg dst: r1 src: r7
	143: SubReg dst: r1 src: r6
	144: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	145: Ja off: -1 <p1_fexit_L19>
p1_fexit_L18:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	146: StMemDW dst: rfp src: r0 off: -80 imm: 0
	147: MovImm dst: r7 imm: 0
	148: MovImm dst: r1 imm: 0
	149: SubReg dst: r1 src: r6
	150: StXMemDW dst: rfp src: r1 off: -80 imm: 0
	151: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	153: MovReg dst: r2 src: rfp
	154: AddImm dst: r2 imm: -72
	155: MovReg dst: r3 src: rfp
	156: AddImm dst: r3 imm: -80
	157: MovImm dst: r4 imm: 0
	158: Call FnMapUpdateElem
	159: JNEImm dst: r0 off: -1 imm: 0 <p1_fexit_L20>
p1_fexit_L21:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	160: Ja off: 0
p1_fexit_L19:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	161: Ja off: 0
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	162: Call FnKtimeGetNs
	163: MovReg dst: r6 src: r0
	164: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	165: SubReg dst: r6 src: r7
	166: MovReg dst: r7 src: r6
	167: JSLTImm dst: r7 off: -1 imm: 0 <p1_fexit_L22>
	168: JEqImm dst: r7 off: -1 imm: 0 <p1_fexit_L23>
	169: MovImm dst: r1 imm: 2
	170: JLTImm dst: r7 off: -1 imm: 65536 <p1_fexit_L25>
	171: RShImm dst: r7 imm: 16
	172: AddImm dst: r1 imm: 16
p1_fexit_L25:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	173: JLTImm dst: r7 off: -1 imm: 256 <p1_fexit_L26>
	174: RShImm dst: r7 imm: 8
	175: AddImm dst: r1 imm: 8
p1_fexit_L26:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	176: JLTImm dst: r7 off: -1 imm: 16 <p1_fexit_L27>
	177: RShImm dst: r7 imm: 4
	178: AddImm dst: r1 imm: 4
p1_fexit_L27:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	179: JLTImm dst: r7 off: -1 imm: 4 <p1_fexit_L28>
	180: RShImm dst: r7 imm: 2
	181: AddImm dst: r1 imm: 2
p1_fexit_L28:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	182: JLTImm dst: r7 off: -1 imm: 2 <p1_fexit_L29>
	183: RShImm dst: r7 imm: 1
	184: AddImm dst: r1 imm: 1
p1_fexit_L29:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	185: MovReg dst: r7 src: r1
	186: Ja off: -1 <p1_fexit_L24>
p1_fexit_L22:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	187: MovImm dst: r7 imm: 0
	188: Ja off: -1 <p1_fexit_L24>
p1_fexit_L23:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	189: MovImm dst: r7 imm: 1
p1_fexit_L24:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	190: Ja off: 0
	191: MovImm dst: r6 imm: 1
	192: StXMemDW dst: rfp src: r7 off: -72 imm: 0
	193: LoadMapPtr dst: r1 fd: 0 <m3_fexit>
	195: MovReg dst: r2 src: rfp
	196: AddImm dst: r2 imm: -72
	197: Call FnMapLookupElem
	198: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L30>
	199: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	200: AddReg dst: r1 src: r6
	201: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	202: Ja off: -1 <p1_fexit_L31>
p1_fexit_L30:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	203: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	204: LoadMapPtr dst: r1 fd: 0 <m3_fexit>
	206: MovReg dst: r2 src: rfp
	207: AddImm dst: r2 imm: -72
	208: MovReg dst: r3 src: rfp
	209: AddImm dst: r3 imm: -80
	210: MovImm dst: r4 imm: 0
	211: Call FnMapUpdateElem
	212: JNEImm dst: r0 off: -1 imm: 0 <p1_fexit_L32>
p1_fexit_L33:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	213: Ja off: 0
p1_fexit_L31:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	214: Ja off: 0
p1_fexit_L1:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	215: MovImm dst: r0 imm: 0
	216: Exit
p1_fexit_L20:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	217: Ja off: 0
	218: StMemDW dst: rfp src: r0 off: -88 imm: 3
	219: LoadMapPtr dst: r1 fd: 0 <lost>
	221: MovReg dst: r2 src: rfp
	222: AddImm dst: r2 imm: -88
	223: Call FnMapLookupElem
	224: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L34>
	225: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	226: AddImm dst: r1 imm: 1
	227: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_fexit_L34:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	228: Ja off: -1 <p1_fexit_L21>
p1_fexit_L32:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	229: Ja off: 0
	230: StMemDW dst: rfp src: r0 off: -88 imm: 4
	231: LoadMapPtr dst: r1 fd: 0 <lost>
	233: MovReg dst: r2 src: rfp
	234: AddImm dst: r2 imm: -88
	235: Call FnMapLookupElem
	236: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L35>
	237: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	238: AddImm dst: r1 imm: 1
	239: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_fexit_L35:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	240: Ja off: -1 <p1_fexit_L33>

p2_kprobe (Kprobe):
p2_kprobe:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 1: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 2: LdXMemDW dst: r6 src: r1 off: 96 imm: 0
	 3: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 4: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 5: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 6: MovReg dst: r1 src: rfp
	 7: AddImm dst: r1 imm: -56
	 8: MovImm dst: r2 imm: 16
	 9: Call FnGetCurrentComm
	10: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	11: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	12: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	13: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	14: Call FnKtimeGetNs
	15: MovReg dst: r6 src: r0
	16: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	17: StMemDW dst: rfp src: r0 off: -72 imm: 0
	18: StMemDW dst: rfp src: r0 off: -64 imm: 0
	19: Call FnGetCurrentPidTgid
	20: MovReg dst: r6 src: r0
	21: LShImm dst: r6 imm: 32
	22: RShImm dst: r6 imm: 32
	23: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	24: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	25: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	26: AddImm dst: r6 imm: 8
	27: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	28: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	30: MovReg dst: r2 src: rfp
	31: AddImm dst: r2 imm: -72
	32: MovReg dst: r3 src: rfp
	33: AddImm dst: r3 imm: -40
	34: MovImm dst: r4 imm: 0
	35: Call FnMapUpdateElem
	36: JNEImm dst: r0 off: -1 imm: 0 <p2_kprobe_L2>
p2_kprobe_L3:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	37: Ja off: 0
p2_kprobe_L1:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	38: MovImm dst: r0 imm: 0
	39: Exit
p2_kprobe_L2:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	40: Ja off: 0
	41: StMemDW dst: rfp src: r0 off: -80 imm: 1
	42: LoadMapPtr dst: r1 fd: 0 <lost>
	44: MovReg dst: r2 src: rfp
	45: AddImm dst: r2 imm: -80
	46: Call FnMapLookupElem
	47: JEqImm dst: r0 off: -1 imm: 0 <p2_kprobe_L4>
	48: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	49: AddImm dst: r1 imm: 1
	50: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_kprobe_L4:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	51: Ja off: -1 <p2_kprobe_L3>

p3_fentry (Tracing):
p3_fentry:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -24 imm: -1
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  2: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	  3: JNEImm dst: r0 off: -1 imm: -1 <p3_fentry_L2>
	  4: Call FnGetCurrentPidTgid
	  5: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p3_fentry_L2:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  6: Ja off: 0
	  7: MovReg dst: r6 src: r0
	  8: LShImm dst: r6 imm: 32
	  9: RShImm dst: r6 imm: 32
	 10: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 11: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 13: MovReg dst: r2 src: rfp
	 14: AddImm dst: r2 imm: -32
	 15: Call FnMapLookupElem
	 16: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L3>
	 17: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 18: Ja off: -1 <p3_fentry_L4>
p3_fentry_L3:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 19: MovImm dst: r6 imm: 0
p3_fentry_L4:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 20: Ja off: 0
	 21: AddImm dst: r6 imm: 1
	 22: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 23: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 24: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 25: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 26: JNEImm dst: r0 off: -1 imm: -1 <p3_fentry_L5>
	 27: Call FnGetCurrentPidTgid
	 28: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p3_fentry_L5:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 29: Ja off: 0
	 30: MovReg dst: r6 src: r0
	 31: LShImm dst: r6 imm: 32
	 32: RShImm dst: r6 imm: 32
	 33: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 34: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 36: MovReg dst: r2 src: rfp
	 37: AddImm dst: r2 imm: -40
	 38: MovReg dst: r3 src: rfp
	 39: AddImm dst: r3 imm: -32
	 40: MovImm dst: r4 imm: 0
	 41: Call FnMapUpdateElem
	 42: JNEImm dst: r0 off: -1 imm: 0 <p3_fentry_L6>
p3_fentry_L7:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 43: Ja off: 0
	 44: Call FnKtimeGetNs
	 45: MovReg dst: r6 src: r0
	 46: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 47: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 48: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 49: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 50: JNEImm dst: r0 off: -1 imm: -1 <p3_fentry_L8>
	 51: Call FnGetCurrentPidTgid
	 52: StXMemDW dst: rfp src: r0 off: -24 imm: 0
p3_fentry_L8:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 53: Ja off: 0
	 54: MovReg dst: r6 src: r0
	 55: LShImm dst: r6 imm: 32
	 56: RShImm dst: r6 imm: 32
	 57: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 58: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 59: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 60: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 62: MovReg dst: r2 src: rfp
	 63: AddImm dst: r2 imm: -48
	 64: MovReg dst: r3 src: rfp
	 65: AddImm dst: r3 imm: -32
	 66: MovImm dst: r4 imm: 0
	 67: Call FnMapUpdateElem
	 68: JNEImm dst: r0 off: -1 imm: 0 <p3_fentry_L9>
p3_fentry_L10:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 69: Ja off: 0
p3_fentry_L1:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 70: MovImm dst: r0 imm: 0
	 71: Exit
p3_fentry_L6:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 72: Ja off: 0
	 73: StMemDW dst: rfp src: r0 off: -48 imm: 3
	 74: LoadMapPtr dst: r1 fd: 0 <lost>
	 76: MovReg dst: r2 src: rfp
	 77: AddImm dst: r2 imm: -48
	 78: Call FnMapLookupElem
	 79: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L11>
	 80: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 81: AddImm dst: r1 imm: 1
	 82: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_fentry_L11:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 83: Ja off: -1 <p3_fentry_L7>
p3_fentry_L9:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 84: Ja off: 0
	 85: StMemDW dst: rfp src: r0 off: -56 imm: 2
	 86: LoadMapPtr dst: r1 fd: 0 <lost>
	 88: MovReg dst: r2 src: rfp
	 89: AddImm dst: r2 imm: -56
	 90: Call FnMapLookupElem
	 91: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L12>
	 92: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 93: AddImm dst: r1 imm: 1
	 94: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_fentry_L12:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 95: Ja off: -1 <p3_fentry_L10>
