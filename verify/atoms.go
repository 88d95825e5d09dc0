package verify

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// The CPred expressions of ODS type and attribute constraints that gomlir
// evaluates, by their normalized C++ (see normalize). Any other is
// unknown.

// classes maps the normalized C++ classes of dialect types and attributes
// (no ::mlir:: qualifier) to the sigil, dialect and mnemonic they are
// spelled with; set once by loadData.
var classes map[string]dialectClass

type dialectClass struct {
	sigil             byte
	dialect, mnemonic string
}

func setClasses(raw map[string]string) {
	classes = make(map[string]dialectClass, len(raw))
	for k, v := range raw {
		if len(v) < 2 {
			continue
		}
		d, m, ok := strings.Cut(v[1:], ".")
		if !ok {
			continue
		}
		classes[normalize(k)] = dialectClass{sigil: v[0], dialect: d, mnemonic: m}
	}
}

// isaClass is llvm::isa<class>(v) for the classes gomlir knows.
func isaClass(v any, class string, _ map[string]string) tri {
	class = strings.TrimPrefix(class, "::")
	if f, ok := typeClasses[class]; ok {
		t, isType := v.(ir.Type)
		if !isType {
			return no
		}
		if _, opaque := ir.SpellingOf(t); opaque && class != "Type" {
			return no
		}
		return triOf(f(t))
	}
	if f, ok := attrClasses[class]; ok {
		a, isAttr := v.(ir.Attribute)
		if !isAttr {
			return no
		}
		if _, opaque := ir.SpellingOf(a); opaque && class != "Attribute" {
			if class == "TypedAttr" {
				return unknown
			}
			return no
		}
		return triOf(f(a))
	}
	if dc, ok := classes[class]; ok {
		switch dc.sigil {
		case '!':
			t, isOpaque := ir.SpellingOf(v)
			if !isOpaque {
				if _, isType := v.(ir.Type); isType {
					return no
				}
				return unknown
			}
			return triOf(t.Dialect == dc.dialect && leadingKeyword(t.Data) == dc.mnemonic)
		case '#':
			a, isOpaque := ir.SpellingOf(v)
			if !isOpaque {
				if _, isAttr := v.(ir.Attribute); isAttr {
					return no
				}
				return unknown
			}
			return triOf(a.Dialect == dc.dialect && leadingKeyword(a.Data) == dc.mnemonic)
		}
	}
	if r, ok := isaIntEnum(v, class); ok {
		return r
	}
	if strings.HasPrefix(class, "transform::") && strings.HasSuffix(class, "Interface") {
		// Transform handle and parameter type interfaces: no builtin type
		// implements them.
		if _, ok := ir.SpellingOf(v); ok {
			return unknown // other dialects' types may implement them (!pdl.operation)
		}
		if _, ok := v.(ir.Type); ok {
			return no
		}
		return unknown
	}
	return unknown
}

// leadingKeyword is the mnemonic a dialect type's or attribute's body
// starts with: "ptr" of "ptr<3>", "dim" of "dim x".
func leadingKeyword(data string) string {
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c != '_' && c != '.' && c != '$' && (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
			return data[:i]
		}
	}
	return data
}

func isFloat(t ir.Type, k ir.FloatKind) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Kind == k
}

func isInt(t ir.Type, width int, s ir.Signedness, anySign bool) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && (width == 0 || i.Width == width) && (anySign || i.Signedness == s)
}

