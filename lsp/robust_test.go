package lsp

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/internal/hostile"
)

// syncBuffer is a log the server and the test share.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// alive checks that the server still serves: it formats u (whose text is
// messy) into tidy, and its connection has not ended.
func (s *session) alive(u uri.URI, messy, tidy string) {
	s.t.Helper()
	t := s.t.(*testing.T)
	edits, err := s.server.Formatting(s.ctx, &protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
	require.NoError(t, err)
	assert.Equal(t, tidy, applyEdits(t, messy, edits, utf16))
	select {
	case err := <-s.done:
		t.Fatalf("the server has exited: %v", err)
	default:
	}
}

// waitMessage waits for a message shown to the user containing want, and
// takes it off the list.
func (s *session) waitMessage(want string) {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		s.client.mu.Lock()
		for i, m := range s.client.messages {
			if strings.Contains(m, want) {
				s.client.messages = append(s.client.messages[:i:i], s.client.messages[i+1:]...)
				s.client.mu.Unlock()
				return
			}
		}
		s.client.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	s.client.mu.Lock()
	defer s.client.mu.Unlock()
	s.t.Fatalf("no message %q shown; shown: %q", want, s.client.messages)
}

const (
	messyDoc = "func.func @f() {\n    return\n}\n"
	tidyDoc  = "func.func @f() {\n  return\n}\n"
)

// TestHandlerPanics: a request whose handler panics is answered with an
// internal error and logged with its stack; a notification's panic is
// logged and shown; so is the analysis's; the server keeps serving.
func TestHandlerPanics(t *testing.T) {
	var log syncBuffer
	var analyzePanics, publishPanics atomic.Int32
	opts := Options{Log: &log, handling: func(method string) {
		switch method {
		case protocol.MethodTextDocumentHover, protocol.MethodTextDocumentDidSave, protocol.MethodTextDocumentInlayHint,
			protocol.MethodTextDocumentSignatureHelp, protocol.MethodTextDocumentCompletion, protocol.MethodTextDocumentCodeAction:
			panic("injected in " + method)
		case "analyze":
			if analyzePanics.Add(1) == 1 {
				panic("injected in the analysis")
			}
		case "publish":
			if publishPanics.Add(1) == 2 {
				panic("injected in publishing")
			}
		}
	}}
	s, _ := startSessionWith(t, nil, "", opts)
	u := uri.URI("file:///tmp/panics.mlir")
	s.open(u, messyDoc)
	diags := s.diagnostics(u, 1)
	require.Len(t, diags, 1)
	assert.Equal(t, "mlirfmt lsp: internal error: injected in the analysis", message(diags[0]))

	_, err := s.server.Hover(s.ctx, &protocol.HoverParams{TextDocumentPositionParams: docPos(u, 0, 12)})
	var rpcErr *jsonrpc2.Error
	require.True(t, errors.As(err, &rpcErr), "%v", err)
	assert.Equal(t, jsonrpc2.InternalError, rpcErr.Code)
	assert.Contains(t, rpcErr.Message, "internal error handling textDocument/hover: injected in textDocument/hover")
	// The handlers added since answer the same way.
	for method, call := range map[string]func() error{
		protocol.MethodTextDocumentInlayHint: func() error {
			_, err := s.server.InlayHint(s.ctx, &protocol.InlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
			return err
		},
		protocol.MethodTextDocumentSignatureHelp: func() error {
			_, err := s.server.SignatureHelp(s.ctx, &protocol.SignatureHelpParams{TextDocumentPositionParams: docPos(u, 1, 4)})
			return err
		},
		protocol.MethodTextDocumentCompletion: func() error {
			_, err := s.server.Completion(s.ctx, &protocol.CompletionParams{TextDocumentPositionParams: docPos(u, 1, 4)})
			return err
		},
		protocol.MethodTextDocumentCodeAction: func() error {
			_, err := s.server.CodeAction(s.ctx, &protocol.CodeActionParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}})
			return err
		},
	} {
		err := call()
		require.True(t, errors.As(err, &rpcErr), "%s: %v", method, err)
		assert.Equal(t, jsonrpc2.InternalError, rpcErr.Code, method)
		assert.Contains(t, rpcErr.Message, "internal error handling "+method+": injected in "+method)
	}
	require.NoError(t, s.server.DidSave(s.ctx, &protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}}))
	s.waitMessage("internal error handling textDocument/didSave: injected in textDocument/didSave")
	s.alive(u, messyDoc, tidyDoc)

	// A change analyzes again, without panicking this time; publishing its
	// diagnostics panics, the next change's are published.
	for version := int32(2); version <= 3; version++ {
		require.NoError(t, s.server.DidChange(s.ctx, &protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: version},
			ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangeWholeDocument{Text: messyDoc}},
		}))
		if version == 2 {
			require.Eventually(t, func() bool { return strings.Contains(log.String(), "injected in publishing") },
				20*time.Second, 10*time.Millisecond)
		}
	}
	assert.Empty(t, s.diagnostics(u, 3))
	s.alive(u, messyDoc, tidyDoc)
	logged := log.String()
	assert.Contains(t, logged, "internal error handling textDocument/hover: injected in textDocument/hover\ngoroutine ")
	assert.Contains(t, logged, "internal error handling textDocument/didSave")
	assert.Contains(t, logged, "internal error analyzing /tmp/panics.mlir: injected in the analysis\ngoroutine ")
	assert.Contains(t, logged, "internal error publishing the diagnostics of /tmp/panics.mlir: injected in publishing\ngoroutine ")
}

