// Package vector is the Go side of the vector dialect (see Register);
// package dialects registers it with the other upstream dialects.
package vector

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of the vector dialect
// (transfer_read, transfer_write, contract, outerproduct, mask), the
// result type inference of vector.shuffle, and the result names of
// vector.vscale and of arith.muli by a vscale.
//
// The transfer ops' custom form leaves out what mlir-opt derives from the
// resolved types: the minor identity permutation map, all-false in_bounds
// and the mask's type; it is derived in Complete, once the types (and a
// permutation map written as an alias) are lowered.

// Register registers what Go knows of the vector dialect in h: the
// hand-written syntaxes, vector.shuffle's inference, the result names
// and the ops' verifiers (vector_verify.go).
func Register(h *registry.Hooks) {
	snippets(h)
	vectorHooks(h)
	vectorVerifiers(h)
	vectorMaskedVerifiers(h)
	vectorTransferVerifiers(h)
	vectorVerifiers2(h)
	vectorMaskVerifier(h)
}

// vectorHooks: the syntaxes, inference and result names.
func vectorHooks(h *registry.Hooks) {
	h.Syntax("vector.transfer_read", transferRead{})
	h.Syntax("vector.transfer_write", transferWrite{})
	h.Syntax("vector.contract", vectorContract{})
	h.Syntax("vector.outerproduct", vectorOuterProduct{})
	h.Syntax("vector.mask", vectorMask{})
	h.Infer("vector.shuffle", inferShuffle)
	h.ResultName("vector.vscale", "vscale")
	h.Op("arith.muli").ResultNames = vscaleProductName
}

// ---- Names and inference ----

// vscaleProductName is arith.muli's getAsmResultNames: an index product
// of a constant and a vector.vscale is `%c<constant>_vscale`.
func vscaleProductName(op *ir.Operation, set func(int, string)) {
	if len(op.Results) != 1 || len(op.Operands) != 2 || !shared.IsIndex(op.Results[0].Type()) {
		return
	}
	for _, pair := range [][2]ir.Value{{op.Operands[0], op.Operands[1]}, {op.Operands[1], op.Operands[0]}} {
		k, ok := integerConstant(pair[0])
		if ok && definedBy(pair[1], "vector.vscale") {
			set(0, "c"+strconv.FormatInt(k, 10)+"_vscale")
			return
		}
	}
}

// integerConstant returns the value of v when an arith or index constant
// defines it (mlir's m_Constant into an IntegerAttr; a naming hook has no
// registry to ask which ops are ConstantLike).
func integerConstant(v ir.Value) (int64, bool) {
	r, ok := v.(*ir.OpResult)
	if !ok || r.Owner == nil {
		return 0, false
	}
	switch r.Owner.Name {
	case "arith.constant", "index.constant":
		if a, ok := shared.Prop(r.Owner, "value").(*ir.IntegerAttr); ok {
			return a.Int64(), true
		}
	}
	return 0, false
}

func definedBy(v ir.Value, name string) bool {
	r, ok := v.(*ir.OpResult)
	return ok && r.Owner != nil && r.Owner.Name == name
}

// inferShuffle is vector.shuffle's inferReturnTypes: the mask's length
// (at least 1) as leading dimension, then v1's trailing dimensions, of
// v1's element type.
func inferShuffle(ctx *ir.Context, operands [][]ir.Type, props []ir.NamedAttribute) ([]ir.Type, error) {
	if len(operands) == 0 || len(operands[0]) == 0 {
		return nil, nil
	}
	v1, ok := operands[0][0].(*ir.VectorType)
	if !ok {
		return nil, nil
	}
	n := 0
	for _, p := range props {
		if m, ok := p.Value.(*ir.DenseArrayAttr); ok && p.Name == "mask" {
			n = len(m.Values)
		}
	}
	shape := []int64{int64(max(n, 1))}
	if len(v1.Shape) > 0 {
		shape = append(shape, v1.Shape[1:]...)
	}
	return []ir.Type{ctx.Vector(shape, nil, v1.Elem)}, nil
}

