package verify

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// tri is a predicate's verdict: gomlir evaluates the C++ predicates of
// ODS constraints it understands and leaves the others unknown; an
// unknown verdict is never reported.
type tri int8

const (
	unknown tri = iota
	no
	yes
)

func (t tri) not() tri {
	switch t {
	case no:
		return yes
	case yes:
		return no
	}
	return unknown
}

func triOf(b bool) tri {
	if b {
		return yes
	}
	return no
}

// predFn evaluates a predicate in an environment.
type predFn func(e *env) tri

func unknownPred(*env) tri { return unknown }

// env binds the names a predicate's C++ refers to ($_self, elementType,
// attr) to types or attributes: a list, innermost binding first.
type env struct {
	name string
	val  any
	next *env
	// reg answers the predicates and accessors dialects write in C++
	// (nil: none).
	reg dialect.Registry
	// op, at the root of an op-level predicate's environment, binds $_op
	// and the op's $names when they are looked up (see opCtx.env), not
	// one entry each per evaluation.
	op *opCtx
}

func newEnv(self any) *env { return &env{name: "$_self", val: self} }

func (e *env) lookup(name string) (any, bool) {
	for ; e != nil; e = e.next {
		if e.op != nil {
			return e.op.binding(name)
		}
		if e.name == name {
			return e.val, true
		}
	}
	return nil, false
}

func (e *env) with(name string, v any) *env { return &env{name: name, val: v, next: e, reg: e.reg} }

func andPred(kids []predFn) predFn {
	return func(e *env) tri {
		out := yes
		for _, k := range kids {
			switch k(e) {
			case no:
				return no
			case unknown:
				out = unknown
			}
		}
		return out
	}
}

func orPred(kids []predFn) predFn {
	return func(e *env) tri {
		out := no
		for _, k := range kids {
			switch k(e) {
			case yes:
				return yes
			case unknown:
				out = unknown
			}
		}
		return out
	}
}

// substPred is SubstLeaves: in child, pattern stands for replacement.
func substPred(pattern, replacement string, child predFn) predFn {
	repl := compileSubject(replacement)
	return func(e *env) tri {
		v, ok := repl(e)
		if !ok {
			return unknown
		}
		return child(e.with(pattern, v))
	}
}

var (
	lambdaPrefix = normalize("[](::mlir::Type elementType) { return ")
	lambdaSuffix = regexp.MustCompile(`^;\}\((.*)\)$`)
	allOfArray   = normalize("::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (")
	allOfSuffix  = normalize("); })")
)

// concatPred is Concat: the forms ODS uses to apply a predicate to an
// element type or to each element of an array attribute.
func concatPred(prefix, suffix string, child predFn) predFn {
	p, s := normalize(prefix), normalize(suffix)
	switch {
	case p == lambdaPrefix:
		m := lambdaSuffix.FindStringSubmatch(s)
		if m == nil {
			return unknownPred
		}
		arg := compileSubject(m[1])
		return func(e *env) tri {
			v, ok := arg(e)
			if !ok {
				return unknown
			}
			return child(e.with("elementType", v))
		}
	case p == allOfArray && s == allOfSuffix:
		return func(e *env) tri {
			self, _ := e.lookup("$_self")
			arr, ok := self.(*ir.ArrayAttr)
			if !ok {
				return unknown
			}
			out := yes
			for _, a := range arr.Elems {
				switch child(e.with("attr", a)) {
				case no:
					return no
				case unknown:
					out = unknown
				}
			}
			return out
		}
	}
	return unknownPred
}

// normalize drops white space and the llvm:: and mlir:: qualifiers.
func normalize(s string) string {
	s = strings.Join(strings.Fields(s), "")
	for _, q := range []string{"::llvm::", "llvm::", "::mlir::", "mlir::"} {
		s = strings.ReplaceAll(s, q, "")
	}
	return s
}

// stripParens removes parentheses around the whole of s.
func stripParens(s string) string {
	for len(s) >= 2 && s[0] == '(' && s[len(s)-1] == ')' && closing(s, 0) == len(s)-1 {
		s = s[1 : len(s)-1]
	}
	return s
}

