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
	  94: MovImm dst: r7 imm: 2
	  95: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	  96: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	  98: MovReg dst: r2 src: rfp
	  99: AddImm dst: r2 imm: -16
	 100: Call FnMapLookupElem
	 101: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	 102: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 103: AddReg dst: r1 src: r6
	 104: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 105: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 106: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 107: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	 109: MovReg dst: r2 src: rfp
	 110: AddImm dst: r2 imm: -16
	 111: MovReg dst: r3 src: rfp
	 112: AddImm dst: r3 imm: -24
	 113: MovImm dst: r4 imm: 0
	 114: Call FnMapUpdateElem
p0_BEGIN_L5:
	    ; stdin:4:16: @c = count(); @kc[2] = count();
	 115: Ja off: 0
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 116: MovImm dst: r6 imm: 5
	 117: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 118: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 120: MovReg dst: r2 src: rfp
	 121: AddImm dst: r2 imm: -16
	 122: Call FnMapLookupElem
	 123: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	 124: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 125: AddReg dst: r1 src: r6
	 126: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 127: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 128: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 129: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	 131: MovReg dst: r2 src: rfp
	 132: AddImm dst: r2 imm: -16
	 133: MovReg dst: r3 src: rfp
	 134: AddImm dst: r3 imm: -24
	 135: MovImm dst: r4 imm: 0
	 136: Call FnMapUpdateElem
p0_BEGIN_L7:
	    ; stdin:5:2: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 137: Ja off: 0
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 138: MovImm dst: r6 imm: 3
	 139: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 140: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 142: MovReg dst: r2 src: rfp
	 143: AddImm dst: r2 imm: -16
	 144: Call FnMapLookupElem
	 145: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	 146: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 147: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
	 148: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 149: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L10>
	 150: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 151: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 152: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 153: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 154: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 155: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 156: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	 158: MovReg dst: r2 src: rfp
	 159: AddImm dst: r2 imm: -16
	 160: MovReg dst: r3 src: rfp
	 161: AddImm dst: r3 imm: -32
	 162: MovImm dst: r4 imm: 0
	 163: Call FnMapUpdateElem
p0_BEGIN_L9:
	    ; stdin:5:17: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 164: Ja off: 0
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 165: MovImm dst: r6 imm: 2
	 166: NegImm dst: r6 imm: 0
	 167: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 168: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 170: MovReg dst: r2 src: rfp
	 171: AddImm dst: r2 imm: -16
	 172: Call FnMapLookupElem
	 173: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	 174: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 175: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13>
	 176: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 177: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L13>
	 178: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L13:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 179: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	 180: StMemDW dst: r0 src: r0 off: 8 imm: 1
	 181: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L11:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 182: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	 183: StMemDW dst: rfp src: r0 off: -24 imm: 1
	 184: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	 186: MovReg dst: r2 src: rfp
	 187: AddImm dst: r2 imm: -16
	 188: MovReg dst: r3 src: rfp
	 189: AddImm dst: r3 imm: -32
	 190: MovImm dst: r4 imm: 0
	 191: Call FnMapUpdateElem
p0_BEGIN_L12:
	    ; stdin:5:31: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 192: Ja off: 0
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 193: MovImm dst: r6 imm: 7
	 194: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 195: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 197: MovReg dst: r2 src: rfp
	 198: AddImm dst: r2 imm: -16
	 199: Call FnMapLookupElem
	 200: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	 201: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 202: AddImm dst: r1 imm: 1
	 203: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 204: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 205: AddReg dst: r1 src: r6
	 206: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 207: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 208: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 209: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 210: LoadMapPtr dst: r1 fd: 0 <m1_av>
	 212: MovReg dst: r2 src: rfp
	 213: AddImm dst: r2 imm: -16
	 214: MovReg dst: r3 src: rfp
	 215: AddImm dst: r3 imm: -32
	 216: MovImm dst: r4 imm: 0
	 217: Call FnMapUpdateElem
