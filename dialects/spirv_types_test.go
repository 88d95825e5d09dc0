package dialects

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestSPIRVTypes checks SPIR-V types' canonical spellings and errors
// against mlir-opt 22.
func TestSPIRVTypes(t *testing.T) {
	read := func(data string) (string, error) {
		l := lower.NewAttrLowerer(ir.NewContext())
		l.DialectType = MustCore().DialectType
		a, err := grammar.ParseAttribute("t", "!spirv."+data)
		require.NoError(t, err)
		got, err := l.Type(a.(*ast.TypeAttr).Type)
		if err != nil {
			return "", err
		}
		return got.(*ir.OpaqueType).Data, nil
	}
	for _, tt := range []struct{ in, want string }{
		{"ptr< f32 ,StorageBuffer >", "ptr<f32, StorageBuffer>"},
		{"array< 4x f32, stride = 4>", "array<4 x f32, stride=4>"},
		{"array<4xvector<4 x f32>>", "array<4 x vector<4xf32>>"},
		{"rtarray<!spirv.ptr<i32,Uniform>>", "rtarray<!spirv.ptr<i32, Uniform>>"},
		{"struct<(f32 [Offset = 0], i32 [4,NonWritable])>", "struct<(f32 [Offset=0], i32 [4, NonWritable])>"},
		{"struct<n, (!spirv.ptr<!spirv.struct<n>, Uniform>)>", "struct<n, (!spirv.ptr<!spirv.struct<n>, Uniform>)>"},
		{"coopmatrix<8x16xf32,Subgroup,MatrixA>", "coopmatrix<8x16xf32, Subgroup, MatrixA>"},
	} {
		got, err := read(tt.in)
		if assert.NoError(t, err, tt.in) {
			assert.Equal(t, tt.want, got, tt.in)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"sampler", "unknown SPIR-V type: sampler"},
		{"array<4 x f32, stride=0>", "ArrayStride must be greater than zero"},
	} {
		_, err := read(tt.in)
		if assert.Error(t, err, tt.in) {
			assert.Contains(t, err.Error(), tt.want)
		}
	}
}
