package lower

import (
	"encoding/hex"
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// AttrLowerer turns ast types and attributes into interned ir values, resolving aliases.
type AttrLowerer struct {
	Ctx *ir.Context
	// Dialect returns a registered dialect's definitions (nil when the
	// dialect is unknown): its attributes are parsed and spelled
	// canonically, as mlir-opt does (#arith.fastmath<nnan, ninf> is
	// #arith.fastmath<nnan,ninf>). Without it, dialect attributes are
	// kept as written.
	Dialect func(name string) *ods.Dialect
	// DialectType, when set, reads the types of registered dialects whose
	// syntax gomlir knows (`!llvm.struct<(i32, !llvm.ptr)>`): it returns
	// the type mlir-opt makes of the Data (`struct<(i32, ptr)>`), ok false
	// to keep the type as written, or an error in mlir-opt's words. nested
	// lowers a type spelled inside the Data (a builtin type, another
	// dialect's type, an alias).
	DialectType func(ctx *ir.Context, dialect, data string, nested func(src string) (ir.Type, error)) (t ir.Type, ok bool, err error)
	// KeepComments keeps as written a registered dialect's attribute or
	// type whose body holds a comment (the formatter loses none).
	KeepComments bool
	// WrittenHex, if set, is called with each elements attribute written
	// as a hex blob (`dense<"0x...">`).
	WrittenHex func(ir.Attribute)
	// Classes, when set, finds the definition of a C++ class a parameter
	// of a dialect's definitions names (dialect.Env.Class), for the
	// attributes and types written without `#dialect.mnemonic` inside
	// others.
	Classes func(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef)
	// ParseDialectAttr and ParseDialectType read the attributes and types
	// of the dialects Dialect knows by their definitions
	// (dialect.Registry's methods of the same names); without them, those
	// are kept as written.
	ParseDialectAttr func(env dialect.Env, dialect, data string, typ ir.Type, inCustomOp bool) (ir.Attribute, error)
	ParseDialectType func(env dialect.Env, dialect, data string) (ir.Type, error)
	// TensorEncoding, when set, is dialect.TensorEncodingVerifier's
	// VerifyTensorEncoding: the check of a ranked tensor's encoding.
	TensorEncoding func(enc ir.Attribute, shape []int64, elem ir.Type) *dialect.DataError

	typeAlias map[string]ir.Type
	attrAlias map[string]ir.Attribute
	distinct  map[string]*ir.DistinctAttr // by the id written in `distinct[id]`
	// ints and canonical memoize integer and registered dialect attributes
	// by their spelling.
	ints         map[intKey]ir.Attribute
	lits         map[litKey]ir.Attribute
	canonical    map[canonKey]ir.Attribute
	dialectTypes map[[2]string]ir.Type
	// distinctIDs are the ids written for the distinct attributes, and
	// text spells the parts of dialect attributes and types.
	distinctIDs map[*ir.DistinctAttr]int
	text        *ir.Text
	deferred    []deferredLoc
	// dicts memoizes dictionaries by node when the parser shares the
	// nodes of identical ones (nil otherwise).
	dicts map[*ast.DictAttr]ir.Attribute
	// noReader: the lowerer is the Context's dialect reader's, which
	// must not call the reader back.
	noReader bool
}

// maxDicts bounds dicts (the parser forgets its shared nodes too).
const maxDicts = 8192

// maxInts bounds ints: the spellings that repeat (0, 1, -1, small
// offsets) come back within a few thousand ops, and a function of a
// million distinct constants would otherwise keep a second million-entry
// map beside the Context's, grown and rehashed as it fills.
const maxInts = 4096

// NewAttrLowerer returns a lowerer with no aliases defined.
func NewAttrLowerer(ctx *ir.Context) *AttrLowerer {
	return &AttrLowerer{
		Ctx:          ctx,
		typeAlias:    map[string]ir.Type{},
		attrAlias:    map[string]ir.Attribute{},
		distinct:     map[string]*ir.DistinctAttr{},
		ints:         map[intKey]ir.Attribute{},
		lits:         map[litKey]ir.Attribute{},
		canonical:    map[canonKey]ir.Attribute{},
		distinctIDs:  map[*ir.DistinctAttr]int{},
		dialectTypes: map[[2]string]ir.Type{},
	}
}

// SetDialects makes the lowerer read the dialects r knows: it sets
// Dialect, DialectType, Classes, ParseDialectAttr and ParseDialectType to
// r's methods.
func (l *AttrLowerer) SetDialects(r dialect.Registry) {
	l.Dialect, l.DialectType, l.Classes = r.Dialect, r.DialectType, r.DialectClass
	l.ParseDialectAttr, l.ParseDialectType = r.ParseDialectAttr, r.ParseDialectType
	if v, ok := r.(dialect.TensorEncodingVerifier); ok {
		l.TensorEncoding = v.VerifyTensorEncoding
	}
}

// canonKey is a registered dialect's attribute as written: its data and
// the type written after it.
type canonKey struct {
	dialect, data string
	typ           ir.Type
}

// litKey is a dense splat's or a short dense array's spelling: the type
// node and the literals (n tells the kinds apart: 1 for a splat, -1-len
// for an array).
type litKey struct {
	typ  ast.Type
	n    int
	lits [8]ast.Literal
}

// intKey is an integer attribute's spelling: its type node and literal.
type intKey struct {
	typ  ast.Type
	text string
}

// maxIntWidth is MLIR's limit on integer widths.
const maxIntWidth = dialect.MaxIntegerWidth

func errorf(format string, args ...any) error { return diag.Errorf(ast.NoPos, format, args...) }

// DefineAlias records `#name = attr` or `!name = type`; aliases must be
// defined before they are used.
func (l *AttrLowerer) DefineAlias(d *ast.AliasDef) error {
	if d.Type != nil {
		if _, ok := l.typeAlias[d.Name]; ok {
			return diag.Errorf(d.Pos, "redefinition of type alias id '%s'", d.Name)
		}
		t, err := l.Type(d.Type)
		if err != nil {
			return err
		}
		l.typeAlias[d.Name] = t
		return nil
	}
	if _, ok := l.attrAlias[d.Name]; ok {
		return diag.Errorf(d.Pos, "redefinition of attribute alias id '%s'", d.Name)
	}
	a, err := l.Attr(d.Attr)
	if err != nil {
		return err
	}
	l.attrAlias[d.Name] = a
	return nil
}

// Type lowers a type.
func (l *AttrLowerer) Type(t ast.Type) (ir.Type, error) {
	c := l.Ctx
	switch t := t.(type) {
	case nil:
		return nil, errorf("expected type")
	case *ast.IntegerType:
		if t.Width > maxIntWidth {
			return nil, errorf("integer bitwidth is limited to %d bits", maxIntWidth)
		}
		return c.Integer(t.Width, ir.Signedness(t.Signedness)), nil
	case *ast.NamedType:
		switch t.Name {
		case "index":
			return c.Index(), nil
		case "none":
			return c.None(), nil
		}
		if ft, ok := c.FloatByName(t.Name); ok {
			return ft, nil
		}
		return nil, errorf("unknown type '%s'", t.Name)
	case *ast.ComplexType:
		e, err := l.Type(t.Elem)
		if err != nil {
			return nil, err
		}
		switch e.(type) {
		case *ir.IntegerType, *ir.FloatType:
		default:
			return nil, diag.Errorf(t.ElemPos, "invalid element type for complex")
		}
		return c.Complex(e), nil
	case *ast.TupleType:
		ts, err := l.typeList(t.Types)
		if err != nil {
			return nil, err
		}
		return c.Tuple(ts), nil
	case *ast.FunctionType:
		in, err := l.typeList(t.Inputs)
		if err != nil {
			return nil, err
		}
		out, err := l.typeList(t.Results)
		if err != nil {
			return nil, err
		}
		return c.Function(in, out), nil
	case *ast.VectorType:
		e, err := l.Type(t.Elem)
		if err != nil {
			return nil, err
		}
		shape := make([]int64, len(t.Dims))
		scalable := make([]bool, len(t.Dims))
		positive := true
		for i, d := range t.Dims {
			shape[i], scalable[i] = d.Size, d.Scalable
			positive = positive && d.Size > 0
		}
		// VectorType::verifyInvariants (dialect.VerifyVectorType: the
		// element type's constraint, then the sizes), at the `vector`
		// keyword.
		if !isVectorElement(e) {
			return nil, diag.Errorf(t.Pos, "failed to verify 'elementType': VectorElementTypeInterface instance")
		}
		if !positive {
			return nil, diag.Errorf(t.Pos, "vector types must have positive constant sizes but got %s", joinInts(shape))
		}
		return c.Vector(shape, scalable, e), nil
	case *ast.TensorType:
		e, err := l.Type(t.Elem)
		if err != nil {
			return nil, err
		}
		if !isTensorElement(e) {
			return nil, diag.Errorf(t.ElemPos, "invalid tensor element type")
		}
		if t.Unranked {
			return c.UnrankedTensor(e), nil
		}
		var enc ir.Attribute
		shape := shapeOf(t.Shape)
		if t.Encoding != nil {
			if enc, err = l.Attr(t.Encoding); err != nil {
				return nil, err
			}
			if l.TensorEncoding != nil {
				if de := l.TensorEncoding(enc, shape, e); de != nil {
					return nil, diag.Errorf(t.EncEnd, "%s", de.Msg)
				}
			}
		}
		return c.RankedTensor(shape, e, enc), nil
	case *ast.MemRefType:
		return l.memref(t)
	case *ast.DialectType:
		if l.KeepComments && hasComment(t.Body) {
			// Kept as written: the formatter must not lose the comment.
			return l.Ctx.OpaqueType(t.Dialect, dialectData(t.Name, t.Body, t.HasBody)), nil
		}
		return l.dialectType(t.Dialect, dialectData(t.Name, t.Body, t.HasBody), t.DataPos)
	case *ast.AliasType:
		if a, ok := l.typeAlias[t.Name]; ok {
			return a, nil
		}
		// mlir-opt reports it at the end of the alias name.
		return nil, diag.Errorf(t.Pos+ast.Pos(1+len(t.Name)), "undefined symbol alias id '%s'", t.Name)
	}
	return nil, errorf("unsupported type %T", t)
}

func dialectData(name, body string, hasBody bool) string {
	if name == "" {
		return body
	}
	if hasBody {
		return name + "<" + body + ">"
	}
	return name
}

func shapeOf(s []int64) []int64 {
	out := make([]int64, len(s))
	for i, d := range s {
		if d == ast.Dynamic {
			d = ir.DynamicSize
		}
		out[i] = d
	}
	return out
}

func (l *AttrLowerer) typeList(ts []ast.Type) ([]ir.Type, error) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		it, err := l.Type(t)
		if err != nil {
			return nil, err
		}
		out[i] = it
	}
	return out, nil
}

