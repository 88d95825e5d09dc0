package grammar

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

// affineScope maps dimension and symbol names to positions. In SSA mode
// (an op's affine map of SSA values, `%i + symbol(%n)`), the identifiers
// are the SSA values, each a dimension or, written `symbol(%v)`, a symbol,
// numbered in the order of first use; a value used again is the same
// identifier whichever way it is written (mlir-opt's AffineParser with
// allowParsingSSAIds).
type affineScope struct {
	dims, syms []string
	ssa        bool
	ids        []ssaID
	// dimUses and symUses are the SSA values of the dimensions and of the
	// symbols, in order.
	dimUses, symUses []ast.ValueUse
}

type ssaID struct {
	name string // with its `%`
	expr ast.AffineExpr
}

func (s *affineScope) lookup(name string) ast.AffineExpr {
	for i, d := range s.dims {
		if d == name {
			return &ast.AffineDim{Pos: i}
		}
	}
	for i, d := range s.syms {
		if d == name {
			return &ast.AffineSym{Pos: i}
		}
	}
	return nil
}

// parseAffineMapOrSet parses the body of affine_map<...> (map true) or
// affine_set<...>, failing as mlir-opt does when it is the other kind.
func (p *parser) parseAffineMapOrSet(isMap bool) any {
	start := p.pos()
	v := p.parseAffineMapOrSetInline()
	switch v.(type) {
	case *ast.AffineMap:
		if !isMap {
			p.errorAt(start, "expected IntegerSet, but got AffineMap")
		}
	case *ast.IntegerSet:
		if isMap {
			p.errorAt(start, "expected AffineMap, but got IntegerSet")
		}
	}
	return v
}

