package lower

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// TestBuiltinTypeErrors checks the builtin types' verifiers: mlir-opt 22's
// words at mlir-opt's column (measured with each type as a function's
// result, `func.func private @z() -> T`, less the 26 columns before T).
func TestBuiltinTypeErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"vector<1x0xi32>", "1:1: vector types must have positive constant sizes but got 1, 0"},
		{"vector<1x[0]xi32>", "1:1: vector types must have positive constant sizes but got 1, 0"},
		{"vector<1xtensor<i32>>", "1:1: failed to verify 'elementType': VectorElementTypeInterface instance"},
		{"vector<2xcomplex<f32>>", "1:1: failed to verify 'elementType': VectorElementTypeInterface instance"},
		{"vector<2x!foo.bar>", "1:1: failed to verify 'elementType': VectorElementTypeInterface instance"},
		{"tensor<tensor<i8>>", "1:8: invalid tensor element type"},
		{"tensor<*xtensor<i8>>", "1:10: invalid tensor element type"},
		{"tensor<2xmemref<i8>>", "1:10: invalid tensor element type"},
		{"tensor<2xnone>", "1:10: invalid tensor element type"},
		{"tensor<2xtuple<i8>>", "1:10: invalid tensor element type"},
		{"tensor<2x(i8)->i8>", "1:10: invalid tensor element type"},
		{"memref<?xtensor<i8>>", "1:10: invalid memref element type"},
		{"memref<*xtensor<i8>>", "1:10: invalid memref element type"},
		{"memref<2xnone>", "1:10: invalid memref element type"},
		{"memref<2x!llvm.ptr>", "1:10: invalid memref element type"},
		{"memref<2xtuple<>>", "1:10: invalid memref element type"},
		{"memref<2x(i8)->i8>", "1:10: invalid memref element type"},
		{`memref<2x!foo<"x">>`, "1:10: invalid memref element type"},
		{"memref<*xi8, affine_map<(d0)->(d0)>>", "1:36: cannot have affine map for unranked memref type"},
		{"memref<*xi8, affine_map<(d0)->(d0)>  >", "1:38: cannot have affine map for unranked memref type"},
		{"memref<2xi8, 1, affine_map<(d0)->(d0)>>", "1:39: expected memory space to be last in memref type"},
		{"memref<2xi8, 1, 2>", "1:18: multiple memory spaces specified in memref type"},
		{"memref<2xi8, 1  , 2  >", "1:22: multiple memory spaces specified in memref type"},
		{"memref<*xi8, 1, 2>", "1:18: multiple memory spaces specified in memref type"},
		{"memref<42xi8, affine_map<(d0, d1) -> (d0, d1)>>", "1:1: memref layout mismatch between rank and affine map: 1 != 2"},
		{"memref<42xi8, strided<[1, 1]>>", "1:1: expected the number of strides to match the rank"},
		{"complex<index>", "1:9: invalid element type for complex"},
		{"complex<  vector<2xf32> >", "1:11: invalid element type for complex"},
		{"complex<!foo.bar>", "1:9: invalid element type for complex"},
	}
	for _, tt := range tests {
		ty, err := grammar.ParseType("", tt.src)
		require.NoError(t, err, tt.src)
		_, err = NewAttrLowerer(ir.NewContext()).Type(ty)
		require.Error(t, err, tt.src)
		d := err.(*diag.Diagnostic)
		assert.Equal(t, tt.want, ast.NewFile("", []byte(tt.src)).Position(d.Pos).String()+": "+d.Msg, tt.src)
	}
}

// TestBuiltinTypesAccepted are element types and parameters mlir-opt 22
// accepts.
func TestBuiltinTypesAccepted(t *testing.T) {
	for _, src := range []string{
		"tensor<2x!foo.bar>", "tensor<2xcomplex<i1>>", "tensor<2xvector<2xi8>>", "tensor<2x!llvm.ptr>",
		"memref<2xcomplex<f32>>", "memref<2xmemref<f32>>", "memref<2xvector<2xf32>>", "memref<2x!ptr.ptr<#ptr.generic_space>>",
		"vector<2x!llvm.ptr>", "vector<2x!ptr.ptr<#ptr.generic_space>>", "vector<2x[3]x4xi8>",
		"complex<f8E4M3FN>", "complex<si8>", `memref<2xi8, "x">`, "memref<2xi8, strided<[1]>, 3>",
	} {
		ty, err := grammar.ParseType("", src)
		require.NoError(t, err, src)
		_, err = NewAttrLowerer(ir.NewContext()).Type(ty)
		assert.NoError(t, err, src)
	}
}

