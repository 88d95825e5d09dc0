// Package index is the Go side of the index dialect (see Register);
// package dialects registers it with the other upstream dialects.
package index

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the index dialect in h: the result
// names of its constants, the rule of its casts.
func Register(h *registry.Hooks) {
	h.NameResults("index.constant", constantName)
	h.NameResults("index.bool.constant", boolConstantName)
	casts(h)
}

// constantName is index.constant's getAsmResultNames: `%idx42`.
func constantName(op *ir.Operation, set func(int, string)) {
	if ia, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
		set(0, "idx"+ia.Value.String())
	}
}

// boolConstantName is index.bool.constant's getAsmResultNames: `%true`,
// `%false`.
func boolConstantName(op *ir.Operation, set func(int, string)) {
	if ia, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
		if ia.Value.Sign() != 0 {
			set(0, "true")
		} else {
			set(0, "false")
		}
	}
}