func (l *AttrLowerer) memref(t *ast.MemRefType) (ir.Type, error) {
	e, err := l.Type(t.Elem)
	if err != nil {
		return nil, err
	}
	if !isMemRefElement(e) {
		return nil, diag.Errorf(t.ElemPos, "invalid memref element type")
	}
	var layout, space ir.Attribute
	for i, p := range t.Params {
		a, err := l.Attr(p)
		if err != nil {
			return nil, err
		}
		// mlir-opt reports these at the token after the parameter.
		end := ast.NoPos
		if i < len(t.ParamEnds) {
			end = t.ParamEnds[i]
		}
		switch a.(type) {
		case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
			if t.Unranked {
				return nil, diag.Errorf(end, "cannot have affine map for unranked memref type")
			}
			if space != nil {
				return nil, diag.Errorf(end, "expected memory space to be last in memref type")
			}
			// A layout of another rank is an error, not an identity to
			// drop (MemRefLayoutAttrInterface::verifyLayout).
			switch a := a.(type) {
			case *ir.AffineMapAttr:
				if a.Map.NumDims != len(t.Shape) {
					return nil, diag.Errorf(t.Pos, "memref layout mismatch between rank and affine map: %d != %d", len(t.Shape), a.Map.NumDims)
				}
			case *ir.StridedLayoutAttr:
				if len(a.Strides) != len(t.Shape) {
					return nil, diag.Errorf(t.Pos, "expected the number of strides to match the rank")
				}
			}
			layout = a
		default:
			if space != nil {
				return nil, diag.Errorf(end, "multiple memory spaces specified in memref type")
			}
			space = a
		}
	}
	if space != nil && !l.supportedMemorySpace(space) {
		return nil, diag.Errorf(t.Pos, "unsupported memory space Attribute")
	}
	if t.Unranked {
		return l.Ctx.UnrankedMemRef(e, space), nil
	}
	return l.Ctx.MemRef(shapeOf(t.Shape), e, layout, space), nil
}

