map m0_a @a key=8 value=8 percpu=false array=false bucketed=false
map m1_av @av key=8 value=16 percpu=true array=false bucketed=false
map m2_b @b key=8 value=8 percpu=false array=false bucketed=false
map m3_c @c key=4 value=8 percpu=true array=true bucketed=false
map m4_h @h key=8 value=8 percpu=true array=false bucketed=true
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
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  11: MovImm dst: r6 imm: 1
	  12: NegImm dst: r6 imm: 0
	  13: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  14: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  15: LoadMapPtr dst: r1 fd: 0 <m2_b>
	  17: MovReg dst: r2 src: rfp
	  18: AddImm dst: r2 imm: -24
	  19: MovReg dst: r3 src: rfp
	  20: AddImm dst: r3 imm: -16
	  21: MovImm dst: r4 imm: 0
	  22: Call FnMapUpdateElem
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  23: LdImmDW dst: r0 imm: 6513249
	  25: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  26: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  27: LoadMapPtr dst: r1 fd: 0 <m11_s>
	  29: MovReg dst: r2 src: rfp
	  30: AddImm dst: r2 imm: -24
	  31: MovReg dst: r3 src: rfp
	  32: AddImm dst: r3 imm: -16
	  33: MovImm dst: r4 imm: 0
	  34: Call FnMapUpdateElem
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  35: MovImm dst: r6 imm: 1
	  36: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  37: LdImmDW dst: r0 imm: 120
	  39: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  40: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	  41: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  42: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  43: LoadMapPtr dst: r1 fd: 0 <m14_t>
	  45: MovReg dst: r2 src: rfp
	  46: AddImm dst: r2 imm: -40
	  47: MovReg dst: r3 src: rfp
	  48: AddImm dst: r3 imm: -24
	  49: MovImm dst: r4 imm: 0
	  50: Call FnMapUpdateElem
	    ; stdin:3:2: @k[1, "a"] = 3;
	  51: MovImm dst: r6 imm: 3
	  52: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  53: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  54: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  55: MovImm dst: r6 imm: 1
	  56: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	  57: LdImmDW dst: r0 imm: 97
	  59: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  60: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	  61: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	  62: LoadMapPtr dst: r1 fd: 0 <m5_k>
	  64: MovReg dst: r2 src: rfp
	  65: AddImm dst: r2 imm: -32
	  66: MovReg dst: r3 src: rfp
	  67: AddImm dst: r3 imm: -16
	  68: MovImm dst: r4 imm: 0
	  69: Call FnMapUpdateElem
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  70: MovImm dst: r6 imm: 1
	  71: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  72: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  74: MovReg dst: r2 src: rfp
	  75: AddImm dst: r2 imm: -16
	  76: Call FnMapLookupElem
	  77: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  78: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  79: AddReg dst: r1 src: r6
	  80: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	  81: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  82: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  83: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  85: MovReg dst: r2 src: rfp
	  86: AddImm dst: r2 imm: -16
	  87: MovReg dst: r3 src: rfp
	  88: AddImm dst: r3 imm: -24
	  89: MovImm dst: r4 imm: 0
	  90: Call FnMapUpdateElem
p0_BEGIN_L3:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  91: Ja off: 0
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	  92: MovImm dst: r6 imm: 1
	  93: MovImm dst: r7 imm: 2
	  94: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  95: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	  97: MovReg dst: r2 src: rfp
	  98: AddImm dst: r2 imm: -16
	  99: Call FnMapLookupElem
	 100: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 101: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 102: AddReg dst: r1 src: r6
	 103: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 104: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 105: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 106: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 108: MovReg dst: r2 src: rfp
	 109: AddImm dst: r2 imm: -16
	 110: MovReg dst: r3 src: rfp
	 111: AddImm dst: r3 imm: -24
	 112: MovImm dst: r4 imm: 0
	 113: Call FnMapUpdateElem
p0_BEGIN_L5:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 114: Ja off: 0
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 115: MovImm dst: r6 imm: 5
	 116: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 117: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 119: MovReg dst: r2 src: rfp
	 120: AddImm dst: r2 imm: -16
	 121: Call FnMapLookupElem
	 122: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 123: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 124: AddReg dst: r1 src: r6
	 125: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 126: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 127: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 128: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 130: MovReg dst: r2 src: rfp
	 131: AddImm dst: r2 imm: -16
	 132: MovReg dst: r3 src: rfp
	 133: AddImm dst: r3 imm: -24
	 134: MovImm dst: r4 imm: 0
	 135: Call FnMapUpdateElem
