package lsp

import (
	"context"
	"net"
	"os"
	"path/filepath"
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
	t      *testing.T
	ctx    context.Context
	server protocol.Server
	client *testClient
	done   chan error
}

// startSession starts a server and initializes it from a client offering
// the given position encodings, with initializationOptions opts.
func startSession(t *testing.T, encodings []protocol.PositionEncodingKind, opts string) (*session, *protocol.InitializeResult) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	serverEnd, clientEnd := net.Pipe()
	s := &session{t: t, client: &testClient{diags: map[uri.URI][]*protocol.PublishDiagnosticsParams{}, notify: make(chan struct{}, 1)}, done: make(chan error, 1)}
	go func() { s.done <- Serve(ctx, serverEnd, Options{}) }()
	var conn jsonrpc2.Conn
	s.ctx, conn, s.server = protocol.NewClient(ctx, s.client, jsonrpc2.NewStream(clientEnd))
	t.Cleanup(func() {
		conn.Close()
		cancel()
	})
	params := &protocol.InitializeParams{}
	params.Capabilities.General = &protocol.GeneralClientCapabilities{PositionEncodings: encodings}
	if opts != "" {
		params.InitializationOptions = protocol.LSPAny(opts)
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
// UTF-8) to text, as a client does.
func applyEdits(t *testing.T, text string, edits []protocol.TextEdit, enc encoding) string {
	t.Helper()
	tx := newText([]byte(text))
	sort.Slice(edits, func(i, j int) bool {
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
	formatted := format.Format("invalid.mlir", src, format.Options{}).Out
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

var _ = strings.Contains