var typeClasses = map[string]func(ir.Type) bool{
	"Type":        func(ir.Type) bool { return true },
	"IntegerType": func(t ir.Type) bool { return is[*ir.IntegerType](t) },
	"IndexType":   func(t ir.Type) bool { return is[*ir.IndexType](t) },
	"NoneType":    func(t ir.Type) bool { return is[*ir.NoneType](t) },
	"FloatType":   func(t ir.Type) bool { return is[*ir.FloatType](t) },
	"BFloat16Type": func(t ir.Type) bool {
		return isFloat(t, ir.BF16)
	},
	"Float16Type":           func(t ir.Type) bool { return isFloat(t, ir.F16) },
	"Float32Type":           func(t ir.Type) bool { return isFloat(t, ir.F32) },
	"Float64Type":           func(t ir.Type) bool { return isFloat(t, ir.F64) },
	"Float80Type":           func(t ir.Type) bool { return isFloat(t, ir.F80) },
	"Float128Type":          func(t ir.Type) bool { return isFloat(t, ir.F128) },
	"FloatTF32Type":         func(t ir.Type) bool { return isFloat(t, ir.TF32) },
	"Float4E2M1FNType":      func(t ir.Type) bool { return isFloat(t, ir.F4E2M1FN) },
	"Float6E2M3FNType":      func(t ir.Type) bool { return isFloat(t, ir.F6E2M3FN) },
	"Float6E3M2FNType":      func(t ir.Type) bool { return isFloat(t, ir.F6E3M2FN) },
	"Float8E5M2Type":        func(t ir.Type) bool { return isFloat(t, ir.F8E5M2) },
	"Float8E4M3Type":        func(t ir.Type) bool { return isFloat(t, ir.F8E4M3) },
	"Float8E4M3FNType":      func(t ir.Type) bool { return isFloat(t, ir.F8E4M3FN) },
	"Float8E5M2FNUZType":    func(t ir.Type) bool { return isFloat(t, ir.F8E5M2FNUZ) },
	"Float8E4M3FNUZType":    func(t ir.Type) bool { return isFloat(t, ir.F8E4M3FNUZ) },
	"Float8E4M3B11FNUZType": func(t ir.Type) bool { return isFloat(t, ir.F8E4M3B11FNUZ) },
	"Float8E3M4Type":        func(t ir.Type) bool { return isFloat(t, ir.F8E3M4) },
	"Float8E8M0FNUType":     func(t ir.Type) bool { return isFloat(t, ir.F8E8M0FNU) },
	"ComplexType":           func(t ir.Type) bool { return is[*ir.ComplexType](t) },
	"TupleType":             func(t ir.Type) bool { return is[*ir.TupleType](t) },
	"FunctionType":          func(t ir.Type) bool { return is[*ir.FunctionType](t) },
	"VectorType":            func(t ir.Type) bool { return is[*ir.VectorType](t) },
	"FixedVectorType": func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && !anyTrue(v.Scalable)
	},
	"ScalableVectorType": func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		return ok && anyTrue(v.Scalable)
	},
	"RankedTensorType":   func(t ir.Type) bool { return is[*ir.RankedTensorType](t) },
	"UnrankedTensorType": func(t ir.Type) bool { return is[*ir.UnrankedTensorType](t) },
	"TensorType": func(t ir.Type) bool {
		return is[*ir.RankedTensorType](t) || is[*ir.UnrankedTensorType](t)
	},
	"MemRefType":         func(t ir.Type) bool { return is[*ir.MemRefType](t) },
	"UnrankedMemRefType": func(t ir.Type) bool { return is[*ir.UnrankedMemRefType](t) },
	"BaseMemRefType": func(t ir.Type) bool {
		return is[*ir.MemRefType](t) || is[*ir.UnrankedMemRefType](t)
	},
	"ShapedType": func(t ir.Type) bool { return is[ir.ShapedType](t) },
}

func is[T any](v any) bool { _, ok := v.(T); return ok }

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}

func isDenseArray(a ir.Attribute, width int, float bool) bool {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return false
	}
	if float {
		f, ok := d.ElemType.(*ir.FloatType)
		return ok && f.Width() == width
	}
	return isInt(d.ElemType, width, ir.Signless, false)
}

func isDenseElems(a ir.Attribute, elem func(ir.Type) bool) bool {
	d, ok := a.(*ir.DenseElementsAttr)
	return ok && elem(d.ElemType())
}

