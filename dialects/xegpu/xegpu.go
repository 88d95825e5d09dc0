// Package xegpu is the Go side of the xegpu dialect (see Register); package
// dialects registers it with the other upstream dialects.
package xegpu

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the Go side of the xegpu dialect: the
// OptionalDynamicIndexList directive of its nd ops' offsets; its ops'
// verifiers are in xegpu_verify.go, its attributes' and types' in
// xegpu_defs.go.

// Register registers what Go knows of the xegpu dialect in h.
func Register(h *registry.Hooks) {
	h.Directive("xegpu", "OptionalDynamicIndexList", optionalDynamicIndexList)
	verifiers(h)
	defVerifiers(h)
}

// optionalDynamicIndexList is xegpu's
// custom<OptionalDynamicIndexList>($offsets, $const_offsets): a
// DynamicIndexList (`[%x, 4]`) that may be left out, the integers attribute
// then absent; an empty list prints nothing.
var optionalDynamicIndexList = &asmformat.CustomDirective{
	Check: asmformat.DynamicIndexList.Check,
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.Peek("[") {
			return nil
		}
		if err := asmformat.ParseDynamicIndexListItems(p, args); err != nil {
			return p.Errorf(p.OpNamePos(), "expected a list of SSA values or integers")
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if ints, ok := args[1].Attr.(*ir.DenseArrayAttr); !ok || len(ints.Values) == 0 {
			return
		}
		asmformat.DynamicIndexList.Print(p, op, args)
	},
}
