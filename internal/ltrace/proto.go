package ltrace

import (
	"strconv"
	"strings"
	"sync"
)

// A prototype says how a function's arguments and return value are shown.
// It is written "R(ABC)", one letter per type, R the return type:
//
//	v void (return only)     i int            u unsigned int
//	l long                   z size_t, ulong  x unsigned int, hex
//	o int, octal             c char           p pointer, hex ("nil" for 0)
//	s string                 f printf format: a string, then the varargs it describes
//	? unknown: guessed like the arguments of functions without a prototype
//	S a string the call writes (first argument only): shown at the return,
//	  and so are the arguments after it, as ltrace does
//
// Functions without a prototype show four arguments and their return value
// as ltrace guesses: small numbers in decimal, others in hex.
type proto struct {
	ret  byte
	args string
}

// protos are the built-in prototypes for common libc functions, in the
// spirit of ltrace's libc.so.conf.
// They are built on first use, not at start-up.
var protos = sync.OnceValue(func() map[string]proto {
	protos := map[string]proto{}
	for name, s := range map[string]string{
		"malloc": "p(z)", "calloc": "p(zz)", "realloc": "p(pz)", "reallocarray": "p(pzz)", "free": "v(p)",
		"aligned_alloc": "p(zz)", "posix_memalign": "i(pzz)", "valloc": "p(z)", "memalign": "p(zz)",
		"strlen": "z(s)", "strnlen": "z(sz)", "strcmp": "i(ss)", "strncmp": "i(ssz)",
		"strcasecmp": "i(ss)", "strncasecmp": "i(ssz)", "strcoll": "i(ss)",
		"strcpy": "p(ps)", "strncpy": "p(psz)", "stpcpy": "p(ps)", "strcat": "p(ps)", "strncat": "p(psz)",
		"strdup": "p(s)", "strndup": "p(sz)", "strchr": "s(sc)", "strrchr": "s(sc)", "strstr": "s(ss)",
		"strspn": "z(ss)", "strcspn": "z(ss)", "strpbrk": "s(ss)", "strtok": "s(ss)", "strerror": "s(i)",
		"strtol": "l(spi)", "strtoul": "z(spi)", "strtoll": "l(spi)", "strtoull": "z(spi)",
		"atoi": "i(s)", "atol": "l(s)", "atoll": "l(s)",
		"memset": "p(pcz)", "memcpy": "p(ppz)", "memmove": "p(ppz)", "memcmp": "i(ppz)", "memchr": "p(pcz)",
		"puts": "i(s)", "fputs": "i(sp)", "putchar": "i(c)", "fputc": "i(cp)", "putc": "i(cp)",
		"getchar": "i()", "fgetc": "i(p)", "getc": "i(p)", "fgets": "s(Sip)", "fflush": "i(p)", "getcwd": "s(Sz)",
		"printf": "i(f)", "fprintf": "i(pf)", "dprintf": "i(if)", "sprintf": "i(Sf)", "snprintf": "i(Szf)",
		"scanf": "i(s)", "sscanf": "i(ss)", "fscanf": "i(ps)",
		"fopen": "p(ss)", "fdopen": "p(is)", "fclose": "i(p)", "fileno": "i(p)",
		"fwrite": "z(szzp)", "fread": "z(pzzp)", "fseek": "i(pli)", "ftell": "l(p)", "rewind": "v(p)",
		"open": "i(sio)", "open64": "i(sio)", "creat": "i(so)", "close": "i(i)",
		"read": "l(ipz)", "write": "l(ipz)", "lseek": "l(ili)", "unlink": "i(s)", "remove": "i(s)",
		"rename": "i(ss)", "mkdir": "i(so)", "rmdir": "i(s)", "chdir": "i(s)", "access": "i(si)",
		"opendir": "p(s)", "readdir": "p(p)", "closedir": "i(p)", "dup": "i(i)", "dup2": "i(ii)", "pipe": "i(p)",
		"getenv": "s(s)", "setenv": "i(ssi)", "unsetenv": "i(s)", "putenv": "i(s)",
		"getpid": "i()", "getppid": "i()", "getuid": "u()", "geteuid": "u()", "getgid": "u()", "getegid": "u()",
		"fork": "i()", "vfork": "i()", "execve": "i(spp)", "execvp": "i(sp)", "execv": "i(sp)", "kill": "i(ii)",
		"sleep": "u(u)", "usleep": "v(u)", "alarm": "u(u)", "time": "l(p)", "clock": "l()",
		"exit": "v(i)", "_exit": "v(i)", "abort": "v()", "atexit": "i(p)",
		"toupper": "c(c)", "tolower": "c(c)", "isalpha": "i(c)", "isdigit": "i(c)", "isspace": "i(c)",
		"__ctype_b_loc": "p()", "__ctype_tolower_loc": "p()", "__ctype_toupper_loc": "p()",
		"__errno_location": "p()", "qsort": "v(pzzp)", "bsearch": "p(ppzzp)",
		"setlocale": "s(is)", "perror": "v(s)", "system": "i(s)", "signal": "p(ip)",
		"waitpid": "i(i?i)", "wait": "i(?)",
	} {
		protos[name] = proto{ret: s[0], args: s[2 : len(s)-1]}
	}
	return protos
})

