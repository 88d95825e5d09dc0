package llvm

import (
	"math"
	"math/bits"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The llvm ops' verify() and verifyRegions() of LLVMDialect.cpp (LLVM
// 22), in mlir-opt's order and words: functions, calls, memory accesses,
// branches, globals and their kin, casts, aggregates, intrinsics.

// The AtomicOrdering cases (stored as i64).
const (
	orderNotAtomic = 0
	orderUnordered = 1
	orderMonotonic = 2
	orderAcquire   = 4
	orderRelease   = 5
	orderAcqRel    = 6
)

var orderingNames = map[int64]string{0: "not_atomic", 1: "unordered", 2: "monotonic", 4: "acquire", 5: "release", 6: "acq_rel", 7: "seq_cst"}

// intAttr is an integer attribute's value.
func intAttr(a ir.Attribute) (int64, bool) {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Int64(), true
	}
	return 0, false
}

// linkage is the op's linkage keyword ("" when it cannot be told).
func linkage(o dialect.Checker) string {
	return llvmAttrValue(o.Attr("linkage"), "linkage")
}

// isFlatSymbolRef reports whether a is a FlatSymbolRefAttr.
func isFlatSymbolRef(a ir.Attribute) bool {
	s, ok := a.(*ir.SymbolRefAttr)
	return ok && len(s.Nested) == 0
}

// isLLVMAttr reports whether a is the llvm attribute #llvm.mnemonic<...>.
func isLLVMAttr(a ir.Attribute, mnemonic string) bool {
	d, ok := a.(*ir.DialectAttr)
	return ok && d.Dialect == "llvm" && d.Mnemonic() == mnemonic
}

// satisfiesLLVMModule is LLVM::satisfiesLLVMModule: a symbol table
// isolated from above.
func satisfiesLLVMModule(o dialect.Checker, op *ir.Operation) bool {
	return o.HasTrait(op.Name, "SymbolTable") && o.HasTrait(op.Name, "IsolatedFromAbove")
}

// moduleLevel is the check of the ops that must sit in a module.
func moduleLevel(o dialect.Checker) *diag.Diagnostic {
	if p := verify.ParentOp(o.Op()); p != nil && !satisfiesLLVMModule(o, p) {
		return o.Errorf("must appear at the module level")
	}
	return nil
}

// nearestSymbolTable is SymbolTable::getNearestSymbolTable: op or its
// closest ancestor with the SymbolTable trait; nil past an op of an
// unregistered dialect with one region (potentially a symbol table).
func nearestSymbolTable(o dialect.Checker, op *ir.Operation) *ir.Operation {
	for ; op != nil; op = verify.ParentOp(op) {
		if _, registered := o.For(op); !registered && len(op.Regions) == 1 {
			return nil
		}
		if o.HasTrait(op.Name, "SymbolTable") {
			return op
		}
	}
	return nil
}

// lookupNearestSymbol is SymbolTable::lookupNearestSymbolFrom without a
// symbol table collection: ref resolved in the table nearest from.
func lookupNearestSymbol(o dialect.Checker, from *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	table := nearestSymbolTable(o, from)
	if table == nil {
		return nil
	}
	sym := verify.LookupIn(table, ref.Root)
	for _, n := range ref.Nested {
		if sym == nil || !o.HasTrait(sym.Name, "SymbolTable") {
			return nil
		}
		sym = verify.LookupIn(sym, n)
	}
	return sym
}

// verifyComdat is verifyComdat: a comdat names a comdat selector.
func verifyComdat(o dialect.Checker) *diag.Diagnostic {
	ref, ok := o.Attr("comdat").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	if sel := lookupNearestSymbol(o, o.Op(), ref); sel == nil || sel.Name != "llvm.comdat_selector" {
		return o.EmitErrorf("expected comdat symbol")
	}
	return nil
}

// effectFree is MemoryEffectOpInterface::hasNoEffect as the definitions
// tell it; known is false for an op whose effects C++ computes
// (MemoryEffectsOpInterface: they may be none) or that has its nested
// ops' (RecursiveMemoryEffects).
func effectFree(o dialect.Checker, op *ir.Operation) (free, known bool) {
	switch {
	case o.HasTrait(op.Name, "NoMemoryEffect"), o.HasTrait(op.Name, "Pure"):
		return true, true
	case o.HasTrait(op.Name, "MemoryEffectsOpInterface"), o.HasTrait(op.Name, "RecursiveMemoryEffects"):
		return false, false
	}
	return false, true
}

// validGlobalType is the type check of GlobalOp's and AliasOp's
// verifiers; known is false for another dialect's type.
func validGlobalType(t ir.Type) (valid, known bool) {
	outer, known := llvmCompatibleOuter(t)
	if !known {
		return false, false
	}
	if !outer {
		// No builtin type implements PointerElementTypeInterface.
		return false, true
	}
	switch llvmKind(t) {
	case "void", "token", "metadata", "label":
		return false, true
	}
	return true, true
}

// verifyOperandBundles is verifyOperandBundles (its errors are
// emitError's).
func verifyOperandBundles(o dialect.Checker) *diag.Diagnostic {
	tags, _ := o.Attr("op_bundle_tags").(*ir.ArrayAttr)
	if tags != nil {
		for _, t := range tags.Elems {
			if _, ok := t.(*ir.StringAttr); !ok {
				return o.EmitErrorf("operand bundle tag must be a StringAttr")
			}
		}
	}
	n := 0
	if sizes, ok := o.Attr("op_bundle_sizes").(*ir.DenseArrayAttr); ok {
		n = len(sizes.Values)
	}
	nTags := 0
	if tags != nil {
		nTags = len(tags.Elems)
	}
	if n != nTags {
		return o.EmitErrorf("expected %d operand bundle tags, but actually got %d", n, nTags)
	}
	return nil
}

// argOperands are a call's or an invoke's arguments: its callee operands
// but the callee of an indirect one.
func argOperands(o dialect.Checker) []ir.Value {
	args := o.Operand("callee_operands")
	if o.Attr("callee") == nil && len(args) > 0 {
		args = args[1:]
	}
	return args
}

