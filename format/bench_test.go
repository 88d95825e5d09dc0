package format

import (
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
)

// BenchmarkSourceGeneric measures the whole pipeline (parse, lower, print
// in generic mlir-opt style) on a generated 8 MB file.
func BenchmarkSourceGeneric(b *testing.B) {
	src := gen.Generic(8 << 20)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Source("bench.mlir", src, Options{Generic: true, Style: MLIROpt}); err != nil {
			b.Fatal(err)
		}
	}
}
