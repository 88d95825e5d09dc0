// Package acc is the Go side of the OpenACC dialect (see Register);
// package dialects registers it with the other upstream dialects.
package acc

import (
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the acc (OpenACC) dialect's custom directives
// (OpenACC.cpp): the data clause ops' variables, the device_type lists
// that most clauses carry (`%v : T [#acc.device_type<nvidia>]`, their
// segments and keyword-only forms), wait, gang, acc.loop's control and
// acc.routine's clauses. Every op of the dialect has a declarative format
// that uses them.

// Register registers what Go knows of the acc dialect in h: its custom
// directives.
func Register(h *registry.Hooks) {
	d := func(name string, cd *asmformat.CustomDirective) { h.Directive("acc", name, cd) }
	d("Var", accVar)
	d("AccVar", accAccVar)
	d("VarPtrType", accVarPtrType)
	d("RecipeSym", accRecipeSym)
	d("DeviceTypeOperands", accDeviceTypeOperands)
	d("DeviceTypeOperandsWithKeywordOnly", accDeviceTypeOperandsWithKeywordOnly)
	d("DeviceTypeOperandsWithSegment", accSegments("DeviceTypeOperandsWithSegment"))
	d("NumGangs", accSegments("NumGangs"))
	d("WaitClause", accWaitClause)
	d("OperandWithKeywordOnly", accOperandWithKeywordOnly)
	d("OperandsWithKeywordOnly", accOperandsWithKeywordOnly)
	d("CombinedConstructsLoop", accCombinedConstructsLoop)
	d("GangClause", accGangClause)
	d("LoopControl", accLoopControl)
	d("BindName", accBindName)
	d("RoutineGangClause", accRoutineGangClause)
	d("DeviceTypeArrayAttr", accDeviceTypeArrayAttr)
	accVerifiers(h)
}

// The kinds of a directive's arguments, as the directives below check them.
const (
	opArg   = asmformat.OperandArg
	typeArg = asmformat.TypeArg
	attrArg = asmformat.AttrArg
	regArg  = asmformat.RegionArg
)

// ---- device_type helpers ----

// accAttr is the attribute #acc.mnemonic<value>.
func accAttr(mnemonic, value string) ast.Attr {
	return &ast.DialectAttr{Dialect: "acc", Name: mnemonic, Body: value, HasBody: true}
}

// accAttrValue is the value of an attribute #acc.mnemonic<value>, or "".
func accAttrValue(a ir.Attribute, mnemonic string) string {
	if w, ok := shared.EnumWord(a, "acc", mnemonic); ok {
		return w
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "acc" {
		return ""
	}
	v, ok := strings.CutPrefix(o.Data, mnemonic+"<")
	if !ok {
		return ""
	}
	return strings.TrimSuffix(v, ">")
}

func accNone() ast.Attr { return accAttr("device_type", "none") }

// accArray is an array attribute of elems (never nil: C++ builds an empty
// ArrayAttr from an empty vector, and the op then holds `[]`).
func accArray(elems []ast.Attr) *ast.ArrayAttr {
	if elems == nil {
		elems = []ast.Attr{}
	}
	return &ast.ArrayAttr{Elems: elems}
}

// parseAccAttr parses an attribute; typed, it must be a device_type
// (parseAttribute into a DeviceTypeAttr), else any attribute is taken.
func parseAccAttr(p dialect.Parser, typed bool) (ast.Attr, error) {
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if typed {
		if d, ok := a.(*ast.DialectAttr); !ok || d.Dialect != "acc" || d.Name != "device_type" {
			return nil, p.Errorf(pos, "invalid kind of attribute specified")
		}
	}
	return a, nil
}

// parseAccDeviceTypeSuffix parses an optional `[device_type]`, the
// device_type none when absent.
func parseAccDeviceTypeSuffix(p dialect.Parser, typed bool) (ast.Attr, error) {
	if !p.ParseOptionalPunct("[") {
		return accNone(), nil
	}
	a, err := parseAccAttr(p, typed)
	if err != nil {
		return nil, err
	}
	return a, p.ParsePunct("]")
}

// parseAccAttrList parses `attr, attr, ...` (at least one) up to `]`,
// which it consumes.
func parseAccAttrList(p dialect.Parser) ([]ast.Attr, error) {
	var list []ast.Attr
	err := dialect.ParseCommaList(p, dialect.None, "", func() error {
		a, err := p.ParseAttribute(nil)
		list = append(list, a)
		return err
	})
	if err != nil {
		return nil, err
	}
	return list, p.ParsePunct("]")
}

// parseAccTypedOperand parses `%v : type`.
func parseAccTypedOperand(p dialect.Parser, arg *asmformat.ParseArg, types *asmformat.ParseArg) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	arg.Operands, types.Types = append(arg.Operands, v), append(types.Types, t)
	return nil
}

func accHasValues(a ir.Attribute) bool { return len(shared.ArrayElems(a)) > 0 }

// accOnlyNone: the array holds exactly the device_type none.
func accOnlyNone(a ir.Attribute) bool {
	e := shared.ArrayElems(a)
	return len(e) == 1 && accAttrValue(e[0], "device_type") == "none"
}

// printAccDeviceTypeSuffix is printSingleDeviceType: ` [dt]` unless none.
func printAccDeviceTypeSuffix(p dialect.Printer, a ir.Attribute) {
	if a == nil || accAttrValue(a, "device_type") == "none" {
		return
	}
	p.WriteString(" [")
	p.PrintAttribute(a)
	p.WriteString("]")
}

// printAccDeviceTypes is printDeviceTypes: `[dt, dt]` when not empty.
func printAccDeviceTypes(p dialect.Printer, a ir.Attribute) {
	e := shared.ArrayElems(a)
	if len(e) == 0 {
		return
	}
	p.WriteString("[")
	for i, x := range e {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintAttribute(x)
	}
	p.WriteString("]")
}

// printAccTypedOperand prints `%v : type`.
func printAccTypedOperand(p dialect.Printer, v ir.Value) {
	p.PrintOperand(v)
	p.WriteString(" : ")
	p.PrintType(v.Type())
}

// accSegmentSizes are the sizes of a DenseI32ArrayAttr.
func accSegmentSizes(a ir.Attribute) []int {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int, len(d.Values))
	for i := range out {
		out[i] = int(d.Int(i))
	}
	return out
}

