package grammar

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/alecthomas/repr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// testDefs are the ops of the test registry: interface facts copied from
// MLIR 22's ODS records, formats verbatim.
const testDefs = `{"dialects": [
{"name": "arith",
 "enums": [{"name": "Arith_CmpIPredicateAttr", "className": "CmpIPredicate", "storage": "i64", "cases": [
   {"symbol": "eq", "str": "eq", "value": 0}, {"symbol": "ne", "str": "ne", "value": 1},
   {"symbol": "slt", "str": "slt", "value": 2}, {"symbol": "sle", "str": "sle", "value": 3},
   {"symbol": "sgt", "str": "sgt", "value": 4}, {"symbol": "sge", "str": "sge", "value": 5},
   {"symbol": "ult", "str": "ult", "value": 6}, {"symbol": "ule", "str": "ule", "value": 7},
   {"symbol": "ugt", "str": "ugt", "value": 8}, {"symbol": "uge", "str": "uge", "value": 9}]}],
 "attrs": [
   {"name": "Arith_FastMathAttr", "mnemonic": "fastmath", "params": [{"name": "value"}], "enum": "FastMathFlags"},
   {"name": "Arith_IntegerOverflowAttr", "mnemonic": "overflow", "params": [{"name": "value"}], "enum": "Arith_IntegerOverflowFlags"}],
 "ops": [
  {"name": "arith.addi", "operands": [{"name": "lhs"}, {"name": "rhs"}], "results": [{"name": "result"}],
   "attrs": [{"name": "overflowFlags", "constraint": "Arith_IntegerOverflowAttr", "storage": "::mlir::arith::IntegerOverflowFlagsAttr", "default": "#arith.overflow<none>"}],
   "traits": ["Commutative", "SameOperandsAndResultType"],
   "format": "$lhs ` + "`,`" + ` $rhs (` + "`overflow` ``" + ` $overflowFlags^)? attr-dict ` + "`:`" + ` type($result)"},
  {"name": "arith.addf", "operands": [{"name": "lhs"}, {"name": "rhs"}], "results": [{"name": "result"}],
   "attrs": [{"name": "fastmath", "constraint": "Arith_FastMathAttr", "storage": "::mlir::arith::FastMathFlagsAttr", "default": "#arith.fastmath<none>", "enum": "FastMathFlags"}],
   "traits": ["Commutative", "SameOperandsAndResultType"],
   "format": "$lhs ` + "`,`" + ` $rhs (` + "`fastmath` ``" + ` $fastmath^)? attr-dict ` + "`:`" + ` type($result)"},
  {"name": "arith.cmpi", "operands": [{"name": "lhs"}, {"name": "rhs"}], "results": [{"name": "result"}],
   "attrs": [{"name": "predicate", "constraint": "Arith_CmpIPredicateAttr", "storage": "::mlir::arith::CmpIPredicateAttr", "type": "i64", "enum": "Arith_CmpIPredicateAttr"}],
   "traits": ["SameTypeOperands", "TypesMatchWith<lhs,result,::getI1SameShape($_self)>"],
   "format": "$predicate ` + "`,`" + ` $lhs ` + "`,`" + ` $rhs attr-dict ` + "`:`" + ` type($lhs)"},
  {"name": "arith.constant", "results": [{"name": "result"}],
   "attrs": [{"name": "value", "constraint": "TypedAttrInterface", "storage": "::mlir::TypedAttr"}],
   "traits": ["ConstantLike", "AllTypesMatch<value,result>"], "format": "attr-dict $value"}]},
{"name": "memref", "ops": [
  {"name": "memref.load", "operands": [{"name": "memref"}, {"name": "indices", "kind": "variadic", "constraint": "Index", "buildable": "index"}],
   "results": [{"name": "result"}],
   "attrs": [{"name": "nontemporal", "constraint": "BoolAttr", "storage": "::mlir::BoolAttr", "optional": true, "default": "false", "type": "i1"},
             {"name": "alignment", "constraint": "I64Attr", "storage": "::mlir::IntegerAttr", "optional": true, "type": "i64"}],
   "traits": ["TypesMatchWith<memref,result,::llvm::cast<MemRefType>($_self).getElementType()>"],
   "format": "$memref ` + "`[`" + ` $indices ` + "`]`" + ` attr-dict ` + "`:`" + ` type($memref)"},
  {"name": "memref.subview", "operands": [{"name": "source"},
     {"name": "offsets", "kind": "variadic", "buildable": "index"}, {"name": "sizes", "kind": "variadic", "buildable": "index"},
     {"name": "strides", "kind": "variadic", "buildable": "index"}],
   "results": [{"name": "result"}],
   "attrs": [{"name": "static_offsets", "storage": "::mlir::DenseI64ArrayAttr"}, {"name": "static_sizes", "storage": "::mlir::DenseI64ArrayAttr"},
             {"name": "static_strides", "storage": "::mlir::DenseI64ArrayAttr"}],
   "traits": ["AttrSizedOperandSegments"],
   "format": "$source ` + "``" + ` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict ` + "`:`" + ` type($source) ` + "`to`" + ` type($result)"}]},
{"name": "cf", "ops": [
  {"name": "cf.br", "operands": [{"name": "destOperands", "kind": "variadic"}], "successors": [{"name": "dest"}],
   "traits": ["Terminator"],
   "format": "$dest (` + "`(`" + ` $destOperands^ ` + "`:`" + ` type($destOperands) ` + "`)`" + `)? attr-dict"},
  {"name": "cf.cond_br", "operands": [{"name": "condition", "buildable": "i1"}, {"name": "trueDestOperands", "kind": "variadic"},
     {"name": "falseDestOperands", "kind": "variadic"}],
   "attrs": [{"name": "branch_weights", "storage": "::mlir::DenseI32ArrayAttr", "optional": true}],
   "successors": [{"name": "trueDest"}, {"name": "falseDest"}],
   "traits": ["AttrSizedOperandSegments", "Terminator"],
   "format": "$condition (` + "`weights` `(`" + ` $branch_weights^ ` + "`)`" + ` )? ` + "`,`" + ` $trueDest (` + "`(`" + ` $trueDestOperands^ ` + "`:`" + ` type($trueDestOperands) ` + "`)`" + `)? ` + "`,`" + ` $falseDest (` + "`(`" + ` $falseDestOperands^ ` + "`:`" + ` type($falseDestOperands) ` + "`)`" + `)? attr-dict"}]},
{"name": "tensor", "ops": [
  {"name": "tensor.generate", "operands": [{"name": "dynamicExtents", "kind": "variadic", "buildable": "index"}],
   "results": [{"name": "result"}], "regions": [{"name": "body", "sized": 1}],
   "traits": ["SingleBlockImplicitTerminator<tensor.yield>"],
   "format": "$dynamicExtents $body attr-dict ` + "`:`" + ` type($result)"},
  {"name": "tensor.yield", "operands": [{"name": "value"}], "traits": ["Terminator"],
   "format": "$value attr-dict ` + "`:`" + ` type($value)"}]},
{"name": "acc", "ops": [
  {"name": "acc.bounds", "operands": [{"name": "lowerbound", "kind": "optional"}, {"name": "upperbound", "kind": "optional"},
     {"name": "extent", "kind": "optional"}, {"name": "stride", "kind": "optional"}, {"name": "startIdx", "kind": "optional"}],
   "results": [{"name": "result", "buildable": "!acc.data_bounds_ty"}],
   "attrs": [{"name": "strideInBytes", "storage": "::mlir::BoolAttr", "optional": true, "default": "false", "type": "i1"}],
   "traits": ["AttrSizedOperandSegments"],
   "format": "oilist(` + "`lowerbound` `(`" + ` $lowerbound ` + "`:`" + ` type($lowerbound) ` + "`)`" + ` | ` + "`upperbound` `(`" + ` $upperbound ` + "`:`" + ` type($upperbound) ` + "`)`" + ` | ` + "`extent` `(`" + ` $extent ` + "`:`" + ` type($extent) ` + "`)`" + ` | ` + "`stride` `(`" + ` $stride ` + "`:`" + ` type($stride) ` + "`)`" + ` | ` + "`startIdx` `(`" + ` $startIdx ` + "`:`" + ` type($startIdx) ` + "`)`" + ` ) attr-dict"}]},
{"name": "llvm", "ops": [
  {"name": "llvm.intr.fabs", "operands": [{"name": "in"}], "results": [{"name": "res"}],
   "format": "` + "`(`" + ` operands ` + "`)`" + ` attr-dict ` + "`:`" + ` functional-type(operands, results)"}]},
{"name": "transform", "ops": [
  {"name": "transform.structured.vectorize", "operands": [{"name": "target"}, {"name": "vector_sizes", "kind": "variadic"}],
   "attrs": [{"name": "static_vector_sizes", "storage": "::mlir::DenseI64ArrayAttr", "optional": true, "default": "cpp:{}"},
             {"name": "vectorize_nd_extract", "storage": "::mlir::UnitAttr", "optional": true},
             {"name": "scalable_sizes", "storage": "::mlir::DenseBoolArrayAttr", "optional": true, "default": "cpp:{}"}],
   "format": "$target oilist( ` + "`vector_sizes`" + ` custom<DynamicIndexList>( $vector_sizes, $static_vector_sizes, $scalable_sizes)) attr-dict ` + "`:`" + ` type($target)(` + "`,`" + `type($vector_sizes)^)?"},
  {"name": "transform.test_dil", "operands": [{"name": "v", "kind": "variadic"}],
   "attrs": [{"name": "s", "storage": "::mlir::DenseI64ArrayAttr"}],
   "format": "custom<DynamicIndexList>($v, $s, type($v)) attr-dict"},
  {"name": "transform.xegpu.insert_prefetch", "operands": [{"name": "target"}, {"name": "dynamic_nb_prefetch", "kind": "optional"}],
   "results": [{"name": "desc_op"}],
   "attrs": [{"name": "static_nb_prefetch", "storage": "::mlir::IntegerAttr", "optional": true, "default": "1", "type": "i64"}],
   "format": "$target ` + "`nb_prefetch` `=`" + ` ($dynamic_nb_prefetch^):($static_nb_prefetch)? attr-dict ` + "`:`" + ` functional-type(operands, results)"}]},
{"name": "index",
 "enums": [{"name": "IndexCmpPredicate", "className": "IndexCmpPredicate", "cases": [
   {"symbol": "EQ", "str": "eq", "value": 0}, {"symbol": "NE", "str": "ne", "value": 1}, {"symbol": "ULT", "str": "ult", "value": 6}]}],
 "attrs": [{"name": "IndexCmpPredicateAttr", "mnemonic": "cmp_predicate", "params": [{"name": "value"}], "format": "$value", "enum": "IndexCmpPredicate"}],
 "ops": [
  {"name": "index.cmp", "operands": [{"name": "lhs", "buildable": "index"}, {"name": "rhs", "buildable": "index"}],
   "results": [{"name": "result", "buildable": "i1"}],
   "attrs": [{"name": "pred", "constraint": "IndexCmpPredicateAttr", "storage": "::mlir::index::IndexCmpPredicateAttr", "enum": "IndexCmpPredicate"}],
   "format": "` + "``" + ` $pred ` + "`(`" + ` $lhs ` + "`,`" + ` $rhs ` + "`)`" + ` attr-dict"}]},
{"name": "test", "ops": [
  {"name": "test.vov", "operands": [{"name": "groups", "kind": "variadicOfVariadic", "segments": "seg"}],
   "attrs": [{"name": "seg", "storage": "::mlir::DenseI32ArrayAttr"}],
   "format": "$groups attr-dict ` + "`:`" + ` type($groups)"}]},
{"name": "func", "ops": [
  {"name": "func.return", "operands": [{"name": "operands", "kind": "variadic"}], "traits": ["Terminator", "ReturnLike"],
   "format": "attr-dict ($operands^ ` + "`:`" + ` type($operands))?"}]}
]}`