// ---- vector.transfer_read, vector.transfer_write ----

// transferRead is vector.transfer_read:
//
//	vector.transfer_read %base `[` indices `]` `,` %padding (`,` %mask)? attr-dict
//	    `:` shaped-type `,` vector-type
type transferRead struct{}

// transferProp is the pseudo property carrying the positions of the types
// and of the mask.
const transferProp = "__transfer_pos"

func (transferRead) Parse(p dialect.Parser, st *ast.CustomOp) error {
	base, indices, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	pad, err := p.ParseOperand()
	if err != nil {
		return err
	}
	mask, maskPos, err := parseTransferMask(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	typesPos := p.Pos()
	types, err := parseTransferTypes(p, typesPos)
	if err != nil {
		return err
	}
	st.Props = append(st.Props, shared.Pseudo(typesPos, transferProp, int(typesPos), int(maskPos)))
	st.Operands = [][]ast.ValueUse{{base}, indices, {pad}, mask}
	st.OperandTypes = [][]ast.Type{{types[0]}, shared.Splat(shared.IndexType(), len(indices)), nil, nil}
	st.ResultTypes = [][]ast.Type{{types[1]}}
	return nil
}

// parseTransferMask parses `(, %mask)?`.
func parseTransferMask(p dialect.Parser) ([]ast.ValueUse, ast.Pos, error) {
	if !p.ParseOptionalPunct(",") {
		return nil, 0, nil
	}
	pos := p.Pos()
	m, err := p.ParseOperand()
	if err != nil {
		return nil, 0, err
	}
	return []ast.ValueUse{m}, pos, nil
}

// parseTransferTypes parses `: type, type` (parseColonTypeList and a
// check of the count).
func parseTransferTypes(p dialect.Parser, pos ast.Pos) ([]ast.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return nil, err
	}
	if len(types) != 2 {
		return nil, p.Errorf(pos, "requires two types")
	}
	return types, nil
}

func (transferRead) Complete(op *dialect.Pending) error {
	pos := shared.TakePseudo(op, transferProp)
	if len(pos) != 2 {
		return nil
	}
	typesPos, maskPos := ast.Pos(pos[0]), ast.Pos(pos[1])
	shaped, ok := transferShaped(op.Operands[0][0])
	if !ok {
		return shared.CustomError(op, typesPos, "requires memref or ranked tensor type")
	}
	vec, ok := op.Results[0][0].(*ir.VectorType)
	if !ok {
		return shared.CustomError(op, typesPos, "requires vector type")
	}
	perm, err := transferDefaults(op, shaped, vec, typesPos)
	if err != nil {
		return err
	}
	op.Operands[2] = []ir.Type{shaped.ElementType()}
	if len(op.Custom.Operands[3]) > 0 {
		m, err := transferMaskType(op, shaped, vec, perm, typesPos, maskPos)
		if err != nil {
			return err
		}
		op.Operands[3] = []ir.Type{m}
	}
	return nil
}

// transferShaped returns t as a memref or ranked tensor type.
func transferShaped(t ir.Type) (ir.ShapedType, bool) {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t, true
	case *ir.RankedTensorType:
		return t, true
	}
	return nil, false
}

