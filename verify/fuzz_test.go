package verify_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/verify"
)

// FuzzSource: the verifier never panics, whatever IR parses; the seeds
// are the chunks of the annotated invalid corpus.
func FuzzSource(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("..", "corpus", "verify", "*.mlir"))
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		chunks, _ := verify.Split(src)
		for _, c := range chunks {
			f.Add(src[c.Start:c.End])
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		verify.Source("f.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true}})
		verify.Source("f.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}})
	})
}
