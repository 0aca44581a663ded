map m0__entry0 @.entry0 key=16 value=32 percpu=false array=false bucketed=false
map m1__entry1 @.entry1 key=16 value=8 percpu=false array=false bucketed=false
map m2__entrydepth1 @.entrydepth1 key=8 value=8 percpu=false array=false bucketed=false
map m3_fexit @fexit key=8 value=8 percpu=true array=false bucketed=true
map m4_lat @lat key=24 value=8 percpu=true array=false bucketed=true

p0_kretprobe (Kprobe):
p0_kretprobe:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  2: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  3: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  4: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	  5: Call FnGetCurrentPidTgid
	  6: MovReg dst: r6 src: r0
	  7: LShImm dst: r6 imm: 32
	  8: RShImm dst: r6 imm: 32
	  9: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	 10: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 11: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 12: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 13: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	 14: StXMemDW dst: rfp src: r0 off: -72 imm: 0
	 15: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 16: StXMemDW dst: rfp src: r0 off: -64 imm: 0
	 17: MovImm dst: r6 imm: 0
	 18: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 20: MovReg dst: r2 src: rfp
	 21: AddImm dst: r2 imm: -72
	 22: Call FnMapLookupElem
	 23: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L2>
	 24: MovImm dst: r6 imm: 1
p0_kretprobe_L2:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 25: Ja off: 0
	 26: JEqImm dst: r6 off: -1 imm: 0 <p0_kretprobe_L1>
	 27: StMemDW dst: rfp src: r0 off: -88 imm: 0
	 28: StMemDW dst: rfp src: r0 off: -80 imm: 0
	 29: Call FnGetCurrentPidTgid
	 30: MovReg dst: r6 src: r0
	 31: LShImm dst: r6 imm: 32
	 32: RShImm dst: r6 imm: 32
	 33: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	 34: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 35: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 36: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 37: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 39: MovReg dst: r2 src: rfp
	 40: AddImm dst: r2 imm: -88
	 41: Call FnMapLookupElem
	 42: StMemDW dst: rfp src: r0 off: -120 imm: 0
	 43: StMemDW dst: rfp src: r0 off: -112 imm: 0
	 44: StMemDW dst: rfp src: r0 off: -104 imm: 0
	 45: StMemDW dst: rfp src: r0 off: -96 imm: 0
	 46: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L3>
	 47: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 48: StXMemDW dst: rfp src: r1 off: -120 imm: 0
	 49: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 50: StXMemDW dst: rfp src: r1 off: -112 imm: 0
	 51: LdXMemDW dst: r1 src: r0 off: 16 imm: 0
	 52: StXMemDW dst: rfp src: r1 off: -104 imm: 0
	 53: LdXMemDW dst: r1 src: r0 off: 24 imm: 0
	 54: StXMemDW dst: rfp src: r1 off: -96 imm: 0
p0_kretprobe_L3:
	   ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 55: Ja off: 0
	 56: LdXMemDW dst: r0 src: rfp off: -120 imm: 0
	 57: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 58: LdXMemDW dst: r0 src: rfp off: -112 imm: 0
	 59: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 60: LdXMemDW dst: r0 src: rfp off: -104 imm: 0
	 61: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 62: LdXMemDW dst: r0 src: rfp off: -96 imm: 0
	 63: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 64: Call FnGetCurrentPidTgid
	 65: MovReg dst: r6 src: r0
	 66: LShImm dst: r6 imm: 32
	 67: RShImm dst: r6 imm: 32
	 68: StXMemDW dst: rfp src: r6 off: -88 imm: 0
	 69: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 70: LdXMemDW dst: r6 src: r1 off: 152 imm: 0
	 71: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 72: LdXMemDW dst: r0 src: rfp off: -88 imm: 0
	 73: StXMemDW dst: rfp src: r0 off: -104 imm: 0
	 74: LdXMemDW dst: r0 src: rfp off: -80 imm: 0
	 75: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 76: LoadMapPtr dst: r1 fd: 0 <m0__entry0>
	 78: MovReg dst: r2 src: rfp
	 79: AddImm dst: r2 imm: -104
	 80: Call FnMapDeleteElem
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 81: LdXMemDW dst: r6 src: rfp off: -40 imm: 0
	 82: MovImm dst: r7 imm: 0
	 83: JGTReg dst: r6 off: -1 src: r7 <p0_kretprobe_L6>
	 84: MovImm dst: r6 imm: 0
	 85: Ja off: -1 <p0_kretprobe_L7>
