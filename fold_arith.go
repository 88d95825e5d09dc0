package gomlir

import (
	"math"
	"math/big"

	"github.com/gomlir/gomlir/ir"
)

// ArithFolds returns the constant folds of the arith dialect, as
// patterns for ApplyPatterns: on scalar integer and index constants,
// arith.addi, subi, muli, andi, ori, xori and cmpi compute their result,
// wrapping around at the type's width as MLIR does; on f32 and f64
// constants, addf, subf, mulf and divf compute theirs, rounded to nearest
// even; and the identities MLIR folds: x + 0, x - 0, x * 1, x * 0, x & 0,
// x & -1, x | 0, x | -1, x ^ 0, x - x, x ^ x, x & x, x | x, a comparison of
// x with itself, x + -0.0, x - 0.0, x * 1.0, x / 1.0. A folded op is
// replaced by an arith.constant made just before it, or by the operand
// it equals.
func ArithFolds() []Pattern {
	ps := []Pattern{{Name: "arith.cmpi fold", Op: "arith.cmpi", Rewrite: foldCmpI}}
	for name, f := range intFolds {
		ps = append(ps, Pattern{Name: name + " fold", Op: name, Rewrite: intRewrite(f)})
	}
	for name, f := range floatFolds {
		ps = append(ps, Pattern{Name: name + " fold", Op: name, Rewrite: floatRewrite(f)})
	}
	// Deterministic order (the map's is not).
	sortPatterns(ps)
	return ps
}

func sortPatterns(ps []Pattern) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Name < ps[j-1].Name; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// intFold folds a binary integer op: with both values known it computes
// the result; with one known (k on side known, 0 lhs, 1 rhs) it may give
// the operand or constant the op equals.
type intFold struct {
	both func(a, b *big.Int) *big.Int
	// identity returns which operand the op equals when operand side is
	// the constant k (-1 for none; 2 for the constant itself).
	identity func(k *big.Int, side int, w int) int
	// same is the result when both operands are the same value: 0 for
	// "the operand", 1 for "zero", -1 for nothing.
	same int
}

var (
	zero = big.NewInt(0)
	one  = big.NewInt(1)
)

// allOnes reports whether k is -1 at width w (every bit set).
func allOnes(k *big.Int, w int) bool {
	return new(big.Int).Mod(k, new(big.Int).Lsh(one, uint(w))).Cmp(new(big.Int).Sub(new(big.Int).Lsh(one, uint(w)), one)) == 0
}

var intFolds = map[string]intFold{
	"arith.addi": {both: func(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) },
		identity: func(k *big.Int, side, w int) int { return ifZero(k, 1-side) }, same: -1},
	"arith.subi": {both: func(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) },
		identity: func(k *big.Int, side, w int) int {
			if side == 1 {
				return ifZero(k, 0)
			}
			return -1
		}, same: 1},
	"arith.muli": {both: func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) },
		identity: func(k *big.Int, side, w int) int {
			switch {
			case k.Sign() == 0:
				return side // x * 0 is the zero
			case k.Cmp(one) == 0 || w == 1 && k.Sign() != 0:
				return 1 - side
			}
			return -1
		}, same: -1},
	"arith.andi": {both: func(a, b *big.Int) *big.Int { return new(big.Int).And(a, b) },
		identity: func(k *big.Int, side, w int) int {
			switch {
			case k.Sign() == 0:
				return side
			case allOnes(k, w):
				return 1 - side
			}
			return -1
		}, same: 0},
	"arith.ori": {both: func(a, b *big.Int) *big.Int { return new(big.Int).Or(a, b) },
		identity: func(k *big.Int, side, w int) int {
			switch {
			case k.Sign() == 0:
				return 1 - side
			case allOnes(k, w):
				return side
			}
			return -1
		}, same: 0},
	"arith.xori": {both: func(a, b *big.Int) *big.Int { return new(big.Int).Xor(a, b) },
		identity: func(k *big.Int, side, w int) int { return ifZero(k, 1-side) }, same: 1},
}