// testRegistry is a small registry: the test definitions, compiled, and a
// hand-written test.func whose body takes its signature's arguments.
type testRegistry struct {
	dialect.NoDialects
	syntax   map[string]dialect.Syntax
	defaults map[string]string
}

func (r *testRegistry) Syntax(name string) dialect.Syntax {
	if s, ok := r.syntax[name]; ok {
		return s
	}
	return nil
}
func (r *testRegistry) DefaultDialect(name string) string { return r.defaults[name] }
func (r *testRegistry) HasTrait(name, trait string) bool {
	return trait == "Terminator" && strings.HasSuffix(name, "yield")
}
func (r *testRegistry) HasDialect(name string) bool {
	switch name {
	case "arith", "memref", "cf", "tensor", "acc", "llvm", "transform", "func", "test", "builtin", "scf", "index":
		return true
	}
	return false
}

func newTestRegistry(t testing.TB) *testRegistry {
	var f ods.File
	require.NoError(t, json.Unmarshal([]byte(testDefs), &f))
	env := asmformat.NewEnv(f.Dialects...)
	r := &testRegistry{syntax: map[string]dialect.Syntax{"test.func": funcSyntax{}}, defaults: map[string]string{"test.func": "func"}}
	for _, d := range f.Dialects {
		for _, op := range d.Ops {
			fm, err := asmformat.Compile(op, env)
			require.NoError(t, err, op.Name)
			r.syntax[op.Name] = fm
		}
	}
	return r
}

