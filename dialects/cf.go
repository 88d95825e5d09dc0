package dialects

import (
	"fmt"
	"math/big"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// switchOpCases is cf.switch's custom<SwitchOpCases>(ref(type($flag)),
// $defaultDestination, $defaultOperands, type($defaultOperands),
// $case_values, $caseDestinations, $caseOperands, type($caseOperands)):
//
//	default: ^bb(%a, ... : types)? (, N: ^bb(%a, ... : types)?)*
//
// each case on its own line when printed. The case values are a vector of
// the flag's type; they print as unsigned numbers.
var switchOpCases = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		kinds := []asmformat.ArgKind{asmformat.TypeArg, asmformat.SuccessorArg, asmformat.OperandArg, asmformat.TypeArg,
			asmformat.AttrArg, asmformat.SuccessorArg, asmformat.OperandArg, asmformat.TypeArg}
		if len(args) != len(kinds) {
			return fmt.Errorf("custom<SwitchOpCases> expects 8 arguments: ref(type($flag)), the default destination, its operands and their types, the case values, the case destinations, their operands and their types")
		}
		for i, k := range kinds {
			if args[i].Kind != k {
				return fmt.Errorf("custom<SwitchOpCases>: argument %d has the wrong kind", i+1)
			}
		}
		return nil
	},
	Parse: parseSwitchOpCases,
	Print: printSwitchOpCases,
}

func parseSwitchOpCases(p dialect.Parser, args []asmformat.ParseArg) error {
	var flag ast.Type
	if len(args[0].Types) > 0 {
		flag = args[0].Types[0]
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	def, err := p.ParseSuccessor()
	if err != nil {
		return err
	}
	defOps, defTypes, err := parseSuccessorOperands(p, false)
	if err != nil {
		return err
	}
	cs := switchCaseList{dests: []ast.BlockRef{}, groups: []int{}}
	for p.ParseOptionalPunct(",") {
		if err := cs.parseCase(p, flag, true); err != nil {
			return err
		}
	}
	args[1].Successors = []ast.BlockRef{def}
	args[2].Operands = defOps
	args[3].Types = nonNil(defTypes)
	cs.fill(args[4:], flag)
	return nil
}

// switchCaseList is what the SwitchOpCases directives of cf.switch and
// llvm.switch read: case values, their destinations, and each
// destination's operands and types.
type switchCaseList struct {
	values []*ast.DenseElem
	dests  []ast.BlockRef
	ops    []ast.ValueUse
	types  []ast.Type
	groups []int
}

// parseCase parses `value : ^dest (operands : types)?` (allowResultNumber:
// the operands may be `%x#N`), the value at the flag's width.
func (cs *switchCaseList) parseCase(p dialect.Parser, flag ast.Type, allowResultNumber bool) error {
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
	o, t, err := parseSuccessorOperands(p, allowResultNumber)
	if err != nil {
		return err
	}
	cs.values = append(cs.values, &ast.DenseElem{Pos: pos, Lit: ast.Literal{Kind: ast.LitInt, Text: caseValue(n, flag)}})
	cs.dests = append(cs.dests, dest)
	cs.ops, cs.types = append(cs.ops, o...), append(cs.types, t...)
	cs.groups = append(cs.groups, len(o))
	return nil
}

// fill gives the directive's arguments what was read: args[0] the case
// values (a vector of the flag's type, absent when there is no case),
// then the destinations, their operands and their types.
func (cs *switchCaseList) fill(args []asmformat.ParseArg, flag ast.Type) {
	if len(cs.values) > 0 {
		args[0].Attr = &ast.DenseAttr{
			Pos:   cs.values[0].Pos,
			Elems: &ast.DenseElem{Pos: cs.values[0].Pos, IsList: true, List: cs.values},
			Type:  &ast.VectorType{Dims: []ast.VectorDim{{Size: int64(len(cs.values))}}, Elem: flag},
		}
	}
	args[1].Successors = cs.dests
	args[2].Operands, args[2].Groups = cs.ops, cs.groups
	args[3].Types, args[3].Groups = nonNil(cs.types), cs.groups
}

// parseSuccessorOperands parses `(%a, ... : types)?` after a successor;
// allowResultNumber false rejects `%x#0` (the default destination's).
func parseSuccessorOperands(p dialect.Parser, allowResultNumber bool) ([]ast.ValueUse, []ast.Type, error) {
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
	types, err := parseTypeList(p)
	if err != nil {
		return nil, nil, err
	}
	return ops, types, p.ParsePunct(")")
}

// caseValue is a case value as cf.switch stores it: n as an integer of the
// flag's width (APInt(width, n, isSigned=true)), spelled signed for a
// signless or signed flag and unsigned for an unsigned one. A flag given
// by a type alias keeps n as written.
func caseValue(n int64, flag ast.Type) string {
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

func printSwitchOpCases(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
	p.WriteString("  default: ")
	if len(args[1].Successors) > 0 {
		printSuccessorAndUseList(p, args[1].Successors[0], args[2].Operands)
	}
	cases, ok := args[4].Attr.(*ir.DenseElementsAttr)
	if !ok {
		return
	}
	values := denseUints(cases)
	dests, ops, groups := args[5].Successors, args[6].Operands, args[6].Groups
	k := 0
	for i, v := range values {
		p.WriteString(",")
		p.PrintNewline()
		p.WriteString("  ")
		p.WriteString(limited(v))
		p.WriteString(": ")
		var uses []ir.Value
		if i < len(groups) && k+groups[i] <= len(ops) {
			uses = ops[k : k+groups[i]]
			k += groups[i]
		}
		if i < len(dests) {
			printSuccessorAndUseList(p, dests[i], uses)
		}
	}
	p.PrintNewline()
}

// printSuccessorAndUseList prints `^bb1(%a, %b : t1, t2)` or `^bb1`.
func printSuccessorAndUseList(p dialect.Printer, b *ir.Block, uses []ir.Value) {
	p.PrintSuccessor(b)
	if len(uses) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperands(uses)
	p.WriteString(" : ")
	p.PrintTypes(valueTypes(uses))
	p.WriteString(")")
}

// limited is APInt::getLimitedValue: the unsigned value, capped at the
// largest uint64.
func limited(v *big.Int) string {
	if v.BitLen() > 64 {
		return "18446744073709551615"
	}
	return v.String()
}

// denseUints is shared.DenseUints.
func denseUints(a *ir.DenseElementsAttr) []*big.Int { return shared.DenseUints(a) }
