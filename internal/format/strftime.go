package format

import (
	"strconv"
	"strings"
	"time"
)

// StrftimeMax is the longest text bpftrace 0.17's time() and strftime()
// produce: their buffer holds 64 bytes with the NUL. Longer results fail:
// strftime() prints "(?)" and time() prints nothing (both report the error
// on stderr).
const StrftimeMax = 63

// Strftime formats t as glibc's strftime does in the C locale, for time()
// and strftime(). With micros (bpftrace's strftime(), not time()), every
// "%f" is first replaced by the microseconds as six digits. ok is false when
// the result is longer than StrftimeMax.
//
// Supported: %a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %m %M
// %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %Z %%, the flags
// '_' '-' '0' '^' '#', a field width, and the E and O modifiers (no-ops in
// the C locale). Other conversions are printed as written, as glibc does.
func Strftime(layout string, t time.Time, micros bool) (string, bool) {
	if micros {
		layout = strings.ReplaceAll(layout, "%f", pad0(t.Nanosecond()/1000, 6))
	}
	s := strftime(layout, t)
	return s, len(s) <= StrftimeMax
}

var (
	days   = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	months = []string{"January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
)

func pad0(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

func strftime(layout string, t time.Time) string {
	var b strings.Builder
	for i := 0; i < len(layout); i++ {
		if layout[i] != '%' {
			b.WriteByte(layout[i])
			continue
		}
		start := i
		j := i + 1
		for j < len(layout) && strings.IndexByte("_-0^#", layout[j]) >= 0 {
			j++
		}
		upper, swap := strings.Contains(layout[start:j], "^"), strings.Contains(layout[start:j], "#")
		padFlag := byte(0)
		for _, c := range []byte(layout[start+1 : j]) {
			if c == '_' || c == '-' || c == '0' {
				padFlag = c
			}
		}
		width := -1
		k := j
		for j < len(layout) && isDigit(layout[j]) {
			j++
		}
		if j > k {
			width = atoi(layout[k:j])
		}
		if j < len(layout) && (layout[j] == 'E' || layout[j] == 'O') {
			j++
		}
		if j >= len(layout) {
			b.WriteString(layout[start:])
			break
		}
		f, ok := field(layout[j], t)
		if !ok {
			b.WriteString(layout[start : j+1])
			i = j
			continue
		}
		text := f.text
		if f.width > 0 {
			text = f.pad(padFlag, width)
		} else {
			fill := " "
			if padFlag == '0' {
				fill = "0"
			}
			for len(text) < width {
				text = fill + text
			}
		}
		if upper {
			text = strings.ToUpper(text)
		} else if swap {
			switch layout[j] {
			case 'p', 'Z':
				text = strings.ToLower(text)
			case 'a', 'A', 'b', 'B', 'h':
				text = strings.ToUpper(text)
			}
		}
		b.WriteString(text)
		i = j
	}
	return b.String()
}

// strfield is one conversion's result: text, or a number n with its
// natural width and fill byte ('0' or ' ').
type strfield struct {
	text  string
	n     int
	width int // 0 for text
	fill  byte
}

// pad lays out a number as glibc does: '-' drops the natural padding, '_'
// pads with spaces, '0' with zeros, none with the natural fill; an explicit
// width replaces the natural one (and pads with spaces under '-').
func (f strfield) pad(flag byte, width int) string {
	s := strconv.Itoa(f.n)
	if flag == '-' && width < 0 {
		return s
	}
	w, fill := f.width, f.fill
	if width >= 0 {
		w = width
	}
	switch flag {
	case '_', '-':
		fill = ' '
	case '0':
		fill = '0'
	}
	for len(s) < w {
		s = string(fill) + s
	}
	return s
}

// field returns one conversion's result.
func field(c byte, t time.Time) (strfield, bool) {
	num := func(n, w int) (strfield, bool) { return strfield{n: n, width: w, fill: '0'}, true }
	sp := func(n, w int) (strfield, bool) { return strfield{n: n, width: w, fill: ' '}, true }
	str := func(s string) (strfield, bool) { return strfield{text: s}, true }
	hour12 := t.Hour() % 12
	if hour12 == 0 {
		hour12 = 12
	}
	isoYear, isoWeek := t.ISOWeek()
	switch c {
	case 'a':
		return str(days[t.Weekday()][:3])
	case 'A':
		return str(days[t.Weekday()])
	case 'b', 'h':
		return str(months[t.Month()-1][:3])
	case 'B':
		return str(months[t.Month()-1])
	case 'c':
		return str(strftime("%a %b %e %H:%M:%S %Y", t))
	case 'C':
		return num(floorDiv(t.Year(), 100), 2)
	case 'd':
		return num(t.Day(), 2)
	case 'D', 'x':
		return str(strftime("%m/%d/%y", t))
	case 'e':
		return sp(t.Day(), 2)
	case 'F':
		return str(strftime("%Y-%m-%d", t))
	case 'g':
		return num(mod(isoYear, 100), 2)
	case 'G':
		return num(isoYear, 1)
	case 'H':
		return num(t.Hour(), 2)
	case 'I':
		return num(hour12, 2)
	case 'j':
		return num(t.YearDay(), 3)
	case 'k':
		return sp(t.Hour(), 2)
	case 'l':
		return sp(hour12, 2)
	case 'm':
		return num(int(t.Month()), 2)
	case 'M':
		return num(t.Minute(), 2)
	case 'n':
		return str("\n")
	case 'p':
		if t.Hour() < 12 {
			return str("AM")
		}
		return str("PM")
	case 'P':
		if t.Hour() < 12 {
			return str("am")
		}
		return str("pm")
	case 'r':
		return str(strftime("%I:%M:%S %p", t))
	case 'R':
		return str(strftime("%H:%M", t))
	case 's':
		return num(int(t.Unix()), 1)
	case 'S':
		return num(t.Second(), 2)
	case 't':
		return str("\t")
	case 'T', 'X':
		return str(strftime("%H:%M:%S", t))
	case 'u':
		return num((int(t.Weekday())+6)%7+1, 1)
	case 'U':
		return num((t.YearDay()-1+7-int(t.Weekday()))/7, 2)
	case 'V':
		return num(isoWeek, 2)
	case 'w':
		return num(int(t.Weekday()), 1)
	case 'W':
		return num((t.YearDay()-1+7-(int(t.Weekday())+6)%7)/7, 2)
	case 'y':
		return num(mod(t.Year(), 100), 2)
	case 'Y':
		return num(t.Year(), 1)
	case 'z':
		_, off := t.Zone()
		sign := "+"
		if off < 0 {
			sign, off = "-", -off
		}
		return str(sign + pad0(off/3600, 2) + pad0(off/60%60, 2))
	case 'Z':
		name, _ := t.Zone()
		return str(name)
	case '%':
		return str("%")
	}
	return strfield{}, false
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func mod(a, b int) int {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}
