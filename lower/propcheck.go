package lower

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// checkProperties rejects, as mlir-opt's parser does when it turns a
// registered op's `<{...}>` dictionary into its properties, an inherent
// attribute of the wrong kind ("Invalid attribute `predicate` in property
// conversion") and segment sizes of the wrong length.
func (l *lowerer) checkProperties(op *ir.Operation, def *ods.Op, pos ast.Pos) error {
	props, ok := op.Properties.(*ir.DictionaryAttr)
	if !ok {
		return nil
	}
	for _, e := range props.Entries {
		if groups, attrSized := segmentProperty(def, e.Name); attrSized {
			arr, ok := e.Value.(*ir.DenseArrayAttr)
			if !ok || !ir.IsSignlessInt(arr.ElemType, 32) {
				return l.invalidProperty(op, props, e, pos)
			}
			if len(arr.Values) != groups {
				return diag.Errorf(pos, "invalid properties %s for op %s: size mismatch in attribute conversion: %d vs %d",
					ir.AttrString(props), op.Name, len(arr.Values), groups)
			}
			continue
		}
		for _, at := range def.Attrs {
			if at.Name != e.Name || at.Property {
				continue
			}
			if ok, known := l.convertible(at, e.Value); known && !ok {
				return l.invalidProperty(op, props, e, pos)
			}
		}
	}
	return nil
}

// segmentProperty reports whether name is the op's operand or result
// segment sizes, and how many groups they size.
func segmentProperty(def *ods.Op, name string) (int, bool) {
	switch name {
	case "operandSegmentSizes":
		return len(def.Operands), hasTrait(def, "AttrSizedOperandSegments")
	case "resultSegmentSizes":
		return len(def.Results), hasTrait(def, "AttrSizedResultSegments")
	}
	return 0, false
}

func (l *lowerer) invalidProperty(op *ir.Operation, props *ir.DictionaryAttr, e ir.NamedAttribute, pos ast.Pos) error {
	return diag.Errorf(pos, "invalid properties %s for op %s: Invalid attribute `%s` in property conversion: %s",
		ir.AttrString(props), op.Name, e.Name, ir.AttrString(e.Value))
}

// convertible reports whether v is of at's storage class (what
// dyn_cast<Storage> accepts); known is false for the classes this does
// not know.
func (l *lowerer) convertible(at *ods.Attr, v ir.Attribute) (ok, known bool) {
	is := func(b bool) (bool, bool) { return b, true }
	if at.Enum != "" {
		if e := l.enum(at); e != nil && e.Storage != "" && !e.Bit {
			ia, isInt := v.(*ir.IntegerAttr)
			if !isInt || !ir.IsSignlessInt(ia.Type, storageWidth(e.Storage)) {
				return false, true
			}
			for _, c := range e.Cases {
				if ia.Value.IsInt64() && ia.Value.Int64() == c.Value {
					return true, true
				}
			}
			return false, true
		}
	}
	switch at.Storage {
	case "::mlir::Attribute":
		return true, true
	case "::mlir::StringAttr":
		return is(isA[*ir.StringAttr](v))
	case "::mlir::IntegerAttr":
		return is(isA[*ir.IntegerAttr](v))
	case "::mlir::BoolAttr":
		ia, ok := v.(*ir.IntegerAttr)
		return is(ok && ir.IsSignlessInt(ia.Type, 1))
	case "::mlir::FloatAttr":
		return is(isA[*ir.FloatAttr](v))
	case "::mlir::UnitAttr":
		return is(isA[*ir.UnitAttr](v))
	case "::mlir::TypeAttr":
		return is(isA[*ir.TypeAttr](v))
	case "::mlir::ArrayAttr":
		return is(isA[*ir.ArrayAttr](v))
	case "::mlir::DictionaryAttr":
		return is(isA[*ir.DictionaryAttr](v))
	case "::mlir::SymbolRefAttr":
		return is(isA[*ir.SymbolRefAttr](v))
	case "::mlir::FlatSymbolRefAttr":
		s, ok := v.(*ir.SymbolRefAttr)
		return is(ok && len(s.Nested) == 0)
	case "::mlir::AffineMapAttr":
		return is(isA[*ir.AffineMapAttr](v))
	case "::mlir::IntegerSetAttr":
		return is(isA[*ir.IntegerSetAttr](v))
	case "::mlir::DenseI8ArrayAttr", "::mlir::DenseI16ArrayAttr", "::mlir::DenseI32ArrayAttr", "::mlir::DenseI64ArrayAttr", "::mlir::DenseBoolArrayAttr":
		d, ok := v.(*ir.DenseArrayAttr)
		w := map[string]int{"::mlir::DenseI8ArrayAttr": 8, "::mlir::DenseI16ArrayAttr": 16, "::mlir::DenseI32ArrayAttr": 32, "::mlir::DenseI64ArrayAttr": 64, "::mlir::DenseBoolArrayAttr": 1}[at.Storage]
		return is(ok && ir.IsSignlessInt(d.ElemType, w))
	case "::mlir::DenseIntElementsAttr", "::mlir::DenseFPElementsAttr", "::mlir::DenseElementsAttr":
		d, ok := v.(*ir.DenseElementsAttr)
		if !ok || at.Storage == "::mlir::DenseElementsAttr" {
			return is(ok)
		}
		var el ir.Type
		if st, ok := d.Type.(ir.ShapedType); ok {
			el = st.ElementType()
		}
		if at.Storage == "::mlir::DenseFPElementsAttr" {
			return is(isA[*ir.FloatType](el))
		}
		return is(isA[*ir.IntegerType](el) || isA[*ir.IndexType](el))
	case "::mlir::TypedAttr":
		switch a := v.(type) {
		case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
			return true, true
		case *ir.DialectAttr:
			if a.Type != nil {
				return true, true
			}
			return false, false
		case *ir.OpaqueAttr:
			if a.Type != nil {
				return true, true
			}
			return false, false
		}
		return false, true
	case "::mlir::ElementsAttr":
		switch v.(type) {
		case *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
			return true, true
		case *ir.DialectAttr, *ir.OpaqueAttr:
			return false, false // a dialect's may implement ElementsAttr
		}
		return false, true
	}
	return l.dialectClass(at.Storage, v)
}

