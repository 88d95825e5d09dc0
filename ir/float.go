package ir

import (
	"math"
	"math/big"
)

// FloatKind names a builtin float type.
type FloatKind uint8

const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F4E2M1FN
	F6E2M3FN
	F6E3M2FN
	F8E5M2
	F8E4M3
	F8E4M3FN
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	F8E3M4
	F8E8M0FNU
	numFloatKinds
)

// NonFinite says which non-finite values a float format has.
type NonFinite uint8

const (
	IEEENonFinite NonFinite = iota // inf and NaN (exponent all ones)
	NaNOnly                        // NaN only: all ones (FN) or negative zero (FNUZ)
	FiniteOnly                     // neither
)

// FloatSemantics describes a float format as LLVM's APFloat does.
type FloatSemantics struct {
	Name         string
	Bits         int // storage width
	Precision    int // significand bits, the integer bit included
	MaxExp       int
	MinExp       int
	NonFinite    NonFinite
	NaNIsNegZero bool // FNUZ: the NaN is the negative-zero encoding, no -0
	Unsigned     bool // no sign bit (f8E8M0FNU)
	ExplicitInt  bool // x87 f80 stores the integer bit
}

var floatSemantics = [numFloatKinds]FloatSemantics{
	F16:           {Name: "f16", Bits: 16, Precision: 11, MaxExp: 15, MinExp: -14},
	BF16:          {Name: "bf16", Bits: 16, Precision: 8, MaxExp: 127, MinExp: -126},
	F32:           {Name: "f32", Bits: 32, Precision: 24, MaxExp: 127, MinExp: -126},
	F64:           {Name: "f64", Bits: 64, Precision: 53, MaxExp: 1023, MinExp: -1022},
	F80:           {Name: "f80", Bits: 80, Precision: 64, MaxExp: 16383, MinExp: -16382, ExplicitInt: true},
	F128:          {Name: "f128", Bits: 128, Precision: 113, MaxExp: 16383, MinExp: -16382},
	TF32:          {Name: "tf32", Bits: 19, Precision: 11, MaxExp: 127, MinExp: -126},
	F4E2M1FN:      {Name: "f4E2M1FN", Bits: 4, Precision: 2, MaxExp: 2, MinExp: 0, NonFinite: FiniteOnly},
	F6E2M3FN:      {Name: "f6E2M3FN", Bits: 6, Precision: 4, MaxExp: 2, MinExp: 0, NonFinite: FiniteOnly},
	F6E3M2FN:      {Name: "f6E3M2FN", Bits: 6, Precision: 3, MaxExp: 4, MinExp: -2, NonFinite: FiniteOnly},
	F8E5M2:        {Name: "f8E5M2", Bits: 8, Precision: 3, MaxExp: 15, MinExp: -14},
	F8E4M3:        {Name: "f8E4M3", Bits: 8, Precision: 4, MaxExp: 7, MinExp: -6},
	F8E4M3FN:      {Name: "f8E4M3FN", Bits: 8, Precision: 4, MaxExp: 8, MinExp: -6, NonFinite: NaNOnly},
	F8E5M2FNUZ:    {Name: "f8E5M2FNUZ", Bits: 8, Precision: 3, MaxExp: 15, MinExp: -15, NonFinite: NaNOnly, NaNIsNegZero: true},
	F8E4M3FNUZ:    {Name: "f8E4M3FNUZ", Bits: 8, Precision: 4, MaxExp: 7, MinExp: -7, NonFinite: NaNOnly, NaNIsNegZero: true},
	F8E4M3B11FNUZ: {Name: "f8E4M3B11FNUZ", Bits: 8, Precision: 4, MaxExp: 4, MinExp: -10, NonFinite: NaNOnly, NaNIsNegZero: true},
	F8E3M4:        {Name: "f8E3M4", Bits: 8, Precision: 5, MaxExp: 3, MinExp: -2},
	F8E8M0FNU:     {Name: "f8E8M0FNU", Bits: 8, Precision: 1, MaxExp: 127, MinExp: -127, NonFinite: NaNOnly, Unsigned: true},
}

var floatKindByName = func() map[string]FloatKind {
	m := map[string]FloatKind{}
	for k := range numFloatKinds {
		m[floatSemantics[k].Name] = k
	}
	return m
}()

// FloatKindByName returns the kind of the float type spelled name.
func FloatKindByName(name string) (FloatKind, bool) {
	k, ok := floatKindByName[name]
	return k, ok
}

// String is the type's spelling.
func (k FloatKind) String() string { return floatSemantics[k].Name }

// FloatClass is the category of a float value.
type FloatClass uint8

const (
	FloatZero FloatClass = iota
	FloatFinite
	FloatInf
	FloatNaN
)

// FloatValue is a decoded float: for FloatFinite, |value| = Mant * 2^Exp.
type FloatValue struct {
	Class FloatClass
	Neg   bool
	Mant  *big.Int
	Exp   int
}

func (s *FloatSemantics) mantBits() int {
	if s.ExplicitInt {
		return s.Precision
	}
	return s.Precision - 1
}

