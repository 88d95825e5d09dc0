package emitc

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of emitc's types (EmitC.cpp), each check in mlir-opt's
// order and words.
func defVerifiers(h *registry.Hooks) {
	// ArrayType::verify. Its parser (hand-written) makes the type at the
	// mnemonic; it first rejects an element type isValidElementType
	// refuses, in its own words at the element ("invalid array element
	// type ''i17''", the type streamed quoted into quotes), which leaves
	// verify()'s own element checks unreachable from text. That check is
	// made here too, at the element's place in the canonical spelling.
	h.TypeVerifier("emitc", "array", func(t ir.Type) *dialect.DataError {
		dt := t.(*ir.DialectType)
		shape := dt.Params.List("shape")
		elem := dt.Params.Type("elementType")
		if len(shape) > 0 && elem != nil && !validArrayElement(elem) {
			// The element follows the last `x` of the dimensions.
			at := strings.IndexByte(dt.Data, '<')
			for i := 0; i < len(shape); i++ {
				at += 1 + strings.IndexByte(dt.Data[at+1:], 'x')
			}
			return &dialect.DataError{Offset: at + 1 - strings.IndexByte(dt.Data, '<'),
				Msg: fmt.Sprintf("invalid array element type ''%s''", verify.TypeString(elem))}
		}
		if len(shape) == 0 {
			return dialect.DefErrorAtName("array", "shape must not be empty")
		}
		for _, d := range shape {
			// Unreachable from text: the dimension list is unsigned.
			if d.Int < 0 {
				return dialect.DefErrorAtName("array", "dimensions must have non-negative size")
			}
		}
		// "element type must not be none" (a null type) cannot be read.
		if elem != nil && !validArrayElement(elem) {
			return dialect.DefErrorAtName("array", "invalid array element type")
		}
		return nil
	})
	h.TypeVerifier("emitc", "lvalue", func(t ir.Type) *dialect.DataError {
		v := t.(*ir.DialectType).Params.Type("valueType")
		if v == nil {
			return nil
		}
		if !isSupportedType(contextOnly{ctx: ir.NewContext()}, v) {
			return dialect.DefError("!emitc.lvalue must wrap supported emitc type, but got '" + verify.TypeString(v) + "'")
		}
		if kind(v) == "array" {
			return dialect.DefError("!emitc.lvalue cannot wrap !emitc.array type")
		}
		return nil
	})
	h.TypeVerifier("emitc", "opaque", func(t ir.Type) *dialect.DataError {
		v, ok := t.(*ir.DialectType).Params.Str("value")
		if !ok {
			return nil
		}
		if v == "" {
			return dialect.DefError("expected non empty string in !emitc.opaque type")
		}
		if strings.HasSuffix(v, "*") {
			return dialect.DefError("pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead")
		}
		return nil
	})
	h.TypeVerifier("emitc", "ptr", func(t ir.Type) *dialect.DataError {
		if isLValue(t.(*ir.DialectType).Params.Type("pointee")) {
			return dialect.DefError("pointers to lvalues are not allowed")
		}
		return nil
	})
}

// validArrayElement is emitc::ArrayType::isValidElementType.
func validArrayElement(t ir.Type) bool {
	return isSupportedFloat(t) || isIntegerIndexOrOpaque(t) || isPointer(t)
}

// contextOnly is the Checker the type predicates shared with the ops'
// verifiers are given outside an op: they ask it only for a Context (to
// read a type kept as written).
type contextOnly struct {
	dialect.Checker
	ctx *ir.Context
}

func (c contextOnly) Context() *ir.Context { return c.ctx }