// verifyVarCalleeType is verifyCallOpVarCalleeType.
func verifyVarCalleeType(o dialect.Checker) *diag.Diagnostic {
	ta, ok := o.Attr("var_callee_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := funcType(ta.Type)
	if !ok {
		return nil
	}
	if !ft.vararg {
		return o.Errorf("expected var_callee_type to be a variadic function type")
	}
	args := argOperands(o)
	if len(ft.params) > len(args) {
		return o.Errorf("expected var_callee_type to have at most %d parameters", len(args))
	}
	for i, p := range ft.params {
		if p != args[i].Type() {
			return o.Errorf("var_callee_type parameter type mismatch: '%s' != '%s'", verify.TypeString(p), verify.TypeString(args[i].Type()))
		}
	}
	res := o.Op().Results
	if len(res) == 0 {
		if llvmKind(ft.result) != "void" {
			return o.Errorf("expected var_callee_type to return void")
		}
	} else if res[0].Type() != ft.result {
		return o.Errorf("var_callee_type return type mismatch: '%s' != '%s'", verify.TypeString(ft.result), verify.TypeString(res[0].Type()))
	}
	return nil
}

// verifyAtomicMemOp is verifyAtomicMemOp, for a load or a store.
func verifyAtomicMemOp(o dialect.Checker, valueType ir.Type, unsupported ...int64) *diag.Diagnostic {
	ordering, _ := intAttr(o.Attr("ordering"))
	if ordering != orderNotAtomic {
		ok, known := atomicCompatible(o.Op(), valueType)
		if !known {
			return nil
		}
		if !ok {
			return o.Errorf("unsupported type '%s' for atomic access", verify.TypeString(valueType))
		}
		for _, u := range unsupported {
			if ordering == u {
				return o.Errorf("unsupported ordering '%s'", orderingNames[ordering])
			}
		}
		if o.Attr("alignment") == nil {
			return o.Errorf("expected alignment for atomic access")
		}
		return nil
	}
	if o.Attr("syncscope") != nil {
		return o.Errorf("expected syncscope to be null for non-atomic access")
	}
	return nil
}

// valueElementType is getInsertExtractValueElementType with
// emitOpError; nil with the diagnostic when the position is wrong, nil
// and no diagnostic when gomlir cannot tell.
func valueElementType(o dialect.Checker, container ir.Type, position []int64) (ir.Type, *diag.Diagnostic) {
	compatible, known := llvmCompatible(container)
	if !known {
		return nil, nil
	}
	if !compatible {
		return nil, o.Errorf("expected LLVM IR Dialect type, got '%s'", verify.TypeString(container))
	}
	t := container
	for _, idx := range position {
		if elem, n, ok := arrayType(t); ok {
			if idx < 0 || idx >= n {
				return nil, o.Errorf("position out of bounds: %d", idx)
			}
			t = elem
		} else if isStruct(t) {
			body, ok := structBody(t)
			if !ok {
				return nil, nil
			}
			if idx < 0 || idx >= int64(len(body)) {
				return nil, o.Errorf("position out of bounds: %d", idx)
			}
			t = body[idx]
		} else {
			return nil, o.Errorf("expected LLVM IR structure/array type, got: '%s'", verify.TypeString(t))
		}
	}
	return t, nil
}

// denseI64s are a DenseI64ArrayAttr's or DenseI32ArrayAttr's values.
func denseInts(a ir.Attribute) ([]int64, bool) {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(d.Values))
	for i := range d.Values {
		out[i] = d.Int(i)
	}
	return out, true
}

// isZeroAttribute is isZeroAttribute of GlobalOp's verifier; an elements
// attribute gomlir cannot read counts as zero (never rejected).
func isZeroAttribute(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return a.Value.Sign() == 0
	case *ir.FloatAttr:
		w := ir.IntOrFloatWidth(a.Type)
		lo, hi := a.Lo, a.Hi
		switch {
		case w == 128:
			hi &^= 1 << 63
		case w == 80:
			hi &^= 1 << 15
		case w > 0 && w < 64:
			lo &^= 1 << (w - 1)
		case w == 64:
			lo &^= 1 << 63
		}
		return lo == 0 && hi == 0
	case *ir.DenseElementsAttr:
		if a.IsString() {
			return false
		}
		return denseZero(a)
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			if !isZeroAttribute(e) {
				return false
			}
		}
		return true
	case *ir.DenseResourceAttr, *ir.SparseElementsAttr:
		return true
	}
	return false
}

// denseZero reports whether every element of an int or float dense
// attribute is zero (a float's sign aside).
func denseZero(a *ir.DenseElementsAttr) bool {
	et := a.ElemType()
	w := ir.IntOrFloatWidth(et)
	if _, isFloat := et.(*ir.FloatType); !isFloat || w%8 != 0 || w == 0 {
		if _, isInt := et.(*ir.IntegerType); isInt || w == 0 {
			for _, b := range a.Raw {
				if b != 0 {
					return false
				}
			}
			return true
		}
		return true
	}
	n := w / 8
	for i := 0; i+n <= len(a.Raw); i += n {
		for j := 0; j < n; j++ {
			b := a.Raw[i+j]
			if j == n-1 || (w == 80 && j == 9) {
				b &^= 0x80
			}
			if b != 0 {
				return false
			}
		}
	}
	return true
}

// numElements is a builtin vector's number of elements (its minimum for
// a scalable one).
func numElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// verifyStructIndices is verifyStructIndices of GEPOp's verifier.
func verifyStructIndices(o dialect.Checker, base ir.Type, pos int, indices []int64) *diag.Diagnostic {
	for ; pos < len(indices); pos++ {
		if isStruct(base) {
			if indices[pos] == math.MinInt32 {
				return o.Errorf("expected index %d indexing a struct to be constant", pos)
			}
			body, ok := structBody(base)
			if !ok {
				return nil
			}
			idx := int32(indices[pos])
			if idx < 0 || int(idx) >= len(body) {
				return o.Errorf("index %d indexing a struct is out of bounds", pos)
			}
			base = body[idx]
			continue
		}
		if v, ok := base.(*ir.VectorType); ok {
			base = v.Elem
			continue
		}
		if elem, _, ok := arrayType(base); ok {
			base = elem
			continue
		}
		if llvmKind(base) == "array" {
			return nil
		}
		return o.Errorf("type '%s' cannot be indexed (index #%d)", verify.TypeString(base), pos)
	}
	return nil
}

// verifyExtOp is verifyExtOp of zext and sext (emitError's).
func verifyExtOp(o dialect.Checker) *diag.Diagnostic {
	in, out := o.Operand("arg")[0].Type(), o.Result("res")[0].Type()
	var inType, outType *ir.IntegerType
	if iv, ok := in.(*ir.VectorType); ok {
		ov, ok := out.(*ir.VectorType)
		if !ok {
			return o.EmitErrorf("input type is a vector but output type is an integer")
		}
		if len(iv.Shape) != 1 || len(ov.Shape) != 1 {
			return nil
		}
		if iv.Shape[0] != ov.Shape[0] || isScalableVector(iv) != isScalableVector(ov) {
			return o.EmitErrorf("input and output vectors are of incompatible shape")
		}
		inType, _ = iv.Elem.(*ir.IntegerType)
		outType, _ = ov.Elem.(*ir.IntegerType)
	} else {
		inType, _ = in.(*ir.IntegerType)
		outType, _ = out.(*ir.IntegerType)
		if outType == nil {
			return o.EmitErrorf("input type is an integer but output type is a vector")
		}
	}
	if inType == nil || outType == nil {
		return nil
	}
	if outType.Width <= inType.Width {
		return o.EmitErrorf("integer width of the output type is smaller or equal to the integer width of the input type")
	}
	return nil
}

