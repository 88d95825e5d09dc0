package tosa

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The helpers of tosa's verifiers (upstream's TosaOps.cpp): element and
// storage types, quant types, constant operands, shapes.

// quantKind returns the mnemonic of a quant type ("uniform", "any",
// "calibrated") and whether t is one.
func quantKind(t ir.Type) (string, bool) {
	switch t := t.(type) {
	case *ir.DialectType:
		if t.Dialect == "quant" {
			return t.Mnemonic(), true
		}
	case *ir.OpaqueType:
		if t.Dialect == "quant" {
			name := t.Data
			if i := strings.IndexByte(name, '<'); i >= 0 {
				name = name[:i]
			}
			return name, true
		}
	}
	return "", false
}

// isQuantized reports whether t is a quant::QuantizedType (any, uniform
// in every form; calibrated is not one).
func isQuantized(t ir.Type) bool {
	k, ok := quantKind(t)
	return ok && (k == "any" || k == "uniform")
}

// isUniformQuantized reports whether t is a quant::UniformQuantizedType:
// a per-layer !quant.uniform (not per axis, not per sub-channel).
func isUniformQuantized(t ir.Type) bool {
	k, ok := quantKind(t)
	if !ok || k != "uniform" {
		return false
	}
	if dt, ok := t.(*ir.DialectType); ok {
		return dt.Params.Has("scale")
	}
	_, rec, ok := ir.ScanQuantType(t.(*ir.OpaqueType).Data)
	return ok && !rec.PerAxis && !rec.SubChannel
}

// quantStorage is a quantized type's storage type (signless iN), or nil
// when gomlir cannot tell it.
func quantStorage(t ir.Type) ir.Type {
	if dt, ok := t.(*ir.DialectType); ok {
		return dt.Params.Type("storageType")
	}
	return nil
}

// quantStorageWidth is getStorageTypeIntegralWidth.
func quantStorageWidth(t ir.Type) (int, bool) {
	if it, ok := quantStorage(t).(*ir.IntegerType); ok {
		return it.Width, true
	}
	return 0, false
}

// storageElem is getStorageElementTypeOrSelf: the element type, a
// quantized one's storage type; nil when a quantized type's storage type
// cannot be told.
func storageElem(t ir.Type) ir.Type {
	e := verify.ElementTypeOrSelf(t)
	if isQuantized(e) {
		return quantStorage(e)
	}
	return e
}

// uniformStorage is an element type with a UniformQuantizedType replaced
// by its storage type (nil when it cannot be told).
func uniformStorage(e ir.Type) ir.Type {
	if isUniformQuantized(e) {
		return quantStorage(e)
	}
	return e
}

// isIntN is Type::isInteger(n): an integer type of n bits, any signedness.
func isIntN(t ir.Type, n int) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == n
}

// isFloatKind reports whether t is the float type of kind k.
func isFloatKind(t ir.Type, k ir.FloatKind) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Kind == k
}

// isIntOrIndexOrFloat is Type::isIntOrIndexOrFloat.
func isIntOrIndexOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// ranked returns the shape of a ranked tensor type.
func ranked(t ir.Type) ([]int64, bool) {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Shape, true
	}
	return nil, false
}

// shapeRank is the rank of a !tosa.shape<N>.
func shapeRank(t ir.Type) (int64, bool) {
	if dt, ok := t.(*ir.DialectType); ok && dt.Dialect == "tosa" && dt.Mnemonic() == "shape" {
		return dt.Params.Int("rank")
	}
	return 0, false
}

// isTosaShape reports whether t is a !tosa.shape.
func isTosaShape(t ir.Type) bool {
	if dt, ok := t.(*ir.DialectType); ok {
		return dt.Dialect == "tosa" && dt.Mnemonic() == "shape"
	}
	if ot, ok := t.(*ir.OpaqueType); ok {
		return ot.Dialect == "tosa" && strings.HasPrefix(ot.Data, "shape<")
	}
	return false
}

// one returns the value of a single-value group, or nil.
func one(vs []ir.Value) ir.Value {
	if len(vs) != 1 {
		return nil
	}
	return vs[0]
}

// constElements is matchPattern(v, m_Constant(&elementsAttr)) for a
// dense elements attribute.
func constElements(o dialect.Checker, v ir.Value) (*ir.DenseElementsAttr, bool) {
	if v == nil {
		return nil, false
	}
	d, ok := o.Constant(v).(*ir.DenseElementsAttr)
	return d, ok && !d.IsString()
}

// constInts is matchPattern(v, m_Constant(&denseIntElementsAttr)) and its
// values sign-extended.
func constInts(o dialect.Checker, v ir.Value) ([]int64, bool) {
	d, ok := constElements(o, v)
	if !ok {
		return nil, false
	}
	return denseInt64s(d)
}

