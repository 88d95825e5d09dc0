// Command linalggen writes dialects/linalg/linalg_named_gen.go: the facts gomlir
// needs of linalg's named structured ops defined with OpDSL (copy, fill,
// the elementwise ops, matvec, mmt4d, the convolutions and poolings, ...),
// read from the C++ that mlir-linalg-ods-yaml-gen generated into the
// installed MLIR 22 headers (LinalgNamedStructuredOps.yamlgen.cpp.inc and
// .yamlgen.td):
//
//   - the number of region arguments (inputs then outputs);
//   - the body the op's region builder writes, as a list of steps
//     (casts, unary, binary and ternary functions, constants, indices, the
//     yield);
//   - the indexing maps its verifier memoizes in the
//     linalg.memoized_indexing_maps attribute, with the strides and
//     dilations their symbols stand for (none for the ops whose maps follow
//     the operands' ranks).
//
// Usage: linalggen [-include DIR] [-o FILE]; `make linalg-named`.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

const defaultInclude = "/usr/lib/llvm-22/include/mlir/Dialect/Linalg/IR"

func main() {
	include := flag.String("include", defaultInclude, "the directory of LinalgNamedStructuredOps.yamlgen.{cpp.inc,td}")
	out := flag.String("o", "dialects/linalg/linalg_named_gen.go", "the Go file to write")
	flag.Parse()
	src, err := Generate(*include)
	if err != nil {
		fmt.Fprintln(os.Stderr, "linalggen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "linalggen:", err)
		os.Exit(1)
	}
}

// Generate reads the generated C++ under include and returns the Go file.
func Generate(include string) ([]byte, error) {
	td, err := os.ReadFile(filepath.Join(include, "LinalgNamedStructuredOps.yamlgen.td"))
	if err != nil {
		return nil, err
	}
	inc, err := os.ReadFile(filepath.Join(include, "LinalgNamedStructuredOps.yamlgen.cpp.inc"))
	if err != nil {
		return nil, err
	}
	ops, err := Extract(string(td), string(inc))
	if err != nil {
		return nil, err
	}
	return Render(ops)
}

// Op is what linalggen extracts of one named op.
type Op struct {
	Name string // "linalg.conv_2d_nhwc_hwcf"
	Args int
	// Dims and Maps are the memoized indexing maps: each map is a list of
	// results, each result a sum of terms. Maps is nil for the ops whose
	// maps follow the operands' ranks (nothing is memoized).
	Dims int
	Maps [][][]Term
	// Syms binds each symbol of the maps.
	Syms []Sym
	Body []Step
}

// Term is `d<Dim>`, times `s<Sym>` when Sym >= 0.
type Term struct{ Dim, Sym int }

// Sym is what a symbol of the maps is replaced with: element Index of the
// op's Attr ("strides" or "dilations"), or itself when Attr is "".
type Sym struct {
	Attr  string
	Index int
}

// Step is one statement of a region builder. Values are block arguments
// (>= 0) or earlier steps' results (-k for step k, counting from 1).
type Step struct {
	Kind string // "type", "unary", "binary", "ternary", "constant", "index", "yield"
	// Fn: the function (cast_signed, cast_unsigned, "cast" for the op's
	// cast attribute; exp, add, select, ...).
	Fn string
	// Type is the cast's target: "argN" (block argument N's type), or a
	// builtin type ("f64", "i32").
	Type string
	Args []int
	// Value: the constant's attribute, or the index's dimension.
	Value string
}

var (
	reDef       = regexp.MustCompile(`(?m)^def (\w+) : LinalgStructuredBase_Op<"(\w+)"`)
	reImpl      = regexp.MustCompile(`(?m)^// Implementation of (\w+)$`)
	reNumArgs   = regexp.MustCompile(`unsigned \w+::getNumRegionArgs\(\) \{ return (\d+); \}`)
	reSymbol    = regexp.MustCompile(`^exprs\.push_back\(getAffineSymbolExpr\((\d+), context\)\);$`)
	reSymAttr   = regexp.MustCompile(`^int64_t cst(\d+) = self\.get(Strides|Dilations)\(\)\.getValues<int64_t>\(\)\[(\d+)\];$`)
	reSymConst  = regexp.MustCompile(`^exprs\.push_back\(getAffineConstantExpr\(cst(\d+), context\)\);$`)
	reMap       = regexp.MustCompile(`parseAttribute\("affine_map<\((.*?)\)(?:\[(.*?)\])? -> \((.*?)\)>", context\)`)
	reStep      = regexp.MustCompile(`^Value value(\d+) = helper\.(\w+)\((.*)\);$`)
	reYield     = regexp.MustCompile(`^yields\.push_back\((.*)\);$`)
	reArg       = regexp.MustCompile(`^block\.getArgument\((\d+)\)$`)
	reArgType   = regexp.MustCompile(`^block\.getArgument\((\d+)\)\.getType\(\)$`)
	reValue     = regexp.MustCompile(`^value(\d+)$`)
	reTerm      = regexp.MustCompile(`^d(\d+)(?: \* s(\d+))?$`)
	reFn        = regexp.MustCompile(`^(TypeFn|UnaryFn|BinaryFn|TernaryFn)::(\w+)$`)
	reIntType   = regexp.MustCompile(`^helper\.getIntegerType\((\d+)\)$`)
	reFloatType = regexp.MustCompile(`^helper\.getFloat(32|64)Type\(\)$`)
)

// Extract reads the ops of the generated .td (names) and .cpp.inc (facts).
func Extract(td, inc string) ([]*Op, error) {
	names := map[string]string{}
	for _, m := range reDef.FindAllStringSubmatch(td, -1) {
		names[m[1]] = "linalg." + m[2]
	}
	impls := reImpl.FindAllStringSubmatchIndex(inc, -1)
	var ops []*Op
	for i, m := range impls {
		class := inc[m[2]:m[3]]
		end := len(inc)
		if i+1 < len(impls) {
			end = impls[i+1][0]
		}
		name, ok := names[class]
		if !ok {
			return nil, fmt.Errorf("%s: no def in the .td", class)
		}
		op, err := extractOp(name, inc[m[1]:end])
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		ops = append(ops, op)
	}
	if len(ops) != len(names) {
		return nil, fmt.Errorf("%d ops in the .td, %d implementations in the .cpp.inc", len(names), len(ops))
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].Name < ops[j].Name })
	return ops, nil
}

