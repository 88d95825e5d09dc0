package format_test

import (
	"bytes"
	"context"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/verify"
)

var mlirOpt = flag.String("mlir-opt", "", "path of mlir-opt 22: FuzzMeaning judges meaning by its reading (make fuzz passes it)")

// meaningSeeds are inputs whose meaning formatting once changed (the
// reproducers of issue 13), beside the corpus.
var meaningSeeds = []string{
	"%a, %b = \"test.op\"() : () -> (i32, i32)\n%x = llvm.add %a, %b {overflowFlags = #llvm.overflow<nsw, nuw>} : i32\n",
	"%a = \"test.op\"() : () -> i32\n%x = arith.addi %a, %a overflow<nuw> {overflowFlags = #arith.overflow<nsw>} : i32\n",
	"%a = \"test.op\"() : () -> i32\n%x = \"arith.addi\"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32\n",
	"func.func private @f() attributes { sym_name = \"x\" }\n",
	"#map0 = affine_map<(d0, d1) -> (d0, d1)>\nfunc.func private @g(memref<42xi8, #map0>)\n",
	"module {}\n{-#\n  some_key: {}\n#-}\n",
	"func.func private @f(tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed(wrong)) }>>)\n",
	"%0 = \"memref.alloc\"() {operand_segment_sizes = array<i32: 0, 0>} : () -> memref<2xf32>\n",
}

// FuzzMeaning: formatted text means to mlir-opt what the input meant.
// For each `// -----` chunk of an input that mlir-opt reads, mlir-opt's
// generic form of mlirfmt's (default style) output is its generic form
// of the input; a chunk mlir-opt rejects is not turned into one it reads.
// With -mlir-opt (make fuzz) mlir-opt is the judge; without it (go test)
// gomlir's own reading is, on the same seeds.
func FuzzMeaning(f *testing.F) {
	// mlir-opt takes about half a second a run on these shared machines:
	// with it, every 16th seed file of the corpus.
	every := 1
	if *mlirOpt != "" {
		every = 16
	}
	addCorpusSeeds(f, every)
	for _, s := range meaningSeeds {
		f.Add([]byte(s))
	}
	read := gomlirReading
	if *mlirOpt != "" {
		read = mlirOptReading
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 1<<16 {
			return
		}
		in, ok := read(src)
		if !ok {
			t.Skip("the judge died on the input") // mlir-opt's own crash, not a property of mlirfmt
		}
		out := format.Format("fuzz.mlir", src, format.Options{Dialects: core(), Style: format.Preserve}).Out
		got, ok := read(out)
		if !ok {
			t.Fatalf("the judge died on the output:\n--- input\n%s\n--- output\n%s", src, out)
		}
		if len(in) != len(got) {
			// The judge split one otherwise than the other: whole.
			in, got = []string{strings.Join(in, "// -----\n")}, []string{strings.Join(got, "// -----\n")}
		}
		for i := range in {
			switch {
			case in[i] == "" && got[i] != "":
				t.Fatalf("chunk %d: formatting made an input the judge rejects one it reads:\n--- input\n%s\n--- output\n%s", i, src, out)
			case in[i] != got[i]:
				t.Fatalf("chunk %d changed meaning:\n--- input\n%s\n--- output\n%s\n--- generic in\n%s\n--- generic out\n%s", i, src, out, in[i], got[i])
			}
		}
	})
}

// addCorpusSeeds adds every nth of the small inputs of the repo's corpus
// and preserve goldens.
func addCorpusSeeds(f *testing.F, every int) {
	n := 0
	for _, dir := range []string{"testdata/preserve", "../corpus"} {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
				if src, err := os.ReadFile(path); err == nil && len(src) < 4096 {
					if n%every == 0 {
						f.Add(src)
					}
					n++
				}
			}
			return nil
		})
	}
}

// gomlirReading is gomlir's generic form of each chunk of src ("" for
// one it rejects).
func gomlirReading(src []byte) ([]string, bool) {
	chunks, _ := verify.Split(src)
	out := make([]string, len(chunks))
	for i, c := range chunks {
		gen, _, err := format.Source("fuzz.mlir", src[c.Start:c.End], format.Options{Dialects: core(), Generic: true})
		if err == nil {
			out[i] = string(gen)
		}
	}
	return out, true
}

// mlirOptReading is mlir-opt's generic form of each chunk of src ("" for
// one it rejects); ok is false when mlir-opt dies or takes over 20 s.
func mlirOptReading(src []byte) ([]string, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", `ulimit -v 2000000; exec "$0" "$@"`, *mlirOpt,
		"--allow-unregistered-dialect", "--split-input-file", "--mlir-print-op-generic")
	cmd.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ctx.Err() != nil || bytes.Contains(stderr.Bytes(), []byte("PLEASE submit a bug report")) {
		return nil, false
	}
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		return nil, false
	}
	chunks, _ := verify.Split(src)
	pieces := strings.Split(string(out), "// -----\n")
	if len(pieces) != len(chunks) {
		// mlir-opt splits where verify.Split does not: compare whole.
		return []string{string(out)}, true
	}
	return pieces, true
}