// maskedPtrs is the check of masked_gather's and masked_scatter's
// verifiers: the pointers' vector has the shape of the data's.
func maskedPtrs(o dialect.Checker, ptrs, data ir.Type, operand int) *diag.Diagnostic {
	pv, ok := ptrs.(*ir.VectorType)
	dv, ok2 := data.(*ir.VectorType)
	if !ok || !ok2 || len(dv.Shape) != 1 {
		return nil
	}
	want := o.Context().Vector([]int64{dv.Shape[0]}, []bool{isScalableVector(dv)}, pv.Elem)
	if ir.Type(want) != ptrs {
		return o.Errorf("expected operand #%d type to be '%s'", operand, verify.TypeString(want))
	}
	return nil
}

// opVerifiers registers the ops' verify() and verifyRegions().
func opVerifiers(h *registry.Hooks) {
	h.Verifier("llvm.func").Op = func(o dialect.Checker) *diag.Diagnostic {
		// LLVMFuncOp::verify.
		if linkage(o) == "common" {
			return o.Errorf("functions cannot have 'common' linkage")
		}
		if d := verifyComdat(o); d != nil {
			return d
		}
		op := o.Op()
		if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			if l := linkage(o); l != "" && l != "external" && l != "extern_weak" {
				return o.Errorf("external functions must have 'external' or 'extern_weak' linkage")
			}
			return nil
		}
		noInline := o.Attr("no_inline") != nil
		if noInline && o.Attr("always_inline") != nil {
			return o.EmitErrorf("no_inline and always_inline attributes are incompatible")
		}
		if o.Attr("optimize_none") != nil && !noInline {
			return o.Errorf("with optimize_none must also be no_inline")
		}
		var first ir.Type
		msg := ""
		verify.WalkPost(op, func(n *ir.Operation) bool {
			var t ir.Type
			var m string
			switch {
			case n.Name == "llvm.landingpad" && len(n.Results) == 1:
				t, m = n.Results[0].Type(), "'llvm.landingpad' should have a consistent result type inside a function"
			case n.Name == "llvm.resume" && len(n.Operands) == 1:
				t, m = n.Operands[0].Type(), "'llvm.resume' should have a consistent input type inside a function"
			default:
				return true
			}
			if first == nil {
				first = t
				return true
			}
			if first != t {
				msg = m
				return false
			}
			return true
		})
		if msg != "" {
			return o.EmitErrorf("%s", msg)
		}
		// verifyBlockTags: the tags of the function's llvm.blocktag ops
		// are unique.
		seen := map[string]bool{}
		var dup *diag.Diagnostic
		verify.WalkPost(op, func(n *ir.Operation) bool {
			if n.Name != "llvm.blocktag" {
				return true
			}
			tag := verify.InherentAttr(n, "tag")
			if tag == nil {
				return true
			}
			key := verify.AttrString(tag)
			if seen[key] {
				id := blockTagID(tag)
				dup = verify.EmitError(n, "duplicate block tag '%s' in the same function: ", id)
				return false
			}
			seen[key] = true
			return true
		})
		return dup
	}
	h.Verifier("llvm.func").Regions = func(o dialect.Checker) *diag.Diagnostic {
		// LLVMFuncOp::verifyRegions.
		op := o.Op()
		if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			return nil
		}
		ta, ok := o.Attr("function_type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		ft, ok := funcType(ta.Type)
		if !ok {
			return nil
		}
		entry := op.Regions[0].Blocks[0]
		for i := range ft.params {
			if i >= len(entry.Args) {
				return nil
			}
			if compatible, known := llvmCompatible(entry.Args[i].Type()); known && !compatible {
				return o.Errorf("entry block argument #%d is not of LLVM type", i)
			}
		}
		return nil
	}

	h.Verifier("llvm.data_layout").Attribute = func(o dialect.Checker, value ir.Attribute) *diag.Diagnostic {
		// LLVMDialect::verifyOperationAttribute. Of a string it checks
		// the grammar of LLVM's data layout descriptions
		// (llvm::DataLayout::parse), which gomlir does not read yet: a
		// string is never rejected.
		if _, ok := value.(*ir.StringAttr); !ok {
			return o.Errorf("expected 'llvm.data_layout' to be a string attributes")
		}
		return nil
	}

	h.Verifier("llvm.call").Op = verifyOperandBundles
	h.Verifier("llvm.call_intrinsic").Op = func(o dialect.Checker) *diag.Diagnostic {
		if s, ok := o.Attr("intrin").(*ir.StringAttr); ok && !strings.HasPrefix(s.Value, "llvm.") {
			return o.Errorf("intrinsic name must start with 'llvm.'")
		}
		return verifyOperandBundles(o)
	}
	h.Verifier("llvm.intr.assume").Op = verifyOperandBundles
	h.Verifier("llvm.invoke").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := verifyVarCalleeType(o); d != nil {
			return d
		}
		if succs := o.Op().Successors; len(succs) == 2 {
			unwind := succs[1]
			if len(unwind.Ops) == 0 {
				// Unreachable: an empty block fails first.
				return o.EmitErrorf("must have at least one operation in unwind destination")
			}
			if unwind.Ops[0].Name != "llvm.landingpad" {
				return o.EmitErrorf("first operation in unwind destination should be a llvm.landingpad operation")
			}
		}
		return verifyOperandBundles(o)
	}

	h.Verifier("llvm.getelementptr").Op = func(o dialect.Checker) *diag.Diagnostic {
		raw, _ := denseInts(o.Attr("rawConstantIndices"))
		dynamic := 0
		for _, i := range raw {
			if i == math.MinInt32 {
				dynamic++
			}
		}
		if dynamic != len(o.Operand("dynamicIndices")) {
			return o.Errorf("expected as many dynamic indices as specified in 'rawConstantIndices'")
		}
		if f, _ := intAttr(o.Attr("noWrapFlags")); f == 1 {
			return o.Errorf("'inbounds_flag' cannot be used directly.")
		}
		ta, ok := o.Attr("elem_type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		return verifyStructIndices(o, ta.Type, 1, raw)
	}

	h.Verifier("llvm.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyAtomicMemOp(o, o.Result("res")[0].Type(), orderRelease, orderAcqRel)
	}
	h.Verifier("llvm.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyAtomicMemOp(o, o.Operand("value")[0].Type(), orderAcquire, orderAcqRel)
	}
	h.Verifier("llvm.alloca").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ta, ok := o.Attr("elem_type").(*ir.TypeAttr); ok {
			if name, ok := targetExtName(ta.Type); ok && !targetExtSupportsMemOps(name) {
				return o.Errorf("this target extension type cannot be used in alloca")
			}
		}
		return nil
	}

	h.Verifier("llvm.cond_br").Op = shared.BranchWeights
	h.Verifier("llvm.switch").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := shared.BranchWeights(o); d != nil {
			return d
		}
		values, _ := o.Attr("case_values").(*ir.DenseElementsAttr)
		dests := len(o.Op().Successors) - 1
		if (values == nil && dests != 0) || (values != nil && values.NumElements() != int64(dests)) {
			return o.Errorf("expects number of case values to match number of case destinations")
		}
		if values != nil && o.Operand("value")[0].Type() != values.ElemType() {
			return o.EmitErrorf("expects case value type to match condition value type")
		}
		return nil
	}

	h.Verifier("llvm.mlir.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		ta, ok := o.Attr("global_type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		t := ta.Type
		if valid, known := validGlobalType(t); known && !valid {
			return o.Errorf("expects type to be a valid element type for an LLVM global")
		}
		if d := moduleLevel(o); d != nil {
			return d
		}
		value := o.Attr("value")
		if s, ok := value.(*ir.StringAttr); ok {
			elem, n, isArray := arrayType(t)
			i8, _ := elem.(*ir.IntegerType)
			if !isArray || i8 == nil || i8.Width != 8 || n != int64(len(s.Value)) {
				return o.Errorf("requires an i8 array type of the length equal to that of the string attribute")
			}
		}
		if name, ok := targetExtName(t); ok {
			if !targetExtCanBeGlobal(name) {
				return o.Errorf("this target extension type cannot be used in a global")
			}
			if value != nil {
				return o.Errorf("global with target extension type can only be initialized with zero-initializer")
			}
		}
		switch linkage(o) {
		case "common":
			if value != nil && !isZeroAttribute(value) {
				return o.Errorf("expected zero value for 'common' linkage")
			}
		case "appending":
			if llvmKind(t) != "array" {
				return o.Errorf("expected array type for 'appending' linkage")
			}
		}
		if d := verifyComdat(o); d != nil {
			return d
		}
		if a, ok := intAttr(o.Attr("alignment")); ok && (a <= 0 || bits.OnesCount64(uint64(a)) != 1) {
			return o.EmitErrorf("alignment attribute is not a power of 2")
		}
		return nil
	}

	h.Verifier("llvm.mlir.global_ctors").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyXtors(o, "ctors")
	}
	h.Verifier("llvm.mlir.global_dtors").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyXtors(o, "dtors")
	}

	h.Verifier("llvm.mlir.alias").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ta, ok := o.Attr("alias_type").(*ir.TypeAttr); ok {
			if valid, known := validGlobalType(ta.Type); known && !valid {
				return o.Errorf("expects type to be a valid element type for an LLVM global alias")
			}
		}
		switch l := linkage(o); l {
		case "", "external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally":
		default:
			return o.Errorf("'%s' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally", l)
		}
		return nil
	}
	h.Verifier("llvm.mlir.alias").Regions = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		ret := verify.Terminator(body)
		if ret == nil || ret.Name != "llvm.return" {
			return nil
		}
		if len(ret.Operands) == 0 || !isPtr(ret.Operands[0].Type()) {
			return o.Errorf("initializer region must always return a pointer")
		}
		for _, n := range body.Ops {
			if free, known := effectFree(o, n); known && !free {
				return verify.EmitError(n, "ops with side effects are not allowed in alias initializers")
			}
		}
		return nil
	}
	h.Verifier("llvm.mlir.ifunc").Op = func(o dialect.Checker) *diag.Diagnostic {
		switch l := linkage(o); l {
		case "", "external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr":
		default:
			return o.Errorf("'%s' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage", l)
		}
		return nil
	}
	h.Verifier("llvm.comdat").Regions = func(o dialect.Checker) *diag.Diagnostic {
		for _, r := range o.Op().Regions {
			for _, b := range r.Blocks {
				for _, n := range b.Ops {
					if n.Name != "llvm.comdat_selector" {
						return verify.EmitError(n, "only comdat selector symbols can appear in a comdat region")
					}
				}
			}
		}
		return nil
	}
	h.Verifier("llvm.linker_options").Op = moduleLevel
	h.Verifier("llvm.module_flags").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := moduleLevel(o); d != nil {
			return d
		}
		if flags, ok := o.Attr("flags").(*ir.ArrayAttr); ok {
			for _, f := range flags.Elems {
				if !isLLVMAttr(f, "mlir.module_flag") {
					return o.Errorf("expected a module flag attribute")
				}
			}
		}
		return nil
	}
	h.Verifier("llvm.mlir.constant").Op = verifyConstant
	h.Verifier("llvm.blockaddress").Op = verifyBlockAddress
	h.Verifier("llvm.mlir.zero").Op = func(o dialect.Checker) *diag.Diagnostic {
		if name, ok := targetExtName(o.Result("res")[0].Type()); ok && !targetExtHasZeroInit(name) {
			return o.Errorf("target extension type does not support zero-initializer")
		}
		return nil
	}

	h.Verifier("llvm.atomicrmw").Op = func(o dialect.Checker) *diag.Diagnostic {
		val := o.Operand("val")[0].Type()
		binOp, _ := intAttr(o.Attr("bin_op"))
		switch binOp {
		case 11, 12, 13, 14, 19, 20: // fadd fsub fmax fmin fmaximum fminimum
			if v, ok := val.(*ir.VectorType); ok && isCompatibleVector(v) {
				if isScalableVector(v) {
					// Unreachable: LLVM_AtomicRMWType takes fixed vectors only.
					return o.Errorf("expected LLVM IR fixed vector type")
				}
				if !llvmFloatOrPPC(v.Elem) {
					return o.Errorf("expected LLVM IR floating point type for vector element")
				}
			} else if !llvmFloatOrPPC(val) {
				return o.Errorf("expected LLVM IR floating point type")
			}
		case 0: // xchg
			ok, known := atomicCompatible(o.Op(), val)
			if known && !ok {
				return o.Errorf("unexpected LLVM IR type for 'xchg' bin_op")
			}
		default:
			w := 0
			if it, ok := val.(*ir.IntegerType); ok {
				w = it.Width
			}
			if w != 8 && w != 16 && w != 32 && w != 64 {
				return o.Errorf("expected LLVM IR integer type")
			}
		}
		if ordering, ok := intAttr(o.Attr("ordering")); ok && ordering < orderMonotonic {
			return o.Errorf("expected at least 'monotonic' ordering")
		}
		return nil
	}
	h.Verifier("llvm.cmpxchg").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ok, known := atomicCompatible(o.Op(), o.Operand("val")[0].Type()); known && !ok {
			return o.Errorf("unexpected LLVM IR type")
		}
		success, _ := intAttr(o.Attr("success_ordering"))
		failure, _ := intAttr(o.Attr("failure_ordering"))
		if success < orderMonotonic || failure < orderMonotonic {
			return o.Errorf("ordering must be at least 'monotonic'")
		}
		if failure == orderRelease || failure == orderAcqRel {
			return o.Errorf("failure ordering cannot be 'release' or 'acq_rel'")
		}
		return nil
	}
	h.Verifier("llvm.fence").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ordering, ok := intAttr(o.Attr("ordering")); ok && ordering <= orderMonotonic {
			return o.Errorf("can be given only acquire, release, acq_rel, and seq_cst orderings")
		}
		return nil
	}

	h.Verifier("llvm.zext").Op = verifyExtOp
	h.Verifier("llvm.sext").Op = verifyExtOp
	h.Verifier("llvm.bitcast").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, out := o.Operand("arg")[0].Type(), o.Result("res")[0].Type()
		src, res := vectorElementOrSelf(in), vectorElementOrSelf(out)
		if isPtr(src) != isPtr(res) {
			return o.Errorf("can only cast pointers from and to pointers")
		}
		if !isPtr(res) {
			return nil
		}
		_, inVector := in.(*ir.VectorType)
		_, outVector := out.(*ir.VectorType)
		if outVector && !inVector {
			return o.Errorf("cannot cast pointer to vector of pointers")
		}
		if !outVector && inVector {
			return o.Errorf("cannot cast vector of pointers to pointer")
		}
		a, _ := shared.LLVMAddressSpace(src)
		b, _ := shared.LLVMAddressSpace(res)
		if a != b {
			return o.Errorf("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
		}
		return nil
	}

	h.Verifier("llvm.extractvalue").Op = func(o dialect.Checker) *diag.Diagnostic {
		pos, _ := denseInts(o.Attr("position"))
		container := o.Operand("container")[0].Type()
		t, d := valueElementType(o, container, pos)
		if t == nil {
			return d
		}
		if res := o.Result("res")[0].Type(); res != t {
			return o.Errorf("Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'", verify.TypeString(container), verify.TypeString(t), verify.TypeString(res))
		}
		return nil
	}
	h.Verifier("llvm.insertvalue").Op = func(o dialect.Checker) *diag.Diagnostic {
		pos, _ := denseInts(o.Attr("position"))
		container := o.Operand("container")[0].Type()
		t, d := valueElementType(o, container, pos)
		if t == nil {
			return d
		}
		if v := o.Operand("value")[0].Type(); v != t {
			return o.Errorf("Type mismatch: cannot insert '%s' into '%s'", verify.TypeString(v), verify.TypeString(container))
		}
		return nil
	}
	h.Verifier("llvm.shufflevector").Op = func(o dialect.Checker) *diag.Diagnostic {
		if !isScalableVector(o.Operand("v1")[0].Type()) {
			return nil
		}
		mask, _ := denseInts(o.Attr("mask"))
		for _, m := range mask {
			if m != 0 {
				return o.Errorf("expected a splat operation for scalable vectors")
			}
		}
		return nil
	}

	h.Verifier("llvm.landingpad").Op = func(o dialect.Checker) *diag.Diagnostic {
		for fn := verify.ParentOp(o.Op()); fn != nil; fn = verify.ParentOp(fn) {
			if fn.Name == "llvm.func" {
				if verify.InherentAttr(fn, "personality") == nil {
					return o.EmitErrorf("llvm.landingpad needs to be in a function with a personality")
				}
				break
			}
		}
		operands := o.Op().Operands
		if o.Attr("cleanup") == nil && len(operands) == 0 {
			return o.EmitErrorf("landingpad instruction expects at least one clause or cleanup attribute")
		}
		for i, v := range operands {
			if llvmKind(v.Type()) == "array" {
				continue
			}
			def := definingOp(v)
			if def != nil && def.Name == "llvm.bitcast" {
				if len(def.Operands) == 1 {
					if src := definingOp(def.Operands[0]); src != nil && src.Name == "llvm.mlir.addressof" {
						continue
					}
				}
				d := o.EmitErrorf("constant clauses expected")
				return o.Note(d, def.Pos, "global addresses expected as operand to bitcast used in clauses for landingpad")
			}
			if def != nil && (def.Name == "llvm.mlir.zero" || def.Name == "llvm.mlir.addressof") {
				continue
			}
			return o.EmitErrorf("clause #%d is not a known constant - null, addressof, bitcast", i)
		}
		return nil
	}

	h.Verifier("llvm.intr.sincos").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, res := o.Operand("val")[0].Type(), o.Op().Results[0].Type()
		if !isStruct(res) {
			return o.Errorf("expected result type to be an homogeneous struct with two elements matching the operand type, but got '%s'", verify.TypeString(res))
		}
		body, ok := structBody(res)
		if !ok {
			return nil
		}
		if len(body) != 2 || body[0] != in || body[1] != in {
			return o.Errorf("expected result type to be an homogeneous struct with two elements matching the operand type, but got '%s'", verify.TypeString(res))
		}
		return nil
	}
	h.Verifier("llvm.intr.masked.gather").Op = func(o dialect.Checker) *diag.Diagnostic {
		return maskedPtrs(o, o.Operand("ptrs")[0].Type(), o.Result("res")[0].Type(), 1)
	}
	h.Verifier("llvm.intr.masked.scatter").Op = func(o dialect.Checker) *diag.Diagnostic {
		return maskedPtrs(o, o.Operand("ptrs")[0].Type(), o.Operand("value")[0].Type(), 2)
	}
}

