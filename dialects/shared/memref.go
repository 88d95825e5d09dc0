package shared

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// This file holds what memref's hand-written syntaxes share with affine's:
// the DMA strides, the prefetch specifier and the memref type after a
// colon.

// ParseDmaStrides parses the optional `, %stride, %elementsPerStride` of
// memref.dma_start and affine.dma_start: none or both.
func ParseDmaStrides(p dialect.Parser) ([]ast.ValueUse, error) {
	var strides []ast.ValueUse
	if p.ParseOptionalPunct(",") {
		var err error
		if strides, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
			return nil, err
		}
	}
	if len(strides) != 0 && len(strides) != 2 {
		return nil, p.Errorf(p.OpNamePos(), "expected two stride related operands")
	}
	return strides, nil
}

// PrefetchSpec is what memref.prefetch and affine.prefetch write after
// their indices: `, (read|write), locality<N>, (data|instr)`.
type PrefetchSpec struct {
	rw, cache string
	hint      ast.Attr
	hintPos   ast.Pos
}

// ParsePrefetchSpec parses a PrefetchSpec.
func ParsePrefetchSpec(p dialect.Parser) (s PrefetchSpec, err error) {
	if err = p.ParsePunct(","); err != nil {
		return s, err
	}
	if s.rw, err = parseAnyKeyword(p); err != nil {
		return s, err
	}
	if err = p.ParsePunct(","); err != nil {
		return s, err
	}
	if err = p.ParseKeyword("locality"); err != nil {
		return s, err
	}
	if err = p.ParsePunct("<"); err != nil {
		return s, err
	}
	s.hintPos = p.Pos()
	if s.hint, err = p.ParseAttribute(&ast.IntegerType{Width: 32}); err != nil {
		return s, err
	}
	if _, ok := s.hint.(*ast.IntegerAttr); !ok {
		return s, p.Errorf(s.hintPos, "invalid kind of attribute specified")
	}
	if err = p.ParsePunct(">"); err != nil {
		return s, err
	}
	if err = p.ParsePunct(","); err != nil {
		return s, err
	}
	s.cache, err = parseAnyKeyword(p)
	return s, err
}

// Props checks the keywords, as the ops' parsers do once the type is
// read, and returns the properties they stand for.
func (s PrefetchSpec) Props(p dialect.Parser) ([]ast.NamedAttr, error) {
	if s.rw != "read" && s.rw != "write" {
		return nil, p.Errorf(p.OpNamePos(), "rw specifier has to be 'read' or 'write'")
	}
	if s.cache != "data" && s.cache != "instr" {
		return nil, p.Errorf(p.OpNamePos(), "cache type has to be 'data' or 'instr'")
	}
	pos := p.OpNamePos()
	return []ast.NamedAttr{
		{Pos: s.hintPos, Name: "localityHint", Value: s.hint},
		{Pos: pos, Name: "isWrite", Value: &ast.BoolAttr{Value: s.rw == "write"}},
		{Pos: pos, Name: "isDataCache", Value: &ast.BoolAttr{Value: s.cache == "data"}},
	}, nil
}

// PrintPrefetchSpec prints `, (read|write), locality<N>, (data|instr)`.
func PrintPrefetchSpec(p dialect.Printer, op *ir.Operation) {
	if boolProp(op, "isWrite") {
		p.WriteString(", write")
	} else {
		p.WriteString(", read")
	}
	p.WriteString(", locality<")
	if a, ok := Prop(op, "localityHint").(*ir.IntegerAttr); ok {
		p.WriteString(strconv.FormatUint(uint64(uint32(a.Int64())), 10))
	}
	if boolProp(op, "isDataCache") {
		p.WriteString(">, data")
	} else {
		p.WriteString(">, instr")
	}
}

// parseAnyKeyword is parseKeyword(&keyword): any bare identifier.
func parseAnyKeyword(p dialect.Parser) (string, error) {
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordOf(nil)
	if !ok {
		return "", p.Errorf(pos, "expected valid keyword")
	}
	return kw, nil
}

// ParseColonMemRefType is parseColonType(MemRefType &): a type error is
// placed at the colon. A type alias is taken on trust.
func ParseColonMemRefType(p dialect.Parser) (ast.Type, error) {
	pos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return parseMemRefType(p, pos)
}

func parseMemRefType(p dialect.Parser, pos ast.Pos) (ast.Type, error) {
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	switch t := t.(type) {
	case *ast.MemRefType:
		if t.Unranked {
			return nil, p.Errorf(pos, "invalid kind of type specified: expected builtin.memref, but found '%s'", dialect.ASTTypeString(t))
		}
	case *ast.AliasType:
	default:
		return nil, p.Errorf(pos, "invalid kind of type specified: expected builtin.memref, but found '%s'", dialect.ASTTypeString(t))
	}
	return t, nil
}

func boolProp(op *ir.Operation, name string) bool {
	a, ok := Prop(op, name).(*ir.IntegerAttr)
	return ok && a.Bool()
}
