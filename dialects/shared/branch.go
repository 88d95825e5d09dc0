package shared

import (
	"math/big"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
)

// This file holds what cf's branch ops share with the LLVM and SPIR-V
// ones: the switch's case list, the operands after a successor, and the
// operands each successor receives (BranchOpInterface).

// SwitchCaseList is what the SwitchOpCases directives of cf.switch and
// llvm.switch read: case values, their destinations, and each
// destination's operands and types.
type SwitchCaseList struct {
	Values []*ast.DenseElem
	Dests  []ast.BlockRef
	Ops    []ast.ValueUse
	Types  []ast.Type
	Groups []int
}

// ParseCase parses `value : ^dest (operands : types)?` (allowResultNumber:
// the operands may be `%x#N`), the value at the flag's width.
func (cs *SwitchCaseList) ParseCase(p dialect.Parser, flag ast.Type, allowResultNumber bool) error {
	pos := p.Pos()
	n, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return err
	}
	if !ok {
		return p.Errorf(pos, "expected integer value")
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	dest, err := p.ParseSuccessor()
	if err != nil {
		return err
	}
	o, t, err := ParseSuccessorOperands(p, allowResultNumber)
	if err != nil {
		return err
	}
	cs.Values = append(cs.Values, &ast.DenseElem{Pos: pos, Lit: ast.Literal{Kind: ast.LitInt, Text: CaseValue(n, flag)}})
	cs.Dests = append(cs.Dests, dest)
	cs.Ops, cs.Types = append(cs.Ops, o...), append(cs.Types, t...)
	cs.Groups = append(cs.Groups, len(o))
	return nil
}

// Fill gives the directive's arguments what was read: args[0] the case
// values (a vector of the flag's type, absent when there is no case),
// then the destinations, their operands and their types.
func (cs *SwitchCaseList) Fill(args []asmformat.ParseArg, flag ast.Type) {
	if len(cs.Values) > 0 {
		args[0].Attr = &ast.DenseAttr{
			Pos:   cs.Values[0].Pos,
			Elems: &ast.DenseElem{Pos: cs.Values[0].Pos, IsList: true, List: cs.Values},
			Type:  &ast.VectorType{Dims: []ast.VectorDim{{Size: int64(len(cs.Values))}}, Elem: flag},
		}
	}
	args[1].Successors = cs.Dests
	args[2].Operands, args[2].Groups = cs.Ops, cs.Groups
	args[3].Types, args[3].Groups = NonNil(cs.Types), cs.Groups
}

// ParseSuccessorOperands parses `(%a, ... : types)?` after a successor;
// allowResultNumber false rejects `%x#0` (the default destination's).
func ParseSuccessorOperands(p dialect.Parser, allowResultNumber bool) ([]ast.ValueUse, []ast.Type, error) {
	if !p.ParseOptionalPunct("(") {
		return nil, nil, nil
	}
	var ops []ast.ValueUse
	for p.Peek("%") {
		if allowResultNumber {
			u, err := p.ParseOperand()
			if err != nil {
				return nil, nil, err
			}
			ops = append(ops, u)
		} else {
			a, _, err := p.ParseArgument(false, false)
			if err != nil {
				return nil, nil, err
			}
			ops = append(ops, ast.ValueUse{Pos: a.Pos, Name: a.Name, Index: -1})
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, nil, err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return nil, nil, err
	}
	return ops, types, p.ParsePunct(")")
}

// CaseValue is a case value as cf.switch stores it: n as an integer of the
// flag's width (APInt(width, n, isSigned=true)), spelled signed for a
// signless or signed flag and unsigned for an unsigned one. A flag given
// by a type alias keeps n as written.
func CaseValue(n int64, flag ast.Type) string {
	it, ok := flag.(*ast.IntegerType)
	if !ok || it.Width <= 0 {
		return big.NewInt(n).String()
	}
	w := uint(it.Width)
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	v := new(big.Int).Mod(big.NewInt(n), mod) // the bits, unsigned
	if it.Signedness != ast.Unsigned && v.Bit(int(w)-1) == 1 {
		v.Sub(v, mod)
	}
	return v.String()
}

// PrintSuccessorAndUseList prints `^bb1(%a, %b : t1, t2)` or `^bb1`.
func PrintSuccessorAndUseList(p dialect.Printer, b *ir.Block, uses []ir.Value) {
	p.PrintSuccessor(b)
	if len(uses) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperands(uses)
	p.WriteString(" : ")
	p.PrintTypes(ValueTypes(uses))
	p.WriteString(")")
}

// SuccessorOperands are the operands each successor receives, for the
// branch ops gomlir knows.
func SuccessorOperands(o dialect.Checker) ([][]ir.Value, bool) {
	switch o.Op().Name {
	case "cf.br", "llvm.br":
		return [][]ir.Value{o.Op().Operands}, true
	case "cf.cond_br", "llvm.cond_br":
		return [][]ir.Value{o.Operand("trueDestOperands"), o.Operand("falseDestOperands")}, true
	case "cf.switch":
		cases := o.Operand("caseOperands")
		out := [][]ir.Value{o.Operand("defaultOperands")}
		seg, ok := o.Attr("case_operand_segments").(*ir.DenseArrayAttr)
		if !ok {
			return out, len(o.Op().Successors) == 1
		}
		start := 0
		for i := range seg.Values {
			n := int(seg.Int(i))
			if start+n > len(cases) {
				return nil, false
			}
			out = append(out, cases[start:start+n])
			start += n
		}
		return out, true
	}
	return nil, false
}
