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
	    ; 1-1
	   0: StXMemDW dst: rfp src: r1 off: -8 imm: 0
	    ; 10-16
	   1: MovImm dst: r6 imm: 1
	    ; 10-16
	   2: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	    ; 10-16
	   3: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 10-16
	   4: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 10-16
	   6: MovReg dst: r2 src: rfp
	    ; 10-16
	   7: AddImm dst: r2 imm: -24
	    ; 10-16
	   8: MovReg dst: r3 src: rfp
	    ; 10-16
	   9: AddImm dst: r3 imm: -16
	    ; 10-16
	  10: MovImm dst: r4 imm: 0
	    ; 10-16
	  11: Call FnMapUpdateElem
	    ; 18-25
	  12: MovImm dst: r6 imm: 1
	    ; 18-25
	  13: NegImm dst: r6 imm: 0
	    ; 18-25
	  14: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	    ; 18-25
	  15: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 18-25
	  16: LoadMapPtr dst: r1 fd: 0 <m2_b>
	    ; 18-25
	  18: MovReg dst: r2 src: rfp
	    ; 18-25
	  19: AddImm dst: r2 imm: -24
	    ; 18-25
	  20: MovReg dst: r3 src: rfp
	    ; 18-25
	  21: AddImm dst: r3 imm: -16
	    ; 18-25
	  22: MovImm dst: r4 imm: 0
	    ; 18-25
	  23: Call FnMapUpdateElem
	    ; 27-37
	  24: LdImmDW dst: r0 imm: 6513249
	    ; 27-37
	  26: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 27-37
	  27: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 27-37
	  28: LoadMapPtr dst: r1 fd: 0 <m11_s>
	    ; 27-37
	  30: MovReg dst: r2 src: rfp
	    ; 27-37
	  31: AddImm dst: r2 imm: -24
	    ; 27-37
	  32: MovReg dst: r3 src: rfp
	    ; 27-37
	  33: AddImm dst: r3 imm: -16
	    ; 27-37
	  34: MovImm dst: r4 imm: 0
	    ; 27-37
	  35: Call FnMapUpdateElem
	    ; 39-52
	  36: MovImm dst: r6 imm: 1
	    ; 39-52
	  37: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 39-52
	  38: LdImmDW dst: r0 imm: 120
	    ; 39-52
	  40: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 39-52
	  41: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	    ; 39-52
	  42: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 39-52
	  43: StMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 39-52
	  44: LoadMapPtr dst: r1 fd: 0 <m14_t>
	    ; 39-52
	  46: MovReg dst: r2 src: rfp
	    ; 39-52
	  47: AddImm dst: r2 imm: -40
	    ; 39-52
	  48: MovReg dst: r3 src: rfp
	    ; 39-52
	  49: AddImm dst: r3 imm: -24
	    ; 39-52
	  50: MovImm dst: r4 imm: 0
	    ; 39-52
	  51: Call FnMapUpdateElem
	    ; 55-69
	  52: MovImm dst: r6 imm: 3
	    ; 55-69
	  53: StXMemDW dst: rfp src: r6 off: -16 imm: 0
	    ; 55-69
	  54: StMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 55-69
	  55: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 55-69
	  56: MovImm dst: r6 imm: 1
	    ; 55-69
	  57: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	    ; 55-69
	  58: LdImmDW dst: r0 imm: 97
	    ; 55-69
	  60: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 55-69
	  61: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	    ; 55-69
	  62: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 55-69
	  63: LoadMapPtr dst: r1 fd: 0 <m5_k>
	    ; 55-69
	  65: MovReg dst: r2 src: rfp
	    ; 55-69
	  66: AddImm dst: r2 imm: -32
	    ; 55-69
	  67: MovReg dst: r3 src: rfp
	    ; 55-69
	  68: AddImm dst: r3 imm: -16
	    ; 55-69
	  69: MovImm dst: r4 imm: 0
	    ; 55-69
	  70: Call FnMapUpdateElem
	    ; 72-84
	  71: MovImm dst: r6 imm: 1
	    ; 72-84
	  72: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 72-84
	  73: LoadMapPtr dst: r1 fd: 0 <m3_c>
	    ; 72-84
	  75: MovReg dst: r2 src: rfp
	    ; 72-84
	  76: AddImm dst: r2 imm: -16
	    ; 72-84
	  77: Call FnMapLookupElem
	    ; 72-84
	  78: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L2>
	    ; 72-84
	  79: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 72-84
	  80: AddReg dst: r1 src: r6
	    ; 72-84
	  81: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 72-84
	  82: Ja off: -1 <p0_BEGIN_L3>
