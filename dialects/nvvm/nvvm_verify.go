package nvvm

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's NVVMDialect.cpp, as LLVM 22 has them,
// in their order and words (settled against mlir-opt 22).

// NVVM address spaces (NVVMMemorySpace).
const (
	asGeneric  = 0
	asGlobal   = 1
	asShared   = 3
	asConstant = 4
	asLocal    = 5
)

func verifiers(h *registry.Hooks) {
	h.Verifier("nvvm.shfl.sync").Op = shflSync
	h.Verifier("nvvm.vote.sync").Op = func(o dialect.Checker) *diag.Diagnostic {
		t := resultType(o)
		if enumWord(o.Attr("kind")) == "ballot" {
			if !ir.IsSignlessInt(t, 32) {
				return o.Errorf("vote.sync 'ballot' returns an i32")
			}
		} else if !ir.IsSignlessInt(t, 1) {
			return o.Errorf("vote.sync 'any', 'all' and 'uni' returns an i1")
		}
		return nil
	}
	h.Verifier("nvvm.match.sync").Op = func(o dialect.Checker) *diag.Diagnostic {
		t := resultType(o)
		if enumWord(o.Attr("kind")) == "all" {
			body, ok := structBody(t)
			if !ok || len(body) != 2 || !ir.IsSignlessInt(body[0], 32) || !ir.IsSignlessInt(body[1], 1) {
				return o.Errorf("match.sync 'all' returns a two element struct with first element as i32 and second element as i1")
			}
		} else if !ir.IsSignlessInt(t, 32) {
			return o.Errorf("match.sync 'any' returns an i32")
		}
		return nil
	}
	h.Verifier("nvvm.redux.sync").Op = reduxSync
	h.Verifier("nvvm.ldmatrix").Op = ldmatrix
	h.Verifier("nvvm.stmatrix").Op = stmatrix
	h.Verifier("nvvm.setmaxregister").Op = func(o dialect.Checker) *diag.Diagnostic {
		n, ok := intAttr(o, "regCount")
		if !ok {
			return nil
		}
		if n%8 != 0 {
			return o.Errorf("new register size must be multiple of 8")
		}
		if n < 24 || n > 256 {
			return o.Errorf("new register size must be in between 24 to 256")
		}
		return nil
	}
	h.Verifier("nvvm.barrier").Op = func(o dialect.Checker) *diag.Diagnostic {
		id := len(o.Operand("barrierId")) > 0
		redOp := o.Attr("reductionOp") != nil
		redPred := len(o.Operand("reductionPredicate")) > 0
		if len(o.Operand("numberOfThreads")) > 0 && !id {
			return o.Errorf("barrier id is missing, it should be set between 0 to 15")
		}
		if id && (redOp || redPred) {
			return o.Errorf("reduction are only available when id is 0")
		}
		if redOp != redPred {
			return o.Errorf("reduction predicate and reduction operation must be specified together")
		}
		return nil
	}
	h.Verifier("nvvm.cp.async.shared.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		mod := enumWord(o.Attr("modifier"))
		size, ok := intAttr(o, "size")
		if mod == "" || !ok {
			return nil
		}
		if mod != "cg" && mod != "ca" {
			return o.EmitErrorf("Only CG and CA cache modifiers are supported.")
		}
		if size != 4 && size != 8 && size != 16 {
			return o.EmitErrorf("expected byte size to be either 4, 8 or 16.")
		}
		if mod == "cg" && size != 16 {
			return o.EmitErrorf("CG cache modifier is only support for 16 bytes copy.")
		}
		return nil
	}
	syncRestrict := func(o dialect.Checker) *diag.Diagnostic {
		if w := enumWord(o.Attr("order")); w != "acquire" && w != "release" {
			return o.Errorf("only acquire and release semantics are supported")
		}
		return nil
	}
	h.Verifier("nvvm.fence.sync_restrict").Op = syncRestrict
	h.Verifier("nvvm.fence.proxy").Op = func(o dialect.Checker) *diag.Diagnostic {
		kind, space := enumWord(o.Attr("kind")), o.Attr("space") != nil
		switch {
		case kind == "tensormap":
			return o.Errorf("tensormap proxy is not a supported proxy kind")
		case kind == "generic":
			return o.Errorf("generic proxy not a supported proxy kind")
		case kind == "async.shared" && !space:
			return o.Errorf("async_shared fence requires space attribute")
		case kind != "async.shared" && space:
			return o.Errorf("only async_shared fence can have space attribute")
		}
		return nil
	}
	uniDirectional := func(o dialect.Checker) *diag.Diagnostic {
		if enumWord(o.Attr("fromProxy")) != "generic" {
			return o.Errorf("uni-directional proxies only support generic for from_proxy attribute")
		}
		if enumWord(o.Attr("toProxy")) != "tensormap" {
			return o.Errorf("uni-directional proxies only support tensormap for to_proxy attribute")
		}
		return nil
	}
	h.Verifier("nvvm.fence.proxy.acquire").Op = uniDirectional
	h.Verifier("nvvm.fence.proxy.release").Op = uniDirectional
	h.Verifier("nvvm.fence.proxy.sync_restrict").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := syncRestrict(o); d != nil {
			return d
		}
		if enumWord(o.Attr("fromProxy")) != "generic" {
			return o.Errorf("only generic is support for from_proxy attribute")
		}
		if enumWord(o.Attr("toProxy")) != "async" {
			return o.Errorf("only async is supported for to_proxy attribute")
		}
		return nil
	}
	h.Verifier("nvvm.clusterlaunchcontrol.query.cancel").Op = func(o dialect.Checker) *diag.Diagnostic {
		t := resultType(o)
		switch enumWord(o.Attr("query_type")) {
		case "is_canceled":
			if !ir.IsSignlessInt(t, 1) {
				return o.Errorf("is_canceled query type returns an i1")
			}
		case "get_first_cta_id_x", "get_first_cta_id_y", "get_first_cta_id_z":
			if !ir.IsSignlessInt(t, 32) {
				return o.Errorf("get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32")
			}
		}
		return nil
	}
	h.Verifier("nvvm.prefetch").Op = prefetch
	for _, name := range sregWithRange {
		h.Verifier("nvvm.read.ptx.sreg." + name).Op = sregRange
	}
}