// verifyXtors is GlobalCtorsOp's and GlobalDtorsOp's verify (emitError's).
func verifyXtors(o dialect.Checker, list string) *diag.Diagnostic {
	data, _ := o.Attr("data").(*ir.ArrayAttr)
	if data != nil {
		for _, e := range data.Elems {
			if !isFlatSymbolRef(e) && !isLLVMAttr(e, "zero") {
				return o.EmitErrorf("data element must be symbol or #llvm.zero")
			}
		}
	}
	xtors, _ := o.Attr(list).(*ir.ArrayAttr)
	prios, _ := o.Attr("priorities").(*ir.ArrayAttr)
	if xtors == nil || prios == nil || data == nil {
		return nil
	}
	if len(xtors.Elems) == len(prios.Elems) && len(xtors.Elems) == len(data.Elems) {
		return nil
	}
	return o.EmitErrorf("%s, priorities, and data must have the same number of elements", list)
}

// definingOp is the op defining v, nil for a block argument.
func definingOp(v ir.Value) *ir.Operation {
	if r, ok := v.(*ir.OpResult); ok {
		return r.Owner
	}
	return nil
}

// blockTagID is the id of a #llvm.blocktag<id = N>.
func blockTagID(a ir.Attribute) string {
	if d, ok := a.(*ir.DialectAttr); ok {
		if id := d.Params.Text("id"); id != "" {
			return id
		}
	}
	s := verify.AttrString(a)
	if i := strings.Index(s, "id = "); i >= 0 {
		s = s[i+5:]
		return strings.TrimRight(s, ">")
	}
	return s
}

