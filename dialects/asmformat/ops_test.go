package asmformat

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

// The test ops: interface facts copied from the ODS records of MLIR 22
// (mlir-tblgen --print-records), with their assembly formats verbatim.

var arithEnums = []*ods.Enum{{
	Name: "Arith_CmpIPredicateAttr", ClassName: "CmpIPredicate", Storage: "i64",
	Cases: []*ods.Case{
		{Symbol: "eq", Str: "eq", Value: 0}, {Symbol: "ne", Str: "ne", Value: 1},
		{Symbol: "slt", Str: "slt", Value: 2}, {Symbol: "sle", Str: "sle", Value: 3},
		{Symbol: "sgt", Str: "sgt", Value: 4}, {Symbol: "sge", Str: "sge", Value: 5},
		{Symbol: "ult", Str: "ult", Value: 6}, {Symbol: "ule", Str: "ule", Value: 7},
		{Symbol: "ugt", Str: "ugt", Value: 8}, {Symbol: "uge", Str: "uge", Value: 9},
	},
}}

var arithAttrs = []*ods.AttrDef{
	{Name: "Arith_FastMathAttr", Mnemonic: "fastmath", Params: []*ods.Param{{Name: "value"}}, Enum: "Arith_FastMathFlags"},
	{Name: "Arith_IntegerOverflowAttr", Mnemonic: "overflow", Params: []*ods.Param{{Name: "value"}}, Enum: "Arith_IntegerOverflowFlags"},
}

func operand(name, constraint string) *ods.Arg { return &ods.Arg{Name: name, Constraint: constraint} }

