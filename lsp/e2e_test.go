package lsp

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/format"
)

// testClient is the client's side: go.lsp.dev/protocol's own client
// connection, recording what the server sends.
type testClient struct {
	protocol.UnimplementedClient
	mu       sync.Mutex
	diags    map[uri.URI][]*protocol.PublishDiagnosticsParams
	messages []string
	notify   chan struct{}
}

func (c *testClient) PublishDiagnostics(_ context.Context, p *protocol.PublishDiagnosticsParams) error {
	c.mu.Lock()
	c.diags[p.URI] = append(c.diags[p.URI], p)
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
	return nil
}

func (c *testClient) ShowMessage(_ context.Context, p *protocol.ShowMessageParams) error {
	c.mu.Lock()
	c.messages = append(c.messages, p.Message)
	c.mu.Unlock()
	return nil
}

func (c *testClient) LogMessage(context.Context, *protocol.LogMessageParams) error { return nil }

// session is a server on one end of a pipe and a client on the other.
type session struct {
	t      testing.TB
	ctx    context.Context
	server protocol.Server
	conn   jsonrpc2.Conn // the client's connection, for raw messages
	client *testClient
	done   chan error
}

// startSession starts a server and initializes it from a client offering
// the given position encodings, with initializationOptions opts.
func startSession(t testing.TB, encodings []protocol.PositionEncodingKind, opts string) (*session, *protocol.InitializeResult) {
	t.Helper()
	return startSessionWith(t, encodings, opts, Options{})
}

// startSessionWith is startSession with a server of the given options.
func startSessionWith(t testing.TB, encodings []protocol.PositionEncodingKind, opts string, serverOpts Options) (*session, *protocol.InitializeResult) {
	t.Helper()
	return startSessionFull(t, encodings, opts, serverOpts, nil)
}

// startSessionCaps starts a session whose initialize parameters edit sets.
func startSessionCaps(t testing.TB, edit func(*protocol.InitializeParams)) (*session, *protocol.InitializeResult) {
	t.Helper()
	return startSessionFull(t, nil, "", Options{}, edit)
}

func startSessionFull(t testing.TB, encodings []protocol.PositionEncodingKind, opts string, serverOpts Options, edit func(*protocol.InitializeParams)) (*session, *protocol.InitializeResult) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	serverEnd, clientEnd := net.Pipe()
	s := &session{t: t, client: &testClient{diags: map[uri.URI][]*protocol.PublishDiagnosticsParams{}, notify: make(chan struct{}, 1)}, done: make(chan error, 1)}
	if serverOpts.Dialects == nil {
		serverOpts.Dialects = loadDialects
	}
	go func() { s.done <- Serve(ctx, serverEnd, serverOpts) }()
	s.ctx, s.conn, s.server = protocol.NewClient(ctx, s.client, jsonrpc2.NewStream(clientEnd))
	t.Cleanup(func() {
		s.conn.Close()
		cancel()
	})
	params := &protocol.InitializeParams{}
	params.Capabilities.General = &protocol.GeneralClientCapabilities{PositionEncodings: encodings}
	if opts != "" {
		params.InitializationOptions = protocol.LSPAny(opts)
	}
	if edit != nil {
		edit(params)
	}
	res, err := s.server.Initialize(s.ctx, params)
	require.NoError(t, err)
	require.NoError(t, s.server.Initialized(s.ctx, &protocol.InitializedParams{}))
	return s, res
}

func (s *session) open(u uri.URI, text string) {
	s.t.Helper()
	require.NoError(s.t, s.server.DidOpen(s.ctx, &protocol.DidOpenTextDocumentParams{
		TextDocument: protocol.TextDocumentItem{URI: u, LanguageID: "mlir", Version: 1, Text: text},
	}))
}

// diagnostics waits for the diagnostics of version of u.
func (s *session) diagnostics(u uri.URI, version int32) []protocol.Diagnostic {
	s.t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		s.client.mu.Lock()
		for _, p := range s.client.diags[u] {
			if v, ok := p.Version.Get(); ok && v == version {
				s.client.mu.Unlock()
				return p.Diagnostics
			}
		}
		s.client.mu.Unlock()
		select {
		case <-s.client.notify:
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			s.t.Fatalf("no diagnostics for version %d of %s", version, u)
		}
	}
}

