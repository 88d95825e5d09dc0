package ir

import (
	"math"
	"strconv"
	"strings"
)

// CanonicalTypeData spells the data of a type of dialect (`uniform<i8:f32,
// 0.5>` of !quant.uniform<...>) as mlir-opt prints it, for the types
// whose canonical spelling applies without the dialect's definitions:
// quant's (defined in C++, printed canonically even when no registry
// reads them). Others, and data it cannot read, are returned as written.
func CanonicalTypeData(dialect, data string) string {
	if dialect == "quant" {
		if s, _, ok := ScanQuantType(data); ok {
			return s
		}
	}
	return data
}

// quantScanner reads a quant type's data.
type quantScanner struct {
	s   string
	pos int
	out strings.Builder
	ok  bool
	rec QuantSpelling
}

// QuantSpelling is what ScanQuantType read of a quant type, for its
// parameters.
type QuantSpelling struct {
	Storage             string // iN or uN
	Width               int
	Min, Max            int64
	Expressed           string
	Axis                int64
	PerAxis, SubChannel bool
	BlockDims           []int64 // sub-channel: dimension, block size pairs
	Scales              []string
	ZeroPoints          []int64
	CalMin, CalMax      string
}

func (q *quantScanner) skip() {
	for q.pos < len(q.s) && q.s[q.pos] == ' ' {
		q.pos++
	}
}

// eat consumes the punctuation c.
func (q *quantScanner) eat(c byte) bool {
	q.skip()
	if q.pos < len(q.s) && q.s[q.pos] == c {
		q.pos++
		return true
	}
	return false
}

func (q *quantScanner) peek(c byte) bool {
	q.skip()
	return q.pos < len(q.s) && q.s[q.pos] == c
}

// word reads an identifier: the characters up to a delimiter.
func (q *quantScanner) word() string {
	q.skip()
	start := q.pos
	for q.pos < len(q.s) && !strings.ContainsRune(":,<>{} ", rune(q.s[q.pos])) {
		q.pos++
	}
	return q.s[start:q.pos]
}

func (q *quantScanner) int() (int64, bool) {
	q.skip()
	start := q.pos
	if q.pos < len(q.s) && (q.s[q.pos] == '-' || q.s[q.pos] == '+') {
		q.pos++
	}
	for q.pos < len(q.s) && q.s[q.pos] >= '0' && q.s[q.pos] <= '9' {
		q.pos++
	}
	n, err := strconv.ParseInt(q.s[start:q.pos], 10, 64)
	return n, err == nil
}

