// Package lsp is mlirfmt's language server: diagnostics, formatting and
// navigation for MLIR files of any dialect, over the Language Server
// Protocol (3.17/3.18, on go.lsp.dev/protocol and go.lsp.dev/jsonrpc2).
//
// Each `// -----` chunk of a document is parsed, lowered, verified and
// indexed on its own (package format's chunks), so a chunk that does not
// parse hides nothing of the others: its error is reported and the other
// chunks keep their diagnostics, navigation and outline. Its own names are
// found by parsing it again with the op it stops at blanked out (repair).
// A chunk stopped by a custom-form op of a dialect that is not registered
// is reported once per dialect, as a warning saying how to register it.
//
// Documents are synchronized incrementally. Every change cancels the
// analysis of the version before and starts one of the new version off the
// request path; its diagnostics are published when it is done. Requests
// that need names (definition, references, hover, rename, symbols, tokens)
// wait for the analysis of the version they were sent for; formatting does
// not wait. Notifications are handled in the order they arrive, requests
// concurrently.
//
// Positions are byte offsets inside the server, converted at the edge in
// the client's terms: UTF-16 code units, or UTF-8 when the client offers it.
package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
)

// Settings are what a client can set: in initializationOptions or in
// workspace/didChangeConfiguration, at the top level or under "mlirfmt".
type Settings struct {
	// Dialects are dialect definition files (dialects/README.md) to load
	// beside the upstream dialects. Relative paths are relative to the
	// workspace root.
	Dialects []string `json:"dialects"`
	// Verify runs the verifier on each chunk that parses (default true);
	// off, only parse and resolution errors are reported.
	Verify *bool `json:"verify"`
}

// Options configure a server.
type Options struct {
	// Settings are the defaults, before the client's (the -dialects and
	// -verify flags of mlirfmt lsp).
	Settings Settings
	// Dialects makes the registry the server works with, for the dialect
	// definition files the settings name (absolute paths, to load beside
	// the upstream dialects; mlirfmt's is dialects.Core then
	// Registry.LoadFile for each; its error is reported after "dialects: ").
	// It is required: Serve fails without it.
	Dialects func(files []string) (dialect.Registry, error)
	// Log, when set, receives the server's log lines.
	Log io.Writer
	// handling, when set (by tests), is called as each message is handled.
	handling func(method string)
}

// Serve runs a language server on rwc (the client's stdin and stdout)
// until the client exits or the connection closes.
func Serve(ctx context.Context, rwc io.ReadWriteCloser, opts Options) error {
	var s *server
	logf := func(format string, args ...any) { s.logf(format, args...) }
	conn := jsonrpc2.NewConn(newTolerantStream(jsonrpc2.NewStream(rwc), logf), jsonrpc2.WithCodec(codec{}))
	s = newServer(conn, opts)
	cfg, err := s.configure(opts.Settings)
	if err != nil {
		return err
	}
	s.cfg = cfg
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s.ctx = ctx
	conn.Go(ctx, s.guard(protocol.CancelHandler(s.ordered(s.mlirMethods(protocol.ServerHandler(s, jsonrpc2.MethodNotFoundHandler))))))
	select {
	case <-conn.Done():
	case <-ctx.Done():
		conn.Close()
	}
	s.stopAll()
	if err := conn.Err(); err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrClosedPipe) && !s.exited() {
		return err
	}
	return nil
}

// codec marshals the LSP payloads with the protocol package's union-aware
// encoder (what protocol.NewServer installs; its handler chain is ours).
type codec struct{}

func (codec) Marshal(v any) ([]byte, error) {
	if m, ok := v.(jsonrpc2.RawMessage); ok {
		if m == nil {
			return []byte("null"), nil
		}
		return m, nil
	}
	return protocol.Marshal(v)
}

func (codec) Unmarshal(data []byte, v any) error {
	if p, ok := v.(*jsonrpc2.RawMessage); ok {
		*p = append(jsonrpc2.RawMessage(nil), data...)
		return nil
	}
	return protocol.Unmarshal(data, v)
}

