// Package amx is the Go side of the amx dialect: its ops' verifiers (see
// Register); package dialects registers it with the other upstream
// dialects.
package amx

import "github.com/gomlir/gomlir/dialects/registry"

// Register registers what Go knows of the amx dialect in h.
func Register(h *registry.Hooks) {
	verifiers(h)
}
