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
	 161: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 162: JSGEReg dst: r6 off: -1 src: r1 <p0_BEGIN_L26>
	 163: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L26:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 164: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 165: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 166: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 167: JSLTImm dst: r6 off: -1 imm: 0 <p0_BEGIN_L25>
	 168: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 169: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 170: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 172: MovReg dst: r2 src: rfp
	 173: AddImm dst: r2 imm: -16
	 174: MovReg dst: r3 src: rfp
	 175: AddImm dst: r3 imm: -32
	 176: MovImm dst: r4 imm: 0
	 177: Call FnMapUpdateElem
	 178: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
p0_BEGIN_L28:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 179: Ja off: 0
p0_BEGIN_L25:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 180: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 181: MovImm dst: r6 imm: 2
	 182: NegImm dst: r6 imm: 0
	 183: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 184: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 186: MovReg dst: r2 src: rfp
	 187: AddImm dst: r2 imm: -16
	 188: Call FnMapLookupElem
	 189: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	 190: LdImmDW dst: r1 imm: 4294967295
	 192: SubReg dst: r1 src: r6
	 193: MovImm dst: r2 imm: 0
	 194: LdXMemDW dst: r3 src: r0 off: 8 imm: 0
	 195: JEqImm dst: r3 off: -1 imm: 0 <p0_BEGIN_L32>
	 196: LdImmDW dst: r2 imm: 4294967295
	 198: LdXMemDW dst: r3 src: r0 off: 0 imm: 0
	 199: SubReg dst: r2 src: r3
p0_BEGIN_L32:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 200: JSGEReg dst: r1 off: -1 src: r2 <p0_BEGIN_L31>
	 201: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L31:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 202: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 203: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 204: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 205: LdImmDW dst: r1 imm: 4294967295
	 207: SubReg dst: r1 src: r6
	 208: JSLTImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L30>
	 209: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 210: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 211: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 213: MovReg dst: r2 src: rfp
	 214: AddImm dst: r2 imm: -16
	 215: MovReg dst: r3 src: rfp
	 216: AddImm dst: r3 imm: -32
	 217: MovImm dst: r4 imm: 0
	 218: Call FnMapUpdateElem
	 219: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
p0_BEGIN_L34:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 220: Ja off: 0
p0_BEGIN_L30:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 221: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 222: MovImm dst: r6 imm: 7
	 223: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 224: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 226: MovReg dst: r2 src: rfp
	 227: AddImm dst: r2 imm: -16
	 228: Call FnMapLookupElem
	 229: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L35>
	 230: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 231: AddImm dst: r1 imm: 1
	 232: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 233: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 234: AddReg dst: r1 src: r6
	 235: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 236: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 237: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 238: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 239: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 241: MovReg dst: r2 src: rfp
	 242: AddImm dst: r2 imm: -16
	 243: MovReg dst: r3 src: rfp
	 244: AddImm dst: r3 imm: -32
	 245: MovImm dst: r4 imm: 0
	 246: Call FnMapUpdateElem
	 247: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
p0_BEGIN_L38:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 248: Ja off: 0
p0_BEGIN_L36:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 249: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 250: MovImm dst: r6 imm: 9
	 251: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 252: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 254: MovReg dst: r2 src: rfp
	 255: AddImm dst: r2 imm: -16
	 256: Call FnMapLookupElem
	 257: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L39>
	 258: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 259: AddImm dst: r1 imm: 1
	 260: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 261: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 262: AddReg dst: r1 src: r6
	 263: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 264: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 265: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 266: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 267: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 269: MovReg dst: r2 src: rfp
	 270: AddImm dst: r2 imm: -16
	 271: MovReg dst: r3 src: rfp
	 272: AddImm dst: r3 imm: -32
	 273: MovImm dst: r4 imm: 0
	 274: Call FnMapUpdateElem
	 275: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
p0_BEGIN_L42:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 276: Ja off: 0
p0_BEGIN_L40:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 277: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 278: MovImm dst: r6 imm: 100
	 279: MovReg dst: r7 src: r6
	 280: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L43>
	 281: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L44>
	 282: MovImm dst: r1 imm: 2
	 283: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L46>
	 284: RShImm dst: r7 imm: 16
	 285: AddImm dst: r1 imm: 16
