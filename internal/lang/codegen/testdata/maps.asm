map m0_a @a key=8 value=8 percpu=false array=false bucketed=false
map m1_av @av key=8 value=16 percpu=true array=false bucketed=false
map m2_b @b key=8 value=8 percpu=false array=false bucketed=false
map m3_c @c key=4 value=8 percpu=true array=true bucketed=false
map m4_h @h key=4 value=8 percpu=true array=true bucketed=true
map m5_k @k key=16 value=8 percpu=false array=false bucketed=false
map m6_kc @kc key=8 value=8 percpu=true array=false bucketed=false
map m7_l @l key=8 value=8 percpu=true array=false bucketed=true
map m8_mn @mn key=8 value=16 percpu=true array=false bucketed=false
map m9_mx @mx key=8 value=16 percpu=true array=false bucketed=false
map m10_r @r key=8 value=8 percpu=false array=false bucketed=false
map m11_s @s key=8 value=8 percpu=false array=false bucketed=false
map m12_st @st key=8 value=16 percpu=true array=false bucketed=false
map m13_sum @sum key=8 value=8 percpu=true array=false bucketed=false
map m14_t @t key=8 value=16 percpu=false array=false bucketed=false

p0_BEGIN (RawTracepoint):
p0_BEGIN:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	   0: MovImm dst: r6 imm: 1
	   1: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   2: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   3: LoadMapPtr dst: r1 fd: 0 <m0_a>
	   5: MovReg dst: r2 src: rfp
	   6: AddImm dst: r2 imm: -24
	   7: MovReg dst: r3 src: rfp
	   8: AddImm dst: r3 imm: -16
	   9: MovImm dst: r4 imm: 0
	  10: Call FnMapUpdateElem
	  11: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
p0_BEGIN_L3:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  12: Ja off: 0
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  13: MovImm dst: r6 imm: 1
	  14: NegImm dst: r6 imm: 0
	  15: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  16: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  17: LoadMapPtr dst: r1 fd: 0 <m2_b>
	  19: MovReg dst: r2 src: rfp
	  20: AddImm dst: r2 imm: -24
	  21: MovReg dst: r3 src: rfp
	  22: AddImm dst: r3 imm: -16
	  23: MovImm dst: r4 imm: 0
	  24: Call FnMapUpdateElem
	  25: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
p0_BEGIN_L5:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  26: Ja off: 0
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  27: LdImmDW dst: r0 imm: 6513249
	  29: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  30: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  31: LoadMapPtr dst: r1 fd: 0 <m11_s>
	  33: MovReg dst: r2 src: rfp
	  34: AddImm dst: r2 imm: -24
	  35: MovReg dst: r3 src: rfp
	  36: AddImm dst: r3 imm: -16
	  37: MovImm dst: r4 imm: 0
	  38: Call FnMapUpdateElem
	  39: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
p0_BEGIN_L7:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  40: Ja off: 0
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  41: MovImm dst: r6 imm: 1
	  42: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  43: LdImmDW dst: r0 imm: 120
	  45: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  46: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	  47: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  48: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  49: LoadMapPtr dst: r1 fd: 0 <m14_t>
	  51: MovReg dst: r2 src: rfp
	  52: AddImm dst: r2 imm: -40
	  53: MovReg dst: r3 src: rfp
	  54: AddImm dst: r3 imm: -24
	  55: MovImm dst: r4 imm: 0
	  56: Call FnMapUpdateElem
	  57: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
p0_BEGIN_L9:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  58: Ja off: 0
	    ; stdin:3:2: @k[1, "a"] = 3;
	  59: MovImm dst: r6 imm: 3
	  60: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  61: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  62: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  63: MovImm dst: r6 imm: 1
	  64: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	  65: LdImmDW dst: r0 imm: 97
	  67: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  68: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	  69: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	  70: LoadMapPtr dst: r1 fd: 0 <m5_k>
	  72: MovReg dst: r2 src: rfp
	  73: AddImm dst: r2 imm: -32
	  74: MovReg dst: r3 src: rfp
	  75: AddImm dst: r3 imm: -16
	  76: MovImm dst: r4 imm: 0
	  77: Call FnMapUpdateElem
	  78: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
