package acc_test

import (
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/stretchr/testify/require"
)

// TestAccVarType: custom<VarPtrType> leaves varType out when it is what
// the parser infers (a memref's element type, else the type itself) and
// writes it otherwise; an LLVM pointer has no element type (mlir-opt
// crashes without varType), which gomlir rejects with a message instead;
// a type alias defined earlier is looked through, as mlir-opt does.
func TestAccVarType(t *testing.T) {
	const pre = "!m = memref<4xf32>\nfunc.func @f(%a: memref<4xf32>, %p: !llvm.ptr) {\n  "
	const post = "\n  return\n}\n"
	for _, c := range []struct{ in, want, err string }{
		{"%0 = acc.copyin varPtr(%a : memref<4xf32>) -> memref<4xf32>", "varPtr(%arg0 : memref<4xf32>) -> memref<4xf32>", ""},
		{"%0 = acc.copyin varPtr(%a : memref<4xf32>) varType(f32) -> memref<4xf32>", "varPtr(%arg0 : memref<4xf32>) -> memref<4xf32>", ""},
		{"%0 = acc.copyin var(%a : memref<4xf32>) varType(f64) -> memref<4xf32>", "varPtr(%arg0 : memref<4xf32>) varType(f64) -> memref<4xf32>", ""},
		{"%0 = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) -> !llvm.ptr", "varPtr(%arg1 : !llvm.ptr) varType(i32) -> !llvm.ptr", ""},
		{"%0 = acc.copyin varPtr(%p : !llvm.ptr) -> !llvm.ptr", "", "3:31: error: custom op 'acc.copyin' an LLVM pointer has no element type"},
		{"%0 = acc.copyin varPtr(%a : !m) -> memref<4xf32>", "varPtr(%arg0 : memref<4xf32>) -> memref<4xf32>", ""},
		{"%0 = acc.copyin varPtr(%a : !m) varType(f64) -> memref<4xf32>", "varPtr(%arg0 : memref<4xf32>) varType(f64) -> memref<4xf32>", ""},
	} {
		got, file, err := format.Source("t.mlir", []byte(pre+c.in+post), format.Options{Dialects: dialects.MustCore(), Style: format.MLIROpt})
		if c.err != "" {
			require.Error(t, err, c.in)
			require.Contains(t, diag.AsList(err).Format(file), "t.mlir:"+c.err, c.in)
			continue
		}
		require.NoError(t, err, c.in)
		require.Contains(t, string(got), "acc.copyin "+c.want+"\n", c.in)
	}
}