p0_BEGIN_L46:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 286: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L47>
	 287: RShImm dst: r7 imm: 8
	 288: AddImm dst: r1 imm: 8
p0_BEGIN_L47:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 289: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L48>
	 290: RShImm dst: r7 imm: 4
	 291: AddImm dst: r1 imm: 4
p0_BEGIN_L48:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 292: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L49>
	 293: RShImm dst: r7 imm: 2
	 294: AddImm dst: r1 imm: 2
p0_BEGIN_L49:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 295: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L50>
	 296: RShImm dst: r7 imm: 1
	 297: AddImm dst: r1 imm: 1
p0_BEGIN_L50:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 298: MovReg dst: r7 src: r1
	 299: Ja off: -1 <p0_BEGIN_L45>
p0_BEGIN_L43:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 300: MovImm dst: r7 imm: 0
	 301: Ja off: -1 <p0_BEGIN_L45>
p0_BEGIN_L44:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 302: MovImm dst: r7 imm: 1
p0_BEGIN_L45:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 303: Ja off: 0
	 304: MovImm dst: r6 imm: 1
	 305: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 306: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 308: MovReg dst: r2 src: rfp
	 309: AddImm dst: r2 imm: -16
	 310: Call FnMapLookupElem
	 311: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L51>
	 312: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 313: AddReg dst: r1 src: r6
	 314: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 315: Ja off: -1 <p0_BEGIN_L52>
p0_BEGIN_L51:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 316: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 317: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 319: MovReg dst: r2 src: rfp
	 320: AddImm dst: r2 imm: -16
	 321: MovReg dst: r3 src: rfp
	 322: AddImm dst: r3 imm: -24
	 323: MovImm dst: r4 imm: 0
	 324: Call FnMapUpdateElem
	 325: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L53>
p0_BEGIN_L54:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 326: Ja off: 0
p0_BEGIN_L52:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 327: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 328: MovImm dst: r6 imm: 3
	 329: MovReg dst: r7 src: r6
	 330: MovImm dst: r1 imm: 0
	 331: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L55>
	 332: MovImm dst: r1 imm: 10
	 333: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L56>
	 334: MovImm dst: r1 imm: 0
	 335: SubReg dst: r7 src: r1
	 336: MovImm dst: r1 imm: 2
	 337: DivReg dst: r7 src: r1
	 338: AddImm dst: r7 imm: 1
	 339: Ja off: -1 <p0_BEGIN_L57>
p0_BEGIN_L55:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 340: MovImm dst: r7 imm: 0
	 341: Ja off: -1 <p0_BEGIN_L57>
p0_BEGIN_L56:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 342: MovImm dst: r7 imm: 6
p0_BEGIN_L57:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 343: Ja off: 0
	 344: MovImm dst: r6 imm: 1
	 345: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 346: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 347: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 349: MovReg dst: r2 src: rfp
	 350: AddImm dst: r2 imm: -16
	 351: Call FnMapLookupElem
	 352: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L58>
	 353: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 354: AddReg dst: r1 src: r6
	 355: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 356: Ja off: -1 <p0_BEGIN_L59>
p0_BEGIN_L58:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 357: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 358: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 360: MovReg dst: r2 src: rfp
	 361: AddImm dst: r2 imm: -16
	 362: MovReg dst: r3 src: rfp
	 363: AddImm dst: r3 imm: -24
	 364: MovImm dst: r4 imm: 0
	 365: Call FnMapUpdateElem
	 366: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L60>
p0_BEGIN_L61:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 367: Ja off: 0
p0_BEGIN_L59:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 368: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 369: MovImm dst: r6 imm: 1
	 370: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 371: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 373: MovReg dst: r2 src: rfp
	 374: AddImm dst: r2 imm: -16
	 375: Call FnMapLookupElem
	 376: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L62>
	 377: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 378: MovReg dst: r1 src: r7
	 379: AddReg dst: r1 src: r6
	 380: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 381: Ja off: -1 <p0_BEGIN_L63>
p0_BEGIN_L62:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 382: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 383: MovImm dst: r7 imm: 0
	 384: MovImm dst: r1 imm: 0
	 385: AddReg dst: r1 src: r6
	 386: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 387: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 389: MovReg dst: r2 src: rfp
	 390: AddImm dst: r2 imm: -16
	 391: MovReg dst: r3 src: rfp
	 392: AddImm dst: r3 imm: -24
	 393: MovImm dst: r4 imm: 0
	 394: Call FnMapUpdateElem
	 395: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L64>
