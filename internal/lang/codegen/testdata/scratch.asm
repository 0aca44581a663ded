map m0_ @ key=1040 value=8 percpu=true array=false bucketed=false
map m1_last @last key=8 value=1024 percpu=false array=false bucketed=false
map m2_last2 @last2 key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	    ; 32-32
	   0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	    ; 32-32
	   1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 32-32
	   2: LoadMapPtr dst: r1 fd: 0 <scratch>
	    ; 32-32
	   4: MovReg dst: r2 src: rfp
	    ; 32-32
	   5: AddImm dst: r2 imm: -16
	    ; 32-32
	   6: Call FnMapLookupElem
	    ; 32-32
	   7: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L1>
	    ; 32-32
	   8: MovReg dst: r9 src: r0
	    ; 32-32
	   9: StMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 32-32
	  10: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 32-32
	  11: StMemDW dst: r9 src: r0 off: 0 imm: 0
	    ; 32-32
	  12: StMemDW dst: r9 src: r0 off: 8 imm: 0
	    ; 32-32
	  13: StMemDW dst: r9 src: r0 off: 16 imm: 0
	    ; 32-32
	  14: StMemDW dst: r9 src: r0 off: 24 imm: 0
	    ; 32-32
	  15: StMemDW dst: r9 src: r0 off: 32 imm: 0
	    ; 32-32
	  16: StMemDW dst: r9 src: r0 off: 40 imm: 0
	    ; 32-32
	  17: StMemDW dst: r9 src: r0 off: 48 imm: 0
	    ; 32-32
	  18: StMemDW dst: r9 src: r0 off: 56 imm: 0
	    ; 32-32
	  19: StMemDW dst: r9 src: r0 off: 64 imm: 0
	    ; 32-32
	  20: StMemDW dst: r9 src: r0 off: 72 imm: 0
	    ; 32-32
	  21: StMemDW dst: r9 src: r0 off: 80 imm: 0
	    ; 32-32
	  22: StMemDW dst: r9 src: r0 off: 88 imm: 0
	    ; 32-32
	  23: StMemDW dst: r9 src: r0 off: 96 imm: 0
	    ; 32-32
	  24: StMemDW dst: r9 src: r0 off: 104 imm: 0
	    ; 32-32
	  25: StMemDW dst: r9 src: r0 off: 112 imm: 0
	    ; 32-32
	  26: StMemDW dst: r9 src: r0 off: 120 imm: 0
	    ; 32-32
	  27: StMemDW dst: r9 src: r0 off: 128 imm: 0
	    ; 32-32
	  28: StMemDW dst: r9 src: r0 off: 136 imm: 0
	    ; 32-32
	  29: StMemDW dst: r9 src: r0 off: 144 imm: 0
	    ; 32-32
	  30: StMemDW dst: r9 src: r0 off: 152 imm: 0
	    ; 32-32
	  31: StMemDW dst: r9 src: r0 off: 160 imm: 0
	    ; 32-32
	  32: StMemDW dst: r9 src: r0 off: 168 imm: 0
	    ; 32-32
	  33: StMemDW dst: r9 src: r0 off: 176 imm: 0
	    ; 32-32
	  34: StMemDW dst: r9 src: r0 off: 184 imm: 0
	    ; 32-32
	  35: StMemDW dst: r9 src: r0 off: 192 imm: 0
	    ; 32-32
	  36: StMemDW dst: r9 src: r0 off: 200 imm: 0
	    ; 32-32
	  37: StMemDW dst: r9 src: r0 off: 208 imm: 0
	    ; 32-32
	  38: StMemDW dst: r9 src: r0 off: 216 imm: 0
	    ; 32-32
	  39: StMemDW dst: r9 src: r0 off: 224 imm: 0
	    ; 32-32
	  40: StMemDW dst: r9 src: r0 off: 232 imm: 0
	    ; 32-32
	  41: StMemDW dst: r9 src: r0 off: 240 imm: 0
	    ; 32-32
	  42: StMemDW dst: r9 src: r0 off: 248 imm: 0
	    ; 32-32
	  43: StMemDW dst: r9 src: r0 off: 256 imm: 0
	    ; 32-32
	  44: StMemDW dst: r9 src: r0 off: 264 imm: 0
	    ; 32-32
	  45: StMemDW dst: r9 src: r0 off: 272 imm: 0
	    ; 32-32
	  46: StMemDW dst: r9 src: r0 off: 280 imm: 0
	    ; 32-32
	  47: StMemDW dst: r9 src: r0 off: 288 imm: 0
	    ; 32-32
	  48: StMemDW dst: r9 src: r0 off: 296 imm: 0
	    ; 32-32
	  49: StMemDW dst: r9 src: r0 off: 304 imm: 0
	    ; 32-32
	  50: StMemDW dst: r9 src: r0 off: 312 imm: 0
	    ; 32-32
	  51: StMemDW dst: r9 src: r0 off: 320 imm: 0
	    ; 32-32
	  52: StMemDW dst: r9 src: r0 off: 328 imm: 0
	    ; 32-32
	  53: StMemDW dst: r9 src: r0 off: 336 imm: 0
	    ; 32-32
	  54: StMemDW dst: r9 src: r0 off: 344 imm: 0
	    ; 32-32
	  55: StMemDW dst: r9 src: r0 off: 352 imm: 0
	    ; 32-32
	  56: StMemDW dst: r9 src: r0 off: 360 imm: 0
	    ; 32-32
	  57: StMemDW dst: r9 src: r0 off: 368 imm: 0
	    ; 32-32
	  58: StMemDW dst: r9 src: r0 off: 376 imm: 0
	    ; 32-32
	  59: StMemDW dst: r9 src: r0 off: 384 imm: 0
	    ; 32-32
	  60: StMemDW dst: r9 src: r0 off: 392 imm: 0
	    ; 32-32
	  61: StMemDW dst: r9 src: r0 off: 400 imm: 0
	    ; 32-32
	  62: StMemDW dst: r9 src: r0 off: 408 imm: 0
	    ; 32-32
	  63: StMemDW dst: r9 src: r0 off: 416 imm: 0
	    ; 32-32
	  64: StMemDW dst: r9 src: r0 off: 424 imm: 0
	    ; 32-32
	  65: StMemDW dst: r9 src: r0 off: 432 imm: 0
	    ; 32-32
	  66: StMemDW dst: r9 src: r0 off: 440 imm: 0
	    ; 32-32
	  67: StMemDW dst: r9 src: r0 off: 448 imm: 0
	    ; 32-32
	  68: StMemDW dst: r9 src: r0 off: 456 imm: 0
	    ; 32-32
	  69: StMemDW dst: r9 src: r0 off: 464 imm: 0
	    ; 32-32
	  70: StMemDW dst: r9 src: r0 off: 472 imm: 0
	    ; 32-32
	  71: StMemDW dst: r9 src: r0 off: 480 imm: 0
	    ; 32-32
	  72: StMemDW dst: r9 src: r0 off: 488 imm: 0
	    ; 32-32
	  73: StMemDW dst: r9 src: r0 off: 496 imm: 0
	    ; 32-32
	  74: StMemDW dst: r9 src: r0 off: 504 imm: 0
	    ; 32-32
	  75: StMemDW dst: r9 src: r0 off: 512 imm: 0
	    ; 32-32
	  76: StMemDW dst: r9 src: r0 off: 520 imm: 0
	    ; 32-32
	  77: StMemDW dst: r9 src: r0 off: 528 imm: 0
	    ; 32-32
	  78: StMemDW dst: r9 src: r0 off: 536 imm: 0
	    ; 32-32
	  79: StMemDW dst: r9 src: r0 off: 544 imm: 0
	    ; 32-32
	  80: StMemDW dst: r9 src: r0 off: 552 imm: 0
	    ; 32-32
	  81: StMemDW dst: r9 src: r0 off: 560 imm: 0
	    ; 32-32
	  82: StMemDW dst: r9 src: r0 off: 568 imm: 0
	    ; 32-32
	  83: StMemDW dst: r9 src: r0 off: 576 imm: 0
	    ; 32-32
	  84: StMemDW dst: r9 src: r0 off: 584 imm: 0
	    ; 32-32
	  85: StMemDW dst: r9 src: r0 off: 592 imm: 0
	    ; 32-32
	  86: StMemDW dst: r9 src: r0 off: 600 imm: 0
	    ; 32-32
	  87: StMemDW dst: r9 src: r0 off: 608 imm: 0
	    ; 32-32
	  88: StMemDW dst: r9 src: r0 off: 616 imm: 0
	    ; 32-32
	  89: StMemDW dst: r9 src: r0 off: 624 imm: 0
	    ; 32-32
	  90: StMemDW dst: r9 src: r0 off: 632 imm: 0
	    ; 32-32
	  91: StMemDW dst: r9 src: r0 off: 640 imm: 0
	    ; 32-32
	  92: StMemDW dst: r9 src: r0 off: 648 imm: 0
	    ; 32-32
	  93: StMemDW dst: r9 src: r0 off: 656 imm: 0
	    ; 32-32
	  94: StMemDW dst: r9 src: r0 off: 664 imm: 0
	    ; 32-32
	  95: StMemDW dst: r9 src: r0 off: 672 imm: 0
	    ; 32-32
	  96: StMemDW dst: r9 src: r0 off: 680 imm: 0
	    ; 32-32
	  97: StMemDW dst: r9 src: r0 off: 688 imm: 0
	    ; 32-32
	  98: StMemDW dst: r9 src: r0 off: 696 imm: 0
	    ; 32-32
	  99: StMemDW dst: r9 src: r0 off: 704 imm: 0
	    ; 32-32
	 100: StMemDW dst: r9 src: r0 off: 712 imm: 0
	    ; 32-32
	 101: StMemDW dst: r9 src: r0 off: 720 imm: 0
	    ; 32-32
	 102: StMemDW dst: r9 src: r0 off: 728 imm: 0
	    ; 32-32
	 103: StMemDW dst: r9 src: r0 off: 736 imm: 0
	    ; 32-32
	 104: StMemDW dst: r9 src: r0 off: 744 imm: 0
	    ; 32-32
	 105: StMemDW dst: r9 src: r0 off: 752 imm: 0
	    ; 32-32
	 106: StMemDW dst: r9 src: r0 off: 760 imm: 0
	    ; 32-32
	 107: StMemDW dst: r9 src: r0 off: 768 imm: 0
	    ; 32-32
	 108: StMemDW dst: r9 src: r0 off: 776 imm: 0
	    ; 32-32
	 109: StMemDW dst: r9 src: r0 off: 784 imm: 0
	    ; 32-32
	 110: StMemDW dst: r9 src: r0 off: 792 imm: 0
	    ; 32-32
	 111: StMemDW dst: r9 src: r0 off: 800 imm: 0
	    ; 32-32
	 112: StMemDW dst: r9 src: r0 off: 808 imm: 0
	    ; 32-32
	 113: StMemDW dst: r9 src: r0 off: 816 imm: 0
	    ; 32-32
	 114: StMemDW dst: r9 src: r0 off: 824 imm: 0
	    ; 32-32
	 115: StMemDW dst: r9 src: r0 off: 832 imm: 0
	    ; 32-32
	 116: StMemDW dst: r9 src: r0 off: 840 imm: 0
	    ; 32-32
	 117: StMemDW dst: r9 src: r0 off: 848 imm: 0
	    ; 32-32
	 118: StMemDW dst: r9 src: r0 off: 856 imm: 0
	    ; 32-32
	 119: StMemDW dst: r9 src: r0 off: 864 imm: 0
	    ; 32-32
	 120: StMemDW dst: r9 src: r0 off: 872 imm: 0
	    ; 32-32
	 121: StMemDW dst: r9 src: r0 off: 880 imm: 0
	    ; 32-32
	 122: StMemDW dst: r9 src: r0 off: 888 imm: 0
	    ; 32-32
	 123: StMemDW dst: r9 src: r0 off: 896 imm: 0
	    ; 32-32
	 124: StMemDW dst: r9 src: r0 off: 904 imm: 0
	    ; 32-32
	 125: StMemDW dst: r9 src: r0 off: 912 imm: 0
	    ; 32-32
	 126: StMemDW dst: r9 src: r0 off: 920 imm: 0
	    ; 32-32
	 127: StMemDW dst: r9 src: r0 off: 928 imm: 0
	    ; 32-32
	 128: StMemDW dst: r9 src: r0 off: 936 imm: 0
	    ; 32-32
	 129: StMemDW dst: r9 src: r0 off: 944 imm: 0
	    ; 32-32
	 130: StMemDW dst: r9 src: r0 off: 952 imm: 0
	    ; 32-32
	 131: StMemDW dst: r9 src: r0 off: 960 imm: 0
	    ; 32-32
	 132: StMemDW dst: r9 src: r0 off: 968 imm: 0
	    ; 32-32
	 133: StMemDW dst: r9 src: r0 off: 976 imm: 0
	    ; 32-32
	 134: StMemDW dst: r9 src: r0 off: 984 imm: 0
	    ; 32-32
	 135: StMemDW dst: r9 src: r0 off: 992 imm: 0
	    ; 32-32
	 136: StMemDW dst: r9 src: r0 off: 1000 imm: 0
	    ; 32-32
	 137: StMemDW dst: r9 src: r0 off: 1008 imm: 0
	    ; 32-32
	 138: StMemDW dst: r9 src: r0 off: 1016 imm: 0
	    ; 72-95
	 139: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	    ; 72-95
	 140: LdXMemDW dst: r6 src: r1 off: 24 imm: 0
	    ; 72-95
	 141: StMemDW dst: r9 src: r0 off: 1024 imm: 0
	    ; 72-95
	 142: StMemDW dst: r9 src: r0 off: 1032 imm: 0
	    ; 72-95
	 143: StMemDW dst: r9 src: r0 off: 1040 imm: 0
	    ; 72-95
	 144: StMemDW dst: r9 src: r0 off: 1048 imm: 0
	    ; 72-95
	 145: StMemDW dst: r9 src: r0 off: 1056 imm: 0
	    ; 72-95
	 146: StMemDW dst: r9 src: r0 off: 1064 imm: 0
	    ; 72-95
	 147: StMemDW dst: r9 src: r0 off: 1072 imm: 0
	    ; 72-95
	 148: StMemDW dst: r9 src: r0 off: 1080 imm: 0
	    ; 72-95
	 149: StMemDW dst: r9 src: r0 off: 1088 imm: 0
	    ; 72-95
	 150: StMemDW dst: r9 src: r0 off: 1096 imm: 0
	    ; 72-95
	 151: StMemDW dst: r9 src: r0 off: 1104 imm: 0
	    ; 72-95
	 152: StMemDW dst: r9 src: r0 off: 1112 imm: 0
	    ; 72-95
	 153: StMemDW dst: r9 src: r0 off: 1120 imm: 0
	    ; 72-95
	 154: StMemDW dst: r9 src: r0 off: 1128 imm: 0
	    ; 72-95
	 155: StMemDW dst: r9 src: r0 off: 1136 imm: 0
	    ; 72-95
	 156: StMemDW dst: r9 src: r0 off: 1144 imm: 0
	    ; 72-95
	 157: StMemDW dst: r9 src: r0 off: 1152 imm: 0
	    ; 72-95
	 158: StMemDW dst: r9 src: r0 off: 1160 imm: 0
	    ; 72-95
	 159: StMemDW dst: r9 src: r0 off: 1168 imm: 0
	    ; 72-95
	 160: StMemDW dst: r9 src: r0 off: 1176 imm: 0
	    ; 72-95
	 161: StMemDW dst: r9 src: r0 off: 1184 imm: 0
	    ; 72-95
	 162: StMemDW dst: r9 src: r0 off: 1192 imm: 0
	    ; 72-95
	 163: StMemDW dst: r9 src: r0 off: 1200 imm: 0
	    ; 72-95
	 164: StMemDW dst: r9 src: r0 off: 1208 imm: 0
	    ; 72-95
	 165: StMemDW dst: r9 src: r0 off: 1216 imm: 0
	    ; 72-95
	 166: StMemDW dst: r9 src: r0 off: 1224 imm: 0
	    ; 72-95
	 167: StMemDW dst: r9 src: r0 off: 1232 imm: 0
	    ; 72-95
	 168: StMemDW dst: r9 src: r0 off: 1240 imm: 0
	    ; 72-95
	 169: StMemDW dst: r9 src: r0 off: 1248 imm: 0
	    ; 72-95
	 170: StMemDW dst: r9 src: r0 off: 1256 imm: 0
	    ; 72-95
	 171: StMemDW dst: r9 src: r0 off: 1264 imm: 0
	    ; 72-95
	 172: StMemDW dst: r9 src: r0 off: 1272 imm: 0
	    ; 72-95
	 173: StMemDW dst: r9 src: r0 off: 1280 imm: 0
	    ; 72-95
	 174: StMemDW dst: r9 src: r0 off: 1288 imm: 0
	    ; 72-95
	 175: StMemDW dst: r9 src: r0 off: 1296 imm: 0
	    ; 72-95
	 176: StMemDW dst: r9 src: r0 off: 1304 imm: 0
	    ; 72-95
	 177: StMemDW dst: r9 src: r0 off: 1312 imm: 0
	    ; 72-95
	 178: StMemDW dst: r9 src: r0 off: 1320 imm: 0
	    ; 72-95
	 179: StMemDW dst: r9 src: r0 off: 1328 imm: 0
	    ; 72-95
	 180: StMemDW dst: r9 src: r0 off: 1336 imm: 0
	    ; 72-95
	 181: StMemDW dst: r9 src: r0 off: 1344 imm: 0
	    ; 72-95
	 182: StMemDW dst: r9 src: r0 off: 1352 imm: 0
	    ; 72-95
	 183: StMemDW dst: r9 src: r0 off: 1360 imm: 0
	    ; 72-95
	 184: StMemDW dst: r9 src: r0 off: 1368 imm: 0
	    ; 72-95
	 185: StMemDW dst: r9 src: r0 off: 1376 imm: 0
	    ; 72-95
	 186: StMemDW dst: r9 src: r0 off: 1384 imm: 0
	    ; 72-95
	 187: StMemDW dst: r9 src: r0 off: 1392 imm: 0
	    ; 72-95
	 188: StMemDW dst: r9 src: r0 off: 1400 imm: 0
	    ; 72-95
	 189: StMemDW dst: r9 src: r0 off: 1408 imm: 0
	    ; 72-95
	 190: StMemDW dst: r9 src: r0 off: 1416 imm: 0
	    ; 72-95
	 191: StMemDW dst: r9 src: r0 off: 1424 imm: 0
	    ; 72-95
	 192: StMemDW dst: r9 src: r0 off: 1432 imm: 0
	    ; 72-95
	 193: StMemDW dst: r9 src: r0 off: 1440 imm: 0
	    ; 72-95
	 194: StMemDW dst: r9 src: r0 off: 1448 imm: 0
	    ; 72-95
	 195: StMemDW dst: r9 src: r0 off: 1456 imm: 0
	    ; 72-95
	 196: StMemDW dst: r9 src: r0 off: 1464 imm: 0
	    ; 72-95
	 197: StMemDW dst: r9 src: r0 off: 1472 imm: 0
	    ; 72-95
	 198: StMemDW dst: r9 src: r0 off: 1480 imm: 0
	    ; 72-95
	 199: StMemDW dst: r9 src: r0 off: 1488 imm: 0
	    ; 72-95
	 200: StMemDW dst: r9 src: r0 off: 1496 imm: 0
	    ; 72-95
	 201: StMemDW dst: r9 src: r0 off: 1504 imm: 0
	    ; 72-95
	 202: StMemDW dst: r9 src: r0 off: 1512 imm: 0
	    ; 72-95
	 203: StMemDW dst: r9 src: r0 off: 1520 imm: 0
	    ; 72-95
	 204: StMemDW dst: r9 src: r0 off: 1528 imm: 0
	    ; 72-95
	 205: StMemDW dst: r9 src: r0 off: 1536 imm: 0
	    ; 72-95
	 206: StMemDW dst: r9 src: r0 off: 1544 imm: 0
	    ; 72-95
	 207: StMemDW dst: r9 src: r0 off: 1552 imm: 0
	    ; 72-95
	 208: StMemDW dst: r9 src: r0 off: 1560 imm: 0
	    ; 72-95
	 209: StMemDW dst: r9 src: r0 off: 1568 imm: 0
	    ; 72-95
	 210: StMemDW dst: r9 src: r0 off: 1576 imm: 0
	    ; 72-95
	 211: StMemDW dst: r9 src: r0 off: 1584 imm: 0
	    ; 72-95
	 212: StMemDW dst: r9 src: r0 off: 1592 imm: 0
	    ; 72-95
	 213: StMemDW dst: r9 src: r0 off: 1600 imm: 0
	    ; 72-95
	 214: StMemDW dst: r9 src: r0 off: 1608 imm: 0
	    ; 72-95
	 215: StMemDW dst: r9 src: r0 off: 1616 imm: 0
	    ; 72-95
	 216: StMemDW dst: r9 src: r0 off: 1624 imm: 0
	    ; 72-95
	 217: StMemDW dst: r9 src: r0 off: 1632 imm: 0
	    ; 72-95
	 218: StMemDW dst: r9 src: r0 off: 1640 imm: 0
	    ; 72-95
	 219: StMemDW dst: r9 src: r0 off: 1648 imm: 0
	    ; 72-95
	 220: StMemDW dst: r9 src: r0 off: 1656 imm: 0
	    ; 72-95
	 221: StMemDW dst: r9 src: r0 off: 1664 imm: 0
	    ; 72-95
	 222: StMemDW dst: r9 src: r0 off: 1672 imm: 0
	    ; 72-95
	 223: StMemDW dst: r9 src: r0 off: 1680 imm: 0
	    ; 72-95
	 224: StMemDW dst: r9 src: r0 off: 1688 imm: 0
	    ; 72-95
	 225: StMemDW dst: r9 src: r0 off: 1696 imm: 0
	    ; 72-95
	 226: StMemDW dst: r9 src: r0 off: 1704 imm: 0
	    ; 72-95
	 227: StMemDW dst: r9 src: r0 off: 1712 imm: 0
	    ; 72-95
	 228: StMemDW dst: r9 src: r0 off: 1720 imm: 0
	    ; 72-95
	 229: StMemDW dst: r9 src: r0 off: 1728 imm: 0
	    ; 72-95
	 230: StMemDW dst: r9 src: r0 off: 1736 imm: 0
	    ; 72-95
	 231: StMemDW dst: r9 src: r0 off: 1744 imm: 0
	    ; 72-95
	 232: StMemDW dst: r9 src: r0 off: 1752 imm: 0
	    ; 72-95
	 233: StMemDW dst: r9 src: r0 off: 1760 imm: 0
	    ; 72-95
	 234: StMemDW dst: r9 src: r0 off: 1768 imm: 0
	    ; 72-95
	 235: StMemDW dst: r9 src: r0 off: 1776 imm: 0
	    ; 72-95
	 236: StMemDW dst: r9 src: r0 off: 1784 imm: 0
	    ; 72-95
	 237: StMemDW dst: r9 src: r0 off: 1792 imm: 0
	    ; 72-95
	 238: StMemDW dst: r9 src: r0 off: 1800 imm: 0
	    ; 72-95
	 239: StMemDW dst: r9 src: r0 off: 1808 imm: 0
	    ; 72-95
	 240: StMemDW dst: r9 src: r0 off: 1816 imm: 0
	    ; 72-95
	 241: StMemDW dst: r9 src: r0 off: 1824 imm: 0
	    ; 72-95
	 242: StMemDW dst: r9 src: r0 off: 1832 imm: 0
	    ; 72-95
	 243: StMemDW dst: r9 src: r0 off: 1840 imm: 0
	    ; 72-95
	 244: StMemDW dst: r9 src: r0 off: 1848 imm: 0
	    ; 72-95
	 245: StMemDW dst: r9 src: r0 off: 1856 imm: 0
	    ; 72-95
	 246: StMemDW dst: r9 src: r0 off: 1864 imm: 0
	    ; 72-95
	 247: StMemDW dst: r9 src: r0 off: 1872 imm: 0
	    ; 72-95
	 248: StMemDW dst: r9 src: r0 off: 1880 imm: 0
	    ; 72-95
	 249: StMemDW dst: r9 src: r0 off: 1888 imm: 0
	    ; 72-95
	 250: StMemDW dst: r9 src: r0 off: 1896 imm: 0
	    ; 72-95
	 251: StMemDW dst: r9 src: r0 off: 1904 imm: 0
	    ; 72-95
	 252: StMemDW dst: r9 src: r0 off: 1912 imm: 0
	    ; 72-95
	 253: StMemDW dst: r9 src: r0 off: 1920 imm: 0
	    ; 72-95
	 254: StMemDW dst: r9 src: r0 off: 1928 imm: 0
	    ; 72-95
	 255: StMemDW dst: r9 src: r0 off: 1936 imm: 0
	    ; 72-95
	 256: StMemDW dst: r9 src: r0 off: 1944 imm: 0
	    ; 72-95
	 257: StMemDW dst: r9 src: r0 off: 1952 imm: 0
	    ; 72-95
	 258: StMemDW dst: r9 src: r0 off: 1960 imm: 0
	    ; 72-95
	 259: StMemDW dst: r9 src: r0 off: 1968 imm: 0
	    ; 72-95
	 260: StMemDW dst: r9 src: r0 off: 1976 imm: 0
	    ; 72-95
	 261: StMemDW dst: r9 src: r0 off: 1984 imm: 0
	    ; 72-95
	 262: StMemDW dst: r9 src: r0 off: 1992 imm: 0
	    ; 72-95
	 263: StMemDW dst: r9 src: r0 off: 2000 imm: 0
	    ; 72-95
	 264: StMemDW dst: r9 src: r0 off: 2008 imm: 0
	    ; 72-95
	 265: StMemDW dst: r9 src: r0 off: 2016 imm: 0
	    ; 72-95
	 266: StMemDW dst: r9 src: r0 off: 2024 imm: 0
	    ; 72-95
	 267: StMemDW dst: r9 src: r0 off: 2032 imm: 0
	    ; 72-95
	 268: StMemDW dst: r9 src: r0 off: 2040 imm: 0
	    ; 72-95
	 269: MovReg dst: r1 src: r9
	    ; 72-95
	 270: AddImm dst: r1 imm: 1024
	    ; 72-95
	 271: MovImm dst: r2 imm: 1024
	    ; 72-95
	 272: MovReg dst: r3 src: r6
	    ; 72-95
	 273: Call FnProbeReadUserStr
	    ; 72-95
	 274: LdXMemDW dst: r0 src: r9 off: 1024 imm: 0
	    ; 72-95
	 275: StXMemDW dst: r9 src: r0 off: 0 imm: 0
	    ; 72-95
	 276: LdXMemDW dst: r0 src: r9 off: 1032 imm: 0
	    ; 72-95
	 277: StXMemDW dst: r9 src: r0 off: 8 imm: 0
	    ; 72-95
	 278: LdXMemDW dst: r0 src: r9 off: 1040 imm: 0
	    ; 72-95
	 279: StXMemDW dst: r9 src: r0 off: 16 imm: 0
	    ; 72-95
	 280: LdXMemDW dst: r0 src: r9 off: 1048 imm: 0
	    ; 72-95
	 281: StXMemDW dst: r9 src: r0 off: 24 imm: 0
	    ; 72-95
	 282: LdXMemDW dst: r0 src: r9 off: 1056 imm: 0
	    ; 72-95
	 283: StXMemDW dst: r9 src: r0 off: 32 imm: 0
	    ; 72-95
	 284: LdXMemDW dst: r0 src: r9 off: 1064 imm: 0
	    ; 72-95
	 285: StXMemDW dst: r9 src: r0 off: 40 imm: 0
	    ; 72-95
	 286: LdXMemDW dst: r0 src: r9 off: 1072 imm: 0
	    ; 72-95
	 287: StXMemDW dst: r9 src: r0 off: 48 imm: 0
	    ; 72-95
	 288: LdXMemDW dst: r0 src: r9 off: 1080 imm: 0
	    ; 72-95
	 289: StXMemDW dst: r9 src: r0 off: 56 imm: 0
	    ; 72-95
	 290: LdXMemDW dst: r0 src: r9 off: 1088 imm: 0
	    ; 72-95
	 291: StXMemDW dst: r9 src: r0 off: 64 imm: 0
	    ; 72-95
	 292: LdXMemDW dst: r0 src: r9 off: 1096 imm: 0
	    ; 72-95
	 293: StXMemDW dst: r9 src: r0 off: 72 imm: 0
	    ; 72-95
	 294: LdXMemDW dst: r0 src: r9 off: 1104 imm: 0
	    ; 72-95
	 295: StXMemDW dst: r9 src: r0 off: 80 imm: 0
	    ; 72-95
	 296: LdXMemDW dst: r0 src: r9 off: 1112 imm: 0
	    ; 72-95
	 297: StXMemDW dst: r9 src: r0 off: 88 imm: 0
	    ; 72-95
	 298: LdXMemDW dst: r0 src: r9 off: 1120 imm: 0
	    ; 72-95
	 299: StXMemDW dst: r9 src: r0 off: 96 imm: 0
	    ; 72-95
	 300: LdXMemDW dst: r0 src: r9 off: 1128 imm: 0
	    ; 72-95
	 301: StXMemDW dst: r9 src: r0 off: 104 imm: 0
	    ; 72-95
	 302: LdXMemDW dst: r0 src: r9 off: 1136 imm: 0
	    ; 72-95
	 303: StXMemDW dst: r9 src: r0 off: 112 imm: 0
	    ; 72-95
	 304: LdXMemDW dst: r0 src: r9 off: 1144 imm: 0
	    ; 72-95
	 305: StXMemDW dst: r9 src: r0 off: 120 imm: 0
	    ; 72-95
	 306: LdXMemDW dst: r0 src: r9 off: 1152 imm: 0
	    ; 72-95
	 307: StXMemDW dst: r9 src: r0 off: 128 imm: 0
	    ; 72-95
	 308: LdXMemDW dst: r0 src: r9 off: 1160 imm: 0
	    ; 72-95
	 309: StXMemDW dst: r9 src: r0 off: 136 imm: 0
	    ; 72-95
	 310: LdXMemDW dst: r0 src: r9 off: 1168 imm: 0
	    ; 72-95
	 311: StXMemDW dst: r9 src: r0 off: 144 imm: 0
	    ; 72-95
	 312: LdXMemDW dst: r0 src: r9 off: 1176 imm: 0
	    ; 72-95
	 313: StXMemDW dst: r9 src: r0 off: 152 imm: 0
	    ; 72-95
	 314: LdXMemDW dst: r0 src: r9 off: 1184 imm: 0
	    ; 72-95
	 315: StXMemDW dst: r9 src: r0 off: 160 imm: 0
	    ; 72-95
	 316: LdXMemDW dst: r0 src: r9 off: 1192 imm: 0
	    ; 72-95
	 317: StXMemDW dst: r9 src: r0 off: 168 imm: 0
	    ; 72-95
	 318: LdXMemDW dst: r0 src: r9 off: 1200 imm: 0
	    ; 72-95
	 319: StXMemDW dst: r9 src: r0 off: 176 imm: 0
	    ; 72-95
	 320: LdXMemDW dst: r0 src: r9 off: 1208 imm: 0
	    ; 72-95
	 321: StXMemDW dst: r9 src: r0 off: 184 imm: 0
	    ; 72-95
	 322: LdXMemDW dst: r0 src: r9 off: 1216 imm: 0
	    ; 72-95
	 323: StXMemDW dst: r9 src: r0 off: 192 imm: 0
	    ; 72-95
	 324: LdXMemDW dst: r0 src: r9 off: 1224 imm: 0
	    ; 72-95
	 325: StXMemDW dst: r9 src: r0 off: 200 imm: 0
	    ; 72-95
	 326: LdXMemDW dst: r0 src: r9 off: 1232 imm: 0
	    ; 72-95
	 327: StXMemDW dst: r9 src: r0 off: 208 imm: 0
	    ; 72-95
	 328: LdXMemDW dst: r0 src: r9 off: 1240 imm: 0
	    ; 72-95
	 329: StXMemDW dst: r9 src: r0 off: 216 imm: 0
	    ; 72-95
	 330: LdXMemDW dst: r0 src: r9 off: 1248 imm: 0
	    ; 72-95
	 331: StXMemDW dst: r9 src: r0 off: 224 imm: 0
	    ; 72-95
	 332: LdXMemDW dst: r0 src: r9 off: 1256 imm: 0
	    ; 72-95
	 333: StXMemDW dst: r9 src: r0 off: 232 imm: 0
	    ; 72-95
	 334: LdXMemDW dst: r0 src: r9 off: 1264 imm: 0
	    ; 72-95
	 335: StXMemDW dst: r9 src: r0 off: 240 imm: 0
	    ; 72-95
	 336: LdXMemDW dst: r0 src: r9 off: 1272 imm: 0
	    ; 72-95
	 337: StXMemDW dst: r9 src: r0 off: 248 imm: 0
	    ; 72-95
	 338: LdXMemDW dst: r0 src: r9 off: 1280 imm: 0
	    ; 72-95
	 339: StXMemDW dst: r9 src: r0 off: 256 imm: 0
	    ; 72-95
	 340: LdXMemDW dst: r0 src: r9 off: 1288 imm: 0
	    ; 72-95
	 341: StXMemDW dst: r9 src: r0 off: 264 imm: 0
	    ; 72-95
	 342: LdXMemDW dst: r0 src: r9 off: 1296 imm: 0
	    ; 72-95
	 343: StXMemDW dst: r9 src: r0 off: 272 imm: 0
	    ; 72-95
	 344: LdXMemDW dst: r0 src: r9 off: 1304 imm: 0
	    ; 72-95
	 345: StXMemDW dst: r9 src: r0 off: 280 imm: 0
	    ; 72-95
	 346: LdXMemDW dst: r0 src: r9 off: 1312 imm: 0
	    ; 72-95
	 347: StXMemDW dst: r9 src: r0 off: 288 imm: 0
	    ; 72-95
	 348: LdXMemDW dst: r0 src: r9 off: 1320 imm: 0
	    ; 72-95
	 349: StXMemDW dst: r9 src: r0 off: 296 imm: 0
	    ; 72-95
	 350: LdXMemDW dst: r0 src: r9 off: 1328 imm: 0
	    ; 72-95
	 351: StXMemDW dst: r9 src: r0 off: 304 imm: 0
	    ; 72-95
	 352: LdXMemDW dst: r0 src: r9 off: 1336 imm: 0
	    ; 72-95
	 353: StXMemDW dst: r9 src: r0 off: 312 imm: 0
	    ; 72-95
	 354: LdXMemDW dst: r0 src: r9 off: 1344 imm: 0
	    ; 72-95
	 355: StXMemDW dst: r9 src: r0 off: 320 imm: 0
	    ; 72-95
	 356: LdXMemDW dst: r0 src: r9 off: 1352 imm: 0
	    ; 72-95
	 357: StXMemDW dst: r9 src: r0 off: 328 imm: 0
	    ; 72-95
	 358: LdXMemDW dst: r0 src: r9 off: 1360 imm: 0
	    ; 72-95
	 359: StXMemDW dst: r9 src: r0 off: 336 imm: 0
	    ; 72-95
	 360: LdXMemDW dst: r0 src: r9 off: 1368 imm: 0
	    ; 72-95
	 361: StXMemDW dst: r9 src: r0 off: 344 imm: 0
	    ; 72-95
	 362: LdXMemDW dst: r0 src: r9 off: 1376 imm: 0
	    ; 72-95
	 363: StXMemDW dst: r9 src: r0 off: 352 imm: 0
	    ; 72-95
	 364: LdXMemDW dst: r0 src: r9 off: 1384 imm: 0
	    ; 72-95
	 365: StXMemDW dst: r9 src: r0 off: 360 imm: 0
	    ; 72-95
	 366: LdXMemDW dst: r0 src: r9 off: 1392 imm: 0
	    ; 72-95
	 367: StXMemDW dst: r9 src: r0 off: 368 imm: 0
	    ; 72-95
	 368: LdXMemDW dst: r0 src: r9 off: 1400 imm: 0
	    ; 72-95
	 369: StXMemDW dst: r9 src: r0 off: 376 imm: 0
	    ; 72-95
	 370: LdXMemDW dst: r0 src: r9 off: 1408 imm: 0
	    ; 72-95
	 371: StXMemDW dst: r9 src: r0 off: 384 imm: 0
	    ; 72-95
	 372: LdXMemDW dst: r0 src: r9 off: 1416 imm: 0
	    ; 72-95
	 373: StXMemDW dst: r9 src: r0 off: 392 imm: 0
	    ; 72-95
	 374: LdXMemDW dst: r0 src: r9 off: 1424 imm: 0
	    ; 72-95
	 375: StXMemDW dst: r9 src: r0 off: 400 imm: 0
	    ; 72-95
	 376: LdXMemDW dst: r0 src: r9 off: 1432 imm: 0
	    ; 72-95
	 377: StXMemDW dst: r9 src: r0 off: 408 imm: 0
	    ; 72-95
	 378: LdXMemDW dst: r0 src: r9 off: 1440 imm: 0
	    ; 72-95
	 379: StXMemDW dst: r9 src: r0 off: 416 imm: 0
	    ; 72-95
	 380: LdXMemDW dst: r0 src: r9 off: 1448 imm: 0
	    ; 72-95
	 381: StXMemDW dst: r9 src: r0 off: 424 imm: 0
	    ; 72-95
	 382: LdXMemDW dst: r0 src: r9 off: 1456 imm: 0
	    ; 72-95
	 383: StXMemDW dst: r9 src: r0 off: 432 imm: 0
	    ; 72-95
	 384: LdXMemDW dst: r0 src: r9 off: 1464 imm: 0
	    ; 72-95
	 385: StXMemDW dst: r9 src: r0 off: 440 imm: 0
	    ; 72-95
	 386: LdXMemDW dst: r0 src: r9 off: 1472 imm: 0
	    ; 72-95
	 387: StXMemDW dst: r9 src: r0 off: 448 imm: 0
	    ; 72-95
	 388: LdXMemDW dst: r0 src: r9 off: 1480 imm: 0
	    ; 72-95
	 389: StXMemDW dst: r9 src: r0 off: 456 imm: 0
	    ; 72-95
	 390: LdXMemDW dst: r0 src: r9 off: 1488 imm: 0
	    ; 72-95
	 391: StXMemDW dst: r9 src: r0 off: 464 imm: 0
	    ; 72-95
	 392: LdXMemDW dst: r0 src: r9 off: 1496 imm: 0
	    ; 72-95
	 393: StXMemDW dst: r9 src: r0 off: 472 imm: 0
	    ; 72-95
	 394: LdXMemDW dst: r0 src: r9 off: 1504 imm: 0
	    ; 72-95
	 395: StXMemDW dst: r9 src: r0 off: 480 imm: 0
	    ; 72-95
	 396: LdXMemDW dst: r0 src: r9 off: 1512 imm: 0
	    ; 72-95
	 397: StXMemDW dst: r9 src: r0 off: 488 imm: 0
	    ; 72-95
	 398: LdXMemDW dst: r0 src: r9 off: 1520 imm: 0
	    ; 72-95
	 399: StXMemDW dst: r9 src: r0 off: 496 imm: 0
	    ; 72-95
	 400: LdXMemDW dst: r0 src: r9 off: 1528 imm: 0
	    ; 72-95
	 401: StXMemDW dst: r9 src: r0 off: 504 imm: 0
	    ; 72-95
	 402: LdXMemDW dst: r0 src: r9 off: 1536 imm: 0
	    ; 72-95
	 403: StXMemDW dst: r9 src: r0 off: 512 imm: 0
	    ; 72-95
	 404: LdXMemDW dst: r0 src: r9 off: 1544 imm: 0
	    ; 72-95
	 405: StXMemDW dst: r9 src: r0 off: 520 imm: 0
	    ; 72-95
	 406: LdXMemDW dst: r0 src: r9 off: 1552 imm: 0
	    ; 72-95
	 407: StXMemDW dst: r9 src: r0 off: 528 imm: 0
	    ; 72-95
	 408: LdXMemDW dst: r0 src: r9 off: 1560 imm: 0
	    ; 72-95
	 409: StXMemDW dst: r9 src: r0 off: 536 imm: 0
	    ; 72-95
	 410: LdXMemDW dst: r0 src: r9 off: 1568 imm: 0
	    ; 72-95
	 411: StXMemDW dst: r9 src: r0 off: 544 imm: 0
	    ; 72-95
	 412: LdXMemDW dst: r0 src: r9 off: 1576 imm: 0
	    ; 72-95
	 413: StXMemDW dst: r9 src: r0 off: 552 imm: 0
	    ; 72-95
	 414: LdXMemDW dst: r0 src: r9 off: 1584 imm: 0
	    ; 72-95
	 415: StXMemDW dst: r9 src: r0 off: 560 imm: 0
	    ; 72-95
	 416: LdXMemDW dst: r0 src: r9 off: 1592 imm: 0
	    ; 72-95
	 417: StXMemDW dst: r9 src: r0 off: 568 imm: 0
	    ; 72-95
	 418: LdXMemDW dst: r0 src: r9 off: 1600 imm: 0
	    ; 72-95
	 419: StXMemDW dst: r9 src: r0 off: 576 imm: 0
	    ; 72-95
	 420: LdXMemDW dst: r0 src: r9 off: 1608 imm: 0
	    ; 72-95
	 421: StXMemDW dst: r9 src: r0 off: 584 imm: 0
	    ; 72-95
	 422: LdXMemDW dst: r0 src: r9 off: 1616 imm: 0
	    ; 72-95
	 423: StXMemDW dst: r9 src: r0 off: 592 imm: 0
	    ; 72-95
	 424: LdXMemDW dst: r0 src: r9 off: 1624 imm: 0
	    ; 72-95
	 425: StXMemDW dst: r9 src: r0 off: 600 imm: 0
	    ; 72-95
	 426: LdXMemDW dst: r0 src: r9 off: 1632 imm: 0
	    ; 72-95
	 427: StXMemDW dst: r9 src: r0 off: 608 imm: 0
	    ; 72-95
	 428: LdXMemDW dst: r0 src: r9 off: 1640 imm: 0
	    ; 72-95
	 429: StXMemDW dst: r9 src: r0 off: 616 imm: 0
	    ; 72-95
	 430: LdXMemDW dst: r0 src: r9 off: 1648 imm: 0
	    ; 72-95
	 431: StXMemDW dst: r9 src: r0 off: 624 imm: 0
	    ; 72-95
	 432: LdXMemDW dst: r0 src: r9 off: 1656 imm: 0
	    ; 72-95
	 433: StXMemDW dst: r9 src: r0 off: 632 imm: 0
	    ; 72-95
	 434: LdXMemDW dst: r0 src: r9 off: 1664 imm: 0
	    ; 72-95
	 435: StXMemDW dst: r9 src: r0 off: 640 imm: 0
	    ; 72-95
	 436: LdXMemDW dst: r0 src: r9 off: 1672 imm: 0
	    ; 72-95
	 437: StXMemDW dst: r9 src: r0 off: 648 imm: 0
	    ; 72-95
	 438: LdXMemDW dst: r0 src: r9 off: 1680 imm: 0
	    ; 72-95
	 439: StXMemDW dst: r9 src: r0 off: 656 imm: 0
	    ; 72-95
	 440: LdXMemDW dst: r0 src: r9 off: 1688 imm: 0
	    ; 72-95
	 441: StXMemDW dst: r9 src: r0 off: 664 imm: 0
	    ; 72-95
	 442: LdXMemDW dst: r0 src: r9 off: 1696 imm: 0
	    ; 72-95
	 443: StXMemDW dst: r9 src: r0 off: 672 imm: 0
	    ; 72-95
	 444: LdXMemDW dst: r0 src: r9 off: 1704 imm: 0
	    ; 72-95
	 445: StXMemDW dst: r9 src: r0 off: 680 imm: 0
	    ; 72-95
	 446: LdXMemDW dst: r0 src: r9 off: 1712 imm: 0
	    ; 72-95
	 447: StXMemDW dst: r9 src: r0 off: 688 imm: 0
	    ; 72-95
	 448: LdXMemDW dst: r0 src: r9 off: 1720 imm: 0
	    ; 72-95
	 449: StXMemDW dst: r9 src: r0 off: 696 imm: 0
	    ; 72-95
	 450: LdXMemDW dst: r0 src: r9 off: 1728 imm: 0
	    ; 72-95
	 451: StXMemDW dst: r9 src: r0 off: 704 imm: 0
	    ; 72-95
	 452: LdXMemDW dst: r0 src: r9 off: 1736 imm: 0
	    ; 72-95
	 453: StXMemDW dst: r9 src: r0 off: 712 imm: 0
	    ; 72-95
	 454: LdXMemDW dst: r0 src: r9 off: 1744 imm: 0
	    ; 72-95
	 455: StXMemDW dst: r9 src: r0 off: 720 imm: 0
	    ; 72-95
	 456: LdXMemDW dst: r0 src: r9 off: 1752 imm: 0
	    ; 72-95
	 457: StXMemDW dst: r9 src: r0 off: 728 imm: 0
	    ; 72-95
	 458: LdXMemDW dst: r0 src: r9 off: 1760 imm: 0
	    ; 72-95
	 459: StXMemDW dst: r9 src: r0 off: 736 imm: 0
	    ; 72-95
	 460: LdXMemDW dst: r0 src: r9 off: 1768 imm: 0
	    ; 72-95
	 461: StXMemDW dst: r9 src: r0 off: 744 imm: 0
	    ; 72-95
	 462: LdXMemDW dst: r0 src: r9 off: 1776 imm: 0
	    ; 72-95
	 463: StXMemDW dst: r9 src: r0 off: 752 imm: 0
	    ; 72-95
	 464: LdXMemDW dst: r0 src: r9 off: 1784 imm: 0
	    ; 72-95
	 465: StXMemDW dst: r9 src: r0 off: 760 imm: 0
	    ; 72-95
	 466: LdXMemDW dst: r0 src: r9 off: 1792 imm: 0
	    ; 72-95
	 467: StXMemDW dst: r9 src: r0 off: 768 imm: 0
	    ; 72-95
	 468: LdXMemDW dst: r0 src: r9 off: 1800 imm: 0
	    ; 72-95
	 469: StXMemDW dst: r9 src: r0 off: 776 imm: 0
	    ; 72-95
	 470: LdXMemDW dst: r0 src: r9 off: 1808 imm: 0
	    ; 72-95
	 471: StXMemDW dst: r9 src: r0 off: 784 imm: 0
	    ; 72-95
	 472: LdXMemDW dst: r0 src: r9 off: 1816 imm: 0
	    ; 72-95
	 473: StXMemDW dst: r9 src: r0 off: 792 imm: 0
	    ; 72-95
	 474: LdXMemDW dst: r0 src: r9 off: 1824 imm: 0
	    ; 72-95
	 475: StXMemDW dst: r9 src: r0 off: 800 imm: 0
	    ; 72-95
	 476: LdXMemDW dst: r0 src: r9 off: 1832 imm: 0
	    ; 72-95
	 477: StXMemDW dst: r9 src: r0 off: 808 imm: 0
	    ; 72-95
	 478: LdXMemDW dst: r0 src: r9 off: 1840 imm: 0
	    ; 72-95
	 479: StXMemDW dst: r9 src: r0 off: 816 imm: 0
	    ; 72-95
	 480: LdXMemDW dst: r0 src: r9 off: 1848 imm: 0
	    ; 72-95
	 481: StXMemDW dst: r9 src: r0 off: 824 imm: 0
	    ; 72-95
	 482: LdXMemDW dst: r0 src: r9 off: 1856 imm: 0
	    ; 72-95
	 483: StXMemDW dst: r9 src: r0 off: 832 imm: 0
	    ; 72-95
	 484: LdXMemDW dst: r0 src: r9 off: 1864 imm: 0
	    ; 72-95
	 485: StXMemDW dst: r9 src: r0 off: 840 imm: 0
	    ; 72-95
	 486: LdXMemDW dst: r0 src: r9 off: 1872 imm: 0
	    ; 72-95
	 487: StXMemDW dst: r9 src: r0 off: 848 imm: 0
	    ; 72-95
	 488: LdXMemDW dst: r0 src: r9 off: 1880 imm: 0
	    ; 72-95
	 489: StXMemDW dst: r9 src: r0 off: 856 imm: 0
	    ; 72-95
	 490: LdXMemDW dst: r0 src: r9 off: 1888 imm: 0
	    ; 72-95
	 491: StXMemDW dst: r9 src: r0 off: 864 imm: 0
	    ; 72-95
	 492: LdXMemDW dst: r0 src: r9 off: 1896 imm: 0
	    ; 72-95
	 493: StXMemDW dst: r9 src: r0 off: 872 imm: 0
	    ; 72-95
	 494: LdXMemDW dst: r0 src: r9 off: 1904 imm: 0
	    ; 72-95
	 495: StXMemDW dst: r9 src: r0 off: 880 imm: 0
	    ; 72-95
	 496: LdXMemDW dst: r0 src: r9 off: 1912 imm: 0
	    ; 72-95
	 497: StXMemDW dst: r9 src: r0 off: 888 imm: 0
	    ; 72-95
	 498: LdXMemDW dst: r0 src: r9 off: 1920 imm: 0
	    ; 72-95
	 499: StXMemDW dst: r9 src: r0 off: 896 imm: 0
	    ; 72-95
	 500: LdXMemDW dst: r0 src: r9 off: 1928 imm: 0
	    ; 72-95
	 501: StXMemDW dst: r9 src: r0 off: 904 imm: 0
	    ; 72-95
	 502: LdXMemDW dst: r0 src: r9 off: 1936 imm: 0
	    ; 72-95
	 503: StXMemDW dst: r9 src: r0 off: 912 imm: 0
	    ; 72-95
	 504: LdXMemDW dst: r0 src: r9 off: 1944 imm: 0
	    ; 72-95
	 505: StXMemDW dst: r9 src: r0 off: 920 imm: 0
	    ; 72-95
	 506: LdXMemDW dst: r0 src: r9 off: 1952 imm: 0
	    ; 72-95
	 507: StXMemDW dst: r9 src: r0 off: 928 imm: 0
	    ; 72-95
	 508: LdXMemDW dst: r0 src: r9 off: 1960 imm: 0
	    ; 72-95
	 509: StXMemDW dst: r9 src: r0 off: 936 imm: 0
	    ; 72-95
	 510: LdXMemDW dst: r0 src: r9 off: 1968 imm: 0
	    ; 72-95
	 511: StXMemDW dst: r9 src: r0 off: 944 imm: 0
	    ; 72-95
	 512: LdXMemDW dst: r0 src: r9 off: 1976 imm: 0
	    ; 72-95
	 513: StXMemDW dst: r9 src: r0 off: 952 imm: 0
	    ; 72-95
	 514: LdXMemDW dst: r0 src: r9 off: 1984 imm: 0
	    ; 72-95
	 515: StXMemDW dst: r9 src: r0 off: 960 imm: 0
	    ; 72-95
	 516: LdXMemDW dst: r0 src: r9 off: 1992 imm: 0
	    ; 72-95
	 517: StXMemDW dst: r9 src: r0 off: 968 imm: 0
	    ; 72-95
	 518: LdXMemDW dst: r0 src: r9 off: 2000 imm: 0
	    ; 72-95
	 519: StXMemDW dst: r9 src: r0 off: 976 imm: 0
	    ; 72-95
	 520: LdXMemDW dst: r0 src: r9 off: 2008 imm: 0
	    ; 72-95
	 521: StXMemDW dst: r9 src: r0 off: 984 imm: 0
	    ; 72-95
	 522: LdXMemDW dst: r0 src: r9 off: 2016 imm: 0
	    ; 72-95
	 523: StXMemDW dst: r9 src: r0 off: 992 imm: 0
	    ; 72-95
	 524: LdXMemDW dst: r0 src: r9 off: 2024 imm: 0
	    ; 72-95
	 525: StXMemDW dst: r9 src: r0 off: 1000 imm: 0
	    ; 72-95
	 526: LdXMemDW dst: r0 src: r9 off: 2032 imm: 0
	    ; 72-95
	 527: StXMemDW dst: r9 src: r0 off: 1008 imm: 0
	    ; 72-95
	 528: LdXMemDW dst: r0 src: r9 off: 2040 imm: 0
	    ; 72-95
	 529: StXMemDW dst: r9 src: r0 off: 1016 imm: 0
	    ; 98-119
	 530: MovImm dst: r6 imm: 1
	    ; 98-119
	 531: StMemDW dst: r9 src: r0 off: 1024 imm: 0
	    ; 98-119
	 532: StMemDW dst: r9 src: r0 off: 1032 imm: 0
	    ; 98-119
	 533: StMemDW dst: r9 src: r0 off: 1040 imm: 0
	    ; 98-119
	 534: StMemDW dst: r9 src: r0 off: 1048 imm: 0
	    ; 98-119
	 535: StMemDW dst: r9 src: r0 off: 1056 imm: 0
	    ; 98-119
	 536: StMemDW dst: r9 src: r0 off: 1064 imm: 0
	    ; 98-119
	 537: StMemDW dst: r9 src: r0 off: 1072 imm: 0
	    ; 98-119
	 538: StMemDW dst: r9 src: r0 off: 1080 imm: 0
	    ; 98-119
	 539: StMemDW dst: r9 src: r0 off: 1088 imm: 0
	    ; 98-119
	 540: StMemDW dst: r9 src: r0 off: 1096 imm: 0
	    ; 98-119
	 541: StMemDW dst: r9 src: r0 off: 1104 imm: 0
	    ; 98-119
	 542: StMemDW dst: r9 src: r0 off: 1112 imm: 0
	    ; 98-119
	 543: StMemDW dst: r9 src: r0 off: 1120 imm: 0
	    ; 98-119
	 544: StMemDW dst: r9 src: r0 off: 1128 imm: 0
	    ; 98-119
	 545: StMemDW dst: r9 src: r0 off: 1136 imm: 0
	    ; 98-119
	 546: StMemDW dst: r9 src: r0 off: 1144 imm: 0
	    ; 98-119
	 547: StMemDW dst: r9 src: r0 off: 1152 imm: 0
	    ; 98-119
	 548: StMemDW dst: r9 src: r0 off: 1160 imm: 0
	    ; 98-119
	 549: StMemDW dst: r9 src: r0 off: 1168 imm: 0
	    ; 98-119
	 550: StMemDW dst: r9 src: r0 off: 1176 imm: 0
	    ; 98-119
	 551: StMemDW dst: r9 src: r0 off: 1184 imm: 0
	    ; 98-119
	 552: StMemDW dst: r9 src: r0 off: 1192 imm: 0
	    ; 98-119
	 553: StMemDW dst: r9 src: r0 off: 1200 imm: 0
	    ; 98-119
	 554: StMemDW dst: r9 src: r0 off: 1208 imm: 0
	    ; 98-119
	 555: StMemDW dst: r9 src: r0 off: 1216 imm: 0
	    ; 98-119
	 556: StMemDW dst: r9 src: r0 off: 1224 imm: 0
	    ; 98-119
	 557: StMemDW dst: r9 src: r0 off: 1232 imm: 0
	    ; 98-119
	 558: StMemDW dst: r9 src: r0 off: 1240 imm: 0
	    ; 98-119
	 559: StMemDW dst: r9 src: r0 off: 1248 imm: 0
	    ; 98-119
	 560: StMemDW dst: r9 src: r0 off: 1256 imm: 0
	    ; 98-119
	 561: StMemDW dst: r9 src: r0 off: 1264 imm: 0
	    ; 98-119
	 562: StMemDW dst: r9 src: r0 off: 1272 imm: 0
	    ; 98-119
	 563: StMemDW dst: r9 src: r0 off: 1280 imm: 0
	    ; 98-119
	 564: StMemDW dst: r9 src: r0 off: 1288 imm: 0
	    ; 98-119
	 565: StMemDW dst: r9 src: r0 off: 1296 imm: 0
	    ; 98-119
	 566: StMemDW dst: r9 src: r0 off: 1304 imm: 0
	    ; 98-119
	 567: StMemDW dst: r9 src: r0 off: 1312 imm: 0
	    ; 98-119
	 568: StMemDW dst: r9 src: r0 off: 1320 imm: 0
	    ; 98-119
	 569: StMemDW dst: r9 src: r0 off: 1328 imm: 0
	    ; 98-119
	 570: StMemDW dst: r9 src: r0 off: 1336 imm: 0
	    ; 98-119
	 571: StMemDW dst: r9 src: r0 off: 1344 imm: 0
	    ; 98-119
	 572: StMemDW dst: r9 src: r0 off: 1352 imm: 0
	    ; 98-119
	 573: StMemDW dst: r9 src: r0 off: 1360 imm: 0
	    ; 98-119
	 574: StMemDW dst: r9 src: r0 off: 1368 imm: 0
	    ; 98-119
	 575: StMemDW dst: r9 src: r0 off: 1376 imm: 0
	    ; 98-119
	 576: StMemDW dst: r9 src: r0 off: 1384 imm: 0
	    ; 98-119
	 577: StMemDW dst: r9 src: r0 off: 1392 imm: 0
	    ; 98-119
	 578: StMemDW dst: r9 src: r0 off: 1400 imm: 0
	    ; 98-119
	 579: StMemDW dst: r9 src: r0 off: 1408 imm: 0
	    ; 98-119
	 580: StMemDW dst: r9 src: r0 off: 1416 imm: 0
	    ; 98-119
	 581: StMemDW dst: r9 src: r0 off: 1424 imm: 0
	    ; 98-119
	 582: StMemDW dst: r9 src: r0 off: 1432 imm: 0
	    ; 98-119
	 583: StMemDW dst: r9 src: r0 off: 1440 imm: 0
	    ; 98-119
	 584: StMemDW dst: r9 src: r0 off: 1448 imm: 0
	    ; 98-119
	 585: StMemDW dst: r9 src: r0 off: 1456 imm: 0
	    ; 98-119
	 586: StMemDW dst: r9 src: r0 off: 1464 imm: 0
	    ; 98-119
	 587: StMemDW dst: r9 src: r0 off: 1472 imm: 0
	    ; 98-119
	 588: StMemDW dst: r9 src: r0 off: 1480 imm: 0
	    ; 98-119
	 589: StMemDW dst: r9 src: r0 off: 1488 imm: 0
	    ; 98-119
	 590: StMemDW dst: r9 src: r0 off: 1496 imm: 0
	    ; 98-119
	 591: StMemDW dst: r9 src: r0 off: 1504 imm: 0
	    ; 98-119
	 592: StMemDW dst: r9 src: r0 off: 1512 imm: 0
	    ; 98-119
	 593: StMemDW dst: r9 src: r0 off: 1520 imm: 0
	    ; 98-119
	 594: StMemDW dst: r9 src: r0 off: 1528 imm: 0
	    ; 98-119
	 595: StMemDW dst: r9 src: r0 off: 1536 imm: 0
	    ; 98-119
	 596: StMemDW dst: r9 src: r0 off: 1544 imm: 0
	    ; 98-119
	 597: StMemDW dst: r9 src: r0 off: 1552 imm: 0
	    ; 98-119
	 598: StMemDW dst: r9 src: r0 off: 1560 imm: 0
	    ; 98-119
	 599: StMemDW dst: r9 src: r0 off: 1568 imm: 0
	    ; 98-119
	 600: StMemDW dst: r9 src: r0 off: 1576 imm: 0
	    ; 98-119
	 601: StMemDW dst: r9 src: r0 off: 1584 imm: 0
	    ; 98-119
	 602: StMemDW dst: r9 src: r0 off: 1592 imm: 0
	    ; 98-119
	 603: StMemDW dst: r9 src: r0 off: 1600 imm: 0
	    ; 98-119
	 604: StMemDW dst: r9 src: r0 off: 1608 imm: 0
	    ; 98-119
	 605: StMemDW dst: r9 src: r0 off: 1616 imm: 0
	    ; 98-119
	 606: StMemDW dst: r9 src: r0 off: 1624 imm: 0
	    ; 98-119
	 607: StMemDW dst: r9 src: r0 off: 1632 imm: 0
	    ; 98-119
	 608: StMemDW dst: r9 src: r0 off: 1640 imm: 0
	    ; 98-119
	 609: StMemDW dst: r9 src: r0 off: 1648 imm: 0
	    ; 98-119
	 610: StMemDW dst: r9 src: r0 off: 1656 imm: 0
	    ; 98-119
	 611: StMemDW dst: r9 src: r0 off: 1664 imm: 0
	    ; 98-119
	 612: StMemDW dst: r9 src: r0 off: 1672 imm: 0
	    ; 98-119
	 613: StMemDW dst: r9 src: r0 off: 1680 imm: 0
	    ; 98-119
	 614: StMemDW dst: r9 src: r0 off: 1688 imm: 0
	    ; 98-119
	 615: StMemDW dst: r9 src: r0 off: 1696 imm: 0
	    ; 98-119
	 616: StMemDW dst: r9 src: r0 off: 1704 imm: 0
	    ; 98-119
	 617: StMemDW dst: r9 src: r0 off: 1712 imm: 0
	    ; 98-119
	 618: StMemDW dst: r9 src: r0 off: 1720 imm: 0
	    ; 98-119
	 619: StMemDW dst: r9 src: r0 off: 1728 imm: 0
	    ; 98-119
	 620: StMemDW dst: r9 src: r0 off: 1736 imm: 0
	    ; 98-119
	 621: StMemDW dst: r9 src: r0 off: 1744 imm: 0
	    ; 98-119
	 622: StMemDW dst: r9 src: r0 off: 1752 imm: 0
	    ; 98-119
	 623: StMemDW dst: r9 src: r0 off: 1760 imm: 0
	    ; 98-119
	 624: StMemDW dst: r9 src: r0 off: 1768 imm: 0
	    ; 98-119
	 625: StMemDW dst: r9 src: r0 off: 1776 imm: 0
	    ; 98-119
	 626: StMemDW dst: r9 src: r0 off: 1784 imm: 0
	    ; 98-119
	 627: StMemDW dst: r9 src: r0 off: 1792 imm: 0
	    ; 98-119
	 628: StMemDW dst: r9 src: r0 off: 1800 imm: 0
	    ; 98-119
	 629: StMemDW dst: r9 src: r0 off: 1808 imm: 0
	    ; 98-119
	 630: StMemDW dst: r9 src: r0 off: 1816 imm: 0
	    ; 98-119
	 631: StMemDW dst: r9 src: r0 off: 1824 imm: 0
	    ; 98-119
	 632: StMemDW dst: r9 src: r0 off: 1832 imm: 0
	    ; 98-119
	 633: StMemDW dst: r9 src: r0 off: 1840 imm: 0
	    ; 98-119
	 634: StMemDW dst: r9 src: r0 off: 1848 imm: 0
	    ; 98-119
	 635: StMemDW dst: r9 src: r0 off: 1856 imm: 0
	    ; 98-119
	 636: StMemDW dst: r9 src: r0 off: 1864 imm: 0
	    ; 98-119
	 637: StMemDW dst: r9 src: r0 off: 1872 imm: 0
	    ; 98-119
	 638: StMemDW dst: r9 src: r0 off: 1880 imm: 0
	    ; 98-119
	 639: StMemDW dst: r9 src: r0 off: 1888 imm: 0
	    ; 98-119
	 640: StMemDW dst: r9 src: r0 off: 1896 imm: 0
	    ; 98-119
	 641: StMemDW dst: r9 src: r0 off: 1904 imm: 0
	    ; 98-119
	 642: StMemDW dst: r9 src: r0 off: 1912 imm: 0
	    ; 98-119
	 643: StMemDW dst: r9 src: r0 off: 1920 imm: 0
	    ; 98-119
	 644: StMemDW dst: r9 src: r0 off: 1928 imm: 0
	    ; 98-119
	 645: StMemDW dst: r9 src: r0 off: 1936 imm: 0
	    ; 98-119
	 646: StMemDW dst: r9 src: r0 off: 1944 imm: 0
	    ; 98-119
	 647: StMemDW dst: r9 src: r0 off: 1952 imm: 0
	    ; 98-119
	 648: StMemDW dst: r9 src: r0 off: 1960 imm: 0
	    ; 98-119
	 649: StMemDW dst: r9 src: r0 off: 1968 imm: 0
	    ; 98-119
	 650: StMemDW dst: r9 src: r0 off: 1976 imm: 0
	    ; 98-119
	 651: StMemDW dst: r9 src: r0 off: 1984 imm: 0
	    ; 98-119
	 652: StMemDW dst: r9 src: r0 off: 1992 imm: 0
	    ; 98-119
	 653: StMemDW dst: r9 src: r0 off: 2000 imm: 0
	    ; 98-119
	 654: StMemDW dst: r9 src: r0 off: 2008 imm: 0
	    ; 98-119
	 655: StMemDW dst: r9 src: r0 off: 2016 imm: 0
	    ; 98-119
	 656: StMemDW dst: r9 src: r0 off: 2024 imm: 0
	    ; 98-119
	 657: StMemDW dst: r9 src: r0 off: 2032 imm: 0
	    ; 98-119
	 658: StMemDW dst: r9 src: r0 off: 2040 imm: 0
	    ; 98-119
	 659: StMemDW dst: r9 src: r0 off: 2048 imm: 0
	    ; 98-119
	 660: StMemDW dst: r9 src: r0 off: 2056 imm: 0
	    ; 98-119
	 661: LdXMemDW dst: r0 src: r9 off: 0 imm: 0
	    ; 98-119
	 662: StXMemDW dst: r9 src: r0 off: 1024 imm: 0
	    ; 98-119
	 663: LdXMemDW dst: r0 src: r9 off: 8 imm: 0
	    ; 98-119
	 664: StXMemDW dst: r9 src: r0 off: 1032 imm: 0
	    ; 98-119
	 665: LdXMemDW dst: r0 src: r9 off: 16 imm: 0
	    ; 98-119
	 666: StXMemDW dst: r9 src: r0 off: 1040 imm: 0
	    ; 98-119
	 667: LdXMemDW dst: r0 src: r9 off: 24 imm: 0
	    ; 98-119
	 668: StXMemDW dst: r9 src: r0 off: 1048 imm: 0
	    ; 98-119
	 669: LdXMemDW dst: r0 src: r9 off: 32 imm: 0
	    ; 98-119
	 670: StXMemDW dst: r9 src: r0 off: 1056 imm: 0
	    ; 98-119
	 671: LdXMemDW dst: r0 src: r9 off: 40 imm: 0
	    ; 98-119
	 672: StXMemDW dst: r9 src: r0 off: 1064 imm: 0
	    ; 98-119
	 673: LdXMemDW dst: r0 src: r9 off: 48 imm: 0
	    ; 98-119
	 674: StXMemDW dst: r9 src: r0 off: 1072 imm: 0
	    ; 98-119
	 675: LdXMemDW dst: r0 src: r9 off: 56 imm: 0
	    ; 98-119
	 676: StXMemDW dst: r9 src: r0 off: 1080 imm: 0
	    ; 98-119
	 677: LdXMemDW dst: r0 src: r9 off: 64 imm: 0
	    ; 98-119
	 678: StXMemDW dst: r9 src: r0 off: 1088 imm: 0
	    ; 98-119
	 679: LdXMemDW dst: r0 src: r9 off: 72 imm: 0
	    ; 98-119
	 680: StXMemDW dst: r9 src: r0 off: 1096 imm: 0
	    ; 98-119
	 681: LdXMemDW dst: r0 src: r9 off: 80 imm: 0
	    ; 98-119
	 682: StXMemDW dst: r9 src: r0 off: 1104 imm: 0
	    ; 98-119
	 683: LdXMemDW dst: r0 src: r9 off: 88 imm: 0
	    ; 98-119
	 684: StXMemDW dst: r9 src: r0 off: 1112 imm: 0
	    ; 98-119
	 685: LdXMemDW dst: r0 src: r9 off: 96 imm: 0
	    ; 98-119
	 686: StXMemDW dst: r9 src: r0 off: 1120 imm: 0
	    ; 98-119
	 687: LdXMemDW dst: r0 src: r9 off: 104 imm: 0
	    ; 98-119
	 688: StXMemDW dst: r9 src: r0 off: 1128 imm: 0
	    ; 98-119
	 689: LdXMemDW dst: r0 src: r9 off: 112 imm: 0
	    ; 98-119
	 690: StXMemDW dst: r9 src: r0 off: 1136 imm: 0
	    ; 98-119
	 691: LdXMemDW dst: r0 src: r9 off: 120 imm: 0
	    ; 98-119
	 692: StXMemDW dst: r9 src: r0 off: 1144 imm: 0
	    ; 98-119
	 693: LdXMemDW dst: r0 src: r9 off: 128 imm: 0
	    ; 98-119
	 694: StXMemDW dst: r9 src: r0 off: 1152 imm: 0
	    ; 98-119
	 695: LdXMemDW dst: r0 src: r9 off: 136 imm: 0
	    ; 98-119
	 696: StXMemDW dst: r9 src: r0 off: 1160 imm: 0
	    ; 98-119
	 697: LdXMemDW dst: r0 src: r9 off: 144 imm: 0
	    ; 98-119
	 698: StXMemDW dst: r9 src: r0 off: 1168 imm: 0
	    ; 98-119
	 699: LdXMemDW dst: r0 src: r9 off: 152 imm: 0
	    ; 98-119
	 700: StXMemDW dst: r9 src: r0 off: 1176 imm: 0
	    ; 98-119
	 701: LdXMemDW dst: r0 src: r9 off: 160 imm: 0
	    ; 98-119
	 702: StXMemDW dst: r9 src: r0 off: 1184 imm: 0
	    ; 98-119
	 703: LdXMemDW dst: r0 src: r9 off: 168 imm: 0
	    ; 98-119
	 704: StXMemDW dst: r9 src: r0 off: 1192 imm: 0
	    ; 98-119
	 705: LdXMemDW dst: r0 src: r9 off: 176 imm: 0
	    ; 98-119
	 706: StXMemDW dst: r9 src: r0 off: 1200 imm: 0
	    ; 98-119
	 707: LdXMemDW dst: r0 src: r9 off: 184 imm: 0
	    ; 98-119
	 708: StXMemDW dst: r9 src: r0 off: 1208 imm: 0
	    ; 98-119
	 709: LdXMemDW dst: r0 src: r9 off: 192 imm: 0
	    ; 98-119
	 710: StXMemDW dst: r9 src: r0 off: 1216 imm: 0
	    ; 98-119
	 711: LdXMemDW dst: r0 src: r9 off: 200 imm: 0
	    ; 98-119
	 712: StXMemDW dst: r9 src: r0 off: 1224 imm: 0
	    ; 98-119
	 713: LdXMemDW dst: r0 src: r9 off: 208 imm: 0
	    ; 98-119
	 714: StXMemDW dst: r9 src: r0 off: 1232 imm: 0
	    ; 98-119
	 715: LdXMemDW dst: r0 src: r9 off: 216 imm: 0
	    ; 98-119
	 716: StXMemDW dst: r9 src: r0 off: 1240 imm: 0
	    ; 98-119
	 717: LdXMemDW dst: r0 src: r9 off: 224 imm: 0
	    ; 98-119
	 718: StXMemDW dst: r9 src: r0 off: 1248 imm: 0
	    ; 98-119
	 719: LdXMemDW dst: r0 src: r9 off: 232 imm: 0
	    ; 98-119
	 720: StXMemDW dst: r9 src: r0 off: 1256 imm: 0
	    ; 98-119
	 721: LdXMemDW dst: r0 src: r9 off: 240 imm: 0
	    ; 98-119
	 722: StXMemDW dst: r9 src: r0 off: 1264 imm: 0
	    ; 98-119
	 723: LdXMemDW dst: r0 src: r9 off: 248 imm: 0
	    ; 98-119
	 724: StXMemDW dst: r9 src: r0 off: 1272 imm: 0
	    ; 98-119
	 725: LdXMemDW dst: r0 src: r9 off: 256 imm: 0
	    ; 98-119
	 726: StXMemDW dst: r9 src: r0 off: 1280 imm: 0
	    ; 98-119
	 727: LdXMemDW dst: r0 src: r9 off: 264 imm: 0
	    ; 98-119
	 728: StXMemDW dst: r9 src: r0 off: 1288 imm: 0
	    ; 98-119
	 729: LdXMemDW dst: r0 src: r9 off: 272 imm: 0
	    ; 98-119
	 730: StXMemDW dst: r9 src: r0 off: 1296 imm: 0
	    ; 98-119
	 731: LdXMemDW dst: r0 src: r9 off: 280 imm: 0
	    ; 98-119
	 732: StXMemDW dst: r9 src: r0 off: 1304 imm: 0
	    ; 98-119
	 733: LdXMemDW dst: r0 src: r9 off: 288 imm: 0
	    ; 98-119
	 734: StXMemDW dst: r9 src: r0 off: 1312 imm: 0
	    ; 98-119
	 735: LdXMemDW dst: r0 src: r9 off: 296 imm: 0
	    ; 98-119
	 736: StXMemDW dst: r9 src: r0 off: 1320 imm: 0
	    ; 98-119
	 737: LdXMemDW dst: r0 src: r9 off: 304 imm: 0
	    ; 98-119
	 738: StXMemDW dst: r9 src: r0 off: 1328 imm: 0
	    ; 98-119
	 739: LdXMemDW dst: r0 src: r9 off: 312 imm: 0
	    ; 98-119
	 740: StXMemDW dst: r9 src: r0 off: 1336 imm: 0
	    ; 98-119
	 741: LdXMemDW dst: r0 src: r9 off: 320 imm: 0
	    ; 98-119
	 742: StXMemDW dst: r9 src: r0 off: 1344 imm: 0
	    ; 98-119
	 743: LdXMemDW dst: r0 src: r9 off: 328 imm: 0
	    ; 98-119
	 744: StXMemDW dst: r9 src: r0 off: 1352 imm: 0
	    ; 98-119
	 745: LdXMemDW dst: r0 src: r9 off: 336 imm: 0
	    ; 98-119
	 746: StXMemDW dst: r9 src: r0 off: 1360 imm: 0
	    ; 98-119
	 747: LdXMemDW dst: r0 src: r9 off: 344 imm: 0
	    ; 98-119
	 748: StXMemDW dst: r9 src: r0 off: 1368 imm: 0
	    ; 98-119
	 749: LdXMemDW dst: r0 src: r9 off: 352 imm: 0
	    ; 98-119
	 750: StXMemDW dst: r9 src: r0 off: 1376 imm: 0
	    ; 98-119
	 751: LdXMemDW dst: r0 src: r9 off: 360 imm: 0
	    ; 98-119
	 752: StXMemDW dst: r9 src: r0 off: 1384 imm: 0
	    ; 98-119
	 753: LdXMemDW dst: r0 src: r9 off: 368 imm: 0
	    ; 98-119
	 754: StXMemDW dst: r9 src: r0 off: 1392 imm: 0
	    ; 98-119
	 755: LdXMemDW dst: r0 src: r9 off: 376 imm: 0
	    ; 98-119
	 756: StXMemDW dst: r9 src: r0 off: 1400 imm: 0
	    ; 98-119
	 757: LdXMemDW dst: r0 src: r9 off: 384 imm: 0
	    ; 98-119
	 758: StXMemDW dst: r9 src: r0 off: 1408 imm: 0
	    ; 98-119
	 759: LdXMemDW dst: r0 src: r9 off: 392 imm: 0
	    ; 98-119
	 760: StXMemDW dst: r9 src: r0 off: 1416 imm: 0
	    ; 98-119
	 761: LdXMemDW dst: r0 src: r9 off: 400 imm: 0
	    ; 98-119
	 762: StXMemDW dst: r9 src: r0 off: 1424 imm: 0
	    ; 98-119
	 763: LdXMemDW dst: r0 src: r9 off: 408 imm: 0
	    ; 98-119
	 764: StXMemDW dst: r9 src: r0 off: 1432 imm: 0
	    ; 98-119
	 765: LdXMemDW dst: r0 src: r9 off: 416 imm: 0
	    ; 98-119
	 766: StXMemDW dst: r9 src: r0 off: 1440 imm: 0
	    ; 98-119
	 767: LdXMemDW dst: r0 src: r9 off: 424 imm: 0
	    ; 98-119
	 768: StXMemDW dst: r9 src: r0 off: 1448 imm: 0
	    ; 98-119
	 769: LdXMemDW dst: r0 src: r9 off: 432 imm: 0
	    ; 98-119
	 770: StXMemDW dst: r9 src: r0 off: 1456 imm: 0
	    ; 98-119
	 771: LdXMemDW dst: r0 src: r9 off: 440 imm: 0
	    ; 98-119
	 772: StXMemDW dst: r9 src: r0 off: 1464 imm: 0
	    ; 98-119
	 773: LdXMemDW dst: r0 src: r9 off: 448 imm: 0
	    ; 98-119
	 774: StXMemDW dst: r9 src: r0 off: 1472 imm: 0
	    ; 98-119
	 775: LdXMemDW dst: r0 src: r9 off: 456 imm: 0
	    ; 98-119
	 776: StXMemDW dst: r9 src: r0 off: 1480 imm: 0
	    ; 98-119
	 777: LdXMemDW dst: r0 src: r9 off: 464 imm: 0
	    ; 98-119
	 778: StXMemDW dst: r9 src: r0 off: 1488 imm: 0
	    ; 98-119
	 779: LdXMemDW dst: r0 src: r9 off: 472 imm: 0
	    ; 98-119
	 780: StXMemDW dst: r9 src: r0 off: 1496 imm: 0
	    ; 98-119
	 781: LdXMemDW dst: r0 src: r9 off: 480 imm: 0
	    ; 98-119
	 782: StXMemDW dst: r9 src: r0 off: 1504 imm: 0
	    ; 98-119
	 783: LdXMemDW dst: r0 src: r9 off: 488 imm: 0
	    ; 98-119
	 784: StXMemDW dst: r9 src: r0 off: 1512 imm: 0
	    ; 98-119
	 785: LdXMemDW dst: r0 src: r9 off: 496 imm: 0
	    ; 98-119
	 786: StXMemDW dst: r9 src: r0 off: 1520 imm: 0
	    ; 98-119
	 787: LdXMemDW dst: r0 src: r9 off: 504 imm: 0
	    ; 98-119
	 788: StXMemDW dst: r9 src: r0 off: 1528 imm: 0
	    ; 98-119
	 789: LdXMemDW dst: r0 src: r9 off: 512 imm: 0
	    ; 98-119
	 790: StXMemDW dst: r9 src: r0 off: 1536 imm: 0
	    ; 98-119
	 791: LdXMemDW dst: r0 src: r9 off: 520 imm: 0
	    ; 98-119
	 792: StXMemDW dst: r9 src: r0 off: 1544 imm: 0
	    ; 98-119
	 793: LdXMemDW dst: r0 src: r9 off: 528 imm: 0
	    ; 98-119
	 794: StXMemDW dst: r9 src: r0 off: 1552 imm: 0
	    ; 98-119
	 795: LdXMemDW dst: r0 src: r9 off: 536 imm: 0
	    ; 98-119
	 796: StXMemDW dst: r9 src: r0 off: 1560 imm: 0
	    ; 98-119
	 797: LdXMemDW dst: r0 src: r9 off: 544 imm: 0
	    ; 98-119
	 798: StXMemDW dst: r9 src: r0 off: 1568 imm: 0
	    ; 98-119
	 799: LdXMemDW dst: r0 src: r9 off: 552 imm: 0
	    ; 98-119
	 800: StXMemDW dst: r9 src: r0 off: 1576 imm: 0
	    ; 98-119
	 801: LdXMemDW dst: r0 src: r9 off: 560 imm: 0
	    ; 98-119
	 802: StXMemDW dst: r9 src: r0 off: 1584 imm: 0
	    ; 98-119
	 803: LdXMemDW dst: r0 src: r9 off: 568 imm: 0
	    ; 98-119
	 804: StXMemDW dst: r9 src: r0 off: 1592 imm: 0
	    ; 98-119
	 805: LdXMemDW dst: r0 src: r9 off: 576 imm: 0
	    ; 98-119
	 806: StXMemDW dst: r9 src: r0 off: 1600 imm: 0
	    ; 98-119
	 807: LdXMemDW dst: r0 src: r9 off: 584 imm: 0
	    ; 98-119
	 808: StXMemDW dst: r9 src: r0 off: 1608 imm: 0
	    ; 98-119
	 809: LdXMemDW dst: r0 src: r9 off: 592 imm: 0
	    ; 98-119
	 810: StXMemDW dst: r9 src: r0 off: 1616 imm: 0
	    ; 98-119
	 811: LdXMemDW dst: r0 src: r9 off: 600 imm: 0
	    ; 98-119
	 812: StXMemDW dst: r9 src: r0 off: 1624 imm: 0
	    ; 98-119
	 813: LdXMemDW dst: r0 src: r9 off: 608 imm: 0
	    ; 98-119
	 814: StXMemDW dst: r9 src: r0 off: 1632 imm: 0
	    ; 98-119
	 815: LdXMemDW dst: r0 src: r9 off: 616 imm: 0
	    ; 98-119
	 816: StXMemDW dst: r9 src: r0 off: 1640 imm: 0
	    ; 98-119
	 817: LdXMemDW dst: r0 src: r9 off: 624 imm: 0
	    ; 98-119
	 818: StXMemDW dst: r9 src: r0 off: 1648 imm: 0
	    ; 98-119
	 819: LdXMemDW dst: r0 src: r9 off: 632 imm: 0
	    ; 98-119
	 820: StXMemDW dst: r9 src: r0 off: 1656 imm: 0
	    ; 98-119
	 821: LdXMemDW dst: r0 src: r9 off: 640 imm: 0
	    ; 98-119
	 822: StXMemDW dst: r9 src: r0 off: 1664 imm: 0
	    ; 98-119
	 823: LdXMemDW dst: r0 src: r9 off: 648 imm: 0
	    ; 98-119
	 824: StXMemDW dst: r9 src: r0 off: 1672 imm: 0
	    ; 98-119
	 825: LdXMemDW dst: r0 src: r9 off: 656 imm: 0
	    ; 98-119
	 826: StXMemDW dst: r9 src: r0 off: 1680 imm: 0
	    ; 98-119
	 827: LdXMemDW dst: r0 src: r9 off: 664 imm: 0
	    ; 98-119
	 828: StXMemDW dst: r9 src: r0 off: 1688 imm: 0
	    ; 98-119
	 829: LdXMemDW dst: r0 src: r9 off: 672 imm: 0
	    ; 98-119
	 830: StXMemDW dst: r9 src: r0 off: 1696 imm: 0
	    ; 98-119
	 831: LdXMemDW dst: r0 src: r9 off: 680 imm: 0
	    ; 98-119
	 832: StXMemDW dst: r9 src: r0 off: 1704 imm: 0
	    ; 98-119
	 833: LdXMemDW dst: r0 src: r9 off: 688 imm: 0
	    ; 98-119
	 834: StXMemDW dst: r9 src: r0 off: 1712 imm: 0
	    ; 98-119
	 835: LdXMemDW dst: r0 src: r9 off: 696 imm: 0
	    ; 98-119
	 836: StXMemDW dst: r9 src: r0 off: 1720 imm: 0
	    ; 98-119
	 837: LdXMemDW dst: r0 src: r9 off: 704 imm: 0
	    ; 98-119
	 838: StXMemDW dst: r9 src: r0 off: 1728 imm: 0
	    ; 98-119
	 839: LdXMemDW dst: r0 src: r9 off: 712 imm: 0
	    ; 98-119
	 840: StXMemDW dst: r9 src: r0 off: 1736 imm: 0
	    ; 98-119
	 841: LdXMemDW dst: r0 src: r9 off: 720 imm: 0
	    ; 98-119
	 842: StXMemDW dst: r9 src: r0 off: 1744 imm: 0
	    ; 98-119
	 843: LdXMemDW dst: r0 src: r9 off: 728 imm: 0
	    ; 98-119
	 844: StXMemDW dst: r9 src: r0 off: 1752 imm: 0
	    ; 98-119
	 845: LdXMemDW dst: r0 src: r9 off: 736 imm: 0
	    ; 98-119
	 846: StXMemDW dst: r9 src: r0 off: 1760 imm: 0
	    ; 98-119
	 847: LdXMemDW dst: r0 src: r9 off: 744 imm: 0
	    ; 98-119
	 848: StXMemDW dst: r9 src: r0 off: 1768 imm: 0
	    ; 98-119
	 849: LdXMemDW dst: r0 src: r9 off: 752 imm: 0
	    ; 98-119
	 850: StXMemDW dst: r9 src: r0 off: 1776 imm: 0
	    ; 98-119
	 851: LdXMemDW dst: r0 src: r9 off: 760 imm: 0
	    ; 98-119
	 852: StXMemDW dst: r9 src: r0 off: 1784 imm: 0
	    ; 98-119
	 853: LdXMemDW dst: r0 src: r9 off: 768 imm: 0
	    ; 98-119
	 854: StXMemDW dst: r9 src: r0 off: 1792 imm: 0
	    ; 98-119
	 855: LdXMemDW dst: r0 src: r9 off: 776 imm: 0
	    ; 98-119
	 856: StXMemDW dst: r9 src: r0 off: 1800 imm: 0
	    ; 98-119
	 857: LdXMemDW dst: r0 src: r9 off: 784 imm: 0
	    ; 98-119
	 858: StXMemDW dst: r9 src: r0 off: 1808 imm: 0
	    ; 98-119
	 859: LdXMemDW dst: r0 src: r9 off: 792 imm: 0
	    ; 98-119
	 860: StXMemDW dst: r9 src: r0 off: 1816 imm: 0
	    ; 98-119
	 861: LdXMemDW dst: r0 src: r9 off: 800 imm: 0
	    ; 98-119
	 862: StXMemDW dst: r9 src: r0 off: 1824 imm: 0
	    ; 98-119
	 863: LdXMemDW dst: r0 src: r9 off: 808 imm: 0
	    ; 98-119
	 864: StXMemDW dst: r9 src: r0 off: 1832 imm: 0
	    ; 98-119
	 865: LdXMemDW dst: r0 src: r9 off: 816 imm: 0
	    ; 98-119
	 866: StXMemDW dst: r9 src: r0 off: 1840 imm: 0
	    ; 98-119
	 867: LdXMemDW dst: r0 src: r9 off: 824 imm: 0
	    ; 98-119
	 868: StXMemDW dst: r9 src: r0 off: 1848 imm: 0
	    ; 98-119
	 869: LdXMemDW dst: r0 src: r9 off: 832 imm: 0
	    ; 98-119
	 870: StXMemDW dst: r9 src: r0 off: 1856 imm: 0
	    ; 98-119
	 871: LdXMemDW dst: r0 src: r9 off: 840 imm: 0
	    ; 98-119
	 872: StXMemDW dst: r9 src: r0 off: 1864 imm: 0
	    ; 98-119
	 873: LdXMemDW dst: r0 src: r9 off: 848 imm: 0
	    ; 98-119
	 874: StXMemDW dst: r9 src: r0 off: 1872 imm: 0
	    ; 98-119
	 875: LdXMemDW dst: r0 src: r9 off: 856 imm: 0
	    ; 98-119
	 876: StXMemDW dst: r9 src: r0 off: 1880 imm: 0
	    ; 98-119
	 877: LdXMemDW dst: r0 src: r9 off: 864 imm: 0
	    ; 98-119
	 878: StXMemDW dst: r9 src: r0 off: 1888 imm: 0
	    ; 98-119
	 879: LdXMemDW dst: r0 src: r9 off: 872 imm: 0
	    ; 98-119
	 880: StXMemDW dst: r9 src: r0 off: 1896 imm: 0
	    ; 98-119
	 881: LdXMemDW dst: r0 src: r9 off: 880 imm: 0
	    ; 98-119
	 882: StXMemDW dst: r9 src: r0 off: 1904 imm: 0
	    ; 98-119
	 883: LdXMemDW dst: r0 src: r9 off: 888 imm: 0
	    ; 98-119
	 884: StXMemDW dst: r9 src: r0 off: 1912 imm: 0
	    ; 98-119
	 885: LdXMemDW dst: r0 src: r9 off: 896 imm: 0
	    ; 98-119
	 886: StXMemDW dst: r9 src: r0 off: 1920 imm: 0
	    ; 98-119
	 887: LdXMemDW dst: r0 src: r9 off: 904 imm: 0
	    ; 98-119
	 888: StXMemDW dst: r9 src: r0 off: 1928 imm: 0
	    ; 98-119
	 889: LdXMemDW dst: r0 src: r9 off: 912 imm: 0
	    ; 98-119
	 890: StXMemDW dst: r9 src: r0 off: 1936 imm: 0
	    ; 98-119
	 891: LdXMemDW dst: r0 src: r9 off: 920 imm: 0
	    ; 98-119
	 892: StXMemDW dst: r9 src: r0 off: 1944 imm: 0
	    ; 98-119
	 893: LdXMemDW dst: r0 src: r9 off: 928 imm: 0
	    ; 98-119
	 894: StXMemDW dst: r9 src: r0 off: 1952 imm: 0
	    ; 98-119
	 895: LdXMemDW dst: r0 src: r9 off: 936 imm: 0
	    ; 98-119
	 896: StXMemDW dst: r9 src: r0 off: 1960 imm: 0
	    ; 98-119
	 897: LdXMemDW dst: r0 src: r9 off: 944 imm: 0
	    ; 98-119
	 898: StXMemDW dst: r9 src: r0 off: 1968 imm: 0
	    ; 98-119
	 899: LdXMemDW dst: r0 src: r9 off: 952 imm: 0
	    ; 98-119
	 900: StXMemDW dst: r9 src: r0 off: 1976 imm: 0
	    ; 98-119
	 901: LdXMemDW dst: r0 src: r9 off: 960 imm: 0
	    ; 98-119
	 902: StXMemDW dst: r9 src: r0 off: 1984 imm: 0
	    ; 98-119
	 903: LdXMemDW dst: r0 src: r9 off: 968 imm: 0
	    ; 98-119
	 904: StXMemDW dst: r9 src: r0 off: 1992 imm: 0
	    ; 98-119
	 905: LdXMemDW dst: r0 src: r9 off: 976 imm: 0
	    ; 98-119
	 906: StXMemDW dst: r9 src: r0 off: 2000 imm: 0
	    ; 98-119
	 907: LdXMemDW dst: r0 src: r9 off: 984 imm: 0
	    ; 98-119
	 908: StXMemDW dst: r9 src: r0 off: 2008 imm: 0
	    ; 98-119
	 909: LdXMemDW dst: r0 src: r9 off: 992 imm: 0
	    ; 98-119
	 910: StXMemDW dst: r9 src: r0 off: 2016 imm: 0
	    ; 98-119
	 911: LdXMemDW dst: r0 src: r9 off: 1000 imm: 0
	    ; 98-119
	 912: StXMemDW dst: r9 src: r0 off: 2024 imm: 0
	    ; 98-119
	 913: LdXMemDW dst: r0 src: r9 off: 1008 imm: 0
	    ; 98-119
	 914: StXMemDW dst: r9 src: r0 off: 2032 imm: 0
	    ; 98-119
	 915: LdXMemDW dst: r0 src: r9 off: 1016 imm: 0
	    ; 98-119
	 916: StXMemDW dst: r9 src: r0 off: 2040 imm: 0
	    ; 98-119
	 917: MovReg dst: r1 src: rfp
	    ; 98-119
	 918: AddImm dst: r1 imm: -48
	    ; 98-119
	 919: MovImm dst: r2 imm: 16
	    ; 98-119
	 920: Call FnGetCurrentComm
	    ; 98-119
	 921: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	    ; 98-119
	 922: StXMemDW dst: r9 src: r0 off: 2048 imm: 0
	    ; 98-119
	 923: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	    ; 98-119
	 924: StXMemDW dst: r9 src: r0 off: 2056 imm: 0
	    ; 98-119
	 925: LoadMapPtr dst: r1 fd: 0 <m0_>
	    ; 98-119
	 927: MovReg dst: r2 src: r9
	    ; 98-119
	 928: AddImm dst: r2 imm: 1024
	    ; 98-119
	 929: Call FnMapLookupElem
	    ; 98-119
	 930: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	    ; 98-119
	 931: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 98-119
	 932: AddReg dst: r1 src: r6
	    ; 98-119
	 933: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 98-119
	 934: Ja off: -1 <p0_tracepoint_L3>