// lookupProto returns the prototype of a function and whether one is known.
func lookupProto(name string) (proto, bool) {
	p, ok := protos()[name]
	return p, ok
}

// stringArgs lists the argument indices whose strings the entry program
// copies: the string arguments, and for a format the format and the
// arguments after it, up to maxSlots.
func (p proto) stringArgs() []int {
	var out []int
	for i := 0; i < len(p.args) && i < 6 && len(out) < maxSlots; i++ {
		switch p.args[i] {
		case 's':
			out = append(out, i)
		case 'f':
			for j := i; j < 6 && len(out) < maxSlots; j++ {
				out = append(out, j)
			}
			return out
		}
	}
	return out
}

// call is what formatting a call needs from its entry record.
type call struct {
	args [6]uint64
	strs map[int][]byte // argument index -> the string read there (without NUL)
}

// formatter turns values into ltrace's text.
type formatter struct {
	strSize int // -s
}

// args formats a call's arguments (without the parentheses).
func (f formatter) args(p proto, known bool, c *call) string {
	return strings.Join(f.argList(p, known, c), ", ")
}

// outArg is the index of the argument the call writes a string to, or -1.
func (p proto) outArg() int {
	return strings.IndexByte(p.args, 'S')
}

// argList formats each argument; a printf format comes as one item with
// the varargs it describes.
func (f formatter) argList(p proto, known bool, c *call) []string {
	var out []string
	if !known {
		for i := 0; i < 4; i++ {
			out = append(out, string(appendGuess(nil, c.args[i])))
		}
		return out
	}
	for i := 0; i < len(p.args) && i < 6; i++ {
		if p.args[i] == 'f' {
			s, ok := c.strs[i]
			if !ok {
				out = append(out, string(appendPtr(nil, c.args[i])))
				break
			}
			b := f.appendString(nil, s)
			b = f.appendFormatArgs(b, string(s), c, i+1)
			out = append(out, string(b))
			break
		}
		out = append(out, string(f.appendValue(nil, p.args[i], c.args[i], c.strs, i)))
	}
	return out
}

// ret formats a return value; str is the string read at the returned
// address for string returns.
func (f formatter) ret(p proto, known bool, v uint64, str []byte, strOK bool) string {
	if !known {
		return string(appendGuess(nil, v))
	}
	if p.ret == 'v' {
		return "<void>"
	}
	strs := map[int][]byte{}
	if strOK {
		strs[0] = str
	}
	return string(f.appendValue(nil, p.ret, v, strs, 0))
}

// appendValue formats one value of type t.
func (f formatter) appendValue(b []byte, t byte, v uint64, strs map[int][]byte, i int) []byte {
	switch t {
	case 'i':
		return strconv.AppendInt(b, int64(int32(v)), 10)
	case 'u':
		return strconv.AppendUint(b, uint64(uint32(v)), 10)
	case 'l':
		return strconv.AppendInt(b, int64(v), 10)
	case 'z':
		return strconv.AppendUint(b, v, 10)
	case 'x':
		return strconv.AppendUint(append(b, "0x"...), uint64(uint32(v)), 16)
	case 'o':
		return strconv.AppendUint(append(b, '0'), uint64(uint32(v)), 8)
	case 'c':
		return appendChar(b, byte(v))
	case 's', 'S':
		if v == 0 {
			return append(b, "nil"...)
		}
		if s, ok := strs[i]; ok {
			return f.appendString(b, s)
		}
		return appendPtr(b, v)
	case '?':
		return appendGuess(b, v)
	default: // 'p'
		return appendPtr(b, v)
	}
}