// accIsPointerLike: the types OpenACC's PointerLikeType interface is
// attached to in mlir-opt (memrefs, ranked or not, and LLVM pointers).
func accIsPointerLike(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	case *ir.OpaqueType, *ir.DialectType:
		o, _ := ir.SpellingOf(t)
		return o.Dialect == "llvm" && (o.Data == "ptr" || strings.HasPrefix(o.Data, "ptr<"))
	}
	return false
}

// ---- Data clause variables ----

// accVar is custom<Var>: `varPtr(%v` for a pointer-like value, `var(%v`
// for another; the parser takes either keyword.
var accVar = &asmformat.CustomDirective{
	Check: shared.CheckKinds("Var", opArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalKeyword("varPtr") {
			if err := p.ParseKeyword("var"); err != nil {
				return err
			}
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		v, err := p.ParseOperand()
		args[0].Operands = append(args[0].Operands, v)
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 {
			return
		}
		v := args[0].Operands[0]
		if accIsPointerLike(v.Type()) {
			p.WriteString("varPtr(")
		} else {
			p.WriteString("var(")
		}
		p.PrintOperand(v)
	},
}

// accAccVar is custom<AccVar>: `accPtr(%v : T)` or `accVar(%v : T)`.
var accAccVar = &asmformat.CustomDirective{
	Check: shared.CheckKinds("AccVar", opArg, typeArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalKeyword("accPtr") {
			if err := p.ParseKeyword("accVar"); err != nil {
				return err
			}
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if err := parseAccTypedOperand(p, &args[0], &args[1]); err != nil {
			return err
		}
		return p.ParsePunct(")")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 {
			return
		}
		v := args[0].Operands[0]
		if accIsPointerLike(v.Type()) {
			p.WriteString("accPtr(")
		} else {
			p.WriteString("accVar(")
		}
		printAccTypedOperand(p, v)
		p.WriteString(")")
	},
}

// accVarPtrType is custom<VarPtrType>(type($var), $varType): the var's
// type and `)`, then `varType(T)` unless T is what the parser infers: a
// pointer-like type's element type (memref's; an LLVM pointer has none,
// mlir-opt crashes without varType), else the type itself.
var accVarPtrType = &asmformat.CustomDirective{
	Check: shared.CheckKinds("VarPtrType", typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		rt, err := p.ResolveTypeAlias(t) // a type alias defined earlier
		if err != nil {
			return err
		}
		args[0].Types = append(args[0].Types, t)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		if p.ParseOptionalKeyword("varType") {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			vt, err := p.ParseType()
			if err != nil {
				return err
			}
			args[1].Attr = &ast.TypeAttr{Type: vt}
			return p.ParsePunct(")")
		}
		switch rt := rt.(type) {
		case *ast.MemRefType:
			args[1].Attr = &ast.TypeAttr{Type: rt.Elem}
		case *ast.DialectType:
			if rt.Dialect == "llvm" && rt.Name == "ptr" {
				// Unreachable for a case: mlir-opt 22 crashes here.
				return p.Errorf(pos, "an LLVM pointer has no element type: varType(...) is required (mlir-opt crashes without it)")
			}
			args[1].Attr = &ast.TypeAttr{Type: t}
		default:
			args[1].Attr = &ast.TypeAttr{Type: t}
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Types) == 0 {
			return
		}
		t := args[0].Types[0]
		p.PrintType(t)
		p.WriteString(")")
		var implied ir.Type = t
		switch t := t.(type) {
		case *ir.MemRefType:
			implied = t.Elem
		case *ir.UnrankedMemRefType:
			implied = t.Elem
		case *ir.OpaqueType, *ir.DialectType:
			if accIsPointerLike(t) {
				implied = nil
			}
		}
		ta, ok := args[1].Attr.(*ir.TypeAttr)
		if !ok || ta.Type == implied {
			return
		}
		p.WriteString(" varType(")
		p.PrintType(ta.Type)
		p.WriteString(")")
	},
}

// accRecipeSym is custom<RecipeSym>: a symbol reference.
var accRecipeSym = &asmformat.CustomDirective{
	Check: shared.CheckKinds("RecipeSym", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		a, err := shared.ParseSymbolRef(p)
		args[0].Attr = a
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[0].Attr != nil {
			p.PrintAttribute(args[0].Attr)
		}
	},
}

// ---- device_type lists ----

// parseAccDeviceTypeOperandList parses `%v : T [dt]?, ...` (at least one)
// into the operands, their types and a device_type each.
func parseAccDeviceTypeOperandList(p dialect.Parser, args []asmformat.ParseArg) ([]ast.Attr, error) {
	var dts []ast.Attr
	err := dialect.ParseCommaList(p, dialect.None, "", func() error {
		if err := parseAccTypedOperand(p, &args[0], &args[1]); err != nil {
			return err
		}
		dt, err := parseAccDeviceTypeSuffix(p, true)
		dts = append(dts, dt)
		return err
	})
	return dts, err
}

// printAccDeviceTypeOperands is printDeviceTypeOperands: each operand
// with its device_type, nothing without device_types.
func printAccDeviceTypeOperands(p dialect.Printer, operands []ir.Value, dts ir.Attribute) {
	e := shared.ArrayElems(dts)
	for i := 0; i < len(e) && i < len(operands); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		printAccTypedOperand(p, operands[i])
		printAccDeviceTypeSuffix(p, e[i])
	}
}

// accDeviceTypeOperands is custom<DeviceTypeOperands>(operands,
// types, deviceTypes): `%v : T [dt], ...`.
var accDeviceTypeOperands = &asmformat.CustomDirective{
	Check: shared.CheckKinds("DeviceTypeOperands", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		dts, err := parseAccDeviceTypeOperandList(p, args)
		args[2].Attr = accArray(dts)
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		printAccDeviceTypeOperands(p, args[0].Operands, args[2].Attr)
	},
}

// accDeviceTypeOperandsWithKeywordOnly is
// custom<DeviceTypeOperandsWithKeywordOnly>(operands, types, deviceTypes,
// keywordOnly): nothing (the keyword alone: keywordOnly is [none]), or
// `([dt, ...], %v : T [dt], ...)`. The parser drops the bracketed
// keyword-only device_types (it never stores them), and wants operands
// after them.
var accDeviceTypeOperandsWithKeywordOnly = &asmformat.CustomDirective{
	Check: shared.CheckKinds("DeviceTypeOperandsWithKeywordOnly", opArg, typeArg, attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[3].Attr = accArray([]ast.Attr{accNone()})
			return nil
		}
		if p.ParseOptionalPunct("[") {
			if _, err := parseAccAttrList(p); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		dts, err := parseAccDeviceTypeOperandList(p, args)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[2].Attr = accArray(dts)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 && accOnlyNone(args[3].Attr) {
			return
		}
		p.WriteString("(")
		printAccDeviceTypes(p, args[3].Attr)
		if accHasValues(args[3].Attr) && accHasValues(args[2].Attr) {
			p.WriteString(", ")
		}
		printAccDeviceTypeOperands(p, args[0].Operands, args[2].Attr)
		p.WriteString(")")
	},
}

// parseAccSegment parses `{%v : T, ...} [dt]?` (devnum: the `devnum:`
// prefix is allowed) and returns the device_type.
func parseAccSegment(p dialect.Parser, args []asmformat.ParseArg, typed bool, devnum *[]ast.Attr) (ast.Attr, int, error) {
	if err := p.ParsePunct("{"); err != nil {
		return nil, 0, err
	}
	if devnum != nil {
		has := p.ParseOptionalKeyword("devnum")
		if has {
			if err := p.ParsePunct(":"); err != nil {
				return nil, 0, err
			}
		}
		*devnum = append(*devnum, &ast.BoolAttr{Value: has})
	}
	start := len(args[0].Operands)
	if err := dialect.ParseCommaList(p, dialect.None, "", func() error { return parseAccTypedOperand(p, &args[0], &args[1]) }); err != nil {
		return nil, 0, err
	}
	n := len(args[0].Operands) - start
	if err := p.ParsePunct("}"); err != nil {
		return nil, 0, err
	}
	dt, err := parseAccDeviceTypeSuffix(p, typed)
	return dt, n, err
}

// printAccSegments prints `{%v : T, ...} [dt], ...`, one group per
// device_type, with `devnum: ` where hasDevnum says so.
func printAccSegments(p dialect.Printer, operands []ir.Value, dts, segments, hasDevnum ir.Attribute) {
	sizes := accSegmentSizes(segments)
	devnums := shared.ArrayElems(hasDevnum)
	k := 0
	for i, dt := range shared.ArrayElems(dts) {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString("{")
		if i < len(devnums) {
			if b, ok := devnums[i].(*ir.IntegerAttr); ok && b.Bool() {
				p.WriteString("devnum: ")
			}
		}
		for j := 0; i < len(sizes) && j < sizes[i] && k < len(operands); j++ {
			if j > 0 {
				p.WriteString(", ")
			}
			printAccTypedOperand(p, operands[k])
			k++
		}
		p.WriteString("}")
		printAccDeviceTypeSuffix(p, dt)
	}
}

// accSegments is custom<NumGangs> and custom<DeviceTypeOperandsWithSegment>
// (operands, types, deviceTypes, segments): `{%v : T, ...} [dt], ...`.
func accSegments(name string) *asmformat.CustomDirective {
	return &asmformat.CustomDirective{
		Check: shared.CheckKinds(name, opArg, typeArg, attrArg, attrArg),
		Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
			var dts []ast.Attr
			var sizes []int
			for {
				dt, n, err := parseAccSegment(p, args, true, nil)
				if err != nil {
					return err
				}
				dts, sizes = append(dts, dt), append(sizes, n)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			args[2].Attr, args[3].Attr = accArray(dts), shared.I32Array(sizes...)
			return nil
		},
		Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
			printAccSegments(p, args[0].Operands, args[2].Attr, args[3].Attr, nil)
		},
	}
}