func isIntOrIndexOrFloat(t ir.Type) bool { return dialect.IsIntOrIndexOrFloat(t) }

// supportedMemorySpace is isSupportedMemorySpace of MemRefType's
// verifier (dialect.MemorySpaceSupported): an opaque attribute is one of a
// registered dialect when the lowerer knows which are.
func (l *AttrLowerer) supportedMemorySpace(a ir.Attribute) bool {
	var registered func(string) bool
	if l.Dialect != nil {
		registered = func(d string) bool { return l.Dialect(d) != nil }
	}
	return dialect.MemorySpaceSupported(a, registered)
}

// isTensorElement, isMemRefElement and isVectorElement are the element
// predicates of the builtin types' verifiers (package dialect's).
func isTensorElement(t ir.Type) bool { return dialect.IsTensorElement(t) }
func isMemRefElement(t ir.Type) bool { return dialect.IsMemRefElement(t) }
func isVectorElement(t ir.Type) bool { return dialect.IsVectorElement(t) }

// joinInts spells a shape as mlir-opt streams an ArrayRef: `1, 0`.
func joinInts(v []int64) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}

// diagMessage is an error's message without its position.
func diagMessage(err error) string {
	if d, ok := err.(*diag.Diagnostic); ok {
		return d.Msg
	}
	return err.Error()
}

// dialectType reads a registered dialect's type, memoized by its
// spelling: through l.DialectType (llvm's, spirv's), else by its
// definition (dialectattr), else kept as written (quant's spelled as
// mlir-opt spells them).
func (l *AttrLowerer) dialectType(dialect, data string, dataPos ast.Pos) (ir.Type, error) {
	k := [2]string{dialect, data}
	if t, ok := l.dialectTypes[k]; ok {
		return t, nil
	}
	var t ir.Type
	if l.DialectType != nil {
		nested := func(src string) (ir.Type, error) {
			a, err := grammar.ParseAttribute("", src)
			if err != nil {
				return nil, err
			}
			ta, ok := a.(*ast.TypeAttr)
			if !ok {
				return nil, errorf("expected type")
			}
			return l.Type(ta.Type)
		}
		var ok bool
		var err error
		t, ok, err = l.DialectType(l.Ctx, dialect, data, nested)
		var bad *dialectDataError
		if errors.As(err, &bad) {
			// A type's verifier (dialect.TypeVerifier), placed in data.
			return nil, placeError(bad, dataPos)
		}
		if err != nil {
			// Positions inside the type's text are not the file's.
			return nil, errorf("%s", diagMessage(err))
		}
		if !ok {
			t = nil
		}
	}
	if t == nil && l.Dialect != nil && l.ParseDialectType != nil {
		if d := l.Dialect(dialect); d != nil {
			dt, err := l.ParseDialectType(dialectEnv{l}, dialect, data)
			var bad *dialectDataError
			switch {
			case errors.As(err, &bad):
				return nil, placeError(bad, dataPos)
			case err == nil:
				t = dt
			}
		}
	}
	if t == nil && l.Dialect == nil && !l.noReader {
		// No registry of its own: the Context's (dialect code lowering a
		// type it builds).
		t = l.Ctx.ReadDialectType(dialect, ir.CanonicalTypeData(dialect, data))
	}
	if t == nil {
		t = l.Ctx.OpaqueType(dialect, ir.CanonicalTypeData(dialect, data))
	}
	l.dialectTypes[k] = t
	return t, nil
}

