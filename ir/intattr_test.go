package ir

import (
	"fmt"
	"math"
	"math/big"
	"testing"
	"unsafe"
)

// TestIntegerAttrSmallPath: an integer attribute made without a big.Int
// (a value that is its own wrapped value) is the one wrapping makes, and
// holds the value wrapping gives, for every width and signedness.
func TestIntegerAttrSmallPath(t *testing.T) {
	c := NewContext()
	var types []Type
	for _, w := range []int{1, 2, 7, 8, 16, 32, 63, 64, 65, 128} {
		for _, s := range []Signedness{Signless, Signed, Unsigned} {
			types = append(types, c.Integer(w, s))
		}
	}
	types = append(types, c.Index(), c.Float(F32))
	values := []int64{0, 1, -1, 2, -2, 3, 63, 64, -64, -65, 127, 128, -128, -129, 255, 256,
		1 << 31, -1 << 31, 1<<32 - 1, 1 << 32, 1<<62 + 5, -1 << 62, math.MaxInt64, math.MinInt64 + 1, math.MinInt64}
	for _, typ := range types {
		for _, v := range values {
			want := wrapInt(typ, big.NewInt(v))
			a := c.IntAttr(typ, v)
			if a.Value.Cmp(want) != 0 {
				t.Errorf("%v %d: value %v, want %v", typ, v, a.Value, want)
			}
			// The same attribute whichever way it is made: from the
			// wrapped value, and from the value plus 2^width (wrapped
			// by the slow path).
			if b := c.IntegerAttr(typ, want); b != a {
				t.Errorf("%v %d: made from %v: another attribute", typ, v, want)
			}
			if w := IntOrFloatWidth(typ); w > 0 {
				up := new(big.Int).Add(big.NewInt(v), new(big.Int).Lsh(big.NewInt(1), uint(w)))
				if b := c.IntegerAttr(typ, up); b != a {
					t.Errorf("%v %d: made from %v: another attribute", typ, v, up)
				}
			}
			if a.Int64() != want.Int64() && want.IsInt64() {
				t.Errorf("%v %d: Int64 %d, want %d", typ, v, a.Int64(), want.Int64())
			}
		}
	}
}

// TestIntegerAttrAllocs guards the cost of a new small integer attribute
// (one per constant of a large function): the attribute with its value in
// one object, interned by a struct key (no key string), no big.Int
// garbage (3 objects and 6 of garbage before; 2 with the key string).
func TestIntegerAttrAllocs(t *testing.T) {
	c := NewContext()
	i64 := c.I(64)
	n := int64(0)
	v := new(big.Int)
	allocs := testing.AllocsPerRun(10000, func() {
		n++
		v.SetInt64(n)
		c.IntegerAttr(i64, v)
	})
	// (The interning map's growth adds a fraction.)
	if allocs > 1.5 {
		t.Errorf("%.2f allocations per new integer attribute, want at most 1.5", allocs)
	}
}

// TestDictionaryOneEntry: a properties dictionary of one entry (one per
// constant of a large function) is one object besides its interning key,
// and a dictionary already interned is found without a copy of its
// entries; order and repeated names are as before (sorted, the last
// one kept).
func TestDictionaryOneEntry(t *testing.T) {
	c := NewContext()
	i64 := c.I(64)
	ints := make([]Attribute, 10002)
	for i := range ints {
		ints[i] = c.IntAttr(i64, int64(i))
	}
	n := 0
	entries := make([]NamedAttribute, 1)
	allocs := testing.AllocsPerRun(10000, func() {
		n++
		entries[0] = NamedAttribute{"value", ints[n]}
		c.Dictionary(entries)
	})
	// (4 or more before: the entries copied, the sort, the dictionary, its
	// key; 2 with a key string.)
	if allocs > 1.5 {
		t.Errorf("%.2f allocations per new dictionary of one entry, want at most 1.5", allocs)
	}
	d := c.Dictionary(entries)
	if again := testing.AllocsPerRun(100, func() { c.Dictionary(entries) }); again > 0 {
		t.Errorf("%.2f allocations looking up an interned dictionary, want 0", again)
	}
	if d.Get("value") != entries[0].Value || len(d.Entries) != 1 {
		t.Errorf("dictionary %v", d.Entries)
	}
	one, two := c.IntAttr(i64, 1), c.IntAttr(i64, 2)
	x := c.Dictionary([]NamedAttribute{{"b", one}, {"a", one}, {"b", two}})
	if len(x.Entries) != 2 || x.Entries[0].Name != "a" || x.Entries[1].Value != two {
		t.Errorf("unsorted dictionary: %v", x.Entries)
	}
	if y := c.Dictionary([]NamedAttribute{{"a", one}, {"b", two}}); y != x {
		t.Error("the same dictionary sorted is another attribute")
	}
	entries[0] = NamedAttribute{"value", one}
	z := c.Dictionary(entries)
	entries[0].Name = "other"
	if z.Entries[0].Name != "value" {
		t.Error("the dictionary shares the caller's entries")
	}
}

