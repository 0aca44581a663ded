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
	  11: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  12: StMemDW dst: rfp src: r0 off: -32 imm: 1
	  13: LoadMapPtr dst: r1 fd: 0 <lost>
	  15: MovReg dst: r2 src: rfp
	  16: AddImm dst: r2 imm: -32
	  17: Call FnMapLookupElem
	  18: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L3>
	  19: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  20: AddImm dst: r1 imm: 1
	  21: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L3:
	  22: Ja off: 0
p0_BEGIN_L2:
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  23: Ja off: 0
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  24: MovImm dst: r6 imm: 1
	  25: NegImm dst: r6 imm: 0
	  26: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  27: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  28: LoadMapPtr dst: r1 fd: 0 <m2_b>
	  30: MovReg dst: r2 src: rfp
	  31: AddImm dst: r2 imm: -24
	  32: MovReg dst: r3 src: rfp
	  33: AddImm dst: r3 imm: -16
	  34: MovImm dst: r4 imm: 0
	  35: Call FnMapUpdateElem
	  36: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	  37: StMemDW dst: rfp src: r0 off: -32 imm: 3
	  38: LoadMapPtr dst: r1 fd: 0 <lost>
	  40: MovReg dst: r2 src: rfp
	  41: AddImm dst: r2 imm: -32
	  42: Call FnMapLookupElem
	  43: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L5>
	  44: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  45: AddImm dst: r1 imm: 1
	  46: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L5:
	  47: Ja off: 0
p0_BEGIN_L4:
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  48: Ja off: 0
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  49: LdImmDW dst: r0 imm: 6513249
	  51: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  52: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  53: LoadMapPtr dst: r1 fd: 0 <m11_s>
	  55: MovReg dst: r2 src: rfp
	  56: AddImm dst: r2 imm: -24
	  57: MovReg dst: r3 src: rfp
	  58: AddImm dst: r3 imm: -16
	  59: MovImm dst: r4 imm: 0
	  60: Call FnMapUpdateElem
	  61: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	  62: StMemDW dst: rfp src: r0 off: -32 imm: 12
	  63: LoadMapPtr dst: r1 fd: 0 <lost>
	  65: MovReg dst: r2 src: rfp
	  66: AddImm dst: r2 imm: -32
	  67: Call FnMapLookupElem
	  68: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L7>
	  69: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  70: AddImm dst: r1 imm: 1
	  71: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L7:
	  72: Ja off: 0
p0_BEGIN_L6:
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  73: Ja off: 0
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  74: MovImm dst: r6 imm: 1
	  75: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  76: LdImmDW dst: r0 imm: 120
	  78: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  79: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	  80: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  81: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  82: LoadMapPtr dst: r1 fd: 0 <m14_t>
	  84: MovReg dst: r2 src: rfp
	  85: AddImm dst: r2 imm: -40
	  86: MovReg dst: r3 src: rfp
	  87: AddImm dst: r3 imm: -24
	  88: MovImm dst: r4 imm: 0
	  89: Call FnMapUpdateElem
	  90: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	  91: StMemDW dst: rfp src: r0 off: -48 imm: 15
	  92: LoadMapPtr dst: r1 fd: 0 <lost>
	  94: MovReg dst: r2 src: rfp
	  95: AddImm dst: r2 imm: -48
	  96: Call FnMapLookupElem
	  97: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L9>
	  98: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  99: AddImm dst: r1 imm: 1
	 100: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L9:
	 101: Ja off: 0
p0_BEGIN_L8:
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	 102: Ja off: 0
	    ; stdin:3:2: @k[1, "a"] = 3;
	 103: MovImm dst: r6 imm: 3
	 104: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	 105: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 106: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 107: MovImm dst: r6 imm: 1
	 108: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 109: LdImmDW dst: r0 imm: 97
	 111: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 112: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 113: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 114: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 116: MovReg dst: r2 src: rfp
	 117: AddImm dst: r2 imm: -32
	 118: MovReg dst: r3 src: rfp
	 119: AddImm dst: r3 imm: -16
	 120: MovImm dst: r4 imm: 0
	 121: Call FnMapUpdateElem
	 122: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L10>
	 123: StMemDW dst: rfp src: r0 off: -48 imm: 6
	 124: LoadMapPtr dst: r1 fd: 0 <lost>
	 126: MovReg dst: r2 src: rfp
	 127: AddImm dst: r2 imm: -48
	 128: Call FnMapLookupElem
	 129: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	 130: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 131: AddImm dst: r1 imm: 1
	 132: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L11:
	 133: Ja off: 0
