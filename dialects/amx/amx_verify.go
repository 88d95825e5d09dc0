package amx

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's AMXDialect.cpp, in its order and words.

func verifiers(h *registry.Hooks) {
	h.Verifier("amx.tile_zero").Op = func(o dialect.Checker) *diag.Diagnostic {
		t, ok := tileOf(o, verify.FirstType(o.Result("res")))
		if !ok {
			return nil
		}
		return tileSizeError(o, t)
	}
	h.Verifier("amx.tile_load").Op = func(o dialect.Checker) *diag.Diagnostic {
		return loadStore(o, verify.FirstType(o.Result("res")))
	}
	h.Verifier("amx.tile_store").Op = func(o dialect.Checker) *diag.Diagnostic {
		return loadStore(o, verify.FirstType(o.Operand("val")))
	}
	h.Verifier("amx.tile_mulf").Op = func(o dialect.Checker) *diag.Diagnostic {
		return mul(o, 1, func(a, b, c ir.Type) bool {
			ta := verify.TypeString(a)
			return (ta == "bf16" || ta == "f16") && a == b && verify.TypeString(c) == "f32"
		})
	}
	h.Verifier("amx.tile_muli").Op = func(o dialect.Checker) *diag.Diagnostic {
		return mul(o, 2, func(a, b, c ir.Type) bool {
			return isInteger(a, 8) && isInteger(b, 8) && isInteger(c, 32)
		})
	}
}

// isInteger is Type::isInteger(width): any signedness.
func isInteger(t ir.Type, width int) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == width
}

// tile is an !amx.tile's shape and element type.
type tile struct {
	shape []int64
	elem  ir.Type
}

// tileOf reads an !amx.tile type, `!amx.tile<16x32xbf16>`.
func tileOf(o dialect.Checker, t ir.Type) (tile, bool) {
	d, data, _, ok := ir.DialectSpelling(t)
	if !ok || d != "amx" {
		return tile{}, false
	}
	body, ok := strings.CutPrefix(data, "tile<")
	if !ok || !strings.HasSuffix(body, ">") {
		return tile{}, false
	}
	body = strings.TrimSuffix(body, ">")
	var shape []int64
	for {
		digits := len(body) - len(strings.TrimLeft(body, "0123456789"))
		if digits == 0 || digits >= len(body) || body[digits] != 'x' {
			break
		}
		n, err := strconv.ParseInt(body[:digits], 10, 64)
		if err != nil {
			return tile{}, false
		}
		shape = append(shape, n)
		body = body[digits+1:]
	}
	elem, err := o.Context().ParseType(body)
	if err != nil || len(shape) != 2 {
		return tile{}, false
	}
	return tile{shape, elem}, true
}

// tileSizeError is verifyTileSize: at most 16 rows of at most 64 bytes,
// a multiple of 4 bytes.
func tileSizeError(o dialect.Checker, t tile) *diag.Diagnostic {
	const maxRows, bitsPerRow = 16, 64 * 8
	col := uint32(t.shape[1]) * uint32(ir.IntOrFloatWidth(t.elem))
	if t.shape[0] > maxRows {
		return o.Errorf("bad row height: %d", t.shape[0])
	}
	if col > bitsPerRow || col&0x1f != 0 {
		return o.Errorf("bad column width: %d", col>>3)
	}
	return nil
}

func loadStore(o dialect.Checker, tileType ir.Type) *diag.Diagnostic {
	mt, ok := verify.FirstType(o.Operand("base")).(*ir.MemRefType)
	if !ok {
		return nil
	}
	rank := len(mt.Shape)
	if rank < 2 {
		return o.Errorf("requires at least 2D memref")
	}
	if len(o.Operand("indices")) != rank {
		return o.Errorf("requires %d indices", rank)
	}
	strides, _, ok := verify.StridesAndOffset(mt)
	if !ok || strides[len(strides)-1] != 1 {
		return o.Errorf("requires memref with unit innermost stride")
	}
	t, ok := tileOf(o, tileType)
	if !ok {
		return nil
	}
	return tileSizeError(o, t)
}

func mul(o dialect.Checker, scale uint, types func(a, b, c ir.Type) bool) *diag.Diagnostic {
	a, ok1 := tileOf(o, verify.FirstType(o.Operand("lhs")))
	b, ok2 := tileOf(o, verify.FirstType(o.Operand("rhs")))
	c, ok3 := tileOf(o, verify.FirstType(o.Result("res")))
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	for _, t := range []tile{a, b, c} {
		if d := tileSizeError(o, t); d != nil {
			return d
		}
	}
	am, ak := uint32(a.shape[0]), uint32(a.shape[1]>>scale)
	bk, bn := uint32(b.shape[0]), uint32(b.shape[1]>>scale)
	cm, cn := uint32(c.shape[0]), uint32(c.shape[1])
	if cm != am || cn != bn || ak != bk {
		return o.Errorf("bad mult shape: %d x %d x %d", cm, cn, ak)
	}
	if !types(a.elem, b.elem, c.elem) {
		return o.Errorf("unsupported type combination")
	}
	return nil
}
