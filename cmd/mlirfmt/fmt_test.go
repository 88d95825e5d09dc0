package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	messy = "// A comment.\nfunc.func @f(%a: i32) -> i32 {\n    %s = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n\n\n    return %s : i32\n}\n"
	tidy  = "// A comment.\nfunc.func @f(%a: i32) -> i32 {\n  %s = arith.addi %a, %a : i32\n\n  return %s : i32\n}\n"
	bad   = "func.func @f( {\n    return\n}\n"
	// mixed has a chunk to format and one that does not parse.
	mixed = "func.func @g() {\n    return\n}\n// -----\n" + bad
)

// tree writes files (path: content) under a new directory, read-only
// where the path ends in "!".
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		mode := os.FileMode(0o640)
		if strings.HasSuffix(name, "!") {
			name, mode = strings.TrimSuffix(name, "!"), 0o444
		}
		path := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
		require.NoError(t, os.Chmod(path, mode))
	}
	return dir
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func TestPreserveIsTheDefault(t *testing.T) {
	code, out, errs := runCLI(t, messy)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, out)

	// A chunk that does not parse comes out as it was, and is reported.
	code, out, errs = runCLI(t, mixed)
	assert.Equal(t, 1, code)
	assert.Equal(t, "func.func @g() {\n  return\n}\n// -----\n"+bad, out)
	assert.Contains(t, errs, "<stdin>:5:14: error: expected non-function type")
}

func TestListDiffCheck(t *testing.T) {
	dir := tree(t, map[string]string{
		"a.mlir": messy, "b.mlir": tidy, "sub/c.mlir": messy, "bad.mlir": bad,
		".hidden.mlir": messy, "notes.txt": messy, ".git/d.mlir": messy,
	})
	rel := func(s string) string { return strings.ReplaceAll(s, dir+"/", "") }

	code, out, errs := runCLI(t, "", "-l", dir)
	assert.Equal(t, 1, code, "bad.mlir has an error")
	assert.Equal(t, "a.mlir\nsub/c.mlir\n", rel(out))
	assert.Contains(t, rel(errs), "bad.mlir:1:14: error: expected non-function type")

	code, out, errs = runCLI(t, "", "-d", filepath.Join(dir, "a.mlir"), filepath.Join(dir, "b.mlir"))
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, "diff a.mlir.orig a.mlir\n--- a.mlir.orig\n+++ a.mlir\n"+
		"@@ -1,7 +1,6 @@\n // A comment.\n func.func @f(%a: i32) -> i32 {\n"+
		"-    %s = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n-\n-\n-    return %s : i32\n"+
		"+  %s = arith.addi %a, %a : i32\n+\n+  return %s : i32\n }\n", rel(out))

	code, out, _ = runCLI(t, "", "-check", filepath.Join(dir, "a.mlir"))
	assert.Equal(t, 1, code, "a.mlir would change")
	assert.Empty(t, out)
	code, out, errs = runCLI(t, "", "-check", filepath.Join(dir, "b.mlir"))
	assert.Equal(t, 0, code, errs)
	assert.Empty(t, out+errs)
	code, out, _ = runCLI(t, "", "-check", "-l", dir)
	assert.Equal(t, 1, code)
	assert.Equal(t, "a.mlir\nsub/c.mlir\n", rel(out))

	// Nothing was written.
	assert.Equal(t, messy, read(t, filepath.Join(dir, "a.mlir")))
}

func TestWrite(t *testing.T) {
	dir := tree(t, map[string]string{
		"a.mlir": messy, "b.mlir": tidy, "sub/c.mlir": messy, "bad.mlir": bad,
		"mixed.mlir": mixed, "ro.mlir!": messy,
	})
	path := func(name string) string { return filepath.Join(dir, name) }
	bTime := stat(t, path("b.mlir")).ModTime()

	code, out, errs := runCLI(t, "", "-w", "-l", dir)
	assert.Equal(t, 2, code, "the read-only file is an I/O error")
	assert.Equal(t, "a.mlir\nmixed.mlir\nro.mlir\nsub/c.mlir\n", strings.ReplaceAll(out, dir+"/", ""))

	// Formatted in place, keeping the mode.
	assert.Equal(t, tidy, read(t, path("a.mlir")))
	assert.Equal(t, tidy, read(t, path("sub/c.mlir")))
	assert.Equal(t, os.FileMode(0o640), stat(t, path("a.mlir")).Mode().Perm())
	// A formatted file is not rewritten.
	assert.Equal(t, bTime, stat(t, path("b.mlir")).ModTime())
	// Files with errors and read-only files are left alone, and reported.
	assert.Equal(t, bad, read(t, path("bad.mlir")))
	assert.Equal(t, mixed, read(t, path("mixed.mlir")))
	assert.Contains(t, errs, path("mixed.mlir")+": not written: it has errors")
	assert.Equal(t, messy, read(t, path("ro.mlir")))
	assert.Equal(t, os.FileMode(0o444), stat(t, path("ro.mlir")).Mode().Perm())
	assert.Contains(t, errs, path("ro.mlir")+": not written: the file is read-only")
	// No temporary file is left behind.
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"a.mlir", "b.mlir", "bad.mlir", "mixed.mlir", "ro.mlir", "sub"}, names)

	code, _, errs = runCLI(t, "", "-check", path("a.mlir"), path("sub"))
	assert.Equal(t, 0, code, errs)

	code, _, errs = runCLI(t, messy, "-w")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "cannot use -w with standard input")
}

// TestWriteThroughSymlink: -w formats the file a link points to and
// keeps the link.
func TestWriteThroughSymlink(t *testing.T) {
	dir := tree(t, map[string]string{"real.mlir": messy})
	link := filepath.Join(dir, "link.mlir")
	require.NoError(t, os.Symlink("real.mlir", link))
	code, _, errs := runCLI(t, "", "-w", link)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, read(t, filepath.Join(dir, "real.mlir")))
	st, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, st.Mode()&os.ModeSymlink)
}

// TestOutputInArgumentOrder: files are formatted in parallel but printed
// in the order they were given.
func TestOutputInArgumentOrder(t *testing.T) {
	files := map[string]string{}
	var args []string
	var want strings.Builder
	for i := range 40 {
		name := fmt.Sprintf("f%02d.mlir", 39-i)
		body := strings.Repeat(fmt.Sprintf("\"t.op%d\"() : () -> ()\n", i), 1+i%7*50)
		files[name] = body
		args = append(args, name)
		want.WriteString(body)
	}
	dir := tree(t, files)
	for i := range args {
		args[i] = filepath.Join(dir, args[i])
	}
	code, out, errs := runCLI(t, "", args...)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, want.String(), out)
}

func stat(t *testing.T, path string) os.FileInfo {
	t.Helper()
	st, err := os.Stat(path)
	require.NoError(t, err)
	return st
}
