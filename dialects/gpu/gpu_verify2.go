package gpu

import (
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() and verifyRegions() of upstream's GPUDialect.cpp
// (LLVM 22), in its order and words.

// launchConfigArgs is LaunchOp::kNumConfigRegionAttributes: the block
// and thread ids and the grid and block sizes leading gpu.launch's body
// arguments.
const launchConfigArgs = 12

func opVerifiers(h *registry.Hooks) {
	h.Verifier("gpu.all_reduce").Regions = allReduceRegions
	h.Verifier("gpu.subgroup_reduce").Op = subgroupReduceVerify
	h.Verifier("gpu.launch").Op = launchVerify
	h.Verifier("gpu.launch").Regions = launchRegions
	h.Verifier("gpu.launch_func").Op = launchFuncVerify
	h.Verifier("gpu.rotate").Op = rotateVerify
	h.Verifier("gpu.memcpy").Op = memcpyVerify
	h.Verifier("gpu.subgroup_mma_load_matrix").Op = mmaLoadVerify
	h.Verifier("gpu.subgroup_mma_store_matrix").Op = mmaStoreVerify
	h.Verifier("gpu.subgroup_mma_compute").Op = mmaComputeVerify
	h.Verifier("gpu.alloc").Op = allocVerify
	h.Verifier("gpu.dynamic_shared_memory").Op = dynamicSharedMemoryVerify
	h.Verifier("gpu.warp_execute_on_lane_0").Op = warpExecuteVerify
	h.Verifier("gpu.subgroup_broadcast").Op = subgroupBroadcastVerify
	h.Verifier("gpu.module").Op = moduleVerify
	// GPUDialect::verifyOperationAttribute's launch size hints.
	for _, name := range []string{"gpu.known_block_size", "gpu.known_grid_size"} {
		name := name
		h.Verifier(name).Attribute = func(o dialect.Checker, value ir.Attribute) *diag.Diagnostic {
			arr, ok := value.(*ir.DenseArrayAttr)
			if !ok || !verify.IsInt(arr.ElemType, 32, ir.Signless, false) {
				return o.Errorf("%s must be a dense i32 array", name)
			}
			if len(arr.Values) != 3 {
				return o.Errorf("%s must contain exactly 3 elements", name)
			}
			return nil
		}
	}
}

// reduceOpFitsType is verifyReduceOpAndType: the float reductions want a
// float, the integer and bitwise ones an integer.
func reduceOpFitsType(kind string, t ir.Type) bool {
	switch kind {
	case "minnumf", "maxnumf", "minimumf", "maximumf":
		return verify.IsFloat(t)
	case "minsi", "minui", "maxsi", "maxui", "and", "or", "xor":
		return verify.Is[*ir.IntegerType](t)
	}
	return true
}

func allReduceRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	res := verify.FirstType(verify.ResultValues(op))
	opAttr := o.Attr("op")
	var body *ir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
	}
	empty := body == nil || len(body.Blocks) == 0
	if empty != (opAttr != nil) {
		return o.EmitErrorf("expected either an op attribute or a non-empty body")
	}
	if !empty {
		args := body.Blocks[0].Args
		if len(args) != 2 {
			return o.EmitErrorf("expected two region arguments")
		}
		for _, a := range args {
			if a.Type() != res {
				return o.EmitErrorf("incorrect region argument type")
			}
		}
		yields := 0
		for _, b := range body.Blocks {
			term := verify.Terminator(b)
			if term == nil || term.Name != "gpu.yield" {
				continue
			}
			if len(term.Operands) != 1 {
				return o.EmitErrorf("expected one gpu.yield operand")
			}
			if term.Operands[0].Type() != res {
				return o.EmitErrorf("incorrect gpu.yield type")
			}
			yields++
		}
		if yields == 0 {
			return o.EmitErrorf("expected gpu.yield op in region")
		}
		return nil
	}
	if kind := enumCase(opAttr); kind != "" && !reduceOpFitsType(kind, res) {
		return o.EmitErrorf("`%s` reduction operation is not compatible with type '%s'", kind, verify.TypeString(res))
	}
	return nil
}