func message(d protocol.Diagnostic) string {
	if m, ok := d.Message.(protocol.String); ok {
		return string(m)
	}
	return ""
}

func pos(line, char uint32) protocol.Position { return protocol.Position{Line: line, Character: char} }

func docPos(u uri.URI, line, char uint32) protocol.TextDocumentPositionParams {
	return protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: pos(line, char)}
}

// applyEdits applies text edits (ranges in UTF-16 units over ASCII text, or
// UTF-8) to text, as a client does: every range is of text, and inserts at
// one place keep their order.
func applyEdits(t *testing.T, text string, edits []protocol.TextEdit, enc encoding) string {
	t.Helper()
	tx := newText([]byte(text))
	edits = slices.Clone(edits)
	slices.Reverse(edits)
	sort.SliceStable(edits, func(i, j int) bool {
		return tx.offset(edits[i].Range.Start, enc) > tx.offset(edits[j].Range.Start, enc)
	})
	src := []byte(text)
	for _, e := range edits {
		start, end := tx.offset(e.Range.Start, enc), tx.offset(e.Range.End, enc)
		require.LessOrEqual(t, start, end)
		src = append(src[:start:start], append([]byte(e.NewText), src[end:]...)...)
	}
	return string(src)
}

// TestEndToEnd drives the server through go.lsp.dev/protocol's client:
// an invalid file's diagnostics at the right lines, formatting, a jump
// from a use to its definition, a rename.
func TestEndToEnd(t *testing.T) {
	src, err := os.ReadFile("testdata/invalid.mlir")
	require.NoError(t, err)
	s, res := startSession(t, nil, "")
	assert.Equal(t, protocol.PositionEncodingKindUTF16, res.Capabilities.PositionEncoding)
	u := uri.File(must(filepath.Abs("testdata/invalid.mlir")))
	s.open(u, string(src))

	// Diagnostics: every error of every chunk, at their lines (0-based).
	diags := s.diagnostics(u, 1)
	require.Len(t, diags, 3, "%v", diags)
	type want struct {
		line, char uint32
		msg        string
	}
	for i, w := range []want{
		{10, 2, "type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad"},
		{15, 2, "'func.return' op has 2 operands, but enclosing function (@worse) returns 1"},
		{20, 18, "expected non-function type"},
	} {
		assert.Equal(t, pos(w.line, w.char), diags[i].Range.Start, "diagnostic %d", i)
		assert.Equal(t, w.msg, message(diags[i]))
		assert.Equal(t, protocol.DiagnosticSeverityError, diags[i].Severity)
	}
	assert.Equal(t, pos(10, 8), diags[0].Range.End, "the range of `return`")

	// Formatting: the formatter's output.
	edits, err := s.server.Formatting(s.ctx, &protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	formatted := format.Format("invalid.mlir", src, format.Options{Dialects: core()}).Out
	assert.Equal(t, string(formatted), applyEdits(t, string(src), edits, utf16))

	// Definition: from the use of %sum on line 4 to its definition on line 3.
	def, err := s.server.Definition(s.ctx, &protocol.DefinitionParams{TextDocumentPositionParams: docPos(u, 3, 23)})
	require.NoError(t, err)
	loc, ok := def.(*protocol.Location)
	require.True(t, ok, "%T", def)
	assert.Equal(t, u, loc.URI)
	assert.Equal(t, protocol.Range{Start: pos(2, 2), End: pos(2, 6)}, loc.Range)

	// Rename %sum to %s: its definition and its three uses.
	we, err := s.server.Rename(s.ctx, &protocol.RenameParams{TextDocumentPositionParams: docPos(u, 2, 3), NewName: "%s"})
	require.NoError(t, err)
	renamed := applyEdits(t, string(src), we.Changes[u], utf16)
	assert.Contains(t, renamed, "  %s = arith.addi %a, %b : i32\n  %twice = arith.addi %s, %s : i32\n")
	assert.NotContains(t, renamed, "%sum")
	assert.Equal(t, len(src)-6, len(renamed))
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestShutdownExit(t *testing.T) {
	s, _ := startSession(t, nil, "")
	require.NoError(t, s.server.Shutdown(s.ctx))
	require.NoError(t, s.server.Exit(s.ctx))
	select {
	case err := <-s.done:
		assert.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop on exit")
	}
}

// lines returns the 0-based lines of the diagnostics.
func lines(diags []protocol.Diagnostic) []uint32 {
	var out []uint32
	for _, d := range diags {
		out = append(out, d.Range.Start.Line)
	}
	return out
}

// Positions count UTF-16 units unless the client offers UTF-8; edits are
// incremental.
func TestEncodingsAndIncrementalChanges(t *testing.T) {
	// The error is after a string of non-ASCII characters on its line.
	src := "func.func @f() {\n  \"test.op\"() {s = \"é𝄞\"} : () -> () %\n  return\n}\n"
	for _, tc := range []struct {
		name      string
		offer     []protocol.PositionEncodingKind
		enc       protocol.PositionEncodingKind
		errColumn uint32
	}{
		{"utf-16", nil, protocol.PositionEncodingKindUTF16, 37},
		{"utf-8", []protocol.PositionEncodingKind{protocol.PositionEncodingKindUTF16, protocol.PositionEncodingKindUTF8}, protocol.PositionEncodingKindUTF8, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, res := startSession(t, tc.offer, "")
			assert.Equal(t, tc.enc, res.Capabilities.PositionEncoding)
			u := uri.URI("untitled:enc.mlir")
			s.open(u, src)
			diags := s.diagnostics(u, 1)
			require.Len(t, diags, 1)
			assert.Equal(t, pos(1, tc.errColumn), diags[0].Range.Start, message(diags[0]))

			// Delete the stray %, at the error's column.
			require.NoError(t, s.server.DidChange(s.ctx, &protocol.DidChangeTextDocumentParams{
				TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: 2},
				ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangePartial{
					Range: protocol.Range{Start: pos(1, tc.errColumn), End: pos(1, tc.errColumn+1)},
				}},
			}))
			assert.Empty(t, s.diagnostics(u, 2))

			// Insert a use of an undefined value after the string.
			require.NoError(t, s.server.DidChange(s.ctx, &protocol.DidChangeTextDocumentParams{
				TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: 3},
				ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangePartial{
					Range: protocol.Range{Start: pos(2, 2), End: pos(2, 2)},
					Text:  "\"test.use\"(%nope) : (i32) -> ()\n  ",
				}},
			}))
			diags = s.diagnostics(u, 3)
			require.Len(t, diags, 1)
			assert.Equal(t, "use of undeclared SSA value name", message(diags[0]))
			assert.Equal(t, protocol.Range{Start: pos(2, 13), End: pos(2, 18)}, diags[0].Range)
		})
	}
}

