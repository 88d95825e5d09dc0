package gomlir

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

var benchText = flag.String("bench-text", "", "write the text BenchmarkBuildPrint prints (1M ops) to this file, for timing mlir-opt reading it")

// buildOps builds a module of one function of n ops: n/2 constants and
// n/2 arith.addi summing them, then func.return.
func buildOps(n int) *Module {
	m := NewModule(nil)
	ctx := m.Ctx
	i64 := ctx.I(64)
	b := m.Builder()
	fn := b.Create("func.func", ir.OpState{
		Properties: []ir.NamedAttribute{
			{Name: "sym_name", Value: ctx.StringAttr("sum", nil)},
			{Name: "function_type", Value: ctx.TypeAttr(ctx.Function([]ir.Type{i64}, []ir.Type{i64}))},
		},
		Regions: 1,
	})
	entry := b.CreateBlock(fn.Regions[0], i64)
	acc := ir.Value(entry.Args[0])
	for i := 0; i < n/2; i++ {
		c := b.Create("arith.constant", ir.OpState{ResultTypes: []ir.Type{i64},
			Properties: []ir.NamedAttribute{{Name: "value", Value: ctx.IntAttr(i64, int64(i))}}})
		acc = b.Create("arith.addi", ir.OpState{Operands: []ir.Value{acc, c.Result(0)}, ResultTypes: []ir.Type{i64}}).Result(0)
	}
	b.Create("func.return", ir.OpState{Operands: []ir.Value{acc}})
	return m
}

type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

// BenchmarkBuildPrint builds 1M ops and prints them as mlir-opt does
// (verified first, as Fprint does by default); bytes/s are the printed
// text's. With -bench-text=FILE the text is written there once.
func BenchmarkBuildPrint(b *testing.B) {
	const n = 1_000_000
	if *benchText != "" {
		var buf bytes.Buffer
		if err := buildOps(n).Fprint(&buf, nil); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(*benchText, buf.Bytes(), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		w := &countWriter{}
		if err := buildOps(n).Fprint(w, nil); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(w.n)
	}
}

// TestBuildPrintSmall checks what the benchmark prints, on a few ops.
func TestBuildPrintSmall(t *testing.T) {
	m := buildOps(4)
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func @sum(%arg0: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.addi %arg0, %c0_i64 : i64
    %c1_i64 = arith.constant 1 : i64
    %1 = arith.addi %0, %c1_i64 : i64
    return %1 : i64
  }
}

` // mlir-opt ends its output with an empty line too
	if got := m.String(); got != want {
		t.Fatalf("got %q", got)
	}
}