func subgroupReduceVerify(o dialect.Checker) *diag.Diagnostic {
	res := verify.FirstType(verify.ResultValues(o.Op()))
	if res == nil {
		return nil
	}
	elem := res
	if v, ok := res.(*ir.VectorType); ok {
		// Unreachable: the operand's ODS constraint wants a fixed-length vector.
		if verify.AnyTrue(v.Scalable) {
			return o.Errorf("is not compatible with scalable vector types")
		}
		elem = v.Elem
	}
	if kind := enumCase(o.Attr("op")); kind != "" && !reduceOpFitsType(kind, elem) {
		return o.EmitErrorf("`%s` reduction operation is not compatible with type '%s'", kind, verify.TypeString(res))
	}
	size, hasSize := o.Attr("cluster_size").(*ir.IntegerAttr)
	if hasSize {
		if n := uint32(size.Int64()); !isPowerOf2(n) {
			return o.Errorf("cluster size %d is not a power of two", n)
		}
	}
	stride := uint32(1)
	if s, ok := o.Attr("cluster_stride").(*ir.IntegerAttr); ok {
		stride = uint32(s.Int64())
	}
	if stride != 1 && !hasSize {
		return o.Errorf("cluster stride can only be specified if cluster size is specified")
	}
	if !isPowerOf2(stride) {
		return o.Errorf("cluster stride %d is not a power of two", stride)
	}
	return nil
}

// isPowerOf2 is llvm::isPowerOf2_32.
func isPowerOf2(n uint32) bool { return n != 0 && bits.OnesCount32(n) == 1 }

// hasClusterSize is LaunchOp/LaunchFuncOp::hasClusterSize: the three
// cluster sizes are there.
func hasClusterSize(o dialect.Checker) bool {
	return len(o.Operand("clusterSizeX")) > 0 && len(o.Operand("clusterSizeY")) > 0 && len(o.Operand("clusterSizeZ")) > 0
}

func launchVerify(o dialect.Checker) *diag.Diagnostic {
	if !hasClusterSize(o) && (len(o.Operand("clusterSizeX")) > 0 || len(o.Operand("clusterSizeY")) > 0 || len(o.Operand("clusterSizeZ")) > 0) {
		return o.Errorf("cluster size must be all present")
	}
	return nil
}

// workgroupCount is getNumWorkgroupAttributions: the
// workgroup_attributions attribute, 0 without it.
func workgroupCount(o dialect.Checker) int {
	if n, ok := o.Attr("workgroup_attributions").(*ir.IntegerAttr); ok {
		return int(n.Int64())
	}
	return 0
}

// attributionsError is verifyAttributions: each attribution is a memref
// whose gpu address space, when it has one, is space.
func attributionsError(o dialect.Checker, args []*ir.BlockArgument, space string) *diag.Diagnostic {
	for _, a := range args {
		mt, ok := a.Type().(*ir.MemRefType)
		if !ok {
			return o.Errorf("expected memref type in attribution")
		}
		got, ok := addressSpace(mt.MemorySpace)
		if !ok {
			continue
		}
		if got != space {
			return o.Errorf("expected memory space %s in attribution", space)
		}
	}
	return nil
}

// addressSpace is the keyword of a #gpu.address_space<...> attribute.
func addressSpace(a ir.Attribute) (string, bool) {
	if a == nil {
		return "", false
	}
	d, data, _, ok := ir.DialectSpelling(a)
	if !ok || d != "gpu" {
		return "", false
	}
	for _, prefix := range []string{"address_space<", "<address_space "} {
		if len(data) > len(prefix) && data[:len(prefix)] == prefix && data[len(data)-1] == '>' {
			return data[len(prefix) : len(data)-1], true
		}
	}
	return "", false
}