// TestTypeInMessage checks that a type in a diagnostic is spelled in full,
// as mlir-opt spells it (a tensor with its encoding, a memref with its
// memory space).
func TestTypeInMessage(t *testing.T) {
	tests := []struct{ src, want string }{
		{"\"t.b\"(%0) : (tensor<8xi32>) -> ()\n%0 = \"t.a\"() : () -> tensor<8xi32, \"enc\">\n",
			"2:1: definition of SSA value '%0#0' has type 'tensor<8xi32, \"enc\">'"},
		{"%0 = \"t.a\"() : () -> memref<2xi8, 1>\n\"t.b\"(%0) : (memref<2xi8>) -> ()\n",
			"2:7: use of value '%0' expects different type than prior uses: 'memref<2xi8>' vs 'memref<2xi8, 1>'"},
	}
	for _, tt := range tests {
		m, err := grammar.ParseFile("", []byte(tt.src))
		require.NoError(t, err)
		_, err = Lower(ir.NewContext(), m)
		require.Error(t, err, tt.src)
		var d *diag.Diagnostic
		switch e := err.(type) {
		case *diag.Diagnostic:
			d = e
		case diag.List:
			d = e[0]
		}
		require.NotNil(t, d, "%T", err)
		assert.Equal(t, tt.want, ast.NewFile("", []byte(tt.src)).Position(d.Pos).String()+": "+d.Msg)
	}
}

// TestLiteralErrorPos checks that a negative literal's errors are at its
// number, after the minus, as mlir-opt reports them (measured in
// `"a.b"() {x = A} : () -> ()`, less the 13 columns before A).
func TestLiteralErrorPos(t *testing.T) {
	tests := []struct{ src, want string }{
		{"-129 : i8", "1:2: integer constant out of range for attribute"},
		{"256 : i8", "1:1: integer constant out of range for attribute"},
		{"-0", "1:2: integer constant out of range for attribute"},
		{"-1 : ui8", "1:2: negative integer literal not valid for unsigned integer type"},
		{"-0x1 : f32", "1:2: hexadecimal float literal should not have a leading minus"},
		{"dense<-129> : tensor<i8>", "1:8: integer constant out of range for type"},
		{"dense<-1> : tensor<ui8>", "1:8: expected unsigned integer elements, but parsed negative value"},
		{"dense<-1.0> : tensor<i8>", "1:8: expected integer elements, but parsed floating-point"},
		{"dense<[0x0, -1]> : tensor<2xf32>", "1:14: unexpected decimal integer literal for a floating point value"},
		// Elements attributes take every shaped type of a static shape.
		{"dense<1> : memref<?xi32>", "1:1: elements literal type must have static shape"},
		{"dense<1> : memref<*xi32>", "1:1: elements literal type must have static shape"},
		{"dense<1> : tensor<*xi32>", "1:1: elements literal type must have static shape"},
		{"dense<1> : i32", "1:1: elements literal must be a shaped type"},
		{"sparse<[[0]], [1]> : i32", "1:1: elements literal must be a shaped type"},
		{"sparse<[[0]], [1]> : tensor<?xi32>", "1:1: elements literal type must have static shape"},
		{"dense<1> : tensor<2xcomplex<f32>>", "1:1: parsed 1 elements, but type ('complex<f32>') expected 2 elements"},
		{"dense<1> : memref<2xcomplex<f32>>", "1:1: parsed 1 elements, but type ('complex<f32>') expected 2 elements"},
		{"dense<[(1, 2), 3]> : tensor<2xcomplex<f32>>", "1:1: parsed 3 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements"},
		{"dense<-1> : tensor<2x!foo.bar>", "1:1: expected string token, got 1"},
		{"dense<(1, 2)> : tensor<2xvector<2xi32>>", "1:1: expected string token, got 1"},
	}
	for _, tt := range tests {
		a, err := grammar.ParseAttribute("", tt.src)
		require.NoError(t, err, tt.src)
		_, err = NewAttrLowerer(ir.NewContext()).Attr(a)
		require.Error(t, err, tt.src)
		d := err.(*diag.Diagnostic)
		assert.Equal(t, tt.want, ast.NewFile("", []byte(tt.src)).Position(d.Pos).String()+": "+d.Msg, tt.src)
	}
}
