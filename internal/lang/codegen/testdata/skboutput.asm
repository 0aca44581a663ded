
p0_fentry (Tracing):
p0_fentry:
	   ; stdin:3:1: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:3:25: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	  2: LdImmDW dst: r0 imm: 13
	  4: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  5: Call FnKtimeGetBootNs
	  6: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  7: MovImm dst: r1 imm: 14
	  8: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	  9: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 10: LdXMemDW dst: r6 src: r1 off: 0 imm: 0
	 11: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 12: LdXMemDW dst: r7 src: r1 off: 0 imm: 0
	 13: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 14: MovReg dst: r1 src: rfp
	 15: AddImm dst: r1 imm: -48
	 16: MovImm dst: r2 imm: 4
	 17: MovReg dst: r3 src: r7
	 18: Call FnProbeReadKernel
	 19: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	 20: LShImm dst: r7 imm: 32
	 21: RShImm dst: r7 imm: 32
	 22: LShImm dst: r7 imm: 32
	 23: LdImmDW dst: r3 imm: 4294967295
	 25: OrReg dst: r3 src: r7
	 26: MovReg dst: r1 src: r6
	 27: LoadMapPtr dst: r2 fd: 0 <skb_events>
	 29: MovReg dst: r4 src: rfp
	 30: AddImm dst: r4 imm: -40
	 31: MovImm dst: r5 imm: 24
	 32: Call FnSkbOutput
	 33: MovReg32 dst: r6 src: r0
	 34: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:3:82: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 35: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 36: MovImm dst: r7 imm: 0
	 37: JNEReg dst: r6 off: -1 src: r7 <p0_fentry_L4>
	 38: MovImm dst: r6 imm: 0
	 39: Ja off: -1 <p0_fentry_L5>
p0_fentry_L4:
	   ; stdin:3:82: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 40: MovImm dst: r6 imm: 1
p0_fentry_L5:
	   ; stdin:3:82: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 41: Ja off: 0
	 42: JEqImm dst: r6 off: -1 imm: 0 <p0_fentry_L2>
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 43: LoadMapPtr dst: r1 fd: 0 <events>
	 45: MovImm dst: r2 imm: 16
	 46: MovImm dst: r3 imm: 0
	 47: Call FnRingbufReserve
	 48: JNEImm dst: r0 off: -1 imm: 0 <p0_fentry_L6>
	 49: StMemDW dst: rfp src: r0 off: -24 imm: 2
	 50: LoadMapPtr dst: r1 fd: 0 <config>
	 52: MovReg dst: r2 src: rfp
	 53: AddImm dst: r2 imm: -24
	 54: Call FnMapLookupElem
	 55: JEqImm dst: r0 off: -1 imm: 0 <p0_fentry_L9>
	 56: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 57: JNEImm dst: r1 off: -1 imm: 0 <p0_fentry_L8>
p0_fentry_L9:
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 58: Ja off: 0
	 59: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 60: LoadMapPtr dst: r1 fd: 0 <lost>
	 62: MovReg dst: r2 src: rfp
	 63: AddImm dst: r2 imm: -32
	 64: Call FnMapLookupElem
	 65: JEqImm dst: r0 off: -1 imm: 0 <p0_fentry_L8>
	 66: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 67: AddImm dst: r1 imm: 1
	 68: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_fentry_L8:
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 69: Ja off: -1 <p0_fentry_L7>
p0_fentry_L6:
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 70: MovReg dst: r6 src: r0
	 71: LdImmDW dst: r1 imm: 1
	 73: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 74: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 75: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 76: MovReg dst: r1 src: r6
	 77: MovImm dst: r2 imm: 1
	 78: Call FnRingbufSubmit
p0_fentry_L7:
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 79: Ja off: 0
p0_fentry_L2:
	 80: Ja off: 0
p0_fentry_L1:
	   ; stdin:3:97: fentry:dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 81: MovImm dst: r0 imm: 0
	 82: Exit

p1_BEGIN (RawTracepoint):
p1_BEGIN:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	 0: LdImmDW dst: r0 imm: 12
	 2: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 3: MovImm dst: r6 imm: 4096
	 4: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 5: LoadMapPtr dst: r1 fd: 0 <events>
	 7: MovReg dst: r2 src: rfp
	 8: AddImm dst: r2 imm: -24
	 9: MovImm dst: r3 imm: 16
	10: MovImm dst: r4 imm: 1
	11: Call FnRingbufOutput
	12: JEqImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L2>
	13: StMemDW dst: rfp src: r0 off: -32 imm: 2
	14: LoadMapPtr dst: r1 fd: 0 <config>
	16: MovReg dst: r2 src: rfp
	17: AddImm dst: r2 imm: -32
	18: Call FnMapLookupElem
	19: JEqImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L4>
	20: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	21: JNEImm dst: r1 off: -1 imm: 0 <p1_BEGIN_L3>
p1_BEGIN_L4:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	22: Ja off: 0
	23: StMemDW dst: rfp src: r0 off: -40 imm: 0
	24: LoadMapPtr dst: r1 fd: 0 <lost>
	26: MovReg dst: r2 src: rfp
	27: AddImm dst: r2 imm: -40
	28: Call FnMapLookupElem
	29: JEqImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L3>
	30: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	31: AddImm dst: r1 imm: 1
	32: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_BEGIN_L3:
	33: Ja off: 0
p1_BEGIN_L2:
	34: Ja off: 0
p1_BEGIN_L1:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	35: MovImm dst: r0 imm: 0
	36: Exit
