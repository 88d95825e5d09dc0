package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var llvm = flag.Bool("llvm", false, "regenerate dialects/linalg/linalg_named_gen.go from the installed MLIR 22 headers ("+defaultInclude+") and compare")

// TestRegenerate checks that the committed table is what linalggen writes
// from the installed headers: make conformance runs it with -llvm.
func TestRegenerate(t *testing.T) {
	if !*llvm {
		t.Skip("needs MLIR 22's headers: go test -run Regenerate -args -llvm")
	}
	src, err := Generate(defaultInclude)
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("..", "..", "..", "dialects", "linalg", "linalg_named_gen.go"))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(src), "dialects/linalg/linalg_named_gen.go differs from linalggen's output: run make linalg-named")
}

// The generated C++ of two ops, in the shapes mlir-linalg-ods-yaml-gen
// writes: one whose maps follow the operands' ranks, one with memoized
// maps bound to strides and dilations.
const testTD = `
def NegOp : LinalgStructuredBase_Op<"neg", !listconcat([AttrSizedOperandSegments],
def ConvOp : LinalgStructuredBase_Op<"conv", !listconcat([AttrSizedOperandSegments],
`

const testInc = `
//===----------------------------------------------------------------------===//
// Implementation of NegOp
//===----------------------------------------------------------------------===//

ArrayAttr NegOp::getIndexingMaps() {
  MLIRContext *context = getContext();
  AffineMap tensorMap = AffineMap::getMultiDimIdentityMap(
    getNumParallelLoops(), context);
  return Builder(getContext()).getAffineMapArrayAttr(indexingMaps);
}

unsigned NegOp::getNumRegionArgs() { return 2; }

void NegOp::regionBuilder(ImplicitLocOpBuilder &b,
                        Block &block, ArrayRef<NamedAttribute> attrs,
                        function_ref<InFlightDiagnostic()> emitError) {
  RegionBuilderHelper helper(b, block);
  SmallVector<Value> yields;
  TypeFn castVal = TypeFn::cast_signed;
              Value value1 = helper.buildTypeFn(castVal, block.getArgument(1).getType(), block.getArgument(0), emitError);
              if (!value1)
                return;
              Value value2 = helper.buildUnaryFn(UnaryFn::negf, value1, emitError);
  yields.push_back(value2);
  helper.yieldOutputs(yields);
}

//===----------------------------------------------------------------------===//
// Implementation of ConvOp
//===----------------------------------------------------------------------===//

static SmallVector<AffineExpr> getSymbolBindings(ConvOp self) {
  MLIRContext *context = self.getContext();
  SmallVector<AffineExpr> exprs;
  exprs.push_back(getAffineSymbolExpr(0, context));

int64_t cst1 = self.getStrides().getValues<int64_t>()[0];
exprs.push_back(getAffineConstantExpr(cst1, context));

int64_t cst2 = self.getDilations().getValues<int64_t>()[0];
exprs.push_back(getAffineConstantExpr(cst2, context));
  return exprs;
}

ArrayAttr ConvOp::getIndexingMaps() {
  static const char memoizeAttr[] = "linalg.memoized_indexing_maps";
  maps.push_back(llvm::cast<AffineMapAttr>(mlir::parseAttribute("affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + d1 * s2)>", context)).getValue());
  maps.push_back(llvm::cast<AffineMapAttr>(mlir::parseAttribute("affine_map<(d0, d1)[s0, s1, s2] -> ()>", context)).getValue());
  maps.push_back(llvm::cast<AffineMapAttr>(mlir::parseAttribute("affine_map<(d0, d1)[s0, s1, s2] -> (d0, d1)>", context)).getValue());
  return cached;
}

unsigned ConvOp::getNumRegionArgs() { return 3; }

void ConvOp::regionBuilder(ImplicitLocOpBuilder &b,
                        Block &block, ArrayRef<NamedAttribute> attrs,
                        function_ref<InFlightDiagnostic()> emitError) {
  RegionBuilderHelper helper(b, block);
  SmallVector<Value> yields;
  Value value1 = helper.constant("12345 : i64");
              Value value2 = helper.buildTypeFn(TypeFn::cast_unsigned, helper.getIntegerType(32), value1, emitError);
  Value value3 = helper.index(1);
              Value value4 = helper.buildBinaryFn(BinaryFn::max_signed, block.getArgument(2), value2, emitError);
              Value value5 = helper.buildTernaryFn(TernaryFn::select, block.getArgument(0), value4, value3, emitError);
  yields.push_back(value5);
  helper.yieldOutputs(yields);
}
`

func TestExtract(t *testing.T) {
	ops, err := Extract(testTD, testInc)
	require.NoError(t, err)
	require.Len(t, ops, 2)
	conv, neg := ops[0], ops[1]

	assert.Equal(t, "linalg.neg", neg.Name)
	assert.Equal(t, 2, neg.Args)
	assert.Nil(t, neg.Maps, "rank-based maps are not memoized")
	assert.Equal(t, []Step{
		{Kind: "type", Fn: "cast", Type: "arg1", Args: []int{0}},
		{Kind: "unary", Fn: "negf", Args: []int{-1}},
		{Kind: "yield", Args: []int{-2}},
	}, neg.Body)

	assert.Equal(t, "linalg.conv", conv.Name)
	assert.Equal(t, 3, conv.Args)
	assert.Equal(t, 2, conv.Dims)
	assert.Equal(t, [][][]Term{
		{{{0, 1}, {1, 2}}},
		{},
		{{{0, -1}}, {{1, -1}}},
	}, conv.Maps)
	assert.Equal(t, []Sym{{"", 0}, {"strides", 0}, {"dilations", 0}}, conv.Syms)
	assert.Equal(t, []Step{
		{Kind: "constant", Value: "12345 : i64"},
		{Kind: "type", Fn: "cast_unsigned", Type: "i32", Args: []int{-1}},
		{Kind: "index", Value: "1"},
		{Kind: "binary", Fn: "max_signed", Args: []int{2, -2}},
		{Kind: "ternary", Fn: "select", Args: []int{0, -4, -3}},
		{Kind: "yield", Args: []int{-5}},
	}, conv.Body)

	src, err := Render(ops)
	require.NoError(t, err)
	assert.Contains(t, string(src), `"linalg.conv": {`)
}

func TestExtractErrors(t *testing.T) {
	for _, tc := range []struct{ name, td, inc, msg string }{
		{"no def", "", testInc, "NegOp: no def in the .td"},
		{"unknown helper", testTD, strings.ReplaceAll(testInc, "helper.index(1)", "helper.other(1)"), "unknown helper other"},
		{"unknown term", testTD, strings.ReplaceAll(testInc, "(d0 * s1 + d1 * s2)", "(d0 floordiv 2)"), "unknown map term"},
		{"no yield", testTD, strings.ReplaceAll(testInc, "  yields.push_back(value2);\n", ""), "yields nothing"},
	} {
		_, err := Extract(tc.td, tc.inc)
		if assert.Error(t, err, tc.name) {
			assert.Contains(t, err.Error(), tc.msg, tc.name)
		}
	}
}
