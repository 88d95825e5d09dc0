package dialect

import (
	"github.com/gomlir/gomlir/ast"
)

// Reader reads a custom form through a Parser with a sticky error, so that
// a hand-written syntax reads top to bottom, as a C++ parser's chain of
// `parseX() || parseY()` does:
//
//	r := dialect.NewReader(p)
//	ivs := r.Arguments(dialect.Paren, false)
//	r.Punct("=")
//	lbs := r.OperandsN(dialect.Paren, len(ivs))
//	...
//	return r.Err()
//
// Each method reads as the Parser method of the same name does and
// returns what it read. After the first error every method is a no-op
// that returns zero values (an optional element reports that it is
// absent), and Err returns that first error, with the position and words
// the Parser gave it. Code between the calls that uses what was read
// (a region to complete, a count to check) runs after an error too: it
// must accept the zero values, or check Failed first.
type Reader struct {
	p   Parser
	err error
}

// NewReader returns a Reader over p.
func NewReader(p Parser) *Reader { return &Reader{p: p} }

// Parser is the Parser the Reader reads through, for what the Reader does
// not offer (its errors are the Reader's only once given to Fail).
func (r *Reader) Parser() Parser { return r.p }

// Err is the first error, or nil.
func (r *Reader) Err() error { return r.err }

// Failed reports whether an error occurred.
func (r *Reader) Failed() bool { return r.err != nil }

// Fail records err unless an error occurred already (nil is ignored); it
// reports whether the Reader has failed.
func (r *Reader) Fail(err error) bool {
	if r.err == nil {
		r.err = err
	}
	return r.err != nil
}

// Errorf reports an error at pos as Parser.Errorf does ("custom op 'NAME'
// " prefixed), unless an error occurred already.
func (r *Reader) Errorf(pos ast.Pos, format string, args ...any) {
	if r.err == nil {
		r.err = r.p.Errorf(pos, format, args...)
	}
}

// EmitErrorf reports an error at pos in the words given, as
// Parser.EmitErrorf does, unless an error occurred already.
func (r *Reader) EmitErrorf(pos ast.Pos, format string, args ...any) {
	if r.err == nil {
		r.err = r.p.EmitErrorf(pos, format, args...)
	}
}

// Pos is the start of the current token.
func (r *Reader) Pos() ast.Pos { return r.p.Pos() }

// OpNamePos is the position of the op name.
func (r *Reader) OpNamePos() ast.Pos { return r.p.OpNamePos() }

// Peek reports whether the current token is what (see Parser.Peek); false
// after an error.
func (r *Reader) Peek(what string) bool { return r.err == nil && r.p.Peek(what) }

// Punct requires the punctuation s.
func (r *Reader) Punct(s string) {
	if r.err == nil {
		r.err = r.p.ParsePunct(s)
	}
}

// OptionalPunct consumes the punctuation s if it comes next.
func (r *Reader) OptionalPunct(s string) bool {
	return r.err == nil && r.p.ParseOptionalPunct(s)
}

// Keyword requires the keyword kw.
func (r *Reader) Keyword(kw string) {
	if r.err == nil {
		r.err = r.p.ParseKeyword(kw)
	}
}

// OptionalKeyword consumes the keyword kw if it comes next.
func (r *Reader) OptionalKeyword(kw string) bool {
	return r.err == nil && r.p.ParseOptionalKeyword(kw)
}

// Operand reads an SSA value use.
func (r *Reader) Operand() ast.ValueUse {
	if r.err != nil {
		return ast.ValueUse{}
	}
	u, err := r.p.ParseOperand()
	r.err = err
	return u
}

// OptionalOperand reads an SSA value use if one comes next.
func (r *Reader) OptionalOperand() (ast.ValueUse, bool) {
	if r.err != nil {
		return ast.ValueUse{}, false
	}
	u, ok, err := r.p.ParseOptionalOperand()
	r.err = err
	return u, ok && err == nil
}

// Type reads a type.
func (r *Reader) Type() ast.Type {
	if r.err != nil {
		return nil
	}
	t, err := r.p.ParseType()
	r.err = err
	return t
}

// OptionalType reads a type if one comes next.
func (r *Reader) OptionalType() (ast.Type, bool) {
	if r.err != nil {
		return nil, false
	}
	t, ok, err := r.p.ParseOptionalType()
	r.err = err
	return t, ok && err == nil
}

// Attribute reads an attribute; typ, when not nil, is implied when the
// attribute's `: type` is left out.
func (r *Reader) Attribute(typ ast.Type) ast.Attr {
	if r.err != nil {
		return nil
	}
	a, err := r.p.ParseAttribute(typ)
	r.err = err
	return a
}

// OptionalAttrDict reads `{...}` if it comes next (nil when absent).
func (r *Reader) OptionalAttrDict() *ast.DictAttr {
	if r.err != nil {
		return nil
	}
	d, err := r.p.ParseOptionalAttrDict()
	r.err = err
	return d
}

// OptionalAttrDictWithKeyword reads `attributes {...}` if it comes next.
func (r *Reader) OptionalAttrDictWithKeyword() *ast.DictAttr {
	if r.err != nil {
		return nil
	}
	d, err := r.p.ParseOptionalAttrDictWithKeyword()
	r.err = err
	return d
}

// Region reads `{...}`; entryArgs are the entry block's arguments the
// op's syntax declared (see Parser.ParseRegion).
func (r *Reader) Region(entryArgs []ast.BlockArg) *ast.Region {
	if r.err != nil {
		return nil
	}
	reg, err := r.p.ParseRegion(entryArgs)
	r.err = err
	return reg
}

