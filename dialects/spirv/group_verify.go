package spirv

import (
	"math/bits"
	"regexp"
	"strconv"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of GroupOps.cpp, in mlir-opt's order and words.

func groupVerifiers(h *registry.Hooks) {
	// verifyGroupNonUniformArithmeticOp.
	for _, name := range []string{"spirv.GroupNonUniformFAdd", "spirv.GroupNonUniformFMax",
		"spirv.GroupNonUniformFMin", "spirv.GroupNonUniformFMul", "spirv.GroupNonUniformIAdd",
		"spirv.GroupNonUniformIMul", "spirv.GroupNonUniformSMax", "spirv.GroupNonUniformSMin",
		"spirv.GroupNonUniformUMax", "spirv.GroupNonUniformUMin",
		"spirv.GroupNonUniformBitwiseAnd", "spirv.GroupNonUniformBitwiseOr",
		"spirv.GroupNonUniformBitwiseXor", "spirv.GroupNonUniformLogicalAnd",
		"spirv.GroupNonUniformLogicalOr", "spirv.GroupNonUniformLogicalXor"} {
		h.Verifier(name).Op = groupNonUniformArithmetic
	}
	// The ops whose verify() checks the execution scope alone (verifyGroupOp
	// and the non-uniform ballots and elect).
	for _, name := range []string{"spirv.GroupIAdd", "spirv.GroupFAdd", "spirv.GroupFMin",
		"spirv.GroupUMin", "spirv.GroupSMin", "spirv.GroupFMax", "spirv.GroupUMax",
		"spirv.GroupSMax", "spirv.KHR.GroupIMul", "spirv.KHR.GroupFMul",
		"spirv.GroupNonUniformBallot", "spirv.GroupNonUniformBallotFindLSB",
		"spirv.GroupNonUniformBallotFindMSB", "spirv.GroupNonUniformElect"} {
		h.Verifier(name).Op = executionScope
	}
	for _, name := range []string{"spirv.GroupNonUniformShuffle", "spirv.GroupNonUniformShuffleDown",
		"spirv.GroupNonUniformShuffleUp", "spirv.GroupNonUniformShuffleXor"} {
		h.Verifier(name).Op = groupNonUniformShuffle
	}
	h.Verifier("spirv.GroupBroadcast").Op = groupBroadcast
	h.Verifier("spirv.GroupNonUniformBroadcast").Op = groupNonUniformBroadcast
	h.Verifier("spirv.GroupNonUniformRotateKHR").Op = groupNonUniformRotate
}

// scopeDiag is the check every group op starts with: the execution scope
// is Workgroup or Subgroup.
func scopeDiag(o dialect.Checker) *diag.Diagnostic {
	a := o.Attr("execution_scope")
	if a == nil {
		return nil
	}
	if s := spirvAttrValue(a, "scope"); s != "Workgroup" && s != "Subgroup" {
		return o.Errorf("execution scope must be 'Workgroup' or 'Subgroup'")
	}
	return nil
}

// executionScope is verifyGroupOp, and the verify() of the ballots and
// of GroupNonUniformElect: the scope check alone.
func executionScope(o dialect.Checker) *diag.Diagnostic { return scopeDiag(o) }

// constantInt32 is extractValueFromConstOp: the value of v when a
// spirv.Constant of an integer defines it, as an int32.
func constantInt32(v ir.Value) (int32, bool) {
	r, ok := v.(*ir.OpResult)
	if !ok || r.Owner.Name != "spirv.Constant" {
		return 0, false
	}
	ia, ok := verify.InherentAttr(r.Owner, "value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return int32(ia.Int64()), true
}

// clusterSize checks a cluster size operand: a spirv.Constant's value, a
// power of two.
func clusterSize(o dialect.Checker, v ir.Value) *diag.Diagnostic {
	n, ok := constantInt32(v)
	if !ok {
		return o.Errorf("cluster size operand must come from a constant op")
	}
	if u := uint32(n); u == 0 || bits.OnesCount32(u) != 1 {
		return o.Errorf("cluster size operand must be a power of two")
	}
	return nil
}

// groupNonUniformArithmetic is verifyGroupNonUniformArithmeticOp: the
// scope, then a cluster size for ClusteredReduce, from a constant, a power
// of two.
func groupNonUniformArithmetic(o dialect.Checker) *diag.Diagnostic {
	if d := scopeDiag(o); d != nil {
		return d
	}
	op := o.Op()
	if spirvAttrValue(o.Attr("group_operation"), "group_operation") == "ClusteredReduce" && len(op.Operands) == 1 {
		return o.Errorf("cluster size operand must be provided for 'ClusteredReduce' group operation")
	}
	if len(op.Operands) > 1 {
		return clusterSize(o, op.Operands[1])
	}
	return nil
}

// groupNonUniformShuffle is verifyGroupNonUniformShuffleOp: the scope,
// then the last operand is not a signed integer.
func groupNonUniformShuffle(o dialect.Checker) *diag.Diagnostic {
	if d := scopeDiag(o); d != nil {
		return d
	}
	op := o.Op()
	if n := len(op.Operands); n > 0 && verify.IsInt(op.Operands[n-1].Type(), 0, ir.Signed, false) {
		return o.Errorf("second operand must be a singless/unsigned integer")
	}
	return nil
}

// groupBroadcast is GroupBroadcastOp::verify: the scope, then a vector
// local id has 2 or 3 elements.
func groupBroadcast(o dialect.Checker) *diag.Diagnostic {
	if d := scopeDiag(o); d != nil {
		return d
	}
	ids := o.Operand("localid")
	if len(ids) != 1 {
		return nil
	}
	if v, ok := ids[0].Type().(*ir.VectorType); ok {
		n := int64(1)
		for _, d := range v.Shape {
			n *= d
		}
		if n != 2 && n != 3 {
			return o.Errorf("localid is a vector and can be with only  2 or 3 components, actual number is %d", n)
		}
	}
	return nil
}

// vceVersion reads the minor version of a #spirv.target_env's triple.
var vceVersion = regexp.MustCompile(`^#spirv\.target_env<#spirv\.vce<v1\.(\d+)`)

// targetMinorVersion is lookupTargetEnvOrDefault(op)'s version (1.minor):
// the spirv.target_env attribute of the nearest symbol table holding one,
// from op outwards; 1.0 without one.
func targetMinorVersion(o dialect.Checker, op *ir.Operation) int {
	for op != nil {
		for op != nil && !o.HasTrait(op.Name, "SymbolTable") {
			op = verify.ParentOp(op)
		}
		if op == nil {
			break
		}
		if a := attrOf(op, "spirv.target_env"); a != nil {
			if m := vceVersion.FindStringSubmatch(verify.AttrString(a)); m != nil {
				n, _ := strconv.Atoi(m[1])
				return n
			}
		}
		op = verify.ParentOp(op)
	}
	return 0
}

// groupNonUniformBroadcast is GroupNonUniformBroadcastOp::verify: the
// scope, then before SPIR-V 1.5 (the target of the enclosing
// spirv.module, 1.0 outside one) the id is a constant's.
func groupNonUniformBroadcast(o dialect.Checker) *diag.Diagnostic {
	if d := scopeDiag(o); d != nil {
		return d
	}
	minor := 0
	module := verify.ParentOp(o.Op())
	for module != nil && module.Name != "spirv.module" {
		module = verify.ParentOp(module)
	}
	if module != nil {
		minor = targetMinorVersion(o, module)
	}
	if minor >= 5 {
		return nil
	}
	ids := o.Operand("id")
	if len(ids) != 1 {
		return nil
	}
	r, ok := ids[0].(*ir.OpResult)
	if !ok || (r.Owner.Name != "spirv.Constant" && r.Owner.Name != "spirv.mlir.referenceof") {
		return o.Errorf("id must be the result of a constant op")
	}
	return nil
}

// groupNonUniformRotate is GroupNonUniformRotateKHROp::verify: the scope,
// then a cluster size, when given, from a constant, a power of two.
func groupNonUniformRotate(o dialect.Checker) *diag.Diagnostic {
	if d := scopeDiag(o); d != nil {
		return d
	}
	if cs := o.Operand("cluster_size"); len(cs) == 1 {
		return clusterSize(o, cs[0])
	}
	return nil
}