// transferDefaults gives a transfer op the permutation map (the minor
// identity of the shaped type's rank onto the vector's) and the in_bounds
// (all false) the custom form leaves out, and returns the permutation map.
func transferDefaults(op *dialect.Pending, shaped ir.ShapedType, vec *ir.VectorType, typesPos ast.Pos) (*ir.AffineMap, error) {
	ctx := op.Ctx
	var perm *ir.AffineMap
	switch a := op.Attr("permutation_map").(type) {
	case nil:
		shape, _ := shaped.Dims()
		rank := len(vec.Shape)
		if ev, ok := shaped.ElementType().(*ir.VectorType); ok {
			rank -= len(ev.Shape)
		}
		// A negative rank (the element vectors' rank above the
		// vector's) fails here too, as mlir-opt's unsigned one does.
		if rank < 0 || len(shape) < rank {
			return nil, shared.CustomError(op, typesPos, "expected a custom permutation_map when rank(source) != rank(destination)")
		}
		perm = minorIdentity(ctx, len(shape), rank)
		op.SetProp("permutation_map", ctx.AffineMapAttr(perm))
	case *ir.AffineMapAttr:
		perm = a.Map
	default:
		// mlir-opt's parser takes it on trust; its verifier finds no
		// permutation map.
		return nil, diag.Errorf(op.NamePos, "'%s' op requires attribute 'permutation_map'", op.Name)
	}
	switch op.Attr("in_bounds").(type) {
	case *ir.ArrayAttr:
	case nil:
		elems := make([]ir.Attribute, len(perm.Results))
		for i := range elems {
			elems[i] = ctx.BoolAttr(false)
		}
		op.SetProp("in_bounds", ctx.Array(elems))
	default:
		return nil, diag.Errorf(op.NamePos, "'%s' op requires attribute 'in_bounds'", op.Name)
	}
	return perm, nil
}

// minorIdentity is AffineMap::getMinorIdentityMap(dims, results): the last
// results dimensions, in order.
func minorIdentity(ctx *ir.Context, dims, results int) *ir.AffineMap {
	exprs := make([]ir.AffineExpr, results)
	for i := range exprs {
		exprs[i] = ctx.AffineDim(dims - results + i)
	}
	return ctx.AffineMapGet(dims, 0, exprs)
}

// isMinorIdentity is AffineMap::isMinorIdentity.
func isMinorIdentity(m *ir.AffineMap) bool {
	if m.NumSyms != 0 || m.NumDims < len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if d, ok := r.(*ir.AffineDimExpr); !ok || d.Pos != m.NumDims-len(m.Results)+i {
			return false
		}
	}
	return true
}

// transferMaskType is the type of a transfer op's mask, which the custom
// form leaves out (inferTransferOpMaskType): the vector's shape seen
// through the inverse of the permutation map, of i1.
func transferMaskType(op *dialect.Pending, shaped ir.ShapedType, vec *ir.VectorType, perm *ir.AffineMap, typesPos, maskPos ast.Pos) (ir.Type, error) {
	if _, ok := shaped.ElementType().(*ir.VectorType); ok {
		return nil, shared.CustomError(op, maskPos, "does not support masks with vector element type")
	}
	if len(vec.Shape) != len(perm.Results) {
		return nil, shared.CustomError(op, typesPos, "expected the same rank for the vector and the results of the permutation map")
	}
	// compressUnusedDims: the dimensions the results use, renumbered in
	// order; inversePermutation: for each, the first result that is it.
	used := make([]bool, perm.NumDims)
	var walk func(e ir.AffineExpr)
	walk = func(e ir.AffineExpr) {
		switch e := e.(type) {
		case *ir.AffineDimExpr:
			if e.Pos < len(used) {
				used[e.Pos] = true
			}
		case *ir.AffineBinaryExpr:
			walk(e.LHS)
			walk(e.RHS)
		}
	}
	for _, r := range perm.Results {
		walk(r)
	}
	var shape []int64
	var scalable []bool
	anyScalable := false
	for d, u := range used {
		if !u {
			continue
		}
		for i, r := range perm.Results {
			if x, ok := r.(*ir.AffineDimExpr); ok && x.Pos == d {
				shape = append(shape, vec.Shape[i])
				s := i < len(vec.Scalable) && vec.Scalable[i]
				scalable = append(scalable, s)
				anyScalable = anyScalable || s
				break
			}
		}
	}
	if len(shape) == 0 {
		shape, scalable = []int64{1}, []bool{false}
	}
	if !anyScalable {
		scalable = nil
	}
	return op.Ctx.Vector(shape, scalable, op.Ctx.I(1)), nil
}

