package sparsetensor

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// What the verifiers read of a sparse tensor type: its encoding's level
// types, dimension-to-level map, bit widths and slices (SparseTensorType
// and SparseTensorEncodingAttr), and the verify() of the encoding and
// slice attributes themselves.

// levelType is a LevelType: its format and properties.
type levelType struct {
	format                    string // dense, batch, compressed, loose_compressed, singleton, structured
	nonunique, nonordered, so bool
	n, m                      int64 // structured[n, m] (n_out_of_m)
}

// parseLevelType reads a level type as the encoding prints it:
// `compressed(nonunique, nonordered)`, `structured[2, 4]`, `dense`.
func parseLevelType(s string) levelType {
	s = strings.TrimSpace(s)
	var lt levelType
	if i := strings.IndexAny(s, "(["); i >= 0 {
		lt.format = s[:i]
		inner := strings.Trim(s[i:], "()[]")
		parts := strings.Split(inner, ",")
		if s[i] == '[' {
			if len(parts) == 2 {
				lt.n, _ = strconv.ParseInt(strings.TrimSpace(parts[0]), 10, 64)
				lt.m, _ = strconv.ParseInt(strings.TrimSpace(parts[1]), 10, 64)
			}
			return lt
		}
		for _, p := range parts {
			switch strings.TrimSpace(p) {
			case "nonunique":
				lt.nonunique = true
			case "nonordered":
				lt.nonordered = true
			case "soa":
				lt.so = true
			}
		}
		return lt
	}
	lt.format = s
	return lt
}

func (lt levelType) isSingleton() bool { return lt.format == "singleton" }
func (lt levelType) isCompressedOrLoose() bool {
	return lt.format == "compressed" || lt.format == "loose_compressed"
}
func (lt levelType) isNOutOfM() bool { return lt.format == "structured" }

// withPos is isWithPosLT: the level stores positions.
func (lt levelType) withPos() bool { return lt.isCompressedOrLoose() }

// withCrd is isWithCrdLT: the level stores coordinates.
func (lt levelType) withCrd() bool {
	return lt.isCompressedOrLoose() || lt.isSingleton() || lt.isNOutOfM()
}

// sparseType is a SparseTensorType: a ranked tensor and its encoding (a
// tensor without one has all-dense levels, one per dimension).
type sparseType struct {
	shape    []int64
	elem     ir.Type
	enc      *ir.DialectAttr // nil without an encoding
	lvls     []levelType
	dimToLvl *ir.AffineMap // nil: the identity
	posWidth int64
	crdWidth int64
	slices   int // the number of dimension slices (0: not a slice)
}

// encodingOf returns a's sparse encoding parameters, false when a is not
// a #sparse_tensor.encoding.
func encodingOf(a ir.Attribute) (*ir.DialectAttr, bool) {
	d, ok := a.(*ir.DialectAttr)
	if !ok || d.Dialect != "sparse_tensor" || d.Mnemonic() != "encoding" {
		return nil, false
	}
	return d, true
}

// readEncoding fills st's level part from enc.
func (st *sparseType) readEncoding(enc *ir.DialectAttr) {
	st.enc = enc
	st.lvls = nil
	for _, p := range enc.Params.List("lvlTypes") {
		st.lvls = append(st.lvls, parseLevelType(p.Text))
	}
	if m, ok := enc.Params.Attr("dimToLvl").(*ir.AffineMapAttr); ok && !m.Map.IsIdentity() {
		st.dimToLvl = m.Map
	}
	st.posWidth, _ = enc.Params.Int("posWidth")
	st.crdWidth, _ = enc.Params.Int("crdWidth")
	st.slices = len(enc.Params.List("dimSlices"))
}

// sparseTypeOf is getSparseTensorType: false when t is not a ranked
// tensor.
func sparseTypeOf(t ir.Type) (*sparseType, bool) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return nil, false
	}
	st := &sparseType{shape: rt.Shape, elem: rt.Elem}
	if enc, ok := encodingOf(rt.Encoding); ok {
		st.readEncoding(enc)
	} else {
		st.lvls = make([]levelType, len(rt.Shape))
		for i := range st.lvls {
			st.lvls[i] = levelType{format: "dense"}
		}
	}
	return st, true
}