// accWaitClause is custom<WaitClause>(operands, types, deviceTypes,
// segments, hasDevnum, keywordOnly): nothing (keywordOnly [none]), or
// `([dt, ...], {devnum: %v : T, ...} [dt], ...)`. Once in parentheses
// every attribute is set, keywordOnly to `[]` when no brackets came.
var accWaitClause = &asmformat.CustomDirective{
	Check: shared.CheckKinds("WaitClause", opArg, typeArg, attrArg, attrArg, attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[5].Attr = accArray([]ast.Attr{accNone()})
			return nil
		}
		var keywordOnly []ast.Attr
		if p.ParseOptionalPunct("[") {
			var err error
			if keywordOnly, err = parseAccAttrList(p); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		var dts, devnum []ast.Attr
		var sizes []int
		for {
			dt, n, err := parseAccSegment(p, args, false, &devnum)
			if err != nil {
				return err
			}
			dts, sizes = append(dts, dt), append(sizes, n)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[2].Attr, args[3].Attr = accArray(dts), shared.I32Array(sizes...)
		args[4].Attr, args[5].Attr = accArray(devnum), accArray(keywordOnly)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 && accOnlyNone(args[5].Attr) {
			return
		}
		p.WriteString("(")
		printAccDeviceTypes(p, args[5].Attr)
		if accHasValues(args[5].Attr) && accHasValues(args[2].Attr) {
			p.WriteString(", ")
		}
		printAccSegments(p, args[0].Operands, args[2].Attr, args[3].Attr, args[4].Attr)
		p.WriteString(")")
	},
}

// accOperandWithKeywordOnly is custom<OperandWithKeywordOnly>(operand,
// type, unit): nothing (the unit attribute is set) or `(%v : T)`.
var accOperandWithKeywordOnly = &asmformat.CustomDirective{
	Check: shared.CheckKinds("OperandWithKeywordOnly", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[2].Attr = &ast.UnitAttr{}
			return nil
		}
		if err := parseAccTypedOperand(p, &args[0], &args[1]); err != nil {
			return err
		}
		return p.ParsePunct(")")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[2].Attr != nil || len(args[0].Operands) == 0 {
			return
		}
		p.WriteString("(")
		printAccTypedOperand(p, args[0].Operands[0])
		p.WriteString(")")
	},
}