p0_BEGIN_L2:
	    ; 72-84
	  83: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 72-84
	  84: LoadMapPtr dst: r1 fd: 0 <m3_c>
	    ; 72-84
	  86: MovReg dst: r2 src: rfp
	    ; 72-84
	  87: AddImm dst: r2 imm: -16
	    ; 72-84
	  88: MovReg dst: r3 src: rfp
	    ; 72-84
	  89: AddImm dst: r3 imm: -24
	    ; 72-84
	  90: MovImm dst: r4 imm: 0
	    ; 72-84
	  91: Call FnMapUpdateElem
p0_BEGIN_L3:
	    ; 72-84
	  92: Ja off: 0
	    ; 86-102
	  93: MovImm dst: r6 imm: 1
	    ; 86-102
	  94: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 86-102
	  95: MovImm dst: r7 imm: 2
	    ; 86-102
	  96: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	    ; 86-102
	  97: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	    ; 86-102
	  99: MovReg dst: r2 src: rfp
	    ; 86-102
	 100: AddImm dst: r2 imm: -16
	    ; 86-102
	 101: Call FnMapLookupElem
	    ; 86-102
	 102: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L4>
	    ; 86-102
	 103: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 86-102
	 104: AddReg dst: r1 src: r6
	    ; 86-102
	 105: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 86-102
	 106: Ja off: -1 <p0_BEGIN_L5>
p0_BEGIN_L4:
	    ; 86-102
	 107: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 86-102
	 108: LoadMapPtr dst: r1 fd: 0 <m6_kc>
	    ; 86-102
	 110: MovReg dst: r2 src: rfp
	    ; 86-102
	 111: AddImm dst: r2 imm: -16
	    ; 86-102
	 112: MovReg dst: r3 src: rfp
	    ; 86-102
	 113: AddImm dst: r3 imm: -24
	    ; 86-102
	 114: MovImm dst: r4 imm: 0
	    ; 86-102
	 115: Call FnMapUpdateElem
p0_BEGIN_L5:
	    ; 86-102
	 116: Ja off: 0
	    ; 105-118
	 117: MovImm dst: r6 imm: 5
	    ; 105-118
	 118: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 105-118
	 119: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	    ; 105-118
	 121: MovReg dst: r2 src: rfp
	    ; 105-118
	 122: AddImm dst: r2 imm: -16
	    ; 105-118
	 123: Call FnMapLookupElem
	    ; 105-118
	 124: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L6>
	    ; 105-118
	 125: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 105-118
	 126: AddReg dst: r1 src: r6
	    ; 105-118
	 127: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 105-118
	 128: Ja off: -1 <p0_BEGIN_L7>
p0_BEGIN_L6:
	    ; 105-118
	 129: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 105-118
	 130: LoadMapPtr dst: r1 fd: 0 <m13_sum>
	    ; 105-118
	 132: MovReg dst: r2 src: rfp
	    ; 105-118
	 133: AddImm dst: r2 imm: -16
	    ; 105-118
	 134: MovReg dst: r3 src: rfp
	    ; 105-118
	 135: AddImm dst: r3 imm: -24
	    ; 105-118
	 136: MovImm dst: r4 imm: 0
	    ; 105-118
	 137: Call FnMapUpdateElem
p0_BEGIN_L7:
	    ; 105-118
	 138: Ja off: 0
	    ; 120-132
	 139: MovImm dst: r6 imm: 3
	    ; 120-132
	 140: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 120-132
	 141: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	    ; 120-132
	 143: MovReg dst: r2 src: rfp
	    ; 120-132
	 144: AddImm dst: r2 imm: -16
	    ; 120-132
	 145: Call FnMapLookupElem
	    ; 120-132
	 146: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L8>
	    ; 120-132
	 147: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	    ; 120-132
	 148: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L10>
	    ; 120-132
	 149: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 120-132
	 150: JSGTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L10>
	    ; 120-132
	 151: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L10:
	    ; 120-132
	 152: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	    ; 120-132
	 153: StMemDW dst: r0 src: r0 off: 8 imm: 1
	    ; 120-132
	 154: Ja off: -1 <p0_BEGIN_L9>
