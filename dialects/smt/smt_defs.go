package smt

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verify() of smt's attributes and types (SMTAttributes.cpp,
// SMTTypes.cpp), each check in mlir-opt's order and words.
func defVerifiers(h *registry.Hooks) {
	// The C++ predicates of AnySMTType (negated by AnyNonSMTType) and
	// AnyNonFuncSMTType.
	h.TypePredicate("smt::isAnySMTValueType", func(t ir.Type) (holds, known bool) {
		return t != nil && valueType(t, true), t != nil
	})
	h.TypePredicate("smt::isAnyNonFuncSMTValueType", func(t ir.Type) (holds, known bool) {
		return t != nil && valueType(t, false), t != nil
	})
	h.TypeVerifier("smt", "bv", func(t ir.Type) *dialect.DataError {
		if w, ok := t.(*ir.DialectType).Params.Int("width"); ok && w <= 0 {
			return dialect.DefError("bit-vector must have at least a width of one")
		}
		return nil
	})
	h.TypeVerifier("smt", "array", func(t ir.Type) *dialect.DataError {
		ps := t.(*ir.DialectType).Params
		if !valueType(ps.Type("domainType"), true) {
			return dialect.DefError("domain must be any SMT value type")
		}
		if !valueType(ps.Type("rangeType"), true) {
			return dialect.DefError("range must be any SMT value type")
		}
		return nil
	})
	h.TypeVerifier("smt", "func", func(t ir.Type) *dialect.DataError {
		ps := t.(*ir.DialectType).Params
		domain := ps.List("domainTypes")
		// Unreachable from text: the parser rejects `()` first
		// ("expected non-function type").
		if len(domain) == 0 {
			return dialect.DefError("domain must not be empty")
		}
		for _, p := range domain {
			if !valueType(p.Type, false) {
				return dialect.DefError("domain types must be any non-function SMT type")
			}
		}
		if !valueType(ps.Type("rangeType"), false) {
			return dialect.DefError("range type must be any non-function SMT type")
		}
		return nil
	})
	h.TypeVerifier("smt", "sort", func(t ir.Type) *dialect.DataError {
		for _, p := range t.(*ir.DialectType).Params.List("sortParams") {
			if !valueType(p.Type, false) {
				return dialect.DefError("sort parameter types must be any non-function SMT type")
			}
		}
		return nil
	})
	// BitVectorAttr::verify: the value's APInt has at least one bit. Its
	// width is the type's, which #smt.bv's parser requires and !smt.bv's
	// verifier keeps positive: unreachable from text.
	h.AttrVerifier("smt", "bv", func(a ir.Attribute) *dialect.DataError {
		if w, ok := bvWidth(a.(*ir.DialectAttr).Type); ok && w < 1 {
			return dialect.DefError(fmt.Sprintf("bit-width must be at least 1, but got %d", w))
		}
		return nil
	})
}

// valueType is smt::isAnySMTValueType (withFunc) or
// isAnyNonFuncSMTValueType. A type nil (a parameter gomlir could not
// read) or kept as written passes: gomlir cannot tell.
func valueType(t ir.Type, withFunc bool) bool {
	switch t := t.(type) {
	case nil:
		return true
	case *ir.DialectType:
		if t.Dialect != "smt" {
			return false
		}
		switch t.Mnemonic() {
		case "bool", "bv", "array", "int", "sort":
			return true
		case "func":
			return withFunc
		}
		return false
	case *ir.OpaqueType:
		return t.Dialect == "smt"
	}
	return false
}
