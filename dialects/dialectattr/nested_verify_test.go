package dialectattr_test

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/stretchr/testify/require"
)

// TestNestedAttrFailsVerifier: a nested dialect attribute that is read but
// fails its verifier is reported, then the outer parameter's failure at the
// token after the nested attribute, in that order, as mlir-opt 22 does
// (corpus/verify/nested_attrs.mlir checks the lines).
func TestNestedAttrFailsVerifier(t *testing.T) {
	const src = "func.func @f() {\n  \"x.y\"() {a = #xegpu.slice<#xegpu.layout<sg_layout = [2, 2], sg_data = [3]>, dims = [0]>} : () -> ()\n  return\n}\n"
	_, file, err := format.Source("t.mlir", []byte(src), format.Options{Dialects: dialects.MustCore(), Style: format.MLIROpt})
	require.Error(t, err)
	got := diag.AsList(err).Format(file)
	first := "t.mlir:2:42: error: expected sg_data and sg_layout to have the same rank"
	second := "t.mlir:2:77: error: failed to parse XeGPU_SliceAttr parameter 'parent'"
	require.Contains(t, got, first)
	require.Contains(t, got, second)
	require.Less(t, strings.Index(got, first), strings.Index(got, second), got)
}
