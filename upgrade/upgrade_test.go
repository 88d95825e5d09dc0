package upgrade

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects"
)

var (
	update  = flag.Bool("update", false, "rewrite the goldens of testdata")
	corpus  = flag.String("corpus", "", "another corpus of today's syntax (../shared/corpus) whose files the upgrade must leave unchanged")
	mlirOpt = flag.String("mlir-opt", "", "path of mlir-opt 22: TestConformance checks that it accepts the upgraded chunks")
)

// TestGolden upgrades each 2019-era file of testdata and compares the text
// with X.mlir.golden and the reports with X.mlir.err.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	reg := dialects.MustCore()
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res := Source(f, src, Options{Dialects: reg})
		errs := res.Errors.Format(ast.NewFile(f, src))
		if *update {
			os.WriteFile(f+".golden", res.Out, 0o644)
			if errs != "" {
				os.WriteFile(f+".err", []byte(errs), 0o644)
			} else {
				os.Remove(f + ".err")
			}
			continue
		}
		want, _ := os.ReadFile(f + ".golden")
		if !bytes.Equal(res.Out, want) {
			t.Errorf("%s: upgrade differs from %s.golden:\n%s", f, f, res.Out)
		}
		wantErr, _ := os.ReadFile(f + ".err")
		if errs != string(wantErr) {
			t.Errorf("%s: reports differ from %s.err:\n%s", f, f, errs)
		}
		// The upgrade is a fixed point: upgrading its output changes nothing.
		again := Source(f, res.Out, Options{Dialects: reg})
		if !bytes.Equal(again.Out, res.Out) {
			t.Errorf("%s: the upgrade of the upgrade differs:\n%s", f, again.Out)
		}
	}
}

// written2019 are the chunks of today's corpus that write a 2019 spelling on
// purpose, to test that it is rejected: the upgrade rewrites them, and
// only them (the text as written, the text upgraded).
var written2019 = map[string][2]string{
	"../corpus/verify/llvm.mlir": {`() -> !llvm.i32`, `() -> i32`},
}

// TestModernUnchanged: every .mlir file of the repository (its corpus, the
// examples, the test files of the other packages), in today's syntax, and
// with -corpus every file of that corpus, comes out of the upgrade byte for
// byte as it went in.
func TestModernUnchanged(t *testing.T) {
	n := 0
	reg := dialects.MustCore()
	walk := func(root string) {
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() && path == filepath.Join("..", "upgrade", "testdata") {
				return filepath.SkipDir // the 2019 files
			}
			if d.IsDir() || !strings.HasSuffix(path, ".mlir") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return nil
			}
			n++
			res := Source(path, src, Options{Dialects: reg})
			want := src
			if w, ok := written2019[path]; ok {
				want = bytes.Replace(src, []byte(w[0]), []byte(w[1]), 1)
			}
			if !bytes.Equal(res.Out, want) {
				t.Errorf("%s: changed by the upgrade", path)
			}
			return nil
		})
	}
	walk("..")
	if *corpus != "" {
		walk(*corpus)
	}
	t.Logf("%d files checked", n)
}

// Small cases of where a bare name is a std op of 2019 and where it is
// another dialect's op of today.
func TestScopes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// A transform region's default dialect is transform: select is its.
		{"transform.sequence failures(propagate) {\n^bb0(%a: !transform.any_op):\n  %0 = select \"arith.addi\" in %a : (!transform.any_op) -> !transform.any_op\n  yield\n}\n",
			"transform.sequence failures(propagate) {\n^bb0(%a: !transform.any_op):\n  %0 = select \"arith.addi\" in %a : (!transform.any_op) -> !transform.any_op\n  yield\n}\n"},
		// A generic op's region keeps func as the default dialect; a loop's does not.
		{"func @f() {\n  \"test.r\"() ({\n    call @f() : () -> ()\n  }) : () -> ()\n  affine.for %i = 0 to 2 {\n    call @f() : () -> ()\n  }\n  return\n}\n",
			"func.func @f() {\n  \"test.r\"() ({\n    call @f() : () -> ()\n  }) : () -> ()\n  affine.for %i = 0 to 2 {\n    func.call @f() : () -> ()\n  }\n  return\n}\n"},
		// A dictionary in a dialect's own syntax is not an attribute dictionary.
		{"func.func @g(%i: i32) {\n  acc.serial wait({devnum: %i : i32}) {\n    acc.yield\n  }\n  return\n}\n",
			"func.func @g(%i: i32) {\n  acc.serial wait({devnum: %i : i32}) {\n    acc.yield\n  }\n  return\n}\n"},
	} {
		res := Source("t.mlir", []byte(c.in), Options{Dialects: dialects.MustCore()})
		if string(res.Out) != c.want || len(res.Errors) > 0 {
			t.Errorf("upgrade of\n%s= %s(errors %v), want\n%s", c.in, res.Out, res.Errors, c.want)
		}
	}
}