// clampArgs is args[from:to] within bounds.
func clampArgs(args []*ir.BlockArgument, from, to int) []*ir.BlockArgument {
	from, to = min(max(from, 0), len(args)), min(max(to, 0), len(args))
	if to < from {
		return nil
	}
	return args[from:to]
}

func launchRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := shared.Region(op, 0)
	if body == nil {
		return nil
	}
	wg := workgroupCount(o)
	var args []*ir.BlockArgument
	if len(body.Blocks) > 0 {
		args = body.Blocks[0].Args
		if len(args) < launchConfigArgs+wg {
			return o.Errorf("unexpected number of region arguments")
		}
	}
	config := launchConfigArgs
	if hasClusterSize(o) {
		config += 6
	}
	if d := attributionsError(o, clampArgs(args, config, config+wg), "workgroup"); d != nil {
		return d
	}
	if d := attributionsError(o, clampArgs(args, config+wg, len(args)), "private"); d != nil {
		return d
	}
	for _, b := range body.Blocks {
		if len(b.Ops) == 0 {
			continue
		}
		last := b.Ops[len(b.Ops)-1]
		if len(last.Successors) != 0 {
			continue
		}
		if last.Name != "gpu.terminator" {
			d := verify.EmitError(last, "expected 'gpu.terminator' or a terminator with successors")
			return o.Note(d, op.Pos, "in 'gpu.launch' body region")
		}
	}
	// "needs to be named when async keyword is specified": the parser
	// gives the op its token only when it is named, so the check cannot
	// fail on parsed IR (getAsyncToken() is the result).
	return nil
}

func launchFuncVerify(o dialect.Checker) *diag.Diagnostic {
	var module *ir.Operation
	for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
		if p.Name == "builtin.module" {
			module = p
			break
		}
	}
	// Unreachable on parsed IR: every op is inside the top-level module.
	if module == nil {
		return o.Errorf("expected to belong to a module")
	}
	if _, ok := verify.InherentAttr(module, "gpu.container_module").(*ir.UnitAttr); !ok {
		return o.Errorf("expected the closest surrounding module to have the 'gpu.container_module' attribute")
	}
	if hasClusterSize(o) {
		x := verify.FirstType(o.Operand("clusterSizeX"))
		if verify.FirstType(o.Operand("clusterSizeY")) != x || verify.FirstType(o.Operand("clusterSizeZ")) != x {
			return o.Errorf("expects types of the cluster dimensions must be the same")
		}
	}
	return nil
}

func rotateVerify(o dialect.Checker) *diag.Diagnostic {
	off, ok1 := o.Attr("offset").(*ir.IntegerAttr)
	width, ok2 := o.Attr("width").(*ir.IntegerAttr)
	if !ok1 || !ok2 {
		return nil
	}
	if w := uint32(width.Int64()); uint32(off.Int64()) >= w {
		return o.Errorf("offset must be in the range [0, %d)", w)
	}
	return nil
}

func memcpyVerify(o dialect.Checker) *diag.Diagnostic {
	src := verify.FirstType(o.Operand("src"))
	dst := verify.FirstType(o.Operand("dst"))
	if src == nil || dst == nil {
		return nil
	}
	if verify.ElementTypeOrSelf(src) != verify.ElementTypeOrSelf(dst) {
		return o.Errorf("arguments have incompatible element type")
	}
	if !verify.CompatibleShape(src, dst) {
		return o.Errorf("arguments have incompatible shape")
	}
	return nil
}

// mmaMatrix is a !gpu.mma_matrix type's shape and operand; ok is false
// for another type (or one gomlir keeps as written, which mlir-opt
// rejects).
func mmaMatrix(t ir.Type) (shape []int64, operand string, ok bool) {
	dt := shared.DefType(t, "gpu", "mma_matrix")
	if dt == nil {
		return nil, "", false
	}
	for _, p := range dt.Params.List("shape") {
		shape = append(shape, p.Int)
	}
	operand, ok = dt.Params.Str("operand")
	return shape, operand, ok && len(shape) == 2
}

