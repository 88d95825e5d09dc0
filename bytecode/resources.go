package bytecode

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
)

// Resource entry kinds (AsmResourceEntryKind).
const (
	resBlob = iota
	resBool
	resString
)

// resource is one entry of a resource group: its key and its value as the
// file metadata (`{-# ... #-}`) spells it.
type resource struct {
	key, text string
}

type resourceGroup struct {
	name    string // the dialect, or the external group's key
	entries []resource
}

// readResources reads the resource offset and resource sections: the
// external groups, then the dialect groups (whose entries dense_resource
// attributes name by their index, in this order).
func (d *decoder) readResources(offs, data *reader) error {
	if offs == nil && data == nil {
		return nil
	}
	if offs == nil || data == nil {
		return (&reader{}).errf("a resource section without its offset section or the reverse")
	}
	next := 0 // the data's next resource
	group := func(name string) (*resourceGroup, error) {
		g := &resourceGroup{name: name}
		n, err := offs.count("resource", 3)
		if err != nil {
			return nil, err
		}
		for i := 0; i < n; i++ {
			key, err := d.str(offs)
			if err != nil {
				return nil, err
			}
			size, err := offs.varint()
			if err != nil {
				return nil, err
			}
			kind, err := offs.byte1()
			if err != nil {
				return nil, err
			}
			if size > uint64(len(data.data)-next) {
				return nil, offs.errf("resource %q of %d bytes exceeds the resource section", key, size)
			}
			er := &reader{data: data.data[next : next+int(size)], base: data.base + next}
			next += int(size)
			text, err := d.resourceValue(er, kind)
			if err != nil {
				return nil, err
			}
			if !er.empty() {
				return nil, er.errf("trailing bytes in resource %q", key)
			}
			g.entries = append(g.entries, resource{key: key, text: text})
		}
		return g, nil
	}
	ne, err := offs.count("external resource group", 2)
	if err != nil {
		return err
	}
	for i := 0; i < ne; i++ {
		key, err := d.str(offs)
		if err != nil {
			return err
		}
		g, err := group(key)
		if err != nil {
			return err
		}
		d.external = append(d.external, g)
	}
	for !offs.empty() {
		dl, err := d.dialectRef(offs)
		if err != nil {
			return err
		}
		g, err := group(dl)
		if err != nil {
			return err
		}
		d.dialectRes = append(d.dialectRes, g)
		for _, e := range g.entries {
			d.handles = append(d.handles, e.key)
		}
	}
	return nil
}

// resourceValue spells a resource's value: a blob as the hex string of
// its alignment (4 bytes, little-endian) and data, a bool, a string.
func (d *decoder) resourceValue(r *reader, kind byte) (string, error) {
	switch kind {
	case resBlob:
		align, err := r.varint()
		if err != nil {
			return "", err
		}
		if align > 1<<31 {
			return "", r.errf("blob alignment %d", align)
		}
		n, err := r.varint()
		if err != nil {
			return "", err
		}
		if err := r.align(align); err != nil {
			return "", err
		}
		b, err := r.bytes(n)
		if err != nil {
			return "", err
		}
		var a [4]byte
		binary.LittleEndian.PutUint32(a[:], uint32(align))
		return fmt.Sprintf("\"0x%X%X\"", a[:], b), nil
	case resBool:
		b, err := r.byte1()
		if err != nil {
			return "", err
		}
		return map[bool]string{true: "true", false: "false"}[b != 0], nil
	case resString:
		s, err := d.str(r)
		if err != nil {
			return "", err
		}
		return quote(s), nil
	}
	return "", r.errf("unknown resource kind %d", kind)
}

// resourceKey spells a resource key as dense_resource and the file
// metadata do: bare when it can be.
func resourceKey(k string) string {
	if isBareID(k) {
		return k
	}
	return quote(k)
}

