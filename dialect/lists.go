package dialect

import (
	"github.com/gomlir/gomlir/ast"
)

// This file holds what MLIR's OpAsmParser offers beyond single elements:
// comma-separated lists with their delimiters, and the lists of operands,
// types, arguments and assignments built on them, as functions over a
// Parser. Reader offers the same with a sticky error.

// Delimiter is what surrounds a list (OpAsmParser::Delimiter).
type Delimiter uint8

const (
	// None: no delimiter; the list has at least one element, except for
	// operand and argument lists, which are empty when no `%` comes.
	None Delimiter = iota
	// Paren is `(...)`, Square `[...]`, Angle `<...>`, Braces `{...}`: the
	// delimiters are required, the list may be empty.
	Paren
	Square
	Angle
	Braces
	// OptionalParen, ...: the list, delimiters included, may be absent
	// (nothing is parsed unless the opening delimiter comes).
	OptionalParen
	OptionalSquare
	OptionalAngle
	OptionalBraces
)

// delims returns the opening and closing punctuation of d, and whether
// the list is optional; "" for None.
func (d Delimiter) delims() (open, close string, optional bool) {
	switch d {
	case Paren, OptionalParen:
		open, close = "(", ")"
	case Square, OptionalSquare:
		open, close = "[", "]"
	case Angle, OptionalAngle:
		open, close = "<", ">"
	case Braces, OptionalBraces:
		open, close = "{", "}"
	}
	return open, close, d >= OptionalParen
}

