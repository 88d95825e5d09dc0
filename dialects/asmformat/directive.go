package asmformat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// CustomDirective is the Go side of a `custom<Name>(args...)` directive
// (ODS's parseName/printName C++ functions). Parse and Print receive one
// argument per directive argument, in the order the format lists them.
type CustomDirective struct {
	// Check, when not nil, validates the arguments when a format using the
	// directive is compiled; its error should say what the directive expects.
	Check func(args []*Arg) error
	// Parse reads the directive's syntax and fills the non-ref arguments.
	Parse func(p dialect.Parser, args []ParseArg) error
	// ParseOptional, when not nil, lets the directive start an optional
	// group: it reports whether the directive's syntax is there (false
	// without consuming anything), failing only on malformed input.
	ParseOptional func(p dialect.Parser, args []ParseArg) (bool, error)
	// Print writes the directive's syntax. The format has already written
	// the space that goes before it.
	Print func(p dialect.Printer, op *ir.Operation, args []PrintArg)
}

// ArgKind is what a custom directive argument refers to.
type ArgKind uint8

const (
	OperandArg   ArgKind = iota + 1 // $operand
	TypeArg                         // type($operand) or type($result)
	AttrArg                         // $attr, or $prop for a property
	RegionArg                       // $region
	SuccessorArg                    // $successor
	AttrDictArg                     // attr-dict
	StringArg                       // "text": a C++ expression ODS passes verbatim
)

// Arg describes one argument of a custom directive.
type Arg struct {
	Kind ArgKind
	// Ref is ref(...): the value was bound earlier in the format and is
	// passed for reading only.
	Ref bool
	// Name is the variable's name without `$` (for a TypeArg, the operand
	// or result's), or a StringArg's text.
	Name string
	// Length is the group's length for operands, types, regions and
	// successors.
	Length Length
	// Result marks a TypeArg of a result.
	Result bool
	// AttrDef is an AttrArg's definition.
	AttrDef *ods.Attr
}

// ParseArg is an argument as a directive's parse functions see it: Parse
// fills the fields of its kind; for a Ref they hold what was parsed before.
type ParseArg struct {
	*Arg
	Operands []ast.ValueUse
	// Groups are the sizes of a VariadicOfVariadic group's sub-groups
	// (their sum is len(Operands), or len(Types) for a TypeArg).
	Groups     []int
	Types      []ast.Type
	Attr       ast.Attr // nil: not given
	Regions    []*ast.Region
	Successors []ast.BlockRef
	Dict       *ast.DictAttr
}

// PrintArg is an argument as a directive's Print function sees it.
type PrintArg struct {
	*Arg
	Operands   []ir.Value
	Groups     []int
	Types      []ir.Type
	Attr       ir.Attribute // nil when the op does not hold it
	Regions    []*ir.Region
	Successors []*ir.Block
	// Dict is the op's attribute dictionary (inherent attributes and
	// discardable ones, merged) for an AttrDictArg.
	Dict []ir.NamedAttribute
}

// BuiltinDirectives returns the custom directives the engine implements,
// by name: DynamicIndexList.
func BuiltinDirectives() map[string]*CustomDirective {
	return map[string]*CustomDirective{
		"DynamicIndexList": DynamicIndexList,
	}
}

// DynamicIndexList is MLIR's custom<DynamicIndexList>(values, integers
// [, scalableFlags | type(values)] [, "valueTypes", "delimiter"]): a list
// such as `[%a, 4, %b]` mixing SSA values and static integers. The integers
// are stored in a DenseI64ArrayAttr where math.MinInt64 (ShapedType's
// kDynamic) marks the place of each SSA value; with a scalable-flags
// DenseBoolArrayAttr argument an entry may be written `[4]` (scalable).
// The delimiter is `[]` unless a string argument names
// AsmParser::Delimiter::Paren (`()`), LessGreater or Braces.
var DynamicIndexList = &CustomDirective{
	Check: checkDynamicIndexList,
	Parse: parseDynamicIndexList,
	Print: printDynamicIndexList,
}

// dynamicIndexArgs picks the roles of DynamicIndexList's arguments.
type dynamicIndexArgs struct {
	values, integers, scalable, types int // argument indexes, -1 when absent
	open, close                       string
}

func dynamicIndexRoles(kinds []ArgKind, strs []string) (dynamicIndexArgs, error) {
	r := dynamicIndexArgs{values: -1, integers: -1, scalable: -1, types: -1, open: "[", close: "]"}
	if len(kinds) < 2 || kinds[0] != OperandArg || kinds[1] != AttrArg {
		return r, fmt.Errorf("custom<DynamicIndexList> expects ($values, $integers) followed by an optional scalable-flags attribute or type($values), and optional strings")
	}
	r.values, r.integers = 0, 1
	for i := 2; i < len(kinds); i++ {
		switch kinds[i] {
		case AttrArg:
			r.scalable = i
		case TypeArg:
			r.types = i
		case StringArg:
			s := strs[i]
			switch {
			case strings.Contains(s, "Delimiter::Paren"):
				r.open, r.close = "(", ")"
			case strings.Contains(s, "Delimiter::LessGreater"):
				r.open, r.close = "<", ">"
			case strings.Contains(s, "Delimiter::Braces"):
				r.open, r.close = "{", "}"
			case strings.Contains(s, "Delimiter::Square"):
				r.open, r.close = "[", "]"
			}
		default:
			return r, fmt.Errorf("custom<DynamicIndexList>: argument %d must be an attribute, a type or a string", i+1)
		}
	}
	return r, nil
}

