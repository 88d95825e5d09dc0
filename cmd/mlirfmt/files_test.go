package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runWithin runs the CLI and fails the test if it does not return within
// ten seconds (a FIFO opened for reading blocks until a writer comes).
func runWithin(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	type res struct {
		code     int
		out, err string
	}
	done := make(chan res, 1)
	go func() {
		c, o, e := runCLI(t, stdin, args...)
		done <- res{c, o, e}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(10 * time.Second):
		t.Fatalf("mlirfmt %s: still running after 10 s", strings.Join(args, " "))
		return
	}
}

// TestOutputIsInput: -o F F formats F in place (as mlir-opt F -o F does),
// keeping its inode; when the input has errors F is left as it was; an
// output that is an input of another kind of run is refused.
func TestOutputIsInput(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy, "bad.mlir": bad, "b.mlir": tidy})
	a := filepath.Join(dir, "a.mlir")
	link := filepath.Join(dir, "link.mlir")
	require.NoError(t, os.Link(a, link))
	code, out, errs := runCLI(t, "", "-o", a, a)
	require.Equal(t, 0, code, errs)
	assert.Empty(t, out)
	assert.Equal(t, tidy, read(t, a))
	assert.Equal(t, tidy, read(t, link), "the same inode")

	// Through a hard link: the same file.
	require.NoError(t, os.WriteFile(a, []byte(messy), 0o640))
	code, _, errs = runCLI(t, "", "-o", link, a)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, read(t, a))

	badPath := filepath.Join(dir, "bad.mlir")
	for _, style := range []string{"-style=preserve", "-style=mlir-opt"} {
		code, _, errs = runCLI(t, "", style, "-o", badPath, badPath)
		assert.Equal(t, 1, code, style)
		assert.Contains(t, errs, "not written: it is an input, and this run had errors", style)
		assert.Equal(t, bad, read(t, badPath), style)
	}

	// Standard input redirected from the output file.
	require.NoError(t, os.WriteFile(a, []byte(messy), 0o640))
	f, err := os.Open(a)
	require.NoError(t, err)
	defer f.Close()
	var o, e strings.Builder
	code = run([]string{"-o", a, "-"}, f, &o, &e)
	require.Equal(t, 0, code, e.String())
	assert.Equal(t, tidy, read(t, a))

	// What is not the formatted input is refused, the file untouched.
	require.NoError(t, os.WriteFile(a, []byte(messy), 0o640))
	for _, args := range [][]string{
		{"-verify", "-o", a, a}, {"-l", "-o", a, a}, {"-d", "-o", a, a},
		{"-o", a, a, filepath.Join(dir, "b.mlir")}, {"-o", a, dir},
	} {
		code, _, errs = runCLI(t, "", args...)
		assert.Equal(t, 2, code, args)
		assert.Contains(t, errs, "the output is also an input", args)
		assert.Equal(t, messy, read(t, a), args)
	}

	// Another output file is written as before.
	other := filepath.Join(dir, "out.mlir")
	code, _, errs = runCLI(t, "", "-o", other, a)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, read(t, other))
}

// TestStdinDash: "-" is standard input, as for mlir-opt, beside files.
func TestStdinDash(t *testing.T) {
	code, out, errs := runCLI(t, messy, "-")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, out)

	dir := tree(t, map[string]string{"b.mlir": tidy})
	code, out, errs = runCLI(t, bad, filepath.Join(dir, "b.mlir"), "-")
	assert.Equal(t, 1, code)
	assert.Equal(t, tidy+bad, out)
	assert.Contains(t, errs, "<stdin>:1:14: error: expected non-function type")

	code, out, errs = runCLI(t, messy, "-style=mlir-opt", "-")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "arith.addi %arg0, %arg0 : i32")

	code, _, errs = runCLI(t, messy, "-w", "-")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "cannot use -w with standard input")
	code, _, errs = runCLI(t, messy, "-", "-")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "standard input (-) can be read only once")
}

// TestWalkSkipsFIFO: a FIFO named *.mlir under a directory is skipped
// with a message, never opened (opening it would wait for a writer), in
// every mode; given by name, it is read.
func TestWalkSkipsFIFO(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy})
	fifo := filepath.Join(dir, "pipe.mlir")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	require.NoError(t, os.Symlink("pipe.mlir", filepath.Join(dir, "tofifo.mlir")))
	for _, mode := range [][]string{{"-l"}, {"-w"}, {"-verify"}, {"-verify-diagnostics"}, {}, {"-style=mlir-opt"}, {"-d"}, {"-check"}} {
		code, out, errs := runWithin(t, "", append(mode, dir)...)
		assert.Contains(t, errs, fifo+": skipped: not a regular file (a named pipe)", mode)
		assert.Contains(t, errs, filepath.Join(dir, "tofifo.mlir")+": skipped: not a regular file (a named pipe)", mode)
		assert.NotEqual(t, 2, code, mode)
		assert.NotContains(t, out, "pipe", mode)
	}
	assert.Equal(t, tidy, read(t, filepath.Join(dir, "a.mlir")), "-w formatted the regular file")

	// Named on the command line, a FIFO is read (<(...) is one).
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err == nil {
			f.WriteString(messy)
			f.Close()
		}
	}()
	code, out, errs := runWithin(t, "", fifo)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, tidy, out)

	// A device named *.mlir is skipped too.
	dev := filepath.Join(dir, "null.mlir")
	require.NoError(t, os.Symlink("/dev/null", dev))
	code, _, errs = runWithin(t, "", "-l", dir)
	assert.Contains(t, errs, dev+": skipped: not a regular file (a character device)")
	assert.Equal(t, 0, code, errs)
}

