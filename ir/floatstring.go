package ir

import (
	"math/big"
	"strings"
)

// appendFloat appends the value with bits (lo, hi) of float format s as
// mlir-opt prints a float: APFloat's toString(6, 0, false) when that
// re-parses to the same bits, else APFloat's default toString when it has
// a '.', else the bit pattern in hex. It reports whether hex was printed.
func appendFloat(out []byte, s *FloatSemantics, lo, hi uint64) ([]byte, bool) {
	v := s.Decode(lo, hi)
	if v.Class == FloatZero || v.Class == FloatFinite {
		str := apfloatString(s, v, 6, 0, false)
		if r, ok := new(big.Rat).SetString(str); ok {
			l2, h2 := s.Round(r, r.Sign() == 0 && strings.HasPrefix(str, "-"))
			if l2 == lo && h2 == hi {
				return append(out, str...), false
			}
		}
		str = apfloatString(s, v, 0, 3, true)
		if strings.Contains(str, ".") {
			return append(out, str...), false
		}
	}
	return appendHexBits(out, lo, hi), true
}

// appendHexBits appends `0x` and the bits in upper-case hex without leading zeros.
func appendHexBits(out []byte, lo, hi uint64) []byte {
	b := new(big.Int).SetUint64(hi)
	b.Lsh(b, 64)
	b.Or(b, new(big.Int).SetUint64(lo))
	out = append(out, "0x"...)
	return append(out, strings.ToUpper(b.Text(16))...)
}

// apfloatString is LLVM's IEEEFloat::toString for zero and finite values.
func apfloatString(s *FloatSemantics, v FloatValue, formatPrecision, formatMaxPadding int, truncateZero bool) string {
	var str []byte
	if v.Neg {
		str = append(str, '-')
	}
	if v.Class == FloatZero {
		if formatMaxPadding == 0 {
			if truncateZero {
				str = append(str, "0.0E+0"...)
			} else {
				str = append(str, "0.0"...)
				for i := 1; i < formatPrecision; i++ {
					str = append(str, '0')
				}
				str = append(str, "e+00"...)
			}
		} else {
			str = append(str, '0')
		}
		return string(str)
	}
	exp := v.Exp
	sig := new(big.Int).Set(v.Mant)
	if formatPrecision == 0 {
		formatPrecision = 2 + s.Precision*59/196
	}
	tz := int(sig.TrailingZeroBits())
	exp += tz
	sig.Rsh(sig, uint(tz))
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
		sig.Mul(sig, five)
	}
	// AdjustToPrecision on the significand: drop decimal digits by truncation.
	bits := sig.BitLen()
	bitsRequired := (formatPrecision*196 + 58) / 59
	if bits > bitsRequired {
		if tens := (bits - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	digits := []byte(sig.Text(10)) // most significant first
	// drop trailing zeros
	n := len(digits)
	for n > 1 && digits[n-1] == '0' {
		n--
		exp++
	}
	digits = digits[:n]
	// AdjustToPrecision on the digits: round half up.
	if len(digits) > formatPrecision {
		cut := len(digits) - formatPrecision // digits dropped from the end
		if digits[formatPrecision] < '5' {
			keep := formatPrecision
			for keep > 0 && digits[keep-1] == '0' {
				keep--
			}
			exp += len(digits) - keep
			digits = digits[:keep]
		} else {
			keep := formatPrecision
			for keep > 0 && digits[keep-1] == '9' {
				keep--
			}
			if keep == 0 {
				exp += len(digits)
				digits = []byte{'1'}
			} else {
				digits[keep-1]++
				exp += len(digits) - keep
				digits = digits[:keep]
			}
		}
		_ = cut
	}
	nd := len(digits)
	var scientific bool
	if formatMaxPadding == 0 {
		scientific = true
	} else if exp >= 0 {
		scientific = exp > formatMaxPadding || nd+exp > formatPrecision
	} else {
		msd := exp + nd - 1
		if msd >= 0 {
			scientific = false
		} else {
			scientific = -msd > formatMaxPadding
		}
	}
	if scientific {
		exp += nd - 1
		str = append(str, digits[0], '.')
		if nd == 1 && truncateZero {
			str = append(str, '0')
		} else {
			str = append(str, digits[1:]...)
		}
		if !truncateZero && formatPrecision > nd-1 {
			for i := 0; i < formatPrecision-nd+1; i++ {
				str = append(str, '0')
			}
		}
		if truncateZero {
			str = append(str, 'E')
		} else {
			str = append(str, 'e')
		}
		if exp >= 0 {
			str = append(str, '+')
		} else {
			str = append(str, '-')
			exp = -exp
		}
		e := big.NewInt(int64(exp)).Text(10)
		if !truncateZero && len(e) < 2 {
			str = append(str, '0')
		}
		return string(append(str, e...))
	}
	if exp >= 0 {
		str = append(str, digits...)
		for i := 0; i < exp; i++ {
			str = append(str, '0')
		}
		return string(str)
	}
	whole := exp + nd
	if whole > 0 {
		str = append(str, digits[:whole]...)
		str = append(str, '.')
		str = append(str, digits[whole:]...)
	} else {
		str = append(str, "0."...)
		for i := 0; i < -whole; i++ {
			str = append(str, '0')
		}
		str = append(str, digits...)
	}
	return string(str)
}