func change(u uri.URI, version int32, start, end protocol.Position, text string) *protocol.DidChangeTextDocumentParams {
	return &protocol.DidChangeTextDocumentParams{
		TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{
			&protocol.TextDocumentContentChangePartial{Range: protocol.Range{Start: start, End: end}, Text: text},
		},
	}
}

// TestBadChangeRange: a change whose range ends before it starts, or lies
// past the document, is refused with a message; the document stays as it
// was (the changes before it in the same notification are not applied
// either); the next good change applies to it.
func TestBadChangeRange(t *testing.T) {
	s, _ := startSession(t, nil, "")
	u := uri.URI("file:///tmp/ranges.mlir")
	s.open(u, messyDoc)
	s.diagnostics(u, 1)

	require.NoError(t, s.server.DidChange(s.ctx, change(u, 2, pos(1, 4), pos(0, 2), "x")))
	s.waitMessage("change range ends before it starts (1:4-0:2); the document is kept as it was")
	s.alive(u, messyDoc, tidyDoc)

	for _, r := range [][2]protocol.Position{{pos(7, 0), pos(7, 1)}, {pos(0, 0), pos(4, 0)}, {pos(4, 0), pos(4, 0)}} {
		require.NoError(t, s.server.DidChange(s.ctx, change(u, 2, r[0], r[1], "x")))
		s.waitMessage("is outside the document (4 lines)")
		s.alive(u, messyDoc, tidyDoc)
	}
	// Two changes, the second bad: neither applies.
	p := change(u, 2, pos(0, 0), pos(0, 0), "// c\n")
	p.ContentChanges = append(p.ContentChanges, &protocol.TextDocumentContentChangePartial{Range: protocol.Range{Start: pos(2, 1), End: pos(1, 0)}})
	require.NoError(t, s.server.DidChange(s.ctx, p))
	s.waitMessage("change range ends before it starts (2:1-1:0)")
	s.alive(u, messyDoc, tidyDoc)

	// The last line's end is the end of the text.
	require.NoError(t, s.server.DidChange(s.ctx, change(u, 3, pos(3, 0), pos(3, 9), "// end\n")))
	assert.Empty(t, s.diagnostics(u, 3))
	s.alive(u, messyDoc+"// end\n", tidyDoc+"// end\n")
}