func (transferRead) Print(p dialect.Printer, op *ir.Operation) {
	g, ok := shared.Segments(op, 4)
	if !ok || len(g[0]) == 0 || len(g[2]) == 0 || len(op.Results) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(g[0][0])
	p.WriteString("[")
	p.PrintOperands(g[1])
	p.WriteString("], ")
	p.PrintOperand(g[2][0])
	if len(g[3]) > 0 {
		p.WriteString(", ")
		p.PrintOperand(g[3][0])
	}
	printTransferAttrs(p, op)
	p.WriteString(" : ")
	p.PrintType(g[0][0].Type())
	p.WriteString(", ")
	p.PrintType(op.Results[0].Type())
}

// printTransferAttrs prints a transfer op's attribute dictionary without
// a minor identity permutation map and all-false in_bounds.
func printTransferAttrs(p dialect.Printer, op *ir.Operation) {
	elided := []string{"operandSegmentSizes"}
	if m := shared.AffineMapOf(op, "permutation_map"); m != nil && isMinorIdentity(m) {
		elided = append(elided, "permutation_map")
	}
	inBounds := false
	if a, ok := shared.Prop(op, "in_bounds").(*ir.ArrayAttr); ok {
		for _, e := range a.Elems {
			if b, ok := e.(*ir.IntegerAttr); ok && b.Bool() {
				inBounds = true
			}
		}
	}
	if !inBounds {
		elided = append(elided, "in_bounds")
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), elided)
}

// transferWrite is vector.transfer_write:
//
//	vector.transfer_write %vector `,` %base `[` indices `]` (`,` %mask)? attr-dict
//	    `:` vector-type `,` shaped-type
//
// Writing into a tensor returns the new tensor.
type transferWrite struct{}