// Attr lowers an attribute or a location; nil gives nil.
func (l *AttrLowerer) Attr(a ast.Attr) (ir.Attribute, error) {
	c := l.Ctx
	switch a := a.(type) {
	case nil:
		return nil, nil
	case *ast.IntegerAttr:
		// Integer attributes repeat: each spelling of each type is built
		// once (the type node is interned by the parser).
		k := intKey{a.Type, a.Text}
		if v, ok := l.ints[k]; ok {
			return v, nil
		}
		v, err := l.intAttr(a)
		if err == nil {
			if len(l.ints) >= maxInts {
				clear(l.ints)
			}
			l.ints[k] = v
		}
		return v, withPos(err, digitsPos(a.Pos, a.Text))
	case *ast.FloatAttr:
		v, err := l.floatAttr(a)
		return v, withPos(err, a.Pos)
	case *ast.BoolAttr:
		return c.BoolAttr(a.Value), nil
	case *ast.StringAttr:
		var t ir.Type
		if a.Type != nil {
			var err error
			if t, err = l.Type(a.Type); err != nil {
				return nil, err
			}
		}
		return c.StringAttr(a.Value, t), nil
	case *ast.TypeAttr:
		t, err := l.Type(a.Type)
		if err != nil {
			return nil, err
		}
		return c.TypeAttr(t), nil
	case *ast.UnitAttr:
		return c.Unit(), nil
	case *ast.ArrayAttr:
		elems := make([]ir.Attribute, len(a.Elems))
		for i, e := range a.Elems {
			x, err := l.Attr(e)
			if err != nil {
				return nil, err
			}
			elems[i] = x
		}
		return c.Array(elems), nil
	case *ast.DictAttr:
		if v, ok := l.dicts[a]; ok {
			return v, nil
		}
		v, err := l.dict(a)
		if err == nil && l.dicts != nil {
			if len(l.dicts) >= maxDicts {
				clear(l.dicts)
			}
			l.dicts[a] = v
		}
		return v, err
	case *ast.SymbolRefAttr:
		return c.SymbolRef(a.Root, a.Nested), nil
	case *ast.AffineMapAttr:
		m, err := l.AffineMap(a.Map)
		if err != nil {
			return nil, err
		}
		return c.AffineMapAttr(m), nil
	case *ast.IntegerSetAttr:
		s, err := l.IntegerSet(a.Set)
		if err != nil {
			return nil, err
		}
		return c.IntegerSetAttr(s), nil
	case *ast.DenseAttr:
		// Splats repeat (`dense<0.000000e+00> : tensor<4xf32>`): each is
		// built once.
		splat := a.Elems != nil && !a.Elems.IsList && !a.Elems.Complex
		k := litKey{typ: a.Type, n: 1}
		if splat {
			k.lits[0] = a.Elems.Lit
			if v, ok := l.lits[k]; ok {
				return v, nil
			}
		}
		v, err := l.dense(a)
		if err == nil && splat {
			l.lits[k] = v
		}
		return v, withPos(err, a.Pos)
	case *ast.DenseResourceAttr:
		t, err := l.shapedType(a.Type)
		if err != nil {
			return nil, err
		}
		return c.DenseResource(a.Handle, t), nil
	case *ast.SparseAttr:
		v, err := l.sparse(a)
		return v, withPos(err, a.Pos)
	case *ast.DenseArrayAttr:
		short := len(a.Elems) <= len(litKey{}.lits)
		k := litKey{typ: a.ElemType, n: -1 - len(a.Elems)}
		if short {
			copy(k.lits[:], a.Elems)
			if v, ok := l.lits[k]; ok {
				return v, nil
			}
		}
		v, err := l.denseArray(a)
		if err == nil && short {
			l.lits[k] = v
		}
		return v, err
	case *ast.StridedAttr:
		strides := shapeOf(a.Strides)
		off := int64(0)
		if a.HasOffset {
			off = a.Offset
			if off == ast.Dynamic {
				off = ir.DynamicSize
			}
		}
		return c.StridedLayout(off, strides), nil
	case *ast.DistinctAttr:
		if d, ok := l.distinct[a.ID]; ok {
			return d, nil
		}
		var inner ir.Attribute = c.Unit()
		if a.Inner != nil {
			var err error
			if inner, err = l.Attr(a.Inner); err != nil {
				return nil, err
			}
		}
		d := c.NewDistinct(inner)
		l.distinct[a.ID] = d
		l.distinctIDs[d] = distinctID(a.ID)
		return d, nil
	case *ast.DialectAttr:
		return l.dialectAttr(a)
	case *ast.AliasAttr:
		if x, ok := l.attrAlias[a.Name]; ok {
			return x, nil
		}
		return nil, diag.Errorf(a.Pos+ast.Pos(1+len(a.Name)), "undefined symbol alias id '%s'", a.Name)
	case *ast.UnknownLoc:
		return c.UnknownLoc(), nil
	case *ast.FileLineColLoc:
		if !a.HasRange {
			return c.FileLineCol(a.Filename, a.Line, a.Col), nil
		}
		el := a.EndLine
		if el == 0 {
			el = a.Line
		}
		return c.FileLineColRange(a.Filename, a.Line, a.Col, el, a.EndCol), nil
	case *ast.NameLoc:
		var child ir.Attribute
		if a.Child != nil {
			var err error
			if child, err = l.location(a.Child); err != nil {
				return nil, err
			}
		} else {
			child = c.UnknownLoc()
		}
		return c.NameLoc(a.Name, child), nil
	case *ast.CallSiteLoc:
		callee, err := l.location(a.Callee)
		if err != nil {
			return nil, err
		}
		caller, err := l.location(a.Caller)
		if err != nil {
			return nil, err
		}
		return c.CallSiteLoc(callee, caller), nil
	case *ast.FusedLoc:
		var meta ir.Attribute
		if a.Metadata != nil {
			var err error
			if meta, err = l.Attr(a.Metadata); err != nil {
				return nil, err
			}
		}
		var locs []ir.Attribute
		seen := map[ir.Attribute]bool{}
		add := func(x ir.Attribute) {
			if _, unk := x.(*ir.UnknownLoc); unk || seen[x] {
				return
			}
			seen[x] = true
			locs = append(locs, x)
		}
		for _, x := range a.Locs {
			loc, err := l.location(x)
			if err != nil {
				return nil, err
			}
			if f, ok := loc.(*ir.FusedLoc); ok && f.Metadata == meta {
				for _, y := range f.Locs {
					add(y)
				}
				continue
			}
			add(loc)
		}
		if len(locs) == 0 {
			if meta == nil {
				return c.UnknownLoc(), nil
			}
			locs = []ir.Attribute{c.UnknownLoc()}
		}
		if len(locs) == 1 && meta == nil {
			return locs[0], nil
		}
		return c.FusedLoc(meta, locs), nil
	}
	return nil, errorf("unsupported attribute %T", a)
}

func (l *AttrLowerer) location(a ast.Attr) (ir.Attribute, error) {
	x, err := l.Attr(a)
	if err != nil {
		return nil, err
	}
	if _, ok := x.(ir.Location); !ok {
		return nil, errorf("expected location attribute")
	}
	return x, nil
}

// parseIntLiteral parses a signed decimal or 0x-hex spelling into its
// magnitude and sign.
func parseIntLiteral(text string) (mag *big.Int, neg, isHex bool, ok bool) {
	s := text
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else if strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	if len(s) > 0 && len(s) <= 19 && decimalDigits(s) {
		// The usual literal: it fits a uint64, no scanner needed.
		u, err := strconv.ParseUint(s, 10, 64)
		return new(big.Int).SetUint64(u), neg, false, err == nil
	}
	mag = new(big.Int)
	if len(s) > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		_, ok = mag.SetString(s[2:], 16)
		return mag, neg, true, ok
	}
	_, ok = mag.SetString(s, 10)
	return mag, neg, false, ok
}

func decimalDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// buildInt checks a literal against type t as mlir-opt does and returns
// the value, or false when it is out of range.
func buildInt(t ir.Type, mag *big.Int, neg bool) (*big.Int, bool) {
	w := ir.IntOrFloatWidth(t)
	if mag.BitLen() > w {
		return nil, false
	}
	if w == 0 {
		return new(big.Int), !neg
	}
	signed := false
	if it, ok := t.(*ir.IntegerType); ok {
		signed = it.Signedness == ir.Signed
	} else {
		signed = true // index
	}
	if w <= 64 && mag.IsUint64() {
		// The same checks in machine words (no limit to allocate).
		m, limit := mag.Uint64(), uint64(1)<<uint(w-1)
		if neg {
			if m == 0 || m > limit {
				return nil, false
			}
			return new(big.Int).Neg(mag), true
		}
		if signed && m >= limit {
			return nil, false
		}
		return mag, true
	}
	limit := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	if neg {
		// the negated w-bit value must have its sign bit set
		if mag.Sign() == 0 || mag.Cmp(limit) > 0 {
			return nil, false
		}
		return new(big.Int).Neg(mag), true
	}
	if signed && mag.Cmp(limit) >= 0 {
		return nil, false
	}
	return mag, true
}

func (l *AttrLowerer) intAttr(a *ast.IntegerAttr) (ir.Attribute, error) {
	c := l.Ctx
	var t ir.Type = c.I(64)
	if a.Type != nil {
		var err error
		if t, err = l.Type(a.Type); err != nil {
			return nil, err
		}
	}
	mag, neg, isHex, ok := parseIntLiteral(a.Text)
	if !ok {
		return nil, errorf("integer constant out of range for attribute")
	}
	if ft, isFloat := t.(*ir.FloatType); isFloat {
		lo, hi, err := floatFromInt(ft, mag, neg, isHex)
		if err != nil {
			return nil, err
		}
		return c.FloatAttr(ft, lo, hi), nil
	}
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
	default:
		return nil, errorf("integer literal not valid for specified type")
	}
	if it, ok := t.(*ir.IntegerType); ok && neg && it.Signedness == ir.Unsigned {
		return nil, errorf("negative integer literal not valid for unsigned integer type")
	}
	v, ok := buildInt(t, mag, neg)
	if !ok {
		return nil, errorf("integer constant out of range for attribute")
	}
	return c.IntegerAttr(t, v), nil
}

