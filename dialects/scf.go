package dialects

import (
	"math/big"

	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of the scf dialect (for, if,
// while, forall, forall.in_parallel, parallel, execute_region), the
// SwitchCases directive of scf.index_switch, and the helpers the
// hand-written syntaxes of the core dialects share (OpAsmParser's list,
// assignment and arrow-type parsers, implicit terminators, properties).

// ---- Helpers shared by the hand-written syntaxes ----

// ensureTerminator is shared.EnsureTerminator.
func ensureTerminator(p dialect.Parser, r *ast.Region, term string, pos ast.Pos) {
	shared.EnsureTerminator(p, r, term, pos)
}

// emitError is shared.EmitError.
func emitError(p dialect.Parser, pos ast.Pos, msg string) error { return shared.EmitError(p, pos, msg) }

// The OpAsmParser helpers below are package dialect's (lists.go), under
// the names the hand-written syntaxes of this package call them by.

// delimiter is the list delimiter opening with open.
func delimiter(open string) dialect.Delimiter {
	switch open {
	case "(":
		return dialect.Paren
	case "[":
		return dialect.Square
	case "<":
		return dialect.Angle
	case "{":
		return dialect.Braces
	}
	panic("dialects: no list delimiter " + open)
}

// parseList is dialect.ParseCommaList with the delimiters open and close
// (a matching pair).
func parseList(p dialect.Parser, open, close, ctx string, elem func() error) error {
	return dialect.ParseCommaList(p, delimiter(open), ctx, elem)
}

// parseOperandList is dialect.ParseOperandList with the delimiters open
// and close: count >= 0 operands exactly.
func parseOperandList(p dialect.Parser, open, close string, count int) ([]ast.ValueUse, error) {
	return dialect.ParseOperandList(p, delimiter(open), count)
}

// parseBareOperandList is dialect.ParseOperandList without a delimiter:
// nothing when no `%` comes, else operands separated by commas.
func parseBareOperandList(p dialect.Parser) ([]ast.ValueUse, error) {
	return dialect.ParseOperandList(p, dialect.None, -1)
}

// parseArgumentList parses `(%a, %b)`: region arguments without types.
func parseArgumentList(p dialect.Parser) ([]ast.BlockArg, error) {
	args, _, err := dialect.ParseArgumentList(p, dialect.Paren, false, false)
	return args, err
}

// parseAssignmentList is shared.ParseAssignmentList.
func parseAssignmentList(p dialect.Parser) ([]ast.BlockArg, []ast.ValueUse, error) {
	return shared.ParseAssignmentList(p)
}

// parseAttrOf is dialect.ParseAttrOf.
func parseAttrOf[T ast.Attr](p dialect.Parser, typ ast.Type) (T, error) {
	return dialect.ParseAttrOf[T](p, typ)
}

// parseTypeList parses `type (, type)*` (dialect.ParseTypeList).
func parseTypeList(p dialect.Parser) ([]ast.Type, error) { return dialect.ParseTypeList(p) }

// parseFunctionResultTypes is dialect.ParseFunctionResultTypes.
func parseFunctionResultTypes(p dialect.Parser) ([]ast.Type, error) {
	return dialect.ParseFunctionResultTypes(p)
}

// parseOptionalArrowTypeList is dialect.ParseOptionalArrowTypeList.
func parseOptionalArrowTypeList(p dialect.Parser) ([]ast.Type, error) {
	return dialect.ParseOptionalArrowTypeList(p)
}

// parseColonFunctionType is dialect.ParseColonFunctionType.
func parseColonFunctionType(p dialect.Parser) (*ast.FunctionType, error) {
	return dialect.ParseColonFunctionType(p)
}

// nonNil returns ts, or an empty list for nil: a type group the syntax
// gives, even when empty.
func nonNil[T any](ts []T) []T { return shared.NonNil(ts) }

// denseUints is shared.DenseUints.
func denseUints(a *ir.DenseElementsAttr) []*big.Int { return shared.DenseUints(a) }

// withTypes gives each argument its type (none past the end of types,
// as after a parse error).
func withTypes(args []ast.BlockArg, types []ast.Type) []ast.BlockArg {
	return shared.WithTypes(args, types)
}

func indexType() ast.Type { return shared.IndexType() }

func splat(t ast.Type, n int) []ast.Type { return shared.Splat(t, n) }

// prop returns op's inherent attribute name, or nil.
func prop(op *ir.Operation, name string) ir.Attribute { return shared.Prop(op, name) }

// segments splits op's operands by its operandSegmentSizes property into n
// groups; ok is false when the property does not fit.
func segments(op *ir.Operation, n int) ([][]ir.Value, bool) { return shared.Segments(op, n) }

// entryArgs returns the arguments of region i's entry block.
func entryArgs(op *ir.Operation, i int) []*ir.BlockArgument { return shared.EntryArgs(op, i) }

func region(op *ir.Operation, i int) *ir.Region { return shared.Region(op, i) }

func valueTypes(vs []ir.Value) []ir.Type { return shared.ValueTypes(vs) }

func resultTypes(op *ir.Operation) []ir.Type { return shared.ResultTypes(op) }

// printValues prints values separated by commas.
func printValues[V ir.Value](p dialect.Printer, vs []V) { shared.PrintValues(p, vs) }

// printInitializationList is shared.PrintInitializationList.
func printInitializationList(p dialect.Printer, args []*ir.BlockArgument, inits []ir.Value, prefix string) {
	shared.PrintInitializationList(p, args, inits, prefix)
}

// printArrowTypeList is shared.PrintArrowTypeList.
func printArrowTypeList(p dialect.Printer, ts []ir.Type) { shared.PrintArrowTypeList(p, ts) }

// printOptionalArrowTypeList is shared.PrintOptionalArrowTypeList.
func printOptionalArrowTypeList(p dialect.Printer, ts []ir.Type) {
	shared.PrintOptionalArrowTypeList(p, ts)
}

// firstType is shared.FirstType.
func firstType(ts []ir.Type) ir.Type { return shared.FirstType(ts) }

// printFunctionalType is shared.PrintFunctionalType.
func printFunctionalType(p dialect.Printer, in, out []ir.Type) {
	shared.PrintFunctionalType(p, in, out)
}

// isIndex is shared.IsIndex.
func isIndex(t ir.Type) bool { return shared.IsIndex(t) }

// ---- scf ----

// parseLoopHeader is shared.ParseLoopHeader.
func parseLoopHeader(p dialect.Parser) (iv, lb, ub, step ast.ValueUse, err error) {
	return shared.ParseLoopHeader(p)
}

// readLoopHeader is shared.ReadLoopHeader.
func readLoopHeader(r *dialect.Reader) (iv, lb, ub, step ast.ValueUse) {
	return shared.ReadLoopHeader(r)
}

// parseThenElse is shared.ParseThenElse.
func parseThenElse(p dialect.Parser, term string) (then, els *ast.Region, err error) {
	return shared.ParseThenElse(p, term)
}

// readThenElse is shared.ReadThenElse.
func readThenElse(r *dialect.Reader, term string) (then, els *ast.Region) {
	return shared.ReadThenElse(r, term)
}

// scfFor is scf.for:
//
//	scf.for (unsigned)? %iv = %lb to %ub step %step
//	        (iter_args(%arg = %init, ...) -> (types))? (: type)? region attr-dict
type scfFor struct{}

func (scfFor) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	unsigned := r.OptionalKeyword("unsigned")
	iv, lb, ub, step := readLoopHeader(r)
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
	ivType := indexType()
	if r.OptionalPunct(":") {
		ivType = r.Type()
	}
	entry := append([]ast.BlockArg{{Pos: iv.Pos, Name: iv.Name, Type: ivType}}, withTypes(iterArgs, results)...)
	body := r.Region(entry)
	ensureTerminator(p, body, "scf.yield", p.OpNamePos())
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
	if prop(op, "unsignedCmp") != nil {
		p.WriteString(" unsigned")
	}
	args := entryArgs(op, 0)
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
	printInitializationList(p, args[1:], inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(valueTypes(inits))
		p.WriteString(")")
	}
	p.WriteString(" ")
	if t := args[0].Type(); !isIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteString(" ")
	}
	p.PrintRegion(region(op, 0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(allAttrs(op), []string{"unsignedCmp"})
}

// scfIf is scf.if:
//
//	scf.if %cond (-> types)? region (else region)? attr-dict
type scfIf struct{}

func (scfIf) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	cond := r.Operand()
	results := r.OptionalArrowTypeList()
	then, els := readThenElse(r, "scf.yield")
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
		p.PrintTypes(resultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(region(op, 0), false, terms, false)
	if els := region(op, 1); len(els.Blocks) > 0 {
		p.WriteString(" else ")
		p.PrintRegion(els, false, terms, false)
	}
	p.PrintOptionalAttrDict(allAttrs(op), nil)
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
	printOptionalArrowTypeList(p, resultTypes(op))
	p.WriteString(" ")
	if prop(op, "no_inline") != nil {
		p.WriteString("no_inline ")
	}
	p.PrintRegion(region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(allAttrs(op), []string{"no_inline"})
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

// i64Array is shared.I64Array.
func i64Array(vals ...int64) *ast.DenseArrayAttr { return shared.I64Array(vals...) }

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
		slb, sst = i64Array(zeros...), i64Array(ones...)
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
	index := indexType()
	entry := append(withTypes(ivs, splat(index, len(ivs))), withTypes(outArgs, results)...)
	body := r.Region(entry)
	ensureTerminator(p, body, "scf.forall.in_parallel", p.OpNamePos())
	st.Attrs = r.OptionalAttrDict()
	pos := p.OpNamePos()
	st.Props = append(st.Props,
		ast.NamedAttr{Pos: pos, Name: "staticLowerBound", Value: slb},
		ast.NamedAttr{Pos: pos, Name: "staticUpperBound", Value: sub},
		ast.NamedAttr{Pos: pos, Name: "staticStep", Value: sst})
	st.Operands = [][]ast.ValueUse{lbs, ubs, steps, outs}
	st.OperandTypes = [][]ast.Type{splat(index, len(lbs)), splat(index, len(ubs)), splat(index, len(steps)), results}
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
	a, ok := prop(r.Owner, "value").(*ir.IntegerAttr)
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
	groups, _ := segments(op, 4)
	lbs, ubs, steps, outs := groups[0], groups[1], groups[2], groups[3]
	args := entryArgs(op, 0)
	nIV := len(args) - len(outs)
	if nIV < 0 {
		nIV = 0
	}
	p.WriteString(" (")
	printValues(p, args[:nIV])
	slb, sub, sst := prop(op, "staticLowerBound"), prop(op, "staticUpperBound"), prop(op, "staticStep")
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
	printInitializationList(p, args[nIV:], outs, " shared_outs")
	p.WriteString(" ")
	if len(args) > nIV {
		p.WriteString("-> (")
		p.PrintTypes(resultTypes(op))
		p.WriteString(") ")
	}
	p.PrintRegion(region(op, 0), false, len(op.Results) > 0, false)
	p.PrintOptionalAttrDict(allAttrs(op), []string{"operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"})
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
	p.PrintRegion(region(op, 0), false, false, false)
	p.PrintOptionalAttrDict(allAttrs(op), nil)
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
	index := indexType()
	body := r.Region(withTypes(ivs, splat(index, len(ivs))))
	st.Attrs = r.OptionalAttrDict()
	if len(inits) != len(results) {
		r.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and %d types", len(inits), len(results))
	}
	ensureTerminator(p, body, "scf.reduce", p.OpNamePos())
	st.Operands = [][]ast.ValueUse{lbs, ubs, steps, inits}
	st.OperandTypes = [][]ast.Type{splat(index, len(lbs)), splat(index, len(ubs)), splat(index, len(steps)), results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return r.Err()
}

func (scfParallel) Print(p dialect.Printer, op *ir.Operation) {
	groups, _ := segments(op, 4)
	p.WriteString(" (")
	printValues(p, entryArgs(op, 0))
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
	printOptionalArrowTypeList(p, resultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(allAttrs(op), []string{"operandSegmentSizes"})
}

// switchCases is scf.index_switch's custom<SwitchCases>($cases,
// $caseRegions): `case N region` repeated, each on a new line.
var switchCases = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.RegionArg {
			return fmt.Errorf("custom<SwitchCases> expects ($cases, $caseRegions)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		r := dialect.NewReader(p)
		cases := i64Array()
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

// checkKinds is shared.CheckKinds.
func checkKinds(name string, kinds ...asmformat.ArgKind) func([]*asmformat.Arg) error {
	return shared.CheckKinds(name, kinds...)
}
