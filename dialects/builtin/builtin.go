// Package builtin is the Go side of the builtin dialect (see Register);
// package dialects registers it with the other upstream dialects.
package builtin

import "github.com/gomlir/gomlir/dialects/registry"

// Register registers what Go knows of the builtin dialect in h:
// builtin.module's body has builtin for default dialect (its
// OpAsmOpInterface's getDefaultDialect), so `module` prints bare; the
// verifiers of builtin.module and builtin.unrealized_conversion_cast.
func Register(h *registry.Hooks) {
	h.Op("builtin.module").DefaultDialect = "builtin"
	opVerifiers(h)
	defVerifiers(h)
}
