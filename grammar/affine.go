package grammar

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
)

// affineScope maps dimension and symbol names to positions.
type affineScope struct {
	dims, syms []string
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
// affine_set<...>:
//
//	affine-map  ::= dim-and-symbol-id-lists `->` `(` affine-expr-list? `)`
//	integer-set ::= dim-and-symbol-id-lists `:` `(` affine-constraint-list? `)`
//	dim-and-symbol-id-lists ::= `(` bare-id-list? `)` (`[` bare-id-list? `]`)?
func (p *parser) parseAffineMapOrSet(isMap bool) any {
	var s affineScope
	idList := func(close Kind, out *[]string) {
		p.commaList(close, true, "", func() {
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
	p.expect(LParen, "expected '(' at start of dimensional identifiers list")
	idList(RParen, &s.dims)
	if p.accept(LSquare) {
		idList(RSquare, &s.syms)
	}
	if isMap {
		m := &ast.AffineMap{Dims: s.dims, Syms: s.syms}
		p.expect(Arrow, "expected '->' or '['")
		p.expect(LParen, "expected '(' at start of affine map range")
		p.commaList(RParen, true, "", func() { m.Results = append(m.Results, p.parseAffineExpr(&s)) })
		return m
	}
	set := &ast.IntegerSet{Dims: s.dims, Syms: s.syms}
	p.expect(Colon, "expected ':' or '['")
	p.expect(LParen, "expected '(' at start of integer set constraint list")
	p.commaList(RParen, true, "", func() {
		c := ast.AffineConstraint{LHS: p.parseAffineExpr(&s)}
		switch {
		case p.is(Greater):
			c.Kind = ast.ConstraintGE
		case p.is(Less):
			c.Kind = ast.ConstraintLE
		case p.is(Equal):
			c.Kind = ast.ConstraintEQ
		default:
			p.errorf("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
		}
		p.next()
		if !p.is(Equal) {
			p.errorf("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
		}
		p.next()
		c.RHS = p.parseAffineExpr(&s)
		set.Constraints = append(set.Constraints, c)
	})
	return set
}

// parseAffineExpr parses
//
//	affine-expr ::= affine-expr (`+` | `-`) affine-term | affine-term
//	affine-term ::= affine-term (`*` | `floordiv` | `ceildiv` | `mod`) affine-operand | affine-operand
func (p *parser) parseAffineExpr(s *affineScope) ast.AffineExpr {
	p.enter()
	defer p.leave()
	lhs := p.parseAffineTerm(s)
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
		lhs = &ast.AffineBinary{Op: op, LHS: lhs, RHS: p.parseAffineTerm(s)}
	}
}

func (p *parser) parseAffineTerm(s *affineScope) ast.AffineExpr {
	lhs := p.parseAffineOperand(s)
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
		p.next()
		lhs = &ast.AffineBinary{Op: op, LHS: lhs, RHS: p.parseAffineOperand(s)}
	}
}

// parseAffineOperand parses
//
//	affine-operand ::= `(` affine-expr `)` | `-` affine-operand | bare-id | integer-literal
func (p *parser) parseAffineOperand(s *affineScope) ast.AffineExpr {
	p.enter()
	defer p.leave()
	switch p.tok.Kind {
	case LParen:
		p.next()
		e := p.parseAffineExpr(s)
		p.expect(RParen, "expected ')'")
		return e
	case Minus:
		p.next()
		return &ast.AffineNeg{X: p.parseAffineOperand(s)}
	case Integer:
		v, err := strconv.ParseInt(p.text(), 10, 64)
		if err != nil {
			p.errorf("constant too large for index")
		}
		p.next()
		return &ast.AffineConst{Value: v}
	case BareIdent:
		e := s.lookup(p.text())
		if e == nil {
			p.errorf("use of undeclared identifier")
		}
		p.next()
		return e
	}
	p.errorf("expected affine expression")
	return nil
}
