package bytecode

import (
	"math"
	"math/big"

	"github.com/gomlir/gomlir/ir"
)

// dw is the DialectBytecodeWriter of an encoding: with e nil it only
// numbers the attributes and types the encoding refers to (the numbering
// pass), else it writes to e.
type dw struct {
	w *writer
	e *emitter
}

func (d dw) attr(a ir.Attribute) {
	if d.e == nil {
		d.w.numberAttr(a)
		return
	}
	d.e.varint(uint64(d.w.attrM[a].number))
}

func (d dw) typ(t ir.Type) {
	if d.e == nil {
		d.w.numberType(t)
		return
	}
	d.e.varint(uint64(d.w.typeM[t].number))
}

func (d dw) varint(v uint64) {
	if d.e != nil {
		d.e.varint(v)
	}
}

func (d dw) signedVarint(v int64) {
	if d.e != nil {
		d.e.signedVarint(uint64(v))
	}
}

func (d dw) byte1(b byte) {
	if d.e != nil {
		d.e.byte1(b)
	}
}

func (d dw) str(s string) {
	if d.e != nil {
		d.e.varint(uint64(d.w.str(s)))
	}
}

func (d dw) blob(b []byte) {
	if d.e != nil {
		d.e.varint(uint64(len(b)))
		d.e.bytes(b)
	}
}