func extractOp(name, text string) (*Op, error) {
	op := &Op{Name: name}
	m := reNumArgs.FindStringSubmatch(text)
	if m == nil {
		return nil, fmt.Errorf("no getNumRegionArgs")
	}
	op.Args, _ = strconv.Atoi(m[1])
	if err := extractMaps(op, text); err != nil {
		return nil, err
	}
	body, ok := section(text, "::regionBuilder(", "\n}\n")
	if !ok {
		return nil, fmt.Errorf("no regionBuilder")
	}
	if err := extractBody(op, body); err != nil {
		return nil, err
	}
	return op, nil
}

// section returns the text of s from the line holding start to end.
func section(s, start, end string) (string, bool) {
	i := strings.Index(s, start)
	if i < 0 {
		return "", false
	}
	j := strings.Index(s[i:], end)
	if j < 0 {
		return "", false
	}
	return s[i : i+j], true
}

func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func extractMaps(op *Op, text string) error {
	if !strings.Contains(text, `memoizeAttr[] = "linalg.memoized_indexing_maps"`) {
		if !strings.Contains(text, "getMultiDimIdentityMap") {
			return fmt.Errorf("neither memoized nor rank-based indexing maps")
		}
		return nil
	}
	binds, ok := section(text, "static SmallVector<AffineExpr> getSymbolBindings(", "return exprs;")
	if !ok {
		return fmt.Errorf("no getSymbolBindings")
	}
	pending := map[string]Sym{}
	for _, l := range lines(binds) {
		if m := reSymbol.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			if n != len(op.Syms) {
				return fmt.Errorf("symbol %d bound at position %d", n, len(op.Syms))
			}
			op.Syms = append(op.Syms, Sym{Index: n})
		} else if m := reSymAttr.FindStringSubmatch(l); m != nil {
			k, _ := strconv.Atoi(m[3])
			pending[m[1]] = Sym{Attr: strings.ToLower(m[2]), Index: k}
		} else if m := reSymConst.FindStringSubmatch(l); m != nil {
			s, ok := pending[m[1]]
			if !ok {
				return fmt.Errorf("cst%s used before it is read", m[1])
			}
			op.Syms = append(op.Syms, s)
		} else if !strings.HasPrefix(l, "static SmallVector") && !strings.HasPrefix(l, "MLIRContext *context") && l != "SmallVector<AffineExpr> exprs;" {
			return fmt.Errorf("unknown symbol binding %q", l)
		}
	}
	maps, ok := section(text, "::getIndexingMaps() {", "return cached;\n}")
	if !ok {
		return fmt.Errorf("no getIndexingMaps")
	}
	for _, m := range reMap.FindAllStringSubmatch(maps, -1) {
		dims := len(strings.Split(m[1], ","))
		if op.Maps != nil && dims != op.Dims {
			return fmt.Errorf("maps of %d and %d dimensions", op.Dims, dims)
		}
		op.Dims = dims
		if syms := m[2]; syms != "" && len(strings.Split(syms, ",")) != len(op.Syms) {
			return fmt.Errorf("%d symbols, %d bindings", len(strings.Split(syms, ",")), len(op.Syms))
		}
		results := [][]Term{}
		if strings.TrimSpace(m[3]) != "" {
			for _, r := range strings.Split(m[3], ",") {
				var sum []Term
				for _, t := range strings.Split(r, "+") {
					tm := reTerm.FindStringSubmatch(strings.TrimSpace(t))
					if tm == nil {
						return fmt.Errorf("unknown map term %q", t)
					}
					d, _ := strconv.Atoi(tm[1])
					s := -1
					if tm[2] != "" {
						s, _ = strconv.Atoi(tm[2])
					}
					sum = append(sum, Term{Dim: d, Sym: s})
				}
				results = append(results, sum)
			}
		}
		op.Maps = append(op.Maps, results)
	}
	if len(op.Maps) == 0 {
		return fmt.Errorf("no memoized maps")
	}
	return nil
}