p0_kretprobe_L6:
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 86: MovImm dst: r6 imm: 1
p0_kretprobe_L7:
	   ; stdin:2:38: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 87: Ja off: 0
	 88: JEqImm dst: r6 off: -1 imm: 0 <p0_kretprobe_L4>
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	 89: Call FnKtimeGetNs
	 90: MovReg dst: r6 src: r0
	 91: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 92: SubReg dst: r6 src: r7
	 93: MovReg dst: r7 src: r6
	 94: JSLTImm dst: r7 off: -1 imm: 0 <p0_kretprobe_L8>
	 95: JEqImm dst: r7 off: -1 imm: 0 <p0_kretprobe_L9>
	 96: MovImm dst: r1 imm: 2
	 97: JLTImm dst: r7 off: -1 imm: 65536 <p0_kretprobe_L11>
	 98: RShImm dst: r7 imm: 16
	 99: AddImm dst: r1 imm: 16
p0_kretprobe_L11:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	100: JLTImm dst: r7 off: -1 imm: 256 <p0_kretprobe_L12>
	101: RShImm dst: r7 imm: 8
	102: AddImm dst: r1 imm: 8
p0_kretprobe_L12:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	103: JLTImm dst: r7 off: -1 imm: 16 <p0_kretprobe_L13>
	104: RShImm dst: r7 imm: 4
	105: AddImm dst: r1 imm: 4
p0_kretprobe_L13:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	106: JLTImm dst: r7 off: -1 imm: 4 <p0_kretprobe_L14>
	107: RShImm dst: r7 imm: 2
	108: AddImm dst: r1 imm: 2
p0_kretprobe_L14:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	109: JLTImm dst: r7 off: -1 imm: 2 <p0_kretprobe_L15>
	110: RShImm dst: r7 imm: 1
	111: AddImm dst: r1 imm: 1
p0_kretprobe_L15:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	112: MovReg dst: r7 src: r1
	113: Ja off: -1 <p0_kretprobe_L10>
p0_kretprobe_L8:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	114: MovImm dst: r7 imm: 0
	115: Ja off: -1 <p0_kretprobe_L10>
p0_kretprobe_L9:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	116: MovImm dst: r7 imm: 1
p0_kretprobe_L10:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	117: Ja off: 0
	118: MovImm dst: r6 imm: 1
	119: StMemDW dst: rfp src: r0 off: -96 imm: 0
	120: StMemDW dst: rfp src: r0 off: -88 imm: 0
	121: StMemDW dst: rfp src: r0 off: -80 imm: 0
	122: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	123: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	124: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	125: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	126: StXMemDW dst: rfp src: r7 off: -80 imm: 0
	127: LoadMapPtr dst: r1 fd: 0 <m4_lat>
	129: MovReg dst: r2 src: rfp
	130: AddImm dst: r2 imm: -96
	131: Call FnMapLookupElem
	132: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L16>
	133: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	134: AddReg dst: r1 src: r6
	135: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	136: Ja off: -1 <p0_kretprobe_L17>
p0_kretprobe_L16:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	137: StXMemDW dst: rfp src: r6 off: -104 imm: 0
	138: LoadMapPtr dst: r1 fd: 0 <m4_lat>
	140: MovReg dst: r2 src: rfp
	141: AddImm dst: r2 imm: -96
	142: MovReg dst: r3 src: rfp
	143: AddImm dst: r3 imm: -104
	144: MovImm dst: r4 imm: 0
	145: Call FnMapUpdateElem
	146: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L18>
	147: StMemDW dst: rfp src: r0 off: -112 imm: 5
	148: LoadMapPtr dst: r1 fd: 0 <lost>
	150: MovReg dst: r2 src: rfp
	151: AddImm dst: r2 imm: -112
	152: Call FnMapLookupElem
	153: JEqImm dst: r0 off: -1 imm: 0 <p0_kretprobe_L19>
	154: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	155: AddImm dst: r1 imm: 1
	156: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_kretprobe_L19:
	157: Ja off: 0
p0_kretprobe_L18:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	158: Ja off: 0
p0_kretprobe_L17:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	159: Ja off: 0
p0_kretprobe_L4:
	160: Ja off: 0
p0_kretprobe_L1:
	   ; stdin:2:40: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	161: MovImm dst: r0 imm: 0
	162: Exit

