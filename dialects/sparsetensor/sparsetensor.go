// Package sparsetensor is the Go side of the sparse_tensor dialect (see Register); package
// dialects registers it with the other upstream dialects.
package sparsetensor

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds sparse_tensor's iterate and coiterate and its
// custom<LevelRange> directive.

// Register registers what Go knows of the sparse_tensor dialect in h.
func Register(h *registry.Hooks) {
	// #sparse = #sparse_tensor.encoding<...> (its getAlias).
	h.AttrAlias("sparse_tensor", "encoding", "sparse")
	h.Directive("sparse_tensor", "LevelRange", sparseLevelRange)
	h.Syntax("sparse_tensor.iterate", sparseIterate{})
	h.Syntax("sparse_tensor.coiterate", sparseCoIterate{})
	verifiers(h)
	encodingVerifiers(h)
	defVerifiers(h)
}

// sparseLevelRange is custom<LevelRange>($loLvl, $hiLvl): `lo` (the
// range lo to lo+1) or `lo to hi`, index attributes.
var sparseLevelRange = &asmformat.CustomDirective{
	Check: shared.CheckKinds("LevelRange", asmformat.AttrArg, asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		level := func() (int64, error) {
			pos := p.Pos()
			n, ok, err := p.ParseOptionalInteger()
			if err == nil && !ok {
				err = p.Errorf(pos, "expected integer value")
			}
			return n, err
		}
		lo, err := level()
		if err != nil {
			return err
		}
		hi := lo + 1
		if p.ParseOptionalKeyword("to") {
			if hi, err = level(); err != nil {
				return err
			}
		}
		if hi <= lo {
			return p.Errorf(p.OpNamePos(), "expect larger level upper bound than lower bound")
		}
		attr := func(n int64) ast.Attr {
			return &ast.IntegerAttr{Text: strconv.FormatInt(n, 10), Type: shared.IndexType()}
		}
		args[0].Attr, args[1].Attr = attr(lo), attr(hi)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		lo, _ := args[0].Attr.(*ir.IntegerAttr)
		hi, _ := args[1].Attr.(*ir.IntegerAttr)
		if lo == nil || hi == nil {
			return
		}
		p.WriteString(lo.Value.String())
		if hi.Value.Int64() != lo.Value.Int64()+1 {
			p.WriteString(" to " + hi.Value.String())
		}
	},
}

// sparseLevels is the number of levels of an iteration space or iterator
// type (`lvls = 0 to 2` has 2).
func sparseLevels(t ir.Type) int {
	o, ok := ir.SpellingOf(t)
	if !ok {
		return 0
	}
	_, rest, ok := strings.Cut(o.Data, "lvls = ")
	if !ok {
		return 0
	}
	rest = strings.TrimSuffix(rest, ">")
	lo, hi, ranged := strings.Cut(rest, " to ")
	l, err := strconv.Atoi(strings.TrimSpace(lo))
	if err != nil {
		return 0
	}
	if !ranged {
		return 1
	}
	h, err := strconv.Atoi(strings.TrimSpace(hi))
	if err != nil {
		return 0
	}
	return h - l
}

// iteratorType is the iterator type of an iteration space type written
// in the source (!sparse_tensor.iter_space<...> to
// !sparse_tensor.iterator<...>).
func iteratorType(p dialect.Parser, t ast.Type) (ast.Type, error) {
	d, ok := t.(*ast.DialectType)
	if !ok || d.Dialect != "sparse_tensor" || d.Name != "iter_space" {
		// Unreachable for a case: iterate says "expected
		// sparse_tensor.iter_space type ..." first; on coiterate's,
		// mlir-opt 22 does not check and crashes or fails oddly.
		return nil, p.Errorf(p.OpNamePos(), "gomlir cannot take the iterator's type from '%s' yet: spell the iteration space's type as !sparse_tensor.iter_space<...>", dialect.ASTTypeString(t))
	}
	return &ast.DialectType{Dialect: "sparse_tensor", Name: "iterator", Body: d.Body, HasBody: d.HasBody}, nil
}

