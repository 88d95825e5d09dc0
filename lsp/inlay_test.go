package lsp

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// inlayHints asks for the hints of the lines of src holding needle and
// returns them as "label@column" per line, in order.
func (s *session) inlayHints(u uri.URI, src, needle string) []string {
	s.t.Helper()
	i := strings.Index(src, needle)
	require.GreaterOrEqual(s.t, i, 0, "%q not in %s", needle, u)
	tx := newText([]byte(src))
	r := tx.rangeOf(i, i+len(needle), utf16)
	r.Start.Character = 0
	hints, err := s.server.InlayHint(s.ctx, &protocol.InlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}, Range: r})
	require.NoError(s.t, err)
	var out []string
	for _, h := range hints {
		label := string(h.Label.(protocol.String))
		line := strings.Split(src, "\n")[h.Position.Line]
		// The text the hint follows, up to 12 bytes, and the hint.
		before := line[:h.Position.Character]
		if len(before) > 12 {
			before = before[len(before)-12:]
		}
		out = append(out, strings.TrimLeft(before, " ")+"⟨"+label+"⟩")
		if h.Kind == protocol.InlayHintKindType {
			assert.Nil(s.t, h.PaddingRight)
		}
	}
	return out
}

// TestInlayHints: types of the values a custom form uses without writing
// their types; names of the operand groups in generic forms (sizes from
// the definition or from operandSegmentSizes); on real files.
func TestInlayHints(t *testing.T) {
	s, _ := startSession(t, nil, "")

	u, src := s.openCorpus("dialects/memref/load_store.mlir")
	assert.Equal(t, []string{"f.load %m[%i⟨: index⟩", "ad %m[%i, %j⟨: index⟩"}, s.inlayHints(u, src, "%v = memref.load %m[%i, %j]"))
	// memref.store: the stored value's type is the memref's element type.
	assert.Equal(t, []string{"ref.store %v⟨: f32⟩", "re %v, %m[%j⟨: index⟩", "v, %m[%j, %i⟨: index⟩"}, s.inlayHints(u, src, "memref.store %v, %m[%j, %i]"))
	// func.return writes its types; arith.addi's result type is all of them.
	assert.Empty(t, s.inlayHints(u, src, "return %v : f32"))
	u, src = s.openCorpus("dialects/arith/binary_int.mlir")
	assert.Empty(t, s.inlayHints(u, src, "arith.addi"))
	// One operand group: no name.
	u, src = s.openCorpus("dialects/func/return.mlir.generic")
	assert.Empty(t, s.inlayHints(u, src, `"func.return"(`))

	u, src = s.openCorpus("dialects/scf/for.mlir.generic")
	assert.Equal(t, []string{`"scf.for"(⟨lowerBound:⟩`, `or"(%arg35, ⟨upperBound:⟩`, `35, %arg36, ⟨step:⟩`},
		s.inlayHints(u, src, `"scf.for"(%arg35, %arg36, %arg37)`))
	u, src = s.openCorpus("dialects/acc/data.mlir.generic")
	assert.Equal(t, []string{`acc.bounds"(⟨lowerbound:⟩`, `bounds"(%0, ⟨upperbound:⟩`, `ds"(%0, %1, ⟨stride:⟩`, `%0, %1, %2, ⟨startIdx:⟩`},
		s.inlayHints(u, src, `%3 = "acc.bounds"(%0, %1, %2, %0)`))
	// The groups of acc.copyin but the first are empty.
	assert.Equal(t, []string{`acc.copyin"(⟨var:⟩`}, s.inlayHints(u, src, `"acc.copyin"(%arg0)`))

	// Malformed: a range upside down is read the right way up; a range
	// past the end, an unknown document.
	hints, err := s.server.InlayHint(s.ctx, &protocol.InlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: u},
		Range: protocol.Range{Start: pos(1000, 0), End: pos(0, 0)}})
	require.NoError(t, err)
	assert.NotEmpty(t, hints)
	_, err = s.server.InlayHint(s.ctx, &protocol.InlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: "file:///nowhere.mlir"}})
	assert.Error(t, err)
}
