// Package quant is the Go side of the quant dialect: the verifiers of its
// casts (upstream's QuantOps.cpp, LLVM 22). Its types are read by
// package dialectattr.
package quant

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// Register registers what Go knows of the quant dialect in h.
func Register(h *registry.Hooks) {
	h.Verifier("quant.dcast").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, res := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("result"))
		return quantizationOp(o, verify.ElementTypeOrSelf(in), verify.ElementTypeOrSelf(res), in)
	}
	h.Verifier("quant.qcast").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, res := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("result"))
		return quantizationOp(o, verify.ElementTypeOrSelf(res), verify.ElementTypeOrSelf(in), in)
	}
	h.Verifier("quant.scast").Op = storageCast
	predicates(h)
}

// quantized is what the verifiers read of a quantized type: its kind
// and parameters (nil when gomlir cannot read them).
type quantized struct {
	t *ir.DialectType
}

// quantizedOf returns the quant::QuantizedType t is (any or uniform, in
// every form), ok false for another type or one gomlir did not read.
func quantizedOf(t ir.Type) (quantized, bool) {
	dt, ok := t.(*ir.DialectType)
	if !ok || dt.Dialect != "quant" || (dt.Mnemonic() != "uniform" && dt.Mnemonic() != "any") {
		return quantized{}, false
	}
	return quantized{dt}, true
}

func (q quantized) perAxis() bool    { return q.t.Params.Has("quantizedDimension") }
func (q quantized) subChannel() bool { return q.t.Params.Has("blockSizes") }

// quantizationOp is upstream's verifyQuantizationOp for quant.dcast and
// quant.qcast.
func quantizationOp(o dialect.Checker, quantType, floatType, container ir.Type) *diag.Diagnostic {
	q, ok := quantizedOf(quantType)
	if !ok || floatType == nil {
		return nil
	}
	if q.t.Params.Type("expressedType") != floatType {
		return o.EmitErrorf("expressed type in quantized type expected to match float type")
	}
	return layout(o, q, container)
}

// layout verifies a per-axis or sub-channel quantized type against the
// type holding it.
func layout(o dialect.Checker, q quantized, container ir.Type) *diag.Diagnostic {
	switch {
	case q.perAxis():
		return perAxis(o, q, container)
	case q.subChannel():
		return subChannel(o, q, container)
	}
	// A per-layer UniformQuantizedType (or AnyQuantizedType).
	return nil
}

// perAxis is upstream's verifyPerAxisQuantization.
func perAxis(o dialect.Checker, q quantized, container ir.Type) *diag.Diagnostic {
	if !verify.IsTensor(container) {
		return o.EmitErrorf("scalar types may not use per-axis quantization")
	}
	shape, ranked := verify.ShapeOf(container)
	if !ranked {
		return nil
	}
	d, _ := q.t.Params.Int("quantizedDimension")
	d = int64(int32(d))
	if d >= int64(len(shape)) {
		return o.EmitErrorf("quantized dimension must be less than tensor rank")
	}
	if size := shape[d]; size != ir.DynamicSize && size != int64(len(q.t.Params.List("scales"))) {
		return o.EmitErrorf("quantized dimension size does not match number of scales")
	}
	return nil
}