// Many changes in a row: requests answer for the last version, whose
// diagnostics are published.
func TestRapidChanges(t *testing.T) {
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:rapid.mlir")
	s.open(u, "")
	const n = 30
	for v := int32(2); v <= n; v++ {
		text := fmt.Sprintf("func.func @f%d(%%a: i32) -> i64 {\n  return %%a : i32\n}\n", v)
		require.NoError(t, s.server.DidChange(s.ctx, &protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: v},
			ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangeWholeDocument{Text: text}},
		}))
	}
	syms, err := s.server.DocumentSymbol(s.ctx, &protocol.DocumentSymbolParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	list := syms.(protocol.DocumentSymbolSlice)
	require.Len(t, list, 1)
	assert.Equal(t, fmt.Sprintf("@f%d", n), list[0].Name)
	diags := s.diagnostics(u, n)
	require.Len(t, diags, 1)
	assert.Contains(t, message(diags[0]), fmt.Sprintf("in function @f%d", n))
	// Each version's diagnostics are published once at most (the go.lsp.dev
	// client handles notifications concurrently: their order is not kept).
	s.client.mu.Lock()
	defer s.client.mu.Unlock()
	seen := map[int32]bool{}
	for _, p := range s.client.diags[u] {
		v, _ := p.Version.Get()
		assert.False(t, seen[v], "version %d published twice", v)
		assert.LessOrEqual(t, v, int32(n))
		seen[v] = true
	}
}

