// Package amdgpu is the Go side of the amdgpu dialect: the MNKDimensionList
// directive of its formats.
package amdgpu

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the amdgpu dialect in h.
func Register(h *registry.Hooks) {
	h.Directive("amdgpu", "MNKDimensionList", mnkDimensionList)
	verifiers(h)
	defVerifiers(h)
}

// mnkDimensionList is custom<MNKDimensionList>($m, $n, $k): the three i32
// attributes as a static dimension list, `16x16x32`.
var mnkDimensionList = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.AttrArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<MNKDimensionList> expects ($m, $n, $k)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		dims, err := p.ParseDimensionList(false, false)
		if err != nil {
			return err
		}
		if len(dims) != 3 {
			return p.Errorf(p.Pos(), "expected 3 dimensions in MNK dimension list")
		}
		for i, d := range dims {
			args[i].Attr = &ast.IntegerAttr{Text: strconv.FormatInt(d, 10), Type: &ast.IntegerType{Width: 32}}
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		for i, a := range args {
			if i > 0 {
				p.WriteString("x")
			}
			if n, ok := a.Attr.(*ir.IntegerAttr); ok {
				p.WriteString(n.Value.String())
			}
		}
	},
}