p0_BEGIN_L8:
	    ; 120-132
	 155: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	    ; 120-132
	 156: StMemDW dst: rfp src: r0 off: -24 imm: 1
	    ; 120-132
	 157: LoadMapPtr dst: r1 fd: 0 <m9_mx>
	    ; 120-132
	 159: MovReg dst: r2 src: rfp
	    ; 120-132
	 160: AddImm dst: r2 imm: -16
	    ; 120-132
	 161: MovReg dst: r3 src: rfp
	    ; 120-132
	 162: AddImm dst: r3 imm: -32
	    ; 120-132
	 163: MovImm dst: r4 imm: 0
	    ; 120-132
	 164: Call FnMapUpdateElem
p0_BEGIN_L9:
	    ; 120-132
	 165: Ja off: 0
	    ; 134-147
	 166: MovImm dst: r6 imm: 2
	    ; 134-147
	 167: NegImm dst: r6 imm: 0
	    ; 134-147
	 168: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 134-147
	 169: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	    ; 134-147
	 171: MovReg dst: r2 src: rfp
	    ; 134-147
	 172: AddImm dst: r2 imm: -16
	    ; 134-147
	 173: Call FnMapLookupElem
	    ; 134-147
	 174: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L11>
	    ; 134-147
	 175: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	    ; 134-147
	 176: JEqImm dst: r1 off: -1 imm: 0 <p0_BEGIN_L13>
	    ; 134-147
	 177: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 134-147
	 178: JSLTReg dst: r6 off: -1 src: r1 <p0_BEGIN_L13>
	    ; 134-147
	 179: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L13:
	    ; 134-147
	 180: StXMemDW dst: r0 src: r6 off: 0 imm: 0
	    ; 134-147
	 181: StMemDW dst: r0 src: r0 off: 8 imm: 1
	    ; 134-147
	 182: Ja off: -1 <p0_BEGIN_L12>
p0_BEGIN_L11:
	    ; 134-147
	 183: StXMemDW dst: rfp src: r6 off: -32 imm: 0
	    ; 134-147
	 184: StMemDW dst: rfp src: r0 off: -24 imm: 1
	    ; 134-147
	 185: LoadMapPtr dst: r1 fd: 0 <m8_mn>
	    ; 134-147
	 187: MovReg dst: r2 src: rfp
	    ; 134-147
	 188: AddImm dst: r2 imm: -16
	    ; 134-147
	 189: MovReg dst: r3 src: rfp
	    ; 134-147
	 190: AddImm dst: r3 imm: -32
	    ; 134-147
	 191: MovImm dst: r4 imm: 0
	    ; 134-147
	 192: Call FnMapUpdateElem
p0_BEGIN_L12:
	    ; 134-147
	 193: Ja off: 0
	    ; 149-161
	 194: MovImm dst: r6 imm: 7
	    ; 149-161
	 195: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 149-161
	 196: LoadMapPtr dst: r1 fd: 0 <m1_av>
	    ; 149-161
	 198: MovReg dst: r2 src: rfp
	    ; 149-161
	 199: AddImm dst: r2 imm: -16
	    ; 149-161
	 200: Call FnMapLookupElem
	    ; 149-161
	 201: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L14>
	    ; 149-161
	 202: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 149-161
	 203: AddImm dst: r1 imm: 1
	    ; 149-161
	 204: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 149-161
	 205: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	    ; 149-161
	 206: AddReg dst: r1 src: r6
	    ; 149-161
	 207: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	    ; 149-161
	 208: Ja off: -1 <p0_BEGIN_L15>
p0_BEGIN_L14:
	    ; 149-161
	 209: StMemDW dst: rfp src: r0 off: -32 imm: 1
	    ; 149-161
	 210: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 149-161
	 211: LoadMapPtr dst: r1 fd: 0 <m1_av>
	    ; 149-161
	 213: MovReg dst: r2 src: rfp
	    ; 149-161
	 214: AddImm dst: r2 imm: -16
	    ; 149-161
	 215: MovReg dst: r3 src: rfp
	    ; 149-161
	 216: AddImm dst: r3 imm: -32
	    ; 149-161
	 217: MovImm dst: r4 imm: 0
	    ; 149-161
	 218: Call FnMapUpdateElem
