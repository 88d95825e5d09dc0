//go:build unix

package main

import (
	"os"
	"syscall"
)

// mapAt is the size from which an input that is only read is mapped
// rather than read into the heap: the collector then paces itself on the
// tree and IR alone (a streamed input's live heap is mostly the input),
// and the pages are the page cache's.
const mapAt = 4 << 20

// readOnly returns the contents of the regular file path, mapped when it
// is large, and the function that releases them (after which the bytes
// and everything that points into them must no longer be used).
func readOnly(path string) ([]byte, func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if st.Mode().IsRegular() && st.Size() >= mapAt && int64(int(st.Size())) == st.Size() {
		if data, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED); err == nil {
			return data, func() { syscall.Munmap(data) }, nil
		}
	}
	data, err := os.ReadFile(path)
	return data, func() {}, err
}
