package lower

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

// Syntax records where the IR of a file came from: the syntax of each op,
// region and block, the names the author gave values, and the values of
// the aliases. It is what a printer needs to print the IR
// back in the author's terms (preserve style: names, comments and blank
// lines placed by source position). Ops, regions, blocks and values that
// the lowering made itself (an implied terminator's block, a linalg
// named op's body) have no syntax.
type Syntax struct {
	ops     map[*ir.Operation]*ast.Operation
	regions map[*ir.Region]*ast.Region
	blocks  map[*ir.Block]*ast.Block
	names   map[ir.Value]ValueName
	// aliases holds the value of each alias definition.
	aliases map[*ast.AliasDef]alias
	// hex holds the elements attributes written as hex blobs.
	hex map[ir.Attribute]bool
}

// ValueName is the name a value was defined with: an op's result group
// (the group's first value) or a block argument.
type ValueName struct {
	Name string // without `%`
	Pos  ast.Pos
}

func newSyntax() *Syntax {
	return &Syntax{
		ops:     make(map[*ir.Operation]*ast.Operation),
		regions: make(map[*ir.Region]*ast.Region),
		blocks:  make(map[*ir.Block]*ast.Block),
		names:   make(map[ir.Value]ValueName),
		aliases: make(map[*ast.AliasDef]alias),
		hex:     make(map[ir.Attribute]bool),
	}
}

// Op returns the syntax op was lowered from, or nil.
func (s *Syntax) Op(op *ir.Operation) *ast.Operation { return s.ops[op] }

// Region returns the syntax r was lowered from, or nil.
func (s *Syntax) Region(r *ir.Region) *ast.Region { return s.regions[r] }

// Block returns the syntax b was lowered from, or nil.
func (s *Syntax) Block(b *ir.Block) *ast.Block { return s.blocks[b] }

// Name returns the name v was defined with: for an op's results, the
// first result of each group written (`%x:2` names result 0, and result
// 1 is `%x#1`); ok is false for a value without one.
func (s *Syntax) Name(v ir.Value) (name string, pos ast.Pos, ok bool) {
	n, ok := s.names[v]
	return n.Name, n.Pos, ok
}

// Hex reports whether the elements attribute a was written as a hex blob
// (`dense<"0x...">`) somewhere.
func (s *Syntax) Hex(a ir.Attribute) bool { return s.hex[a] }

// Alias returns the value alias definition d was lowered to: an
// attribute for `#name = ...`, a type for `!name = ...`.
func (s *Syntax) Alias(d *ast.AliasDef) (ir.Attribute, ir.Type) {
	a := s.aliases[d]
	return a.attr, a.typ
}

type alias struct {
	attr ir.Attribute
	typ  ir.Type
}

// alias records d, just defined in al.
func (s *Syntax) alias(al *AttrLowerer, d *ast.AliasDef) {
	if d.Type != nil {
		s.aliases[d] = alias{typ: al.typeAlias[d.Name]}
	} else {
		s.aliases[d] = alias{attr: al.attrAlias[d.Name]}
	}
}