var attrClasses = map[string]func(ir.Attribute) bool{
	"Attribute":   func(ir.Attribute) bool { return true },
	"IntegerAttr": func(a ir.Attribute) bool { return is[*ir.IntegerAttr](a) },
	"BoolAttr": func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && isInt(i.Type, 1, ir.Signless, false)
	},
	"FloatAttr":  func(a ir.Attribute) bool { return is[*ir.FloatAttr](a) },
	"StringAttr": func(a ir.Attribute) bool { return is[*ir.StringAttr](a) },
	"TypeAttr":   func(a ir.Attribute) bool { return is[*ir.TypeAttr](a) },
	"UnitAttr":   func(a ir.Attribute) bool { return is[*ir.UnitAttr](a) },
	"ArrayAttr":  func(a ir.Attribute) bool { return is[*ir.ArrayAttr](a) },
	"DictionaryAttr": func(a ir.Attribute) bool {
		return is[*ir.DictionaryAttr](a)
	},
	"SymbolRefAttr": func(a ir.Attribute) bool { return is[*ir.SymbolRefAttr](a) },
	"FlatSymbolRefAttr": func(a ir.Attribute) bool {
		s, ok := a.(*ir.SymbolRefAttr)
		return ok && len(s.Nested) == 0
	},
	"AffineMapAttr":  func(a ir.Attribute) bool { return is[*ir.AffineMapAttr](a) },
	"IntegerSetAttr": func(a ir.Attribute) bool { return is[*ir.IntegerSetAttr](a) },
	"DenseElementsAttr": func(a ir.Attribute) bool {
		return is[*ir.DenseElementsAttr](a)
	},
	"DenseIntElementsAttr": func(a ir.Attribute) bool {
		return isDenseElems(a, func(t ir.Type) bool { return is[*ir.IntegerType](t) || is[*ir.IndexType](t) })
	},
	"DenseFPElementsAttr": func(a ir.Attribute) bool {
		return isDenseElems(a, func(t ir.Type) bool { return is[*ir.FloatType](t) })
	},
	"DenseStringElementsAttr": func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		return ok && d.IsString()
	},
	"ElementsAttr": func(a ir.Attribute) bool {
		return is[*ir.DenseElementsAttr](a) || is[*ir.SparseElementsAttr](a) || is[*ir.DenseResourceAttr](a)
	},
	"SparseElementsAttr":        func(a ir.Attribute) bool { return is[*ir.SparseElementsAttr](a) },
	"DenseResourceElementsAttr": func(a ir.Attribute) bool { return is[*ir.DenseResourceAttr](a) },
	"DenseArrayAttr":            func(a ir.Attribute) bool { return is[*ir.DenseArrayAttr](a) },
	"DenseBoolArrayAttr":        func(a ir.Attribute) bool { return isDenseArray(a, 1, false) },
	"DenseI8ArrayAttr":          func(a ir.Attribute) bool { return isDenseArray(a, 8, false) },
	"DenseI16ArrayAttr":         func(a ir.Attribute) bool { return isDenseArray(a, 16, false) },
	"DenseI32ArrayAttr":         func(a ir.Attribute) bool { return isDenseArray(a, 32, false) },
	"DenseI64ArrayAttr":         func(a ir.Attribute) bool { return isDenseArray(a, 64, false) },
	"DenseF32ArrayAttr":         func(a ir.Attribute) bool { return isDenseArray(a, 32, true) },
	"DenseF64ArrayAttr":         func(a ir.Attribute) bool { return isDenseArray(a, 64, true) },
	"StridedLayoutAttr":         func(a ir.Attribute) bool { return is[*ir.StridedLayoutAttr](a) },
	"DistinctAttr":              func(a ir.Attribute) bool { return is[*ir.DistinctAttr](a) },
	"TypedAttr": func(a ir.Attribute) bool {
		return is[ir.TypedAttr](a) || is[*ir.StringAttr](a) // a string's type is none when not written
	},
	"LocationAttr": func(a ir.Attribute) bool { return is[ir.Location](a) },
}

