package ir

import "strconv"

// This file and attrstring.go, affinestring.go and floatstring.go hold the
// canonical spelling of types and attributes: byte for byte what mlir-opt
// 22 prints, as go/types keeps typestring.go beside its types. The printer
// drives a Writer, plugging in through its hooks what only it knows
// (aliases, the numbering of distinct attributes, which elements
// attributes were written as hex blobs, when to write its output out).

// TypeString is t as mlir-opt spells it in a diagnostic: in full, no
// alias.
func TypeString(t Type) string {
	var buf []byte
	NewWriter(&buf).Type(t)
	return string(buf)
}

// AppendType appends t's spelling (as TypeString) to b.
func AppendType(b []byte, t Type) []byte {
	NewWriter(&b).Type(t)
	return b
}

// A Writer spells types and attributes, appending to a byte buffer. With
// no hook set it spells them in full, as TypeString and AttrString do;
// its hooks change what it writes for the types and attributes it meets,
// at any depth.
//
// A Writer is not safe for concurrent use.
type Writer struct {
	buf *[]byte

	// TypeAlias, when set, is asked about each type the writer meets
	// (the one given to TypeBody excepted): a name it returns is written
	// `!name` in place of the type.
	TypeAlias func(Type) (name string, ok bool)
	// AttrAlias is TypeAlias for attributes (locations included), written
	// `#name`.
	AttrAlias func(Attribute) (name string, ok bool)
	// DistinctID, when set, gives the number written in `distinct[N]`;
	// the ids written in the data of dialect attributes kept as text
	// then print as written (Data may rewrite them). When it is not set,
	// the writer numbers distinct attributes from 0 in the order it first
	// writes them, the ids written in dialect data along with them (one
	// number per id written), as mlir-opt does.
	DistinctID func(*DistinctAttr) int
	// Data, when set, rewrites the data of a dialect attribute or type
	// kept as text (one without parts) before it is written.
	Data func(data string) string
	// Hex, when set, reports whether an elements attribute of more than
	// HexElementsLimit elements is written as a hex blob, as mlir-opt
	// writes it, rather than as a list; unset, it is.
	Hex func(*DenseElementsAttr) bool
	// Grew, when set, is called between the elements of arrays and
	// dictionaries, whose text may be far larger than the IR (uniqued
	// attributes are DAGs). It reports whether it emptied the buffer
	// (wrote the text out): spellings in progress are then not cached.
	Grew func() (emptied bool)

	// typeText and attrText, when not nil, cache the spelling of each
	// type and attribute written so far; flushes counts Grew's emptyings.
	typeText map[Type][]byte
	attrText map[attrKey][]byte
	flushes  int
	// distinct and textDistinct number the distinct attributes when
	// DistinctID is not set: by attribute, and by the id written in
	// dialect data.
	distinct     map[*DistinctAttr]int
	textDistinct map[string]int
}

// NewWriter returns a Writer appending to *buf.
func NewWriter(buf *[]byte) *Writer { return &Writer{buf: buf} }

// EnableCache makes w remember the spelling of each type and attribute it
// writes and write it again from memory: uniqued values repeat. The hooks
// must then answer the same for the same value until ClearCache.
func (w *Writer) EnableCache() {
	w.typeText = make(map[Type][]byte)
	w.attrText = make(map[attrKey][]byte)
}

// ClearCache forgets the spellings remembered so far (an alias defined
// since may change them).
func (w *Writer) ClearCache() {
	clear(w.typeText)
	clear(w.attrText)
}

// maxCachedText bounds the spellings the writer keeps for reuse.
const maxCachedText = 1024

// maxAttrText bounds attrText: the attributes that repeat (types' and
// ops' usual values) come back within a few thousand, and a function of a
// million distinct constants would otherwise keep a copy of each one's
// text in a million-entry map.
const maxAttrText = 8192

// remember keeps the text written since start as the spelling of k,
// unless some of it was written out (flushes counted the emptyings at
// start).
func remember[K comparable](w *Writer, cache map[K][]byte, k K, start, flushes int) {
	if n := len(*w.buf) - start; n <= maxCachedText && cache != nil && w.flushes == flushes {
		cache[k] = append([]byte(nil), (*w.buf)[start:]...)
	}
}

// grew calls Grew between elements.
func (w *Writer) grew() {
	if w.Grew != nil && w.Grew() {
		w.flushes++
	}
}

func (w *Writer) byte(c byte)     { *w.buf = append(*w.buf, c) }
func (w *Writer) string(s string) { *w.buf = append(*w.buf, s...) }
func (w *Writer) int(v int64)     { *w.buf = strconv.AppendInt(*w.buf, v, 10) }