func (transferWrite) Parse(p dialect.Parser, st *ast.CustomOp) error {
	vec, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	base, indices, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	mask, maskPos, err := parseTransferMask(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	typesPos := p.Pos()
	types, err := parseTransferTypes(p, typesPos)
	if err != nil {
		return err
	}
	st.Props = append(st.Props, shared.Pseudo(typesPos, transferProp, int(typesPos), int(maskPos)))
	st.Operands = [][]ast.ValueUse{{vec}, {base}, indices, mask}
	st.OperandTypes = [][]ast.Type{{types[0]}, {types[1]}, shared.Splat(shared.IndexType(), len(indices)), nil}
	st.ResultTypes = [][]ast.Type{nil}
	return nil
}

func (transferWrite) Complete(op *dialect.Pending) error {
	pos := shared.TakePseudo(op, transferProp)
	if len(pos) != 2 {
		return nil
	}
	typesPos, maskPos := ast.Pos(pos[0]), ast.Pos(pos[1])
	vec, ok := op.Operands[0][0].(*ir.VectorType)
	if !ok {
		return shared.CustomError(op, typesPos, "requires vector type")
	}
	shaped, ok := transferShaped(op.Operands[1][0])
	if !ok {
		return shared.CustomError(op, typesPos, "requires memref or ranked tensor type")
	}
	perm, err := transferDefaults(op, shaped, vec, typesPos)
	if err != nil {
		return err
	}
	if len(op.Custom.Operands[3]) > 0 {
		m, err := transferMaskType(op, shaped, vec, perm, typesPos, maskPos)
		if err != nil {
			return err
		}
		op.Operands[3] = []ir.Type{m}
	}
	op.Results[0] = []ir.Type{}
	if t, ok := shaped.(*ir.RankedTensorType); ok {
		op.Results[0] = []ir.Type{t}
	}
	return nil
}

func (transferWrite) Print(p dialect.Printer, op *ir.Operation) {
	g, ok := shared.Segments(op, 4)
	if !ok || len(g[0]) == 0 || len(g[1]) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(g[0][0])
	p.WriteString(", ")
	p.PrintOperand(g[1][0])
	p.WriteString("[")
	p.PrintOperands(g[2])
	p.WriteString("]")
	if len(g[3]) > 0 {
		p.WriteString(", ")
		p.PrintOperand(g[3][0])
	}
	printTransferAttrs(p, op)
	p.WriteString(" : ")
	p.PrintType(g[0][0].Type())
	p.WriteString(", ")
	p.PrintType(g[1][0].Type())
}

// ---- vector.contract ----

// vectorContract is vector.contract:
//
//	vector.contract dictionary-attribute %lhs `,` %rhs `,` %acc attr-dict
//	    `:` type `,` type `into` type
//
// The leading dictionary holds the indexing maps, the iterator types
// (written as strings, "parallel" or "reduction") and the combining kind;
// it may be an alias.
type vectorContract struct{}

// contractTraitProp is the pseudo property holding the leading dictionary.
const contractTraitProp = "__contract_trait"

// contractTraitAttrs are the attributes printed in the leading dictionary.
var contractTraitAttrs = []string{"indexing_maps", "iterator_types", "kind"}

func (vectorContract) Parse(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.Pos()
	trait, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	var operands []ast.ValueUse
	for i := 0; i < 3; i++ {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		operands = append(operands, u)
	}
	var masks []ast.ValueUse
	if p.ParseOptionalPunct(",") {
		if masks, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
			return err
		}
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	// The C++ parser adds the leading dictionary's entries to the op's
	// attributes before these (an alias is resolved too late to tell).
	if d, ok := trait.(*ast.DictAttr); ok {
		if err := shared.RejectGivenTwice(p, st.Attrs, shared.DictNames(d)...); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	result, err := p.ParseType()
	if err != nil {
		return err
	}
	// mlir-opt's parser takes the first two types and ignores the rest
	// (with fewer it reads past the list and crashes: unreachable for a
	// case).
	if len(types) < 2 {
		return p.Errorf(p.OpNamePos(), "expected two types before 'into'")
	}
	types = types[:2]
	switch {
	case len(masks) == 0:
	case len(masks) != 2:
		return p.Errorf(p.OpNamePos(), "expected zero or exactly 2 vector mask operands")
	default:
		for _, t := range types {
			switch t.(type) {
			case *ast.VectorType, *ast.AliasType:
			default:
				return p.Errorf(p.OpNamePos(), "expected vector type for operand #1")
			}
		}
		// The masks are operands the op does not declare: its verifier
		// rejects them.
		return shared.EmitError(p, p.OpNamePos(), "'vector.contract' op expected 3 operands, but found 5")
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: contractTraitProp, Value: trait})
	st.Operands = [][]ast.ValueUse{{operands[0]}, {operands[1]}, {operands[2]}}
	st.OperandTypes = [][]ast.Type{{types[0]}, {types[1]}, {result}}
	st.ResultTypes = [][]ast.Type{{result}}
	return nil
}

func (vectorContract) Complete(op *dialect.Pending) error {
	pos := shared.PropPos(op, contractTraitProp)
	var trait ir.Attribute
	for i, e := range op.Props {
		if e.Name == contractTraitProp {
			trait = e.Value
			op.Props = append(op.Props[:i:i], op.Props[i+1:]...)
			break
		}
	}
	d, ok := trait.(*ir.DictionaryAttr)
	if !ok {
		return shared.CustomError(op, pos, "invalid kind of attribute specified")
	}
	// The dictionary's entries are added to the op's attributes: the
	// inherent ones as properties, the others as discardable attributes.
	var extra []ir.NamedAttribute
	for _, e := range d.Entries {
		switch e.Name {
		case "indexing_maps", "iterator_types", "kind":
			if op.Attrs == nil || op.Attrs.Get(e.Name) == nil {
				op.SetProp(e.Name, e.Value)
			}
		default:
			extra = append(extra, e)
		}
	}
	if len(extra) > 0 {
		if op.Attrs != nil {
			extra = append(append([]ir.NamedAttribute(nil), op.Attrs.Entries...), extra...)
		}
		op.Attrs = op.Ctx.Dictionary(extra)
	}
	iters, ok := op.Attr("iterator_types").(*ir.ArrayAttr)
	if !ok {
		return shared.CustomError(op, pos, `expected "iterator_types" array attribute`)
	}
	elems := make([]ir.Attribute, len(iters.Elems))
	for i, e := range iters.Elems {
		switch e := e.(type) {
		case *ir.StringAttr:
			if e.Value != "parallel" && e.Value != "reduction" {
				return shared.CustomError(op, pos, "unexpected iterator_type (%s)", e.Value)
			}
			elems[i] = op.Ctx.ReadDialectAttr("vector", "iterator_type<"+e.Value+">", nil)
		case *ir.OpaqueAttr, *ir.DialectAttr:
			// mlir-opt's parser assumes strings (and fails on these);
			// gomlir keeps what its generic form would hold.
			elems[i] = e
		default:
			// Unreachable for a case: mlir-opt 22 crashes on an
			// iterator type that is not a string.
			return shared.CustomError(op, pos, "unexpected iterator_type")
		}
	}
	op.SetProp("iterator_types", op.Ctx.Array(elems))
	if op.Attrs != nil && op.Attrs.Get("iterator_types") != nil {
		var rest []ir.NamedAttribute
		for _, e := range op.Attrs.Entries {
			if e.Name != "iterator_types" {
				rest = append(rest, e)
			}
		}
		op.Attrs = nil
		if len(rest) > 0 {
			op.Attrs = op.Ctx.Dictionary(rest)
		}
	}
	return nil
}

func (vectorContract) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 3 || len(op.Results) == 0 {
		return
	}
	p.WriteString(" {")
	first := true
	for _, name := range contractTraitAttrs {
		v := shared.Prop(op, name)
		if v == nil {
			continue
		}
		if !first {
			p.WriteString(", ")
		}
		first = false
		p.WriteString(name + " = ")
		if name != "iterator_types" {
			p.PrintAttribute(v)
			continue
		}
		// The iterator types print as strings.
		p.WriteString("[")
		if a, ok := v.(*ir.ArrayAttr); ok {
			for i, e := range a.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				if o, ok := ir.SpellingOf(e); ok && strings.HasPrefix(o.Data, "iterator_type<") {
					p.PrintString(strings.TrimSuffix(strings.TrimPrefix(o.Data, "iterator_type<"), ">"))
				} else {
					p.PrintAttribute(e)
				}
			}
		}
		p.WriteString("]")
	}
	p.WriteString("} ")
	p.PrintOperands(op.Operands[:3])
	p.PrintOptionalAttrDict(shared.AllAttrs(op), contractTraitAttrs)
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(", ")
	p.PrintType(op.Operands[1].Type())
	p.WriteString(" into ")
	p.PrintType(op.Results[0].Type())
}

