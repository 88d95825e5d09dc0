package grammar

import (
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
)

// benchSrc is a generated generic-form file of about 8 MB.
var benchSrc = gen.Generic(8 << 20)

func BenchmarkLexer(b *testing.B) {
	b.SetBytes(int64(len(benchSrc)))
	for b.Loop() {
		lx := NewLexer(benchSrc)
		for lx.Next().Kind != EOF {
		}
	}
}

func BenchmarkParseFile(b *testing.B) {
	b.SetBytes(int64(len(benchSrc)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseFile("bench.mlir", benchSrc); err != nil {
			b.Fatal(err)
		}
	}
}