// lastDimUnitStride is MemRefType::isLastDimUnitStride.
func lastDimUnitStride(t ir.Type) (holds, known bool) {
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return false, false
	}
	strides, _, ok := verify.StridesAndOffset(mt)
	return ok && (len(strides) == 0 || strides[len(strides)-1] == 1), true
}

func mmaLoadVerify(o dialect.Checker) *diag.Diagnostic {
	_, operand, ok := mmaMatrix(verify.FirstType(o.Result("res")))
	if !ok {
		return nil
	}
	if unit, known := lastDimUnitStride(verify.FirstType(o.Operand("srcMemref"))); known && !unit {
		return o.EmitErrorf("expected source memref most minor dim must have unit stride")
	}
	// Unreachable: the type's own verifier admits no other operand.
	if operand != "AOp" && operand != "BOp" && operand != "COp" {
		return o.EmitErrorf("only AOp, BOp and COp can be loaded")
	}
	return nil
}

func mmaStoreVerify(o dialect.Checker) *diag.Diagnostic {
	_, operand, ok := mmaMatrix(verify.FirstType(o.Operand("src")))
	if !ok {
		return nil
	}
	if unit, known := lastDimUnitStride(verify.FirstType(o.Operand("dstMemref"))); known && !unit {
		return o.EmitErrorf("expected destination memref most minor dim must have unit stride")
	}
	if operand != "COp" {
		return o.EmitErrorf("expected the operand matrix being stored to have 'COp' operand type")
	}
	return nil
}

func mmaComputeVerify(o dialect.Checker) *diag.Diagnostic {
	a, aOp, ok1 := mmaMatrix(verify.FirstType(o.Operand("opA")))
	b, bOp, ok2 := mmaMatrix(verify.FirstType(o.Operand("opB")))
	c, cOp, ok3 := mmaMatrix(verify.FirstType(o.Operand("opC")))
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if aOp != "AOp" || bOp != "BOp" || cOp != "COp" {
		return o.EmitErrorf("operands must be in the order AOp, BOp, COp")
	}
	if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
		return o.EmitErrorf("operand shapes do not satisfy matmul constraints")
	}
	return nil
}

// layoutSymbols is the number of symbols of a memref layout's affine map
// (0 for the identity): a strided layout has one per dynamic offset or
// stride.
func layoutSymbols(layout ir.Attribute) int {
	switch l := layout.(type) {
	case *ir.AffineMapAttr:
		return l.Map.NumSyms
	case *ir.StridedLayoutAttr:
		n := 0
		if l.Offset == ir.DynamicSize {
			n++
		}
		for _, s := range l.Strides {
			if s == ir.DynamicSize {
				n++
			}
		}
		return n
	}
	return 0
}

func allocVerify(o dialect.Checker) *diag.Diagnostic {
	mt, ok := verify.FirstType(o.Result("memref")).(*ir.MemRefType)
	if !ok {
		return nil
	}
	// LLVM 22 words this check as memref.alloc's (verifyDynamicDimensionCount).
	if d := verify.DynamicSizes(o, mt.Shape, o.Operand("dynamicSizes")); d != nil {
		return d
	}
	if len(o.Operand("symbolOperands")) != layoutSymbols(mt.Layout) {
		return o.Errorf("symbol operand count does not equal memref symbol count")
	}
	return nil
}

func dynamicSharedMemoryVerify(o dialect.Checker) *diag.Diagnostic {
	inTable := false
	for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
		if o.HasTrait(p.Name, "SymbolTable") {
			inTable = true
			break
		}
	}
	// Unreachable on parsed IR: the top-level module is a symbol table.
	if !inTable {
		return o.Errorf("must be inside an op with symbol table")
	}
	mt, ok := verify.FirstType(o.Result("resultMemref")).(*ir.MemRefType)
	if !ok {
		return nil
	}
	if space, ok := addressSpace(mt.MemorySpace); !ok || space != "workgroup" {
		return o.Errorf("address space must be address_space<workgroup>")
	}
	if verify.StaticShape(mt.Shape) {
		return o.Errorf("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")
	}
	return nil
}

