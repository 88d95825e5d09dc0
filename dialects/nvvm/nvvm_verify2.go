package nvvm

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of nvvm's mbarrier, TMA (cp.async.bulk.*), conversion,
// st.bulk, pmevent and prmt ops, as LLVM 22 has them.

const asSharedCluster = 7

func verifiers2(h *registry.Hooks) {
	h.Verifier("nvvm.mbarrier.arrive").Op = mbarrierArriveLike(true)
	h.Verifier("nvvm.mbarrier.arrive_drop").Op = mbarrierArriveLike(true)
	h.Verifier("nvvm.mbarrier.arrive_drop.expect_tx").Op = mbarrierArriveLike(true)
	h.Verifier("nvvm.mbarrier.expect_tx").Op = mbarrierArriveLike(false)
	h.Verifier("nvvm.mbarrier.complete_tx").Op = mbarrierArriveLike(false)
	h.Verifier("nvvm.mbarrier.test.wait").Op = mbarrierArriveLike(false)
	h.Verifier("nvvm.mbarrier.try_wait").Op = mbarrierArriveLike(false)
	h.Verifier("nvvm.mbarrier.arrive.expect_tx").Op = func(o dialect.Checker) *diag.Diagnostic {
		// With a predicate the op lowers to inline PTX, which lacks some
		// features.
		if len(o.Operand("predicate")) > 0 {
			if enumOr(o, "scope", "cta") != "cta" {
				return o.EmitErrorf("mbarrier scope must be CTA when using predicate")
			}
			if inSpace(o, "addr", asSharedCluster) {
				return o.EmitErrorf("mbarrier in shared_cluster space is not supported when using predicate")
			}
			if len(o.Result("res")) > 0 {
				return o.EmitErrorf("return-value is not supported when using predicate")
			}
			if boolAttr(o, "relaxed") {
				return o.EmitErrorf("mbarrier with relaxed semantics is not supported when using predicate")
			}
		}
		return mbarrierArriveLike(true)(o)
	}

	h.Verifier("nvvm.cp.async.bulk.shared.cluster.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		if inSpace(o, "dstMem", asShared) && len(o.Operand("multicastMask")) > 0 {
			return o.EmitErrorf("Multicast is not supported with shared::cta mode.")
		}
		return nil
	}
	h.Verifier("nvvm.cp.async.bulk.tensor.global.shared.cta").Op = func(o dialect.Checker) *diag.Diagnostic {
		mode := enumOr(o, "mode", "tile")
		if len(o.Operand("predicate")) > 0 {
			if mode != "tile" {
				return o.EmitErrorf("Inline-ptx lowering supported only for Tile mode.")
			}
			if len(o.Operand("l2CacheHint")) > 0 {
				return o.EmitErrorf("Inline-ptx lowering unsupported with L2 cache-hint.")
			}
		}
		dims := len(o.Operand("coordinates"))
		switch mode {
		case "tile":
			return tmaStoreCommon(o, dims, false)
		case "im2col":
			return tmaStoreCommon(o, dims, true)
		case "tile_scatter4":
			if dims != 5 {
				return o.EmitErrorf("Scatter4 mode expects 5 coordinates")
			}
		}
		return nil
	}
	h.Verifier("nvvm.cp.async.bulk.tensor.reduce").Op = func(o dialect.Checker) *diag.Diagnostic {
		dims := len(o.Operand("coordinates"))
		switch enumOr(o, "mode", "tile") {
		case "tile":
			return tmaStoreCommon(o, dims, false)
		case "im2col":
			return tmaStoreCommon(o, dims, true)
		case "tile_scatter4":
			return o.EmitErrorf("Scatter mode unsupported for CpAsyncBulkTensorReduceOp")
		}
		return nil
	}
	h.Verifier("nvvm.cp.async.bulk.tensor.prefetch").Op = tmaLoadParams
	h.Verifier("nvvm.cp.async.bulk.tensor.shared.cluster.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		mode := enumOr(o, "mode", "tile")
		ctaOnly := boolAttr(o, "isCTAOnly")
		if len(o.Operand("predicate")) > 0 { // lowered through inline PTX
			if ctaOnly {
				return o.EmitErrorf("Predicate is supported only for shared::cluster mode.")
			}
			if mode != "tile" && mode != "im2col" {
				return o.EmitErrorf("Predicate is supported only for Tile and Im2col modes.")
			}
		} else {
			want, msg := int64(asSharedCluster), "Shared::cluster destination requires address-space 7."
			if ctaOnly {
				want, msg = asShared, "Shared::cta destination requires address-space 3."
			}
			if as, ok := shared.LLVMAddressSpace(verify.FirstType(o.Operand("dstMem"))); ok && as != want {
				return o.EmitErrorf("%s", msg)
			}
			if ctaOnly {
				if len(o.Operand("multicastMask")) > 0 {
					return o.EmitErrorf("Multicast is not supported with shared::cta mode.")
				}
				if o.Attr("group") != nil {
					return o.EmitErrorf("CTAGroup is not supported with shared::cta mode.")
				}
			}
		}
		return tmaLoadParams(o)
	}

	// The conversions.
	h.Verifier("nvvm.convert.float.to.tf32").Op = func(o dialect.Checker) *diag.Diagnostic {
		switch enumOr(o, "rnd", "none") {
		case "rna":
			if boolAttr(o, "relu") {
				return o.EmitErrorf("Relu not supported with rna rounding mode.")
			}
		case "rn", "rz":
		default:
			return o.EmitErrorf("Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.")
		}
		return nil
	}
	typeIs := func(t ir.Type, kinds ...ir.FloatKind) bool {
		f, ok := t.(*ir.FloatType)
		if !ok {
			return false
		}
		for _, k := range kinds {
			if f.Kind == k {
				return true
			}
		}
		return false
	}
	attrType := func(o dialect.Checker, name string) ir.Type {
		if ta, ok := o.Attr(name).(*ir.TypeAttr); ok {
			return ta.Type
		}
		return nil
	}
	const (
		e4m3, e5m2, e8m0 = "'f8E4M3FN'", "'f8E5M2'", "'f8E8M0FNU'"
		e2m3, e3m2, e2m1 = "'f6E2M3FN'", "'f6E3M2FN'", "'f4E2M1FN'"
	)
	onlyTypes := func(attr, msg string, kinds ...ir.FloatKind) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			t := attrType(o, attr)
			if t == nil || typeIs(t, kinds...) {
				return nil
			}
			return o.Errorf("%s", msg)
		}
	}
	h.Verifier("nvvm.convert.f32x2.to.f6x2").Op = onlyTypes("dstTy", "Only "+e2m3+" and "+e3m2+" types are supported for conversions from f32x2 to f6x2.", ir.F6E2M3FN, ir.F6E3M2FN)
	h.Verifier("nvvm.convert.f16x2.to.f8x2").Op = onlyTypes("dstTy", "Only "+e4m3+" and "+e5m2+" types are supported for conversions from f16x2 to f8x2.", ir.F8E4M3FN, ir.F8E5M2)
	h.Verifier("nvvm.convert.f32x2.to.f4x2").Op = onlyTypes("dstTy", "Only "+e2m1+" type is supported for conversions from f32x2 to f4x2.", ir.F4E2M1FN)
	h.Verifier("nvvm.convert.f8x2.to.f16x2").Op = onlyTypes("srcType", "Only "+e4m3+" and "+e5m2+" types are supported for conversions from f8x2 to f16x2.", ir.F8E4M3FN, ir.F8E5M2)
	h.Verifier("nvvm.convert.f8x2.to.bf16x2").Op = onlyTypes("srcType", "Only "+e8m0+" type is supported for conversions from f8x2 to bf16x2.", ir.F8E8M0FNU)
	h.Verifier("nvvm.convert.f6x2.to.f16x2").Op = onlyTypes("srcType", "Only "+e2m3+" and "+e3m2+" types are supported for conversions from f6x2 to f16x2.", ir.F6E2M3FN, ir.F6E3M2FN)
	h.Verifier("nvvm.convert.f4x2.to.f16x2").Op = onlyTypes("srcType", "Only "+e2m1+" type is supported for conversions from f4x2 to f16x2.", ir.F4E2M1FN)
	h.Verifier("nvvm.convert.f32x4.to.f8x4").Op = onlyTypes("dstTy", "Only "+e4m3+" and "+e5m2+" types are supported for conversions from f32x4 to f8x4.", ir.F8E4M3FN, ir.F8E5M2)
	h.Verifier("nvvm.convert.f32x4.to.f6x4").Op = onlyTypes("dstTy", "Only "+e2m3+" and "+e3m2+" types are supported for conversions from f32x4 to f6x4.", ir.F6E2M3FN, ir.F6E3M2FN)
	h.Verifier("nvvm.convert.f32x4.to.f4x4").Op = onlyTypes("dstTy", "Only "+e2m1+" type is supported for conversions from f32x4 to f4x4.", ir.F4E2M1FN)
	h.Verifier("nvvm.convert.bf16x2.to.f8x2").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := onlyTypes("dstTy", "Only "+e8m0+" type is supported for conversions from bf16x2 to f8x2.", ir.F8E8M0FNU)(o); d != nil {
			return d
		}
		if attrType(o, "dstTy") == nil {
			return nil
		}
		if r := enumOr(o, "rnd", "none"); r != "rz" && r != "rp" {
			return o.Errorf("Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.")
		}
		return nil
	}
	h.Verifier("nvvm.convert.f32x2.to.f8x2").Op = func(o dialect.Checker) *diag.Diagnostic {
		t := attrType(o, "dstTy")
		if t == nil {
			return nil
		}
		rnd, sat := enumOr(o, "rnd", "none"), enumOr(o, "sat", "none")
		switch {
		case typeIs(t, ir.F8E4M3FN, ir.F8E5M2):
			if rnd != "rn" {
				return o.Errorf("Only RN rounding mode is supported for conversions from f32x2 to %s and %s types", e4m3, e5m2)
			}
			if sat != "satfinite" {
				return o.Errorf("Only SATFINITE saturation mode is supported for conversions from f32x2 to %s and %s types", e4m3, e5m2)
			}
		case typeIs(t, ir.F8E8M0FNU):
			if rnd != "rz" && rnd != "rp" {
				return o.Errorf("Only RZ and RP rounding modes are supported for conversions from f32x2 to %s type", e8m0)
			}
			if boolAttr(o, "relu") {
				return o.Errorf("relu not supported for conversions to %s type", e8m0)
			}
		default:
			return o.Errorf("Only %s, %s, and %s types are supported for conversions from f32x2 to f8x2", e4m3, e5m2, e8m0)
		}
		return nil
	}
	stochastic := func(dst string) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			rnd := enumOr(o, "rnd", "none")
			if rnd != "rn" && rnd != "rz" && rnd != "rs" {
				return o.Errorf("Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to %s.", dst)
			}
			bits := len(o.Operand("random_bits")) > 0
			if rnd == "rs" && !bits {
				return o.Errorf("random_bits is required for RS rounding mode.")
			}
			if rnd != "rs" && bits {
				return o.Errorf("random_bits not supported for RN and RZ rounding modes.")
			}
			return nil
		}
	}
	h.Verifier("nvvm.convert.f32x2.to.f16x2").Op = stochastic("f16x2")
	h.Verifier("nvvm.convert.f32x2.to.bf16x2").Op = stochastic("bf16x2")

	h.Verifier("nvvm.st.bulk").Op = func(o dialect.Checker) *diag.Diagnostic {
		if v, ok := intAttr(o, "initVal"); ok && v != 0 {
			return o.Errorf("only 0 is supported for initVal, got %d", v)
		}
		return nil
	}
	h.Verifier("nvvm.pmevent").Op = func(o dialect.Checker) *diag.Diagnostic {
		id, hasID := intAttr(o, "eventId")
		_, hasMask := intAttr(o, "maskedEventId")
		if !hasMask && !hasID {
			return o.Errorf("either `id` or `mask` must be set")
		}
		if hasMask && hasID {
			return o.Errorf("`id` and `mask` cannot be set at the same time")
		}
		if hasID && (int32(id) < 0 || int32(id) > 15) {
			return o.Errorf("`id` must be between 0 and 15")
		}
		return nil
	}
	h.Verifier("nvvm.prmt").Op = func(o dialect.Checker) *diag.Diagnostic {
		hi := len(o.Operand("hi")) > 0
		switch mode := enumWord(o.Attr("mode")); mode {
		case "default", "f4e", "b4e":
			if !hi {
				return o.EmitErrorf("mode '%s' requires 'hi' operand.", mode)
			}
		case "rc8", "ecl", "ecr", "rc16":
			if hi {
				return o.EmitErrorf("mode '%s' does not accept 'hi' operand.", mode)
			}
		}
		return nil
	}
}

