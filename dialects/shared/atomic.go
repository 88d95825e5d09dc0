package shared

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The OpenACC/OpenMP atomic interfaces (OpenACCMPCommon's
// AtomicInterfaces.td: AtomicReadOpInterface, AtomicWriteOpInterface,
// AtomicUpdateOpInterface, AtomicCaptureOpInterface): their verifyCommon
// and verifyRegionsCommon, which omp's and acc's atomic ops both call.
// Each op's operands are named x, v and expr in both dialects.

// The ops that implement each interface, in every dialect mlir-opt 22
// registers (the capture region takes any of them, whatever its dialect).
var (
	atomicReads   = map[string]bool{"omp.atomic.read": true, "acc.atomic.read": true}
	atomicWrites  = map[string]bool{"omp.atomic.write": true, "acc.atomic.write": true}
	atomicUpdates = map[string]bool{"omp.atomic.update": true, "acc.atomic.update": true}
)

// AtomicPointee is PointerLikeType's getElementType for the pointer-like
// types omp and acc know: a memref's element type; none (nil) for an
// !llvm.ptr or another type.
func AtomicPointee(t ir.Type) ir.Type {
	if m, ok := t.(*ir.MemRefType); ok {
		return m.Elem
	}
	return nil
}

// FirstOperand is the first value of the operand group name, or nil.
func FirstOperand(o dialect.Checker, name string) ir.Value {
	if vs := o.Operand(name); len(vs) > 0 {
		return vs[0]
	}
	return nil
}

// AtomicReadCommon is AtomicReadOpInterface's verifyCommon.
func AtomicReadCommon(o dialect.Checker) *diag.Diagnostic {
	x, v := FirstOperand(o, "x"), FirstOperand(o, "v")
	if x != nil && x == v {
		return o.EmitErrorf("read and write must not be to the same location for atomic reads")
	}
	return nil
}

// AtomicWriteCommon is AtomicWriteOpInterface's verifyCommon.
func AtomicWriteCommon(o dialect.Checker) *diag.Diagnostic {
	x, expr := FirstOperand(o, "x"), FirstOperand(o, "expr")
	if x != nil && expr != nil {
		if elem := AtomicPointee(x.Type()); elem != nil && elem != expr.Type() {
			return o.EmitErrorf("address must dereference to value type")
		}
	}
	return nil
}

// AtomicUpdateCommon is AtomicUpdateOpInterface's verifyCommon.
func AtomicUpdateCommon(o dialect.Checker) *diag.Diagnostic {
	b := verify.EntryBlock(o.Op(), 0)
	if b == nil || len(b.Args) != 1 {
		return o.EmitErrorf("the region must accept exactly one argument")
	}
	if x := FirstOperand(o, "x"); x != nil {
		if elem := AtomicPointee(x.Type()); elem != nil && elem != b.Args[0].Type() {
			return o.EmitErrorf("the type of the operand must be a pointer type whose element type is the same as that of the region argument")
		}
	}
	return nil
}

// AtomicUpdateRegionsCommon is AtomicUpdateOpInterface's
// verifyRegionsCommon: the terminator yields one value, of the region
// argument's type.
func AtomicUpdateRegionsCommon(o dialect.Checker) *diag.Diagnostic {
	b := verify.EntryBlock(o.Op(), 0)
	t := verify.Terminator(b)
	if t == nil {
		return nil
	}
	if len(t.Operands) != 1 {
		return o.EmitErrorf("only updated value must be returned")
	}
	if len(b.Args) > 0 && t.Operands[0].Type() != b.Args[0].Type() {
		return o.EmitErrorf("input and yielded value must have the same type")
	}
	return nil
}

// AtomicCaptureRegionsCommon is AtomicCaptureOpInterface's
// verifyRegionsCommon: two atomic ops and the terminator, a read with an
// update or write of the same variable. It returns the two ops when they
// pass.
func AtomicCaptureRegionsCommon(o dialect.Checker) (first, second *ir.Operation, d *diag.Diagnostic) {
	b := verify.EntryBlock(o.Op(), 0)
	if b == nil || len(b.Ops) != 3 {
		return nil, nil, o.EmitErrorf("expected three operations in atomic.capture region (one terminator, and two atomic ops)")
	}
	first, second = b.Ops[0], b.Ops[1]
	fRead, fUpdate := atomicReads[first.Name], atomicUpdates[first.Name]
	sRead, sUpdate, sWrite := atomicReads[second.Name], atomicUpdates[second.Name], atomicWrites[second.Name]
	if !(fUpdate && sRead || fRead && sUpdate || fRead && sWrite) {
		return nil, nil, verify.EmitError(first, "invalid sequence of operations in the capture region")
	}
	x := func(op *ir.Operation) ir.Value {
		if c, ok := o.For(op); ok {
			return FirstOperand(c, "x")
		}
		return nil
	}
	if fUpdate && sRead && x(first) != x(second) {
		return nil, nil, verify.EmitError(first, "updated variable in atomic.update must be captured in second operation")
	}
	if fRead && (sUpdate || sWrite) && x(first) != x(second) {
		return nil, nil, verify.EmitError(first, "captured variable in atomic.read must be updated in second operation")
	}
	return first, second, nil
}
