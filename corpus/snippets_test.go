package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/dialects"
)

// TestSnippetsLikeMlirOpt: the editor snippet of every op with a
// hand-written syntax (dialect.Snippet), its placeholders accepted, is read
// and verified by mlir-opt where its In puts it, as dialects' TestSnippets
// has gomlir's verifier read it.
func TestSnippetsLikeMlirOpt(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	reg := dialects.MustCore()
	dir := t.TempDir()
	var names []string
	for _, name := range reg.OpNames() {
		if s := reg.Snippet(name); s.Text != "" {
			names = append(names, name)
		}
	}
	var failed []string
	for _, name := range names {
		path := filepath.Join(dir, name+".mlir")
		if err := os.WriteFile(path, []byte(reg.Snippet(name).Source()), 0o644); err != nil {
			t.Fatal(err)
		}
		if ok, out := optVerify(t, dir, "--allow-unregistered-dialect", path); !ok {
			failed = append(failed, name)
			t.Errorf("mlir-opt rejects the snippet of %s:\n%s%s", name, reg.Snippet(name).Source(), out)
		}
	}
	fmt.Printf("editor snippets read by mlir-opt: %d passed, %d failed\n", len(names)-len(failed), len(failed))
	if len(names) == 0 {
		t.Error("no snippet found")
	}
}