// funcSyntax is `test.func @name(%a: T, ...) {body}`: a hand-written syntax
// whose region's entry block takes the signature's arguments.
type funcSyntax struct{}

func (funcSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	st.Props = append(st.Props, ast.NamedAttr{Name: "sym_name", Value: &ast.StringAttr{Value: name}})
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var args []ast.BlockArg
	if !p.ParseOptionalPunct(")") {
		for {
			a, _, err := p.ParseArgument(true, false)
			if err != nil {
				return err
			}
			args = append(args, a)
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	r, err := p.ParseRegion(args)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{r}}
	return nil
}

func (funcSyntax) Print(p dialect.Printer, op *ir.Operation) {}

func parseCustom(t testing.TB, reg dialect.Registry, src string) *ast.Module {
	t.Helper()
	m, err := ParseFileWith("test.mlir", []byte(src), Options{Registry: reg})
	if err != nil {
		t.Fatalf("parse %q: %s", src, diag.AsList(err).Format(ast.NewFile("test.mlir", []byte(src))))
	}
	return m
}

func parseCustomError(t testing.TB, reg dialect.Registry, src string) string {
	t.Helper()
	m, err := ParseFileWith("test.mlir", []byte(src), Options{Registry: reg})
	require.Error(t, err, "accepted: %s", repr.String(m, repr.Indent("  ")))
	// The first error (a custom syntax's follow-ups come after it).
	var d *diag.Diagnostic
	if l, ok := err.(diag.List); ok && len(l) > 0 {
		d = l[0]
	}
	require.True(t, d != nil || errors.As(err, &d), "error is %T, not *diag.Diagnostic", err)
	p := ast.NewFile("test.mlir", []byte(src)).Position(d.Pos)
	return fmt.Sprintf("%d:%d: %s", p.Line, p.Column, d.Msg)
}

// customString renders a CustomOp compactly for comparisons.
func customString(op *ast.Operation) string {
	c := op.Custom
	var b strings.Builder
	b.WriteString(op.Name)
	for i, g := range c.Operands {
		fmt.Fprintf(&b, " o%d[", i)
		for j, u := range g {
			if j > 0 {
				b.WriteString(" ")
			}
			b.WriteString("%" + u.Name)
			if u.Index >= 0 {
				fmt.Fprintf(&b, "#%d", u.Index)
			}
		}
		b.WriteString("]")
		if c.OperandTypes[i] != nil {
			b.WriteString(":" + typesString(c.OperandTypes[i]))
		}
	}
	for i, g := range c.ResultTypes {
		if g != nil {
			fmt.Fprintf(&b, " r%d:%s", i, typesString(g))
		}
	}
	for _, p := range c.Props {
		fmt.Fprintf(&b, " %s=%s", p.Name, attrString(p.Value))
	}
	for i, g := range c.Successors {
		fmt.Fprintf(&b, " s%d[", i)
		for j, s := range g {
			if j > 0 {
				b.WriteString(" ")
			}
			b.WriteString("^" + s.Name)
		}
		b.WriteString("]")
	}
	for i, g := range c.Regions {
		fmt.Fprintf(&b, " region%d:%d", i, len(g))
	}
	if c.Attrs != nil {
		b.WriteString(" {")
		for i, e := range c.Attrs.Entries {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e.Name)
			if e.Value != nil {
				b.WriteString("=" + attrString(e.Value))
			}
		}
		b.WriteString("}")
	}
	return b.String()
}

func typesString(ts []ast.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = dialect.ASTTypeString(t)
	}
	return "(" + strings.Join(parts, ",") + ")"
}

func attrString(a ast.Attr) string {
	switch a := a.(type) {
	case *ast.IntegerAttr:
		if a.Type != nil {
			return a.Text + ":" + dialect.ASTTypeString(a.Type)
		}
		return a.Text
	case *ast.FloatAttr:
		if a.Type != nil {
			return a.Text + ":" + dialect.ASTTypeString(a.Type)
		}
		return a.Text
	case *ast.BoolAttr:
		return fmt.Sprint(a.Value)
	case *ast.StringAttr:
		return fmt.Sprintf("%q", a.Value)
	case *ast.UnitAttr:
		return "unit"
	case *ast.DialectAttr:
		return "#" + a.Dialect + "." + a.Name + "<" + a.Body + ">"
	case *ast.DenseArrayAttr:
		parts := make([]string, len(a.Elems))
		for i, e := range a.Elems {
			parts[i] = e.Text
		}
		return "array<" + dialect.ASTTypeString(a.ElemType) + ":" + strings.Join(parts, ",") + ">"
	case *ast.DenseAttr:
		return "dense:" + dialect.ASTTypeString(a.Type)
	}
	return fmt.Sprintf("%T", a)
}

