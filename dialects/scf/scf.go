// Package scf is the Go side of the scf dialect (see Register); package
// dialects registers it with the other upstream dialects.
package scf

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of the scf dialect (for, if,
// while, forall, forall.in_parallel, parallel, execute_region).

// Register registers what Go knows of the scf dialect in h: the
// hand-written syntaxes, scf.index_switch's SwitchCases directive
// (shared.SwitchCases) and the ops' verifiers.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Syntax("scf.for", scfFor{})
	h.Syntax("scf.if", scfIf{})
	h.Syntax("scf.while", scfWhile{})
	h.Syntax("scf.execute_region", scfExecuteRegion{})
	h.Syntax("scf.forall", scfForall{})
	h.Syntax("scf.forall.in_parallel", scfInParallel{})
	h.Syntax("scf.parallel", scfParallel{})
	h.Directive("scf", "SwitchCases", shared.SwitchCases)
	verifiers(h)
}

// scfFor is scf.for:
//
//	scf.for (unsigned)? %iv = %lb to %ub step %step
//	        (iter_args(%arg = %init, ...) -> (types))? (: type)? region attr-dict
type scfFor struct{}

func (scfFor) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	unsigned := r.OptionalKeyword("unsigned")
	iv, lb, ub, step := shared.ReadLoopHeader(r)
	var iterArgs []ast.BlockArg
	var inits []ast.ValueUse
	results := []ast.Type{}
	if r.OptionalKeyword("iter_args") {
		iterArgs, inits = r.AssignmentList()
		results = r.ArrowTypeList()
	}
	if len(iterArgs) != len(results) {
		r.Errorf(r.OpNamePos(), "mismatch in number of loop-carried values and defined values")
	}
	ivType := shared.IndexType()
	if r.OptionalPunct(":") {
		ivType = r.Type()
	}
	entry := append([]ast.BlockArg{{Pos: iv.Pos, Name: iv.Name, Type: ivType}}, shared.WithTypes(iterArgs, results)...)
	body := r.Region(entry)
	shared.EnsureTerminator(p, body, "scf.yield", p.OpNamePos())
	st.Attrs = r.OptionalAttrDict()
	if unsigned {
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "unsignedCmp", Value: &ast.UnitAttr{}})
	}
	st.Operands = [][]ast.ValueUse{{lb}, {ub}, {step}, inits}
	st.OperandTypes = [][]ast.Type{{ivType}, {ivType}, {ivType}, results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

func (scfFor) Print(p dialect.Printer, op *ir.Operation) {
	if shared.Prop(op, "unsignedCmp") != nil {
		p.WriteString(" unsigned")
	}
	args := shared.EntryArgs(op, 0)
	if len(op.Operands) < 3 || len(args) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[0])
	p.WriteString(" = ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(" to ")
	p.PrintOperand(op.Operands[1])
	p.WriteString(" step ")
	p.PrintOperand(op.Operands[2])
	inits := op.Operands[3:]
	shared.PrintInitializationList(p, args[1:], inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(shared.ValueTypes(inits))
		p.WriteString(")")
	}
	p.WriteString(" ")
	if t := args[0].Type(); !shared.IsIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteString(" ")
	}
	p.PrintRegion(shared.Region(op, 0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"unsignedCmp"})
}

// scfIf is scf.if:
//
//	scf.if %cond (-> types)? region (else region)? attr-dict
type scfIf struct{}

func (scfIf) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	cond := r.Operand()
	results := r.OptionalArrowTypeList()
	then, els := shared.ReadThenElse(r, "scf.yield")
	st.Attrs = r.OptionalAttrDict()
	st.Operands = [][]ast.ValueUse{{cond}}
	st.OperandTypes = [][]ast.Type{{&ast.IntegerType{Width: 1}}}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{then}, {els}}
	return r.Err()
}

func (scfIf) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 0 {
		p.WriteString(" ")
		p.PrintOperand(op.Operands[0])
	}
	terms := len(op.Results) > 0
	if terms {
		p.WriteString(" -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, terms, false)
	if els := shared.Region(op, 1); len(els.Blocks) > 0 {
		p.WriteString(" else ")
		p.PrintRegion(els, false, terms, false)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// scfWhile is scf.while's syntax, shared.WhileSyntax.
type scfWhile = shared.WhileSyntax

// scfExecuteRegion is scf.execute_region:
//
//	scf.execute_region (-> types)? no_inline? region attr-dict
type scfExecuteRegion struct{}

func (scfExecuteRegion) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	results := r.OptionalArrowTypeList()
	if r.OptionalKeyword("no_inline") {
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "no_inline", Value: &ast.UnitAttr{}})
	}
	body := r.Region(nil)
	st.Attrs = r.OptionalAttrDict()
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

func (scfExecuteRegion) Print(p dialect.Printer, op *ir.Operation) {
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	if shared.Prop(op, "no_inline") != nil {
		p.WriteString("no_inline ")
	}
	p.PrintRegion(shared.Region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"no_inline"})
}

