package dialect

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// The verify() of the builtin types and attributes (BuiltinTypes.cpp,
// BuiltinAttributes.cpp), each check in mlir-opt's order and words. They
// hold without a registry, so the lowering runs them where it makes the
// values, at the place mlir-opt reports each (the parser checks some
// first, in its own words: those make some of these unreachable from
// text, ported all the same); package builtin registers them by name
// ("!builtin.vector"). The element predicates are the lowering's too.

// MaxIntegerWidth is IntegerType::kMaxWidth.
const MaxIntegerWidth = 1<<24 - 1

// VerifyIntegerType is IntegerType::verify.
func VerifyIntegerType(t ir.Type) *DataError {
	if it, ok := t.(*ir.IntegerType); ok && it.Width > MaxIntegerWidth {
		return DefError(fmt.Sprintf("integer bitwidth is limited to %d bits", MaxIntegerWidth))
	}
	return nil
}

// VerifyComplexType is ComplexType::verify (the parser checks it first, at
// the element type).
func VerifyComplexType(t ir.Type) *DataError {
	if ct, ok := t.(*ir.ComplexType); ok && !isIntOrFloat(ct.Elem) {
		return DefError("invalid element type for complex")
	}
	return nil
}

// VerifyVectorType is VectorType's verifyInvariants: the element type's
// ODS constraint (VectorElementTypeInterface), then verify(): positive
// sizes, one scalable flag per dimension.
func VerifyVectorType(t ir.Type) *DataError {
	vt, ok := t.(*ir.VectorType)
	if !ok {
		return nil
	}
	if !IsVectorElement(vt.Elem) {
		return DefError("failed to verify 'elementType': VectorElementTypeInterface instance")
	}
	for _, d := range vt.Shape {
		if d <= 0 {
			return DefError("vector types must have positive constant sizes but got " + joinInt64s(vt.Shape))
		}
	}
	// Unreachable from text: the parser reads a flag per dimension.
	if len(vt.Scalable) != len(vt.Shape) {
		return DefError(fmt.Sprintf("number of dims must match, got %d and %d", len(vt.Scalable), len(vt.Shape)))
	}
	return nil
}

// VerifyRankedTensorType is RankedTensorType::verify but its encoding's
// VerifiableTensorEncoding check: sizes (unreachable from text: the
// parser reads no negative size), then the element type (checked first by
// the parser, "invalid tensor element type" at the element).
func VerifyRankedTensorType(t ir.Type) *DataError {
	tt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	for _, d := range tt.Shape {
		// Unreachable from text: the parser reads no negative size
		// ("expected non-function type" at a `-`).
		if d < 0 && d != ir.DynamicSize {
			return DefError("invalid tensor dimension size")
		}
	}
	return tensorElement(tt.Elem)
}

// VerifyUnrankedTensorType is UnrankedTensorType::verify.
func VerifyUnrankedTensorType(t ir.Type) *DataError {
	if tt, ok := t.(*ir.UnrankedTensorType); ok {
		return tensorElement(tt.Elem)
	}
	return nil
}

func tensorElement(e ir.Type) *DataError {
	if !IsTensorElement(e) {
		return DefError("invalid tensor element type: '" + ir.TypeString(e) + "'")
	}
	return nil
}

// MemRefTypeVerifier returns MemRefType::verify and
// UnrankedMemRefType::verify: the element type (the parser checks it
// first, at the element), the sizes (unreachable from text), the layout's
// verifyLayout, the memory space. registered tells whether an opaque
// attribute's dialect is registered (nil: take it as registered).
func MemRefTypeVerifier(registered func(dialect string) bool) TypeVerifier {
	return func(t ir.Type) *DataError {
		var elem ir.Type
		var space ir.Attribute
		switch mt := t.(type) {
		case *ir.MemRefType:
			elem, space = mt.Elem, mt.MemorySpace
		case *ir.UnrankedMemRefType:
			elem, space = mt.Elem, mt.MemorySpace
		default:
			return nil
		}
		if !IsMemRefElement(elem) {
			return DefError("invalid memref element type")
		}
		if mt, ok := t.(*ir.MemRefType); ok {
			for _, d := range mt.Shape {
				// Unreachable from text, as the tensor's sizes.
				if d < 0 && d != ir.DynamicSize {
					return DefError("invalid memref size")
				}
			}
			if e := VerifyMemRefLayout(mt.Layout, len(mt.Shape)); e != nil {
				return e
			}
		}
		if space != nil && !MemorySpaceSupported(space, registered) {
			return DefError("unsupported memory space Attribute")
		}
		return nil
	}
}

