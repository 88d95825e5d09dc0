package lsp

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// completeAt asks for completions right after the first occurrence of
// needle in src (at its `|` when it has one): the items.
func (s *session) completeAt(u uri.URI, src, needle string) []protocol.CompletionItem {
	s.t.Helper()
	cursor := strings.IndexByte(needle, '|')
	needle = strings.Replace(needle, "|", "", 1)
	if cursor < 0 {
		cursor = len(needle)
	}
	i := strings.Index(src, needle)
	require.GreaterOrEqual(s.t, i, 0, "%q not in %s", needle, u)
	res, err := s.server.Completion(s.ctx, &protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(i+cursor, utf16)}})
	require.NoError(s.t, err)
	return res.(*protocol.CompletionList).Items
}

func labelsOf(items []protocol.CompletionItem) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.Label)
	}
	sort.Strings(out)
	return out
}

// TestCompletionFromDefinitions: enum cases, inherent attribute names,
// metadata keys, on real files of several dialects.
func TestCompletionFromDefinitions(t *testing.T) {
	s, _ := startSession(t, nil, "")
	preds := []string{"eq", "ne", "sge", "sgt", "sle", "slt", "uge", "ugt", "ule", "ult"}

	// arith.cmpi's predicate, first in its custom form.
	u, src := s.openCorpus("dialects/arith/cmpi.mlir")
	items := s.completeAt(u, src, "= arith.cmpi ")
	assert.Equal(t, preds, labelsOf(items))
	assert.Equal(t, "predicate", detailOf(items[0]))
	assert.Equal(t, protocol.CompletionItemKindEnumMember, items[0].Kind)
	// The word typed so far filters them.
	items = s.completeAt(u, src, "= arith.cmpi s|")
	assert.Equal(t, []string{"sge", "sgt", "sle", "slt"}, labelsOf(items))
	// Past the predicate: no cases.
	assert.NotContains(t, labelsOf(s.completeAt(u, src, "arith.cmpi eq, |")), "eq")

	// The fastmath flags: in the custom form's `fastmath<...>`, and in
	// #arith.fastmath<...>, after a flag too.
	u, src = s.openCorpus("dialects/arith/binary_float.mlir")
	fm := []string{"afn", "arcp", "contract", "fast", "ninf", "nnan", "none", "nsz", "reassoc"}
	assert.Equal(t, fm, labelsOf(s.completeAt(u, src, "fastmath<|fast>")))
	assert.Equal(t, []string{"ninf", "nnan", "none", "nsz"}, labelsOf(s.completeAt(u, src, "fastmath<n|nan, ninf>")))
	u, src = s.openCorpus("dialects/arith/binary_float.mlir.generic")
	assert.Equal(t, fm, labelsOf(s.completeAt(u, src, "#arith.fastmath<|")))
	assert.Equal(t, fm, labelsOf(s.completeAt(u, src, "#arith.fastmath<nnan,|")))

	// Inherent attributes inside a generic op's <{...}>: those not yet
	// written.
	u, src = s.openCorpus("dialects/arith/cmpi.mlir.generic")
	items = s.completeAt(u, src, `"arith.cmpi"(%arg6, %arg7) <{|`)
	assert.Equal(t, []string{"predicate"}, labelsOf(items))
	assert.Contains(t, detailOf(items[0]), "CmpIPredicate")
	u, src = s.openCorpus("dialects/scf/for.mlir.generic")
	assert.Equal(t, []string{"arg_attrs", "function_type", "no_inline", "res_attrs", "sym_name", "sym_visibility"},
		labelsOf(s.completeAt(u, src, `"func.func"() <{|`)))
	assert.Equal(t, []string{"arg_attrs", "no_inline", "res_attrs", "sym_name", "sym_visibility"},
		labelsOf(s.completeAt(u, src, `"func.func"() <{function_type = (index, index, index, memref<?xf32>, f32) -> (), |`)))
	// Inside an attribute's value: not a key.
	assert.Empty(t, labelsOf(s.completeAt(u, src, `"func.func"() <{function_type = (|`)))

	// A custom form's prop-dict (xegpu.load_matrix: ... prop-dict attr-dict).
	u = uri.URI("untitled:propdict.mlir")
	pd := "%v = xegpu.load_matrix %m[0] <{subgroup_block_io, \n"
	s.open(u, pd)
	s.diagnostics(u, 1)
	assert.Equal(t, []string{"const_offsets", "layout"}, labelsOf(s.completeAt(u, pd, "<{subgroup_block_io, |")))

	// The keys of {-# ... #-}.
	u = uri.URI("untitled:meta.mlir")
	meta := "module {\n}\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: \"0x04000000\"\n    }\n  },\n  \n#-}\n"
	s.open(u, meta)
	s.diagnostics(u, 1)
	assert.Equal(t, []string{"dialect_resources", "external_resources"}, labelsOf(s.completeAt(u, meta, "{-#\n  |")))
	assert.Equal(t, []string{"dialect_resources", "external_resources"}, labelsOf(s.completeAt(u, meta, "},\n  |")))
	assert.Empty(t, labelsOf(s.completeAt(u, meta, "builtin: {\n      |")))
}

