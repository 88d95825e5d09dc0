package ir

import (
	"encoding/binary"
	"sync"
	"sync/atomic"
)

// Context owns the interned types, attributes and affine expressions. Values
// made by one Context must not be mixed with those of another. A Context is
// safe for concurrent use.
type Context struct {
	mu     sync.Mutex
	nextID uint64
	types  map[string]Type
	attrs  map[string]Attribute
	exprs  map[string]AffineExpr
	maps   map[string]*AffineMap
	sets   map[string]*IntegerSet
	// intAttrs and dict1s intern the two attributes a large function has
	// one each of per constant (its value and its properties `{value =
	// ...}`) by a struct key: no key string per entry, a third of the
	// memory of the attrs entry. Any other attribute is in attrs.
	intAttrs map[intAttrKey]*IntegerAttr
	dict1s   map[dict1Key]*DictionaryAttr

	index *IndexType
	none  *NoneType
	unit  *UnitAttr
	unk   *UnknownLoc
	ints  [3][129]*IntegerType // common widths, by signedness
	flts  [numFloatKinds]*FloatType

	reader DialectReader // registered dialects' values by spelling (dialectvalue.go)

	streamed atomic.Bool // see SetStreamed (dialects_vrest.go)
}

// NewContext returns an empty context.
func NewContext() *Context {
	c := &Context{
		types: map[string]Type{},
		attrs: map[string]Attribute{},
		exprs: map[string]AffineExpr{},
		maps:  map[string]*AffineMap{},
		sets:  map[string]*IntegerSet{},

		intAttrs: map[intAttrKey]*IntegerAttr{},
		dict1s:   map[dict1Key]*DictionaryAttr{},
	}
	c.index = &IndexType{uid{c.newID()}}
	c.none = &NoneType{uid{c.newID()}}
	c.unit = &UnitAttr{uid{c.newID()}}
	c.unk = &UnknownLoc{uid{c.newID()}}
	return c
}

// uid is the identity every interned value carries: it makes keys of
// composite values short and gives a stable order of creation.
type uid struct{ id uint64 }

// UID is the value's creation number within its Context.
func (u *uid) UID() uint64 { return u.id }

type uniqued interface{ UID() uint64 }

// key builds the interning key of a value.
type key struct{ b []byte }

// newKey starts a key. The interning functions give it back to keyPool
// once it is looked up: a key of each value made or looked up was a tenth
// of the objects allocated by formatting a file.
func newKey(kind byte) *key {
	k := keyPool.Get().(*key)
	k.b = append(k.b[:0], kind)
	return k
}

var keyPool = sync.Pool{New: func() any { return &key{b: make([]byte, 0, 64)} }}

// release gives k back for another newKey; k must not be used after. A
// large key (an elements attribute's data) is left to the collector.
func (k *key) release() {
	if cap(k.b) <= 1<<10 {
		keyPool.Put(k)
	}
}

func (k *key) int(v int64) *key   { k.b = binary.AppendVarint(k.b, v); return k }
func (k *key) uint(v uint64) *key { k.b = binary.AppendUvarint(k.b, v); return k }
func (k *key) str(s string) *key {
	k.b = binary.AppendUvarint(k.b, uint64(len(s)))
	k.b = append(k.b, s...)
	return k
}
func (k *key) bytes(s []byte) *key {
	k.b = binary.AppendUvarint(k.b, uint64(len(s)))
	k.b = append(k.b, s...)
	return k
}
func (k *key) bool(v bool) *key {
	if v {
		k.b = append(k.b, 1)
	} else {
		k.b = append(k.b, 0)
	}
	return k
}

// ref appends the identity of an interned value (0 for nil).
func (k *key) ref(v uniqued) *key {
	if v == nil {
		k.b = append(k.b, 0)
		return k
	}
	k.b = binary.AppendUvarint(k.b, v.UID())
	return k
}

func (c *Context) newID() uint64 { c.nextID++; return c.nextID }

// internType returns the type stored under k, or stores and returns mk().
func (c *Context) internType(k *key, mk func(id uint64) Type) Type {
	defer k.release()
	c.mu.Lock()
	defer c.mu.Unlock()
	if t, ok := c.types[string(k.b)]; ok {
		return t
	}
	t := mk(c.newID())
	c.types[string(k.b)] = t
	return t
}

// intAttrKey is an integer attribute whose value smallInt gives, of a
// type of the Context (its UID).
type intAttrKey struct {
	typ uint64
	v   int64
}

// dict1Key is a dictionary of one entry whose value is an attribute of the
// Context (its UID).
type dict1Key struct {
	name string
	v    uint64
}

func (c *Context) internAttr(k *key, mk func(id uint64) Attribute) Attribute {
	defer k.release()
	c.mu.Lock()
	defer c.mu.Unlock()
	if a, ok := c.attrs[string(k.b)]; ok {
		return a
	}
	a := mk(c.newID())
	c.attrs[string(k.b)] = a
	return a
}