p0_tracepoint_L2:
	    ; 98-119
	 935: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	    ; 98-119
	 936: LoadMapPtr dst: r1 fd: 0 <m0_>
	    ; 98-119
	 938: MovReg dst: r2 src: r9
	    ; 98-119
	 939: AddImm dst: r2 imm: 1024
	    ; 98-119
	 940: MovReg dst: r3 src: rfp
	    ; 98-119
	 941: AddImm dst: r3 imm: -56
	    ; 98-119
	 942: MovImm dst: r4 imm: 0
	    ; 98-119
	 943: Call FnMapUpdateElem
p0_tracepoint_L3:
	    ; 98-119
	 944: Ja off: 0
	    ; 122-132
	 945: StMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 122-132
	 946: LoadMapPtr dst: r1 fd: 0 <m1_last>
	    ; 122-132
	 948: MovReg dst: r2 src: rfp
	    ; 122-132
	 949: AddImm dst: r2 imm: -40
	    ; 122-132
	 950: MovReg dst: r3 src: r9
	    ; 122-132
	 951: AddImm dst: r3 imm: 0
	    ; 122-132
	 952: MovImm dst: r4 imm: 0
	    ; 122-132
	 953: Call FnMapUpdateElem
	    ; 135-195
	 954: LdImmDW dst: r0 imm: 8317981589517919535
	    ; 135-195
	 956: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	    ; 135-195
	 957: LdImmDW dst: r0 imm: 435626798708
	    ; 135-195
	 959: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 135-195
	 960: LdXMemB dst: r1 src: r9 off: 0 imm: 0
	    ; 135-195
	 961: LdXMemB dst: r2 src: rfp off: -48 imm: 0
	    ; 135-195
	 962: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 963: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 964: LdXMemB dst: r1 src: r9 off: 1 imm: 0
	    ; 135-195
	 965: LdXMemB dst: r2 src: rfp off: -47 imm: 0
	    ; 135-195
	 966: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 967: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 968: LdXMemB dst: r1 src: r9 off: 2 imm: 0
	    ; 135-195
	 969: LdXMemB dst: r2 src: rfp off: -46 imm: 0
	    ; 135-195
	 970: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 971: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 972: LdXMemB dst: r1 src: r9 off: 3 imm: 0
	    ; 135-195
	 973: LdXMemB dst: r2 src: rfp off: -45 imm: 0
	    ; 135-195
	 974: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 975: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 976: LdXMemB dst: r1 src: r9 off: 4 imm: 0
	    ; 135-195
	 977: LdXMemB dst: r2 src: rfp off: -44 imm: 0
	    ; 135-195
	 978: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 979: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 980: LdXMemB dst: r1 src: r9 off: 5 imm: 0
	    ; 135-195
	 981: LdXMemB dst: r2 src: rfp off: -43 imm: 0
	    ; 135-195
	 982: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 983: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 984: LdXMemB dst: r1 src: r9 off: 6 imm: 0
	    ; 135-195
	 985: LdXMemB dst: r2 src: rfp off: -42 imm: 0
	    ; 135-195
	 986: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 987: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 988: LdXMemB dst: r1 src: r9 off: 7 imm: 0
	    ; 135-195
	 989: LdXMemB dst: r2 src: rfp off: -41 imm: 0
	    ; 135-195
	 990: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 991: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 992: LdXMemB dst: r1 src: r9 off: 8 imm: 0
	    ; 135-195
	 993: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	    ; 135-195
	 994: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 995: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	 996: LdXMemB dst: r1 src: r9 off: 9 imm: 0
	    ; 135-195
	 997: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	    ; 135-195
	 998: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	 999: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	1000: LdXMemB dst: r1 src: r9 off: 10 imm: 0
	    ; 135-195
	1001: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	    ; 135-195
	1002: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	1003: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	1004: LdXMemB dst: r1 src: r9 off: 11 imm: 0
	    ; 135-195
	1005: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	    ; 135-195
	1006: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	1007: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	1008: LdXMemB dst: r1 src: r9 off: 12 imm: 0
	    ; 135-195
	1009: LdXMemB dst: r2 src: rfp off: -36 imm: 0
	    ; 135-195
	1010: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	1011: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L7_eq>
	    ; 135-195
	1012: LdXMemB dst: r1 src: r9 off: 13 imm: 0
	    ; 135-195
	1013: LdXMemB dst: r2 src: rfp off: -35 imm: 0
	    ; 135-195
	1014: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L6>
	    ; 135-195
	1015: LdXMemB dst: r1 src: r9 off: 14 imm: 0
	    ; 135-195
	1016: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L6>
