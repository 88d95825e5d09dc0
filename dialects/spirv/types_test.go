package spirv_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

var core = dialects.MustCore()

// readType lowers the type !spirv.data with the core dialects.
func readType(t *testing.T, data string) (*ir.DialectType, error) {
	l := lower.NewAttrLowerer(ir.NewContext())
	l.DialectType = core.DialectType
	a, err := grammar.ParseAttribute("t", "!spirv."+data)
	require.NoError(t, err)
	got, err := l.Type(a.(*ast.TypeAttr).Type)
	if err != nil {
		return nil, err
	}
	d, ok := got.(*ir.DialectType)
	require.True(t, ok, "%s: %T", data, got)
	return d, nil
}

// TestSPIRVTypes checks SPIR-V types' canonical spellings and errors
// against mlir-opt 22.
func TestSPIRVTypes(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"ptr< f32 ,StorageBuffer >", "ptr<f32, StorageBuffer>"},
		{"array< 4x f32, stride = 4>", "array<4 x f32, stride=4>"},
		{"array<4xvector<4 x f32>>", "array<4 x vector<4xf32>>"},
		{"rtarray<!spirv.ptr<i32,Uniform>>", "rtarray<!spirv.ptr<i32, Uniform>>"},
		{"struct<(f32 [Offset = 0], i32 [NonWritable])>", "struct<(f32 [Offset=0], i32 [NonWritable])>"},
		{"struct<(f32 [0], i32 [4,NonWritable])>", "struct<(f32 [0], i32 [4, NonWritable])>"},
		{"struct<n, (!spirv.ptr<!spirv.struct<n>, Uniform>)>", "struct<n, (!spirv.ptr<!spirv.struct<n>, Uniform>)>"},
		{"coopmatrix<8x16xf32,Subgroup,MatrixA>", "coopmatrix<8x16xf32, Subgroup, MatrixA>"},
		// Decorations sorted by value, an empty list dropped, the
		// struct's own after its members.
		{"struct<(f32 [0, NonWritable, Offset=4, RelaxedPrecision])>", "struct<(f32 [0, RelaxedPrecision, NonWritable, Offset=4])>"},
		{"struct<(f32 [])>", "struct<(f32)>"},
		{"struct<(f32 [0]) , Binding = 2, Block>", "struct<(f32 [0]), Block, Binding=2>"},
		{"struct<()>", "struct<()>"},
		// uint32_t parameters: -1 is 4294967295.
		{"array<4 x f32, stride=-1>", "array<4 x f32, stride=4294967295>"},
		{"struct<(f32 [-1])>", "struct<(f32 [4294967295])>"},
		{"matrix<4 x vector<4xf16>>", "matrix<4 x vector<4xf16>>"},
		// Struct members are not checked as other nested types are.
		{"struct<(none, i7)>", "struct<(none, i7)>"},
		{"ptr<vector<[4]xf32>, Uniform>", "ptr<vector<[4]xf32>, Uniform>"},
		{"matrix<3 x vector<3xf32>>", "matrix<3 x vector<3xf32>>"},
		{"arm.tensor<2 x 3 x i8>", "arm.tensor<2x3xi8>"},
		{"arm.tensor<? x ? x i8>", "arm.tensor<?x?xi8>"},
		{"sampled_image<!spirv.image<f32,Dim2D,NoDepth,NonArrayed,SingleSampled,NeedSampler,Rgba8>>",
			"sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>"},
	} {
		got, err := readType(t, tt.in)
		if assert.NoError(t, err, tt.in) {
			assert.Equal(t, tt.want, got.Data, tt.in)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"sampler", "unknown SPIR-V type: sampler"},
		{"array<4 x f32, stride=0>", "ArrayStride must be greater than zero"},
		{"ptr<f32, Foo>", "unknown storage class: Foo"},
		{"coopmatrix<8x16xf32, Foo, MatrixA>", "invalid scope <id> attribute specification: Foo"},
		{"coopmatrix<8x16xf32, Subgroup, Foo>", "invalid use <id> attribute specification: Foo"},
		{"image<f32, Foo, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>", "unknown attribute: 'Foo'"},
		{"struct<(f32 [0, Foo=1])>", "unknown attribute: 'Foo'"},
		{"struct<a>", "recursive struct reference not nested in struct definition"},
		{"struct<(f32, i32 [4])>", "offset specification must be given for all members"},
		{"struct<(f32 [0], i32)>", "offset specification must be given for all members"},
		{"struct<(f32 [NonWritable, 0])>", "expected valid keyword"},
		{"struct<(), Block>", "expected non-function type"},
		{"struct<(f32), Foo>", "unknown attribute: 'Foo'"},
		{"array<0 x f32>", "expected array length greater than 0"},
		{"array<4 x 4 x f32>", "expected single integer for array element count"},
		{"array<? x f32>", "expected static shape"},
		{"array<4 x f32, stride=4294967296>", "integer value too large"},
		{"matrix<5 x vector<3xf32>>", "matrix is expected to have 2, 3, or 4 columns"},
		{"matrix<3 x 2 x vector<3xf32>>", "expected single unsigned integer for number of columns"},
		{"matrix<3 x f32>", "matrix must be composed using vector type, got 'f32'"},
		{"matrix<3 x vector<5xf32>>", "matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 5"},
		{"matrix<3 x vector<3xi32>>", "matrix columns' elements must be of Float type, got 'i32'"},
		{"coopmatrix<8x16x4xf32, Subgroup, MatrixA>", "expected row and column count"},
		{"coopmatrix<?x16xf32, Subgroup, MatrixA>", "expected static shape"},
		{"arm.tensor<f32>", "arm.tensors do not support rank zero"},
		{"arm.tensor<2x0xf32>", "arm.tensors do not support zero dimensions"},
		{"arm.tensor<2x?xf32>", "arm.tensor shape dimensions must be either fully dynamic or completed shaped"},
		{"sampled_image<f32>", "sampled image must be composed using image type, got 'f32'"},
		{"ptr<none, Uniform>", "cannot use 'none' to compose SPIR-V types"},
		{"ptr<!llvm.ptr, Uniform>", "cannot use '!llvm.ptr' to compose SPIR-V types"},
		{"array<2 x i7>", "only 1/8/16/32/64-bit integer type allowed but found 'i7'"},
		{"rtarray<vector<2x2xf32>>", "only 1-D vector allowed but found 'vector<2x2xf32>'"},
		{"coopmatrix<8x8xvector<5xf32>, Subgroup, MatrixA>", "vector length has to be less than or equal to 4 but found 5"},
		{"arm.tensor<2xindex>", "cannot use 'index' to compose SPIR-V types"},
		{"sampled_image<!spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>>",
			"sampled image Dim must not be SubpassData or Buffer, got Buffer"},
		{"struct<a, (!spirv.struct<a, (f32)>)>", "identifier already used for an enclosing struct"},
	} {
		_, err := readType(t, tt.in)
		if assert.Error(t, err, tt.in) {
			assert.Contains(t, err.Error(), tt.want)
		}
	}
}