p0_BEGIN_L15:
	    ; 149-161
	 219: Ja off: 0
	    ; 163-177
	 220: MovImm dst: r6 imm: 9
	    ; 163-177
	 221: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 163-177
	 222: LoadMapPtr dst: r1 fd: 0 <m12_st>
	    ; 163-177
	 224: MovReg dst: r2 src: rfp
	    ; 163-177
	 225: AddImm dst: r2 imm: -16
	    ; 163-177
	 226: Call FnMapLookupElem
	    ; 163-177
	 227: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L16>
	    ; 163-177
	 228: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 163-177
	 229: AddImm dst: r1 imm: 1
	    ; 163-177
	 230: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 163-177
	 231: LdXMemDW dst: r1 src: r0 off: 8 imm: 0
	    ; 163-177
	 232: AddReg dst: r1 src: r6
	    ; 163-177
	 233: StXMemDW dst: r0 src: r1 off: 8 imm: 0
	    ; 163-177
	 234: Ja off: -1 <p0_BEGIN_L17>
p0_BEGIN_L16:
	    ; 163-177
	 235: StMemDW dst: rfp src: r0 off: -32 imm: 1
	    ; 163-177
	 236: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 163-177
	 237: LoadMapPtr dst: r1 fd: 0 <m12_st>
	    ; 163-177
	 239: MovReg dst: r2 src: rfp
	    ; 163-177
	 240: AddImm dst: r2 imm: -16
	    ; 163-177
	 241: MovReg dst: r3 src: rfp
	    ; 163-177
	 242: AddImm dst: r3 imm: -32
	    ; 163-177
	 243: MovImm dst: r4 imm: 0
	    ; 163-177
	 244: Call FnMapUpdateElem
p0_BEGIN_L17:
	    ; 163-177
	 245: Ja off: 0
	    ; 180-194
	 246: MovImm dst: r6 imm: 100
	    ; 180-194
	 247: MovReg dst: r7 src: r6
	    ; 180-194
	 248: JSLTImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L18>
	    ; 180-194
	 249: JEqImm dst: r7 off: -1 imm: 0 <p0_BEGIN_L19>
	    ; 180-194
	 250: MovImm dst: r1 imm: 2
	    ; 180-194
	 251: JLTImm dst: r7 off: -1 imm: 65536 <p0_BEGIN_L21>
	    ; 180-194
	 252: RShImm dst: r7 imm: 16
	    ; 180-194
	 253: AddImm dst: r1 imm: 16
p0_BEGIN_L21:
	    ; 180-194
	 254: JLTImm dst: r7 off: -1 imm: 256 <p0_BEGIN_L22>
	    ; 180-194
	 255: RShImm dst: r7 imm: 8
	    ; 180-194
	 256: AddImm dst: r1 imm: 8
p0_BEGIN_L22:
	    ; 180-194
	 257: JLTImm dst: r7 off: -1 imm: 16 <p0_BEGIN_L23>
	    ; 180-194
	 258: RShImm dst: r7 imm: 4
	    ; 180-194
	 259: AddImm dst: r1 imm: 4
p0_BEGIN_L23:
	    ; 180-194
	 260: JLTImm dst: r7 off: -1 imm: 4 <p0_BEGIN_L24>
	    ; 180-194
	 261: RShImm dst: r7 imm: 2
	    ; 180-194
	 262: AddImm dst: r1 imm: 2
p0_BEGIN_L24:
	    ; 180-194
	 263: JLTImm dst: r7 off: -1 imm: 2 <p0_BEGIN_L25>
	    ; 180-194
	 264: RShImm dst: r7 imm: 1
	    ; 180-194
	 265: AddImm dst: r1 imm: 1
p0_BEGIN_L25:
	    ; 180-194
	 266: MovReg dst: r7 src: r1
	    ; 180-194
	 267: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L18:
	    ; 180-194
	 268: MovImm dst: r7 imm: 0
	    ; 180-194
	 269: Ja off: -1 <p0_BEGIN_L20>
p0_BEGIN_L19:
	    ; 180-194
	 270: MovImm dst: r7 imm: 1
p0_BEGIN_L20:
	    ; 180-194
	 271: Ja off: 0
	    ; 180-194
	 272: MovImm dst: r6 imm: 1
	    ; 180-194
	 273: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 180-194
	 274: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	    ; 180-194
	 275: LoadMapPtr dst: r1 fd: 0 <m4_h>
	    ; 180-194
	 277: MovReg dst: r2 src: rfp
	    ; 180-194
	 278: AddImm dst: r2 imm: -16
	    ; 180-194
	 279: Call FnMapLookupElem
	    ; 180-194
	 280: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L26>
	    ; 180-194
	 281: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 180-194
	 282: AddReg dst: r1 src: r6
	    ; 180-194
	 283: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 180-194
	 284: Ja off: -1 <p0_BEGIN_L27>