p0_BEGIN_L11:
	    ; stdin:3:2: @k[1, "a"] = 3;
	  79: Ja off: 0
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  80: MovImm dst: r6 imm: 1
	  81: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  82: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  84: MovReg dst: r2 src: rfp
	  85: AddImm dst: r2 imm: -16
	  86: Call FnMapLookupElem
	  87: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	  88: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  89: AddReg dst: r1 src: r6
	  90: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	  91: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  92: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  93: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  95: MovReg dst: r2 src: rfp
	  96: AddImm dst: r2 imm: -16
	  97: MovReg dst: r3 src: rfp
	  98: AddImm dst: r3 imm: -24
	  99: MovImm dst: r4 imm: 0
	 100: Call FnMapUpdateElem
	 101: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
p0_BEGIN_L15:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 102: Ja off: 0
p0_BEGIN_L13:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 103: Ja off: 0
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 104: MovImm dst: r6 imm: 1
	 105: MovImm dst: r7 imm: 2
	 106: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 107: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 109: MovReg dst: r2 src: rfp
	 110: AddImm dst: r2 imm: -16
	 111: Call FnMapLookupElem
	 112: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	 113: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 114: AddReg dst: r1 src: r6
	 115: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 116: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 117: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 118: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 120: MovReg dst: r2 src: rfp
	 121: AddImm dst: r2 imm: -16
	 122: MovReg dst: r3 src: rfp
	 123: AddImm dst: r3 imm: -24
	 124: MovImm dst: r4 imm: 0
	 125: Call FnMapUpdateElem
	 126: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
p0_BEGIN_L19:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 127: Ja off: 0
p0_BEGIN_L17:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 128: Ja off: 0
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 129: MovImm dst: r6 imm: 5
	 130: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 131: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 133: MovReg dst: r2 src: rfp
	 134: AddImm dst: r2 imm: -16
	 135: Call FnMapLookupElem
	 136: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
	 137: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 138: AddReg dst: r1 src: r6
	 139: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 140: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 141: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 142: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 144: MovReg dst: r2 src: rfp
	 145: AddImm dst: r2 imm: -16
	 146: MovReg dst: r3 src: rfp
	 147: AddImm dst: r3 imm: -24
	 148: MovImm dst: r4 imm: 0
	 149: Call FnMapUpdateElem
	 150: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L22>
p0_BEGIN_L23:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 151: Ja off: 0
p0_BEGIN_L21:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 152: Ja off: 0
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 153: MovImm dst: r6 imm: 3
	 154: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 155: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 157: MovReg dst: r2 src: rfp
	 158: AddImm dst: r2 imm: -16
	 159: Call FnMapLookupElem
	 160: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	 161: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 162: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L26>
	 163: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 164: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L26>
	 165: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L26:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 166: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 167: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 168: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 169: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 170: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 171: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 173: MovReg dst: r2 src: rfp
	 174: AddImm dst: r2 imm: -16
	 175: MovReg dst: r3 src: rfp
	 176: AddImm dst: r3 imm: -32
	 177: MovImm dst: r4 imm: 0
	 178: Call FnMapUpdateElem
	 179: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
p0_BEGIN_L28:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 180: Ja off: 0
p0_BEGIN_L25:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 181: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 182: MovImm dst: r6 imm: 2
	 183: NegImm dst: r6 imm: 0
	 184: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 185: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 187: MovReg dst: r2 src: rfp
	 188: AddImm dst: r2 imm: -16
	 189: Call FnMapLookupElem
	 190: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	 191: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 192: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L31>
	 193: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 194: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L31>
	 195: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L31:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 196: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 197: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 198: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 199: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 200: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 201: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 203: MovReg dst: r2 src: rfp
	 204: AddImm dst: r2 imm: -16
	 205: MovReg dst: r3 src: rfp
	 206: AddImm dst: r3 imm: -32
	 207: MovImm dst: r4 imm: 0
	 208: Call FnMapUpdateElem
	 209: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L32>