// writeResources writes the file metadata block holding the resources.
func (d *decoder) writeResources(sb *bytes.Buffer) {
	if len(d.dialectRes) == 0 && len(d.external) == 0 {
		return
	}
	var parts []string
	for _, set := range []struct {
		name   string
		groups []*resourceGroup
	}{{"dialect_resources", d.dialectRes}, {"external_resources", d.external}} {
		if len(set.groups) == 0 {
			continue
		}
		var gs []string
		for _, g := range set.groups {
			var es []string
			for _, e := range g.entries {
				es = append(es, "      "+resourceKey(e.key)+": "+e.text)
			}
			gs = append(gs, "    "+resourceKey(g.name)+": {\n"+strings.Join(es, ",\n")+"\n    }")
		}
		parts = append(parts, "  "+set.name+": {\n"+strings.Join(gs, ",\n")+"\n  }")
	}
	sb.WriteString("\n{-#\n" + strings.Join(parts, ",\n") + "\n#-}\n")
}

// sparse decodes a sparse elements attribute: its type, then its indices
// and values (dense elements attributes). The indices are spelled as a
// nested literal (the parser takes no hex string there), the values as
// the hex string of their data (or a literal for i1 values).
func (d *decoder) sparse(r *reader, e *entry) error {
	ti, err := d.typeRef(r)
	if err != nil {
		return err
	}
	t, err := d.typ(ti)
	if err != nil {
		return err
	}
	dense := func() (*entry, error) {
		start := r.off()
		i, err := d.attrRef(r)
		if err != nil {
			return nil, err
		}
		a, err := d.attr(i)
		if err != nil {
			return nil, err
		}
		if !a.dense {
			return nil, &Error{Offset: start, Msg: "sparse elements with " + a.text}
		}
		return a, nil
	}
	idx, err := dense()
	if err != nil {
		return err
	}
	vals, err := dense()
	if err != nil {
		return err
	}
	it := &d.types[idx.denseTy]
	if numElems(it.shape) == 0 {
		e.text = "sparse<> : " + t.text
		return nil
	}
	// Indices are [n, rank], or [n] where the text wrote them flat for a
	// value of rank 1 (`sparse<[2], [1.5]> : vector<3xf32>`: mlir-opt's
	// parser keeps that shape).
	flat := len(it.shape) == 1
	if (len(it.shape) != 2 && !flat) || it.elem < 0 || d.types[it.elem].signed < 0 || d.types[it.elem].width != 64 {
		return r.errf("sparse indices of type %s", it.text)
	}
	n, rank := it.shape[0], int64(1)
	if !flat {
		rank = it.shape[1]
	}
	if n < 0 || rank < 0 || n*rank > int64(len(idx.blob)) {
		return r.errf("sparse indices of type %s", it.text)
	}
	if n == 0 {
		e.text = "sparse<> : " + t.text
		return nil
	}
	at := func(k int64) int64 {
		if len(idx.blob) == 8 { // a splat
			k = 0
		}
		if 8*k+8 > int64(len(idx.blob)) {
			return 0
		}
		return int64(binary.LittleEndian.Uint64(idx.blob[8*k:]))
	}
	if len(idx.blob) != 8 && int64(len(idx.blob)) != 8*n*rank {
		return r.errf("%d bytes of sparse indices for %s", len(idx.blob), it.text)
	}
	// A splat spells n*rank numbers of 8 bytes: bounded as all text is.
	if limit := max(1<<24, 64*d.size); 3*n*rank > int64(limit) {
		return r.errf("sparse indices %s would spell more than %d bytes", it.text, limit)
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := int64(0); i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if flat {
			fmt.Fprint(&b, at(i))
			continue
		}
		b.WriteByte('[')
		for j := int64(0); j < rank; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprint(&b, at(i*rank+j))
		}
		b.WriteByte(']')
	}
	b.WriteByte(']')
	v := vals.text
	if i := strings.Index(v, "dense<"); i == 0 {
		// dense<X> : T, of which X.
		if j := strings.LastIndex(v, "> : "); j > 0 {
			v = v[len("dense<"):j]
		}
	}
	e.text = "sparse<" + b.String() + ", " + v + "> : " + t.text
	return nil
}
