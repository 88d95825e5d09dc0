package bytecode

import (
	"encoding/binary"
	"encoding/hex"
	"strings"
)

// Dialect resources. The builtin dialect's blobs (dense_resource) are
// the only resources mlir-opt 22 writes for the corpus: the ones the IR
// refers to, those with data numbered first (in the order they were first
// referred to), then those without (declarations); resources nothing
// refers to, and external resources, are dropped, as mlir-opt drops them.

type blob struct {
	align uint32
	data  []byte
}

// numberResource records a reference to the builtin resource key.
func (w *writer) numberResource(key string) {
	if _, ok := w.resM[key]; ok {
		return
	}
	w.resM[key] = -1
	w.resKeys = append(w.resKeys, key)
}

// resourceBlob returns the data the file gives the builtin resource key.
func (w *writer) resourceBlob(key string) (blob, bool) {
	if w.resources == nil {
		return blob{}, false
	}
	for _, g := range w.resources.Dialect {
		if g.Name != "builtin" {
			continue
		}
		for _, e := range g.Entries {
			if e.Key != key {
				continue
			}
			v := e.Value
			if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
				return blob{}, false
			}
			v = v[1 : len(v)-1]
			if !strings.HasPrefix(v, "0x") && !strings.HasPrefix(v, "0X") {
				return blob{}, false
			}
			raw, err := hex.DecodeString(v[2:])
			if err != nil || len(raw) < 4 {
				return blob{}, false
			}
			return blob{binary.LittleEndian.Uint32(raw), raw[4:]}, true
		}
	}
	return blob{}, false
}

// numberResources gives the referenced resources their numbers.
func (w *writer) numberResources() {
	n := 0
	for _, data := range []bool{true, false} {
		for _, k := range w.resKeys {
			if _, ok := w.resourceBlob(k); ok == data {
				w.resM[k] = n
				n++
			}
		}
	}
}

// resourceSections writes the resource offset and resource sections.
func (w *writer) resourceSections(out *emitter) {
	var offs, res emitter
	offs.varint(0) // no external resource printer
	if len(w.resKeys) > 0 {
		type entry struct {
			key  string
			size int
		}
		var entries []entry
		prev := 0
		for _, data := range []bool{true, false} {
			for _, k := range w.resKeys {
				b, ok := w.resourceBlob(k)
				if ok != data {
					continue
				}
				if ok {
					res.varint(uint64(b.align))
					res.varint(uint64(len(b.data)))
					res.alignTo(uint64(b.align))
					res.bytes(b.data)
				}
				entries = append(entries, entry{k, res.size() - prev})
				prev = res.size()
			}
		}
		offs.varint(uint64(w.dialectM["builtin"].number))
		offs.varint(uint64(len(entries)))
		for _, e := range entries {
			offs.varint(uint64(w.str(e.key)))
			offs.varint(uint64(e.size))
			offs.byte1(0) // a blob
		}
	}
	out.section(secResourceOffset, &offs)
	out.section(secResource, &res)
}