// accOperandsWithKeywordOnly is custom<OperandsWithKeywordOnly>(operands,
// types, unit): nothing (the unit attribute is set) or `(%a, %b : T, U)`.
var accOperandsWithKeywordOnly = &asmformat.CustomDirective{
	Check: shared.CheckKinds("OperandsWithKeywordOnly", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[2].Attr = &ast.UnitAttr{}
			return nil
		}
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			v, err := p.ParseOperand()
			args[0].Operands = append(args[0].Operands, v)
			return err
		})
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if args[1].Types, err = dialect.ParseTypeList(p); err != nil {
			return err
		}
		return p.ParsePunct(")")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[2].Attr != nil {
			return
		}
		p.WriteString("(")
		p.PrintOperands(args[0].Operands)
		p.WriteString(" : ")
		p.PrintTypes(args[1].Types)
		p.WriteString(")")
	},
}

// accCombinedKeywords map custom<CombinedConstructsLoop>'s keywords to
// the CombinedConstructsType cases.
var accCombinedKeywords = [][2]string{{"kernels", "kernels_loop"}, {"parallel", "parallel_loop"}, {"serial", "serial_loop"}}

// accCombinedConstructsLoop is custom<CombinedConstructsLoop>: kernels,
// parallel or serial.
var accCombinedConstructsLoop = &asmformat.CustomDirective{
	Check: shared.CheckKinds("CombinedConstructsLoop", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		for _, kc := range accCombinedKeywords {
			if p.ParseOptionalKeyword(kc[0]) {
				args[0].Attr = accAttr("combined_constructs", kc[1])
				return nil
			}
		}
		return p.Errorf(p.Pos(), "expected compute construct name")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		v := accAttrValue(args[0].Attr, "combined_constructs")
		for _, kc := range accCombinedKeywords {
			if v == kc[1] {
				p.WriteString(kc[0])
			}
		}
	},
}