// distributedTypeError is verifyDistributedType: distributed is expanded
// split over warpSize lanes.
func distributedTypeError(o dialect.Checker, expanded, distributed ir.Type, warpSize int64) *diag.Diagnostic {
	if expanded == distributed {
		return nil
	}
	ev, ok1 := expanded.(*ir.VectorType)
	dv, ok2 := distributed.(*ir.VectorType)
	if !ok1 || !ok2 {
		return o.Errorf("expected vector type for distributed operands.")
	}
	if len(ev.Shape) != len(dv.Shape) || ev.Elem != dv.Elem {
		return o.Errorf("expected distributed vectors to have same rank and element type.")
	}
	scale := int64(1)
	for i, e := range ev.Shape {
		d := dv.Shape[i]
		if e == d {
			continue
		}
		if d == 0 || e%d != 0 {
			return o.Errorf("expected expanded vector dimension #%d (%d) to be a multipler of the distributed vector dimension (%d)", i, e, d)
		}
		scale *= e / d
	}
	// std::accumulate with an int initial value: the product is an int.
	if int64(int32(scale)) != warpSize {
		return o.Errorf("incompatible distribution dimensions from '%s' to '%s' with warp size = %d", verify.TypeString(expanded), verify.TypeString(distributed), warpSize)
	}
	return nil
}

func warpExecuteVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := shared.Region(op, 0)
	if body == nil || len(body.Blocks) == 0 {
		return nil
	}
	blockArgs := body.Blocks[0].Args
	args := o.Operand("args")
	if len(args) != len(blockArgs) {
		return o.Errorf("expected same number op arguments and block arguments.")
	}
	yield := verify.Terminator(body.Blocks[0])
	if yield == nil {
		return nil
	}
	if len(yield.Operands) != len(op.Results) {
		return o.Errorf("expected same number of yield operands and return values.")
	}
	ws, ok := o.Attr("warp_size").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	warpSize := ws.Int64()
	for i, a := range blockArgs {
		if d := distributedTypeError(o, a.Type(), args[i].Type(), warpSize); d != nil {
			return d
		}
	}
	for i, v := range yield.Operands {
		if d := distributedTypeError(o, v.Type(), op.Results[i].Type(), warpSize); d != nil {
			return d
		}
	}
	return nil
}

func subgroupBroadcastVerify(o dialect.Checker) *diag.Diagnostic {
	lane := len(o.Operand("lane")) > 0
	switch enumCase(o.Attr("broadcast_type")) {
	case "first_active_lane":
		if lane {
			return o.Errorf("lane can only be specified for `specific_lane` broadcast")
		}
	case "specific_lane":
		if !lane {
			return o.Errorf("lane must be specified for `specific_lane` broadcast")
		}
	}
	return nil
}

// moduleVerify is GPUModuleOp::verify: each target implementing
// TargetAttrVerifyInterface verifies the module. In LLVM 22 only
// #nvvm.target does (NVVMTargetAttr::verifyTarget).
func moduleVerify(o dialect.Checker) *diag.Diagnostic {
	targets, ok := o.Attr("targets").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	for _, t := range targets.Elems {
		d, data, _, ok := ir.DialectSpelling(t)
		if !ok || d != "nvvm" || data != "target" && !strings.HasPrefix(data, "target<") {
			continue
		}
		if diag := nvvmVerifyTarget(o, t, data); diag != nil {
			return diag
		}
	}
	return nil
}

// smVersion is NVVM::NVVMCheckSMVersion: SM versions, arch-accelerated
// (sm_90a) or not.
type smVersion struct {
	accelerated bool
	versions    []int
}