func extractBody(op *Op, body string) error {
	for _, l := range lines(body) {
		if m := reStep.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			if n != len(op.Body)+1 {
				return fmt.Errorf("value%d is step %d", n, len(op.Body)+1)
			}
			st, err := step(m[2], splitArgs(m[3]))
			if err != nil {
				return fmt.Errorf("%q: %v", l, err)
			}
			op.Body = append(op.Body, st)
			continue
		}
		if m := reYield.FindStringSubmatch(l); m != nil {
			v, err := value(m[1])
			if err != nil {
				return err
			}
			if n := len(op.Body); n > 0 && op.Body[n-1].Kind == "yield" {
				op.Body[n-1].Args = append(op.Body[n-1].Args, v)
			} else {
				op.Body = append(op.Body, Step{Kind: "yield", Args: []int{v}})
			}
		}
	}
	if n := len(op.Body); n == 0 || op.Body[n-1].Kind != "yield" || !strings.Contains(body, "helper.yieldOutputs(yields);") {
		return fmt.Errorf("the region builder yields nothing")
	}
	return nil
}

// splitArgs splits a C++ argument list at its top-level commas.
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '(' || c == '<' || c == '[':
			depth++
		case c == ')' || c == '>' || c == ']':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

func value(s string) (int, error) {
	if m := reArg.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n, nil
	}
	if m := reValue.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		return -n, nil
	}
	return 0, fmt.Errorf("unknown value %q", s)
}

func fn(s, kind string) (string, error) {
	if s == "castVal" && kind == "TypeFn" {
		return "cast", nil
	}
	m := reFn.FindStringSubmatch(s)
	if m == nil || m[1] != kind {
		return "", fmt.Errorf("unknown %s %q", kind, s)
	}
	return m[2], nil
}