p0_BEGIN_L65:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 396: Ja off: 0
p0_BEGIN_L63:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 397: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 398: MovImm dst: r6 imm: 4
	 399: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 400: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 402: MovReg dst: r2 src: rfp
	 403: AddImm dst: r2 imm: -16
	 404: Call FnMapLookupElem
	 405: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L66>
	 406: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 407: MovReg dst: r1 src: r7
	 408: AddReg dst: r1 src: r6
	 409: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 410: Ja off: -1 <p0_BEGIN_L67>
p0_BEGIN_L66:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 411: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 412: MovImm dst: r7 imm: 0
	 413: MovImm dst: r1 imm: 0
	 414: AddReg dst: r1 src: r6
	 415: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 416: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 418: MovReg dst: r2 src: rfp
	 419: AddImm dst: r2 imm: -16
	 420: MovReg dst: r3 src: rfp
	 421: AddImm dst: r3 imm: -24
	 422: MovImm dst: r4 imm: 0
	 423: Call FnMapUpdateElem
	 424: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L68>
p0_BEGIN_L69:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 425: Ja off: 0
p0_BEGIN_L67:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 426: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 427: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 428: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 430: MovReg dst: r2 src: rfp
	 431: AddImm dst: r2 imm: -16
	 432: Call FnMapLookupElem
	 433: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L70>
	 434: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 435: Ja off: -1 <p0_BEGIN_L71>
p0_BEGIN_L70:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 436: MovImm dst: r6 imm: 0
p0_BEGIN_L71:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 437: Ja off: 0
	 438: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 439: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 440: MovImm dst: r7 imm: 1
	 441: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	 442: LdImmDW dst: r0 imm: 97
	 444: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 445: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 446: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 447: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 449: MovReg dst: r2 src: rfp
	 450: AddImm dst: r2 imm: -32
	 451: Call FnMapLookupElem
	 452: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L72>
	 453: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 454: Ja off: -1 <p0_BEGIN_L73>
p0_BEGIN_L72:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 455: MovImm dst: r7 imm: 0
p0_BEGIN_L73:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 456: Ja off: 0
	 457: AddReg dst: r6 src: r7
	 458: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 459: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 460: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 462: MovReg dst: r2 src: rfp
	 463: AddImm dst: r2 imm: -56
	 464: MovReg dst: r3 src: rfp
	 465: AddImm dst: r3 imm: -48
	 466: MovImm dst: r4 imm: 0
	 467: Call FnMapUpdateElem
	 468: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L74>
p0_BEGIN_L75:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 469: Ja off: 0
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 470: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 471: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 472: MovImm dst: r6 imm: 1
	 473: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 474: LdImmDW dst: r0 imm: 97
	 476: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 477: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 478: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 479: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 481: MovReg dst: r2 src: rfp
	 482: AddImm dst: r2 imm: -24
	 483: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 484: LdImmDW dst: r0 imm: 17179869187
	 486: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 487: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 488: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 489: LoadMapPtr dst: r1 fd: 0 <events>
	 491: MovReg dst: r2 src: rfp
	 492: AddImm dst: r2 imm: -32
	 493: MovImm dst: r3 imm: 24
	 494: MovImm dst: r4 imm: 1
	 495: Call FnRingbufOutput
	 496: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L76>
p0_BEGIN_L77:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 497: Ja off: 0
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 498: LdImmDW dst: r0 imm: 12884901892
	 500: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 501: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 502: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 503: LoadMapPtr dst: r1 fd: 0 <events>
	 505: MovReg dst: r2 src: rfp
	 506: AddImm dst: r2 imm: -32
	 507: MovImm dst: r3 imm: 24
	 508: MovImm dst: r4 imm: 1
	 509: Call FnRingbufOutput
	 510: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L78>
p0_BEGIN_L79:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 511: Ja off: 0
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 512: LdImmDW dst: r0 imm: 55834574853
	 514: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 515: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 516: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 517: LoadMapPtr dst: r1 fd: 0 <events>
	 519: MovReg dst: r2 src: rfp
	 520: AddImm dst: r2 imm: -32
	 521: MovImm dst: r3 imm: 24
	 522: MovImm dst: r4 imm: 1
	 523: Call FnRingbufOutput
	 524: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L80>