// ---- vector.outerproduct ----

// vectorOuterProduct is vector.outerproduct:
//
//	vector.outerproduct %lhs `,` %rhs (`,` %acc)? attr-dict `:` type `,` type
//
// The result is lhs × rhs (a vector of lhs's length when rhs is a
// scalar); the accumulator has the result's type. The attribute
// dictionary is printed only with an accumulator.
type vectorOuterProduct struct{}

func (vectorOuterProduct) Parse(p dialect.Parser, st *ast.CustomOp) error {
	operands, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	lhs, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rhs, err := p.ParseType()
	if err != nil {
		return err
	}
	if len(operands) < 2 {
		return p.Errorf(p.OpNamePos(), "expected at least 2 operands")
	}
	// Operands past the accumulator are dropped, as mlir-opt's parser
	// drops them.
	var acc []ast.ValueUse
	if len(operands) > 2 {
		acc = operands[2:3]
	}
	st.Operands = [][]ast.ValueUse{{operands[0]}, {operands[1]}, acc}
	st.OperandTypes = [][]ast.Type{{lhs}, {rhs}, nil}
	st.ResultTypes = [][]ast.Type{nil}
	return nil
}

func (vectorOuterProduct) Complete(op *dialect.Pending) error {
	lhs, ok := op.Operands[0][0].(*ir.VectorType)
	if !ok || len(lhs.Shape) == 0 {
		return shared.CustomError(op, op.NamePos, "expected vector type for operand #1")
	}
	shape := []int64{lhs.Shape[0]}
	scalable := []bool{len(lhs.Scalable) > 0 && lhs.Scalable[0]}
	if rhs, ok := op.Operands[1][0].(*ir.VectorType); ok && len(rhs.Shape) > 0 {
		shape = append(shape, rhs.Shape[0])
		scalable = append(scalable, len(rhs.Scalable) > 0 && rhs.Scalable[0])
	}
	if !slicesContain(scalable, true) {
		scalable = nil
	}
	res := op.Ctx.Vector(shape, scalable, lhs.Elem)
	op.Results[0] = []ir.Type{res}
	if len(op.Operands[2]) > 0 {
		op.Operands[2][0] = res
	}
	return nil
}