// VerifyMemRefLayout is MemRefLayoutAttrInterface::verifyLayout of a
// memref's layout (nil: the identity) for a memref of rank dimensions:
// AffineMapAttr's and StridedLayoutAttr's.
func VerifyMemRefLayout(layout ir.Attribute, rank int) *DataError {
	switch a := layout.(type) {
	case *ir.AffineMapAttr:
		if a.Map.NumDims != rank {
			return DefError(fmt.Sprintf("memref layout mismatch between rank and affine map: %d != %d", rank, a.Map.NumDims))
		}
	case *ir.StridedLayoutAttr:
		if len(a.Strides) != rank {
			return DefError("expected the number of strides to match the rank")
		}
	}
	return nil
}

// VerifyOpaqueType is OpaqueType::verify, and VerifyOpaqueAttr
// OpaqueAttr::verify: a valid dialect namespace (the parser reports it
// where it reads the name). Their second check, a dialect that is not
// loaded in a context that does not allow unregistered dialects, never
// fails in gomlir: it reads every file as mlir-opt does with
// -allow-unregistered-dialect (as the conformance runs it).
func VerifyOpaqueType(t ir.Type) *DataError {
	if o, ok := t.(*ir.OpaqueType); ok && !ValidNamespace(o.Dialect) {
		return DefError(`invalid dialect namespace '"` + o.Dialect + `"'`)
	}
	return nil
}

// VerifyOpaqueAttr is OpaqueAttr::verify (see VerifyOpaqueType).
func VerifyOpaqueAttr(a ir.Attribute) *DataError {
	if o, ok := a.(*ir.OpaqueAttr); ok && !ValidNamespace(o.Dialect) {
		return DefError(`invalid dialect namespace '"` + o.Dialect + `"'`)
	}
	return nil
}

// ValidNamespace is Dialect::isValidNamespace: a letter or `_` then
// letters, digits, `_` and `$` (the parser's check of an opaque name).
func ValidNamespace(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		case i > 0 && (c >= '0' && c <= '9' || c == '$'):
		default:
			return false
		}
	}
	return true
}

// VerifyDenseArrayAttr is DenseArrayAttr::verify: an integer, index or
// float element type (the parser says it first, in its words), and data of
// the size of its elements (gomlir keeps one value per element: it always
// holds).
func VerifyDenseArrayAttr(a ir.Attribute) *DataError {
	da, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	// Unreachable from text: the parser says "expected integer or float
	// type, got: ..." first (and mlir-opt 22 crashes on an index element).
	if !IsIntOrIndexOrFloat(da.ElemType) {
		return DefError("expected integer or floating point element type")
	}
	return nil
}

// VerifyFloatAttr is FloatAttr::verify: a float type, whose semantics are
// the value's (gomlir keeps the value in its type's: always true).
func VerifyFloatAttr(a ir.Attribute) *DataError {
	// Unreachable from text: the parser says "floating point value not
	// valid for specified type" of a float literal of another type.
	if fa, ok := a.(*ir.FloatAttr); ok && fa.Type == nil {
		return DefError("expected floating point type")
	}
	return nil
}

// VerifyIntegerAttr is IntegerAttr::verify: an integer or index type (the
// value's width is its type's in gomlir, so the two width checks hold).
func VerifyIntegerAttr(a ir.Attribute) *DataError {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	switch ia.Type.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return nil
	}
	// Unreachable from text: the parser says "integer literal not valid
	// for specified type" of an integer literal of another type.
	return DefError("expected integer or index type")
}

// VerifyStridedLayoutAttr is StridedLayoutAttr::verify, which checks
// nothing in MLIR 22 (its verifyLayout, the rank, is the memref's:
// VerifyMemRefLayout).
func VerifyStridedLayoutAttr(a ir.Attribute) *DataError { return nil }

