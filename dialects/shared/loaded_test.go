package shared_test

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/verify"
)

const loadedChunk = `#space = #gpu.address_space<workgroup>
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    %op = pdl.operation "memref.alloc"
  }
}
"foo.op"() {name = "ptr.ptr_add"} : () -> ()
func.func @f() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}
`

// lowerChunk parses and lowers src into ctx; it returns the pdl.operation
// of the rewrite.
func lowerChunk(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	reg := dialects.MustCore()
	m, err := grammar.ParseFileWith("loaded.mlir", []byte(src), grammar.Options{Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	if err != nil {
		t.Fatal(err)
	}
	var found *ir.Operation
	ir.Walk(res.Top, func(op *ir.Operation) bool {
		if op.Name == "pdl.operation" && verify.ParentOp(op).Name == "pdl.rewrite" {
			found = op
		}
		return true
	})
	if found == nil {
		t.Fatal("no pdl.operation in a rewrite")
	}
	return found
}

func TestLoadedDialects(t *testing.T) {
	ctx := ir.NewContext()
	op := lowerChunk(t, ctx, loadedChunk)
	l := shared.LoadedDialects(op, ctx)
	for d, want := range map[string]bool{
		"builtin": true, "pdl": true, "func": true, "arith": true, // func loads arith
		"gpu":    true,                                               // an alias, unused
		"tensor": true, "linalg": true, "memref": true, "math": true, // tensor's loads
		"ptr":  false, // a string
		"llvm": false, "transform": false, "pdl_interp": false,
	} {
		loaded, sure := l.Has(d)
		if loaded != want || !sure {
			t.Errorf("Has(%q) = %v, %v; want %v, true", d, loaded, sure, want)
		}
	}
	if again := shared.LoadedDialects(op, ctx); again != l {
		t.Errorf("the set of a chunk is computed again")
	}
}

// A chunk verified op by op knows only the dialects the op and its
// ancestors load: the others are neither loaded nor not.
func TestLoadedDialectsStreamed(t *testing.T) {
	ctx := ir.NewContext()
	ctx.SetStreamed()
	op := lowerChunk(t, ctx, loadedChunk)
	l := shared.LoadedDialects(op, ctx)
	for d, want := range map[string]bool{"builtin": true, "pdl": true, "memref": false, "gpu": false, "ptr": false} {
		loaded, sure := l.Has(d)
		if loaded != want || sure != want {
			t.Errorf("Has(%q) = %v, %v; want %v, %v", d, loaded, sure, want, want)
		}
	}
}

// A chunk large enough to be verified op by op first still gets the
// whole chunk's verdict: memref is loaded by the function after the
// pattern.
func TestLoadedDialectsLargeChunk(t *testing.T) {
	var b strings.Builder
	b.WriteString(`pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    %op = pdl.operation "memref.alloc"
  }
}
`)
	for b.Len() < 1<<21 {
		b.WriteString("// padding padding padding padding padding padding padding padding\n")
	}
	b.WriteString(`func.func @load() {
  %0 = memref.alloc() : memref<4xf32>
  return
}
`)
	list := verify.Source("large.mlir", []byte(b.String()), verify.SourceOptions{Options: verify.Options{Dialects: dialects.MustCore()}})
	if len(list) != 1 || !strings.Contains(list[0].Msg, "must have inferable or constrained result types") {
		t.Fatalf("got %v, want the pdl.operation's error", list)
	}
}