// typeMethods are X.method() checks on a type.
var typeMethods = map[string]func(t ir.Type, n int) bool{
	"isSignlessInteger": func(t ir.Type, n int) bool { return isInt(t, n, ir.Signless, false) },
	"isSignedInteger":   func(t ir.Type, n int) bool { return isInt(t, n, ir.Signed, false) },
	"isUnsignedInteger": func(t ir.Type, n int) bool { return isInt(t, n, ir.Unsigned, false) },
	"isInteger":         func(t ir.Type, n int) bool { return isInt(t, n, 0, true) },
	"isIndex":           func(t ir.Type, _ int) bool { return is[*ir.IndexType](t) },
	"isF16":             func(t ir.Type, _ int) bool { return isFloat(t, ir.F16) },
	"isBF16":            func(t ir.Type, _ int) bool { return isFloat(t, ir.BF16) },
	"isF32":             func(t ir.Type, _ int) bool { return isFloat(t, ir.F32) },
	"isF64":             func(t ir.Type, _ int) bool { return isFloat(t, ir.F64) },
	"isF80":             func(t ir.Type, _ int) bool { return isFloat(t, ir.F80) },
	"isF128":            func(t ir.Type, _ int) bool { return isFloat(t, ir.F128) },
	"isTF32":            func(t ir.Type, _ int) bool { return isFloat(t, ir.TF32) },
	"isSignlessIntOrIndex": func(t ir.Type, _ int) bool {
		return isInt(t, 0, ir.Signless, false) || is[*ir.IndexType](t)
	},
	"isSignlessIntOrIndexOrFloat": func(t ir.Type, _ int) bool {
		return isInt(t, 0, ir.Signless, false) || is[*ir.IndexType](t) || is[*ir.FloatType](t)
	},
	"isSignlessIntOrFloat": func(t ir.Type, _ int) bool {
		return isInt(t, 0, ir.Signless, false) || is[*ir.FloatType](t)
	},
	"isIntOrIndex": func(t ir.Type, _ int) bool { return is[*ir.IntegerType](t) || is[*ir.IndexType](t) },
	"isIntOrFloat": func(t ir.Type, _ int) bool { return is[*ir.IntegerType](t) || is[*ir.FloatType](t) },
	"isIntOrIndexOrFloat": func(t ir.Type, _ int) bool {
		return is[*ir.IntegerType](t) || is[*ir.IndexType](t) || is[*ir.FloatType](t)
	},
}

var (
	reIsa       = regexp.MustCompile(`^isa<([\w:, ]+)>\((.*)\)$`)
	reSelfCall  = regexp.MustCompile(`^([\w:]+)\(\$_self\)$`)
	reMethod    = regexp.MustCompile(`^(.*)\.(\w+)\((\d*)\)$`)
	reCompare   = regexp.MustCompile(`^(.+?)(==|!=|<=|>=|<|>)(-?\d+)$`)
	reShapeEq   = regexp.MustCompile(`^(.*)\.getShape\(\)==ArrayRef<int64_t>\(\{([-\d,]*)\}\)$`)
	reContained = regexp.MustCompile(`^is_contained\(\{([-\d,]*)\},(.*)\.getInt\(\)\)$`)
	reAllDims   = regexp.MustCompile(`^all_of\((.*)\.getShape\(\),\[\]\(autov\)\{returnv(==|!=)(-?\d+);\}\)$`)
)

// compileAtom compiles one CPred: a C++ boolean expression of the forms
// ODS predicates use, combined with &&, || and !.
func compileAtom(expr string, _ map[string]string) predFn {
	return compileBool(stripParens(normalize(expr)))
}