// apint writes the low width bits of v (two's complement) as
// writeAPIntWithKnownWidth does: a byte up to 8 bits, a zigzag varint of
// the zero-extended bits up to 64, else the active words.
func (d dw) apint(v *big.Int, width int) {
	if d.e == nil {
		return
	}
	u := new(big.Int).Set(v)
	if u.Sign() < 0 {
		u.Add(u, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	d.apintBits(u, width)
}

func (d dw) apintBits(u *big.Int, width int) {
	switch {
	case width <= 8:
		d.e.byte1(byte(u.Uint64()))
	case width <= 64:
		d.e.signedVarint(u.Uint64())
	default:
		words := (u.BitLen() + 63) / 64
		if words == 0 {
			words = 1
		}
		d.e.varint(uint64(words))
		w := new(big.Int)
		mask := new(big.Int).SetUint64(math.MaxUint64)
		for i := 0; i < words; i++ {
			w.Rsh(u, uint(64*i)).And(w, mask)
			d.e.signedVarint(w.Uint64())
		}
	}
}

func (w *writer) stringAttr(s string) ir.Attribute { return w.ctx.StringAttr(s, nil) }

// encodeAttr writes (or, e nil, numbers) the builtin encoding of a; false
// when a has none (it is written as its text).
func (w *writer) encodeAttr(e *emitter, a ir.Attribute) bool {
	d := dw{w, e}
	switch a := a.(type) {
	case *ir.ArrayAttr:
		d.varint(aArray)
		d.varint(uint64(len(a.Elems)))
		for _, x := range a.Elems {
			d.attr(x)
		}
	case *ir.DictionaryAttr:
		d.varint(aDictionary)
		d.varint(uint64(len(a.Entries)))
		for _, x := range a.Entries {
			d.attr(w.stringAttr(x.Name))
			d.attr(x.Value)
		}
	case *ir.StringAttr:
		if _, none := a.Type.(*ir.NoneType); a.Type == nil || none {
			d.varint(aString)
			d.str(a.Value)
		} else {
			d.varint(aStringWithType)
			d.str(a.Value)
			d.typ(a.Type)
		}
	case *ir.SymbolRefAttr:
		if len(a.Nested) == 0 {
			d.varint(aFlatSymbolRef)
			d.attr(w.stringAttr(a.Root))
		} else {
			d.varint(aSymbolRef)
			d.attr(w.stringAttr(a.Root))
			d.varint(uint64(len(a.Nested)))
			for _, n := range a.Nested {
				d.attr(w.ctx.SymbolRef(n, nil))
			}
		}
	case *ir.TypeAttr:
		d.varint(aType)
		d.typ(a.Type)
	case *ir.UnitAttr:
		d.varint(aUnit)
	case *ir.IntegerAttr:
		d.varint(aInteger)
		d.typ(a.Type)
		width := ir.IntOrFloatWidth(a.Type)
		if _, ok := a.Type.(*ir.IndexType); ok {
			width = ir.IndexWidth
		}
		d.apint(a.Value, width)
	case *ir.FloatAttr:
		d.varint(aFloat)
		d.typ(a.Type)
		if d.e != nil {
			u := new(big.Int).SetUint64(a.Hi)
			u.Lsh(u, 64).Or(u, new(big.Int).SetUint64(a.Lo))
			d.apintBits(u, a.Type.Width())
		}
	case *ir.UnknownLoc:
		d.varint(aUnknownLoc)
	case *ir.FileLineColRange:
		if a.StartLine == a.EndLine && a.StartCol == a.EndCol {
			d.varint(aFileLineColLoc)
			d.attr(w.stringAttr(a.Filename))
			d.varint(uint64(a.StartLine))
			d.varint(uint64(a.StartCol))
			return true
		}
		// A range: its numbers, as few as say it.
		d.varint(aFileLineColRange)
		d.attr(w.stringAttr(a.Filename))
		var ns []int
		switch {
		case a.StartCol == 0 && a.StartLine == a.EndLine:
			ns = []int{a.StartLine}
		case a.StartLine == a.EndLine:
			ns = []int{a.StartLine, a.StartCol, a.EndCol}
		default:
			ns = []int{a.StartLine, a.StartCol, a.EndLine, a.EndCol}
		}
		d.varint(uint64(len(ns)))
		for _, n := range ns {
			d.varint(uint64(n))
		}
	case *ir.NameLoc:
		d.varint(aNameLoc)
		d.attr(w.stringAttr(a.Name))
		d.attr(w.loc(a.Child))
	case *ir.CallSiteLoc:
		d.varint(aCallSiteLoc)
		d.attr(a.Callee)
		d.attr(a.Caller)
	case *ir.FusedLoc:
		if a.Metadata == nil {
			d.varint(aFusedLoc)
		} else {
			d.varint(aFusedLocWithMetadata)
		}
		d.varint(uint64(len(a.Locs)))
		for _, l := range a.Locs {
			d.attr(l)
		}
		if a.Metadata != nil {
			d.attr(a.Metadata)
		}
	case *ir.DenseArrayAttr:
		d.varint(aDenseArray)
		d.typ(a.ElemType)
		d.varint(uint64(len(a.Values)))
		if d.e != nil {
			bw := (ir.IntOrFloatWidth(a.ElemType) + 7) / 8
			raw := make([]byte, 0, bw*len(a.Values))
			for _, v := range a.Values {
				for k := 0; k < bw; k++ {
					raw = append(raw, byte(v>>(8*k)))
				}
			}
			d.blob(raw)
		}
	case *ir.DenseElementsAttr:
		if a.IsString() {
			d.varint(aDenseString)
			d.typ(a.Type)
			if a.Splat {
				d.varint(1)
			} else {
				d.varint(0)
			}
			for _, s := range a.Strings {
				d.str(s)
			}
			return true
		}
		d.varint(aDenseIntOrFP)
		d.typ(a.Type)
		d.blob(a.Raw)
	case *ir.DenseResourceAttr:
		d.varint(aDenseResource)
		d.typ(a.Type)
		if d.e == nil {
			w.numberResource(a.Handle)
		} else {
			d.varint(uint64(w.resM[a.Handle]))
		}
	case *ir.SparseElementsAttr:
		d.varint(aSparse)
		d.typ(a.Type)
		d.attr(a.Indices)
		d.attr(a.Values)
	case *ir.DistinctAttr:
		d.varint(aDistinct)
		d.attr(a.Inner)
	default:
		return false
	}
	return true
}

// encodeType writes (or numbers) the builtin encoding of t; false when t
// has none.
func (w *writer) encodeType(e *emitter, t ir.Type) bool {
	d := dw{w, e}
	shape := func(s []int64) {
		d.varint(uint64(len(s)))
		for _, x := range s {
			if x < 0 {
				x = ir.DynamicSize
			}
			d.signedVarint(x)
		}
	}
	list := func(ts []ir.Type) {
		d.varint(uint64(len(ts)))
		for _, x := range ts {
			d.typ(x)
		}
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		d.varint(tInteger)
		d.varint(uint64(t.Width)<<2 | uint64(t.Signedness))
	case *ir.IndexType:
		d.varint(tIndex)
	case *ir.FunctionType:
		d.varint(tFunction)
		list(t.Inputs)
		list(t.Results)
	case *ir.FloatType:
		code, ok := map[ir.FloatKind]uint64{ir.BF16: tBF16, ir.F16: tF16, ir.F32: tF32, ir.F64: tF64, ir.F80: tF80, ir.F128: tF128}[t.Kind]
		if !ok {
			return false
		}
		d.varint(code)
	case *ir.ComplexType:
		d.varint(tComplex)
		d.typ(t.Elem)
	case *ir.MemRefType:
		if t.MemorySpace != nil {
			d.varint(tMemRefWithSpace)
			d.attr(t.MemorySpace)
		} else {
			d.varint(tMemRef)
		}
		shape(t.Shape)
		d.typ(t.Elem)
		d.attr(w.layout(t))
	case *ir.NoneType:
		d.varint(tNone)
	case *ir.RankedTensorType:
		if t.Encoding != nil {
			d.varint(tRankedTensorWithEncoding)
			d.attr(t.Encoding)
		} else {
			d.varint(tRankedTensor)
		}
		shape(t.Shape)
		d.typ(t.Elem)
	case *ir.TupleType:
		d.varint(tTuple)
		list(t.Types)
	case *ir.UnrankedMemRefType:
		if t.MemorySpace != nil {
			d.varint(tUnrankedMemRefWithSpace)
			d.attr(t.MemorySpace)
		} else {
			d.varint(tUnrankedMemRef)
		}
		d.typ(t.Elem)
	case *ir.UnrankedTensorType:
		d.varint(tUnrankedTensor)
		d.typ(t.Elem)
	case *ir.VectorType:
		if t.Scalable != nil {
			d.varint(tVectorScalable)
			d.varint(uint64(len(t.Scalable)))
			for _, s := range t.Scalable {
				if s {
					d.byte1(1)
				} else {
					d.byte1(0)
				}
			}
		} else {
			d.varint(tVector)
		}
		shape(t.Shape)
		d.typ(t.Elem)
	default:
		return false
	}
	return true
}

// layout is a memref's layout attribute, the identity map when it has none.
func (w *writer) layout(t *ir.MemRefType) ir.Attribute {
	if t.Layout != nil {
		return t.Layout
	}
	dims := make([]ir.AffineExpr, len(t.Shape))
	for i := range dims {
		dims[i] = w.ctx.AffineDim(i)
	}
	return w.ctx.AffineMapAttr(w.ctx.AffineMapGet(len(t.Shape), 0, dims))
}