p0_BEGIN_L15:
	    ; stdin:5:46: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 218: Ja off: 0
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 219: MovImm dst: r6 imm: 9
	 220: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 221: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 223: MovReg dst: r2 src: rfp
	 224: AddImm dst: r2 imm: -16
	 225: Call FnMapLookupElem
	 226: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	 227: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 228: AddImm dst: r1 imm: 1
	 229: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 230: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	 231: AddReg dst: r1 src: r6
	 232: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	 233: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 234: StMemDW dst: rfp src: r0 off: -32 imm: 1
	 235: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 236: LoadMapPtr dst: r1 fd: 0 <m12_st>
	 238: MovReg dst: r2 src: rfp
	 239: AddImm dst: r2 imm: -16
	 240: MovReg dst: r3 src: rfp
	 241: AddImm dst: r3 imm: -32
	 242: MovImm dst: r4 imm: 0
	 243: Call FnMapUpdateElem
p0_BEGIN_L17:
	    ; stdin:5:60: @sum = sum(5); @mx = max(3); @mn = min(-2); @av = avg(7); @st = stats(9);
	 244: Ja off: 0
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 245: MovImm dst: r6 imm: 100
	 246: MovReg dst: r7 src: r6
	 247: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L18>
	 248: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L19>
	 249: MovImm dst: r1 imm: 2
	 250: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L21>
	 251: RShImm dst: r7 imm: 16
	 252: AddImm dst: r1 imm: 16
p0_BEGIN_L21:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 253: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L22>
	 254: RShImm dst: r7 imm: 8
	 255: AddImm dst: r1 imm: 8
p0_BEGIN_L22:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 256: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L23>
	 257: RShImm dst: r7 imm: 4
	 258: AddImm dst: r1 imm: 4
p0_BEGIN_L23:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 259: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L24>
	 260: RShImm dst: r7 imm: 2
	 261: AddImm dst: r1 imm: 2
p0_BEGIN_L24:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 262: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L25>
	 263: RShImm dst: r7 imm: 1
	 264: AddImm dst: r1 imm: 1
p0_BEGIN_L25:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 265: MovReg dst: r7 src: r1
	 266: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L18:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 267: MovImm dst: r7 imm: 0
	 268: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L19:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 269: MovImm dst: r7 imm: 1
p0_BEGIN_L20:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 270: Ja off: 0
	 271: MovImm dst: r6 imm: 1
	 272: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 273: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 274: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 276: MovReg dst: r2 src: rfp
	 277: AddImm dst: r2 imm: -16
	 278: Call FnMapLookupElem
	 279: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	 280: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 281: AddReg dst: r1 src: r6
	 282: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 283: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 284: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 285: LoadMapPtr dst: r1 fd: 0 <m4_h>
	 287: MovReg dst: r2 src: rfp
	 288: AddImm dst: r2 imm: -16
	 289: MovReg dst: r3 src: rfp
	 290: AddImm dst: r3 imm: -24
	 291: MovImm dst: r4 imm: 0
	 292: Call FnMapUpdateElem
p0_BEGIN_L27:
	    ; stdin:6:2: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 293: Ja off: 0
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 294: MovImm dst: r6 imm: 3
	 295: MovReg dst: r7 src: r6
	 296: MovImm dst: r1 imm: 0
	 297: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L28>
	 298: MovImm dst: r1 imm: 10
	 299: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L29>
	 300: MovImm dst: r1 imm: 0
	 301: SubReg dst: r7 src: r1
	 302: MovImm dst: r1 imm: 2
	 303: DivReg dst: r7 src: r1
	 304: AddImm dst: r7 imm: 1
	 305: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L28:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 306: MovImm dst: r7 imm: 0
	 307: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 308: MovImm dst: r7 imm: 6
p0_BEGIN_L30:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 309: Ja off: 0
	 310: MovImm dst: r6 imm: 1
	 311: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 312: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	 313: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 315: MovReg dst: r2 src: rfp
	 316: AddImm dst: r2 imm: -16
	 317: Call FnMapLookupElem
	 318: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L31>
	 319: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 320: AddReg dst: r1 src: r6
	 321: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 322: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L31:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 323: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 324: LoadMapPtr dst: r1 fd: 0 <m7_l>
	 326: MovReg dst: r2 src: rfp
	 327: AddImm dst: r2 imm: -16
	 328: MovReg dst: r3 src: rfp
	 329: AddImm dst: r3 imm: -24
	 330: MovImm dst: r4 imm: 0
	 331: Call FnMapUpdateElem