func TestParseCustomOps(t *testing.T) {
	reg := newTestRegistry(t)
	for _, tc := range []struct{ src, want string }{
		{"%0 = arith.addi %a, %b : i32", "arith.addi o0[%a] o1[%b] r0:(i32)"},
		{"%0 = arith.addi %a#1, %b overflow<nsw> : i32", "arith.addi o0[%a#1] o1[%b] r0:(i32) overflowFlags=#arith.overflow<nsw>"},
		{"%0 = arith.addi %a, %b {zzz = 1, aaa} : i32", "arith.addi o0[%a] o1[%b] r0:(i32) {zzz=1, aaa}"},
		{"%0 = arith.cmpi slt, %a, %b : vector<4xi32>", "arith.cmpi o0[%a]:(vector<4xi32>) o1[%b] predicate=2:i64"},
		{`%0 = arith.cmpi "uge", %a, %b : i32`, "arith.cmpi o0[%a]:(i32) o1[%b] predicate=9:i64"},
		{"%0 = arith.addf %x, %y fastmath<nnan,ninf> : f32", "arith.addf o0[%x] o1[%y] r0:(f32) fastmath=#arith.fastmath<nnan,ninf>"},
		{"%0 = arith.constant 42 : i32", "arith.constant value=42:i32"},
		{"%0 = arith.constant {foo} dense<1> : tensor<2xi32>", "arith.constant value=dense:tensor<2xi32> {foo}"},
		{"%0 = memref.load %m[%i, %j] : memref<4x?xf32>", "memref.load o0[%m]:(memref<4x?xf32>) o1[%i %j]"},
		{"%0 = memref.load %m[] {nontemporal = true} : memref<f32>", "memref.load o0[%m]:(memref<f32>) o1[] {nontemporal=true}"},
		{"%0 = memref.subview %m[%i, 0] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>",
			"memref.subview o0[%m]:(memref<4x?xf32>) o1[%i] o2[%j] o3[] r0:(memref<2x?xf32, ...>) " +
				"static_offsets=array<i64:-9223372036854775808,0> static_sizes=array<i64:2,-9223372036854775808> static_strides=array<i64:1,1>"},
		{"%0 = memref.subview %m[] [] [] : memref<f32> to memref<f32>",
			"memref.subview o0[%m]:(memref<f32>) o1[] o2[] o3[] r0:(memref<f32>) static_offsets=array<i64:> static_sizes=array<i64:> static_strides=array<i64:>"},
		{"cf.br ^bb1", "cf.br o0[]:() s0[^bb1]"},
		{"cf.br ^bb1 (%a, %b : i32, f32)", "cf.br o0[%a %b]:(i32,f32) s0[^bb1]"},
		{"cf.cond_br %c weights([1, 2]), ^bb4(%a : i32), ^bb3(%a, %a : i32, i32) {x}",
			"cf.cond_br o0[%c] o1[%a]:(i32) o2[%a %a]:(i32,i32) branch_weights=array<i32:1,2> s0[^bb4] s1[^bb3] {x}"},
		{"%0 = acc.bounds upperbound(%b : index) lowerbound(%a : i32)",
			"acc.bounds o0[%a]:(i32) o1[%b]:(index) o2[]:() o3[]:() o4[]:()"},
		{"%0 = acc.bounds", "acc.bounds o0[]:() o1[]:() o2[]:() o3[]:() o4[]:()"},
		{"%0 = llvm.intr.fabs(%x) : (f32) -> f32", "llvm.intr.fabs o0[%x]:(f32) r0:(f32)"},
		{"%1 = transform.xegpu.insert_prefetch %0 nb_prefetch = 2 : (!transform.any_value) -> !transform.any_op",
			"transform.xegpu.insert_prefetch o0[%0]:(!transform.any_value) o1[]:() r0:(!transform.any_op) static_nb_prefetch=2:i64"},
		{"%1 = transform.xegpu.insert_prefetch %0 nb_prefetch = %p : (!transform.any_value, !transform.param<i64>) -> !transform.any_op",
			"transform.xegpu.insert_prefetch o0[%0]:(!transform.any_value) o1[%p]:(!transform.param<i64>) r0:(!transform.any_op)"},
		{"%0 = tensor.generate %n {\n^bb0(%i: index):\n  tensor.yield %c : f32\n} : tensor<?xf32>",
			"tensor.generate o0[%n] r0:(tensor<?xf32>) region0:1"},
		{"%0 = index.cmp eq(%a, %b)", "index.cmp o0[%a] o1[%b] pred=#index.<cmp_predicate eq>"},
		{`%0 = index.cmp "ult"(%a, %b)`, "index.cmp o0[%a] o1[%b] pred=#index.<cmp_predicate ult>"},
		{"%0 = index.cmp #index<cmp_predicate ne>(%a, %b)", "index.cmp o0[%a] o1[%b] pred=#index.<cmp_predicate ne>"},
		{"transform.structured.vectorize %0 vector_sizes [4, [8], 16] : !transform.any_op",
			"transform.structured.vectorize o0[%0]:(!transform.any_op) o1[]:() static_vector_sizes=array<i64:4,8,16> scalable_sizes=array<i1:false,true,false>"},
		{"transform.structured.vectorize %0 vector_sizes [%c, 16] : !transform.any_op, !transform.param<i64>",
			"transform.structured.vectorize o0[%0]:(!transform.any_op) o1[%c]:(!transform.param<i64>) " +
				"static_vector_sizes=array<i64:-9223372036854775808,16> scalable_sizes=array<i1:false,false>"},
		{"transform.structured.vectorize %0 vector_sizes [] : !transform.any_op",
			"transform.structured.vectorize o0[%0]:(!transform.any_op) o1[]:() static_vector_sizes=array<i64:> scalable_sizes=array<i1:>"},
		{"transform.test_dil [%a : index, 4, %b : i32]", "transform.test_dil o0[%a %b]:(index,i32) s=array<i64:-9223372036854775808,4,-9223372036854775808>"},
		{"test.vov (%a, %b), (), (%c) : (i32, i32), (), (f32)", "test.vov o0[%a %b %c]:(i32,i32,f32) seg=array<i32:2,0,1>"},
		{"test.vov : ", "test.vov o0[]:() seg=array<i32:>"},
		{"func.return", "func.return o0[]:()"},
		{"func.return %a, %b : i32, i64", "func.return o0[%a %b]:(i32,i64)"},
	} {
		m := parseCustom(t, reg, tc.src)
		require.Len(t, m.Items, 1, tc.src)
		op := m.Items[0].(*ast.Operation)
		require.NotNil(t, op.Custom, tc.src)
		assert.Equal(t, tc.want, customString(op), tc.src)
		assert.Nil(t, op.Type, tc.src)
	}
}

func TestParseCustomFlattened(t *testing.T) {
	reg := newTestRegistry(t)
	m := parseCustom(t, reg, `cf.cond_br %c, ^a(%x : i32), ^b(%y, %z : i32, i32) {w = 1} loc("here")`)
	op := m.Items[0].(*ast.Operation)
	var names []string
	for _, u := range op.Operands {
		names = append(names, u.Name)
	}
	assert.Equal(t, []string{"c", "x", "y", "z"}, names)
	assert.Equal(t, []ast.BlockRef{{Pos: 15, Name: "a"}, {Pos: 29, Name: "b"}}, op.Successors)
	assert.Equal(t, "w", op.Attrs.Entries[0].Name)
	assert.Equal(t, &ast.NameLoc{Name: "here"}, op.Loc)
	assert.Equal(t, ast.Pos(len(`cf.cond_br %c, ^a(%x : i32), ^b(%y, %z : i32, i32) {w = 1} loc("here")`)), op.End)
	assert.Equal(t, ast.Pos(0), op.NamePos)
}

