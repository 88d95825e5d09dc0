package ir

import "strconv"

// AffineMap writes `(d0, d1)[s0] -> (exprs)`.
func (w *Writer) AffineMap(m *AffineMap) {
	w.dimsAndSyms(m.NumDims, m.NumSyms)
	w.string(" -> (")
	for i, r := range m.Results {
		if i > 0 {
			w.string(", ")
		}
		w.affineExpr(r, false, nil)
	}
	w.byte(')')
}

// IntegerSet writes `(d0)[s0] : (d0 >= 0, d0 - s0 == 0)`.
func (w *Writer) IntegerSet(s *IntegerSet) {
	w.dimsAndSyms(s.NumDims, s.NumSyms)
	w.string(" : (")
	for i, c := range s.Constraints {
		if i > 0 {
			w.string(", ")
		}
		w.affineExpr(c, false, nil)
		if s.Eq[i] {
			w.string(" == 0")
		} else {
			w.string(" >= 0")
		}
	}
	w.byte(')')
}

func (w *Writer) dimsAndSyms(nd, ns int) {
	w.byte('(')
	for i := 0; i < nd; i++ {
		if i > 0 {
			w.string(", ")
		}
		w.byte('d')
		w.int(int64(i))
	}
	w.byte(')')
	if ns > 0 {
		w.byte('[')
		for i := 0; i < ns; i++ {
			if i > 0 {
				w.string(", ")
			}
			w.byte('s')
			w.int(int64(i))
		}
		w.byte(']')
	}
}

// AffineExpr writes e as mlir-opt does, its dimensions `dN` and symbols
// `sN`.
func (w *Writer) AffineExpr(e AffineExpr) { w.affineExpr(e, false, nil) }

// AffineExprIDs writes e with its dimensions and symbols written by ids
// (an op's affine map of SSA values: `%arg0 + symbol(%0)`), which writes
// to the same buffer.
func (w *Writer) AffineExprIDs(e AffineExpr, ids func(pos int, sym bool)) {
	w.affineExpr(e, false, ids)
}

// affineExpr writes e; strong is true inside an operand of a
// multiplicative operator, where sums and products get parentheses; ids,
// when not nil, writes the dimensions and symbols.
func (w *Writer) affineExpr(e AffineExpr, strong bool, ids func(pos int, sym bool)) {
	var op string
	switch e := e.(type) {
	case *AffineDimExpr:
		if ids != nil {
			ids(e.Pos, false)
			return
		}
		w.byte('d')
		w.int(int64(e.Pos))
		return
	case *AffineSymbolExpr:
		if ids != nil {
			ids(e.Pos, true)
			return
		}
		w.byte('s')
		w.int(int64(e.Pos))
		return
	case *AffineConstantExpr:
		w.int(e.Value)
		return
	case *AffineBinaryExpr:
		switch e.Kind {
		case AffineAddKind:
			op = " + "
		case AffineMulKind:
			op = " * "
		case AffineFloorDivKind:
			op = " floordiv "
		case AffineCeilDivKind:
			op = " ceildiv "
		case AffineModKind:
			op = " mod "
		}
		if strong {
			w.byte('(')
			defer w.byte(')')
		}
		if e.Kind != AffineAddKind {
			if k, ok := e.RHS.(*AffineConstantExpr); ok && e.Kind == AffineMulKind && k.Value == -1 {
				w.byte('-')
				w.affineExpr(e.LHS, true, ids)
				return
			}
			w.affineExpr(e.LHS, true, ids)
			w.string(op)
			w.affineExpr(e.RHS, true, ids)
			return
		}
		if r, ok := e.RHS.(*AffineBinaryExpr); ok && r.Kind == AffineMulKind {
			if k, ok := r.RHS.(*AffineConstantExpr); ok {
				if k.Value == -1 {
					w.affineExpr(e.LHS, false, ids)
					w.string(" - ")
					if l, ok := r.LHS.(*AffineBinaryExpr); ok && l.Kind == AffineAddKind {
						w.affineExpr(r.LHS, true, ids)
					} else {
						w.affineExpr(r.LHS, false, ids)
					}
					return
				}
				if k.Value < -1 {
					w.affineExpr(e.LHS, false, ids)
					w.string(" - ")
					w.affineExpr(r.LHS, true, ids)
					w.string(" * ")
					*w.buf = strconv.AppendUint(*w.buf, uint64(-k.Value), 10)
					return
				}
			}
		}
		if k, ok := e.RHS.(*AffineConstantExpr); ok && k.Value < 0 {
			w.affineExpr(e.LHS, false, ids)
			w.string(" - ")
			*w.buf = strconv.AppendUint(*w.buf, uint64(-k.Value), 10)
			return
		}
		w.affineExpr(e.LHS, false, ids)
		w.string(" + ")
		w.affineExpr(e.RHS, false, ids)
	}
}