// guard keeps the server serving whatever a handler does. jsonrpc2 takes
// a handler's panic, and a notification's error, for the connection's
// failure, which ends the server: here a panic is logged with its stack
// and answered, for a request, with an internal error; a notification's
// error (its parameters malformed, a change that does not fit the
// document) is logged and shown to the user, but for one the server does
// not implement or one of the protocol's own ($/cancelRequest), which are
// only logged.
func (s *server) guard(h jsonrpc2.Handler) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (result any, err error) {
		method, call := strings.Clone(req.Method()), req.IsCall()
		defer func() {
			if v := recover(); v != nil {
				s.logf("internal error handling %s: %v\n%s", method, v, debug.Stack())
				result, err = nil, jsonrpc2.Errorf(jsonrpc2.InternalError, "mlirfmt lsp: internal error handling %s: %v", method, v)
			}
			if call || err == nil {
				return
			}
			var rpcErr *jsonrpc2.Error
			if errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc2.ErrMethodNotFound.Code || strings.HasPrefix(method, "$/") {
				s.logf("%s: %v", method, err)
			} else {
				s.showError(context.WithoutCancel(ctx), fmt.Errorf("%s: %w", method, err))
			}
			result, err = nil, nil
		}()
		return h(ctx, req)
	}
}

// ordered runs notifications one after the other, in the order they came
// (a change must be applied before the next), and releases requests to run
// concurrently once they are read (after the notifications before them).
// Every request is released: jsonrpc2 recycles the context of a request
// handled in place once it returns, while protocol.CancelHandler has
// derived a context from it that may still look at it.
func (s *server) ordered(h jsonrpc2.Handler) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		if req.IsCall() {
			jsonrpc2.Async(ctx)
		}
		if s.opts.handling != nil {
			s.opts.handling(req.Method())
		}
		return h(ctx, req)
	}
}

type server struct {
	protocol.UnimplementedServer
	conn   jsonrpc2.Conn
	client protocol.Client
	opts   Options
	ctx    context.Context

	mu       sync.Mutex
	docs     map[uri.URI]*document
	cfg      *config
	enc      encoding
	root     string
	settings Settings // the client's
	snippets bool     // the client takes snippets in completions
	shutdown bool
	exit     bool
}

func newServer(conn jsonrpc2.Conn, opts Options) *server {
	return &server{
		conn:   conn,
		client: protocol.ClientDispatcher(conn),
		opts:   opts,
		docs:   map[uri.URI]*document{},
	}
}

func (s *server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "mlirfmt lsp: "+format+"\n", args...)
	}
}

func (s *server) exited() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.exit
}

// configure builds the registry the settings ask for.
func (s *server) configure(set Settings) (*config, error) {
	cfg := &config{verify: verifies(set)}
	if s.opts.Dialects == nil {
		return nil, errors.New("lsp: Options.Dialects is nil: no registry to work with")
	}
	var files []string
	for _, path := range set.Dialects {
		if !filepath.IsAbs(path) && s.root != "" {
			path = filepath.Join(s.root, path)
		}
		files = append(files, path)
		cfg.loaded = append(cfg.loaded, filepath.Base(path))
	}
	reg, err := s.opts.Dialects(files)
	if err != nil {
		return nil, fmt.Errorf("dialects: %v", err)
	}
	cfg.reg = reg
	return cfg, nil
}

// mergeSettings reads the client's settings over set: an object with the
// fields of Settings, at its top level or under "mlirfmt"; a field it does
// not have keeps its value.
func mergeSettings(set Settings, raw []byte) (Settings, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return set, nil
	}
	// Unmarshal writes into the slice and the bool it is given: copies.
	set.Dialects = slices.Clone(set.Dialects)
	if set.Verify != nil {
		v := *set.Verify
		set.Verify = &v
	}
	var wrapped struct {
		Mlirfmt *json.RawMessage `json:"mlirfmt"`
	}
	if err := json.Unmarshal(raw, &wrapped); err != nil {
		return set, fmt.Errorf("settings: %v", err)
	}
	if wrapped.Mlirfmt != nil {
		raw = *wrapped.Mlirfmt
	}
	if err := json.Unmarshal(raw, &set); err != nil {
		return set, fmt.Errorf("settings: %v", err)
	}
	return set, nil
}