p0_BEGIN_L10:
	    ; stdin:3:2: @k[1, "a"] = 3;
	 134: Ja off: 0
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 135: MovImm dst: r6 imm: 1
	 136: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 137: LoadMapPtr dst: r1 fd: 0 <m3_c>
	 139: MovReg dst: r2 src: rfp
	 140: AddImm dst: r2 imm: -16
	 141: Call FnMapLookupElem
	 142: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L12>
	 143: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 144: AddReg dst: r1 src: r6
	 145: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 146: Ja off: -1 <p0_BEGIN_L13>
p0_BEGIN_L12:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 147: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 148: LoadMapPtr dst: r1 fd: 0 <m3_c>
	 150: MovReg dst: r2 src: rfp
	 151: AddImm dst: r2 imm: -16
	 152: MovReg dst: r3 src: rfp
	 153: AddImm dst: r3 imm: -24
	 154: MovImm dst: r4 imm: 0
	 155: Call FnMapUpdateElem
	 156: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	 157: StMemDW dst: rfp src: r0 off: -32 imm: 4
	 158: LoadMapPtr dst: r1 fd: 0 <lost>
	 160: MovReg dst: r2 src: rfp
	 161: AddImm dst: r2 imm: -32
	 162: Call FnMapLookupElem
	 163: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L15>
	 164: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 165: AddImm dst: r1 imm: 1
	 166: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L15:
	 167: Ja off: 0
p0_BEGIN_L14:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 168: Ja off: 0
p0_BEGIN_L13:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	 169: Ja off: 0
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 170: MovImm dst: r6 imm: 1
	 171: MovImm dst: r7 imm: 2
	 172: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 173: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 175: MovReg dst: r2 src: rfp
	 176: AddImm dst: r2 imm: -16
	 177: Call FnMapLookupElem
	 178: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	 179: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 180: AddReg dst: r1 src: r6
	 181: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 182: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 183: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 184: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 186: MovReg dst: r2 src: rfp
	 187: AddImm dst: r2 imm: -16
	 188: MovReg dst: r3 src: rfp
	 189: AddImm dst: r3 imm: -24
	 190: MovImm dst: r4 imm: 0
	 191: Call FnMapUpdateElem
	 192: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L18>
	 193: StMemDW dst: rfp src: r0 off: -32 imm: 7
	 194: LoadMapPtr dst: r1 fd: 0 <lost>
	 196: MovReg dst: r2 src: rfp
	 197: AddImm dst: r2 imm: -32
	 198: Call FnMapLookupElem
	 199: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L19>
	 200: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 201: AddImm dst: r1 imm: 1
	 202: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L19:
	 203: Ja off: 0
p0_BEGIN_L18:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 204: Ja off: 0
p0_BEGIN_L17:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 205: Ja off: 0
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 206: MovImm dst: r6 imm: 5
	 207: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 208: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 210: MovReg dst: r2 src: rfp
	 211: AddImm dst: r2 imm: -16
	 212: Call FnMapLookupElem
	 213: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L20>
	 214: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 215: AddReg dst: r1 src: r6
	 216: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 217: Ja off: -1 <p0_BEGIN_L21>
p0_BEGIN_L20:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 218: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 219: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 221: MovReg dst: r2 src: rfp
	 222: AddImm dst: r2 imm: -16
	 223: MovReg dst: r3 src: rfp
	 224: AddImm dst: r3 imm: -24
	 225: MovImm dst: r4 imm: 0
	 226: Call FnMapUpdateElem
	 227: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L22>
	 228: StMemDW dst: rfp src: r0 off: -32 imm: 14
	 229: LoadMapPtr dst: r1 fd: 0 <lost>
	 231: MovReg dst: r2 src: rfp
	 232: AddImm dst: r2 imm: -32
	 233: Call FnMapLookupElem
	 234: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L23>
	 235: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 236: AddImm dst: r1 imm: 1
	 237: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L23:
	 238: Ja off: 0
