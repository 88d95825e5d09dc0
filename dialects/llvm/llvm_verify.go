package llvm

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// llvm: returns against their function's type, calls against their
// callee's, global initializers, addresses of globals.

// llvmFuncType is a parsed `!llvm.func<result (params...)>`: the types
// as the LLVM dialect spells them inside it.
type llvmFuncType struct {
	result string
	params []string
	vararg bool
}

func parseLLVMFunc(t ir.Type) (llvmFuncType, bool) {
	ot, ok := ir.SpellingOf(t)
	if !ok || ot.Dialect != "llvm" {
		return llvmFuncType{}, false
	}
	body, ok := strings.CutPrefix(ot.Data, "func<")
	if !ok || !strings.HasSuffix(body, ">") {
		return llvmFuncType{}, false
	}
	body = body[:len(body)-1]
	open := -1
	depth := 0
	for i, c := range body {
		switch c {
		case '<', '[', '{':
			depth++
		case '>', ']', '}':
			depth--
		case '(':
			if depth == 0 && open < 0 {
				open = i
			}
		}
	}
	if open < 0 || !strings.HasSuffix(body, ")") {
		return llvmFuncType{}, false
	}
	ft := llvmFuncType{result: strings.TrimSpace(body[:open])}
	params := strings.TrimSpace(body[open+1 : len(body)-1])
	for params != "" {
		first, rest, _ := cutComma(params)
		first = strings.TrimSpace(first)
		if first == "..." {
			ft.vararg = true
		} else {
			ft.params = append(ft.params, first)
		}
		params = strings.TrimSpace(strings.TrimPrefix(rest, ","))
	}
	return ft, true
}

func cutComma(s string) (string, string, bool) {
	depth := 0
	for i, c := range s {
		switch c {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				return s[:i], s[i:], true
			}
		}
	}
	return s, "", false
}

// llvmSpelling is a type as the LLVM dialect writes it inside its own
// types: !llvm.ptr is ptr.
func llvmSpelling(t ir.Type) string {
	return strings.TrimPrefix(verify.TypeString(t), "!llvm.")
}

// verifiers registers the llvm ops' verifiers.
func verifiers(h *registry.Hooks) {
	opVerifiers(h)
	h.Verifier("llvm.br").SuccessorOperands = shared.SuccessorOperands
	h.Verifier("llvm.cond_br").SuccessorOperands = shared.SuccessorOperands
	h.Verifier("llvm.return").Op = func(o dialect.Checker) *diag.Diagnostic {
		fn := verify.ParentOp(o.Op())
		for fn != nil && fn.Name != "llvm.func" {
			fn = verify.ParentOp(fn)
		}
		if fn == nil {
			return nil
		}
		ta, ok := verify.InherentAttr(fn, "function_type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		ft, ok := parseLLVMFunc(ta.Type)
		if !ok {
			return nil
		}
		var d *diag.Diagnostic
		switch {
		case ft.result == "void" && len(o.Op().Operands) > 0:
			d = o.Errorf("expected no operands")
		case ft.result != "void" && len(o.Op().Operands) == 0:
			d = o.Errorf("expected 1 operand")
		case ft.result != "void" && llvmSpelling(o.Op().Operands[0].Type()) != ft.result:
			d = o.Errorf("mismatching result types")
		default:
			return nil
		}
		return o.Note(d, fn.Pos, "when returning from function")
	}
	h.Verifier("llvm.inline_asm").Op = func(o dialect.Checker) *diag.Diagnostic {
		// InlineAsmOp::verify.
		if a := o.Attr("tail_call_kind"); a != nil && verify.AttrString(a) == "#llvm.tailcallkind<musttail>" {
			return o.Errorf("tail call kind 'musttail' is not supported by this operation")
		}
		return nil
	}
	h.Verifier("llvm.mlir.global").Regions = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		t := verify.Terminator(body)
		global, ok := o.Attr("global_type").(*ir.TypeAttr)
		if t == nil || !ok {
			return nil
		}
		if len(t.Operands) == 0 {
			return o.Errorf("initializer region cannot return void")
		}
		if got := t.Operands[0].Type(); got != global.Type {
			return o.Errorf("initializer region type '%s' does not match global type '%s'", verify.TypeString(got), verify.TypeString(global.Type))
		}
		for _, n := range body.Ops {
			if free, known := effectFree(o, n); known && !free {
				return verify.EmitError(n, "ops with side effects not allowed in global initializers")
			}
		}
		if o.Attr("value") != nil {
			return o.Errorf("cannot have both initializer value and region")
		}
		return nil
	}
	h.Verifier("llvm.call").SymbolUses = callSymbolUses
	h.Verifier("llvm.mlir.addressof").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("global_name").(*ir.SymbolRefAttr)
		if !ok {
			return nil
		}
		sym := s.LookupNearest(o.Op(), ref)
		if sym == nil || (sym.Name != "llvm.mlir.global" && sym.Name != "llvm.func" && sym.Name != "llvm.mlir.alias" && sym.Name != "llvm.mlir.ifunc") {
			return o.Errorf("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
		}
		space, ok := shared.LLVMAddressSpace(o.Op().Results[0].Type())
		if !ok {
			return nil
		}
		var symSpace int64
		switch sym.Name {
		case "llvm.mlir.global":
			symSpace, _ = intAttr(verify.InherentAttr(sym, "addr_space"))
		case "llvm.mlir.alias":
			// AliasOp::getAddrSpace: the pointer its initializer returns.
			// A stream's stand-in has no initializer: it fails here, so
			// that the whole module is verified.
			ret := verify.Terminator(verify.EntryBlock(sym, 0))
			if ret == nil || len(ret.Operands) == 0 {
				return o.Errorf("pointer address space must match address space of the referenced global or alias")
			}
			if symSpace, ok = shared.LLVMAddressSpace(ret.Operands[0].Type()); !ok {
				return nil
			}
		default:
			return nil
		}
		if symSpace != space {
			return o.Errorf("pointer address space must match address space of the referenced global or alias")
		}
		return nil
	}
	h.Verifier("llvm.mlir.ifunc").SymbolUses = ifuncSymbolUses
	h.Verifier("llvm.mlir.global_ctors").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		return xtorSymbolUses(o, s, "ctors")
	}
	h.Verifier("llvm.mlir.global_dtors").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		return xtorSymbolUses(o, s, "dtors")
	}
	h.Verifier("llvm.dso_local_equivalent").SymbolUses = dsoLocalEquivalentSymbolUses
}
