package tosa

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// tosa's convolutions, pooling and matmul (upstream's verifyConvOp,
// verifyConvOpModes, verifyConvOpErrorIf, verifyPoolingOp).

// opVerifier turns a verifier returning an emitOpError message into a
// Verifier.Op.
func opVerifier(f func(o dialect.Checker) error) func(o dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		if err := f(o); err != nil {
			return o.Errorf("%s", err.Error())
		}
		return nil
	}
}

func tosaConvVerifiers(h *registry.Hooks) {
	for _, name := range []string{"tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d"} {
		h.Verifier(name).Op = opVerifier(func(o dialect.Checker) error {
			if err := verifyConvOp(o); err != nil {
				return err
			}
			if err := verifyConvOpModes(o); err != nil {
				return err
			}
			return verifyConvOpErrorIf(o)
		})
	}
	h.Verifier("tosa.transpose_conv2d").Op = opVerifier(verifyTransposeConv2D)
	h.Verifier("tosa.matmul").Op = opVerifier(verifyMatMul)
	h.Verifier("tosa.avg_pool2d").Op = opVerifier(verifyAvgPool2D)
	h.Verifier("tosa.max_pool2d").Op = opVerifier(func(o dialect.Checker) error {
		if err := verifySameElementTypes(o, verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("output"))); err != nil {
			return err
		}
		return verifyPoolingOp(o)
	})
}

// verifyConvOp checks the element types of a convolution's operands.
func verifyConvOp(o dialect.Checker) error {
	in, w := verify.FirstType(o.Operand("input")), verify.FirstType(o.Operand("weight"))
	bias, res := verify.FirstType(o.Operand("bias")), verify.FirstType(o.Result("output"))
	if in == nil || w == nil || bias == nil || res == nil {
		return nil
	}
	inE, wE := verify.ElementTypeOrSelf(in), verify.ElementTypeOrSelf(w)
	biasE, resE := verify.ElementTypeOrSelf(bias), verify.ElementTypeOrSelf(res)
	biasFloat, resFloat := verify.IsFloat(biasE), verify.IsFloat(resE)
	inE, wE, biasE, resE = storageOr(inE), storageOr(wE), storageOr(biasE), storageOr(resE)
	if inE == nil || wE == nil || biasE == nil || resE == nil {
		return nil
	}
	if biasFloat && resFloat && biasE != resE {
		// For now upstream enforces bias element type == result element
		// type for float types only.
		return errorf("expect both bias and result to have same element type, got %s and %s", ts(biasE), ts(resE))
	}
	if isFloatKind(inE, ir.F8E5M2) || isFloatKind(inE, ir.F8E4M3FN) || isFloatKind(wE, ir.F8E5M2) || isFloatKind(wE, ir.F8E4M3FN) {
		if inE != wE {
			return errorf("expect both input and weight to have same element type, got %s and %s", ts(inE), ts(wE))
		}
	}
	if verify.IsFloat(inE) != verify.IsFloat(wE) {
		return errorf("expect both input and weight to be float or not together, got %s and %s", ts(inE), ts(wE))
	}
	inZp, wZp := one(o.Operand("input_zp")), one(o.Operand("weight_zp"))
	if inZp == nil || wZp == nil {
		return nil
	}
	if zpE := storageElem(inZp.Type()); zpE == nil {
		return nil
	} else if inE != zpE {
		return errorf("expect both input and its zero point are the same element type, got %s and %s", ts(inE), ts(zpE))
	}
	if zpE := storageElem(wZp.Type()); zpE == nil {
		return nil
	} else if wE != zpE {
		return errorf("expect both weight and its zero point are the same element type, got %s and %s", ts(wE), ts(zpE))
	}
	if err := checkZeroPoint(o, "input_zp", "Input"); err != nil {
		return err
	}
	return checkZeroPoint(o, "weight_zp", "Weight")
}

// storageOr replaces a quantized element type by its storage type (nil
// when it cannot be told).
func storageOr(e ir.Type) ir.Type {
	if isQuantized(e) {
		return quantStorage(e)
	}
	return e
}

