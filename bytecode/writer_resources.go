package bytecode

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ir"
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

// External resources (`external_resources: {tool: {key: value}}`) are
// written back as mlir-opt keeps them: one group per tool, in the order
// of the file, each entry a blob (a "0x..." string: its first 4 bytes are
// the alignment), a bool or a string.
const (
	kindBlob = iota
	kindBool
	kindString
)

// externalEntry decodes an external resource's value as written.
func externalEntry(v string) (kind int, b blob, str string, ok bool) {
	switch v {
	case "true":
		return kindBool, blob{data: []byte{1}}, "", true
	case "false":
		return kindBool, blob{data: []byte{0}}, "", true
	}
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return 0, blob{}, "", false
	}
	body := v[1 : len(v)-1]
	if strings.HasPrefix(body, "0x") {
		if raw, err := hex.DecodeString(body[2:]); err == nil && len(raw) >= 4 {
			return kindBlob, blob{binary.LittleEndian.Uint32(raw), raw[4:]}, "", true
		}
	}
	s, ok := unquote(body)
	return kindString, blob{}, s, ok
}

// unquote undoes MLIR's string escapes (\\, \", \n, \t, \XX).
func unquote(s string) (string, bool) {
	if !strings.Contains(s, "\\") {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(s) {
			return "", false
		}
		switch n := s[i+1]; n {
		case '\\', '"', '\'':
			b.WriteByte(n)
			i++
		case 'n':
			b.WriteByte('\n')
			i++
		case 't':
			b.WriteByte('\t')
			i++
		default:
			if i+2 >= len(s) {
				return "", false
			}
			x, err := hex.DecodeString(s[i+1 : i+3])
			if err != nil {
				return "", false
			}
			b.WriteByte(x[0])
			i += 2
		}
	}
	return b.String(), true
}

// resourceSections writes the resource offset and resource sections.
func (w *writer) resourceSections(out *emitter) {
	var offs, res emitter
	type entry struct {
		key  string
		size int
		kind byte
	}
	prev := 0
	var external []ir.ResourceGroup
	if w.resources != nil {
		external = w.resources.External
	}
	offs.varint(uint64(len(external)))
	for _, g := range external {
		var entries []entry
		for _, x := range g.Entries {
			kind, b, s, ok := externalEntry(x.Value)
			if !ok {
				if w.err == nil {
					w.err = fmt.Errorf("external resource %s.%s: cannot write its value %s", g.Name, x.Key, x.Value)
				}
				continue
			}
			switch kind {
			case kindBlob:
				res.varint(uint64(b.align))
				res.varint(uint64(len(b.data)))
				res.alignTo(uint64(b.align))
				res.bytes(b.data)
			case kindBool:
				res.byte1(b.data[0])
			case kindString:
				res.varint(uint64(w.str(s)))
			}
			entries = append(entries, entry{x.Key, res.size() - prev, byte(kind)})
			prev = res.size()
		}
		offs.varint(uint64(w.str(g.Name)))
		offs.varint(uint64(len(entries)))
		for _, e := range entries {
			offs.varint(uint64(w.str(e.key)))
			offs.varint(uint64(e.size))
			offs.byte1(e.kind)
		}
	}
	if len(w.resKeys) > 0 {
		var entries []entry
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
				entries = append(entries, entry{k, res.size() - prev, kindBlob})
				prev = res.size()
			}
		}
		offs.varint(uint64(w.dialectM["builtin"].number))
		offs.varint(uint64(len(entries)))
		for _, e := range entries {
			offs.varint(uint64(w.str(e.key)))
			offs.varint(uint64(e.size))
			offs.byte1(e.kind)
		}
	}
	out.section(secResourceOffset, &offs)
	out.section(secResource, &res)
}
