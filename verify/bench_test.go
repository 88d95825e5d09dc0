package verify_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/internal/gen"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/verify"
)

// benchSource is n functions of loops, arithmetic and memory accesses,
// in generic form.
func benchSource(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `func.func @f%d(%%m: memref<64xf32>, %%lb: index, %%ub: index, %%c: i1) -> f32 {
  %%step = arith.constant 1 : index
  %%zero = arith.constant 0.0 : f32
  %%r = scf.for %%i = %%lb to %%ub step %%step iter_args(%%acc = %%zero) -> (f32) {
    %%x = memref.load %%m[%%i] : memref<64xf32>
    %%y = arith.mulf %%x, %%x : f32
    %%z = arith.addf %%acc, %%y : f32
    %%s = arith.select %%c, %%z, %%acc : f32
    scf.yield %%s : f32
  }
  cf.cond_br %%c, ^bb1(%%r : f32), ^bb2
^bb1(%%v: f32):
  return %%v : f32
^bb2:
  return %%r : f32
}
`, i)
	}
	return b.String()
}

func BenchmarkVerify(b *testing.B) {
	src := []byte(benchSource(2000))
	reg := core()
	m, err := grammar.ParseFileWith("bench.mlir", src, grammar.Options{Registry: reg})
	if err != nil {
		b.Fatal(err)
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	if err != nil {
		b.Fatal(err)
	}
	if list := verify.Verify(ctx, res.Top, verify.Options{Dialects: reg}); len(list) > 0 {
		b.Fatal(list)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		verify.Verify(ctx, res.Top, verify.Options{Dialects: reg})
	}
}

// BenchmarkSource is parsing, resolving and verifying.
func BenchmarkSource(b *testing.B) {
	src := []byte(benchSource(2000))
	b.SetBytes(int64(len(src)))
	for range b.N {
		verify.Source("bench.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}})
	}
}

// BenchmarkSourceStreamed is a file of 2,000 functions parsed, lowered
// and verified whole, or op by op (streamed): the same verdict, the
// streamed path keeping one function's tree and IR at a time.
func BenchmarkSourceStreamed(b *testing.B) {
	src := []byte(benchSource(2000))
	for _, c := range []struct {
		name string
		at   int
	}{{"whole", 1 << 60}, {"streamed", 0}} {
		b.Run(c.name, func(b *testing.B) {
			defer func(at int) { *verify.StreamAt = at }(*verify.StreamAt)
			*verify.StreamAt = c.at
			if list := verify.Source("bench.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}}); len(list) > 0 {
				b.Fatal(list)
			}
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				verify.Source("bench.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}})
			}
		})
	}
}

// BenchmarkCorpusMixVerify verifies 4 MB of nested modules of every
// dialect, mlir-opt's output of the repo's corpus inputs (gen.CorpusMix;
// those gomlir verifies without a diagnostic), as -verify does: streamed,
// op by op of the outer module's body.
func BenchmarkCorpusMixVerify(b *testing.B) {
	src, err := gen.CorpusMix("../corpus", 4<<20, func(chunk []byte) bool {
		return len(verify.Source("chunk.mlir", chunk, verify.SourceOptions{Options: verify.Options{Dialects: core()}})) == 0
	})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if list := verify.Source("mix.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}}); len(list) > 0 {
			b.Fatal(list.Err())
		}
	}
}