func ifZero(k *big.Int, operand int) int {
	if k.Sign() == 0 {
		return operand
	}
	return -1
}

// constOf returns the value of v when an arith.constant defines it.
func constOf(v ir.Value) ir.Attribute {
	r, ok := v.(*ir.OpResult)
	if !ok || r.Owner.Name != "arith.constant" {
		return nil
	}
	if d, ok := r.Owner.Properties.(*ir.DictionaryAttr); ok {
		return d.Get("value")
	}
	return r.Owner.Attr("value")
}

// intConst returns the value of v when it is a scalar integer or index
// constant.
func intConst(v ir.Value) (*big.Int, bool) {
	a, ok := constOf(v).(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	return a.Value, true
}

// scalarInt returns the width of t when it is an integer or index type.
func scalarInt(t ir.Type) (int, bool) {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return ir.IntOrFloatWidth(t), true
	}
	return 0, false
}

// constant makes `arith.constant value` before the op rw rewrites.
func constant(rw *Rewriter, value ir.Attribute, t ir.Type) ir.Value {
	op := rw.Create("arith.constant", ir.OpState{
		ResultTypes: []ir.Type{t},
		Properties:  []ir.NamedAttribute{{Name: "value", Value: value}},
	})
	return op.Result(0)
}

func intRewrite(f intFold) func(*ir.Operation, *Rewriter) bool {
	return func(op *ir.Operation, rw *Rewriter) bool {
		if len(op.Operands) != 2 || len(op.Results) != 1 {
			return false
		}
		t := op.Results[0].Type()
		w, ok := scalarInt(t)
		if !ok {
			return false
		}
		lhs, rhs := op.Operands[0], op.Operands[1]
		a, okA := intConst(lhs)
		b, okB := intConst(rhs)
		switch {
		case okA && okB:
			rw.ReplaceOp(op, constant(rw, rw.Ctx.IntegerAttr(t, f.both(a, b)), t))
			return true
		case okA || okB:
			k, side := a, 0
			if okB {
				k, side = b, 1
			}
			if i := f.identity(k, side, w); i >= 0 {
				rw.ReplaceOp(op, op.Operands[i])
				return true
			}
		case lhs == rhs && f.same == 0:
			rw.ReplaceOp(op, lhs)
			return true
		case lhs == rhs && f.same == 1:
			rw.ReplaceOp(op, constant(rw, rw.Ctx.IntegerAttr(t, zero), t))
			return true
		}
		return false
	}
}

