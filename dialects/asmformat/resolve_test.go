package asmformat

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// unknown is n operands whose types the syntax did not give.
func unknown(n int) []ir.Type { return make([]ir.Type, n) }

func TestResolveTypes(t *testing.T) {
	fs := compileAll(t)
	ctx := ir.NewContext()
	i1, i32, idx := ctx.I(1), ctx.I(32), ctx.Index()
	f32, _ := ctx.FloatByName("f32")
	v4i32 := ctx.Vector([]int64{4}, nil, i32)
	mem := ctx.MemRef([]int64{4, ir.DynamicSize}, f32, nil, nil)

	// SameOperandsAndResultType: the operands take the result's type.
	ops, res := [][]ir.Type{unknown(1), unknown(1)}, [][]ir.Type{{i32}}
	require.NoError(t, fs["arith.addi"].ResolveTypes(ctx, ops, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{i32}, {i32}}, ops)

	// SameTypeOperands and TypesMatchWith<lhs, result, getI1SameShape>.
	ops, res = [][]ir.Type{{v4i32}, unknown(1)}, [][]ir.Type{nil}
	require.NoError(t, fs["arith.cmpi"].ResolveTypes(ctx, ops, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{v4i32}, {v4i32}}, ops)
	assert.Equal(t, [][]ir.Type{{ctx.Vector([]int64{4}, nil, i1)}}, res)

	// Buildable index operands; the element type of the memref.
	ops, res = [][]ir.Type{{mem}, unknown(2)}, [][]ir.Type{nil}
	require.NoError(t, fs["memref.load"].ResolveTypes(ctx, ops, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{mem}, {idx, idx}}, ops)
	assert.Equal(t, [][]ir.Type{{f32}}, res)

	// The transformer's source is checked as mlir-opt checks it.
	tensor := ctx.RankedTensor([]int64{4}, f32, nil)
	err := fs["memref.load"].ResolveTypes(ctx, [][]ir.Type{{tensor}, unknown(1)}, [][]ir.Type{nil}, nil, nil)
	var re *dialect.ResolveError
	require.True(t, errors.As(err, &re), "%v", err)
	assert.Equal(t, "custom op 'memref.load' 'memref' must be memref of any type values, but got 'tensor<4xf32>'", re.Msg)
	assert.Equal(t, -1, re.OperandGroup)

	// AllTypesMatch<value, result>: the type of the attribute.
	res = [][]ir.Type{nil}
	require.NoError(t, fs["arith.constant"].ResolveTypes(ctx, nil, res, []ir.NamedAttribute{{Name: "value", Value: ctx.IntAttr(i32, 42)}}, nil))
	assert.Equal(t, [][]ir.Type{{i32}}, res)

	// Buildable i1, operands given explicitly stay.
	ops = [][]ir.Type{unknown(1), {i32}, {}}
	require.NoError(t, fs["cf.cond_br"].ResolveTypes(ctx, ops, nil, nil, nil))
	assert.Equal(t, [][]ir.Type{{i1}, {i32}, {}}, ops)

	// The group count must match the definition.
	err = fs["cf.cond_br"].ResolveTypes(ctx, ops[:2], nil, nil, nil)
	require.Error(t, err)
}