func slicesContain(bs []bool, v bool) bool {
	for _, b := range bs {
		if b == v {
			return true
		}
	}
	return false
}

func (vectorOuterProduct) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands[:2])
	if len(op.Operands) > 2 {
		p.WriteString(", ")
		p.PrintOperand(op.Operands[2])
		p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	}
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(", ")
	p.PrintType(op.Operands[1].Type())
}

// ---- vector.mask ----

// vectorMask is vector.mask:
//
//	vector.mask %mask (`,` %passthru)? `{` masked-op `}` attr-dict `:` mask-type (`->` types)?
//
// The region holds the op it masks; its implied terminator yields that
// op's results, and is not printed.
type vectorMask struct{}

func (vectorMask) Parse(p dialect.Parser, st *ast.CustomOp) error {
	mask, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var passthru []ast.ValueUse
	if p.ParseOptionalPunct(",") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		passthru = []ast.ValueUse{u}
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "vector.yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	maskType, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	passthruType := []ast.Type{}
	if passthru != nil {
		if len(results) == 0 {
			return p.Errorf(p.OpNamePos(), "expects a result if passthru operand is provided")
		}
		passthruType = results[:1]
	}
	st.Operands = [][]ast.ValueUse{{mask}, passthru}
	st.OperandTypes = [][]ast.Type{{maskType}, passthruType}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// Complete arranges for MaskOp::ensureTerminator's second step: the
// vector.yield the syntax implied after the masked op yields the masked
// op's results (one written in the source is kept).
func (vectorMask) Complete(op *dialect.Pending) error {
	op.Finish = func(o *ir.Operation) error {
		if len(o.Regions) == 0 || len(o.Regions[0].Blocks) == 0 {
			return nil
		}
		b := o.Regions[0].Blocks[0]
		if len(b.Ops) != 2 {
			return nil
		}
		masked, y := b.Ops[0], b.Ops[1]
		if y.Name != "vector.yield" {
			// Another terminator the source wrote: the verifier says
			// "expects a terminator within the mask region", as
			// mlir-opt's does.
			return nil
		}
		if y.Pos != o.Pos {
			return nil // written in the source, not implied
		}
		operands := make([]ir.Value, len(masked.Results))
		for i := range masked.Results {
			operands[i] = masked.Result(i)
		}
		y.Operands, y.Properties, y.Attrs, y.Loc = operands, nil, nil, o.Loc
		return nil
	}
	return nil
}

func (vectorMask) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.WriteString(" { ")
	if r := shared.Region(op, 0); len(r.Blocks) > 0 && len(r.Blocks[0].Ops) > 0 {
		p.PrintCustomOrGenericOp(r.Blocks[0].Ops[0])
	}
	p.WriteString(" }")
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	if len(op.Results) > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(shared.ResultTypes(op))
	}
}