// closing returns the index of the bracket closing the one at i, or -1.
func closing(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// subjectFn evaluates a C++ expression naming a type or an attribute.
type subjectFn func(e *env) (any, bool)

var castCall = regexp.MustCompile(`^(?:dyn_)?cast<([\w:]+)>\(`)

var subjectMethod = regexp.MustCompile(`^\.(\w+)\((\d*)\)`)

// compileSubject compiles the expressions ODS predicates apply their
// checks to: $_self or a bound name, a cast of one, getElementTypeOrSelf,
// then accessors: an element type, a TypeAttr's type, a typed
// attribute's type.
func compileSubject(expr string) subjectFn {
	fail := func(*env) (any, bool) { return nil, false }
	s := strings.TrimPrefix(stripParens(normalize(expr)), "::")
	var base subjectFn
	var rest string
	switch {
	case strings.HasPrefix(s, "getElementTypeOrSelf("):
		open := len("getElementTypeOrSelf(") - 1
		end := closing(s, open)
		if end < 0 {
			return fail
		}
		arg := compileSubject(s[open+1 : end])
		base = func(e *env) (any, bool) {
			v, ok := arg(e)
			if !ok {
				return nil, false
			}
			switch t := v.(type) {
			case ir.ShapedType:
				return t.ElementType(), true
			case *ir.OpaqueType, *ir.DialectType:
				// A dialect type may be shaped upstream (xegpu's
				// tensor_desc): its element type is not known here.
				return nil, false
			}
			return v, true
		}
		rest = s[end+1:]
	case castCall.MatchString(s):
		m := castCall.FindStringSubmatchIndex(s)
		class := s[m[2]:m[3]]
		open := m[1] - 1
		end := closing(s, open)
		if end < 0 {
			return fail
		}
		arg := compileSubject(s[open+1 : end])
		base = func(e *env) (any, bool) {
			v, ok := arg(e)
			if !ok || v == nil || isaClass(v, class, nil) == no {
				return nil, false
			}
			return v, true
		}
		rest = s[end+1:]
	default:
		n := 0
		for n < len(s) && (s[n] == '$' || s[n] == '_' || s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z' || n > 0 && s[n] >= '0' && s[n] <= '9') {
			n++
		}
		if n == 0 {
			return fail
		}
		name := s[:n]
		base = func(e *env) (any, bool) { return e.lookup(name) }
		rest = s[n:]
	}
	for rest != "" {
		m := subjectMethod.FindStringSubmatch(rest)
		if m == nil {
			return fail
		}
		rest = rest[len(m[0]):]
		prev := base
		var get func(v any) (any, bool)
		switch m[1] {
		case "getElementType":
			get = func(v any) (any, bool) {
				switch t := v.(type) {
				case ir.ShapedType:
					return t.ElementType(), true
				case *ir.ComplexType:
					return t.Elem, true
				}
				return nil, false
			}
		case "getValue":
			get = func(v any) (any, bool) {
				if ta, ok := v.(*ir.TypeAttr); ok {
					return ta.Type, true
				}
				return nil, false
			}
		case "getType":
			get = func(v any) (any, bool) {
				switch t := v.(type) {
				case ir.TypedAttr:
					return t.AttrType(), true
				case ir.Type:
					return t, true // values are bound to their types
				}
				return nil, false
			}
		case "getShape":
			// A ranked shaped type's shape, as a comparable key (the
			// predicates compare two shapes with ==).
			get = shapeKey
		case "getOperand", "getResult":
			n, err := strconv.Atoi(m[2])
			if err != nil {
				return fail
			}
			operand := m[1] == "getOperand"
			get = func(v any) (any, bool) {
				op, ok := v.(*ir.Operation)
				if !ok {
					return nil, false
				}
				if operand {
					if n < len(op.Operands) {
						return op.Operands[n].Type(), true
					}
				} else if n < len(op.Results) {
					return op.Results[n].Type(), true
				}
				return nil, false
			}
		default:
			return fail
		}
		base = func(e *env) (any, bool) {
			v, ok := prev(e)
			if !ok || v == nil {
				return nil, false
			}
			return get(v)
		}
	}
	return base
}

func (t tri) yesOrUnknown() bool { return t != no }