p0_BEGIN_L22:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 239: Ja off: 0
p0_BEGIN_L21:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 240: Ja off: 0
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 241: MovImm dst: r6 imm: 3
	 242: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 243: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 245: MovReg dst: r2 src: rfp
	 246: AddImm dst: r2 imm: -16
	 247: Call FnMapLookupElem
	 248: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L24>
	 249: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 250: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L26>
	 251: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 252: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L26>
	 253: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L26:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 254: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 255: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 256: Ja off: -1 <p0_BEGIN_L25>
p0_BEGIN_L24:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 257: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 258: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 259: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 261: MovReg dst: r2 src: rfp
	 262: AddImm dst: r2 imm: -16
	 263: MovReg dst: r3 src: rfp
	 264: AddImm dst: r3 imm: -32
	 265: MovImm dst: r4 imm: 0
	 266: Call FnMapUpdateElem
	 267: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L27>
	 268: StMemDW dst: rfp src: r0 off: -40 imm: 10
	 269: LoadMapPtr dst: r1 fd: 0 <lost>
	 271: MovReg dst: r2 src: rfp
	 272: AddImm dst: r2 imm: -40
	 273: Call FnMapLookupElem
	 274: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L28>
	 275: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 276: AddImm dst: r1 imm: 1
	 277: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L28:
	 278: Ja off: 0
p0_BEGIN_L27:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 279: Ja off: 0
p0_BEGIN_L25:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 280: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 281: MovImm dst: r6 imm: 2
	 282: NegImm dst: r6 imm: 0
	 283: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 284: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 286: MovReg dst: r2 src: rfp
	 287: AddImm dst: r2 imm: -16
	 288: Call FnMapLookupElem
	 289: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L29>
	 290: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 291: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L31>
	 292: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 293: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L31>
	 294: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L31:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 295: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 296: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 297: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 298: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 299: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 300: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 302: MovReg dst: r2 src: rfp
	 303: AddImm dst: r2 imm: -16
	 304: MovReg dst: r3 src: rfp
	 305: AddImm dst: r3 imm: -32
	 306: MovImm dst: r4 imm: 0
	 307: Call FnMapUpdateElem
	 308: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L32>
	 309: StMemDW dst: rfp src: r0 off: -40 imm: 9
	 310: LoadMapPtr dst: r1 fd: 0 <lost>
	 312: MovReg dst: r2 src: rfp
	 313: AddImm dst: r2 imm: -40
	 314: Call FnMapLookupElem
	 315: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	 316: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 317: AddImm dst: r1 imm: 1
	 318: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L33:
	 319: Ja off: 0
p0_BEGIN_L32:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 320: Ja off: 0
p0_BEGIN_L30:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 321: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 322: MovImm dst: r6 imm: 7
	 323: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 324: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 326: MovReg dst: r2 src: rfp
	 327: AddImm dst: r2 imm: -16
	 328: Call FnMapLookupElem
	 329: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L34>
	 330: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 331: AddImm dst: r1 imm: 1
	 332: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 333: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 334: AddReg dst: r1 src: r6
	 335: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 336: Ja off: -1 <p0_BEGIN_L35>
p0_BEGIN_L34:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 337: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 338: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 339: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 341: MovReg dst: r2 src: rfp
	 342: AddImm dst: r2 imm: -16
	 343: MovReg dst: r3 src: rfp
	 344: AddImm dst: r3 imm: -32
	 345: MovImm dst: r4 imm: 0
	 346: Call FnMapUpdateElem
	 347: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L36>
	 348: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 349: LoadMapPtr dst: r1 fd: 0 <lost>
	 351: MovReg dst: r2 src: rfp
	 352: AddImm dst: r2 imm: -40
	 353: Call FnMapLookupElem
	 354: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
	 355: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 356: AddImm dst: r1 imm: 1
	 357: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L37:
	 358: Ja off: 0