p0_BEGIN_L7:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 136: Ja off: 0
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 137: MovImm dst: r6 imm: 3
	 138: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 139: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 141: MovReg dst: r2 src: rfp
	 142: AddImm dst: r2 imm: -16
	 143: Call FnMapLookupElem
	 144: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 145: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 146: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
	 147: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 148: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L10>
	 149: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 150: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 151: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 152: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 153: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 154: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 155: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 157: MovReg dst: r2 src: rfp
	 158: AddImm dst: r2 imm: -16
	 159: MovReg dst: r3 src: rfp
	 160: AddImm dst: r3 imm: -32
	 161: MovImm dst: r4 imm: 0
	 162: Call FnMapUpdateElem
p0_BEGIN_L9:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 163: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 164: MovImm dst: r6 imm: 2
	 165: NegImm dst: r6 imm: 0
	 166: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 167: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 169: MovReg dst: r2 src: rfp
	 170: AddImm dst: r2 imm: -16
	 171: Call FnMapLookupElem
	 172: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	 173: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 174: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13>
	 175: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 176: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L13>
	 177: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L13:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 178: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 179: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 180: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L11:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 181: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 182: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 183: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 185: MovReg dst: r2 src: rfp
	 186: AddImm dst: r2 imm: -16
	 187: MovReg dst: r3 src: rfp
	 188: AddImm dst: r3 imm: -32
	 189: MovImm dst: r4 imm: 0
	 190: Call FnMapUpdateElem
p0_BEGIN_L12:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 191: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 192: MovImm dst: r6 imm: 7
	 193: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 194: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 196: MovReg dst: r2 src: rfp
	 197: AddImm dst: r2 imm: -16
	 198: Call FnMapLookupElem
	 199: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	 200: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 201: AddImm dst: r1 imm: 1
	 202: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 203: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 204: AddReg dst: r1 src: r6
	 205: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 206: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 207: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 208: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 209: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 211: MovReg dst: r2 src: rfp
	 212: AddImm dst: r2 imm: -16
	 213: MovReg dst: r3 src: rfp
	 214: AddImm dst: r3 imm: -32
	 215: MovImm dst: r4 imm: 0
	 216: Call FnMapUpdateElem
p0_BEGIN_L15:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 217: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 218: MovImm dst: r6 imm: 9
	 219: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 220: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 222: MovReg dst: r2 src: rfp
	 223: AddImm dst: r2 imm: -16
	 224: Call FnMapLookupElem
	 225: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	 226: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 227: AddImm dst: r1 imm: 1
	 228: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 229: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 230: AddReg dst: r1 src: r6
	 231: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 232: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 233: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 234: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 235: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 237: MovReg dst: r2 src: rfp
	 238: AddImm dst: r2 imm: -16
	 239: MovReg dst: r3 src: rfp
	 240: AddImm dst: r3 imm: -32
	 241: MovImm dst: r4 imm: 0
	 242: Call FnMapUpdateElem
p0_BEGIN_L17:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 243: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 244: MovImm dst: r6 imm: 100
	 245: MovReg dst: r7 src: r6
	 246: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L18>
	 247: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L19>
	 248: MovImm dst: r1 imm: 2
	 249: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L21>
	 250: RShImm dst: r7 imm: 16
	 251: AddImm dst: r1 imm: 16
p0_BEGIN_L21:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 252: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L22>
	 253: RShImm dst: r7 imm: 8
	 254: AddImm dst: r1 imm: 8
p0_BEGIN_L22:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 255: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L23>
	 256: RShImm dst: r7 imm: 4
	 257: AddImm dst: r1 imm: 4
p0_BEGIN_L23:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 258: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L24>
	 259: RShImm dst: r7 imm: 2
	 260: AddImm dst: r1 imm: 2
p0_BEGIN_L24:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 261: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L25>
	 262: RShImm dst: r7 imm: 1
	 263: AddImm dst: r1 imm: 1
p0_BEGIN_L25:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 264: MovReg dst: r7 src: r1
	 265: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L18:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 266: MovImm dst: r7 imm: 0
	 267: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L19:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 268: MovImm dst: r7 imm: 1
