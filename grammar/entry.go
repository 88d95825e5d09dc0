package grammar

import (
	"github.com/gomlir/gomlir/ast"
)

// ParseAttribute parses src as one attribute, alone (the default values of
// op definitions, a Go program's attribute text). The error is a
// *diag.Diagnostic against a file named name.
func ParseAttribute(name, src string) (a ast.Attr, err error) {
	p := newParser(ast.NewFile(name, []byte(src)))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			a, err = nil, p.err
		}
	}()
	p.next()
	a = p.parseAttr()
	if !p.is(EOF) {
		p.tokenErrorf("unexpected text after the attribute")
	}
	return a, nil
}

// ParseType parses src as one type, alone (a type parameter of a dialect
// type, kept as text in the tree: the T of `!async.value<T>`). The error
// is a *diag.Diagnostic against a file named name.
func ParseType(name, src string) (t ast.Type, err error) {
	p := newParser(ast.NewFile(name, []byte(src)))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			t, err = nil, p.err
		}
	}()
	p.next()
	t = p.parseType()
	if !p.is(EOF) {
		p.tokenErrorf("unexpected text after the type")
	}
	return t, nil
}

// prefixParser returns a parser of the text of src from off on: a value
// written inside a dialect attribute's or type's data, read by the
// dialect's parser (dialectattr's Env), with positions in src.
func prefixParser(src string, off int) *parser {
	p := newParser(ast.NewFile("", []byte(src)))
	p.lx.pos = off
	return p
}

// prefix runs parse at src[off:] and returns the offset just past what it
// read; the error is a *diag.Diagnostic placed in src.
func prefix[T any](src string, off int, parse func(p *parser) T) (v T, end int, err error) {
	p := prefixParser(src, off)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			var zero T
			v, end, err = zero, 0, p.err
		}
	}()
	p.next()
	v = parse(p)
	return v, int(p.prevEnd), nil
}

// ParseAttributePrefix parses the attribute written at src[off:] (a value
// inside a dialect attribute) and returns it with the offset just past it.
func ParseAttributePrefix(src string, off int) (ast.Attr, int, error) {
	return prefix(src, off, func(p *parser) ast.Attr { return p.parseAttr() })
}

// ParseTypePrefix parses the type written at src[off:], as
// ParseAttributePrefix.
func ParseTypePrefix(src string, off int) (ast.Type, int, error) {
	return prefix(src, off, func(p *parser) ast.Type { return p.parseType() })
}

// ParseAffineMapPrefix parses the bare affine map written at src[off:]
// (`(d0)[s0] -> (d0 + s0)`), as ParseAttributePrefix.
func ParseAffineMapPrefix(src string, off int) (*ast.AffineMap, int, error) {
	return prefix(src, off, func(p *parser) *ast.AffineMap { return p.parseAffineMapOrSet(true).(*ast.AffineMap) })
}
