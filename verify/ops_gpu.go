package verify

import "github.com/gomlir/gomlir/ir"

// gpu: the gpu.container_module attribute, whose verifier checks the
// kernels gpu.launch_func ops launch.

func init() {
	dialectAttrVerifiers["gpu.container_module"] = func(r *run, op *ir.Operation, value ir.Attribute) *diagnostic {
		if _, ok := value.(*ir.UnitAttr); !ok {
			return nil
		}
		if op.Name != "builtin.module" {
			return opErr(op, "expected 'gpu.container_module' attribute to be attached to 'builtin.module'")
		}
		var d *diagnostic
		walkPost(op, func(launch *ir.Operation) bool {
			if launch.Name != "gpu.launch_func" {
				return true
			}
			if p := parentOp(launch); p == nil || parentOp(p) != op {
				return true
			}
			ref, ok := inherentAttr(launch, "kernel").(*ir.SymbolRefAttr)
			if !ok {
				return true
			}
			kernelName := ref.Root
			if len(ref.Nested) > 0 {
				kernelName = ref.Nested[len(ref.Nested)-1]
			}
			container := lookupIn(op, ref.Root)
			if container == nil {
				d = opError(launch, "kernel container '%s' is undefined", ref.Root)
				return false
			}
			if container.Name == "gpu.binary" {
				return true
			}
			if container.Name != "gpu.module" {
				d = opError(launch, "kernel module '%s' is undefined", ref.Root)
				return false
			}
			fn := container
			for _, n := range ref.Nested {
				if fn = lookupIn(fn, n); fn == nil {
					break
				}
			}
			if fn == nil || len(ref.Nested) == 0 {
				d = opError(launch, "kernel function '%s' is undefined", attrString(ref))
				return false
			}
			inf := r.c.info(fn.Name)
			if inf == nil || !inf.traits["FunctionOpInterface"] {
				d = opError(launch, "referenced kernel '%s' is not a function", attrString(ref))
				note(d, fn.Pos, "see the kernel definition here")
				return false
			}
			if _, ok := inherentAttr(fn, "gpu.kernel").(*ir.UnitAttr); !ok {
				d = opError(launch, "kernel function is missing the 'gpu.kernel' attribute")
				return false
			}
			if fn.Name != "gpu.func" {
				return true
			}
			ft, ok := functionType(fn)
			if !ok {
				return true
			}
			lc := &opCtx{r: r, op: launch, inf: r.c.info(launch.Name)}
			if lc.inf == nil || lc.prepare() != nil {
				return true
			}
			args := lc.operand("kernelOperands")
			if len(args) != len(ft.Inputs) {
				d = opError(launch, "got %d kernel operands but expected %d", len(args), len(ft.Inputs))
				return false
			}
			for i, a := range args {
				if a.Type() != ft.Inputs[i] {
					d = opError(launch, "type of function argument %d does not match", i)
					return false
				}
			}
			_ = kernelName
			return true
		})
		return d
	}
}

// lookupIn returns the first op directly in table's regions named name.
func lookupIn(table *ir.Operation, name string) *ir.Operation {
	for _, r := range table.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if n, ok := symbolName(o); ok && n == name {
					return o
				}
			}
		}
	}
	return nil
}

// walkPost visits the ops nested in op (not op) in post-order, as
// Operation::walk does, until fn returns false.
func walkPost(op *ir.Operation, fn func(*ir.Operation) bool) bool {
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if !walkPost(o, fn) || !fn(o) {
					return false
				}
			}
		}
	}
	return true
}
