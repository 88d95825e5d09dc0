package verify

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
)

// ValueString is v streamed into a diagnostic as mlir-opt streams a
// Value: its defining op in generic form (its values named as in the
// closest op isolated from above), or for a block argument
// "<block argument> of type 'T' at index: N" (emitc.assign's message).
func ValueString(c dialect.Checker, v ir.Value) string {
	switch v := v.(type) {
	case *ir.OpResult:
		var reg dialect.Registry
		if o, ok := c.(*opCtx); ok {
			reg = o.r.c.reg
		}
		return opString(v.Owner, reg)
	case *ir.BlockArgument:
		return fmt.Sprintf("<block argument> of type '%s' at index: %d", typeString(v.Type()), v.Index)
	}
	return ""
}

// OpString is op as mlir-opt prints an operation into a diagnostic
// message (`<< *op`): generic, its values named as in its closest
// isolated ancestor (tensor.parallel_insert_slice's parent check).
func OpString(op *ir.Operation) string { return printer.OpString(op, nil) }