// resultType is the type of the op's single result, or nil.
func resultType(o dialect.Checker) ir.Type {
	if op := o.Op(); len(op.Results) > 0 {
		return op.Results[0].Type()
	}
	return nil
}

// enumWord is the keyword of an nvvm enum attribute (`#nvvm<kind word>`,
// `#nvvm.kind<word>`), "" for none.
func enumWord(a ir.Attribute) string {
	if a == nil {
		return ""
	}
	if da, ok := a.(*ir.DialectAttr); ok {
		for _, p := range da.Params {
			if p.Kind == ir.ParamEnum {
				return p.Str
			}
		}
	}
	_, data, _, ok := ir.DialectSpelling(a)
	if !ok {
		return ""
	}
	if i := strings.IndexByte(data, '<'); i >= 0 && strings.HasSuffix(data, ">") {
		return strings.TrimSpace(data[i+1 : len(data)-1])
	}
	if _, w, ok := strings.Cut(data, " "); ok {
		return strings.TrimSpace(w)
	}
	return ""
}

// intAttr is the value of integer attribute name.
func intAttr(o dialect.Checker, name string) (int64, bool) {
	ia, ok := o.Attr(name).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Int64(), true
}

// boolAttr is a BoolAttr's value (false when absent: its default).
func boolAttr(o dialect.Checker, name string) bool {
	a, ok := o.Attr(name).(*ir.IntegerAttr)
	return ok && a.Int64() != 0
}

// structBody is an LLVMStructType's body; ok is false for another type
// or a struct whose body gomlir does not hold.
func structBody(t ir.Type) ([]ir.Type, bool) {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "llvm" || d.Mnemonic() != "struct" {
		return nil, false
	}
	if r, _ := d.Params.Int("recursive"); r != 0 {
		return nil, false
	}
	if o, _ := d.Params.Int("opaque"); o != 0 {
		return nil, true
	}
	ps := d.Params.List("body")
	ts := make([]ir.Type, len(ps))
	for i, p := range ps {
		if p.Kind != ir.ParamType || p.Type == nil {
			return nil, false
		}
		ts[i] = p.Type
	}
	return ts, true
}

func shflSync(o dialect.Checker) *diag.Diagnostic {
	t := resultType(o)
	val := verify.FirstType(o.Operand("val"))
	if t == nil || val == nil {
		return nil
	}
	typeError := func(desc string, want, got ir.Type) *diag.Diagnostic {
		return o.Errorf("expected %s to be of type '%s' but got '%s' instead", desc, verify.TypeString(want), verify.TypeString(got))
	}
	valid := o.Attr("return_value_and_is_valid") != nil
	if body, ok := structBody(t); ok {
		if !valid {
			return o.Errorf(`"return_value_and_is_valid" attribute must be specified when the return type is a struct type`)
		}
		if len(body) != 2 {
			return o.Errorf("expected return type to be a two-element struct")
		}
		if body[0] != val {
			return typeError("first element in the returned struct", val, body[0])
		}
		if !ir.IsSignlessInt(body[1], 1) {
			return typeError("second element in the returned struct", o.Context().I(1), body[1])
		}
		return nil
	} else if shflIsStruct(t) {
		return nil // a struct whose body gomlir does not hold
	}
	if valid {
		return o.Errorf("expected return type to be a two-element struct")
	}
	if t != val {
		return typeError("return type", val, t)
	}
	return nil
}