p0_BEGIN_L32:
	    ; stdin:6:18: @h = hist(100); @l = lhist(3, 0, 10, 2);
	 332: Ja off: 0
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 333: MovImm dst: r6 imm: 1
	 334: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 335: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 337: MovReg dst: r2 src: rfp
	 338: AddImm dst: r2 imm: -16
	 339: Call FnMapLookupElem
	 340: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	 341: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 342: MovReg dst: r1 src: r7
	 343: AddReg dst: r1 src: r6
	 344: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 345: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 346: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 347: MovImm dst: r7 imm: 0
	 348: MovImm dst: r1 imm: 0
	 349: AddReg dst: r1 src: r6
	 350: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 351: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 353: MovReg dst: r2 src: rfp
	 354: AddImm dst: r2 imm: -16
	 355: MovReg dst: r3 src: rfp
	 356: AddImm dst: r3 imm: -24
	 357: MovImm dst: r4 imm: 0
	 358: Call FnMapUpdateElem
p0_BEGIN_L34:
	    ; stdin:7:2: @a++; @a += 4; @r = @a + @k[1, "a"];
	 359: Ja off: 0
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 360: MovImm dst: r6 imm: 4
	 361: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 362: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 364: MovReg dst: r2 src: rfp
	 365: AddImm dst: r2 imm: -16
	 366: Call FnMapLookupElem
	 367: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L35>
	 368: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	 369: MovReg dst: r1 src: r7
	 370: AddReg dst: r1 src: r6
	 371: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	 372: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 373: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 374: MovImm dst: r7 imm: 0
	 375: MovImm dst: r1 imm: 0
	 376: AddReg dst: r1 src: r6
	 377: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	 378: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 380: MovReg dst: r2 src: rfp
	 381: AddImm dst: r2 imm: -16
	 382: MovReg dst: r3 src: rfp
	 383: AddImm dst: r3 imm: -24
	 384: MovImm dst: r4 imm: 0
	 385: Call FnMapUpdateElem
p0_BEGIN_L36:
	    ; stdin:7:8: @a++; @a += 4; @r = @a + @k[1, "a"];
	 386: Ja off: 0
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 387: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 388: LoadMapPtr dst: r1 fd: 0 <m0_a>
	 390: MovReg dst: r2 src: rfp
	 391: AddImm dst: r2 imm: -16
	 392: Call FnMapLookupElem
	 393: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
	 394: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	 395: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 396: MovImm dst: r6 imm: 0
p0_BEGIN_L38:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 397: Ja off: 0
	 398: StMemDW dst: rfp src: r0 off: -32 imm: 0
	 399: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 400: MovImm dst: r8 imm: 1
	 401: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	 402: LdImmDW dst: r0 imm: 97
	 404: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 405: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 406: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 407: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 409: MovReg dst: r2 src: rfp
	 410: AddImm dst: r2 imm: -32
	 411: Call FnMapLookupElem
	 412: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L39>
	 413: LdXMemDW dst: r8 src: r0 off: 0 imm: 0
	 414: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 415: MovImm dst: r8 imm: 0
p0_BEGIN_L40:
	    ; stdin:7:17: @a++; @a += 4; @r = @a + @k[1, "a"];
	 416: Ja off: 0
	 417: AddReg dst: r6 src: r8
	 418: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	 419: StMemDW dst: rfp src: r0 off: -56 imm: 0
	 420: LoadMapPtr dst: r1 fd: 0 <m10_r>
	 422: MovReg dst: r2 src: rfp
	 423: AddImm dst: r2 imm: -56
	 424: MovReg dst: r3 src: rfp
	 425: AddImm dst: r3 imm: -48
	 426: MovImm dst: r4 imm: 0
	 427: Call FnMapUpdateElem
	    ; stdin:8:2: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 428: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 429: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 430: MovImm dst: r6 imm: 1
	 431: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	 432: LdImmDW dst: r0 imm: 97
	 434: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 435: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	 436: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	 437: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 439: MovReg dst: r2 src: rfp
	 440: AddImm dst: r2 imm: -24
	 441: Call FnMapDeleteElem
	    ; stdin:8:22: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 442: LdImmDW dst: r0 imm: 17179869187
	 444: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 445: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 446: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 447: LoadMapPtr dst: r1 fd: 0 <events>
	 449: MovReg dst: r2 src: rfp
	 450: AddImm dst: r2 imm: -32
	 451: MovImm dst: r3 imm: 24
	 452: MovImm dst: r4 imm: 1
	 453: Call FnRingbufOutput
	 454: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
	 455: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 456: LoadMapPtr dst: r1 fd: 0 <lost>
	 458: MovReg dst: r2 src: rfp
	 459: AddImm dst: r2 imm: -40
	 460: Call FnMapLookupElem
	 461: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	 462: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 463: AddImm dst: r1 imm: 1
	 464: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L42:
	 465: Ja off: 0
