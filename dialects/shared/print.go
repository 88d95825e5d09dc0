package shared

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// PrintInitializationList prints `prefix(%arg = %init, ...)`, or nothing
// without arguments.
func PrintInitializationList(p dialect.Printer, args []*ir.BlockArgument, inits []ir.Value, prefix string) {
	if len(args) == 0 {
		return
	}
	p.WriteString(prefix)
	p.WriteString("(")
	for i := 0; i < len(args) && i < len(inits); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(args[i])
		p.WriteString(" = ")
		p.PrintOperand(inits[i])
	}
	p.WriteString(")")
}

// PrintArrowTypeList prints types after `-> `: one type bare (unless it
// is a function type), several in parentheses.
func PrintArrowTypeList(p dialect.Printer, ts []ir.Type) {
	_, isFn := FirstType(ts).(*ir.FunctionType)
	wrap := len(ts) != 1 || isFn
	if wrap {
		p.WriteString("(")
	}
	p.PrintTypes(ts)
	if wrap {
		p.WriteString(")")
	}
}

// PrintOptionalArrowTypeList prints ` -> types`, or nothing.
func PrintOptionalArrowTypeList(p dialect.Printer, ts []ir.Type) {
	if len(ts) == 0 {
		return
	}
	p.WriteString(" -> ")
	PrintArrowTypeList(p, ts)
}

func FirstType(ts []ir.Type) ir.Type {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}

// PrintFunctionalType prints `(inputs) -> results`.
func PrintFunctionalType(p dialect.Printer, in, out []ir.Type) {
	p.WriteString("(")
	p.PrintTypes(in)
	p.WriteString(") -> ")
	PrintArrowTypeList(p, out)
}
