package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

// toyRecords is the records of an invented dialect "toy", shaped as
// mlir-tblgen prints them: an op using each argument, trait and attribute
// form the generator translates, its terminator, an enum and an EnumAttr.
const toyRecords = defsMarker + `
def Toy_Dialect {	// Dialect
  string name = "toy";
  string cppNamespace = "::mlir::toy";
}
def Toy_LoopOp {	// Op Toy_Op
  Dialect opDialect = Toy_Dialect;
  string opName = "loop";
  string cppNamespace = "::mlir::toy";
  dag arguments = (ins Index:$lb, anonymous_1:$inits, anonymous_2:$maybe, anonymous_3:$groups, anonymous_10:$flags, anonymous_11:$align, Toy_KindAttr:$kind, SymbolNameAttr:$sym_name, anonymous_13:$count, anonymous_14:$any);
  dag results = (outs anonymous_1:$results);
  dag regions = (region anonymous_4:$body, anonymous_5:$extra);
  dag successors = (successor AnySuccessor:$next, anonymous_6:$rest);
  code assemblyFormat = [{
    $lb (` + "`iter`" + ` $inits^)?
      attr-dict ` + "`:`" + ` type($results) }];
  bit hasCustomAssemblyFormat = 0;
  list<Trait> traits = [Pure, anonymous_20, anonymous_21, anonymous_23, anonymous_24, anonymous_25];
}
def Toy_YieldOp {	// Op Toy_Op
  Dialect opDialect = Toy_Dialect;
  string opName = "yield";
  string cppNamespace = "::mlir::toy";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 1;
  list<Trait> traits = [Terminator, anonymous_26];
}
def Index {	// Constraint TypeConstraint Type BuildableType
  string builderCall = "$_builder.getIndexType()";
}
def I64 {	// Constraint TypeConstraint Type BuildableType I
  string builderCall = "$_builder.getIntegerType(64)";
}
def AnyType {	// Constraint TypeConstraint Type
  string builderCall = "";
}
def anonymous_1 {	// Constraint TypeConstraint Variadic
  Type baseType = AnyType;
}
def anonymous_2 {	// Constraint TypeConstraint Optional
  Type baseType = Index;
}
def anonymous_3 {	// Constraint TypeConstraint Variadic VariadicOfVariadic
  Type baseType = AnyType;
  string segmentAttrName = "group_sizes";
}
def anonymous_4 {	// Constraint RegionConstraint Region SizedRegion
  Pred predicate = anonymous_7;
  int blocks = 1;
}
def anonymous_5 {	// Constraint RegionConstraint Region VariadicRegion
  Pred predicate = anonymous_7;
}
def anonymous_7 {	// Pred CPred
  string predExpr = "(::llvm::hasNItems($_self, 1))";
}
def AnySuccessor {	// Constraint SuccessorConstraint Successor
  Pred predicate = ?;
}
def anonymous_6 {	// Constraint SuccessorConstraint Successor VariadicSuccessor
  Pred predicate = ?;
}
def Toy_Flags {	// EnumInfo Constraint Attr EnumAttrInfo BitEnumBase BitEnumAttr I32BitEnumAttr
  string cppNamespace = "::mlir::toy";
  string className = "Flags";
  list<EnumCase> enumerants = [Toy_FlagNone, Toy_FlagA, Toy_FlagB];
  int bitwidth = 32;
  string separator = ", ";
  bit genSpecializedAttr = 0;
}
def Toy_FlagNone {	// EnumCase
  string symbol = "none";
  string str = "none";
  int value = 0;
}
def Toy_FlagA {	// EnumCase
  string symbol = "a";
  string str = "alpha";
  int value = 1;
}
def Toy_FlagB {	// EnumCase
  string symbol = "b";
  string str = "beta";
  int value = 2;
}
def Toy_FlagsAttr {	// Constraint Attr DialectAttr AttrOrTypeDef AttrDef EnumAttr
  string storageType = "::mlir::toy::FlagsAttr";
  Dialect dialect = Toy_Dialect;
  dag parameters = (ins anonymous_9:$value);
  string mnemonic = "flags";
  string assemblyFormat = "` + "`<`" + ` $value ` + "`>`" + `";
  bit hasCustomAssemblyFormat = 0;
  EnumInfo enum = Toy_Flags;
}
def anonymous_9 {	// AttrOrTypeParameter EnumParameter
  string cppType = "::mlir::toy::Flags";
  string defaultValue = "";
}
def anonymous_10 {	// Constraint Attr DefaultValuedAttr
  string storageType = "::mlir::toy::FlagsAttr";
  string defaultValue = "::mlir::toy::Flags::a | ::mlir::toy::Flags::b";
  Type valueType = ?;
  bit isOptional = 0;
  Attr baseAttr = Toy_FlagsAttr;
}
def anonymous_11 {	// Constraint Attr OptionalAttr
  string storageType = "::mlir::IntegerAttr";
  Type valueType = I64;
  bit isOptional = 1;
  Attr baseAttr = anonymous_12;
}
def anonymous_12 {	// Constraint Attr ConfinedAttr
  string storageType = "::mlir::IntegerAttr";
  Type valueType = I64;
  bit isOptional = 0;
  Attr baseAttr = I64Attr;
}
def I64Attr {	// Constraint Attr TypedAttrBase
  string storageType = "::mlir::IntegerAttr";
  Type valueType = I64;
  bit isOptional = 0;
  Attr baseAttr = ?;
}
def Toy_KindAttr {	// EnumInfo Constraint Attr EnumAttrInfo IntEnumAttr I64EnumAttr
  string cppNamespace = "::mlir::toy";
  string className = "Kind";
  list<EnumCase> enumerants = [anonymous_15];
  int bitwidth = 64;
  string storageType = "::mlir::toy::KindAttr";
  Type valueType = I64;
  bit isOptional = 0;
  bit genSpecializedAttr = 1;
}
def anonymous_15 {	// EnumCase
  string symbol = "Up";
  string str = "up";
  int value = 3;
}
def SymbolNameAttr {	// Constraint Attr StringBasedAttr
  code storageType = [{ ::mlir::StringAttr }];
  Type valueType = NoneType;
  bit isOptional = 0;
}
def NoneType {	// Constraint TypeConstraint Type BuildableType
  string builderCall = "$_builder.getType<::mlir::NoneType>()";
}
def anonymous_13 {	// Constraint PropConstraint Property IntProp
  string interfaceType = "int64_t";
  string defaultValue = "";
}
def anonymous_14 {	// Constraint Attr DefaultValuedAttr
  string storageType = "::mlir::Attribute";
  string defaultValue = "makeIt()";
  bit isOptional = 0;
  Attr baseAttr = AnyAttr;
}
def AnyAttr {	// Constraint Attr
  string storageType = "::mlir::Attribute";
  bit isOptional = 0;
}
def Pure {	// Trait TraitList
  list<Trait> traits = [NoMemoryEffect];
}
def NoMemoryEffect {	// Trait NativeTrait
}
def Terminator {	// Trait NativeTrait NativeOpTrait
  string trait = "IsTerminator";
}
def anonymous_20 {	// DeclareInterfaceMethods Interface Trait OpInterface DeclareOpInterfaceMethods
  string cppInterfaceName = "LoopLikeOpInterface";
  string cppNamespace = "::mlir";
  list<Interface> baseInterfaces = [];
}
def LoopLike {	// Interface Trait OpInterface
  string cppInterfaceName = "LoopLikeOpInterface";
  string cppNamespace = "::mlir";
  list<Interface> baseInterfaces = [];
}
def anonymous_21 {	// Trait TraitList SingleBlockImplicitTerminator
  list<Trait> traits = [SingleBlock, anonymous_22];
}
def SingleBlock {	// Trait NativeTrait NativeOpTrait
  string trait = "SingleBlock";
}
def anonymous_22 {	// Trait NativeTrait ParamNativeTrait ParamNativeOpTrait SingleBlockImplicitTerminatorImpl
  string trait = "SingleBlockImplicitTerminator<toy::YieldOp>::Impl";
}
def anonymous_23 {	// Trait PredTrait PredOpTrait AllMatchSameOperatorTrait AllTypesMatch
  list<string> values = ["lb", "count"];
}
def anonymous_24 {	// Trait PredTrait PredOpTrait TypesMatchWith
  string lhs = "inits";
  string rhs = "results";
  string transformer = "cast<X>($_self).get(a, b)";
}
def anonymous_25 {	// Trait NativeTrait NativeOpTrait
  string trait = "ReturnLike";
}
def anonymous_26 {	// Trait NativeTrait ParamNativeTrait ParamNativeOpTrait HasParent
  string trait = "HasParent<LoopOp, ::mlir::other::ThingOp>::Impl";
}
`