p0_BEGIN_L33:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 210: Ja off: 0
p0_BEGIN_L30:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 211: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 212: MovImm dst: r6 imm: 7
	 213: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 214: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 216: MovReg dst: r2 src: rfp
	 217: AddImm dst: r2 imm: -16
	 218: Call FnMapLookupElem
	 219: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L34>
	 220: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 221: AddImm dst: r1 imm: 1
	 222: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 223: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 224: AddReg dst: r1 src: r6
	 225: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 226: Ja off: -1 <p0_BEGIN_L35>
p0_BEGIN_L34:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 227: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 228: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 229: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 231: MovReg dst: r2 src: rfp
	 232: AddImm dst: r2 imm: -16
	 233: MovReg dst: r3 src: rfp
	 234: AddImm dst: r3 imm: -32
	 235: MovImm dst: r4 imm: 0
	 236: Call FnMapUpdateElem
	 237: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L36>
p0_BEGIN_L37:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 238: Ja off: 0
p0_BEGIN_L35:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 239: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 240: MovImm dst: r6 imm: 9
	 241: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 242: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 244: MovReg dst: r2 src: rfp
	 245: AddImm dst: r2 imm: -16
	 246: Call FnMapLookupElem
	 247: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L38>
	 248: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 249: AddImm dst: r1 imm: 1
	 250: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 251: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 252: AddReg dst: r1 src: r6
	 253: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 254: Ja off: -1 <p0_BEGIN_L39>
p0_BEGIN_L38:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 255: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 256: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 257: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 259: MovReg dst: r2 src: rfp
	 260: AddImm dst: r2 imm: -16
	 261: MovReg dst: r3 src: rfp
	 262: AddImm dst: r3 imm: -32
	 263: MovImm dst: r4 imm: 0
	 264: Call FnMapUpdateElem
	 265: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L40>
p0_BEGIN_L41:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 266: Ja off: 0
p0_BEGIN_L39:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 267: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 268: MovImm dst: r6 imm: 100
	 269: MovReg dst: r7 src: r6
	 270: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L42>
	 271: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L43>
	 272: MovImm dst: r1 imm: 2
	 273: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L45>
	 274: RShImm dst: r7 imm: 16
	 275: AddImm dst: r1 imm: 16
p0_BEGIN_L45:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 276: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L46>
	 277: RShImm dst: r7 imm: 8
	 278: AddImm dst: r1 imm: 8
p0_BEGIN_L46:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 279: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L47>
	 280: RShImm dst: r7 imm: 4
	 281: AddImm dst: r1 imm: 4
p0_BEGIN_L47:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 282: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L48>
	 283: RShImm dst: r7 imm: 2
	 284: AddImm dst: r1 imm: 2
p0_BEGIN_L48:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 285: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L49>
	 286: RShImm dst: r7 imm: 1
	 287: AddImm dst: r1 imm: 1
p0_BEGIN_L49:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 288: MovReg dst: r7 src: r1
	 289: Ja off: -1 <p0_BEGIN_L44>
p0_BEGIN_L42:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 290: MovImm dst: r7 imm: 0
	 291: Ja off: -1 <p0_BEGIN_L44>
p0_BEGIN_L43:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 292: MovImm dst: r7 imm: 1
p0_BEGIN_L44:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 293: Ja off: 0
	 294: MovImm dst: r6 imm: 1
	 295: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 296: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 298: MovReg dst: r2 src: rfp
	 299: AddImm dst: r2 imm: -16
	 300: Call FnMapLookupElem
	 301: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	 302: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 303: AddReg dst: r1 src: r6
	 304: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 305: Ja off: -1 <p0_BEGIN_L51>
