package lower

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

// Generic does to op, built outside any text with the properties and
// discardable attributes its generic form would give it (package bytecode
// builds ops straight from bytecode), what lowering that generic form
// does to a registered op: the properties checked, inherent attributes
// moved to the properties, default-valued properties added, the op's
// build step run. It reads only op's name, properties and attributes, and
// changes only the latter two. An op of no registered definition is left
// as it is.
func (s *Stream) Generic(op *ir.Operation) error {
	l := s.l
	if l.dialects == nil {
		return nil
	}
	def := l.dialects.Op(op.Name)
	if def == nil {
		return nil
	}
	a := &ast.Operation{Name: op.Name, NamePos: op.Pos}
	if err := l.checkProperties(op, def, a.NamePos); err != nil {
		return err
	}
	if err := l.registered(op, def, a); err != nil {
		return err
	}
	return l.build(op, a, nil)
}
