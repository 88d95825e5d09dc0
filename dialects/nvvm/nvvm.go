// Package nvvm is the Go side of the nvvm dialect (see Register); package
// dialects registers it with the other upstream dialects.
package nvvm

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of nvvm's warp-level matrix
// ops: mma.sync, mma.sp.sync, mma.block_scale and mma.sp.block_scale.

// Register registers what Go knows of the nvvm dialect in h.
func Register(h *registry.Hooks) {
	for name, kind := range map[string]mmaKind{"nvvm.mma.sync": mmaSync, "nvvm.mma.sp.sync": mmaSparse,
		"nvvm.mma.block_scale": mmaBlockScale, "nvvm.mma.sp.block_scale": mmaSparseBlockScale} {
		h.Syntax(name, nvvmMma{name: name, kind: kind})
	}
	verifiers(h)
	verifiers2(h)
	verifiers3(h)
	defVerifiers(h)
	verifiersMma(h)
	verifiersWmma(h)
	verifiersScaled(h)
}

// mmaKind tells the four mma syntaxes apart.
type mmaKind uint8

const (
	mmaSync mmaKind = iota
	mmaSparse
	mmaBlockScale
	mmaSparseBlockScale
)

func (k mmaKind) sparse() bool { return k == mmaSparse || k == mmaSparseBlockScale }
func (k mmaKind) scaled() bool { return k == mmaBlockScale || k == mmaSparseBlockScale }

// nvvmMma is
//
//	nvvm.mma.sync A[%a, ...] B[%b, ...] C[%c, ...] attr-dict
//	    `:` `(` typeA `,` typeB `,` typeC `)` `->` result-type
//
// where each operand list has one type (its first operand's); the sparse
// ops add `sparseMetadata[%m] selector[%s]` after C, the block-scaled ones
// `scaleA[%d, %byte, %thread] scaleB[...]` after that. mma.sync and
// mma.sp.sync infer multiplicandAPtxType and multiplicandBPtxType from the
// types when they are not written (mma.sync from A and B as accumulators,
// an upstream slip: i32 gives s32), and do not print them when A's type
// implies them. The block-scaled ops infer each when it is not written
// and A's (B's) type implies one, leaving it out otherwise, and do not
// print it when A's (B's) type implies one. mma.sp.block_scale always has
// orderedMetadata.
type nvvmMma struct {
	name string
	kind mmaKind
}

// mmaPtxTypes are the inherent attributes inference may fill.
var mmaPtxTypes = [2]string{"multiplicandAPtxType", "multiplicandBPtxType"}

func (s nvvmMma) Parse(p dialect.Parser, st *ast.CustomOp) error {
	list := func(keyword string) ([]ast.ValueUse, error) {
		if err := p.ParseKeyword(keyword); err != nil {
			return nil, err
		}
		if !p.Peek("[") {
			return nil, nil
		}
		return dialect.ParseOperandList(p, dialect.Square, -1)
	}
	var groups [][]ast.ValueUse
	keywords := []string{"A", "B", "C"}
	if s.kind.sparse() {
		keywords = append(keywords, "sparseMetadata", "selector")
	}
	if s.kind.scaled() {
		keywords = append(keywords, "scaleA", "scaleB")
	}
	for _, kw := range keywords {
		g, err := list(kw)
		if err != nil {
			return err
		}
		groups = append(groups, g)
	}
	dict, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return err
	}
	if s.kind.scaled() && len(types) != 3 {
		return p.Errorf(p.Pos(), "expected exactly 3 types")
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	switch {
	case s.kind == mmaSparse && len(types) != 3:
		return p.Errorf(p.OpNamePos(), "expected one type for each operand segment but got %d types", len(types))
	case len(types) > 3:
		// Unreachable for a case: mlir-opt 22 crashes.
		return p.Errorf(p.OpNamePos(), "expected at most 3 types (mlir-opt 22 crashes on %d)", len(types))
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	result, err := p.ParseType()
	if err != nil {
		return err
	}
	for i := range types {
		if len(groups[i]) == 0 {
			// Unreachable for a case: mlir-opt 22 crashes.
			return p.Errorf(p.OpNamePos(), "expected operands in %s[...] (mlir-opt 22 crashes without)", keywords[i])
		}
	}

	// The operands' types: one per list for A, B and C, i32 for the
	// sparsity operands, (i32, i16, i16) for each scale.
	st.OperandTypes = make([][]ast.Type, len(groups))
	for i := range 3 {
		if i < len(types) {
			st.OperandTypes[i] = shared.Splat(types[i], len(groups[i]))
		}
	}
	i32, i16 := &ast.IntegerType{Width: 32}, &ast.IntegerType{Width: 16}
	next := 3
	if s.kind.sparse() {
		st.OperandTypes[3], st.OperandTypes[4] = shared.Splat(i32, len(groups[3])), shared.Splat(i32, len(groups[4]))
		next = 5
	}
	if s.kind.scaled() {
		for _, g := range groups[next:] {
			if len(g) != 3 {
				return p.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and 3 types", len(g))
			}
		}
		st.OperandTypes[next], st.OperandTypes[next+1] = []ast.Type{i32, i16, i16}, []ast.Type{i32, i16, i16}
	}
	// mlir-opt builds the op with one operand per sparsity operand and the
	// operands it could resolve, and its verifier compares the counts.
	count, total := 0, 0
	for i, g := range groups {
		if st.OperandTypes[i] != nil {
			count += len(g)
		}
		if i < 3 {
			total += len(g)
		} else if i < next {
			total++
		} else {
			total += 3
		}
	}
	if count != total {
		return shared.EmitError(p, p.OpNamePos(), fmt.Sprintf("'%s' op operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", s.name, count, total))
	}

	for i, name := range mmaPtxTypes {
		if dict != nil && dictHas(dict, name) {
			continue
		}
		isAccumulator := s.kind == mmaSync // upstream's mma.sync parser: index < 2
		ptx := inferMmaType(dialect.ASTTypeString(types[i]), isAccumulator)
		if ptx == "" {
			if s.kind.scaled() {
				continue // inferAndSetMultiplicandTypes leaves it unset
			}
			return p.Errorf(p.OpNamePos(), "attribute %s is not provided explicitly and cannot be inferred", name)
		}
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: name,
			Value: &ast.DialectAttr{Dialect: "nvvm", Name: "mma_type", Body: ptx, HasBody: true}})
	}
	if s.kind == mmaSparseBlockScale && (dict == nil || !dictHas(dict, "orderedMetadata")) {
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "orderedMetadata", Value: &ast.UnitAttr{}})
	}
	st.Attrs = dict
	st.Operands = groups
	if s.kind.scaled() {
		// Each scale operand is a group of its own in the definition.
		st.Operands, st.OperandTypes = append([][]ast.ValueUse{}, groups[:next]...), st.OperandTypes[:next:next]
		for _, g := range groups[next:] {
			for j, u := range g {
				st.Operands = append(st.Operands, []ast.ValueUse{u})
				st.OperandTypes = append(st.OperandTypes, []ast.Type{[]ast.Type{i32, i16, i16}[j]})
			}
		}
	}
	st.ResultTypes = [][]ast.Type{{result}}
	return nil
}