// TestReadInputNotRegular: a walked file replaced by a FIFO after the walk
// is not read either.
func TestReadInputNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "x.mlir")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	done := make(chan error, 1)
	go func() {
		_, err := readInput(input{name: fifo, walked: true})
		done <- err
	}()
	select {
	case err := <-done:
		assert.True(t, errors.Is(err, errNotRegular), "%v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("readInput blocked on a FIFO")
	}
}

// unreadable is the operating system's files but for one directory whose
// listing fails as an unreadable directory's does (root reads any
// directory, and the tests run as root).
type unreadable struct {
	osFS
	dir string
}

func (u unreadable) ReadDir(name string) ([]fs.DirEntry, error) {
	if name == u.dir {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return os.ReadDir(name)
}

// TestWalkUnreadableDir: a subdirectory that cannot be read is reported,
// the walk goes on, and the exit status says something went wrong.
func TestWalkUnreadableDir(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy, "locked/b.mlir": messy, "z/c.mlir": messy})
	locked := filepath.Join(dir, "locked")
	check := func(t *testing.T) {
		code, out, errs := runCLI(t, "", "-l", dir)
		assert.Equal(t, 2, code)
		assert.Equal(t, "a.mlir\nz/c.mlir\n", strings.ReplaceAll(out, dir+"/", ""))
		assert.Contains(t, errs, locked+": permission denied")
	}
	t.Run("injected", func(t *testing.T) {
		walkFS = unreadable{dir: locked}
		defer func() { walkFS = osFS{} }()
		check(t)
	})
	if os.Geteuid() != 0 {
		t.Run("chmod", func(t *testing.T) {
			require.NoError(t, os.Chmod(locked, 0))
			defer os.Chmod(locked, 0o755)
			check(t)
		})
	}
}

// TestWriteInPlace: -w keeps the file's inode: its hard links, mode,
// owner and group; a file that does not parse and a read-only file are
// never written; no copy is left behind.
func TestWriteInPlace(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy, "bad.mlir": bad, "ro.mlir!": messy})
	a := filepath.Join(dir, "a.mlir")
	link := filepath.Join(dir, "sub-link.mlir")
	require.NoError(t, os.Link(a, link))
	require.NoError(t, os.Chmod(a, 0o604))
	owned := os.Geteuid() == 0
	if owned {
		require.NoError(t, os.Chown(a, 4242, 4343))
	}
	before := stat(t, a)
	badBefore := stat(t, filepath.Join(dir, "bad.mlir")).ModTime()

	code, out, errs := runCLI(t, "", "-w", "-l", a, filepath.Join(dir, "bad.mlir"), filepath.Join(dir, "ro.mlir"))
	assert.Equal(t, 2, code, "the read-only file")
	assert.Contains(t, out, a)
	assert.Contains(t, errs, "ro.mlir: not written: the file is read-only")

	assert.Equal(t, tidy, read(t, a))
	assert.Equal(t, tidy, read(t, link), "the hard link sees the new content")
	after := stat(t, a)
	assert.True(t, os.SameFile(before, after), "the same inode")
	assert.Equal(t, uint64(2), after.Sys().(*syscall.Stat_t).Nlink)
	assert.Equal(t, os.FileMode(0o604), after.Mode().Perm())
	if owned {
		assert.Equal(t, uint32(4242), after.Sys().(*syscall.Stat_t).Uid)
		assert.Equal(t, uint32(4343), after.Sys().(*syscall.Stat_t).Gid)
	}
	assert.Equal(t, bad, read(t, filepath.Join(dir, "bad.mlir")))
	assert.Equal(t, badBefore, stat(t, filepath.Join(dir, "bad.mlir")).ModTime(), "not rewritten")
	assert.Equal(t, messy, read(t, filepath.Join(dir, "ro.mlir")))

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"a.mlir", "bad.mlir", "ro.mlir", "sub-link.mlir"}, names, "no copy left behind")
}

