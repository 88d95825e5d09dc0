package asmformat

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

// describe renders a resolver's plan: where each group's types come from.
func (r *Resolver) describe() string {
	one := func(s typeSource) string {
		switch s.kind {
		case rSeen:
			return "syntax"
		case rBuildable:
			return "build " + s.name
		case rOperand:
			return "operand " + r.op.Operands[s.index].Name + transformSuffix(s)
		case rResult:
			return "result " + r.op.Results[s.index].Name + transformSuffix(s)
		case rAttr:
			return "attr " + s.name + transformSuffix(s)
		}
		return "?"
	}
	var parts []string
	for i, s := range r.operands {
		parts = append(parts, r.op.Operands[i].Name+"<-"+one(s))
	}
	if r.infers {
		parts = append(parts, "results<-infer")
	} else {
		for i, s := range r.results {
			parts = append(parts, r.op.Results[i].Name+"<-"+one(s))
		}
	}
	return strings.Join(parts, "; ")
}

func transformSuffix(s typeSource) string {
	if s.transform == "" {
		return ""
	}
	return " via " + normalizeTransform(s.transform)
}

func TestCompileResolution(t *testing.T) {
	fs := compileAll(t)
	for name, want := range map[string]string{
		"arith.addi":     "lhs<-result result; rhs<-result result; result<-syntax",
		"arith.cmpi":     "lhs<-syntax; rhs<-operand lhs; result<-operand lhs via getI1SameShape($_self)",
		"arith.constant": "result<-attr value",
		"memref.load":    "memref<-syntax; indices<-build index; result<-operand memref via cast<MemRefType>($_self).getElementType()",
		"memref.subview": "source<-syntax; offsets<-build index; sizes<-build index; strides<-build index; result<-syntax",
		"cf.cond_br":     "condition<-build i1; trueDestOperands<-syntax; falseDestOperands<-syntax",
		"acc.bounds":     "lowerbound<-syntax; upperbound<-syntax; extent<-syntax; stride<-syntax; startIdx<-syntax; result<-build !acc.data_bounds_ty",
		"llvm.intr.fabs": "in<-syntax; res<-syntax",
	} {
		assert.Equal(t, want, fs[name].resolver.describe(), name)
	}
}

// dump renders the compiled elements with a `·` where the printer writes a
// space before an element.
func dump(elems []*element) string {
	var b strings.Builder
	var walk func(es []*element)
	item := func(el *element, s string) {
		if el.space {
			b.WriteString("·")
		}
		b.WriteString(s)
	}
	walk = func(es []*element) {
		for _, el := range es {
			switch el.kind {
			case kLiteral:
				item(el, el.text)
			case kSpace:
				b.WriteString("[" + el.text + "]")
			case kNewline:
				b.WriteString("[nl]")
			case kOptional:
				b.WriteString("(")
				walk(el.then)
				if el.els != nil {
					b.WriteString("):(")
					walk(el.els)
				}
				b.WriteString(")?")
			case kOIList:
				b.WriteString("oilist(")
				for i, cl := range el.clauses {
					if i > 0 {
						b.WriteString("|")
					}
					walk([]*element{cl.lit})
					walk(cl.elems)
				}
				b.WriteString(")")
			case kAttrDict:
				b.WriteString("{attr-dict}")
			case kType:
				item(el, "type")
			case kCustom:
				item(el, "custom<"+el.text+">")
			case kOperands:
				item(el, "operands")
			case kFuncType:
				item(el, "fn-type")
			default:
				item(el, "$"+el.text)
			}
		}
	}
	walk(elems)
	return b.String()
}

func TestCompileSpacing(t *testing.T) {
	fs := compileAll(t)
	for name, want := range map[string]string{
		"arith.addi":                      "·$lhs,·$rhs(·overflow[]$overflowFlags)?{attr-dict}·:·type",
		"arith.constant":                  "{attr-dict}·$value",
		"memref.load":                     "·$memref[$indices]{attr-dict}·:·type",
		"memref.subview":                  "·$source[]custom<DynamicIndexList>·custom<DynamicIndexList>·custom<DynamicIndexList>{attr-dict}·:·type·to·type",
		"cf.cond_br":                      "·$condition(·weights($branch_weights))?,·$trueDest(($trueDestOperands·:·type))?,·$falseDest(($falseDestOperands·:·type))?{attr-dict}",
		"transform.xegpu.insert_prefetch": "·$target·nb_prefetch·=(·$dynamic_nb_prefetch):(·$static_nb_prefetch)?{attr-dict}·:·fn-type",
		"acc.bounds":                      "oilist(·lowerbound($lowerbound·:·type)|·upperbound($upperbound·:·type)|·extent($extent·:·type)|·stride($stride·:·type)|·startIdx($startIdx·:·type))[attr-dict]",
		"llvm.intr.fabs":                  "(operands){attr-dict}·:·fn-type",
		"affine.linearize_index":          "(·disjoint$disjoint)?[ ][$multi_index]·by·custom<DynamicIndexList>{attr-dict}·:·type",
		"transform.yield":                 "·operands{attr-dict}(·:·type)?",
		"tensor.generate":                 "·$dynamicExtents·$body{attr-dict}·:·type",
	} {
		got := strings.ReplaceAll(dump(fs[name].elems), "[attr-dict]", "{attr-dict}")
		assert.Equal(t, strings.ReplaceAll(want, "[attr-dict]", "{attr-dict}"), got, name)
	}
}