// splitTop splits s at each top-level occurrence of sep (outside
// brackets).
func splitTop(s, sep string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
		if depth == 0 && strings.HasPrefix(s[i:], sep) {
			parts = append(parts, s[start:i])
			i += len(sep) - 1
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

func compileBool(s string) predFn {
	s = stripParens(s)
	if parts := splitTop(s, "||"); len(parts) > 1 {
		var kids []predFn
		for _, p := range parts {
			kids = append(kids, compileBool(p))
		}
		return orPred(kids)
	}
	if parts := splitTop(s, "&&"); len(parts) > 1 {
		var kids []predFn
		for _, p := range parts {
			kids = append(kids, compileBool(p))
		}
		return andPred(kids)
	}
	if strings.HasPrefix(s, "!") && !strings.HasPrefix(s, "!!") && !strings.HasPrefix(s, "!=") {
		inner := compileBool(s[1:])
		return func(e *env) tri { return inner(e).not() }
	}
	for _, op := range []string{"==", "!="} {
		if parts := splitTop(s, op); len(parts) == 2 {
			if _, err := strconv.ParseInt(parts[1], 10, 64); err == nil {
				break // a number: see reCompare
			}
			a, b := compileSubject(parts[0]), compileSubject(parts[1])
			eq := op == "=="
			return func(e *env) tri {
				x, ok1 := a(e)
				y, ok2 := b(e)
				if !ok1 || !ok2 || x == nil || y == nil {
					return unknown
				}
				return triOf((x == y) == eq)
			}
		}
	}
	return compileLeaf(s)
}

func compileLeaf(s string) predFn {
	switch s {
	case "true":
		return func(*env) tri { return yes }
	case "false":
		return func(*env) tri { return no }
	}
	if m := reIsa.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[2])
		names := strings.Split(m[1], ",")
		// The names of the predicates of the classes a dialect defines
		// in C++ only (gpu::AsyncTokenType).
		preds := make([]string, len(names))
		for i, n := range names {
			preds[i] = "isa<" + strings.TrimPrefix(n, "::") + ">"
		}
		return func(e *env) tri {
			v, ok := subj(e)
			if !ok || v == nil {
				return unknown
			}
			out := no
			for i, n := range names {
				r := isaClass(v, n, nil)
				if r == unknown {
					r = dialectPredicate(e, preds[i], v)
				}
				switch r {
				case yes:
					return yes
				case unknown:
					out = unknown
				}
			}
			return out
		}
	}
	if m := reContained.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[2])
		var vals []int64
		for _, f := range strings.Split(m[1], ",") {
			n, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return unknownPred
			}
			vals = append(vals, n)
		}
		return func(e *env) tri {
			v, ok := subj(e)
			ia, isInt := v.(*ir.IntegerAttr)
			if !ok || !isInt {
				return unknown
			}
			for _, x := range vals {
				if ia.Value.Cmp(big.NewInt(x)) == 0 {
					return yes
				}
			}
			return no
		}
	}
	if m := reShapeEq.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[1])
		var want []int64
		if m[2] != "" {
			for _, f := range strings.Split(m[2], ",") {
				n, err := strconv.ParseInt(f, 10, 64)
				if err != nil {
					return unknownPred
				}
				want = append(want, n)
			}
		}
		return func(e *env) tri {
			v, ok := subj(e)
			st, isShaped := v.(ir.ShapedType)
			if !ok || !isShaped {
				return unknown
			}
			dims, ranked := st.Dims()
			if !ranked {
				return unknown
			}
			return triOf(equalDims(dims, want))
		}
	}
	if m := reAllDims.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[1])
		eq := m[2] == "=="
		n, _ := strconv.ParseInt(m[3], 10, 64)
		return func(e *env) tri {
			v, ok := subj(e)
			st, isShaped := v.(ir.ShapedType)
			if !ok || !isShaped {
				return unknown
			}
			dims, ranked := st.Dims()
			if !ranked {
				return unknown
			}
			for _, d := range dims {
				if (d == n) != eq {
					return no
				}
			}
			return yes
		}
	}
	if f := compileAPIntTest(s); f != nil {
		return f
	}
	if f := compileVectorDims(s); f != nil {
		return f
	}
	if m := reCompare.FindStringSubmatch(s); m != nil {
		num := compileNumber(stripParens(m[1]))
		n, _ := strconv.ParseInt(m[3], 10, 64)
		op := m[2]
		return func(e *env) tri {
			v, ok := num(e)
			if !ok {
				return unknown
			}
			switch op {
			case "==":
				return triOf(v == n)
			case "!=":
				return triOf(v != n)
			case "<=":
				return triOf(v <= n)
			case ">=":
				return triOf(v >= n)
			case "<":
				return triOf(v < n)
			}
			return triOf(v > n)
		}
	}
	switch {
	case reSelfCall.MatchString(s):
		// A predicate a dialect writes in C++ (LLVM::isCompatibleType).
		name := strings.TrimPrefix(reSelfCall.FindStringSubmatch(s)[1], "::")
		return func(e *env) tri {
			v, _ := e.lookup("$_self")
			return dialectPredicate(e, name, v)
		}
	case strings.HasSuffix(s, ".hasTrait<ValueSemantics>()"):
		subj := compileSubject(strings.TrimSuffix(s, ".hasTrait<ValueSemantics>()"))
		return func(e *env) tri {
			v, ok := subj(e)
			t, isType := v.(ir.Type)
			if !ok || !isType {
				return unknown
			}
			switch t.(type) {
			case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
				return yes
			case *ir.OpaqueType, *ir.DialectType:
				return unknown
			}
			return no
		}
	}
	if m := reMethod.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[1])
		n := 0
		if m[3] != "" {
			n, _ = strconv.Atoi(m[3])
		}
		if f, ok := typeMethods[m[2]]; ok {
			return func(e *env) tri {
				v, ok := subj(e)
				t, isType := v.(ir.Type)
				if !ok || !isType {
					return unknown
				}
				return triOf(f(t, n))
			}
		}
		switch m[2] {
		case "hasRank":
			return shaped(subj, func(st ir.ShapedType) tri {
				_, ranked := st.Dims()
				return triOf(ranked)
			})
		case "hasStaticShape":
			return shaped(subj, func(st ir.ShapedType) tri {
				dims, ranked := st.Dims()
				if !ranked {
					return no
				}
				for _, d := range dims {
					if d == ir.DynamicSize {
						return no
					}
				}
				return yes
			})
		case "allDimsScalable":
			return shaped(subj, func(st ir.ShapedType) tri {
				v, ok := st.(*ir.VectorType)
				if !ok {
					return unknown
				}
				for i := range v.Shape {
					if i >= len(v.Scalable) || !v.Scalable[i] {
						return no
					}
				}
				return yes
			})
		}
	}
	return unknownPred
}

