package dialects

import (
	"testing"

	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
	"github.com/stretchr/testify/require"
)

// TestInferHooks: the inference hooks the dialect packages register
// (bufferization's, memref's, ptr's, wasmssa's) are in the core registry.
func TestInferHooks(t *testing.T) {
	r := MustCore()
	for _, name := range []string{"bufferization.dealloc", "memref.distinct_objects", "ptr.ptr_add",
		"wasmssa.local", "wasmssa.local_get", "wasmssa.local_tee"} {
		require.NotNil(t, r.Lookup(name).Infer, name)
	}
}

// TestNoResultTypeLeftOut: for every core op with a declarative format,
// the result types its custom form does not spell come from somewhere (a
// trait, a buildable type, or an inference hook): resolving them never
// fails for want of a source. Operand types are dummies (index), so a
// type transformer may reject them; that is not what is checked.
func TestNoResultTypeLeftOut(t *testing.T) {
	r := MustCore()
	ctx := ir.NewContext()
	for _, name := range r.OpNames() {
		op := r.Lookup(name)
		f, ok := r.Syntax(name).(*asmformat.Format)
		if !ok || len(op.Def.Results) == 0 {
			continue
		}
		operands := make([][]ir.Type, len(op.Def.Operands))
		for i := range operands {
			operands[i] = []ir.Type{ctx.Index()}
		}
		results := make([][]ir.Type, len(op.Def.Results))
		err := f.ResolveTypes(ctx, operands, results, nil, op.Infer)
		if err == nil {
			continue
		}
		for _, bad := range []string{"no InferTypeOpInterface hook", "result types are neither written nor resolvable"} {
			require.NotContains(t, err.Error(), bad, name)
		}
	}
}
