package verify

import (
	"os"
	"path/filepath"
	"testing"
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
		chunks, _ := Split(src)
		for _, c := range chunks {
			f.Add(src[c.Start:c.End])
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		Source("f.mlir", src, SourceOptions{Options: Options{All: true}})
		Source("f.mlir", src, SourceOptions{})
	})
}