p0_BEGIN_L36:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 359: Ja off: 0
p0_BEGIN_L35:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 360: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 361: MovImm dst: r6 imm: 9
	 362: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 363: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 365: MovReg dst: r2 src: rfp
	 366: AddImm dst: r2 imm: -16
	 367: Call FnMapLookupElem
	 368: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L38>
	 369: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 370: AddImm dst: r1 imm: 1
	 371: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 372: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 373: AddReg dst: r1 src: r6
	 374: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 375: Ja off: -1 <p0_BEGIN_L39>
p0_BEGIN_L38:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 376: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 377: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 378: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 380: MovReg dst: r2 src: rfp
	 381: AddImm dst: r2 imm: -16
	 382: MovReg dst: r3 src: rfp
	 383: AddImm dst: r3 imm: -32
	 384: MovImm dst: r4 imm: 0
	 385: Call FnMapUpdateElem
	 386: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L40>
	 387: StMemDW dst: rfp src: r0 off: -40 imm: 13
	 388: LoadMapPtr dst: r1 fd: 0 <lost>
	 390: MovReg dst: r2 src: rfp
	 391: AddImm dst: r2 imm: -40
	 392: Call FnMapLookupElem
	 393: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
	 394: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 395: AddImm dst: r1 imm: 1
	 396: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L41:
	 397: Ja off: 0
p0_BEGIN_L40:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 398: Ja off: 0
p0_BEGIN_L39:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 399: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 400: MovImm dst: r6 imm: 100
	 401: MovReg dst: r7 src: r6
	 402: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L42>
	 403: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L43>
	 404: MovImm dst: r1 imm: 2
	 405: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L45>
	 406: RShImm dst: r7 imm: 16
	 407: AddImm dst: r1 imm: 16
p0_BEGIN_L45:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 408: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L46>
	 409: RShImm dst: r7 imm: 8
	 410: AddImm dst: r1 imm: 8
p0_BEGIN_L46:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 411: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L47>
	 412: RShImm dst: r7 imm: 4
	 413: AddImm dst: r1 imm: 4
p0_BEGIN_L47:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 414: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L48>
	 415: RShImm dst: r7 imm: 2
	 416: AddImm dst: r1 imm: 2
p0_BEGIN_L48:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 417: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L49>
	 418: RShImm dst: r7 imm: 1
	 419: AddImm dst: r1 imm: 1
p0_BEGIN_L49:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 420: MovReg dst: r7 src: r1
	 421: Ja off: -1 <p0_BEGIN_L44>
p0_BEGIN_L42:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 422: MovImm dst: r7 imm: 0
	 423: Ja off: -1 <p0_BEGIN_L44>
p0_BEGIN_L43:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 424: MovImm dst: r7 imm: 1
p0_BEGIN_L44:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 425: Ja off: 0
	 426: MovImm dst: r6 imm: 1
	 427: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 428: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 430: MovReg dst: r2 src: rfp
	 431: AddImm dst: r2 imm: -16
	 432: Call FnMapLookupElem
	 433: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	 434: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 435: AddReg dst: r1 src: r6
	 436: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 437: Ja off: -1 <p0_BEGIN_L51>
p0_BEGIN_L50:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 438: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 439: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 441: MovReg dst: r2 src: rfp
	 442: AddImm dst: r2 imm: -16
	 443: MovReg dst: r3 src: rfp
	 444: AddImm dst: r3 imm: -24
	 445: MovImm dst: r4 imm: 0
	 446: Call FnMapUpdateElem
	 447: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L52>
	 448: StMemDW dst: rfp src: r0 off: -32 imm: 5
	 449: LoadMapPtr dst: r1 fd: 0 <lost>
	 451: MovReg dst: r2 src: rfp
	 452: AddImm dst: r2 imm: -32
	 453: Call FnMapLookupElem
	 454: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L53>
	 455: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 456: AddImm dst: r1 imm: 1
	 457: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L53:
	 458: Ja off: 0
p0_BEGIN_L52:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 459: Ja off: 0
p0_BEGIN_L51:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 460: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 461: MovImm dst: r6 imm: 3
	 462: MovReg dst: r7 src: r6
	 463: MovImm dst: r1 imm: 0
	 464: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L54>
	 465: MovImm dst: r1 imm: 10
	 466: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L55>
	 467: MovImm dst: r1 imm: 0
	 468: SubReg dst: r7 src: r1
	 469: MovImm dst: r1 imm: 2
	 470: DivReg dst: r7 src: r1
	 471: AddImm dst: r7 imm: 1
	 472: Ja off: -1 <p0_BEGIN_L56>