p0_BEGIN_L41:
	    ; stdin:8:33: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 466: LdImmDW dst: r0 imm: 12884901892
	 468: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 469: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 470: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 471: LoadMapPtr dst: r1 fd: 0 <events>
	 473: MovReg dst: r2 src: rfp
	 474: AddImm dst: r2 imm: -32
	 475: MovImm dst: r3 imm: 24
	 476: MovImm dst: r4 imm: 1
	 477: Call FnRingbufOutput
	 478: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L43>
	 479: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 480: LoadMapPtr dst: r1 fd: 0 <lost>
	 482: MovReg dst: r2 src: rfp
	 483: AddImm dst: r2 imm: -40
	 484: Call FnMapLookupElem
	 485: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	 486: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 487: AddImm dst: r1 imm: 1
	 488: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	 489: Ja off: 0
p0_BEGIN_L43:
	    ; stdin:8:44: delete(@k[1, "a"]); print(@h); clear(@c); zero(@sum);
	 490: LdImmDW dst: r0 imm: 55834574853
	 492: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	 493: StMemDW dst: rfp src: r0 off: -24 imm: 0
	 494: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 495: LoadMapPtr dst: r1 fd: 0 <events>
	 497: MovReg dst: r2 src: rfp
	 498: AddImm dst: r2 imm: -32
	 499: MovImm dst: r3 imm: 24
	 500: MovImm dst: r4 imm: 1
	 501: Call FnRingbufOutput
	 502: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	 503: StMemDW dst: rfp src: r0 off: -40 imm: 0
	 504: LoadMapPtr dst: r1 fd: 0 <lost>
	 506: MovReg dst: r2 src: rfp
	 507: AddImm dst: r2 imm: -40
	 508: Call FnMapLookupElem
	 509: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	 510: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 511: AddImm dst: r1 imm: 1
	 512: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L46:
	 513: Ja off: 0
p0_BEGIN_L45:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 514: LoadMapPtr dst: r1 fd: 0 <events>
	 516: MovImm dst: r2 imm: 16
	 517: MovImm dst: r3 imm: 0
	 518: Call FnRingbufReserve
	 519: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	 520: StMemDW dst: rfp src: r0 off: -16 imm: 0
	 521: LoadMapPtr dst: r1 fd: 0 <lost>
	 523: MovReg dst: r2 src: rfp
	 524: AddImm dst: r2 imm: -16
	 525: Call FnMapLookupElem
	 526: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	 527: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	 528: AddImm dst: r1 imm: 1
	 529: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 530: Ja off: -1 <p0_BEGIN_L48>
p0_BEGIN_L47:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 531: MovReg dst: r6 src: r0
	 532: LdImmDW dst: r1 imm: 1
	 534: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	 535: MovImm dst: r8 imm: 1
	 536: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	 537: LdImmDW dst: r0 imm: 97
	 539: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	 540: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	 541: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	 542: LoadMapPtr dst: r1 fd: 0 <m5_k>
	 544: MovReg dst: r2 src: rfp
	 545: AddImm dst: r2 imm: -32
	 546: Call FnMapLookupElem
	 547: MovImm dst: r8 imm: 0
	 548: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	 549: MovImm dst: r8 imm: 1
p0_BEGIN_L50:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 550: Ja off: 0
	 551: StXMemDW dst: r6 src: r8 off: 8 imm: 0
	 552: MovReg dst: r1 src: r6
	 553: MovImm dst: r2 imm: 1
	 554: Call FnRingbufSubmit
p0_BEGIN_L48:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 555: Ja off: 0
p0_BEGIN_L1:
	    ; stdin:9:2: printf("%d\n", has_key(@k, (1, "a")));
	 556: MovImm dst: r0 imm: 0
	 557: Exit
