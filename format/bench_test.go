package format

import (
	"io"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
)

// benchSrc is a generated generic-form file of about 8 MB.
var benchSrc = gen.Generic(8 << 20)

// BenchmarkSourceGeneric measures the whole pipeline (parse, lower, print
// in generic mlir-opt style, streamed op by op) on benchSrc.
func BenchmarkSourceGeneric(b *testing.B) { benchFprint(b, Options{Generic: true, Style: MLIROpt}) }

// BenchmarkSourceCustom is BenchmarkSourceGeneric printing custom form,
// mlir-opt's default.
func BenchmarkSourceCustom(b *testing.B) { benchFprint(b, Options{Style: MLIROpt}) }

// BenchmarkSourceWhole is BenchmarkSourceCustom through the whole-file
// path (the fallback when a file cannot be streamed).
func BenchmarkSourceWhole(b *testing.B) { benchFprint(b, Options{Style: MLIROpt, whole: true}) }

func benchFprint(b *testing.B, opts Options) {
	b.SetBytes(int64(len(benchSrc)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Fprint(io.Discard, "bench.mlir", benchSrc, opts); err != nil {
			b.Fatal(err)
		}
	}
}