// verifyConvOpModes checks acc_type against the input's element type.
func verifyConvOpModes(o dialect.Checker) error {
	inE := storageOr(verify.ElementTypeOrSelf(verify.FirstType(o.Operand("input"))))
	acc := typeAttr(o.Attr("acc_type"))
	if inE == nil || acc == nil {
		return nil
	}
	switch {
	case isIntN(inE, 8) && !isIntN(acc, 32):
		return errorf("accumulator type for i8 tensor is not i32")
	case isIntN(inE, 16) && !isIntN(acc, 48):
		return errorf("accumulator type for i16 tensor is not i48")
	case (isFloatKind(inE, ir.F8E5M2) || isFloatKind(inE, ir.F8E4M3)) && !isFloatKind(acc, ir.F16):
		return errorf("accumulator type for f8 tensor is not f16")
	case isFloatKind(inE, ir.F16) && !(isFloatKind(acc, ir.F16) || isFloatKind(acc, ir.F32)):
		return errorf("accumulator type for f16 tensor is not f16/f32")
	case isFloatKind(inE, ir.BF16) && !isFloatKind(acc, ir.F32):
		return errorf("accumulator type for bf16 tensor is not f32")
	case isFloatKind(inE, ir.F32) && !isFloatKind(acc, ir.F32):
		return errorf("accumulator type for f32 tensor is not f32")
	}
	return nil
}

// convDim names a spatial dimension of a convolution: the input's,
// weight's and output's dimension indices, the pad and stride indices.
type convDim struct {
	in, kernel, out, pad, stride int
	name, axis, before, after    string
}

var convDims = map[string][]convDim{
	"tosa.conv2d": {
		{1, 1, 1, 0, 0, "height", "y", "top", "bottom"},
		{2, 2, 2, 2, 1, "width", "x", "left", "right"},
	},
	"tosa.depthwise_conv2d": {
		{1, 0, 1, 0, 0, "height", "y", "top", "bottom"},
		{2, 1, 2, 2, 1, "width", "x", "left", "right"},
	},
	"tosa.conv3d": {
		{1, 1, 1, 0, 0, "depth", "d", "front", "back"},
		{2, 2, 2, 2, 1, "height", "y", "top", "bottom"},
		{3, 3, 3, 4, 2, "width", "x", "left", "right"},
	},
}

// verifyConvOpErrorIf checks pad, stride, dilation, the output's spatial
// sizes and the bias's channels.
func verifyConvOpErrorIf(o dialect.Checker) error {
	pad, stride, dil := denseI64s(o.Attr("pad")), denseI64s(o.Attr("stride")), denseI64s(o.Attr("dilation"))
	if err := allAtLeast(pad, 0, "padding"); err != nil {
		return err
	}
	if err := allAtLeast(stride, 1, "stride"); err != nil {
		return err
	}
	if err := allAtLeast(dil, 1, "dilation"); err != nil {
		return err
	}
	out, ok := ranked(verify.FirstType(o.Result("output")))
	if !ok {
		return nil
	}
	in, inOK := ranked(verify.FirstType(o.Operand("input")))
	w, wOK := ranked(verify.FirstType(o.Operand("weight")))
	if inOK && wOK {
		for _, d := range convDims[o.Op().Name] {
			i, k, os := dim(in, d.in), dim(w, d.kernel), dim(out, d.out)
			if i == ir.DynamicSize || k == ir.DynamicSize {
				continue
			}
			pb, pa, s, dl := at(pad, d.pad), at(pad, d.pad+1), at(stride, d.stride), at(dil, d.stride)
			q, ok := idivCheck(i-1+pb+pa-(k-1)*dl, s)
			if !ok {
				return errorf("expected input_%s - 1 + pad_%s + pad_%s - (kernel_%s - 1) * dilation_%s to be wholly divisible by stride_%s, got (%d - 1 + %d + %d - (%d - 1) * %d) / %d",
					d.name, d.before, d.after, d.name, d.axis, d.axis, i, pb, pa, k, dl, s)
			}
			if os != ir.DynamicSize && q+1 != os {
				return errorf("calculated output %s did not match expected: calculated=%d, expected=%d", d.name, q+1, os)
			}
		}
	}
	bias, ok := ranked(verify.FirstType(o.Operand("bias")))
	if !ok {
		return nil
	}
	bc, oc := dim(bias, 0), dim(out, len(out)-1)
	if bc == ir.DynamicSize || oc == ir.DynamicSize {
		return nil
	}
	if bc != oc && bc != 1 {
		return errorf("bias channels expected to be equal to output channels (%d) or 1, got %d", oc, bc)
	}
	return nil
}

