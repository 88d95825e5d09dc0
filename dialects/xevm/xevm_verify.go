package xevm

import (
	"math/bits"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's XeVMDialect.cpp, as LLVM 22 has them,
// in their order and words.

// subgroupSize is the lanes a 2D block load spreads its tile over.
const subgroupSize = 16

func verifiers(h *registry.Hooks) {
	h.Verifier("xevm.blockload2d").Op = blockLoad2d
	h.Verifier("xevm.blockstore2d").Op = blockStore2d
	h.Verifier("xevm.blockprefetch2d").Op = blockPrefetch2d
	h.Verifier("xevm.blockload").Op = func(o dialect.Checker) *diag.Diagnostic {
		return blockArg1D(o, verify.FirstType(verify.ResultValues(o.Op())))
	}
	h.Verifier("xevm.blockstore").Op = func(o dialect.Checker) *diag.Diagnostic {
		return blockArg1D(o, verify.FirstType(o.Operand("val")))
	}
	h.Verifier("xevm.mma").Op = func(o dialect.Checker) *diag.Diagnostic {
		if c := verify.FirstType(o.Operand("c")); c != nil && c != verify.FirstType(o.Result("d")) {
			return o.Errorf("type of C operand must match result type")
		}
		return nil
	}
}

// u32 is an i32 attribute read as the uint32_t its accessor returns.
func u32(o dialect.Checker, name string) (uint32, bool) {
	a, ok := o.Attr(name).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return uint32(a.Int64()), true
}

// flag is an i1 attribute's value.
func flag(o dialect.Checker, name string) bool {
	a, ok := o.Attr(name).(*ir.IntegerAttr)
	return ok && a.Bool()
}

func isPowerOf2(n uint32) bool { return n != 0 && bits.OnesCount32(n) == 1 }

// params2D are the attributes of the 2D block ops.
type params2D struct {
	elemSize, tileWidth, tileHeight, vBlocks uint32
}

func read2D(o dialect.Checker, hasVBlocks bool) (params2D, bool) {
	var p params2D
	var ok1, ok2, ok3 bool
	p.elemSize, ok1 = u32(o, "elem_size_in_bits")
	p.tileWidth, ok2 = u32(o, "tile_width")
	p.tileHeight, ok3 = u32(o, "tile_height")
	p.vBlocks = 1 // blockstore2d's getVBlocks()
	if hasVBlocks {
		var ok bool
		if p.vBlocks, ok = u32(o, "v_blocks"); !ok {
			return p, false
		}
	}
	return p, ok1 && ok2 && ok3
}

// matrixInputError is verifyMatrixInput.
func matrixInputError(o dialect.Checker, p params2D) *diag.Diagnostic {
	width, ok1 := constantInt(o, o.Operand("base_width"))
	pitch, ok2 := constantInt(o, o.Operand("base_pitch"))
	if ok1 && ok2 && pitch < width {
		return o.Errorf("4th operand (base pitch) should be >= 2nd operand (base width)")
	}
	if p.elemSize < 8 || !isPowerOf2(p.elemSize) || p.elemSize > 32 {
		return o.Errorf("expecting 'elem_size_in_bits' to be 8, 16, or 32")
	}
	if p.tileHeight > 32 || !isPowerOf2(p.tileHeight) {
		return o.Errorf("expecting tile_height to be 1, 2, 4, 8, 16, or 32")
	}
	if p.vBlocks > 8 || !isPowerOf2(p.vBlocks) {
		return o.Errorf("expecting v_blocks to be 1, 2, 4, or 8")
	}
	return nil
}

// constantInt is getConstantIntValue of an operand.
func constantInt(o dialect.Checker, vs []ir.Value) (int64, bool) {
	if len(vs) != 1 {
		return 0, false
	}
	return verify.ConstantInt(o, vs[0])
}

func isIntOrFloat(t ir.Type) bool {
	return verify.Is[*ir.IntegerType](t) || verify.Is[*ir.FloatType](t)
}

func numElements(v *ir.VectorType) uint32 {
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	return uint32(n)
}

// loadRestrictionError is verify2DBlockLoadRestriction.
func loadRestrictionError(o dialect.Checker, p params2D, res *ir.VectorType) *diag.Diagnostic {
	// Unreachable: the result's ODS constraint wants int or float elements.
	if !isIntOrFloat(res.Elem) {
		return o.Errorf("expecting result element type to be int or float")
	}
	resSize := numElements(res) * uint32(ir.IntOrFloatWidth(res.Elem))
	expected := p.elemSize * p.tileHeight * p.tileWidth * p.vBlocks / subgroupSize
	if resSize != expected {
		return o.Errorf("result size of %d bits does not match the expected size of %d bits", resSize, expected)
	}
	transpose, pack := flag(o, "transpose"), flag(o, "pack_register")
	if transpose && pack {
		return o.Errorf("transpose and pack_register are mutually exclusive")
	}
	w, h, v := p.tileWidth, p.tileHeight, p.vBlocks
	switch {
	case !transpose && !pack:
		if h < 1 || h > 32 {
			return o.Errorf("expecting tile_height to be between 1 and 32")
		}
		lo, hi, ok := tileWidthRange(p.elemSize)
		if !ok {
			return o.Errorf("expecting elem_size_in_bits to be 8, 16, 32, or 64")
		}
		if w < lo || w > hi {
			return o.Errorf("expecting tile_width to be between %d and %d", lo, hi)
		}
		if d := vBlocksError(o, v, p.elemSize); d != nil {
			return d
		}
		// 64-bit elements: unreachable, v_blocks is 1 and tile_width at
		// most 8 by now.
		if w*v > hi {
			return o.Errorf("tile_width * v_blocks should be less than or equal to %d for %d bit elements", hi, p.elemSize)
		}
	case transpose:
		if v != 1 {
			return o.Errorf("expecting v_blocks to be 1")
		}
		switch p.elemSize {
		case 32:
			if h < 1 || h > 32 {
				return o.Errorf("expecting tile_height to be between 1 and 32")
			}
			if w < 1 || w > 8 {
				return o.Errorf("expecting tile_width to be between 1 and 8")
			}
		case 64:
			if h != 8 {
				return o.Errorf("expecting tile_height to be 8 for 64 bit elements")
			}
			if w != 1 && w != 2 && w != 4 {
				return o.Errorf("expecting tile_width to be 1, 2, or 4")
			}
		default:
			return o.Errorf("transpose is only supported for 32 and 64 bit elements")
		}
	default: // pack_register
		if v != 1 && v != 2 && v != 4 {
			return o.Errorf("expecting v_blocks to be 1, 2, or 4")
		}
		switch p.elemSize {
		case 8:
			if h < 4 || h > 32 {
				return o.Errorf("expecting tile_height to be between 4 and 32")
			}
			if w < 4 || w > 16 {
				return o.Errorf("expecting tile_width to be between 4 and 16")
			}
		case 16:
			if h < 2 || h > 32 {
				return o.Errorf("expecting tile_height to be between 2 and 32")
			}
			if w < 2 || w > 16 {
				return o.Errorf("expecting tile_width to be between 2 and 16")
			}
			if w*v > 32 {
				return o.Errorf("tile_width * v_blocks should be less than or equal to 32 for 16 bit elements")
			}
		default:
			return o.Errorf("pack_register is only supported for 8 and 16 bit elements")
		}
	}
	return nil
}

// tileWidthRange is the tile_width a 2D block load without transpose or
// pack_register, and a 2D block store, take per element size: 4-64 for 8
// bits, 2-32 for 16, 1-16 for 32, 1-8 for 64 (64 bytes a row at most); ok
// is false for any other size.
func tileWidthRange(elemSize uint32) (lo, hi uint32, ok bool) {
	switch elemSize {
	case 8, 16, 32, 64:
		return max(1, 32/elemSize), 512 / elemSize, true
	}
	return 0, 0, false
}

// vBlocksError is the v_blocks a 2D block load without transpose or
// pack_register takes per element size: 1, 2 or 4 up to 16 bits, 1 or 2
// for 32, 1 for 64.
func vBlocksError(o dialect.Checker, v, elemSize uint32) *diag.Diagnostic {
	switch {
	case elemSize <= 16:
		if v != 1 && v != 2 && v != 4 {
			return o.Errorf("expecting v_blocks to be 1, 2, or 4")
		}
	case elemSize == 32:
		if v != 1 && v != 2 {
			return o.Errorf("expecting v_blocks to be 1 or 2")
		}
	case v != 1:
		return o.Errorf("expecting v_blocks to be 1")
	}
	return nil
}

func blockLoad2d(o dialect.Checker) *diag.Diagnostic {
	p, ok := read2D(o, true)
	res, ok2 := verify.FirstType(o.Result("res")).(*ir.VectorType)
	if !ok || !ok2 {
		return nil
	}
	if d := loadRestrictionError(o, p, res); d != nil {
		return d
	}
	if d := matrixInputError(o, p); d != nil {
		return d
	}
	// Unreachable: the restriction above checked the element type first.
	if !isIntOrFloat(res.Elem) {
		return o.Errorf("expecting result element type to be int of float")
	}
	if (p.elemSize == 32 || flag(o, "pack_register")) && ir.IntOrFloatWidth(res.Elem) != 32 {
		return o.Errorf("expecting result element type to be 32 bits")
	}
	if flag(o, "pack_register") && p.tileWidth != 16 {
		return o.Errorf("tile_width when pack_register is true should be equal to subgroup size (16 elements)")
	}
	return nil
}

func blockStore2d(o dialect.Checker) *diag.Diagnostic {
	p, ok := read2D(o, false)
	if !ok {
		return nil
	}
	// verify2DBlockStoreRestriction.
	if p.tileHeight < 1 || p.tileHeight > 8 {
		return o.Errorf("expecting tile_height to be between 1 and 8")
	}
	lo, hi, ok := tileWidthRange(p.elemSize)
	if !ok {
		return o.Errorf("expecting elem_size_in_bits to be 8, 16, 32, or 64")
	}
	if p.tileWidth < lo || p.tileWidth > hi {
		return o.Errorf("expecting tile_width to be between %d and %d", lo, hi)
	}
	// "expecting v_blocks to be 1": unreachable, blockstore2d's
	// getVBlocks() is 1.
	if d := matrixInputError(o, p); d != nil {
		return d
	}
	return tileWidthError(o, p, false)
}

// tileWidthError is the tile widths the store (prefetch: 32-bit elements
// also 8 wide) takes per element size.
func tileWidthError(o dialect.Checker, p params2D, prefetch bool) *diag.Diagnostic {
	w := p.tileWidth
	switch p.elemSize {
	case 8:
		if w != 16 && w != 32 {
			return o.Errorf("tile_width for 8 bit elements should be equal to 16 or 32")
		}
	case 16:
		if w != 16 {
			return o.Errorf("tile_width for 16 bit elements should be equal to 16")
		}
	case 32:
		if prefetch && w != 8 && w != 16 {
			return o.Errorf("tile_width for 32 bit elements should be equal to 8 or 16")
		}
		if !prefetch && w != 16 {
			return o.Errorf("tile_width for 32 bit elements should be equal to 16")
		}
	}
	return nil
}

func blockPrefetch2d(o dialect.Checker) *diag.Diagnostic {
	p, ok := read2D(o, true)
	if !ok {
		return nil
	}
	if d := matrixInputError(o, p); d != nil {
		return d
	}
	return tileWidthError(o, p, true)
}

// blockArg1D is verify1DBlockArg: a scalar, or a vector of 2, 4, 8 (16
// for 8-bit elements) elements.
func blockArg1D(o dialect.Checker, t ir.Type) *diag.Diagnostic {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil
	}
	n := numElements(v)
	if ir.IntOrFloatWidth(v.Elem)/8 == 1 {
		if n != 2 && n != 4 && n != 8 && n != 16 {
			return o.Errorf("vector size must be 2, 4, 8 or 16 for 8-bit element type")
		}
		return nil
	}
	if n != 2 && n != 4 && n != 8 {
		return o.Errorf("vector size must be 2, 4 or 8 for element type > 8 bits")
	}
	return nil
}