p0_BEGIN_L81:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 525: Ja off: 0
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 526: LoadMapPtr dst: r1 fd: 0 <events>
	 528: MovImm dst: r2 imm: 16
	 529: MovImm dst: r3 imm: 0
	 530: Call FnRingbufReserve
	 531: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L83>
	 532: MovReg dst: r6 src: r0
	 533: LdImmDW dst: r1 imm: 1
	 535: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 536: MovImm dst: r7 imm: 1
	 537: StXMemDW dst: rfp src: r7 off: -24 imm: 0
	 538: LdImmDW dst: r0 imm: 97
	 540: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 541: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 542: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 543: MovImm dst: r7 imm: 0
	 544: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 546: MovReg dst: r2 src: rfp
	 547: AddImm dst: r2 imm: -24
	 548: Call FnMapLookupElem
	 549: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L84>
	 550: MovImm dst: r7 imm: 1
p0_BEGIN_L84:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 551: Ja off: 0
	 552: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 553: MovReg dst: r1 src: r6
	 554: MovImm dst: r2 imm: 1
	 555: Call FnRingbufSubmit
p0_BEGIN_L82:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 556: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 557: MovImm dst: r0 imm: 0
	 558: Exit
p0_BEGIN_L2:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 559: Ja off: 0
	 560: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 561: LoadMapPtr dst: r1 fd: 0 <lost>
	 563: MovReg dst: r2 src: rfp
	 564: AddImm dst: r2 imm: -32
	 565: Call FnMapLookupElem
	 566: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L85>
	 567: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 568: AddImm dst: r1 imm: 1
	 569: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L85:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 570: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L4:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 571: Ja off: 0
	 572: StMemDW dst: rfp src: r0 off: -32 imm: 3
	 573: LoadMapPtr dst: r1 fd: 0 <lost>
	 575: MovReg dst: r2 src: rfp
	 576: AddImm dst: r2 imm: -32
	 577: Call FnMapLookupElem
	 578: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L86>
	 579: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 580: AddImm dst: r1 imm: 1
	 581: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L86:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 582: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L6:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 583: Ja off: 0
	 584: StMemDW dst: rfp src: r0 off: -32 imm: 12
	 585: LoadMapPtr dst: r1 fd: 0 <lost>
	 587: MovReg dst: r2 src: rfp
	 588: AddImm dst: r2 imm: -32
	 589: Call FnMapLookupElem
	 590: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L87>
	 591: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 592: AddImm dst: r1 imm: 1
	 593: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L87:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 594: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L8:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 595: Ja off: 0
	 596: StMemDW dst: rfp src: r0 off: -48 imm: 15
	 597: LoadMapPtr dst: r1 fd: 0 <lost>
	 599: MovReg dst: r2 src: rfp
	 600: AddImm dst: r2 imm: -48
	 601: Call FnMapLookupElem
	 602: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L88>
	 603: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 604: AddImm dst: r1 imm: 1
	 605: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L88:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 606: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; stdin:3:2: @k[1, "a"] = 3;
	 607: Ja off: 0
	 608: StMemDW dst: rfp src: r0 off: -48 imm: 6
	 609: LoadMapPtr dst: r1 fd: 0 <lost>
	 611: MovReg dst: r2 src: rfp
	 612: AddImm dst: r2 imm: -48
	 613: Call FnMapLookupElem
	 614: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L89>
	 615: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 616: AddImm dst: r1 imm: 1
	 617: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L89:
	    ; stdin:3:2: @k[1, "a"] = 3;
	 618: Ja off: -1 <p0_BEGIN_L11>
