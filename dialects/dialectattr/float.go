package dialectattr

import (
	"math"
	"math/big"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Floats of hand-written attribute parsers (complex.number) are read as a
// C++ double, converted to the element type as APFloat::convert does
// (nearest, ties to even), and printed as mlir-opt prints an APFloat.

// apfloat is a value of a float format as APFloat holds it.
type apfloat struct {
	sem    *ir.FloatSemantics
	lo, hi uint64 // the bit pattern
	// neg is a sign the bits cannot hold: f8E8M0FNU has no sign bit, but
	// APFloat keeps the sign of a converted negative value and prints it.
	neg bool
	// special: a NaN or infinity converted to a format that has neither
	// (f4E2M1FN, f6E2M3FN, f6E3M2FN). APFloat keeps the category and its
	// bit pattern holds only the sign: mlir-opt prints 0x0 or the sign bit.
	special bool
}

func semantics(k ir.FloatKind) *ir.FloatSemantics { return (&ir.FloatType{Kind: k}).Semantics() }

// fracBits is the number of stored fraction bits (without an explicit
// integer bit).
func fracBits(s *ir.FloatSemantics) int { return s.Precision - 1 }

// expBits is the width of the exponent field.
func expBits(s *ir.FloatSemantics) int {
	n := s.Bits - fracBits(s)
	if s.ExplicitInt {
		n--
	}
	if !s.Unsigned {
		n--
	}
	return n
}

func bigBits(lo, hi uint64) *big.Int {
	b := new(big.Int).SetUint64(hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(lo))
}

func splitBits(b *big.Int) (lo, hi uint64) {
	lo = new(big.Int).And(b, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	hi = new(big.Int).Rsh(b, 64).Uint64()
	return
}

// nanWithSign is APFloat's makeNaN(false, neg) in formats whose only
// non-finite value is NaN.
func nanWithSign(s *ir.FloatSemantics, neg bool) (lo, hi uint64) {
	lo, hi = s.NaNBits()
	if neg && !s.Unsigned && !s.NaNIsNegZero {
		b := bigBits(lo, hi)
		b.SetBit(b, s.Bits-1, 1)
		lo, hi = splitBits(b)
	}
	return
}

// convertDouble converts the double with bits d to s, as
// APFloat::convert(s, rmNearestTiesToEven) does.
func convertDouble(s *ir.FloatSemantics, d uint64) apfloat {
	v := apfloat{sem: s}
	neg := d>>63 != 0
	exp := d >> 52 & 0x7FF
	frac := d & (1<<52 - 1)
	if exp == 0x7FF { // infinity or NaN
		switch {
		case s.NonFinite == ir.FiniteOnly:
			v.special = true
			if neg {
				v.lo, v.hi = splitBits(new(big.Int).Lsh(big.NewInt(1), uint(s.Bits-1)))
			}
		case s.NonFinite == ir.NaNOnly:
			v.lo, v.hi = nanWithSign(s, neg)
		case frac == 0:
			v.lo, v.hi = s.InfBits(neg)
		default:
			// The payload keeps its top bits; a signaling NaN is quieted.
			fb := fracBits(s)
			p := new(big.Int).SetUint64(frac)
			if fb < 52 {
				p.Rsh(p, uint(52-fb))
			} else {
				p.Lsh(p, uint(fb-52))
			}
			p.SetBit(p, fb-1, 1)
			if s.ExplicitInt {
				p.SetBit(p, fb, 1)
			}
			e := new(big.Int).Lsh(big.NewInt(1), uint(expBits(s)))
			e.Sub(e, big.NewInt(1))
			p.Or(p, e.Lsh(e, uint(s.Bits-1-expBits(s))))
			if neg {
				p.SetBit(p, s.Bits-1, 1)
			}
			v.lo, v.hi = splitBits(p)
		}
		return v
	}
	r := new(big.Rat).SetFloat64(math.Abs(math.Float64frombits(d)))
	if s.Unsigned {
		// There is no zero: a value that rounds to zero (at most half the
		// smallest value, ties to even) becomes the smallest value, and
		// loses its sign.
		half := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), uint(1-s.MinExp)))
		if r.Cmp(half) <= 0 {
			return v
		}
		v.lo, v.hi = s.Round(r, false)
		if s.Decode(v.lo, v.hi).Class != ir.FloatNaN {
			v.neg = neg
		}
		return v
	}
	v.lo, v.hi = s.Round(r, neg)
	if s.NonFinite == ir.NaNOnly && s.Decode(v.lo, v.hi).Class == ir.FloatNaN {
		v.lo, v.hi = nanWithSign(s, neg) // overflow keeps the sign
	}
	return v
}