// TestWriteFileRefuses: writeFile leaves alone what it must not write.
func TestWriteFileRefuses(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "p.mlir")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	err := writeFile(fifo, nil, []byte("x"))
	assert.ErrorContains(t, err, "not written: not a regular file (a named pipe)")

	// A file saved by someone else since it was read.
	f := filepath.Join(dir, "f.mlir")
	require.NoError(t, os.WriteFile(f, []byte("saved meanwhile"), 0o644))
	err = writeFile(f, []byte(messy), []byte(tidy))
	assert.ErrorContains(t, err, "not written: the file changed while it was formatted")
	assert.Equal(t, "saved meanwhile", read(t, f))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "no copy left")

}

// TestInternalError: a panic while handling one input is that input's
// internal error (exit status 3, its name, the value and the stack), never
// Go's exit status 2; the other inputs still get their output.
func TestInternalError(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy, "boom.mlir": messy, "c.mlir": messy})
	processHook = func(name string) {
		if strings.HasSuffix(name, "boom.mlir") || name == stdinName {
			panic("injected")
		}
	}
	defer func() { processHook = nil }()
	boom := filepath.Join(dir, "boom.mlir")
	for _, mode := range [][]string{{}, {"-style=mlir-opt"}, {"-generic"}, {"-l"}, {"-w"}, {"-verify"}, {"-verify-diagnostics"}, {"-split-input-file", "-style=mlir-opt"}} {
		code, out, errs := runCLI(t, "", append(mode, dir)...)
		assert.Equal(t, 3, code, mode)
		assert.Contains(t, errs, "mlirfmt: "+boom+": internal error: injected\n", mode)
		assert.Contains(t, errs, "goroutine ", mode)
		if len(mode) == 0 {
			assert.Equal(t, tidy+tidy, out, "a.mlir and c.mlir")
		}
	}
	assert.Equal(t, messy, read(t, boom), "-w wrote nothing")
	// The one streamed input, standard input.
	for _, mode := range [][]string{{"-style=mlir-opt"}, {}} {
		code, _, errs := runCLI(t, messy, mode...)
		assert.Equal(t, 3, code, mode)
		assert.Contains(t, errs, "mlirfmt: <stdin>: internal error: injected\n", mode)
	}
}

// TestWriteFails: a write that fails midway puts the original back (no
// copy left); when putting it back fails too, the copy is left and named.
func TestWriteFails(t *testing.T) {
	dir := tree(t, map[string]string{"a.mlir": messy})
	a := filepath.Join(dir, "a.mlir")
	fail := errors.New("injected: no space left on device")
	calls := 0
	restores := true
	writeAt = func(f *os.File, b []byte, off int64) (int, error) {
		calls++
		if calls == 1 || !restores {
			n, _ := f.WriteAt(b[:len(b)/2], off) // half of it, then the failure
			return n, fail
		}
		return f.WriteAt(b, off)
	}
	defer func() { writeAt = (*os.File).WriteAt }()

	code, _, errs := runCLI(t, "", "-w", a)
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, a+": not written: injected: no space left on device")
	assert.Equal(t, messy, read(t, a), "the original put back")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no copy left behind")

	calls, restores = 0, false
	code, _, errs = runCLI(t, "", "-w", a)
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "and so did restoring it")
	entries, err = os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 2, "the copy is left")
	var copyName string
	for _, e := range entries {
		if e.Name() != "a.mlir" {
			copyName = e.Name()
		}
	}
	assert.True(t, strings.HasPrefix(copyName, ".a.mlir.mlirfmt-"), copyName)
	assert.Contains(t, errs, "its original content is in "+filepath.Join(dir, copyName))
	assert.Equal(t, messy, read(t, filepath.Join(dir, copyName)))
}

// TestOutputWriteError: an output that cannot be written (/dev/full: a
// full disk) is an I/O error, not a success.
func TestOutputWriteError(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	code, _, errs := runCLI(t, messy, "-o", "/dev/full")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "mlirfmt: writing the output: ")
	assert.Contains(t, errs, "no space left on device")
}

// TestWalkLinks: as gofmt, a walk reads a link to a file through it and
// does not follow a link to a directory; one named *.mlir is skipped with
// a message.
func TestWalkLinks(t *testing.T) {
	dir := tree(t, map[string]string{"sub/a.mlir": messy, "real.txt": messy})
	require.NoError(t, os.Symlink("sub", filepath.Join(dir, "linkdir")))
	require.NoError(t, os.Symlink("sub", filepath.Join(dir, "d.mlir")))
	require.NoError(t, os.Symlink("real.txt", filepath.Join(dir, "f.mlir")))
	require.NoError(t, os.Symlink("missing", filepath.Join(dir, "dangling.mlir")))
	code, out, errs := runWithin(t, "", "-l", dir)
	rel := func(s string) string { return strings.ReplaceAll(s, dir+"/", "") }
	assert.Equal(t, "f.mlir\nsub/a.mlir\n", rel(out))
	assert.Contains(t, rel(errs), "d.mlir: skipped: not a regular file (a directory)")
	assert.Contains(t, rel(errs), "dangling.mlir: no such file or directory")
	assert.Equal(t, 2, code, "the dangling link cannot be read")
}