// subChannel is upstream's verifySubChannelQuantization.
func subChannel(o dialect.Checker, q quantized, container ir.Type) *diag.Diagnostic {
	if !verify.IsTensor(container) {
		return o.EmitErrorf("scalar types may not use sub-channel quantization")
	}
	shape, ranked := verify.ShapeOf(container)
	if !ranked {
		return o.EmitErrorf("tensor containing the sub-channel quantized type must be ranked")
	}
	dims, sizes := q.t.Params.List("quantizedDimensions"), q.t.Params.List("blockSizes")
	// The scales' size is 1 along a dimension that is not quantized.
	want := make([]int64, len(shape))
	for i := range want {
		want[i] = 1
	}
	for i := range dims {
		if i >= len(sizes) {
			break
		}
		d, b := int64(int32(dims[i].Int)), sizes[i].Int
		if d >= int64(len(shape)) {
			return o.EmitErrorf("quantized dimension %d must be less than tensor rank %d", d, len(shape))
		}
		if shape[d] != ir.DynamicSize && b != 0 && shape[d]%b != 0 {
			return o.EmitErrorf("tensor dimension size %d at axis %d must be divisible by the corresponding block size %d", shape[d], d, b)
		}
		if shape[d] == ir.DynamicSize {
			want[d] = ir.DynamicSize
		} else if b != 0 {
			want[d] = shape[d] / b
		}
	}
	for _, s := range shape {
		if s == 0 {
			return o.EmitErrorf("tensor dimension size of zero is not allowed with sub-channel quantization")
		}
	}
	scales, ok := scaleShape(q.t.Data)
	if !ok {
		return nil
	}
	if len(scales) != len(shape) {
		return o.EmitErrorf("Rank of scales %d must match the rank of the tensor %d", len(scales), len(shape))
	}
	for i, w := range want {
		if w != ir.DynamicSize && w != scales[i] {
			return o.EmitErrorf("dimension size %d of scales tensor at axis %d should match (tensor dimension at axis / block sizes at axis) = %d", w, i, w)
		}
	}
	return nil
}

// storageCast is quant.scast's verify().
func storageCast(o dialect.Checker) *diag.Diagnostic {
	in, res := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("result"))
	if in == nil || res == nil {
		return nil
	}
	ie, re := verify.ElementTypeOrSelf(in), verify.ElementTypeOrSelf(res)
	integer := re
	if verify.Is[*ir.IntegerType](ie) {
		integer = ie
	}
	q, ok := quantizedOf(ie)
	if !ok {
		if q, ok = quantizedOf(re); !ok {
			return nil
		}
	}
	if q.t.Params.Type("storageType") != integer {
		return o.EmitErrorf("storage type in quantized type expected to match integer type")
	}
	// The quantized type may be the input's or the result's: their shapes
	// are the same by now.
	return layout(o, q, in)
}

// scaleShape is the shape of a sub-channel type's scales, read from its
// spelling (`uniform<i8:f32:{0:1, 1:2}, {{s:z, s}, {s, s}}>`): the
// nesting of its last brace-delimited list.
func scaleShape(data string) ([]int64, bool) {
	// The scales are the list after the block sizes' `}`.
	i := strings.Index(data, ":{")
	if i < 0 {
		return nil, false
	}
	j := strings.IndexByte(data[i:], '}')
	if j < 0 {
		return nil, false
	}
	rest := data[i+j+1:]
	k := strings.IndexByte(rest, '{')
	if k < 0 {
		return nil, false
	}
	p := &listParser{s: rest[k:]}
	shape, ok := p.list()
	return shape, ok
}

// listParser reads a nested `{...}` list of scalars.
type listParser struct {
	s   string
	pos int
}

// list reads one list and returns its shape (its length, then its first
// element's shape when that is a list).
func (p *listParser) list() ([]int64, bool) {
	if p.pos >= len(p.s) || p.s[p.pos] != '{' {
		return nil, false
	}
	p.pos++
	var n int64
	var inner []int64
	for {
		for p.pos < len(p.s) && p.s[p.pos] == ' ' {
			p.pos++
		}
		if p.pos >= len(p.s) {
			return nil, false
		}
		if p.s[p.pos] == '{' {
			sub, ok := p.list()
			if !ok {
				return nil, false
			}
			if n == 0 {
				inner = sub
			}
		} else {
			for p.pos < len(p.s) && p.s[p.pos] != ',' && p.s[p.pos] != '}' {
				p.pos++
			}
		}
		n++
		for p.pos < len(p.s) && p.s[p.pos] == ' ' {
			p.pos++
		}
		if p.pos >= len(p.s) {
			return nil, false
		}
		if p.s[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.s[p.pos] == '}' {
			p.pos++
			return append([]int64{n}, inner...), true
		}
		return nil, false
	}
}