p0_BEGIN_L20:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 269: Ja off: 0
	 270: MovImm dst: r6 imm: 1
	 271: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 272: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 273: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 275: MovReg dst: r2 src: rfp
	 276: AddImm dst: r2 imm: -16
	 277: Call FnMapLookupElem
	 278: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	 279: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 280: AddReg dst: r1 src: r6
	 281: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 282: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 283: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 284: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 286: MovReg dst: r2 src: rfp
	 287: AddImm dst: r2 imm: -16
	 288: MovReg dst: r3 src: rfp
	 289: AddImm dst: r3 imm: -24
	 290: MovImm dst: r4 imm: 0
	 291: Call FnMapUpdateElem
p0_BEGIN_L27:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 292: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 293: MovImm dst: r6 imm: 3
	 294: MovReg dst: r7 src: r6
	 295: MovImm dst: r1 imm: 0
	 296: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L28>
	 297: MovImm dst: r1 imm: 10
	 298: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L29>
	 299: MovImm dst: r1 imm: 0
	 300: SubReg dst: r7 src: r1
	 301: MovImm dst: r1 imm: 2
	 302: DivReg dst: r7 src: r1
	 303: AddImm dst: r7 imm: 1
	 304: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L28:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 305: MovImm dst: r7 imm: 0
	 306: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 307: MovImm dst: r7 imm: 6
p0_BEGIN_L30:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 308: Ja off: 0
	 309: MovImm dst: r6 imm: 1
	 310: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 311: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 312: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 314: MovReg dst: r2 src: rfp
	 315: AddImm dst: r2 imm: -16
	 316: Call FnMapLookupElem
	 317: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L31>
	 318: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 319: AddReg dst: r1 src: r6
	 320: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 321: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L31:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 322: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 323: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 325: MovReg dst: r2 src: rfp
	 326: AddImm dst: r2 imm: -16
	 327: MovReg dst: r3 src: rfp
	 328: AddImm dst: r3 imm: -24
	 329: MovImm dst: r4 imm: 0
	 330: Call FnMapUpdateElem
p0_BEGIN_L32:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 331: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 332: MovImm dst: r6 imm: 1
	 333: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 334: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 336: MovReg dst: r2 src: rfp
	 337: AddImm dst: r2 imm: -16
	 338: Call FnMapLookupElem
	 339: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	 340: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 341: MovReg dst: r1 src: r7
	 342: AddReg dst: r1 src: r6
	 343: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 344: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 345: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 346: MovImm dst: r7 imm: 0
	 347: MovImm dst: r1 imm: 0
	 348: AddReg dst: r1 src: r6
	 349: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 350: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 352: MovReg dst: r2 src: rfp
	 353: AddImm dst: r2 imm: -16
	 354: MovReg dst: r3 src: rfp
	 355: AddImm dst: r3 imm: -24
	 356: MovImm dst: r4 imm: 0
	 357: Call FnMapUpdateElem
p0_BEGIN_L34:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 358: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 359: MovImm dst: r6 imm: 4
	 360: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 361: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 363: MovReg dst: r2 src: rfp
	 364: AddImm dst: r2 imm: -16
	 365: Call FnMapLookupElem
	 366: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L35>
	 367: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 368: MovReg dst: r1 src: r7
	 369: AddReg dst: r1 src: r6
	 370: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 371: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
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
p0_BEGIN_L36:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 385: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 386: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 387: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 389: MovReg dst: r2 src: rfp
	 390: AddImm dst: r2 imm: -16
	 391: Call FnMapLookupElem
	 392: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
	 393: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 394: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 395: MovImm dst: r6 imm: 0
p0_BEGIN_L38:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 396: Ja off: 0
	 397: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 398: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 399: MovImm dst: r8 imm: 1
	 400: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	 401: LdImmDW dst: r0 imm: 97
	 403: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 404: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 405: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 406: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 408: MovReg dst: r2 src: rfp
	 409: AddImm dst: r2 imm: -32
	 410: Call FnMapLookupElem
	 411: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L39>
	 412: LdXMemDW dst: r8 src: r0 off: 0 imm: 0
	 413: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 414: MovImm dst: r8 imm: 0
