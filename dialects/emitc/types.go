package emitc

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The TypesMatchWith transformers of emitc's formats.

// emitcInner is T of !emitc.<mnemonic><T>.
func emitcInner(ctx *ir.Context, self ir.Type, mnemonic string) (ir.Type, error) {
	if dt := shared.DefType(self, "emitc", mnemonic); dt != nil {
		name := map[string]string{"ptr": "pointee", "lvalue": "valueType"}[mnemonic]
		if t := dt.Params.Type(name); t != nil {
			return t, nil
		}
	}
	o := shared.OpaqueOf(self, "emitc", mnemonic+"<")
	if o == nil {
		return nil, fmt.Errorf("must be an !emitc.%s type", mnemonic)
	}
	return shared.TypeParam(ctx, o, len(mnemonic)+1, len(o.Data)-1)
}

func emitcPointerToLValue(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "lvalue")
	if err != nil {
		return nil, err
	}
	return []ir.Type{shared.OpaqueWith(ctx, "emitc", "ptr<", t, ">")}, nil
}

func emitcLValueOfPointee(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "ptr")
	if err != nil {
		return nil, err
	}
	return []ir.Type{shared.OpaqueWith(ctx, "emitc", "lvalue<", t, ">")}, nil
}

func emitcLValueValue(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "lvalue")
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}