p0_BEGIN_L54:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 473: MovImm dst: r7 imm: 0
	 474: Ja off: -1 <p0_BEGIN_L56>
p0_BEGIN_L55:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 475: MovImm dst: r7 imm: 6
p0_BEGIN_L56:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 476: Ja off: 0
	 477: MovImm dst: r6 imm: 1
	 478: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 479: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 480: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 482: MovReg dst: r2 src: rfp
	 483: AddImm dst: r2 imm: -16
	 484: Call FnMapLookupElem
	 485: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L57>
	 486: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 487: AddReg dst: r1 src: r6
	 488: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 489: Ja off: -1 <p0_BEGIN_L58>
p0_BEGIN_L57:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 490: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 491: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 493: MovReg dst: r2 src: rfp
	 494: AddImm dst: r2 imm: -16
	 495: MovReg dst: r3 src: rfp
	 496: AddImm dst: r3 imm: -24
	 497: MovImm dst: r4 imm: 0
	 498: Call FnMapUpdateElem
	 499: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L59>
	 500: StMemDW dst: rfp src: r0 off: -32 imm: 8
	 501: LoadMapPtr dst: r1 fd: 0 <lost>
	 503: MovReg dst: r2 src: rfp
	 504: AddImm dst: r2 imm: -32
	 505: Call FnMapLookupElem
	 506: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L60>
	 507: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 508: AddImm dst: r1 imm: 1
	 509: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L60:
	 510: Ja off: 0
p0_BEGIN_L59:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 511: Ja off: 0
p0_BEGIN_L58:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 512: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 513: MovImm dst: r6 imm: 1
	 514: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 515: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 517: MovReg dst: r2 src: rfp
	 518: AddImm dst: r2 imm: -16
	 519: Call FnMapLookupElem
	 520: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L61>
	 521: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 522: MovReg dst: r1 src: r7
	 523: AddReg dst: r1 src: r6
	 524: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 525: Ja off: -1 <p0_BEGIN_L62>
p0_BEGIN_L61:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 526: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 527: MovImm dst: r7 imm: 0
	 528: MovImm dst: r1 imm: 0
	 529: AddReg dst: r1 src: r6
	 530: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 531: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 533: MovReg dst: r2 src: rfp
	 534: AddImm dst: r2 imm: -16
	 535: MovReg dst: r3 src: rfp
	 536: AddImm dst: r3 imm: -24
	 537: MovImm dst: r4 imm: 0
	 538: Call FnMapUpdateElem
	 539: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L63>
	 540: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 541: LoadMapPtr dst: r1 fd: 0 <lost>
	 543: MovReg dst: r2 src: rfp
	 544: AddImm dst: r2 imm: -32
	 545: Call FnMapLookupElem
	 546: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L64>
	 547: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 548: AddImm dst: r1 imm: 1
	 549: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L64:
	 550: Ja off: 0
p0_BEGIN_L63:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 551: Ja off: 0
p0_BEGIN_L62:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 552: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 553: MovImm dst: r6 imm: 4
	 554: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 555: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 557: MovReg dst: r2 src: rfp
	 558: AddImm dst: r2 imm: -16
	 559: Call FnMapLookupElem
	 560: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L65>
	 561: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 562: MovReg dst: r1 src: r7
	 563: AddReg dst: r1 src: r6
	 564: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 565: Ja off: -1 <p0_BEGIN_L66>
p0_BEGIN_L65:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 566: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 567: MovImm dst: r7 imm: 0
	 568: MovImm dst: r1 imm: 0
	 569: AddReg dst: r1 src: r6
	 570: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 571: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 573: MovReg dst: r2 src: rfp
	 574: AddImm dst: r2 imm: -16
	 575: MovReg dst: r3 src: rfp
	 576: AddImm dst: r3 imm: -24
	 577: MovImm dst: r4 imm: 0
	 578: Call FnMapUpdateElem
	 579: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L67>
	 580: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 581: LoadMapPtr dst: r1 fd: 0 <lost>
	 583: MovReg dst: r2 src: rfp
	 584: AddImm dst: r2 imm: -32
	 585: Call FnMapLookupElem
	 586: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L68>
	 587: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 588: AddImm dst: r1 imm: 1
	 589: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L68:
	 590: Ja off: 0