// ParseCommaList is OpAsmParser::parseCommaSeparatedList(delimiter,
// element, contextMessage): the opening delimiter ("expected '(' in
// argument list" when ctx is " in argument list"), elements separated by
// commas (none when the closing delimiter comes at once), the closing
// delimiter. With None there is at least one element and no delimiter;
// with an optional delimiter, nothing is parsed when the opening one does
// not come. elem parses one element; the first error stops the list.
func ParseCommaList(p Parser, d Delimiter, ctx string, elem func() error) error {
	open, close, optional := d.delims()
	if open != "" {
		if optional && !p.Peek(open) {
			return nil
		}
		if !p.ParseOptionalPunct(open) {
			return p.WrongToken("expected '" + open + "'" + ctx)
		}
		if p.ParseOptionalPunct(close) {
			return nil
		}
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if open != "" && !p.ParseOptionalPunct(close) {
		return p.WrongToken("expected '" + close + "'" + ctx)
	}
	return nil
}

// ParseIndexedOperand reads an operand and its square-bracketed indices,
// `%m[%i, %j]`, as the syntaxes of memory accesses write them
// (parseOperand, then parseOperandList with Square).
func ParseIndexedOperand(p Parser) (ast.ValueUse, []ast.ValueUse, error) {
	v, err := p.ParseOperand()
	if err != nil {
		return v, nil, err
	}
	idx, err := ParseOperandList(p, Square, -1)
	return v, idx, err
}

// ParseOperandList is OpAsmParser::parseOperandList(operands, delimiter,
// allowResultNumber, requiredOperandCount): operands in a list delimited
// by d (" in operand list" ends its messages). With None, nothing is
// parsed unless a `%` comes. count >= 0 requires that many operands
// ("expected N operands" where the list starts; with None and no `%`,
// "unexpected delimiter" before a `(` or `[`, else "expected operand").
func ParseOperandList(p Parser, d Delimiter, count int) ([]ast.ValueUse, error) {
	if d == None && !p.Peek("%") {
		if count <= 0 {
			return nil, nil
		}
		// Unreachable in gomlir: no syntax asks for a count of operands
		// without a delimiter (upstream's words kept for one that would).
		if p.Peek("(") || p.Peek("[") {
			return nil, p.EmitErrorf(p.Pos(), "unexpected delimiter")
		}
		return nil, p.WrongToken("expected operand")
	}
	start := p.Pos()
	var list []ast.ValueUse
	err := ParseCommaList(p, d, " in operand list", func() error {
		u, err := p.ParseOperand()
		list = append(list, u)
		return err
	})
	if err != nil {
		return nil, err
	}
	if count >= 0 && len(list) != count {
		return nil, p.Errorf(start, "expected %d operands", count)
	}
	return list, nil
}

// ParseArgumentList is OpAsmParser::parseArgumentList(args, delimiter,
// allowType, allowAttrs): region arguments (`%a: i32 {attrs} loc(...)`
// as ParseArgument reads them) in a list delimited by d (" in argument
// list" ends its messages); with None, nothing is parsed unless a `%`
// comes. attrs[i] is argument i's attribute dictionary, or nil.
func ParseArgumentList(p Parser, d Delimiter, withType, withAttrs bool) (args []ast.BlockArg, attrs []*ast.DictAttr, err error) {
	if d == None && !p.Peek("%") {
		return nil, nil, nil
	}
	err = ParseCommaList(p, d, " in argument list", func() error {
		a, dict, err := p.ParseArgument(withType, withAttrs)
		args, attrs = append(args, a), append(attrs, dict)
		return err
	})
	return args, attrs, err
}

// ParseOptionalAssignmentList is OpAsmParser::parseOptionalAssignmentList:
// `(%a = %b, ...)`, nothing when no `(` comes (ok false); the list may be
// empty. The arguments have no type.
func ParseOptionalAssignmentList(p Parser) (args []ast.BlockArg, uses []ast.ValueUse, ok bool, err error) {
	if !p.ParseOptionalPunct("(") {
		return nil, nil, false, nil
	}
	if p.ParseOptionalPunct(")") {
		return nil, nil, true, nil
	}
	for {
		a, _, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, true, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, true, err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, nil, true, err
		}
		args, uses = append(args, a), append(uses, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(")") {
		return nil, nil, true, p.WrongToken("expected ',' or ')'")
	}
	return args, uses, true, nil
}

// ParseAssignmentList is OpAsmParser::parseAssignmentList: `(%a = %b,
// ...)`, "expected '('" (at the current token) when no `(` comes.
func ParseAssignmentList(p Parser) ([]ast.BlockArg, []ast.ValueUse, error) {
	if !p.Peek("(") {
		return nil, nil, p.Errorf(p.Pos(), "expected '('")
	}
	args, uses, _, err := ParseOptionalAssignmentList(p)
	return args, uses, err
}

// ParseTypeList is OpAsmParser::parseTypeList: `type (, type)*`, at
// least one.
func ParseTypeList(p Parser) ([]ast.Type, error) {
	var list []ast.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		list = append(list, t)
		if !p.ParseOptionalPunct(",") {
			return list, nil
		}
	}
}

// ParseFunctionResultTypes parses `(types)` or one type, what follows
// `->` in OpAsmParser::parseArrowTypeList. The result is not nil.
func ParseFunctionResultTypes(p Parser) ([]ast.Type, error) {
	if p.ParseOptionalPunct("(") {
		if p.ParseOptionalPunct(")") {
			return []ast.Type{}, nil
		}
		list, err := ParseTypeList(p)
		if err != nil {
			return nil, err
		}
		return list, p.ParsePunct(")")
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	return []ast.Type{t}, nil
}

// ParseOptionalArrowTypeList is OpAsmParser::parseOptionalArrowTypeList:
// `(-> types)?`; the result is not nil (empty when no `->` comes).
func ParseOptionalArrowTypeList(p Parser) ([]ast.Type, error) {
	if !p.ParseOptionalPunct("->") {
		return []ast.Type{}, nil
	}
	return ParseFunctionResultTypes(p)
}

// ParseColonFunctionType is OpAsmParser::parseColonType of a
// FunctionType: `: (inputs) -> results`; an error about the kind of type
// is placed at the colon.
func ParseColonFunctionType(p Parser) (*ast.FunctionType, error) {
	pos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	ft, ok := t.(*ast.FunctionType)
	if !ok {
		return nil, p.Errorf(pos, "invalid kind of type specified: expected builtin.function, but found '%s'", ASTTypeString(t))
	}
	return ft, nil
}

// ParseAttrOf is OpAsmParser::parseAttribute of a C++ attribute class: an
// attribute (typ implied, as in Parser.ParseAttribute) that must be a T,
// else "invalid kind of attribute specified" where it starts.
func ParseAttrOf[T ast.Attr](p Parser, typ ast.Type) (T, error) {
	var zero T
	pos := p.Pos()
	a, err := p.ParseAttribute(typ)
	if err != nil {
		return zero, err
	}
	t, ok := a.(T)
	if !ok {
		return zero, p.Errorf(pos, "invalid kind of attribute specified")
	}
	return t, nil
}
