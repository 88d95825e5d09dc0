package shared

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// WhileSyntax is the syntax of scf.while (and of tosa.while_loop, whose
// C++ parser and printer are a copy of scf's):
//
//	scf.while (`(` %arg = %init, ... `)`)? : function-type region do region
//	          attr-dict-with-keyword
type WhileSyntax struct{}

func (WhileSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	args, inits, _ := r.OptionalAssignmentList()
	typePos := r.Pos()
	var inputs, results []ast.Type
	if ft := r.ColonFunctionType(); ft != nil {
		inputs, results = ft.Inputs, ft.Results
	}
	if len(inputs) != len(inits) {
		r.Errorf(typePos, "expected as many input types as operands (expected %d got %d)", len(inits), len(inputs))
	}
	before := r.Region(WithTypes(args, inputs))
	r.Keyword("do")
	after := r.Region(nil)
	st.Attrs = r.OptionalAttrDictWithKeyword()
	st.Operands = [][]ast.ValueUse{inits}
	st.OperandTypes = [][]ast.Type{NonNil(inputs)}
	st.ResultTypes = [][]ast.Type{NonNil(results)}
	st.Regions = [][]*ast.Region{{before}, {after}}
	return r.Err()
}

func (WhileSyntax) Print(p dialect.Printer, op *ir.Operation) {
	PrintInitializationList(p, EntryArgs(op, 0), op.Operands, " ")
	p.WriteString(" : ")
	PrintFunctionalType(p, ValueTypes(op.Operands), ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(Region(op, 0), false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(Region(op, 1), true, true, false)
	p.PrintOptionalAttrDictWithKeyword(AllAttrs(op), nil)
}
