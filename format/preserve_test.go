package format_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/conform"
	"github.com/gomlir/gomlir/verify"
)

var update = flag.Bool("update", false, "rewrite the goldens of testdata/preserve")

// genericGoldens are the inputs also printed in generic form.
var genericGoldens = map[string]bool{"generic.mlir": true, "names.mlir": true, "shadow.mlir": true}

// TestPreserveGolden formats each input of testdata/preserve in preserve
// style and compares with X.golden (its diagnostics with X.diag); each
// golden must be a fixed point, mean what the input means (gomlir's
// generic form of each chunk is the same), have the input's comments, and
// (when every chunk formats) no line ending in white space.
func TestPreserveGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/preserve/*.mlir")
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			require.NoError(t, err)
			for _, generic := range []bool{false, true} {
				golden := strings.TrimSuffix(in, ".mlir")
				if generic {
					if !genericGoldens[filepath.Base(in)] {
						continue
					}
					golden += ".generic"
				}
				opts := format.Options{Dialects: core(), Generic: generic}
				f := format.Format(in, src, opts)
				diags := f.Errors.Format(f.File) + f.Warnings.Format(f.File)
				checkGolden(t, golden+".golden", f.Out)
				checkGolden(t, golden+".diag", []byte(diags))

				if len(f.Errors) == 0 {
					for i, line := range strings.Split(string(f.Out), "\n") {
						assert.False(t, strings.HasSuffix(line, " ") || strings.HasSuffix(line, "\t"), "line %d ends in white space: %q", i+1, line)
					}
				}
				again := format.Format(in, f.Out, opts)
				assert.Equal(t, string(f.Out), string(again.Out), "not a fixed point")
				assert.Equal(t, conform.Comments(src), conform.Comments(f.Out), "comments differ")
				sameMeaning(t, in, src, f.Out)
			}
		})
	}
}

func checkGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if len(got) == 0 && strings.HasSuffix(path, ".diag") {
			os.Remove(path)
			return
		}
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	if os.IsNotExist(err) && len(got) == 0 && strings.HasSuffix(path, ".diag") {
		return
	}
	require.NoError(t, err, "go test ./format -run Preserve -update writes it")
	assert.Equal(t, string(want), string(got), path)
}

// sameMeaning checks that each chunk of out that parses has the generic
// form of the same chunk of in.
func sameMeaning(t *testing.T, name string, in, out []byte) {
	t.Helper()
	ic, _ := verify.Split(in)
	oc, _ := verify.Split(out)
	require.Len(t, oc, len(ic), "chunks")
	opts := format.Options{Dialects: core(), Generic: true, Style: format.MLIROpt}
	for i := range ic {
		want, _, err := format.Source(name, in[ic[i].Start:ic[i].End], opts)
		if err != nil {
			continue // left as it was
		}
		got, _, err := format.Source(name, out[oc[i].Start:oc[i].End], opts)
		require.NoError(t, err, "chunk %d of the output", i)
		assert.Equal(t, string(want), string(got), "chunk %d means something else", i)
	}
}