// encodingType is the sparse type an encoding alone describes (an
// iterator's, a storage specifier's, crd_translate's).
func encodingType(enc *ir.DialectAttr) *sparseType {
	st := &sparseType{}
	st.readEncoding(enc)
	return st
}

func (st *sparseType) lvlRank() int { return len(st.lvls) }

// dimRank is the encoding's dimension rank: its map's dimensions.
func (st *sparseType) dimRank() int {
	if st.dimToLvl != nil {
		return st.dimToLvl.NumDims
	}
	if st.enc == nil && st.shape != nil {
		return len(st.shape)
	}
	return len(st.lvls)
}

// posType and crdType are getPosType and getCrdType: index for width 0.
func widthType(ctx *ir.Context, w int64) ir.Type {
	if w == 0 {
		return ctx.Index()
	}
	return ctx.Integer(int(w), ir.Signless)
}

// cooSegments is getCOOSegments: each run of a compressed (or loose)
// level followed by singleton levels, with whether it is stored as SoA.
func (st *sparseType) cooSegments() (starts, ends []int, soa []bool) {
	if st.lvlRank() <= 1 {
		return nil, nil, nil
	}
	for l := 0; l < st.lvlRank(); {
		if !st.lvls[l].isCompressedOrLoose() {
			l++
			continue
		}
		end := l + 1
		for end < st.lvlRank() && st.lvls[end].isSingleton() {
			end++
		}
		if end-l > 1 {
			starts, ends, soa = append(starts, l), append(ends, end), append(soa, st.lvls[l+1].so)
		}
		l = end
	}
	return starts, ends, soa
}

// aosCOOStart is getAoSCOOStart: where the (one) AoS COO segment starts,
// or the level rank.
func (st *sparseType) aosCOOStart() int {
	starts, _, soa := st.cooSegments()
	if len(starts) > 0 && !soa[0] {
		return starts[0]
	}
	return st.lvlRank()
}

// isCOO is isCOOType(0, true): a compressed (or loose) first level, then
// singletons, the last level unique.
func (st *sparseType) isCOO() bool {
	if st.enc == nil || st.lvlRank() == 0 || !st.lvls[0].isCompressedOrLoose() {
		return false
	}
	for l := 1; l < st.lvlRank(); l++ {
		if !st.lvls[l].isSingleton() {
			return false
		}
	}
	return !st.lvls[st.lvlRank()-1].nonunique
}

// fieldKind is a SparseTensorFieldKind.
type fieldKind int

const (
	posField fieldKind = iota
	crdField
	valField
)

// dataFields is StorageLayout::foreachField without the storage
// specifier: each level's positions and coordinates up to the AoS COO
// region's first level, then the values.
func (st *sparseType) dataFields() []fieldKind {
	coo := st.aosCOOStart()
	end := coo
	if coo != st.lvlRank() {
		end = coo + 1
	}
	var out []fieldKind
	for l := 0; l < end; l++ {
		if st.lvls[l].withPos() {
			out = append(out, posField)
		}
		if st.lvls[l].withCrd() {
			out = append(out, crdField)
		}
	}
	return append(out, valField)
}

// hasStaticShape is hasStaticDimShape.
func (st *sparseType) hasStaticShape() bool {
	for _, d := range st.shape {
		if d == ir.DynamicSize {
			return false
		}
	}
	return true
}

