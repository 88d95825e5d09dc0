package shared

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
)

// EmitError reports msg at pos without the "custom op" prefix (MLIR's
// mlir::emitError(loc), or the generic parser's own messages).
func EmitError(p dialect.Parser, pos ast.Pos, msg string) error {
	return p.EmitErrorf(pos, "%s", msg)
}

// EnsureTerminator is MLIR's SingleBlockImplicitTerminator::ensureTerminator
// for a region as parsed: an empty region gets a block, and the last block
// gets the terminator term (with no operands) unless it ends in a
// registered terminator already. pos is where the op was written (the
// terminator's location). A nil region (a Reader's after an error) is
// left alone.
func EnsureTerminator(p dialect.Parser, r *ast.Region, term string, pos ast.Pos) {
	if r == nil { // not parsed: an error came first
		return
	}
	if len(r.Blocks) == 0 {
		r.Blocks = append(r.Blocks, &ast.Block{Pos: r.RBrace})
	}
	b := r.Blocks[len(r.Blocks)-1]
	if n := len(b.Ops); n > 0 && p.HasTrait(b.Ops[n-1].Name, "Terminator") {
		return
	}
	b.Ops = append(b.Ops, implicitOp(term, pos))
}

// implicitOp builds the custom-form tree of a terminator the syntax
// implies: no operands, and for scf.forall.in_parallel a region of one
// empty block (what its builder creates).
func implicitOp(name string, pos ast.Pos) *ast.Operation {
	c := &ast.CustomOp{}
	op := &ast.Operation{Pos: pos, Name: name, NamePos: pos, End: pos, Custom: c}
	switch name {
	case "scf.forall.in_parallel":
		r := &ast.Region{LBrace: pos, RBrace: pos, Blocks: []*ast.Block{{Pos: pos}}}
		c.Regions = [][]*ast.Region{{r}}
		op.Regions = []*ast.Region{r}
	case "scf.reduce":
		c.Operands = [][]ast.ValueUse{nil}
		c.OperandTypes = [][]ast.Type{{}}
		c.Regions = [][]*ast.Region{nil}
	default: // scf.yield, memref.alloca_scope.return
		c.Operands = [][]ast.ValueUse{nil}
		c.OperandTypes = [][]ast.Type{{}}
	}
	return op
}

// ParseLoopHeader parses `%iv = %lb to %ub step %step`, the head of scf.for
// and emitc.for.
func ParseLoopHeader(p dialect.Parser) (iv, lb, ub, step ast.ValueUse, err error) {
	r := dialect.NewReader(p)
	iv, lb, ub, step = ReadLoopHeader(r)
	return iv, lb, ub, step, r.Err()
}

// ReadLoopHeader is ParseLoopHeader through r.
func ReadLoopHeader(r *dialect.Reader) (iv, lb, ub, step ast.ValueUse) {
	iv = r.Operand()
	r.Punct("=")
	lb = r.Operand()
	r.Keyword("to")
	ub = r.Operand()
	r.Keyword("step")
	step = r.Operand()
	return iv, lb, ub, step
}

// ParseThenElse parses `region (else region)?` of scf.if, affine.if and
// emitc.if, each region given its implied terminator term; an absent else
// region is empty.
func ParseThenElse(p dialect.Parser, term string) (then, els *ast.Region, err error) {
	r := dialect.NewReader(p)
	then, els = ReadThenElse(r, term)
	return then, els, r.Err()
}

// ReadThenElse is ParseThenElse through r.
func ReadThenElse(r *dialect.Reader, term string) (then, els *ast.Region) {
	then = r.Region(nil)
	EnsureTerminator(r.Parser(), then, term, r.OpNamePos())
	els = &ast.Region{}
	if r.OptionalKeyword("else") {
		els = r.Region(nil)
		EnsureTerminator(r.Parser(), els, term, r.OpNamePos())
	}
	return then, els
}

// ParseAssignmentList parses `(%a = %b, ...)` after the `(` was peeked
// (dialect.ParseOptionalAssignmentList once it started).
func ParseAssignmentList(p dialect.Parser) ([]ast.BlockArg, []ast.ValueUse, error) {
	if !p.Peek("(") {
		return nil, nil, p.ParsePunct("(")
	}
	args, uses, _, err := dialect.ParseOptionalAssignmentList(p)
	return args, uses, err
}

// ParseColonType parses `: type`.
func ParseColonType(p dialect.Parser) (ast.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return p.ParseType()
}

// ParseParenOperand parses `(` operand `)`, each error returned as is.
func ParseParenOperand(p dialect.Parser) (ast.ValueUse, error) {
	if err := p.ParsePunct("("); err != nil {
		return ast.ValueUse{}, err
	}
	u, err := p.ParseOperand()
	if err != nil {
		return ast.ValueUse{}, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return ast.ValueUse{}, err
	}
	return u, nil
}

// ParseSymbolRef parses a symbol reference attribute (`@sym`,
// `@root::@leaf`), as an ast.Attr.
func ParseSymbolRef(p dialect.Parser) (ast.Attr, error) {
	a, err := dialect.ParseAttrOf[*ast.SymbolRefAttr](p, nil)
	if err != nil {
		return nil, err
	}
	return a, nil
}