// parseAffineMapOrSetInline parses an affine map or an integer set, the
// kind decided by what follows the identifier lists (mlir-opt's
// parseAffineMapOrIntegerSetInline):
//
//	affine-map  ::= dim-and-symbol-id-lists `->` `(` affine-expr-list? `)`
//	integer-set ::= dim-and-symbol-id-lists `:` `(` affine-constraint-list? `)`
//	dim-and-symbol-id-lists ::= `(` bare-id-list? `)` (`[` bare-id-list? `]`)?
func (p *parser) parseAffineMapOrSetInline() any {
	var s affineScope
	idList := func(close Kind, context string, out *[]string) {
		p.commaList(close, true, context, func() {
			if !p.is(BareIdent) {
				p.errorf("expected bare identifier")
			}
			name := p.text()
			if s.lookup(name) != nil {
				p.tokenErrorf("redefinition of identifier '%s'", name)
			}
			*out = append(*out, name)
			p.next()
		})
	}
	p.expect(LParen, "expected '(' in dimensional identifier list")
	idList(RParen, " in dimensional identifier list", &s.dims)
	if p.accept(LSquare) {
		idList(RSquare, " in symbol list", &s.syms)
	}
	switch {
	case p.accept(Arrow):
		m := &ast.AffineMap{Dims: s.dims, Syms: s.syms}
		p.expect(LParen, "expected '(' in affine map range")
		p.commaList(RParen, true, " in affine map range", func() { m.Results = append(m.Results, p.parseAffineExpr(&s)) })
		return m
	case p.accept(Colon):
	default:
		p.errorf("expected '->' or ':'")
	}
	set := &ast.IntegerSet{Dims: s.dims, Syms: s.syms}
	p.expect(LParen, "expected '(' in integer set constraint list")
	p.commaList(RParen, true, " in integer set constraint list", func() {
		c := ast.AffineConstraint{LHS: p.parseAffineExpr(&s)}
		switch {
		case p.is(Greater):
			c.Kind = ast.ConstraintGE
		case p.is(Less):
			c.Kind = ast.ConstraintLE
		case p.is(Equal):
			c.Kind = ast.ConstraintEQ
		default:
			p.tokenErrorf("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
		}
		p.next()
		if !p.is(Equal) {
			p.tokenErrorf("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
		}
		p.next()
		c.RHS = p.parseAffineExpr(&s)
		set.Constraints = append(set.Constraints, c)
	})
	return set
}

// parseAffineMapOfSSAIds parses an affine map whose identifiers are SSA
// values, between `[` and `]` (square) or `(` and `)`:
//
//	`[` (affine-expr-of-ssa-ids (`,` affine-expr-of-ssa-ids)*)? `]`
//
// It returns the map and its operands, the dimensions' values then the
// symbols'.
func (p *parser) parseAffineMapOfSSAIds(square bool) (*ast.AffineMap, []ast.ValueUse) {
	open, close := LParen, RParen
	if square {
		open, close = LSquare, RSquare
	}
	p.expect(open, "expected "+open.String()+" in affine map")
	s := &affineScope{ssa: true}
	m := &ast.AffineMap{}
	p.commaList(close, true, " in affine map", func() { m.Results = append(m.Results, p.parseAffineExpr(s)) })
	return s.finish(m)
}

// finish sets m's identifiers from an SSA scope and returns its operands.
func (s *affineScope) finish(m *ast.AffineMap) (*ast.AffineMap, []ast.ValueUse) {
	for _, u := range s.dimUses {
		m.Dims = append(m.Dims, "%"+u.Name)
	}
	for _, u := range s.symUses {
		m.Syms = append(m.Syms, "%"+u.Name)
	}
	return m, append(append([]ast.ValueUse(nil), s.dimUses...), s.symUses...)
}

// parseAffineExprOfSSAIds parses one affine expression of SSA values and
// returns it with the values of its dimensions and of its symbols.
func (p *parser) parseAffineExprOfSSAIds() (ast.AffineExpr, []ast.ValueUse, []ast.ValueUse) {
	s := &affineScope{ssa: true}
	e := p.parseAffineExpr(s)
	return e, s.dimUses, s.symUses
}

// parseSSAIdExpr parses `%v` as a dimension (or, when isSymbol, a symbol)
// of an SSA scope.
func (p *parser) parseSSAIdExpr(s *affineScope, isSymbol bool) ast.AffineExpr {
	if !p.is(PercentIdent) {
		p.errorf("expected ssa identifier")
	}
	name := p.text()
	for _, id := range s.ids {
		if id.name == name {
			p.next()
			return id.expr
		}
	}
	u := p.parseValueUse()
	var e ast.AffineExpr
	if isSymbol {
		e = &ast.AffineSym{Pos: len(s.symUses)}
		s.symUses = append(s.symUses, u)
	} else {
		e = &ast.AffineDim{Pos: len(s.dimUses)}
		s.dimUses = append(s.dimUses, u)
	}
	s.ids = append(s.ids, ssaID{name, e})
	return e
}

// parseAffineExpr parses
//
//	affine-expr ::= affine-expr (`+` | `-`) affine-term | affine-term
//	affine-term ::= affine-term (`*` | `floordiv` | `ceildiv` | `mod`) affine-operand | affine-operand
func (p *parser) parseAffineExpr(s *affineScope) ast.AffineExpr {
	p.enter()
	defer p.leave()
	lhs := p.parseAffineTerm(s, false)
	for {
		var op ast.AffineOp
		switch p.tok.Kind {
		case Plus:
			op = ast.AffineAdd
		case Minus:
			op = ast.AffineSub
		default:
			return lhs
		}
		p.next()
		lhs = &ast.AffineBinary{Op: op, LHS: lhs, RHS: p.parseAffineTerm(s, true)}
	}
}

// parseAffineTerm parses an affine-term; after is true when it follows a
// binary operator.
func (p *parser) parseAffineTerm(s *affineScope, after bool) ast.AffineExpr {
	lhs := p.parseAffineOperand(s, after)
	for {
		var op ast.AffineOp
		switch {
		case p.is(Star):
			op = ast.AffineMul
		case p.isKeyword("floordiv"):
			op = ast.AffineFloorDiv
		case p.isKeyword("ceildiv"):
			op = ast.AffineCeilDiv
		case p.isKeyword("mod"):
			op = ast.AffineMod
		default:
			return lhs
		}
		opPos := p.pos()
		p.next()
		rhs := p.parseAffineOperand(s, true)
		checkAffineOperands(p, op, lhs, rhs, opPos)
		lhs = &ast.AffineBinary{Op: op, LHS: lhs, RHS: rhs}
	}
}

// checkAffineOperands reports a product of two dimension-dependent
// expressions or a division by one at the operator, as mlir-opt's
// getAffineBinaryOpExpr does while parsing. mlir-opt tests the operands
// simplified (`(d0 - d0) * d1` is `0`): an operand written with a
// dimension is simplified to make sure.
func checkAffineOperands(p *parser, op ast.AffineOp, lhs, rhs ast.AffineExpr, pos ast.Pos) {
	switch op {
	case ast.AffineMul:
		if hasAffineDim(lhs) && hasAffineDim(rhs) && !symbolicOrConstant(lhs) && !symbolicOrConstant(rhs) {
			p.errorAt(pos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
		}
	case ast.AffineFloorDiv, ast.AffineCeilDiv, ast.AffineMod:
		if hasAffineDim(rhs) && !symbolicOrConstant(rhs) {
			name := map[ast.AffineOp]string{ast.AffineMod: "mod", ast.AffineFloorDiv: "floordiv", ast.AffineCeilDiv: "ceildiv"}[op]
			p.errorAt(pos, "non-affine expression: right operand of "+name+" has to be either a constant or symbolic")
		}
	}
}

// symbolicOrConstant reports whether e, simplified as mlir-opt builds
// it, has no dimension.
func symbolicOrConstant(e ast.AffineExpr) bool {
	return ir.IsSymbolicOrConstant(simplifiedAffine(ir.NewContext(), e))
}

// simplifiedAffine builds e with the simplifications of MLIR's affine
// expression constructors.
func simplifiedAffine(c *ir.Context, e ast.AffineExpr) ir.AffineExpr {
	switch e := e.(type) {
	case *ast.AffineDim:
		return c.AffineDim(e.Pos)
	case *ast.AffineSym:
		return c.AffineSym(e.Pos)
	case *ast.AffineConst:
		return c.AffineConst(e.Value)
	case *ast.AffineNeg:
		return c.AffineNeg(simplifiedAffine(c, e.X))
	case *ast.AffineBinary:
		l, r := simplifiedAffine(c, e.LHS), simplifiedAffine(c, e.RHS)
		switch e.Op {
		case ast.AffineAdd:
			return c.AffineAdd(l, r)
		case ast.AffineSub:
			return c.AffineSub(l, r)
		case ast.AffineMul:
			return c.AffineMul(l, r)
		case ast.AffineMod:
			return c.AffineMod(l, r)
		case ast.AffineFloorDiv:
			return c.AffineFloorDiv(l, r)
		case ast.AffineCeilDiv:
			return c.AffineCeilDiv(l, r)
		}
	}
	return c.AffineConst(0)
}

func hasAffineDim(e ast.AffineExpr) bool {
	switch e := e.(type) {
	case *ast.AffineDim:
		return true
	case *ast.AffineNeg:
		return hasAffineDim(e.X)
	case *ast.AffineBinary:
		return hasAffineDim(e.LHS) || hasAffineDim(e.RHS)
	}
	return false
}

// parseAffineOperand parses
//
//	affine-operand ::= `(` affine-expr `)` | `-` affine-operand | bare-id | integer-literal
//	                 | ssa-id | `symbol` `(` ssa-id `)`    (SSA scopes only)
//
// after is true when the operand follows a binary operator (for
// mlir-opt's "missing right operand" errors).
func (p *parser) parseAffineOperand(s *affineScope, after bool) ast.AffineExpr {
	p.enter()
	defer p.leave()
	switch p.tok.Kind {
	case LParen:
		p.next()
		if p.is(RParen) {
			p.tokenErrorf("no expression inside parentheses")
		}
		e := p.parseAffineExpr(s)
		p.expect(RParen, "expected ')'")
		return e
	case Minus:
		p.next()
		return &ast.AffineNeg{X: p.parseAffineOperand(s, after)}
	case Integer:
		// A hexadecimal literal is allowed, as mlir-opt's
		// getUInt64IntegerValue allows it.
		text, base := p.text(), 10
		if len(text) > 2 && text[1] == 'x' {
			text, base = text[2:], 16
		}
		v, err := strconv.ParseInt(text, base, 64)
		if err != nil {
			p.tokenErrorf("constant too large for index")
		}
		p.next()
		return &ast.AffineConst{Value: v}
	case PercentIdent:
		if !s.ssa {
			p.errorf("unexpected ssa identifier")
		}
		return p.parseSSAIdExpr(s, false)
	case BareIdent:
		if s.ssa && p.isKeyword("symbol") {
			p.next()
			p.expect(LParen, "expected '(' at start of SSA symbol")
			e := p.parseSSAIdExpr(s, true)
			p.expect(RParen, "expected ')' at end of SSA symbol")
			return e
		}
		e := s.lookup(p.text())
		if e == nil {
			p.errorf("use of undeclared identifier")
		}
		p.next()
		return e
	case Plus, Star:
		if !after {
			p.tokenErrorf("missing left operand of binary operator")
		}
	}
	if after {
		p.tokenErrorf("missing right operand of binary operator")
	}
	p.tokenErrorf("expected affine expression")
	return nil
}