p0_tracepoint_L7_eq:
	    ; 135-195
	1017: MovImm dst: r6 imm: 1
	    ; 135-195
	1018: Ja off: -1 <p0_tracepoint_L7>
p0_tracepoint_L6:
	    ; 135-195
	1019: MovImm dst: r6 imm: 0
p0_tracepoint_L7:
	    ; 135-195
	1020: Ja off: 0
	    ; 135-195
	1021: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L4>
	    ; 164-192
	1022: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 164-192
	1024: MovImm dst: r2 imm: 2056
	    ; 164-192
	1025: MovImm dst: r3 imm: 0
	    ; 164-192
	1026: Call FnRingbufReserve
	    ; 164-192
	1027: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L8>
	    ; 164-192
	1028: StMemDW dst: rfp src: r0 off: -56 imm: 0
	    ; 164-192
	1029: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 164-192
	1031: MovReg dst: r2 src: rfp
	    ; 164-192
	1032: AddImm dst: r2 imm: -56
	    ; 164-192
	1033: Call FnMapLookupElem
	    ; 164-192
	1034: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L10>
	    ; 164-192
	1035: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 164-192
	1036: AddImm dst: r1 imm: 1
	    ; 164-192
	1037: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L10:
	    ; 164-192
	1038: Ja off: -1 <p0_tracepoint_L9>
