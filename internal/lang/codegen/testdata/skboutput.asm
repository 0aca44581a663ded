
p0_fentry (Tracing):
p0_fentry:
	   ; stdin:3:1: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	  0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   ; stdin:3:27: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	  2: LdImmDW dst: r0 imm: 13
	  4: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  5: Call FnKtimeGetBootNs
	  6: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  7: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	  8: LdXMemDW dst: r6 src: r1 off: 0 imm: 0
	  9: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 10: LdXMemDW dst: r7 src: r1 off: 0 imm: 0
	 11: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 12: MovReg dst: r1 src: rfp
	 13: AddImm dst: r1 imm: -48
	 14: MovImm dst: r2 imm: 4
	 15: MovReg dst: r3 src: r7
	 16: Call FnProbeReadKernel
	 17: LdXMemDW dst: r7 src: rfp off: -48 imm: 0
	 18: LShImm dst: r7 imm: 32
	 19: RShImm dst: r7 imm: 32
	 20: MovImm dst: r1 imm: 14
	 21: StXMemW dst: rfp src: r7 off: -24 imm: 0
	 22: StXMemW dst: rfp src: r1 off: -20 imm: 0
	 23: LShImm dst: r7 imm: 32
	 24: LdImmDW dst: r3 imm: 4294967295
	 26: OrReg dst: r3 src: r7
	 27: MovReg dst: r1 src: r6
	 28: LoadMapPtr dst: r2 fd: 0 <skb_events>
	 30: MovReg dst: r4 src: rfp
	 31: AddImm dst: r4 imm: -40
	 32: MovImm dst: r5 imm: 24
	 33: Call FnSkbOutput
	 34: MovReg32 dst: r6 src: r0
	 35: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   ; stdin:3:84: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 36: LdXMemDW dst: r6 src: rfp off: -16 imm: 0
	 37: MovImm dst: r7 imm: 0
	 38: JNEReg dst: r6 off: -1 src: r7 <p0_fentry_L4>
	 39: MovImm dst: r6 imm: 0
	 40: Ja off: -1 <p0_fentry_L5>
p0_fentry_L4:
	   ; stdin:3:84: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 41: MovImm dst: r6 imm: 1
p0_fentry_L5:
	   ; stdin:3:84: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 42: Ja off: 0
	 43: JEqImm dst: r6 off: -1 imm: 0 <p0_fentry_L2>
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 44: LoadMapPtr dst: r1 fd: 0 <events>
	 46: MovImm dst: r2 imm: 16
	 47: MovImm dst: r3 imm: 0
	 48: Call FnRingbufReserve
	 49: JEqImm dst: r0 off: -1 imm: 0 <p0_fentry_L7>
	 50: MovReg dst: r6 src: r0
	 51: LdImmDW dst: r1 imm: 1
	 53: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 54: LdXMemDW dst: r7 src: rfp off: -16 imm: 0
	 55: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 56: MovReg dst: r1 src: r6
	 57: MovImm dst: r2 imm: 1
	 58: Call FnRingbufSubmit
p0_fentry_L6:
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 59: Ja off: 0
p0_fentry_L2:
	 60: Ja off: 0
p0_fentry_L1:
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 61: MovImm dst: r0 imm: 0
	 62: Exit
p0_fentry_L7:
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 63: Ja off: 0
	 64: StMemDW dst: rfp src: r0 off: -24 imm: 2
	 65: LoadMapPtr dst: r1 fd: 0 <config>
	 67: MovReg dst: r2 src: rfp
	 68: AddImm dst: r2 imm: -24
	 69: Call FnMapLookupElem
	 70: JEqImm dst: r0 off: -1 imm: 0 <p0_fentry_L9>
	 71: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 72: JNEImm dst: r1 off: -1 imm: 0 <p0_fentry_L8>
p0_fentry_L9:
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 73: Ja off: 0
	 74: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 75: LoadMapPtr dst: r1 fd: 0 <lost>
	 77: MovReg dst: r2 src: rfp
	 78: AddImm dst: r2 imm: -32
	 79: Call FnMapLookupElem
	 80: JEqImm dst: r0 off: -1 imm: 0 <p0_fentry_L8>
	 81: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 82: AddImm dst: r1 imm: 1
	 83: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_fentry_L8:
	   ; stdin:3:99: fentry:__dev_queue_xmit { $r = skboutput("out.pcap", args.skb, args.skb->len, 14); if ($r != 0) { printf("%d\n", $r); } }
	 84: Ja off: -1 <p0_fentry_L6>

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
	12: JNEImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L2>
p1_BEGIN_L3:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	13: Ja off: 0
p1_BEGIN_L1:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	14: MovImm dst: r0 imm: 0
	15: Exit
p1_BEGIN_L2:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	16: Ja off: 0
	17: StMemDW dst: rfp src: r0 off: -32 imm: 2
	18: LoadMapPtr dst: r1 fd: 0 <config>
	20: MovReg dst: r2 src: rfp
	21: AddImm dst: r2 imm: -32
	22: Call FnMapLookupElem
	23: JEqImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L5>
	24: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	25: JNEImm dst: r1 off: -1 imm: 0 <p1_BEGIN_L4>
p1_BEGIN_L5:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	26: Ja off: 0
	27: StMemDW dst: rfp src: r0 off: -40 imm: 0
	28: LoadMapPtr dst: r1 fd: 0 <lost>
	30: MovReg dst: r2 src: rfp
	31: AddImm dst: r2 imm: -40
	32: Call FnMapLookupElem
	33: JEqImm dst: r0 off: -1 imm: 0 <p1_BEGIN_L4>
	34: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	35: AddImm dst: r1 imm: 1
	36: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_BEGIN_L4:
	  ; stdin:4:9: BEGIN { unwatch(0x1000); }
	37: Ja off: -1 <p1_BEGIN_L3>