p0_BEGIN_L50:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 306: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 307: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 309: MovReg dst: r2 src: rfp
	 310: AddImm dst: r2 imm: -16
	 311: MovReg dst: r3 src: rfp
	 312: AddImm dst: r3 imm: -24
	 313: MovImm dst: r4 imm: 0
	 314: Call FnMapUpdateElem
	 315: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L52>
p0_BEGIN_L53:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 316: Ja off: 0
p0_BEGIN_L51:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 317: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 318: MovImm dst: r6 imm: 3
	 319: MovReg dst: r7 src: r6
	 320: MovImm dst: r1 imm: 0
	 321: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L54>
	 322: MovImm dst: r1 imm: 10
	 323: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L55>
	 324: MovImm dst: r1 imm: 0
	 325: SubReg dst: r7 src: r1
	 326: MovImm dst: r1 imm: 2
	 327: DivReg dst: r7 src: r1
	 328: AddImm dst: r7 imm: 1
	 329: Ja off: -1 <p0_BEGIN_L56>
p0_BEGIN_L54:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 330: MovImm dst: r7 imm: 0
	 331: Ja off: -1 <p0_BEGIN_L56>
p0_BEGIN_L55:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 332: MovImm dst: r7 imm: 6
p0_BEGIN_L56:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 333: Ja off: 0
	 334: MovImm dst: r6 imm: 1
	 335: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 336: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 337: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 339: MovReg dst: r2 src: rfp
	 340: AddImm dst: r2 imm: -16
	 341: Call FnMapLookupElem
	 342: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L57>
	 343: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 344: AddReg dst: r1 src: r6
	 345: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 346: Ja off: -1 <p0_BEGIN_L58>
p0_BEGIN_L57:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 347: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 348: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 350: MovReg dst: r2 src: rfp
	 351: AddImm dst: r2 imm: -16
	 352: MovReg dst: r3 src: rfp
	 353: AddImm dst: r3 imm: -24
	 354: MovImm dst: r4 imm: 0
	 355: Call FnMapUpdateElem
	 356: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L59>
p0_BEGIN_L60:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 357: Ja off: 0
p0_BEGIN_L58:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 358: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 359: MovImm dst: r6 imm: 1
	 360: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 361: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 363: MovReg dst: r2 src: rfp
	 364: AddImm dst: r2 imm: -16
	 365: Call FnMapLookupElem
	 366: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L61>
	 367: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 368: MovReg dst: r1 src: r7
	 369: AddReg dst: r1 src: r6
	 370: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 371: Ja off: -1 <p0_BEGIN_L62>
p0_BEGIN_L61:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 372: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 373: MovImm dst: r7 imm: 0
	 374: MovImm dst: r1 imm: 0
	 375: AddReg dst: r1 src: r6
	 376: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 377: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 379: MovReg dst: r2 src: rfp
	 380: AddImm dst: r2 imm: -16
	 381: MovReg dst: r3 src: rfp
	 382: AddImm dst: r3 imm: -24
	 383: MovImm dst: r4 imm: 0
	 384: Call FnMapUpdateElem
	 385: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L63>
p0_BEGIN_L64:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 386: Ja off: 0
p0_BEGIN_L62:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 387: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 388: MovImm dst: r6 imm: 4
	 389: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 390: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 392: MovReg dst: r2 src: rfp
	 393: AddImm dst: r2 imm: -16
	 394: Call FnMapLookupElem
	 395: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L65>
	 396: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 397: MovReg dst: r1 src: r7
	 398: AddReg dst: r1 src: r6
	 399: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 400: Ja off: -1 <p0_BEGIN_L66>
p0_BEGIN_L65:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 401: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 402: MovImm dst: r7 imm: 0
	 403: MovImm dst: r1 imm: 0
	 404: AddReg dst: r1 src: r6
	 405: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 406: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 408: MovReg dst: r2 src: rfp
	 409: AddImm dst: r2 imm: -16
	 410: MovReg dst: r3 src: rfp
	 411: AddImm dst: r3 imm: -24
	 412: MovImm dst: r4 imm: 0
	 413: Call FnMapUpdateElem
	 414: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L67>