p0_BEGIN_L14:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 619: Ja off: 0
	 620: StMemDW dst: rfp src: r0 off: -32 imm: 4
	 621: LoadMapPtr dst: r1 fd: 0 <lost>
	 623: MovReg dst: r2 src: rfp
	 624: AddImm dst: r2 imm: -32
	 625: Call FnMapLookupElem
	 626: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L90>
	 627: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 628: AddImm dst: r1 imm: 1
	 629: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L90:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 630: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L18:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 631: Ja off: 0
	 632: StMemDW dst: rfp src: r0 off: -32 imm: 7
	 633: LoadMapPtr dst: r1 fd: 0 <lost>
	 635: MovReg dst: r2 src: rfp
	 636: AddImm dst: r2 imm: -32
	 637: Call FnMapLookupElem
	 638: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L91>
	 639: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 640: AddImm dst: r1 imm: 1
	 641: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L91:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 642: Ja off: -1 <p0_BEGIN_L19>
p0_BEGIN_L22:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 643: Ja off: 0
	 644: StMemDW dst: rfp src: r0 off: -32 imm: 14
	 645: LoadMapPtr dst: r1 fd: 0 <lost>
	 647: MovReg dst: r2 src: rfp
	 648: AddImm dst: r2 imm: -32
	 649: Call FnMapLookupElem
	 650: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L92>
	 651: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 652: AddImm dst: r1 imm: 1
	 653: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L92:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 654: Ja off: -1 <p0_BEGIN_L23>
p0_BEGIN_L27:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 655: Ja off: 0
	 656: StMemDW dst: rfp src: r0 off: -40 imm: 10
	 657: LoadMapPtr dst: r1 fd: 0 <lost>
	 659: MovReg dst: r2 src: rfp
	 660: AddImm dst: r2 imm: -40
	 661: Call FnMapLookupElem
	 662: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L93>
	 663: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 664: AddImm dst: r1 imm: 1
	 665: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L93:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 666: Ja off: -1 <p0_BEGIN_L28>
p0_BEGIN_L33:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 667: Ja off: 0
	 668: StMemDW dst: rfp src: r0 off: -40 imm: 9
	 669: LoadMapPtr dst: r1 fd: 0 <lost>
	 671: MovReg dst: r2 src: rfp
	 672: AddImm dst: r2 imm: -40
	 673: Call FnMapLookupElem
	 674: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L94>
	 675: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 676: AddImm dst: r1 imm: 1
	 677: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L94:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 678: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L37:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 679: Ja off: 0
	 680: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 681: LoadMapPtr dst: r1 fd: 0 <lost>
	 683: MovReg dst: r2 src: rfp
	 684: AddImm dst: r2 imm: -40
	 685: Call FnMapLookupElem
	 686: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L95>
	 687: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 688: AddImm dst: r1 imm: 1
	 689: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L95:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 690: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L41:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 691: Ja off: 0
	 692: StMemDW dst: rfp src: r0 off: -40 imm: 13
	 693: LoadMapPtr dst: r1 fd: 0 <lost>
	 695: MovReg dst: r2 src: rfp
	 696: AddImm dst: r2 imm: -40
	 697: Call FnMapLookupElem
	 698: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L96>
	 699: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 700: AddImm dst: r1 imm: 1
	 701: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L96:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 702: Ja off: -1 <p0_BEGIN_L42>
p0_BEGIN_L53:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 703: Ja off: 0
	 704: StMemDW dst: rfp src: r0 off: -32 imm: 5
	 705: LoadMapPtr dst: r1 fd: 0 <lost>
	 707: MovReg dst: r2 src: rfp
	 708: AddImm dst: r2 imm: -32
	 709: Call FnMapLookupElem
	 710: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L97>
	 711: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 712: AddImm dst: r1 imm: 1
	 713: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L97:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 714: Ja off: -1 <p0_BEGIN_L54>
p0_BEGIN_L60:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 715: Ja off: 0
	 716: StMemDW dst: rfp src: r0 off: -32 imm: 8
	 717: LoadMapPtr dst: r1 fd: 0 <lost>
	 719: MovReg dst: r2 src: rfp
	 720: AddImm dst: r2 imm: -32
	 721: Call FnMapLookupElem
	 722: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L98>
	 723: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 724: AddImm dst: r1 imm: 1
	 725: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L98:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 726: Ja off: -1 <p0_BEGIN_L61>
p0_BEGIN_L64:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 727: Ja off: 0
	 728: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 729: LoadMapPtr dst: r1 fd: 0 <lost>
	 731: MovReg dst: r2 src: rfp
	 732: AddImm dst: r2 imm: -32
	 733: Call FnMapLookupElem
	 734: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L99>
	 735: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 736: AddImm dst: r1 imm: 1
	 737: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L99:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 738: Ja off: -1 <p0_BEGIN_L65>