// TestMalformedParams: parameters of the wrong shape for every method the
// server handles: a request gets an error, a notification is logged, and
// the server keeps serving.
func TestMalformedParams(t *testing.T) {
	var log syncBuffer
	s, _ := startSessionWith(t, nil, "", Options{Log: &log})
	u := uri.URI("file:///tmp/malformed.mlir")
	s.open(u, messyDoc)
	s.diagnostics(u, 1)
	// The parameters name another document, which a well-formed didClose
	// closes and didOpen opens empty: it is opened again after each method.
	o := uri.URI("file:///tmp/other.mlir")
	s.open(o, messyDoc)

	requests := []string{
		protocol.MethodInitialize, protocol.MethodTextDocumentHover, protocol.MethodTextDocumentDefinition,
		protocol.MethodTextDocumentReferences, protocol.MethodTextDocumentDocumentHighlight,
		protocol.MethodTextDocumentDocumentSymbol, protocol.MethodTextDocumentPrepareRename,
		protocol.MethodTextDocumentRename, protocol.MethodTextDocumentFormatting,
		protocol.MethodTextDocumentRangeFormatting, protocol.MethodTextDocumentSemanticTokensFull,
		protocol.MethodTextDocumentSemanticTokensRange, protocol.MethodTextDocumentFoldingRange,
		protocol.MethodTextDocumentCodeAction, protocol.MethodTextDocumentCompletion, protocol.MethodTextDocumentInlayHint,
		protocol.MethodTextDocumentSignatureHelp, MethodConvertFromBytecode, MethodConvertToBytecode, "mlirfmt/unknown",
	}
	notifications := []string{
		protocol.MethodInitialized, protocol.MethodTextDocumentDidOpen, protocol.MethodTextDocumentDidChange,
		protocol.MethodTextDocumentDidClose, protocol.MethodTextDocumentDidSave,
		protocol.MethodWorkspaceDidChangeConfiguration, protocol.MethodCancelRequest, protocol.MethodSetTrace,
		"$/unknown", "mlirfmt/unknown",
	}
	bad := []string{
		`5`, `"x"`, `[1, 2]`, `{"textDocument": 5}`, `{"textDocument": {"uri": 7}, "position": "here"}`,
		`{"textDocument": {"uri": "` + string(o) + `"}, "position": {"line": -1, "character": 1e30}}`,
		`{"textDocument": {"uri": "` + string(o) + `", "version": 9}, "contentChanges": [null, 3]}`,
		`{"textDocument": {"uri": "` + string(o) + `"}, "range": {"start": {"line": 3, "character": 0}, "end": {"line": 0, "character": 0}}}`,
		`{"textDocument": {"uri": "` + string(o) + `"}, "position": {"line": 0, "character": 12}, "newName": ""}`,
		`{"settings": {"mlirfmt": {"dialects": "nope"}}}`, `{"id": {"a": 1}}`, `{}`, `null`,
	}
	for _, method := range requests {
		for _, params := range bad {
			done := make(chan error, 1)
			go func() {
				_, err := s.conn.Call(s.ctx, method, json.RawMessage(params), nil)
				done <- err
			}()
			select {
			case <-done: // an error or an answer: either is an answer
			case <-time.After(20 * time.Second):
				t.Fatalf("%s %s: no answer", method, params)
			}
		}
		s.alive(u, messyDoc, tidyDoc)
	}
	for _, method := range notifications {
		for _, params := range bad {
			require.NoError(t, s.conn.Notify(s.ctx, method, json.RawMessage(params)))
		}
		s.alive(u, messyDoc, tidyDoc)
		s.open(o, messyDoc)
	}
	assert.NotContains(t, log.String(), "internal error", "no handler panicked")
}

