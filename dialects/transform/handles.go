package transform

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The transform dialect's handle effects, as far as its verifiers read
// them: which handles an op consumes (a Read and a Free effect on
// TransformMappingResource, upstream's consumesHandle). transform.sequence
// rejects a handle with two potential consumers (checkDoubleConsume) and
// transform.named_sequence compares the arguments its body consumes with
// their transform.consumed/transform.readonly annotations
// (getConsumedBlockArguments).

// consumedGroups lists, for each transform op that consumes some of its
// operands whatever its attributes and body, the operand groups it
// consumes; every other operand of a transform op is only read. Each
// op's getEffects is hand-written C++ (DeclareOpInterfaceMethods<
// MemoryEffectsOpInterface>, or FunctionalStyleTransformOpTrait, which
// consumes every operand): the table is what mlir-opt 22 says of each op
// of the registered dialects, asked op by op and operand group by group
// (an op given a transform.readonly argument of a transform.named_sequence
// in one group, a transform.consumed one in the others: "argument #0 is
// consumed in the body but is not marked as such" when it consumes the
// group). The ops whose effects depend on an attribute, a callee or their
// body are in effectsOf.
var consumedGroups = map[string][]string{
	"transform.affine.simplify_bounded_affine_ops":               {"target"},
	"transform.affine.simplify_min_max_affine_ops":               {"target"},
	"transform.alternatives":                                     {"scope"},
	"transform.apply_conversion_patterns":                        {"target"},
	"transform.apply_registered_pass":                            {"target"},
	"transform.bufferization.empty_tensor_to_alloc_tensor":       {"target"},
	"transform.bufferization.one_shot_bufferize":                 {"target"},
	"transform.foreach_match":                                    {"root"},
	"transform.func.deduplicate_func_args":                       {"module"},
	"transform.func.replace_func_signature":                      {"module"},
	"transform.gpu.map_forall_to_blocks":                         {"target"},
	"transform.gpu.map_nested_forall_to_threads":                 {"target"},
	"transform.loop.coalesce":                                    {"target"},
	"transform.loop.forall_to_for":                               {"target"},
	"transform.loop.forall_to_parallel":                          {"target"},
	"transform.loop.fuse_sibling":                                {"target", "source"},
	"transform.loop.outline":                                     {"target"},
	"transform.loop.parallel_for_to_nested_fors":                 {"target"},
	"transform.loop.peel":                                        {"target"},
	"transform.loop.pipeline":                                    {"target"},
	"transform.loop.promote_if_one_iteration":                    {"target"},
	"transform.loop.unroll":                                      {"target"},
	"transform.loop.unroll_and_jam":                              {"target"},
	"transform.memref.alloca_to_global":                          {"alloca"},
	"transform.memref.make_loop_independent":                     {"target"},
	"transform.memref.multibuffer":                               {"target"},
	"transform.nvgpu.create_async_groups":                        {"target"},
	"transform.nvgpu.pipeline_shared_memory_copies":              {"for_op"},
	"transform.nvgpu.rewrite_copy_as_tma":                        {"target"},
	"transform.nvgpu.rewrite_matmul_as_mma_sync":                 {"target"},
	"transform.structured.bufferize_to_allocation":               {"target"},
	"transform.structured.convert_conv2d_to_img2col":             {"target"},
	"transform.structured.convert_to_loops":                      {"target"},
	"transform.structured.decompose":                             {"target"},
	"transform.structured.decompose_interface":                   {"target"},
	"transform.structured.decompose_winograd_op":                 {"target"},
	"transform.structured.flatten_elementwise":                   {"target"},
	"transform.structured.fuse":                                  {"target"},
	"transform.structured.fuse_into_containing_op":               {"producer_op"},
	"transform.structured.generalize":                            {"target"},
	"transform.structured.gpu.map_copy_to_threads":               {"target"},
	"transform.structured.hoist_pad":                             {"target"},
	"transform.structured.hoist_redundant_vector_broadcasts":     {"target"},
	"transform.structured.hoist_redundant_vector_transfers":      {"target"},
	"transform.structured.insert_slice_to_copy":                  {"target"},
	"transform.structured.interchange":                           {"target"},
	"transform.structured.linalg_copy_to_memref":                 {"target"},
	"transform.structured.lower_pack":                            {"target"},
	"transform.structured.lower_unpack":                          {"target"},
	"transform.structured.pack":                                  {"target"},
	"transform.structured.pack_greedily":                         {"target"},
	"transform.structured.pack_transpose":                        {"target_pack_or_un_pack_op", "target_linalg_op"},
	"transform.structured.pad":                                   {"target"},
	"transform.structured.pad_tiling_interface":                  {"target"},
	"transform.structured.promote":                               {"target"},
	"transform.structured.replace":                               {"target"},
	"transform.structured.rewrite_in_destination_passing_style":  {"target"},
	"transform.structured.scalarize":                             {"target"},
	"transform.structured.specialize":                            {"target"},
	"transform.structured.split":                                 {"target"},
	"transform.structured.split_reduction":                       {"target"},
	"transform.structured.tile_reduction_using_for":              {"target"},
	"transform.structured.tile_reduction_using_forall":           {"target"},
	"transform.structured.tile_using_for":                        {"target"},
	"transform.structured.tile_using_forall":                     {"target"},
	"transform.structured.transpose_conv2d":                      {"target"},
	"transform.structured.transpose_matmul":                      {"target"},
	"transform.structured.vectorize":                             {"target"},
	"transform.structured.vectorize_children_and_apply_patterns": {"target"},
	"transform.structured.winograd_conv2d":                       {"target"},
	"transform.tensor.make_loop_independent":                     {"target"},
	"transform.xegpu.set_desc_layout":                            {"target"},
}