func (s *server) Initialize(ctx context.Context, p *protocol.InitializeParams) (*protocol.InitializeResult, error) {
	enc := utf16
	if g := p.Capabilities.General; g != nil {
		for _, e := range g.PositionEncodings {
			if e == protocol.PositionEncodingKindUTF8 {
				enc = utf8Enc
			}
		}
	}
	snippets := false
	if td := p.Capabilities.TextDocument; td != nil && td.Completion != nil && td.Completion.CompletionItem != nil && td.Completion.CompletionItem.SnippetSupport != nil {
		snippets = *td.Completion.CompletionItem.SnippetSupport
	}
	root := ""
	if p.RootURI != nil && *p.RootURI != "" {
		root = filePath(*p.RootURI)
	}
	s.mu.Lock()
	s.enc, s.root, s.snippets = enc, root, snippets
	s.mu.Unlock()
	if err := s.updateSettings(p.InitializationOptions); err != nil {
		s.showError(ctx, err)
	}

	encName := protocol.PositionEncodingKindUTF16
	if enc == utf8Enc {
		encName = protocol.PositionEncodingKindUTF8
	}
	change := protocol.TextDocumentSyncKindIncremental
	openClose := true
	prepare := true
	return &protocol.InitializeResult{
		ServerInfo: protocol.ServerInfo{Name: "mlirfmt"},
		Capabilities: protocol.ServerCapabilities{
			PositionEncoding:                encName,
			TextDocumentSync:                &protocol.TextDocumentSyncOptions{OpenClose: &openClose, Change: &change},
			HoverProvider:                   protocol.Boolean(true),
			DefinitionProvider:              protocol.Boolean(true),
			ReferencesProvider:              protocol.Boolean(true),
			DocumentHighlightProvider:       protocol.Boolean(true),
			DocumentSymbolProvider:          protocol.Boolean(true),
			DocumentFormattingProvider:      protocol.Boolean(true),
			DocumentRangeFormattingProvider: protocol.Boolean(true),
			FoldingRangeProvider:            protocol.Boolean(true),
			CodeActionProvider:              protocol.Boolean(true),
			InlayHintProvider:               protocol.Boolean(true),
			SignatureHelpProvider:           &protocol.SignatureHelpOptions{TriggerCharacters: signatureTriggers, RetriggerCharacters: []string{" "}},
			CompletionProvider:              &protocol.CompletionOptions{TriggerCharacters: completionTriggers},
			RenameProvider:                  &protocol.RenameOptions{PrepareProvider: &prepare},
			SemanticTokensProvider: &protocol.SemanticTokensOptions{
				Legend: protocol.SemanticTokensLegend{TokenTypes: tokenTypes, TokenModifiers: tokenModifiers},
				Full:   protocol.Boolean(true),
				Range:  protocol.Boolean(true),
			},
		},
	}, nil
}

func (s *server) showError(ctx context.Context, err error) {
	s.logf("%v", err)
	_ = s.client.ShowMessage(ctx, &protocol.ShowMessageParams{Type: protocol.MessageTypeError, Message: "mlirfmt: " + err.Error()})
}

