package nvvm

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of the block-scaled warp mma ops (MmaBlockScaleOp,
// MmaSpBlockScaleOp) and of the tcgen05.mma family (Tcgen05MMAOp,
// Tcgen05MMASparseOp: verifyTcgen05MMAOp; Tcgen05MMABlockScaleOp,
// Tcgen05MMASparseBlockScaleOp: verifyTcgen05MMABlockScaleOp), as LLVM 22
// has them, settled against mlir-opt 22.

func verifiersScaled(h *registry.Hooks) {
	h.Verifier("nvvm.mma.block_scale").Op = func(o dialect.Checker) *diag.Diagnostic {
		return mmaBlockScaleVerify(o, mmaBlockScaleGeoms[0])
	}
	h.Verifier("nvvm.mma.sp.block_scale").Op = func(o dialect.Checker) *diag.Diagnostic {
		return mmaBlockScaleVerify(o, mmaBlockScaleGeoms[1])
	}
	h.Verifier("nvvm.tcgen05.mma").Op = tcgen05Mma
	h.Verifier("nvvm.tcgen05.mma.sp").Op = tcgen05Mma
	h.Verifier("nvvm.tcgen05.mma.block_scale").Op = tcgen05MmaBlockScale
	h.Verifier("nvvm.tcgen05.mma.sp.block_scale").Op = tcgen05MmaBlockScale
}

// mmaBlockScaleGeom is what tells the dense verifier from the sparse one:
// the k of the fp4 geometry (m16n8k<fp4K>: e2m1 operands, kinds mxf4 and
// mxf4nvf4) and the k of the fp8/fp6/fp4 one (m16n8k<f8K>: kind
// mxf8f6f4, x1, ue8m0). Sparse A doubles k.
type mmaBlockScaleGeom struct {
	sparse    bool
	fp4K, f8K int64
}

var mmaBlockScaleGeoms = [2]mmaBlockScaleGeom{{false, 64, 32}, {true, 128, 64}}

// mmaBlockScaleVerify is MmaBlockScaleOp::verify, or MmaSpBlockScaleOp's
// when g is the sparse geometry. Upstream keeps checking after a failed
// check: each one that fails emits its error.
func mmaBlockScaleVerify(o dialect.Checker, g mmaBlockScaleGeom) *diag.Diagnostic {
	if g.sparse && o.Attr("orderedMetadata") == nil {
		// The custom parser always adds it: only the generic form lacks it.
		return o.Errorf("'orderedMetadata' attribute is mandatory")
	}
	shape, ok := shapeParams(o.Attr("shape"), "m", "n", "k")
	if !ok {
		return nil
	}
	kind := enumWord(o.Attr("kind"))
	vec := enumWord(o.Attr("scaleVecSize"))
	format := enumWord(o.Attr("blockScaleFormat"))
	var errs []*diag.Diagnostic
	m, n, k := shape[0], shape[1], shape[2]
	switch {
	case m == 16 && n == 8 && k == g.fp4K:
		// An absent multiplicand type (optional) is not e2m1 either.
		if enumWord(o.Attr("multiplicandAPtxType")) != "e2m1" || enumWord(o.Attr("multiplicandBPtxType")) != "e2m1" {
			errs = append(errs, o.Errorf("unsupported MMATypes attribute for mma.m16n8k%d.(mxf4nvf4|mxf4)", k))
		}
		switch kind {
		case "mxf4":
			if vec != "x2" {
				errs = append(errs, o.Errorf("unsupported ScaleVecSize attribute for mma.m16n8k%d.mxf4", k))
			}
			if format != "ue8m0" {
				errs = append(errs, o.Errorf("unsupported BlockScaleFormat attribute for mma.m16n8k%d.mxf4", k))
			}
		case "mxf4nvf4":
			if !(vec == "x2" && format == "ue8m0" || vec == "x4" && format == "ue4m3") {
				errs = append(errs, o.Errorf("unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k%d.mxf4nvf4", k))
			}
		default:
			errs = append(errs, o.Errorf("unsupported Kind attribute for mma.m16n8k%d", k))
		}
	case m == 16 && n == 8 && k == g.f8K:
		if !(kind == "mxf8f6f4" && vec == "x1" && format == "ue8m0") {
			errs = append(errs, o.Errorf("unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k%d", k))
		}
	default:
		if g.sparse {
			errs = append(errs, o.Errorf("unsupported Geom for sparse mma with block scaling"))
		} else {
			errs = append(errs, o.Errorf("unsupported Geom for mma with block scaling"))
		}
	}
	if len(errs) == 0 {
		return nil
	}
	for _, d := range errs[:len(errs)-1] {
		o.Emit(d)
	}
	return errs[len(errs)-1]
}

// tcgen05Mma is verifyTcgen05MMAOp (tcgen05.mma and tcgen05.mma.sp).
func tcgen05Mma(o dialect.Checker) *diag.Diagnostic {
	cta := enumWord(o.Attr("ctaGroup"))
	if t := verify.FirstType(o.Operand("disableOutputLane")); t != nil {
		// FixedVectorOfLengthAndType<[4, 8], [I32]> admits 4 or 8.
		n := int64(1)
		if v, ok := t.(*ir.VectorType); ok {
			for _, d := range v.Shape {
				n *= d
			}
		}
		if cta == "cta_1" && n != 4 || cta == "cta_2" && n != 8 {
			return o.EmitErrorf("Disable Output Lane of length %d is incompatible with CtaGroupAttr", n)
		}
	}
	aShift := o.Attr("aShift") != nil
	_, aTensor := shared.LLVMAddressSpace(verify.FirstType(o.Operand("matrixA")))
	if aShift && !aTensor {
		return o.EmitErrorf("A-shift can be applied only when matrix A is in tensor memory")
	}
	if c := enumOr(o, "collectorOp", "discard"); aShift && (c == "fill" || c == "use") {
		return o.EmitErrorf("Cannot use collector buffer operation fill or use with ashift")
	}
	return nil
}

// tcgen05MmaBlockScale is verifyTcgen05MMABlockScaleOp
// (tcgen05.mma.block_scale and tcgen05.mma.sp.block_scale).
func tcgen05MmaBlockScale(o dialect.Checker) *diag.Diagnostic {
	kind := enumWord(o.Attr("kind"))
	switch scale := enumOr(o, "blockScale", "default"); {
	case scale == "default" && kind == "mxf4nvf4":
		return o.EmitErrorf("mxf4nvf4 requires block scale attribute")
	case scale == "block16" && kind != "mxf4nvf4":
		return o.EmitErrorf("%s kind does not support block16 attribute", kind)
	}
	return nil
}