func TestParseCustomRegions(t *testing.T) {
	reg := newTestRegistry(t)
	// A hand-written syntax's region takes the signature's arguments; in
	// it, func is the default dialect (`return` is func.return), in the
	// regions of a generic op too.
	src := "test.func @f(%a: i32, %b: f32) {\n  %0 = arith.addi %a, %a : i32\n  \"x.y\"() ({ return }) : () -> ()\n  return %0 : i32\n}"
	m := parseCustom(t, reg, src)
	fn := m.Items[0].(*ast.Operation)
	assert.Equal(t, "test.func", fn.Name)
	require.Len(t, fn.Regions, 1)
	entry := fn.Regions[0].Blocks[0]
	assert.Equal(t, "", entry.Label)
	require.Len(t, entry.Args, 2)
	assert.Equal(t, "a", entry.Args[0].Name)
	assert.Equal(t, &ast.NamedType{Name: "f32"}, entry.Args[1].Type)
	require.Len(t, entry.Ops, 3)
	assert.Equal(t, "func.return", entry.Ops[1].Regions[0].Blocks[0].Ops[0].Name)
	assert.Equal(t, "func.return", entry.Ops[2].Name)

	// An empty body still has the entry block with the arguments.
	m = parseCustom(t, reg, "test.func @g(%a: i32) {}")
	fn = m.Items[0].(*ast.Operation)
	require.Len(t, fn.Regions[0].Blocks, 1)
	assert.Len(t, fn.Regions[0].Blocks[0].Args, 1)

	// A region parsed by a format keeps its own labelled entry block.
	m = parseCustom(t, reg, "%0 = tensor.generate %n {\n^bb0(%i: index):\n  tensor.yield %c : f32\n} : tensor<?xf32>")
	gen := m.Items[0].(*ast.Operation)
	assert.Equal(t, "bb0", gen.Regions[0].Blocks[0].Label)
	assert.Equal(t, "tensor.yield", gen.Regions[0].Blocks[0].Ops[0].Name)
}

func TestParseCustomErrors(t *testing.T) {
	reg := newTestRegistry(t)
	for _, tc := range []struct{ src, want string }{
		// Unknown ops, as mlir-opt words them.
		{"arith.foo %a", "1:1: custom op 'arith.foo' is unknown"},
		{"foo.bar %a", "1:1: Dialect `foo' not found for custom op 'foo.bar' "},
		{"foo %a", "1:1: custom op 'foo' is unknown (tried 'builtin.foo' as well)"},
		{"%0 = foo.bar", "1:6: Dialect `foo' not found for custom op 'foo.bar' "},
		{"test.func @f() { foo }", "1:18: custom op 'foo' is unknown (tried 'func.foo' as well)"},
		{"test.func @f() { foo.bar }", "1:18: Dialect `foo' not found for custom op 'foo.bar' "},
		{"test.func @f() { \"x.y\"() ({ yield }) : () -> () }", "1:29: custom op 'yield' is unknown (tried 'func.yield' as well)"},
		{"%0 = tensor.generate %i {\n^bb0(%q: index):\n    yield %x : f32\n  } : tensor<?xf32>",
			"3:5: Dialect `' not found for custom op 'yield'  (tried '.yield' as well)"},
		// Format errors at mlir-opt's places (the inputs are indented as in
		// a function body, so that the columns are mlir-opt's).
		{"  %0 = arith.addi %a, %b i32", "1:25: expected ':'"},
		{"  %0 = arith.addi %a, %b\n  %1 = arith.addi %a, %b : i32", "1:25: expected ':'"},
		{"  %0 = arith.addi %a, : i32", "1:22: expected SSA operand"},
		{"  %0 = arith.cmpi foo, %a, %b : i32", "1:19: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"},
		{"  %0 = arith.cmpi 5, %a, %b : i32", "1:19: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"},
		{`  %0 = arith.cmpi "foo", %a, %b : i32`, `1:19: custom op 'arith.cmpi' invalid predicate attribute specification: "foo"`},
		{`  %0 = arith.cmpi "slt" : i32, %a, %b : i32`, "1:24: expected ','"},
		{"  %8 = memref.subview %m[%i, 0] [2, %j] [1, 1] : memref<4x?xf32> foo memref<2x?xf32, strided<[?, 1], offset: ?>>",
			"1:66: custom op 'memref.subview' expected 'to'"},
		{"  %8 = memref.subview %m[%i, x] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>",
			"1:30: custom op 'memref.subview' expected integer value"},
		{"  %8 = memref.subview %m[%i, 0 [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>",
			"1:31: expected ']' in dynamic index list"},
		{"  %6 = memref.load %m[%i, %j : memref<4x?xf32>", "1:29: expected ']'"},
		{"  %3 = arith.addf %x, %y fastmath : f32", "1:34: expected '<'"},
		{"  %0 = arith.addi %a, %b overflow : i32", "1:34: expected '<'"},
		{"  %0 = arith.addi %a, %b {x = 1 : i32 : i32", "1:38: expected '}' in attribute dictionary"},
		{"  %0 = arith.addi %a, %b : i32, i32", "1:31: expected operation name in quotes"},
		{"  %0 = arith.constant : i32", "1:22: expected attribute value"},
		{"  %2 = llvm.intr.fabs(%x) : f32", "1:29: custom op 'llvm.intr.fabs' invalid kind of type specified: expected builtin.function, but found 'f32'"},
		{"  %2 = llvm.intr.fabs(%x) : (f32, f32) -> f32", "1:23: custom op 'llvm.intr.fabs' number of operands and types do not match: got 1 operands and 2 types"},
		{"  %2 = llvm.intr.fabs(%x, %y) : (f32) -> f32", "1:23: custom op 'llvm.intr.fabs' number of operands and types do not match: got 2 operands and 1 types"},
		{"  cf.br ^bb1(%a, %b : i32)", "1:14: custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types"},
		{"  cf.br ^bb1(%a : i32, i32)", "1:14: custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types"},
		{"  cf.br bb1(%a : i32)", "1:8: expected block name"},
		{"  cf.br ^bb1(%a i32)", "1:16: expected ':'"},
		{"  cf.br ^bb1(%a : i32\n^bb1(%z: i32):", "1:22: expected ')'"},
		{"  cf.cond_br %c ^bb1, ^bb1", "1:16: expected ','"},
		{"  %0 = acc.bounds lowerbound(%i : index) lowerbound(%i : index)", "1:8: custom op 'acc.bounds' `lowerbound` clause can appear at most once in the expansion of the oilist directive"},
		{"  %0 = tensor.generate %i tensor.yield", "1:26: expected '{' to begin a region"},
		{"    transform.structured.vectorize %0 vector_sizes [%c, [%c], 16] : !transform.any_op",
			"1:58: custom op 'transform.structured.vectorize' expected integer value"},
		{"  transform.structured.vectorize %0 vector_sizes [[4, 5]] : !transform.any_op",
			"1:3: custom op 'transform.structured.vectorize' expected SSA value or integer"},
		{"  transform.structured.vectorize %0 vector_sizes 4 : !transform.any_op", "1:49: expected '[' in dynamic index list"},
		{"  transform.test_dil [%a, 4]", "1:25: expected ':'"},
		{"  %0 = index.cmp sgt(%a, %b)", "1:18: custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, ult"},
		{"  %0 = index.cmp (%a, %b)", "1:18: custom op 'index.cmp' expected valid keyword or string"},
		{"  %0 = index.cmp #arith.fastmath<fast>(%a, %b)", "1:18: custom op 'index.cmp' invalid kind of attribute specified"},
		{"test.func @f(%a: i32) { ^bb0(%b: i32): return }", "1:25: invalid block name in region with named arguments"},
		{"  %0 = tensor.empty(", "1:8: custom op 'tensor.empty' is unknown"},
		{"  %0 = arith.addi %a, %b : i32 loc(", "1:35: expected location instance"},
		{"  %0 = arith.addi", "1:17: expected SSA operand"},
		{"  %0 = arith.addi\n", "1:18: expected SSA operand"},
	} {
		assert.Equal(t, tc.want, parseCustomError(t, reg, tc.src), tc.src)
	}
}