// isCompatibleVector is LLVM::isCompatibleVectorType on a builtin vector.
func isCompatibleVector(v *ir.VectorType) bool {
	if len(v.Shape) != 1 {
		return false
	}
	switch e := v.Elem.(type) {
	case *ir.IntegerType:
		return e.Signedness == ir.Signless
	case *ir.FloatType:
		return llvmFloat(e)
	}
	return isPtr(v.Elem) || llvmKind(v.Elem) == "ppc_fp128"
}

// llvmFloatOrPPC is LLVM::isCompatibleFloatingPointType with ppc_fp128.
func llvmFloatOrPPC(t ir.Type) bool {
	return llvmFloat(t) || llvmKind(t) == "ppc_fp128"
}

// constNumElements is getNumElements of ConstantOp's verifier: the
// elements of nested vectors and arrays.
func constNumElements(t ir.Type) int64 {
	if v, ok := t.(*ir.VectorType); ok {
		return numElements(v.Shape) * constNumElements(v.Elem)
	}
	if elem, n, ok := arrayType(t); ok {
		return n * constNumElements(elem)
	}
	return 1
}

// constElementType is getElementType of ConstantOp's verifier: through
// arrays, then a vector's or a tensor's element type.
func constElementType(t ir.Type) ir.Type {
	for {
		elem, _, ok := arrayType(t)
		if !ok {
			break
		}
		t = elem
	}
	switch t := t.(type) {
	case *ir.VectorType:
		return t.Elem
	case *ir.RankedTensorType:
		return t.Elem
	case *ir.UnrankedTensorType:
		return t.Elem
	}
	return t
}