p0_BEGIN_L68:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 415: Ja off: 0
p0_BEGIN_L66:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 416: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 417: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 418: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 420: MovReg dst: r2 src: rfp
	 421: AddImm dst: r2 imm: -16
	 422: Call FnMapLookupElem
	 423: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L69>
	 424: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 425: Ja off: -1 <p0_BEGIN_L70>
p0_BEGIN_L69:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 426: MovImm dst: r6 imm: 0
p0_BEGIN_L70:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 427: Ja off: 0
	 428: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 429: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 430: MovImm dst: r7 imm: 1
	 431: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	 432: LdImmDW dst: r0 imm: 97
	 434: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 435: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 436: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 437: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 439: MovReg dst: r2 src: rfp
	 440: AddImm dst: r2 imm: -32
	 441: Call FnMapLookupElem
	 442: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L71>
	 443: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 444: Ja off: -1 <p0_BEGIN_L72>
p0_BEGIN_L71:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 445: MovImm dst: r7 imm: 0
p0_BEGIN_L72:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 446: Ja off: 0
	 447: AddReg dst: r6 src: r7
	 448: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 449: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 450: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 452: MovReg dst: r2 src: rfp
	 453: AddImm dst: r2 imm: -56
	 454: MovReg dst: r3 src: rfp
	 455: AddImm dst: r3 imm: -48
	 456: MovImm dst: r4 imm: 0
	 457: Call FnMapUpdateElem
	 458: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L73>
p0_BEGIN_L74:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 459: Ja off: 0
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 460: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 461: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 462: MovImm dst: r6 imm: 1
	 463: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 464: LdImmDW dst: r0 imm: 97
	 466: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 467: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 468: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 469: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 471: MovReg dst: r2 src: rfp
	 472: AddImm dst: r2 imm: -24
	 473: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 474: LdImmDW dst: r0 imm: 17179869187
	 476: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 477: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 478: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 479: LoadMapPtr dst: r1 fd: 0 <events>
	 481: MovReg dst: r2 src: rfp
	 482: AddImm dst: r2 imm: -32
	 483: MovImm dst: r3 imm: 24
	 484: MovImm dst: r4 imm: 1
	 485: Call FnRingbufOutput
	 486: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L75>
p0_BEGIN_L76:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 487: Ja off: 0
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 488: LdImmDW dst: r0 imm: 12884901892
	 490: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 491: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 492: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 493: LoadMapPtr dst: r1 fd: 0 <events>
	 495: MovReg dst: r2 src: rfp
	 496: AddImm dst: r2 imm: -32
	 497: MovImm dst: r3 imm: 24
	 498: MovImm dst: r4 imm: 1
	 499: Call FnRingbufOutput
	 500: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L77>
p0_BEGIN_L78:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 501: Ja off: 0
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 502: LdImmDW dst: r0 imm: 55834574853
	 504: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 505: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 506: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 507: LoadMapPtr dst: r1 fd: 0 <events>
	 509: MovReg dst: r2 src: rfp
	 510: AddImm dst: r2 imm: -32
	 511: MovImm dst: r3 imm: 24
	 512: MovImm dst: r4 imm: 1
	 513: Call FnRingbufOutput
	 514: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L79>
p0_BEGIN_L80:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 515: Ja off: 0
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 516: LoadMapPtr dst: r1 fd: 0 <events>
	 518: MovImm dst: r2 imm: 16
	 519: MovImm dst: r3 imm: 0
	 520: Call FnRingbufReserve
	 521: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L82>
	 522: MovReg dst: r6 src: r0
	 523: LdImmDW dst: r1 imm: 1
	 525: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 526: MovImm dst: r7 imm: 1
	 527: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	 528: LdImmDW dst: r0 imm: 97
	 530: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 531: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 532: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 533: MovImm dst: r7 imm: 0
	 534: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 536: MovReg dst: r2 src: rfp
	 537: AddImm dst: r2 imm: -24
	 538: Call FnMapLookupElem
	 539: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L83>
	 540: MovImm dst: r7 imm: 1
