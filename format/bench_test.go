package format

import (
	"io"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
)

// benchSrc is a generated generic-form file of about 8 MB.
var benchSrc = gen.Generic(8 << 20)

// BenchmarkSourceGeneric measures the whole pipeline (parse, lower, print
// in generic mlir-opt style, streamed op by op) on benchSrc.
func BenchmarkSourceGeneric(b *testing.B) {
	benchFprint(b, Options{Dialects: core(), Generic: true, Style: MLIROpt})
}

// BenchmarkSourceCustom is BenchmarkSourceGeneric printing custom form,
// mlir-opt's default.
func BenchmarkSourceCustom(b *testing.B) { benchFprint(b, Options{Dialects: core(), Style: MLIROpt}) }

// BenchmarkSourceWhole is BenchmarkSourceCustom through the whole-file
// path (the fallback when a file cannot be streamed).
func BenchmarkSourceWhole(b *testing.B) {
	benchFprint(b, Options{Dialects: core(), Style: MLIROpt, whole: true})
}

// BenchmarkFunctionConstants prints, in mlir-opt's style, one function of
// 100,000 arith.constant ops (streaming stops at top-level ops: the whole
// function is read, lowered, verified and printed at once).
func BenchmarkFunctionConstants(b *testing.B) {
	benchFprintSrc(b, gen.Constants(100_000), Options{Dialects: core(), Style: MLIROpt})
}

// BenchmarkFunctionMixed is BenchmarkFunctionConstants on one function of
// 100,000 ops of several dialects.
func BenchmarkFunctionMixed(b *testing.B) {
	benchFprintSrc(b, gen.Mixed(100_000), Options{Dialects: core(), Style: MLIROpt})
}

func benchFprint(b *testing.B, opts Options) { benchFprintSrc(b, benchSrc, opts) }

func benchFprintSrc(b *testing.B, src []byte, opts Options) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Fprint(io.Discard, "bench.mlir", src, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreserveConstants formats (preserve style, the default) one
// function of 100,000 arith.constant ops.
func BenchmarkPreserveConstants(b *testing.B) { benchFormat(b, gen.Constants(100_000)) }

// BenchmarkPreserveMixed formats one function of 100,000 ops of several
// dialects using each other's results, scf.for bodies among them.
func BenchmarkPreserveMixed(b *testing.B) { benchFormat(b, gen.Mixed(100_000)) }

// BenchmarkPreserveGeneric formats benchSrc (generic form: every op
// changes, so the output is read back).
func BenchmarkPreserveGeneric(b *testing.B) { benchFormat(b, benchSrc) }

func benchFormat(b *testing.B, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if f := Format("bench.mlir", src, Options{Dialects: core()}); len(f.Errors) > 0 {
			b.Fatal(f.Errors.Err())
		}
	}
}

// corpusMix is 4 MB of nested modules of every dialect: mlir-opt's output
// of the repo's corpus inputs that read back (gen.CorpusMix), repeated,
// as genmix.py builds bench-vs-mlir-opt's file from ../shared.
var corpusMix = sync.OnceValues(func() ([]byte, error) {
	return gen.CorpusMix("../corpus", 4<<20, func(chunk []byte) bool {
		_, err := Fprint(io.Discard, "chunk.mlir", chunk, Options{Dialects: core()})
		return err == nil
	})
})

func benchCorpusMix(b *testing.B) []byte {
	src, err := corpusMix()
	if err != nil {
		b.Fatal(err)
	}
	return src
}

// BenchmarkCorpusMixMLIROpt prints the corpus mix in mlir-opt's style
// (streamed: parsed, lowered, verified and printed op by op of the outer
// module's body, each a nested module).
func BenchmarkCorpusMixMLIROpt(b *testing.B) {
	benchFprintSrc(b, benchCorpusMix(b), Options{Dialects: core(), Style: MLIROpt})
}

// BenchmarkCorpusMixPreserve formats the corpus mix in the default style
// (in pieces, on all cores).
func BenchmarkCorpusMixPreserve(b *testing.B) { benchFormat(b, benchCorpusMix(b)) }