// errOp is the op the malformed formats are compiled for.
func errOp(format string) *ods.Op {
	return &ods.Op{
		Name: "test.op",
		Operands: []*ods.Arg{{Name: "a", Constraint: "AnyType"}, {Name: "b", Kind: "variadic", Constraint: "AnyType"},
			{Name: "i", Constraint: "Index", Buildable: "index"}},
		Results: []*ods.Arg{{Name: "r", Constraint: "AnyType"}},
		Attrs: []*ods.Attr{
			{Name: "u", Constraint: "UnitAttr", Storage: "::mlir::UnitAttr", Optional: true},
			{Name: "s", Constraint: "StrAttr", Storage: "::mlir::StringAttr"},
			{Name: "opt", Constraint: "I64Attr", Storage: "::mlir::IntegerAttr", Optional: true, Type: "i64"},
			{Name: "any", Constraint: "AnyAttr", Storage: "::mlir::Attribute"},
			{Name: "ints", Constraint: "DenseI64ArrayAttr", Storage: "::mlir::DenseI64ArrayAttr"},
		},
		Regions:    []*ods.Region{{Name: "body"}},
		Successors: []*ods.Arg{{Name: "next"}},
		Format:     format,
	}
}

func TestCompileErrors(t *testing.T) {
	// A complete, valid format to start the variations from.
	const ok = "$a `,` $b $i $s $any $ints $body $next attr-dict-with-keyword `:` type($a) `,` type($b) `->` type($r)"
	_, err := Compile(errOp(ok), nil)
	require.NoError(t, err)
	for _, tc := range []struct{ format, want string }{
		{"", "the op has no assembly format"},
		{"`unterminated", "1:1: unexpected end of file in literal"},
		{"$", "expected variable name"},
		{"$a $b $i $s $any $ints $body $next `:` type($a) `,` type($b) `->` type($r)",
			"'attr-dict' directive not found in custom assembly format: add attr-dict"},
		{"$a $a attr-dict", "1:4: operand 'a' is already bound"},
		{"$zz attr-dict", "1:1: expected variable to refer to an argument, region, result, or successor: 'zz' names none of the op's"},
		{"$a $i $s $any $ints $body $next attr-dict-with-keyword `:` type($a) `->` type($r)",
			"operand #1, named 'b', not found: add $b to the format"},
		{"$a $b $i $s $any $ints $next attr-dict `:` type($a) `,` type($b) `->` type($r)",
			"region #0, named 'body', not found: add $body to the format"},
		{"$a $b $i $s $any $ints $body attr-dict-with-keyword `:` type($a) `,` type($b) `->` type($r)",
			"successor #0, named 'next', not found: add $next to the format"},
		{"$a $b $i $s $any $ints $body $next attr-dict-with-keyword `:` type($b) `->` type($r)",
			"type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred: add type($a) to the format"},
		{"$a $b $i $s $any $ints $body $next attr-dict-with-keyword `:` type($a) `,` type($b)",
			"type of result #0, named 'r', is not buildable and a buildable type cannot be inferred: add type($r) to the format"},
		{"($a^)? attr-dict", "1:1: only variable length operands can be used within an optional group: 'a' is not optional or variadic"},
		{"(`x` $b)? attr-dict", "optional group has no anchor element: mark the element whose presence decides the group with `^`"},
		{"(`x`^ $b)? attr-dict", "only variables and types can be used to anchor an optional group"},
		{"(`x` $s^)? attr-dict", "only optional or default-valued attributes can be used to anchor an optional group: 's' is required"},
		{"(type($b)^ $b)? attr-dict", "first parsable element of an optional group must be a literal, variable, or custom directive"},
		{"(`x` $u^ $u^)? attr-dict", "attribute 'u' is already bound"},
		{"(`x` $opt^ `y` $u^)? attr-dict", "only one element can be marked as the anchor of an optional group"},
		{"(`x` attr-dict^)?", "only literals, types, and variables can be used within an optional group"},
		{"`1x` attr-dict", "expected valid literal but got '1x': valid keyword starts with a letter or '_'"},
		{"`$` attr-dict", "expected valid literal but got '$': single character literal must be a letter or one of '_:,=<>()[]{}?+*'"},
		{"`a-b` attr-dict", "keywords should contain only alphanum, '_', '$', or '.' characters"},
		{"custom<Nope>($a) attr-dict", "unknown custom directive 'Nope': register its Go parse and print functions under that name in Env.Directives"},
		{"custom<DynamicIndexList>($b) attr-dict", "custom<DynamicIndexList> expects ($values, $integers)"},
		{"custom<DynamicIndexList>($b, `x`) attr-dict", "literals may only be used in the top-level section of the format"},
		{"custom<DynamicIndexList>(operands, $ints) attr-dict", "only variables and types may be used as parameters to a custom directive"},
		{"custom<DynamicIndexList>(type(operands), $ints) attr-dict", "type directives within a custom directive may only refer to variables"},
		{"custom<X", "expected '>' after custom directive name"},
		{"$any `:` type($a) attr-dict", "format ambiguity caused by `:` literal found after attribute `any` which does not have a buildable type"},
		{"attr-dict $body", "format ambiguity caused by `attr-dict` directive followed by region `body`: use `attr-dict-with-keyword` instead"},
		{"attr-dict (`x` $b^)? $body", "format ambiguity caused by `attr-dict` directive followed by region `body`"},
		{"type($r) $r attr-dict", "result variables can only be used as a child to a 'type' directive: write type($r)"},
		{"type($a) type($a) attr-dict", "'type' of 'a' is already bound"},
		{"type(operands) type($a) attr-dict", "'type' of 'a' is already bound"},
		{"type($s) attr-dict", "attributes cannot be used as children to a `type` directive"},
		{"type(`x`) attr-dict", "literals may only be used in the top-level section of the format"},
		{"type(attr-dict)", "'attr-dict' directive can only be used as a top-level directive"},
		{"attr-dict attr-dict", "'attr-dict' directive has already been seen"},
		{"operands $a attr-dict", "operand 'a' is already bound"},
		{"$a operands attr-dict", "'operands' directive creates overlap in format"},
		{"ref($a) attr-dict", "'ref' is only valid within a `custom` directive"},
		{"custom<DynamicIndexList>($b, ref($ints)) attr-dict", "attribute 'ints' must be bound before it is referenced"},
		{"oilist(`x` $a) attr-dict", "only variable length operands can be used within an oilist parsing group: 'a' is not optional or variadic"},
		{"oilist(`x` $s) attr-dict", "only optional attributes can be used in an oilist parsing group: 's' is required"},
		{ok + " oilist(`x` $opt) `x`", "format ambiguity because x is used both in oilist element and the adjacent literal."},
		{ok + " oilist(`x` $opt) oilist(`x` $u)", "format ambiguity because x is used in two adjacent oilist elements."},
		{"functional-type($a $r) attr-dict", "expected ',' after inputs argument"},
		{"type(type($a)) attr-dict", "'type' cannot be used as a child of another `type`"},
		{"qualified($a) attr-dict", "'qualified' directive expects an attribute or a `type` directive"},
		{"$a^ attr-dict", "1:3: expected literal, variable, directive, or optional group"},
		{"params attr-dict", "unsupported directive kind 'params' in an op format"},
		{"\"str\" attr-dict", "strings may only be used as 'custom' directive arguments"},
		{"(`x` $b^ attr-dict", "expected literal, variable, directive, or optional group"},
		{"(`x` $b^) attr-dict", "expected '?' after optional group"},
		{"(`x` $b^): `y` attr-dict", "expected '(' to start else branch of optional group"},
		{"$a\n  %", "2:3: unexpected character"},
	} {
		_, err := Compile(errOp(tc.format), nil)
		if !assert.Error(t, err, tc.format) {
			continue
		}
		assert.Contains(t, err.Error(), tc.want, tc.format)
		assert.True(t, strings.HasPrefix(err.Error(), "assembly format of 'test.op', "), err.Error())
	}
}

func TestCompileUnknownDialectAttr(t *testing.T) {
	// An attribute of a dialect class whose definition the environment
	// lacks still compiles: it is printed stripped and parsed in full.
	op := &ods.Op{Name: "test.x", Attrs: []*ods.Attr{{Name: "a", Constraint: "Foo_BarAttr", Storage: "::mlir::foo::BarAttr"}},
		Format: "$a attr-dict"}
	f, err := Compile(op, nil)
	require.NoError(t, err)
	assert.Equal(t, modeOpaque, f.attrs[0].mode)
	env := NewEnv(&ods.Dialect{Name: "foo", Attrs: []*ods.AttrDef{{Name: "Foo_BarAttr", Mnemonic: "bar", Params: []*ods.Param{{Name: "v"}}}}})
	f, err = Compile(op, env)
	require.NoError(t, err)
	assert.Equal(t, modeStripped, f.attrs[0].mode)
	assert.Equal(t, fmt.Sprint("foo", ".", "bar"), f.attrs[0].dialect+"."+f.attrs[0].mnemonic)
}