p0_BEGIN_L83:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 541: Ja off: 0
	 542: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 543: MovReg dst: r1 src: r6
	 544: MovImm dst: r2 imm: 1
	 545: Call FnRingbufSubmit
p0_BEGIN_L81:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 546: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 547: MovImm dst: r0 imm: 0
	 548: Exit
p0_BEGIN_L2:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 549: Ja off: 0
	 550: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 551: LoadMapPtr dst: r1 fd: 0 <lost>
	 553: MovReg dst: r2 src: rfp
	 554: AddImm dst: r2 imm: -32
	 555: Call FnMapLookupElem
	 556: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L84>
	 557: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 558: AddImm dst: r1 imm: 1
	 559: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L84:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 560: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L4:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 561: Ja off: 0
	 562: StMemDW dst: rfp src: r0 off: -32 imm: 3
	 563: LoadMapPtr dst: r1 fd: 0 <lost>
	 565: MovReg dst: r2 src: rfp
	 566: AddImm dst: r2 imm: -32
	 567: Call FnMapLookupElem
	 568: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L85>
	 569: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 570: AddImm dst: r1 imm: 1
	 571: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L85:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 572: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L6:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 573: Ja off: 0
	 574: StMemDW dst: rfp src: r0 off: -32 imm: 12
	 575: LoadMapPtr dst: r1 fd: 0 <lost>
	 577: MovReg dst: r2 src: rfp
	 578: AddImm dst: r2 imm: -32
	 579: Call FnMapLookupElem
	 580: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L86>
	 581: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 582: AddImm dst: r1 imm: 1
	 583: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L86:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 584: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L8:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 585: Ja off: 0
	 586: StMemDW dst: rfp src: r0 off: -48 imm: 15
	 587: LoadMapPtr dst: r1 fd: 0 <lost>
	 589: MovReg dst: r2 src: rfp
	 590: AddImm dst: r2 imm: -48
	 591: Call FnMapLookupElem
	 592: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L87>
	 593: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 594: AddImm dst: r1 imm: 1
	 595: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L87:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 596: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; stdin:3:2: @k[1, "a"] = 3;
	 597: Ja off: 0
	 598: StMemDW dst: rfp src: r0 off: -48 imm: 6
	 599: LoadMapPtr dst: r1 fd: 0 <lost>
	 601: MovReg dst: r2 src: rfp
	 602: AddImm dst: r2 imm: -48
	 603: Call FnMapLookupElem
	 604: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L88>
	 605: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 606: AddImm dst: r1 imm: 1
	 607: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L88:
	    ; stdin:3:2: @k[1, "a"] = 3;
	 608: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L14:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 609: Ja off: 0
	 610: StMemDW dst: rfp src: r0 off: -32 imm: 4
	 611: LoadMapPtr dst: r1 fd: 0 <lost>
	 613: MovReg dst: r2 src: rfp
	 614: AddImm dst: r2 imm: -32
	 615: Call FnMapLookupElem
	 616: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L89>
	 617: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 618: AddImm dst: r1 imm: 1
	 619: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L89:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 620: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L18:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 621: Ja off: 0
	 622: StMemDW dst: rfp src: r0 off: -32 imm: 7
	 623: LoadMapPtr dst: r1 fd: 0 <lost>
	 625: MovReg dst: r2 src: rfp
	 626: AddImm dst: r2 imm: -32
	 627: Call FnMapLookupElem
	 628: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L90>
	 629: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 630: AddImm dst: r1 imm: 1
	 631: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L90:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 632: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L22:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 633: Ja off: 0
	 634: StMemDW dst: rfp src: r0 off: -32 imm: 14
	 635: LoadMapPtr dst: r1 fd: 0 <lost>
	 637: MovReg dst: r2 src: rfp
	 638: AddImm dst: r2 imm: -32
	 639: Call FnMapLookupElem
	 640: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L91>
	 641: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 642: AddImm dst: r1 imm: 1
	 643: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L91:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 644: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L27:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 645: Ja off: 0
	 646: StMemDW dst: rfp src: r0 off: -40 imm: 10
	 647: LoadMapPtr dst: r1 fd: 0 <lost>
	 649: MovReg dst: r2 src: rfp
	 650: AddImm dst: r2 imm: -40
	 651: Call FnMapLookupElem
	 652: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L92>
	 653: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 654: AddImm dst: r1 imm: 1
	 655: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L92:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 656: Ja off: -1 <p0_BEGIN_L28>