// scfForall is scf.forall:
//
//	scf.forall (%iv, ...) in (ubs)                            ...
//	scf.forall (%iv, ...) = (lbs) to (ubs) step (steps)       ...
//	    (shared_outs(%out = %init, ...) (-> types)?)? region attr-dict
//
// where each bounds list mixes SSA values and integers
// (custom<DynamicIndexList> in parentheses).
type scfForall struct{}

// dynamicIndexList parses a parenthesized DynamicIndexList.
func dynamicIndexList(p dialect.Parser) ([]ast.ValueUse, ast.Attr, error) {
	args := parenIndexListArgs()
	pargs := make([]asmformat.ParseArg, len(args))
	for i, a := range args {
		pargs[i].Arg = a
	}
	err := asmformat.DynamicIndexList.Parse(p, pargs)
	return pargs[0].Operands, pargs[1].Attr, err
}

// readDynamicIndexList is dynamicIndexList through r.
func readDynamicIndexList(r *dialect.Reader) ([]ast.ValueUse, ast.Attr) {
	if r.Failed() {
		return nil, nil
	}
	values, ints, err := dynamicIndexList(r.Parser())
	r.Fail(err)
	return values, ints
}

// parenIndexListArgs are the arguments of custom<DynamicIndexList>(values,
// integers, "Delimiter::Paren").
func parenIndexListArgs() []*asmformat.Arg {
	return []*asmformat.Arg{
		{Kind: asmformat.OperandArg, Length: asmformat.Variadic},
		{Kind: asmformat.AttrArg},
		{Kind: asmformat.StringArg, Name: "::mlir::AsmParser::Delimiter::Paren"},
	}
}

func printDynamicIndexList(p dialect.Printer, op *ir.Operation, values []ir.Value, ints ir.Attribute) {
	args := parenIndexListArgs()
	pargs := make([]asmformat.PrintArg, len(args))
	for i, a := range args {
		pargs[i].Arg = a
	}
	pargs[0].Operands, pargs[1].Attr = values, ints
	asmformat.DynamicIndexList.Print(p, op, pargs)
}