func TestParseFileStillGeneric(t *testing.T) {
	// Without a registry a bare op name is still mlir-opt's error for an
	// unknown dialect.
	assert.Equal(t, "1:1: Dialect `arith' not found for custom op 'arith.addi' ", parseError(t, "arith.addi %a, %b : i32"))
	m := parseCustom(t, newTestRegistry(t), `"arith.addi"(%a, %b) : (i32, i32) -> i32`)
	op := m.Items[0].(*ast.Operation)
	assert.Nil(t, op.Custom)
	assert.NotNil(t, op.Type)
}

// customSeeds are fuzz seeds in custom form.
var customSeeds = []string{
	"test.func @f(%a: i32, %b: f32) {\n  %0 = arith.addi %a, %a overflow<nsw> : i32\n  return %0 : i32\n}",
	"%0 = arith.cmpi slt, %a, %b : vector<4xi32>\n%1 = arith.addf %x, %y fastmath<fast> : f32",
	"%0 = memref.subview %m[%i, 0] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>",
	"%0 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32> loc(\"x\")",
	"cf.cond_br %c weights([1, 2]), ^bb4(%a : i32), ^bb3(%a, %a : i32, i32) {x}",
	"%0 = acc.bounds upperbound(%b : index) lowerbound(%a : i32) extent(%a : index)",
	"%0 = llvm.intr.fabs(%x) : (f32) -> f32\n%c = arith.constant dense<1> : tensor<2xi32>",
	"%1 = transform.xegpu.insert_prefetch %0 nb_prefetch = %p : (!transform.any_value, !transform.param<i64>) -> !transform.any_op",
	"%0 = tensor.generate %n {\n^bb0(%i: index):\n  tensor.yield %c : f32\n} : tensor<?xf32>",
	`%0 = arith.cmpi "uge", %a, %b : i32` + "\n\"x.y\"() ({ test.func @g() { return } }) : () -> ()",
	"test.func @f(%a: i32) { ^bb0(%b: i32): return }",
	"%0 = memref.subview %m[%i, [4], 0 [2] [] : memref<f32> to memref<f32>",
	"foo %a\narith.foo\nbar.baz",
	strings.Repeat("test.func @f() {", 2000),
	strings.Repeat("%0 = tensor.generate {", 2000),
}

// FuzzParseCustom: with a registry, the fast parser never panics or hangs
// on custom forms, and either returns a tree whose operations lie inside
// the input or a *diag.Diagnostic positioned inside it.
func FuzzParseCustom(f *testing.F) {
	for _, s := range customSeeds {
		f.Add([]byte(s))
	}
	for _, s := range fuzzSeeds[:12] {
		f.Add([]byte(s))
	}
	reg := newTestRegistry(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		type result struct {
			m     *ast.Module
			err   error
			panic any
			stack []byte
		}
		done := make(chan result, 1)
		go func() {
			defer func() {
				if p := recover(); p != nil {
					done <- result{panic: p, stack: debug.Stack()}
				}
			}()
			m, err := ParseFileWith("fuzz.mlir", src, Options{Registry: reg})
			done <- result{m: m, err: err}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("ParseFileWith hangs on %d bytes: %.200q", len(src), src)
		}
		if r.panic != nil {
			t.Fatalf("ParseFileWith panics on %.200q: %v\n%s", src, r.panic, r.stack)
		}
		if r.err != nil {
			var d *diag.Diagnostic
			if l, ok := r.err.(diag.List); ok && len(l) > 0 {
				d = l[0] // a custom syntax's follow-ups come after it
			}
			if d == nil && !errors.As(r.err, &d) {
				t.Fatalf("error is %T, not *diag.Diagnostic: %v", r.err, r.err)
			}
			if d.Pos < 0 || int(d.Pos) > len(src) || d.Msg == "" {
				t.Fatalf("diagnostic %q at %d in %d bytes", d.Msg, d.Pos, len(src))
			}
			return
		}
		if r.m == nil {
			t.Fatal("nil module without an error")
		}
		prev := ast.Pos(0)
		for _, it := range r.m.Items {
			op, ok := it.(*ast.Operation)
			if !ok {
				continue
			}
			if op.Pos < prev || op.End < op.Pos || int(op.End) > len(src) || (op.Type == nil) == (op.Custom == nil) {
				t.Fatalf("operation %q spans [%d,%d) after %d in %d bytes", op.Name, op.Pos, op.End, prev, len(src))
			}
			prev = op.End
		}
	})
}

// customBenchSrc is about 2 MB of custom-form ops in test.func bodies.
var customBenchSrc = func() []byte {
	const body = `  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.cmpi slt, %0, %b : i32
  %2 = arith.addf %x, %y fastmath<fast> : f32
  %3 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %4 = memref.subview %m[%i, 0] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %5 = arith.constant 42 : i32
  %6 = llvm.intr.fabs(%x) : (f32) -> f32
  cf.cond_br %1, ^bb1(%0 : i32), ^bb2
^bb1(%z: i32):
  cf.br ^bb2
^bb2:
  return %5 : i32
`
	var b strings.Builder
	for i := 0; b.Len() < 2<<20; i++ {
		fmt.Fprintf(&b, "test.func @f%d(%%a: i32, %%b: i32, %%x: f32, %%y: f32, %%m: memref<4x?xf32>, %%i: index, %%j: index) {\n%s}\n", i, body)
	}
	return []byte(b.String())
}()

