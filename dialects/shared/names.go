package shared

import "github.com/gomlir/gomlir/ir"

// FixedResultNames registers, through nameResults (registry.Hooks'
// NameResults), the name each op of names (op name -> result name) always
// gives its single result in custom form (its getAsmResultNames, as
// mlir-opt 22 prints it): `%alloc = memref.alloc()`.
func FixedResultNames(nameResults func(op string, f func(*ir.Operation, func(int, string))), names map[string]string) {
	for op, name := range names {
		nameResults(op, func(op *ir.Operation, set func(int, string)) {
			if len(op.Results) > 0 {
				set(0, name)
			}
		})
	}
}