// enumOr is enum attribute name's keyword, or def when it is absent (its
// default value).
func enumOr(o dialect.Checker, name, def string) string {
	if a := o.Attr(name); a != nil {
		return enumWord(a)
	}
	return def
}

// inSpace reports whether operand name is an LLVM pointer in address
// space as.
func inSpace(o dialect.Checker, name string, as int64) bool {
	got, ok := shared.LLVMAddressSpace(verify.FirstType(o.Operand(name)))
	return ok && got == as
}

// mbarrierArriveLike is verifyMBarrierArriveLikeOp; withRes says whether
// upstream passes the op's result (getRes()) to it.
func mbarrierArriveLike(withRes bool) func(o dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		if s := enumOr(o, "scope", "cta"); s != "cta" && s != "cluster" {
			return o.EmitErrorf("mbarrier scope must be either CTA or Cluster")
		}
		if withRes && inSpace(o, "addr", asSharedCluster) && len(o.Result("res")) > 0 {
			return o.EmitErrorf("mbarrier in shared_cluster space cannot return any value")
		}
		return nil
	}
}

// tmaStoreCommon is cpAsyncBulkTensorCommonVerifier (TMA store and
// store-reduce).
func tmaStoreCommon(o dialect.Checker, dims int, im2col bool) *diag.Diagnostic {
	if dims < 1 || dims > 5 {
		return o.EmitErrorf("expects coordinates between 1 to 5 dimension")
	}
	if im2col && dims < 3 {
		return o.EmitErrorf("to use im2col mode, the tensor has to be at least 3-dimensional")
	}
	return nil
}

// tmaLoadParams is verifyTMALoadParams (TMA load and prefetch).
func tmaLoadParams(o dialect.Checker) *diag.Diagnostic {
	dims, offs := len(o.Operand("coordinates")), len(o.Operand("im2colOffsets"))
	mode := enumOr(o, "mode", "tile")
	if dims < 1 || dims > 5 {
		return o.EmitErrorf("expects coordinates between 1 to 5 dimension")
	}
	check := func(im2col bool, want int) *diag.Diagnostic {
		if im2col && dims < 3 {
			return o.EmitErrorf("to use %s mode, the tensor has to be at least 3-dimensional", mode)
		}
		if offs != want {
			return o.EmitErrorf(" im2col offsets expected %d (provided %d)", want, offs)
		}
		return nil
	}
	switch mode {
	case "tile":
		return check(false, 0)
	case "im2col":
		return check(true, dims-2)
	case "im2col_w", "im2col_w_128":
		return check(true, 2)
	case "tile_gather4":
		if dims != 5 {
			return o.EmitErrorf("Gather4 mode expects 5 coordinates")
		}
		return check(false, 0)
	}
	return nil
}