p0_tracepoint_L8:
	    ; 164-192
	1039: MovReg dst: r6 src: r0
	    ; 164-192
	1040: LdImmDW dst: r1 imm: 1
	    ; 164-192
	1042: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	    ; 164-192
	1043: LdXMemDW dst: r0 src: r9 off: 0 imm: 0
	    ; 164-192
	1044: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	    ; 164-192
	1045: LdXMemDW dst: r0 src: r9 off: 8 imm: 0
	    ; 164-192
	1046: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	    ; 164-192
	1047: LdXMemDW dst: r0 src: r9 off: 16 imm: 0
	    ; 164-192
	1048: StXMemDW dst: r6 src: r0 off: 24 imm: 0
	    ; 164-192
	1049: LdXMemDW dst: r0 src: r9 off: 24 imm: 0
	    ; 164-192
	1050: StXMemDW dst: r6 src: r0 off: 32 imm: 0
	    ; 164-192
	1051: LdXMemDW dst: r0 src: r9 off: 32 imm: 0
	    ; 164-192
	1052: StXMemDW dst: r6 src: r0 off: 40 imm: 0
	    ; 164-192
	1053: LdXMemDW dst: r0 src: r9 off: 40 imm: 0
	    ; 164-192
	1054: StXMemDW dst: r6 src: r0 off: 48 imm: 0
	    ; 164-192
	1055: LdXMemDW dst: r0 src: r9 off: 48 imm: 0
	    ; 164-192
	1056: StXMemDW dst: r6 src: r0 off: 56 imm: 0
	    ; 164-192
	1057: LdXMemDW dst: r0 src: r9 off: 56 imm: 0
	    ; 164-192
	1058: StXMemDW dst: r6 src: r0 off: 64 imm: 0
	    ; 164-192
	1059: LdXMemDW dst: r0 src: r9 off: 64 imm: 0
	    ; 164-192
	1060: StXMemDW dst: r6 src: r0 off: 72 imm: 0
	    ; 164-192
	1061: LdXMemDW dst: r0 src: r9 off: 72 imm: 0
	    ; 164-192
	1062: StXMemDW dst: r6 src: r0 off: 80 imm: 0
	    ; 164-192
	1063: LdXMemDW dst: r0 src: r9 off: 80 imm: 0
	    ; 164-192
	1064: StXMemDW dst: r6 src: r0 off: 88 imm: 0
	    ; 164-192
	1065: LdXMemDW dst: r0 src: r9 off: 88 imm: 0
	    ; 164-192
	1066: StXMemDW dst: r6 src: r0 off: 96 imm: 0
	    ; 164-192
	1067: LdXMemDW dst: r0 src: r9 off: 96 imm: 0
	    ; 164-192
	1068: StXMemDW dst: r6 src: r0 off: 104 imm: 0
	    ; 164-192
	1069: LdXMemDW dst: r0 src: r9 off: 104 imm: 0
	    ; 164-192
	1070: StXMemDW dst: r6 src: r0 off: 112 imm: 0
	    ; 164-192
	1071: LdXMemDW dst: r0 src: r9 off: 112 imm: 0
	    ; 164-192
	1072: StXMemDW dst: r6 src: r0 off: 120 imm: 0
	    ; 164-192
	1073: LdXMemDW dst: r0 src: r9 off: 120 imm: 0
	    ; 164-192
	1074: StXMemDW dst: r6 src: r0 off: 128 imm: 0
	    ; 164-192
	1075: LdXMemDW dst: r0 src: r9 off: 128 imm: 0
	    ; 164-192
	1076: StXMemDW dst: r6 src: r0 off: 136 imm: 0
	    ; 164-192
	1077: LdXMemDW dst: r0 src: r9 off: 136 imm: 0
	    ; 164-192
	1078: StXMemDW dst: r6 src: r0 off: 144 imm: 0
	    ; 164-192
	1079: LdXMemDW dst: r0 src: r9 off: 144 imm: 0
	    ; 164-192
	1080: StXMemDW dst: r6 src: r0 off: 152 imm: 0
	    ; 164-192
	1081: LdXMemDW dst: r0 src: r9 off: 152 imm: 0
	    ; 164-192
	1082: StXMemDW dst: r6 src: r0 off: 160 imm: 0
	    ; 164-192
	1083: LdXMemDW dst: r0 src: r9 off: 160 imm: 0
	    ; 164-192
	1084: StXMemDW dst: r6 src: r0 off: 168 imm: 0
	    ; 164-192
	1085: LdXMemDW dst: r0 src: r9 off: 168 imm: 0
	    ; 164-192
	1086: StXMemDW dst: r6 src: r0 off: 176 imm: 0
	    ; 164-192
	1087: LdXMemDW dst: r0 src: r9 off: 176 imm: 0
	    ; 164-192
	1088: StXMemDW dst: r6 src: r0 off: 184 imm: 0
	    ; 164-192
	1089: LdXMemDW dst: r0 src: r9 off: 184 imm: 0
	    ; 164-192
	1090: StXMemDW dst: r6 src: r0 off: 192 imm: 0
	    ; 164-192
	1091: LdXMemDW dst: r0 src: r9 off: 192 imm: 0
	    ; 164-192
	1092: StXMemDW dst: r6 src: r0 off: 200 imm: 0
	    ; 164-192
	1093: LdXMemDW dst: r0 src: r9 off: 200 imm: 0
	    ; 164-192
	1094: StXMemDW dst: r6 src: r0 off: 208 imm: 0
	    ; 164-192
	1095: LdXMemDW dst: r0 src: r9 off: 208 imm: 0
	    ; 164-192
	1096: StXMemDW dst: r6 src: r0 off: 216 imm: 0
	    ; 164-192
	1097: LdXMemDW dst: r0 src: r9 off: 216 imm: 0
	    ; 164-192
	1098: StXMemDW dst: r6 src: r0 off: 224 imm: 0
	    ; 164-192
	1099: LdXMemDW dst: r0 src: r9 off: 224 imm: 0
	    ; 164-192
	1100: StXMemDW dst: r6 src: r0 off: 232 imm: 0
	    ; 164-192
	1101: LdXMemDW dst: r0 src: r9 off: 232 imm: 0
	    ; 164-192
	1102: StXMemDW dst: r6 src: r0 off: 240 imm: 0
	    ; 164-192
	1103: LdXMemDW dst: r0 src: r9 off: 240 imm: 0
	    ; 164-192
	1104: StXMemDW dst: r6 src: r0 off: 248 imm: 0
	    ; 164-192
	1105: LdXMemDW dst: r0 src: r9 off: 248 imm: 0
	    ; 164-192
	1106: StXMemDW dst: r6 src: r0 off: 256 imm: 0
	    ; 164-192
	1107: LdXMemDW dst: r0 src: r9 off: 256 imm: 0
	    ; 164-192
	1108: StXMemDW dst: r6 src: r0 off: 264 imm: 0
	    ; 164-192
	1109: LdXMemDW dst: r0 src: r9 off: 264 imm: 0
	    ; 164-192
	1110: StXMemDW dst: r6 src: r0 off: 272 imm: 0
	    ; 164-192
	1111: LdXMemDW dst: r0 src: r9 off: 272 imm: 0
	    ; 164-192
	1112: StXMemDW dst: r6 src: r0 off: 280 imm: 0
	    ; 164-192
	1113: LdXMemDW dst: r0 src: r9 off: 280 imm: 0
	    ; 164-192
	1114: StXMemDW dst: r6 src: r0 off: 288 imm: 0
	    ; 164-192
	1115: LdXMemDW dst: r0 src: r9 off: 288 imm: 0
	    ; 164-192
	1116: StXMemDW dst: r6 src: r0 off: 296 imm: 0
	    ; 164-192
	1117: LdXMemDW dst: r0 src: r9 off: 296 imm: 0
	    ; 164-192
	1118: StXMemDW dst: r6 src: r0 off: 304 imm: 0
	    ; 164-192
	1119: LdXMemDW dst: r0 src: r9 off: 304 imm: 0
	    ; 164-192
	1120: StXMemDW dst: r6 src: r0 off: 312 imm: 0
	    ; 164-192
	1121: LdXMemDW dst: r0 src: r9 off: 312 imm: 0
	    ; 164-192
	1122: StXMemDW dst: r6 src: r0 off: 320 imm: 0
	    ; 164-192
	1123: LdXMemDW dst: r0 src: r9 off: 320 imm: 0
	    ; 164-192
	1124: StXMemDW dst: r6 src: r0 off: 328 imm: 0
	    ; 164-192
	1125: LdXMemDW dst: r0 src: r9 off: 328 imm: 0
	    ; 164-192
	1126: StXMemDW dst: r6 src: r0 off: 336 imm: 0
	    ; 164-192
	1127: LdXMemDW dst: r0 src: r9 off: 336 imm: 0
	    ; 164-192
	1128: StXMemDW dst: r6 src: r0 off: 344 imm: 0
	    ; 164-192
	1129: LdXMemDW dst: r0 src: r9 off: 344 imm: 0
	    ; 164-192
	1130: StXMemDW dst: r6 src: r0 off: 352 imm: 0
	    ; 164-192
	1131: LdXMemDW dst: r0 src: r9 off: 352 imm: 0
	    ; 164-192
	1132: StXMemDW dst: r6 src: r0 off: 360 imm: 0
	    ; 164-192
	1133: LdXMemDW dst: r0 src: r9 off: 360 imm: 0
	    ; 164-192
	1134: StXMemDW dst: r6 src: r0 off: 368 imm: 0
	    ; 164-192
	1135: LdXMemDW dst: r0 src: r9 off: 368 imm: 0
	    ; 164-192
	1136: StXMemDW dst: r6 src: r0 off: 376 imm: 0
	    ; 164-192
	1137: LdXMemDW dst: r0 src: r9 off: 376 imm: 0
	    ; 164-192
	1138: StXMemDW dst: r6 src: r0 off: 384 imm: 0
	    ; 164-192
	1139: LdXMemDW dst: r0 src: r9 off: 384 imm: 0
	    ; 164-192
	1140: StXMemDW dst: r6 src: r0 off: 392 imm: 0
	    ; 164-192
	1141: LdXMemDW dst: r0 src: r9 off: 392 imm: 0
	    ; 164-192
	1142: StXMemDW dst: r6 src: r0 off: 400 imm: 0
	    ; 164-192
	1143: LdXMemDW dst: r0 src: r9 off: 400 imm: 0
	    ; 164-192
	1144: StXMemDW dst: r6 src: r0 off: 408 imm: 0
	    ; 164-192
	1145: LdXMemDW dst: r0 src: r9 off: 408 imm: 0
	    ; 164-192
	1146: StXMemDW dst: r6 src: r0 off: 416 imm: 0
	    ; 164-192
	1147: LdXMemDW dst: r0 src: r9 off: 416 imm: 0
	    ; 164-192
	1148: StXMemDW dst: r6 src: r0 off: 424 imm: 0
	    ; 164-192
	1149: LdXMemDW dst: r0 src: r9 off: 424 imm: 0
	    ; 164-192
	1150: StXMemDW dst: r6 src: r0 off: 432 imm: 0
	    ; 164-192
	1151: LdXMemDW dst: r0 src: r9 off: 432 imm: 0
	    ; 164-192
	1152: StXMemDW dst: r6 src: r0 off: 440 imm: 0
	    ; 164-192
	1153: LdXMemDW dst: r0 src: r9 off: 440 imm: 0
	    ; 164-192
	1154: StXMemDW dst: r6 src: r0 off: 448 imm: 0
	    ; 164-192
	1155: LdXMemDW dst: r0 src: r9 off: 448 imm: 0
	    ; 164-192
	1156: StXMemDW dst: r6 src: r0 off: 456 imm: 0
	    ; 164-192
	1157: LdXMemDW dst: r0 src: r9 off: 456 imm: 0
	    ; 164-192
	1158: StXMemDW dst: r6 src: r0 off: 464 imm: 0
	    ; 164-192
	1159: LdXMemDW dst: r0 src: r9 off: 464 imm: 0
	    ; 164-192
	1160: StXMemDW dst: r6 src: r0 off: 472 imm: 0
	    ; 164-192
	1161: LdXMemDW dst: r0 src: r9 off: 472 imm: 0
	    ; 164-192
	1162: StXMemDW dst: r6 src: r0 off: 480 imm: 0
	    ; 164-192
	1163: LdXMemDW dst: r0 src: r9 off: 480 imm: 0
	    ; 164-192
	1164: StXMemDW dst: r6 src: r0 off: 488 imm: 0
	    ; 164-192
	1165: LdXMemDW dst: r0 src: r9 off: 488 imm: 0
	    ; 164-192
	1166: StXMemDW dst: r6 src: r0 off: 496 imm: 0
	    ; 164-192
	1167: LdXMemDW dst: r0 src: r9 off: 496 imm: 0
	    ; 164-192
	1168: StXMemDW dst: r6 src: r0 off: 504 imm: 0
	    ; 164-192
	1169: LdXMemDW dst: r0 src: r9 off: 504 imm: 0
	    ; 164-192
	1170: StXMemDW dst: r6 src: r0 off: 512 imm: 0
	    ; 164-192
	1171: LdXMemDW dst: r0 src: r9 off: 512 imm: 0
	    ; 164-192
	1172: StXMemDW dst: r6 src: r0 off: 520 imm: 0
	    ; 164-192
	1173: LdXMemDW dst: r0 src: r9 off: 520 imm: 0
	    ; 164-192
	1174: StXMemDW dst: r6 src: r0 off: 528 imm: 0
	    ; 164-192
	1175: LdXMemDW dst: r0 src: r9 off: 528 imm: 0
	    ; 164-192
	1176: StXMemDW dst: r6 src: r0 off: 536 imm: 0
	    ; 164-192
	1177: LdXMemDW dst: r0 src: r9 off: 536 imm: 0
	    ; 164-192
	1178: StXMemDW dst: r6 src: r0 off: 544 imm: 0
	    ; 164-192
	1179: LdXMemDW dst: r0 src: r9 off: 544 imm: 0
	    ; 164-192
	1180: StXMemDW dst: r6 src: r0 off: 552 imm: 0
	    ; 164-192
	1181: LdXMemDW dst: r0 src: r9 off: 552 imm: 0
	    ; 164-192
	1182: StXMemDW dst: r6 src: r0 off: 560 imm: 0
	    ; 164-192
	1183: LdXMemDW dst: r0 src: r9 off: 560 imm: 0
	    ; 164-192
	1184: StXMemDW dst: r6 src: r0 off: 568 imm: 0
	    ; 164-192
	1185: LdXMemDW dst: r0 src: r9 off: 568 imm: 0
	    ; 164-192
	1186: StXMemDW dst: r6 src: r0 off: 576 imm: 0
	    ; 164-192
	1187: LdXMemDW dst: r0 src: r9 off: 576 imm: 0
	    ; 164-192
	1188: StXMemDW dst: r6 src: r0 off: 584 imm: 0
	    ; 164-192
	1189: LdXMemDW dst: r0 src: r9 off: 584 imm: 0
	    ; 164-192
	1190: StXMemDW dst: r6 src: r0 off: 592 imm: 0
	    ; 164-192
	1191: LdXMemDW dst: r0 src: r9 off: 592 imm: 0
	    ; 164-192
	1192: StXMemDW dst: r6 src: r0 off: 600 imm: 0
	    ; 164-192
	1193: LdXMemDW dst: r0 src: r9 off: 600 imm: 0
	    ; 164-192
	1194: StXMemDW dst: r6 src: r0 off: 608 imm: 0
	    ; 164-192
	1195: LdXMemDW dst: r0 src: r9 off: 608 imm: 0
	    ; 164-192
	1196: StXMemDW dst: r6 src: r0 off: 616 imm: 0
	    ; 164-192
	1197: LdXMemDW dst: r0 src: r9 off: 616 imm: 0
	    ; 164-192
	1198: StXMemDW dst: r6 src: r0 off: 624 imm: 0
	    ; 164-192
	1199: LdXMemDW dst: r0 src: r9 off: 624 imm: 0
	    ; 164-192
	1200: StXMemDW dst: r6 src: r0 off: 632 imm: 0
	    ; 164-192
	1201: LdXMemDW dst: r0 src: r9 off: 632 imm: 0
	    ; 164-192
	1202: StXMemDW dst: r6 src: r0 off: 640 imm: 0
	    ; 164-192
	1203: LdXMemDW dst: r0 src: r9 off: 640 imm: 0
	    ; 164-192
	1204: StXMemDW dst: r6 src: r0 off: 648 imm: 0
	    ; 164-192
	1205: LdXMemDW dst: r0 src: r9 off: 648 imm: 0
	    ; 164-192
	1206: StXMemDW dst: r6 src: r0 off: 656 imm: 0
	    ; 164-192
	1207: LdXMemDW dst: r0 src: r9 off: 656 imm: 0
	    ; 164-192
	1208: StXMemDW dst: r6 src: r0 off: 664 imm: 0
	    ; 164-192
	1209: LdXMemDW dst: r0 src: r9 off: 664 imm: 0
	    ; 164-192
	1210: StXMemDW dst: r6 src: r0 off: 672 imm: 0
	    ; 164-192
	1211: LdXMemDW dst: r0 src: r9 off: 672 imm: 0
	    ; 164-192
	1212: StXMemDW dst: r6 src: r0 off: 680 imm: 0
	    ; 164-192
	1213: LdXMemDW dst: r0 src: r9 off: 680 imm: 0
	    ; 164-192
	1214: StXMemDW dst: r6 src: r0 off: 688 imm: 0
	    ; 164-192
	1215: LdXMemDW dst: r0 src: r9 off: 688 imm: 0
	    ; 164-192
	1216: StXMemDW dst: r6 src: r0 off: 696 imm: 0
	    ; 164-192
	1217: LdXMemDW dst: r0 src: r9 off: 696 imm: 0
	    ; 164-192
	1218: StXMemDW dst: r6 src: r0 off: 704 imm: 0
	    ; 164-192
	1219: LdXMemDW dst: r0 src: r9 off: 704 imm: 0
	    ; 164-192
	1220: StXMemDW dst: r6 src: r0 off: 712 imm: 0
	    ; 164-192
	1221: LdXMemDW dst: r0 src: r9 off: 712 imm: 0
	    ; 164-192
	1222: StXMemDW dst: r6 src: r0 off: 720 imm: 0
	    ; 164-192
	1223: LdXMemDW dst: r0 src: r9 off: 720 imm: 0
	    ; 164-192
	1224: StXMemDW dst: r6 src: r0 off: 728 imm: 0
	    ; 164-192
	1225: LdXMemDW dst: r0 src: r9 off: 728 imm: 0
	    ; 164-192
	1226: StXMemDW dst: r6 src: r0 off: 736 imm: 0
	    ; 164-192
	1227: LdXMemDW dst: r0 src: r9 off: 736 imm: 0
	    ; 164-192
	1228: StXMemDW dst: r6 src: r0 off: 744 imm: 0
	    ; 164-192
	1229: LdXMemDW dst: r0 src: r9 off: 744 imm: 0
	    ; 164-192
	1230: StXMemDW dst: r6 src: r0 off: 752 imm: 0
	    ; 164-192
	1231: LdXMemDW dst: r0 src: r9 off: 752 imm: 0
	    ; 164-192
	1232: StXMemDW dst: r6 src: r0 off: 760 imm: 0
	    ; 164-192
	1233: LdXMemDW dst: r0 src: r9 off: 760 imm: 0
	    ; 164-192
	1234: StXMemDW dst: r6 src: r0 off: 768 imm: 0
	    ; 164-192
	1235: LdXMemDW dst: r0 src: r9 off: 768 imm: 0
	    ; 164-192
	1236: StXMemDW dst: r6 src: r0 off: 776 imm: 0
	    ; 164-192
	1237: LdXMemDW dst: r0 src: r9 off: 776 imm: 0
	    ; 164-192
	1238: StXMemDW dst: r6 src: r0 off: 784 imm: 0
	    ; 164-192
	1239: LdXMemDW dst: r0 src: r9 off: 784 imm: 0
	    ; 164-192
	1240: StXMemDW dst: r6 src: r0 off: 792 imm: 0
	    ; 164-192
	1241: LdXMemDW dst: r0 src: r9 off: 792 imm: 0
	    ; 164-192
	1242: StXMemDW dst: r6 src: r0 off: 800 imm: 0
	    ; 164-192
	1243: LdXMemDW dst: r0 src: r9 off: 800 imm: 0
	    ; 164-192
	1244: StXMemDW dst: r6 src: r0 off: 808 imm: 0
	    ; 164-192
	1245: LdXMemDW dst: r0 src: r9 off: 808 imm: 0
	    ; 164-192
	1246: StXMemDW dst: r6 src: r0 off: 816 imm: 0
	    ; 164-192
	1247: LdXMemDW dst: r0 src: r9 off: 816 imm: 0
	    ; 164-192
	1248: StXMemDW dst: r6 src: r0 off: 824 imm: 0
	    ; 164-192
	1249: LdXMemDW dst: r0 src: r9 off: 824 imm: 0
	    ; 164-192
	1250: StXMemDW dst: r6 src: r0 off: 832 imm: 0
	    ; 164-192
	1251: LdXMemDW dst: r0 src: r9 off: 832 imm: 0
	    ; 164-192
	1252: StXMemDW dst: r6 src: r0 off: 840 imm: 0
	    ; 164-192
	1253: LdXMemDW dst: r0 src: r9 off: 840 imm: 0
	    ; 164-192
	1254: StXMemDW dst: r6 src: r0 off: 848 imm: 0
	    ; 164-192
	1255: LdXMemDW dst: r0 src: r9 off: 848 imm: 0
	    ; 164-192
	1256: StXMemDW dst: r6 src: r0 off: 856 imm: 0
	    ; 164-192
	1257: LdXMemDW dst: r0 src: r9 off: 856 imm: 0
	    ; 164-192
	1258: StXMemDW dst: r6 src: r0 off: 864 imm: 0
	    ; 164-192
	1259: LdXMemDW dst: r0 src: r9 off: 864 imm: 0
	    ; 164-192
	1260: StXMemDW dst: r6 src: r0 off: 872 imm: 0
	    ; 164-192
	1261: LdXMemDW dst: r0 src: r9 off: 872 imm: 0
	    ; 164-192
	1262: StXMemDW dst: r6 src: r0 off: 880 imm: 0
	    ; 164-192
	1263: LdXMemDW dst: r0 src: r9 off: 880 imm: 0
	    ; 164-192
	1264: StXMemDW dst: r6 src: r0 off: 888 imm: 0
	    ; 164-192
	1265: LdXMemDW dst: r0 src: r9 off: 888 imm: 0
	    ; 164-192
	1266: StXMemDW dst: r6 src: r0 off: 896 imm: 0
	    ; 164-192
	1267: LdXMemDW dst: r0 src: r9 off: 896 imm: 0
	    ; 164-192
	1268: StXMemDW dst: r6 src: r0 off: 904 imm: 0
	    ; 164-192
	1269: LdXMemDW dst: r0 src: r9 off: 904 imm: 0
	    ; 164-192
	1270: StXMemDW dst: r6 src: r0 off: 912 imm: 0
	    ; 164-192
	1271: LdXMemDW dst: r0 src: r9 off: 912 imm: 0
	    ; 164-192
	1272: StXMemDW dst: r6 src: r0 off: 920 imm: 0
	    ; 164-192
	1273: LdXMemDW dst: r0 src: r9 off: 920 imm: 0
	    ; 164-192
	1274: StXMemDW dst: r6 src: r0 off: 928 imm: 0
	    ; 164-192
	1275: LdXMemDW dst: r0 src: r9 off: 928 imm: 0
	    ; 164-192
	1276: StXMemDW dst: r6 src: r0 off: 936 imm: 0
	    ; 164-192
	1277: LdXMemDW dst: r0 src: r9 off: 936 imm: 0
	    ; 164-192
	1278: StXMemDW dst: r6 src: r0 off: 944 imm: 0
	    ; 164-192
	1279: LdXMemDW dst: r0 src: r9 off: 944 imm: 0
	    ; 164-192
	1280: StXMemDW dst: r6 src: r0 off: 952 imm: 0
	    ; 164-192
	1281: LdXMemDW dst: r0 src: r9 off: 952 imm: 0
	    ; 164-192
	1282: StXMemDW dst: r6 src: r0 off: 960 imm: 0
	    ; 164-192
	1283: LdXMemDW dst: r0 src: r9 off: 960 imm: 0
	    ; 164-192
	1284: StXMemDW dst: r6 src: r0 off: 968 imm: 0
	    ; 164-192
	1285: LdXMemDW dst: r0 src: r9 off: 968 imm: 0
	    ; 164-192
	1286: StXMemDW dst: r6 src: r0 off: 976 imm: 0
	    ; 164-192
	1287: LdXMemDW dst: r0 src: r9 off: 976 imm: 0
	    ; 164-192
	1288: StXMemDW dst: r6 src: r0 off: 984 imm: 0
	    ; 164-192
	1289: LdXMemDW dst: r0 src: r9 off: 984 imm: 0
	    ; 164-192
	1290: StXMemDW dst: r6 src: r0 off: 992 imm: 0
	    ; 164-192
	1291: LdXMemDW dst: r0 src: r9 off: 992 imm: 0
	    ; 164-192
	1292: StXMemDW dst: r6 src: r0 off: 1000 imm: 0
	    ; 164-192
	1293: LdXMemDW dst: r0 src: r9 off: 1000 imm: 0
	    ; 164-192
	1294: StXMemDW dst: r6 src: r0 off: 1008 imm: 0
	    ; 164-192
	1295: LdXMemDW dst: r0 src: r9 off: 1008 imm: 0
	    ; 164-192
	1296: StXMemDW dst: r6 src: r0 off: 1016 imm: 0
	    ; 164-192
	1297: LdXMemDW dst: r0 src: r9 off: 1016 imm: 0
	    ; 164-192
	1298: StXMemDW dst: r6 src: r0 off: 1024 imm: 0
	    ; 164-192
	1299: StMemDW dst: rfp src: r0 off: -64 imm: 0
	    ; 164-192
	1300: LoadMapPtr dst: r1 fd: 0 <m1_last>
	    ; 164-192
	1302: MovReg dst: r2 src: rfp
	    ; 164-192
	1303: AddImm dst: r2 imm: -64
	    ; 164-192
	1304: Call FnMapLookupElem
	    ; 164-192
	1305: StMemDW dst: r9 src: r0 off: 1024 imm: 0
	    ; 164-192
	1306: StMemDW dst: r9 src: r0 off: 1032 imm: 0
	    ; 164-192
	1307: StMemDW dst: r9 src: r0 off: 1040 imm: 0
	    ; 164-192
	1308: StMemDW dst: r9 src: r0 off: 1048 imm: 0
	    ; 164-192
	1309: StMemDW dst: r9 src: r0 off: 1056 imm: 0
	    ; 164-192
	1310: StMemDW dst: r9 src: r0 off: 1064 imm: 0
	    ; 164-192
	1311: StMemDW dst: r9 src: r0 off: 1072 imm: 0
	    ; 164-192
	1312: StMemDW dst: r9 src: r0 off: 1080 imm: 0
	    ; 164-192
	1313: StMemDW dst: r9 src: r0 off: 1088 imm: 0
	    ; 164-192
	1314: StMemDW dst: r9 src: r0 off: 1096 imm: 0
	    ; 164-192
	1315: StMemDW dst: r9 src: r0 off: 1104 imm: 0
	    ; 164-192
	1316: StMemDW dst: r9 src: r0 off: 1112 imm: 0
	    ; 164-192
	1317: StMemDW dst: r9 src: r0 off: 1120 imm: 0
	    ; 164-192
	1318: StMemDW dst: r9 src: r0 off: 1128 imm: 0
	    ; 164-192
	1319: StMemDW dst: r9 src: r0 off: 1136 imm: 0
	    ; 164-192
	1320: StMemDW dst: r9 src: r0 off: 1144 imm: 0
	    ; 164-192
	1321: StMemDW dst: r9 src: r0 off: 1152 imm: 0
	    ; 164-192
	1322: StMemDW dst: r9 src: r0 off: 1160 imm: 0
	    ; 164-192
	1323: StMemDW dst: r9 src: r0 off: 1168 imm: 0
	    ; 164-192
	1324: StMemDW dst: r9 src: r0 off: 1176 imm: 0
	    ; 164-192
	1325: StMemDW dst: r9 src: r0 off: 1184 imm: 0
	    ; 164-192
	1326: StMemDW dst: r9 src: r0 off: 1192 imm: 0
	    ; 164-192
	1327: StMemDW dst: r9 src: r0 off: 1200 imm: 0
	    ; 164-192
	1328: StMemDW dst: r9 src: r0 off: 1208 imm: 0
	    ; 164-192
	1329: StMemDW dst: r9 src: r0 off: 1216 imm: 0
	    ; 164-192
	1330: StMemDW dst: r9 src: r0 off: 1224 imm: 0
	    ; 164-192
	1331: StMemDW dst: r9 src: r0 off: 1232 imm: 0
	    ; 164-192
	1332: StMemDW dst: r9 src: r0 off: 1240 imm: 0
	    ; 164-192
	1333: StMemDW dst: r9 src: r0 off: 1248 imm: 0
	    ; 164-192
	1334: StMemDW dst: r9 src: r0 off: 1256 imm: 0
	    ; 164-192
	1335: StMemDW dst: r9 src: r0 off: 1264 imm: 0
	    ; 164-192
	1336: StMemDW dst: r9 src: r0 off: 1272 imm: 0
	    ; 164-192
	1337: StMemDW dst: r9 src: r0 off: 1280 imm: 0
	    ; 164-192
	1338: StMemDW dst: r9 src: r0 off: 1288 imm: 0
	    ; 164-192
	1339: StMemDW dst: r9 src: r0 off: 1296 imm: 0
	    ; 164-192
	1340: StMemDW dst: r9 src: r0 off: 1304 imm: 0
	    ; 164-192
	1341: StMemDW dst: r9 src: r0 off: 1312 imm: 0
	    ; 164-192
	1342: StMemDW dst: r9 src: r0 off: 1320 imm: 0
	    ; 164-192
	1343: StMemDW dst: r9 src: r0 off: 1328 imm: 0
	    ; 164-192
	1344: StMemDW dst: r9 src: r0 off: 1336 imm: 0
	    ; 164-192
	1345: StMemDW dst: r9 src: r0 off: 1344 imm: 0
	    ; 164-192
	1346: StMemDW dst: r9 src: r0 off: 1352 imm: 0
	    ; 164-192
	1347: StMemDW dst: r9 src: r0 off: 1360 imm: 0
	    ; 164-192
	1348: StMemDW dst: r9 src: r0 off: 1368 imm: 0
	    ; 164-192
	1349: StMemDW dst: r9 src: r0 off: 1376 imm: 0
	    ; 164-192
	1350: StMemDW dst: r9 src: r0 off: 1384 imm: 0
	    ; 164-192
	1351: StMemDW dst: r9 src: r0 off: 1392 imm: 0
	    ; 164-192
	1352: StMemDW dst: r9 src: r0 off: 1400 imm: 0
	    ; 164-192
	1353: StMemDW dst: r9 src: r0 off: 1408 imm: 0
	    ; 164-192
	1354: StMemDW dst: r9 src: r0 off: 1416 imm: 0
	    ; 164-192
	1355: StMemDW dst: r9 src: r0 off: 1424 imm: 0
	    ; 164-192
	1356: StMemDW dst: r9 src: r0 off: 1432 imm: 0
	    ; 164-192
	1357: StMemDW dst: r9 src: r0 off: 1440 imm: 0
	    ; 164-192
	1358: StMemDW dst: r9 src: r0 off: 1448 imm: 0
	    ; 164-192
	1359: StMemDW dst: r9 src: r0 off: 1456 imm: 0
	    ; 164-192
	1360: StMemDW dst: r9 src: r0 off: 1464 imm: 0
	    ; 164-192
	1361: StMemDW dst: r9 src: r0 off: 1472 imm: 0
	    ; 164-192
	1362: StMemDW dst: r9 src: r0 off: 1480 imm: 0
	    ; 164-192
	1363: StMemDW dst: r9 src: r0 off: 1488 imm: 0
	    ; 164-192
	1364: StMemDW dst: r9 src: r0 off: 1496 imm: 0
	    ; 164-192
	1365: StMemDW dst: r9 src: r0 off: 1504 imm: 0
	    ; 164-192
	1366: StMemDW dst: r9 src: r0 off: 1512 imm: 0
	    ; 164-192
	1367: StMemDW dst: r9 src: r0 off: 1520 imm: 0
	    ; 164-192
	1368: StMemDW dst: r9 src: r0 off: 1528 imm: 0
	    ; 164-192
	1369: StMemDW dst: r9 src: r0 off: 1536 imm: 0
	    ; 164-192
	1370: StMemDW dst: r9 src: r0 off: 1544 imm: 0
	    ; 164-192
	1371: StMemDW dst: r9 src: r0 off: 1552 imm: 0
	    ; 164-192
	1372: StMemDW dst: r9 src: r0 off: 1560 imm: 0
	    ; 164-192
	1373: StMemDW dst: r9 src: r0 off: 1568 imm: 0
	    ; 164-192
	1374: StMemDW dst: r9 src: r0 off: 1576 imm: 0
	    ; 164-192
	1375: StMemDW dst: r9 src: r0 off: 1584 imm: 0
	    ; 164-192
	1376: StMemDW dst: r9 src: r0 off: 1592 imm: 0
	    ; 164-192
	1377: StMemDW dst: r9 src: r0 off: 1600 imm: 0
	    ; 164-192
	1378: StMemDW dst: r9 src: r0 off: 1608 imm: 0
	    ; 164-192
	1379: StMemDW dst: r9 src: r0 off: 1616 imm: 0
	    ; 164-192
	1380: StMemDW dst: r9 src: r0 off: 1624 imm: 0
	    ; 164-192
	1381: StMemDW dst: r9 src: r0 off: 1632 imm: 0
	    ; 164-192
	1382: StMemDW dst: r9 src: r0 off: 1640 imm: 0
	    ; 164-192
	1383: StMemDW dst: r9 src: r0 off: 1648 imm: 0
	    ; 164-192
	1384: StMemDW dst: r9 src: r0 off: 1656 imm: 0
	    ; 164-192
	1385: StMemDW dst: r9 src: r0 off: 1664 imm: 0
	    ; 164-192
	1386: StMemDW dst: r9 src: r0 off: 1672 imm: 0
	    ; 164-192
	1387: StMemDW dst: r9 src: r0 off: 1680 imm: 0
	    ; 164-192
	1388: StMemDW dst: r9 src: r0 off: 1688 imm: 0
	    ; 164-192
	1389: StMemDW dst: r9 src: r0 off: 1696 imm: 0
	    ; 164-192
	1390: StMemDW dst: r9 src: r0 off: 1704 imm: 0
	    ; 164-192
	1391: StMemDW dst: r9 src: r0 off: 1712 imm: 0
	    ; 164-192
	1392: StMemDW dst: r9 src: r0 off: 1720 imm: 0
	    ; 164-192
	1393: StMemDW dst: r9 src: r0 off: 1728 imm: 0
	    ; 164-192
	1394: StMemDW dst: r9 src: r0 off: 1736 imm: 0
	    ; 164-192
	1395: StMemDW dst: r9 src: r0 off: 1744 imm: 0
	    ; 164-192
	1396: StMemDW dst: r9 src: r0 off: 1752 imm: 0
	    ; 164-192
	1397: StMemDW dst: r9 src: r0 off: 1760 imm: 0
	    ; 164-192
	1398: StMemDW dst: r9 src: r0 off: 1768 imm: 0
	    ; 164-192
	1399: StMemDW dst: r9 src: r0 off: 1776 imm: 0
	    ; 164-192
	1400: StMemDW dst: r9 src: r0 off: 1784 imm: 0
	    ; 164-192
	1401: StMemDW dst: r9 src: r0 off: 1792 imm: 0
	    ; 164-192
	1402: StMemDW dst: r9 src: r0 off: 1800 imm: 0
	    ; 164-192
	1403: StMemDW dst: r9 src: r0 off: 1808 imm: 0
	    ; 164-192
	1404: StMemDW dst: r9 src: r0 off: 1816 imm: 0
	    ; 164-192
	1405: StMemDW dst: r9 src: r0 off: 1824 imm: 0
	    ; 164-192
	1406: StMemDW dst: r9 src: r0 off: 1832 imm: 0
	    ; 164-192
	1407: StMemDW dst: r9 src: r0 off: 1840 imm: 0
	    ; 164-192
	1408: StMemDW dst: r9 src: r0 off: 1848 imm: 0
	    ; 164-192
	1409: StMemDW dst: r9 src: r0 off: 1856 imm: 0
	    ; 164-192
	1410: StMemDW dst: r9 src: r0 off: 1864 imm: 0
	    ; 164-192
	1411: StMemDW dst: r9 src: r0 off: 1872 imm: 0
	    ; 164-192
	1412: StMemDW dst: r9 src: r0 off: 1880 imm: 0
	    ; 164-192
	1413: StMemDW dst: r9 src: r0 off: 1888 imm: 0
	    ; 164-192
	1414: StMemDW dst: r9 src: r0 off: 1896 imm: 0
	    ; 164-192
	1415: StMemDW dst: r9 src: r0 off: 1904 imm: 0
	    ; 164-192
	1416: StMemDW dst: r9 src: r0 off: 1912 imm: 0
	    ; 164-192
	1417: StMemDW dst: r9 src: r0 off: 1920 imm: 0
	    ; 164-192
	1418: StMemDW dst: r9 src: r0 off: 1928 imm: 0
	    ; 164-192
	1419: StMemDW dst: r9 src: r0 off: 1936 imm: 0
	    ; 164-192
	1420: StMemDW dst: r9 src: r0 off: 1944 imm: 0
	    ; 164-192
	1421: StMemDW dst: r9 src: r0 off: 1952 imm: 0
	    ; 164-192
	1422: StMemDW dst: r9 src: r0 off: 1960 imm: 0
	    ; 164-192
	1423: StMemDW dst: r9 src: r0 off: 1968 imm: 0
	    ; 164-192
	1424: StMemDW dst: r9 src: r0 off: 1976 imm: 0
	    ; 164-192
	1425: StMemDW dst: r9 src: r0 off: 1984 imm: 0
	    ; 164-192
	1426: StMemDW dst: r9 src: r0 off: 1992 imm: 0
	    ; 164-192
	1427: StMemDW dst: r9 src: r0 off: 2000 imm: 0
	    ; 164-192
	1428: StMemDW dst: r9 src: r0 off: 2008 imm: 0
	    ; 164-192
	1429: StMemDW dst: r9 src: r0 off: 2016 imm: 0
	    ; 164-192
	1430: StMemDW dst: r9 src: r0 off: 2024 imm: 0
	    ; 164-192
	1431: StMemDW dst: r9 src: r0 off: 2032 imm: 0
	    ; 164-192
	1432: StMemDW dst: r9 src: r0 off: 2040 imm: 0
	    ; 164-192
	1433: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L11>
	    ; 164-192
	1434: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 164-192
	1435: StXMemDW dst: r9 src: r1 off: 1024 imm: 0
	    ; 164-192
	1436: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	    ; 164-192
	1437: StXMemDW dst: r9 src: r1 off: 1032 imm: 0
	    ; 164-192
	1438: LdXMemDW dst: r1 src: r0 off: 16 imm: 0
	    ; 164-192
	1439: StXMemDW dst: r9 src: r1 off: 1040 imm: 0
	    ; 164-192
	1440: LdXMemDW dst: r1 src: r0 off: 24 imm: 0
	    ; 164-192
	1441: StXMemDW dst: r9 src: r1 off: 1048 imm: 0
	    ; 164-192
	1442: LdXMemDW dst: r1 src: r0 off: 32 imm: 0
	    ; 164-192
	1443: StXMemDW dst: r9 src: r1 off: 1056 imm: 0
	    ; 164-192
	1444: LdXMemDW dst: r1 src: r0 off: 40 imm: 0
	    ; 164-192
	1445: StXMemDW dst: r9 src: r1 off: 1064 imm: 0
	    ; 164-192
	1446: LdXMemDW dst: r1 src: r0 off: 48 imm: 0
	    ; 164-192
	1447: StXMemDW dst: r9 src: r1 off: 1072 imm: 0
	    ; 164-192
	1448: LdXMemDW dst: r1 src: r0 off: 56 imm: 0
	    ; 164-192
	1449: StXMemDW dst: r9 src: r1 off: 1080 imm: 0
	    ; 164-192
	1450: LdXMemDW dst: r1 src: r0 off: 64 imm: 0
	    ; 164-192
	1451: StXMemDW dst: r9 src: r1 off: 1088 imm: 0
	    ; 164-192
	1452: LdXMemDW dst: r1 src: r0 off: 72 imm: 0
	    ; 164-192
	1453: StXMemDW dst: r9 src: r1 off: 1096 imm: 0
	    ; 164-192
	1454: LdXMemDW dst: r1 src: r0 off: 80 imm: 0
	    ; 164-192
	1455: StXMemDW dst: r9 src: r1 off: 1104 imm: 0
	    ; 164-192
	1456: LdXMemDW dst: r1 src: r0 off: 88 imm: 0
	    ; 164-192
	1457: StXMemDW dst: r9 src: r1 off: 1112 imm: 0
	    ; 164-192
	1458: LdXMemDW dst: r1 src: r0 off: 96 imm: 0
	    ; 164-192
	1459: StXMemDW dst: r9 src: r1 off: 1120 imm: 0
	    ; 164-192
	1460: LdXMemDW dst: r1 src: r0 off: 104 imm: 0
	    ; 164-192
	1461: StXMemDW dst: r9 src: r1 off: 1128 imm: 0
	    ; 164-192
	1462: LdXMemDW dst: r1 src: r0 off: 112 imm: 0
	    ; 164-192
	1463: StXMemDW dst: r9 src: r1 off: 1136 imm: 0
	    ; 164-192
	1464: LdXMemDW dst: r1 src: r0 off: 120 imm: 0
	    ; 164-192
	1465: StXMemDW dst: r9 src: r1 off: 1144 imm: 0
	    ; 164-192
	1466: LdXMemDW dst: r1 src: r0 off: 128 imm: 0
	    ; 164-192
	1467: StXMemDW dst: r9 src: r1 off: 1152 imm: 0
	    ; 164-192
	1468: LdXMemDW dst: r1 src: r0 off: 136 imm: 0
	    ; 164-192
	1469: StXMemDW dst: r9 src: r1 off: 1160 imm: 0
	    ; 164-192
	1470: LdXMemDW dst: r1 src: r0 off: 144 imm: 0
	    ; 164-192
	1471: StXMemDW dst: r9 src: r1 off: 1168 imm: 0
	    ; 164-192
	1472: LdXMemDW dst: r1 src: r0 off: 152 imm: 0
	    ; 164-192
	1473: StXMemDW dst: r9 src: r1 off: 1176 imm: 0
	    ; 164-192
	1474: LdXMemDW dst: r1 src: r0 off: 160 imm: 0
	    ; 164-192
	1475: StXMemDW dst: r9 src: r1 off: 1184 imm: 0
	    ; 164-192
	1476: LdXMemDW dst: r1 src: r0 off: 168 imm: 0
	    ; 164-192
	1477: StXMemDW dst: r9 src: r1 off: 1192 imm: 0
	    ; 164-192
	1478: LdXMemDW dst: r1 src: r0 off: 176 imm: 0
	    ; 164-192
	1479: StXMemDW dst: r9 src: r1 off: 1200 imm: 0
	    ; 164-192
	1480: LdXMemDW dst: r1 src: r0 off: 184 imm: 0
	    ; 164-192
	1481: StXMemDW dst: r9 src: r1 off: 1208 imm: 0
	    ; 164-192
	1482: LdXMemDW dst: r1 src: r0 off: 192 imm: 0
	    ; 164-192
	1483: StXMemDW dst: r9 src: r1 off: 1216 imm: 0
	    ; 164-192
	1484: LdXMemDW dst: r1 src: r0 off: 200 imm: 0
	    ; 164-192
	1485: StXMemDW dst: r9 src: r1 off: 1224 imm: 0
	    ; 164-192
	1486: LdXMemDW dst: r1 src: r0 off: 208 imm: 0
	    ; 164-192
	1487: StXMemDW dst: r9 src: r1 off: 1232 imm: 0
	    ; 164-192
	1488: LdXMemDW dst: r1 src: r0 off: 216 imm: 0
	    ; 164-192
	1489: StXMemDW dst: r9 src: r1 off: 1240 imm: 0
	    ; 164-192
	1490: LdXMemDW dst: r1 src: r0 off: 224 imm: 0
	    ; 164-192
	1491: StXMemDW dst: r9 src: r1 off: 1248 imm: 0
	    ; 164-192
	1492: LdXMemDW dst: r1 src: r0 off: 232 imm: 0
	    ; 164-192
	1493: StXMemDW dst: r9 src: r1 off: 1256 imm: 0
	    ; 164-192
	1494: LdXMemDW dst: r1 src: r0 off: 240 imm: 0
	    ; 164-192
	1495: StXMemDW dst: r9 src: r1 off: 1264 imm: 0
	    ; 164-192
	1496: LdXMemDW dst: r1 src: r0 off: 248 imm: 0
	    ; 164-192
	1497: StXMemDW dst: r9 src: r1 off: 1272 imm: 0
	    ; 164-192
	1498: LdXMemDW dst: r1 src: r0 off: 256 imm: 0
	    ; 164-192
	1499: StXMemDW dst: r9 src: r1 off: 1280 imm: 0
	    ; 164-192
	1500: LdXMemDW dst: r1 src: r0 off: 264 imm: 0
	    ; 164-192
	1501: StXMemDW dst: r9 src: r1 off: 1288 imm: 0
	    ; 164-192
	1502: LdXMemDW dst: r1 src: r0 off: 272 imm: 0
	    ; 164-192
	1503: StXMemDW dst: r9 src: r1 off: 1296 imm: 0
	    ; 164-192
	1504: LdXMemDW dst: r1 src: r0 off: 280 imm: 0
	    ; 164-192
	1505: StXMemDW dst: r9 src: r1 off: 1304 imm: 0
	    ; 164-192
	1506: LdXMemDW dst: r1 src: r0 off: 288 imm: 0
	    ; 164-192
	1507: StXMemDW dst: r9 src: r1 off: 1312 imm: 0
	    ; 164-192
	1508: LdXMemDW dst: r1 src: r0 off: 296 imm: 0
	    ; 164-192
	1509: StXMemDW dst: r9 src: r1 off: 1320 imm: 0
	    ; 164-192
	1510: LdXMemDW dst: r1 src: r0 off: 304 imm: 0
	    ; 164-192
	1511: StXMemDW dst: r9 src: r1 off: 1328 imm: 0
	    ; 164-192
	1512: LdXMemDW dst: r1 src: r0 off: 312 imm: 0
	    ; 164-192
	1513: StXMemDW dst: r9 src: r1 off: 1336 imm: 0
	    ; 164-192
	1514: LdXMemDW dst: r1 src: r0 off: 320 imm: 0
	    ; 164-192
	1515: StXMemDW dst: r9 src: r1 off: 1344 imm: 0
	    ; 164-192
	1516: LdXMemDW dst: r1 src: r0 off: 328 imm: 0
	    ; 164-192
	1517: StXMemDW dst: r9 src: r1 off: 1352 imm: 0
	    ; 164-192
	1518: LdXMemDW dst: r1 src: r0 off: 336 imm: 0
	    ; 164-192
	1519: StXMemDW dst: r9 src: r1 off: 1360 imm: 0
	    ; 164-192
	1520: LdXMemDW dst: r1 src: r0 off: 344 imm: 0
	    ; 164-192
	1521: StXMemDW dst: r9 src: r1 off: 1368 imm: 0
	    ; 164-192
	1522: LdXMemDW dst: r1 src: r0 off: 352 imm: 0
	    ; 164-192
	1523: StXMemDW dst: r9 src: r1 off: 1376 imm: 0
	    ; 164-192
	1524: LdXMemDW dst: r1 src: r0 off: 360 imm: 0
	    ; 164-192
	1525: StXMemDW dst: r9 src: r1 off: 1384 imm: 0
	    ; 164-192
	1526: LdXMemDW dst: r1 src: r0 off: 368 imm: 0
	    ; 164-192
	1527: StXMemDW dst: r9 src: r1 off: 1392 imm: 0
	    ; 164-192
	1528: LdXMemDW dst: r1 src: r0 off: 376 imm: 0
	    ; 164-192
	1529: StXMemDW dst: r9 src: r1 off: 1400 imm: 0
	    ; 164-192
	1530: LdXMemDW dst: r1 src: r0 off: 384 imm: 0
	    ; 164-192
	1531: StXMemDW dst: r9 src: r1 off: 1408 imm: 0
	    ; 164-192
	1532: LdXMemDW dst: r1 src: r0 off: 392 imm: 0
	    ; 164-192
	1533: StXMemDW dst: r9 src: r1 off: 1416 imm: 0
	    ; 164-192
	1534: LdXMemDW dst: r1 src: r0 off: 400 imm: 0
	    ; 164-192
	1535: StXMemDW dst: r9 src: r1 off: 1424 imm: 0
	    ; 164-192
	1536: LdXMemDW dst: r1 src: r0 off: 408 imm: 0
	    ; 164-192
	1537: StXMemDW dst: r9 src: r1 off: 1432 imm: 0
	    ; 164-192
	1538: LdXMemDW dst: r1 src: r0 off: 416 imm: 0
	    ; 164-192
	1539: StXMemDW dst: r9 src: r1 off: 1440 imm: 0
	    ; 164-192
	1540: LdXMemDW dst: r1 src: r0 off: 424 imm: 0
	    ; 164-192
	1541: StXMemDW dst: r9 src: r1 off: 1448 imm: 0
	    ; 164-192
	1542: LdXMemDW dst: r1 src: r0 off: 432 imm: 0
	    ; 164-192
	1543: StXMemDW dst: r9 src: r1 off: 1456 imm: 0
	    ; 164-192
	1544: LdXMemDW dst: r1 src: r0 off: 440 imm: 0
	    ; 164-192
	1545: StXMemDW dst: r9 src: r1 off: 1464 imm: 0
	    ; 164-192
	1546: LdXMemDW dst: r1 src: r0 off: 448 imm: 0
	    ; 164-192
	1547: StXMemDW dst: r9 src: r1 off: 1472 imm: 0
	    ; 164-192
	1548: LdXMemDW dst: r1 src: r0 off: 456 imm: 0
	    ; 164-192
	1549: StXMemDW dst: r9 src: r1 off: 1480 imm: 0
	    ; 164-192
	1550: LdXMemDW dst: r1 src: r0 off: 464 imm: 0
	    ; 164-192
	1551: StXMemDW dst: r9 src: r1 off: 1488 imm: 0
	    ; 164-192
	1552: LdXMemDW dst: r1 src: r0 off: 472 imm: 0
	    ; 164-192
	1553: StXMemDW dst: r9 src: r1 off: 1496 imm: 0
	    ; 164-192
	1554: LdXMemDW dst: r1 src: r0 off: 480 imm: 0
	    ; 164-192
	1555: StXMemDW dst: r9 src: r1 off: 1504 imm: 0
	    ; 164-192
	1556: LdXMemDW dst: r1 src: r0 off: 488 imm: 0
	    ; 164-192
	1557: StXMemDW dst: r9 src: r1 off: 1512 imm: 0
	    ; 164-192
	1558: LdXMemDW dst: r1 src: r0 off: 496 imm: 0
	    ; 164-192
	1559: StXMemDW dst: r9 src: r1 off: 1520 imm: 0
	    ; 164-192
	1560: LdXMemDW dst: r1 src: r0 off: 504 imm: 0
	    ; 164-192
	1561: StXMemDW dst: r9 src: r1 off: 1528 imm: 0
	    ; 164-192
	1562: LdXMemDW dst: r1 src: r0 off: 512 imm: 0
	    ; 164-192
	1563: StXMemDW dst: r9 src: r1 off: 1536 imm: 0
	    ; 164-192
	1564: LdXMemDW dst: r1 src: r0 off: 520 imm: 0
	    ; 164-192
	1565: StXMemDW dst: r9 src: r1 off: 1544 imm: 0
	    ; 164-192
	1566: LdXMemDW dst: r1 src: r0 off: 528 imm: 0
	    ; 164-192
	1567: StXMemDW dst: r9 src: r1 off: 1552 imm: 0
	    ; 164-192
	1568: LdXMemDW dst: r1 src: r0 off: 536 imm: 0
	    ; 164-192
	1569: StXMemDW dst: r9 src: r1 off: 1560 imm: 0
	    ; 164-192
	1570: LdXMemDW dst: r1 src: r0 off: 544 imm: 0
	    ; 164-192
	1571: StXMemDW dst: r9 src: r1 off: 1568 imm: 0
	    ; 164-192
	1572: LdXMemDW dst: r1 src: r0 off: 552 imm: 0
	    ; 164-192
	1573: StXMemDW dst: r9 src: r1 off: 1576 imm: 0
	    ; 164-192
	1574: LdXMemDW dst: r1 src: r0 off: 560 imm: 0
	    ; 164-192
	1575: StXMemDW dst: r9 src: r1 off: 1584 imm: 0
	    ; 164-192
	1576: LdXMemDW dst: r1 src: r0 off: 568 imm: 0
	    ; 164-192
	1577: StXMemDW dst: r9 src: r1 off: 1592 imm: 0
	    ; 164-192
	1578: LdXMemDW dst: r1 src: r0 off: 576 imm: 0
	    ; 164-192
	1579: StXMemDW dst: r9 src: r1 off: 1600 imm: 0
	    ; 164-192
	1580: LdXMemDW dst: r1 src: r0 off: 584 imm: 0
	    ; 164-192
	1581: StXMemDW dst: r9 src: r1 off: 1608 imm: 0
	    ; 164-192
	1582: LdXMemDW dst: r1 src: r0 off: 592 imm: 0
	    ; 164-192
	1583: StXMemDW dst: r9 src: r1 off: 1616 imm: 0
	    ; 164-192
	1584: LdXMemDW dst: r1 src: r0 off: 600 imm: 0
	    ; 164-192
	1585: StXMemDW dst: r9 src: r1 off: 1624 imm: 0
	    ; 164-192
	1586: LdXMemDW dst: r1 src: r0 off: 608 imm: 0
	    ; 164-192
	1587: StXMemDW dst: r9 src: r1 off: 1632 imm: 0
	    ; 164-192
	1588: LdXMemDW dst: r1 src: r0 off: 616 imm: 0
	    ; 164-192
	1589: StXMemDW dst: r9 src: r1 off: 1640 imm: 0
	    ; 164-192
	1590: LdXMemDW dst: r1 src: r0 off: 624 imm: 0
	    ; 164-192
	1591: StXMemDW dst: r9 src: r1 off: 1648 imm: 0
	    ; 164-192
	1592: LdXMemDW dst: r1 src: r0 off: 632 imm: 0
	    ; 164-192
	1593: StXMemDW dst: r9 src: r1 off: 1656 imm: 0
	    ; 164-192
	1594: LdXMemDW dst: r1 src: r0 off: 640 imm: 0
	    ; 164-192
	1595: StXMemDW dst: r9 src: r1 off: 1664 imm: 0
	    ; 164-192
	1596: LdXMemDW dst: r1 src: r0 off: 648 imm: 0
	    ; 164-192
	1597: StXMemDW dst: r9 src: r1 off: 1672 imm: 0
	    ; 164-192
	1598: LdXMemDW dst: r1 src: r0 off: 656 imm: 0
	    ; 164-192
	1599: StXMemDW dst: r9 src: r1 off: 1680 imm: 0
	    ; 164-192
	1600: LdXMemDW dst: r1 src: r0 off: 664 imm: 0
	    ; 164-192
	1601: StXMemDW dst: r9 src: r1 off: 1688 imm: 0
	    ; 164-192
	1602: LdXMemDW dst: r1 src: r0 off: 672 imm: 0
	    ; 164-192
	1603: StXMemDW dst: r9 src: r1 off: 1696 imm: 0
	    ; 164-192
	1604: LdXMemDW dst: r1 src: r0 off: 680 imm: 0
	    ; 164-192
	1605: StXMemDW dst: r9 src: r1 off: 1704 imm: 0
	    ; 164-192
	1606: LdXMemDW dst: r1 src: r0 off: 688 imm: 0
	    ; 164-192
	1607: StXMemDW dst: r9 src: r1 off: 1712 imm: 0
	    ; 164-192
	1608: LdXMemDW dst: r1 src: r0 off: 696 imm: 0
	    ; 164-192
	1609: StXMemDW dst: r9 src: r1 off: 1720 imm: 0
	    ; 164-192
	1610: LdXMemDW dst: r1 src: r0 off: 704 imm: 0
	    ; 164-192
	1611: StXMemDW dst: r9 src: r1 off: 1728 imm: 0
	    ; 164-192
	1612: LdXMemDW dst: r1 src: r0 off: 712 imm: 0
	    ; 164-192
	1613: StXMemDW dst: r9 src: r1 off: 1736 imm: 0
	    ; 164-192
	1614: LdXMemDW dst: r1 src: r0 off: 720 imm: 0
	    ; 164-192
	1615: StXMemDW dst: r9 src: r1 off: 1744 imm: 0
	    ; 164-192
	1616: LdXMemDW dst: r1 src: r0 off: 728 imm: 0
	    ; 164-192
	1617: StXMemDW dst: r9 src: r1 off: 1752 imm: 0
	    ; 164-192
	1618: LdXMemDW dst: r1 src: r0 off: 736 imm: 0
	    ; 164-192
	1619: StXMemDW dst: r9 src: r1 off: 1760 imm: 0
	    ; 164-192
	1620: LdXMemDW dst: r1 src: r0 off: 744 imm: 0
	    ; 164-192
	1621: StXMemDW dst: r9 src: r1 off: 1768 imm: 0
	    ; 164-192
	1622: LdXMemDW dst: r1 src: r0 off: 752 imm: 0
	    ; 164-192
	1623: StXMemDW dst: r9 src: r1 off: 1776 imm: 0
	    ; 164-192
	1624: LdXMemDW dst: r1 src: r0 off: 760 imm: 0
	    ; 164-192
	1625: StXMemDW dst: r9 src: r1 off: 1784 imm: 0
	    ; 164-192
	1626: LdXMemDW dst: r1 src: r0 off: 768 imm: 0
	    ; 164-192
	1627: StXMemDW dst: r9 src: r1 off: 1792 imm: 0
	    ; 164-192
	1628: LdXMemDW dst: r1 src: r0 off: 776 imm: 0
	    ; 164-192
	1629: StXMemDW dst: r9 src: r1 off: 1800 imm: 0
	    ; 164-192
	1630: LdXMemDW dst: r1 src: r0 off: 784 imm: 0
	    ; 164-192
	1631: StXMemDW dst: r9 src: r1 off: 1808 imm: 0
	    ; 164-192
	1632: LdXMemDW dst: r1 src: r0 off: 792 imm: 0
	    ; 164-192
	1633: StXMemDW dst: r9 src: r1 off: 1816 imm: 0
	    ; 164-192
	1634: LdXMemDW dst: r1 src: r0 off: 800 imm: 0
	    ; 164-192
	1635: StXMemDW dst: r9 src: r1 off: 1824 imm: 0
	    ; 164-192
	1636: LdXMemDW dst: r1 src: r0 off: 808 imm: 0
	    ; 164-192
	1637: StXMemDW dst: r9 src: r1 off: 1832 imm: 0
	    ; 164-192
	1638: LdXMemDW dst: r1 src: r0 off: 816 imm: 0
	    ; 164-192
	1639: StXMemDW dst: r9 src: r1 off: 1840 imm: 0
	    ; 164-192
	1640: LdXMemDW dst: r1 src: r0 off: 824 imm: 0
	    ; 164-192
	1641: StXMemDW dst: r9 src: r1 off: 1848 imm: 0
	    ; 164-192
	1642: LdXMemDW dst: r1 src: r0 off: 832 imm: 0
	    ; 164-192
	1643: StXMemDW dst: r9 src: r1 off: 1856 imm: 0
	    ; 164-192
	1644: LdXMemDW dst: r1 src: r0 off: 840 imm: 0
	    ; 164-192
	1645: StXMemDW dst: r9 src: r1 off: 1864 imm: 0
	    ; 164-192
	1646: LdXMemDW dst: r1 src: r0 off: 848 imm: 0
	    ; 164-192
	1647: StXMemDW dst: r9 src: r1 off: 1872 imm: 0
	    ; 164-192
	1648: LdXMemDW dst: r1 src: r0 off: 856 imm: 0
	    ; 164-192
	1649: StXMemDW dst: r9 src: r1 off: 1880 imm: 0
	    ; 164-192
	1650: LdXMemDW dst: r1 src: r0 off: 864 imm: 0
	    ; 164-192
	1651: StXMemDW dst: r9 src: r1 off: 1888 imm: 0
	    ; 164-192
	1652: LdXMemDW dst: r1 src: r0 off: 872 imm: 0
	    ; 164-192
	1653: StXMemDW dst: r9 src: r1 off: 1896 imm: 0
	    ; 164-192
	1654: LdXMemDW dst: r1 src: r0 off: 880 imm: 0
	    ; 164-192
	1655: StXMemDW dst: r9 src: r1 off: 1904 imm: 0
	    ; 164-192
	1656: LdXMemDW dst: r1 src: r0 off: 888 imm: 0
	    ; 164-192
	1657: StXMemDW dst: r9 src: r1 off: 1912 imm: 0
	    ; 164-192
	1658: LdXMemDW dst: r1 src: r0 off: 896 imm: 0
	    ; 164-192
	1659: StXMemDW dst: r9 src: r1 off: 1920 imm: 0
	    ; 164-192
	1660: LdXMemDW dst: r1 src: r0 off: 904 imm: 0
	    ; 164-192
	1661: StXMemDW dst: r9 src: r1 off: 1928 imm: 0
	    ; 164-192
	1662: LdXMemDW dst: r1 src: r0 off: 912 imm: 0
	    ; 164-192
	1663: StXMemDW dst: r9 src: r1 off: 1936 imm: 0
	    ; 164-192
	1664: LdXMemDW dst: r1 src: r0 off: 920 imm: 0
	    ; 164-192
	1665: StXMemDW dst: r9 src: r1 off: 1944 imm: 0
	    ; 164-192
	1666: LdXMemDW dst: r1 src: r0 off: 928 imm: 0
	    ; 164-192
	1667: StXMemDW dst: r9 src: r1 off: 1952 imm: 0
	    ; 164-192
	1668: LdXMemDW dst: r1 src: r0 off: 936 imm: 0
	    ; 164-192
	1669: StXMemDW dst: r9 src: r1 off: 1960 imm: 0
	    ; 164-192
	1670: LdXMemDW dst: r1 src: r0 off: 944 imm: 0
	    ; 164-192
	1671: StXMemDW dst: r9 src: r1 off: 1968 imm: 0
	    ; 164-192
	1672: LdXMemDW dst: r1 src: r0 off: 952 imm: 0
	    ; 164-192
	1673: StXMemDW dst: r9 src: r1 off: 1976 imm: 0
	    ; 164-192
	1674: LdXMemDW dst: r1 src: r0 off: 960 imm: 0
	    ; 164-192
	1675: StXMemDW dst: r9 src: r1 off: 1984 imm: 0
	    ; 164-192
	1676: LdXMemDW dst: r1 src: r0 off: 968 imm: 0
	    ; 164-192
	1677: StXMemDW dst: r9 src: r1 off: 1992 imm: 0
	    ; 164-192
	1678: LdXMemDW dst: r1 src: r0 off: 976 imm: 0
	    ; 164-192
	1679: StXMemDW dst: r9 src: r1 off: 2000 imm: 0
	    ; 164-192
	1680: LdXMemDW dst: r1 src: r0 off: 984 imm: 0
	    ; 164-192
	1681: StXMemDW dst: r9 src: r1 off: 2008 imm: 0
	    ; 164-192
	1682: LdXMemDW dst: r1 src: r0 off: 992 imm: 0
	    ; 164-192
	1683: StXMemDW dst: r9 src: r1 off: 2016 imm: 0
	    ; 164-192
	1684: LdXMemDW dst: r1 src: r0 off: 1000 imm: 0
	    ; 164-192
	1685: StXMemDW dst: r9 src: r1 off: 2024 imm: 0
	    ; 164-192
	1686: LdXMemDW dst: r1 src: r0 off: 1008 imm: 0
	    ; 164-192
	1687: StXMemDW dst: r9 src: r1 off: 2032 imm: 0
	    ; 164-192
	1688: LdXMemDW dst: r1 src: r0 off: 1016 imm: 0
	    ; 164-192
	1689: StXMemDW dst: r9 src: r1 off: 2040 imm: 0
