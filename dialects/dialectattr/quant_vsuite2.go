package dialectattr

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// quantUniformError runs upstream's parser of !quant.uniform (the Quant
// dialect's TypeParser.cpp, LLVM 22) and its verifiers over src, the text
// after the mnemonic (`<i8:f32, 0.5>`), for mlir-opt's first error: its
// offset in src (-1: at the mnemonic), message and note (at the same
// offset; "" for none). found is false when the
// text parses, or reaches what this port leaves to the lenient reader
// (sub-channel quantization, an expressed type other than a builtin float
// keyword): no error is reported then.
func quantUniformError(src string) (off int, msg, note string, found bool) {
	q := &quantCheck{src: src}
	q.tok = lex(src, 0)
	off, msg, found = q.uniform()
	if found && q.lexErr {
		return q.tok.errPos, q.tok.msg, "", true
	}
	return off, msg, q.note, found
}

type quantCheck struct {
	src    string
	tok    token
	prev   int // end of the last consumed token
	lexErr bool
	note   string // a note of the error, at its offset
}

func (q *quantCheck) text() string { return q.src[q.tok.start:q.tok.end] }
func (q *quantCheck) next()        { q.prev = q.tok.end; q.tok = lex(q.src, q.tok.end) }
func (q *quantCheck) is(s string) bool {
	return q.tok.kind == tPunct && q.text() == s
}

// optional consumes the punctuation s when it comes.
func (q *quantCheck) optional(s string) bool {
	if q.is(s) {
		q.next()
		return true
	}
	return false
}

// want is parseX for punctuation: "expected 's'" after the previous token.
func (q *quantCheck) want(s string) (int, string, bool) {
	if q.optional(s) {
		return 0, "", false
	}
	q.lexErr = q.tok.kind == tError
	return wrongTokenPos(q.src, q.tok.start), "expected '" + s + "'", true
}

// integer is parseInteger: an optional `-` and an integer literal.
func (q *quantCheck) integer() (*big.Int, int, string, bool) {
	neg := q.is("-")
	at := q.tok.start
	if neg {
		q.next()
	}
	if q.tok.kind != tInt {
		q.lexErr = q.tok.kind == tError
		return nil, q.tok.start, "expected integer value", true
	}
	v, ok := new(big.Int).SetString(q.text(), 0)
	if !ok {
		return nil, at, "expected integer value", true
	}
	if neg {
		v.Neg(v)
	}
	q.next()
	return v, 0, "", false
}

// float is parseFloat(double): an optional `-` and a float or integer
// literal.
func (q *quantCheck) float() (float64, int, string, bool) {
	neg := q.is("-")
	if neg {
		q.next()
	}
	if q.tok.kind != tFloat && q.tok.kind != tInt {
		q.lexErr = q.tok.kind == tError
		return 0, q.tok.start, "expected floating point literal", true
	}
	var v float64
	if q.tok.kind == tInt {
		// parseFloat takes a hexadecimal integer as a double's bits, and
		// no decimal one.
		spelling := q.text()
		if len(spelling) < 2 || spelling[1] != 'x' {
			q.note = "add a trailing dot to make the literal a float"
			return 0, q.tok.start, "unexpected decimal integer literal for a floating point value", true
		}
		if neg {
			return 0, q.tok.start, "hexadecimal float literal should not have a leading minus", true
		}
		n, ok := new(big.Int).SetString(spelling[2:], 16)
		if !ok || n.BitLen() > 64 {
			return 0, 0, "", false
		}
		v = math.Float64frombits(n.Uint64())
	} else {
		f, err := strconv.ParseFloat(q.text(), 64)
		if err != nil {
			return 0, 0, "", false
		}
		v = f
	}
	if neg {
		v = -v
	}
	q.next()
	return v, 0, "", false
}

// quantFloatRanges are APFloat's smallest (denormal) and largest values of
// the expressed types this port knows.
var quantFloatRanges = map[string][2]float64{
	"f16":  {math.Ldexp(1, -24), 65504},
	"bf16": {math.Ldexp(1, -133), 3.3895313892515355e38},
	"f32":  {math.Ldexp(1, -149), math.MaxFloat32},
	"f64":  {math.SmallestNonzeroFloat64, math.MaxFloat64},
}

// scaleInRange is isScaleInExpressedTypeRange, its error at the token
// after the scale.
func (q *quantCheck) scaleInRange(expressed string, scale float64) (int, string, bool) {
	r, ok := quantFloatRanges[expressed]
	if !ok {
		return 0, "", false
	}
	if scale < r[0] || scale > r[1] {
		return q.tok.start, fmt.Sprintf("scale %s out of expressed type range [%s, %s]", cppDouble(scale), cppDouble(r[0]), cppDouble(r[1])), true
	}
	return 0, "", false
}

// cppDouble is a double as raw_ostream prints it: printf's %e.
func cppDouble(v float64) string { return fmt.Sprintf("%e", v) }

// scaleZero is parseQuantParams: a scale, then an optional `:` zero point.
func (q *quantCheck) scaleZero(expressed string) (float64, int, string, bool) {
	scale, off, msg, bad := q.float()
	if bad {
		return 0, off, msg, true
	}
	if off, msg, bad := q.scaleInRange(expressed, scale); bad {
		return 0, off, msg, true
	}
	if q.optional(":") {
		if _, off, msg, bad := q.integer(); bad {
			return 0, off, msg, true
		}
	}
	return scale, 0, "", false
}