p0_BEGIN_L32:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 657: Ja off: 0
	 658: StMemDW dst: rfp src: r0 off: -40 imm: 9
	 659: LoadMapPtr dst: r1 fd: 0 <lost>
	 661: MovReg dst: r2 src: rfp
	 662: AddImm dst: r2 imm: -40
	 663: Call FnMapLookupElem
	 664: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L93>
	 665: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 666: AddImm dst: r1 imm: 1
	 667: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L93:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 668: Ja off: -1 <p0_BEGIN_L33>
p0_BEGIN_L36:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 669: Ja off: 0
	 670: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 671: LoadMapPtr dst: r1 fd: 0 <lost>
	 673: MovReg dst: r2 src: rfp
	 674: AddImm dst: r2 imm: -40
	 675: Call FnMapLookupElem
	 676: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L94>
	 677: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 678: AddImm dst: r1 imm: 1
	 679: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L94:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 680: Ja off: -1 <p0_BEGIN_L37>
p0_BEGIN_L40:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 681: Ja off: 0
	 682: StMemDW dst: rfp src: r0 off: -40 imm: 13
	 683: LoadMapPtr dst: r1 fd: 0 <lost>
	 685: MovReg dst: r2 src: rfp
	 686: AddImm dst: r2 imm: -40
	 687: Call FnMapLookupElem
	 688: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L95>
	 689: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 690: AddImm dst: r1 imm: 1
	 691: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L95:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 692: Ja off: -1 <p0_BEGIN_L41>
p0_BEGIN_L52:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 693: Ja off: 0
	 694: StMemDW dst: rfp src: r0 off: -32 imm: 5
	 695: LoadMapPtr dst: r1 fd: 0 <lost>
	 697: MovReg dst: r2 src: rfp
	 698: AddImm dst: r2 imm: -32
	 699: Call FnMapLookupElem
	 700: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L96>
	 701: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 702: AddImm dst: r1 imm: 1
	 703: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L96:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 704: Ja off: -1 <p0_BEGIN_L53>
p0_BEGIN_L59:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 705: Ja off: 0
	 706: StMemDW dst: rfp src: r0 off: -32 imm: 8
	 707: LoadMapPtr dst: r1 fd: 0 <lost>
	 709: MovReg dst: r2 src: rfp
	 710: AddImm dst: r2 imm: -32
	 711: Call FnMapLookupElem
	 712: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L97>
	 713: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 714: AddImm dst: r1 imm: 1
	 715: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L97:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 716: Ja off: -1 <p0_BEGIN_L60>
p0_BEGIN_L63:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 717: Ja off: 0
	 718: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 719: LoadMapPtr dst: r1 fd: 0 <lost>
	 721: MovReg dst: r2 src: rfp
	 722: AddImm dst: r2 imm: -32
	 723: Call FnMapLookupElem
	 724: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L98>
	 725: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 726: AddImm dst: r1 imm: 1
	 727: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L98:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 728: Ja off: -1 <p0_BEGIN_L64>
