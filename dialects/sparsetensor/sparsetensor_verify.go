package sparsetensor

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of the sparse_tensor ops that need no look into the
// sparse encoding: binary, unary, reduce, select (their regions),
// push_back, values, convert, slice.offset, slice.stride
// (SparseTensorDialect.cpp).

func verifiers(h *registry.Hooks) {
	h.Verifier("sparse_tensor.binary").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		x, y := verify.FirstType(o.Operand("x")), verify.FirstType(o.Operand("y"))
		out := verify.FirstType(o.Result("output"))
		if len(op.Regions) != 3 || x == nil || y == nil || out == nil {
			return nil
		}
		overlap, left, right := op.Regions[0], op.Regions[1], op.Regions[2]
		if len(overlap.Blocks) > 0 {
			if d := regionArgs(o, overlap, "overlap", []ir.Type{x, y}, out); d != nil {
				return d
			}
		}
		if len(left.Blocks) > 0 {
			if d := regionArgs(o, left, "left", []ir.Type{x}, out); d != nil {
				return d
			}
		} else if o.Attr("left_identity") != nil && x != out {
			return o.EmitErrorf("left=identity requires first argument to have the same type as the output")
		}
		if len(right.Blocks) > 0 {
			if d := regionArgs(o, right, "right", []ir.Type{y}, out); d != nil {
				return d
			}
		} else if o.Attr("right_identity") != nil && y != out {
			return o.EmitErrorf("right=identity requires second argument to have the same type as the output")
		}
		return nil
	}
	h.Verifier("sparse_tensor.unary").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		x, out := verify.FirstType(o.Operand("x")), verify.FirstType(o.Result("output"))
		if len(op.Regions) != 2 || x == nil || out == nil {
			return nil
		}
		present, absent := op.Regions[0], op.Regions[1]
		if len(present.Blocks) > 0 {
			if d := regionArgs(o, present, "present", []ir.Type{x}, out); d != nil {
				return d
			}
		}
		if len(absent.Blocks) == 0 {
			return nil
		}
		if d := regionArgs(o, absent, "absent", nil, out); d != nil {
			return d
		}
		// The absent branch may only yield invariant values.
		block := absent.Blocks[0]
		yield := verify.Terminator(block)
		if yield == nil || len(yield.Operands) == 0 {
			return nil
		}
		switch v := yield.Operands[0].(type) {
		case *ir.BlockArgument:
			if v.Owner == op.Parent {
				return o.EmitErrorf("absent region cannot yield linalg argument")
			}
		case *ir.OpResult:
			if def := v.Owner; def.Name != "arith.constant" && (def.Parent == block || def.Parent == op.Parent) {
				return o.EmitErrorf("absent region cannot yield locally computed value")
			}
		}
		return nil
	}
	h.Verifier("sparse_tensor.reduce").Op = func(o dialect.Checker) *diag.Diagnostic {
		x := verify.FirstType(o.Operand("x"))
		if x == nil || len(o.Op().Regions) != 1 {
			return nil
		}
		return regionArgs(o, o.Op().Regions[0], "reduce", []ir.Type{x, x}, x)
	}
	h.Verifier("sparse_tensor.select").Op = func(o dialect.Checker) *diag.Diagnostic {
		x := verify.FirstType(o.Operand("x"))
		if x == nil || len(o.Op().Regions) != 1 {
			return nil
		}
		return regionArgs(o, o.Op().Regions[0], "select", []ir.Type{x}, o.Context().Integer(1, ir.Signless))
	}
	h.Verifier("sparse_tensor.push_back").Op = func(o dialect.Checker) *diag.Diagnostic {
		n := o.Operand("n")
		if len(n) == 0 {
			return nil
		}
		if c, ok := verify.ConstantInt(o, n[0]); ok && c < 1 {
			return o.Errorf("n must be not less than 1")
		}
		return nil
	}
	sliceDim := func(o dialect.Checker) *diag.Diagnostic {
		shape, ok := verify.ShapeOf(verify.FirstType(o.Operand("slice")))
		dim, ok2 := o.Attr("dim").(*ir.IntegerAttr)
		if !ok || !ok2 {
			return nil
		}
		if d := dim.Int64(); int64(len(shape)) <= d || d < 0 {
			return o.EmitErrorf("requested dimension out of bound")
		}
		return nil
	}
	h.Verifier("sparse_tensor.values").Op = func(o dialect.Checker) *diag.Diagnostic {
		// Unreachable while the result type is inferred (its check runs
		// first): kept as upstream has it.
		t, ok := verify.FirstType(o.Operand("tensor")).(ir.ShapedType)
		m, ok2 := verify.FirstType(o.Result("result")).(*ir.MemRefType)
		if ok && ok2 && t.ElementType() != m.Elem {
			return o.EmitErrorf("unexpected mismatch in element types")
		}
		return nil
	}
	h.Verifier("sparse_tensor.convert").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		dst, ok2 := verify.FirstType(o.Result("dest")).(*ir.RankedTensorType)
		if !ok1 || !ok2 {
			// Unreachable: ODS requires ranked tensors.
			return o.EmitErrorf("unexpected type in convert")
		}
		if len(src.Shape) != len(dst.Shape) {
			return o.EmitErrorf("unexpected conversion mismatch in rank")
		}
		if isSlice(dst.Encoding) {
			return o.EmitErrorf("cannot convert to a sparse tensor slice")
		}
		// 10 vs 10, 10 vs ? and ? vs ? convert; 10 vs 20 or ? vs 10 do not.
		for d := range src.Shape {
			if src.Shape[d] != dst.Shape[d] && dst.Shape[d] != ir.DynamicSize {
				return o.EmitErrorf("unexpected conversion mismatch in dimension %d", d)
			}
		}
		return nil
	}
	h.Verifier("sparse_tensor.slice.offset").Op = sliceDim
	h.Verifier("sparse_tensor.slice.stride").Op = sliceDim
}

// regionArgs is verifyNumBlockArgs: the region's arguments of the given
// types, ended by a sparse_tensor.yield of the output type.
func regionArgs(o dialect.Checker, r *ir.Region, name string, inputs []ir.Type, out ir.Type) *diag.Diagnostic {
	if len(r.Blocks) == 0 {
		return nil
	}
	b := r.Blocks[0]
	if len(b.Args) != len(inputs) {
		return o.EmitErrorf("%s region must have exactly %d arguments", name, len(inputs))
	}
	for i, a := range b.Args {
		if a.Type() != inputs[i] {
			return o.EmitErrorf("%s region argument %d type mismatch", name, i+1)
		}
	}
	term := verify.Terminator(b)
	if term == nil || term.Name != "sparse_tensor.yield" {
		return o.EmitErrorf("%s region must end with sparse_tensor.yield", name)
	}
	if len(term.Operands) == 0 || term.Operands[0].Type() != out {
		return o.EmitErrorf("%s region yield type mismatch", name)
	}
	return nil
}

// isSlice reports whether enc is a sparse encoding with dimension slices
// (SparseTensorEncodingAttr::isSlice): its map's dimensions carry
// #sparse_tensor<slice(...)> specifiers.
func isSlice(enc ir.Attribute) bool {
	if enc == nil {
		return false
	}
	s := verify.AttrString(enc)
	return strings.HasPrefix(s, "#sparse_tensor.encoding<") && strings.Contains(s, "#sparse_tensor<slice(")
}