// String is the value as mlir-opt prints a float: in `%e`-like form when
// that reads back to the same value, else in APFloat's shortest exact
// form when it has a '.', else as its bits in hex.
func (v apfloat) String() string {
	if !v.special {
		fv := v.sem.Decode(v.lo, v.hi)
		if fv.Class == ir.FloatZero || fv.Class == ir.FloatFinite {
			fv.Neg = fv.Neg || v.neg
			s := apString(v.sem, fv, 6, 0, false)
			if v.readsBack(s) {
				return s
			}
			if s = apString(v.sem, fv, 0, 3, true); strings.Contains(s, ".") {
				return s
			}
		}
	}
	return "0x" + strings.ToUpper(bigBits(v.lo, v.hi).Text(16))
}

// readsBack reports whether the decimal s converts back to v's bits.
func (v apfloat) readsBack(s string) bool {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return false
	}
	neg := strings.HasPrefix(s, "-")
	var lo, hi uint64
	if v.sem.Unsigned {
		lo, hi = v.sem.Round(r.Abs(r), false)
	} else {
		lo, hi = v.sem.Round(r.Abs(r), neg)
	}
	return lo == v.lo && hi == v.hi
}

// apString is APFloat::toString(precision, maxPadding, truncateZero) of
// a zero or finite value: the exact binary value rounded to precision
// significant decimal digits (0: enough to read back), half up, in
// scientific form when maxPadding is 0 or the plain form would need more
// than maxPadding zeros of padding.
func apString(s *ir.FloatSemantics, v ir.FloatValue, precision, maxPadding int, truncateZero bool) string {
	var b strings.Builder
	if v.Neg {
		b.WriteByte('-')
	}
	if v.Class == ir.FloatZero {
		switch {
		case maxPadding != 0:
			b.WriteString("0")
		case truncateZero:
			b.WriteString("0.0E+0")
		default:
			b.WriteString("0.0")
			if precision > 1 {
				b.WriteString(strings.Repeat("0", precision-1))
			}
			b.WriteString("e+00")
		}
		return b.String()
	}
	if precision == 0 {
		precision = 2 + s.Precision*59/196
	}
	// value = sig * 2^exp, turned into digits * 10^exp.
	sig := new(big.Int).Set(v.Mant)
	exp := v.Exp
	tz := int(sig.TrailingZeroBits())
	sig.Rsh(sig, uint(tz))
	exp += tz
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		sig.Mul(sig, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}
	// Drop whole decimal digits the precision cannot show (truncating).
	if have, need := sig.BitLen(), (precision*196+58)/59; have > need {
		if tens := (have - need) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	digits := []byte(sig.Text(10))
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	// Round to precision digits, half up, dropping trailing zeros.
	if n := len(digits); n > precision {
		keep := precision
		if digits[precision] < '5' {
			for keep > 0 && digits[keep-1] == '0' {
				keep--
			}
		} else {
			for keep > 0 && digits[keep-1] == '9' {
				keep--
			}
			if keep > 0 {
				digits[keep-1]++
			}
		}
		if keep == 0 {
			digits = []byte{'1'}
			exp += n
		} else {
			digits = digits[:keep]
			exp += n - keep
		}
	}
	nd := len(digits)
	scientific := true
	if maxPadding != 0 {
		if exp >= 0 {
			scientific = exp > maxPadding || nd+exp > precision
		} else if msd := exp + nd - 1; msd >= 0 {
			scientific = false
		} else {
			scientific = -msd > maxPadding
		}
	}
	switch {
	case scientific:
		exp += nd - 1
		b.WriteByte(digits[0])
		b.WriteByte('.')
		if nd == 1 && truncateZero {
			b.WriteByte('0')
		} else {
			b.Write(digits[1:])
		}
		if !truncateZero && precision > nd-1 {
			b.WriteString(strings.Repeat("0", precision-nd+1))
		}
		if truncateZero {
			b.WriteByte('E')
		} else {
			b.WriteByte('e')
		}
		if exp >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
			exp = -exp
		}
		e := big.NewInt(int64(exp)).String()
		if !truncateZero && len(e) < 2 {
			b.WriteByte('0')
		}
		b.WriteString(e)
	case exp >= 0:
		b.Write(digits)
		b.WriteString(strings.Repeat("0", exp))
	default:
		if whole := exp + nd; whole > 0 {
			b.Write(digits[:whole])
			b.WriteByte('.')
			b.Write(digits[whole:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -whole))
			b.Write(digits)
		}
	}
	return b.String()
}
