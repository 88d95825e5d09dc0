package llvm

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds llvm.call, llvm.invoke and llvm.call_intrinsic.

// llvmCall is llvm.call and llvm.invoke:
//
//	llvm.call cconv? tailcallkind? (@f | %fptr)(%args) (vararg(!llvm.func<...>))?
//	          ([bundles])? attr-dict? : (fptr-type ,)? (types {attrs}) -> results
//	llvm.invoke cconv? (@f | %fptr)(%args) to ^bb(...) unwind ^bb(...) (vararg(...))?
//	          ([bundles])? attr-dict? : (fptr-type ,)? (types {attrs}) -> results
//
// The parser always sets CConv (and llvm.call's TailCallKind) and
// op_bundle_sizes.
type llvmCall struct{ invoke bool }

func (s llvmCall) Parse(p dialect.Parser, st *ast.CustomOp) error {
	cconv := "ccc"
	if i := optionalKeyword(p, llvmCConvs); i >= 0 {
		cconv = llvmCConvs[i]
	}
	shared.SetProp(st, "CConv", llvmAttr("cconv", cconv))
	if !s.invoke {
		tail := "none"
		if i := optionalKeyword(p, llvmTailCallKinds); i >= 0 {
			tail = llvmTailCallKinds[i]
		}
		shared.SetProp(st, "TailCallKind", llvmAttr("tailcallkind", tail))
	}
	r := dialect.NewReader(p)
	fptr, indirect := r.OptionalOperand()
	var operands []ast.ValueUse
	if indirect {
		operands = append(operands, fptr)
	} else {
		pos := r.Pos()
		a := r.Attribute(nil)
		if _, ok := a.(*ast.SymbolRefAttr); ok {
			shared.SetProp(st, "callee", a)
		} else {
			r.Errorf(pos, "invalid kind of attribute specified")
		}
	}
	operands = append(operands, r.Operands(dialect.Paren)...)

	var succs []ast.BlockRef
	var succOps [][]ast.ValueUse
	var succTypes [][]ast.Type
	if s.invoke {
		for _, kw := range []string{"to", "unwind"} {
			r.Keyword(kw)
			dest := r.Successor()
			ops, types := readSuccessorOperands(r)
			succs = append(succs, dest)
			succOps, succTypes = append(succOps, ops), append(succTypes, shared.NonNil(types))
		}
	}
	if r.OptionalKeyword("vararg") {
		r.Punct("(")
		if a := dialect.AttrOf[*ast.TypeAttr](r, nil); a != nil {
			shared.SetProp(st, "var_callee_type", a)
		}
		r.Punct(")")
	}
	bundles, _ := readOpBundles(r)
	if len(bundles.tags) > 0 {
		shared.SetProp(st, "op_bundle_tags", bundles.tagsAttr())
	}
	st.Attrs = r.OptionalAttrDict()
	types, results := readCallSignature(r, st, !indirect)
	if r.Failed() {
		return r.Err()
	}
	if len(types) != len(operands) {
		return p.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and %d types", len(operands), len(types))
	}
	shared.SetProp(st, "op_bundle_sizes", shared.I32Array(bundles.groups...))
	if s.invoke {
		// mlir-opt adds the bundle operands before the successors' (its
		// parser resolves them first), while operandSegmentSizes lists
		// them last: the groups are the operands in that order, cut by
		// those sizes.
		uses := concat(operands, bundles.operands, succOps[0], succOps[1])
		ts := concat(types, bundles.types, succTypes[0], succTypes[1])
		sizes := []int{len(operands), len(succOps[0]), len(succOps[1]), len(bundles.operands)}
		k := 0
		for _, n := range sizes {
			st.Operands = append(st.Operands, uses[k:k+n:k+n])
			st.OperandTypes = append(st.OperandTypes, shared.NonNil(ts[k:k+n:k+n]))
			k += n
		}
		st.Successors = [][]ast.BlockRef{{succs[0]}, {succs[1]}}
	} else {
		st.Operands = [][]ast.ValueUse{operands, bundles.operands}
		st.OperandTypes = [][]ast.Type{shared.NonNil(types), shared.NonNil(bundles.types)}
	}
	st.ResultTypes = [][]ast.Type{results}
	return nil
}

// readSuccessorOperands is shared.ParseSuccessorOperands (result numbers
// allowed) through r.
func readSuccessorOperands(r *dialect.Reader) ([]ast.ValueUse, []ast.Type) {
	if r.Failed() {
		return nil, nil
	}
	ops, types, err := shared.ParseSuccessorOperands(r.Parser(), true)
	r.Fail(err)
	return ops, types
}

