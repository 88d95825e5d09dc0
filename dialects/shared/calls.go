package shared

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// CallSymbolUses is the SymbolUserOpInterface verifier of a call whose
// flat 'callee' names a function op called funcOp (func.call and
// func.func, emitc.call and emitc.func): the callee resolves, and the
// call's operand and result types are the function type's, in mlir-opt's
// words.
func CallSymbolUses(funcOp string) func(dialect.Checker, dialect.Symbols) *diag.Diagnostic {
	return func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("callee").(*ir.SymbolRefAttr)
		// Unreachable: the calls' ODS constraint (a required flat symbol
		// reference) fails first, and symbol uses are then not verified.
		if !ok || len(ref.Nested) > 0 {
			return o.Errorf("requires a 'callee' symbol reference attribute")
		}
		fn := s.LookupNearest(o.Op(), ref)
		if fn == nil || fn.Name != funcOp {
			return o.Errorf("'%s' does not reference a valid function", ref.Root)
		}
		ft, ok := verify.FunctionType(fn)
		if !ok {
			return nil
		}
		op := o.Op()
		if len(ft.Inputs) != len(op.Operands) {
			return o.Errorf("incorrect number of operands for callee")
		}
		for i, t := range ft.Inputs {
			if got := op.Operands[i].Type(); got != t {
				return o.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
					verify.TypeString(t), verify.TypeString(got), i)
			}
		}
		if len(ft.Results) != len(op.Results) {
			return o.Errorf("incorrect number of results for callee")
		}
		for i, t := range ft.Results {
			if op.Results[i].Type() != t {
				d := o.Errorf("result type mismatch at index %d", i)
				o.Note(d, op.Pos, "      op result types: %s", verify.TypeList(verify.ValueTypes(verify.ResultValues(op))))
				return o.Note(d, op.Pos, "function result types: %s", verify.TypeList(ft.Results))
			}
		}
		return nil
	}
}

// LookupNearestSymbol is SymbolTable::lookupNearestSymbolFrom for ref from
// the op o checks: the symbol the closest symbol table enclosing it holds
// (nested references followed), or nil.
func LookupNearestSymbol(o dialect.Checker, ref *ir.SymbolRefAttr) *ir.Operation {
	for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
		if p.Name != "builtin.module" && !o.HasTrait(p.Name, "SymbolTable") {
			continue
		}
		sym := verify.LookupIn(p, ref.Root)
		for _, n := range ref.Nested {
			if sym == nil {
				return nil
			}
			sym = verify.LookupIn(sym, n)
		}
		return sym
	}
	return nil
}
