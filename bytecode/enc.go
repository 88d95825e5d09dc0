// Package bytecode reads the MLIR bytecode mlir-opt 22 writes
// (`mlir-opt --emit-bytecode`, versions 0 to 6) and turns it into the
// generic textual form, which gomlir's parser reads like any .mlir file.
//
// The format is MLIR's BytecodeFormat: the magic "ML\xEFR", a version, a
// producer string and sections (strings, dialects and op names,
// attribute/type offsets and data, IR, resources, dialect versions,
// properties). Builtin attributes and types are decoded from their builtin
// bytecode encoding and spelled in MLIR syntax; those of other dialects are
// stored by mlir-opt as their text (the textual fallback), used as it is.
// Every read is bounds-checked: bad bytecode is an *Error with the byte
// offset, never a panic, and no count read from the file sizes an
// allocation before it is checked against the bytes left.
package bytecode

import (
	"fmt"
	"math/bits"
)

// Magic is the four bytes every bytecode file starts with.
const Magic = "ML\xefR"

// IsBytecode tells whether data starts with the bytecode magic.
func IsBytecode(data []byte) bool {
	return len(data) >= 4 && string(data[:4]) == Magic
}

// Error is bad or unsupported bytecode, at a byte offset of the file.
type Error struct {
	Offset int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("bytecode: offset %d: %s", e.Offset, e.Msg) }

// reader reads one span of the file; base is the span's offset in the file.
type reader struct {
	data []byte
	pos  int
	base int
}

func (r *reader) off() int    { return r.base + r.pos }
func (r *reader) left() int   { return len(r.data) - r.pos }
func (r *reader) empty() bool { return r.pos >= len(r.data) }

func (r *reader) errf(format string, args ...any) error {
	return &Error{Offset: r.off(), Msg: fmt.Sprintf(format, args...)}
}

func (r *reader) byte1() (byte, error) {
	if r.pos >= len(r.data) {
		return 0, r.errf("unexpected end of data")
	}
	b := r.data[r.pos]
	r.pos++
	return b, nil
}

func (r *reader) bytes(n uint64) ([]byte, error) {
	if n > uint64(r.left()) {
		return nil, r.errf("%d bytes wanted, %d left", n, r.left())
	}
	b := r.data[r.pos : r.pos+int(n)]
	r.pos += int(n)
	return b, nil
}

// varint reads a PrefixVarInt: the trailing zero bits of the first byte
// count the bytes that follow.
func (r *reader) varint() (uint64, error) {
	start := r.off()
	b, err := r.byte1()
	if err != nil {
		return 0, err
	}
	if b&1 != 0 {
		return uint64(b >> 1), nil
	}
	if b == 0 {
		rest, err := r.bytes(8)
		if err != nil {
			return 0, &Error{Offset: start, Msg: "truncated varint"}
		}
		var v uint64
		for i := 7; i >= 0; i-- {
			v = v<<8 | uint64(rest[i])
		}
		return v, nil
	}
	n := bits.TrailingZeros8(b) // additional bytes
	rest, err := r.bytes(uint64(n))
	if err != nil {
		return 0, &Error{Offset: start, Msg: "truncated varint"}
	}
	v := uint64(b)
	for i := 0; i < n; i++ {
		v |= uint64(rest[i]) << (8 * (i + 1))
	}
	return v >> (n + 1), nil
}

func (r *reader) signedVarint() (int64, error) {
	v, err := r.varint()
	return int64(v>>1) ^ -int64(v&1), err
}

func (r *reader) varintFlag() (uint64, bool, error) {
	v, err := r.varint()
	return v >> 1, v&1 != 0, err
}

// count reads a varint that counts items of at least min bytes each in
// what is left: a count the data cannot hold is an error.
func (r *reader) count(what string, min int) (int, error) {
	start := r.off()
	v, err := r.varint()
	if err != nil {
		return 0, err
	}
	if min < 1 {
		min = 1
	}
	if v > uint64(r.left()/min) {
		return 0, &Error{Offset: start, Msg: fmt.Sprintf("%s count %d exceeds the %d bytes left", what, v, r.left())}
	}
	return int(v), nil
}

// cstring reads a NUL-terminated string.
func (r *reader) cstring() (string, error) {
	for i := r.pos; i < len(r.data); i++ {
		if r.data[i] == 0 {
			s := string(r.data[r.pos:i])
			r.pos = i + 1
			return s, nil
		}
	}
	return "", r.errf("unterminated string")
}

// align skips the 0xCB padding up to a multiple of alignment in the file.
func (r *reader) align(alignment uint64) error {
	if alignment == 0 || alignment&(alignment-1) != 0 || alignment > 1<<32 {
		return r.errf("alignment %d is not a power of 2", alignment)
	}
	for uint64(r.off())%alignment != 0 {
		b, err := r.byte1()
		if err != nil {
			return err
		}
		if b != 0xCB {
			return &Error{Offset: r.off() - 1, Msg: fmt.Sprintf("padding byte 0x%02x, want 0xcb", b)}
		}
	}
	return nil
}

// section reads a section's header and returns its id and a reader of its
// data.
func (r *reader) section() (byte, *reader, error) {
	start := r.off()
	b, err := r.byte1()
	if err != nil {
		return 0, nil, err
	}
	id, aligned := b&0x7f, b&0x80 != 0
	n, err := r.varint()
	if err != nil {
		return 0, nil, err
	}
	if aligned {
		a, err := r.varint()
		if err != nil {
			return 0, nil, err
		}
		if err := r.align(a); err != nil {
			return 0, nil, err
		}
	}
	if n > uint64(r.left()) {
		return 0, nil, &Error{Offset: start, Msg: fmt.Sprintf("section %d of %d bytes exceeds the %d bytes left", id, n, r.left())}
	}
	sub := &reader{data: r.data[r.pos : r.pos+int(n)], base: r.off()}
	r.pos += int(n)
	return id, sub, nil
}
