package lsp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

func TestFoldingRanges(t *testing.T) {
	src := `// A file with two chunks.
// Second comment line.
#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<2xf32>) {
  %0 = arith.constant dense<[
    1.0, 2.0]> : tensor<2xf32>
  "test.op"() ({
  ^bb0:
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
// -----
{-#
  dialect_resources: {}
#-}
func.func @g() {
  return
}
`
	type fold struct {
		start, end uint32
		kind       protocol.FoldingRangeKind
	}
	var got []fold
	for _, r := range foldingRanges(newText([]byte(src))) {
		got = append(got, fold{r.StartLine, r.EndLine, r.Kind})
	}
	assert.Equal(t, []fold{
		{0, 11, protocol.FoldingRangeKindRegion}, // the first chunk
		{0, 1, protocol.FoldingRangeKindComment},
		{3, 10, ""}, // @f's body, its `}` left visible
		{4, 5, ""},  // the dense literal
		{6, 9, ""},  // the generic op's region list
		{6, 8, ""},  // its region
		{13, 18, protocol.FoldingRangeKindRegion},
		{13, 14, ""}, // the metadata
		{16, 17, ""},
	}, got)
}

// Broken and tricky input folds what it can: an affine constraint's `>=`
// closes nothing, an unclosed `{` folds nothing, a stray `}` is ignored.
func TestFoldingRangesBroken(t *testing.T) {
	src := "#set = affine_set<(d0) : (d0 >= 0,\n    d0 - 1 >= 0)>\nfunc.func @f() {\n  }\n  }\n\"test.op\"() ({\n  ^bb0:\n"
	var got [][2]uint32
	for _, r := range foldingRanges(newText([]byte(src))) {
		got = append(got, [2]uint32{r.StartLine, r.EndLine})
	}
	assert.Equal(t, [][2]uint32{{0, 1}}, got)
}

func TestFoldingRangesRequest(t *testing.T) {
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:fold.mlir")
	s.open(u, "func.func @f() {\n  return\n}\n")
	r, err := s.server.FoldingRanges(s.ctx, &protocol.FoldingRangeParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	assert.NoError(t, err)
	assert.Equal(t, []protocol.FoldingRange{{StartLine: 0, EndLine: 1}}, r)
	_, err = s.server.FoldingRanges(s.ctx, &protocol.FoldingRangeParams{TextDocument: protocol.TextDocumentIdentifier{URI: "untitled:none.mlir"}})
	assert.Error(t, err)
}
