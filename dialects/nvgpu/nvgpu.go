// Package nvgpu is the Go side of the nvgpu dialect: its ops' verifiers
// (see Register); package dialects registers it with the other upstream
// dialects.
package nvgpu

import "github.com/gomlir/gomlir/dialects/registry"

// Register registers what Go knows of the nvgpu dialect in h.
func Register(h *registry.Hooks) {
	verifiers(h)
}