func shflIsStruct(t ir.Type) bool {
	d, ok := t.(*ir.DialectType)
	return ok && d.Dialect == "llvm" && d.Mnemonic() == "struct"
}

func reduxSync(o dialect.Checker) *diag.Diagnostic {
	t := resultType(o)
	if t == nil {
		return nil
	}
	f, _ := t.(*ir.FloatType)
	isF32 := f != nil && f.Kind == ir.F32
	if !isF32 {
		if boolAttr(o, "abs") {
			return o.Errorf("abs attribute is supported only for f32 type")
		}
		if boolAttr(o, "nan") {
			return o.Errorf("nan attribute is supported only for f32 type")
		}
	}
	switch kind := enumWord(o.Attr("kind")); kind {
	case "add", "and", "or", "xor", "max", "min", "umax", "umin":
		if !ir.IsSignlessInt(t, 32) {
			return o.Errorf("'%s' redux kind unsupported with '%s' type. Only supported type is 'i32'.", kind, verify.TypeString(t))
		}
	case "fmin", "fmax":
		if !isF32 {
			return o.Errorf("'%s' redux kind unsupported with '%s' type. Only supported type is 'f32'.", kind, verify.TypeString(t))
		}
	}
	return nil
}

// matrixShape is an #nvvm.ld_st_matrix_shape's m and n.
func matrixShape(a ir.Attribute) (m, n int64, ok bool) {
	if da, isDA := a.(*ir.DialectAttr); isDA {
		m, ok1 := da.Params.Int("m")
		n, ok2 := da.Params.Int("n")
		if ok1 && ok2 {
			return m, n, true
		}
	}
	_, data, _, isD := ir.DialectSpelling(a)
	if !isD {
		return 0, 0, false
	}
	i := strings.IndexByte(data, '<')
	if i < 0 || !strings.HasSuffix(data, ">") {
		return 0, 0, false
	}
	var got [2]bool
	for _, kv := range strings.Split(data[i+1:len(data)-1], ",") {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return 0, 0, false
		}
		switch strings.TrimSpace(k) {
		case "m":
			m, got[0] = x, true
		case "n":
			n, got[1] = x, true
		}
	}
	return m, n, got[0] && got[1]
}

func ldmatrix(o dialect.Checker) *diag.Diagnostic {
	num, ok1 := intAttr(o, "num")
	m, n, ok2 := matrixShape(o.Attr("shape"))
	if !ok1 || !ok2 {
		return nil
	}
	num = int64(uint32(num))
	elt, layout := enumWord(o.Attr("eltType")), enumWord(o.Attr("layout"))
	switch {
	case m == 8 && n == 8:
		if num != 1 && num != 2 && num != 4 {
			return o.Errorf("expected num attribute to be 1, 2 or 4 for 8x8 matrix")
		}
		if elt != "b16" {
			return o.Errorf("expected element type to be b16 for 8x8 matrix")
		}
	case m == 8 && n == 16:
		if num != 1 && num != 2 && num != 4 {
			return o.Errorf("expected num attribute to be 1, 2 or 4 for 8x16 matrix")
		}
		if layout != "row" {
			return o.Errorf("expected layout to be row for 8x16 matrix")
		}
		if elt != "b8x16.b4x16_p64" && elt != "b8x16.b6x16_p32" {
			return o.Errorf("expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix")
		}
	case m == 16 && n == 16:
		if num != 1 && num != 2 {
			return o.Errorf("expected num attribute to be 1 or 2 for 16x16 matrix")
		}
		if layout != "col" {
			return o.Errorf("expected layout to be col for 16x16 matrix")
		}
		if elt != "b8" && elt != "b8x16.b4x16_p64" && elt != "b8x16.b6x16_p32" {
			return o.Errorf("expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix")
		}
	default:
		return o.Errorf("expected shape to be 8x8, 8x16 or 16x16")
	}
	t := resultType(o)
	elems := num
	if m == 16 && n == 16 {
		elems = num * 2
	}
	if elems == 1 && !ir.IsSignlessInt(t, 32) {
		return o.Errorf("expected destination type is i32")
	}
	if elems == 2 || elems == 4 {
		body, ok := structBody(t)
		if shflIsStruct(t) && !ok {
			return nil // a struct whose body gomlir does not hold
		}
		same := ok && int64(len(body)) == elems && !isIdentified(t)
		for i := 0; same && i < len(body); i++ {
			same = ir.IsSignlessInt(body[i], 32)
		}
		if !same {
			return o.Errorf("expected destination type is a structure of %d elements of type i32", elems)
		}
	}
	return nil
}