func BenchmarkParseCustom(b *testing.B) {
	reg := newTestRegistry(b)
	b.SetBytes(int64(len(customBenchSrc)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseFileWith("bench.mlir", customBenchSrc, Options{Registry: reg}); err != nil {
			b.Fatal(err)
		}
	}
}

// droppingSyntax ignores the error of a failed parse, which must still fail
// the file.
type droppingSyntax struct{}

func (droppingSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	_, _ = p.ParseType()
	return nil
}

func (droppingSyntax) Print(p dialect.Printer, op *ir.Operation) {}

func TestParseCustomDroppedError(t *testing.T) {
	reg := newTestRegistry(t)
	reg.syntax["test.drop"] = droppingSyntax{}
	assert.Equal(t, "1:10: expected non-function type", parseCustomError(t, reg, "test.drop %x"))
}

// resultCounter records Parser.NumResults, the number of results the op is
// written with, of each op it parses (after its region, if any).
type resultCounter struct{ seen *[]int }

func (s resultCounter) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if p.Peek("{") {
		if _, err := p.ParseRegion(nil); err != nil {
			return err
		}
	}
	*s.seen = append(*s.seen, p.NumResults())
	return nil
}

func (resultCounter) Print(p dialect.Printer, op *ir.Operation) {}

func TestParseCustomNumResults(t *testing.T) {
	reg := newTestRegistry(t)
	var seen []int
	reg.syntax["test.count"] = resultCounter{&seen}
	_, err := ParseFileWith("t.mlir", []byte("test.count\n%a = test.count\n%b, %c:3 = test.count {\n  %d:2 = test.count\n  test.count\n}\n%e = test.count"), Options{Registry: reg})
	require.NoError(t, err)
	// The ops nested in a region do not change their parent's count.
	assert.Equal(t, []int{0, 1, 2, 0, 4, 1}, seen)
}

// emittingSyntax reports an error at the op name without the "custom op"
// prefix, through the parser's EmitError.
type emittingSyntax struct{}

func (emittingSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	p.ParseOptionalKeyword("x")
	return p.EmitErrorf(p.OpNamePos(), "placed by the syntax")
}

func (emittingSyntax) Print(p dialect.Printer, op *ir.Operation) {}

func TestParseCustomEmitError(t *testing.T) {
	reg := newTestRegistry(t)
	reg.syntax["test.emit"] = emittingSyntax{}
	assert.Equal(t, "2:3: placed by the syntax", parseCustomError(t, reg, "test.func @f() {\n  test.emit x\n}"))
}

// dimLister parses a dimension list (with the flags in its name) and
// records it.
type dimLister struct {
	allowDynamic, trailingX bool
	seen                    *[][]int64
}

func (s dimLister) Parse(p dialect.Parser, st *ast.CustomOp) error {
	dims, err := p.ParseDimensionList(s.allowDynamic, s.trailingX)
	*s.seen = append(*s.seen, dims)
	if err != nil {
		return err
	}
	_, _, err = p.ParseOptionalType()
	return err
}

func (dimLister) Print(p dialect.Printer, op *ir.Operation) {}

func TestParseCustomDimensionList(t *testing.T) {
	reg := newTestRegistry(t)
	var seen [][]int64
	reg.syntax["test.dims"] = dimLister{false, false, &seen}
	reg.syntax["test.dyndims"] = dimLister{true, false, &seen}
	reg.syntax["test.xdims"] = dimLister{true, true, &seen}
	_, err := ParseFileWith("t.mlir", []byte("test.dims 16x16x16\ntest.dims 0x4\ntest.dims 7\ntest.dims\ntest.dyndims ?x4\ntest.xdims 4x?xf32\ntest.xdims 0x8xi8"), Options{Registry: reg})
	require.NoError(t, err)
	d := ast.Dynamic
	assert.Equal(t, [][]int64{{16, 16, 16}, {0, 4}, {7}, nil, {d, 4}, {4, d}, {0, 8}}, seen)
	for _, c := range []struct{ src, err string }{
		{"test.dims 16x?x16", "1:14: expected static shape"},
		{"test.dims 16x16xa", "1:17: invalid dimension"},
		{"test.dims 16x16x", "1:16: invalid dimension"},
		{"test.xdims 4x8", "1:14: expected 'x' in dimension list"},
	} {
		assert.Equal(t, c.err, parseCustomError(t, reg, c.src), c.src)
	}
}

// affineSyntax is `test.affine %m[ssa-map] (expr(ssa-expr))? (bare-map)?`, an
// affine.load-like syntax recording what the Parser's affine methods
// return.
type affineSyntax struct{}

func (affineSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	amap, operands, err := p.ParseAffineMapOfSSAIds("[")
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{m}, operands}
	st.Props = append(st.Props, ast.NamedAttr{Name: "map", Value: &ast.AffineMapAttr{Map: amap}})
	if p.ParseOptionalKeyword("expr") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		e, dims, syms, err := p.ParseAffineExprOfSSAIds()
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, dims, syms)
		st.Props = append(st.Props, ast.NamedAttr{Name: "expr", Value: &ast.AffineMapAttr{Map: &ast.AffineMap{
			Dims: make([]string, len(dims)), Syms: make([]string, len(syms)), Results: []ast.AffineExpr{e}}}})
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if p.Peek("(") {
		bare, err := p.ParseAffineMap()
		if err != nil {
			return err
		}
		st.Props = append(st.Props, ast.NamedAttr{Name: "bare", Value: &ast.AffineMapAttr{Map: bare}})
	}
	return nil
}

func (affineSyntax) Print(p dialect.Printer, op *ir.Operation) {}

// affineString spells an affine map as parsed: dN, sN, constants, binary
// operators in prefix form.
func affineString(m *ast.AffineMap) string {
	var expr func(e ast.AffineExpr) string
	expr = func(e ast.AffineExpr) string {
		switch e := e.(type) {
		case *ast.AffineDim:
			return fmt.Sprintf("d%d", e.Pos)
		case *ast.AffineSym:
			return fmt.Sprintf("s%d", e.Pos)
		case *ast.AffineConst:
			return fmt.Sprint(e.Value)
		case *ast.AffineNeg:
			return "(neg " + expr(e.X) + ")"
		case *ast.AffineBinary:
			op := [...]string{"+", "-", "*", "mod", "floordiv", "ceildiv"}[e.Op]
			return "(" + op + " " + expr(e.LHS) + " " + expr(e.RHS) + ")"
		}
		return "?"
	}
	parts := make([]string, len(m.Results))
	for i, r := range m.Results {
		parts[i] = expr(r)
	}
	return fmt.Sprintf("%d/%d[%s]", len(m.Dims), len(m.Syms), strings.Join(parts, ", "))
}