// hasScalableVector is hasScalableVectorType of ConstantOp's verifier.
func hasScalableVector(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok {
		for _, s := range v.Scalable {
			if s {
				return true
			}
		}
		return hasScalableVector(v.Elem)
	}
	if elem, _, ok := arrayType(t); ok {
		return hasScalableVector(elem)
	}
	return false
}

// constFloatSemantics is verifyFloatSemantics of ConstantOp's verifier:
// a float attribute's semantics against the type's element type.
func constFloatSemantics(o dialect.Checker, attr *ir.FloatType, t ir.Type) *diag.Diagnostic {
	switch t := t.(type) {
	case *ir.FloatType:
		if t.Kind != attr.Kind {
			return o.Errorf("attribute and type have different float semantics")
		}
	case *ir.IntegerType:
		if w := ir.IntOrFloatWidth(attr); t.Width != w {
			return o.Errorf("expected integer type of width %d", w)
		}
	}
	return nil
}

// verifyStructArrayConstant is verifyStructArrayConstant of ConstantOp's
// verifier.
func verifyStructArrayConstant(o dialect.Checker, t ir.Type, a *ir.ArrayAttr, dim int) *diag.Diagnostic {
	elem, n, ok := arrayType(t)
	if !ok {
		return nil
	}
	if n != int64(len(a.Elems)) {
		return o.Errorf("array attribute size does not match array type size in dimension %d: %d vs. %d", dim, len(a.Elems), n)
	}
	zeroOrUndef := func(e ir.Attribute) bool { return isLLVMAttr(e, "zero") || isLLVMAttr(e, "undef") }
	if llvmKind(elem) == "array" {
		for i, e := range a.Elems {
			if zeroOrUndef(e) {
				continue
			}
			sub, ok := e.(*ir.ArrayAttr)
			if !ok {
				return o.Errorf("nested attribute for sub-array in dimension %d at index %d must be a zero, or undef, or array attribute", dim, i)
			}
			if d := verifyStructArrayConstant(o, elem, sub, dim+1); d != nil {
				return d
			}
		}
		return nil
	}
	if !isStruct(elem) {
		return o.Errorf("for array with an array attribute must have a struct element type")
	}
	body, ok := structBody(elem)
	if !ok {
		return nil
	}
	for i, e := range a.Elems {
		if zeroOrUndef(e) {
			continue
		}
		sub, ok := e.(*ir.ArrayAttr)
		if !ok {
			return o.Errorf("nested attribute for struct element at index %d must be a zero, or undef, or array attribute", i)
		}
		if len(sub.Elems) != len(body) {
			return o.Errorf("nested array attribute size for struct element at index %d must match struct size: %d vs. %d", i, len(sub.Elems), len(body))
		}
	}
	return nil
}

