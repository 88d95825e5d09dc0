package upgrade

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/dialects"
)

// FuzzSource: any input upgrades without a panic; when the upgrade of an
// input is accepted whole (every changed chunk read and verified by the
// core), upgrading its output changes nothing.
func FuzzSource(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("func @f(%a: i32) -> i32 {\n  %0 = dim %a, 1 : tensor<?xf32>\n"))
	f.Add([]byte("#m = (d0) -> (d0"))
	f.Add([]byte("func @f() -> !llvm<\"{ i32\">"))
	reg := dialects.MustCore()
	f.Fuzz(func(t *testing.T, src []byte) {
		Source("fuzz.mlir", src, Options{}) // no panic, unchecked
		res := Source("fuzz.mlir", src, Options{Dialects: reg})
		if len(res.Errors) == 0 {
			again := Source("fuzz.mlir", res.Out, Options{Dialects: reg})
			if len(again.Errors) == 0 && !bytes.Equal(again.Out, res.Out) {
				t.Errorf("not a fixed point:\n%s\nthen\n%s", res.Out, again.Out)
			}
		}
	})
}