// floatFromInt is a hex integer literal used as the bit pattern of a float.
func floatFromInt(ft *ir.FloatType, mag *big.Int, neg, isHex bool) (lo, hi uint64, err error) {
	if !isHex {
		d := diag.Errorf(ast.NoPos, "unexpected decimal integer literal for a floating point value")
		d.Notes = []diag.Note{{Pos: ast.NoPos, Msg: "add a trailing dot to make the literal a float"}}
		return 0, 0, d
	}
	if neg {
		return 0, 0, errorf("hexadecimal float literal should not have a leading minus")
	}
	if mag.BitLen() > ft.Width() {
		return 0, 0, errorf("hexadecimal float constant out of range for type")
	}
	lo = new(big.Int).And(mag, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	hi = new(big.Int).Rsh(mag, 64).Uint64()
	return lo, hi, nil
}

// floatBits converts a decimal float literal as mlir-opt does: to a double
// first, then to the target format. A literal past the double's range is
// ±inf (`1.0e400 : f64` is 0x7FF0000000000000, and inf in every format),
// one below it ±0, as mlir-opt 22 reads them.
func floatBits(ft *ir.FloatType, text string) (lo, hi uint64, err error) {
	f, perr := strconv.ParseFloat(text, 64)
	if perr != nil && !errorsIsRange(perr) {
		return 0, 0, errorf("floating point value too large for attribute")
	}
	lo, hi = ft.Semantics().FromFloat64(f)
	return lo, hi, nil
}

func errorsIsRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func (l *AttrLowerer) floatAttr(a *ast.FloatAttr) (ir.Attribute, error) {
	c := l.Ctx
	var t ir.Type = c.Float(ir.F64)
	if a.Type != nil {
		var err error
		if t, err = l.Type(a.Type); err != nil {
			return nil, err
		}
	}
	ft, ok := t.(*ir.FloatType)
	if !ok {
		// mlir-opt's emitError() after reading the type: at the next token.
		// (a node built without Next: at the literal).
		return nil, withPos(errorf("floating point value not valid for specified type"), a.Next)
	}
	lo, hi, err := floatBits(ft, a.Text)
	if err != nil {
		return nil, err
	}
	return c.FloatAttr(ft, lo, hi), nil
}

func (l *AttrLowerer) shapedType(t ast.Type) (ir.ShapedType, error) {
	if t == nil {
		return nil, errorf("expected ':'")
	}
	it, err := l.Type(t)
	if err != nil {
		return nil, err
	}
	// parseElementsLiteralType: any shaped type (memrefs too), of a static
	// shape.
	st, ok := it.(ir.ShapedType)
	if !ok {
		return nil, errorf("elements literal must be a shaped type")
	}
	shape, ranked := st.Dims()
	if !ranked || ir.NumElements(shape) < 0 {
		return nil, errorf("elements literal type must have static shape")
	}
	return st, nil
}

// literalShape infers the shape of a dense literal, as mlir-opt's tensor
// literal parser does; a scalar (or complex pair) has the empty shape.
func literalShape(e *ast.DenseElem) ([]int64, error) {
	if e == nil || !e.IsList {
		return nil, nil
	}
	if len(e.List) == 0 {
		return []int64{0}, nil
	}
	first, err := literalShape(e.List[0])
	if err != nil {
		return nil, err
	}
	for _, x := range e.List[1:] {
		s, err := literalShape(x)
		if err != nil {
			return nil, err
		}
		if !equalShape(s, first) {
			return nil, diag.Errorf(e.End, "tensor literal is invalid; ranks are not consistent between elements")
		}
	}
	return append([]int64{int64(len(e.List))}, first...), nil
}

func equalShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func flatten(e *ast.DenseElem, out []*ast.DenseElem) []*ast.DenseElem {
	if e.IsList {
		for _, x := range e.List {
			out = flatten(x, out)
		}
		return out
	}
	return append(out, e)
}

func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if d < 0 {
			parts[i] = "?"
		} else {
			parts[i] = strconv.FormatInt(d, 10)
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (l *AttrLowerer) dense(a *ast.DenseAttr) (ir.Attribute, error) {
	t, err := l.shapedType(a.Type)
	if err != nil {
		return nil, err
	}
	return l.denseValue(t, a.Elems, true)
}

// denseValue builds the dense attribute of type t from a literal body.
func (l *AttrLowerer) denseValue(t ir.ShapedType, body *ast.DenseElem, allowHex bool) (*ir.DenseElementsAttr, error) {
	c := l.Ctx
	shape, _ := t.Dims()
	n := ir.NumElements(shape)
	if n < 0 {
		return nil, errorf("elements literal type must have static shape")
	}
	et := t.ElementType()
	isNum := false
	switch et := et.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		isNum = true
	case *ir.ComplexType:
		isNum = isIntOrIndexOrFloat(et.Elem)
	}
	if body == nil {
		if n != 0 {
			return nil, errorf("parsed zero elements, but type ('%s') expected at least 1", typeString(t))
		}
		if !isNum {
			return c.DenseStrings(t, nil), nil
		}
		return c.DenseRaw(t, nil, false), nil
	}
	if allowHex && isNum && !body.IsList && !body.Complex && body.Lit.Kind == ast.LitString && strings.HasPrefix(body.Lit.Text, "0x") {
		a, err := l.denseHex(t, body.Lit.Text, n)
		if err == nil && l.WrittenHex != nil {
			l.WrittenHex(a)
		}
		return a, err
	}
	lshape, err := literalShape(body)
	if err != nil {
		return nil, err
	}
	if len(lshape) != 0 && !equalShape(lshape, shape) {
		return nil, errorf("inferred shape of elements literal (%s) does not match type (%s)", shapeString(lshape), shapeString(shape))
	}
	elems := flatten(body, nil)
	splat := len(lshape) == 0
	if !isNum {
		strs := make([]string, len(elems))
		for i, e := range elems {
			if e.Complex || e.Lit.Kind != ast.LitString {
				// mlir-opt names the token it met: a number without its
				// minus, a pair's first part.
				for e.Complex && len(e.List) > 0 {
					e = e.List[0]
				}
				return nil, errorf("expected string token, got %s", strings.TrimPrefix(e.Lit.Text, "-"))
			}
			strs[i] = e.Lit.Text
		}
		return c.DenseStrings(t, strs), nil
	}
	if ct, ok := et.(*ir.ComplexType); ok {
		// The literal parser counts a pair as two elements, a scalar as
		// one, and wants two for each complex element.
		parsed := 0
		for _, e := range elems {
			if e.Complex {
				parsed += 2
			} else {
				parsed++
			}
		}
		switch {
		case splat && parsed != 2:
			return nil, errorf("parsed %d elements, but type ('%s') expected 2 elements", parsed, typeString(ct))
		case !splat && int64(parsed) != 2*n:
			return nil, errorf("parsed %d elements, but type ('%s') expected %d elements", parsed, typeString(t), 2*n)
		}
	}
	var raw []byte
	if ir.IntOrFloatWidth(et) == 1 {
		raw = make([]byte, (len(elems)+7)/8)
		for i, e := range elems {
			v, err := l.elemBits(et, e)
			if err != nil {
				return nil, err
			}
			if v.Sign() != 0 {
				raw[i/8] |= 1 << (i % 8)
			}
		}
		if splat {
			if raw[0] != 0 {
				raw[0] = 0xFF
			}
			return c.DenseRaw(t, raw, true), nil
		}
		return c.DenseRaw(t, raw, false), nil
	}
	for _, e := range elems {
		if ct, ok := et.(*ir.ComplexType); ok {
			if !e.Complex || len(e.List) != 2 {
				return nil, errorf("expected '(' for complex element")
			}
			for _, part := range e.List {
				v, err := l.elemBits(ct.Elem, part)
				if err != nil {
					return nil, err
				}
				raw = appendLE(raw, v, ir.DenseComplexPartBytes(ct))
			}
			continue
		}
		if e.Complex {
			return nil, errorf("unexpected complex literal for non-complex element type")
		}
		v, err := l.elemBits(et, e)
		if err != nil {
			return nil, err
		}
		raw = appendLE(raw, v, ir.DenseElemBytes(et))
	}
	return c.DenseRaw(t, raw, splat), nil
}

func appendLE(out []byte, v *big.Int, n int) []byte {
	b := make([]byte, n)
	bs := v.Bytes() // big-endian magnitude; v is non-negative here
	for i := 0; i < n && i < len(bs); i++ {
		b[i] = bs[len(bs)-1-i]
	}
	return append(out, b...)
}

// digitsPos is where mlir-opt reports a literal's errors: at its number,
// after a minus sign (mlir-opt lexes `-` as a token of its own).
func digitsPos(pos ast.Pos, text string) ast.Pos {
	if strings.HasPrefix(text, "-") && pos.IsValid() {
		return pos + 1
	}
	return pos
}

// elemBits returns the bit pattern (non-negative, width bits) of one
// scalar literal of element type et.
func (l *AttrLowerer) elemBits(et ir.Type, e *ast.DenseElem) (v *big.Int, err error) {
	defer func() { err = withPos(err, digitsPos(e.Pos, e.Lit.Text)) }()
	if e.IsList || e.Complex {
		return nil, errorf("expected element literal of primitive type")
	}
	w := ir.IntOrFloatWidth(et)
	switch et := et.(type) {
	case *ir.FloatType:
		switch e.Lit.Kind {
		case ast.LitFloat:
			lo, hi, err := floatBits(et, e.Lit.Text)
			if err != nil {
				return nil, err
			}
			return joinBits(lo, hi), nil
		case ast.LitInt:
			mag, neg, isHex, _ := parseIntLiteral(e.Lit.Text)
			lo, hi, err := floatFromInt(et, mag, neg, isHex)
			if err != nil {
				return nil, err
			}
			return joinBits(lo, hi), nil
		}
		return nil, errorf("expected floating point literal")
	default:
		switch e.Lit.Kind {
		case ast.LitBool:
			if w != 1 {
				return nil, errorf("expected integer elements, but parsed floating-point")
			}
			if e.Lit.Text == "true" {
				return big.NewInt(1), nil
			}
			return new(big.Int), nil
		case ast.LitInt:
			mag, neg, _, ok := parseIntLiteral(e.Lit.Text)
			if !ok {
				return nil, errorf("integer constant out of range for type")
			}
			if it, ok := et.(*ir.IntegerType); ok && neg && it.Signedness == ir.Unsigned {
				return nil, errorf("expected unsigned integer elements, but parsed negative value")
			}
			v, ok := buildInt(et, mag, neg)
			if !ok {
				return nil, errorf("integer constant out of range for type")
			}
			if v.Sign() < 0 {
				v = new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
			}
			return v, nil
		case ast.LitFloat:
			return nil, errorf("expected integer elements, but parsed floating-point")
		}
		return nil, errorf("expected integer elements")
	}
}

func joinBits(lo, hi uint64) *big.Int {
	v := new(big.Int).SetUint64(hi)
	v.Lsh(v, 64)
	return v.Or(v, new(big.Int).SetUint64(lo))
}

// denseHex decodes `dense<"0x...">`: the raw data, or one element as a splat.
func (l *AttrLowerer) denseHex(t ir.ShapedType, text string, n int64) (*ir.DenseElementsAttr, error) {
	raw, err := hex.DecodeString(text[2:])
	if err != nil {
		return nil, errorf("expected string containing hex digits starting with `0x`")
	}
	et := t.ElementType()
	eb := int64(ir.DenseElemBytes(et))
	invalid := errorf("elements hex data size is invalid for provided type: '%s'", typeString(t))
	if eb == 0 { // i1
		if len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
			return l.Ctx.DenseRaw(t, raw, true), nil
		}
		if int64(len(raw)) != (n+7)/8 {
			return nil, invalid
		}
		return l.Ctx.DenseRaw(t, raw, false), nil
	}
	switch int64(len(raw)) {
	case eb * n:
		return l.Ctx.DenseRaw(t, raw, n == 1), nil
	case eb:
		return l.Ctx.DenseRaw(t, raw, true), nil
	}
	return nil, invalid
}