p0_BEGIN_L68:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 739: Ja off: 0
	 740: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 741: LoadMapPtr dst: r1 fd: 0 <lost>
	 743: MovReg dst: r2 src: rfp
	 744: AddImm dst: r2 imm: -32
	 745: Call FnMapLookupElem
	 746: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L100>
	 747: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 748: AddImm dst: r1 imm: 1
	 749: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L100:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 750: Ja off: -1 <p0_BEGIN_L69>
p0_BEGIN_L74:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 751: Ja off: 0
	 752: StMemDW dst: rfp src: r0 off: -64 imm: 11
	 753: LoadMapPtr dst: r1 fd: 0 <lost>
	 755: MovReg dst: r2 src: rfp
	 756: AddImm dst: r2 imm: -64
	 757: Call FnMapLookupElem
	 758: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L101>
	 759: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 760: AddImm dst: r1 imm: 1
	 761: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L101:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 762: Ja off: -1 <p0_BEGIN_L75>
p0_BEGIN_L76:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 763: Ja off: 0
	 764: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 765: LoadMapPtr dst: r1 fd: 0 <config>
	 767: MovReg dst: r2 src: rfp
	 768: AddImm dst: r2 imm: -40
	 769: Call FnMapLookupElem
	 770: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L103>
	 771: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 772: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L102>
p0_BEGIN_L103:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 773: Ja off: 0
	 774: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 775: LoadMapPtr dst: r1 fd: 0 <lost>
	 777: MovReg dst: r2 src: rfp
	 778: AddImm dst: r2 imm: -48
	 779: Call FnMapLookupElem
	 780: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L102>
	 781: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 782: AddImm dst: r1 imm: 1
	 783: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L102:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 784: Ja off: -1 <p0_BEGIN_L77>
p0_BEGIN_L78:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 785: Ja off: 0
	 786: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 787: LoadMapPtr dst: r1 fd: 0 <config>
	 789: MovReg dst: r2 src: rfp
	 790: AddImm dst: r2 imm: -40
	 791: Call FnMapLookupElem
	 792: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L105>
	 793: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 794: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L104>
p0_BEGIN_L105:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 795: Ja off: 0
	 796: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 797: LoadMapPtr dst: r1 fd: 0 <lost>
	 799: MovReg dst: r2 src: rfp
	 800: AddImm dst: r2 imm: -48
	 801: Call FnMapLookupElem
	 802: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L104>
	 803: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 804: AddImm dst: r1 imm: 1
	 805: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L104:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 806: Ja off: -1 <p0_BEGIN_L79>
p0_BEGIN_L80:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 807: Ja off: 0
	 808: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 809: LoadMapPtr dst: r1 fd: 0 <config>
	 811: MovReg dst: r2 src: rfp
	 812: AddImm dst: r2 imm: -40
	 813: Call FnMapLookupElem
	 814: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L107>
	 815: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 816: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L106>
p0_BEGIN_L107:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 817: Ja off: 0
	 818: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 819: LoadMapPtr dst: r1 fd: 0 <lost>
	 821: MovReg dst: r2 src: rfp
	 822: AddImm dst: r2 imm: -48
	 823: Call FnMapLookupElem
	 824: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L106>
	 825: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 826: AddImm dst: r1 imm: 1
	 827: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L106:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 828: Ja off: -1 <p0_BEGIN_L81>
p0_BEGIN_L83:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 829: Ja off: 0
	 830: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 831: LoadMapPtr dst: r1 fd: 0 <config>
	 833: MovReg dst: r2 src: rfp
	 834: AddImm dst: r2 imm: -16
	 835: Call FnMapLookupElem
	 836: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L109>
	 837: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 838: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L108>
p0_BEGIN_L109:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 839: Ja off: 0
	 840: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 841: LoadMapPtr dst: r1 fd: 0 <lost>
	 843: MovReg dst: r2 src: rfp
	 844: AddImm dst: r2 imm: -24
	 845: Call FnMapLookupElem
	 846: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L108>
	 847: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 848: AddImm dst: r1 imm: 1
	 849: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L108:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 850: Ja off: -1 <p0_BEGIN_L82>