// constShapeValues is tosa::getConstShapeValues: the values of the
// tosa.const_shape defining v.
func constShapeValues(v ir.Value) ([]int64, bool) {
	if v == nil {
		return nil, false
	}
	return constShape([]ir.Value{v})
}

// zeroPoint is upstream's getZeroPoint: failure (ok false) when v is not
// a constant; -1 for a non-zero float or a value neither integer nor
// float; the first element otherwise (sign-extended when signExtend).
func zeroPoint(o dialect.Checker, v ir.Value, signExtend bool) (int64, bool) {
	d, ok := constElements(o, v)
	if !ok {
		return 0, false
	}
	switch et := d.ElemType().(type) {
	case *ir.FloatType:
		w := et.Width() / 8
		if w == 0 {
			w = 1
		}
		if len(d.Raw) < w {
			return -1, true
		}
		lo, hi := uint64(0), uint64(0)
		for b := w - 1; b >= 0; b-- {
			if b >= 8 {
				hi = hi<<8 | uint64(d.Raw[b])
			} else {
				lo = lo<<8 | uint64(d.Raw[b])
			}
		}
		if et.Semantics().Decode(lo, hi).Class == ir.FloatZero {
			return 0, true
		}
		return -1, true
	case *ir.IntegerType:
		w := et.Width
		size := (w + 7) / 8
		if w == 1 {
			size = 1
		}
		if size > 8 || len(d.Raw) < size {
			return -1, true
		}
		var u uint64
		for b := size - 1; b >= 0; b-- {
			u = u<<8 | uint64(d.Raw[b])
		}
		if w < 64 {
			u &= 1<<w - 1
		}
		if signExtend && w < 64 && w > 0 {
			return int64(u<<(64-w)) >> (64 - w), true
		}
		return int64(u), true
	}
	return -1, true
}

// verifyZeroPoint is upstream's verifyZeroPoint for every op but
// rescale: a non-zero zero point needs an 8-bit integer type.
func verifyZeroPoint(o dialect.Checker, v ir.Value, zp int64, operand string) error {
	if !isIntN(verify.ElementTypeOrSelf(v.Type()), 8) && zp != 0 {
		return errorf("%s zero point must be zero for non-int8 integer types", strings.ToLower(operand))
	}
	return nil
}

// checkZeroPoint runs getXZeroPoint and verifyXZeroPoint for the operand
// group name (operand is the ODS accessor's spelling, "Input").
func checkZeroPoint(o dialect.Checker, name, operand string) error {
	v := one(o.Operand(name))
	if v == nil {
		return nil
	}
	if zp, ok := zeroPoint(o, v, true); ok {
		return verifyZeroPoint(o, v, zp, operand)
	}
	return nil
}

// opError is an emitOpError message a helper returns; the verifier turns
// it into the op's diagnostic.
type opError string

func (e opError) Error() string { return string(e) }

func errorf(format string, args ...any) error { return opError(fmt.Sprintf(format, args...)) }

// ints spells an ArrayRef<int64_t> as a diagnostic does: ", " between
// the elements.
func ints(vs []int64) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, v)
	}
	return b.String()
}

// denseI64s reads a dense array attribute's elements.
func denseI64s(a ir.Attribute) []int64 {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int64, len(d.Values))
	for i := range d.Values {
		out[i] = d.Int(i)
	}
	return out
}

// at returns vs[i], or 0 past its end (ODS checks the sizes first).
func at(vs []int64, i int) int64 {
	if i < len(vs) {
		return vs[i]
	}
	return 0
}

// dim returns dimension i of a shape, DynamicSize past its end.
func dim(s []int64, i int) int64 {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return ir.DynamicSize
}

// intAttr reads an integer attribute.
func intAttr(a ir.Attribute) (int64, bool) {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}

// boolAttr reads a bool attribute (false when absent).
func boolAttr(a ir.Attribute) bool {
	ia, ok := a.(*ir.IntegerAttr)
	return ok && ia.Bool()
}

// typeAttr reads a type attribute.
func typeAttr(a ir.Attribute) ir.Type {
	if ta, ok := a.(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// idivCheck is upstream's idivCheck: lhs / rhs when it divides.
func idivCheck(lhs, rhs int64) (int64, bool) {
	if rhs == 0 || lhs%rhs != 0 {
		return 0, false
	}
	return lhs / rhs, true
}

// ts spells a type as a diagnostic streams it: quoted.
func ts(t ir.Type) string { return "'" + verify.TypeString(t) + "'" }
