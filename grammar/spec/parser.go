// Package spec is the reference parser for the MLIR textual IR: the LangRef
// EBNF of the dialect-independent syntax (top level, generic operations,
// regions, blocks, every builtin type and attribute, dialect types and
// attributes with verbatim bodies, aliases, locations, file metadata) written
// as participle grammar structs, and a conversion of participle's tree into
// package ast.
//
// It is slow (participle parses about 1 MB/s) and exists to be obviously
// right: package grammar's fast parser is held equal to it by a differential
// test, and `mlirfmt -grammar` uses Check to test a file against the spec
// grammar alone. Custom operation forms are dialect-defined, not part of the
// EBNF, and are rejected here.
package spec

import (
	"errors"
	"sort"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
)

// maxIterations bounds every `*` and `+` of the grammar; participle's default
// (1,000,000) is below the number of ops in the largest blocks we parse.
const maxIterations = 1 << 30

// parser returns the participle parser of the reference grammar. Every
// alternative is decided by its first token (lookahead 1), which also keeps
// errors at the token that went wrong rather than at a backtracking point.
// It is built on first use, not when the package is initialised: building
// it took 20-40 ms of every mlirfmt run's start, on one core, though only
// `mlirfmt -grammar` uses it.
var parser = sync.OnceValue(newParser)

// newParser raises participle's bound on repetitions (a package variable
// of participle's, read while parsing) to maxIterations and builds the
// parser.
func newParser() *participle.Parser[toplevel] {
	if participle.MaxIterations < maxIterations {
		participle.MaxIterations = maxIterations
	}
	return participle.MustBuild[toplevel](
		participle.Lexer(mlirLexerDef),
		participle.Elide("Comment"),
		participle.UseLookahead(1),
		participle.Union[topItem](&operation{}, &attrAliasDef{}, &typeAliasDef{}, &fileMetadata{}),
		participle.Union[typ](
			&integerType{},
			&namedType{},
			&complexType{},
			&tupleType{},
			&vectorType{},
			&tensorType{},
			&memrefType{},
			&functionType{},
			&prettyDialectType{},
			&opaqueDialectType{},
			&typeAlias{},
		),
		participle.Union[attribute](
			&dictAttr{},
			&arrayAttr{},
			&symbolRefAttr{},
			&prettyDialectAttr{},
			&opaqueDialectAttr{},
			&attrAlias{},
			&boolAttr{},
			&unitAttr{},
			&affineMapAttr{},
			&integerSetAttr{},
			&denseAttr{},
			&denseResourceAttr{},
			&sparseAttr{},
			&denseArrayAttr{},
			&stridedAttr{},
			&distinctAttr{},
			&locationAttr{},
			&numberAttr{},
			&stringAttr{},
			&typeAttr{},
		),
		participle.Union[location](
			&unknownLoc{},
			&callSiteLoc{},
			&fusedLoc{},
			&fileOrNameLoc{},
			&locAlias{},
		),
	)
}

// Grammar returns the EBNF participle derives from the grammar structs.
func Grammar() string { return parser().String() }

// Check reports whether src conforms to the spec grammar alone (what
// `mlirfmt -grammar` checks). The error is a *diag.Diagnostic at the offset
// where parsing failed.
func Check(filename string, src []byte) error {
	_, err := parseTree(filename, src)
	return err
}

// Parse parses src with the reference grammar and returns the same tree the
// fast parser in package grammar builds. The error is a *diag.Diagnostic with
// the offset of the failure.
func Parse(filename string, src []byte) (*ast.Module, error) {
	tree, err := parseTree(filename, src)
	if err != nil {
		return nil, err
	}
	c := newConverter(filename, src)
	m := c.module(tree)
	if c.err != nil {
		return nil, c.err
	}
	return m, nil
}

func parseTree(filename string, src []byte) (*toplevel, error) {
	tree, err := parser().ParseBytes(filename, src)
	if err != nil {
		return nil, toDiag(err)
	}
	return tree, nil
}

// toDiag turns a participle or lexer error into a diagnostic at its offset.
func toDiag(err error) error {
	var perr participle.Error
	if errors.As(err, &perr) {
		return diag.Errorf(ast.Pos(perr.Position().Offset), "%s", perr.Message())
	}
	return diag.Errorf(ast.NoPos, "%s", err.Error())
}

// tokenTable is every token of a source (comments apart), for mapping a
// participle EndPos (the next unconsumed token) back to the end of the last
// consumed token.
type tokenTable struct {
	starts   []int
	ends     []int
	comments []*ast.Comment
}

func newTokenTable(filename string, src []byte) *tokenTable {
	t := &tokenTable{}
	s := newScanner(filename, string(src))
	for {
		tok, err := s.Next()
		if err != nil || tok.EOF() {
			return t
		}
		end := tok.Pos.Offset + len(tok.Value)
		if tok.Type == tokComment {
			t.comments = append(t.comments, &ast.Comment{Pos: ast.Pos(tok.Pos.Offset), Text: tok.Value})
			continue
		}
		t.starts = append(t.starts, tok.Pos.Offset)
		t.ends = append(t.ends, end)
	}
}

// prev returns the index of the last token starting before offset.
func (t *tokenTable) prev(offset int) int {
	return sort.SearchInts(t.starts, offset) - 1
}

// endBefore is the offset just past the last token that starts before p.
func (t *tokenTable) endBefore(p lexer.Position) int {
	i := t.prev(p.Offset)
	if i < 0 {
		return 0
	}
	return t.ends[i]
}

// startBefore is the offset of the last token that starts before p.
func (t *tokenTable) startBefore(p lexer.Position) int {
	i := t.prev(p.Offset)
	if i < 0 {
		return 0
	}
	return t.starts[i]
}