// TestHostileDocuments: hostile copies of MLIR files (internal/hostile),
// each opened and asked every request at positions across it: no request
// fails with an internal error, no diagnostic is one, the server lives.
func TestHostileDocuments(t *testing.T) {
	var srcs [][]byte
	for _, dir := range []string{"testdata", "../corpus/verify", "../corpus/dialects"} {
		paths, err := filepath.Glob(filepath.Join(dir, "*.mlir"))
		require.NoError(t, err)
		for _, p := range paths {
			src, err := os.ReadFile(p)
			require.NoError(t, err)
			srcs = append(srcs, src)
		}
	}
	require.NotEmpty(t, srcs)
	var log syncBuffer
	s, _ := startSessionWith(t, nil, "", Options{Log: &log})
	r := rand.New(rand.NewPCG(7, 7))
	n := 60
	if testing.Short() {
		n = 10
	}
	internal := func(what string, err error) {
		var rpcErr *jsonrpc2.Error
		if errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc2.InternalError {
			t.Errorf("%s: %v", what, err)
		}
	}
	for i := range n {
		src := hostile.Mutate(srcs[r.IntN(len(srcs))], r)
		u := uri.URI(fmt.Sprintf("file:///tmp/hostile%d.mlir", i))
		s.open(u, string(src))
		for _, d := range s.diagnostics(u, 1) {
			if strings.Contains(message(d), "internal error") {
				t.Errorf("%s: %s on %q", u, message(d), src)
			}
		}
		doc := protocol.TextDocumentIdentifier{URI: u}
		tx := newText(src)
		for range 6 {
			p := tx.position(r.IntN(len(src)+1), utf16)
			at := protocol.TextDocumentPositionParams{TextDocument: doc, Position: p}
			_, err := s.server.Hover(s.ctx, &protocol.HoverParams{TextDocumentPositionParams: at})
			internal("hover", err)
			_, err = s.server.Definition(s.ctx, &protocol.DefinitionParams{TextDocumentPositionParams: at})
			internal("definition", err)
			_, err = s.server.References(s.ctx, &protocol.ReferenceParams{TextDocumentPositionParams: at, Context: protocol.ReferenceContext{IncludeDeclaration: true}})
			internal("references", err)
			_, err = s.server.DocumentHighlight(s.ctx, &protocol.DocumentHighlightParams{TextDocumentPositionParams: at})
			internal("highlight", err)
			_, err = s.server.PrepareRename(s.ctx, &protocol.PrepareRenameParams{TextDocumentPositionParams: at})
			internal("prepareRename", err)
			_, err = s.server.Rename(s.ctx, &protocol.RenameParams{TextDocumentPositionParams: at, NewName: "%renamed"})
			internal("rename", err)
			_, err = s.server.Completion(s.ctx, &protocol.CompletionParams{TextDocumentPositionParams: at})
			internal("completion", err)
		}
		_, err := s.server.DocumentSymbol(s.ctx, &protocol.DocumentSymbolParams{TextDocument: doc})
		internal("symbols", err)
		_, err = s.server.SemanticTokensFull(s.ctx, &protocol.SemanticTokensParams{TextDocument: doc})
		internal("tokens", err)
		_, err = s.server.Formatting(s.ctx, &protocol.DocumentFormattingParams{TextDocument: doc})
		internal("formatting", err)
		half := tx.rangeOf(len(src)/4, len(src)*3/4, utf16)
		_, err = s.server.RangeFormatting(s.ctx, &protocol.DocumentRangeFormattingParams{TextDocument: doc, Range: half})
		internal("range formatting", err)
		_, err = s.server.SemanticTokensRange(s.ctx, &protocol.SemanticTokensRangeParams{TextDocument: doc, Range: half})
		internal("tokens in a range", err)
		_, err = s.server.FoldingRanges(s.ctx, &protocol.FoldingRangeParams{TextDocument: doc})
		internal("folding ranges", err)
		_, err = s.server.CodeAction(s.ctx, &protocol.CodeActionParams{TextDocument: doc, Range: half})
		internal("code actions", err)
		_, err = s.server.InlayHint(s.ctx, &protocol.InlayHintParams{TextDocument: doc, Range: tx.rangeOf(0, len(src), utf16)})
		internal("inlay hints", err)
		for range 6 {
			at := protocol.TextDocumentPositionParams{TextDocument: doc, Position: tx.position(r.IntN(len(src)+1), utf16)}
			_, err = s.server.SignatureHelp(s.ctx, &protocol.SignatureHelpParams{TextDocumentPositionParams: at})
			internal("signature help", err)
		}
		require.NoError(t, s.server.DidClose(s.ctx, &protocol.DidCloseTextDocumentParams{TextDocument: doc}))
	}
	assert.NotContains(t, log.String(), "internal error")
	select {
	case err := <-s.done:
		t.Fatalf("the server has exited: %v", err)
	default:
	}
}