p0_BEGIN_L67:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 729: Ja off: 0
	 730: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 731: LoadMapPtr dst: r1 fd: 0 <lost>
	 733: MovReg dst: r2 src: rfp
	 734: AddImm dst: r2 imm: -32
	 735: Call FnMapLookupElem
	 736: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L99>
	 737: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 738: AddImm dst: r1 imm: 1
	 739: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L99:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 740: Ja off: -1 <p0_BEGIN_L68>
p0_BEGIN_L73:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 741: Ja off: 0
	 742: StMemDW dst: rfp src: r0 off: -64 imm: 11
	 743: LoadMapPtr dst: r1 fd: 0 <lost>
	 745: MovReg dst: r2 src: rfp
	 746: AddImm dst: r2 imm: -64
	 747: Call FnMapLookupElem
	 748: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L100>
	 749: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 750: AddImm dst: r1 imm: 1
	 751: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L100:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 752: Ja off: -1 <p0_BEGIN_L74>
p0_BEGIN_L75:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 753: Ja off: 0
	 754: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 755: LoadMapPtr dst: r1 fd: 0 <config>
	 757: MovReg dst: r2 src: rfp
	 758: AddImm dst: r2 imm: -40
	 759: Call FnMapLookupElem
	 760: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L102>
	 761: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 762: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L101>
p0_BEGIN_L102:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 763: Ja off: 0
	 764: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 765: LoadMapPtr dst: r1 fd: 0 <lost>
	 767: MovReg dst: r2 src: rfp
	 768: AddImm dst: r2 imm: -48
	 769: Call FnMapLookupElem
	 770: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L101>
	 771: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 772: AddImm dst: r1 imm: 1
	 773: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L101:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 774: Ja off: -1 <p0_BEGIN_L76>
p0_BEGIN_L77:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 775: Ja off: 0
	 776: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 777: LoadMapPtr dst: r1 fd: 0 <config>
	 779: MovReg dst: r2 src: rfp
	 780: AddImm dst: r2 imm: -40
	 781: Call FnMapLookupElem
	 782: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L104>
	 783: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 784: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L103>
p0_BEGIN_L104:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 785: Ja off: 0
	 786: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 787: LoadMapPtr dst: r1 fd: 0 <lost>
	 789: MovReg dst: r2 src: rfp
	 790: AddImm dst: r2 imm: -48
	 791: Call FnMapLookupElem
	 792: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L103>
	 793: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 794: AddImm dst: r1 imm: 1
	 795: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L103:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 796: Ja off: -1 <p0_BEGIN_L78>
p0_BEGIN_L79:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 797: Ja off: 0
	 798: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 799: LoadMapPtr dst: r1 fd: 0 <config>
	 801: MovReg dst: r2 src: rfp
	 802: AddImm dst: r2 imm: -40
	 803: Call FnMapLookupElem
	 804: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L106>
	 805: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 806: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L105>
p0_BEGIN_L106:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 807: Ja off: 0
	 808: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 809: LoadMapPtr dst: r1 fd: 0 <lost>
	 811: MovReg dst: r2 src: rfp
	 812: AddImm dst: r2 imm: -48
	 813: Call FnMapLookupElem
	 814: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L105>
	 815: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 816: AddImm dst: r1 imm: 1
	 817: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L105:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 818: Ja off: -1 <p0_BEGIN_L80>
p0_BEGIN_L82:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 819: Ja off: 0
	 820: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 821: LoadMapPtr dst: r1 fd: 0 <config>
	 823: MovReg dst: r2 src: rfp
	 824: AddImm dst: r2 imm: -16
	 825: Call FnMapLookupElem
	 826: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L108>
	 827: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 828: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L107>
p0_BEGIN_L108:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 829: Ja off: 0
	 830: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 831: LoadMapPtr dst: r1 fd: 0 <lost>
	 833: MovReg dst: r2 src: rfp
	 834: AddImm dst: r2 imm: -24
	 835: Call FnMapLookupElem
	 836: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L107>
	 837: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 838: AddImm dst: r1 imm: 1
	 839: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L107:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 840: Ja off: -1 <p0_BEGIN_L81>
