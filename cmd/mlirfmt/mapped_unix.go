//go:build unix

package main

import (
	"os"
	"syscall"
	"time"
)

// mapAt is the size from which a single input is mapped rather than read.
const mapAt = 1 << 20

// releaseEvery is how often the pages of a mapped input are given back.
const releaseEvery = 250 * time.Millisecond

// mapInput maps the regular file name into memory, read-only, out of Go's
// heap: the collector neither counts it as live (its heap goal would be
// twice the input larger) nor scans it, as mlir-opt maps a large file
// (llvm::MemoryBuffer). Every releaseEvery until stop is called the
// mapping's pages are dropped from the process's resident memory (the
// page cache keeps them, and an access reads them back): what is resident
// of the input is what was read in the last moments, not the whole file.
// ok is false when the file is small, not regular or cannot be mapped:
// read it then. The mapping itself is never released (strings may point
// into it, and the process ends after its one input).
func mapInput(name string) (src []byte, stop func(), ok bool) {
	// (Opened only once known regular: opening a FIFO waits for its
	// writer, and would take its text from the read that follows.)
	if st, err := os.Stat(name); err != nil || !st.Mode().IsRegular() || st.Size() < mapAt {
		return nil, nil, false
	}
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < mapAt || int64(int(st.Size())) != st.Size() {
		return nil, nil, false
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil, false
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(releaseEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				syscall.Madvise(b, syscall.MADV_DONTNEED)
			}
		}
	}()
	return b, func() { close(done) }, true
}
