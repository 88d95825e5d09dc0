package tosa

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of the shape ops dim, concat_shape and slice_shape
// (TosaOps.cpp, LLVM 22; messages and their order settled against
// mlir-opt 22).

func tosaShapeVerifiers(h *registry.Hooks) {
	tosaBlockScaledVerifiers(h)
	h.Verifier("tosa.dim").Op = func(o dialect.Checker) *diag.Diagnostic {
		out := one(o.Result("output"))
		if out == nil {
			return nil
		}
		if r, ok := shapeRank(out.Type()); ok && r != 1 {
			return o.Errorf("expect output shape type to contain one element, got %s", ts(out.Type()))
		}
		in := one(o.Operand("input1"))
		axis, ok := intAttr(o.Attr("axis"))
		if in == nil || !ok {
			return nil
		}
		if shape, ok := ranked(in.Type()); ok {
			if axis < 0 || axis >= int64(len(shape)) {
				return o.Errorf("expect axis to be in the range [0, %d), got %d", len(shape), axis)
			}
		}
		return nil
	}

	h.Verifier("tosa.concat_shape").Op = func(o dialect.Checker) *diag.Diagnostic {
		out := one(o.Result("output"))
		if out == nil {
			return nil
		}
		r, ok := shapeRank(out.Type())
		if !ok {
			return nil
		}
		var sum int64
		for _, v := range o.Operand("input") {
			n, ok := shapeRank(v.Type())
			if !ok {
				return nil
			}
			sum += n
		}
		if sum != r {
			return o.Errorf("requires output shape rank to be equal to the sum of the input shape ranks (%d), got %d", sum, r)
		}
		return nil
	}

	h.Verifier("tosa.slice_shape").Op = func(o dialect.Checker) *diag.Diagnostic {
		first := func(name string) (int64, bool) {
			vs, ok := constInts(o, one(o.Operand(name)))
			if !ok || len(vs) == 0 {
				return 0, false
			}
			return vs[0], true
		}
		start, haveStart := first("start")
		size, haveSize := first("size")
		if haveStart && start < 0 {
			return o.Errorf("expected non-negative start index, got %d", start)
		}
		if haveSize {
			if size <= 0 {
				return o.Errorf("expected positive size, got %d", size)
			}
			if out := one(o.Result("output")); out != nil {
				if r, ok := shapeRank(out.Type()); ok && r != size {
					return o.Errorf("expected output type size to be equal to size attribute, got %d vs %d", r, size)
				}
			}
		}
		if haveStart && haveSize {
			if in := one(o.Operand("input")); in != nil {
				if r, ok := shapeRank(in.Type()); ok && start+size > r {
					return o.Errorf("expected start + size to be less than or equal to input shape rank (%d), got %d", r, start+size)
				}
			}
		}
		return nil
	}
}

