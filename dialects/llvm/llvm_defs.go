package llvm

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of the LLVM types whose C++ has one (LLVMTypes.cpp):
// !llvm.array and !llvm.func. The registry runs them on each type it
// reads, reporting at the `<` as mlir-opt does; the type parser runs the
// same predicates on the types nested in another LLVM type.
func typeVerifiers(h *registry.Hooks) {
	h.TypeVerifier("llvm", "array", func(t ir.Type) *dialect.DataError {
		if e := t.(*ir.DialectType).Params.Type("elementType"); e != nil && !validArrayElement(shared.LLVMKind(e)) {
			return dialect.DefError("invalid array element type: '" + verify.TypeString(e) + "'")
		}
		return nil
	})
	h.TypeVerifier("llvm", "func", func(t ir.Type) *dialect.DataError {
		ps := t.(*ir.DialectType).Params
		if r := ps.Type("returnType"); r != nil && !validResult(shared.LLVMKind(r)) {
			return dialect.DefError("invalid function result type: '" + verify.TypeString(r) + "'")
		}
		for _, p := range ps.List("params") {
			if p.Type != nil && !validArgument(shared.LLVMKind(p.Type)) {
				return dialect.DefError("invalid function argument type: '" + verify.TypeString(p.Type) + "'")
			}
		}
		return nil
	})
}

// validArrayElement is LLVMArrayType::isValidElementType, by the LLVM
// type's mnemonic ("" for a type of another dialect or builtin).
func validArrayElement(kind string) bool {
	switch kind {
	case "void", "label", "metadata", "func", "token":
		return false
	}
	return true
}

// validResult is LLVMFunctionType::isValidResultType.
func validResult(kind string) bool {
	switch kind {
	case "func", "metadata", "label":
		return false
	}
	return true
}

// validArgument is LLVMFunctionType::isValidArgumentType.
func validArgument(kind string) bool {
	switch kind {
	case "void", "func":
		return false
	}
	return true
}

// attrVerifiers are the verify() of the LLVM attributes whose C++ has one
// (LLVMAttrs.cpp), in mlir-opt's order and words.
func attrVerifiers(h *registry.Hooks) {
	h.AttrVerifier("llvm", "alias_scope", func(a ir.Attribute) *dialect.DataError {
		switch a.(*ir.DialectAttr).Params.Attr("id").(type) {
		case nil, *ir.StringAttr, *ir.DistinctAttr:
			return nil
		}
		// "DistrinctAttr": upstream's spelling.
		return dialect.DefError("id of an alias scope must be a StringAttr or a DistrinctAttr")
	})
	// ConstantRangeAttr::verify: lower and upper of one width. gomlir
	// keeps both in the width of the one type the syntax names: it holds.
	h.AttrVerifier("llvm", "constant_range", func(ir.Attribute) *dialect.DataError { return nil })
	h.AttrVerifier("llvm", "target_features", func(a ir.Attribute) *dialect.DataError {
		for _, f := range a.(*ir.DialectAttr).Params.List("features") {
			s, ok := paramString(&f)
			if !ok {
				continue
			}
			switch {
			case s == "":
				return dialect.DefError("target features can not be null or empty")
			case s[0] != '+' && s[0] != '-':
				return dialect.DefError("target features must start with '+' or '-'")
			case strings.Contains(s, ","):
				return dialect.DefError("target features can not contain ','")
			}
		}
		return nil
	})
	h.AttrVerifier("llvm", "mlir.module_flag", func(a ir.Attribute) *dialect.DataError {
		ps := a.(*ir.DialectAttr).Params
		key, ok := paramString(ps.Get("key"))
		value := ps.Attr("value")
		if !ok || value == nil {
			return nil
		}
		switch key {
		case "CG Profile":
			arr, ok := value.(*ir.ArrayAttr)
			if ok {
				for _, e := range arr.Elems {
					if !isLLVMAttr(e, "cgprofile_entry") {
						ok = false
						break
					}
				}
			}
			if !ok {
				return dialect.DefError("'CG Profile' key expects an array of '#llvm.cgprofile_entry'")
			}
			return nil
		case "ProfileSummary":
			if !isLLVMAttr(value, "profile_summary") {
				return dialect.DefError("'ProfileSummary' key expects a '#llvm.profile_summary' attribute")
			}
			return nil
		}
		switch value.(type) {
		case *ir.IntegerAttr, *ir.StringAttr:
			return nil
		}
		return dialect.DefError("only integer and string values are currently supported for unknown key '" + ir.Quote(key) + "'")
	})
}

// paramString is a string parameter's value, read as a string or a
// StringAttr.
func paramString(p *ir.Param) (string, bool) {
	if p == nil {
		return "", false
	}
	switch p.Kind {
	case ir.ParamString:
		return p.Str, true
	case ir.ParamAttr:
		if s, ok := p.Attr.(*ir.StringAttr); ok {
			return s.Value, true
		}
	}
	return "", false
}

// verifyError is the error of a verifier run on a nested type by the type
// parser, at the nested type's `<` (off, in the text read), where mlir-opt
// reports it: a dialect.DataError, which the lowering places in the file.
func verifyError(off int, format string, args ...any) error {
	return &dialect.DataError{Offset: off, Msg: fmt.Sprintf(format, args...)}
}