// TestStructKeyUniquing: the integers and one-entry dictionaries interned
// by a struct key are unique exactly: equal ones are one pointer however
// they are made, and values differing in type, signedness, value, entry
// name or entry value are distinct.
func TestStructKeyUniquing(t *testing.T) {
	c := NewContext()
	i32, i64, ui64, si64 := c.I(32), c.I(64), c.Integer(64, Unsigned), c.Integer(64, Signed)
	seen := map[*IntegerAttr]string{}
	for _, typ := range []Type{i32, i64, ui64, si64, c.Index()} {
		for _, v := range []int64{0, 1, 2, 7, 1 << 20} {
			a := c.IntAttr(typ, v)
			if b := c.IntegerAttr(typ, big.NewInt(v)); b != a {
				t.Errorf("%v %d: made twice, two attributes", typ, v)
			}
			desc := fmt.Sprint(typ, " ", v)
			if other, ok := seen[a]; ok {
				t.Errorf("%s and %s are one attribute", desc, other)
			}
			seen[a] = desc
		}
	}
	one, two := c.IntAttr(i64, 1), c.IntAttr(i64, 2)
	d := c.Dictionary([]NamedAttribute{{"value", one}})
	if e := c.Dictionary([]NamedAttribute{{"value", c.IntAttr(i64, 1)}}); e != d {
		t.Error("{value = 1 : i64} made twice: two dictionaries")
	}
	// Sorted and deduplicated first: the last entry of a repeated name.
	if e := c.Dictionary([]NamedAttribute{{"value", two}, {"value", one}}); e != d {
		t.Error("{value = 2, value = 1}: not {value = 1}")
	}
	if e := c.Dictionary([]NamedAttribute{{"value", two}}); e == d {
		t.Error("{value = 2} is {value = 1}")
	}
	if e := c.Dictionary([]NamedAttribute{{"other", one}}); e == d {
		t.Error("{other = 1} is {value = 1}")
	}
	if e := c.Dictionary([]NamedAttribute{{"value", c.IntAttr(i32, 1)}}); e == d {
		t.Error("{value = 1 : i32} is {value = 1 : i64}")
	}
	if e := c.Dictionary([]NamedAttribute{{"value", one}, {"w", one}}); e == d {
		t.Error("{value = 1, w = 1} is {value = 1}")
	}
}

// TestDictionaryByValue: the first one-entry dictionary of an integer is
// kept by the integer, the others (other names) in the map: each is made
// once, whichever comes first, and they stay distinct.
func TestDictionaryByValue(t *testing.T) {
	c := NewContext()
	one := c.IntAttr(c.I(64), 1)
	first := c.Dictionary([]NamedAttribute{{"other", one}})
	d := c.Dictionary([]NamedAttribute{{"value", one}})
	if first == d {
		t.Fatal("{other = 1} is {value = 1}")
	}
	for i := 0; i < 3; i++ {
		if e := c.Dictionary([]NamedAttribute{{"other", one}}); e != first {
			t.Errorf("{other = 1} made again: %p, first %p", e, first)
		}
		if e := c.Dictionary([]NamedAttribute{{"value", one}}); e != d {
			t.Errorf("{value = 1} made again: %p, first %p", e, d)
		}
	}
	if len(c.dict1s) != 1 {
		t.Errorf("%d dictionaries in the map, want 1 (the first is the integer's)", len(c.dict1s))
	}
	// From several goroutines at once: one dictionary per name.
	two := c.IntAttr(c.I(64), 2)
	got := make(chan *DictionaryAttr, 64)
	for i := 0; i < cap(got); i++ {
		name := []string{"a", "b"}[i%2]
		go func() { got <- c.Dictionary([]NamedAttribute{{name, two}}) }()
	}
	byName := map[string]*DictionaryAttr{}
	for i := 0; i < cap(got); i++ {
		e := <-got
		n := e.Entries[0].Name
		if prev, ok := byName[n]; ok && prev != e {
			t.Errorf("{%s = 2} made twice", n)
		}
		byName[n] = e
	}
	if len(byName) != 2 {
		t.Errorf("%d names, want 2", len(byName))
	}
}

// TestSmallIntSize: the dictionary kept by a small integer costs no
// memory: its allocation (attribute, big.Int and word) stays in the
// 80-byte size class.
func TestSmallIntSize(t *testing.T) {
	var x struct {
		a IntegerAttr
		v big.Int
		d [1]big.Word
	}
	if n := unsafe.Sizeof(x); n > 80 {
		t.Errorf("a small integer takes %d bytes, want at most 80", n)
	}
}