// updateSettings applies the client's settings and re-analyzes the open
// documents. Settings that cannot be applied are reported and the ones
// before kept.
func (s *server) updateSettings(raw []byte) error {
	s.mu.Lock()
	old := s.settings
	client, err := mergeSettings(old, raw)
	s.mu.Unlock()
	if err != nil {
		return err
	}
	if slices.Equal(client.Dialects, old.Dialects) && verifies(client) == verifies(old) {
		return nil // nothing changes
	}
	// The client's dialects add to those of the command line.
	set := Settings{Dialects: append(slices.Clone(s.opts.Settings.Dialects), client.Dialects...), Verify: s.opts.Settings.Verify}
	if client.Verify != nil {
		set.Verify = client.Verify
	}
	cfg, err := s.configure(set)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.settings, s.cfg = client, cfg
	docs := make([]*document, 0, len(s.docs))
	for _, d := range s.docs {
		docs = append(docs, d)
	}
	s.mu.Unlock()
	for _, d := range docs {
		s.schedule(d)
	}
	return nil
}

// verifies reports whether settings ask for verification (the default).
func verifies(set Settings) bool { return set.Verify == nil || *set.Verify }

func (s *server) Initialized(context.Context, *protocol.InitializedParams) error { return nil }

func (s *server) Shutdown(context.Context) error {
	s.mu.Lock()
	s.shutdown = true
	s.mu.Unlock()
	s.stopAll()
	return nil
}

func (s *server) Exit(context.Context) error {
	s.mu.Lock()
	s.exit = true
	s.mu.Unlock()
	go s.conn.Close() // after this notification's handler returns
	return nil
}

func (s *server) DidChangeConfiguration(ctx context.Context, p *protocol.DidChangeConfigurationParams) error {
	if err := s.updateSettings(p.Settings); err != nil {
		s.showError(ctx, err)
	}
	return nil
}

func (s *server) DidOpen(ctx context.Context, p *protocol.DidOpenTextDocumentParams) error {
	d := &document{uri: p.TextDocument.URI, name: displayName(p.TextDocument.URI)}
	d.version = p.TextDocument.Version
	d.text = newText([]byte(p.TextDocument.Text))
	s.mu.Lock()
	if old := s.docs[d.uri]; old != nil {
		old.stop()
	}
	s.docs[d.uri] = d
	s.mu.Unlock()
	s.schedule(d)
	return nil
}

func (s *server) DidChange(ctx context.Context, p *protocol.DidChangeTextDocumentParams) error {
	d := s.doc(p.TextDocument.URI)
	if d == nil {
		return fmt.Errorf("%s is not open", p.TextDocument.URI)
	}
	enc := s.encoding()
	d.mu.Lock()
	t := d.text
	for _, ch := range p.ContentChanges {
		next, err := t.apply(ch, enc)
		if err != nil {
			d.mu.Unlock()
			return err
		}
		t = next
	}
	d.text, d.version = t, p.TextDocument.Version
	d.mu.Unlock()
	s.schedule(d)
	return nil
}

func (s *server) DidClose(ctx context.Context, p *protocol.DidCloseTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	delete(s.docs, p.TextDocument.URI)
	s.mu.Unlock()
	if d != nil {
		d.stop()
		d.pubMu.Lock()
		defer d.pubMu.Unlock()
		return s.client.PublishDiagnostics(ctx, &protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: []protocol.Diagnostic{}})
	}
	return nil
}

func (s *server) doc(u uri.URI) *document {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.docs[u]
}

func (s *server) encoding() encoding {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.enc
}

func (s *server) snippetSupport() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.snippets
}

func (s *server) config() *config {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg
}

func (s *server) stopAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		d.stop()
	}
}

// document is an open document: its current text and the analysis of it.
type document struct {
	uri  uri.URI
	name string

	mu      sync.Mutex
	version int32
	text    *text
	an      *analysis     // the analysis of text, once done
	ready   chan struct{} // closed when an is set, or the analysis is superseded
	cancel  context.CancelFunc
	closed  bool

	pubMu     sync.Mutex // orders publications
	published int32
}

// stop cancels the document's analysis; it is closed.
func (d *document) stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.closed = true
	d.supersede()
}

// supersede cancels the analysis in flight, releasing its waiters (d.mu held).
func (d *document) supersede() {
	if d.cancel != nil {
		d.cancel()
		d.cancel = nil
	}
	if d.ready != nil && d.an == nil {
		close(d.ready)
	}
	d.ready = nil
}

