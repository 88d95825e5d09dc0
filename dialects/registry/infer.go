package registry

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// firstAttrDerivedResultType is the inference of an op with ODS's
// FirstAttrDerivedResultType trait: its one result has the type of its
// first attribute, a typed one (smt.bv.constant's #smt.bv<5> : !smt.bv<8>).
func firstAttrDerivedResultType(attr string) dialect.InferFunc {
	return func(ctx *ir.Context, operands [][]ir.Type, props []ir.NamedAttribute) ([]ir.Type, error) {
		for _, p := range props {
			if p.Name != attr {
				continue
			}
			if t := irAttrType(p.Value); t != nil {
				return []ir.Type{t}, nil
			}
		}
		return nil, fmt.Errorf("the type of '%s' is not known", attr)
	}
}

// irAttrType is a typed attribute's type, or nil.
func irAttrType(a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		return a.Type
	case *ir.DialectAttr:
		return a.Type
	case *ir.IntegerAttr:
		return a.Type
	case *ir.FloatAttr:
		return a.Type
	case *ir.DenseElementsAttr:
		return a.Type
	}
	return nil
}
