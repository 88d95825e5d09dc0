package lsp

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

const completionSrc = `#map = affine_map<(d0) -> (d0)>
!t = tensor<4xf32>
module @m {
  func.func private @callee(i32) -> i32
  func.func @f(%a: i32, %t: !t) -> i32 {
    %0 = func.call @callee(%a) : (i32) -> i32
    cf.br ^next(%0 : i32)
  ^next(%b: i32):
    %r = scf.execute_region -> i32 {
      %s = arith.addi %b, %0 : i32
      TYPING
      scf.yield %s : i32
    }
    %late = arith.addi %r, %r : i32
    return %r : i32
  }
}
`

// completions opens completionSrc with typed in place of TYPING and asks
// for completions at its end, or at its `|`: the labels offered, and their
// details.
func completions(t *testing.T, typed string) ([]string, map[string]string) {
	t.Helper()
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:complete.mlir")
	cursor := strings.IndexByte(typed, '|')
	if cursor < 0 {
		cursor = len(typed)
	}
	typed = strings.Replace(typed, "|", "", 1)
	src := strings.Replace(completionSrc, "TYPING", typed, 1)
	s.open(u, src)
	s.diagnostics(u, 1)
	off := strings.Index(src, typed) + cursor
	res, err := s.server.Completion(s.ctx, &protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(off, utf16)}})
	require.NoError(t, err)
	var labels []string
	details := map[string]string{}
	for _, it := range res.(*protocol.CompletionList).Items {
		labels = append(labels, it.Label)
		details[it.Label], _ = it.Detail.Get()
		// The item replaces the word typed, sigil included.
		edit := it.TextEdit.(*protocol.TextEdit)
		assert.Equal(t, it.Label, edit.NewText)
	}
	return labels, details
}

func TestCompletionValues(t *testing.T) {
	// In the region: its values before the cursor and those around it,
	// not the region's own op's result (%r) nor a later value (%late).
	labels, details := completions(t, "%x = arith.muli %")
	assert.ElementsMatch(t, []string{"%s", "%b", "%0", "%a", "%t"}, labels)
	assert.Equal(t, "arith.addi", details["%s"], "the chunk does not lower: the defining op")
	// In a file that lowers, a value's type.
	labels, details = completions(t, "%x = arith.muli %s, %|s : i32")
	assert.Contains(t, labels, "%s")
	assert.Equal(t, "i32", details["%s"])
	assert.Equal(t, "tensor<4xf32>", details["%t"])
	labels, _ = completions(t, "%x = arith.muli %s, %b")
	assert.Equal(t, []string{"%b"}, labels)
}

func TestCompletionNames(t *testing.T) {
	labels, _ := completions(t, "cf.br ^")
	assert.Equal(t, []string{"^next"}, labels)
	labels, details := completions(t, "func.call @")
	assert.ElementsMatch(t, []string{"@callee", "@f", "@m"}, labels)
	assert.Equal(t, "func.func", details["@callee"])
	labels, _ = completions(t, "%y = affine.apply #ma")
	assert.ElementsMatch(t, []string{"#map", "#math"}, labels)
	labels, _ = completions(t, "%z = \"test.op\"() : () -> !")
	assert.Contains(t, labels, "!t")
	assert.Contains(t, labels, "!llvm")
}

func TestCompletionOps(t *testing.T) {
	labels, details := completions(t, "%x = arith.add")
	assert.Contains(t, labels, "arith.addi")
	assert.Contains(t, labels, "arith.addf")
	assert.NotContains(t, labels, "arith.muli")
	assert.Equal(t, "op", details["arith.addi"])
	labels, _ = completions(t, "\"arith.cmp")
	assert.ElementsMatch(t, []string{"arith.cmpf", "arith.cmpi"}, labels)
	labels, _ = completions(t, "ari")
	assert.Contains(t, labels, "arith")
	labels, _ = completions(t, "%x = arith.addi %s, %s : i3")
	assert.Equal(t, []string{"i32"}, labels)
}

// A chunk that does not parse at all completes nothing from its names,
// and does not fail.
func TestCompletionUnparsedChunk(t *testing.T) {
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:broken.mlir")
	src := "\"test.op\"() ({\n^bb0:\n  %0 = \"x\"( ^"
	s.open(u, src)
	s.diagnostics(u, 1)
	for _, off := range []int{len(src), len(src) - 1, 14} {
		_, err := s.server.Completion(s.ctx, &protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(off, utf16)}})
		require.NoError(t, err)
	}
}
