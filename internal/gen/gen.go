// Package gen writes large, realistic MLIR files for benchmarks: generic
// form as mlir-opt --mlir-print-op-generic prints it (a fixed point of the
// printer), with functions of linalg-like ops, nested regions, affine maps,
// dense constants, multi-result ops and branches.
package gen

import (
	"bytes"
	"fmt"
)

// Generic returns a generic-form module of at least size bytes.
func Generic(size int) []byte {
	var b bytes.Buffer
	b.Grow(size + 64<<10)
	b.WriteString("#map = affine_map<(d0, d1) -> (d0, d1)>\n")
	b.WriteString("#map1 = affine_map<(d0, d1) -> (d1, d0)>\n")
	b.WriteString("\"builtin.module\"() ({\n")
	for f := 0; b.Len() < size; f++ {
		writeFunc(&b, f)
	}
	b.WriteString("}) : () -> ()\n")
	return b.Bytes()
}

// writeFunc writes one function of about 200 operations.
func writeFunc(b *bytes.Buffer, f int) {
	fmt.Fprintf(b, "  \"func.func\"() <{function_type = (tensor<64x128xf32>, tensor<128x64xf32>, i64) -> tensor<64x64xf32>, sym_name = \"fn%d\"}> ({\n", f)
	b.WriteString("  ^bb0(%arg0: tensor<64x128xf32>, %arg1: tensor<128x64xf32>, %arg2: i64):\n")
	v := 0
	for i := 0; i < 20; i++ {
		fmt.Fprintf(b, "    %%%d = \"arith.constant\"() <{value = dense<%.6e> : tensor<64x64xf32>}> : () -> tensor<64x64xf32>\n", v, float64(i)+0.5)
		fmt.Fprintf(b, "    %%%d = \"arith.constant\"() <{value = %d : i64}> : () -> i64\n", v+1, i)
		fmt.Fprintf(b, "    %%%d = \"arith.addi\"(%%arg2, %%%d) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64\n", v+2, v+1)
		fmt.Fprintf(b, "    %%%d = \"test.matmul\"(%%arg0, %%arg1, %%%d) <{operandSegmentSizes = array<i32: 2, 1>}> ({\n", v+3, v)
		fmt.Fprintf(b, "    ^bb0(%%arg3: f32, %%arg4: f32, %%arg5: f32):\n")
		fmt.Fprintf(b, "      %%%d = \"arith.mulf\"(%%arg3, %%arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n", v+4)
		fmt.Fprintf(b, "      %%%d = \"arith.addf\"(%%arg5, %%%d) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n", v+5, v+4)
		fmt.Fprintf(b, "      \"test.yield\"(%%%d) : (f32) -> ()\n", v+5)
		fmt.Fprintf(b, "    }) {indexing_maps = [#map, #map1, #map], tag = \"mm%d\", unroll = [1, 2, 4]} : (tensor<64x128xf32>, tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>\n", i)
		fmt.Fprintf(b, "    %%%d:2 = \"test.split\"(%%%d) : (tensor<64x64xf32>) -> (tensor<32x64xf32>, tensor<32x64xf32>)\n", v+6, v+3)
		fmt.Fprintf(b, "    \"test.use\"(%%%d#0, %%%d#1) {note = \"split halves\"} : (tensor<32x64xf32>, tensor<32x64xf32>) -> ()\n", v+6, v+6)
		v += 7
	}
	fmt.Fprintf(b, "    \"cf.br\"()[^bb1] : () -> ()\n")
	fmt.Fprintf(b, "  ^bb1:  // pred: ^bb0\n")
	fmt.Fprintf(b, "    \"func.return\"(%%%d) : (tensor<64x64xf32>) -> ()\n", v-4)
	b.WriteString("  }) : () -> ()\n")
}