p0_BEGIN_L26:
	    ; 180-194
	 285: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 180-194
	 286: LoadMapPtr dst: r1 fd: 0 <m4_h>
	    ; 180-194
	 288: MovReg dst: r2 src: rfp
	    ; 180-194
	 289: AddImm dst: r2 imm: -16
	    ; 180-194
	 290: MovReg dst: r3 src: rfp
	    ; 180-194
	 291: AddImm dst: r3 imm: -24
	    ; 180-194
	 292: MovImm dst: r4 imm: 0
	    ; 180-194
	 293: Call FnMapUpdateElem
p0_BEGIN_L27:
	    ; 180-194
	 294: Ja off: 0
	    ; 196-219
	 295: MovImm dst: r6 imm: 3
	    ; 196-219
	 296: MovReg dst: r7 src: r6
	    ; 196-219
	 297: MovImm dst: r1 imm: 0
	    ; 196-219
	 298: JSLTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L28>
	    ; 196-219
	 299: MovImm dst: r1 imm: 10
	    ; 196-219
	 300: JSGTReg dst: r7 off: -1 src: r1 <p0_BEGIN_L29>
	    ; 196-219
	 301: MovImm dst: r1 imm: 0
	    ; 196-219
	 302: SubReg dst: r7 src: r1
	    ; 196-219
	 303: MovImm dst: r1 imm: 2
	    ; 196-219
	 304: DivReg dst: r7 src: r1
	    ; 196-219
	 305: AddImm dst: r7 imm: 1
	    ; 196-219
	 306: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L28:
	    ; 196-219
	 307: MovImm dst: r7 imm: 0
	    ; 196-219
	 308: Ja off: -1 <p0_BEGIN_L30>
p0_BEGIN_L29:
	    ; 196-219
	 309: MovImm dst: r7 imm: 6
p0_BEGIN_L30:
	    ; 196-219
	 310: Ja off: 0
	    ; 196-219
	 311: MovImm dst: r6 imm: 1
	    ; 196-219
	 312: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 196-219
	 313: StXMemDW dst: rfp src: r7 off: -16 imm: 0
	    ; 196-219
	 314: LoadMapPtr dst: r1 fd: 0 <m7_l>
	    ; 196-219
	 316: MovReg dst: r2 src: rfp
	    ; 196-219
	 317: AddImm dst: r2 imm: -16
	    ; 196-219
	 318: Call FnMapLookupElem
	    ; 196-219
	 319: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L31>
	    ; 196-219
	 320: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 196-219
	 321: AddReg dst: r1 src: r6
	    ; 196-219
	 322: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 196-219
	 323: Ja off: -1 <p0_BEGIN_L32>
p0_BEGIN_L31:
	    ; 196-219
	 324: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 196-219
	 325: LoadMapPtr dst: r1 fd: 0 <m7_l>
	    ; 196-219
	 327: MovReg dst: r2 src: rfp
	    ; 196-219
	 328: AddImm dst: r2 imm: -16
	    ; 196-219
	 329: MovReg dst: r3 src: rfp
	    ; 196-219
	 330: AddImm dst: r3 imm: -24
	    ; 196-219
	 331: MovImm dst: r4 imm: 0
	    ; 196-219
	 332: Call FnMapUpdateElem
p0_BEGIN_L32:
	    ; 196-219
	 333: Ja off: 0
	    ; 222-226
	 334: MovImm dst: r6 imm: 1
	    ; 222-226
	 335: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 222-226
	 336: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 222-226
	 338: MovReg dst: r2 src: rfp
	    ; 222-226
	 339: AddImm dst: r2 imm: -16
	    ; 222-226
	 340: Call FnMapLookupElem
	    ; 222-226
	 341: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L33>
	    ; 222-226
	 342: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	    ; 222-226
	 343: MovReg dst: r1 src: r7
	    ; 222-226
	 344: AddReg dst: r1 src: r6
	    ; 222-226
	 345: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 222-226
	 346: Ja off: -1 <p0_BEGIN_L34>
