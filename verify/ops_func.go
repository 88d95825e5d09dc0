package verify

import "github.com/gomlir/gomlir/ir"

// The verifiers of func's ops (func.call's symbol uses are in
// symbols.go).

func init() {
	opVerifiers["func.return"] = func(o *opCtx) *diagnostic {
		fn := parentOp(o.op)
		if fn == nil {
			return nil
		}
		ft, ok := functionType(fn)
		if !ok {
			return nil
		}
		name, _ := symbolName(fn)
		if len(o.op.Operands) != len(ft.Results) {
			return o.errorf("has %d operands, but enclosing function (@%s) returns %d", len(o.op.Operands), name, len(ft.Results))
		}
		for i, t := range ft.Results {
			if got := o.op.Operands[i].Type(); got != t {
				return opErr(o.op, "type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
					i, typeString(got), typeString(t), name)
			}
		}
		return nil
	}
}

// dialectAttrVerifiers check discardable attributes a dialect owns
// (Dialect::verifyOperationAttribute), before the op's own checks.
var dialectAttrVerifiers = map[string]func(r *run, op *ir.Operation, value ir.Attribute) *diagnostic{}