p0_tracepoint_L11:
	    ; 164-192
	1690: Ja off: 0
	    ; 164-192
	1691: LdXMemDW dst: r0 src: r9 off: 1024 imm: 0
	    ; 164-192
	1692: StXMemDW dst: r6 src: r0 off: 1032 imm: 0
	    ; 164-192
	1693: LdXMemDW dst: r0 src: r9 off: 1032 imm: 0
	    ; 164-192
	1694: StXMemDW dst: r6 src: r0 off: 1040 imm: 0
	    ; 164-192
	1695: LdXMemDW dst: r0 src: r9 off: 1040 imm: 0
	    ; 164-192
	1696: StXMemDW dst: r6 src: r0 off: 1048 imm: 0
	    ; 164-192
	1697: LdXMemDW dst: r0 src: r9 off: 1048 imm: 0
	    ; 164-192
	1698: StXMemDW dst: r6 src: r0 off: 1056 imm: 0
	    ; 164-192
	1699: LdXMemDW dst: r0 src: r9 off: 1056 imm: 0
	    ; 164-192
	1700: StXMemDW dst: r6 src: r0 off: 1064 imm: 0
	    ; 164-192
	1701: LdXMemDW dst: r0 src: r9 off: 1064 imm: 0
	    ; 164-192
	1702: StXMemDW dst: r6 src: r0 off: 1072 imm: 0
	    ; 164-192
	1703: LdXMemDW dst: r0 src: r9 off: 1072 imm: 0
	    ; 164-192
	1704: StXMemDW dst: r6 src: r0 off: 1080 imm: 0
	    ; 164-192
	1705: LdXMemDW dst: r0 src: r9 off: 1080 imm: 0
	    ; 164-192
	1706: StXMemDW dst: r6 src: r0 off: 1088 imm: 0
	    ; 164-192
	1707: LdXMemDW dst: r0 src: r9 off: 1088 imm: 0
	    ; 164-192
	1708: StXMemDW dst: r6 src: r0 off: 1096 imm: 0
	    ; 164-192
	1709: LdXMemDW dst: r0 src: r9 off: 1096 imm: 0
	    ; 164-192
	1710: StXMemDW dst: r6 src: r0 off: 1104 imm: 0
	    ; 164-192
	1711: LdXMemDW dst: r0 src: r9 off: 1104 imm: 0
	    ; 164-192
	1712: StXMemDW dst: r6 src: r0 off: 1112 imm: 0
	    ; 164-192
	1713: LdXMemDW dst: r0 src: r9 off: 1112 imm: 0
	    ; 164-192
	1714: StXMemDW dst: r6 src: r0 off: 1120 imm: 0
	    ; 164-192
	1715: LdXMemDW dst: r0 src: r9 off: 1120 imm: 0
	    ; 164-192
	1716: StXMemDW dst: r6 src: r0 off: 1128 imm: 0
	    ; 164-192
	1717: LdXMemDW dst: r0 src: r9 off: 1128 imm: 0
	    ; 164-192
	1718: StXMemDW dst: r6 src: r0 off: 1136 imm: 0
	    ; 164-192
	1719: LdXMemDW dst: r0 src: r9 off: 1136 imm: 0
	    ; 164-192
	1720: StXMemDW dst: r6 src: r0 off: 1144 imm: 0
	    ; 164-192
	1721: LdXMemDW dst: r0 src: r9 off: 1144 imm: 0
	    ; 164-192
	1722: StXMemDW dst: r6 src: r0 off: 1152 imm: 0
	    ; 164-192
	1723: LdXMemDW dst: r0 src: r9 off: 1152 imm: 0
	    ; 164-192
	1724: StXMemDW dst: r6 src: r0 off: 1160 imm: 0
	    ; 164-192
	1725: LdXMemDW dst: r0 src: r9 off: 1160 imm: 0
	    ; 164-192
	1726: StXMemDW dst: r6 src: r0 off: 1168 imm: 0
	    ; 164-192
	1727: LdXMemDW dst: r0 src: r9 off: 1168 imm: 0
	    ; 164-192
	1728: StXMemDW dst: r6 src: r0 off: 1176 imm: 0
	    ; 164-192
	1729: LdXMemDW dst: r0 src: r9 off: 1176 imm: 0
	    ; 164-192
	1730: StXMemDW dst: r6 src: r0 off: 1184 imm: 0
	    ; 164-192
	1731: LdXMemDW dst: r0 src: r9 off: 1184 imm: 0
	    ; 164-192
	1732: StXMemDW dst: r6 src: r0 off: 1192 imm: 0
	    ; 164-192
	1733: LdXMemDW dst: r0 src: r9 off: 1192 imm: 0
	    ; 164-192
	1734: StXMemDW dst: r6 src: r0 off: 1200 imm: 0
	    ; 164-192
	1735: LdXMemDW dst: r0 src: r9 off: 1200 imm: 0
	    ; 164-192
	1736: StXMemDW dst: r6 src: r0 off: 1208 imm: 0
	    ; 164-192
	1737: LdXMemDW dst: r0 src: r9 off: 1208 imm: 0
	    ; 164-192
	1738: StXMemDW dst: r6 src: r0 off: 1216 imm: 0
	    ; 164-192
	1739: LdXMemDW dst: r0 src: r9 off: 1216 imm: 0
	    ; 164-192
	1740: StXMemDW dst: r6 src: r0 off: 1224 imm: 0
	    ; 164-192
	1741: LdXMemDW dst: r0 src: r9 off: 1224 imm: 0
	    ; 164-192
	1742: StXMemDW dst: r6 src: r0 off: 1232 imm: 0
	    ; 164-192
	1743: LdXMemDW dst: r0 src: r9 off: 1232 imm: 0
	    ; 164-192
	1744: StXMemDW dst: r6 src: r0 off: 1240 imm: 0
	    ; 164-192
	1745: LdXMemDW dst: r0 src: r9 off: 1240 imm: 0
	    ; 164-192
	1746: StXMemDW dst: r6 src: r0 off: 1248 imm: 0
	    ; 164-192
	1747: LdXMemDW dst: r0 src: r9 off: 1248 imm: 0
	    ; 164-192
	1748: StXMemDW dst: r6 src: r0 off: 1256 imm: 0
	    ; 164-192
	1749: LdXMemDW dst: r0 src: r9 off: 1256 imm: 0
	    ; 164-192
	1750: StXMemDW dst: r6 src: r0 off: 1264 imm: 0
	    ; 164-192
	1751: LdXMemDW dst: r0 src: r9 off: 1264 imm: 0
	    ; 164-192
	1752: StXMemDW dst: r6 src: r0 off: 1272 imm: 0
	    ; 164-192
	1753: LdXMemDW dst: r0 src: r9 off: 1272 imm: 0
	    ; 164-192
	1754: StXMemDW dst: r6 src: r0 off: 1280 imm: 0
	    ; 164-192
	1755: LdXMemDW dst: r0 src: r9 off: 1280 imm: 0
	    ; 164-192
	1756: StXMemDW dst: r6 src: r0 off: 1288 imm: 0
	    ; 164-192
	1757: LdXMemDW dst: r0 src: r9 off: 1288 imm: 0
	    ; 164-192
	1758: StXMemDW dst: r6 src: r0 off: 1296 imm: 0
	    ; 164-192
	1759: LdXMemDW dst: r0 src: r9 off: 1296 imm: 0
	    ; 164-192
	1760: StXMemDW dst: r6 src: r0 off: 1304 imm: 0
	    ; 164-192
	1761: LdXMemDW dst: r0 src: r9 off: 1304 imm: 0
	    ; 164-192
	1762: StXMemDW dst: r6 src: r0 off: 1312 imm: 0
	    ; 164-192
	1763: LdXMemDW dst: r0 src: r9 off: 1312 imm: 0
	    ; 164-192
	1764: StXMemDW dst: r6 src: r0 off: 1320 imm: 0
	    ; 164-192
	1765: LdXMemDW dst: r0 src: r9 off: 1320 imm: 0
	    ; 164-192
	1766: StXMemDW dst: r6 src: r0 off: 1328 imm: 0
	    ; 164-192
	1767: LdXMemDW dst: r0 src: r9 off: 1328 imm: 0
	    ; 164-192
	1768: StXMemDW dst: r6 src: r0 off: 1336 imm: 0
	    ; 164-192
	1769: LdXMemDW dst: r0 src: r9 off: 1336 imm: 0
	    ; 164-192
	1770: StXMemDW dst: r6 src: r0 off: 1344 imm: 0
	    ; 164-192
	1771: LdXMemDW dst: r0 src: r9 off: 1344 imm: 0
	    ; 164-192
	1772: StXMemDW dst: r6 src: r0 off: 1352 imm: 0
	    ; 164-192
	1773: LdXMemDW dst: r0 src: r9 off: 1352 imm: 0
	    ; 164-192
	1774: StXMemDW dst: r6 src: r0 off: 1360 imm: 0
	    ; 164-192
	1775: LdXMemDW dst: r0 src: r9 off: 1360 imm: 0
	    ; 164-192
	1776: StXMemDW dst: r6 src: r0 off: 1368 imm: 0
	    ; 164-192
	1777: LdXMemDW dst: r0 src: r9 off: 1368 imm: 0
	    ; 164-192
	1778: StXMemDW dst: r6 src: r0 off: 1376 imm: 0
	    ; 164-192
	1779: LdXMemDW dst: r0 src: r9 off: 1376 imm: 0
	    ; 164-192
	1780: StXMemDW dst: r6 src: r0 off: 1384 imm: 0
	    ; 164-192
	1781: LdXMemDW dst: r0 src: r9 off: 1384 imm: 0
	    ; 164-192
	1782: StXMemDW dst: r6 src: r0 off: 1392 imm: 0
	    ; 164-192
	1783: LdXMemDW dst: r0 src: r9 off: 1392 imm: 0
	    ; 164-192
	1784: StXMemDW dst: r6 src: r0 off: 1400 imm: 0
	    ; 164-192
	1785: LdXMemDW dst: r0 src: r9 off: 1400 imm: 0
	    ; 164-192
	1786: StXMemDW dst: r6 src: r0 off: 1408 imm: 0
	    ; 164-192
	1787: LdXMemDW dst: r0 src: r9 off: 1408 imm: 0
	    ; 164-192
	1788: StXMemDW dst: r6 src: r0 off: 1416 imm: 0
	    ; 164-192
	1789: LdXMemDW dst: r0 src: r9 off: 1416 imm: 0
	    ; 164-192
	1790: StXMemDW dst: r6 src: r0 off: 1424 imm: 0
	    ; 164-192
	1791: LdXMemDW dst: r0 src: r9 off: 1424 imm: 0
	    ; 164-192
	1792: StXMemDW dst: r6 src: r0 off: 1432 imm: 0
	    ; 164-192
	1793: LdXMemDW dst: r0 src: r9 off: 1432 imm: 0
	    ; 164-192
	1794: StXMemDW dst: r6 src: r0 off: 1440 imm: 0
	    ; 164-192
	1795: LdXMemDW dst: r0 src: r9 off: 1440 imm: 0
	    ; 164-192
	1796: StXMemDW dst: r6 src: r0 off: 1448 imm: 0
	    ; 164-192
	1797: LdXMemDW dst: r0 src: r9 off: 1448 imm: 0
	    ; 164-192
	1798: StXMemDW dst: r6 src: r0 off: 1456 imm: 0
	    ; 164-192
	1799: LdXMemDW dst: r0 src: r9 off: 1456 imm: 0
	    ; 164-192
	1800: StXMemDW dst: r6 src: r0 off: 1464 imm: 0
	    ; 164-192
	1801: LdXMemDW dst: r0 src: r9 off: 1464 imm: 0
	    ; 164-192
	1802: StXMemDW dst: r6 src: r0 off: 1472 imm: 0
	    ; 164-192
	1803: LdXMemDW dst: r0 src: r9 off: 1472 imm: 0
	    ; 164-192
	1804: StXMemDW dst: r6 src: r0 off: 1480 imm: 0
	    ; 164-192
	1805: LdXMemDW dst: r0 src: r9 off: 1480 imm: 0
	    ; 164-192
	1806: StXMemDW dst: r6 src: r0 off: 1488 imm: 0
	    ; 164-192
	1807: LdXMemDW dst: r0 src: r9 off: 1488 imm: 0
	    ; 164-192
	1808: StXMemDW dst: r6 src: r0 off: 1496 imm: 0
	    ; 164-192
	1809: LdXMemDW dst: r0 src: r9 off: 1496 imm: 0
	    ; 164-192
	1810: StXMemDW dst: r6 src: r0 off: 1504 imm: 0
	    ; 164-192
	1811: LdXMemDW dst: r0 src: r9 off: 1504 imm: 0
	    ; 164-192
	1812: StXMemDW dst: r6 src: r0 off: 1512 imm: 0
	    ; 164-192
	1813: LdXMemDW dst: r0 src: r9 off: 1512 imm: 0
	    ; 164-192
	1814: StXMemDW dst: r6 src: r0 off: 1520 imm: 0
	    ; 164-192
	1815: LdXMemDW dst: r0 src: r9 off: 1520 imm: 0
	    ; 164-192
	1816: StXMemDW dst: r6 src: r0 off: 1528 imm: 0
	    ; 164-192
	1817: LdXMemDW dst: r0 src: r9 off: 1528 imm: 0
	    ; 164-192
	1818: StXMemDW dst: r6 src: r0 off: 1536 imm: 0
	    ; 164-192
	1819: LdXMemDW dst: r0 src: r9 off: 1536 imm: 0
	    ; 164-192
	1820: StXMemDW dst: r6 src: r0 off: 1544 imm: 0
	    ; 164-192
	1821: LdXMemDW dst: r0 src: r9 off: 1544 imm: 0
	    ; 164-192
	1822: StXMemDW dst: r6 src: r0 off: 1552 imm: 0
	    ; 164-192
	1823: LdXMemDW dst: r0 src: r9 off: 1552 imm: 0
	    ; 164-192
	1824: StXMemDW dst: r6 src: r0 off: 1560 imm: 0
	    ; 164-192
	1825: LdXMemDW dst: r0 src: r9 off: 1560 imm: 0
	    ; 164-192
	1826: StXMemDW dst: r6 src: r0 off: 1568 imm: 0
	    ; 164-192
	1827: LdXMemDW dst: r0 src: r9 off: 1568 imm: 0
	    ; 164-192
	1828: StXMemDW dst: r6 src: r0 off: 1576 imm: 0
	    ; 164-192
	1829: LdXMemDW dst: r0 src: r9 off: 1576 imm: 0
	    ; 164-192
	1830: StXMemDW dst: r6 src: r0 off: 1584 imm: 0
	    ; 164-192
	1831: LdXMemDW dst: r0 src: r9 off: 1584 imm: 0
	    ; 164-192
	1832: StXMemDW dst: r6 src: r0 off: 1592 imm: 0
	    ; 164-192
	1833: LdXMemDW dst: r0 src: r9 off: 1592 imm: 0
	    ; 164-192
	1834: StXMemDW dst: r6 src: r0 off: 1600 imm: 0
	    ; 164-192
	1835: LdXMemDW dst: r0 src: r9 off: 1600 imm: 0
	    ; 164-192
	1836: StXMemDW dst: r6 src: r0 off: 1608 imm: 0
	    ; 164-192
	1837: LdXMemDW dst: r0 src: r9 off: 1608 imm: 0
	    ; 164-192
	1838: StXMemDW dst: r6 src: r0 off: 1616 imm: 0
	    ; 164-192
	1839: LdXMemDW dst: r0 src: r9 off: 1616 imm: 0
	    ; 164-192
	1840: StXMemDW dst: r6 src: r0 off: 1624 imm: 0
	    ; 164-192
	1841: LdXMemDW dst: r0 src: r9 off: 1624 imm: 0
	    ; 164-192
	1842: StXMemDW dst: r6 src: r0 off: 1632 imm: 0
	    ; 164-192
	1843: LdXMemDW dst: r0 src: r9 off: 1632 imm: 0
	    ; 164-192
	1844: StXMemDW dst: r6 src: r0 off: 1640 imm: 0
	    ; 164-192
	1845: LdXMemDW dst: r0 src: r9 off: 1640 imm: 0
	    ; 164-192
	1846: StXMemDW dst: r6 src: r0 off: 1648 imm: 0
	    ; 164-192
	1847: LdXMemDW dst: r0 src: r9 off: 1648 imm: 0
	    ; 164-192
	1848: StXMemDW dst: r6 src: r0 off: 1656 imm: 0
	    ; 164-192
	1849: LdXMemDW dst: r0 src: r9 off: 1656 imm: 0
	    ; 164-192
	1850: StXMemDW dst: r6 src: r0 off: 1664 imm: 0
	    ; 164-192
	1851: LdXMemDW dst: r0 src: r9 off: 1664 imm: 0
	    ; 164-192
	1852: StXMemDW dst: r6 src: r0 off: 1672 imm: 0
	    ; 164-192
	1853: LdXMemDW dst: r0 src: r9 off: 1672 imm: 0
	    ; 164-192
	1854: StXMemDW dst: r6 src: r0 off: 1680 imm: 0
	    ; 164-192
	1855: LdXMemDW dst: r0 src: r9 off: 1680 imm: 0
	    ; 164-192
	1856: StXMemDW dst: r6 src: r0 off: 1688 imm: 0
	    ; 164-192
	1857: LdXMemDW dst: r0 src: r9 off: 1688 imm: 0
	    ; 164-192
	1858: StXMemDW dst: r6 src: r0 off: 1696 imm: 0
	    ; 164-192
	1859: LdXMemDW dst: r0 src: r9 off: 1696 imm: 0
	    ; 164-192
	1860: StXMemDW dst: r6 src: r0 off: 1704 imm: 0
	    ; 164-192
	1861: LdXMemDW dst: r0 src: r9 off: 1704 imm: 0
	    ; 164-192
	1862: StXMemDW dst: r6 src: r0 off: 1712 imm: 0
	    ; 164-192
	1863: LdXMemDW dst: r0 src: r9 off: 1712 imm: 0
	    ; 164-192
	1864: StXMemDW dst: r6 src: r0 off: 1720 imm: 0
	    ; 164-192
	1865: LdXMemDW dst: r0 src: r9 off: 1720 imm: 0
	    ; 164-192
	1866: StXMemDW dst: r6 src: r0 off: 1728 imm: 0
	    ; 164-192
	1867: LdXMemDW dst: r0 src: r9 off: 1728 imm: 0
	    ; 164-192
	1868: StXMemDW dst: r6 src: r0 off: 1736 imm: 0
	    ; 164-192
	1869: LdXMemDW dst: r0 src: r9 off: 1736 imm: 0
	    ; 164-192
	1870: StXMemDW dst: r6 src: r0 off: 1744 imm: 0
	    ; 164-192
	1871: LdXMemDW dst: r0 src: r9 off: 1744 imm: 0
	    ; 164-192
	1872: StXMemDW dst: r6 src: r0 off: 1752 imm: 0
	    ; 164-192
	1873: LdXMemDW dst: r0 src: r9 off: 1752 imm: 0
	    ; 164-192
	1874: StXMemDW dst: r6 src: r0 off: 1760 imm: 0
	    ; 164-192
	1875: LdXMemDW dst: r0 src: r9 off: 1760 imm: 0
	    ; 164-192
	1876: StXMemDW dst: r6 src: r0 off: 1768 imm: 0
	    ; 164-192
	1877: LdXMemDW dst: r0 src: r9 off: 1768 imm: 0
	    ; 164-192
	1878: StXMemDW dst: r6 src: r0 off: 1776 imm: 0
	    ; 164-192
	1879: LdXMemDW dst: r0 src: r9 off: 1776 imm: 0
	    ; 164-192
	1880: StXMemDW dst: r6 src: r0 off: 1784 imm: 0
	    ; 164-192
	1881: LdXMemDW dst: r0 src: r9 off: 1784 imm: 0
	    ; 164-192
	1882: StXMemDW dst: r6 src: r0 off: 1792 imm: 0
	    ; 164-192
	1883: LdXMemDW dst: r0 src: r9 off: 1792 imm: 0
	    ; 164-192
	1884: StXMemDW dst: r6 src: r0 off: 1800 imm: 0
	    ; 164-192
	1885: LdXMemDW dst: r0 src: r9 off: 1800 imm: 0
	    ; 164-192
	1886: StXMemDW dst: r6 src: r0 off: 1808 imm: 0
	    ; 164-192
	1887: LdXMemDW dst: r0 src: r9 off: 1808 imm: 0
	    ; 164-192
	1888: StXMemDW dst: r6 src: r0 off: 1816 imm: 0
	    ; 164-192
	1889: LdXMemDW dst: r0 src: r9 off: 1816 imm: 0
	    ; 164-192
	1890: StXMemDW dst: r6 src: r0 off: 1824 imm: 0
	    ; 164-192
	1891: LdXMemDW dst: r0 src: r9 off: 1824 imm: 0
	    ; 164-192
	1892: StXMemDW dst: r6 src: r0 off: 1832 imm: 0
	    ; 164-192
	1893: LdXMemDW dst: r0 src: r9 off: 1832 imm: 0
	    ; 164-192
	1894: StXMemDW dst: r6 src: r0 off: 1840 imm: 0
	    ; 164-192
	1895: LdXMemDW dst: r0 src: r9 off: 1840 imm: 0
	    ; 164-192
	1896: StXMemDW dst: r6 src: r0 off: 1848 imm: 0
	    ; 164-192
	1897: LdXMemDW dst: r0 src: r9 off: 1848 imm: 0
	    ; 164-192
	1898: StXMemDW dst: r6 src: r0 off: 1856 imm: 0
	    ; 164-192
	1899: LdXMemDW dst: r0 src: r9 off: 1856 imm: 0
	    ; 164-192
	1900: StXMemDW dst: r6 src: r0 off: 1864 imm: 0
	    ; 164-192
	1901: LdXMemDW dst: r0 src: r9 off: 1864 imm: 0
	    ; 164-192
	1902: StXMemDW dst: r6 src: r0 off: 1872 imm: 0
	    ; 164-192
	1903: LdXMemDW dst: r0 src: r9 off: 1872 imm: 0
	    ; 164-192
	1904: StXMemDW dst: r6 src: r0 off: 1880 imm: 0
	    ; 164-192
	1905: LdXMemDW dst: r0 src: r9 off: 1880 imm: 0
	    ; 164-192
	1906: StXMemDW dst: r6 src: r0 off: 1888 imm: 0
	    ; 164-192
	1907: LdXMemDW dst: r0 src: r9 off: 1888 imm: 0
	    ; 164-192
	1908: StXMemDW dst: r6 src: r0 off: 1896 imm: 0
	    ; 164-192
	1909: LdXMemDW dst: r0 src: r9 off: 1896 imm: 0
	    ; 164-192
	1910: StXMemDW dst: r6 src: r0 off: 1904 imm: 0
	    ; 164-192
	1911: LdXMemDW dst: r0 src: r9 off: 1904 imm: 0
	    ; 164-192
	1912: StXMemDW dst: r6 src: r0 off: 1912 imm: 0
	    ; 164-192
	1913: LdXMemDW dst: r0 src: r9 off: 1912 imm: 0
	    ; 164-192
	1914: StXMemDW dst: r6 src: r0 off: 1920 imm: 0
	    ; 164-192
	1915: LdXMemDW dst: r0 src: r9 off: 1920 imm: 0
	    ; 164-192
	1916: StXMemDW dst: r6 src: r0 off: 1928 imm: 0
	    ; 164-192
	1917: LdXMemDW dst: r0 src: r9 off: 1928 imm: 0
	    ; 164-192
	1918: StXMemDW dst: r6 src: r0 off: 1936 imm: 0
	    ; 164-192
	1919: LdXMemDW dst: r0 src: r9 off: 1936 imm: 0
	    ; 164-192
	1920: StXMemDW dst: r6 src: r0 off: 1944 imm: 0
	    ; 164-192
	1921: LdXMemDW dst: r0 src: r9 off: 1944 imm: 0
	    ; 164-192
	1922: StXMemDW dst: r6 src: r0 off: 1952 imm: 0
	    ; 164-192
	1923: LdXMemDW dst: r0 src: r9 off: 1952 imm: 0
	    ; 164-192
	1924: StXMemDW dst: r6 src: r0 off: 1960 imm: 0
	    ; 164-192
	1925: LdXMemDW dst: r0 src: r9 off: 1960 imm: 0
	    ; 164-192
	1926: StXMemDW dst: r6 src: r0 off: 1968 imm: 0
	    ; 164-192
	1927: LdXMemDW dst: r0 src: r9 off: 1968 imm: 0
	    ; 164-192
	1928: StXMemDW dst: r6 src: r0 off: 1976 imm: 0
	    ; 164-192
	1929: LdXMemDW dst: r0 src: r9 off: 1976 imm: 0
	    ; 164-192
	1930: StXMemDW dst: r6 src: r0 off: 1984 imm: 0
	    ; 164-192
	1931: LdXMemDW dst: r0 src: r9 off: 1984 imm: 0
	    ; 164-192
	1932: StXMemDW dst: r6 src: r0 off: 1992 imm: 0
	    ; 164-192
	1933: LdXMemDW dst: r0 src: r9 off: 1992 imm: 0
	    ; 164-192
	1934: StXMemDW dst: r6 src: r0 off: 2000 imm: 0
	    ; 164-192
	1935: LdXMemDW dst: r0 src: r9 off: 2000 imm: 0
	    ; 164-192
	1936: StXMemDW dst: r6 src: r0 off: 2008 imm: 0
	    ; 164-192
	1937: LdXMemDW dst: r0 src: r9 off: 2008 imm: 0
	    ; 164-192
	1938: StXMemDW dst: r6 src: r0 off: 2016 imm: 0
	    ; 164-192
	1939: LdXMemDW dst: r0 src: r9 off: 2016 imm: 0
	    ; 164-192
	1940: StXMemDW dst: r6 src: r0 off: 2024 imm: 0
	    ; 164-192
	1941: LdXMemDW dst: r0 src: r9 off: 2024 imm: 0
	    ; 164-192
	1942: StXMemDW dst: r6 src: r0 off: 2032 imm: 0
	    ; 164-192
	1943: LdXMemDW dst: r0 src: r9 off: 2032 imm: 0
	    ; 164-192
	1944: StXMemDW dst: r6 src: r0 off: 2040 imm: 0
	    ; 164-192
	1945: LdXMemDW dst: r0 src: r9 off: 2040 imm: 0
	    ; 164-192
	1946: StXMemDW dst: r6 src: r0 off: 2048 imm: 0
	    ; 164-192
	1947: MovReg dst: r1 src: r6
	    ; 164-192
	1948: MovImm dst: r2 imm: 1
	    ; 164-192
	1949: Call FnRingbufSubmit