func step(helper string, args []string) (Step, error) {
	var st Step
	var err error
	kinds := map[string]string{"buildTypeFn": "TypeFn", "buildUnaryFn": "UnaryFn", "buildBinaryFn": "BinaryFn", "buildTernaryFn": "TernaryFn"}
	switch helper {
	case "buildTypeFn", "buildUnaryFn", "buildBinaryFn", "buildTernaryFn":
		if len(args) < 2 || args[len(args)-1] != "emitError" {
			return st, fmt.Errorf("unexpected arguments")
		}
		args = args[:len(args)-1]
		st.Kind = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(helper, "build"), "Fn"))
		if st.Fn, err = fn(args[0], kinds[helper]); err != nil {
			return st, err
		}
		vals := args[1:]
		if helper == "buildTypeFn" {
			if len(vals) != 2 {
				return st, fmt.Errorf("a cast takes a type and a value")
			}
			switch t := vals[0]; {
			case reArgType.MatchString(t):
				st.Type = "arg" + reArgType.FindStringSubmatch(t)[1]
			case reIntType.MatchString(t):
				st.Type = "i" + reIntType.FindStringSubmatch(t)[1]
			case reFloatType.MatchString(t):
				st.Type = "f" + reFloatType.FindStringSubmatch(t)[1]
			default:
				return st, fmt.Errorf("unknown type %q", t)
			}
			vals = vals[1:]
		}
		want := map[string]int{"type": 1, "unary": 1, "binary": 2, "ternary": 3}[st.Kind]
		if len(vals) != want {
			return st, fmt.Errorf("%d operands, want %d", len(vals), want)
		}
		for _, v := range vals {
			n, err := value(v)
			if err != nil {
				return st, err
			}
			st.Args = append(st.Args, n)
		}
	case "constant":
		if len(args) != 1 || !strings.HasPrefix(args[0], `"`) {
			return st, fmt.Errorf("a constant takes a string")
		}
		st.Kind = "constant"
		st.Value, err = strconv.Unquote(args[0])
	case "index":
		if len(args) != 1 {
			return st, fmt.Errorf("an index takes a dimension")
		}
		st.Kind, st.Value = "index", args[0]
		_, err = strconv.Atoi(args[0])
	default:
		return st, fmt.Errorf("unknown helper %s", helper)
	}
	return st, err
}

// Render writes the ops as the Go file dialects/linalg/linalg_named_gen.go.
func Render(ops []*Op) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/cmd/linalggen from MLIR 22's LinalgNamedStructuredOps.yamlgen.{td,cpp.inc}; DO NOT EDIT.\n\n")
	b.WriteString("package linalg\n\n")
	b.WriteString("// linalgNamedOps are linalg's named structured ops defined with OpDSL.\n")
	b.WriteString("var linalgNamedOps = map[string]*linalgNamed{\n")
	for _, op := range ops {
		fmt.Fprintf(&b, "%q: {\nargs: %d,\n", op.Name, op.Args)
		if op.Maps != nil {
			fmt.Fprintf(&b, "dims: %d,\nmaps: [][][]linalgTerm{", op.Dims)
			for _, m := range op.Maps {
				b.WriteString("{")
				for i, r := range m {
					if i > 0 {
						b.WriteString(", ")
					}
					b.WriteString("{")
					for j, t := range r {
						if j > 0 {
							b.WriteString(", ")
						}
						fmt.Fprintf(&b, "{%d, %d}", t.Dim, t.Sym)
					}
					b.WriteString("}")
				}
				b.WriteString("}, ")
			}
			b.WriteString("},\n")
			if len(op.Syms) > 0 {
				b.WriteString("syms: []linalgSym{")
				for _, s := range op.Syms {
					fmt.Fprintf(&b, "{%q, %d}, ", s.Attr, s.Index)
				}
				b.WriteString("},\n")
			}
		}
		b.WriteString("body: []linalgStep{\n")
		for _, s := range op.Body {
			fmt.Fprintf(&b, "{kind: %q", s.Kind)
			if s.Fn != "" {
				fmt.Fprintf(&b, ", fn: %q", s.Fn)
			}
			if s.Type != "" {
				fmt.Fprintf(&b, ", typ: %q", s.Type)
			}
			if len(s.Args) > 0 {
				fmt.Fprintf(&b, ", args: []int{%s}", strings.Trim(strings.Join(strings.Fields(fmt.Sprint(s.Args)), ", "), "[]"))
			}
			if s.Value != "" {
				fmt.Fprintf(&b, ", value: %q", s.Value)
			}
			b.WriteString("},\n")
		}
		b.WriteString("},\n},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
