package shared

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
)

// SwitchOpCases is cf.switch's (and spirv.Switch's, a copy upstream) custom<SwitchOpCases>(ref(type($flag)),
// $defaultDestination, $defaultOperands, type($defaultOperands),
// $case_values, $caseDestinations, $caseOperands, type($caseOperands)):
//
//	default: ^bb(%a, ... : types)? (, N: ^bb(%a, ... : types)?)*
//
// each case on its own line when printed. The case values are a vector of
// the flag's type; they print as unsigned numbers.
var SwitchOpCases = &asmformat.CustomDirective{
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
	defOps, defTypes, err := ParseSuccessorOperands(p, false)
	if err != nil {
		return err
	}
	cs := SwitchCaseList{Dests: []ast.BlockRef{}, Groups: []int{}}
	for p.ParseOptionalPunct(",") {
		if err := cs.ParseCase(p, flag, true); err != nil {
			return err
		}
	}
	args[1].Successors = []ast.BlockRef{def}
	args[2].Operands = defOps
	args[3].Types = NonNil(defTypes)
	cs.Fill(args[4:], flag)
	return nil
}

func printSwitchOpCases(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
	p.WriteString("  default: ")
	if len(args[1].Successors) > 0 {
		PrintSuccessorAndUseList(p, args[1].Successors[0], args[2].Operands)
	}
	cases, ok := args[4].Attr.(*ir.DenseElementsAttr)
	if !ok {
		return
	}
	values := DenseUints(cases)
	dests, ops, groups := args[5].Successors, args[6].Operands, args[6].Groups
	k := 0
	for i, v := range values {
		p.WriteString(",")
		p.PrintNewline()
		p.WriteString("  ")
		p.WriteString(LimitedValue(v))
		p.WriteString(": ")
		var uses []ir.Value
		if i < len(groups) && k+groups[i] <= len(ops) {
			uses = ops[k : k+groups[i]]
			k += groups[i]
		}
		if i < len(dests) {
			PrintSuccessorAndUseList(p, dests[i], uses)
		}
	}
	p.PrintNewline()
}

// LimitedValue is APInt::getLimitedValue: the unsigned value, capped at the
// largest uint64.
func LimitedValue(v *big.Int) string {
	if v.BitLen() > 64 {
		return "18446744073709551615"
	}
	return v.String()
}

// SwitchCases is scf.index_switch's custom<SwitchCases>($cases,
// $caseRegions): `case N region` repeated, each on a new line. The EmitC
// sources copy it for emitc.switch: scf and emitc each register it.
var SwitchCases = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.RegionArg {
			return fmt.Errorf("custom<SwitchCases> expects ($cases, $caseRegions)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		r := dialect.NewReader(p)
		cases := I64Array()
		regions := []*ast.Region{}
		for r.OptionalKeyword("case") {
			pos := r.Pos()
			n, ok := r.OptionalInteger()
			if !ok {
				r.Errorf(pos, "expected integer value")
			}
			body := r.Region(nil)
			cases.Elems = append(cases.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
			regions = append(regions, body)
		}
		args[0].Attr = cases
		args[1].Regions = regions
		return r.Err()
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		cases, _ := args[0].Attr.(*ir.DenseArrayAttr)
		if cases == nil {
			return
		}
		for i, r := range args[1].Regions {
			if i >= len(cases.Values) {
				break
			}
			p.PrintNewline()
			p.WriteString("case " + strconv.FormatInt(cases.Int(i), 10) + " ")
			p.PrintRegion(r, false, true, false)
		}
	},
}