p1_fexit (Tracing):
p1_fexit:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  1: Call FnGetCurrentPidTgid
	  2: MovReg dst: r6 src: r0
	  3: LShImm dst: r6 imm: 32
	  4: RShImm dst: r6 imm: 32
	  5: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	  6: Call FnGetCurrentPidTgid
	  7: MovReg dst: r6 src: r0
	  8: LShImm dst: r6 imm: 32
	  9: RShImm dst: r6 imm: 32
	 10: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 11: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 13: MovReg dst: r2 src: rfp
	 14: AddImm dst: r2 imm: -40
	 15: Call FnMapLookupElem
	 16: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L2>
	 17: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 18: Ja off: -1 <p1_fexit_L3>
p1_fexit_L2:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 19: MovImm dst: r6 imm: 0
p1_fexit_L3:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 20: Ja off: 0
	 21: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 22: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 23: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 24: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	 25: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 26: MovImm dst: r6 imm: 0
	 27: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 29: MovReg dst: r2 src: rfp
	 30: AddImm dst: r2 imm: -56
	 31: Call FnMapLookupElem
	 32: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L4>
	 33: MovImm dst: r6 imm: 1
p1_fexit_L4:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 34: Ja off: 0
	 35: JEqImm dst: r6 off: -1 imm: 0 <p1_fexit_L1>
	 36: StMemDW dst: rfp src: r0 off: -72 imm: 0
	 37: StMemDW dst: rfp src: r0 off: -64 imm: 0
	 38: Call FnGetCurrentPidTgid
	 39: MovReg dst: r6 src: r0
	 40: LShImm dst: r6 imm: 32
	 41: RShImm dst: r6 imm: 32
	 42: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 43: Call FnGetCurrentPidTgid
	 44: MovReg dst: r6 src: r0
	 45: LShImm dst: r6 imm: 32
	 46: RShImm dst: r6 imm: 32
	 47: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 48: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 50: MovReg dst: r2 src: rfp
	 51: AddImm dst: r2 imm: -80
	 52: Call FnMapLookupElem
	 53: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L5>
	 54: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 55: Ja off: -1 <p1_fexit_L6>
p1_fexit_L5:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 56: MovImm dst: r6 imm: 0
p1_fexit_L6:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 57: Ja off: 0
	 58: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 59: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 61: MovReg dst: r2 src: rfp
	 62: AddImm dst: r2 imm: -72
	 63: Call FnMapLookupElem
	 64: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L7>
	 65: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 66: Ja off: -1 <p1_fexit_L8>
p1_fexit_L7:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 67: MovImm dst: r6 imm: 0
p1_fexit_L8:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 68: Ja off: 0
	 69: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 70: Call FnGetCurrentPidTgid
	 71: MovReg dst: r6 src: r0
	 72: LShImm dst: r6 imm: 32
	 73: RShImm dst: r6 imm: 32
	 74: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	 75: Call FnGetCurrentPidTgid
	 76: MovReg dst: r6 src: r0
	 77: LShImm dst: r6 imm: 32
	 78: RShImm dst: r6 imm: 32
	 79: StXMemDW dst: rfp src: r6 off: -80 imm: 0
	 80: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 82: MovReg dst: r2 src: rfp
	 83: AddImm dst: r2 imm: -80
	 84: Call FnMapLookupElem
	 85: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L9>
	 86: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 87: Ja off: -1 <p1_fexit_L10>
p1_fexit_L9:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 88: MovImm dst: r6 imm: 0
p1_fexit_L10:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 89: Ja off: 0
	 90: StXMemDW dst: rfp src: r6 off: -64 imm: 0
	 91: LdXMemDW dst: r0 src: rfp off: -72 imm: 0
	 92: StXMemDW dst: rfp src: r0 off: -96 imm: 0
	 93: LdXMemDW dst: r0 src: rfp off: -64 imm: 0
	 94: StXMemDW dst: rfp src: r0 off: -88 imm: 0
	 95: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 97: MovReg dst: r2 src: rfp
	 98: AddImm dst: r2 imm: -96
	 99: Call FnMapDeleteElem
	100: MovImm dst: r6 imm: 1
	101: Call FnGetCurrentPidTgid
	102: MovReg dst: r7 src: r0
	103: LShImm dst: r7 imm: 32
	104: RShImm dst: r7 imm: 32
	105: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	106: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	108: MovReg dst: r2 src: rfp
	109: AddImm dst: r2 imm: -64
	110: Call FnMapLookupElem
	111: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L11>
	112: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	113: MovReg dst: r1 src: r7
	114: SubReg dst: r1 src: r6
	115: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	116: Ja off: -1 <p1_fexit_L12>