// EncodingError is SparseTensorEncodingAttr::verify for a parsed
// #sparse_tensor.encoding: mlir-opt's message, "" when the encoding is
// sound. mlir-opt reports it at the attribute's mnemonic (`encoding`).
func EncodingError(a *ir.DialectAttr) string {
	st := encodingType(a)
	if !acceptBitWidth(st.posWidth) {
		return fmt.Sprintf("unexpected position bitwidth: %d", st.posWidth)
	}
	if !acceptBitWidth(st.crdWidth) {
		return fmt.Sprintf("unexpected coordinate bitwidth: %d", st.crdWidth)
	}
	lts := st.lvls
	// Every COO segment: a compressed level before its singletons, all of
	// one layout.
	for i := 0; i < len(lts); {
		if !lts[i].isSingleton() {
			i++
			continue
		}
		if i == 0 || !lts[i-1].isCompressedOrLoose() {
			return "expected compressed or loose_compressed level before singleton level"
		}
		end := i
		for end < len(lts) && lts[end].isSingleton() {
			end++
		}
		for j := i; j < end; j++ {
			if lts[j].so != lts[i].so {
				return "expected all singleton lvlTypes stored in the same memory layout (SoA vs AoS)."
			}
		}
		i = end
	}
	lastBatch := -1
	for i, lt := range lts {
		if lt.format == "batch" {
			lastBatch = i
		}
	}
	for i := 0; i < lastBatch; i++ {
		if lts[i].format != "batch" {
			return "Batch lvlType can only be leading levels."
		}
	}
	for _, lt := range lts {
		if lt.so && !lt.isSingleton() {
			return "SoA is only applicable to singleton lvlTypes."
		}
	}
	for i, lt := range lts {
		if !lt.isNOutOfM() {
			continue
		}
		if i != len(lts)-1 {
			return "expected n_out_of_m to be the last level type"
		}
		for _, d := range lts[:i] {
			if d.format != "dense" {
				return "expected all dense lvlTypes before a n_out_of_m level"
			}
		}
		if m := st.dimToLvl; m != nil && m.NumDims != len(m.Results) {
			if !blockSparsity(m) {
				return "expected 1xm block structure for n_out_of_m level"
			}
			coefficient := int64(0)
			for _, size := range blockSizes(m) {
				if size != 0 {
					if size != coefficient && coefficient != 0 {
						return "expected only one blocked level with the same coefficients"
					}
					coefficient = size
				}
			}
			if coefficient != lt.m {
				return "expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level"
			}
		}
		break
	}
	lvlRank := len(lts)
	if lvlRank == 0 {
		return "expected a non-empty array for lvlTypes"
	}
	dimRank := st.dimRank()
	if m := st.dimToLvl; m != nil {
		if len(m.Results) != lvlRank {
			return fmt.Sprintf("level-rank mismatch between dimToLvl and lvlTypes: %d != %d", len(m.Results), lvlRank)
		}
		// Symbols cannot be inferred but are accepted.
		if !permutation(m) && !blockSparsity(m) && m.NumSyms == 0 {
			return "failed to infer lvlToDim from dimToLvl"
		}
	}
	// The map as written (upstream's dimToLvl is never null here: an
	// identity one counts too).
	if m, ok := a.Params.Attr("dimToLvl").(*ir.AffineMapAttr); ok {
		if l, ok := a.Params.Attr("lvlToDim").(*ir.AffineMapAttr); ok && !inverseOf(m.Map, l.Map) {
			return "expected lvlToDim to be an inverse of dimToLvl"
		}
	}
	if m := st.dimToLvl; m != nil {
		if dimRank > lvlRank {
			return fmt.Sprintf("unexpected dimToLvl mapping from %d to %d", dimRank, lvlRank)
		}
	}
	if st.slices != 0 {
		if st.slices != dimRank {
			return fmt.Sprintf("dimension-rank mismatch between dimSlices and dimToLvl: %d != %d", st.slices, dimRank)
		}
		if dimRank != lvlRank {
			return fmt.Sprintf("dimSlices expected dimension-rank to match level-rank: %d != %d", dimRank, lvlRank)
		}
	}
	return ""
}

// SliceError is SparseTensorDimSliceAttr::verify for a parsed
// #sparse_tensor<slice(offset, size, stride)>: mlir-opt's message, ""
// when sound. mlir-opt reports it at the mnemonic (`slice`).
func SliceError(a *ir.DialectAttr) string {
	get := func(name string) int64 {
		v, ok := a.Params.Int(name)
		if !ok {
			return ir.DynamicSize
		}
		return v
	}
	offset, size, stride := get("offset"), get("size"), get("stride")
	switch {
	case offset != ir.DynamicSize && offset < 0:
		return "expect non-negative value or ? for slice offset"
	case size != ir.DynamicSize && size <= 0:
		return "expect positive value or ? for slice size"
	case stride != ir.DynamicSize && stride <= 0:
		return "expect positive value or ? for slice stride"
	}
	return ""
}

