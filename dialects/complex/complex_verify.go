package complex

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers registers the ops' verifiers (their verify()).
func verifiers(h *registry.Hooks) {
	h.Verifier("complex.constant").Op = func(o dialect.Checker) *diag.Diagnostic {
		arr, ok := o.Attr("value").(*ir.ArrayAttr)
		ct, ok2 := verify.FirstType(o.Result("complex")).(*ir.ComplexType)
		if !ok || !ok2 {
			return nil
		}
		if len(arr.Elems) != 2 {
			return o.Errorf("requires 'value' to be a complex constant, represented as array of two values")
		}
		var types [2]ir.Type
		for i, e := range arr.Elems {
			switch a := e.(type) {
			case *ir.FloatAttr:
				types[i] = a.Type
			case *ir.IntegerAttr:
				types[i] = a.Type
			default:
				return o.Errorf("requires attribute's elements to be float or integer attributes")
			}
		}
		if types[0] != ct.Elem || types[1] != ct.Elem {
			return o.Errorf("requires attribute's element types ('%s', '%s') to match the element type of the op's return type ('%s')",
				verify.TypeString(types[0]), verify.TypeString(types[1]), verify.TypeString(ct.Elem))
		}
		return nil
	}

	h.Verifier("complex.bitcast").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, out := verify.FirstType(o.Op().Operands), verify.FirstType(verify.ResultValues(o.Op()))
		if in == nil || out == nil || in == out {
			return nil // the same type is allowed: it folds away
		}
		_, inComplex := in.(*ir.ComplexType)
		_, outComplex := out.(*ir.ComplexType)
		if !intOrFloat(in) && !inComplex {
			return o.Errorf("operand must be int/float/complex")
		}
		if !intOrFloat(out) && !outComplex {
			return o.Errorf("result must be int/float/complex")
		}
		if inComplex == outComplex {
			return o.Errorf("requires that either input or output has a complex type")
		}
		if outComplex {
			in, out = out, in
		}
		if 2*ir.IntOrFloatWidth(in.(*ir.ComplexType).Elem) != ir.IntOrFloatWidth(out) {
			return o.Errorf("casting bitwidths do not match")
		}
		return nil
	}
}

// intOrFloat is Type::isIntOrFloat: an integer or a float type (not
// index).
func intOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return true
	}
	return false
}