// readCallSignature reads the trailing types of a call:
// `: (fptr-type ,)? (types {attrs}) -> results`, setting arg_attrs and
// res_attrs; it returns the operand types (the function pointer's first)
// and the result types (at most one, not void).
func readCallSignature(r *dialect.Reader, st *ast.CustomOp, direct bool) ([]ast.Type, []ast.Type) {
	pos := r.Pos()
	r.Punct(":")
	var types []ast.Type
	if !direct {
		types = append(types, r.Type())
		if !r.OptionalPunct(",") {
			r.Errorf(pos, "expected indirect call to have 2 trailing types")
		}
	}
	if !r.Failed() && !r.Peek("(") {
		// parseLParen's error, then upstream's own.
		r.Fail(r.Parser().WrongToken("expected '('"))
		if direct {
			_ = r.Parser().Errorf(pos, "expected direct call to have 1 trailing types")
		} else {
			_ = r.Parser().Errorf(pos, "expected trailing function type")
		}
		return nil, nil
	}
	r.Punct("(")
	sig := &shared.FuncSignature{}
	if !r.OptionalPunct(")") {
		for {
			t := r.Type()
			attrs := r.OptionalAttrDict()
			sig.ArgTypes = append(sig.ArgTypes, t)
			if attrs != nil && len(attrs.Entries) > 0 {
				sig.AnyArgAttrs = true
				sig.ArgAttrs = append(sig.ArgAttrs, attrs)
			} else {
				sig.ArgAttrs = append(sig.ArgAttrs, &ast.DictAttr{})
			}
			if !r.OptionalPunct(",") {
				break
			}
		}
		r.Punct(")")
	}
	if r.OptionalPunct("->") {
		r.Fail(shared.ParseResultList(r.Parser(), sig))
	}
	if r.Failed() {
		return nil, nil
	}
	if len(sig.ResTypes) > 1 {
		r.Errorf(pos, "expected function with 0 or 1 result")
		return nil, nil
	}
	if len(sig.ResTypes) == 1 {
		if d, ok := sig.ResTypes[0].(*ast.DialectType); ok && d.Dialect == "llvm" && d.Name == "void" {
			r.Errorf(pos, "expected a non-void result type")
			return nil, nil
		}
	}
	sig.SetAttrProps(st)
	return append(types, sig.ArgTypes...), shared.NonNil(sig.ResTypes)
}

var llvmCallElided = []string{"callee", "TailCallKind", "var_callee_type", "CConv", "operandSegmentSizes",
	"op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs"}

func (s llvmCall) Print(p dialect.Printer, op *ir.Operation) {
	groups := 2
	if s.invoke {
		groups = 4
	}
	segs, _ := shared.Segments(op, groups)
	callee := shared.Prop(op, "callee")
	args := segs[0]
	p.WriteString(" ")
	if c := llvmAttrValue(shared.Prop(op, "CConv"), "cconv"); c != "" && c != "ccc" {
		p.WriteString(c + " ")
	}
	if t := llvmAttrValue(shared.Prop(op, "TailCallKind"), "tailcallkind"); t != "" && t != "none" {
		p.WriteString(t + " ")
	}
	var fptr ir.Value
	if callee != nil {
		p.PrintAttribute(callee)
	} else if len(args) > 0 {
		fptr, args = args[0], args[1:]
		p.PrintOperand(fptr)
	}
	p.WriteString("(")
	p.PrintOperands(args)
	p.WriteString(")")
	if s.invoke && len(op.Successors) == 2 {
		p.WriteString(" to ")
		shared.PrintSuccessorAndUseList(p, op.Successors[0], segs[1])
		p.WriteString(" unwind ")
		shared.PrintSuccessorAndUseList(p, op.Successors[1], segs[2])
	}
	if t, ok := shared.Prop(op, "var_callee_type").(*ir.TypeAttr); ok {
		p.WriteString(" vararg(")
		p.PrintType(t.Type)
		p.WriteString(")")
	}
	bundleOps := segs[groups-1]
	if sizes := bundleSizes(op); len(sizes) > 0 {
		p.WriteString(" ")
		printOpBundles(p, bundleOps, sizes, shared.Prop(op, "op_bundle_tags"))
	}
	attrs := shared.AllAttrs(op)
	if !s.invoke {
		attrs = withoutDefaultFastmath(attrs)
	}
	p.PrintOptionalAttrDict(attrs, llvmCallElided)
	p.WriteString(" : ")
	if fptr != nil {
		p.PrintType(fptr.Type())
		p.WriteString(", ")
	}
	printCallSignature(p, op, shared.ValueTypes(args))
}