// TestCompletionSnippets: with a client that takes snippets, an op's item
// is its custom form with tab stops; without, its name.
func TestCompletionSnippets(t *testing.T) {
	for _, snippets := range []bool{false, true} {
		s, _ := startSessionWith(t, nil, "", Options{})
		if snippets {
			s, _ = startSnippetSession(t)
		}
		u, src := s.openCorpus("dialects/memref/load_store.mlir")
		items := s.completeAt(u, src, "memref.loa|d")
		require.Len(t, items, 1)
		edit := items[0].TextEdit.(*protocol.TextEdit)
		if !snippets {
			assert.Equal(t, "memref.load", edit.NewText)
			assert.Zero(t, items[0].InsertTextFormat)
			continue
		}
		assert.Equal(t, protocol.InsertTextFormatSnippet, items[0].InsertTextFormat)
		assert.Equal(t, "memref.load ${1:%memref}[${2:%indices}] : ${3:type}", edit.NewText)
		assert.Equal(t, "memref.load", items[0].Label)

		u, src = s.openCorpus("dialects/arith/cmpi.mlir")
		items = s.completeAt(u, src, "arith.cmp|i")
		byLabel := map[string]string{}
		for _, it := range items {
			byLabel[it.Label] = it.TextEdit.(*protocol.TextEdit).NewText
		}
		assert.Equal(t, "arith.cmpi ${1:predicate}, ${2:%lhs}, ${3:%rhs} : ${4:type}", byLabel["arith.cmpi"])
		assert.Equal(t, "arith.cmpf ${1:predicate}, ${2:%lhs}, ${3:%rhs} : ${4:type}", byLabel["arith.cmpf"])

		u, src = s.openCorpus("dialects/scf/for.mlir")
		items = s.completeAt(u, src, "scf.fo|r")
		byLabel = map[string]string{}
		for _, it := range items {
			byLabel[it.Label] = it.TextEdit.(*protocol.TextEdit).NewText
		}
		// scf.for has a hand-written syntax: the snippet its dialect
		// registers; scf.forall.in_parallel has none: its name.
		assert.Equal(t, "scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {\n  $0\n}", byLabel["scf.for"])
		assert.Equal(t, "scf.forall (${1:%i}) in (${2:%n}) {\n  $0\n}", byLabel["scf.forall"])
		assert.Equal(t, "scf.forall.in_parallel", byLabel["scf.forall.in_parallel"])
		// In a generic op's quotes: the name.
		u, src = s.openCorpus("dialects/arith/cmpi.mlir.generic")
		items = s.completeAt(u, src, `"arith.cmp|i"`)
		for _, it := range items {
			assert.Equal(t, it.Label, it.TextEdit.(*protocol.TextEdit).NewText)
		}
	}
}

// startSnippetSession starts a session whose client takes snippets.
func startSnippetSession(t *testing.T) (*session, *protocol.InitializeResult) {
	t.Helper()
	return startSessionCaps(t, func(p *protocol.InitializeParams) {
		yes := true
		p.Capabilities.TextDocument = &protocol.TextDocumentClientCapabilities{Completion: &protocol.CompletionClientCapabilities{
			CompletionItem: &protocol.ClientCompletionItemOptions{SnippetSupport: &yes}}}
	})
}

func detailOf(it protocol.CompletionItem) string {
	d, _ := it.Detail.Get()
	return d
}
