package gpu

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// gpu: the gpu.container_module attribute, whose verifier checks the
// kernels gpu.launch_func ops launch.

func verifiers(h *registry.Hooks) {
	h.Verifier("gpu.container_module").Attribute = func(o dialect.Checker, value ir.Attribute) *diag.Diagnostic {
		op := o.Op()
		if _, ok := value.(*ir.UnitAttr); !ok {
			return nil
		}
		if op.Name != "builtin.module" {
			return o.EmitErrorf("expected 'gpu.container_module' attribute to be attached to 'builtin.module'")
		}
		var d *diag.Diagnostic
		verify.WalkPost(op, func(launch *ir.Operation) bool {
			if launch.Name != "gpu.launch_func" {
				return true
			}
			if p := verify.ParentOp(launch); p == nil || verify.ParentOp(p) != op {
				return true
			}
			ref, ok := verify.InherentAttr(launch, "kernel").(*ir.SymbolRefAttr)
			if !ok {
				return true
			}
			kernelName := ref.Root
			if len(ref.Nested) > 0 {
				kernelName = ref.Nested[len(ref.Nested)-1]
			}
			container := verify.LookupIn(op, ref.Root)
			if container == nil {
				d = verify.OpError(launch, "kernel container '%s' is undefined", ref.Root)
				return false
			}
			if container.Name == "gpu.binary" {
				return true
			}
			if container.Name != "gpu.module" {
				d = verify.OpError(launch, "kernel module '%s' is undefined", ref.Root)
				return false
			}
			fn := container
			for _, n := range ref.Nested {
				if fn = verify.LookupIn(fn, n); fn == nil {
					break
				}
			}
			if fn == nil || len(ref.Nested) == 0 {
				d = verify.OpError(launch, "kernel function '%s' is undefined", verify.AttrString(ref))
				return false
			}
			if !o.HasTrait(fn.Name, "FunctionOpInterface") {
				d = verify.OpError(launch, "referenced kernel '%s' is not a function", verify.AttrString(ref))
				o.Note(d, fn.Pos, "see the kernel definition here")
				return false
			}
			if _, ok := verify.InherentAttr(fn, "gpu.kernel").(*ir.UnitAttr); !ok {
				d = verify.OpError(launch, "kernel function is missing the 'gpu.kernel' attribute")
				return false
			}
			if fn.Name != "gpu.func" {
				return true
			}
			ft, ok := verify.FunctionType(fn)
			if !ok {
				return true
			}
			lc, ok := o.For(launch)
			if !ok {
				return true
			}
			args := lc.Operand("kernelOperands")
			if len(args) != len(ft.Inputs) {
				d = verify.OpError(launch, "got %d kernel operands but expected %d", len(args), len(ft.Inputs))
				return false
			}
			for i, a := range args {
				if a.Type() != ft.Inputs[i] {
					d = verify.OpError(launch, "type of function argument %d does not match", i)
					return false
				}
			}
			_ = kernelName
			return true
		})
		return d
	}
}

// gpuReturnVerifiers: gpu.return against its function, gpu.func's
// signature against its body.
func returnVerifiers(h *registry.Hooks) {
	h.Verifier("gpu.func").Function = gpuFuncVerifier
	h.Verifier("gpu.return").Op = func(o dialect.Checker) *diag.Diagnostic {
		fn := verify.ParentOp(o.Op())
		if fn == nil {
			return nil
		}
		ft, ok := verify.FunctionType(fn)
		if !ok {
			return nil
		}
		if len(ft.Results) != len(o.Op().Operands) {
			d := o.Errorf("expected %d result operands", len(ft.Results))
			return o.Note(d, fn.Pos, "return type declared here")
		}
		for i, t := range ft.Results {
			if got := o.Op().Operands[i].Type(); got != t {
				return o.Errorf("unexpected type `'%s'' for operand #%d", verify.TypeString(got), i)
			}
		}
		return nil
	}
}

// gpuFuncVerifier is gpu.func's part of FunctionOpInterface's verifier: a kernel
// returns nothing; the body's first arguments are the function's, then
// come the workgroup attributions.
func gpuFuncVerifier(o dialect.Checker, ft *ir.FunctionType) *diag.Diagnostic {
	if _, kernel := verify.InherentAttr(o.Op(), "gpu.kernel").(*ir.UnitAttr); kernel && len(ft.Results) != 0 {
		return o.Errorf("expected void return type for kernel function")
	}
	if len(o.Op().Regions) == 0 || len(o.Op().Regions[0].Blocks) == 0 {
		return o.Errorf("expected body with at least one block")
	}
	entry := o.Op().Regions[0].Blocks[0]
	workgroup := 0
	if n, ok := verify.InherentAttr(o.Op(), "workgroup_attributions").(*ir.IntegerAttr); ok {
		workgroup = int(n.Int64())
	}
	if want := len(ft.Inputs) + workgroup; len(entry.Args) < want {
		return o.Errorf("expected at least %d arguments to body region", want)
	}
	for i, t := range ft.Inputs {
		if got := entry.Args[i].Type(); got != t {
			return o.Errorf("expected body region argument #%d to be of type '%s', got '%s'", i, verify.TypeString(t), verify.TypeString(got))
		}
	}
	// verifyAttributions: the workgroup ones, then the private ones.
	first := len(ft.Inputs)
	if d := attributionsError(o, clampArgs(entry.Args, first, first+workgroup), "workgroup"); d != nil {
		return d
	}
	return attributionsError(o, clampArgs(entry.Args, first+workgroup, len(entry.Args)), "private")
}