func acceptBitWidth(w int64) bool {
	switch w {
	case 0, 8, 16, 32, 64:
		return true
	}
	return false
}

// permutation is AffineMap::isPermutation: each dimension once, as many
// results as dimensions, no symbols.
func permutation(m *ir.AffineMap) bool {
	if m.NumSyms != 0 || m.NumDims != len(m.Results) {
		return false
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok || d.Pos >= len(seen) || seen[d.Pos] {
			return false
		}
		seen[d.Pos] = true
	}
	return true
}

// blockSparsity is isBlockSparsity: each result a dimension, `d floordiv
// c` or (after it) `d mod c` with the same positive c, and at least one
// block.
func blockSparsity(m *ir.AffineMap) bool {
	coeff := map[int]int64{}
	block := false
	for _, r := range m.Results {
		switch e := r.(type) {
		case *ir.AffineBinaryExpr:
			d, ok1 := e.LHS.(*ir.AffineDimExpr)
			c, ok2 := e.RHS.(*ir.AffineConstantExpr)
			if !ok1 || !ok2 || c.Value <= 0 {
				return false
			}
			switch e.Kind {
			case ir.AffineFloorDivKind:
				if _, ok := coeff[d.Pos]; ok {
					return false
				}
				coeff[d.Pos] = c.Value
			case ir.AffineModKind:
				k, ok := coeff[d.Pos]
				if !ok || k != c.Value {
					return false
				}
				block = true
			default:
				return false
			}
		case *ir.AffineDimExpr:
			if _, ok := coeff[e.Pos]; ok {
				return false
			}
			coeff[e.Pos] = 0
		default:
			return false
		}
	}
	return block
}

// inverseOf reports whether lvlToDim is inferLvlToDim(dimToLvl), as
// uniqued maps compare: none with symbols; a permutation's inverse; a
// block sparsity's inverse as inverseBlockSparsity builds it (the levels
// of plain dimensions first, in order, then for each blocked dimension in
// order `dF * c + dM` of its floordiv and mod levels, unsimplified), all
// without symbols.
func inverseOf(dimToLvl, lvlToDim *ir.AffineMap) bool {
	if dimToLvl.NumSyms != 0 || lvlToDim.NumSyms != 0 || lvlToDim.NumDims != len(dimToLvl.Results) {
		return false
	}
	dim := func(e ir.AffineExpr, pos int) bool {
		d, ok := e.(*ir.AffineDimExpr)
		return ok && d.Pos == pos
	}
	if permutation(dimToLvl) {
		if len(lvlToDim.Results) != dimToLvl.NumDims {
			return false
		}
		for lvl, r := range dimToLvl.Results {
			if !dim(lvlToDim.Results[r.(*ir.AffineDimExpr).Pos], lvl) {
				return false
			}
		}
		return true
	}
	if !blockSparsity(dimToLvl) {
		return false
	}
	var want []func(ir.AffineExpr) bool
	type block struct {
		floor, mod int
		c          ir.AffineExpr
	}
	blocks := map[int]*block{}
	for lvl, r := range dimToLvl.Results {
		b, ok := r.(*ir.AffineBinaryExpr)
		if !ok {
			want = append(want, func(e ir.AffineExpr) bool { return dim(e, lvl) })
			continue
		}
		pos := b.LHS.(*ir.AffineDimExpr).Pos
		if b.Kind == ir.AffineFloorDivKind {
			blocks[pos] = &block{floor: lvl, mod: -1, c: b.RHS}
		} else {
			blocks[pos].mod = lvl
		}
	}
	var order []int
	for pos := range blocks {
		order = append(order, pos)
	}
	sort.Ints(order)
	for _, pos := range order {
		b := blocks[pos]
		if b.mod < 0 {
			// No mod for this floordiv: upstream's assertion.
			return false
		}
		want = append(want, func(e ir.AffineExpr) bool {
			add, ok := e.(*ir.AffineBinaryExpr)
			if !ok || add.Kind != ir.AffineAddKind || !dim(add.RHS, b.mod) {
				return false
			}
			mul, ok := add.LHS.(*ir.AffineBinaryExpr)
			if !ok || mul.Kind != ir.AffineMulKind || !dim(mul.LHS, b.floor) {
				return false
			}
			c1, ok1 := mul.RHS.(*ir.AffineConstantExpr)
			c2, ok2 := b.c.(*ir.AffineConstantExpr)
			return ok1 && ok2 && c1.Value == c2.Value
		})
	}
	if len(want) != len(lvlToDim.Results) {
		return false
	}
	for i, w := range want {
		if !w(lvlToDim.Results[i]) {
			return false
		}
	}
	return true
}