// verifyConstant is ConstantOp::verify.
func verifyConstant(o dialect.Checker) *diag.Diagnostic {
	value := o.Attr("value")
	t := o.Result("res")[0].Type()
	if s, ok := value.(*ir.StringAttr); ok {
		elem, n, isArray := arrayType(t)
		i8, _ := elem.(*ir.IntegerType)
		if !isArray || n != int64(len(s.Value)) || i8 == nil || i8.Width != 8 || i8.Signedness != ir.Signless {
			return o.Errorf("expected array type of %d i8 elements for the string constant", len(s.Value))
		}
		return nil
	}
	if isStruct(t) {
		arr, ok := value.(*ir.ArrayAttr)
		if !ok {
			return o.Errorf("expected array attribute for struct type")
		}
		body, ok := structBody(t)
		if !ok {
			return nil
		}
		if len(arr.Elems) != len(body) {
			return o.Errorf("expected array attribute of size %d", len(body))
		}
		for i, et := range body {
			switch et := et.(type) {
			case *ir.IntegerType:
				if et.Signedness != ir.Signless {
					return o.Errorf("expected struct element types to be floating point type or integer type")
				}
			case *ir.IndexType, *ir.FloatType:
			default:
				return o.Errorf("expected struct element types to be floating point type or integer type")
			}
			var at ir.Type
			switch a := arr.Elems[i].(type) {
			case *ir.IntegerAttr:
				at = a.Type
			case *ir.FloatAttr:
				at = a.Type
			default:
				return o.Errorf("expected element of array attribute to be floating point or integer")
			}
			if at != et {
				return o.Errorf("struct element at index %d is of wrong type", i)
			}
		}
		return nil
	}
	if _, ok := targetExtName(t); ok {
		return o.Errorf("does not support target extension type.")
	}
	switch a := value.(type) {
	case *ir.IntegerAttr:
		if _, ok := t.(*ir.IntegerType); !ok {
			return o.Errorf("expected integer type")
		}
	case *ir.FloatAttr:
		return constFloatSemantics(o, a.Type, t)
	case *ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.SparseElementsAttr:
		if hasScalableVector(t) {
			if d, ok := a.(*ir.DenseElementsAttr); !ok || !d.Splat {
				return o.Errorf("scalable vector type requires a splat attribute")
			}
			return nil
		}
		if _, ok := t.(*ir.VectorType); !ok && llvmKind(t) != "array" {
			return o.Errorf("expected vector or array type")
		}
		var at ir.Type
		switch a := a.(type) {
		case *ir.DenseElementsAttr:
			at = a.Type
		case *ir.DenseResourceAttr:
			at = a.Type
		case *ir.SparseElementsAttr:
			at = a.Type
		}
		shape, ok := verify.ShapeOf(at)
		if !ok {
			return nil
		}
		if want, got := constNumElements(t), numElements(shape); want != got {
			return o.Errorf("type and attribute have a different number of elements: %d vs. %d", want, got)
		}
		attrElem, resElem := constElementType(at), constElementType(t)
		if f, ok := attrElem.(*ir.FloatType); ok {
			return constFloatSemantics(o, f, resElem)
		}
		if _, ok := attrElem.(*ir.IntegerType); ok {
			if _, ok := resElem.(*ir.IntegerType); !ok {
				return o.Errorf("expected integer element type for integer elements attribute")
			}
		}
	case *ir.ArrayAttr:
		if llvmKind(t) != "array" {
			return o.Errorf("expected array or struct type for array attribute")
		}
		return verifyStructArrayConstant(o, t, a, 0)
	default:
		return o.Errorf("only supports integer, float, string or elements attributes")
	}
	return nil
}

// blockAddressTarget reads a #llvm.blockaddress<function = @f, tag =
// <id = N>>: the function and the tag's id.
func blockAddressTarget(a ir.Attribute) (*ir.SymbolRefAttr, string, bool) {
	d, ok := a.(*ir.DialectAttr)
	if !ok || d.Mnemonic() != "blockaddress" {
		return nil, "", false
	}
	fn, _ := d.Params.Attr("function").(*ir.SymbolRefAttr)
	p := d.Params.Get("tag")
	if fn == nil || p == nil {
		return nil, "", false
	}
	if p.Attr != nil {
		return fn, blockTagID(p.Attr), true
	}
	id := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(p.Text), "<"), ">"))
	id, ok = strings.CutPrefix(id, "id")
	if !ok {
		return nil, "", false
	}
	return fn, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(id), "=")), true
}

// verifyBlockAddress is BlockAddressOp::verify: the function the address
// names (looked up from the enclosing LLVM module) has a llvm.blocktag of
// its tag.
func verifyBlockAddress(o dialect.Checker) *diag.Diagnostic {
	fnRef, id, ok := blockAddressTarget(o.Attr("block_addr"))
	if !ok {
		return nil
	}
	module := verify.ParentOp(o.Op())
	for module != nil && !satisfiesLLVMModule(o, module) {
		module = verify.ParentOp(module)
	}
	found := false
	if module != nil {
		if fn := lookupNearestSymbol(o, module, fnRef); fn != nil && fn.Name == "llvm.func" {
			verify.WalkPost(fn, func(n *ir.Operation) bool {
				if n.Name == "llvm.blocktag" {
					if tag := verify.InherentAttr(n, "tag"); tag != nil && blockTagID(tag) == id {
						found = true
						return false
					}
				}
				return true
			})
		}
	}
	if !found {
		return o.Errorf("expects an existing block label target in the referenced function")
	}
	return nil
}

// callSymbolUses is CallOp::verifySymbolUses.
func callSymbolUses(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
	if d := verifyVarCalleeType(o); d != nil {
		return d
	}
	op := o.Op()
	ref, direct := o.Attr("callee").(*ir.SymbolRefAttr)
	if !direct {
		if len(op.Operands) == 0 {
			return o.Errorf("must have either a `callee` attribute or at least an operand")
		}
		if t := op.Operands[0].Type(); !isPtr(t) {
			return o.Errorf("indirect call expects a pointer as callee: '%s'", verify.TypeString(t))
		}
		return nil
	}
	callee := s.LookupNearest(op, ref)
	if callee == nil {
		return o.Errorf("'%s' does not reference a symbol in the current scope", ref.Root)
	}
	var fnType ir.Type
	switch callee.Name {
	case "llvm.func":
		if d := verifyCallDebugInfo(o, callee); d != nil {
			return d
		}
		if ta, ok := verify.InherentAttr(callee, "function_type").(*ir.TypeAttr); ok {
			fnType = ta.Type
		}
	case "llvm.mlir.ifunc":
		if ta, ok := verify.InherentAttr(callee, "i_func_type").(*ir.TypeAttr); ok {
			fnType = ta.Type
		}
	default:
		return o.Errorf("'%s' does not reference a valid LLVM function or IFunc", ref.Root)
	}
	if fnType == nil {
		return nil
	}
	if llvmKind(fnType) != "func" {
		return o.Errorf("callee does not have a functional type: '%s'", verify.TypeString(fnType))
	}
	ft, ok := funcType(fnType)
	if !ok {
		return nil
	}
	if ft.vararg && o.Attr("var_callee_type") == nil {
		return o.Errorf("missing var_callee_type attribute for vararg call")
	}
	args := o.Operand("callee_operands")
	if !ft.vararg && len(ft.params) != len(args) {
		return o.Errorf("incorrect number of operands (%d) for callee (expecting: %d)", len(args), len(ft.params))
	}
	if len(ft.params) > len(args) {
		return o.Errorf("incorrect number of operands (%d) for varargs callee (expecting at least: %d)", len(args), len(ft.params))
	}
	for i, p := range ft.params {
		if got := op.Operands[i].Type(); got != p {
			return o.Errorf("operand type mismatch for operand %d: '%s' != '%s'", i, verify.TypeString(got), verify.TypeString(p))
		}
	}
	void := llvmKind(ft.result) == "void"
	switch n := len(op.Results); {
	case n == 0 && !void:
		return o.Errorf("expected function call to produce a value")
	case n != 0 && void:
		return o.Errorf("calling function with void result must not produce values")
	case n > 1:
		// Unreachable: ODS's optional result group ("result group
		// starting at #0 requires 0 or 1 element") fails first.
		return o.Errorf("expected LLVM function call to produce 0 or 1 result")
	case n == 1 && op.Results[0].Type() != ft.result:
		return o.Errorf("result type mismatch: '%s' != '%s'", verify.TypeString(op.Results[0].Type()), verify.TypeString(ft.result))
	}
	return nil
}