// Settings: verification off; a dialect's definitions loaded, from the
// command line's defaults or from the client.
func TestSettings(t *testing.T) {
	src, err := os.ReadFile("testdata/acme.mlir")
	require.NoError(t, err)

	s, _ := startSession(t, nil, `{"mlirfmt": {"verify": false}}`)
	u := uri.URI("untitled:acme.mlir")
	s.open(u, string(src))
	diags := s.diagnostics(u, 1)
	require.Len(t, diags, 1)
	assert.Equal(t, protocol.DiagnosticSeverityWarning, diags[0].Severity)
	assert.Contains(t, message(diags[0]), "dialect 'acme' is not registered")

	defs := must(filepath.Abs("testdata/acme.json"))
	require.NoError(t, s.server.DidChangeConfiguration(s.ctx, &protocol.DidChangeConfigurationParams{
		Settings: protocol.LSPAny(`{"dialects": [` + strconvQuote(defs) + `], "verify": true}`),
	}))
	// The document is analyzed again with the same version: wait for the
	// second publication.
	require.Eventually(t, func() bool {
		s.client.mu.Lock()
		defer s.client.mu.Unlock()
		p := s.client.diags[u]
		return len(p) == 2
	}, 20*time.Second, 20*time.Millisecond)
	s.client.mu.Lock()
	second := s.client.diags[u][1]
	s.client.mu.Unlock()
	require.Len(t, second.Diagnostics, 1, "%v", second.Diagnostics)
	assert.Equal(t, "'func.return' op has 0 operands, but enclosing function (@acme) returns 1", message(second.Diagnostics[0]))

	// A file that cannot be loaded is reported, and the settings before kept.
	require.NoError(t, s.server.DidChangeConfiguration(s.ctx, &protocol.DidChangeConfigurationParams{
		Settings: protocol.LSPAny(`{"dialects": ["no/such.json"]}`),
	}))
	require.Eventually(t, func() bool {
		s.client.mu.Lock()
		defer s.client.mu.Unlock()
		return len(s.client.messages) == 1
	}, 10*time.Second, 20*time.Millisecond)
	assert.Contains(t, s.client.messages[0], "no/such.json")
}

func strconvQuote(s string) string { return fmt.Sprintf("%q", s) }

// Range formatting formats the chunks the range touches, and no others.
func TestRangeFormatting(t *testing.T) {
	src := "func.func @f(%a: i32) -> i32 {\n    %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n  return %0 : i32\n}\n// -----\nfunc.func @g(%b: i32) -> i32 {\n      return %b : i32\n}\n"
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:range.mlir")
	s.open(u, src)
	edits, err := s.server.RangeFormatting(s.ctx, &protocol.DocumentRangeFormattingParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u},
		Range:        protocol.Range{Start: pos(6, 0), End: pos(6, 3)},
	})
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(src, "      return %b", "  return %b", 1), applyEdits(t, src, edits, utf16))
	edits, err = s.server.Formatting(s.ctx, &protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	assert.Len(t, edits, 2, "an edit per run of changed lines")
	assert.Equal(t, "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n// -----\nfunc.func @g(%b: i32) -> i32 {\n  return %b : i32\n}\n",
		applyEdits(t, src, edits, utf16))
}

