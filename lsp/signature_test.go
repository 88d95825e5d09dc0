package lsp

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// signatureAt asks for signature help at the `|` of needle in src: the
// signature's label, its active parameter's text (or "") and the
// parameter's documentation.
func (s *session) signatureAt(u uri.URI, src, needle string) (string, string, string) {
	s.t.Helper()
	cursor := strings.IndexByte(needle, '|')
	needle = strings.Replace(needle, "|", "", 1)
	i := strings.Index(src, needle)
	require.GreaterOrEqual(s.t, i, 0, "%q not in %s", needle, u)
	h, err := s.server.SignatureHelp(s.ctx, &protocol.SignatureHelpParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(i+cursor, utf16)}})
	require.NoError(s.t, err)
	if h == nil {
		return "", "", ""
	}
	require.Len(s.t, h.Signatures, 1)
	sig := h.Signatures[0]
	active, ok := h.ActiveParameter.Get()
	if !ok {
		return sig.Label, "", ""
	}
	p := sig.Parameters[active]
	r := p.Label.(protocol.ParameterInformationLabelTuple)
	doc := ""
	if d, ok := p.Documentation.(protocol.String); ok {
		doc = string(d)
	}
	return sig.Label, sig.Label[r[0]:r[1]], doc
}

// TestSignatureHelp: inside an op's operand list, its operand groups, the
// one at the cursor active; custom and generic forms of several dialects.
func TestSignatureHelp(t *testing.T) {
	s, _ := startSession(t, nil, "")

	u, src := s.openCorpus("dialects/memref/load_store.mlir")
	label, active, doc := s.signatureAt(u, src, "memref.load %|m[%i, %j]")
	assert.Equal(t, "memref.load(memref: memref of any type values, indices (variadic): variadic of index)", label)
	assert.Equal(t, "memref: memref of any type values", active)
	assert.Equal(t, "the reference to load from", doc)
	_, active, _ = s.signatureAt(u, src, "memref.load %m[|%i, %j]")
	assert.Equal(t, "indices (variadic): variadic of index", active)
	_, active, _ = s.signatureAt(u, src, "memref.load %m[%i, %j|]")
	assert.Equal(t, "indices (variadic): variadic of index", active)
	// memref.store writes the value first, then the memref.
	_, active, _ = s.signatureAt(u, src, "memref.store %v, %|m[%j, %i]")
	assert.Equal(t, "memref: memref of any type values", active)

	u, src = s.openCorpus("dialects/arith/cmpi.mlir")
	label, active, _ = s.signatureAt(u, src, "%eq = arith.cmpi eq, %a, %|b : i32")
	assert.Equal(t, "arith.cmpi(lhs: signless-integer-like, rhs: signless-integer-like)", label)
	assert.Equal(t, "rhs: signless-integer-like", active)
	// Past the operands: the signature, nothing active.
	label, active, _ = s.signatureAt(u, src, "%eq = arith.cmpi eq, %a, %b : i|32")
	assert.NotEmpty(t, label)
	assert.Empty(t, active)

	u, src = s.openCorpus("dialects/scf/for.mlir.generic")
	label, active, _ = s.signatureAt(u, src, `"scf.for"(%arg35, %arg36, |%arg37)`)
	assert.Equal(t, "scf.for(lowerBound: signless integer or index, upperBound: signless integer or index, step: signless integer or index, initArgs (variadic): variadic of any type)", label)
	assert.Equal(t, "step: signless integer or index", active)
	u, src = s.openCorpus("dialects/acc/data.mlir.generic")
	_, active, _ = s.signatureAt(u, src, `%3 = "acc.bounds"(%0, %1, %|2, %0)`)
	assert.Equal(t, "stride (optional): integer or index", active)

	// Not in an op's operands: nothing.
	label, _, _ = s.signatureAt(u, src, `"builtin.module"() (|{`)
	assert.Empty(t, label)
	_, err := s.server.SignatureHelp(s.ctx, &protocol.SignatureHelpParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: "file:///nowhere.mlir"}}})
	assert.Error(t, err)
}
