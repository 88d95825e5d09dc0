package linalg

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of linalg.pack and linalg.unpack (LinalgOps.cpp's
// commonVerifierPackAndUnPackOp, and pack's padding checks).

func linalgPackVerifiers(h *registry.Hooks) {
	h.Verifier("linalg.pack").Op = func(o dialect.Checker) *diag.Diagnostic { return packVerify(o, true) }
	h.Verifier("linalg.unpack").Op = func(o dialect.Checker) *diag.Diagnostic { return packVerify(o, false) }
}

// packTile is one of getMixedTiles: a static size, or an SSA value (whose
// constant, when it has one, zero and padding checks read).
type packTile struct {
	static  int64
	value   ir.Value
	isConst bool
	konst   int64
}

func mixedTiles(o dialect.Checker) ([]packTile, bool) {
	static, ok := denseI64(o, "static_inner_tiles")
	if !ok {
		return nil, false
	}
	values := o.Operand("inner_tiles")
	tiles := make([]packTile, len(static))
	k := 0
	for i, s := range static {
		if s != ir.DynamicSize {
			tiles[i] = packTile{static: s, isConst: true, konst: s}
			continue
		}
		if k >= len(values) {
			return nil, false
		}
		t := packTile{static: ir.DynamicSize, value: values[k]}
		t.konst, t.isConst = verify.ConstantInt(o, values[k])
		tiles[i] = t
		k++
	}
	return tiles, true
}

// invalidPackingPos is isInvalidPackingPosSpecification: more positions
// than the rank, a repeated one, or one out of [0, rank).
func invalidPackingPos(pos []int64, rank int) bool {
	if len(pos) > rank {
		return true
	}
	seen := map[int64]bool{}
	for _, p := range pos {
		if seen[p] {
			return true
		}
		seen[p] = true
	}
	for _, p := range pos {
		if p < 0 || p >= int64(rank) {
			return true
		}
	}
	return false
}

func divideCeil(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

// packedShape is PackOp::inferPackedType's shape: each tiled dimension
// divided by its tile (rounded up; dynamic when either is), the outer
// dimensions permuted, the tiles appended.
func packedShape(unpacked []int64, tiles []packTile, inner, outer []int64) []int64 {
	shape := append([]int64(nil), unpacked...)
	for i, p := range inner {
		if shape[p] == ir.DynamicSize {
			continue
		}
		if tiles[i].static == ir.DynamicSize {
			shape[p] = ir.DynamicSize
			continue
		}
		shape[p] = divideCeil(shape[p], tiles[i].static)
	}
	if len(outer) > 0 {
		perm := make([]int64, len(shape))
		for i, p := range outer {
			perm[i] = shape[p]
		}
		shape = perm
	}
	for _, t := range tiles {
		shape = append(shape, t.static)
	}
	return shape
}

func packVerify(o dialect.Checker, pack bool) *diag.Diagnostic {
	tiles, ok := mixedTiles(o)
	inner, ok2 := denseI64(o, "inner_dims_pos")
	if !ok || !ok2 {
		return nil
	}
	outer, _ := denseI64(o, "outer_dims_perm")
	src, dst := verify.FirstType(o.Operand("source")), verify.FirstType(o.Operand("dest"))
	unpackedT, packedT := src, dst
	if !pack {
		unpackedT, packedT = dst, src
	}
	unpacked, ok1 := shapeOf(unpackedT)
	packed, ok2 := shapeOf(packedT)
	if !ok1 || !ok2 {
		return nil
	}
	for _, t := range tiles {
		if t.isConst && t.konst == 0 {
			return o.EmitErrorf("invalid zero tile factor")
		}
	}
	rank := len(unpacked)
	if invalidPackingPos(inner, rank) {
		return o.EmitErrorf("invalid inner_dims_pos vector")
	}
	if invalidPackingPos(outer, rank) {
		return o.EmitErrorf("invalid outer_dims_perm vector")
	}
	if len(outer) != 0 && len(outer) != rank {
		return o.EmitErrorf("outer_dims_perm must be a permutation or empty")
	}
	if len(tiles) > rank {
		return o.EmitErrorf("tiling factors must be less than or equal to the input rank for pack or output rank for unpack")
	}
	if len(tiles) != len(inner) {
		return o.EmitErrorf("tiling factors must equal the number of dimensions to tile")
	}
	if want := rank + len(tiles); len(packed) != want {
		return o.EmitErrorf("packed rank != (unpacked rank + num tiling factors), got %d != %d", len(packed), want)
	}
	// The packed type's trailing dimensions are the tiles: a static tile's
	// size, dynamic for an SSA one (a constant's included).
	innerDims := packed[len(packed)-len(tiles):]
	for i, t := range tiles {
		if t.value == nil && innerDims[i] != t.static || t.value != nil && innerDims[i] != ir.DynamicSize {
			return o.EmitErrorf("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type")
		}
	}
	expected := packedShape(unpacked, tiles, inner, outer)
	if !verify.CompatibleDims(expected, packed) {
		want := o.Context().RankedTensor(expected, unpackedT.(ir.ShapedType).ElementType(), nil)
		return o.EmitErrorf("expected %s for the packed domain value, got %s", quoted(want), quoted(packedT))
	}
	if !pack {
		return nil
	}
	srcElem := src.(ir.ShapedType).ElementType()
	if pv := o.Operand("padding_value"); len(pv) > 0 {
		if pv[0].Type() != srcElem {
			return o.Errorf("expected padding_value has %s but got: %s", quoted(srcElem), quoted(pv[0].Type()))
		}
		return nil
	}
	if requirePadding(unpacked, inner, packed, outer, tiles) {
		return o.Errorf("invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set")
	}
	return nil
}

// requirePadding is PackOp::requirePaddingValue as mlir-opt 22 runs it: a
// static dimension a constant tile does not divide, or (for an SSA tile)
// that the packed type's outer size at the same position, when static,
// does not divide (outer_dims_perm undone).
func requirePadding(input, inner, output, perm []int64, tiles []packTile) bool {
	outerSizes := append([]int64(nil), output[:len(input)]...)
	if len(perm) == len(outerSizes) {
		for j, p := range perm {
			outerSizes[p] = output[j]
		}
	}
	for i, p := range inner {
		if input[p] == ir.DynamicSize {
			continue
		}
		if !tiles[i].isConst {
			if s := outerSizes[p]; s != ir.DynamicSize && input[p]%s != 0 {
				return true
			}
		} else if input[p]%tiles[i].konst != 0 {
			return true
		}
	}
	return false
}

// The verify() of the winograd transforms: the filter's, input's and
// value's shapes against F(m, r) and the output's shape they imply.

func linalgWinogradVerifiers(h *registry.Hooks) {
	h.Verifier("linalg.winograd_filter_transform").Op = winogradFilterVerify
	h.Verifier("linalg.winograd_input_transform").Op = winogradInputVerify
	h.Verifier("linalg.winograd_output_transform").Op = winogradOutputVerify
}

// winogradFmr is getFmrFromWinogradConv2DFmr: F_2_3, F_4_3, F_2_5.
func winogradFmr(o dialect.Checker) (m, r int64, ok bool) {
	a, ok := o.Attr("fmr").(*ir.IntegerAttr)
	if !ok {
		return 0, 0, false
	}
	switch a.Int64() {
	case 0:
		return 2, 3, true
	case 1:
		return 4, 3, true
	case 2:
		return 2, 5, true
	}
	return 0, 0, false
}

// winogradShapes are the shapes of the named operands, each of the rank
// ODS requires.
func winogradShapes(o dialect.Checker, in string, rankIn int) (inShape, outShape []int64, ok bool) {
	inShape, ok1 := shapeOf(verify.FirstType(o.Operand(in)))
	outShape, ok2 := shapeOf(verify.FirstType(o.Operand("output")))
	return inShape, outShape, ok1 && ok2 && len(inShape) == rankIn
}

func winogradFilterVerify(o dialect.Checker) *diag.Diagnostic {
	m, r, ok := winogradFmr(o)
	filter, out, ok2 := winogradShapes(o, "filter", 4)
	if !ok || !ok2 {
		return nil
	}
	// The filter is (F, H, W, C).
	h, w := filter[1], filter[2]
	if h != r && h != 1 {
		return o.Errorf("expect filter height either equals to r or 1")
	}
	if w != r && w != 1 {
		return o.Errorf("expect filter width either equals to r or 1")
	}
	if h == 1 && w == 1 {
		return o.Errorf("expect either filter height or width equals to r")
	}
	alpha := func(d int64) int64 {
		if d == r {
			return m + r - 1
		}
		return 1
	}
	expected := []int64{alpha(h), alpha(w), filter[3], filter[0]}
	if !verify.CompatibleDims(expected, out) {
		return o.Errorf("the output shape is not expected")
	}
	return nil
}

func winogradInputVerify(o dialect.Checker) *diag.Diagnostic {
	m, r, ok := winogradFmr(o)
	input, out, ok2 := winogradShapes(o, "input", 4)
	if !ok || !ok2 || len(out) != 6 {
		return nil
	}
	// The input is (N, H, W, C); the output (alphaH, alphaW, tileH,
	// tileW, N, C).
	tile := m + r - 1
	expected := make([]int64, 6)
	dim := func(size int64, transform bool, alpha, tiles int) {
		switch {
		case size == ir.DynamicSize:
			expected[alpha], expected[tiles] = tile, ir.DynamicSize
		case transform:
			expected[alpha], expected[tiles] = tile, (size-(r-1))/m
		default:
			expected[alpha], expected[tiles] = 1, size
		}
	}
	dim(input[1], out[0] != 1, 0, 2)
	dim(input[2], out[1] != 1, 1, 3)
	expected[4], expected[5] = input[0], input[3]
	if !verify.CompatibleDims(expected, out) {
		return o.Errorf("the output shape is not expected")
	}
	return nil
}

func winogradOutputVerify(o dialect.Checker) *diag.Diagnostic {
	m, r, ok := winogradFmr(o)
	value, out, ok2 := winogradShapes(o, "value", 6)
	if !ok || !ok2 || len(out) != 4 {
		return nil
	}
	// The value is (alphaH, alphaW, tileH, tileW, N, F); the output (N,
	// H, W, F).
	expected := make([]int64, 4)
	dim := func(alpha, tiles int64, what string) *diag.Diagnostic {
		if alpha == ir.DynamicSize || tiles == ir.DynamicSize {
			return nil
		}
		want := int64(1)
		if alpha != 1 {
			want = m + r - 1
		}
		if alpha != want {
			return o.Errorf("expect input %s equals to input tile size", what)
		}
		return nil
	}
	size := func(alpha, tiles int64) int64 {
		if alpha == ir.DynamicSize || tiles == ir.DynamicSize {
			return ir.DynamicSize
		}
		if alpha != 1 {
			return m * tiles
		}
		return tiles
	}
	if d := dim(value[0], value[2], "height"); d != nil {
		return d
	}
	expected[1] = size(value[0], value[2])
	if d := dim(value[1], value[3], "width"); d != nil {
		return d
	}
	expected[2] = size(value[1], value[3])
	expected[0], expected[3] = value[4], value[5]
	if !verify.CompatibleDims(expected, out) {
		return o.Errorf("the output shape is not expected")
	}
	return nil
}