// blockSizes is getBlockSize: for each result, a mod's coefficient, 0
// for a dimension (a floordiv adds none).
func blockSizes(m *ir.AffineMap) []int64 {
	var sizes []int64
	for _, r := range m.Results {
		switch e := r.(type) {
		case *ir.AffineBinaryExpr:
			if c, ok := e.RHS.(*ir.AffineConstantExpr); ok && e.Kind == ir.AffineModKind {
				sizes = append(sizes, c.Value)
			}
		default:
			sizes = append(sizes, 0)
		}
	}
	return sizes
}

// TensorEncodingError is SparseTensorEncodingAttr::verifyEncoding, the
// part of a ranked tensor type's verifier its sparse encoding a adds for
// the tensor's shape and element type: the encoding's own verify() first
// (EncodingError), then the ranks and the explicit and implicit values.
// mlir-opt reports it at the end of the tensor type.
func TensorEncodingError(a *ir.DialectAttr, shape []int64, elem ir.Type) string {
	if msg := EncodingError(a); msg != "" {
		return msg
	}
	if len(shape) == 0 {
		return "expected non-scalar sparse tensor"
	}
	if r := encodingType(a).dimRank(); r != len(shape) {
		return fmt.Sprintf("dimension-rank mismatch between encoding and tensor shape: %d != %d", r, len(shape))
	}
	typeOf := func(v ir.Attribute) ir.Type {
		if d, ok := v.(*ir.DialectAttr); ok {
			return d.Type
		}
		if t, ok := v.(interface{ AttrType() ir.Type }); ok {
			return t.AttrType()
		}
		return nil
	}
	quoted := func(t ir.Type) string { return "'" + ir.TypeString(t) + "'" }
	if v := a.Params.Attr("explicitVal"); v != nil {
		if t := typeOf(v); t != elem {
			return fmt.Sprintf("explicit value type mismatch between encoding and tensor element type: %s != %s", quoted(t), quoted(elem))
		}
	}
	if v := a.Params.Attr("implicitVal"); v != nil {
		if t := typeOf(v); t != elem {
			return fmt.Sprintf("implicit value type mismatch between encoding and tensor element type: %s != %s", quoted(t), quoted(elem))
		}
		if !zeroValue(v) {
			return "implicit value must be zero"
		}
	}
	return ""
}

// zeroValue reports whether v is a zero float, integer or complex number
// (anything else counts as zero: upstream checks only those three).
func zeroValue(v ir.Attribute) bool {
	switch v := v.(type) {
	case *ir.FloatAttr:
		return v.Float64() == 0
	case *ir.IntegerAttr:
		return v.Value.Sign() == 0
	case *ir.DialectAttr:
		if v.Dialect != "complex" || v.Mnemonic() != "number" {
			return true
		}
		// #complex.number<:f64 re, im>: both parts zero.
		body := v.Data
		if i := strings.Index(body, ":"); i >= 0 {
			body = body[i+1:]
		}
		body = strings.TrimSuffix(strings.TrimSpace(body), ">")
		fields := strings.Fields(strings.ReplaceAll(body, ",", " "))
		if len(fields) < 3 {
			return true
		}
		for _, f := range fields[1:3] {
			x, err := strconv.ParseFloat(f, 64)
			if err == nil && x != 0 {
				return false
			}
		}
	}
	return true
}
