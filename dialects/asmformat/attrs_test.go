package asmformat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// A dialect attribute equals its default whether the default is written in
// the pretty form (#gpu.select_object) or the opaque one
// (#gpu<mat_transpose_mode NON_TRANSPOSE>, gpu.spmv's modeA).
func TestIsDefaultDialectAttr(t *testing.T) {
	ctx := ir.NewContext()
	tests := []struct {
		attr *ir.OpaqueAttr
		def  string
		want bool
	}{
		{ctx.OpaqueAttr("gpu", "mat_transpose_mode NON_TRANSPOSE"), "#gpu<mat_transpose_mode NON_TRANSPOSE>", true},
		{ctx.OpaqueAttr("gpu", "mat_transpose_mode TRANSPOSE"), "#gpu<mat_transpose_mode NON_TRANSPOSE>", false},
		{ctx.OpaqueAttr("nvgpu", "mat_transpose_mode NON_TRANSPOSE"), "#gpu<mat_transpose_mode NON_TRANSPOSE>", false},
		{ctx.OpaqueAttr("arith", "overflow<none>"), "#arith.overflow<none>", true},
		{ctx.OpaqueAttr("arith", "overflow<nsw>"), "#arith.overflow<none>", false},
		{ctx.OpaqueAttr("gpu", "select_object"), "#gpu.select_object", true},
		{ctx.OpaqueAttr("gpu", "select_object"), "#gpu<select_object", false},
		{ctx.OpaqueAttr("gpu", "select_object"), "gpu.select_object", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, isDefault(tt.attr, tt.def), "%s vs %s", tt.attr.Data, tt.def)
	}
}