p0_BEGIN_L33:
	    ; 222-226
	 347: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 222-226
	 348: MovImm dst: r7 imm: 0
	    ; 222-226
	 349: MovImm dst: r1 imm: 0
	    ; 222-226
	 350: AddReg dst: r1 src: r6
	    ; 222-226
	 351: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	    ; 222-226
	 352: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 222-226
	 354: MovReg dst: r2 src: rfp
	    ; 222-226
	 355: AddImm dst: r2 imm: -16
	    ; 222-226
	 356: MovReg dst: r3 src: rfp
	    ; 222-226
	 357: AddImm dst: r3 imm: -24
	    ; 222-226
	 358: MovImm dst: r4 imm: 0
	    ; 222-226
	 359: Call FnMapUpdateElem
p0_BEGIN_L34:
	    ; 222-226
	 360: Ja off: 0
	    ; 228-235
	 361: MovImm dst: r6 imm: 4
	    ; 228-235
	 362: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 228-235
	 363: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 228-235
	 365: MovReg dst: r2 src: rfp
	    ; 228-235
	 366: AddImm dst: r2 imm: -16
	    ; 228-235
	 367: Call FnMapLookupElem
	    ; 228-235
	 368: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L35>
	    ; 228-235
	 369: LdXMemDW dst: r7 src: r0 off: 0 imm: 0
	    ; 228-235
	 370: MovReg dst: r1 src: r7
	    ; 228-235
	 371: AddReg dst: r1 src: r6
	    ; 228-235
	 372: StXMemDW dst: r0 src: r1 off: 0 imm: 0
	    ; 228-235
	 373: Ja off: -1 <p0_BEGIN_L36>
p0_BEGIN_L35:
	    ; 228-235
	 374: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 228-235
	 375: MovImm dst: r7 imm: 0
	    ; 228-235
	 376: MovImm dst: r1 imm: 0
	    ; 228-235
	 377: AddReg dst: r1 src: r6
	    ; 228-235
	 378: StXMemDW dst: rfp src: r1 off: -24 imm: 0
	    ; 228-235
	 379: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 228-235
	 381: MovReg dst: r2 src: rfp
	    ; 228-235
	 382: AddImm dst: r2 imm: -16
	    ; 228-235
	 383: MovReg dst: r3 src: rfp
	    ; 228-235
	 384: AddImm dst: r3 imm: -24
	    ; 228-235
	 385: MovImm dst: r4 imm: 0
	    ; 228-235
	 386: Call FnMapUpdateElem
p0_BEGIN_L36:
	    ; 228-235
	 387: Ja off: 0
	    ; 237-257
	 388: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 237-257
	 389: LoadMapPtr dst: r1 fd: 0 <m0_a>
	    ; 237-257
	 391: MovReg dst: r2 src: rfp
	    ; 237-257
	 392: AddImm dst: r2 imm: -16
	    ; 237-257
	 393: Call FnMapLookupElem
	    ; 237-257
	 394: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L37>
	    ; 237-257
	 395: LdXMemDW dst: r6 src: r0 off: 0 imm: 0
	    ; 237-257
	 396: Ja off: -1 <p0_BEGIN_L38>
p0_BEGIN_L37:
	    ; 237-257
	 397: MovImm dst: r6 imm: 0
p0_BEGIN_L38:
	    ; 237-257
	 398: Ja off: 0
	    ; 237-257
	 399: StMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 237-257
	 400: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 237-257
	 401: MovImm dst: r8 imm: 1
	    ; 237-257
	 402: StXMemDW dst: rfp src: r8 off: -32 imm: 0
	    ; 237-257
	 403: LdImmDW dst: r0 imm: 97
	    ; 237-257
	 405: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 237-257
	 406: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	    ; 237-257
	 407: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 237-257
	 408: LoadMapPtr dst: r1 fd: 0 <m5_k>
	    ; 237-257
	 410: MovReg dst: r2 src: rfp
	    ; 237-257
	 411: AddImm dst: r2 imm: -32
	    ; 237-257
	 412: Call FnMapLookupElem
	    ; 237-257
	 413: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L39>
	    ; 237-257
	 414: LdXMemDW dst: r8 src: r0 off: 0 imm: 0
	    ; 237-257
	 415: Ja off: -1 <p0_BEGIN_L40>
p0_BEGIN_L39:
	    ; 237-257
	 416: MovImm dst: r8 imm: 0
