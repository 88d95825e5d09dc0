package spec

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/alecthomas/repr"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
)

// largeFile is the size above which a corpus file is parsed only without
// -short (participle parses about 1 MB/s).
const largeFile = 300 << 10

// corpusDirs are the corpora the tests walk: the repo's own and the shared
// external one (present on dev machines and CI, absent in a user's clone).
var corpusDirs = []struct{ name, dir string }{
	{"repo", "../../corpus"},
	{"shared", "../../../shared/corpus"},
}

// corpusFiles returns every *.mlir.generic under dir, and every *.mlir in a
// directory named generic (sources written in the generic form, with their
// comments), sorted.
func corpusFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	require.NoError(t, filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		inGeneric := filepath.Base(filepath.Dir(path)) == "generic" && strings.HasSuffix(path, ".mlir")
		if !d.IsDir() && (strings.HasSuffix(path, ".mlir.generic") || inGeneric) {
			files = append(files, path)
		}
		return nil
	}))
	sort.Strings(files)
	return files
}

// forEachCorpusFile runs fn on every generic corpus file, one subtest per
// corpus directory; a missing directory is skipped and said so. It prints
// `name (corpus): N passed, N failed`; fn reports whether the file passed.
func forEachCorpusFile(t *testing.T, fn func(t *testing.T, path string, src []byte) bool) {
	for _, c := range corpusDirs {
		dir := c.dir
		t.Run(c.name, func(t *testing.T) {
			passed, failed := 0, 0
			defer func() {
				fmt.Printf("%s (%s): %d passed, %d failed\n", strings.Split(t.Name(), "/")[0], c.name, passed, failed)
			}()
			if _, err := os.Stat(dir); err != nil {
				t.Skipf("corpus %s not present", dir)
			}
			files := corpusFiles(t, dir)
			if len(files) == 0 {
				t.Skipf("no *.mlir.generic files under %s", dir)
			}
			for _, path := range files {
				src, err := os.ReadFile(path)
				require.NoError(t, err)
				if testing.Short() && len(src) > largeFile {
					continue
				}
				if fn(t, path, src) {
					passed++
				} else {
					failed++
				}
			}
		})
	}
}

// TestCorpusAccepted checks that the reference grammar accepts every generic
// corpus file.
func TestCorpusAccepted(t *testing.T) {
	forEachCorpusFile(t, func(t *testing.T, path string, src []byte) bool {
		if err := Check(path, src); err != nil {
			t.Errorf("%s", formatErr(path, src, err))
			return false
		}
		return true
	})
}

// TestDifferential holds that the reference parser and the fast parser in
// package grammar build equal trees for every generic corpus file.
func TestDifferential(t *testing.T) {
	forEachCorpusFile(t, func(t *testing.T, path string, src []byte) bool {
		want, err := grammar.ParseFile(path, src)
		if err != nil {
			t.Errorf("fast parser: %s", formatErr(path, src, err))
			return false
		}
		got, err := Parse(path, src)
		if err != nil {
			t.Errorf("reference parser: %s", formatErr(path, src, err))
			return false
		}
		if where, a, b, ok := firstDiff(reflect.ValueOf(got), reflect.ValueOf(want), "Module"); !ok {
			t.Errorf("%s: trees differ at %s\nreference: %s\nfast:      %s", path, where, a, b)
			return false
		}
		return true
	})
}

// ignoredFields names fields the differential test skips, from the
// comma-separated SPEC_DIFF_IGNORE environment variable (for investigating
// one discrepancy at a time).
var ignoredFields = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Split(os.Getenv("SPEC_DIFF_IGNORE"), ",") {
		if f != "" {
			m[f] = true
		}
	}
	return m
}()

// formatErr renders a diagnostic with its source line when it is one.
func formatErr(path string, src []byte, err error) string {
	if err == nil {
		return ""
	}
	type formatter interface{ Format(*ast.File) string }
	if d, ok := err.(formatter); ok {
		return d.Format(ast.NewFile(path, src))
	}
	return err.Error()
}

// sharedTypePos reports the position fields of the builtin type nodes,
// which the fast parser shares between identical spellings (a shared node
// keeps its first occurrence's positions) and the reference does not set.
func sharedTypePos(t reflect.Type, field string) bool {
	switch t {
	case reflect.TypeOf(ast.VectorType{}), reflect.TypeOf(ast.ComplexType{}), reflect.TypeOf(ast.TensorType{}), reflect.TypeOf(ast.MemRefType{}):
		return field == "Pos" || field == "ElemPos" || field == "ParamEnds" || field == "EncEnd"
	}
	return false
}

// firstDiff walks a and b in step and reports the path of the first node
// where they differ, with both sides printed by repr.
func firstDiff(a, b reflect.Value, path string) (string, string, string, bool) {
	if a.IsValid() != b.IsValid() || (a.IsValid() && a.Type() != b.Type()) {
		return path, show(a), show(b), false
	}
	if !a.IsValid() {
		return "", "", "", true
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path, show(a), show(b), false
			}
			return "", "", "", true
		}
		if a.Kind() == reflect.Pointer && a.Type() == reflect.TypeOf((*ast.File)(nil)) {
			return "", "", "", true // the source file; compared by its callers
		}
		return firstDiff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !a.Type().Field(i).IsExported() || ignoredFields[a.Type().Field(i).Name] || sharedTypePos(a.Type(), a.Type().Field(i).Name) {
				continue
			}
			if p, x, y, ok := firstDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); !ok {
				return p, x, y, false
			}
		}
		return "", "", "", true
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return path, show(a), show(b), false
		}
		for i := 0; i < a.Len(); i++ {
			if p, x, y, ok := firstDiff(a.Index(i), b.Index(i), path+"["+itoa(i)+"]"); !ok {
				return p, x, y, false
			}
		}
		return "", "", "", true
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return path, show(a), show(b), false
	}
	return "", "", "", true
}

func itoa(i int) string { return strings.TrimSpace(repr.String(i)) }

func show(v reflect.Value) string {
	if !v.IsValid() {
		return "<invalid>"
	}
	s := repr.String(v.Interface(), repr.Indent("  "))
	if len(s) > 2000 {
		s = s[:2000] + "..."
	}
	return s
}