// TestSPIRVTypeParams checks the parameters SPIR-V types hold, named as
// their C++ classes' accessors.
func TestSPIRVTypeParams(t *testing.T) {
	read := func(data string) ir.Params {
		d, err := readType(t, data)
		require.NoError(t, err, data)
		return d.Params
	}
	ptr := read("ptr<f32, StorageBuffer>")
	_, sc, ok := ptr.Enum("storageClass")
	assert.True(t, ok)
	assert.Equal(t, "StorageBuffer", sc)
	v, _, _ := ptr.Enum("storageClass")
	assert.Equal(t, uint64(12), v) // SPIR-V's StorageBuffer
	assert.IsType(t, &ir.FloatType{}, ptr.Type("pointeeType"))

	arr := read("array<4 x !spirv.ptr<i32, Uniform>, stride=8>")
	n, _ := arr.Int("elementCount")
	s, _ := arr.Int("stride")
	assert.Equal(t, []int64{4, 8}, []int64{n, s})
	elem := arr.Type("elementType").(*ir.DialectType)
	assert.Equal(t, "ptr", elem.Mnemonic())
	assert.False(t, read("rtarray<f32>").Has("stride"))

	st := read("struct<n, (f32 [0, NonWritable], !spirv.ptr<!spirv.struct<n>, Uniform> [8])>")
	id, _ := st.Str("identifier")
	assert.Equal(t, "n", id)
	members := st.List("memberTypes")
	require.Len(t, members, 2)
	self := members[1].Type.(*ir.DialectType).Params.Type("pointeeType").(*ir.DialectType)
	assert.Equal(t, "struct<n>", self.Data)
	assert.Equal(t, ir.Params{{Name: "identifier", Kind: ir.ParamString, Str: "n", Text: "n"}}, self.Params)
	assert.Equal(t, "0, 8", st.Text("offsetInfo"))
	decos := st.List("memberDecorations")
	require.Len(t, decos, 1)
	_, word, _ := ir.Params(decos[0].List).Enum("decoration")
	assert.Equal(t, "NonWritable", word)
	assert.False(t, read("struct<(f32)>").Has("offsetInfo"))
	sd := read("struct<(f32), Block, Binding=2>").List("structDecorations")
	require.Len(t, sd, 2)
	binding := ir.Params(sd[1].List)
	_, word, _ = binding.Enum("decoration")
	value, _ := binding.Int("value")
	assert.Equal(t, []any{"Binding", int64(2)}, []any{word, value})
	assert.False(t, read("struct<(f32)>").Has("identifier"))

	img := read("image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>")
	for name, want := range map[string]string{"dim": "Dim2D", "depthInfo": "NoDepth", "arrayedInfo": "NonArrayed",
		"samplingInfo": "SingleSampled", "samplerUseInfo": "NeedSampler", "format": "Rgba8"} {
		_, got, ok := img.Enum(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	cm := read("coopmatrix<8x16xf32, Subgroup, MatrixA>")
	rows, _ := cm.Int("rows")
	cols, _ := cm.Int("columns")
	_, use, _ := cm.Enum("use")
	assert.Equal(t, []any{int64(8), int64(16), "MatrixA"}, []any{rows, cols, use})
	si := read("sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>")
	assert.Equal(t, "image", si.Type("imageType").(*ir.DialectType).Mnemonic())
}