p0_BEGIN_L67:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 591: Ja off: 0
p0_BEGIN_L66:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 592: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 593: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 594: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 596: MovReg dst: r2 src: rfp
	 597: AddImm dst: r2 imm: -16
	 598: Call FnMapLookupElem
	 599: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L69>
	 600: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 601: Ja off: -1 <p0_BEGIN_L70>
p0_BEGIN_L69:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 602: MovImm dst: r6 imm: 0
p0_BEGIN_L70:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 603: Ja off: 0
	 604: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 605: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 606: MovImm dst: r7 imm: 1
	 607: StXMemDW dst: rfp src: r7 off: -32 imm: 0
	 608: LdImmDW dst: r0 imm: 97
	 610: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 611: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 612: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 613: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 615: MovReg dst: r2 src: rfp
	 616: AddImm dst: r2 imm: -32
	 617: Call FnMapLookupElem
	 618: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L71>
	 619: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 620: Ja off: -1 <p0_BEGIN_L72>
p0_BEGIN_L71:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 621: MovImm dst: r7 imm: 0
p0_BEGIN_L72:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 622: Ja off: 0
	 623: AddReg dst: r6 src: r7
	 624: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 625: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 626: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 628: MovReg dst: r2 src: rfp
	 629: AddImm dst: r2 imm: -56
	 630: MovReg dst: r3 src: rfp
	 631: AddImm dst: r3 imm: -48
	 632: MovImm dst: r4 imm: 0
	 633: Call FnMapUpdateElem
	 634: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L73>
	 635: StMemDW dst: rfp src: r0 off: -64 imm: 11
	 636: LoadMapPtr dst: r1 fd: 0 <lost>
	 638: MovReg dst: r2 src: rfp
	 639: AddImm dst: r2 imm: -64
	 640: Call FnMapLookupElem
	 641: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L74>
	 642: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 643: AddImm dst: r1 imm: 1
	 644: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L74:
	 645: Ja off: 0
p0_BEGIN_L73:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 646: Ja off: 0
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 647: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 648: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 649: MovImm dst: r6 imm: 1
	 650: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 651: LdImmDW dst: r0 imm: 97
	 653: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 654: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 655: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 656: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 658: MovReg dst: r2 src: rfp
	 659: AddImm dst: r2 imm: -24
	 660: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 661: LdImmDW dst: r0 imm: 17179869187
	 663: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 664: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 665: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 666: LoadMapPtr dst: r1 fd: 0 <events>
	 668: MovReg dst: r2 src: rfp
	 669: AddImm dst: r2 imm: -32
	 670: MovImm dst: r3 imm: 24
	 671: MovImm dst: r4 imm: 1
	 672: Call FnRingbufOutput
	 673: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L75>
	 674: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 675: LoadMapPtr dst: r1 fd: 0 <config>
	 677: MovReg dst: r2 src: rfp
	 678: AddImm dst: r2 imm: -40
	 679: Call FnMapLookupElem
	 680: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L77>
	 681: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 682: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L76>
p0_BEGIN_L77:
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 683: Ja off: 0
	 684: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 685: LoadMapPtr dst: r1 fd: 0 <lost>
	 687: MovReg dst: r2 src: rfp
	 688: AddImm dst: r2 imm: -48
	 689: Call FnMapLookupElem
	 690: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L76>
	 691: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 692: AddImm dst: r1 imm: 1
	 693: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L76:
	 694: Ja off: 0
p0_BEGIN_L75:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 695: LdImmDW dst: r0 imm: 12884901892
	 697: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 698: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 699: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 700: LoadMapPtr dst: r1 fd: 0 <events>
	 702: MovReg dst: r2 src: rfp
	 703: AddImm dst: r2 imm: -32
	 704: MovImm dst: r3 imm: 24
	 705: MovImm dst: r4 imm: 1
	 706: Call FnRingbufOutput
	 707: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L78>
	 708: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 709: LoadMapPtr dst: r1 fd: 0 <config>
	 711: MovReg dst: r2 src: rfp
	 712: AddImm dst: r2 imm: -40
	 713: Call FnMapLookupElem
	 714: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L80>
	 715: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 716: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L79>
