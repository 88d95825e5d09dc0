package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/arith"
	"github.com/gomlir/gomlir/dialects/builtin"
	"github.com/gomlir/gomlir/dialects/cf"
	"github.com/gomlir/gomlir/dialects/funcdialect"
	"github.com/gomlir/gomlir/dialects/memref"
	"github.com/gomlir/gomlir/dialects/scf"
	"github.com/gomlir/gomlir/dialects/vector"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// parsed lowers src with the upstream dialects and returns the ops of its
// first function's entry block, with the function and the context.
func parsed(t *testing.T, src string) (*ir.Context, *ir.Operation, []*ir.Operation) {
	t.Helper()
	reg := dialects.MustCore()
	m, err := grammar.ParseFileWith("t.mlir", []byte(src), grammar.Options{Registry: reg})
	require.NoError(t, err)
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	require.NoError(t, err)
	fn := res.Top.Regions[0].Blocks[0].Ops[0]
	return ctx, fn, fn.Regions[0].Blocks[0].Ops
}

func TestArithGetters(t *testing.T) {
	_, fn, ops := parsed(t, `func.func @f(%a: i32, %b: i32, %x: f32) -> i1 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.cmpi sge, %a, %0 : i32
  %2 = arith.addf %x, %x fastmath<nnan,ninf> : f32
  %3 = arith.addi %a, %b : i32
  %4 = arith.select %1, %a, %b : i32
  %5 = arith.truncf %x to_nearest_away : f32 to f16
  return %1 : i1
}`)
	args := fn.Regions[0].Blocks[0].Args
	add, ok := arith.AsAddIOp(ops[0])
	require.True(t, ok)
	assert.Equal(t, ir.Value(args[0]), add.Lhs())
	assert.Equal(t, ir.Value(args[1]), add.Rhs())
	assert.Equal(t, ir.Value(add.Operation.Result(0)), add.Result())
	assert.Equal(t, arith.IntegerOverflowFlagsNsw, add.OverflowFlags())
	assert.Equal(t, "nsw", add.OverflowFlags().String())
	require.NotNil(t, add.OverflowFlagsAttr())

	_, ok = arith.AsCmpIOp(ops[0])
	assert.False(t, ok, "an addi is no cmpi")
	_, ok = arith.AsCmpIOp(nil)
	assert.False(t, ok)

	cmp, ok := arith.AsCmpIOp(ops[1])
	require.True(t, ok)
	assert.Equal(t, arith.CmpIPredicateSge, cmp.Predicate())
	assert.Equal(t, "sge", cmp.Predicate().String())
	assert.Equal(t, int64(5), cmp.PredicateAttr().Int64())
	assert.Equal(t, add.Result(), cmp.Rhs())

	addf, ok := arith.AsAddFOp(ops[2])
	require.True(t, ok)
	assert.Equal(t, arith.FastMathFlagsNnan|arith.FastMathFlagsNinf, addf.Fastmath())
	assert.Equal(t, "nnan,ninf", addf.Fastmath().String())

	// ODS's default: mlir-opt stores #arith.overflow<none>, gomlir too.
	plain, _ := arith.AsAddIOp(ops[3])
	assert.Equal(t, arith.IntegerOverflowFlagsNone, plain.OverflowFlags())
	require.NotNil(t, plain.OverflowFlagsAttr())

	sel, ok := arith.AsSelectOp(ops[4])
	require.True(t, ok)
	assert.Equal(t, cmp.Result(), sel.Condition())
	assert.Equal(t, ir.Value(args[1]), sel.FalseValue())

	tr, ok := arith.AsTruncFOp(ops[5])
	require.True(t, ok)
	assert.Equal(t, arith.RoundingModeToNearestAway, tr.Roundingmode())
	assert.Nil(t, tr.FastmathAttr(), "an optional attribute left out")
	assert.Equal(t, arith.FastMathFlagsNone, tr.Fastmath())

	ret, ok := funcdialect.AsReturnOp(ops[6])
	require.True(t, ok)
	assert.Equal(t, []ir.Value{cmp.Result()}, ret.Operands())
	f, ok := funcdialect.AsFuncOp(fn)
	require.True(t, ok)
	assert.Equal(t, "f", f.SymName())
	assert.Equal(t, "(i32, i32, f32) -> i1", ir.TypeString(f.FunctionType()))
	assert.Same(t, fn.Regions[0], f.Body())
	assert.Equal(t, "", f.SymVisibility(), "absent")
}

func TestEnums(t *testing.T) {
	p, ok := arith.ParseCmpIPredicate("ult")
	assert.True(t, ok)
	assert.Equal(t, arith.CmpIPredicateUlt, p)
	_, ok = arith.ParseCmpIPredicate("less")
	assert.False(t, ok)
	assert.Equal(t, "42", arith.CmpIPredicate(42).String())
	f, ok := arith.ParseFastMathFlags("nnan, contract")
	assert.True(t, ok)
	assert.Equal(t, arith.FastMathFlagsNnan|arith.FastMathFlagsContract, f)
	assert.Equal(t, "nnan,contract", f.String())
	assert.Equal(t, "fast", arith.FastMathFlagsFast.String())
	assert.Equal(t, "none", arith.FastMathFlags(0).String())
	assert.Equal(t, "oeq", arith.CmpFPredicateOEQ.String())
}