p0_BEGIN_L40:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 415: Ja off: 0
	 416: AddReg dst: r6 src: r8
	 417: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 418: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 419: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 421: MovReg dst: r2 src: rfp
	 422: AddImm dst: r2 imm: -56
	 423: MovReg dst: r3 src: rfp
	 424: AddImm dst: r3 imm: -48
	 425: MovImm dst: r4 imm: 0
	 426: Call FnMapUpdateElem
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 427: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 428: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 429: MovImm dst: r6 imm: 1
	 430: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 431: LdImmDW dst: r0 imm: 97
	 433: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 434: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 435: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 436: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 438: MovReg dst: r2 src: rfp
	 439: AddImm dst: r2 imm: -24
	 440: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 441: LdImmDW dst: r0 imm: 17179869187
	 443: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 444: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 445: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 446: LoadMapPtr dst: r1 fd: 0 <events>
	 448: MovReg dst: r2 src: rfp
	 449: AddImm dst: r2 imm: -32
	 450: MovImm dst: r3 imm: 24
	 451: MovImm dst: r4 imm: 1
	 452: Call FnRingbufOutput
	 453: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
	 454: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 455: LoadMapPtr dst: r1 fd: 0 <lost>
	 457: MovReg dst: r2 src: rfp
	 458: AddImm dst: r2 imm: -40
	 459: Call FnMapLookupElem
	 460: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	 461: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 462: AddImm dst: r1 imm: 1
	 463: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L42:
	 464: Ja off: 0
p0_BEGIN_L41:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 465: LdImmDW dst: r0 imm: 12884901892
	 467: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 468: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 469: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 470: LoadMapPtr dst: r1 fd: 0 <events>
	 472: MovReg dst: r2 src: rfp
	 473: AddImm dst: r2 imm: -32
	 474: MovImm dst: r3 imm: 24
	 475: MovImm dst: r4 imm: 1
	 476: Call FnRingbufOutput
	 477: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L43>
	 478: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 479: LoadMapPtr dst: r1 fd: 0 <lost>
	 481: MovReg dst: r2 src: rfp
	 482: AddImm dst: r2 imm: -40
	 483: Call FnMapLookupElem
	 484: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	 485: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 486: AddImm dst: r1 imm: 1
	 487: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	 488: Ja off: 0
p0_BEGIN_L43:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 489: LdImmDW dst: r0 imm: 55834574853
	 491: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 492: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 493: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 494: LoadMapPtr dst: r1 fd: 0 <events>
	 496: MovReg dst: r2 src: rfp
	 497: AddImm dst: r2 imm: -32
	 498: MovImm dst: r3 imm: 24
	 499: MovImm dst: r4 imm: 1
	 500: Call FnRingbufOutput
	 501: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	 502: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 503: LoadMapPtr dst: r1 fd: 0 <lost>
	 505: MovReg dst: r2 src: rfp
	 506: AddImm dst: r2 imm: -40
	 507: Call FnMapLookupElem
	 508: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	 509: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 510: AddImm dst: r1 imm: 1
	 511: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L46:
	 512: Ja off: 0
p0_BEGIN_L45:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 513: LoadMapPtr dst: r1 fd: 0 <events>
	 515: MovImm dst: r2 imm: 16
	 516: MovImm dst: r3 imm: 0
	 517: Call FnRingbufReserve
	 518: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	 519: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 520: LoadMapPtr dst: r1 fd: 0 <lost>
	 522: MovReg dst: r2 src: rfp
	 523: AddImm dst: r2 imm: -16
	 524: Call FnMapLookupElem
	 525: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	 526: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 527: AddImm dst: r1 imm: 1
	 528: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 529: Ja off: -1 <p0_BEGIN_L48>
p0_BEGIN_L47:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 530: MovReg dst: r6 src: r0
	 531: LdImmDW dst: r1 imm: 1
	 533: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 534: MovImm dst: r8 imm: 1
	 535: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	 536: LdImmDW dst: r0 imm: 97
	 538: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 539: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 540: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 541: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 543: MovReg dst: r2 src: rfp
	 544: AddImm dst: r2 imm: -32
	 545: Call FnMapLookupElem
	 546: MovImm dst: r8 imm: 0
	 547: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	 548: MovImm dst: r8 imm: 1
p0_BEGIN_L50:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 549: Ja off: 0
	 550: StXMemDW dst: r6 src: r8 off: 8 imm: 0
	 551: MovReg dst: r1 src: r6
	 552: MovImm dst: r2 imm: 1
	 553: Call FnRingbufSubmit
p0_BEGIN_L48:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 554: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 555: MovImm dst: r0 imm: 0
	 556: Exit