// VerifySparseElementsAttr is SparseElementsAttr::verify: 1-d values, the
// indices' and values' shapes against the type's, each index within the
// type's shape.
func VerifySparseElementsAttr(a ir.Attribute) *DataError {
	sa, ok := a.(*ir.SparseElementsAttr)
	if !ok || sa.Indices == nil || sa.Values == nil {
		return nil
	}
	shape, _ := sa.Type.Dims()
	ishape, _ := sa.Indices.Type.Dims()
	vshape, _ := sa.Values.Type.Dims()
	if len(vshape) != 1 {
		return DefError("expected 1-d tensor for sparse element values")
	}
	shapeError := DefError("expected shape ([" + joinInt64s(shape) + "]); inferred shape of indices literal ([" +
		joinInt64s(ishape) + "]); inferred shape of values literal ([" + joinInt64s(vshape) + "])")
	rank := len(shape)
	switch {
	case len(ishape) == 2:
		if ishape[1] != int64(rank) {
			return shapeError
		}
	case len(ishape) != 1 || rank != 1:
		return shapeError
	}
	n := ishape[0]
	if n != vshape[0] {
		return shapeError
	}
	at := func(i int64) uint64 {
		if sa.Indices.Splat {
			i = 0
		}
		if off := 8 * i; off+8 <= int64(len(sa.Indices.Raw)) {
			return binary.LittleEndian.Uint64(sa.Indices.Raw[off:])
		}
		return 0
	}
	indexError := func(k int64, index []uint64) *DataError {
		parts := make([]string, len(index))
		for i, x := range index {
			parts[i] = strconv.FormatUint(x, 10)
		}
		return DefError(fmt.Sprintf("sparse index #%d is not contained within the value shape, with index=[%s], and type='%s'",
			k, strings.Join(parts, ", "), ir.TypeString(sa.Type)))
	}
	if sa.Indices.Splat {
		index := make([]uint64, rank)
		for i := range index {
			index[i] = at(0)
		}
		if !validIndex(shape, index) {
			return indexError(0, index)
		}
		return nil
	}
	for k := int64(0); k < n; k++ {
		index := make([]uint64, rank)
		for i := range index {
			index[i] = at(k*int64(rank) + int64(i))
		}
		if !validIndex(shape, index) {
			return indexError(k, index)
		}
	}
	return nil
}

// validIndex is ElementsAttr::isValidIndex for a shaped type of shape.
func validIndex(shape []int64, index []uint64) bool {
	if len(index) != len(shape) {
		return false
	}
	for i, x := range index {
		if int64(x) < 0 || int64(x) >= shape[i] {
			return false
		}
	}
	return true
}

// IsIntOrIndexOrFloat is Type::isIntOrIndexOrFloat.
func IsIntOrIndexOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

func isIntOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return true
	}
	return false
}

// IsVectorElement reports whether t may be a vector's element type
// (VectorElementTypeInterface): an integer, index or float, or the
// pointers of the llvm and ptr dialects.
func IsVectorElement(t ir.Type) bool {
	if dialect, data, _, ok := ir.DialectSpelling(t); ok {
		return (dialect == "llvm" || dialect == "ptr") && (data == "ptr" || strings.HasPrefix(data, "ptr<"))
	}
	return IsIntOrIndexOrFloat(t)
}

// IsTensorElement is TensorType::isValidElementType: every builtin type
// but none, tuples, functions, tensors and memrefs; every dialect type.
func IsTensorElement(t ir.Type) bool {
	switch t.(type) {
	case *ir.NoneType, *ir.TupleType, *ir.FunctionType, *ir.RankedTensorType, *ir.UnrankedTensorType,
		*ir.MemRefType, *ir.UnrankedMemRefType:
		return false
	}
	return true
}

// IsMemRefElement is BaseMemRefType::isValidElementType: an integer,
// index or float, a complex, vector or memref, or a type implementing
// MemRefElementTypeInterface (of the installed dialects, only !ptr.ptr).
func IsMemRefElement(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.ComplexType, *ir.VectorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	case *ir.OpaqueType, *ir.DialectType:
		dialect, data, _, _ := ir.DialectSpelling(t)
		return dialect == "ptr" && (data == "ptr" || strings.HasPrefix(data, "ptr<"))
	}
	return IsIntOrIndexOrFloat(t)
}

// MemorySpaceSupported is isSupportedMemorySpace of the memref types'
// verifiers: an integer, string or dictionary, or an attribute of a
// registered dialect (an opaque attribute is one of a dialect registered
// is registered reports: nil takes every dialect as registered).
func MemorySpaceSupported(a ir.Attribute, registered func(dialect string) bool) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr, *ir.StringAttr, *ir.DictionaryAttr:
		return true
	case *ir.OpaqueAttr:
		return registered == nil || registered(a.Dialect)
	case *ir.DialectAttr:
		return true
	}
	return false
}

// joinInt64s spells a shape as mlir-opt streams an ArrayRef: `1, 0`.
func joinInt64s(v []int64) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}
