// Package complex is the Go side of the complex dialect (see Register);
// package dialects registers it with the other upstream dialects.
package complex

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
)

// Register registers what Go knows of the complex dialect in h:
// complex.constant's result name (its getAsmResultNames, %cst) and the
// ops' verifiers.
func Register(h *registry.Hooks) {
	verifiers(h)
	defVerifiers(h)
	shared.FixedResultNames(h.NameResults, map[string]string{"complex.constant": "cst"})
}