func dictHas(d *ast.DictAttr, name string) bool {
	for _, e := range d.Entries {
		if e.Name == name {
			return true
		}
	}
	return false
}

// inferMmaType is MmaOp::inferOperandMMAType on a type's spelling: the
// PTX type an operand register of that type implies, or "".
func inferMmaType(t string, isAccumulator bool) string {
	t = strings.TrimPrefix(t, "!llvm.")
	switch {
	case t == "f64":
		return "f64"
	case t == "f16" || t == "vector<2xf16>":
		return "f16"
	case t == "f32" && isAccumulator:
		return "f32"
	case t == "f32":
		return "tf32"
	case isIntegerTypeName(t):
		if isAccumulator {
			return "s32"
		}
		return ""
	}
	body, ok := strings.CutPrefix(t, "struct<")
	if !ok {
		return ""
	}
	body = strings.TrimPrefix(strings.TrimSuffix(body, ">"), "packed ")
	body, ok = strings.CutPrefix(body, "(")
	if !ok {
		return "" // a named struct
	}
	first := firstListElement(strings.TrimSuffix(body, ")"))
	if first == "" {
		return ""
	}
	return inferMmaType(first, isAccumulator)
}

// isIntegerTypeName reports whether t spells an integer type (i32, si8, ui1).
func isIntegerTypeName(t string) bool {
	t = strings.TrimPrefix(strings.TrimPrefix(t, "s"), "u")
	if len(t) < 2 || t[0] != 'i' {
		return false
	}
	for _, c := range t[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// firstListElement returns the first comma-separated element of a list's
// text, commas inside brackets excepted.
func firstListElement(s string) string {
	depth := 0
	for i, c := range s {
		switch c {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				return strings.TrimSpace(s[:i])
			}
		}
	}
	return strings.TrimSpace(s)
}

func (s nvvmMma) Print(p dialect.Printer, op *ir.Operation) {
	n := 3
	if s.kind.sparse() {
		n += 2
	}
	scales := 0
	if s.kind.scaled() {
		scales = 6
	}
	groups, ok := shared.Segments(op, n+scales)
	if !ok || len(op.Results) != 1 {
		p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
		return
	}
	if scales > 0 {
		// scaleA[...] and scaleB[...] each list three single operands.
		scaleA := append(append(append([]ir.Value{}, groups[n]...), groups[n+1]...), groups[n+2]...)
		scaleB := append(append(append([]ir.Value{}, groups[n+3]...), groups[n+4]...), groups[n+5]...)
		groups = append(groups[:n:n], scaleA, scaleB)
	}
	keywords := []string{"A", "B", "C", "sparseMetadata", "selector", "scaleA", "scaleB"}
	if !s.kind.sparse() {
		keywords = append(keywords[:3], keywords[5:]...)
	}
	for i, g := range groups {
		p.WriteString(" " + keywords[i] + "[")
		p.PrintOperands(g)
		p.WriteString("]")
		if s.kind == mmaSync {
			p.WriteString(" ") // MmaOp::print ends each list with a space
		}
	}
	elided := []string{"operandSegmentSizes"}
	var types []ir.Type
	for _, g := range groups[:3] {
		if len(g) > 0 {
			types = append(types, g[0].Type())
		}
	}
	switch {
	case s.kind.scaled():
		// processOperandFragments: each of A's and B's types elides its
		// own attribute when it implies one (whatever the attribute says).
		for i, name := range mmaPtxTypes {
			if i < len(types) && inferMmaType(ir.TypeString(types[i]), false) != "" {
				elided = append(elided, name)
			}
		}
	case len(types) > 0 && inferMmaType(ir.TypeString(types[0]), false) != "":
		elided = append(elided, mmaPtxTypes[:]...)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), elided)
	p.WriteString(" : (")
	p.PrintTypes(types)
	p.WriteString(")")
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
}