// accGangKeywords map the gang value keywords to the GangArgType cases.
var accGangKeywords = [][2]string{{"num", "Num"}, {"dim", "Dim"}, {"static", "Static"}}

// accGangClause is custom<GangClause>(operands, types, argTypes,
// deviceTypes, segments, gangOnly): nothing (gangOnly [none]) or
// `([dt, ...], {num=%v : T, dim=..., static=...} [dt], ...)`. The parser
// has a quirk kept here: once a value was read, every later group must
// start with a comma (`{, num=...}`), so the printer's output with several
// groups does not read back.
var accGangClause = &asmformat.CustomDirective{
	Check: shared.CheckKinds("GangClause", opArg, typeArg, attrArg, attrArg, attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[5].Attr = accArray([]ast.Attr{accNone()})
			return nil
		}
		var gangOnly, argTypes, dts []ast.Attr
		var sizes []int
		skip := false
		if p.ParseOptionalPunct("[") {
			var err error
			if gangOnly, err = parseAccAttrList(p); err != nil {
				return err
			}
			skip = true
		}
		needComma := false
		for {
			if skip {
				skip = false
			} else {
				if err := p.ParsePunct("{"); err != nil {
					return err
				}
				start := len(args[0].Operands)
				for {
					newValue, needValue := false, false
					if needComma {
						if !p.ParseOptionalPunct(",") {
							break
						}
						needValue = true
					}
					for _, kc := range accGangKeywords {
						if !p.ParseOptionalKeyword(kc[0]) {
							continue
						}
						if err := p.ParsePunct("="); err != nil {
							return err
						}
						if err := parseAccTypedOperand(p, &args[0], &args[1]); err != nil {
							return err
						}
						argTypes = append(argTypes, accAttr("gang_arg_type", kc[1]))
						needComma, newValue = true, true
					}
					if !newValue && needValue {
						return p.Errorf(p.Pos(), "new value expected after comma")
					}
					if !newValue {
						break
					}
				}
				if len(args[0].Operands) == 0 {
					return p.Errorf(p.Pos(), "expect at least one of num, dim or static values")
				}
				if err := p.ParsePunct("}"); err != nil {
					return err
				}
				dt, err := parseAccDeviceTypeSuffix(p, false)
				if err != nil {
					return err
				}
				dts, sizes = append(dts, dt), append(sizes, len(args[0].Operands)-start)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[2].Attr, args[3].Attr = accArray(argTypes), accArray(dts)
		args[4].Attr, args[5].Attr = shared.I32Array(sizes...), accArray(gangOnly)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		ops, gangOnly, dts := args[0].Operands, args[5].Attr, args[3].Attr
		if len(ops) == 0 && accOnlyNone(gangOnly) {
			return
		}
		p.WriteString("(")
		printAccDeviceTypes(p, gangOnly)
		if accHasValues(gangOnly) && accHasValues(dts) {
			p.WriteString(", ")
		}
		argTypes := shared.ArrayElems(args[2].Attr)
		sizes := accSegmentSizes(args[4].Attr)
		k := 0
		for i, dt := range shared.ArrayElems(dts) {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("{")
			for j := 0; i < len(sizes) && j < sizes[i] && k < len(ops); j++ {
				if j > 0 {
					p.WriteString(", ")
				}
				if k < len(argTypes) {
					v := accAttrValue(argTypes[k], "gang_arg_type")
					for _, kc := range accGangKeywords {
						if v == kc[1] {
							p.WriteString(kc[0])
						}
					}
				}
				p.WriteString("=")
				printAccTypedOperand(p, ops[k])
				k++
			}
			p.WriteString("}")
			printAccDeviceTypeSuffix(p, dt)
		}
		p.WriteString(")")
	},
}

// parseAccBoundList parses `(%a, %b : T, U)` with exactly n operands.
func parseAccBoundList(p dialect.Parser, n int, ops, types *asmformat.ParseArg) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	start := p.Pos()
	list, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if len(list) != n {
		return p.Errorf(start, "expected %d operands", n)
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ts, err := dialect.ParseTypeList(p)
	if err != nil {
		return err
	}
	ops.Operands, types.Types = list, ts
	return p.ParsePunct(")")
}

// accLoopControl is custom<LoopControl>(region, lowerbound, type, upperbound,
// type, step, type): `control(%iv : T, ...) = (%lb : T) to (%ub : T)  step
// (%s : T) ` before the region when it has induction variables (the
// printer writes two spaces before step and one after its parenthesis),
// else the region alone.
var accLoopControl = &asmformat.CustomDirective{
	Check: shared.CheckKinds("LoopControl", regArg, opArg, typeArg, opArg, typeArg, opArg, typeArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var ivs []ast.BlockArg
		if p.ParseOptionalKeyword("control") {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			if p.Peek("%") {
				err := dialect.ParseCommaList(p, dialect.None, "", func() error {
					a, _, err := p.ParseArgument(true, false)
					ivs = append(ivs, a)
					return err
				})
				if err != nil {
					return err
				}
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			if err := parseAccBoundList(p, len(ivs), &args[1], &args[2]); err != nil {
				return err
			}
			if err := p.ParseKeyword("to"); err != nil {
				return err
			}
			if err := parseAccBoundList(p, len(ivs), &args[3], &args[4]); err != nil {
				return err
			}
			if err := p.ParseKeyword("step"); err != nil {
				return err
			}
			if err := parseAccBoundList(p, len(ivs), &args[5], &args[6]); err != nil {
				return err
			}
		}
		r, err := p.ParseRegion(ivs)
		if err != nil {
			return err
		}
		args[0].Regions = append(args[0].Regions, r)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Regions) == 0 {
			return
		}
		r := args[0].Regions[0]
		if len(r.Blocks) > 0 && len(r.Blocks[0].Args) > 0 {
			p.WriteString("control(")
			for i, a := range r.Blocks[0].Args {
				if i > 0 {
					p.WriteString(", ")
				}
				printAccTypedOperand(p, a)
			}
			p.WriteString(") = (")
			bound := func(ops []ir.Value, types []ir.Type) {
				p.PrintOperands(ops)
				p.WriteString(" : ")
				p.PrintTypes(types)
			}
			bound(args[1].Operands, args[2].Types)
			p.WriteString(") to (")
			bound(args[3].Operands, args[4].Types)
			p.WriteString(")  step (")
			bound(args[5].Operands, args[6].Types)
			p.WriteString(") ")
		}
		p.PrintRegion(r, false, true, false)
	},
}

// ---- acc.routine ----

// accBindName is custom<BindName>(bindIdName, bindStrName,
// bindIdNameDeviceType, bindStrNameDeviceType): `@sym [dt]?, "str" [dt]?,
// ...`; the printer writes the symbols first, then the strings.
var accBindName = &asmformat.CustomDirective{
	Check: shared.CheckKinds("BindName", attrArg, attrArg, attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var ids, strs, idDTs, strDTs []ast.Attr
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			pos := p.Pos()
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			isSym := false
			switch a.(type) {
			case *ast.SymbolRefAttr:
				ids, isSym = append(ids, a), true
			case *ast.StringAttr:
				strs = append(strs, a)
			default:
				return p.Errorf(pos, "invalid kind of attribute specified")
			}
			dt, err := parseAccDeviceTypeSuffix(p, false)
			if isSym {
				idDTs = append(idDTs, dt)
			} else {
				strDTs = append(strDTs, dt)
			}
			return err
		})
		if err != nil {
			return err
		}
		args[0].Attr, args[1].Attr = accArray(ids), accArray(strs)
		args[2].Attr, args[3].Attr = accArray(idDTs), accArray(strDTs)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		var names, dts []ir.Attribute
		if accHasValues(args[2].Attr) {
			names, dts = append(names, shared.ArrayElems(args[0].Attr)...), append(dts, shared.ArrayElems(args[2].Attr)...)
		}
		if accHasValues(args[3].Attr) {
			names, dts = append(names, shared.ArrayElems(args[1].Attr)...), append(dts, shared.ArrayElems(args[3].Attr)...)
		}
		for i := 0; i < len(names) && i < len(dts); i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(names[i])
			printAccDeviceTypeSuffix(p, dts[i])
		}
	},
}