// compatibleWith is NVVMCheckSMVersion::isCompatibleWith: an
// arch-accelerated requirement wants an arch-accelerated target of one
// of its versions, another a target at least as recent.
func (req smVersion) compatibleWith(target smVersion) bool {
	if req.accelerated {
		return target.accelerated && slices.Contains(req.versions, target.versions[0])
	}
	return target.versions[0] >= req.versions[0]
}

// targetSMVersion is NVVMCheckSMVersion::getTargetSMVersionFromStr: the
// digits after "sm_", accelerated when the chip ends in 'a' (a chip
// without digits reads as 0, which upstream leaves undefined).
func targetSMVersion(chip string) smVersion {
	digits := ""
	if len(chip) > 3 {
		rest := chip[3:]
		digits = rest[:len(rest)-len(strings.TrimLeft(rest, "0123456789"))]
	}
	n, _ := strconv.Atoi(digits)
	return smVersion{accelerated: strings.HasSuffix(chip, "a"), versions: []int{n}}
}

// requiredSMVersion is the RequiresSMInterface of an op: its
// NVVMRequiresSM<N> or NVVMRequiresSMa<N,...> trait.
func requiredSMVersion(traits []string) (smVersion, bool) {
	for _, t := range traits {
		var req smVersion
		args, ok := strings.CutPrefix(t, "NVVMRequiresSMa<")
		if ok {
			req.accelerated = true
		} else if args, ok = strings.CutPrefix(t, "NVVMRequiresSM<"); !ok {
			continue
		}
		for _, a := range strings.Split(strings.TrimSuffix(args, ">"), ",") {
			n, err := strconv.Atoi(strings.TrimSpace(a))
			if err != nil {
				return smVersion{}, false
			}
			req.versions = append(req.versions, n)
		}
		return req, len(req.versions) > 0
	}
	return smVersion{}, false
}

var (
	targetChip   = regexp.MustCompile(`(?:^|[<,] *)chip = "((?:[^"\\]|\\.)*)"`)
	targetVerify = regexp.MustCompile(`(?:^|[<,] *)verifyTarget = false`)
)

// nvvmVerifyTarget is NVVMTargetAttr::verifyTarget, the target spelled
// data (`target<chip = "sm_90", ...>`): unless verifyTarget = false, the
// chip is at least sm_20 and each op of the module (in post-order)
// requiring an SM version is supported on it.
func nvvmVerifyTarget(o dialect.Checker, attr ir.Attribute, data string) *diag.Diagnostic {
	chip, check := "sm_50", true
	if da, ok := attr.(*ir.DialectAttr); ok && da.Params.Get("chip") != nil {
		// Read by its definition: the parameters.
		if p := da.Params.Get("chip"); p.Kind == ir.ParamString {
			chip = p.Str
		}
		if p := da.Params.Get("verifyTarget"); p != nil && p.Kind != ir.ParamAbsent {
			check = p.Text != "false" && !(p.Kind == ir.ParamInt && p.Int == 0)
		}
	} else {
		// Kept as written: its canonical spelling.
		check = !targetVerify.MatchString(data)
		if m := targetChip.FindStringSubmatch(data); m != nil {
			chip = m[1]
		}
	}
	if !check {
		return nil
	}
	target := targetSMVersion(chip)
	if target.versions[0] < 20 {
		return o.EmitErrorf("Minimum NVVM target SM version is sm_20")
	}
	var d *diag.Diagnostic
	verify.WalkPost(o.Op(), func(op *ir.Operation) bool {
		c, ok := o.For(op)
		if !ok || c.Def() == nil {
			return true
		}
		req, ok := requiredSMVersion(c.Def().Traits)
		if !ok || req.compatibleWith(target) {
			return true
		}
		d = verify.OpError(op, "is not supported on %s", chip)
		return false
	})
	return d
}
