package verify

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// The CPred forms gomlir evaluates, and the verdict unknown for the
// others (never reported).
func TestAtoms(t *testing.T) {
	loadData()
	ctx := ir.NewContext()
	f32, i32, idx := ctx.Float(ir.F32), ctx.I(32), ctx.Index()
	vec := ctx.Vector([]int64{4}, nil, f32)
	mem := ctx.MemRef([]int64{2, 3}, f32, nil, nil)
	cases := []struct {
		pred string
		self any
		want tri
	}{
		{"$_self.isSignlessInteger(32)", i32, yes},
		{"$_self.isSignlessInteger(32)", f32, no},
		{"::llvm::isa<::mlir::IndexType>($_self)", idx, yes},
		{"::llvm::isa<::mlir::IntegerType, ::mlir::IndexType>($_self)", f32, no},
		{"::llvm::cast<::mlir::VectorType>($_self).getNumElements() == 4", vec, yes},
		{"::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 3", mem, no},
		{"(::llvm::isa<::mlir::MemRefType>($_self)) && (::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape())", mem, yes},
		{"!(::llvm::isa<::mlir::VectorType>($_self))", vec, no},
		{"::getElementTypeOrSelf($_self) == ::getElementTypeOrSelf($_self)", vec, yes},
		{"$_self.hasTrait<::mlir::ValueSemantics>()", mem, no},
		{"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)", f32, no},
		{"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)", ctx.OpaqueType("llvm", "ptr<3>"), yes},
		{"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3", ctx.OpaqueType("llvm", "ptr<3>"), yes},
		{"::llvm::isa<::mlir::acc::MappableType>($_self)", ctx.OpaqueType("acc", "x"), unknown},
		{"someFunctionGomlirDoesNotKnow($_self)", f32, unknown},
		{"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0", ctx.IntAttr(i32, -1), no},
		{"::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)", ctx.DenseArray(ctx.I(64), []uint64{1}), yes},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, compileAtom(tc.pred, nil)(newEnv(tc.self)), tc.pred)
	}
}

// Three-valued combinations: an unknown part does not hide a verdict
// the known parts decide.
func TestCombinators(t *testing.T) {
	y := func(*env) tri { return yes }
	n := func(*env) tri { return no }
	u := unknownPred
	assert.Equal(t, no, andPred([]predFn{u, n})(nil))
	assert.Equal(t, unknown, andPred([]predFn{u, y})(nil))
	assert.Equal(t, yes, orPred([]predFn{u, y})(nil))
	assert.Equal(t, unknown, orPred([]predFn{u, n})(nil))
}

// Element types through the Concat/SubstLeaves forms ODS generates.
func TestElementTypeConcat(t *testing.T) {
	ctx := ir.NewContext()
	child := substPred("$_self", "elementType", compileAtom("$_self.isF32()", nil))
	p := concatPred("[](::mlir::Type elementType) { return ", "; }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())", child)
	assert.Equal(t, yes, p(newEnv(ctx.RankedTensor([]int64{2}, ctx.Float(ir.F32), nil))))
	assert.Equal(t, no, p(newEnv(ctx.RankedTensor([]int64{2}, ctx.I(8), nil))))
}
