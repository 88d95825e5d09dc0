package sparsetensor_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/sparsetensor"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// resultType returns the type of the one result of `"test.op"() : () ->
// (T)`, or the error reading T gives: the attribute verifiers registered
// on the hook (EncodingError, SliceError) run as the type is read.
func resultType(t *testing.T, reg *dialects.Registry, typ string) (ir.Type, error) {
	t.Helper()
	src := []byte(`"test.op"() : () -> (` + typ + `)`)
	m, err := grammar.ParseFileWith("x.mlir", src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, err
	}
	res, err := lower.LowerWith(ir.NewContext(), m, lower.Options{Dialects: reg})
	if err != nil {
		return nil, err
	}
	op := res.Top.Regions[0].Blocks[0].Ops[0]
	return op.Result(0).Type(), nil
}

// TestEncodingErrors: the encoding's verify() and verifyEncoding, each
// message as mlir-opt 22 reports it for the same encoding.
func TestEncodingErrors(t *testing.T) {
	reg := dialects.MustCore()
	cases := []struct{ tensor, want string }{
		{"tensor<4xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : singleton) }>>", "expected compressed or loose_compressed level before singleton level"},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), posWidth = 7 }>>", "unexpected position bitwidth: 7"},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), crdWidth = 12 }>>", "unexpected coordinate bitwidth: 12"},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : batch) }>>", "Batch lvlType can only be leading levels."},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed(soa)) }>>", "SoA is only applicable to singleton lvlTypes."},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : compressed, d1 : compressed) }>>", "failed to infer lvlToDim from dimToLvl"},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 : compressed) }>>", "unexpected dimToLvl mapping from 2 to 1"},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : structured[2, 4], d1 : compressed) }>>", "expected n_out_of_m to be the last level type"},
		{"tensor<4x4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : singleton(soa), d2 : singleton) }>>", "expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS)."},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : structured[2, 4]) }>>", "expected all dense lvlTypes before a n_out_of_m level"},
		{"tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 8 : structured[2, 4]) }>>", "expected 1xm block structure for n_out_of_m level"},
		{"tensor<4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>>", "dimension-rank mismatch between encoding and tensor shape: 2 != 1"},
		{"tensor<f64, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>", "expected non-scalar sparse tensor"},
		{"tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), explicitVal = 1.0 : f32 }>>", "explicit value type mismatch between encoding and tensor element type: 'f32' != 'f64'"},
		{"tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), implicitVal = 1.0 : f32 }>>", "implicit value type mismatch between encoding and tensor element type: 'f32' != 'f64'"},
		{"tensor<4x4xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), implicitVal = 1.0 : f64 }>>", "implicit value must be zero"},
		{"tensor<4x4xcomplex<f64>, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), implicitVal = #complex.number<:f64 0.0, 1.0> : complex<f64> }>>", "implicit value must be zero"},
		// Sound: each of these mlir-opt 22 accepts.
		{"tensor<4x4xi32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), implicitVal = 0 : i32 }>>", ""},
		{"tensor<4x4xcomplex<f64>, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), implicitVal = #complex.number<:f64 0.0, 0.0> : complex<f64> }>>", ""},
		{"tensor<8x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>>", ""},
		{"tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 floordiv 4 : dense, d1 mod 4 : structured[2, 4]) }>>", ""},
		{"tensor<4x4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique, soa), d2 : singleton(soa)) }>>", ""},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : batch, d1 : compressed), posWidth = 8, crdWidth = 64 }>>", ""},
		{"tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, ?, 2)>) -> (d1 : dense, d0 : compressed) }>>", ""},
	}
	for _, c := range cases {
		typ, err := resultType(t, reg, c.tensor)
		if err != nil { // the encoding's own verify(), on the hook
			require.NotEmpty(t, c.want, c.tensor)
			require.ErrorContains(t, err, "error: "+c.want, c.tensor)
			continue
		}
		rt, ok := typ.(*ir.RankedTensorType)
		require.True(t, ok, c.tensor)
		enc, ok := rt.Encoding.(*ir.DialectAttr)
		require.True(t, ok, c.tensor)
		require.Equal(t, c.want, sparsetensor.TensorEncodingError(enc, rt.Shape, rt.Elem), c.tensor)
	}
}

// TestSliceErrors: the slice attribute's verify(), in mlir-opt 22's words.
func TestSliceErrors(t *testing.T) {
	reg := dialects.MustCore()
	cases := []struct{ slice, want string }{
		{"(1, 0, 1)", "expect positive value or ? for slice size"},
		{"(1, 1, 0)", "expect positive value or ? for slice stride"},
		{"(?, ?, 0)", "expect positive value or ? for slice stride"},
		{"(0, 1, 1)", ""},
		{"(?, ?, ?)", ""},
	}
	for _, c := range cases {
		src := "tensor<4xf32, #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice" + c.slice + ">) -> (d0 : compressed) }>>"
		typ, err := resultType(t, reg, src)
		if err != nil { // on the hook
			require.NotEmpty(t, c.want, src)
			require.ErrorContains(t, err, "error: "+c.want, src)
			continue
		}
		rt := typ.(*ir.RankedTensorType)
		enc := rt.Encoding.(*ir.DialectAttr)
		slices := enc.Params.List("dimSlices")
		require.Len(t, slices, 1, src)
		s, ok := slices[0].Attr.(*ir.DialectAttr)
		require.True(t, ok, src)
		require.Equal(t, c.want, sparsetensor.SliceError(s), src)
	}
}