// parseLoopHeader parses what sparse_tensor.iterate and coiterate share
// after their iteration spaces (n of them): the used coordinates,
// `iter_args(...)`, `:` the spaces' types (in parentheses for coiterate;
// iterate's must be iteration spaces, mlir-opt 22 does not check
// coiterate's) and, with iter_args only, `->` the result types.
func parseLoopHeader(p dialect.Parser, n int, iterate bool) (crds []ast.BlockArg, used int64, args []ast.BlockArg, inits []ast.ValueUse, spaceTypes, results []ast.Type, err error) {
	if crds, used, err = parseUsedCoordinates(p); err != nil {
		return
	}
	iterArgs := p.ParseOptionalKeyword("iter_args")
	if iterArgs {
		if args, inits, err = shared.ParseAssignmentList(p); err != nil {
			return
		}
	}
	if err = p.ParsePunct(":"); err != nil {
		return
	}
	if !iterate {
		err = dialect.ParseCommaList(p, dialect.Paren, "", func() error {
			t, err := p.ParseType()
			spaceTypes = append(spaceTypes, t)
			return err
		})
	} else {
		spaceTypes, err = dialect.ParseTypeList(p)
	}
	if err != nil {
		return
	}
	if len(spaceTypes) != n {
		err = p.Errorf(p.OpNamePos(), "mismatch in number of iteration space operands and iteration space types")
		return
	}
	for _, t := range spaceTypes {
		if d, ok := t.(*ast.DialectType); iterate && (!ok || d.Dialect != "sparse_tensor" || d.Name != "iter_space") {
			err = p.Errorf(p.OpNamePos(), "expected sparse_tensor.iter_space type for iteration space operands")
			return
		}
	}
	results = []ast.Type{}
	if iterArgs {
		if err = p.ParsePunct("->"); err != nil {
			return
		}
		if results, err = dialect.ParseFunctionResultTypes(p); err != nil {
			return
		}
		if len(results) != len(inits) {
			err = p.Errorf(p.OpNamePos(), "mismatch in number of iteration arguments and return values")
		}
	}
	return
}

// parseUsedCoordinates parses `(at `(` (%crd | _), ... `)`)?`: the used
// coordinates' arguments and their levels as a bit set.
func parseUsedCoordinates(p dialect.Parser) ([]ast.BlockArg, int64, error) {
	if !p.ParseOptionalKeyword("at") {
		return nil, 0, nil
	}
	var crds []ast.BlockArg
	var used int64
	level := 0
	err := dialect.ParseCommaList(p, dialect.Paren, "", func() error {
		defer func() { level++ }()
		if p.ParseOptionalKeyword("_") {
			return nil
		}
		a, _, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		a.Type = shared.IndexType()
		crds = append(crds, a)
		used |= 1 << level
		return nil
	})
	return crds, used, err
}

// printUsedCoordinates prints ` at(...)` over levels levels, the used ones
// by their arguments, or nothing when none is used.
func printUsedCoordinates(p dialect.Printer, used int64, levels int, crds []*ir.BlockArgument) {
	if used == 0 {
		return
	}
	for levels < 64 && used>>levels != 0 {
		levels++
	}
	p.WriteString(" at(")
	k := 0
	for i := 0; i < levels; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		if used&(1<<i) != 0 && k < len(crds) {
			p.PrintOperand(crds[k])
			k++
		} else {
			p.WriteString("_")
		}
	}
	p.WriteString(")")
}

func bitCount(n int64) int {
	c := 0
	for ; n != 0; n &= n - 1 {
		c++
	}
	return c
}

// int64Attr is `n : i64`.
func int64Attr(n int64) *ast.IntegerAttr {
	return &ast.IntegerAttr{Text: strconv.FormatInt(n, 10), Type: &ast.IntegerType{Width: 64}}
}

// sparseIterate is sparse_tensor.iterate:
//
//	sparse_tensor.iterate %it in %space (at(...))? (iter_args(%a = %init, ...))?
//	    : space-type (-> types)? region
//
// The region's arguments are the iteration arguments, the used
// coordinates and the iterator. An attribute dictionary after the region
// is read, but mlir-opt 22 does not print it.
type sparseIterate struct{}

func (sparseIterate) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var its []ast.BlockArg
	err := dialect.ParseCommaList(p, dialect.None, "", func() error {
		a, _, err := p.ParseArgument(false, false)
		its = append(its, a)
		return err
	})
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("in"); err != nil {
		return err
	}
	spaces, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if len(its) != len(spaces) {
		return p.Errorf(p.OpNamePos(), "mismatch in number of sparse iterators and sparse spaces")
	}
	crds, used, args, inits, spaceTypes, results, err := parseLoopHeader(p, len(spaces), true)
	if err != nil {
		return err
	}
	if len(its) != 1 {
		return p.Errorf(p.OpNamePos(), "expected only one iterator/iteration space")
	}
	it, space, spaceType := its[0], spaces[0], spaceTypes[0]
	itType, err := iteratorType(p, spaceType)
	if err != nil {
		return err
	}
	it.Type = itType
	entry := append(append(shared.WithTypes(args, results), crds...), it)
	body, err := p.ParseRegion(entry)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "sparse_tensor.yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "crdUsedLvls", Value: int64Attr(used)})
	st.Operands = [][]ast.ValueUse{{space}, inits}
	st.OperandTypes = [][]ast.Type{{spaceType}, results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (sparseIterate) Print(p dialect.Printer, op *ir.Operation) {
	args := shared.EntryArgs(op, 0)
	if len(op.Operands) == 0 || len(args) == 0 {
		return
	}
	used, _ := shared.Prop(op, "crdUsedLvls").(*ir.IntegerAttr)
	var bits int64
	if used != nil {
		bits = used.Value.Int64()
	}
	n := len(op.Operands) - 1
	nCrd := bitCount(bits)
	if n+nCrd+1 > len(args) {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[len(args)-1])
	p.WriteString(" in ")
	p.PrintOperand(op.Operands[0])
	printUsedCoordinates(p, bits, sparseLevels(op.Operands[0].Type()), args[n:n+nCrd])
	shared.PrintInitializationList(p, args[:n], op.Operands[1:], " iter_args")
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(" ")
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, len(op.Results) > 0, false)
}

