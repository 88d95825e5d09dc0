package spirv

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of ArmGraphOps.cpp (spirv.ARM.Graph's verifyType and
// verifyBody, spirv.ARM.GraphOutputs) and MeshOps.cpp, in mlir-opt's
// order and words.

func graphMeshVerifiers(h *registry.Hooks) {
	h.Verifier("spirv.ARM.Graph").Function = graphBody
	h.Verifier("spirv.ARM.GraphOutputs").Op = graphOutputs
	h.Verifier("spirv.EXT.EmitMeshTasks").Op = emitMeshTasks
}

// graphBody is GraphARMOp's verifyType (a result at least) and verifyBody
// (which replaces the interface's entry block check): arm tensors in and
// out, the entry block's arguments, and each spirv.ARM.GraphOutputs in the
// body against the results. (Upstream runs verifyType before the
// interface's attribute array checks, gomlir after them.)
func graphBody(o dialect.Checker, ft *ir.FunctionType) *diag.Diagnostic {
	if len(ft.Results) < 1 {
		return o.Errorf("there should be at least one result")
	}
	for i, t := range ft.Inputs {
		if ofKind(t, "arm.tensor") == nil {
			return o.Errorf("type of argument #%d must be a TensorArmType, but got '%s'", i, verify.TypeString(t))
		}
	}
	for i, t := range ft.Results {
		if ofKind(t, "arm.tensor") == nil {
			return o.Errorf("type of result #%d must be a TensorArmType, but got '%s'", i, verify.TypeString(t))
		}
	}
	op := o.Op()
	if len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 {
		entry := op.Regions[0].Blocks[0]
		if len(entry.Args) != len(ft.Inputs) {
			// unreachable: the custom form makes the entry block from the signature, and the generic
			// form cannot spell a graph type (it prints as a function type, which ODS rejects).
			return o.Errorf("entry block must have %d arguments to match graph signature", len(ft.Inputs))
		}
		for i, a := range entry.Args {
			if a.Type() != ft.Inputs[i] {
				// unreachable: as above.
				return o.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in graph signature('%s')",
					i, verify.TypeString(a.Type()), verify.TypeString(ft.Inputs[i]))
			}
		}
	}
	var d *diag.Diagnostic
	verify.WalkPost(op, func(out *ir.Operation) bool {
		if out.Name != "spirv.ARM.GraphOutputs" {
			return true
		}
		if len(out.Operands) != len(ft.Results) {
			d = verify.OpError(out, "is returning %d value(s) but enclosing spirv.ARM.Graph requires %d result(s)", len(out.Operands), len(ft.Results))
			return false
		}
		for i, v := range out.Operands {
			if v.Type() != ft.Results[i] {
				d = verify.EmitError(out, "type of return operand %d ('%s') doesn't match graph result type ('%s')",
					i, verify.TypeString(v.Type()), verify.TypeString(ft.Results[i]))
				return false
			}
		}
		return true
	})
	return d
}

// graphOutputs is GraphOutputsARMOp::verify: the operands match the
// enclosing graph's results. Unreachable as written: the graph's
// verifyBody (graphBody), which runs before the ops of its body are
// verified, makes the same checks, and InGraphScope keeps the op in a
// graph.
func graphOutputs(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	graph := verify.ParentOp(op)
	if graph == nil || graph.Name != "spirv.ARM.Graph" {
		return nil
	}
	ft, ok := verify.FunctionType(graph)
	if !ok {
		return nil
	}
	name, _ := verify.SymbolName(graph)
	if len(op.Operands) != len(ft.Results) {
		// unreachable: graphBody checks the count first.
		return o.Errorf("has %d operands, but enclosing  spirv.ARM.Graph (@%s) returns %d", len(op.Operands), name, len(ft.Results))
	}
	for i, v := range op.Operands {
		if v.Type() != ft.Results[i] {
			// unreachable: graphBody checks the types first.
			return o.EmitErrorf("type of return operand %d ('%s') doesn't match  spirv.ARM.Graph result type ('%s') in graph @%s",
				i, verify.TypeString(v.Type()), verify.TypeString(ft.Results[i]), name)
		}
	}
	return nil
}

// emitMeshTasks is EXTEmitMeshTasksOp::verify: a payload points to
// TaskPayloadWorkgroupEXT storage.
func emitMeshTasks(o dialect.Checker) *diag.Diagnostic {
	p := one(o.Operand("payload"))
	if p == nil {
		return nil
	}
	if _, sc, ok := pointee(p.Type()); ok && sc != "TaskPayloadWorkgroupEXT" {
		return o.Errorf("payload must be a variable with a storage class of TaskPayloadWorkgroupEXT")
	}
	return nil
}