func TestBuild(t *testing.T) {
	recs, err := ParseRecords(toyRecords)
	require.NoError(t, err)
	specs := []spec{{Name: "toy", Files: []string{"Toy.td"}}}
	out, notes, err := Build(specs, map[string]*source{"Toy.td": {file: "Toy.td", recs: recs}})
	require.NoError(t, err)
	assert.Equal(t, []string{
		`toy.loop: attribute any: default "makeIt()" kept as C++`,
		`toy.yield: HasParent: no op for C++ class "::mlir::other::ThingOp"`,
	}, notes)

	var f ods.File
	require.NoError(t, json.Unmarshal(out["toy"], &f))
	require.Len(t, f.Dialects, 1)
	d := f.Dialects[0]
	assert.Equal(t, "toy", d.Name)
	require.Len(t, d.Ops, 2)
	loop, yield := d.Ops[0], d.Ops[1]

	assert.Equal(t, &ods.Op{
		Name: "toy.loop",
		Operands: []*ods.Arg{
			{Name: "lb", Constraint: "Index", Buildable: "index"},
			{Name: "inits", Kind: "variadic", Constraint: "AnyType"},
			{Name: "maybe", Kind: "optional", Constraint: "Index", Buildable: "index"},
			{Name: "groups", Kind: "variadicOfVariadic", Segments: "group_sizes", Constraint: "AnyType"},
		},
		Results: []*ods.Arg{{Name: "results", Kind: "variadic", Constraint: "AnyType"}},
		Attrs: []*ods.Attr{
			{Name: "flags", Constraint: "Toy_FlagsAttr", Storage: "::mlir::toy::FlagsAttr", Default: "#toy.flags<alpha, beta>", Enum: "Toy_Flags"},
			{Name: "align", Constraint: "I64Attr", Storage: "::mlir::IntegerAttr", Optional: true, Type: "i64"},
			{Name: "kind", Constraint: "Toy_KindAttr", Storage: "::mlir::toy::KindAttr", Type: "i64", Enum: "Toy_KindAttr"},
			{Name: "sym_name", Constraint: "SymbolNameAttr", Storage: "::mlir::StringAttr", SymbolName: true},
			{Name: "count", Constraint: "IntProp", Storage: "int64_t", Property: true},
			{Name: "any", Constraint: "AnyAttr", Storage: "::mlir::Attribute", Default: "cpp:makeIt()", Qualified: true},
		},
		Regions:    []*ods.Region{{Name: "body", Sized: 1}, {Name: "extra", Variadic: true, Sized: 1}},
		Successors: []*ods.Arg{{Name: "next", Constraint: "AnySuccessor"}, {Name: "rest", Kind: "variadic", Constraint: "AnySuccessor"}},
		Traits: []string{"Pure", "NoMemoryEffect", "LoopLike", "SingleBlock", "SingleBlockImplicitTerminator<toy.yield>",
			"AllTypesMatch<lb,count>", "TypesMatchWith<inits,results,cast<X>($_self).get(a, b)>", "ReturnLike"},
		Format: "$lb (`iter` $inits^)? attr-dict `:` type($results)",
	}, loop)
	assert.Equal(t, &ods.Op{
		Name:         "toy.yield",
		Traits:       []string{"Terminator", "HasParent<toy.loop,::mlir::other::ThingOp>"},
		CustomSyntax: true,
	}, yield)

	assert.Equal(t, []*ods.Enum{
		{Name: "Toy_Flags", ClassName: "Flags", Bit: true, Separator: ", ", Cases: []*ods.Case{
			{Symbol: "none", Str: "none", Value: 0}, {Symbol: "a", Str: "alpha", Value: 1}, {Symbol: "b", Str: "beta", Value: 2},
		}},
		{Name: "Toy_KindAttr", ClassName: "Kind", Storage: "i64", Cases: []*ods.Case{{Symbol: "Up", Str: "up", Value: 3}}},
	}, d.Enums)
	assert.Equal(t, []*ods.AttrDef{{
		Name: "Toy_FlagsAttr", Mnemonic: "flags", Params: []*ods.Param{{Name: "value", Kind: "::mlir::toy::Flags"}},
		Format: "`<` $value `>`", Enum: "Toy_Flags", ClassName: "FlagsAttr",
	}}, d.Attrs)
}