// bundleSizes is op_bundle_sizes.
func bundleSizes(op *ir.Operation) []int {
	a, _ := shared.Prop(op, "op_bundle_sizes").(*ir.DenseArrayAttr)
	if a == nil {
		return nil
	}
	out := make([]int, len(a.Values))
	for i := range out {
		out[i] = int(a.Int(i))
	}
	return out
}

// printCallSignature is call_interface_impl::printFunctionSignature for a
// call: `(types {attrs}) -> results`, `-> ()` without results.
func printCallSignature(p dialect.Printer, op *ir.Operation, argTypes []ir.Type) {
	argAttrs, _ := shared.Prop(op, "arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := shared.Prop(op, "res_attrs").(*ir.ArrayAttr)
	p.WriteString("(")
	for i, t := range argTypes {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		if d := dictAt(argAttrs, i); d != nil {
			p.PrintOptionalAttrDict(d.Entries, nil)
		}
	}
	p.WriteString(") -> ")
	results := shared.ResultTypes(op)
	if len(results) == 0 {
		p.WriteString("()")
		return
	}
	_, isFn := results[0].(*ir.FunctionType)
	d0 := dictAt(resAttrs, 0)
	parens := len(results) > 1 || isFn || d0 != nil && len(d0.Entries) > 0
	if parens {
		p.WriteString("(")
	}
	for i, t := range results {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		if d := dictAt(resAttrs, i); d != nil {
			p.PrintOptionalAttrDict(d.Entries, nil)
		}
	}
	if parens {
		p.WriteString(")")
	}
}

// llvmCallIntrinsic is llvm.call_intrinsic:
//
//	llvm.call_intrinsic "llvm.name"(%args) ([bundles])? attr-dict? : (types) -> results
type llvmCallIntrinsic struct{}

func (llvmCallIntrinsic) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	pos := r.Pos()
	name, ok := r.OptionalString()
	if !ok {
		if s, isStr := r.Attribute(nil).(*ast.StringAttr); isStr {
			name = s.Value
		} else {
			r.Errorf(pos, "invalid kind of attribute specified")
		}
	}
	shared.SetProp(st, "intrin", &ast.StringAttr{Value: name})
	args := r.Operands(dialect.Paren)
	bundles, _ := readOpBundles(r)
	if len(bundles.tags) > 0 {
		shared.SetProp(st, "op_bundle_tags", bundles.tagsAttr())
	}
	st.Attrs = r.OptionalAttrDict()
	types, results := readCallSignature(r, st, true)
	if r.Failed() {
		return r.Err()
	}
	if len(types) != len(args) {
		return p.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and %d types", len(args), len(types))
	}
	shared.SetProp(st, "op_bundle_sizes", shared.I32Array(bundles.groups...))
	st.Operands = [][]ast.ValueUse{args, bundles.operands}
	st.OperandTypes = [][]ast.Type{shared.NonNil(types), shared.NonNil(bundles.types)}
	st.ResultTypes = [][]ast.Type{results}
	return nil
}

func (llvmCallIntrinsic) Print(p dialect.Printer, op *ir.Operation) {
	segs, _ := shared.Segments(op, 2)
	p.WriteString(" ")
	if s, ok := shared.Prop(op, "intrin").(*ir.StringAttr); ok {
		p.PrintString(s.Value)
	}
	p.WriteString("(")
	p.PrintOperands(segs[0])
	p.WriteString(")")
	if sizes := bundleSizes(op); len(sizes) > 0 {
		p.WriteString(" ")
		printOpBundles(p, segs[1], sizes, shared.Prop(op, "op_bundle_tags"))
	}
	p.PrintOptionalAttrDict(withoutDefaultFastmath(shared.AllAttrs(op)),
		[]string{"operandSegmentSizes", "op_bundle_sizes", "intrin", "op_bundle_tags", "arg_attrs", "res_attrs"})
	p.WriteString(" : ")
	printCallSignature(p, op, shared.ValueTypes(segs[0]))
}

// concat joins lists.
func concat[T any](lists ...[]T) []T {
	var out []T
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}