func equalDims(a, b []int64) bool {
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

func shaped(subj subjectFn, f func(ir.ShapedType) tri) predFn {
	return func(e *env) tri {
		v, ok := subj(e)
		st, isShaped := v.(ir.ShapedType)
		if !ok || !isShaped {
			return unknown
		}
		return f(st)
	}
}

// compileNumber compiles the integer accessors ODS predicates compare.
func compileNumber(expr string) func(e *env) (int64, bool) {
	m := reMethod.FindStringSubmatch(expr)
	if m == nil || m[3] != "" {
		return func(*env) (int64, bool) { return 0, false }
	}
	subj := compileSubject(m[1])
	var get func(v any) (int64, bool)
	switch m[2] {
	case "getNumElements":
		get = func(v any) (int64, bool) {
			st, ok := v.(ir.ShapedType)
			if !ok {
				return 0, false
			}
			dims, ranked := st.Dims()
			n := ir.NumElements(dims)
			return n, ranked && n >= 0
		}
	case "getRank":
		get = func(v any) (int64, bool) {
			st, ok := v.(ir.ShapedType)
			if !ok {
				return 0, false
			}
			dims, ranked := st.Dims()
			return int64(len(dims)), ranked
		}
	case "getIntOrFloatBitWidth", "getWidth":
		get = func(v any) (int64, bool) {
			t, ok := v.(ir.Type)
			if !ok {
				return 0, false
			}
			w := ir.IntOrFloatWidth(t)
			return int64(w), w > 0
		}
	case "getInt":
		get = func(v any) (int64, bool) {
			ia, ok := v.(*ir.IntegerAttr)
			if !ok {
				return 0, false
			}
			return ia.Int64(), true
		}
	case "size", "getSize":
		get = func(v any) (int64, bool) {
			switch a := v.(type) {
			case *ir.DenseArrayAttr:
				return int64(len(a.Values)), true
			case *ir.ArrayAttr:
				return int64(len(a.Elems)), true
			}
			return 0, false
		}
	default:
		// An accessor a dialect writes in C++, of the class cast to
		// (`cast<LLVM::LLVMPointerType>($_self).getAddressSpace()`).
		c := castCall.FindStringSubmatch(strings.TrimPrefix(m[1], "::"))
		if c == nil {
			return func(*env) (int64, bool) { return 0, false }
		}
		name := strings.TrimPrefix(c[1], "::") + "::" + m[2]
		return func(e *env) (int64, bool) {
			v, ok := subj(e)
			t, isType := v.(ir.Type)
			if !ok || !isType || e.reg == nil {
				return 0, false
			}
			if f := e.reg.TypeInt(name); f != nil {
				return f(t)
			}
			return 0, false
		}
	}
	return func(e *env) (int64, bool) {
		v, ok := subj(e)
		if !ok || v == nil {
			return 0, false
		}
		return get(v)
	}
}

// dialectPredicate evaluates the C++ type predicate name a dialect
// registered (dialect.TypePredicate) on v: unknown when v is not a type
// or no dialect registered it.
func dialectPredicate(e *env, name string, v any) tri {
	t, isType := v.(ir.Type)
	if !isType || e.reg == nil {
		return unknown
	}
	f := e.reg.TypePredicate(name)
	if f == nil {
		return unknown
	}
	holds, known := f(t)
	if !known {
		return unknown
	}
	return triOf(holds)
}