func verifyTransposeConv2D(o dialect.Checker) error {
	if err := verifyConvOp(o); err != nil {
		return err
	}
	if err := verifyConvOpModes(o); err != nil {
		return err
	}
	strides := denseI64s(o.Attr("stride"))
	sy, sx := at(strides, 0), at(strides, 1)
	if sy < 1 || sx < 1 {
		return errorf("expect all stride values to be >= 1, got [%s]", ints(strides))
	}
	pad := denseI64s(o.Attr("out_pad"))
	top, bottom, left, right := at(pad, 0), at(pad, 1), at(pad, 2), at(pad, 3)
	checkPad := func(p, k int64, pname, kname string) error {
		if p <= -k {
			return errorf("expected %s > -%s, but got: %s=%d and %s=%d", pname, kname, pname, p, kname, k)
		}
		return nil
	}
	w, wOK := ranked(verify.FirstType(o.Operand("weight")))
	if wOK {
		if kh := dim(w, 1); kh != ir.DynamicSize {
			if err := checkPad(top, kh, "out_pad_top", "KH"); err != nil {
				return err
			}
			if err := checkPad(bottom, kh, "out_pad_bottom", "KH"); err != nil {
				return err
			}
		}
		if kw := dim(w, 2); kw != ir.DynamicSize {
			if err := checkPad(left, kw, "out_pad_left", "KW"); err != nil {
				return err
			}
			if err := checkPad(right, kw, "out_pad_right", "KW"); err != nil {
				return err
			}
		}
	}
	out, ok := ranked(verify.FirstType(o.Result("output")))
	if !ok {
		return nil
	}
	if in, ok := ranked(verify.FirstType(o.Operand("input"))); ok && wOK {
		ih, kh, oh := dim(in, 1), dim(w, 1), dim(out, 1)
		if ih != ir.DynamicSize && oh != ir.DynamicSize && oh != (ih-1)*sy+top+bottom+kh {
			return errorf("dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, but got %d != (%d - 1) * %d + %d + %d + %d", oh, ih, sy, top, bottom, kh)
		}
		iw, kw, ow := dim(in, 2), dim(w, 2), dim(out, 2)
		if iw != ir.DynamicSize && ow != ir.DynamicSize && ow != (iw-1)*sx+left+right+kw {
			return errorf("dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, but got %d != (%d - 1) * %d + %d + %d + %d", ow, iw, sx, left, right, kw)
		}
	}
	bias, ok := ranked(verify.FirstType(o.Operand("bias")))
	if !ok {
		return nil
	}
	bc := dim(bias, 0)
	if bc == ir.DynamicSize {
		return nil
	}
	if oc := dim(out, 3); oc != ir.DynamicSize && bc != oc && bc != 1 {
		return errorf("bias channels expected to be equal to output channels (%d) or 1, got %d", oc, bc)
	}
	return nil
}

func verifyMatMul(o dialect.Checker) error {
	a, b := verify.FirstType(o.Operand("a")), verify.FirstType(o.Operand("b"))
	if a == nil || b == nil {
		return nil
	}
	if _, ok := a.(ir.ShapedType); !ok {
		return errorf("expect a shaped tensor for input a, got %s", ts(a))
	}
	if _, ok := b.(ir.ShapedType); !ok {
		return errorf("expect a shaped tensor for input b, got %s", ts(b))
	}
	aE, bE := verify.ElementTypeOrSelf(a), verify.ElementTypeOrSelf(b)
	aQ, bQ := isUniformQuantized(aE), isUniformQuantized(bE)
	if aQ || bQ {
		if !aQ || !bQ {
			return errorf("expect operands to be both quantized or both not quantized, got %s and %s", ts(aE), ts(bE))
		}
		aw, okA := quantStorageWidth(aE)
		bw, okB := quantStorageWidth(bE)
		if okA && okB && aw != bw {
			return errorf("expect quantized operands to have same widths, got %d and %d", aw, bw)
		}
	}
	aZp, bZp := one(o.Operand("a_zp")), one(o.Operand("b_zp"))
	if aZp == nil || bZp == nil {
		return nil
	}
	aS, aZ := storageElem(a), storageElem(aZp.Type())
	if aS == nil || aZ == nil {
		return nil
	}
	if aS != aZ {
		return errorf("expect input a and a_zp have the same element type, got %s and %s", ts(aS), ts(aZ))
	}
	bS, bZ := storageElem(b), storageElem(bZp.Type())
	if bS == nil || bZ == nil {
		return nil
	}
	if bS != bZ {
		return errorf("expect input b and b_zp have the same element type, got %s and %s", ts(bS), ts(bZ))
	}
	if err := checkZeroPoint(o, "a_zp", "A"); err != nil {
		return err
	}
	return checkZeroPoint(o, "b_zp", "B")
}

