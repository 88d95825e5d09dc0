package wasmssa

import (
	"math/big"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The wasmssa ops' verify() (WasmSSAOps.cpp, LLVM 22).

func wasmssaVerifiers(h *registry.Hooks) {
	h.Verifier("wasmssa.extend").Op = func(o dialect.Checker) *diag.Diagnostic {
		bits, ok := o.Attr("bitsToTake").(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		// APInt::getLimitedValue: the value's bits as unsigned (a
		// negative value in two's complement of its type's width), at
		// most 2^64-1.
		v := new(big.Int).Set(bits.Value)
		if v.Sign() < 0 {
			w := ir.IntOrFloatWidth(bits.Type)
			if w == 0 {
				w = 64
			}
			v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		n := uint64(0xFFFFFFFFFFFFFFFF)
		if v.IsUint64() {
			n = v.Uint64()
		}
		if n != 32 && n != 16 && n != 8 {
			return o.EmitErrorf("extend op can only take 8, 16 or 32 bits. Got %d", n)
		}
		in := o.Operand("input")
		if len(in) == 1 && n >= uint64(ir.IntOrFloatWidth(in[0].Type())) {
			return o.EmitErrorf("trying to extend the %d low bits from a '%s' value is illegal", n, verify.TypeString(in[0].Type()))
		}
		return nil
	}
	h.Verifier("wasmssa.local_set").Op = func(o dialect.Checker) *diag.Diagnostic {
		local, val := o.Operand("localVar"), o.Operand("value")
		if len(local) == 1 && len(val) == 1 && wasmssaLocalElem(local[0].Type()) != val[0].Type() {
			return o.EmitErrorf("input type and result type of local.set do not match")
		}
		return nil
	}
	h.Verifier("wasmssa.local_tee").Op = func(o dialect.Checker) *diag.Diagnostic {
		local, val, res := o.Operand("localVar"), o.Operand("value"), o.Result("result")
		if len(local) == 1 && len(val) == 1 && len(res) == 1 &&
			(wasmssaLocalElem(local[0].Type()) != val[0].Type() || val[0].Type() != res[0].Type()) {
			return o.EmitErrorf("input type and output type of local.tee do not match")
		}
		return nil
	}
	h.Verifier("wasmssa.reinterpret").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, res := o.Operand("input"), o.Result("result")
		if len(in) != 1 || len(res) != 1 {
			return nil
		}
		it, rt := in[0].Type(), res[0].Type()
		if it == rt {
			return o.EmitErrorf("reinterpret input and output type should be distinct")
		}
		if ir.IntOrFloatWidth(it) != ir.IntOrFloatWidth(rt) {
			return o.EmitErrorf("input type ('%s') and output type ('%s') have incompatible bit widths", verify.TypeString(it), verify.TypeString(rt))
		}
		return nil
	}
	// FuncOp::verifyBody, FunctionOpInterface's check of the body in
	// place of the default one: the entry block's arguments are local
	// refs to the function type's inputs. Reached from the generic form,
	// and from the custom form after a bad argument type (the parser
	// reports it and leaves it out of the type).
	h.Verifier("wasmssa.func").Function = func(o dialect.Checker, ft *ir.FunctionType) *diag.Diagnostic {
		op := o.Op()
		if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			return nil
		}
		entry := op.Regions[0].Blocks[0]
		if len(entry.Args) != len(ft.Inputs) {
			return o.EmitErrorf("entry block should have same number of arguments as function type. Function type has %d, entry block has %d", len(ft.Inputs), len(entry.Args))
		}
		for i, a := range entry.Args {
			elem := wasmssaLocalElem(a.Type())
			if elem == nil {
				return o.EmitErrorf("entry block argument type should be LocalRefType, got '%s' for block argument %d", verify.TypeString(a.Type()), i)
			}
			if elem != ft.Inputs[i] {
				return o.EmitErrorf("func argument type #%d('%s') doesn't match entry block referenced type ('%s')", i, verify.TypeString(ft.Inputs[i]), verify.TypeString(elem))
			}
		}
		return nil
	}
}
