package shared

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
)

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
