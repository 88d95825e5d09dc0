package bytecode

import (
	"flag"
	"os"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

var benchFile = flag.String("bench-file", "", "a bytecode file BenchmarkToText reads (default: testdata's files)")

// BenchmarkToText decodes bytecode into text (bytes: the bytecode's).
// With -bench-file a large file (mlir-opt --emit-bytecode of
// /work/bench/mix39.mlir, say) is read instead of testdata's.
func BenchmarkToText(b *testing.B) {
	var inputs [][]byte
	size := 0
	paths := testFiles(b)
	if *benchFile != "" {
		paths = []string{*benchFile}
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, data)
		size += len(data)
	}
	reg := core()
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range inputs {
			if _, err := ToText(data, reg); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkToIR builds IR straight from bytecode (bytes: the bytecode's),
// the reading of `mlirfmt -style=mlir-opt X.mlirbc` before verifying and
// printing; -bench-file as BenchmarkToText.
func BenchmarkToIR(b *testing.B) {
	var inputs [][]byte
	size := 0
	paths := testFiles(b)
	if *benchFile != "" {
		paths = []string{*benchFile}
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, data)
		size += len(data)
	}
	reg := core()
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range inputs {
			if _, _, err := ToIR(ir.NewContext(), data, reg); err != nil {
				b.Fatal(err)
			}
		}
	}
}
