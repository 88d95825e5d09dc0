package verify

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/dialect"
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
		// A dialect's C++ accessor or predicate: unknown without a
		// registry (TestDialectAtoms).
		{"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3", ctx.OpaqueType("llvm", "ptr<3>"), unknown},
		{"::mlir::LLVM::isCompatibleType($_self)", i32, unknown},
		{"::llvm::isa<::mlir::acc::MappableType>($_self)", ctx.OpaqueType("acc", "x"), unknown},
		{"someFunctionGomlirDoesNotKnow($_self)", f32, unknown},
		{"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0", ctx.IntAttr(i32, -1), no},
		{"::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)", ctx.DenseArray(ctx.I(64), []uint64{1}), yes},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, compileAtom(tc.pred, nil)(newEnv(tc.self)), tc.pred)
	}
}

// llvmFacts is a registry answering one C++ predicate and one accessor
// of the llvm dialect, as the dialect registers them.
type llvmFacts struct{ dialect.NoDialects }

func (llvmFacts) TypePredicate(name string) dialect.TypePredicate {
	if name != "LLVM::isCompatibleType" {
		return nil
	}
	return func(t ir.Type) (bool, bool) {
		i, ok := t.(*ir.IntegerType)
		return ok && i.Signedness == ir.Signless, ok
	}
}

func (llvmFacts) TypeInt(name string) dialect.TypeInt {
	if name != "LLVM::LLVMPointerType::getAddressSpace" {
		return nil
	}
	return func(t ir.Type) (int64, bool) {
		s, ok := ir.SpellingOf(t)
		if !ok || s.Data != "ptr<3>" {
			return 0, false
		}
		return 3, true
	}
}

// The C++ predicates and accessors a dialect registers (llvm's, gpu's)
// are the registry's answers.
func TestDialectAtoms(t *testing.T) {
	loadData()
	ctx := ir.NewContext()
	i32, si32, f32 := ctx.I(32), ctx.Integer(32, ir.Signed), ctx.Float(ir.F32)
	ptr3 := ctx.OpaqueType("llvm", "ptr<3>")
	for _, tc := range []struct {
		pred string
		self any
		want tri
	}{
		{"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3", ptr3, yes},
		{"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 1", ptr3, no},
		{"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3", ctx.OpaqueType("llvm", "ptr<1>"), unknown},
		{"::mlir::LLVM::isCompatibleType($_self)", i32, yes},
		{"(::mlir::LLVM::isCompatibleType($_self))", si32, no},
		{"!::mlir::LLVM::isCompatibleType($_self)", i32, no},
		{"::mlir::LLVM::isCompatibleType($_self)", f32, unknown},
		{"::mlir::LLVM::isCompatibleVectorType($_self)", i32, unknown}, // not registered
		{"::llvm::isa<::mlir::gpu::AsyncTokenType>($_self)", i32, unknown},
	} {
		e := newEnv(tc.self)
		e.reg = llvmFacts{}
		assert.Equal(t, tc.want, compileAtom(tc.pred, nil)(e), tc.pred)
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