var (
	addiOp = &ods.Op{
		Name:     "arith.addi",
		Operands: []*ods.Arg{operand("lhs", "SignlessIntegerOrIndexLike"), operand("rhs", "SignlessIntegerOrIndexLike")},
		Results:  []*ods.Arg{operand("result", "SignlessIntegerOrIndexLike")},
		Attrs: []*ods.Attr{{Name: "overflowFlags", Constraint: "Arith_IntegerOverflowAttr",
			Storage: "::mlir::arith::IntegerOverflowFlagsAttr", Default: "#arith.overflow<none>"}},
		Traits: []string{"Commutative", "SameOperandsAndResultType", "InferTypeOpInterface"},
		Format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n                          attr-dict `:` type($result)",
	}
	cmpiOp = &ods.Op{
		Name:     "arith.cmpi",
		Operands: []*ods.Arg{operand("lhs", "SignlessIntegerOrIndexLike"), operand("rhs", "SignlessIntegerOrIndexLike")},
		Results:  []*ods.Arg{operand("result", "BoolLike")},
		Attrs: []*ods.Attr{{Name: "predicate", Constraint: "Arith_CmpIPredicateAttr",
			Storage: "::mlir::arith::CmpIPredicateAttr", Enum: "Arith_CmpIPredicateAttr"}},
		Traits: []string{"SameTypeOperands", "TypesMatchWith<lhs,result,::getI1SameShape($_self)>", "InferTypeOpInterface"},
		Format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
	}
	addfOp = &ods.Op{
		Name:     "arith.addf",
		Operands: []*ods.Arg{operand("lhs", "FloatLike"), operand("rhs", "FloatLike")},
		Results:  []*ods.Arg{operand("result", "FloatLike")},
		Attrs: []*ods.Attr{{Name: "fastmath", Constraint: "Arith_FastMathAttr",
			Storage: "::mlir::arith::FastMathFlagsAttr", Default: "#arith.fastmath<none>"}},
		Traits: []string{"Commutative", "SameOperandsAndResultType", "InferTypeOpInterface"},
		Format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)?\n                          attr-dict `:` type($result)",
	}
	constantOp = &ods.Op{
		Name:    "arith.constant",
		Results: []*ods.Arg{operand("result", "AnyType")},
		Attrs:   []*ods.Attr{{Name: "value", Constraint: "TypedAttrInterface", Storage: "::mlir::TypedAttr"}},
		Traits:  []string{"ConstantLike", "AllTypesMatch<value,result>", "InferTypeOpInterface"},
		Format:  "attr-dict $value",
	}
	loadOp = &ods.Op{
		Name:     "memref.load",
		Operands: []*ods.Arg{operand("memref", "AnyMemRef"), {Name: "indices", Kind: "variadic", Constraint: "Index", Buildable: "index"}},
		Results:  []*ods.Arg{operand("result", "AnyType")},
		Attrs: []*ods.Attr{
			{Name: "nontemporal", Constraint: "BoolAttr", Storage: "::mlir::BoolAttr", Optional: true, Default: "false", Type: "i1"},
			{Name: "alignment", Constraint: "I64Attr", Storage: "::mlir::IntegerAttr", Optional: true, Type: "i64"},
		},
		Traits: []string{"TypesMatchWith<memref,result,::llvm::cast<MemRefType>($_self).getElementType()>", "InferTypeOpInterface"},
		Format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
	}
	subviewOp = &ods.Op{
		Name: "memref.subview",
		Operands: []*ods.Arg{operand("source", "AnyMemRef"),
			{Name: "offsets", Kind: "variadic", Constraint: "Index", Buildable: "index"},
			{Name: "sizes", Kind: "variadic", Constraint: "Index", Buildable: "index"},
			{Name: "strides", Kind: "variadic", Constraint: "Index", Buildable: "index"}},
		Results: []*ods.Arg{operand("result", "AnyMemRef")},
		Attrs: []*ods.Attr{
			{Name: "static_offsets", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr"},
			{Name: "static_sizes", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr"},
			{Name: "static_strides", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr"},
		},
		Traits: []string{"AttrSizedOperandSegments"},
		Format: "$source ``\n    custom<DynamicIndexList>($offsets, $static_offsets)\n    custom<DynamicIndexList>($sizes, $static_sizes)\n    custom<DynamicIndexList>($strides, $static_strides)\n    attr-dict `:` type($source) `to` type($result)",
	}
	brOp = &ods.Op{
		Name:       "cf.br",
		Operands:   []*ods.Arg{{Name: "destOperands", Kind: "variadic", Constraint: "AnyType"}},
		Successors: []*ods.Arg{{Name: "dest", Constraint: "AnySuccessor"}},
		Traits:     []string{"Terminator"},
		Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	}
	condBrOp = &ods.Op{
		Name: "cf.cond_br",
		Operands: []*ods.Arg{{Name: "condition", Constraint: "I1", Buildable: "i1"},
			{Name: "trueDestOperands", Kind: "variadic", Constraint: "AnyType"},
			{Name: "falseDestOperands", Kind: "variadic", Constraint: "AnyType"}},
		Attrs:      []*ods.Attr{{Name: "branch_weights", Constraint: "DenseI32ArrayAttr", Storage: "::mlir::DenseI32ArrayAttr", Optional: true}},
		Successors: []*ods.Arg{{Name: "trueDest", Constraint: "AnySuccessor"}, {Name: "falseDest", Constraint: "AnySuccessor"}},
		Traits:     []string{"AttrSizedOperandSegments", "Terminator"},
		Format:     "$condition (`weights` `(` $branch_weights^ `)` )? `,`\n    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`\n    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?\n    attr-dict",
	}
	// insertPrefetchOp has an optional group with an else group.
	insertPrefetchOp = &ods.Op{
		Name: "transform.xegpu.insert_prefetch",
		Operands: []*ods.Arg{operand("target", "TransformValueHandleTypeInterface"),
			{Name: "dynamic_nb_prefetch", Kind: "optional", Constraint: "TransformAnyParamTypeOrAnyHandle"}},
		Results: []*ods.Arg{operand("desc_op", "TransformHandleTypeInterface")},
		Attrs: []*ods.Attr{{Name: "static_nb_prefetch", Constraint: "I64Attr", Storage: "::mlir::IntegerAttr",
			Optional: true, Default: "1", Type: "i64"}},
		Format: "$target\n    `nb_prefetch` `=` ($dynamic_nb_prefetch^):($static_nb_prefetch)?\n    attr-dict `:` functional-type(operands, results)",
	}
	// generateOp has a region with an implicit terminator.
	generateOp = &ods.Op{
		Name:     "tensor.generate",
		Operands: []*ods.Arg{{Name: "dynamicExtents", Kind: "variadic", Constraint: "Index", Buildable: "index"}},
		Results:  []*ods.Arg{operand("result", "AnyRankedTensor")},
		Regions:  []*ods.Region{{Name: "body", Sized: 1}},
		Traits:   []string{"SingleBlockImplicitTerminator<tensor.yield>", "RecursiveMemoryEffects"},
		Format:   "$dynamicExtents $body attr-dict `:` type($result)",
	}
	yieldOp = &ods.Op{
		Name:     "tensor.yield",
		Operands: []*ods.Arg{operand("value", "AnyType")},
		Traits:   []string{"Terminator", "HasParent<tensor.generate,tensor.pad>"},
		Format:   "$value attr-dict `:` type($value)",
	}
	// boundsOp has an oilist.
	boundsOp = &ods.Op{
		Name: "acc.bounds",
		Operands: []*ods.Arg{
			{Name: "lowerbound", Kind: "optional", Constraint: "IntOrIndex"},
			{Name: "upperbound", Kind: "optional", Constraint: "IntOrIndex"},
			{Name: "extent", Kind: "optional", Constraint: "IntOrIndex"},
			{Name: "stride", Kind: "optional", Constraint: "IntOrIndex"},
			{Name: "startIdx", Kind: "optional", Constraint: "IntOrIndex"}},
		Results: []*ods.Arg{{Name: "result", Constraint: "OpenACC_DataBoundsType", Buildable: "!acc.data_bounds_ty"}},
		Attrs: []*ods.Attr{{Name: "strideInBytes", Constraint: "BoolAttr", Storage: "::mlir::BoolAttr",
			Optional: true, Default: "false", Type: "i1"}},
		Traits: []string{"AttrSizedOperandSegments"},
		Format: "oilist(\n        `lowerbound` `(` $lowerbound `:` type($lowerbound) `)`\n      | `upperbound` `(` $upperbound `:` type($upperbound) `)`\n      | `extent` `(` $extent `:` type($extent) `)`\n      | `stride` `(` $stride `:` type($stride) `)`\n      | `startIdx` `(` $startIdx `:` type($startIdx) `)`\n    ) attr-dict",
	}
	// fabsOp formats `operands` and functional-type.
	fabsOp = &ods.Op{
		Name:     "llvm.intr.fabs",
		Operands: []*ods.Arg{operand("in", "LLVM_ScalarOrVectorOf<AnyFloat>")},
		Results:  []*ods.Arg{operand("res", "LLVM_Type")},
		Attrs:    []*ods.Attr{{Name: "fastmathFlags", Constraint: "LLVM_FastmathFlagsAttr", Storage: "::mlir::LLVM::FastmathFlagsAttr", Default: "#llvm.fastmath<none>"}},
		Format:   "`(` operands `)` attr-dict `:` functional-type(operands, results)",
	}
	linearizeOp = &ods.Op{
		Name: "affine.linearize_index",
		Operands: []*ods.Arg{{Name: "multi_index", Kind: "variadic", Constraint: "Index", Buildable: "index"},
			{Name: "dynamic_basis", Kind: "variadic", Constraint: "Index", Buildable: "index"}},
		Results: []*ods.Arg{{Name: "linear_index", Constraint: "Index", Buildable: "index"}},
		Attrs: []*ods.Attr{
			{Name: "static_basis", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr"},
			{Name: "disjoint", Constraint: "UnitProp", Storage: "bool", Property: true, Default: "false"},
		},
		Traits: []string{"AttrSizedOperandSegments"},
		Format: "(`disjoint` $disjoint^)? ` `\n    `[` $multi_index `]` `by`\n    custom<DynamicIndexList>($dynamic_basis, $static_basis, \"{}\", \"::mlir::AsmParser::Delimiter::Paren\")\n    attr-dict `:` type($linear_index)",
	}
	transformYieldOp = &ods.Op{
		Name:     "transform.yield",
		Operands: []*ods.Arg{{Name: "operands", Kind: "variadic", Constraint: "Transform_AnyHandleOrParamType"}},
		Traits:   []string{"Terminator", "ReturnLike"},
		Format:   "operands attr-dict (`:` type($operands)^)?",
	}
)

// indexCmpOp's predicate is an EnumAttr whose own format is `$value`.
var indexCmpOp = &ods.Op{
	Name:     "index.cmp",
	Operands: []*ods.Arg{{Name: "lhs", Constraint: "Index", Buildable: "index"}, {Name: "rhs", Constraint: "Index", Buildable: "index"}},
	Results:  []*ods.Arg{{Name: "result", Constraint: "I1", Buildable: "i1"}},
	Attrs:    []*ods.Attr{{Name: "pred", Constraint: "IndexCmpPredicateAttr", Storage: "::mlir::index::IndexCmpPredicateAttr", Enum: "IndexCmpPredicate"}},
	Format:   "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
}

// vectorizeOp's DynamicIndexList has scalable flags, in an oilist.
var vectorizeOp = &ods.Op{
	Name:     "transform.structured.vectorize",
	Operands: []*ods.Arg{{Name: "target"}, {Name: "vector_sizes", Kind: "variadic"}},
	Attrs: []*ods.Attr{
		{Name: "static_vector_sizes", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr", Optional: true, Default: "cpp:{}"},
		{Name: "vectorize_nd_extract", Constraint: "UnitAttr", Storage: "::mlir::UnitAttr", Optional: true},
		{Name: "scalable_sizes", Constraint: "DenseBoolArrayAttr", Storage: "::mlir::DenseBoolArrayAttr", Optional: true, Default: "cpp:{}"},
	},
	Format: "$target oilist( `vector_sizes` custom<DynamicIndexList>( $vector_sizes, $static_vector_sizes, $scalable_sizes)) attr-dict `:` type($target)(`,`type($vector_sizes)^)?",
}

// dilOp's DynamicIndexList spells its values' types.
var dilOp = &ods.Op{
	Name:     "test.dil",
	Operands: []*ods.Arg{{Name: "v", Kind: "variadic"}},
	Attrs:    []*ods.Attr{{Name: "s", Storage: "::mlir::DenseI64ArrayAttr"}},
	Format:   "custom<DynamicIndexList>($v, $s, type($v)) attr-dict",
}

// vovOp has a variadic-of-variadic operand group.
var vovOp = &ods.Op{
	Name:     "test.vov",
	Operands: []*ods.Arg{{Name: "groups", Kind: "variadicOfVariadic", Segments: "seg"}},
	Attrs:    []*ods.Attr{{Name: "seg", Storage: "::mlir::DenseI32ArrayAttr"}},
	Format:   "$groups attr-dict `:` type($groups)",
}

var testOps = []*ods.Op{vovOp, indexCmpOp, vectorizeOp, dilOp, addiOp, cmpiOp, addfOp, constantOp, loadOp, subviewOp, brOp, condBrOp,
	insertPrefetchOp, generateOp, yieldOp, boundsOp, fabsOp, linearizeOp, transformYieldOp}

func testEnv() *Env {
	return NewEnv(&ods.Dialect{Name: "arith", Enums: arithEnums, Attrs: arithAttrs},
		&ods.Dialect{Name: "index",
			Enums: []*ods.Enum{{Name: "IndexCmpPredicate", ClassName: "IndexCmpPredicate", Cases: []*ods.Case{
				{Symbol: "EQ", Str: "eq", Value: 0}, {Symbol: "NE", Str: "ne", Value: 1}, {Symbol: "ULT", Str: "ult", Value: 6}}}},
			Attrs: []*ods.AttrDef{{Name: "IndexCmpPredicateAttr", Mnemonic: "cmp_predicate", Params: []*ods.Param{{Name: "value"}},
				Format: "$value", Enum: "IndexCmpPredicate"}}},
		&ods.Dialect{Name: "llvm", Attrs: []*ods.AttrDef{{Name: "LLVM_FastmathFlagsAttr", Mnemonic: "fastmath", Params: []*ods.Param{{Name: "flags"}}}}})
}

// compileAll compiles the test ops.
func compileAll(t testing.TB) map[string]*Format {
	t.Helper()
	env := testEnv()
	out := map[string]*Format{}
	for _, op := range testOps {
		f, err := Compile(op, env)
		require.NoError(t, err, op.Name)
		out[op.Name] = f
	}
	return out
}