p0_tracepoint_L9:
	    ; 164-192
	1950: Ja off: 0
p0_tracepoint_L4:
	    ; 197-242
	1951: LoadMapPtr dst: r1 fd: 0 <m2_last2>
	    ; 197-242
	1953: LdImmDW dst: r2 imm: -1 <p0_tracepoint_cb1>
	    ; 197-242
	1955: MovReg dst: r3 src: rfp
	    ; 197-242
	1956: MovImm dst: r4 imm: 0
	    ; 197-242
	1957: Call FnForEachMapElem
p0_tracepoint_L1:
	    ; 197-242
	1958: MovImm dst: r0 imm: 0
	    ; 197-242
	1959: Exit
p0_tracepoint_cb1:
	    ; 197-242
	1960: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	    ; 197-242
	1961: StMemDW dst: rfp src: r0 off: -48 imm: 0
	    ; 197-242
	1962: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	    ; 197-242
	1963: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 197-242
	1964: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	    ; 197-242
	1965: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 197-242
	1966: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	    ; 197-242
	1967: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 197-242
	1968: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	    ; 197-242
	1969: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	    ; 197-242
	1970: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	    ; 197-242
	1971: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	    ; 197-242
	1972: StMemDW dst: rfp src: r0 off: -72 imm: 0
	    ; 197-242
	1973: LoadMapPtr dst: r1 fd: 0 <scratch>
	    ; 197-242
	1975: MovReg dst: r2 src: rfp
	    ; 197-242
	1976: AddImm dst: r2 imm: -72
	    ; 197-242
	1977: Call FnMapLookupElem
	    ; 197-242
	1978: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	    ; 197-242
	1979: MovReg dst: r9 src: r0
	    ; 197-242
	1980: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	    ; 197-242
	1981: LdXMemDW dst: r3 src: rfp off: -64 imm: 0
	    ; 197-242
	1982: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	    ; 197-242
	1983: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 197-242
	1984: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	    ; 197-242
	1985: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 218-239
	1986: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 218-239
	1988: MovImm dst: r2 imm: 16
	    ; 218-239
	1989: MovImm dst: r3 imm: 0
	    ; 218-239
	1990: Call FnRingbufReserve
	    ; 218-239
	1991: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L14>
	    ; 218-239
	1992: StMemDW dst: rfp src: r0 off: -80 imm: 0
	    ; 218-239
	1993: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 218-239
	1995: MovReg dst: r2 src: rfp
	    ; 218-239
	1996: AddImm dst: r2 imm: -80
	    ; 218-239
	1997: Call FnMapLookupElem
	    ; 218-239
	1998: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L16>
	    ; 218-239
	1999: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 218-239
	2000: AddImm dst: r1 imm: 1
	    ; 218-239
	2001: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L16:
	    ; 218-239
	2002: Ja off: -1 <p0_tracepoint_L15>