// isIdentified reports whether an LLVM struct type is identified (named)
// or packed: never equal to the literal struct getLiteral builds.
func isIdentified(t ir.Type) bool {
	d, ok := t.(*ir.DialectType)
	if !ok {
		return false
	}
	packed, _ := d.Params.Int("packed")
	_, named := d.Params.Str("name")
	return packed != 0 || named
}

func stmatrix(o dialect.Checker) *diag.Diagnostic {
	if k := len(o.Operand("sources")); k != 1 && k != 2 && k != 4 {
		return o.Errorf("expected num attribute to be 1, 2 or 4")
	}
	m, n, ok := matrixShape(o.Attr("shape"))
	if !ok {
		return nil
	}
	elt, layout := enumWord(o.Attr("eltType")), enumWord(o.Attr("layout"))
	switch {
	case m == 8 && n == 8:
		if elt != "b16" {
			return o.Errorf("expected element type to be B16 for 8x8 matrix")
		}
	case m == 16 && n == 8:
		if elt != "b8" {
			return o.Errorf("expected element type to be B8 for 16x8 matrix")
		}
		if layout != "col" {
			return o.Errorf("expected layout to be col for 16x8 matrix")
		}
	default:
		return o.Errorf("expected shape to be 8x8 or 16x8")
	}
	return nil
}

func prefetch(o dialect.Checker) *diag.Diagnostic {
	as, ok := shared.LLVMAddressSpace(verify.FirstType(o.Operand("addr")))
	if !ok {
		return nil
	}
	evict, level := enumWord(o.Attr("evictPriority")), enumWord(o.Attr("cacheLevel"))
	hasEvict, hasLevel := o.Attr("evictPriority") != nil, o.Attr("cacheLevel") != nil
	tensormap := o.Attr("tensormap") != nil
	if tensormap && hasLevel {
		return o.Errorf("cannot specify both tensormap and cache level")
	}
	switch {
	case tensormap:
		if as != asGeneric && as != asConstant {
			return o.Errorf("prefetch tensormap requires a generic or constant pointer")
		}
		if hasEvict {
			return o.Errorf("prefetch tensormap does not support eviction priority")
		}
		if o.Attr("in_param_space") != nil && as != asGeneric {
			return o.Errorf("in_param_space can only be specified for a generic pointer")
		}
	case hasLevel:
		if as != asGeneric && as != asGlobal && as != asLocal {
			return o.Errorf("prefetch to cache level requires a generic, global, or local pointer")
		}
		if o.Attr("uniform") != nil {
			if level != "L1" {
				return o.Errorf("unsupported cache level, the only supported uniform cache level is L1")
			}
			if as != asGeneric {
				return o.Errorf("prefetch to uniform cache requires a generic pointer")
			}
		}
		if hasEvict {
			if level != "L2" {
				return o.Errorf("cache eviction priority supported only for cache level L2")
			}
			if as != asGlobal {
				return o.Errorf("cache eviction priority requires a global pointer")
			}
			if evict != "evict_normal" && evict != "evict_last" {
				return o.Errorf("unsupported cache eviction priority, only evict_last and evict_normal are supported")
			}
		}
		if len(o.Operand("predicate")) > 0 {
			return o.Errorf("predicate supported only on prefetch tensormap")
		}
	default:
		return o.Errorf("requires specification of either cache level or tensormap")
	}
	return nil
}

// sregWithRange are the special-register reads whose definition has a
// `range` attribute (NVVM_SpecialRangeableRegisterOp) and its verifier.
var sregWithRange = []string{
	"ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z",
	"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
	"clusterid.x", "clusterid.y", "clusterid.z", "nclusterid.x", "nclusterid.y", "nclusterid.z",
	"cluster.ctaid.x", "cluster.ctaid.y", "cluster.ctaid.z",
	"cluster.nctaid.x", "cluster.nctaid.y", "cluster.nctaid.z",
	"cluster.ctarank", "cluster.nctarank",
	"gridid", "laneid", "nsmid", "nwarpid", "smid", "warpid", "warpsize",
}

// sregRange checks the optional #llvm.constant_range: Lower == Upper only
// for the empty and the full range (ConstantRange's invariant).
func sregRange(o dialect.Checker) *diag.Diagnostic {
	a := o.Attr("range")
	da, ok := a.(*ir.DialectAttr)
	if !ok {
		return nil
	}
	lo, hi := da.Params.Text("lower"), da.Params.Text("upper")
	if lo == "" || lo != hi || lo == "0" || lo == "-1" {
		return nil
	}
	_, data, _, _ := ir.DialectSpelling(a)
	ty, _, _ := strings.Cut(strings.TrimPrefix(data, "constant_range<"), ",")
	width, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(ty), "i"))
	if err != nil {
		return nil
	}
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
	return o.Errorf("invalid range attribute: Lower == Upper, but they aren't min (0) or max (%s) value! This is an invalid constant range.", max)
}