func appendPtr(b []byte, v uint64) []byte {
	if v == 0 {
		return append(b, "nil"...)
	}
	return strconv.AppendUint(append(b, "0x"...), v, 16)
}

// appendGuess formats a value of unknown type as ltrace does: decimal when
// it is small (|v| < 32768 as a signed long), else hex.
func appendGuess(b []byte, v uint64) []byte {
	if s := int64(v); s >= -32768 && s < 32768 {
		return strconv.AppendInt(b, s, 10)
	}
	return strconv.AppendUint(append(b, "0x"...), v, 16)
}

// appendString formats a string the way ltrace does: quoted, escaped,
// truncated to strSize characters with "..." after the closing quote.
func (f formatter) appendString(b []byte, s []byte) []byte {
	trunc := false
	if f.strSize >= 0 && len(s) > f.strSize {
		s, trunc = s[:f.strSize], true
	}
	b = append(b, '"')
	for _, c := range s {
		b = appendEscaped(b, c)
	}
	b = append(b, '"')
	if trunc {
		b = append(b, "..."...)
	}
	return b
}

// appendChar formats a char argument: 'a', '\n', '\0'.
func appendChar(b []byte, c byte) []byte {
	b = append(b, '\'')
	if c == 0 {
		b = append(b, `\0`...)
	} else {
		b = appendEscaped(b, c)
	}
	return append(b, '\'')
}

// appendEscaped writes one character with C escapes for control
// characters and octal for other unprintable bytes.
func appendEscaped(b []byte, c byte) []byte {
	switch c {
	case '\a':
		return append(b, `\a`...)
	case '\b':
		return append(b, `\b`...)
	case '\t':
		return append(b, `\t`...)
	case '\n':
		return append(b, `\n`...)
	case '\v':
		return append(b, `\v`...)
	case '\f':
		return append(b, `\f`...)
	case '\r':
		return append(b, `\r`...)
	case '\\':
		return append(b, `\\`...)
	}
	if c >= 0x20 && c < 0x7f {
		return append(b, c)
	}
	return append(b, '\\', '0'+(c>>6), '0'+(c>>3)&7, '0'+c&7)
}

// appendFormatArgs formats the varargs a printf format describes, from
// argument index next on (only the six register arguments are known).
func (f formatter) appendFormatArgs(b []byte, format string, c *call, next int) []byte {
	arg := func() (uint64, int, bool) {
		if next >= 6 {
			return 0, 0, false
		}
		next++
		return c.args[next-1], next - 1, true
	}
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		// flags, width, precision
		for i < len(format) && strings.IndexByte("-+ #0'", format[i]) >= 0 {
			i++
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '*' || format[i] == '.') {
			if format[i] == '*' {
				v, _, ok := arg()
				if !ok {
					return b
				}
				b = strconv.AppendInt(append(b, ", "...), int64(int32(v)), 10)
			}
			i++
		}
		long := 0
		for i < len(format) && strings.IndexByte("hlLqjzt", format[i]) >= 0 {
			if strings.IndexByte("lLqjzt", format[i]) >= 0 {
				long++
			}
			i++
		}
		if i >= len(format) {
			break
		}
		conv := format[i]
		if conv == '%' {
			continue
		}
		if strings.IndexByte("eEfFgGaA", conv) >= 0 {
			continue // floating point arguments travel in xmm registers, not read
		}
		v, idx, ok := arg()
		if !ok {
			return b
		}
		b = append(b, ", "...)
		switch conv {
		case 'd', 'i':
			if long > 0 {
				b = strconv.AppendInt(b, int64(v), 10)
			} else {
				b = strconv.AppendInt(b, int64(int32(v)), 10)
			}
		case 'u':
			if long > 0 {
				b = strconv.AppendUint(b, v, 10)
			} else {
				b = strconv.AppendUint(b, uint64(uint32(v)), 10)
			}
		case 'x', 'X':
			if long == 0 {
				v = uint64(uint32(v))
			}
			b = strconv.AppendUint(append(b, "0x"...), v, 16)
		case 'o':
			if long == 0 {
				v = uint64(uint32(v))
			}
			b = strconv.AppendUint(append(b, '0'), v, 8)
		case 'c':
			b = appendChar(b, byte(v))
		case 's':
			b = f.appendValue(b, 's', v, c.strs, idx)
		default: // p, n and anything else
			b = appendPtr(b, v)
		}
	}
	return b
}
