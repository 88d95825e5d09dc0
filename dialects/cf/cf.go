// Package cf is the Go side of the cf dialect (see Register); package
// dialects registers it with the other upstream dialects.
package cf

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
)

// Register registers what Go knows of the cf dialect in h: the
// SwitchOpCases directive of cf.switch and the branch ops' successor
// operands for their verifier.
func Register(h *registry.Hooks) {
	h.Directive("cf", "SwitchOpCases", shared.SwitchOpCases)
	verifiers(h)
	opVerifiers(h)
}