// effectsOf returns the values op consumes (mlir's effects of op with a
// Free on TransformMappingResource), for a registered transform op; ok is
// false for an op that is not one (no TransformOpInterface: mlir-opt
// counts it as a potential consumer of every handle it uses, and
// getConsumedBlockArguments skips it unless it has memory effects, which
// no op outside the transform dialect has on handles).
func effectsOf(o dialect.Checker, op *ir.Operation, depth int) (consumed []ir.Value, ok bool) {
	if !o.HasTrait(op.Name, "TransformOpInterface") {
		return nil, false
	}
	if depth > 64 {
		return nil, true
	}
	switch op.Name {
	case "transform.sequence", "transform.with_pdl_patterns":
		return topLevelEffects(o, op, depth), true
	case "transform.named_sequence":
		return nil, true
	case "transform.foreach":
		// A target is consumed when an op of the body (but its
		// terminator) consumes the matching block argument.
		b := verify.EntryBlock(op, 0)
		if b == nil {
			return nil, true
		}
		for i, t := range op.Operands {
			if i >= len(b.Args) {
				break
			}
			for j, body := range b.Ops {
				if j == len(b.Ops)-1 {
					break
				}
				if consumes(o, body, b.Args[i], depth+1) {
					consumed = append(consumed, t)
					break
				}
			}
		}
		return consumed, true
	case "transform.include":
		return includeEffects(o, op, depth), true
	case "transform.apply_conversion_patterns":
		if hasInherentOrDiscardable(op, "preserve_handles") {
			return nil, true
		}
	case "transform.structured.bufferize_to_allocation":
		if hasInherentOrDiscardable(op, "bufferize_destination_only") {
			return nil, true
		}
	case "transform.foreach_match":
		// Bail if invalid: no operand or no result, no effect on handles.
		if len(op.Operands) < 1 || len(op.Results) < 1 {
			return nil, true
		}
	}
	groups := consumedGroups[op.Name]
	if len(groups) == 0 {
		return nil, true
	}
	c, split := o.For(op)
	if !split {
		return nil, true
	}
	for _, g := range groups {
		consumed = append(consumed, c.Operand(g)...)
	}
	return consumed, true
}

// consumes is isHandleConsumed(v, op) for a transform op.
func consumes(o dialect.Checker, op *ir.Operation, v ir.Value, depth int) bool {
	vals, _ := effectsOf(o, op, depth)
	for _, c := range vals {
		if c == v {
			return true
		}
	}
	return false
}

// topLevelEffects is getPotentialTopLevelEffects: with a root, the effects
// of the body's ops on the block arguments carried over to the operands
// (root, then extra bindings); without one, every effect of the body's
// ops.
func topLevelEffects(o dialect.Checker, op *ir.Operation, depth int) []ir.Value {
	b := verify.EntryBlock(op, 0)
	if b == nil {
		return nil
	}
	var out []ir.Value
	c, split := o.For(op)
	if !split || len(c.Operand("root")) == 0 {
		for _, body := range b.Ops {
			vals, _ := effectsOf(o, body, depth+1)
			out = append(out, vals...)
		}
		return out
	}
	for _, body := range b.Ops {
		vals, _ := effectsOf(o, body, depth+1)
		for i, a := range b.Args {
			if i >= len(op.Operands) {
				break
			}
			for _, v := range vals {
				if v == a {
					out = append(out, op.Operands[i])
					break
				}
			}
		}
	}
	return out
}