p1_fexit_L11:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	117: StMemDW dst: rfp src: r0 off: -72 imm: 0
	118: MovImm dst: r7 imm: 0
	119: MovImm dst: r1 imm: 0
	120: SubReg dst: r1 src: r6
	121: StXMemDW dst: rfp src: r1 off: -72 imm: 0
	122: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	124: MovReg dst: r2 src: rfp
	125: AddImm dst: r2 imm: -64
	126: MovReg dst: r3 src: rfp
	127: AddImm dst: r3 imm: -72
	128: MovImm dst: r4 imm: 0
	129: Call FnMapUpdateElem
	130: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L13>
	131: StMemDW dst: rfp src: r0 off: -80 imm: 3
	132: LoadMapPtr dst: r1 fd: 0 <lost>
	134: MovReg dst: r2 src: rfp
	135: AddImm dst: r2 imm: -80
	136: Call FnMapLookupElem
	137: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L14>
	138: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	139: AddImm dst: r1 imm: 1
	140: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_fexit_L14:
	141: Ja off: 0
p1_fexit_L13:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	142: Ja off: 0
p1_fexit_L12:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	143: Ja off: 0
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	144: Call FnKtimeGetNs
	145: MovReg dst: r6 src: r0
	146: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	147: SubReg dst: r6 src: r7
	148: MovReg dst: r7 src: r6
	149: JSLTImm dst: r7 off: -1 imm: 0 <p1_fexit_L15>
	150: JEqImm dst: r7 off: -1 imm: 0 <p1_fexit_L16>
	151: MovImm dst: r1 imm: 2
	152: JLTImm dst: r7 off: -1 imm: 65536 <p1_fexit_L18>
	153: RShImm dst: r7 imm: 16
	154: AddImm dst: r1 imm: 16
p1_fexit_L18:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	155: JLTImm dst: r7 off: -1 imm: 256 <p1_fexit_L19>
	156: RShImm dst: r7 imm: 8
	157: AddImm dst: r1 imm: 8
p1_fexit_L19:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	158: JLTImm dst: r7 off: -1 imm: 16 <p1_fexit_L20>
	159: RShImm dst: r7 imm: 4
	160: AddImm dst: r1 imm: 4
p1_fexit_L20:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	161: JLTImm dst: r7 off: -1 imm: 4 <p1_fexit_L21>
	162: RShImm dst: r7 imm: 2
	163: AddImm dst: r1 imm: 2
p1_fexit_L21:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	164: JLTImm dst: r7 off: -1 imm: 2 <p1_fexit_L22>
	165: RShImm dst: r7 imm: 1
	166: AddImm dst: r1 imm: 1
p1_fexit_L22:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	167: MovReg dst: r7 src: r1
	168: Ja off: -1 <p1_fexit_L17>
p1_fexit_L15:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	169: MovImm dst: r7 imm: 0
	170: Ja off: -1 <p1_fexit_L17>
p1_fexit_L16:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	171: MovImm dst: r7 imm: 1
p1_fexit_L17:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	172: Ja off: 0
	173: MovImm dst: r6 imm: 1
	174: StMemDW dst: rfp src: r0 off: -64 imm: 0
	175: StXMemDW dst: rfp src: r7 off: -64 imm: 0
	176: LoadMapPtr dst: r1 fd: 0 <m3_fexit>
	178: MovReg dst: r2 src: rfp
	179: AddImm dst: r2 imm: -64
	180: Call FnMapLookupElem
	181: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L23>
	182: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	183: AddReg dst: r1 src: r6
	184: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	185: Ja off: -1 <p1_fexit_L24>
p1_fexit_L23:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	186: StXMemDW dst: rfp src: r6 off: -72 imm: 0
	187: LoadMapPtr dst: r1 fd: 0 <m3_fexit>
	189: MovReg dst: r2 src: rfp
	190: AddImm dst: r2 imm: -64
	191: MovReg dst: r3 src: rfp
	192: AddImm dst: r3 imm: -72
	193: MovImm dst: r4 imm: 0
	194: Call FnMapUpdateElem
	195: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L25>
	196: StMemDW dst: rfp src: r0 off: -80 imm: 4
	197: LoadMapPtr dst: r1 fd: 0 <lost>
	199: MovReg dst: r2 src: rfp
	200: AddImm dst: r2 imm: -80
	201: Call FnMapLookupElem
	202: JEqImm dst: r0 off: -1 imm: 0 <p1_fexit_L26>
	203: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	204: AddImm dst: r1 imm: 1
	205: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_fexit_L26:
	206: Ja off: 0