// sparseCoIterate is sparse_tensor.coiterate:
//
//	sparse_tensor.coiterate `(` %spaces `)` (at(...))? (iter_args(...))?
//	    : `(` space-types `)` (-> types)?
//	  (case (%it | _), ... region)*
//
// Each case's region has the iteration arguments, the used coordinates
// and the iterators the case names as arguments; the cases attribute
// holds each case's iterators as a bit set.
type sparseCoIterate struct{}

func (sparseCoIterate) Parse(p dialect.Parser, st *ast.CustomOp) error {
	spaces, err := dialect.ParseOperandList(p, dialect.Paren, -1)
	if err != nil {
		return err
	}
	crds, used, args, inits, spaceTypes, results, err := parseLoopHeader(p, len(spaces), false)
	if err != nil {
		return err
	}
	cases := &ast.ArrayAttr{Elems: []ast.Attr{}}
	var regions []*ast.Region
	for p.ParseOptionalKeyword("case") {
		var its []ast.BlockArg
		var set int64
		n := 0
		for ; ; n++ {
			if !p.ParseOptionalKeyword("_") {
				a, _, err := p.ParseArgument(false, false)
				if err != nil {
					return err
				}
				its = append(its, a)
				set |= 1 << n
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if n >= len(spaceTypes) {
			return p.Errorf(p.OpNamePos(), "parsed more value than expected.")
		}
		for i, k := 0, 0; i <= n; i++ {
			if set&(1<<i) == 0 {
				continue
			}
			if its[k].Type, err = iteratorType(p, spaceTypes[i]); err != nil {
				return err
			}
			k++
		}
		entry := append(append(shared.WithTypes(args, results), crds...), its...)
		r, err := p.ParseRegion(entry)
		if err != nil {
			return err
		}
		shared.EnsureTerminator(p, r, "sparse_tensor.yield", p.OpNamePos())
		regions = append(regions, r)
		cases.Elems = append(cases.Elems, int64Attr(set))
	}
	st.Props = append(st.Props,
		ast.NamedAttr{Pos: p.OpNamePos(), Name: "crdUsedLvls", Value: int64Attr(used)},
		ast.NamedAttr{Pos: p.OpNamePos(), Name: "cases", Value: cases})
	st.Operands = [][]ast.ValueUse{spaces, inits}
	st.OperandTypes = [][]ast.Type{spaceTypes, results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{regions}
	return nil
}

func (sparseCoIterate) Print(p dialect.Printer, op *ir.Operation) {
	groups, ok := shared.Segments(op, 2)
	if !ok {
		return
	}
	spaces, inits := groups[0], groups[1]
	used, _ := shared.Prop(op, "crdUsedLvls").(*ir.IntegerAttr)
	var bits int64
	if used != nil {
		bits = used.Value.Int64()
	}
	nCrd := bitCount(bits)
	p.WriteString(" (")
	p.PrintOperands(spaces)
	p.WriteString(")")
	if len(op.Regions) > 0 {
		args := shared.EntryArgs(op, 0)
		if len(inits)+nCrd <= len(args) {
			levels := 0
			if len(spaces) > 0 {
				levels = sparseLevels(spaces[0].Type())
			}
			printUsedCoordinates(p, bits, levels, args[len(inits):len(inits)+nCrd])
			shared.PrintInitializationList(p, args[:len(inits)], inits, " iter_args")
		}
	}
	p.WriteString(" : (")
	p.PrintTypes(shared.ValueTypes(spaces))
	p.WriteString(")")
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	cases, _ := shared.Prop(op, "cases").(*ir.ArrayAttr)
	for i, r := range op.Regions {
		var set int64
		if cases != nil && i < len(cases.Elems) {
			if a, ok := cases.Elems[i].(*ir.IntegerAttr); ok {
				set = a.Value.Int64()
			}
		}
		args := shared.EntryArgs(op, i)
		k := len(inits) + nCrd
		p.PrintNewline()
		p.WriteString("case ")
		for j := range spaces {
			if j > 0 {
				p.WriteString(", ")
			}
			if set&(1<<j) != 0 && k < len(args) {
				p.PrintOperand(args[k])
				k++
			} else {
				p.WriteString("_")
			}
		}
		p.WriteString(" ")
		p.PrintRegion(r, false, len(op.Results) > 0, false)
	}
}