func (s *FloatSemantics) expBits() int {
	n := s.Bits - s.mantBits()
	if !s.Unsigned {
		n--
	}
	return n
}

func (s *FloatSemantics) bias() int {
	if s.Unsigned {
		return -s.MinExp
	}
	return 1 - s.MinExp
}

func bitsToBig(lo, hi uint64) *big.Int {
	b := new(big.Int).SetUint64(hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(lo))
}

func bigToBits(b *big.Int) (lo, hi uint64) {
	m := new(big.Int).SetUint64(math.MaxUint64)
	lo = new(big.Int).And(b, m).Uint64()
	hi = new(big.Int).Rsh(b, 64).Uint64()
	return
}

// Decode splits the bit pattern (lo, hi) of a value of this format.
func (s *FloatSemantics) Decode(lo, hi uint64) FloatValue {
	bits := bitsToBig(lo, hi)
	mb, eb := s.mantBits(), s.expBits()
	frac := new(big.Int).And(bits, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(mb)), big.NewInt(1)))
	e := int(new(big.Int).Rsh(bits, uint(mb)).Uint64() & (1<<uint(eb) - 1))
	neg := !s.Unsigned && bits.Bit(s.Bits-1) == 1
	allOnesE := 1<<uint(eb) - 1
	fracAllOnes := frac.BitLen() == mb && frac.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(mb)), big.NewInt(1))) == 0
	switch {
	case s.Unsigned:
		if e == allOnesE {
			return FloatValue{Class: FloatNaN}
		}
		return FloatValue{Class: FloatFinite, Mant: big.NewInt(1), Exp: e - s.bias()}
	case s.NonFinite == IEEENonFinite && e == allOnesE:
		if s.ExplicitInt {
			frac.SetBit(frac, mb-1, 0)
		}
		if frac.Sign() == 0 {
			return FloatValue{Class: FloatInf, Neg: neg}
		}
		return FloatValue{Class: FloatNaN, Neg: neg}
	case s.NonFinite == NaNOnly && !s.NaNIsNegZero && e == allOnesE && fracAllOnes:
		return FloatValue{Class: FloatNaN, Neg: neg}
	case s.NaNIsNegZero && neg && e == 0 && frac.Sign() == 0:
		return FloatValue{Class: FloatNaN, Neg: true}
	}
	if s.ExplicitInt {
		if frac.Sign() == 0 {
			return FloatValue{Class: FloatZero, Neg: neg}
		}
		ee := e - s.bias()
		if e == 0 {
			ee = s.MinExp
		}
		return FloatValue{Class: FloatFinite, Neg: neg, Mant: frac, Exp: ee - (mb - 1)}
	}
	if e == 0 {
		if frac.Sign() == 0 {
			return FloatValue{Class: FloatZero, Neg: neg}
		}
		return FloatValue{Class: FloatFinite, Neg: neg, Mant: frac, Exp: s.MinExp - mb}
	}
	frac.SetBit(frac, mb, 1)
	return FloatValue{Class: FloatFinite, Neg: neg, Mant: frac, Exp: e - s.bias() - mb}
}

// Rat returns the exact value of a finite or zero float.
func (v FloatValue) Rat() *big.Rat {
	if v.Class != FloatFinite {
		return new(big.Rat)
	}
	r := new(big.Rat).SetInt(v.Mant)
	if v.Exp >= 0 {
		r.Mul(r, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(v.Exp))))
	} else {
		r.Quo(r, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(-v.Exp))))
	}
	if v.Neg {
		r.Neg(r)
	}
	return r
}

// NaNBits returns the default (quiet, positive) NaN of the format.
func (s *FloatSemantics) NaNBits() (lo, hi uint64) {
	switch {
	case s.NonFinite == FiniteOnly:
		return 0, 0
	case s.Unsigned:
		return 0xFF, 0
	case s.NaNIsNegZero:
		return 1 << uint(s.Bits-1), 0
	case s.NonFinite == NaNOnly:
		b := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(s.Bits-1)), big.NewInt(1))
		return bigToBits(b)
	}
	mb := s.mantBits()
	b := new(big.Int).Lsh(big.NewInt(1<<uint(s.expBits())-1), uint(mb))
	b.SetBit(b, mb-1, 1)
	if s.ExplicitInt {
		b.SetBit(b, mb-2, 1)
	}
	return bigToBits(b)
}

// InfBits returns the infinity of the format with the given sign (a NaN, or
// the largest finite value, in formats without infinity).
func (s *FloatSemantics) InfBits(neg bool) (lo, hi uint64) {
	switch s.NonFinite {
	case NaNOnly:
		// APFloat keeps the sign of the NaN an overflow gives where the
		// format has one (-1.0e39 : f8E4M3FN is 0xFF).
		lo, hi = s.NaNBits()
		if neg && !s.NaNIsNegZero && !s.Unsigned {
			lo |= 1 << uint(s.Bits-1)
		}
		return lo, hi
	case FiniteOnly:
		return s.largest(neg)
	}
	mb := s.mantBits()
	b := new(big.Int).Lsh(big.NewInt(1<<uint(s.expBits())-1), uint(mb))
	if s.ExplicitInt {
		b.SetBit(b, mb-1, 1)
	}
	if neg {
		b.SetBit(b, s.Bits-1, 1)
	}
	return bigToBits(b)
}