p0_BEGIN_L40:
	    ; 237-257
	 417: Ja off: 0
	    ; 237-257
	 418: AddReg dst: r6 src: r8
	    ; 237-257
	 419: StXMemDW dst: rfp src: r6 off: -48 imm: 0
	    ; 237-257
	 420: StMemDW dst: rfp src: r0 off: -56 imm: 0
	    ; 237-257
	 421: LoadMapPtr dst: r1 fd: 0 <m10_r>
	    ; 237-257
	 423: MovReg dst: r2 src: rfp
	    ; 237-257
	 424: AddImm dst: r2 imm: -56
	    ; 237-257
	 425: MovReg dst: r3 src: rfp
	    ; 237-257
	 426: AddImm dst: r3 imm: -48
	    ; 237-257
	 427: MovImm dst: r4 imm: 0
	    ; 237-257
	 428: Call FnMapUpdateElem
	    ; 260-278
	 429: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 260-278
	 430: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 260-278
	 431: MovImm dst: r6 imm: 1
	    ; 260-278
	 432: StXMemDW dst: rfp src: r6 off: -24 imm: 0
	    ; 260-278
	 433: LdImmDW dst: r0 imm: 97
	    ; 260-278
	 435: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 260-278
	 436: LdXMemDW dst: r0 src: rfp off: -32 imm: 0
	    ; 260-278
	 437: StXMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 260-278
	 438: LoadMapPtr dst: r1 fd: 0 <m5_k>
	    ; 260-278
	 440: MovReg dst: r2 src: rfp
	    ; 260-278
	 441: AddImm dst: r2 imm: -24
	    ; 260-278
	 442: Call FnMapDeleteElem
	    ; 280-289
	 443: LdImmDW dst: r0 imm: 17179869187
	    ; 280-289
	 445: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 280-289
	 446: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 280-289
	 447: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 280-289
	 448: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 280-289
	 450: MovReg dst: r2 src: rfp
	    ; 280-289
	 451: AddImm dst: r2 imm: -32
	    ; 280-289
	 452: MovImm dst: r3 imm: 24
	    ; 280-289
	 453: MovImm dst: r4 imm: 1
	    ; 280-289
	 454: Call FnRingbufOutput
	    ; 280-289
	 455: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L41>
	    ; 280-289
	 456: StMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 280-289
	 457: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 280-289
	 459: MovReg dst: r2 src: rfp
	    ; 280-289
	 460: AddImm dst: r2 imm: -40
	    ; 280-289
	 461: Call FnMapLookupElem
	    ; 280-289
	 462: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L42>
	    ; 280-289
	 463: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 280-289
	 464: AddImm dst: r1 imm: 1
	    ; 280-289
	 465: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L42:
	 466: Ja off: 0
p0_BEGIN_L41:
	    ; 291-300
	 467: LdImmDW dst: r0 imm: 12884901892
	    ; 291-300
	 469: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 291-300
	 470: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 291-300
	 471: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 291-300
	 472: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 291-300
	 474: MovReg dst: r2 src: rfp
	    ; 291-300
	 475: AddImm dst: r2 imm: -32
	    ; 291-300
	 476: MovImm dst: r3 imm: 24
	    ; 291-300
	 477: MovImm dst: r4 imm: 1
	    ; 291-300
	 478: Call FnRingbufOutput
	    ; 291-300
	 479: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L43>
	    ; 291-300
	 480: StMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 291-300
	 481: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 291-300
	 483: MovReg dst: r2 src: rfp
	    ; 291-300
	 484: AddImm dst: r2 imm: -40
	    ; 291-300
	 485: Call FnMapLookupElem
	    ; 291-300
	 486: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L44>
	    ; 291-300
	 487: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 291-300
	 488: AddImm dst: r1 imm: 1
	    ; 291-300
	 489: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L44:
	 490: Ja off: 0