func checkDynamicIndexList(args []*Arg) error {
	kinds := make([]ArgKind, len(args))
	strs := make([]string, len(args))
	for i, a := range args {
		kinds[i], strs[i] = a.Kind, a.Name
	}
	_, err := dynamicIndexRoles(kinds, strs)
	return err
}

func parseRoles(args []ParseArg) dynamicIndexArgs {
	kinds := make([]ArgKind, len(args))
	strs := make([]string, len(args))
	for i, a := range args {
		kinds[i], strs[i] = a.Kind, a.Name
	}
	r, _ := dynamicIndexRoles(kinds, strs)
	return r
}

// dynamicSize is ShapedType::kDynamic as a DenseI64ArrayAttr literal.
const dynamicSizeText = "-9223372036854775808"

// errNoMessage is a failure that reports nothing by itself.
var errNoMessage = errors.New("no message")

func parseDynamicIndexList(p dialect.Parser, args []ParseArg) error {
	if err := ParseDynamicIndexListItems(p, args); err != nil {
		// mlir-opt adds its own error at the op's name to any of the
		// list's (the first one when the list failed silently).
		return p.Errorf(p.OpNamePos(), "expected SSA value or integer")
	}
	return nil
}

// ParseDynamicIndexListItems is DynamicIndexList's parse without the
// error parseDynamicIndexList adds after the list's own: for a directive
// that adds its own instead (xegpu's OptionalDynamicIndexList). On a
// failure without a message of its own, nothing has been reported: the
// caller must report one.
func ParseDynamicIndexListItems(p dialect.Parser, args []ParseArg) error {
	r := parseRoles(args)
	var values []ast.ValueUse
	var types []ast.Type
	var ints, flags []ast.Literal
	elem := func() error {
		v, isValue, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		scalable := p.ParseOptionalPunct("[")
		flags = append(flags, boolLit(scalable))
		if isValue {
			values = append(values, v)
			ints = append(ints, ast.Literal{Kind: ast.LitInt, Text: dynamicSizeText})
			if r.types >= 0 {
				if err := p.ParsePunct(":"); err != nil {
					return err
				}
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				types = append(types, t)
			}
		} else {
			pos := p.Pos()
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf(pos, "expected integer value")
			}
			ints = append(ints, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
		}
		if scalable && !p.ParseOptionalPunct("]") {
			return errNoMessage // MLIR fails here without a message of its own
		}
		return nil
	}
	list := func() error {
		if !p.ParseOptionalPunct(r.open) {
			return p.WrongToken("expected '" + r.open + "' in dynamic index list")
		}
		if p.ParseOptionalPunct(r.close) {
			return nil
		}
		for {
			if err := elem(); err != nil {
				return err
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if !p.ParseOptionalPunct(r.close) {
			return p.WrongToken("expected '" + r.close + "' in dynamic index list")
		}
		return nil
	}
	if err := list(); err != nil {
		return err
	}
	args[r.values].Operands = values
	args[r.integers].Attr = &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 64}, Elems: ints}
	if r.scalable >= 0 {
		args[r.scalable].Attr = &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 1}, Elems: flags}
	}
	if r.types >= 0 {
		if types == nil {
			types = []ast.Type{}
		}
		args[r.types].Types = types
	}
	return nil
}

func boolLit(b bool) ast.Literal {
	if b {
		return ast.Literal{Kind: ast.LitBool, Text: "true"}
	}
	return ast.Literal{Kind: ast.LitBool, Text: "false"}
}

func printDynamicIndexList(p dialect.Printer, op *ir.Operation, args []PrintArg) {
	kinds := make([]ArgKind, len(args))
	strs := make([]string, len(args))
	for i, a := range args {
		kinds[i], strs[i] = a.Kind, a.Name
	}
	r, _ := dynamicIndexRoles(kinds, strs)
	p.WriteString(r.open)
	ints, _ := args[r.integers].Attr.(*ir.DenseArrayAttr)
	var flags *ir.DenseArrayAttr
	if r.scalable >= 0 {
		flags, _ = args[r.scalable].Attr.(*ir.DenseArrayAttr)
	}
	values := args[r.values].Operands
	var types []ir.Type
	if r.types >= 0 {
		types = args[r.types].Types
	}
	if ints != nil {
		k := 0
		for i := range ints.Values {
			if i > 0 {
				p.WriteString(", ")
			}
			scalable := flags != nil && i < len(flags.Values) && flags.Values[i] != 0
			if scalable {
				p.WriteString("[")
			}
			if v := ints.Int(i); v == ir.DynamicSize && k < len(values) {
				p.PrintOperand(values[k])
				if k < len(types) {
					p.WriteString(" : ")
					p.PrintType(types[k])
				}
				k++
			} else {
				p.WriteString(strconv.FormatInt(v, 10))
			}
			if scalable {
				p.WriteString("]")
			}
		}
	}
	p.WriteString(r.close)
}