// List reads a comma-separated list delimited by d (ParseCommaList), elem
// reading one element through r; ctx ends the delimiters' messages
// (" in operand list").
func (r *Reader) List(d Delimiter, ctx string, elem func()) {
	if r.err != nil {
		return
	}
	r.err = ParseCommaList(r.p, d, ctx, func() error {
		elem()
		return r.err
	})
}

// Operands reads operands in a list delimited by d (ParseOperandList with
// no required count): with None, none unless a `%` comes.
func (r *Reader) Operands(d Delimiter) []ast.ValueUse { return r.OperandsN(d, -1) }

// OperandsN reads exactly n operands in a list delimited by d
// (ParseOperandList; n < 0: any number).
func (r *Reader) OperandsN(d Delimiter, n int) []ast.ValueUse {
	if r.err != nil {
		return nil
	}
	list, err := ParseOperandList(r.p, d, n)
	r.err = err
	return list
}

// Arguments reads region arguments, typed when withType, in a list
// delimited by d (ParseArgumentList without attributes).
func (r *Reader) Arguments(d Delimiter, withType bool) []ast.BlockArg {
	if r.err != nil {
		return nil
	}
	args, _, err := ParseArgumentList(r.p, d, withType, false)
	r.err = err
	return args
}

// ArgumentsWithAttrs reads region arguments as Arguments does, each with
// an optional attribute dictionary (attrs[i], or nil).
func (r *Reader) ArgumentsWithAttrs(d Delimiter, withType bool) ([]ast.BlockArg, []*ast.DictAttr) {
	if r.err != nil {
		return nil, nil
	}
	args, attrs, err := ParseArgumentList(r.p, d, withType, true)
	r.err = err
	return args, attrs
}

// AssignmentList reads `(%a = %b, ...)` (ParseAssignmentList).
func (r *Reader) AssignmentList() ([]ast.BlockArg, []ast.ValueUse) {
	if r.err != nil {
		return nil, nil
	}
	args, uses, err := ParseAssignmentList(r.p)
	r.err = err
	return args, uses
}

// OptionalAssignmentList reads `(%a = %b, ...)` if a `(` comes next
// (ParseOptionalAssignmentList).
func (r *Reader) OptionalAssignmentList() ([]ast.BlockArg, []ast.ValueUse, bool) {
	if r.err != nil {
		return nil, nil, false
	}
	args, uses, ok, err := ParseOptionalAssignmentList(r.p)
	r.err = err
	return args, uses, ok && err == nil
}

// Types reads `type (, type)*` (ParseTypeList).
func (r *Reader) Types() []ast.Type {
	if r.err != nil {
		return nil
	}
	ts, err := ParseTypeList(r.p)
	r.err = err
	return ts
}

// FunctionResultTypes reads `(types)` or one type (ParseFunctionResultTypes).
func (r *Reader) FunctionResultTypes() []ast.Type {
	if r.err != nil {
		return nil
	}
	ts, err := ParseFunctionResultTypes(r.p)
	r.err = err
	return ts
}

// ArrowTypeList reads `-> types` (OpAsmParser::parseArrowTypeList).
func (r *Reader) ArrowTypeList() []ast.Type {
	r.Punct("->")
	return r.FunctionResultTypes()
}

// OptionalArrowTypeList reads `(-> types)?`; not nil unless r failed
// (ParseOptionalArrowTypeList).
func (r *Reader) OptionalArrowTypeList() []ast.Type {
	if r.err != nil {
		return nil
	}
	ts, err := ParseOptionalArrowTypeList(r.p)
	r.err = err
	return ts
}

// ColonFunctionType reads `: function-type` (ParseColonFunctionType).
func (r *Reader) ColonFunctionType() *ast.FunctionType {
	if r.err != nil {
		return nil
	}
	ft, err := ParseColonFunctionType(r.p)
	r.err = err
	return ft
}

// AttrOf reads an attribute that must be a T (ParseAttrOf).
func AttrOf[T ast.Attr](r *Reader, typ ast.Type) T {
	if r.err != nil {
		var zero T
		return zero
	}
	a, err := ParseAttrOf[T](r.p, typ)
	r.err = err
	return a
}

// OptionalKeywordOf reads a bare identifier among choices (nil: any) if
// one comes next.
func (r *Reader) OptionalKeywordOf(choices []string) (string, bool) {
	if r.err != nil {
		return "", false
	}
	return r.p.ParseOptionalKeywordOf(choices)
}

// OptionalString reads a string literal if one comes next.
func (r *Reader) OptionalString() (string, bool) {
	if r.err != nil {
		return "", false
	}
	return r.p.ParseOptionalString()
}

// OptionalSymbolName reads `@name` if it comes next.
func (r *Reader) OptionalSymbolName() (string, bool) {
	if r.err != nil {
		return "", false
	}
	return r.p.ParseOptionalSymbolName()
}

// OptionalInteger reads an integer if one comes next.
func (r *Reader) OptionalInteger() (int64, bool) {
	if r.err != nil {
		return 0, false
	}
	n, ok, err := r.p.ParseOptionalInteger()
	r.err = err
	return n, ok && err == nil
}

// Successor reads a block reference `^bb`.
func (r *Reader) Successor() ast.BlockRef {
	if r.err != nil {
		return ast.BlockRef{}
	}
	b, err := r.p.ParseSuccessor()
	r.err = err
	return b
}