func TestParseAffineOfSSAIds(t *testing.T) {
	reg := newTestRegistry(t)
	reg.syntax["test.affine"] = affineSyntax{}
	for _, tc := range []struct{ src, want string }{
		{"test.affine %A[]", "o0[%A] o1[] map=0/0[]"},
		{"test.affine %A[%i, %j]", "o0[%A] o1[%i %j] map=2/0[d0, d1]"},
		// Values are numbered as first used, dimensions and symbols apart;
		// the operands are the dimensions' then the symbols'.
		{"test.affine %A[symbol(%n) * 2 + %j, %i - 3]", "o0[%A] o1[%j %i %n] map=2/1[(+ (* s0 2) d0), (- d1 3)]"},
		// A value used again is the same identifier, whichever way.
		{"test.affine %A[%i + symbol(%i), %i floordiv 4]", "o0[%A] o1[%i] map=1/0[(+ d0 d0), (floordiv d0 4)]"},
		{"test.affine %A[-%i mod 0x10, (%i)]", "o0[%A] o1[%i] map=1/0[(mod (neg d0) 16), d0]"},
		{"test.affine %A[%r#1] expr(%i * symbol(%s) ceildiv 2)", "o0[%A] o1[%r#1] o2[%i] o3[%s] map=1/0[d0] expr=1/1[(ceildiv (* d0 s0) 2)]"},
		{"test.affine %A[] (d1, d0)[s0] -> (d0 + s0, d1)", "o0[%A] o1[] map=0/0[] bare=2/1[(+ d1 s0), d0]"},
	} {
		m := parseCustom(t, reg, tc.src)
		op := m.Items[0].(*ast.Operation)
		var b strings.Builder
		for i, g := range op.Custom.Operands {
			if i > 0 {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "o%d[", i)
			for j, u := range g {
				if j > 0 {
					b.WriteString(" ")
				}
				b.WriteString("%" + u.Name)
				if u.Index >= 0 {
					fmt.Fprintf(&b, "#%d", u.Index)
				}
			}
			b.WriteString("]")
		}
		for _, p := range op.Custom.Props {
			b.WriteString(" " + p.Name + "=" + affineString(p.Value.(*ast.AffineMapAttr).Map))
		}
		assert.Equal(t, tc.want, b.String(), tc.src)
	}
	// Errors, as mlir-opt 22 reports them in affine.load's map.
	for _, tc := range []struct{ src, want string }{
		{"  %0 = test.affine %A[%i + ] : memref<4x4xf32>", "1:28: missing right operand of binary operator"},
		{"  %0 = test.affine %A[%i * %j, 0] : memref<4x4xf32>", "1:26: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"  %0 = test.affine %A[%i floordiv %j, 0] : memref<4x4xf32>", "1:26: non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
		{"  %0 = test.affine %A[%i mod %j, 3] : memref<4x4xf32>", "1:26: non-affine expression: right operand of mod has to be either a constant or symbolic"},
		{"  %0 = test.affine %A[symbol %i, 0] : memref<4x4xf32>", "1:29: expected '(' at start of SSA symbol"},
		{"  %0 = test.affine %A[symbol(%i, 0] : memref<4x4xf32>", "1:32: expected ')' at end of SSA symbol"},
		{"  %0 = test.affine %A[symbol(3), 0] : memref<4x4xf32>", "1:30: expected ssa identifier"},
		{"  %0 = test.affine %A[d0, 0] : memref<4x4xf32>", "1:23: use of undeclared identifier"},
		{"  %0 = test.affine %A[%i, 0 : memref<4x4xf32>", "1:28: expected ']' in affine map"},
		{"  %0 = test.affine %A[(), 0] : memref<4x4xf32>", "1:24: no expression inside parentheses"},
		{"  %0 = test.affine %A[-, 0] : memref<4x4xf32>", "1:24: expected affine expression"},
		{"  %0 = test.affine %A[99999999999999999999, 0] : memref<4x4xf32>", "1:23: constant too large for index"},
		{"  %0 = test.affine %A[%i mod 0, * 3] : memref<4x4xf32>", "1:33: missing left operand of binary operator"},
		{"  %0 = test.affine %A(%i, 3) : memref<4x4xf32>", "1:22: expected '[' in affine map"},
		// A bare map is parsed as mlir-opt's parseAffineMap does.
		{"  test.affine %A[] (d0) foo", "1:24: expected '->' or ':'"},
		{"  test.affine %A[] (3) -> (d0)", "1:21: expected bare identifier"},
		{"  test.affine %A[] (d0)[s0 -> (d0)", "1:27: expected ']' in symbol list"},
		{"  test.affine %A[] (d0) : (d0 >= 0)", "1:20: expected AffineMap, but got IntegerSet"},
		{"  test.affine %A[] (d0) -> (d0 d0)", "1:31: expected ')' in affine map range"},
		{"  test.affine %A[] (d0) -> (%x)", "1:29: unexpected ssa identifier"},
	} {
		assert.Equal(t, tc.want, parseCustomError(t, reg, tc.src), tc.src)
	}
}

// TestAffineNonAffine: products of dimensions and divisions by them are
// rejected at the operator, as mlir-opt does while parsing, but only when
// the simplified operands still depend on a dimension.
func TestAffineNonAffine(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"#m = affine_map<(d0) -> (d0 * d0)>", "1:29: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
		{"#m = affine_map<(d0, d1) -> (d1 mod d0)>", "1:33: non-affine expression: right operand of mod has to be either a constant or symbolic"},
		{"#m = affine_map<(d0, d1) -> (d1 ceildiv (d0 + 1))>", "1:33: non-affine expression: right operand of ceildiv has to be either a constant or symbolic"},
		{"#m = affine_set<(d0, d1) : (d0 * (d1 + 2) >= 0)>", "1:32: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
	} {
		assert.Equal(t, tc.want, parseCustomError(t, nil, tc.src), tc.src)
	}
	for _, src := range []string{
		"#m = affine_map<(d0, d1) -> ((d0 - d0) * d1)>",
		"#m = affine_map<(d0, d1) -> (d1 floordiv (d0 - d0 + 2))>",
		"#m = affine_map<(d0)[s0] -> (d0 * s0, (d0 + s0) * 2, d0 mod s0)>",
	} {
		_, err := ParseFileWith("test.mlir", []byte(src), Options{})
		assert.NoError(t, err, src)
	}
}
