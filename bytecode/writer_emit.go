package bytecode

// emitter builds one span of bytecode (the file, or a section's body).
// Sections are built in their own emitter and copied into their parent
// with emitSection; only the resource section needs alignment.
type emitter struct {
	b []byte
	// align is the largest alignment a blob in the span asked for; the
	// span must start at a multiple of it.
	align uint64
}

func (e *emitter) byte1(b byte)     { e.b = append(e.b, b) }
func (e *emitter) bytes(p []byte)   { e.b = append(e.b, p...) }
func (e *emitter) string(s string)  { e.b = append(e.b, s...) }
func (e *emitter) cstring(s string) { e.b = append(append(e.b, s...), 0) }
func (e *emitter) size() int        { return len(e.b) }
func (e *emitter) varintFlag(v uint64, flag bool) {
	f := uint64(0)
	if flag {
		f = 1
	}
	e.varint(v<<1 | f)
}

// varint writes a PrefixVarInt: the count of bytes that follow the first
// is the number of its trailing zero bits.
func (e *emitter) varint(v uint64) {
	if v>>7 == 0 {
		e.b = append(e.b, byte(v<<1|1))
		return
	}
	it := v >> 7
	for n := 2; n < 9; n++ {
		if it >>= 7; it == 0 {
			enc := (v<<1 | 1) << (n - 1)
			for i := 0; i < n; i++ {
				e.b = append(e.b, byte(enc>>(8*i)))
			}
			return
		}
	}
	e.b = append(e.b, 0)
	for i := 0; i < 8; i++ {
		e.b = append(e.b, byte(v>>(8*i)))
	}
}

// signedVarint writes v zigzag-encoded.
func (e *emitter) signedVarint(v uint64) {
	e.varint(v<<1 ^ uint64(int64(v)>>63))
}

// alignTo pads with 0xCB up to a multiple of a (a power of 2).
func (e *emitter) alignTo(a uint64) {
	if a < 2 {
		return
	}
	for uint64(len(e.b))%a != 0 {
		e.b = append(e.b, 0xCB)
	}
	e.align = max(e.align, a)
}

// section writes sub as section id.
func (e *emitter) section(id byte, sub *emitter) {
	code := len(e.b)
	e.byte1(id)
	e.varint(uint64(len(sub.b)))
	if sub.align > 1 {
		if uint64(len(e.b))&(sub.align-1) != 0 {
			e.varint(sub.align)
			e.alignTo(sub.align)
			e.b[code] |= 0x80
		} else {
			e.align = max(e.align, sub.align)
		}
	}
	e.b = append(e.b, sub.b...)
}