// accRoutineGangClause is custom<RoutineGangClause>(gang, gangDim,
// gangDimDeviceType): nothing (gang [none]) or `([dt, ...], dim: 1 : i64
// [dt], ...)`; once in parentheses the dim values are required.
var accRoutineGangClause = &asmformat.CustomDirective{
	Check: shared.CheckKinds("RoutineGangClause", attrArg, attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[0].Attr = accArray([]ast.Attr{accNone()})
			return nil
		}
		var gang, dims, dts []ast.Attr
		if p.ParseOptionalPunct("[") {
			var err error
			if gang, err = parseAccAttrList(p); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			if err := p.ParseKeyword("dim"); err != nil {
				return err
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			dt, err := parseAccDeviceTypeSuffix(p, false)
			dims, dts = append(dims, a), append(dts, dt)
			return err
		})
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[0].Attr, args[1].Attr, args[2].Attr = accArray(gang), accArray(dims), accArray(dts)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		gang, dims, dts := args[0].Attr, args[1].Attr, args[2].Attr
		if !accHasValues(dts) && accOnlyNone(gang) {
			return
		}
		p.WriteString("(")
		printAccDeviceTypes(p, gang)
		if accHasValues(gang) && accHasValues(dts) {
			p.WriteString(", ")
		}
		d, e := shared.ArrayElems(dims), shared.ArrayElems(dts)
		for i := 0; i < len(d) && i < len(e); i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("dim: ")
			p.PrintAttribute(d[i])
			printAccDeviceTypeSuffix(p, e[i])
		}
		p.WriteString(")")
	},
}

// accDeviceTypeArrayAttr is custom<DeviceTypeArrayAttr>: nothing ([none])
// or `([dt, ...])`. After `(` without `[` the parser stores `[]` and
// leaves the `)` unread.
var accDeviceTypeArrayAttr = &asmformat.CustomDirective{
	Check: shared.CheckKinds("DeviceTypeArrayAttr", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("(") {
			args[0].Attr = accArray([]ast.Attr{accNone()})
			return nil
		}
		var list []ast.Attr
		if p.ParseOptionalPunct("[") {
			var err error
			if list, err = parseAccAttrList(p); err != nil {
				return err
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		args[0].Attr = accArray(list)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		a := args[0].Attr
		if accOnlyNone(a) || !accHasValues(a) {
			return
		}
		p.WriteString("(")
		printAccDeviceTypes(p, a)
		p.WriteString(")")
	},
}
