//go:build unix

package main

import (
	"os"
	"syscall"
)

// mapAt is the size from which a single input is mapped rather than read.
const mapAt = 1 << 20

// mapInput maps the regular file name into memory, read-only, out of Go's
// heap: the collector neither counts it as live (its heap goal would be
// twice the input larger) nor scans it, as mlir-opt maps a large file
// (llvm::MemoryBuffer). Its pages are given back behind the formatting
// (see releaser), not every few ms: that saved 20-30 MB on the genmix
// file but made one function of 1M ops 2.3x slower (its ops' strings
// point into the mapping: each release re-faults them). ok is
// false when the file is small, not regular or cannot be mapped: read it then. The
// mapping itself is never released (strings may point into it, and the
// process ends after its one input).
func mapInput(name string) (src []byte, ok bool) {
	// (Opened only once known regular: opening a FIFO waits for its
	// writer, and would take its text from the read that follows.)
	if st, err := os.Stat(name); err != nil || !st.Mode().IsRegular() || st.Size() < mapAt {
		return nil, false
	}
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < mapAt || int64(int(st.Size())) != st.Size() {
		return nil, false
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, false
	}
	return b, true
}

// releaser gives the pages of a mapped input back to the system where
// the formatting is done reading it (format.Options.Release): what is
// resident of the input is then about what is being formatted, not all
// that was read (on the genmix file, up to 34 MB of the peak). A page read
// again after all (a diagnostic's line, a piece formatted after the input
// was cut, a whole chunk's fallback) is read back from the page cache.
// (Giving the whole mapping back every few ms instead made a function of
// 1M ops 2.3x slower: its ops' strings point into it.)
type releaser struct{ src []byte }

func newReleaser(src []byte) *releaser { return &releaser{src: src} }

// release gives back the whole pages of src[from:to].
func (r *releaser) release(from, to int) {
	page := os.Getpagesize()
	from = (from + page - 1) / page * page
	to = min(to, len(r.src)) / page * page
	if from < to {
		syscall.Madvise(r.src[from:to], syscall.MADV_DONTNEED)
	}
}
