package verify

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// The interfaces whose verifiers several dialects' ops share:
// DestinationStyleOpInterface's inits.

// dpsInits are a destination-style op's inits (getDpsInits) and the
// index of the first among the op's operands, when gomlir knows which
// group holds them.
func dpsInits(o *opCtx) ([]ir.Value, int, bool) {
	name := ""
	if o.inf != nil {
		name = o.inf.ver.Inits
	}
	if name == dialect.NoInits {
		return nil, 0, true
	}
	if name == "" {
		for _, g := range []string{"outputs", "inits", "init", "output", "dest"} {
			if o.hasOperand(g) {
				name = g
				break
			}
		}
		if name == "" {
			return nil, 0, false
		}
	}
	start := 0
	for i, g := range o.def().Operands {
		if i >= len(o.operands) {
			return nil, 0, false
		}
		if g.Name == name {
			return o.operands[i], start, true
		}
		start += len(o.operands[i])
	}
	return nil, 0, false
}

// linalgElementType is a memref's or ranked tensor's element type, or the
// type itself.
func linalgElementType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.Elem
	case *ir.RankedTensorType:
		return t.Elem
	}
	return t
}
