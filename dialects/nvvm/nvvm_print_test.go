package nvvm_test

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/stretchr/testify/require"
)

// TestMmaBlockScalePtxTypes: the block-scaled mma ops infer each of
// multiplicandAPtxType and multiplicandBPtxType the text leaves out from
// A's (B's) type when it implies one (vector<2xf16>: f16, f32: tf32), leave
// it unset when it does not (i32), and do not print it when the type
// implies one, even when written with another value. The wanted outputs
// are mlir-opt 22's.
func TestMmaBlockScalePtxTypes(t *testing.T) {
	const pre = "llvm.func @g(%a: vector<2xf16>, %c: f32, %s: i32, %h: i16, %i: i32) {\n  "
	const post = "\n  llvm.return\n}\n"
	const tail = `scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>}`
	const printedTail = `blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, `
	for _, c := range []struct{ in, custom, generic string }{
		{
			"%0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%s, %h, %h] scaleB[%s, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, " + tail + " : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			"{" + printedTail + "scaleVecSize",
			"multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes",
		},
		{
			"%0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%s, %h, %h] scaleB[%s, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, " + tail + " : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			"{" + printedTail + "scaleVecSize",
			"multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes",
		},
		{
			"%0 = nvvm.mma.sp.block_scale A[%c, %c] B[%i, %i] C[%c, %c, %c, %c] sparseMetadata[%i] selector[%i] scaleA[%s, %h, %h] scaleB[%s, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, " + tail + " : (f32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			"{" + printedTail + "multiplicandBPtxType = #nvvm.mma_type<e4m3>, orderedMetadata, scaleVecSize",
			"multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, operandSegmentSizes",
		},
		{
			"%0 = nvvm.mma.block_scale A[%i, %i] B[%i, %i] C[%c, %c, %c, %c] scaleA[%s, %h, %h] scaleB[%s, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, " + tail + " : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			"{" + printedTail + "scaleVecSize",
			"kind = #nvvm.block_scale_kind<mxf8f6f4>, operandSegmentSizes",
		},
	} {
		for _, generic := range []bool{false, true} {
			got, _, err := format.Source("t.mlir", []byte(pre+c.in+post), format.Options{Dialects: dialects.MustCore(), Style: format.MLIROpt, Generic: generic})
			require.NoError(t, err, c.in)
			want := c.custom
			if generic {
				want = c.generic
			}
			var line string
			for _, l := range strings.Split(string(got), "\n") {
				if strings.Contains(l, "block_scale") {
					line = l
				}
			}
			require.Contains(t, line, want, "generic=%v: %s", generic, c.in)
		}
	}
}