func (l *AttrLowerer) sparse(a *ast.SparseAttr) (ir.Attribute, error) {
	c := l.Ctx
	t, err := l.shapedType(a.Type)
	if err != nil {
		return nil, err
	}
	shape, _ := t.Dims()
	rank := int64(len(shape))
	i64 := c.I(64)
	if a.Indices == nil && a.Values == nil {
		it := c.RankedTensor([]int64{0, rank}, i64, nil)
		vt := c.RankedTensor([]int64{0}, t.ElementType(), nil)
		iv, _ := l.denseValue(it, nil, false)
		vv, err := l.denseValue(vt, nil, false)
		if err != nil {
			return nil, err
		}
		return c.Sparse(t, iv, vv), nil
	}
	ishape, err := literalShape(a.Indices)
	if err != nil {
		return nil, err
	}
	if len(ishape) == 0 {
		ishape = []int64{1, rank}
	}
	it := c.RankedTensor(ishape, i64, nil)
	indices, err := l.denseValue(it, a.Indices, false)
	if err != nil {
		return nil, err
	}
	vshape, err := literalShape(a.Values)
	if err != nil {
		return nil, err
	}
	if len(vshape) == 0 {
		vshape = []int64{ishape[0]}
	}
	if len(vshape) != 1 {
		return nil, errorf("expected 1-d tensor for sparse element values")
	}
	vt := c.RankedTensor(vshape, t.ElementType(), nil)
	values, err := l.denseValue(vt, a.Values, true)
	if err != nil {
		return nil, err
	}
	sa := c.Sparse(t, indices, values)
	if e := dialect.VerifySparseElementsAttr(sa); e != nil {
		return nil, errorf("%s", e.Msg)
	}
	return sa, nil
}