// TestSegments: operand and result groups sized by operandSegmentSizes,
// variadic groups, successors, regions.
func TestSegments(t *testing.T) {
	_, _, ops := parsed(t, `func.func @f(%n: index, %s: index, %lb: index, %c: i1, %v: vector<4xf32>) {
  %m = memref.alloc(%n)[%s] {alignment = 64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %r:2 = scf.for %i = %lb to %n step %s iter_args(%x = %lb, %y = %n) -> (index, index) {
    scf.yield %y, %x : index, index
  }
  %red = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  cf.cond_br %c, ^a(%n : index), ^b
^a(%p: index):
  return
^b:
  return
}`)
	alloc, ok := memref.AsAllocOp(ops[0])
	require.True(t, ok)
	require.Len(t, alloc.DynamicSizes(), 1)
	require.Len(t, alloc.SymbolOperands(), 1)
	assert.NotEqual(t, alloc.DynamicSizes()[0], alloc.SymbolOperands()[0])
	assert.Equal(t, int64(64), alloc.Alignment())
	assert.Equal(t, ir.Value(alloc.Operation.Result(0)), alloc.Memref())

	loop, ok := scf.AsForOp(ops[1])
	require.True(t, ok)
	assert.Equal(t, loop.Operation.Operands[0], loop.LowerBound())
	assert.Equal(t, loop.Operation.Operands[1], loop.UpperBound())
	assert.Equal(t, loop.Operation.Operands[2], loop.Step())
	assert.Equal(t, loop.Operation.Operands[3:], loop.InitArgs())
	assert.Len(t, loop.Results(), 2)
	assert.Len(t, loop.Region().Blocks, 1)
	yield, ok := scf.AsYieldOp(loop.Region().Blocks[0].Ops[0])
	require.True(t, ok)
	assert.Len(t, yield.Results(), 2)

	red, ok := vector.AsReductionOp(ops[2])
	require.True(t, ok)
	assert.Equal(t, vector.CombiningKindMAXIMUMF, red.Kind())
	assert.Nil(t, red.Acc(), "an optional operand left out")

	br, ok := cf.AsCondBranchOp(ops[3])
	require.True(t, ok)
	assert.Len(t, br.TrueDestOperands(), 1)
	assert.Empty(t, br.FalseDestOperands())
	assert.NotNil(t, br.TrueDest())
	assert.NotSame(t, br.TrueDest(), br.FalseDest())
}

// TestConstructors builds a function with typed constructors and prints
// it as mlir-opt does: the text is byte for byte what mlir-opt 22 prints
// when it reads it.
func TestConstructors(t *testing.T) {
	ctx, _, _ := parsed(t, "func.func @g() {\n  return\n}") // a context that reads the dialects' attributes
	reg := dialects.MustCore()
	mod := builtin.NewModuleOp(ctx)
	modBody := mod.BodyRegion().AddBlock()
	i32, f32 := ctx.I(32), ctx.Float(ir.F32)
	fn := funcdialect.NewFuncOp(ctx, "f", ctx.Function([]ir.Type{i32, i32, f32, ctx.I(1)}, []ir.Type{i32}))
	modBody.Append(fn.Operation)
	body := fn.Body().AddBlock()
	a, b, x, c := body.AddArgument(i32, nil), body.AddArgument(i32, nil), body.AddArgument(f32, nil), body.AddArgument(ctx.I(1), nil)
	add := arith.NewAddIOp(ctx, a, b)
	body.Append(add.Operation)
	cmp := arith.NewCmpIOp(ctx, a, add.Result(), arith.CmpIPredicateSlt)
	body.Append(cmp.Operation)
	addf := arith.NewAddFOp(ctx, x, x)
	addf.SetFastmath(ctx, ctx.ReadDialectAttr("arith", "fastmath<fast>", nil))
	body.Append(addf.Operation)
	cst := arith.NewConstantOp(ctx, ctx.IntAttr(i32, 7))
	body.Append(cst.Operation)
	sel := arith.NewSelectOp(ctx, c, add.Result(), cst.Result())
	body.Append(sel.Operation)
	ifOp := scf.NewIfOp(ctx, cmp.Result(), []ir.Type{i32})
	then := ifOp.ThenRegion().AddBlock()
	then.Append(scf.NewYieldOp(ctx, []ir.Value{a}).Operation)
	els := ifOp.ElseRegion().AddBlock()
	els.Append(scf.NewYieldOp(ctx, []ir.Value{sel.Result()}).Operation)
	body.Append(ifOp.Operation)
	body.Append(funcdialect.NewReturnOp(ctx, []ir.Value{ifOp.Results()[0]}).Operation)

	assert.Equal(t, arith.CmpIPredicateSlt, cmp.Predicate())
	assert.Equal(t, arith.FastMathFlagsFast, addf.Fastmath())
	got := string(printer.Print(mod.Operation, nil, printer.Options{Dialects: reg}))
	want := `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.cmpi slt, %arg0, %0 : i32
    %2 = arith.addf %arg2, %arg2 fastmath<fast> : f32
    %c7_i32 = arith.constant 7 : i32
    %3 = arith.select %arg3, %0, %c7_i32 : i32
    %4 = scf.if %1 -> (i32) {
      scf.yield %arg0 : i32
    } else {
      scf.yield %3 : i32
    }
    return %4 : i32
  }
}

`
	assert.Equal(t, want, got)
	generic := string(printer.Print(mod.Operation, nil, printer.Options{Dialects: reg, Generic: true}))
	assert.Contains(t, generic, `"arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32`)
	assert.Contains(t, generic, `"arith.cmpi"(%arg0, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1`)
}
