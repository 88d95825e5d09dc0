package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// input is one input of a run: standard input ("-", or no path at all),
// a path given as an argument, or a .mlir file found under a directory.
type input struct {
	name   string // as diagnostics name it: the path, or "<stdin>"
	stdin  bool
	walked bool // found by a directory walk: read only if it is a regular file
}

// stdinName names standard input in diagnostics, as mlir-opt does.
const stdinName = "<stdin>"

// walkFS is what directory walks read: the operating system's files
// (a test swaps it to make a directory unreadable, which root cannot do).
var walkFS fs.ReadDirFS = osFS{}

// osFS reads directories by their operating-system paths.
type osFS struct{}

func (osFS) Open(name string) (fs.File, error)          { return os.Open(name) }
func (osFS) ReadDir(name string) ([]fs.DirEntry, error) { return os.ReadDir(name) }
func (osFS) Stat(name string) (fs.FileInfo, error)      { return os.Stat(name) }

// expand returns the inputs a path argument stands for: itself, or the
// .mlir files under it when it is a directory (in lexical order, skipping
// names that start with a dot). As gofmt, a walk does not follow links to
// directories, and a link named *.mlir is read through. What is named
// *.mlir but is not a regular file (a FIFO, a device, a socket, a link to
// a directory) is skipped with a message on warn, never opened; a
// directory that cannot be read is reported on warn and the walk goes on.
// failed reports that something could not be read (exit status 2).
func expand(arg string, warn io.Writer) (inputs []input, failed bool) {
	if arg == "-" {
		return []input{{name: stdinName, stdin: true}}, false
	}
	st, err := os.Stat(arg)
	if err != nil {
		fmt.Fprintf(warn, "mlirfmt: %v\n", err)
		return nil, true
	}
	if !st.IsDir() {
		// Given by name, any file is read (a pipe from <(...) too).
		return []input{{name: arg}}, false
	}
	err = fs.WalkDir(walkFS, arg, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			// A directory that cannot be read: reported, the walk goes on.
			fmt.Fprintf(warn, "mlirfmt: %v\n", err)
			failed = true
			if d != nil && d.IsDir() && p != arg {
				return fs.SkipDir
			}
			return nil
		}
		name := d.Name()
		if p != arg && strings.HasPrefix(name, ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(name, ".mlir") {
			return nil
		}
		mode := d.Type()
		if mode&fs.ModeSymlink != 0 {
			st, err := os.Stat(p)
			if err != nil {
				fmt.Fprintf(warn, "mlirfmt: %v\n", err)
				failed = true
				return nil
			}
			mode = st.Mode().Type()
		}
		if !mode.IsRegular() {
			fmt.Fprintf(warn, "mlirfmt: %s: skipped: not a regular file (%s)\n", p, kind(mode))
			return nil
		}
		inputs = append(inputs, input{name: p, walked: true})
		return nil
	})
	if err != nil {
		fmt.Fprintf(warn, "mlirfmt: %v\n", err)
		failed = true
	}
	return inputs, failed
}

// kind names a file type for the message about skipping it.
func kind(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a device"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode.IsDir():
		return "a directory"
	}
	return "mode " + mode.String()
}

// errNotRegular is a walked file found not to be a regular file once
// opened (it was replaced after the walk saw it).
var errNotRegular = errors.New("skipped: not a regular file")

// readInput reads one file input. A walked file is opened without
// blocking (a FIFO put in its place since the walk must not hang the run)
// and read only if it is still a regular file.
func readInput(in input) ([]byte, error) {
	if !in.walked {
		return os.ReadFile(in.name)
	}
	f, err := os.OpenFile(in.name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w (%s)", in.name, errNotRegular, kind(st.Mode().Type()))
	}
	// O_NONBLOCK means nothing to a regular file: read it as it is.
	buf := make([]byte, 0, st.Size()+1)
	for {
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
	}
}

// writeFile replaces the content of the file name (orig, as it was read)
// with data in place: the file keeps its inode, so its owner, group,
// mode and hard links stay as they were, as gofmt -w does. A file that no
// longer holds orig (an editor saved it meanwhile) is not written. A copy
// of orig is written and synced beside it first (a hidden
// .NAME.mlirfmt-* file) and removed once the new content is synced: if
// the write fails the original is put back from memory, and if the
// process dies mid-write the copy is left to recover it from. A file
// that is not regular, or is read-only, is an error and left alone.
func writeFile(name string, orig, data []byte) error {
	st, err := os.Stat(name)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: not written: not a regular file (%s)", name, kind(st.Mode().Type()))
	}
	// Root may write any file: a file without write permission is not
	// written, whoever runs mlirfmt.
	if st.Mode().Perm()&0o222 == 0 {
		return fmt.Errorf("%s: not written: the file is read-only", name)
	}
	f, err := os.OpenFile(name, os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("%s: not written: %w", name, err)
	}
	defer f.Close()
	// What an editor saved since the file was read is not overwritten.
	if now, err := io.ReadAll(f); err != nil || !bytes.Equal(now, orig) {
		return fmt.Errorf("%s: not written: the file changed while it was formatted", name)
	}
	bak, err := backup(name, orig)
	if err != nil {
		return fmt.Errorf("%s: not written: making a copy of it: %w", name, err)
	}
	n, err := writeAt(f, data, 0)
	if err == nil {
		err = f.Truncate(int64(n))
	}
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		os.Remove(bak)
		return nil
	}
	// Put the original back; keep the copy if that fails too.
	_, rerr := writeAt(f, orig, 0)
	if rerr == nil {
		rerr = f.Truncate(int64(len(orig)))
	}
	if rerr == nil {
		rerr = f.Sync()
	}
	if rerr != nil {
		return fmt.Errorf("%s: writing failed (%v) and so did restoring it (%v): its original content is in %s", name, err, rerr, bak)
	}
	os.Remove(bak)
	return fmt.Errorf("%s: not written: %w", name, err)
}

// writeAt writes to a file -w rewrites (a test makes it fail).
var writeAt = (*os.File).WriteAt

// backup writes orig to a new hidden file beside name (readable by its
// owner only: the file may not be meant for everyone) and syncs it.
func backup(name string, orig []byte) (string, error) {
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".mlirfmt-*")
	if err != nil {
		return "", err
	}
	_, err = f.Write(orig)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}