func (l *AttrLowerer) denseArray(a *ast.DenseArrayAttr) (ir.Attribute, error) {
	t, err := l.Type(a.ElemType)
	if err != nil {
		return nil, err
	}
	if !isIntOrIndexOrFloat(t) {
		return nil, errorf("expected integer or float type, got: %s", typeString(t))
	}
	vals := make([]uint64, len(a.Elems))
	for i, lit := range a.Elems {
		lit := lit
		e := &ast.DenseElem{Pos: ast.NoPos, Lit: lit}
		if ft, ok := t.(*ir.FloatType); ok && lit.Kind == ast.LitInt {
			if mag, neg, isHex, ok := parseIntLiteral(lit.Text); ok && !isHex {
				f, _ := new(big.Float).SetInt(mag).Float64()
				if neg {
					f = -f
				}
				lo, _ := ft.Semantics().FromFloat64(f)
				vals[i] = lo
				continue
			}
		}
		v, err := l.elemBits(t, e)
		if err != nil {
			return nil, err
		}
		vals[i] = new(big.Int).And(v, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	}
	return l.Ctx.DenseArray(t, vals), nil
}

// typeString renders a type for an error message.
func typeString(t ir.Type) string { return ir.TypeString(t) }

// AffineMap lowers an affine map, applying MLIR's simplifications.
func (l *AttrLowerer) AffineMap(m *ast.AffineMap) (*ir.AffineMap, error) {
	results := make([]ir.AffineExpr, len(m.Results))
	for i, r := range m.Results {
		e, err := l.affineExpr(r)
		if err != nil {
			return nil, err
		}
		results[i] = e
	}
	return l.Ctx.AffineMapGet(len(m.Dims), len(m.Syms), results), nil
}

// IntegerSet lowers an integer set: `a >= b` becomes `a - b >= 0`,
// `a <= b` becomes `b - a >= 0` and `a == b` becomes `a - b == 0`.
func (l *AttrLowerer) IntegerSet(s *ast.IntegerSet) (*ir.IntegerSet, error) {
	c := l.Ctx
	cons := make([]ir.AffineExpr, len(s.Constraints))
	eq := make([]bool, len(s.Constraints))
	for i, k := range s.Constraints {
		lhs, err := l.affineExpr(k.LHS)
		if err != nil {
			return nil, err
		}
		rhs, err := l.affineExpr(k.RHS)
		if err != nil {
			return nil, err
		}
		switch k.Kind {
		case ast.ConstraintGE:
			cons[i] = c.AffineSub(lhs, rhs)
		case ast.ConstraintLE:
			cons[i] = c.AffineSub(rhs, lhs)
		default:
			cons[i], eq[i] = c.AffineSub(lhs, rhs), true
		}
	}
	if len(cons) == 0 {
		// mlir-opt reads no constraint as the universal set, `0 == 0`.
		cons, eq = []ir.AffineExpr{c.AffineConst(0)}, []bool{true}
	}
	return c.IntegerSetGet(len(s.Dims), len(s.Syms), cons, eq), nil
}

func (l *AttrLowerer) affineExpr(e ast.AffineExpr) (ir.AffineExpr, error) {
	c := l.Ctx
	switch e := e.(type) {
	case *ast.AffineDim:
		return c.AffineDim(e.Pos), nil
	case *ast.AffineSym:
		return c.AffineSym(e.Pos), nil
	case *ast.AffineConst:
		return c.AffineConst(e.Value), nil
	case *ast.AffineNeg:
		x, err := l.affineExpr(e.X)
		if err != nil {
			return nil, err
		}
		return c.AffineNeg(x), nil
	case *ast.AffineBinary:
		lhs, err := l.affineExpr(e.LHS)
		if err != nil {
			return nil, err
		}
		rhs, err := l.affineExpr(e.RHS)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case ast.AffineAdd:
			return c.AffineAdd(lhs, rhs), nil
		case ast.AffineSub:
			return c.AffineSub(lhs, rhs), nil
		case ast.AffineMul:
			if !ir.IsSymbolicOrConstant(lhs) && !ir.IsSymbolicOrConstant(rhs) {
				return nil, errorf("non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
			}
			return c.AffineMul(lhs, rhs), nil
		}
		if !ir.IsSymbolicOrConstant(rhs) {
			name := map[ast.AffineOp]string{ast.AffineMod: "mod", ast.AffineFloorDiv: "floordiv", ast.AffineCeilDiv: "ceildiv"}[e.Op]
			return nil, errorf("non-affine expression: right operand of %s has to be either a constant or symbolic", name)
		}
		switch e.Op {
		case ast.AffineMod:
			return c.AffineMod(lhs, rhs), nil
		case ast.AffineFloorDiv:
			return c.AffineFloorDiv(lhs, rhs), nil
		case ast.AffineCeilDiv:
			return c.AffineCeilDiv(lhs, rhs), nil
		}
	}
	return nil, errorf("unsupported affine expression %T", e)
}

// Location lowers a location. A location alias not defined yet (mlir-opt
// allows `loc(#loc3)` before `#loc3 = loc(...)`) is recorded: set is called
// with the location once ResolveDeferred runs after the whole file.
func (l *AttrLowerer) Location(a ast.Attr, set func(ir.Attribute)) error {
	if al, ok := a.(*ast.AliasAttr); ok {
		if _, defined := l.attrAlias[al.Name]; !defined {
			l.deferred = append(l.deferred, deferredLoc{al, set})
			return nil
		}
	}
	x, err := l.Attr(a)
	if err != nil {
		return err
	}
	set(x)
	return nil
}

type deferredLoc struct {
	alias *ast.AliasAttr
	set   func(ir.Attribute)
}

// ResolveDeferred resolves the location aliases Location recorded.
func (l *AttrLowerer) ResolveDeferred() error {
	for _, d := range l.deferred {
		x, ok := l.attrAlias[d.alias.Name]
		if !ok {
			return diag.Errorf(d.alias.Pos, "operation location alias was never defined")
		}
		if _, isLoc := x.(ir.Location); !isLoc {
			return diag.Errorf(d.alias.Pos, "expected location, but found '%s'", d.alias.Name)
		}
		d.set(x)
	}
	l.deferred = nil
	return nil
}

// dict lowers a dictionary.
func (l *AttrLowerer) dict(a *ast.DictAttr) (ir.Attribute, error) {
	entries := make([]ir.NamedAttribute, len(a.Entries))
	var seen map[string]bool // for large dictionaries; small ones compare
	if len(a.Entries) > 8 {
		seen = make(map[string]bool, len(a.Entries))
	}
	for i, e := range a.Entries {
		dup := seen[e.Name]
		for j := 0; seen == nil && j < i && !dup; j++ {
			dup = a.Entries[j].Name == e.Name
		}
		if dup {
			return nil, diag.Errorf(e.Pos, "duplicate key '%s' in dictionary attribute", e.Name)
		}
		if seen != nil {
			seen[e.Name] = true
		}
		var v ir.Attribute = l.Ctx.Unit()
		if e.Value != nil {
			var err error
			if v, err = l.Attr(e.Value); err != nil {
				return nil, err
			}
		}
		entries[i] = ir.NamedAttribute{Name: e.Name, Value: v}
	}
	return l.Ctx.Dictionary(entries), nil
}
