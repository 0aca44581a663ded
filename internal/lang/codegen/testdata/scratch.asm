map m0_ @ key=1040 value=8 percpu=true array=false bucketed=false
map m1_last @last key=8 value=1024 percpu=false array=false bucketed=false
map m2_last2 @last2 key=8 value=8 percpu=false array=false bucketed=false

p0_tracepoint (TracePoint):
p0_tracepoint:
	    ; stdin:2:1: tracepoint:syscalls:sys_enter_openat {
	   0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	   1: StMemDW dst: rfp src: r0 off: -16 imm: 0
	   2: LoadMapPtr dst: r1 fd: 0 <scratch>
	   4: MovReg dst: r2 src: rfp
	   5: AddImm dst: r2 imm: -16
	   6: Call FnMapLookupElem
	   7: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L1>
	   8: MovReg dst: r9 src: r0
	   9: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  10: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  11: StMemDW dst: r9 src: r0 off: 0 imm: 0
	  12: StMemDW dst: r9 src: r0 off: 8 imm: 0
	  13: StMemDW dst: r9 src: r0 off: 16 imm: 0
	  14: StMemDW dst: r9 src: r0 off: 24 imm: 0
	  15: StMemDW dst: r9 src: r0 off: 32 imm: 0
	  16: StMemDW dst: r9 src: r0 off: 40 imm: 0
	  17: StMemDW dst: r9 src: r0 off: 48 imm: 0
	  18: StMemDW dst: r9 src: r0 off: 56 imm: 0
	  19: StMemDW dst: r9 src: r0 off: 64 imm: 0
	  20: StMemDW dst: r9 src: r0 off: 72 imm: 0
	  21: StMemDW dst: r9 src: r0 off: 80 imm: 0
	  22: StMemDW dst: r9 src: r0 off: 88 imm: 0
	  23: StMemDW dst: r9 src: r0 off: 96 imm: 0
	  24: StMemDW dst: r9 src: r0 off: 104 imm: 0
	  25: StMemDW dst: r9 src: r0 off: 112 imm: 0
	  26: StMemDW dst: r9 src: r0 off: 120 imm: 0
	  27: StMemDW dst: r9 src: r0 off: 128 imm: 0
	  28: StMemDW dst: r9 src: r0 off: 136 imm: 0
	  29: StMemDW dst: r9 src: r0 off: 144 imm: 0
	  30: StMemDW dst: r9 src: r0 off: 152 imm: 0
	  31: StMemDW dst: r9 src: r0 off: 160 imm: 0
	  32: StMemDW dst: r9 src: r0 off: 168 imm: 0
	  33: StMemDW dst: r9 src: r0 off: 176 imm: 0
	  34: StMemDW dst: r9 src: r0 off: 184 imm: 0
	  35: StMemDW dst: r9 src: r0 off: 192 imm: 0
	  36: StMemDW dst: r9 src: r0 off: 200 imm: 0
	  37: StMemDW dst: r9 src: r0 off: 208 imm: 0
	  38: StMemDW dst: r9 src: r0 off: 216 imm: 0
	  39: StMemDW dst: r9 src: r0 off: 224 imm: 0
	  40: StMemDW dst: r9 src: r0 off: 232 imm: 0
	  41: StMemDW dst: r9 src: r0 off: 240 imm: 0
	  42: StMemDW dst: r9 src: r0 off: 248 imm: 0
	  43: StMemDW dst: r9 src: r0 off: 256 imm: 0
	  44: StMemDW dst: r9 src: r0 off: 264 imm: 0
	  45: StMemDW dst: r9 src: r0 off: 272 imm: 0
	  46: StMemDW dst: r9 src: r0 off: 280 imm: 0
	  47: StMemDW dst: r9 src: r0 off: 288 imm: 0
	  48: StMemDW dst: r9 src: r0 off: 296 imm: 0
	  49: StMemDW dst: r9 src: r0 off: 304 imm: 0
	  50: StMemDW dst: r9 src: r0 off: 312 imm: 0
	  51: StMemDW dst: r9 src: r0 off: 320 imm: 0
	  52: StMemDW dst: r9 src: r0 off: 328 imm: 0
	  53: StMemDW dst: r9 src: r0 off: 336 imm: 0
	  54: StMemDW dst: r9 src: r0 off: 344 imm: 0
	  55: StMemDW dst: r9 src: r0 off: 352 imm: 0
	  56: StMemDW dst: r9 src: r0 off: 360 imm: 0
	  57: StMemDW dst: r9 src: r0 off: 368 imm: 0
	  58: StMemDW dst: r9 src: r0 off: 376 imm: 0
	  59: StMemDW dst: r9 src: r0 off: 384 imm: 0
	  60: StMemDW dst: r9 src: r0 off: 392 imm: 0
	  61: StMemDW dst: r9 src: r0 off: 400 imm: 0
	  62: StMemDW dst: r9 src: r0 off: 408 imm: 0
	  63: StMemDW dst: r9 src: r0 off: 416 imm: 0
	  64: StMemDW dst: r9 src: r0 off: 424 imm: 0
	  65: StMemDW dst: r9 src: r0 off: 432 imm: 0
	  66: StMemDW dst: r9 src: r0 off: 440 imm: 0
	  67: StMemDW dst: r9 src: r0 off: 448 imm: 0
	  68: StMemDW dst: r9 src: r0 off: 456 imm: 0
	  69: StMemDW dst: r9 src: r0 off: 464 imm: 0
	  70: StMemDW dst: r9 src: r0 off: 472 imm: 0
	  71: StMemDW dst: r9 src: r0 off: 480 imm: 0
	  72: StMemDW dst: r9 src: r0 off: 488 imm: 0
	  73: StMemDW dst: r9 src: r0 off: 496 imm: 0
	  74: StMemDW dst: r9 src: r0 off: 504 imm: 0
	  75: StMemDW dst: r9 src: r0 off: 512 imm: 0
	  76: StMemDW dst: r9 src: r0 off: 520 imm: 0
	  77: StMemDW dst: r9 src: r0 off: 528 imm: 0
	  78: StMemDW dst: r9 src: r0 off: 536 imm: 0
	  79: StMemDW dst: r9 src: r0 off: 544 imm: 0
	  80: StMemDW dst: r9 src: r0 off: 552 imm: 0
	  81: StMemDW dst: r9 src: r0 off: 560 imm: 0
	  82: StMemDW dst: r9 src: r0 off: 568 imm: 0
	  83: StMemDW dst: r9 src: r0 off: 576 imm: 0
	  84: StMemDW dst: r9 src: r0 off: 584 imm: 0
	  85: StMemDW dst: r9 src: r0 off: 592 imm: 0
	  86: StMemDW dst: r9 src: r0 off: 600 imm: 0
	  87: StMemDW dst: r9 src: r0 off: 608 imm: 0
	  88: StMemDW dst: r9 src: r0 off: 616 imm: 0
	  89: StMemDW dst: r9 src: r0 off: 624 imm: 0
	  90: StMemDW dst: r9 src: r0 off: 632 imm: 0
	  91: StMemDW dst: r9 src: r0 off: 640 imm: 0
	  92: StMemDW dst: r9 src: r0 off: 648 imm: 0
	  93: StMemDW dst: r9 src: r0 off: 656 imm: 0
	  94: StMemDW dst: r9 src: r0 off: 664 imm: 0
	  95: StMemDW dst: r9 src: r0 off: 672 imm: 0
	  96: StMemDW dst: r9 src: r0 off: 680 imm: 0
	  97: StMemDW dst: r9 src: r0 off: 688 imm: 0
	  98: StMemDW dst: r9 src: r0 off: 696 imm: 0
	  99: StMemDW dst: r9 src: r0 off: 704 imm: 0
	 100: StMemDW dst: r9 src: r0 off: 712 imm: 0
	 101: StMemDW dst: r9 src: r0 off: 720 imm: 0
	 102: StMemDW dst: r9 src: r0 off: 728 imm: 0
	 103: StMemDW dst: r9 src: r0 off: 736 imm: 0
	 104: StMemDW dst: r9 src: r0 off: 744 imm: 0
	 105: StMemDW dst: r9 src: r0 off: 752 imm: 0
	 106: StMemDW dst: r9 src: r0 off: 760 imm: 0
	 107: StMemDW dst: r9 src: r0 off: 768 imm: 0
	 108: StMemDW dst: r9 src: r0 off: 776 imm: 0
	 109: StMemDW dst: r9 src: r0 off: 784 imm: 0
	 110: StMemDW dst: r9 src: r0 off: 792 imm: 0
	 111: StMemDW dst: r9 src: r0 off: 800 imm: 0
	 112: StMemDW dst: r9 src: r0 off: 808 imm: 0
	 113: StMemDW dst: r9 src: r0 off: 816 imm: 0
	 114: StMemDW dst: r9 src: r0 off: 824 imm: 0
	 115: StMemDW dst: r9 src: r0 off: 832 imm: 0
	 116: StMemDW dst: r9 src: r0 off: 840 imm: 0
	 117: StMemDW dst: r9 src: r0 off: 848 imm: 0
	 118: StMemDW dst: r9 src: r0 off: 856 imm: 0
	 119: StMemDW dst: r9 src: r0 off: 864 imm: 0
	 120: StMemDW dst: r9 src: r0 off: 872 imm: 0
	 121: StMemDW dst: r9 src: r0 off: 880 imm: 0
	 122: StMemDW dst: r9 src: r0 off: 888 imm: 0
	 123: StMemDW dst: r9 src: r0 off: 896 imm: 0
	 124: StMemDW dst: r9 src: r0 off: 904 imm: 0
	 125: StMemDW dst: r9 src: r0 off: 912 imm: 0
	 126: StMemDW dst: r9 src: r0 off: 920 imm: 0
	 127: StMemDW dst: r9 src: r0 off: 928 imm: 0
	 128: StMemDW dst: r9 src: r0 off: 936 imm: 0
	 129: StMemDW dst: r9 src: r0 off: 944 imm: 0
	 130: StMemDW dst: r9 src: r0 off: 952 imm: 0
	 131: StMemDW dst: r9 src: r0 off: 960 imm: 0
	 132: StMemDW dst: r9 src: r0 off: 968 imm: 0
	 133: StMemDW dst: r9 src: r0 off: 976 imm: 0
	 134: StMemDW dst: r9 src: r0 off: 984 imm: 0
	 135: StMemDW dst: r9 src: r0 off: 992 imm: 0
	 136: StMemDW dst: r9 src: r0 off: 1000 imm: 0
	 137: StMemDW dst: r9 src: r0 off: 1008 imm: 0
	 138: StMemDW dst: r9 src: r0 off: 1016 imm: 0
	    ; stdin:3:2: $p = str(args.filename);
	 139: LdXMemDW dst: r1 src: rfp off: -8 imm: 0
	 140: LdXMemDW dst: r6 src: r1 off: 24 imm: 0
	 141: StMemDW dst: r9 src: r0 off: 1024 imm: 0
	 142: StMemDW dst: r9 src: r0 off: 1032 imm: 0
	 143: StMemDW dst: r9 src: r0 off: 1040 imm: 0
	 144: StMemDW dst: r9 src: r0 off: 1048 imm: 0
	 145: StMemDW dst: r9 src: r0 off: 1056 imm: 0
	 146: StMemDW dst: r9 src: r0 off: 1064 imm: 0
	 147: StMemDW dst: r9 src: r0 off: 1072 imm: 0
	 148: StMemDW dst: r9 src: r0 off: 1080 imm: 0
	 149: StMemDW dst: r9 src: r0 off: 1088 imm: 0
	 150: StMemDW dst: r9 src: r0 off: 1096 imm: 0
	 151: StMemDW dst: r9 src: r0 off: 1104 imm: 0
	 152: StMemDW dst: r9 src: r0 off: 1112 imm: 0
	 153: StMemDW dst: r9 src: r0 off: 1120 imm: 0
	 154: StMemDW dst: r9 src: r0 off: 1128 imm: 0
	 155: StMemDW dst: r9 src: r0 off: 1136 imm: 0
	 156: StMemDW dst: r9 src: r0 off: 1144 imm: 0
	 157: StMemDW dst: r9 src: r0 off: 1152 imm: 0
	 158: StMemDW dst: r9 src: r0 off: 1160 imm: 0
	 159: StMemDW dst: r9 src: r0 off: 1168 imm: 0
	 160: StMemDW dst: r9 src: r0 off: 1176 imm: 0
	 161: StMemDW dst: r9 src: r0 off: 1184 imm: 0
	 162: StMemDW dst: r9 src: r0 off: 1192 imm: 0
	 163: StMemDW dst: r9 src: r0 off: 1200 imm: 0
	 164: StMemDW dst: r9 src: r0 off: 1208 imm: 0
	 165: StMemDW dst: r9 src: r0 off: 1216 imm: 0
	 166: StMemDW dst: r9 src: r0 off: 1224 imm: 0
	 167: StMemDW dst: r9 src: r0 off: 1232 imm: 0
	 168: StMemDW dst: r9 src: r0 off: 1240 imm: 0
	 169: StMemDW dst: r9 src: r0 off: 1248 imm: 0
	 170: StMemDW dst: r9 src: r0 off: 1256 imm: 0
	 171: StMemDW dst: r9 src: r0 off: 1264 imm: 0
	 172: StMemDW dst: r9 src: r0 off: 1272 imm: 0
	 173: StMemDW dst: r9 src: r0 off: 1280 imm: 0
	 174: StMemDW dst: r9 src: r0 off: 1288 imm: 0
	 175: StMemDW dst: r9 src: r0 off: 1296 imm: 0
	 176: StMemDW dst: r9 src: r0 off: 1304 imm: 0
	 177: StMemDW dst: r9 src: r0 off: 1312 imm: 0
	 178: StMemDW dst: r9 src: r0 off: 1320 imm: 0
	 179: StMemDW dst: r9 src: r0 off: 1328 imm: 0
	 180: StMemDW dst: r9 src: r0 off: 1336 imm: 0
	 181: StMemDW dst: r9 src: r0 off: 1344 imm: 0
	 182: StMemDW dst: r9 src: r0 off: 1352 imm: 0
	 183: StMemDW dst: r9 src: r0 off: 1360 imm: 0
	 184: StMemDW dst: r9 src: r0 off: 1368 imm: 0
	 185: StMemDW dst: r9 src: r0 off: 1376 imm: 0
	 186: StMemDW dst: r9 src: r0 off: 1384 imm: 0
	 187: StMemDW dst: r9 src: r0 off: 1392 imm: 0
	 188: StMemDW dst: r9 src: r0 off: 1400 imm: 0
	 189: StMemDW dst: r9 src: r0 off: 1408 imm: 0
	 190: StMemDW dst: r9 src: r0 off: 1416 imm: 0
	 191: StMemDW dst: r9 src: r0 off: 1424 imm: 0
	 192: StMemDW dst: r9 src: r0 off: 1432 imm: 0
	 193: StMemDW dst: r9 src: r0 off: 1440 imm: 0
	 194: StMemDW dst: r9 src: r0 off: 1448 imm: 0
	 195: StMemDW dst: r9 src: r0 off: 1456 imm: 0
	 196: StMemDW dst: r9 src: r0 off: 1464 imm: 0
	 197: StMemDW dst: r9 src: r0 off: 1472 imm: 0
	 198: StMemDW dst: r9 src: r0 off: 1480 imm: 0
	 199: StMemDW dst: r9 src: r0 off: 1488 imm: 0
	 200: StMemDW dst: r9 src: r0 off: 1496 imm: 0
	 201: StMemDW dst: r9 src: r0 off: 1504 imm: 0
	 202: StMemDW dst: r9 src: r0 off: 1512 imm: 0
	 203: StMemDW dst: r9 src: r0 off: 1520 imm: 0
	 204: StMemDW dst: r9 src: r0 off: 1528 imm: 0
	 205: StMemDW dst: r9 src: r0 off: 1536 imm: 0
	 206: StMemDW dst: r9 src: r0 off: 1544 imm: 0
	 207: StMemDW dst: r9 src: r0 off: 1552 imm: 0
	 208: StMemDW dst: r9 src: r0 off: 1560 imm: 0
	 209: StMemDW dst: r9 src: r0 off: 1568 imm: 0
	 210: StMemDW dst: r9 src: r0 off: 1576 imm: 0
	 211: StMemDW dst: r9 src: r0 off: 1584 imm: 0
	 212: StMemDW dst: r9 src: r0 off: 1592 imm: 0
	 213: StMemDW dst: r9 src: r0 off: 1600 imm: 0
	 214: StMemDW dst: r9 src: r0 off: 1608 imm: 0
	 215: StMemDW dst: r9 src: r0 off: 1616 imm: 0
	 216: StMemDW dst: r9 src: r0 off: 1624 imm: 0
	 217: StMemDW dst: r9 src: r0 off: 1632 imm: 0
	 218: StMemDW dst: r9 src: r0 off: 1640 imm: 0
	 219: StMemDW dst: r9 src: r0 off: 1648 imm: 0
	 220: StMemDW dst: r9 src: r0 off: 1656 imm: 0
	 221: StMemDW dst: r9 src: r0 off: 1664 imm: 0
	 222: StMemDW dst: r9 src: r0 off: 1672 imm: 0
	 223: StMemDW dst: r9 src: r0 off: 1680 imm: 0
	 224: StMemDW dst: r9 src: r0 off: 1688 imm: 0
	 225: StMemDW dst: r9 src: r0 off: 1696 imm: 0
	 226: StMemDW dst: r9 src: r0 off: 1704 imm: 0
	 227: StMemDW dst: r9 src: r0 off: 1712 imm: 0
	 228: StMemDW dst: r9 src: r0 off: 1720 imm: 0
	 229: StMemDW dst: r9 src: r0 off: 1728 imm: 0
	 230: StMemDW dst: r9 src: r0 off: 1736 imm: 0
	 231: StMemDW dst: r9 src: r0 off: 1744 imm: 0
	 232: StMemDW dst: r9 src: r0 off: 1752 imm: 0
	 233: StMemDW dst: r9 src: r0 off: 1760 imm: 0
	 234: StMemDW dst: r9 src: r0 off: 1768 imm: 0
	 235: StMemDW dst: r9 src: r0 off: 1776 imm: 0
	 236: StMemDW dst: r9 src: r0 off: 1784 imm: 0
	 237: StMemDW dst: r9 src: r0 off: 1792 imm: 0
	 238: StMemDW dst: r9 src: r0 off: 1800 imm: 0
	 239: StMemDW dst: r9 src: r0 off: 1808 imm: 0
	 240: StMemDW dst: r9 src: r0 off: 1816 imm: 0
	 241: StMemDW dst: r9 src: r0 off: 1824 imm: 0
	 242: StMemDW dst: r9 src: r0 off: 1832 imm: 0
	 243: StMemDW dst: r9 src: r0 off: 1840 imm: 0
	 244: StMemDW dst: r9 src: r0 off: 1848 imm: 0
	 245: StMemDW dst: r9 src: r0 off: 1856 imm: 0
	 246: StMemDW dst: r9 src: r0 off: 1864 imm: 0
	 247: StMemDW dst: r9 src: r0 off: 1872 imm: 0
	 248: StMemDW dst: r9 src: r0 off: 1880 imm: 0
	 249: StMemDW dst: r9 src: r0 off: 1888 imm: 0
	 250: StMemDW dst: r9 src: r0 off: 1896 imm: 0
	 251: StMemDW dst: r9 src: r0 off: 1904 imm: 0
	 252: StMemDW dst: r9 src: r0 off: 1912 imm: 0
	 253: StMemDW dst: r9 src: r0 off: 1920 imm: 0
	 254: StMemDW dst: r9 src: r0 off: 1928 imm: 0
	 255: StMemDW dst: r9 src: r0 off: 1936 imm: 0
	 256: StMemDW dst: r9 src: r0 off: 1944 imm: 0
	 257: StMemDW dst: r9 src: r0 off: 1952 imm: 0
	 258: StMemDW dst: r9 src: r0 off: 1960 imm: 0
	 259: StMemDW dst: r9 src: r0 off: 1968 imm: 0
	 260: StMemDW dst: r9 src: r0 off: 1976 imm: 0
	 261: StMemDW dst: r9 src: r0 off: 1984 imm: 0
	 262: StMemDW dst: r9 src: r0 off: 1992 imm: 0
	 263: StMemDW dst: r9 src: r0 off: 2000 imm: 0
	 264: StMemDW dst: r9 src: r0 off: 2008 imm: 0
	 265: StMemDW dst: r9 src: r0 off: 2016 imm: 0
	 266: StMemDW dst: r9 src: r0 off: 2024 imm: 0
	 267: StMemDW dst: r9 src: r0 off: 2032 imm: 0
	 268: StMemDW dst: r9 src: r0 off: 2040 imm: 0
	 269: MovReg dst: r1 src: r9
	 270: AddImm dst: r1 imm: 1024
	 271: MovImm dst: r2 imm: 1024
	 272: MovReg dst: r3 src: r6
	 273: Call FnProbeReadUserStr
	 274: LdXMemDW dst: r0 src: r9 off: 1024 imm: 0
	 275: StXMemDW dst: r9 src: r0 off: 0 imm: 0
	 276: LdXMemDW dst: r0 src: r9 off: 1032 imm: 0
	 277: StXMemDW dst: r9 src: r0 off: 8 imm: 0
	 278: LdXMemDW dst: r0 src: r9 off: 1040 imm: 0
	 279: StXMemDW dst: r9 src: r0 off: 16 imm: 0
	 280: LdXMemDW dst: r0 src: r9 off: 1048 imm: 0
	 281: StXMemDW dst: r9 src: r0 off: 24 imm: 0
	 282: LdXMemDW dst: r0 src: r9 off: 1056 imm: 0
	 283: StXMemDW dst: r9 src: r0 off: 32 imm: 0
	 284: LdXMemDW dst: r0 src: r9 off: 1064 imm: 0
	 285: StXMemDW dst: r9 src: r0 off: 40 imm: 0
	 286: LdXMemDW dst: r0 src: r9 off: 1072 imm: 0
	 287: StXMemDW dst: r9 src: r0 off: 48 imm: 0
	 288: LdXMemDW dst: r0 src: r9 off: 1080 imm: 0
	 289: StXMemDW dst: r9 src: r0 off: 56 imm: 0
	 290: LdXMemDW dst: r0 src: r9 off: 1088 imm: 0
	 291: StXMemDW dst: r9 src: r0 off: 64 imm: 0
	 292: LdXMemDW dst: r0 src: r9 off: 1096 imm: 0
	 293: StXMemDW dst: r9 src: r0 off: 72 imm: 0
	 294: LdXMemDW dst: r0 src: r9 off: 1104 imm: 0
	 295: StXMemDW dst: r9 src: r0 off: 80 imm: 0
	 296: LdXMemDW dst: r0 src: r9 off: 1112 imm: 0
	 297: StXMemDW dst: r9 src: r0 off: 88 imm: 0
	 298: LdXMemDW dst: r0 src: r9 off: 1120 imm: 0
	 299: StXMemDW dst: r9 src: r0 off: 96 imm: 0
	 300: LdXMemDW dst: r0 src: r9 off: 1128 imm: 0
	 301: StXMemDW dst: r9 src: r0 off: 104 imm: 0
	 302: LdXMemDW dst: r0 src: r9 off: 1136 imm: 0
	 303: StXMemDW dst: r9 src: r0 off: 112 imm: 0
	 304: LdXMemDW dst: r0 src: r9 off: 1144 imm: 0
	 305: StXMemDW dst: r9 src: r0 off: 120 imm: 0
	 306: LdXMemDW dst: r0 src: r9 off: 1152 imm: 0
	 307: StXMemDW dst: r9 src: r0 off: 128 imm: 0
	 308: LdXMemDW dst: r0 src: r9 off: 1160 imm: 0
	 309: StXMemDW dst: r9 src: r0 off: 136 imm: 0
	 310: LdXMemDW dst: r0 src: r9 off: 1168 imm: 0
	 311: StXMemDW dst: r9 src: r0 off: 144 imm: 0
	 312: LdXMemDW dst: r0 src: r9 off: 1176 imm: 0
	 313: StXMemDW dst: r9 src: r0 off: 152 imm: 0
	 314: LdXMemDW dst: r0 src: r9 off: 1184 imm: 0
	 315: StXMemDW dst: r9 src: r0 off: 160 imm: 0
	 316: LdXMemDW dst: r0 src: r9 off: 1192 imm: 0
	 317: StXMemDW dst: r9 src: r0 off: 168 imm: 0
	 318: LdXMemDW dst: r0 src: r9 off: 1200 imm: 0
	 319: StXMemDW dst: r9 src: r0 off: 176 imm: 0
	 320: LdXMemDW dst: r0 src: r9 off: 1208 imm: 0
	 321: StXMemDW dst: r9 src: r0 off: 184 imm: 0
	 322: LdXMemDW dst: r0 src: r9 off: 1216 imm: 0
	 323: StXMemDW dst: r9 src: r0 off: 192 imm: 0
	 324: LdXMemDW dst: r0 src: r9 off: 1224 imm: 0
	 325: StXMemDW dst: r9 src: r0 off: 200 imm: 0
	 326: LdXMemDW dst: r0 src: r9 off: 1232 imm: 0
	 327: StXMemDW dst: r9 src: r0 off: 208 imm: 0
	 328: LdXMemDW dst: r0 src: r9 off: 1240 imm: 0
	 329: StXMemDW dst: r9 src: r0 off: 216 imm: 0
	 330: LdXMemDW dst: r0 src: r9 off: 1248 imm: 0
	 331: StXMemDW dst: r9 src: r0 off: 224 imm: 0
	 332: LdXMemDW dst: r0 src: r9 off: 1256 imm: 0
	 333: StXMemDW dst: r9 src: r0 off: 232 imm: 0
	 334: LdXMemDW dst: r0 src: r9 off: 1264 imm: 0
	 335: StXMemDW dst: r9 src: r0 off: 240 imm: 0
	 336: LdXMemDW dst: r0 src: r9 off: 1272 imm: 0
	 337: StXMemDW dst: r9 src: r0 off: 248 imm: 0
	 338: LdXMemDW dst: r0 src: r9 off: 1280 imm: 0
	 339: StXMemDW dst: r9 src: r0 off: 256 imm: 0
	 340: LdXMemDW dst: r0 src: r9 off: 1288 imm: 0
	 341: StXMemDW dst: r9 src: r0 off: 264 imm: 0
	 342: LdXMemDW dst: r0 src: r9 off: 1296 imm: 0
	 343: StXMemDW dst: r9 src: r0 off: 272 imm: 0
	 344: LdXMemDW dst: r0 src: r9 off: 1304 imm: 0
	 345: StXMemDW dst: r9 src: r0 off: 280 imm: 0
	 346: LdXMemDW dst: r0 src: r9 off: 1312 imm: 0
	 347: StXMemDW dst: r9 src: r0 off: 288 imm: 0
	 348: LdXMemDW dst: r0 src: r9 off: 1320 imm: 0
	 349: StXMemDW dst: r9 src: r0 off: 296 imm: 0
	 350: LdXMemDW dst: r0 src: r9 off: 1328 imm: 0
	 351: StXMemDW dst: r9 src: r0 off: 304 imm: 0
	 352: LdXMemDW dst: r0 src: r9 off: 1336 imm: 0
	 353: StXMemDW dst: r9 src: r0 off: 312 imm: 0
	 354: LdXMemDW dst: r0 src: r9 off: 1344 imm: 0
	 355: StXMemDW dst: r9 src: r0 off: 320 imm: 0
	 356: LdXMemDW dst: r0 src: r9 off: 1352 imm: 0
	 357: StXMemDW dst: r9 src: r0 off: 328 imm: 0
	 358: LdXMemDW dst: r0 src: r9 off: 1360 imm: 0
	 359: StXMemDW dst: r9 src: r0 off: 336 imm: 0
	 360: LdXMemDW dst: r0 src: r9 off: 1368 imm: 0
	 361: StXMemDW dst: r9 src: r0 off: 344 imm: 0
	 362: LdXMemDW dst: r0 src: r9 off: 1376 imm: 0
	 363: StXMemDW dst: r9 src: r0 off: 352 imm: 0
	 364: LdXMemDW dst: r0 src: r9 off: 1384 imm: 0
	 365: StXMemDW dst: r9 src: r0 off: 360 imm: 0
	 366: LdXMemDW dst: r0 src: r9 off: 1392 imm: 0
	 367: StXMemDW dst: r9 src: r0 off: 368 imm: 0
	 368: LdXMemDW dst: r0 src: r9 off: 1400 imm: 0
	 369: StXMemDW dst: r9 src: r0 off: 376 imm: 0
	 370: LdXMemDW dst: r0 src: r9 off: 1408 imm: 0
	 371: StXMemDW dst: r9 src: r0 off: 384 imm: 0
	 372: LdXMemDW dst: r0 src: r9 off: 1416 imm: 0
	 373: StXMemDW dst: r9 src: r0 off: 392 imm: 0
	 374: LdXMemDW dst: r0 src: r9 off: 1424 imm: 0
	 375: StXMemDW dst: r9 src: r0 off: 400 imm: 0
	 376: LdXMemDW dst: r0 src: r9 off: 1432 imm: 0
	 377: StXMemDW dst: r9 src: r0 off: 408 imm: 0
	 378: LdXMemDW dst: r0 src: r9 off: 1440 imm: 0
	 379: StXMemDW dst: r9 src: r0 off: 416 imm: 0
	 380: LdXMemDW dst: r0 src: r9 off: 1448 imm: 0
	 381: StXMemDW dst: r9 src: r0 off: 424 imm: 0
	 382: LdXMemDW dst: r0 src: r9 off: 1456 imm: 0
	 383: StXMemDW dst: r9 src: r0 off: 432 imm: 0
	 384: LdXMemDW dst: r0 src: r9 off: 1464 imm: 0
	 385: StXMemDW dst: r9 src: r0 off: 440 imm: 0
	 386: LdXMemDW dst: r0 src: r9 off: 1472 imm: 0
	 387: StXMemDW dst: r9 src: r0 off: 448 imm: 0
	 388: LdXMemDW dst: r0 src: r9 off: 1480 imm: 0
	 389: StXMemDW dst: r9 src: r0 off: 456 imm: 0
	 390: LdXMemDW dst: r0 src: r9 off: 1488 imm: 0
	 391: StXMemDW dst: r9 src: r0 off: 464 imm: 0
	 392: LdXMemDW dst: r0 src: r9 off: 1496 imm: 0
	 393: StXMemDW dst: r9 src: r0 off: 472 imm: 0
	 394: LdXMemDW dst: r0 src: r9 off: 1504 imm: 0
	 395: StXMemDW dst: r9 src: r0 off: 480 imm: 0
	 396: LdXMemDW dst: r0 src: r9 off: 1512 imm: 0
	 397: StXMemDW dst: r9 src: r0 off: 488 imm: 0
	 398: LdXMemDW dst: r0 src: r9 off: 1520 imm: 0
	 399: StXMemDW dst: r9 src: r0 off: 496 imm: 0
	 400: LdXMemDW dst: r0 src: r9 off: 1528 imm: 0
	 401: StXMemDW dst: r9 src: r0 off: 504 imm: 0
	 402: LdXMemDW dst: r0 src: r9 off: 1536 imm: 0
	 403: StXMemDW dst: r9 src: r0 off: 512 imm: 0
	 404: LdXMemDW dst: r0 src: r9 off: 1544 imm: 0
	 405: StXMemDW dst: r9 src: r0 off: 520 imm: 0
	 406: LdXMemDW dst: r0 src: r9 off: 1552 imm: 0
	 407: StXMemDW dst: r9 src: r0 off: 528 imm: 0
	 408: LdXMemDW dst: r0 src: r9 off: 1560 imm: 0
	 409: StXMemDW dst: r9 src: r0 off: 536 imm: 0
	 410: LdXMemDW dst: r0 src: r9 off: 1568 imm: 0
	 411: StXMemDW dst: r9 src: r0 off: 544 imm: 0
	 412: LdXMemDW dst: r0 src: r9 off: 1576 imm: 0
	 413: StXMemDW dst: r9 src: r0 off: 552 imm: 0
	 414: LdXMemDW dst: r0 src: r9 off: 1584 imm: 0
	 415: StXMemDW dst: r9 src: r0 off: 560 imm: 0
	 416: LdXMemDW dst: r0 src: r9 off: 1592 imm: 0
	 417: StXMemDW dst: r9 src: r0 off: 568 imm: 0
	 418: LdXMemDW dst: r0 src: r9 off: 1600 imm: 0
	 419: StXMemDW dst: r9 src: r0 off: 576 imm: 0
	 420: LdXMemDW dst: r0 src: r9 off: 1608 imm: 0
	 421: StXMemDW dst: r9 src: r0 off: 584 imm: 0
	 422: LdXMemDW dst: r0 src: r9 off: 1616 imm: 0
	 423: StXMemDW dst: r9 src: r0 off: 592 imm: 0
	 424: LdXMemDW dst: r0 src: r9 off: 1624 imm: 0
	 425: StXMemDW dst: r9 src: r0 off: 600 imm: 0
	 426: LdXMemDW dst: r0 src: r9 off: 1632 imm: 0
	 427: StXMemDW dst: r9 src: r0 off: 608 imm: 0
	 428: LdXMemDW dst: r0 src: r9 off: 1640 imm: 0
	 429: StXMemDW dst: r9 src: r0 off: 616 imm: 0
	 430: LdXMemDW dst: r0 src: r9 off: 1648 imm: 0
	 431: StXMemDW dst: r9 src: r0 off: 624 imm: 0
	 432: LdXMemDW dst: r0 src: r9 off: 1656 imm: 0
	 433: StXMemDW dst: r9 src: r0 off: 632 imm: 0
	 434: LdXMemDW dst: r0 src: r9 off: 1664 imm: 0
	 435: StXMemDW dst: r9 src: r0 off: 640 imm: 0
	 436: LdXMemDW dst: r0 src: r9 off: 1672 imm: 0
	 437: StXMemDW dst: r9 src: r0 off: 648 imm: 0
	 438: LdXMemDW dst: r0 src: r9 off: 1680 imm: 0
	 439: StXMemDW dst: r9 src: r0 off: 656 imm: 0
	 440: LdXMemDW dst: r0 src: r9 off: 1688 imm: 0
	 441: StXMemDW dst: r9 src: r0 off: 664 imm: 0
	 442: LdXMemDW dst: r0 src: r9 off: 1696 imm: 0
	 443: StXMemDW dst: r9 src: r0 off: 672 imm: 0
	 444: LdXMemDW dst: r0 src: r9 off: 1704 imm: 0
	 445: StXMemDW dst: r9 src: r0 off: 680 imm: 0
	 446: LdXMemDW dst: r0 src: r9 off: 1712 imm: 0
	 447: StXMemDW dst: r9 src: r0 off: 688 imm: 0
	 448: LdXMemDW dst: r0 src: r9 off: 1720 imm: 0
	 449: StXMemDW dst: r9 src: r0 off: 696 imm: 0
	 450: LdXMemDW dst: r0 src: r9 off: 1728 imm: 0
	 451: StXMemDW dst: r9 src: r0 off: 704 imm: 0
	 452: LdXMemDW dst: r0 src: r9 off: 1736 imm: 0
	 453: StXMemDW dst: r9 src: r0 off: 712 imm: 0
	 454: LdXMemDW dst: r0 src: r9 off: 1744 imm: 0
	 455: StXMemDW dst: r9 src: r0 off: 720 imm: 0
	 456: LdXMemDW dst: r0 src: r9 off: 1752 imm: 0
	 457: StXMemDW dst: r9 src: r0 off: 728 imm: 0
	 458: LdXMemDW dst: r0 src: r9 off: 1760 imm: 0
	 459: StXMemDW dst: r9 src: r0 off: 736 imm: 0
	 460: LdXMemDW dst: r0 src: r9 off: 1768 imm: 0
	 461: StXMemDW dst: r9 src: r0 off: 744 imm: 0
	 462: LdXMemDW dst: r0 src: r9 off: 1776 imm: 0
	 463: StXMemDW dst: r9 src: r0 off: 752 imm: 0
	 464: LdXMemDW dst: r0 src: r9 off: 1784 imm: 0
	 465: StXMemDW dst: r9 src: r0 off: 760 imm: 0
	 466: LdXMemDW dst: r0 src: r9 off: 1792 imm: 0
	 467: StXMemDW dst: r9 src: r0 off: 768 imm: 0
	 468: LdXMemDW dst: r0 src: r9 off: 1800 imm: 0
	 469: StXMemDW dst: r9 src: r0 off: 776 imm: 0
	 470: LdXMemDW dst: r0 src: r9 off: 1808 imm: 0
	 471: StXMemDW dst: r9 src: r0 off: 784 imm: 0
	 472: LdXMemDW dst: r0 src: r9 off: 1816 imm: 0
	 473: StXMemDW dst: r9 src: r0 off: 792 imm: 0
	 474: LdXMemDW dst: r0 src: r9 off: 1824 imm: 0
	 475: StXMemDW dst: r9 src: r0 off: 800 imm: 0
	 476: LdXMemDW dst: r0 src: r9 off: 1832 imm: 0
	 477: StXMemDW dst: r9 src: r0 off: 808 imm: 0
	 478: LdXMemDW dst: r0 src: r9 off: 1840 imm: 0
	 479: StXMemDW dst: r9 src: r0 off: 816 imm: 0
	 480: LdXMemDW dst: r0 src: r9 off: 1848 imm: 0
	 481: StXMemDW dst: r9 src: r0 off: 824 imm: 0
	 482: LdXMemDW dst: r0 src: r9 off: 1856 imm: 0
	 483: StXMemDW dst: r9 src: r0 off: 832 imm: 0
	 484: LdXMemDW dst: r0 src: r9 off: 1864 imm: 0
	 485: StXMemDW dst: r9 src: r0 off: 840 imm: 0
	 486: LdXMemDW dst: r0 src: r9 off: 1872 imm: 0
	 487: StXMemDW dst: r9 src: r0 off: 848 imm: 0
	 488: LdXMemDW dst: r0 src: r9 off: 1880 imm: 0
	 489: StXMemDW dst: r9 src: r0 off: 856 imm: 0
	 490: LdXMemDW dst: r0 src: r9 off: 1888 imm: 0
	 491: StXMemDW dst: r9 src: r0 off: 864 imm: 0
	 492: LdXMemDW dst: r0 src: r9 off: 1896 imm: 0
	 493: StXMemDW dst: r9 src: r0 off: 872 imm: 0
	 494: LdXMemDW dst: r0 src: r9 off: 1904 imm: 0
	 495: StXMemDW dst: r9 src: r0 off: 880 imm: 0
	 496: LdXMemDW dst: r0 src: r9 off: 1912 imm: 0
	 497: StXMemDW dst: r9 src: r0 off: 888 imm: 0
	 498: LdXMemDW dst: r0 src: r9 off: 1920 imm: 0
	 499: StXMemDW dst: r9 src: r0 off: 896 imm: 0
	 500: LdXMemDW dst: r0 src: r9 off: 1928 imm: 0
	 501: StXMemDW dst: r9 src: r0 off: 904 imm: 0
	 502: LdXMemDW dst: r0 src: r9 off: 1936 imm: 0
	 503: StXMemDW dst: r9 src: r0 off: 912 imm: 0
	 504: LdXMemDW dst: r0 src: r9 off: 1944 imm: 0
	 505: StXMemDW dst: r9 src: r0 off: 920 imm: 0
	 506: LdXMemDW dst: r0 src: r9 off: 1952 imm: 0
	 507: StXMemDW dst: r9 src: r0 off: 928 imm: 0
	 508: LdXMemDW dst: r0 src: r9 off: 1960 imm: 0
	 509: StXMemDW dst: r9 src: r0 off: 936 imm: 0
	 510: LdXMemDW dst: r0 src: r9 off: 1968 imm: 0
	 511: StXMemDW dst: r9 src: r0 off: 944 imm: 0
	 512: LdXMemDW dst: r0 src: r9 off: 1976 imm: 0
	 513: StXMemDW dst: r9 src: r0 off: 952 imm: 0
	 514: LdXMemDW dst: r0 src: r9 off: 1984 imm: 0
	 515: StXMemDW dst: r9 src: r0 off: 960 imm: 0
	 516: LdXMemDW dst: r0 src: r9 off: 1992 imm: 0
	 517: StXMemDW dst: r9 src: r0 off: 968 imm: 0
	 518: LdXMemDW dst: r0 src: r9 off: 2000 imm: 0
	 519: StXMemDW dst: r9 src: r0 off: 976 imm: 0
	 520: LdXMemDW dst: r0 src: r9 off: 2008 imm: 0
	 521: StXMemDW dst: r9 src: r0 off: 984 imm: 0
	 522: LdXMemDW dst: r0 src: r9 off: 2016 imm: 0
	 523: StXMemDW dst: r9 src: r0 off: 992 imm: 0
	 524: LdXMemDW dst: r0 src: r9 off: 2024 imm: 0
	 525: StXMemDW dst: r9 src: r0 off: 1000 imm: 0
	 526: LdXMemDW dst: r0 src: r9 off: 2032 imm: 0
	 527: StXMemDW dst: r9 src: r0 off: 1008 imm: 0
	 528: LdXMemDW dst: r0 src: r9 off: 2040 imm: 0
	 529: StXMemDW dst: r9 src: r0 off: 1016 imm: 0
	    ; stdin:4:2: @[$p, comm] = count();
	 530: MovImm dst: r6 imm: 1
	 531: StMemDW dst: r9 src: r0 off: 1024 imm: 0
	 532: StMemDW dst: r9 src: r0 off: 1032 imm: 0
	 533: StMemDW dst: r9 src: r0 off: 1040 imm: 0
	 534: StMemDW dst: r9 src: r0 off: 1048 imm: 0
	 535: StMemDW dst: r9 src: r0 off: 1056 imm: 0
	 536: StMemDW dst: r9 src: r0 off: 1064 imm: 0
	 537: StMemDW dst: r9 src: r0 off: 1072 imm: 0
	 538: StMemDW dst: r9 src: r0 off: 1080 imm: 0
	 539: StMemDW dst: r9 src: r0 off: 1088 imm: 0
	 540: StMemDW dst: r9 src: r0 off: 1096 imm: 0
	 541: StMemDW dst: r9 src: r0 off: 1104 imm: 0
	 542: StMemDW dst: r9 src: r0 off: 1112 imm: 0
	 543: StMemDW dst: r9 src: r0 off: 1120 imm: 0
	 544: StMemDW dst: r9 src: r0 off: 1128 imm: 0
	 545: StMemDW dst: r9 src: r0 off: 1136 imm: 0
	 546: StMemDW dst: r9 src: r0 off: 1144 imm: 0
	 547: StMemDW dst: r9 src: r0 off: 1152 imm: 0
	 548: StMemDW dst: r9 src: r0 off: 1160 imm: 0
	 549: StMemDW dst: r9 src: r0 off: 1168 imm: 0
	 550: StMemDW dst: r9 src: r0 off: 1176 imm: 0
	 551: StMemDW dst: r9 src: r0 off: 1184 imm: 0
	 552: StMemDW dst: r9 src: r0 off: 1192 imm: 0
	 553: StMemDW dst: r9 src: r0 off: 1200 imm: 0
	 554: StMemDW dst: r9 src: r0 off: 1208 imm: 0
	 555: StMemDW dst: r9 src: r0 off: 1216 imm: 0
	 556: StMemDW dst: r9 src: r0 off: 1224 imm: 0
	 557: StMemDW dst: r9 src: r0 off: 1232 imm: 0
	 558: StMemDW dst: r9 src: r0 off: 1240 imm: 0
	 559: StMemDW dst: r9 src: r0 off: 1248 imm: 0
	 560: StMemDW dst: r9 src: r0 off: 1256 imm: 0
	 561: StMemDW dst: r9 src: r0 off: 1264 imm: 0
	 562: StMemDW dst: r9 src: r0 off: 1272 imm: 0
	 563: StMemDW dst: r9 src: r0 off: 1280 imm: 0
	 564: StMemDW dst: r9 src: r0 off: 1288 imm: 0
	 565: StMemDW dst: r9 src: r0 off: 1296 imm: 0
	 566: StMemDW dst: r9 src: r0 off: 1304 imm: 0
	 567: StMemDW dst: r9 src: r0 off: 1312 imm: 0
	 568: StMemDW dst: r9 src: r0 off: 1320 imm: 0
	 569: StMemDW dst: r9 src: r0 off: 1328 imm: 0
	 570: StMemDW dst: r9 src: r0 off: 1336 imm: 0
	 571: StMemDW dst: r9 src: r0 off: 1344 imm: 0
	 572: StMemDW dst: r9 src: r0 off: 1352 imm: 0
	 573: StMemDW dst: r9 src: r0 off: 1360 imm: 0
	 574: StMemDW dst: r9 src: r0 off: 1368 imm: 0
	 575: StMemDW dst: r9 src: r0 off: 1376 imm: 0
	 576: StMemDW dst: r9 src: r0 off: 1384 imm: 0
	 577: StMemDW dst: r9 src: r0 off: 1392 imm: 0
	 578: StMemDW dst: r9 src: r0 off: 1400 imm: 0
	 579: StMemDW dst: r9 src: r0 off: 1408 imm: 0
	 580: StMemDW dst: r9 src: r0 off: 1416 imm: 0
	 581: StMemDW dst: r9 src: r0 off: 1424 imm: 0
	 582: StMemDW dst: r9 src: r0 off: 1432 imm: 0
	 583: StMemDW dst: r9 src: r0 off: 1440 imm: 0
	 584: StMemDW dst: r9 src: r0 off: 1448 imm: 0
	 585: StMemDW dst: r9 src: r0 off: 1456 imm: 0
	 586: StMemDW dst: r9 src: r0 off: 1464 imm: 0
	 587: StMemDW dst: r9 src: r0 off: 1472 imm: 0
	 588: StMemDW dst: r9 src: r0 off: 1480 imm: 0
	 589: StMemDW dst: r9 src: r0 off: 1488 imm: 0
	 590: StMemDW dst: r9 src: r0 off: 1496 imm: 0
	 591: StMemDW dst: r9 src: r0 off: 1504 imm: 0
	 592: StMemDW dst: r9 src: r0 off: 1512 imm: 0
	 593: StMemDW dst: r9 src: r0 off: 1520 imm: 0
	 594: StMemDW dst: r9 src: r0 off: 1528 imm: 0
	 595: StMemDW dst: r9 src: r0 off: 1536 imm: 0
	 596: StMemDW dst: r9 src: r0 off: 1544 imm: 0
	 597: StMemDW dst: r9 src: r0 off: 1552 imm: 0
	 598: StMemDW dst: r9 src: r0 off: 1560 imm: 0
	 599: StMemDW dst: r9 src: r0 off: 1568 imm: 0
	 600: StMemDW dst: r9 src: r0 off: 1576 imm: 0
	 601: StMemDW dst: r9 src: r0 off: 1584 imm: 0
	 602: StMemDW dst: r9 src: r0 off: 1592 imm: 0
	 603: StMemDW dst: r9 src: r0 off: 1600 imm: 0
	 604: StMemDW dst: r9 src: r0 off: 1608 imm: 0
	 605: StMemDW dst: r9 src: r0 off: 1616 imm: 0
	 606: StMemDW dst: r9 src: r0 off: 1624 imm: 0
	 607: StMemDW dst: r9 src: r0 off: 1632 imm: 0
	 608: StMemDW dst: r9 src: r0 off: 1640 imm: 0
	 609: StMemDW dst: r9 src: r0 off: 1648 imm: 0
	 610: StMemDW dst: r9 src: r0 off: 1656 imm: 0
	 611: StMemDW dst: r9 src: r0 off: 1664 imm: 0
	 612: StMemDW dst: r9 src: r0 off: 1672 imm: 0
	 613: StMemDW dst: r9 src: r0 off: 1680 imm: 0
	 614: StMemDW dst: r9 src: r0 off: 1688 imm: 0
	 615: StMemDW dst: r9 src: r0 off: 1696 imm: 0
	 616: StMemDW dst: r9 src: r0 off: 1704 imm: 0
	 617: StMemDW dst: r9 src: r0 off: 1712 imm: 0
	 618: StMemDW dst: r9 src: r0 off: 1720 imm: 0
	 619: StMemDW dst: r9 src: r0 off: 1728 imm: 0
	 620: StMemDW dst: r9 src: r0 off: 1736 imm: 0
	 621: StMemDW dst: r9 src: r0 off: 1744 imm: 0
	 622: StMemDW dst: r9 src: r0 off: 1752 imm: 0
	 623: StMemDW dst: r9 src: r0 off: 1760 imm: 0
	 624: StMemDW dst: r9 src: r0 off: 1768 imm: 0
	 625: StMemDW dst: r9 src: r0 off: 1776 imm: 0
	 626: StMemDW dst: r9 src: r0 off: 1784 imm: 0
	 627: StMemDW dst: r9 src: r0 off: 1792 imm: 0
	 628: StMemDW dst: r9 src: r0 off: 1800 imm: 0
	 629: StMemDW dst: r9 src: r0 off: 1808 imm: 0
	 630: StMemDW dst: r9 src: r0 off: 1816 imm: 0
	 631: StMemDW dst: r9 src: r0 off: 1824 imm: 0
	 632: StMemDW dst: r9 src: r0 off: 1832 imm: 0
	 633: StMemDW dst: r9 src: r0 off: 1840 imm: 0
	 634: StMemDW dst: r9 src: r0 off: 1848 imm: 0
	 635: StMemDW dst: r9 src: r0 off: 1856 imm: 0
	 636: StMemDW dst: r9 src: r0 off: 1864 imm: 0
	 637: StMemDW dst: r9 src: r0 off: 1872 imm: 0
	 638: StMemDW dst: r9 src: r0 off: 1880 imm: 0
	 639: StMemDW dst: r9 src: r0 off: 1888 imm: 0
	 640: StMemDW dst: r9 src: r0 off: 1896 imm: 0
	 641: StMemDW dst: r9 src: r0 off: 1904 imm: 0
	 642: StMemDW dst: r9 src: r0 off: 1912 imm: 0
	 643: StMemDW dst: r9 src: r0 off: 1920 imm: 0
	 644: StMemDW dst: r9 src: r0 off: 1928 imm: 0
	 645: StMemDW dst: r9 src: r0 off: 1936 imm: 0
	 646: StMemDW dst: r9 src: r0 off: 1944 imm: 0
	 647: StMemDW dst: r9 src: r0 off: 1952 imm: 0
	 648: StMemDW dst: r9 src: r0 off: 1960 imm: 0
	 649: StMemDW dst: r9 src: r0 off: 1968 imm: 0
	 650: StMemDW dst: r9 src: r0 off: 1976 imm: 0
	 651: StMemDW dst: r9 src: r0 off: 1984 imm: 0
	 652: StMemDW dst: r9 src: r0 off: 1992 imm: 0
	 653: StMemDW dst: r9 src: r0 off: 2000 imm: 0
	 654: StMemDW dst: r9 src: r0 off: 2008 imm: 0
	 655: StMemDW dst: r9 src: r0 off: 2016 imm: 0
	 656: StMemDW dst: r9 src: r0 off: 2024 imm: 0
	 657: StMemDW dst: r9 src: r0 off: 2032 imm: 0
	 658: StMemDW dst: r9 src: r0 off: 2040 imm: 0
	 659: StMemDW dst: r9 src: r0 off: 2048 imm: 0
	 660: StMemDW dst: r9 src: r0 off: 2056 imm: 0
	 661: LdXMemDW dst: r0 src: r9 off: 0 imm: 0
	 662: StXMemDW dst: r9 src: r0 off: 1024 imm: 0
	 663: LdXMemDW dst: r0 src: r9 off: 8 imm: 0
	 664: StXMemDW dst: r9 src: r0 off: 1032 imm: 0
	 665: LdXMemDW dst: r0 src: r9 off: 16 imm: 0
	 666: StXMemDW dst: r9 src: r0 off: 1040 imm: 0
	 667: LdXMemDW dst: r0 src: r9 off: 24 imm: 0
	 668: StXMemDW dst: r9 src: r0 off: 1048 imm: 0
	 669: LdXMemDW dst: r0 src: r9 off: 32 imm: 0
	 670: StXMemDW dst: r9 src: r0 off: 1056 imm: 0
	 671: LdXMemDW dst: r0 src: r9 off: 40 imm: 0
	 672: StXMemDW dst: r9 src: r0 off: 1064 imm: 0
	 673: LdXMemDW dst: r0 src: r9 off: 48 imm: 0
	 674: StXMemDW dst: r9 src: r0 off: 1072 imm: 0
	 675: LdXMemDW dst: r0 src: r9 off: 56 imm: 0
	 676: StXMemDW dst: r9 src: r0 off: 1080 imm: 0
	 677: LdXMemDW dst: r0 src: r9 off: 64 imm: 0
	 678: StXMemDW dst: r9 src: r0 off: 1088 imm: 0
	 679: LdXMemDW dst: r0 src: r9 off: 72 imm: 0
	 680: StXMemDW dst: r9 src: r0 off: 1096 imm: 0
	 681: LdXMemDW dst: r0 src: r9 off: 80 imm: 0
	 682: StXMemDW dst: r9 src: r0 off: 1104 imm: 0
	 683: LdXMemDW dst: r0 src: r9 off: 88 imm: 0
	 684: StXMemDW dst: r9 src: r0 off: 1112 imm: 0
	 685: LdXMemDW dst: r0 src: r9 off: 96 imm: 0
	 686: StXMemDW dst: r9 src: r0 off: 1120 imm: 0
	 687: LdXMemDW dst: r0 src: r9 off: 104 imm: 0
	 688: StXMemDW dst: r9 src: r0 off: 1128 imm: 0
	 689: LdXMemDW dst: r0 src: r9 off: 112 imm: 0
	 690: StXMemDW dst: r9 src: r0 off: 1136 imm: 0
	 691: LdXMemDW dst: r0 src: r9 off: 120 imm: 0
	 692: StXMemDW dst: r9 src: r0 off: 1144 imm: 0
	 693: LdXMemDW dst: r0 src: r9 off: 128 imm: 0
	 694: StXMemDW dst: r9 src: r0 off: 1152 imm: 0
	 695: LdXMemDW dst: r0 src: r9 off: 136 imm: 0
	 696: StXMemDW dst: r9 src: r0 off: 1160 imm: 0
	 697: LdXMemDW dst: r0 src: r9 off: 144 imm: 0
	 698: StXMemDW dst: r9 src: r0 off: 1168 imm: 0
	 699: LdXMemDW dst: r0 src: r9 off: 152 imm: 0
	 700: StXMemDW dst: r9 src: r0 off: 1176 imm: 0
	 701: LdXMemDW dst: r0 src: r9 off: 160 imm: 0
	 702: StXMemDW dst: r9 src: r0 off: 1184 imm: 0
	 703: LdXMemDW dst: r0 src: r9 off: 168 imm: 0
	 704: StXMemDW dst: r9 src: r0 off: 1192 imm: 0
	 705: LdXMemDW dst: r0 src: r9 off: 176 imm: 0
	 706: StXMemDW dst: r9 src: r0 off: 1200 imm: 0
	 707: LdXMemDW dst: r0 src: r9 off: 184 imm: 0
	 708: StXMemDW dst: r9 src: r0 off: 1208 imm: 0
	 709: LdXMemDW dst: r0 src: r9 off: 192 imm: 0
	 710: StXMemDW dst: r9 src: r0 off: 1216 imm: 0
	 711: LdXMemDW dst: r0 src: r9 off: 200 imm: 0
	 712: StXMemDW dst: r9 src: r0 off: 1224 imm: 0
	 713: LdXMemDW dst: r0 src: r9 off: 208 imm: 0
	 714: StXMemDW dst: r9 src: r0 off: 1232 imm: 0
	 715: LdXMemDW dst: r0 src: r9 off: 216 imm: 0
	 716: StXMemDW dst: r9 src: r0 off: 1240 imm: 0
	 717: LdXMemDW dst: r0 src: r9 off: 224 imm: 0
	 718: StXMemDW dst: r9 src: r0 off: 1248 imm: 0
	 719: LdXMemDW dst: r0 src: r9 off: 232 imm: 0
	 720: StXMemDW dst: r9 src: r0 off: 1256 imm: 0
	 721: LdXMemDW dst: r0 src: r9 off: 240 imm: 0
	 722: StXMemDW dst: r9 src: r0 off: 1264 imm: 0
	 723: LdXMemDW dst: r0 src: r9 off: 248 imm: 0
	 724: StXMemDW dst: r9 src: r0 off: 1272 imm: 0
	 725: LdXMemDW dst: r0 src: r9 off: 256 imm: 0
	 726: StXMemDW dst: r9 src: r0 off: 1280 imm: 0
	 727: LdXMemDW dst: r0 src: r9 off: 264 imm: 0
	 728: StXMemDW dst: r9 src: r0 off: 1288 imm: 0
	 729: LdXMemDW dst: r0 src: r9 off: 272 imm: 0
	 730: StXMemDW dst: r9 src: r0 off: 1296 imm: 0
	 731: LdXMemDW dst: r0 src: r9 off: 280 imm: 0
	 732: StXMemDW dst: r9 src: r0 off: 1304 imm: 0
	 733: LdXMemDW dst: r0 src: r9 off: 288 imm: 0
	 734: StXMemDW dst: r9 src: r0 off: 1312 imm: 0
	 735: LdXMemDW dst: r0 src: r9 off: 296 imm: 0
	 736: StXMemDW dst: r9 src: r0 off: 1320 imm: 0
	 737: LdXMemDW dst: r0 src: r9 off: 304 imm: 0
	 738: StXMemDW dst: r9 src: r0 off: 1328 imm: 0
	 739: LdXMemDW dst: r0 src: r9 off: 312 imm: 0
	 740: StXMemDW dst: r9 src: r0 off: 1336 imm: 0
	 741: LdXMemDW dst: r0 src: r9 off: 320 imm: 0
	 742: StXMemDW dst: r9 src: r0 off: 1344 imm: 0
	 743: LdXMemDW dst: r0 src: r9 off: 328 imm: 0
	 744: StXMemDW dst: r9 src: r0 off: 1352 imm: 0
	 745: LdXMemDW dst: r0 src: r9 off: 336 imm: 0
	 746: StXMemDW dst: r9 src: r0 off: 1360 imm: 0
	 747: LdXMemDW dst: r0 src: r9 off: 344 imm: 0
	 748: StXMemDW dst: r9 src: r0 off: 1368 imm: 0
	 749: LdXMemDW dst: r0 src: r9 off: 352 imm: 0
	 750: StXMemDW dst: r9 src: r0 off: 1376 imm: 0
	 751: LdXMemDW dst: r0 src: r9 off: 360 imm: 0
	 752: StXMemDW dst: r9 src: r0 off: 1384 imm: 0
	 753: LdXMemDW dst: r0 src: r9 off: 368 imm: 0
	 754: StXMemDW dst: r9 src: r0 off: 1392 imm: 0
	 755: LdXMemDW dst: r0 src: r9 off: 376 imm: 0
	 756: StXMemDW dst: r9 src: r0 off: 1400 imm: 0
	 757: LdXMemDW dst: r0 src: r9 off: 384 imm: 0
	 758: StXMemDW dst: r9 src: r0 off: 1408 imm: 0
	 759: LdXMemDW dst: r0 src: r9 off: 392 imm: 0
	 760: StXMemDW dst: r9 src: r0 off: 1416 imm: 0
	 761: LdXMemDW dst: r0 src: r9 off: 400 imm: 0
	 762: StXMemDW dst: r9 src: r0 off: 1424 imm: 0
	 763: LdXMemDW dst: r0 src: r9 off: 408 imm: 0
	 764: StXMemDW dst: r9 src: r0 off: 1432 imm: 0
	 765: LdXMemDW dst: r0 src: r9 off: 416 imm: 0
	 766: StXMemDW dst: r9 src: r0 off: 1440 imm: 0
	 767: LdXMemDW dst: r0 src: r9 off: 424 imm: 0
	 768: StXMemDW dst: r9 src: r0 off: 1448 imm: 0
	 769: LdXMemDW dst: r0 src: r9 off: 432 imm: 0
	 770: StXMemDW dst: r9 src: r0 off: 1456 imm: 0
	 771: LdXMemDW dst: r0 src: r9 off: 440 imm: 0
	 772: StXMemDW dst: r9 src: r0 off: 1464 imm: 0
	 773: LdXMemDW dst: r0 src: r9 off: 448 imm: 0
	 774: StXMemDW dst: r9 src: r0 off: 1472 imm: 0
	 775: LdXMemDW dst: r0 src: r9 off: 456 imm: 0
	 776: StXMemDW dst: r9 src: r0 off: 1480 imm: 0
	 777: LdXMemDW dst: r0 src: r9 off: 464 imm: 0
	 778: StXMemDW dst: r9 src: r0 off: 1488 imm: 0
	 779: LdXMemDW dst: r0 src: r9 off: 472 imm: 0
	 780: StXMemDW dst: r9 src: r0 off: 1496 imm: 0
	 781: LdXMemDW dst: r0 src: r9 off: 480 imm: 0
	 782: StXMemDW dst: r9 src: r0 off: 1504 imm: 0
	 783: LdXMemDW dst: r0 src: r9 off: 488 imm: 0
	 784: StXMemDW dst: r9 src: r0 off: 1512 imm: 0
	 785: LdXMemDW dst: r0 src: r9 off: 496 imm: 0
	 786: StXMemDW dst: r9 src: r0 off: 1520 imm: 0
	 787: LdXMemDW dst: r0 src: r9 off: 504 imm: 0
	 788: StXMemDW dst: r9 src: r0 off: 1528 imm: 0
	 789: LdXMemDW dst: r0 src: r9 off: 512 imm: 0
	 790: StXMemDW dst: r9 src: r0 off: 1536 imm: 0
	 791: LdXMemDW dst: r0 src: r9 off: 520 imm: 0
	 792: StXMemDW dst: r9 src: r0 off: 1544 imm: 0
	 793: LdXMemDW dst: r0 src: r9 off: 528 imm: 0
	 794: StXMemDW dst: r9 src: r0 off: 1552 imm: 0
	 795: LdXMemDW dst: r0 src: r9 off: 536 imm: 0
	 796: StXMemDW dst: r9 src: r0 off: 1560 imm: 0
	 797: LdXMemDW dst: r0 src: r9 off: 544 imm: 0
	 798: StXMemDW dst: r9 src: r0 off: 1568 imm: 0
	 799: LdXMemDW dst: r0 src: r9 off: 552 imm: 0
	 800: StXMemDW dst: r9 src: r0 off: 1576 imm: 0
	 801: LdXMemDW dst: r0 src: r9 off: 560 imm: 0
	 802: StXMemDW dst: r9 src: r0 off: 1584 imm: 0
	 803: LdXMemDW dst: r0 src: r9 off: 568 imm: 0
	 804: StXMemDW dst: r9 src: r0 off: 1592 imm: 0
	 805: LdXMemDW dst: r0 src: r9 off: 576 imm: 0
	 806: StXMemDW dst: r9 src: r0 off: 1600 imm: 0
	 807: LdXMemDW dst: r0 src: r9 off: 584 imm: 0
	 808: StXMemDW dst: r9 src: r0 off: 1608 imm: 0
	 809: LdXMemDW dst: r0 src: r9 off: 592 imm: 0
	 810: StXMemDW dst: r9 src: r0 off: 1616 imm: 0
	 811: LdXMemDW dst: r0 src: r9 off: 600 imm: 0
	 812: StXMemDW dst: r9 src: r0 off: 1624 imm: 0
	 813: LdXMemDW dst: r0 src: r9 off: 608 imm: 0
	 814: StXMemDW dst: r9 src: r0 off: 1632 imm: 0
	 815: LdXMemDW dst: r0 src: r9 off: 616 imm: 0
	 816: StXMemDW dst: r9 src: r0 off: 1640 imm: 0
	 817: LdXMemDW dst: r0 src: r9 off: 624 imm: 0
	 818: StXMemDW dst: r9 src: r0 off: 1648 imm: 0
	 819: LdXMemDW dst: r0 src: r9 off: 632 imm: 0
	 820: StXMemDW dst: r9 src: r0 off: 1656 imm: 0
	 821: LdXMemDW dst: r0 src: r9 off: 640 imm: 0
	 822: StXMemDW dst: r9 src: r0 off: 1664 imm: 0
	 823: LdXMemDW dst: r0 src: r9 off: 648 imm: 0
	 824: StXMemDW dst: r9 src: r0 off: 1672 imm: 0
	 825: LdXMemDW dst: r0 src: r9 off: 656 imm: 0
	 826: StXMemDW dst: r9 src: r0 off: 1680 imm: 0
	 827: LdXMemDW dst: r0 src: r9 off: 664 imm: 0
	 828: StXMemDW dst: r9 src: r0 off: 1688 imm: 0
	 829: LdXMemDW dst: r0 src: r9 off: 672 imm: 0
	 830: StXMemDW dst: r9 src: r0 off: 1696 imm: 0
	 831: LdXMemDW dst: r0 src: r9 off: 680 imm: 0
	 832: StXMemDW dst: r9 src: r0 off: 1704 imm: 0
	 833: LdXMemDW dst: r0 src: r9 off: 688 imm: 0
	 834: StXMemDW dst: r9 src: r0 off: 1712 imm: 0
	 835: LdXMemDW dst: r0 src: r9 off: 696 imm: 0
	 836: StXMemDW dst: r9 src: r0 off: 1720 imm: 0
	 837: LdXMemDW dst: r0 src: r9 off: 704 imm: 0
	 838: StXMemDW dst: r9 src: r0 off: 1728 imm: 0
	 839: LdXMemDW dst: r0 src: r9 off: 712 imm: 0
	 840: StXMemDW dst: r9 src: r0 off: 1736 imm: 0
	 841: LdXMemDW dst: r0 src: r9 off: 720 imm: 0
	 842: StXMemDW dst: r9 src: r0 off: 1744 imm: 0
	 843: LdXMemDW dst: r0 src: r9 off: 728 imm: 0
	 844: StXMemDW dst: r9 src: r0 off: 1752 imm: 0
	 845: LdXMemDW dst: r0 src: r9 off: 736 imm: 0
	 846: StXMemDW dst: r9 src: r0 off: 1760 imm: 0
	 847: LdXMemDW dst: r0 src: r9 off: 744 imm: 0
	 848: StXMemDW dst: r9 src: r0 off: 1768 imm: 0
	 849: LdXMemDW dst: r0 src: r9 off: 752 imm: 0
	 850: StXMemDW dst: r9 src: r0 off: 1776 imm: 0
	 851: LdXMemDW dst: r0 src: r9 off: 760 imm: 0
	 852: StXMemDW dst: r9 src: r0 off: 1784 imm: 0
	 853: LdXMemDW dst: r0 src: r9 off: 768 imm: 0
	 854: StXMemDW dst: r9 src: r0 off: 1792 imm: 0
	 855: LdXMemDW dst: r0 src: r9 off: 776 imm: 0
	 856: StXMemDW dst: r9 src: r0 off: 1800 imm: 0
	 857: LdXMemDW dst: r0 src: r9 off: 784 imm: 0
	 858: StXMemDW dst: r9 src: r0 off: 1808 imm: 0
	 859: LdXMemDW dst: r0 src: r9 off: 792 imm: 0
	 860: StXMemDW dst: r9 src: r0 off: 1816 imm: 0
	 861: LdXMemDW dst: r0 src: r9 off: 800 imm: 0
	 862: StXMemDW dst: r9 src: r0 off: 1824 imm: 0
	 863: LdXMemDW dst: r0 src: r9 off: 808 imm: 0
	 864: StXMemDW dst: r9 src: r0 off: 1832 imm: 0
	 865: LdXMemDW dst: r0 src: r9 off: 816 imm: 0
	 866: StXMemDW dst: r9 src: r0 off: 1840 imm: 0
	 867: LdXMemDW dst: r0 src: r9 off: 824 imm: 0
	 868: StXMemDW dst: r9 src: r0 off: 1848 imm: 0
	 869: LdXMemDW dst: r0 src: r9 off: 832 imm: 0
	 870: StXMemDW dst: r9 src: r0 off: 1856 imm: 0
	 871: LdXMemDW dst: r0 src: r9 off: 840 imm: 0
	 872: StXMemDW dst: r9 src: r0 off: 1864 imm: 0
	 873: LdXMemDW dst: r0 src: r9 off: 848 imm: 0
	 874: StXMemDW dst: r9 src: r0 off: 1872 imm: 0
	 875: LdXMemDW dst: r0 src: r9 off: 856 imm: 0
	 876: StXMemDW dst: r9 src: r0 off: 1880 imm: 0
	 877: LdXMemDW dst: r0 src: r9 off: 864 imm: 0
	 878: StXMemDW dst: r9 src: r0 off: 1888 imm: 0
	 879: LdXMemDW dst: r0 src: r9 off: 872 imm: 0
	 880: StXMemDW dst: r9 src: r0 off: 1896 imm: 0
	 881: LdXMemDW dst: r0 src: r9 off: 880 imm: 0
	 882: StXMemDW dst: r9 src: r0 off: 1904 imm: 0
	 883: LdXMemDW dst: r0 src: r9 off: 888 imm: 0
	 884: StXMemDW dst: r9 src: r0 off: 1912 imm: 0
	 885: LdXMemDW dst: r0 src: r9 off: 896 imm: 0
	 886: StXMemDW dst: r9 src: r0 off: 1920 imm: 0
	 887: LdXMemDW dst: r0 src: r9 off: 904 imm: 0
	 888: StXMemDW dst: r9 src: r0 off: 1928 imm: 0
	 889: LdXMemDW dst: r0 src: r9 off: 912 imm: 0
	 890: StXMemDW dst: r9 src: r0 off: 1936 imm: 0
	 891: LdXMemDW dst: r0 src: r9 off: 920 imm: 0
	 892: StXMemDW dst: r9 src: r0 off: 1944 imm: 0
	 893: LdXMemDW dst: r0 src: r9 off: 928 imm: 0
	 894: StXMemDW dst: r9 src: r0 off: 1952 imm: 0
	 895: LdXMemDW dst: r0 src: r9 off: 936 imm: 0
	 896: StXMemDW dst: r9 src: r0 off: 1960 imm: 0
	 897: LdXMemDW dst: r0 src: r9 off: 944 imm: 0
	 898: StXMemDW dst: r9 src: r0 off: 1968 imm: 0
	 899: LdXMemDW dst: r0 src: r9 off: 952 imm: 0
	 900: StXMemDW dst: r9 src: r0 off: 1976 imm: 0
	 901: LdXMemDW dst: r0 src: r9 off: 960 imm: 0
	 902: StXMemDW dst: r9 src: r0 off: 1984 imm: 0
	 903: LdXMemDW dst: r0 src: r9 off: 968 imm: 0
	 904: StXMemDW dst: r9 src: r0 off: 1992 imm: 0
	 905: LdXMemDW dst: r0 src: r9 off: 976 imm: 0
	 906: StXMemDW dst: r9 src: r0 off: 2000 imm: 0
	 907: LdXMemDW dst: r0 src: r9 off: 984 imm: 0
	 908: StXMemDW dst: r9 src: r0 off: 2008 imm: 0
	 909: LdXMemDW dst: r0 src: r9 off: 992 imm: 0
	 910: StXMemDW dst: r9 src: r0 off: 2016 imm: 0
	 911: LdXMemDW dst: r0 src: r9 off: 1000 imm: 0
	 912: StXMemDW dst: r9 src: r0 off: 2024 imm: 0
	 913: LdXMemDW dst: r0 src: r9 off: 1008 imm: 0
	 914: StXMemDW dst: r9 src: r0 off: 2032 imm: 0
	 915: LdXMemDW dst: r0 src: r9 off: 1016 imm: 0
	 916: StXMemDW dst: r9 src: r0 off: 2040 imm: 0
	 917: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 918: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 919: MovReg dst: r1 src: rfp
	 920: AddImm dst: r1 imm: -48
	 921: MovImm dst: r2 imm: 16
	 922: Call FnGetCurrentComm
	 923: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 924: StXMemDW dst: r9 src: r0 off: 2048 imm: 0
	 925: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 926: StXMemDW dst: r9 src: r0 off: 2056 imm: 0
	 927: LoadMapPtr dst: r1 fd: 0 <m0_>
	 929: MovReg dst: r2 src: r9
	 930: AddImm dst: r2 imm: 1024
	 931: Call FnMapLookupElem
	 932: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L2>
	 933: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 934: AddReg dst: r1 src: r6
	 935: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 936: Ja off: -1 <p0_tracepoint_L3>
p0_tracepoint_L2:
	    ; stdin:4:2: @[$p, comm] = count();
	 937: StXMemDW dst: rfp src: r6 off: -56 imm: 0
	 938: LoadMapPtr dst: r1 fd: 0 <m0_>
	 940: MovReg dst: r2 src: r9
	 941: AddImm dst: r2 imm: 1024
	 942: MovReg dst: r3 src: rfp
	 943: AddImm dst: r3 imm: -56
	 944: MovImm dst: r4 imm: 0
	 945: Call FnMapUpdateElem
	 946: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L4>
p0_tracepoint_L5:
	    ; stdin:4:2: @[$p, comm] = count();
	 947: Ja off: 0
p0_tracepoint_L3:
	    ; stdin:4:2: @[$p, comm] = count();
	 948: Ja off: 0
	    ; stdin:5:2: @last = $p;
	 949: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 950: LoadMapPtr dst: r1 fd: 0 <m1_last>
	 952: MovReg dst: r2 src: rfp
	 953: AddImm dst: r2 imm: -40
	 954: MovReg dst: r3 src: r9
	 955: AddImm dst: r3 imm: 0
	 956: MovImm dst: r4 imm: 0
	 957: Call FnMapUpdateElem
	 958: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L6>
p0_tracepoint_L7:
	    ; stdin:5:2: @last = $p;
	 959: Ja off: 0
	    ; stdin:6:2: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	 960: LdImmDW dst: r0 imm: 8317981589517919535
	 962: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 963: LdImmDW dst: r0 imm: 435626798708
	 965: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 966: LdXMemB dst: r1 src: r9 off: 0 imm: 0
	 967: LdXMemB dst: r2 src: rfp off: -48 imm: 0
	 968: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 969: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 970: LdXMemB dst: r1 src: r9 off: 1 imm: 0
	 971: LdXMemB dst: r2 src: rfp off: -47 imm: 0
	 972: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 973: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 974: LdXMemB dst: r1 src: r9 off: 2 imm: 0
	 975: LdXMemB dst: r2 src: rfp off: -46 imm: 0
	 976: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 977: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 978: LdXMemB dst: r1 src: r9 off: 3 imm: 0
	 979: LdXMemB dst: r2 src: rfp off: -45 imm: 0
	 980: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 981: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 982: LdXMemB dst: r1 src: r9 off: 4 imm: 0
	 983: LdXMemB dst: r2 src: rfp off: -44 imm: 0
	 984: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 985: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 986: LdXMemB dst: r1 src: r9 off: 5 imm: 0
	 987: LdXMemB dst: r2 src: rfp off: -43 imm: 0
	 988: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 989: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 990: LdXMemB dst: r1 src: r9 off: 6 imm: 0
	 991: LdXMemB dst: r2 src: rfp off: -42 imm: 0
	 992: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 993: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 994: LdXMemB dst: r1 src: r9 off: 7 imm: 0
	 995: LdXMemB dst: r2 src: rfp off: -41 imm: 0
	 996: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	 997: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	 998: LdXMemB dst: r1 src: r9 off: 8 imm: 0
	 999: LdXMemB dst: r2 src: rfp off: -40 imm: 0
	1000: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1001: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	1002: LdXMemB dst: r1 src: r9 off: 9 imm: 0
	1003: LdXMemB dst: r2 src: rfp off: -39 imm: 0
	1004: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1005: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	1006: LdXMemB dst: r1 src: r9 off: 10 imm: 0
	1007: LdXMemB dst: r2 src: rfp off: -38 imm: 0
	1008: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1009: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	1010: LdXMemB dst: r1 src: r9 off: 11 imm: 0
	1011: LdXMemB dst: r2 src: rfp off: -37 imm: 0
	1012: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1013: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	1014: LdXMemB dst: r1 src: r9 off: 12 imm: 0
	1015: LdXMemB dst: r2 src: rfp off: -36 imm: 0
	1016: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1017: JEqImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L11_eq>
	1018: LdXMemB dst: r1 src: r9 off: 13 imm: 0
	1019: LdXMemB dst: r2 src: rfp off: -35 imm: 0
	1020: JNEReg dst: r1 off: -1 src: r2 <p0_tracepoint_L10>
	1021: LdXMemB dst: r1 src: r9 off: 14 imm: 0
	1022: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L10>
p0_tracepoint_L11_eq:
	    ; stdin:6:2: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1023: MovImm dst: r6 imm: 1
	1024: Ja off: -1 <p0_tracepoint_L11>
p0_tracepoint_L10:
	    ; stdin:6:2: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1025: MovImm dst: r6 imm: 0
p0_tracepoint_L11:
	    ; stdin:6:2: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1026: Ja off: 0
	1027: JEqImm dst: r6 off: -1 imm: 0 <p0_tracepoint_L8>
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1028: StMemDW dst: rfp src: r0 off: -56 imm: 0
	1029: LoadMapPtr dst: r1 fd: 0 <record>
	1031: MovReg dst: r2 src: rfp
	1032: AddImm dst: r2 imm: -56
	1033: Call FnMapLookupElem
	1034: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L12>
	1035: MovReg dst: r6 src: r0
	1036: LdImmDW dst: r1 imm: 1
	1038: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	1039: StMemDW dst: rfp src: r0 off: -64 imm: 24
	1040: MovReg dst: r1 src: r6
	1041: LdXMemDW dst: r2 src: rfp off: -64 imm: 0
	1042: AddReg dst: r1 src: r2
	1043: MovImm dst: r2 imm: 1025
	1044: MovReg dst: r3 src: r9
	1045: AddImm dst: r3 imm: 0
	1046: Call FnProbeReadKernelStr
	1047: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L13>
	1048: MovImm dst: r0 imm: 1
p0_tracepoint_L13:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1049: JLEImm dst: r0 off: -1 imm: 1025 <p0_tracepoint_L14>
	1050: MovImm dst: r0 imm: 1025
p0_tracepoint_L14:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1051: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	1052: LdXMemDW dst: r1 src: rfp off: -64 imm: 0
	1053: AddReg dst: r1 src: r0
	1054: StXMemDW dst: rfp src: r1 off: -64 imm: 0
	1055: StMemDW dst: rfp src: r0 off: -72 imm: 0
	1056: LoadMapPtr dst: r1 fd: 0 <m1_last>
	1058: MovReg dst: r2 src: rfp
	1059: AddImm dst: r2 imm: -72
	1060: Call FnMapLookupElem
	1061: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L15>
	1062: MovReg dst: r3 src: r0
	1063: MovReg dst: r1 src: r6
	1064: LdXMemDW dst: r2 src: rfp off: -64 imm: 0
	1065: AddReg dst: r1 src: r2
	1066: MovImm dst: r2 imm: 1024
	1067: Call FnProbeReadKernelStr
	1068: Ja off: -1 <p0_tracepoint_L16>
p0_tracepoint_L15:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1069: MovReg dst: r1 src: r6
	1070: LdXMemDW dst: r2 src: rfp off: -64 imm: 0
	1071: AddReg dst: r1 src: r2
	1072: StMemB dst: r1 src: r0 off: 0 imm: 0
	1073: MovImm dst: r0 imm: 1
p0_tracepoint_L16:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1074: JSGTImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L17>
	1075: MovImm dst: r0 imm: 1
p0_tracepoint_L17:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1076: JLEImm dst: r0 off: -1 imm: 1025 <p0_tracepoint_L18>
	1077: MovImm dst: r0 imm: 1025
p0_tracepoint_L18:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1078: StXMemDW dst: r6 src: r0 off: 16 imm: 0
	1079: LdXMemDW dst: r1 src: rfp off: -64 imm: 0
	1080: AddReg dst: r1 src: r0
	1081: StXMemDW dst: rfp src: r1 off: -64 imm: 0
	1082: LoadMapPtr dst: r1 fd: 0 <events>
	1084: MovReg dst: r2 src: r6
	1085: LdXMemDW dst: r3 src: rfp off: -64 imm: 0
	1086: MovImm dst: r4 imm: 1
	1087: Call FnRingbufOutput
	1088: JNEImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L19>
p0_tracepoint_L20:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1089: Ja off: 0
p0_tracepoint_L12:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1090: Ja off: 0
p0_tracepoint_L8:
	    ; stdin:7:2: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1091: StMemDW dst: rfp src: r0 off: -40 imm: 0
	1092: MovReg dst: r1 src: rfp
	1093: AddImm dst: r1 imm: -32
	1094: MovImm dst: r2 imm: 24
	1095: MovReg dst: r3 src: r1
	1096: Call FnProbeReadKernel
	1097: LoadMapPtr dst: r1 fd: 0 <m2_last2>
	1099: LdImmDW dst: r2 imm: -1 <p0_tracepoint_cb1>
	1101: MovReg dst: r3 src: rfp
	1102: MovImm dst: r4 imm: 0
	1103: Call FnForEachMapElem
p0_tracepoint_L1:
	    ; stdin:7:2: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1104: MovImm dst: r0 imm: 1
	1105: Exit
p0_tracepoint_L4:
	    ; stdin:4:2: @[$p, comm] = count();
	1106: Ja off: 0
	1107: StMemDW dst: rfp src: r0 off: -64 imm: 1
	1108: LoadMapPtr dst: r1 fd: 0 <lost>
	1110: MovReg dst: r2 src: rfp
	1111: AddImm dst: r2 imm: -64
	1112: Call FnMapLookupElem
	1113: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L28>
	1114: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1115: AddImm dst: r1 imm: 1
	1116: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L28:
	    ; stdin:4:2: @[$p, comm] = count();
	1117: Ja off: -1 <p0_tracepoint_L5>
p0_tracepoint_L6:
	    ; stdin:5:2: @last = $p;
	1118: Ja off: 0
	1119: StMemDW dst: rfp src: r0 off: -48 imm: 2
	1120: LoadMapPtr dst: r1 fd: 0 <lost>
	1122: MovReg dst: r2 src: rfp
	1123: AddImm dst: r2 imm: -48
	1124: Call FnMapLookupElem
	1125: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L29>
	1126: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1127: AddImm dst: r1 imm: 1
	1128: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L29:
	    ; stdin:5:2: @last = $p;
	1129: Ja off: -1 <p0_tracepoint_L7>
p0_tracepoint_L19:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1130: Ja off: 0
	1131: StMemDW dst: rfp src: r0 off: -80 imm: 2
	1132: LoadMapPtr dst: r1 fd: 0 <config>
	1134: MovReg dst: r2 src: rfp
	1135: AddImm dst: r2 imm: -80
	1136: Call FnMapLookupElem
	1137: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L31>
	1138: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1139: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L30>
p0_tracepoint_L31:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1140: Ja off: 0
	1141: StMemDW dst: rfp src: r0 off: -88 imm: 0
	1142: LoadMapPtr dst: r1 fd: 0 <lost>
	1144: MovReg dst: r2 src: rfp
	1145: AddImm dst: r2 imm: -88
	1146: Call FnMapLookupElem
	1147: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L30>
	1148: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1149: AddImm dst: r1 imm: 1
	1150: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L30:
	    ; stdin:6:31: if ($p == "/etc/hostname") { printf("%s %s\n", $p, @last); }
	1151: Ja off: -1 <p0_tracepoint_L20>
p0_tracepoint_cb1:
	    ; stdin:7:2: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1152: StXMemDW dst: rfp src: r4 off: -40 imm: 0
	1153: StXMemDW dst: rfp src: r2 off: -56 imm: 0
	1154: StXMemDW dst: rfp src: r3 off: -64 imm: 0
	1155: StMemDW dst: rfp src: r0 off: -48 imm: 0
	1156: LdXMemDW dst: r0 src: r4 off: -32 imm: 0
	1157: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	1158: LdXMemDW dst: r0 src: r4 off: -24 imm: 0
	1159: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	1160: LdXMemDW dst: r0 src: r4 off: -16 imm: 0
	1161: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	1162: LdXMemDW dst: r0 src: r4 off: -8 imm: 0
	1163: StXMemDW dst: rfp src: r0 off: -8 imm: 0
	1164: StMemDW dst: rfp src: r0 off: -72 imm: 0
	1165: LoadMapPtr dst: r1 fd: 0 <scratch>
	1167: MovReg dst: r2 src: rfp
	1168: AddImm dst: r2 imm: -72
	1169: Call FnMapLookupElem
	1170: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L23>
	1171: MovReg dst: r9 src: r0
	1172: LdXMemDW dst: r2 src: rfp off: -56 imm: 0
	1173: LdXMemDW dst: r0 src: r2 off: 0 imm: 0
	1174: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	1175: LdXMemDW dst: r3 src: rfp off: -64 imm: 0
	1176: LdXMemDW dst: r0 src: r3 off: 0 imm: 0
	1177: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1178: LoadMapPtr dst: r1 fd: 0 <events>
	1180: MovImm dst: r2 imm: 16
	1181: MovImm dst: r3 imm: 0
	1182: Call FnRingbufReserve
	1183: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L25>
	1184: MovReg dst: r6 src: r0
	1185: LdImmDW dst: r1 imm: 4294967297
	1187: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	1188: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	1189: StXMemDW dst: r6 src: r0 off: 8 imm: 0
	1190: MovReg dst: r1 src: r6
	1191: MovImm dst: r2 imm: 1
	1192: Call FnRingbufSubmit
p0_tracepoint_L24:
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1193: Ja off: 0
	1194: Ja off: -1 <p0_tracepoint_L23>
p0_tracepoint_L23:
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1195: LdXMemDW dst: r4 src: rfp off: -40 imm: 0
	1196: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	1197: StXMemDW dst: r4 src: r0 off: -32 imm: 0
	1198: LdXMemDW dst: r0 src: rfp off: -24 imm: 0
	1199: StXMemDW dst: r4 src: r0 off: -24 imm: 0
	1200: LdXMemDW dst: r0 src: rfp off: -16 imm: 0
	1201: StXMemDW dst: r4 src: r0 off: -16 imm: 0
	1202: LdXMemDW dst: r0 src: rfp off: -8 imm: 0
	1203: StXMemDW dst: r4 src: r0 off: -8 imm: 0
	1204: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	1205: Exit
p0_tracepoint_L25:
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1206: Ja off: 0
	1207: StMemDW dst: rfp src: r0 off: -80 imm: 2
	1208: LoadMapPtr dst: r1 fd: 0 <config>
	1210: MovReg dst: r2 src: rfp
	1211: AddImm dst: r2 imm: -80
	1212: Call FnMapLookupElem
	1213: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L27>
	1214: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1215: JNEImm dst: r1 off: -1 imm: 0 <p0_tracepoint_L26>
p0_tracepoint_L27:
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1216: Ja off: 0
	1217: StMemDW dst: rfp src: r0 off: -88 imm: 0
	1218: LoadMapPtr dst: r1 fd: 0 <lost>
	1220: MovReg dst: r2 src: rfp
	1221: AddImm dst: r2 imm: -88
	1222: Call FnMapLookupElem
	1223: JEqImm dst: r0 off: -1 imm: 0 <p0_tracepoint_L26>
	1224: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	1225: AddImm dst: r1 imm: 1
	1226: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_tracepoint_L26:
	    ; stdin:7:23: for ($kv : @last2) { printf("%s\n", $kv.1); }
	1227: Ja off: -1 <p0_tracepoint_L24>

p1_END (RawTracepoint):
p1_END:
	  ; stdin:9:7: END { @last2[1] = "x"; }
	 0: LdImmDW dst: r0 imm: 120
	 2: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 3: MovImm dst: r6 imm: 1
	 4: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 5: LoadMapPtr dst: r1 fd: 0 <m2_last2>
	 7: MovReg dst: r2 src: rfp
	 8: AddImm dst: r2 imm: -24
	 9: MovReg dst: r3 src: rfp
	10: AddImm dst: r3 imm: -16
	11: MovImm dst: r4 imm: 0
	12: Call FnMapUpdateElem
	13: JNEImm dst: r0 off: -1 imm: 0 <p1_END_L2>
p1_END_L3:
	  ; stdin:9:7: END { @last2[1] = "x"; }
	14: Ja off: 0
p1_END_L1:
	  ; stdin:9:7: END { @last2[1] = "x"; }
	15: MovImm dst: r0 imm: 0
	16: Exit
p1_END_L2:
	  ; stdin:9:7: END { @last2[1] = "x"; }
	17: Ja off: 0
	18: StMemDW dst: rfp src: r0 off: -32 imm: 3
	19: LoadMapPtr dst: r1 fd: 0 <lost>
	21: MovReg dst: r2 src: rfp
	22: AddImm dst: r2 imm: -32
	23: Call FnMapLookupElem
	24: JEqImm dst: r0 off: -1 imm: 0 <p1_END_L4>
	25: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	26: AddImm dst: r1 imm: 1
	27: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p1_END_L4:
	  ; stdin:9:7: END { @last2[1] = "x"; }
	28: Ja off: -1 <p1_END_L3>
