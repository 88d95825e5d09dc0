//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMappedInput: a single large input is mapped (see mapInput), and
// every mode prints from it exactly what it prints from the same text
// read from standard input, messages and exit status included; its
// pages, once dropped, read back from the file.
func TestMappedInput(t *testing.T) {
	src := gen.Modules(mapAt + mapAt/2)
	path := filepath.Join(t.TempDir(), "big.mlir")
	require.NoError(t, os.WriteFile(path, src, 0o644))

	m, ok := mapInput(path)
	require.True(t, ok, "a regular file of %d bytes is mapped", len(src))
	require.Equal(t, src, m)
	syscall.Madvise(m, syscall.MADV_DONTNEED)
	assert.Equal(t, src, m, "dropped pages read back from the file")

	for _, mode := range [][]string{{}, {"-style=mlir-opt"}, {"-style=mlir-opt", "-generic"}, {"-verify"}} {
		code, out, errs := runCLI(t, "", append(mode, path)...)
		scode, sout, serrs := runCLI(t, string(src), mode...)
		assert.Equal(t, scode, code, mode)
		assert.Equal(t, sout, out, mode)
		assert.Equal(t, serrs, errs, mode)
	}
}

// TestMapOnlyLargeRegularFiles: small files are read, and a FIFO is not
// opened (opening it would wait for a writer).
func TestMapOnlyLargeRegularFiles(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.mlir")
	require.NoError(t, os.WriteFile(small, []byte(messy), 0o644))
	_, ok := mapInput(small)
	assert.False(t, ok, "a small file is read")
	fifo := filepath.Join(dir, "pipe.mlir")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	_, ok = mapInput(fifo)
	assert.False(t, ok, "a FIFO is read")
	_, ok = mapInput(filepath.Join(dir, "missing.mlir"))
	assert.False(t, ok)
}

// TestReleaser: the whole pages of a range are given back and read back
// from the file; a range smaller than a page gives nothing back.
func TestReleaser(t *testing.T) {
	src := gen.Modules(mapAt + mapAt/2)
	path := filepath.Join(t.TempDir(), "big.mlir")
	require.NoError(t, os.WriteFile(path, src, 0o644))
	m, ok := mapInput(path)
	require.True(t, ok)
	r := newReleaser(m)
	page := os.Getpagesize()
	r.release(1, page+1)        // no whole page
	r.release(page-1, 3*page+1) // pages 1 and 2
	r.release(0, len(m)+page)   // all of it, past the end clipped
	assert.Equal(t, src, m, "given back, read back from the file")
}