p0_tracepoint_L14:
	    ; 218-239
	2003: MovReg dst: r6 src: r0
	    ; 218-239
	2004: LdImmDW dst: r1 imm: 4294967297
	    ; 218-239
	2006: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	    ; 218-239
	2007: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	    ; 218-239
	2008: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	    ; 218-239
	2009: MovReg dst: r1 src: r6
	    ; 218-239
	2010: MovImm dst: r2 imm: 1
	    ; 218-239
	2011: Call FnRingbufSubmit
p0_tracepoint_L15:
	    ; 218-239
	2012: Ja off: 0
p0_tracepoint_L13:
	    ; 218-239
	2013: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	    ; 218-239
	2014: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	    ; 218-239
	2015: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	    ; 218-239
	2016: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	    ; 218-239
	2017: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	    ; 218-239
	2018: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	    ; 218-239
	2019: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	    ; 218-239
	2020: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	    ; 218-239
	2021: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	    ; 218-239
	2022: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	    ; 218-239
	2023: Exit

p1_END (RawTracepoint):
p1_END:
	  ; 245-245
	 0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	  ; 251-266
	 1: LdImmDW dst: r0 imm: 120
	  ; 251-266
	 3: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  ; 251-266
	 4: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  ; 251-266
	 5: MovImm dst: r6 imm: 1
	  ; 251-266
	 6: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  ; 251-266
	 7: LoadMapPtr dst: r1 fd: 0 <m2_last2>
	  ; 251-266
	 9: MovReg dst: r2 src: rfp
	  ; 251-266
	10: AddImm dst: r2 imm: -24
	  ; 251-266
	11: MovReg dst: r3 src: rfp
	  ; 251-266
	12: AddImm dst: r3 imm: -16
	  ; 251-266
	13: MovImm dst: r4 imm: 0
	  ; 251-266
	14: Call FnMapUpdateElem
p1_END_L1:
	  ; 251-266
	15: MovImm dst: r0 imm: 0
	  ; 251-266
	16: Exit