// signedAt and unsignedAt read v at width w.
func signedAt(v *big.Int, w int) *big.Int {
	mod := new(big.Int).Lsh(one, uint(w))
	r := new(big.Int).Mod(v, mod)
	if r.Bit(w-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

func unsignedAt(v *big.Int, w int) *big.Int {
	return new(big.Int).Mod(v, new(big.Int).Lsh(one, uint(w)))
}

// foldCmpI folds arith.cmpi of two constants, or of a value with itself.
func foldCmpI(op *ir.Operation, rw *Rewriter) bool {
	if len(op.Operands) != 2 || len(op.Results) != 1 {
		return false
	}
	w, ok := scalarInt(op.Operands[0].Type())
	if !ok {
		return false
	}
	d, _ := op.Properties.(*ir.DictionaryAttr)
	if d == nil {
		return false
	}
	p, ok := d.Get("predicate").(*ir.IntegerAttr)
	if !ok {
		return false
	}
	pred := p.Int64()
	var res bool
	if op.Operands[0] == op.Operands[1] {
		switch pred {
		case 0, 3, 5, 7, 9: // eq, sle, sge, ule, uge
			res = true
		case 1, 2, 4, 6, 8:
		default:
			return false
		}
	} else {
		a, okA := intConst(op.Operands[0])
		b, okB := intConst(op.Operands[1])
		if !okA || !okB {
			return false
		}
		sc := signedAt(a, w).Cmp(signedAt(b, w))
		uc := unsignedAt(a, w).Cmp(unsignedAt(b, w))
		switch pred {
		case 0:
			res = sc == 0
		case 1:
			res = sc != 0
		case 2:
			res = sc < 0
		case 3:
			res = sc <= 0
		case 4:
			res = sc > 0
		case 5:
			res = sc >= 0
		case 6:
			res = uc < 0
		case 7:
			res = uc <= 0
		case 8:
			res = uc > 0
		case 9:
			res = uc >= 0
		default:
			return false
		}
	}
	t := op.Results[0].Type()
	rw.ReplaceOp(op, constant(rw, rw.Ctx.BoolAttr(res), t))
	return true
}

// floatFold folds a binary float op.
type floatFold struct {
	f32 func(a, b float32) float32
	f64 func(a, b float64) float64
	// identity returns the operand the op equals when operand side is
	// the constant k, or -1.
	identity func(k float64, side int) int
}

var floatFolds = map[string]floatFold{
	"arith.addf": {func(a, b float32) float32 { return a + b }, func(a, b float64) float64 { return a + b },
		func(k float64, side int) int {
			if k == 0 && math.Signbit(k) && side == 1 { // x + -0.0
				return 0
			}
			return -1
		}},
	"arith.subf": {func(a, b float32) float32 { return a - b }, func(a, b float64) float64 { return a - b },
		func(k float64, side int) int {
			if k == 0 && !math.Signbit(k) && side == 1 { // x - 0.0
				return 0
			}
			return -1
		}},
	"arith.mulf": {func(a, b float32) float32 { return a * b }, func(a, b float64) float64 { return a * b },
		func(k float64, side int) int {
			if k == 1 && side == 1 { // x * 1.0
				return 0
			}
			return -1
		}},
	"arith.divf": {func(a, b float32) float32 { return a / b }, func(a, b float64) float64 { return a / b },
		func(k float64, side int) int {
			if k == 1 && side == 1 { // x / 1.0
				return 0
			}
			return -1
		}},
}

func floatRewrite(f floatFold) func(*ir.Operation, *Rewriter) bool {
	return func(op *ir.Operation, rw *Rewriter) bool {
		if len(op.Operands) != 2 || len(op.Results) != 1 {
			return false
		}
		ft, ok := op.Results[0].Type().(*ir.FloatType)
		if !ok || ft.Kind != ir.F32 && ft.Kind != ir.F64 {
			return false
		}
		a, okA := constOf(op.Operands[0]).(*ir.FloatAttr)
		b, okB := constOf(op.Operands[1]).(*ir.FloatAttr)
		switch {
		case okA && okB:
			var lo uint64
			if ft.Kind == ir.F32 {
				x, y := math.Float32frombits(uint32(a.Lo)), math.Float32frombits(uint32(b.Lo))
				lo = uint64(math.Float32bits(f.f32(x, y)))
				if r := f.f32(x, y); r != r {
					lo = nan32(uint32(a.Lo), uint32(b.Lo))
				}
			} else {
				x, y := math.Float64frombits(a.Lo), math.Float64frombits(b.Lo)
				if r := f.f64(x, y); r != r {
					lo = nan64(a.Lo, b.Lo)
				} else {
					lo = math.Float64bits(r)
				}
			}
			rw.ReplaceOp(op, constant(rw, rw.Ctx.FloatAttr(ft, lo, 0), ft))
			return true
		case okB:
			if f.identity(b.Float64(), 1) == 0 {
				rw.ReplaceOp(op, op.Operands[0])
				return true
			}
		}
		return false
	}
}

// nan32 and nan64 are the NaN APFloat gives for an operation on a and b
// whose result is NaN: the first NaN operand made quiet, else the default
// NaN (positive, quiet), where the hardware may give another.
func nan32(a, b uint32) uint64 {
	for _, x := range []uint32{a, b} {
		if x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 {
			return uint64(x | 0x400000)
		}
	}
	return 0x7fc00000
}

func nan64(a, b uint64) uint64 {
	for _, x := range []uint64{a, b} {
		if x&0x7ff0000000000000 == 0x7ff0000000000000 && x&0xfffffffffffff != 0 {
			return x | 0x8000000000000
		}
	}
	return 0x7ff8000000000000
}