// verifyPoolingOp checks kernel, stride, pad and the output's sizes.
func verifyPoolingOp(o dialect.Checker) error {
	kernel, stride, pad := denseI64s(o.Attr("kernel")), denseI64s(o.Attr("stride")), denseI64s(o.Attr("pad"))
	if err := allAtLeast(kernel, 1, "kernel"); err != nil {
		return err
	}
	if err := allAtLeast(stride, 1, "stride"); err != nil {
		return err
	}
	if err := allAtLeast(pad, 0, "padding"); err != nil {
		return err
	}
	kx, left, right := at(kernel, 1), at(pad, 2), at(pad, 3)
	if right >= kx || left >= kx {
		return errorf("expected left/right padding to be less than the width of the kernel, got pad_left=%d, pad_right=%d, kernel_x=%d", left, right, kx)
	}
	ky, top, bottom := at(kernel, 0), at(pad, 0), at(pad, 1)
	if top >= ky || bottom >= ky {
		return errorf("expected top/bottom padding to be less than the height of the kernel, got pad_top=%d, pad_bottom=%d, kernel_y=%d", top, bottom, ky)
	}
	in, ok1 := ranked(verify.FirstType(o.Operand("input")))
	out, ok2 := ranked(verify.FirstType(o.Result("output")))
	if !ok1 || !ok2 {
		return nil
	}
	check := func(i, os, k, s, pb, pa int64, name, axis, before, after string) error {
		if i == ir.DynamicSize {
			return nil
		}
		q, ok := idivCheck(i+pb+pa-k, s)
		if !ok {
			return errorf("expected input_%s + pad_%s + pad_%s - kernel_%s to be wholly divisible by stride_%s, got (%d + %d + %d - %d) / %d", name, before, after, axis, axis, i, pb, pa, k, s)
		}
		if os != ir.DynamicSize && q+1 != os {
			return errorf("calculated output %s did not match expected: calculated=%d, expected=%d", name, q+1, os)
		}
		return nil
	}
	if err := check(dim(in, 1), dim(out, 1), ky, at(stride, 0), top, bottom, "height", "y", "top", "bottom"); err != nil {
		return err
	}
	return check(dim(in, 2), dim(out, 2), kx, at(stride, 1), left, right, "width", "x", "left", "right")
}

func verifyAvgPool2D(o dialect.Checker) error {
	if err := verifyPoolingOp(o); err != nil {
		return err
	}
	inZp, outZp := one(o.Operand("input_zp")), one(o.Operand("output_zp"))
	in, out := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("output"))
	if inZp == nil || outZp == nil || in == nil || out == nil {
		return nil
	}
	inE, resE := storageElem(in), storageElem(out)
	inZpE, outZpE := storageElem(inZp.Type()), storageElem(outZp.Type())
	acc := typeAttr(o.Attr("acc_type"))
	if inE == nil || resE == nil || inZpE == nil || outZpE == nil || acc == nil {
		return nil
	}
	switch {
	case verify.Is[*ir.IntegerType](inE) && !isIntN(acc, 32):
		return errorf("accumulator type for integer tensor is not i32")
	case isFloatKind(inE, ir.F16) && !(isFloatKind(acc, ir.F16) || isFloatKind(acc, ir.F32)):
		return errorf("accumulator type for f16 tensor is not f16/f32")
	case isFloatKind(inE, ir.BF16) && !isFloatKind(acc, ir.F32):
		return errorf("accumulator type for bf16 tensor is not f32")
	case isFloatKind(inE, ir.F32) && !isFloatKind(acc, ir.F32):
		return errorf("accumulator type for f32 tensor is not f32")
	}
	if inE != inZpE {
		return errorf("expect both input and its zero point are the same element type, got %s and %s", ts(inE), ts(inZpE))
	}
	if resE != outZpE {
		return errorf("expect both output and its zero point are the same element type, got %s and %s", ts(resE), ts(outZpE))
	}
	if err := checkZeroPoint(o, "input_zp", "Input"); err != nil {
		return err
	}
	return checkZeroPoint(o, "output_zp", "Output")
}

// verifySameElementTypes is upstream's verifySameElementTypes: in and out
// are tensors whose element types (int, index, float or uniform
// quantized) are the same.
func verifySameElementTypes(o dialect.Checker, in, out ir.Type) error {
	if in == nil || out == nil {
		return nil
	}
	if !verify.IsTensor(in) {
		return errorf("expect shaped tensor for input, got %s", ts(in))
	}
	if !verify.IsTensor(out) {
		return errorf("expect shaped tensor for output, got %s", ts(out))
	}
	ie, oe := verify.ElementTypeOrSelf(in), verify.ElementTypeOrSelf(out)
	if (isIntOrIndexOrFloat(ie) || isUniformQuantized(ie)) && (isIntOrIndexOrFloat(oe) || isUniformQuantized(oe)) && ie != oe {
		return errorf("expect input and output to have same element type, got %s and %s", ts(ie), ts(oe))
	}
	return nil
}

// allAtLeast is the ERROR_IF check of a conv's or pool's attribute list
// (pad, stride, dilation, kernel): every value at least min.
func allAtLeast(vals []int64, min int64, what string) error {
	for _, v := range vals {
		if v < min {
			return errorf("expect all %s values to be >= %d, got %s", what, min, ints(vals))
		}
	}
	return nil
}
