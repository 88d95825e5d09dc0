package gen

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// CorpusMix returns a module of nested modules as genmix.py writes them
// (each unindented, as mlir-opt printed it), from real chunks: mlir-opt's
// output of every corpus input under root (the `*.mlir.opt` goldens
// beside the inputs), in path order, repeated up to about size bytes.
// Left out, as genmix.py leaves them out: an output that defines aliases
// (they would be definitions inside the outer module), holds a
// `{-# ... #-}` block, a test dialect op, a dense_resource or an
// annotation; a chunk's own module loses its name (the chunks' symbols
// would clash), and a chunk keep rejects (not every output of mlir-opt
// reads back). It is a mix nobody tuned gomlir for, of every dialect the
// corpus has.
func CorpusMix(root string, size int, keep func(chunk []byte) bool) ([]byte, error) {
	var paths []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir.opt") {
			paths = append(paths, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	alias := regexp.MustCompile(`(?m)^[#!]`)
	name := regexp.MustCompile(`^module @("[^"]*"|[\w$.-]+)`)
	var body bytes.Buffer
	for _, path := range paths {
		t, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		s := string(t)
		if !strings.HasPrefix(s, "module") || alias.MatchString(s) {
			continue
		}
		if strings.Contains(s, "{-#") || strings.Contains(s, "test.") || strings.Contains(s, "dense_resource") || strings.Contains(s, "expected-") {
			continue
		}
		chunk := []byte(name.ReplaceAllString(s, "module"))
		if keep(chunk) {
			body.Write(chunk)
		}
	}
	var b bytes.Buffer
	b.Grow(size + body.Len() + 16)
	b.WriteString("module {\n")
	for b.Len() < size && body.Len() > 0 {
		b.Write(body.Bytes())
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}
