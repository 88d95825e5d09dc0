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