// includeEffects is IncludeOp::getEffects: operand i is consumed when the
// callee (a transform.named_sequence in the nearest symbol table) marks
// its argument i transform.consumed and verifies (verifyNamedSequenceOp
// without warnings); otherwise every operand is only read.
func includeEffects(o dialect.Checker, op *ir.Operation, depth int) []ir.Value {
	callee := lookupNearest(o, op, "target")
	if callee == nil || callee.Name != "transform.named_sequence" {
		return nil
	}
	cc, ok := o.For(callee)
	if !ok {
		return nil
	}
	if d := verifyNamedSequence(cc, false, depth+1); d != nil {
		return nil
	}
	var out []ir.Value
	for i, v := range op.Operands {
		if argAttr(cc, i, "transform.consumed") {
			out = append(out, v)
		}
	}
	return out
}

// lookupNearest resolves op's flat symbol reference attribute attr in the
// nearest symbol table enclosing op (SymbolTable::lookupNearestSymbolFrom),
// or nil.
func lookupNearest(o dialect.Checker, op *ir.Operation, attr string) *ir.Operation {
	ref, ok := inherentOrDiscardable(op, attr).(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) != 0 {
		return nil
	}
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if !o.HasTrait(p.Name, "SymbolTable") && !(p.Name == "builtin.module") {
			continue
		}
		b := verify.EntryBlock(p, 0)
		if b == nil {
			return nil
		}
		for _, s := range b.Ops {
			if name, ok := verify.SymbolName(s); ok && name == ref.Root {
				return s
			}
		}
		return nil
	}
	return nil
}

// consumedArguments is getConsumedBlockArguments: the arguments of b an
// op of b (not nested deeper) consumes.
func consumedArguments(o dialect.Checker, b *ir.Block, depth int) map[int]bool {
	out := map[int]bool{}
	for _, op := range b.Ops {
		vals, _ := effectsOf(o, op, depth)
		for _, v := range vals {
			if a, ok := v.(*ir.BlockArgument); ok && a.Owner == b {
				out[a.Index] = true
			}
		}
	}
	return out
}

// use is an operand of an op: the op and the operand's number.
type use struct {
	op *ir.Operation
	n  int
}

// usesIn lists the uses of the values of vals within the region of op,
// for each value in mlir's use-list order: most recent first, an op's
// operands created once its regions are parsed (a post-order walk,
// reversed).
func usesIn(op *ir.Operation, vals map[ir.Value][]use) {
	var walk func(x *ir.Operation)
	walk = func(x *ir.Operation) {
		for _, r := range x.Regions {
			for _, b := range r.Blocks {
				for _, y := range b.Ops {
					walk(y)
				}
			}
		}
		for n, v := range x.Operands {
			if us, ok := vals[v]; ok {
				vals[v] = append(us, use{x, n})
			}
		}
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, y := range b.Ops {
				walk(y)
			}
		}
	}
	for v, us := range vals {
		for i, j := 0, len(us)-1; i < j; i, j = i+1, j-1 {
			us[i], us[j] = us[j], us[i]
		}
		vals[v] = us
	}
}

// doubleConsume is checkDoubleConsume: a value with two potential
// consumers (an op that is no transform op, or one that consumes it)
// gets d (from report) with a note at each.
func doubleConsume(o dialect.Checker, v ir.Value, uses []use, report func() *diag.Diagnostic) *diag.Diagnostic {
	var first *use
	for i := range uses {
		u := &uses[i]
		vals, isTransform := effectsOf(o, u.op, 0)
		if isTransform {
			hit := false
			for _, c := range vals {
				if c == v {
					hit = true
					break
				}
			}
			if !hit {
				continue
			}
		}
		if first == nil {
			first = u
			continue
		}
		d := report()
		o.Note(d, first.op.Pos, "used here as operand #%d", first.n)
		return o.Note(d, u.op.Pos, "used here as operand #%d", u.n)
	}
	return nil
}

// inherentOrDiscardable returns op's property name or its discardable
// attribute name.
func inherentOrDiscardable(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		if a := d.Get(name); a != nil {
			return a
		}
	}
	return op.Attr(name)
}

func hasInherentOrDiscardable(op *ir.Operation, name string) bool {
	return inherentOrDiscardable(op, name) != nil
}

// argAttr reports whether argument i of the function-like op c names
// has the attribute name in its arg_attrs.
func argAttr(c dialect.Checker, i int, name string) bool {
	a, ok := c.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok || i >= len(a.Elems) {
		return false
	}
	d, ok := a.Elems[i].(*ir.DictionaryAttr)
	return ok && d.Get(name) != nil
}