// dialectClass checks an attribute against a dialect attribute class
// ("::mlir::arith::IntegerOverflowFlagsAttr": `#arith.overflow<...>`),
// found by its C++ class name among the definitions of the dialect its
// namespace names; known is false for what it cannot tell (an interface
// such as xegpu's DistributeLayoutAttr, a class of another namespace).
func (l *lowerer) dialectClass(storage string, v ir.Attribute) (ok, known bool) {
	if l.dialects == nil {
		return false, false
	}
	parts := strings.Split(strings.TrimPrefix(storage, "::"), "::")
	if len(parts) != 3 || parts[0] != "mlir" {
		return false, false
	}
	name := strings.ToLower(parts[1])
	d := l.dialects.Dialect(name)
	if d == nil {
		return false, false
	}
	var def *ods.AttrDef
	for _, a := range d.Attrs {
		if a.ClassName == parts[2] {
			def = a
			break
		}
	}
	if def == nil {
		return false, false
	}
	switch a := v.(type) {
	case *ir.DialectAttr:
		return a.Dialect == name && a.Mnemonic() == def.Mnemonic, true
	case *ir.OpaqueAttr:
		if a.Dialect != name {
			return false, true
		}
		return false, false // gomlir could not read it: cannot tell
	}
	return false, true // a builtin attribute is never a dialect's class
}

func isA[T any](v any) bool { _, ok := v.(T); return ok }

func storageWidth(s string) int {
	var w int
	fmt.Sscanf(strings.TrimPrefix(s, "i"), "%d", &w)
	return w
}

// enum finds the enum an attribute names, in the op's dialect first.
func (l *lowerer) enum(at *ods.Attr) *ods.Enum {
	if l.dialects == nil {
		return nil
	}
	prefix := at.Storage
	if strings.HasPrefix(prefix, "::mlir::") {
		prefix = strings.TrimPrefix(prefix, "::mlir::")
		if i := strings.Index(prefix, "::"); i >= 0 {
			prefix = strings.ToLower(prefix[:i])
		}
	}
	for _, name := range []string{prefix} {
		if d := l.dialects.Dialect(name); d != nil {
			for _, e := range d.Enums {
				if e.Name == at.Enum {
					return e
				}
			}
		}
	}
	return nil
}
