package shared

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// UsesDialect reports whether an op of dialect d, or a value of one of
// its types, is in the top-level op holding op (so that mlir-opt has
// loaded d parsing the chunk; one elsewhere in the chunk is not seen).
func UsesDialect(op *ir.Operation, d string) bool {
	// The top-level op holding op (a child of the outermost op), not the
	// whole chunk: a streamed verification (verify.Stream) keeps no more
	// of the ops before it, and must say what the whole one says.
	top := op
	for p := verify.ParentOp(top); p != nil && verify.ParentOp(p) != nil; p = verify.ParentOp(p) {
		top = p
	}
	found := false
	isD := func(t ir.Type) bool { return strings.HasPrefix(verify.TypeString(t), "!"+d+".") }
	ir.Walk(top, func(x *ir.Operation) bool {
		if strings.HasPrefix(x.Name, d+".") {
			found = true
		}
		for i := range x.Results {
			found = found || isD(x.Results[i].Type())
		}
		for _, r := range x.Regions {
			for _, b := range r.Blocks {
				for _, a := range b.Args {
					found = found || isD(a.Type())
				}
			}
		}
		return !found
	})
	return found
}