func (s *FloatSemantics) largest(neg bool) (lo, hi uint64) {
	mant := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(s.Precision)), big.NewInt(1))
	if s.NonFinite == NaNOnly && !s.NaNIsNegZero && !s.Unsigned {
		mant.Sub(mant, big.NewInt(1))
	}
	return s.encode(neg, mant, s.MaxExp)
}

// encode packs a normalized value: |v| = mant * 2^(e - (Precision-1)) with
// mant < 2^Precision, mant >= 2^(Precision-1) unless e == MinExp (denormal).
func (s *FloatSemantics) encode(neg bool, mant *big.Int, e int) (lo, hi uint64) {
	mb := s.mantBits()
	b := new(big.Int)
	if s.Unsigned {
		return uint64(e + s.bias()), 0
	}
	field := e + s.bias()
	if mant.BitLen() < s.Precision { // denormal
		field = 0
	}
	b.Lsh(big.NewInt(int64(field)), uint(mb))
	m := new(big.Int).Set(mant)
	if !s.ExplicitInt {
		m.SetBit(m, s.Precision-1, 0)
	}
	b.Or(b, m)
	if neg && !(s.NaNIsNegZero && b.Sign() == 0) {
		b.SetBit(b, s.Bits-1, 1)
	}
	return bigToBits(b)
}

// Round returns the bits of r rounded to the nearest value of the format
// (ties to even), as APFloat does: overflow gives infinity (NaN in formats
// without infinity; the largest value in finite-only formats).
func (s *FloatSemantics) Round(r *big.Rat, neg bool) (lo, hi uint64) {
	if r.Sign() < 0 {
		r = new(big.Rat).Neg(r)
		neg = !neg
	}
	if s.Unsigned && neg && r.Sign() != 0 {
		return s.NaNBits()
	}
	if r.Sign() == 0 {
		return s.encode(neg, new(big.Int), s.MinExp)
	}
	num, den := r.Num(), r.Denom()
	// e = floor(log2(r))
	e := num.BitLen() - den.BitLen()
	if cmpShift(num, den, e) < 0 {
		e--
	}
	if e < s.MinExp {
		e = s.MinExp
	}
	// mant = round(r / 2^(e-p+1))
	sh := e - (s.Precision - 1)
	n, d := new(big.Int).Set(num), new(big.Int).Set(den)
	if sh >= 0 {
		d.Lsh(d, uint(sh))
	} else {
		n.Lsh(n, uint(-sh))
	}
	q, rem := new(big.Int).QuoRem(n, d, new(big.Int))
	rem.Lsh(rem, 1)
	if c := rem.Cmp(d); c > 0 || (c == 0 && q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	if q.BitLen() > s.Precision {
		q.Rsh(q, 1)
		e++
	}
	if s.Unsigned {
		if e > s.MaxExp {
			return s.NaNBits()
		}
		return s.encode(false, q, e)
	}
	if e > s.MaxExp {
		return s.InfBits(neg)
	}
	if e == s.MaxExp && s.NonFinite == NaNOnly && !s.NaNIsNegZero &&
		q.BitLen() == s.Precision && q.TrailingZeroBits() == 0 && new(big.Int).Add(q, big.NewInt(1)).BitLen() > s.Precision {
		return s.InfBits(neg)
	}
	if q.Sign() == 0 {
		return s.encode(neg, q, s.MinExp)
	}
	return s.encode(neg, q, e)
}

// cmpShift compares num with den*2^e.
func cmpShift(num, den *big.Int, e int) int {
	if e >= 0 {
		return num.Cmp(new(big.Int).Lsh(den, uint(e)))
	}
	return new(big.Int).Lsh(num, uint(-e)).Cmp(den)
}

// FromFloat64 converts a double to the format (round to nearest even), as
// APFloat::convert does.
func (s *FloatSemantics) FromFloat64(f float64) (lo, hi uint64) {
	switch {
	case math.IsNaN(f):
		return s.NaNBits()
	case math.IsInf(f, 0):
		return s.InfBits(f < 0)
	}
	neg := math.Signbit(f)
	r := new(big.Rat).SetFloat64(math.Abs(f))
	return s.Round(r, neg)
}

// Float64 converts a value of the format to the nearest double.
func (s *FloatSemantics) Float64(lo, hi uint64) float64 {
	v := s.Decode(lo, hi)
	switch v.Class {
	case FloatNaN:
		return math.NaN()
	case FloatInf:
		if v.Neg {
			return math.Inf(-1)
		}
		return math.Inf(1)
	case FloatZero:
		if v.Neg {
			return math.Copysign(0, -1)
		}
		return 0
	}
	lo2, _ := floatSemantics[F64].Round(v.Rat(), false)
	return math.Float64frombits(lo2)
}
