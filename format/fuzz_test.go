package format_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/conform"
	"github.com/gomlir/gomlir/verify"
)

// insertions are what FuzzPreserve adds to an input: comments in every
// position, blank lines, split markers.
var insertions = []string{
	"// a comment\n",
	"  // a trailing comment",
	"\n\n\n",
	"\n// -----\n",
	"// CHECK: %0 = arith.addi\n",
	"// expected-error@+2 {{op}}\n",
	"  // expected-note@-1 {{x}}",
}

// FuzzPreserve formats mutations of the corpus inputs (the fuzzer's own
// and an insertion at a line's start or end) and checks that formatting
// is idempotent, keeps every comment and keeps the meaning of every chunk
// that parses.
func FuzzPreserve(f *testing.F) {
	for _, dir := range []string{"testdata/preserve", "../corpus"} {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
				if src, err := os.ReadFile(path); err == nil && len(src) < 4096 {
					f.Add(src, uint16(len(src)/2), uint8(0))
				}
			}
			return nil
		})
	}
	f.Fuzz(func(t *testing.T, src []byte, at uint16, kind uint8) {
		if len(src) > 0 {
			// Insert at the start or the end of a line.
			i := int(at) % len(src)
			ins := insertions[int(kind)%len(insertions)]
			if ins[0] == ' ' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			} else {
				for i > 0 && src[i-1] != '\n' {
					i--
				}
			}
			src = append(append(append([]byte(nil), src[:i]...), ins...), src[i:]...)
		}
		checkFormatted(t, src)
	})
}

func checkFormatted(t *testing.T, src []byte) {
	t.Helper()
	opts := format.Options{Dialects: core()}
	f := format.Format("fuzz.mlir", src, opts)
	again := format.Format("fuzz.mlir", f.Out, opts)
	if !bytes.Equal(again.Out, f.Out) {
		t.Fatalf("not idempotent:\n--- input\n%s\n--- once\n%s\n--- twice\n%s", src, f.Out, again.Out)
	}
	in, out := conform.Comments(src), conform.Comments(f.Out)
	if strings.Join(in, "\n") != strings.Join(out, "\n") {
		t.Fatalf("comments differ:\n--- input\n%s\n--- output\n%s", src, f.Out)
	}
	ic, _ := verify.Split(src)
	oc, _ := verify.Split(f.Out)
	if len(ic) != len(oc) {
		t.Fatalf("%d chunks in, %d out:\n--- input\n%s\n--- output\n%s", len(ic), len(oc), src, f.Out)
	}
	gen := format.Options{Dialects: core(), Generic: true, Style: format.MLIROpt}
	for i := range ic {
		want, _, err := format.Source("fuzz.mlir", src[ic[i].Start:ic[i].End], gen)
		if err != nil {
			continue
		}
		got, _, err := format.Source("fuzz.mlir", f.Out[oc[i].Start:oc[i].End], gen)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("chunk %d changed meaning (%v):\n--- input\n%s\n--- output\n%s\n--- generic in\n%s\n--- generic out\n%s",
				i, err, src, f.Out, want, got)
		}
	}
}
