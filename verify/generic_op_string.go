package verify

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// GenericOpString is op as mlir-opt appends it to a diagnostic in generic
// form (InFlightDiagnostic::appendOp with printGenericOpForm): its values
// named as in its closest ancestor isolated from above, which c's
// registry tells.
func GenericOpString(c dialect.Checker, op *ir.Operation) string {
	var reg dialect.Registry
	if o, ok := c.(*opCtx); ok {
		reg = o.r.c.reg
	}
	return opString(op, reg)
}