// blockSize is the value of a #tosa.block_size<BLOCK_SIZE_N> attribute
// (BlockSizeAttr::getBlockSizeValue), 0 when it cannot be read.
func blockSize(a ir.Attribute) int64 {
	s, ok := ir.SpellingOf(a)
	if !ok {
		return 0
	}
	d := s.Data
	i := strings.Index(d, "BLOCK_SIZE_")
	if i < 0 {
		return 0
	}
	n, err := strconv.ParseInt(strings.TrimRight(d[i+len("BLOCK_SIZE_"):], ">) "), 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// compatibleExceptLast reports whether two ranked shapes have the same
// rank and compatible sizes but in their last dimension.
func compatibleExceptLast(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i+1 < len(a); i++ {
		if !verify.CompatibleDim(a[i], b[i]) {
			return false
		}
	}
	return true
}

// lastDim is the last size of a ranked shape, ir.DynamicSize otherwise.
func lastDim(t ir.Type) int64 {
	if s, ok := ranked(t); ok && len(s) > 0 {
		return s[len(s)-1]
	}
	return ir.DynamicSize
}

// vBlockScaledCast is the verifier cast_from_block_scaled and
// cast_to_block_scaled share: data is the block-scaled data tensor (its
// scale tensor scale), full the tensor of the other side; divisible
// names the tensor whose last dimension must be a multiple of the block
// size.
func vBlockScaledCast(o dialect.Checker, in, out ir.Value, inName, outName string, data, scale ir.Value, dataName, scaleName string, divisible ir.Value, divName string) *diag.Diagnostic {
	if !verify.CompatibleShape(in.Type(), out.Type()) {
		return o.Errorf("require compatible shapes for %s (%s) and %s (%s)", inName, ts(in.Type()), outName, ts(out.Type()))
	}
	bs := blockSize(o.Attr("block_size"))
	if bs == 0 {
		return nil
	}
	if d := lastDim(divisible.Type()); d != ir.DynamicSize && d%bs != 0 {
		return o.Errorf("expect last dimension of %s (%d) to be divisible by block_size (%d)", divName, d, bs)
	}
	ds, ok1 := ranked(data.Type())
	ss, ok2 := ranked(scale.Type())
	if ok1 && ok2 && !compatibleExceptLast(ds, ss) {
		return o.Errorf("require compatible shapes for %s (%s) and %s (%s) except for the last dimension", dataName, ts(data.Type()), scaleName, ts(scale.Type()))
	}
	dl, sl := lastDim(data.Type()), lastDim(scale.Type())
	if dl != ir.DynamicSize && sl != ir.DynamicSize && sl != dl/bs {
		return o.Errorf("expect last dimension of %s (%d) to be equal to last dimension of %s / block_size (%d)", scaleName, sl, dataName, dl/bs)
	}
	return nil
}

func tosaBlockScaledVerifiers(h *registry.Hooks) {
	h.Verifier("tosa.cast_from_block_scaled").Op = func(o dialect.Checker) *diag.Diagnostic {
		data, scale, out := one(o.Operand("input_data")), one(o.Operand("input_scale")), one(o.Result("output_data"))
		if data == nil || scale == nil || out == nil {
			return nil
		}
		return vBlockScaledCast(o, data, out, "input_data", "output_data", data, scale, "input_data", "input_scale", data, "input_data")
	}
	h.Verifier("tosa.cast_to_block_scaled").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, data, scale := one(o.Operand("input_data")), one(o.Result("output_data")), one(o.Result("output_scale"))
		if in == nil || data == nil || scale == nil {
			return nil
		}
		return vBlockScaledCast(o, in, data, "input_data", "output_data", data, scale, "output_data", "output_scale", in, "input_data")
	}
	h.Verifier("tosa.matmul_t_block_scaled").Op = vMatmulTBlockScaled
}

// vMatmulTBlockScaled is MatmulTBlockScaledOp::verify: the dimensions
// N (batch), H, W, C and C/block_size read from each operand in turn,
// each one a later operand gives compared with the size known so far.
func vMatmulTBlockScaled(o dialect.Checker) *diag.Diagnostic {
	a, as, b, bs := one(o.Operand("a_data")), one(o.Operand("a_scale")), one(o.Operand("b_data")), one(o.Operand("b_scale"))
	out := one(o.Result("output_data"))
	if a == nil || as == nil || b == nil || bs == nil || out == nil {
		return nil
	}
	if ae, be := verify.ElementTypeOrSelf(a.Type()), verify.ElementTypeOrSelf(b.Type()); ae != be {
		return o.Errorf("expect A_data and B_data to have same element type, got %s and %s", ts(ae), ts(be))
	}
	dyn := ir.DynamicSize
	n, d, hgt, w, c, multiples := dyn, dyn, dyn, dyn, dyn, dyn
	update := func(cur *int64, v int64, operand, dim string) *diag.Diagnostic {
		if *cur == dyn {
			*cur = v
			return nil
		}
		if v != dyn && *cur != v {
			return o.Errorf("expected %s of %s to match size %d, got %d", dim, operand, *cur, v)
		}
		return nil
	}
	if s, ok := ranked(a.Type()); ok && len(s) == 3 {
		n, hgt, c = s[0], s[1], s[2]
	}
	if s, ok := ranked(as.Type()); ok && len(s) == 3 {
		if e := update(&n, s[0], "a_scale", "batch"); e != nil {
			return e
		}
		if e := update(&hgt, s[1], "a_scale", "height"); e != nil {
			return e
		}
		multiples = s[2]
	}
	if s, ok := ranked(b.Type()); ok && len(s) == 3 {
		if e := update(&d, s[0], "b_data", "batch"); e != nil {
			return e
		}
		if e := update(&c, s[2], "b_data", "channels"); e != nil {
			return e
		}
		w = s[1]
	}
	if s, ok := ranked(bs.Type()); ok && len(s) == 3 {
		if e := update(&d, s[0], "b_scale", "batch"); e != nil {
			return e
		}
		if e := update(&w, s[1], "b_scale", "width"); e != nil {
			return e
		}
		if e := update(&multiples, s[2], "b_scale", "C/block_size"); e != nil {
			return e
		}
	}
	if n != dyn && d != dyn && n != d && d != 1 {
		return o.Errorf("expect B matrix batch size to be broadcast compatible with A, got D=%d vs N=%d", d, n)
	}
	block := blockSize(o.Attr("block_size"))
	if block == 0 {
		return nil
	}
	if c != dyn && c%block != 0 {
		return o.Errorf("expect C to be a multiple of block size, got C=%d, block_size=%d", c, block)
	}
	if c != dyn && multiples != dyn && multiples != c/block {
		return o.Errorf("expect scale operands dimension 2 to equal C/block_size (%d/%d), got %d", c, block, multiples)
	}
	if n == dyn {
		n = d
	}
	want := []int64{n, hgt, w}
	if s, ok := ranked(out.Type()); ok && !verify.CompatibleDims(s, want) {
		dims := func(s []int64) string {
			parts := make([]string, len(s))
			for i, v := range s {
				if v == dyn {
					parts[i] = "?"
				} else {
					parts[i] = strconv.FormatInt(v, 10)
				}
			}
			return strings.Join(parts, ", ")
		}
		return o.Errorf("expected output shape %s to be compatible with expected output shape %s", dims(s), dims(want))
	}
	return nil
}
