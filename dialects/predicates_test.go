package dialects

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestTypePredicates: the C++ type predicates and accessors of the llvm
// and gpu dialects' ODS constraints, as the core registry answers them
// (known false: the verifier cannot tell).
func TestTypePredicates(t *testing.T) {
	reg := MustCore()
	l := lower.NewAttrLowerer(ir.NewContext())
	l.SetDialects(reg)
	typ := func(src string) ir.Type {
		syn, err := grammar.ParseType("t", src)
		require.NoError(t, err, src)
		ty, err := l.Type(syn)
		require.NoError(t, err, src)
		return ty
	}
	type verdict struct{ holds, known bool }
	for _, c := range []struct {
		pred, typ string
		want      verdict
	}{
		{"LLVM::isCompatibleType", "i32", verdict{true, true}},
		{"LLVM::isCompatibleType", "si32", verdict{false, true}},
		{"LLVM::isCompatibleType", "f8E4M3FN", verdict{false, true}},
		{"LLVM::isCompatibleType", "!llvm.ptr", verdict{true, true}},
		{"LLVM::isCompatibleType", "vector<4xf32>", verdict{true, true}},
		{"LLVM::isCompatibleType", "vector<2x2xf32>", verdict{false, true}},
		{"LLVM::isCompatibleType", "!gpu.async.token", verdict{false, false}},
		{"LLVM::isCompatibleOuterType", "vector<4xsi8>", verdict{true, true}},
		{"LLVM::isCompatibleOuterType", "index", verdict{false, true}},
		{"LLVM::isCompatibleFloatingPointType", "f80", verdict{true, true}},
		{"LLVM::isCompatibleFloatingPointType", "tf32", verdict{false, true}},
		{"LLVM::isCompatibleVectorType", "vector<4xi1>", verdict{true, true}},
		{"LLVM::isCompatibleVectorType", "i32", verdict{false, true}},
		{"isa<gpu::AsyncTokenType>", "!gpu.async.token", verdict{true, true}},
		{"isa<gpu::AsyncTokenType>", "i32", verdict{false, true}},
	} {
		p := reg.TypePredicate(c.pred)
		require.NotNil(t, p, c.pred)
		holds, known := p(typ(c.typ))
		assert.Equal(t, c.want, verdict{holds, known}, "%s(%s)", c.pred, c.typ)
	}
	assert.Nil(t, reg.TypePredicate("LLVM::isLoadableType"))

	space := reg.TypeInt("LLVM::LLVMPointerType::getAddressSpace")
	require.NotNil(t, space)
	for src, want := range map[string]int64{"!llvm.ptr": 0, "!llvm.ptr<3>": 3} {
		n, ok := space(typ(src))
		assert.True(t, ok, src)
		assert.Equal(t, want, n, src)
	}
	_, ok := space(typ("i32"))
	assert.False(t, ok)
}