func (scfForall) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	ivs := r.Arguments(dialect.Paren, false)
	var lbs, ubs, steps []ast.ValueUse
	var slb, sub, sst ast.Attr
	if r.OptionalKeyword("in") {
		ubs, sub = readDynamicIndexList(r)
		zeros, ones := make([]int64, len(ivs)), make([]int64, len(ivs))
		for i := range ones {
			ones[i] = 1
		}
		slb, sst = shared.I64Array(zeros...), shared.I64Array(ones...)
	} else {
		r.Punct("=")
		lbs, slb = readDynamicIndexList(r)
		r.Keyword("to")
		ubs, sub = readDynamicIndexList(r)
		r.Keyword("step")
		steps, sst = readDynamicIndexList(r)
	}
	var outArgs []ast.BlockArg
	var outs []ast.ValueUse
	results := []ast.Type{}
	outPos := r.Pos()
	if r.OptionalKeyword("shared_outs") {
		outArgs, outs = r.AssignmentList()
		results = r.OptionalArrowTypeList()
		if len(outs) != len(results) {
			r.Errorf(outPos, "number of operands and types do not match: got %d operands and %d types", len(outs), len(results))
		}
	}
	index := shared.IndexType()
	entry := append(shared.WithTypes(ivs, shared.Splat(index, len(ivs))), shared.WithTypes(outArgs, results)...)
	body := r.Region(entry)
	shared.EnsureTerminator(p, body, "scf.forall.in_parallel", p.OpNamePos())
	st.Attrs = r.OptionalAttrDict()
	pos := p.OpNamePos()
	st.Props = append(st.Props,
		ast.NamedAttr{Pos: pos, Name: "staticLowerBound", Value: slb},
		ast.NamedAttr{Pos: pos, Name: "staticUpperBound", Value: sub},
		ast.NamedAttr{Pos: pos, Name: "staticStep", Value: sst})
	st.Operands = [][]ast.ValueUse{lbs, ubs, steps, outs}
	st.OperandTypes = [][]ast.Type{shared.Splat(index, len(lbs)), shared.Splat(index, len(ubs)), shared.Splat(index, len(steps)), results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

// constantInt is mlir::getConstantIntValue of an SSA value: the integer a
// constant-like op defines it as.
func constantInt(p dialect.Printer, v ir.Value) (int64, bool) {
	r, ok := v.(*ir.OpResult)
	if !ok || r.Owner == nil || !p.HasTrait(r.Owner.Name, "ConstantLike") {
		return 0, false
	}
	a, ok := shared.Prop(r.Owner, "value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// allConstant reports whether every entry of a mixed static/dynamic list
// is the constant want (static entries, or values constant ops define).
func allConstant(p dialect.Printer, static ir.Attribute, values []ir.Value, want int64) bool {
	ints, ok := static.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	k := 0
	for i := range ints.Values {
		v := ints.Int(i)
		if v == ir.DynamicSize {
			if k >= len(values) {
				return false
			}
			c, ok := constantInt(p, values[k])
			k++
			if !ok || c != want {
				return false
			}
			continue
		}
		if v != want {
			return false
		}
	}
	return true
}

func (scfForall) Print(p dialect.Printer, op *ir.Operation) {
	groups, _ := shared.Segments(op, 4)
	lbs, ubs, steps, outs := groups[0], groups[1], groups[2], groups[3]
	args := shared.EntryArgs(op, 0)
	nIV := len(args) - len(outs)
	if nIV < 0 {
		nIV = 0
	}
	p.WriteString(" (")
	shared.PrintValues(p, args[:nIV])
	slb, sub, sst := shared.Prop(op, "staticLowerBound"), shared.Prop(op, "staticUpperBound"), shared.Prop(op, "staticStep")
	if allConstant(p, slb, lbs, 0) && allConstant(p, sst, steps, 1) {
		p.WriteString(") in ")
		printDynamicIndexList(p, op, ubs, sub)
	} else {
		p.WriteString(") = ")
		printDynamicIndexList(p, op, lbs, slb)
		p.WriteString(" to ")
		printDynamicIndexList(p, op, ubs, sub)
		p.WriteString(" step ")
		printDynamicIndexList(p, op, steps, sst)
	}
	shared.PrintInitializationList(p, args[nIV:], outs, " shared_outs")
	p.WriteString(" ")
	if len(args) > nIV {
		p.WriteString("-> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(") ")
	}
	p.PrintRegion(shared.Region(op, 0), false, len(op.Results) > 0, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"})
}

// scfInParallel is scf.forall.in_parallel: region attr-dict. An empty
// region gets its block.
type scfInParallel struct{}

func (scfInParallel) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	body := r.Region(nil)
	if body != nil && len(body.Blocks) == 0 {
		body.Blocks = append(body.Blocks, &ast.Block{Pos: body.RBrace})
	}
	st.Attrs = r.OptionalAttrDict()
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

func (scfInParallel) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, false, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// scfParallel is scf.parallel:
//
//	scf.parallel (%iv, ...) = (lbs) to (ubs) step (steps) (init (inits))?
//	             (-> types)? region attr-dict
type scfParallel struct{}

func (scfParallel) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	ivs := r.Arguments(dialect.Paren, false)
	r.Punct("=")
	lbs := r.OperandsN(dialect.Paren, len(ivs))
	r.Keyword("to")
	ubs := r.OperandsN(dialect.Paren, len(ivs))
	r.Keyword("step")
	steps := r.OperandsN(dialect.Paren, len(ivs))
	var inits []ast.ValueUse
	if r.OptionalKeyword("init") {
		inits = r.Operands(dialect.Paren)
	}
	results := r.OptionalArrowTypeList()
	index := shared.IndexType()
	body := r.Region(shared.WithTypes(ivs, shared.Splat(index, len(ivs))))
	st.Attrs = r.OptionalAttrDict()
	if len(inits) != len(results) {
		r.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and %d types", len(inits), len(results))
	}
	shared.EnsureTerminator(p, body, "scf.reduce", p.OpNamePos())
	st.Operands = [][]ast.ValueUse{lbs, ubs, steps, inits}
	st.OperandTypes = [][]ast.Type{shared.Splat(index, len(lbs)), shared.Splat(index, len(ubs)), shared.Splat(index, len(steps)), results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

func (scfParallel) Print(p dialect.Printer, op *ir.Operation) {
	groups, _ := shared.Segments(op, 4)
	p.WriteString(" (")
	shared.PrintValues(p, shared.EntryArgs(op, 0))
	p.WriteString(") = (")
	p.PrintOperands(groups[0])
	p.WriteString(") to (")
	p.PrintOperands(groups[1])
	p.WriteString(") step (")
	p.PrintOperands(groups[2])
	p.WriteString(")")
	if len(groups[3]) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(groups[3])
		p.WriteString(")")
	}
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"operandSegmentSizes"})
}