p0_BEGIN_L43:
	    ; 302-312
	 491: LdImmDW dst: r0 imm: 55834574853
	    ; 302-312
	 493: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 302-312
	 494: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 302-312
	 495: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 302-312
	 496: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 302-312
	 498: MovReg dst: r2 src: rfp
	    ; 302-312
	 499: AddImm dst: r2 imm: -32
	    ; 302-312
	 500: MovImm dst: r3 imm: 24
	    ; 302-312
	 501: MovImm dst: r4 imm: 1
	    ; 302-312
	 502: Call FnRingbufOutput
	    ; 302-312
	 503: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L45>
	    ; 302-312
	 504: StMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 302-312
	 505: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 302-312
	 507: MovReg dst: r2 src: rfp
	    ; 302-312
	 508: AddImm dst: r2 imm: -40
	    ; 302-312
	 509: Call FnMapLookupElem
	    ; 302-312
	 510: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L46>
	    ; 302-312
	 511: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 302-312
	 512: AddImm dst: r1 imm: 1
	    ; 302-312
	 513: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L46:
	 514: Ja off: 0
p0_BEGIN_L45:
	    ; 315-352
	 515: LoadMapPtr dst: r1 fd: 0 <events>
	    ; 315-352
	 517: MovImm dst: r2 imm: 16
	    ; 315-352
	 518: MovImm dst: r3 imm: 0
	    ; 315-352
	 519: Call FnRingbufReserve
	    ; 315-352
	 520: JNEImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L47>
	    ; 315-352
	 521: StMemDW dst: rfp src: r0 off: -16 imm: 0
	    ; 315-352
	 522: LoadMapPtr dst: r1 fd: 0 <lost>
	    ; 315-352
	 524: MovReg dst: r2 src: rfp
	    ; 315-352
	 525: AddImm dst: r2 imm: -16
	    ; 315-352
	 526: Call FnMapLookupElem
	    ; 315-352
	 527: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L49>
	    ; 315-352
	 528: LdXMemDW dst: r1 src: r0 off: 0 imm: 0
	    ; 315-352
	 529: AddImm dst: r1 imm: 1
	    ; 315-352
	 530: StXMemDW dst: r0 src: r1 off: 0 imm: 0
p0_BEGIN_L49:
	    ; 315-352
	 531: Ja off: -1 <p0_BEGIN_L48>
p0_BEGIN_L47:
	    ; 315-352
	 532: MovReg dst: r6 src: r0
	    ; 315-352
	 533: LdImmDW dst: r1 imm: 1
	    ; 315-352
	 535: StXMemDW dst: r6 src: r1 off: 0 imm: 0
	    ; 315-352
	 536: StMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 315-352
	 537: StMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 315-352
	 538: MovImm dst: r8 imm: 1
	    ; 315-352
	 539: StXMemDW dst: rfp src: r8 off: -48 imm: 0
	    ; 315-352
	 540: LdImmDW dst: r0 imm: 97
	    ; 315-352
	 542: StXMemDW dst: rfp src: r0 off: -56 imm: 0
	    ; 315-352
	 543: LdXMemDW dst: r0 src: rfp off: -56 imm: 0
	    ; 315-352
	 544: StXMemDW dst: rfp src: r0 off: -40 imm: 0
	    ; 315-352
	 545: LdXMemDW dst: r0 src: rfp off: -48 imm: 0
	    ; 315-352
	 546: StXMemDW dst: rfp src: r0 off: -32 imm: 0
	    ; 315-352
	 547: LdXMemDW dst: r0 src: rfp off: -40 imm: 0
	    ; 315-352
	 548: StXMemDW dst: rfp src: r0 off: -24 imm: 0
	    ; 315-352
	 549: LoadMapPtr dst: r1 fd: 0 <m5_k>
	    ; 315-352
	 551: MovReg dst: r2 src: rfp
	    ; 315-352
	 552: AddImm dst: r2 imm: -32
	    ; 315-352
	 553: Call FnMapLookupElem
	    ; 315-352
	 554: MovImm dst: r8 imm: 0
	    ; 315-352
	 555: JEqImm dst: r0 off: -1 imm: 0 <p0_BEGIN_L50>
	    ; 315-352
	 556: MovImm dst: r8 imm: 1
p0_BEGIN_L50:
	    ; 315-352
	 557: Ja off: 0
	    ; 315-352
	 558: StXMemDW dst: r6 src: r8 off: 8 imm: 0
	    ; 315-352
	 559: MovReg dst: r1 src: r6
	    ; 315-352
	 560: MovImm dst: r2 imm: 1
	    ; 315-352
	 561: Call FnRingbufSubmit
p0_BEGIN_L48:
	    ; 315-352
	 562: Ja off: 0
p0_BEGIN_L1:
	    ; 315-352
	 563: MovImm dst: r0 imm: 0
	    ; 315-352
	 564: Exit
