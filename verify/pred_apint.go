package verify

import (
	"math/big"
	"regexp"

	"github.com/gomlir/gomlir/ir"
)

// reAPIntTest matches the tests ODS's integer attribute constraints make
// of an IntegerAttr's APInt (IntPositive, IntNonNegative, IntPowerOf2:
// "whose value is positive", "... a power of two > 0").
var reAPIntTest = regexp.MustCompile(`^(.*)\.getValue\(\)\.(isStrictlyPositive|isNonNegative|isNegative|isPowerOf2)\(\)$`)

// compileAPIntTest compiles such a test, or returns nil when s is none.
// The value is read as APInt holds it: its width's bits, signed for the
// sign tests, unsigned for isPowerOf2.
func compileAPIntTest(s string) predFn {
	m := reAPIntTest.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	subj := compileSubject(m[1])
	test := m[2]
	return func(e *env) tri {
		v, ok := subj(e)
		ia, isInt := v.(*ir.IntegerAttr)
		if !ok || !isInt || ia.Value == nil {
			return unknown
		}
		width := ir.IntOrFloatWidth(ia.Type)
		if _, isInt := ia.Type.(*ir.IntegerType); !isInt && !Is[*ir.IndexType](ia.Type) {
			return unknown
		}
		if width <= 0 {
			return unknown
		}
		mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
		bits := new(big.Int).Mod(ia.Value, mod)
		signed := new(big.Int).Set(bits)
		if bits.Bit(width-1) == 1 {
			signed.Sub(signed, mod)
		}
		switch test {
		case "isStrictlyPositive":
			return triOf(signed.Sign() > 0)
		case "isNonNegative":
			return triOf(signed.Sign() >= 0)
		case "isNegative":
			return triOf(signed.Sign() < 0)
		}
		ones := 0
		for _, w := range bits.Bits() {
			for ; w != 0; w &= w - 1 {
				ones++
			}
		}
		return triOf(ones == 1)
	}
}
