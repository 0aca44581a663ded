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
	    ; stdin:1:1: BEGIN {
	   0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	    ; stdin:2:2: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	   1: MovImm dst: r6 imm: 1
	   2: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	   3: StMemDW dst: rfp src: r0 off: -24 imm: 0
	   4: LoadMapPtr dst: r1 fd: 0 <m0_a>
	   6: MovReg dst: r2 src: rfp
	   7: AddImm dst: r2 imm: -24
	   8: MovReg dst: r3 src: rfp
	   9: AddImm dst: r3 imm: -16
	  10: MovImm dst: r4 imm: 0
	  11: Call FnMapUpdateElem
	    ; stdin:2:10: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  12: MovImm dst: r6 imm: 1
	  13: NegImm dst: r6 imm: 0
	  14: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  15: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  16: LoadMapPtr dst: r1 fd: 0 <m2_b>
	  18: MovReg dst: r2 src: rfp
	  19: AddImm dst: r2 imm: -24
	  20: MovReg dst: r3 src: rfp
	  21: AddImm dst: r3 imm: -16
	  22: MovImm dst: r4 imm: 0
	  23: Call FnMapUpdateElem
	    ; stdin:2:19: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  24: LdImmDW dst: r0 imm: 6513249
	  26: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  27: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  28: LoadMapPtr dst: r1 fd: 0 <m11_s>
	  30: MovReg dst: r2 src: rfp
	  31: AddImm dst: r2 imm: -24
	  32: MovReg dst: r3 src: rfp
	  33: AddImm dst: r3 imm: -16
	  34: MovImm dst: r4 imm: 0
	  35: Call FnMapUpdateElem
	    ; stdin:2:31: @a = 1; @b = -1; @s = "abc"; @t = (1, "x");
	  36: MovImm dst: r6 imm: 1
	  37: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  38: LdImmDW dst: r0 imm: 120
	  40: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	  41: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	  42: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	  43: StMemDW dst: rfp src: r0 off: -40 imm: 0
	  44: LoadMapPtr dst: r1 fd: 0 <m14_t>
	  46: MovReg dst: r2 src: rfp
	  47: AddImm dst: r2 imm: -40
	  48: MovReg dst: r3 src: rfp
	  49: AddImm dst: r3 imm: -24
	  50: MovImm dst: r4 imm: 0
	  51: Call FnMapUpdateElem
	    ; stdin:3:2: @k[1, "a"] = 3;
	  52: MovImm dst: r6 imm: 3
	  53: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	  54: StMemDW dst: rfp src: r0 off: -32 imm: 0
	  55: StMemDW dst: rfp src: r0 off: -24 imm: 0
	  56: MovImm dst: r6 imm: 1
	  57: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	  58: LdImmDW dst: r0 imm: 97
	  60: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	  61: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	  62: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	  63: LoadMapPtr dst: r1 fd: 0 <m5_k>
	  65: MovReg dst: r2 src: rfp
	  66: AddImm dst: r2 imm: -32
	  67: MovReg dst: r3 src: rfp
	  68: AddImm dst: r3 imm: -16
	  69: MovImm dst: r4 imm: 0
	  70: Call FnMapUpdateElem
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  71: MovImm dst: r6 imm: 1
	  72: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  73: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  75: MovReg dst: r2 src: rfp
	  76: AddImm dst: r2 imm: -16
	  77: Call FnMapLookupElem
	  78: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	  79: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	  80: AddReg dst: r1 src: r6
	  81: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	  82: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  83: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	  84: LoadMapPtr dst: r1 fd: 0 <m3_c>
	  86: MovReg dst: r2 src: rfp
	  87: AddImm dst: r2 imm: -16
	  88: MovReg dst: r3 src: rfp
	  89: AddImm dst: r3 imm: -24
	  90: MovImm dst: r4 imm: 0
	  91: Call FnMapUpdateElem
p0_BEGIN_L3:
	    ; stdin:4:2: @c = count(); @kc[2] = count();
	  92: Ja off: 0
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	  93: MovImm dst: r6 imm: 1
	  94: StMemDW dst: rfp src: r0 off: -16 imm: 0
	  95: MovImm dst: r7 imm: 2
	  96: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  97: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	  99: MovReg dst: r2 src: rfp
	 100: AddImm dst: r2 imm: -16
	 101: Call FnMapLookupElem
	 102: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 103: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 104: AddReg dst: r1 src: r6
	 105: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 106: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 107: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 108: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 110: MovReg dst: r2 src: rfp
	 111: AddImm dst: r2 imm: -16
	 112: MovReg dst: r3 src: rfp
	 113: AddImm dst: r3 imm: -24
	 114: MovImm dst: r4 imm: 0
	 115: Call FnMapUpdateElem
p0_BEGIN_L5:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 116: Ja off: 0
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 117: MovImm dst: r6 imm: 5
	 118: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 119: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 121: MovReg dst: r2 src: rfp
	 122: AddImm dst: r2 imm: -16
	 123: Call FnMapLookupElem
	 124: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 125: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 126: AddReg dst: r1 src: r6
	 127: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 128: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 129: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 130: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 132: MovReg dst: r2 src: rfp
	 133: AddImm dst: r2 imm: -16
	 134: MovReg dst: r3 src: rfp
	 135: AddImm dst: r3 imm: -24
	 136: MovImm dst: r4 imm: 0
	 137: Call FnMapUpdateElem
p0_BEGIN_L7:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 138: Ja off: 0
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 139: MovImm dst: r6 imm: 3
	 140: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 141: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 143: MovReg dst: r2 src: rfp
	 144: AddImm dst: r2 imm: -16
	 145: Call FnMapLookupElem
	 146: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 147: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 148: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
	 149: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 150: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L10>
	 151: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 152: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 153: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 154: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 155: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 156: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 157: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 159: MovReg dst: r2 src: rfp
	 160: AddImm dst: r2 imm: -16
	 161: MovReg dst: r3 src: rfp
	 162: AddImm dst: r3 imm: -32
	 163: MovImm dst: r4 imm: 0
	 164: Call FnMapUpdateElem
p0_BEGIN_L9:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 165: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 166: MovImm dst: r6 imm: 2
	 167: NegImm dst: r6 imm: 0
	 168: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 169: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 171: MovReg dst: r2 src: rfp
	 172: AddImm dst: r2 imm: -16
	 173: Call FnMapLookupElem
	 174: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	 175: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 176: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13>
	 177: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 178: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L13>
	 179: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L13:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 180: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 181: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 182: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L11:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 183: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 184: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 185: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 187: MovReg dst: r2 src: rfp
	 188: AddImm dst: r2 imm: -16
	 189: MovReg dst: r3 src: rfp
	 190: AddImm dst: r3 imm: -32
	 191: MovImm dst: r4 imm: 0
	 192: Call FnMapUpdateElem
p0_BEGIN_L12:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 193: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 194: MovImm dst: r6 imm: 7
	 195: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 196: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 198: MovReg dst: r2 src: rfp
	 199: AddImm dst: r2 imm: -16
	 200: Call FnMapLookupElem
	 201: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	 202: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 203: AddImm dst: r1 imm: 1
	 204: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 205: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 206: AddReg dst: r1 src: r6
	 207: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 208: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 209: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 210: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 211: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 213: MovReg dst: r2 src: rfp
	 214: AddImm dst: r2 imm: -16
	 215: MovReg dst: r3 src: rfp
	 216: AddImm dst: r3 imm: -32
	 217: MovImm dst: r4 imm: 0
	 218: Call FnMapUpdateElem
p0_BEGIN_L15:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 219: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 220: MovImm dst: r6 imm: 9
	 221: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 222: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 224: MovReg dst: r2 src: rfp
	 225: AddImm dst: r2 imm: -16
	 226: Call FnMapLookupElem
	 227: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	 228: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 229: AddImm dst: r1 imm: 1
	 230: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 231: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 232: AddReg dst: r1 src: r6
	 233: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 234: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 235: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 236: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 237: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 239: MovReg dst: r2 src: rfp
	 240: AddImm dst: r2 imm: -16
	 241: MovReg dst: r3 src: rfp
	 242: AddImm dst: r3 imm: -32
	 243: MovImm dst: r4 imm: 0
	 244: Call FnMapUpdateElem
p0_BEGIN_L17:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 245: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 246: MovImm dst: r6 imm: 100
	 247: MovReg dst: r7 src: r6
	 248: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L18>
	 249: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L19>
	 250: MovImm dst: r1 imm: 2
	 251: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L21>
	 252: RShImm dst: r7 imm: 16
	 253: AddImm dst: r1 imm: 16
p0_BEGIN_L21:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 254: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L22>
	 255: RShImm dst: r7 imm: 8
	 256: AddImm dst: r1 imm: 8
p0_BEGIN_L22:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 257: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L23>
	 258: RShImm dst: r7 imm: 4
	 259: AddImm dst: r1 imm: 4
p0_BEGIN_L23:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 260: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L24>
	 261: RShImm dst: r7 imm: 2
	 262: AddImm dst: r1 imm: 2
p0_BEGIN_L24:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 263: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L25>
	 264: RShImm dst: r7 imm: 1
	 265: AddImm dst: r1 imm: 1
p0_BEGIN_L25:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 266: MovReg dst: r7 src: r1
	 267: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L18:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 268: MovImm dst: r7 imm: 0
	 269: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L19:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 270: MovImm dst: r7 imm: 1
p0_BEGIN_L20:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 271: Ja off: 0
	 272: MovImm dst: r6 imm: 1
	 273: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 274: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 275: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 277: MovReg dst: r2 src: rfp
	 278: AddImm dst: r2 imm: -16
	 279: Call FnMapLookupElem
	 280: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	 281: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 282: AddReg dst: r1 src: r6
	 283: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 284: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 285: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 286: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 288: MovReg dst: r2 src: rfp
	 289: AddImm dst: r2 imm: -16
	 290: MovReg dst: r3 src: rfp
	 291: AddImm dst: r3 imm: -24
	 292: MovImm dst: r4 imm: 0
	 293: Call FnMapUpdateElem
p0_BEGIN_L27:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 294: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 295: MovImm dst: r6 imm: 3
	 296: MovReg dst: r7 src: r6
	 297: MovImm dst: r1 imm: 0
	 298: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L28>
	 299: MovImm dst: r1 imm: 10
	 300: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L29>
	 301: MovImm dst: r1 imm: 0
	 302: SubReg dst: r7 src: r1
	 303: MovImm dst: r1 imm: 2
	 304: DivReg dst: r7 src: r1
	 305: AddImm dst: r7 imm: 1
	 306: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L28:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 307: MovImm dst: r7 imm: 0
	 308: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 309: MovImm dst: r7 imm: 6
p0_BEGIN_L30:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 310: Ja off: 0
	 311: MovImm dst: r6 imm: 1
	 312: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 313: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 314: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 316: MovReg dst: r2 src: rfp
	 317: AddImm dst: r2 imm: -16
	 318: Call FnMapLookupElem
	 319: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L31>
	 320: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 321: AddReg dst: r1 src: r6
	 322: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 323: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L31:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 324: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 325: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 327: MovReg dst: r2 src: rfp
	 328: AddImm dst: r2 imm: -16
	 329: MovReg dst: r3 src: rfp
	 330: AddImm dst: r3 imm: -24
	 331: MovImm dst: r4 imm: 0
	 332: Call FnMapUpdateElem
p0_BEGIN_L32:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 333: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 334: MovImm dst: r6 imm: 1
	 335: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 336: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 338: MovReg dst: r2 src: rfp
	 339: AddImm dst: r2 imm: -16
	 340: Call FnMapLookupElem
	 341: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	 342: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 343: MovReg dst: r1 src: r7
	 344: AddReg dst: r1 src: r6
	 345: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 346: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 347: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 348: MovImm dst: r7 imm: 0
	 349: MovImm dst: r1 imm: 0
	 350: AddReg dst: r1 src: r6
	 351: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 352: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 354: MovReg dst: r2 src: rfp
	 355: AddImm dst: r2 imm: -16
	 356: MovReg dst: r3 src: rfp
	 357: AddImm dst: r3 imm: -24
	 358: MovImm dst: r4 imm: 0
	 359: Call FnMapUpdateElem
p0_BEGIN_L34:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 360: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 361: MovImm dst: r6 imm: 4
	 362: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 363: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 365: MovReg dst: r2 src: rfp
	 366: AddImm dst: r2 imm: -16
	 367: Call FnMapLookupElem
	 368: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L35>
	 369: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 370: MovReg dst: r1 src: r7
	 371: AddReg dst: r1 src: r6
	 372: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 373: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 374: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 375: MovImm dst: r7 imm: 0
	 376: MovImm dst: r1 imm: 0
	 377: AddReg dst: r1 src: r6
	 378: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 379: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 381: MovReg dst: r2 src: rfp
	 382: AddImm dst: r2 imm: -16
	 383: MovReg dst: r3 src: rfp
	 384: AddImm dst: r3 imm: -24
	 385: MovImm dst: r4 imm: 0
	 386: Call FnMapUpdateElem
p0_BEGIN_L36:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 387: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 388: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 389: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 391: MovReg dst: r2 src: rfp
	 392: AddImm dst: r2 imm: -16
	 393: Call FnMapLookupElem
	 394: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
	 395: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 396: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 397: MovImm dst: r6 imm: 0
p0_BEGIN_L38:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 398: Ja off: 0
	 399: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 400: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 401: MovImm dst: r8 imm: 1
	 402: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	 403: LdImmDW dst: r0 imm: 97
	 405: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 406: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 407: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 408: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 410: MovReg dst: r2 src: rfp
	 411: AddImm dst: r2 imm: -32
	 412: Call FnMapLookupElem
	 413: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L39>
	 414: LdXMemDW dst: r8 src: r0 off: 0 imm: 0
	 415: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 416: MovImm dst: r8 imm: 0
p0_BEGIN_L40:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 417: Ja off: 0
	 418: AddReg dst: r6 src: r8
	 419: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 420: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 421: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 423: MovReg dst: r2 src: rfp
	 424: AddImm dst: r2 imm: -56
	 425: MovReg dst: r3 src: rfp
	 426: AddImm dst: r3 imm: -48
	 427: MovImm dst: r4 imm: 0
	 428: Call FnMapUpdateElem
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 429: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 430: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 431: MovImm dst: r6 imm: 1
	 432: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 433: LdImmDW dst: r0 imm: 97
	 435: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 436: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 437: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 438: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 440: MovReg dst: r2 src: rfp
	 441: AddImm dst: r2 imm: -24
	 442: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 443: LdImmDW dst: r0 imm: 17179869187
	 445: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 446: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 447: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 448: LoadMapPtr dst: r1 fd: 0 <events>
	 450: MovReg dst: r2 src: rfp
	 451: AddImm dst: r2 imm: -32
	 452: MovImm dst: r3 imm: 24
	 453: MovImm dst: r4 imm: 1
	 454: Call FnRingbufOutput
	 455: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
	 456: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 457: LoadMapPtr dst: r1 fd: 0 <lost>
	 459: MovReg dst: r2 src: rfp
	 460: AddImm dst: r2 imm: -40
	 461: Call FnMapLookupElem
	 462: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	 463: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 464: AddImm dst: r1 imm: 1
	 465: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L42:
	 466: Ja off: 0
p0_BEGIN_L41:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 467: LdImmDW dst: r0 imm: 12884901892
	 469: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 470: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 471: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 472: LoadMapPtr dst: r1 fd: 0 <events>
	 474: MovReg dst: r2 src: rfp
	 475: AddImm dst: r2 imm: -32
	 476: MovImm dst: r3 imm: 24
	 477: MovImm dst: r4 imm: 1
	 478: Call FnRingbufOutput
	 479: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L43>
	 480: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 481: LoadMapPtr dst: r1 fd: 0 <lost>
	 483: MovReg dst: r2 src: rfp
	 484: AddImm dst: r2 imm: -40
	 485: Call FnMapLookupElem
	 486: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	 487: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 488: AddImm dst: r1 imm: 1
	 489: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	 490: Ja off: 0
p0_BEGIN_L43:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 491: LdImmDW dst: r0 imm: 55834574853
	 493: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 494: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 495: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 496: LoadMapPtr dst: r1 fd: 0 <events>
	 498: MovReg dst: r2 src: rfp
	 499: AddImm dst: r2 imm: -32
	 500: MovImm dst: r3 imm: 24
	 501: MovImm dst: r4 imm: 1
	 502: Call FnRingbufOutput
	 503: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	 504: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 505: LoadMapPtr dst: r1 fd: 0 <lost>
	 507: MovReg dst: r2 src: rfp
	 508: AddImm dst: r2 imm: -40
	 509: Call FnMapLookupElem
	 510: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	 511: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 512: AddImm dst: r1 imm: 1
	 513: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L46:
	 514: Ja off: 0
p0_BEGIN_L45:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 515: LoadMapPtr dst: r1 fd: 0 <events>
	 517: MovImm dst: r2 imm: 16
	 518: MovImm dst: r3 imm: 0
	 519: Call FnRingbufReserve
	 520: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	 521: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 522: LoadMapPtr dst: r1 fd: 0 <lost>
	 524: MovReg dst: r2 src: rfp
	 525: AddImm dst: r2 imm: -16
	 526: Call FnMapLookupElem
	 527: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	 528: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 529: AddImm dst: r1 imm: 1
	 530: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 531: Ja off: -1 <p0_BEGIN_L48>
p0_BEGIN_L47:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 532: MovReg dst: r6 src: r0
	 533: LdImmDW dst: r1 imm: 1
	 535: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 536: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 537: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 538: MovImm dst: r8 imm: 1
	 539: StXMemDW dst: rfp src: r8 off: -48 imm: 0
	 540: LdImmDW dst: r0 imm: 97
	 542: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	 543: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	 544: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 545: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	 546: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 547: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 548: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 549: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 551: MovReg dst: r2 src: rfp
	 552: AddImm dst: r2 imm: -32
	 553: Call FnMapLookupElem
	 554: MovImm dst: r8 imm: 0
	 555: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	 556: MovImm dst: r8 imm: 1
p0_BEGIN_L50:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 557: Ja off: 0
	 558: StXMemDW dst: r6 src: r8 off: 8 imm: 0
	 559: MovReg dst: r1 src: r6
	 560: MovImm dst: r2 imm: 1
	 561: Call FnRingbufSubmit
p0_BEGIN_L48:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 562: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 563: MovImm dst: r0 imm: 0
	 564: Exit