p0_BEGIN_L80:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 717: Ja off: 0
	 718: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 719: LoadMapPtr dst: r1 fd: 0 <lost>
	 721: MovReg dst: r2 src: rfp
	 722: AddImm dst: r2 imm: -48
	 723: Call FnMapLookupElem
	 724: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L79>
	 725: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 726: AddImm dst: r1 imm: 1
	 727: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L79:
	 728: Ja off: 0
p0_BEGIN_L78:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 729: LdImmDW dst: r0 imm: 55834574853
	 731: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 732: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 733: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 734: LoadMapPtr dst: r1 fd: 0 <events>
	 736: MovReg dst: r2 src: rfp
	 737: AddImm dst: r2 imm: -32
	 738: MovImm dst: r3 imm: 24
	 739: MovImm dst: r4 imm: 1
	 740: Call FnRingbufOutput
	 741: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L81>
	 742: StMemDW dst: rfp src: r0 off: -40 imm: 2
	 743: LoadMapPtr dst: r1 fd: 0 <config>
	 745: MovReg dst: r2 src: rfp
	 746: AddImm dst: r2 imm: -40
	 747: Call FnMapLookupElem
	 748: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L83>
	 749: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 750: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L82>
p0_BEGIN_L83:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 751: Ja off: 0
	 752: StMemDW dst: rfp src: r0 off: -48 imm: 0
	 753: LoadMapPtr dst: r1 fd: 0 <lost>
	 755: MovReg dst: r2 src: rfp
	 756: AddImm dst: r2 imm: -48
	 757: Call FnMapLookupElem
	 758: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L82>
	 759: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 760: AddImm dst: r1 imm: 1
	 761: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L82:
	 762: Ja off: 0
p0_BEGIN_L81:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 763: LoadMapPtr dst: r1 fd: 0 <events>
	 765: MovImm dst: r2 imm: 16
	 766: MovImm dst: r3 imm: 0
	 767: Call FnRingbufReserve
	 768: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L84>
	 769: StMemDW dst: rfp src: r0 off: -16 imm: 2
	 770: LoadMapPtr dst: r1 fd: 0 <config>
	 772: MovReg dst: r2 src: rfp
	 773: AddImm dst: r2 imm: -16
	 774: Call FnMapLookupElem
	 775: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L87>
	 776: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 777: JNEImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L86>
p0_BEGIN_L87:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 778: Ja off: 0
	 779: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 780: LoadMapPtr dst: r1 fd: 0 <lost>
	 782: MovReg dst: r2 src: rfp
	 783: AddImm dst: r2 imm: -24
	 784: Call FnMapLookupElem
	 785: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L86>
	 786: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 787: AddImm dst: r1 imm: 1
	 788: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L86:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 789: Ja off: -1 <p0_BEGIN_L85>
p0_BEGIN_L84:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 790: MovReg dst: r6 src: r0
	 791: LdImmDW dst: r1 imm: 1
	 793: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 794: MovImm dst: r7 imm: 1
	 795: StXMemDW dst: rfp src: r7 off: -40 imm: 0
	 796: LdImmDW dst: r0 imm: 97
	 798: StXMemDW dst: rfp src: r0 off: -48 imm: 0
	 799: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 800: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 801: MovImm dst: r7 imm: 0
	 802: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 804: MovReg dst: r2 src: rfp
	 805: AddImm dst: r2 imm: -40
	 806: Call FnMapLookupElem
	 807: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L88>
	 808: MovImm dst: r7 imm: 1
p0_BEGIN_L88:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 809: Ja off: 0
	 810: StXMemDW dst: r6 src: r7 off: 8 imm: 0
	 811: MovReg dst: r1 src: r6
	 812: MovImm dst: r2 imm: 1
	 813: Call FnRingbufSubmit
p0_BEGIN_L85:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 814: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 815: MovImm dst: r0 imm: 0
	 816: Exit
