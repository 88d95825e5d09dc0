package grammar

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
)

// fuzzSeeds are inline seeds for both fuzz targets: small inputs that reach
// each corner of the grammar, and the regressions the fuzzers found.
var fuzzSeeds = []string{
	"",
	`"d.op"() : () -> ()`,
	`%r:2, %s = "d.op"(%a, %b#3) [^bb1] <{p = 1}> ({^bb1(%x: i32 loc(unknown)): "d.e"() : () -> ()}) {z} : (i32, i64) -> (i1, i1, i8) loc("f":1:2)`,
	`"d.t"() : () -> (tensor<0x4xf32>, tensor<4x4xf32>, tensor<*xi8>, vector<2x[4]xi1>, memref<?x8xf16, strided<[?, 1], offset: ?>, 1>)`,
	`"d.t"() : () -> (!llvm.ptr<1>, !foo<"a>b">, !d.x<[{(<>)}]>, complex<f32>, tuple<i32, tuple<>>, (i32) -> (i32) -> i1)`,
	`"d.a"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<(1.0, 2.0)> : tensor<complex<f32>>, c = dense<"0x01"> : tensor<1xi8>, e = dense<> : tensor<0xi1>} : () -> ()`,
	`"d.a"() {a = sparse<[[0]], [1]> : tensor<2xi8>, b = array<i32: 1, -2>, c = strided<[1], offset: ?>, d = distinct[0]<>, e = dense_resource<r> : tensor<1xi8>} : () -> ()`,
	`"d.a"() {m = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2, -(d0 mod 8) floordiv s0 ceildiv 2)>, s = affine_set<(d0) : (d0 >= 0, d0 == 1, d0 <= 2)>} : () -> ()`,
	`"d.a"() {a = @a::@"b c", b = #d.x<(i32) -> i64>, c = #d<"x">, "q k" = "e\n\"\\\0A"} : () -> () loc(fused<"m">[callsite("a" at "b":1:2), "n"(unknown), #l])`,
	"#m = affine_map<(d0) -> (d0)>\n!t = i32\n\"d.a\"() {m = #m} : () -> !t\n{-# dialect_resources: { builtin: { r: \"0x04000000\" } }, external_resources: { t: { k: true, n: {a: [1]} } } #-}",
	"// comment\n\"d.a\"() ({\n^bb0:\n  \"d.br\"() [^bb0] : () -> () // c\n}) : () -> ()\r\n",
	// Regression: a lexer error in the first token made ParseFile panic
	// (newParser reads it before parseModule installs its recover).
	"$",
	// Regression: an unterminated string at end of file gave an error token
	// and an EOF token one byte past the end of the input.
	// Lexer corners: unterminated strings at end of file, bad escapes, NUL.
	`"abc`,
	`@"ab`,
	`"\`,
	"\"a\\q\" \x00 $ .. %",
	"4x4xf32 0x4 0xf32 1.5e+ -> ... {-# #-}",
	// Depth bombs: each must give an error, not a stack overflow.
	strings.Repeat("[", 100000),
	`"d.a"() {a = ` + strings.Repeat("[", 100000),
	strings.Repeat(`"d.a"() ({`, 20000),
	`"d.a"() : () -> ` + strings.Repeat("tuple<", 100000),
	`"d.a"() : () -> ` + strings.Repeat("(", 100000),
	`"d.a"() {m = affine_map<(d0) -> (` + strings.Repeat("-", 100000) + "d0)>} : () -> ()",
	`"d.a"() {a = #d.x<` + strings.Repeat("<", 100000),
	`"d.a"() : () -> () loc(` + strings.Repeat(`callsite(`, 50000),
}

// corpusSeeds returns every corpus/**/*.mlir* file, read relative to the
// package directory.
func corpusSeeds(f *testing.F) [][]byte {
	var out [][]byte
	err := filepath.WalkDir(filepath.Join("..", "corpus"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.Contains(filepath.Base(path), ".mlir") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out = append(out, b)
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		f.Fatal(err)
	}
	return out
}

// FuzzLexer: the lexer never panics, always terminates, and its tokens move
// forward through the input without overlapping or leaving it; only white
// space lies between tokens, except before an error token (an unterminated
// string is reported at the line end it ran into).
func FuzzLexer(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		lx := NewLexer(src)
		lx.KeepComments = true
		prevEnd := 0
		for n := 0; ; n++ {
			if n > len(src)+1 {
				t.Fatalf("lexer does not terminate: %d tokens from %d bytes", n, len(src))
			}
			tok := lx.Next()
			start, end := int(tok.Start), int(tok.End)
			if start < prevEnd || end < start || end > len(src) {
				t.Fatalf("token %v [%d,%d) after offset %d in %d bytes (input %q)", tok.Kind, start, end, prevEnd, len(src), src)
			}
			if tok.Kind != Error {
				for i := prevEnd; i < start; i++ {
					if c := src[i]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
						t.Fatalf("byte %d (%q) before %v at %d belongs to no token", i, c, tok.Kind, start)
					}
				}
			}
			if tok.Kind == EOF {
				if start != len(src) {
					t.Fatalf("EOF at %d of %d bytes", start, len(src))
				}
				return
			}
			if end == start {
				t.Fatalf("empty %v token at %d", tok.Kind, start)
			}
			if tok.Kind == Error && lx.Err == "" {
				t.Fatalf("error token at %d without a message", start)
			}
			_ = lx.Text(tok)
			prevEnd = end
		}
	})
}

// FuzzParseFile: the fast parser never panics or hangs, and either returns
// a tree whose operations lie inside the input or a *diag.Diagnostic
// positioned inside it.
func FuzzParseFile(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		type result struct {
			m     *ast.Module
			err   error
			panic any
			stack []byte
		}
		done := make(chan result, 1)
		go func() {
			defer func() {
				if p := recover(); p != nil {
					done <- result{panic: p, stack: debug.Stack()}
				}
			}()
			m, err := ParseFile("fuzz.mlir", src)
			done <- result{m: m, err: err}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("ParseFile hangs on %d bytes: %.200q", len(src), src)
		}
		if r.panic != nil {
			t.Fatalf("ParseFile panics on %.200q: %v\n%s", src, r.panic, r.stack)
		}
		if r.err != nil {
			var d *diag.Diagnostic
			if !errors.As(r.err, &d) {
				t.Fatalf("error is %T, not *diag.Diagnostic: %v", r.err, r.err)
			}
			if d.Pos < 0 || int(d.Pos) > len(src) || d.Msg == "" {
				t.Fatalf("diagnostic %q at %d in %d bytes", d.Msg, d.Pos, len(src))
			}
			return
		}
		if r.m == nil {
			t.Fatal("nil module without an error")
		}
		prev := ast.Pos(0)
		for _, it := range r.m.Items {
			op, ok := it.(*ast.Operation)
			if !ok {
				continue
			}
			if op.Pos < prev || op.End < op.Pos || int(op.End) > len(src) || op.Type == nil {
				t.Fatalf("operation %q spans [%d,%d) after %d in %d bytes", op.Name, op.Pos, op.End, prev, len(src))
			}
			prev = op.End
		}
	})
}