// Related notes, hover, references, the outline of a split file and
// semantic tokens through the protocol.
func TestNavigationRequests(t *testing.T) {
	src := "func.func @h(%c: i32) -> i32 {\n  %y = arith.addi %c, %c : i64\n  return %y : i32\n}\n// -----\nmodule @m {\n  func.func @h() {\n    return\n  }\n}\n"
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:nav.mlir")
	s.open(u, src)
	diags := s.diagnostics(u, 1)
	require.Len(t, diags, 1)
	require.Len(t, diags[0].RelatedInformation, 1)
	assert.Equal(t, "prior use here", diags[0].RelatedInformation[0].Message)
	assert.Equal(t, pos(0, 13), diags[0].RelatedInformation[0].Location.Range.Start)

	h, err := s.server.Hover(s.ctx, &protocol.HoverParams{TextDocumentPositionParams: docPos(u, 2, 10)})
	require.NoError(t, err)
	require.NotNil(t, h)
	assert.Contains(t, h.Contents.(*protocol.MarkupContent).Value, "defined by `arith.addi` (line 2)")

	refs, err := s.server.References(s.ctx, &protocol.ReferenceParams{TextDocumentPositionParams: docPos(u, 0, 14), Context: protocol.ReferenceContext{IncludeDeclaration: true}})
	require.NoError(t, err)
	require.Len(t, refs, 3)
	assert.Equal(t, []uint32{0, 1, 1}, []uint32{refs[0].Range.Start.Line, refs[1].Range.Start.Line, refs[2].Range.Start.Line})

	hl, err := s.server.DocumentHighlight(s.ctx, &protocol.DocumentHighlightParams{TextDocumentPositionParams: docPos(u, 2, 10)})
	require.NoError(t, err)
	require.Len(t, hl, 2)
	assert.Equal(t, protocol.DocumentHighlightKindWrite, hl[0].Kind)
	assert.Equal(t, protocol.Range{Start: pos(1, 2), End: pos(1, 4)}, hl[0].Range)
	assert.Equal(t, protocol.DocumentHighlightKindRead, hl[1].Kind)

	syms, err := s.server.DocumentSymbol(s.ctx, &protocol.DocumentSymbolParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	list := syms.(protocol.DocumentSymbolSlice)
	require.Len(t, list, 2)
	assert.Equal(t, "chunk 1", list[0].Name)
	assert.Equal(t, "@h", list[0].Children[0].Name)
	assert.Equal(t, protocol.SymbolKindFunction, list[0].Children[0].Kind)
	assert.Equal(t, "chunk 2", list[1].Name)
	require.Len(t, list[1].Children, 1)
	assert.Equal(t, "@m", list[1].Children[0].Name)
	assert.Equal(t, protocol.SymbolKindModule, list[1].Children[0].Kind)
	assert.Equal(t, "@h", list[1].Children[0].Children[0].Name)

	toks, err := s.server.SemanticTokensFull(s.ctx, &protocol.SemanticTokensParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	assert.Equal(t, 0, len(toks.Data)%5)
	assert.GreaterOrEqual(t, len(toks.Data), 5*18)

	// A rename to a name taken is refused.
	_, err = s.server.Rename(s.ctx, &protocol.RenameParams{TextDocumentPositionParams: docPos(u, 1, 3), NewName: "c"})
	assert.ErrorContains(t, err, "%c is already defined")
	prep, err := s.server.PrepareRename(s.ctx, &protocol.PrepareRenameParams{TextDocumentPositionParams: docPos(u, 1, 3)})
	require.NoError(t, err)
	assert.Equal(t, "y", prep.(*protocol.PrepareRenamePlaceholder).Placeholder)
}

// Renames of a block, a symbol used in a nested reference, a generic op's
// symbol (a string at its definition), an alias.
func TestRenameKinds(t *testing.T) {
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:rename.mlir")
	s.open(u, navSrc)
	rename := func(needle string, shift int, newName string) string {
		t.Helper()
		off := at(t, navSrc, needle, 0, shift)
		p := newText([]byte(navSrc)).position(off, utf16)
		we, err := s.server.Rename(s.ctx, &protocol.RenameParams{TextDocumentPositionParams: docPos(u, p.Line, p.Character), NewName: newName})
		require.NoError(t, err)
		return applyEdits(t, navSrc, we.Changes[u], utf16)
	}
	got := rename("cf.br ^next", 7, "loop")
	assert.Contains(t, got, "cf.br ^loop(%1#1 : i32)\n  ^loop(%b: i32):")
	assert.NotContains(t, got, "^next")

	got = rename("module @inner", 8, "nested")
	assert.Contains(t, got, "module @nested {")
	assert.Contains(t, got, "target = @nested::@g")

	got = rename("ref = @generic", 7, "@sym with space")
	assert.Contains(t, got, `<{sym_name = "sym with space"}>`)
	assert.Contains(t, got, `{ref = @"sym with space"}`)

	got = rename("#map =", 1, "#id")
	assert.Contains(t, got, "#id = affine_map")
	assert.Contains(t, got, "m = #id}")

	_, err := s.server.Rename(s.ctx, &protocol.RenameParams{TextDocumentPositionParams: docPos(u, 0, 1), NewName: "a.b"})
	assert.ErrorContains(t, err, "not a valid alias name")
}
