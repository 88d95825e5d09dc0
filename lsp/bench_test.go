package lsp

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/verify"
)

// largeFile is a file of about lines lines in custom form (functions with
// constants, a loop, loads), the last function's return of the wrong type.
func largeFile(lines int) string {
	var b strings.Builder
	const perFunc = 13
	n := lines / perFunc
	for i := range n {
		ret := "i32"
		if i == n-1 {
			ret = "i64"
		}
		fmt.Fprintf(&b, `func.func @f%d(%%a: i32, %%b: i32, %%m: memref<16xi32>) -> %s {
  %%c0 = arith.constant 0 : index
  %%c16 = arith.constant 16 : index
  %%c1 = arith.constant 1 : index
  %%s = arith.addi %%a, %%b : i32
  %%r = scf.for %%i = %%c0 to %%c16 step %%c1 iter_args(%%acc = %%s) -> (i32) {
    %%v = memref.load %%m[%%i] : memref<16xi32>
    %%n = arith.addi %%acc, %%v : i32
    scf.yield %%n : i32
  }
  return %%r : i32
}

`, i, ret)
	}
	return b.String()
}

// BenchmarkParseVerify is the reference: one parse, lowering and
// verification (every error) of the 10,000-line file, as mlirfmt -verify
// does it.
func BenchmarkParseVerify(b *testing.B) {
	src := []byte(largeFile(10000))
	reg := testConfig(b).reg
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		m, err := grammar.ParseFileWith("large.mlir", src, grammar.Options{Registry: reg})
		require.NoError(b, err)
		ctx := ir.NewContext()
		res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
		require.NoError(b, err)
		require.Len(b, verify.Verify(ctx, res.Top, verify.Options{Dialects: reg, All: true}), 1)
	}
}

// BenchmarkAnalyze is the server's work on a version: the same, the syntax
// kept for navigation and the file indexed (on another goroutine, while
// the IR is verified).
func BenchmarkAnalyze(b *testing.B) {
	src := []byte(largeFile(10000))
	cfg := testConfig(b)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		a := analyze(context.Background(), "large.mlir", newText(src), cfg)
		require.Len(b, a.diags, 1)
		require.NoError(b, a.wait(context.Background()))
	}
}

// BenchmarkDiagnostics is the latency a user sees: from a change of the
// 10,000-line file sent by a client to its diagnostics received, through
// the protocol.
func BenchmarkDiagnostics(b *testing.B) {
	src := largeFile(10000)
	s, _ := startSession(b, nil, "")
	u := uri.URI("untitled:large.mlir")
	s.open(u, src)
	require.Len(b, s.diagnostics(u, 1), 1)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := range b.N {
		v := int32(i + 2)
		// Rename the first function back and forth: one line changes.
		name := "@f0("
		if i%2 == 0 {
			name = "@g0("
		}
		require.NoError(b, s.server.DidChange(s.ctx, &protocol.DidChangeTextDocumentParams{
			TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: u}, Version: v},
			ContentChanges: []protocol.TextDocumentContentChangeEvent{&protocol.TextDocumentContentChangePartial{
				Range: protocol.Range{Start: pos(0, 10), End: pos(0, 14)}, Text: name,
			}},
		}))
		require.Len(b, s.diagnostics(u, v), 1)
	}
}

// BenchmarkCompletion is a completion request on the 10,000-line file once
// it is analyzed: the values visible after a `%` in its last function's
// loop, through the protocol (JSON both ways). It reports the median.
func BenchmarkCompletion(b *testing.B) {
	src := largeFile(10000)
	s, _ := startSession(b, nil, "")
	u := uri.URI("untitled:large.mlir")
	s.open(u, src)
	require.Len(b, s.diagnostics(u, 1), 1)
	off := strings.LastIndex(src, "arith.addi %acc") + len("arith.addi %")
	params := &protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(off, utf16)}}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		var res protocol.CompletionList
		_, err := s.conn.Call(s.ctx, protocol.MethodTextDocumentCompletion, params, &res)
		require.NoError(b, err)
		times = append(times, time.Since(start))
		// %v, %i, %acc of the loop; %c0, %c16, %c1, %s, %a, %b, %m of the
		// function (not %r, the loop's own result).
		require.Len(b, res.Items, 10)
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
}

// BenchmarkCompletionOps is BenchmarkCompletion for the ops after
// `arith.` in the same loop, from a client that takes snippets: every
// arith op with its custom form as a snippet. It reports the median.
func BenchmarkCompletionOps(b *testing.B) {
	src := largeFile(10000)
	s, _ := startSessionCaps(b, func(p *protocol.InitializeParams) {
		yes := true
		p.Capabilities.TextDocument = &protocol.TextDocumentClientCapabilities{Completion: &protocol.CompletionClientCapabilities{
			CompletionItem: &protocol.ClientCompletionItemOptions{SnippetSupport: &yes}}}
	})
	u := uri.URI("untitled:large.mlir")
	s.open(u, src)
	require.Len(b, s.diagnostics(u, 1), 1)
	off := strings.LastIndex(src, "arith.addi %acc") + len("arith.")
	params := &protocol.CompletionParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: newText([]byte(src)).position(off, utf16)}}
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		var res protocol.CompletionList
		_, err := s.conn.Call(s.ctx, protocol.MethodTextDocumentCompletion, params, &res)
		require.NoError(b, err)
		times = append(times, time.Since(start))
		require.Greater(b, len(res.Items), 40)
		require.Equal(b, protocol.InsertTextFormatSnippet, res.Items[0].InsertTextFormat)
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
}