func TestResolveRangedAndInferred(t *testing.T) {
	ctx := ir.NewContext()
	i32, f32 := ctx.I(32), ctx.Index()
	fn := ctx.Function([]ir.Type{i32, f32}, []ir.Type{i32})

	// RangedTypesMatchWith over a function type (func.call_indirect).
	callIndirect := &ods.Op{
		Name:     "func.call_indirect",
		Operands: []*ods.Arg{{Name: "callee"}, {Name: "callee_operands", Kind: "variadic"}},
		Results:  []*ods.Arg{{Name: "results", Kind: "variadic"}},
		Traits: []string{"RangedTypesMatchWith<callee,callee_operands,::llvm::cast<FunctionType>($_self).getInputs()>",
			"RangedTypesMatchWith<callee,results,::llvm::cast<FunctionType>($_self).getResults()>"},
		Format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
	}
	f, err := Compile(callIndirect, nil)
	require.NoError(t, err)
	ops, res := [][]ir.Type{{fn}, unknown(2)}, [][]ir.Type{nil}
	require.NoError(t, f.ResolveTypes(ctx, ops, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{fn}, {i32, f32}}, ops)
	assert.Equal(t, [][]ir.Type{{i32}}, res)
	err = f.ResolveTypes(ctx, [][]ir.Type{{fn}, unknown(3)}, [][]ir.Type{nil}, nil, nil)
	var re *dialect.ResolveError
	require.True(t, errors.As(err, &re))
	assert.Equal(t, "custom op 'func.call_indirect' number of operands and types do not match: got 3 operands and 2 types", re.Msg)
	assert.Equal(t, 1, re.OperandGroup)

	// ShapedTypeMatchesElementCountAndTypes (vector.from_elements).
	fromElements := &ods.Op{
		Name:     "vector.from_elements",
		Operands: []*ods.Arg{{Name: "elements", Kind: "variadic"}},
		Results:  []*ods.Arg{{Name: "dest"}},
		Traits:   []string{"ShapedTypeMatchesElementCountAndTypes<dest,elements>"},
		Format:   "$elements attr-dict `:` type($dest)",
	}
	f, err = Compile(fromElements, nil)
	require.NoError(t, err)
	ops = [][]ir.Type{unknown(2)}
	require.NoError(t, f.ResolveTypes(ctx, ops, [][]ir.Type{{ctx.Vector([]int64{2}, nil, i32)}}, nil, nil))
	assert.Equal(t, [][]ir.Type{{i32, i32}}, ops)

	// A plain TypesMatchWith whose transformer yields a list
	// (tensor.from_elements) matches the operands one to one.
	tensorFromElements := &ods.Op{
		Name:     "tensor.from_elements",
		Operands: []*ods.Arg{{Name: "elements", Kind: "variadic"}},
		Results:  []*ods.Arg{{Name: "result"}},
		Traits: []string{"TypesMatchWith<result,elements,SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), " +
			"::llvm::cast<RankedTensorType>($_self).getElementType())>"},
		Format: "$elements attr-dict `:` type($result)",
	}
	f, err = Compile(tensorFromElements, nil)
	require.NoError(t, err)
	ops = [][]ir.Type{unknown(2)}
	require.NoError(t, f.ResolveTypes(ctx, ops, [][]ir.Type{{ctx.RankedTensor([]int64{2}, i32, nil)}}, nil, nil))
	assert.Equal(t, [][]ir.Type{{i32, i32}}, ops)
	err = f.ResolveTypes(ctx, [][]ir.Type{unknown(1)}, [][]ir.Type{{ctx.RankedTensor([]int64{2}, i32, nil)}}, nil, nil)
	assert.EqualError(t, err, "custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types")

	// InferTypeOpInterface: with no result type in the syntax and none
	// that the traits give, the hook infers them.
	inferred := &ods.Op{
		Name:     "test.infer",
		Operands: []*ods.Arg{{Name: "x"}},
		Results:  []*ods.Arg{{Name: "a"}, {Name: "rest", Kind: "variadic"}},
		Traits:   []string{"InferTypeOpInterface"},
		Format:   "$x attr-dict `:` type($x)",
	}
	f, err = Compile(inferred, nil)
	require.NoError(t, err)
	res = [][]ir.Type{nil, nil}
	infer := func(ctx *ir.Context, operands [][]ir.Type, props []ir.NamedAttribute) ([]ir.Type, error) {
		return []ir.Type{operands[0][0], i32, i32}, nil
	}
	require.NoError(t, f.ResolveTypes(ctx, [][]ir.Type{{f32}}, res, nil, infer))
	assert.Equal(t, [][]ir.Type{{f32}, {i32, i32}}, res)
	err = f.ResolveTypes(ctx, [][]ir.Type{{f32}}, [][]ir.Type{nil, nil}, nil, nil)
	assert.EqualError(t, err, "custom op 'test.infer' result types cannot be inferred: no InferTypeOpInterface hook is registered for the op")
}

func TestResolveStandalone(t *testing.T) {
	// Without a compiled format (a hand-written syntax), what the syntax
	// gave is read from which groups are filled.
	ctx := ir.NewContext()
	f32, _ := ctx.FloatByName("f32")
	ops, res := [][]ir.Type{unknown(1), {f32}}, [][]ir.Type{nil}
	require.NoError(t, ResolveTypes(ctx, addfOp, nil, ops, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{f32}, {f32}}, ops)
	assert.Equal(t, [][]ir.Type{{f32}}, res)

	// A transformer the engine does not know is an error that says where
	// to add it, unless the environment brings it.
	op := &ods.Op{
		Name:     "test.wrap",
		Operands: []*ods.Arg{{Name: "x"}},
		Results:  []*ods.Arg{{Name: "y"}},
		Traits:   []string{"TypesMatchWith<x,y,wrap($_self)>"},
		Format:   "$x attr-dict `:` type($x)",
	}
	f, err := Compile(op, nil)
	require.NoError(t, err)
	err = f.ResolveTypes(ctx, [][]ir.Type{{f32}}, [][]ir.Type{nil}, nil, nil)
	assert.EqualError(t, err, "custom op 'test.wrap' unsupported type transformer `wrap($_self)`: add it to Env.Transforms")
	env := NewEnv()
	env.Transforms["wrap($_self)"] = func(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
		return []ir.Type{ctx.Complex(self)}, nil
	}
	f, err = Compile(op, env)
	require.NoError(t, err)
	res = [][]ir.Type{nil}
	require.NoError(t, f.ResolveTypes(ctx, [][]ir.Type{{f32}}, res, nil, nil))
	assert.Equal(t, [][]ir.Type{{ctx.Complex(f32)}}, res)
}