// scaleList is parseQuantParamListUntilRBrace after its `{`, for a flat
// per-axis list (a nested one is left to the lenient reader: ok false).
func (q *quantCheck) scaleList(expressed string) (n int, off int, msg string, bad, ok bool) {
	for {
		if q.is("{") {
			return 0, 0, "", false, false
		}
		if _, off, msg, bad := q.scaleZero(expressed); bad {
			return 0, off, msg, true, true
		}
		n++
		if !q.optional(",") {
			break
		}
	}
	if off, msg, bad := q.want("}"); bad {
		return 0, off, msg, true, true
	}
	return n, 0, "", false, true
}

func (q *quantCheck) uniform() (int, string, bool) {
	if off, msg, bad := q.want("<"); bad {
		return off, msg, true
	}
	// The storage type: an integer type, or `u` and a width.
	typeLoc := q.tok.start
	if q.tok.kind != tIdent {
		// parseKeyword's error (a `!alias` storage type is left alone).
		if q.tok.kind == tPrefixed {
			return 0, "", false
		}
		q.lexErr = q.tok.kind == tError
		return q.tok.start, "expected valid keyword", true
	}
	word := q.text()
	signed, width := true, 0
	switch {
	case isIntType(word):
		digits := strings.TrimLeft(word, "su")[1:]
		w, err := strconv.Atoi(digits)
		if err != nil || w > 1<<24 {
			return typeLoc, "invalid integer width", true
		}
		width, signed = w, !strings.HasPrefix(word, "u")
	case strings.HasPrefix(word, "u"):
		w, err := strconv.ParseUint(word[1:], 10, 32)
		if err != nil {
			return typeLoc, "expected storage type width", true
		}
		width, signed = int(w), false
	default:
		return typeLoc, "illegal storage type prefix", true
	}
	if width == 0 || width > 32 {
		return typeLoc, fmt.Sprintf("illegal storage type size: %d", width), true
	}
	q.next()
	defMin, defMax := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(width))
	if signed {
		defMin.Neg(new(big.Int).Lsh(big.NewInt(1), uint(width-1)))
		defMax.Lsh(big.NewInt(1), uint(width-1))
	}
	defMax.Sub(defMax, big.NewInt(1))
	lo, hi := defMin, defMax
	// The storage range.
	if q.optional("<") {
		minLoc := q.tok.start
		v, off, msg, bad := q.integer()
		if bad {
			return off, msg, true
		}
		lo = v
		if off, msg, bad := q.want(":"); bad {
			return off, msg, true
		}
		maxLoc := q.tok.start
		if v, off, msg, bad = q.integer(); bad {
			return off, msg, true
		}
		hi = v
		if off, msg, bad := q.want(">"); bad {
			return off, msg, true
		}
		if lo.Cmp(defMin) < 0 {
			return minLoc, "illegal storage type minimum: " + lo.String(), true
		}
		if hi.Cmp(defMax) > 0 {
			return maxLoc, "illegal storage type maximum: " + hi.String(), true
		}
	}
	// The expressed type: a builtin float type.
	if off, msg, bad := q.want(":"); bad {
		return off, msg, true
	}
	expressed := ""
	switch {
	case q.tok.kind == tIdent && isFloatTypeKeyword(q.text()):
		expressed = q.text()
	case q.tok.kind == tIdent && (isIntType(q.text()) || q.text() == "index"):
		return q.tok.start, "invalid kind of type specified", true
	case q.tok.kind == tIdent && !isBuiltinTypeKeyword(q.text()):
		return q.tok.start, "expected non-function type", true
	default:
		return 0, "", false
	}
	q.next()
	// The quantized dimension.
	perAxis, axis := false, new(big.Int)
	if q.optional(":") {
		if q.is("{") {
			return 0, "", false // sub-channel: left to the lenient reader
		}
		perAxis = true
		v, off, msg, bad := q.integer()
		if bad {
			return off, msg, true
		}
		axis = v
	}
	if off, msg, bad := q.want(","); bad {
		return off, msg, true
	}
	var scales int
	if perAxis {
		if off, msg, bad := q.want("{"); bad {
			return off, msg, true
		}
		n, off, msg, bad, ok := q.scaleList(expressed)
		if !ok {
			return 0, "", false
		}
		if bad {
			return off, msg, true
		}
		scales = n
	} else {
		if _, off, msg, bad := q.scaleZero(expressed); bad {
			return off, msg, true
		}
		scales = 1
	}
	if off, msg, bad := q.want(">"); bad {
		return off, msg, true
	}
	_ = scales
	// The verifiers (getChecked), at the type's mnemonic.
	if new(big.Int).Sub(hi, lo).Sign() <= 0 || lo.Cmp(defMin) < 0 || hi.Cmp(defMax) > 0 {
		return -1, fmt.Sprintf("illegal storage min and storage max: (%s:%s)", lo, hi), true
	}
	if perAxis && axis.Sign() < 0 {
		return -1, "illegal quantized dimension: " + axis.String(), true
	}
	return 0, "", false
}

func isFloatTypeKeyword(s string) bool {
	switch s {
	case "f16", "bf16", "f32", "f64", "f80", "f128", "tf32":
		return true
	}
	return strings.HasPrefix(s, "f8E") || strings.HasPrefix(s, "f6E") || strings.HasPrefix(s, "f4E")
}

// isBuiltinTypeKeyword reports whether an identifier starts a builtin type
// mlir-opt's parseType reads (this port leaves those alone).
func isBuiltinTypeKeyword(s string) bool {
	switch s {
	case "index", "none", "vector", "tensor", "memref", "complex", "tuple":
		return true
	}
	return isFloatTypeKeyword(s) || isIntType(s)
}