p1_fexit_L25:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	207: Ja off: 0
p1_fexit_L24:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	208: Ja off: 0
p1_fexit_L1:
	   ; stdin:4:18: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	209: MovImm dst: r0 imm: 0
	210: Exit

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
	36: JEqImm dst: r0 off: -1 imm: 0 <p2_kprobe_L2>
	37: StMemDW dst: rfp src: r0 off: -80 imm: 1
	38: LoadMapPtr dst: r1 fd: 0 <lost>
	40: MovReg dst: r2 src: rfp
	41: AddImm dst: r2 imm: -80
	42: Call FnMapLookupElem
	43: JEqImm dst: r0 off: -1 imm: 0 <p2_kprobe_L3>
	44: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	45: AddImm dst: r1 imm: 1
	46: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p2_kprobe_L3:
	47: Ja off: 0
p2_kprobe_L2:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	48: Ja off: 0
p2_kprobe_L1:
	  ; stdin:2:1: kretprobe:vfs_read /entry(arg2) > 0/ { @lat[entry(comm)] = hist(nsecs - entry(nsecs)); }
	49: MovImm dst: r0 imm: 0
	50: Exit

p3_fentry (Tracing):
p3_fentry:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  0: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	  1: Call FnGetCurrentPidTgid
	  2: MovReg dst: r6 src: r0
	  3: LShImm dst: r6 imm: 32
	  4: RShImm dst: r6 imm: 32
	  5: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  6: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	  8: MovReg dst: r2 src: rfp
	  9: AddImm dst: r2 imm: -24
	 10: Call FnMapLookupElem
	 11: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L2>
	 12: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 13: Ja off: -1 <p3_fentry_L3>
p3_fentry_L2:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 14: MovImm dst: r6 imm: 0
p3_fentry_L3:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 15: Ja off: 0
	 16: AddImm dst: r6 imm: 1
	 17: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 18: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 19: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 20: Call FnGetCurrentPidTgid
	 21: MovReg dst: r6 src: r0
	 22: LShImm dst: r6 imm: 32
	 23: RShImm dst: r6 imm: 32
	 24: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 25: LoadMapPtr dst: r1 fd: 0 <m2__entrydepth1>
	 27: MovReg dst: r2 src: rfp
	 28: AddImm dst: r2 imm: -32
	 29: MovReg dst: r3 src: rfp
	 30: AddImm dst: r3 imm: -24
	 31: MovImm dst: r4 imm: 0
	 32: Call FnMapUpdateElem
	 33: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L4>
	 34: StMemDW dst: rfp src: r0 off: -40 imm: 3
	 35: LoadMapPtr dst: r1 fd: 0 <lost>
	 37: MovReg dst: r2 src: rfp
	 38: AddImm dst: r2 imm: -40
	 39: Call FnMapLookupElem
	 40: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L5>
	 41: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 42: AddImm dst: r1 imm: 1
	 43: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_fentry_L5:
	 44: Ja off: 0
p3_fentry_L4:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 45: Ja off: 0
	 46: Call FnKtimeGetNs
	 47: MovReg dst: r6 src: r0
	 48: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 49: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 50: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 51: Call FnGetCurrentPidTgid
	 52: MovReg dst: r6 src: r0
	 53: LShImm dst: r6 imm: 32
	 54: RShImm dst: r6 imm: 32
	 55: StXMemDW dst: rfp src: r6 off: -40 imm: 0
	 56: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 57: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 58: LoadMapPtr dst: r1 fd: 0 <m1__entry1>
	 60: MovReg dst: r2 src: rfp
	 61: AddImm dst: r2 imm: -40
	 62: MovReg dst: r3 src: rfp
	 63: AddImm dst: r3 imm: -24
	 64: MovImm dst: r4 imm: 0
	 65: Call FnMapUpdateElem
	 66: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L6>
	 67: StMemDW dst: rfp src: r0 off: -48 imm: 2
	 68: LoadMapPtr dst: r1 fd: 0 <lost>
	 70: MovReg dst: r2 src: rfp
	 71: AddImm dst: r2 imm: -48
	 72: Call FnMapLookupElem
	 73: JEqImm dst: r0 off: -1 imm: 0 <p3_fentry_L7>
	 74: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 75: AddImm dst: r1 imm: 1
	 76: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p3_fentry_L7:
	 77: Ja off: 0
p3_fentry_L6:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 78: Ja off: 0
p3_fentry_L1:
	   ; stdin:4:1: fexit:vfs_read { @fexit = hist(nsecs - entry(nsecs)); }
	 79: MovImm dst: r0 imm: 0
	 80: Exit
