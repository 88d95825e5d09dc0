package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

var tblgen = flag.Bool("tblgen", false, "regenerate the definitions with mlir-tblgen ($MLIR_TBLGEN or "+defaultTblgen+") and compare them with dialects/defs")

// TestRegenerate checks that the committed JSON is what odsgen writes from
// the installed MLIR 22: make conformance runs it with -tblgen.
func TestRegenerate(t *testing.T) {
	if !*tblgen {
		t.Skip("needs mlir-tblgen: go test -run Regenerate -args -tblgen")
	}
	files, notes, err := Generate(envOr("MLIR_TBLGEN", defaultTblgen), defaultInclude)
	require.NoError(t, err)
	for _, n := range notes {
		t.Log("untranslated:", n)
	}
	dir := filepath.Join("..", "..", "..", "dialects", "defs")
	committed, err := filepath.Glob(filepath.Join(dir, "*.json"))
	require.NoError(t, err)
	assert.Len(t, committed, len(files), "files in %s", dir)
	for _, name := range sortedKeys(files) {
		want, err := os.ReadFile(filepath.Join(dir, name+".json"))
		if assert.NoError(t, err) {
			assert.Equal(t, string(want), string(files[name]), "%s.json differs from odsgen's output: run make defs", name)
		}
	}
	// The documentation, compared decompressed: gzip's bytes may differ
	// from one Go release to the next.
	sources, err := Sources(envOr("MLIR_TBLGEN", defaultTblgen), defaultInclude)
	require.NoError(t, err)
	docFiles, err := Docs(specs, sources)
	require.NoError(t, err)
	docsDir := filepath.Join("..", "..", "odsdocs")
	committed, err = filepath.Glob(filepath.Join(docsDir, "*.json.gz"))
	require.NoError(t, err)
	assert.Len(t, committed, len(docFiles), "files in %s", docsDir)
	for _, name := range sortedKeys(docFiles) {
		data, err := os.ReadFile(filepath.Join(docsDir, name+".json.gz"))
		if !assert.NoError(t, err) {
			continue
		}
		zr, err := gzip.NewReader(bytes.NewReader(data))
		require.NoError(t, err, name)
		want, err := io.ReadAll(zr)
		require.NoError(t, err, name)
		assert.Equal(t, string(want), string(docFiles[name]), "internal/odsdocs/%s.json.gz differs from odsgen's output: run make defs", name)
	}
}

var (
	reOpName       = regexp.MustCompile(`getOperationName\(\) \{\s*return ::llvm::StringLiteral\("([^"]+)"\)`)
	reAttrTypeName = regexp.MustCompile(`static constexpr ::llvm::StringLiteral name = "([^"]+)";`)
)

// TestCoversUpstream checks that the specs miss no op, attribute or type
// of the generated dialects: every op class, attribute and type that
// mlir-tblgen generated into the installed headers (*.h.inc) of MLIR 22
// for those dialects is in the definitions (builtin: its two ops only).
func TestCoversUpstream(t *testing.T) {
	if !*tblgen {
		t.Skip("needs MLIR 22's headers: go test -run CoversUpstream -args -tblgen")
	}
	dialects := map[string]bool{}
	for _, sp := range specs {
		dialects[sp.Name] = true
	}
	upstreamOps, upstreamDefs := map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(defaultInclude, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(path, ".h.inc") {
			return err
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range reOpName.FindAllSubmatch(text, -1) {
			if d, _, _ := strings.Cut(string(m[1]), "."); dialects[d] {
				upstreamOps[string(m[1])] = true
			}
		}
		for _, m := range reAttrTypeName.FindAllSubmatch(text, -1) {
			if d, _, _ := strings.Cut(string(m[1]), "."); dialects[d] && d != "builtin" {
				upstreamDefs[string(m[1])] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	files, _, err := Generate(envOr("MLIR_TBLGEN", defaultTblgen), defaultInclude)
	require.NoError(t, err)
	gotOps, gotDefs := map[string]bool{}, map[string]bool{}
	for _, data := range files {
		var f ods.File
		require.NoError(t, json.Unmarshal(data, &f))
		for _, d := range f.Dialects {
			for _, op := range d.Ops {
				gotOps[op.Name] = true
			}
			for _, a := range d.Attrs {
				gotDefs[d.Name+"."+a.Mnemonic] = true
			}
			for _, ty := range d.Types {
				gotDefs[d.Name+"."+ty.Mnemonic] = true
			}
		}
	}
	assert.Equal(t, sortedKeys(upstreamOps), sortedKeys(gotOps))
	assert.Equal(t, sortedKeys(upstreamDefs), sortedKeys(gotDefs))
}