// verifyCallDebugInfo is verifyCallOpDebugInfo: an inlinable call from a
// function located by a DISubprogram to another such function has a
// location of its own.
func verifyCallDebugInfo(o dialect.Checker, callee *ir.Operation) *diag.Diagnostic {
	// A callee with no region at all is a stream's stand-in for a
	// function: it may have a body, so the check goes on (a real
	// llvm.func always has its region).
	if len(callee.Regions) == 1 && len(callee.Regions[0].Blocks) == 0 {
		return nil
	}
	parent := verify.ParentOp(o.Op())
	for parent != nil && !o.HasTrait(parent.Name, "FunctionOpInterface") {
		parent = verify.ParentOp(parent)
	}
	if parent == nil || !hasSubprogramLoc(parent.Loc) || !hasSubprogramLoc(callee.Loc) {
		return nil
	}
	if _, unknown := o.Op().Loc.(*ir.UnknownLoc); unknown {
		return o.EmitErrorf("inlinable function call in a function with a DISubprogram location must have a debug location")
	}
	return nil
}

// hasSubprogramLoc reports whether loc holds a location fused with a
// #llvm.di_subprogram (findInstanceOf<FusedLocWith<DISubprogramAttr>>).
func hasSubprogramLoc(loc ir.Attribute) bool {
	switch l := loc.(type) {
	case *ir.FusedLoc:
		if isLLVMAttr(l.Metadata, "di_subprogram") {
			return true
		}
		for _, sub := range l.Locs {
			if hasSubprogramLoc(sub) {
				return true
			}
		}
	case *ir.NameLoc:
		return hasSubprogramLoc(l.Child)
	case *ir.CallSiteLoc:
		return hasSubprogramLoc(l.Callee) || hasSubprogramLoc(l.Caller)
	}
	return false
}

// isExternal is LLVMFuncOp::isExternal: a function without a body. A
// stream's stand-in (no region at all) is not: it may have one.
func isExternal(fn *ir.Operation) bool {
	return len(fn.Regions) == 1 && len(fn.Regions[0].Blocks) == 0
}

// xtorSymbolUses is GlobalCtorsOp's and GlobalDtorsOp's
// verifySymbolUses: each names a defined llvm.func (verifySymbolAttrUse).
func xtorSymbolUses(o dialect.Checker, s dialect.Symbols, list string) *diag.Diagnostic {
	xtors, ok := o.Attr(list).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	for _, x := range xtors.Elems {
		ref, ok := x.(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		fn := s.LookupNearest(o.Op(), ref)
		if fn == nil || fn.Name != "llvm.func" {
			return o.Errorf("'%s' does not reference a valid LLVM function", ref.Root)
		}
		if isExternal(fn) || len(fn.Regions) == 0 {
			return o.Errorf("'%s' does not have a definition", ref.Root)
		}
	}
	return nil
}

// ifuncSymbolUses is IFuncOp::verifySymbolUses: the resolver, seen
// through aliases of it, is a defined function returning a pointer.
func ifuncSymbolUses(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
	ref, ok := o.Attr("resolver").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	sym := s.LookupNearest(o.Op(), ref)
	for sym != nil && sym.Name == "llvm.mlir.alias" {
		ret := verify.Terminator(verify.EntryBlock(sym, 0))
		if ret == nil || len(ret.Operands) == 0 {
			if len(sym.Regions) == 0 {
				// A stream's stand-in: verify the whole module.
				return o.Errorf("must have a function resolver")
			}
			return nil
		}
		addr := definingOp(ret.Operands[0])
		if addr == nil || addr.Name != "llvm.mlir.addressof" {
			return nil // upstream's best effort: a complex alias passes
		}
		name, ok := verify.InherentAttr(addr, "global_name").(*ir.SymbolRefAttr)
		if !ok {
			return nil
		}
		sym = s.LookupNearest(addr, name)
	}
	if sym == nil || sym.Name != "llvm.func" {
		return o.Errorf("must have a function resolver")
	}
	if isExternal(sym) || len(sym.Regions) == 0 || llvmAttrValue(verify.InherentAttr(sym, "linkage"), "linkage") == "available_externally" {
		return o.Errorf("resolver must be a definition")
	}
	ta, ok := verify.InherentAttr(sym, "function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := funcType(ta.Type)
	if !ok {
		return nil
	}
	if !isPtr(ft.result) {
		return o.Errorf("resolver must return a pointer")
	}
	rt, ok := o.Attr("resolver_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	space, _ := intAttr(o.Attr("address_space"))
	if as, isPointer := shared.LLVMAddressSpace(rt.Type); !isPointer || as != space {
		return o.Errorf("resolver has incorrect type")
	}
	return nil
}

// dsoLocalEquivalentSymbolUses is DSOLocalEquivalentOp::verifySymbolUses.
func dsoLocalEquivalentSymbolUses(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
	ref, ok := o.Attr("function_name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	sym := s.LookupNearest(o.Op(), ref)
	if sym == nil || (sym.Name != "llvm.func" && sym.Name != "llvm.mlir.alias") {
		return o.Errorf("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
	}
	if sym.Name == "llvm.mlir.alias" {
		if len(sym.Regions) == 0 {
			// A stream's stand-in: verify the whole module.
			return o.Errorf("must reference an alias to a function")
		}
		toGlobal := false
		verify.WalkPost(sym, func(n *ir.Operation) bool {
			if n.Name != "llvm.mlir.addressof" {
				return true
			}
			if name, ok := verify.InherentAttr(n, "global_name").(*ir.SymbolRefAttr); ok {
				if g := s.LookupNearest(n, name); g != nil && g.Name == "llvm.mlir.global" {
					toGlobal = true
					return false
				}
			}
			return true
		})
		if toGlobal {
			return o.Errorf("must reference an alias to a function")
		}
	}
	if llvmAttrValue(verify.InherentAttr(sym, "linkage"), "linkage") == "extern_weak" {
		return o.Errorf("target function with 'extern_weak' linkage not allowed")
	}
	return nil
}
