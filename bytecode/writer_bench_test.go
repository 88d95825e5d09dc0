package bytecode

import (
	"testing"

	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/internal/gen"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// BenchmarkWrite writes a large IR (internal/gen's mixed function of
// 100k ops, about 5 MB of text) as bytecode: the writer alone, the IR
// parsed once; b.SetBytes is the text's size.
func BenchmarkWrite(b *testing.B) {
	src := gen.Mixed(100_000)
	reg := core()
	m, err := grammar.ParseFileWith("bench.mlir", src, grammar.Options{Registry: reg})
	if err != nil {
		b.Fatal(err)
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg, KeepSyntax: true})
	if err != nil {
		b.Fatal(err)
	}
	SourceLocations(ctx, res, m.File)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Write(ctx, res.Top, WriteOptions{Defs: reg}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFromText is the whole of `mlirfmt -emit-bytecode` but the
// verification: parse, lower, write.
func BenchmarkFromText(b *testing.B) {
	src := gen.Mixed(100_000)
	reg := core()
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, _, err := FromText("bench.mlir", src, reg, WriteOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