// double reads a float literal (mlir-opt rejects an integer literal here).
func (q *quantScanner) double() (string, bool) {
	q.skip()
	start := q.pos
	for q.pos < len(q.s) && strings.ContainsRune("0123456789+-.eE", rune(q.s[q.pos])) {
		if (q.s[q.pos] == '+' || q.s[q.pos] == '-') && q.pos > start && q.s[q.pos-1] != 'e' && q.s[q.pos-1] != 'E' {
			break
		}
		q.pos++
	}
	text := q.s[start:q.pos]
	// A float literal has a '.' after its leading digits (mlir-opt lexes
	// `1e-1` as the integer 1 and rejects it).
	if digits := strings.TrimLeft(strings.TrimPrefix(text, "-"), "0123456789"); !strings.HasPrefix(digits, ".") {
		return "", false
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(f, 0) {
		return "", false
	}
	return FormatFloat64(f), true
}

// FormatFloat64 is a double as mlir-opt prints one (`5.000000e-01`, or
// its shortest exact form when that does not read back, or its bits in
// hex).
func FormatFloat64(f float64) string {
	out, _ := appendFloat(nil, &floatSemantics[F64], math.Float64bits(f), 0)
	return string(out)
}

// typeText reads a type up to a `:`, `,` or `>` outside brackets.
func (q *quantScanner) typeText() string {
	q.skip()
	start, depth := q.pos, 0
	for q.pos < len(q.s) {
		c := q.s[q.pos]
		switch {
		case c == '<' || c == '(' || c == '[' || c == '{':
			depth++
		case c == '>' || c == ')' || c == ']' || c == '}':
			if depth == 0 {
				return strings.TrimSpace(q.s[start:q.pos])
			}
			depth--
		case (c == ':' || c == ',') && depth == 0:
			return strings.TrimSpace(q.s[start:q.pos])
		}
		q.pos++
	}
	return strings.TrimSpace(q.s[start:q.pos])
}

// storage reads `iN` or `uN`, with bounds `<min:max>` written only when
// they are not the type's full range.
func (q *quantScanner) storage() bool {
	w := q.word()
	// A builtin integer type spells it too: mlir-opt prints si8 as i8 and
	// ui8 as u8.
	switch {
	case strings.HasPrefix(w, "si"):
		w = "i" + w[2:]
	case strings.HasPrefix(w, "ui"):
		w = "u" + w[2:]
	}
	if len(w) < 2 || w[0] != 'i' && w[0] != 'u' {
		return false
	}
	width, err := strconv.Atoi(w[1:])
	if err != nil || width <= 0 || width > 64 {
		return false
	}
	q.out.WriteString(w)
	q.rec.Storage, q.rec.Width = w, width
	if w[0] == 'i' {
		q.rec.Min, q.rec.Max = -1<<(width-1), 1<<(width-1)-1
	} else {
		q.rec.Min, q.rec.Max = 0, int64(uint64(1)<<width-1)
	}
	if !q.eat('<') {
		return true
	}
	lo, ok1 := q.int()
	colon := q.eat(':')
	hi, ok2 := q.int()
	if !ok1 || !colon || !ok2 || !q.eat('>') {
		return false
	}
	var min, max int64
	if w[0] == 'i' {
		min, max = -1<<(width-1), 1<<(width-1)-1
	} else {
		min, max = 0, int64(uint64(1)<<width-1)
		if width == 64 {
			max = -1
		}
	}
	if lo != min || hi != max {
		q.out.WriteString("<" + strconv.FormatInt(lo, 10) + ":" + strconv.FormatInt(hi, 10) + ">")
	}
	q.rec.Min, q.rec.Max = lo, hi
	return true
}

// param reads `scale(:zeroPoint)?`, the zero point written when not 0.
func (q *quantScanner) param() bool {
	scale, ok := q.double()
	if !ok {
		return false
	}
	q.out.WriteString(scale)
	var zp int64
	if q.eat(':') {
		var ok bool
		if zp, ok = q.int(); !ok {
			return false
		}
		if zp != 0 {
			q.out.WriteString(":" + strconv.FormatInt(zp, 10))
		}
	}
	q.rec.Scales = append(q.rec.Scales, scale)
	q.rec.ZeroPoints = append(q.rec.ZeroPoints, zp)
	return true
}

// list reads `{elem, ...}`, printed with sep between elements.
func (q *quantScanner) list(sep string, elem func() bool) bool {
	if !q.eat('{') {
		return false
	}
	q.out.WriteString("{")
	for i := 0; ; i++ {
		if i > 0 {
			q.out.WriteString(sep)
		}
		if !elem() {
			return false
		}
		if !q.eat(',') {
			break
		}
	}
	q.out.WriteString("}")
	return q.eat('}')
}

// scales reads the nested scale lists of a sub-channel type.
func (q *quantScanner) scales() bool {
	if q.peek('{') {
		return q.list(", ", q.scales)
	}
	return q.param()
}

// ScanQuantType reads the data of a quant type (`uniform<i8:f32, 0.5>`)
// and returns its canonical spelling and what it read; ok is false for
// data it cannot read (mlir-opt may reject it, or gomlir not know it).
func ScanQuantType(data string) (canonical string, q *QuantSpelling, ok bool) {
	sc := &quantScanner{s: data}
	s, ok := sc.scan()
	return s, &sc.rec, ok
}

func (q *quantScanner) scan() (string, bool) {
	kind := q.word()
	if !q.eat('<') {
		return "", false
	}
	q.out.WriteString(kind + "<")
	switch kind {
	case "any":
		if !q.storage() || !q.eat(':') {
			return "", false
		}
		q.rec.Expressed = q.typeText()
		q.out.WriteString(":" + q.rec.Expressed)
	case "calibrated":
		q.rec.Expressed = q.word()
		q.out.WriteString(q.rec.Expressed)
		q.out.WriteString("<")
		if !q.eat('<') {
			return "", false
		}
		lo, ok1 := q.double()
		colon := q.eat(':')
		hi, ok2 := q.double()
		if !ok1 || !colon || !ok2 || !q.eat('>') {
			return "", false
		}
		q.out.WriteString(lo + ":" + hi + ">")
		q.rec.CalMin, q.rec.CalMax = lo, hi
	case "uniform":
		if !q.storage() || !q.eat(':') {
			return "", false
		}
		q.rec.Expressed = q.typeText()
		q.out.WriteString(":" + q.rec.Expressed)
		perAxis, subChannel := false, false
		if q.eat(':') {
			q.out.WriteString(":")
			if q.peek('{') {
				subChannel = true
				ok := q.list(", ", func() bool {
					a, ok1 := q.int()
					colon := q.eat(':')
					b, ok2 := q.int()
					q.out.WriteString(strconv.FormatInt(a, 10) + ":" + strconv.FormatInt(b, 10))
					q.rec.BlockDims = append(q.rec.BlockDims, a, b)
					return ok1 && colon && ok2
				})
				if !ok {
					return "", false
				}
			} else {
				axis, ok := q.int()
				if !ok {
					return "", false
				}
				perAxis = true
				q.rec.Axis = axis
				q.out.WriteString(strconv.FormatInt(axis, 10))
			}
		}
		if !q.eat(',') {
			return "", false
		}
		q.rec.PerAxis, q.rec.SubChannel = perAxis, subChannel
		q.out.WriteString(", ")
		var ok bool
		switch {
		case subChannel:
			ok = q.scales()
		case perAxis:
			ok = q.list(",", q.param)
		default:
			ok = q.param()
		}
		if !ok {
			return "", false
		}
	default:
		return "", false
	}
	if !q.eat('>') {
		return "", false
	}
	q.skip()
	if q.pos != len(q.s) {
		return "", false
	}
	q.out.WriteString(">")
	return q.out.String(), true
}
