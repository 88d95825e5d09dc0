// Package xevm is the Go side of the xevm dialect: its ops' verifiers
// (see Register); package dialects registers it with the other upstream
// dialects.
package xevm

import "github.com/gomlir/gomlir/dialects/registry"

// Register registers what Go knows of the xevm dialect in h.
func Register(h *registry.Hooks) {
	verifiers(h)
}
