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

// Constants returns one func.func of n `arith.constant` ops in custom
// form (the 1M-op function), each result named and returned by
// none: a single op of the module body holding all of them.
func Constants(n int) []byte {
	var b bytes.Buffer
	b.Grow(n*36 + 128)
	b.WriteString("func.func @constants() {\n")
	for i := range n {
		fmt.Fprintf(&b, "  %%c%d = arith.constant %d : i64\n", i, i)
	}
	b.WriteString("  return\n}\n")
	return b.Bytes()
}

// Mixed returns one func.func of at least n ops in custom form whose ops
// use each other's results: integer and float arithmetic, comparisons and
// selects, memref loads and stores, and scf.for loops with bodies (some
// nested, some carrying values), with a comment now and then.
func Mixed(n int) []byte {
	var b bytes.Buffer
	b.Grow(n*60 + 256)
	b.WriteString("func.func @mixed(%mem: memref<1024xf32>, %imem: memref<64x64xi32>, %n: index, %x: f32) -> f32 {\n")
	b.WriteString("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c64 = arith.constant 64 : index\n")
	b.WriteString("  %acc0 = arith.constant 0.000000e+00 : f32\n")
	ops, k := 4, 0
	acc := "%acc0"
	for ops < n {
		if k%16 == 0 {
			fmt.Fprintf(&b, "  // step %d\n", k)
		}
		fmt.Fprintf(&b, "  %%i%d = arith.constant %d : i32\n", k, k%97)
		fmt.Fprintf(&b, "  %%j%d = arith.addi %%i%d, %%i%d : i32\n", k, k, k)
		fmt.Fprintf(&b, "  %%m%d = arith.muli %%j%d, %%i%d overflow<nsw> : i32\n", k, k, k)
		fmt.Fprintf(&b, "  %%p%d = arith.cmpi slt, %%m%d, %%j%d : i32\n", k, k, k)
		fmt.Fprintf(&b, "  %%s%d = arith.select %%p%d, %%m%d, %%j%d : i32\n", k, k, k, k)
		fmt.Fprintf(&b, "  %%ix%d = arith.index_cast %%s%d : i32 to index\n", k, k)
		fmt.Fprintf(&b, "  %%v%d = memref.load %%mem[%%ix%d] : memref<1024xf32>\n", k, k)
		fmt.Fprintf(&b, "  %%f%d = arith.addf %%v%d, %%x fastmath<fast> : f32\n", k, k)
		fmt.Fprintf(&b, "  memref.store %%f%d, %%mem[%%ix%d] : memref<1024xf32>\n", k, k)
		fmt.Fprintf(&b, "  %%r%d = scf.for %%it%d = %%c0 to %%n step %%c1 iter_args(%%a%d = %s) -> (f32) {\n", k, k, k, acc)
		fmt.Fprintf(&b, "    %%l%d = memref.load %%mem[%%it%d] : memref<1024xf32>\n", k, k)
		fmt.Fprintf(&b, "    %%q%d = arith.mulf %%l%d, %%a%d : f32\n", k, k, k)
		fmt.Fprintf(&b, "    scf.for %%jt%d = %%c0 to %%c64 step %%c1 {\n", k)
		fmt.Fprintf(&b, "      %%e%d = memref.load %%imem[%%jt%d, %%jt%d] : memref<64x64xi32>\n", k, k, k)
		fmt.Fprintf(&b, "      %%g%d = arith.xori %%e%d, %%s%d : i32\n", k, k, k)
		fmt.Fprintf(&b, "      memref.store %%g%d, %%imem[%%jt%d, %%jt%d] : memref<64x64xi32>\n", k, k, k)
		b.WriteString("    }\n")
		fmt.Fprintf(&b, "    scf.yield %%q%d : f32\n", k)
		b.WriteString("  }\n")
		acc = fmt.Sprintf("%%r%d", k)
		ops += 19
		k++
	}
	fmt.Fprintf(&b, "  return %s : f32\n}\n", acc)
	return b.Bytes()
}

// Modules returns a module of nested modules, as genmix.py writes files
// of real chunks (each nested module unindented, as mlir-opt printed it):
// about size bytes of modules holding a function of 200 mixed ops
// (Mixed), a function of 50 constants (Constants) and a private
// declaration.
func Modules(size int) []byte {
	var b bytes.Buffer
	b.Grow(size + 16<<10)
	mixed, consts := Mixed(200), Constants(50)
	b.WriteString("module {\n")
	for b.Len() < size {
		b.WriteString("module {\n")
		b.Write(mixed)
		b.Write(consts)
		b.WriteString("func.func private @decl(i32) -> i32\n}\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}