// schedule starts the analysis of d's current text, cancelling the one
// before; its diagnostics are published when it is done.
func (s *server) schedule(d *document) {
	cfg := s.config()
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return
	}
	d.supersede()
	ctx, cancel := context.WithCancel(s.ctx)
	ready := make(chan struct{})
	d.an, d.ready, d.cancel = nil, ready, cancel
	t, version := d.text, d.version
	d.mu.Unlock()

	go func() {
		defer func() {
			// Off the request path no handler recovers: a bug here is
			// logged, not the server's end.
			if v := recover(); v != nil {
				s.logf("internal error publishing the diagnostics of %s: %v\n%s", d.name, v, debug.Stack())
			}
		}()
		// ctx stays live once the diagnostics are out: the names are
		// still being indexed, until the next version supersedes them.
		a := s.analyze(ctx, d.name, t, cfg)
		if a == nil {
			return
		}
		d.mu.Lock()
		if d.ready != ready {
			d.mu.Unlock()
			return
		}
		d.an = a
		close(ready)
		d.mu.Unlock()
		s.publish(ctx, d, version, a)
	}()
}

// analyze is analyze, a panic of which (outside the chunks', which are
// each their own) is logged and the document's one diagnostic.
func (s *server) analyze(ctx context.Context, name string, t *text, cfg *config) (a *analysis) {
	defer func() {
		if v := recover(); v != nil {
			s.logf("internal error analyzing %s: %v\n%s", name, v, debug.Stack())
			a = &analysis{text: t, diags: diag.List{{Pos: 0, Msg: fmt.Sprintf("mlirfmt lsp: internal error: %v", v)}}}
		}
	}()
	if s.opts.handling != nil {
		s.opts.handling("analyze")
	}
	return analyze(ctx, name, t, cfg)
}

// publish sends the diagnostics of version, unless a later version's
// have been sent or the document changed since.
func (s *server) publish(ctx context.Context, d *document, version int32, a *analysis) {
	d.pubMu.Lock()
	defer d.pubMu.Unlock()
	d.mu.Lock()
	stale := d.closed || d.version != version || d.published > version
	d.mu.Unlock()
	if stale {
		return
	}
	d.published = version
	if s.opts.handling != nil {
		s.opts.handling("publish")
	}
	p := &protocol.PublishDiagnosticsParams{URI: d.uri, Diagnostics: s.diagnostics(d.uri, a)}
	p.Version.Set(version)
	if err := s.client.PublishDiagnostics(context.WithoutCancel(ctx), p); err != nil {
		s.logf("publishing diagnostics: %v", err)
	}
}

// analysis waits for the analysis of u's current version.
func (s *server) analysis(ctx context.Context, u uri.URI) (*analysis, error) {
	d := s.doc(u)
	if d == nil {
		return nil, fmt.Errorf("%s is not open", u)
	}
	for {
		d.mu.Lock()
		a, ready, closed := d.an, d.ready, d.closed
		d.mu.Unlock()
		switch {
		case a != nil:
			return a, a.wait(ctx)
		case closed || ready == nil:
			return nil, fmt.Errorf("%s is closed", u)
		}
		select {
		case <-ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// current returns u's current text, without waiting for its analysis.
func (s *server) current(u uri.URI) (*document, *text, error) {
	d := s.doc(u)
	if d == nil {
		return nil, nil, fmt.Errorf("%s is not open", u)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d, d.text, nil
}

// filePath is the file a file: URI names ("" for another scheme).
func filePath(u uri.URI) string {
	parsed, err := url.Parse(string(u))
	if err != nil || parsed.Scheme != "file" {
		return ""
	}
	return filepath.FromSlash(parsed.Path)
}

// displayName names a document in diagnostics: its path, else its URI.
func displayName(u uri.URI) string {
	if p := filePath(u); p != "" {
		return p
	}
	return strings.TrimPrefix(string(u), "untitled:")
}