// Type writes t's spelling, or its alias.
func (w *Writer) Type(t Type) {
	if w.TypeAlias != nil {
		if name, ok := w.TypeAlias(t); ok {
			w.byte('!')
			w.string(name)
			return
		}
	}
	if w.typeText != nil {
		if text, ok := w.typeText[t]; ok {
			*w.buf = append(*w.buf, text...)
			return
		}
	}
	start, flushes := len(*w.buf), w.flushes
	w.TypeBody(t)
	remember(w, w.typeText, t, start, flushes)
}

// TypeBody writes t's spelling even if t has an alias (the types and
// attributes within it may still be written as theirs).
func (w *Writer) TypeBody(t Type) {
	switch t := t.(type) {
	case *IntegerType:
		switch t.Signedness {
		case Signed:
			w.string("si")
		case Unsigned:
			w.string("ui")
		default:
			w.byte('i')
		}
		w.int(int64(t.Width))
	case *IndexType:
		w.string("index")
	case *NoneType:
		w.string("none")
	case *FloatType:
		w.string(t.Kind.String())
	case *ComplexType:
		w.string("complex<")
		w.Type(t.Elem)
		w.byte('>')
	case *TupleType:
		w.string("tuple<")
		w.Types(t.Types)
		w.byte('>')
	case *FunctionType:
		w.byte('(')
		w.Types(t.Inputs)
		w.string(") -> ")
		w.FunctionResults(t.Results)
	case *VectorType:
		w.string("vector<")
		for i, d := range t.Shape {
			if t.Scalable != nil && t.Scalable[i] {
				w.byte('[')
				w.int(d)
				w.byte(']')
			} else {
				w.int(d)
			}
			w.byte('x')
		}
		w.Type(t.Elem)
		w.byte('>')
	case *RankedTensorType:
		w.string("tensor<")
		w.shape(t.Shape)
		w.Type(t.Elem)
		if t.Encoding != nil {
			w.string(", ")
			w.Attr(t.Encoding)
		}
		w.byte('>')
	case *UnrankedTensorType:
		w.string("tensor<*x")
		w.Type(t.Elem)
		w.byte('>')
	case *MemRefType:
		w.string("memref<")
		w.shape(t.Shape)
		w.Type(t.Elem)
		if t.Layout != nil {
			w.string(", ")
			w.AttrElide(t.Layout, ElideMay)
		}
		if t.MemorySpace != nil {
			w.string(", ")
			w.AttrElide(t.MemorySpace, ElideMay)
		}
		w.byte('>')
	case *UnrankedMemRefType:
		w.string("memref<*x")
		w.Type(t.Elem)
		if t.MemorySpace != nil {
			w.string(", ")
			w.AttrElide(t.MemorySpace, ElideMay)
		}
		w.byte('>')
	case *OpaqueType:
		w.dialectSymbol('!', t.Dialect, t.Data, t.Parts)
	case *DialectType:
		w.dialectSymbol('!', t.Dialect, t.Data, t.Parts)
	default:
		w.string("<<unknown type>>")
	}
}

// Types writes ts separated by commas.
func (w *Writer) Types(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			w.string(", ")
		}
		w.Type(t)
	}
}

// FunctionResults writes a function type's results: one result that is
// not itself a function type goes without parentheses.
func (w *Writer) FunctionResults(rs []Type) {
	if len(rs) == 1 {
		if _, isFn := rs[0].(*FunctionType); !isFn {
			w.Type(rs[0])
			return
		}
	}
	w.byte('(')
	w.Types(rs)
	w.byte(')')
}

func (w *Writer) shape(shape []int64) {
	for _, d := range shape {
		w.dim(d)
		w.byte('x')
	}
}

func (w *Writer) dim(d int64) {
	if d == DynamicSize || d < 0 {
		w.byte('?')
		return
	}
	w.int(d)
}

// Text spells types and attributes one at a time, as strings, remembering
// the spellings it made (as a Writer with its cache enabled).
type Text struct {
	buf []byte
	w   Writer
}

// NewText returns a Text that numbers distinct attributes with id (the
// number written in `distinct[N]`, so that the data of attributes naming
// one distinct attribute is the same text), and leaves the ids written in
// dialect attributes kept as text as they are.
func NewText(id func(*DistinctAttr) int) *Text {
	t := &Text{}
	t.w.buf = &t.buf
	t.w.DistinctID = id
	t.w.EnableCache()
	return t
}

// Attr spells a, its type included.
func (t *Text) Attr(a Attribute) string {
	t.buf = t.buf[:0]
	t.w.Attr(a)
	return string(t.buf)
}

// Type spells ty.
func (t *Text) Type(ty Type) string {
	t.buf = t.buf[:0]
	t.w.Type(ty)
	return string(t.buf)
}
