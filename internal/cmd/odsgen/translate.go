package main

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

var (
	reIntType   = regexp.MustCompile(`^\$_builder\.getIntegerType\((\d+)(?:, /\*isSigned=\*/(true|false))?\)$`)
	reFloatType = regexp.MustCompile(`^\$_builder\.getF(\d+)Type\(\)$`)
	reIntShort  = regexp.MustCompile(`^\$_builder\.getI(\d+)Type\(\)$`)
	reGetType   = regexp.MustCompile(`^\$_builder\.getType<(?:::mlir::)?(\w+)>\(\)$`)
	reComplex   = regexp.MustCompile(`^::mlir::ComplexType::get\((.*)\)$`)
	reFloat8    = regexp.MustCompile(`^Float(\d+E\d+M\d+\w*)Type$`)
	reNoArgGet  = regexp.MustCompile(`^((?:::)?[\w:]+)::get\(\$_builder\.getContext\(\)\)$`)
)

// buildableType translates a type constraint's builderCall to the type
// in MLIR syntax, or "" when it is not one this knows.
func buildableType(call string) string {
	call = strings.TrimSpace(call)
	if m := reIntType.FindStringSubmatch(call); m != nil {
		switch m[2] {
		case "true":
			return "si" + m[1]
		case "false":
			return "ui" + m[1]
		}
		return "i" + m[1]
	}
	if m := reFloatType.FindStringSubmatch(call); m != nil {
		return "f" + m[1]
	}
	if m := reIntShort.FindStringSubmatch(call); m != nil {
		return "i" + m[1]
	}
	if m := reComplex.FindStringSubmatch(call); m != nil {
		if t := buildableType(m[1]); t != "" {
			return "complex<" + t + ">"
		}
		return ""
	}
	switch call {
	case "$_builder.getIndexType()":
		return "index"
	case "$_builder.getNoneType()":
		return "none"
	case "$_builder.getBF16Type()":
		return "bf16"
	}
	if m := reGetType.FindStringSubmatch(call); m != nil {
		switch t := m[1]; t {
		case "NoneType":
			return "none"
		case "IndexType":
			return "index"
		case "BFloat16Type":
			return "bf16"
		case "Float16Type", "Float32Type", "Float64Type", "Float80Type", "Float128Type":
			return "f" + strings.TrimSuffix(strings.TrimPrefix(t, "Float"), "Type")
		case "FloatTF32Type":
			return "tf32"
		default:
			if m := reFloat8.FindStringSubmatch(t); m != nil {
				return "f" + m[1]
			}
		}
	}
	return ""
}

var (
	reDialectType = regexp.MustCompile(`^(?:\$_builder\.getType<((?:::)?[\w:]+)>\((\w*)\)|((?:::)?[\w:]+)::get\(\$_builder\.getContext\(\)\))$`)
	reShapedType  = regexp.MustCompile(`^::mlir::(Vector|RankedTensor)Type::get\(\{([\w:, ]*)\}\s*,\s*(.*?)\s*\)\s*;?$`)
	reLLVMStruct  = regexp.MustCompile(`^::mlir::LLVM::LLVMStructType::getLiteral\(\$_builder\.getContext\(\), \{(.*)\}\)$`)
	rePDLRange    = regexp.MustCompile(`^::mlir::pdl::RangeType::get\((.+)\)$`)
)

// cppTypes are types the builder calls name whose syntax is C++ upstream
// (no TypeDef to read it from), as mlir-opt 22 spells them.
var cppTypes = map[string]string{
	"::mlir::LLVM::LLVMTokenType":           "!llvm.token",
	"::mlir::gpu::AsyncTokenType":           "!gpu.async.token",
	"::mlir::gpu::SparseDnTensorHandleType": "!gpu.sparse.dntensor_handle",
	"::mlir::gpu::SparseSpMatHandleType":    "!gpu.sparse.spmat_handle",
	"::mlir::gpu::SparseSpGEMMOpHandleType": "!gpu.sparse.spgemmop_handle",
}

// buildable translates a type constraint's builderCall to the type in
// MLIR syntax: a builtin type (buildableType), a dialect type whose
// definition needs no parameters (`!async.token`, `!llvm.ptr<3>`), or
// "" with a note when it cannot.
func (g *generator) buildable(call string) string {
	call = strings.TrimSpace(call)
	if call == "" {
		return ""
	}
	if t := buildableType(call); t != "" {
		return t
	}
	if m := reShapedType.FindStringSubmatch(call); m != nil {
		elt := g.buildable(m[3])
		var dims []string
		for _, d := range strings.Split(m[2], ",") {
			d = strings.TrimSpace(d)
			if d == "ShapedType::kDynamic" || d == "::mlir::ShapedType::kDynamic" {
				d = "?"
			} else if _, err := strconv.Atoi(d); err != nil {
				elt = ""
			}
			dims = append(dims, d)
		}
		if elt != "" {
			return map[string]string{"Vector": "vector", "RankedTensor": "tensor"}[m[1]] + "<" + strings.Join(dims, "x") + "x" + elt + ">"
		}
	}
	if m := reLLVMStruct.FindStringSubmatch(call); m != nil {
		// A literal struct of the element types: !llvm.struct<(i32, i32)>.
		var elts []string
		for _, e := range strings.Split(m[1], ", ") {
			t := buildableType(e)
			if t == "" {
				elts = nil
				break
			}
			elts = append(elts, t)
		}
		if elts != nil {
			return "!llvm.struct<(" + strings.Join(elts, ", ") + ")>"
		}
	}
	if m := rePDLRange.FindStringSubmatch(call); m != nil {
		// !pdl.range<value>: the element type without its dialect prefix.
		if elt, ok := strings.CutPrefix(g.buildable(m[1]), "!pdl."); ok {
			return "!pdl.range<" + elt + ">"
		}
	}
	if m := reDialectType.FindStringSubmatch(call); m != nil {
		class, arg := qualify(m[1]), m[2]
		if m[3] != "" {
			class = qualify(m[3])
		}
		if t, ok := cppTypes[class]; ok && arg == "" {
			return t
		}
		if t, ok := g.dialectType(class, arg); ok {
			return t
		}
	}
	g.notef("builderCall %q: no buildable type", call)
	return ""
}

// dialectType spells the dialect type of C++ class built with no
// arguments or one (arg, its single parameter): the format without its
// optional groups when the parameters take their defaults (`!llvm.ptr`),
// else `!d.mnemonic<arg>` for a format `(`<` $p^ `>`)?`.
func (g *generator) dialectType(class, arg string) (string, bool) {
	in, ok := g.typeDefs[class]
	if !ok {
		return "", false
	}
	r := in.def
	d := in.recs.deref(r.Fields["dialect"])
	if d == nil || r.str("mnemonic") == "" {
		return "", false
	}
	prefix := "!" + d.str("name") + "." + r.str("mnemonic")
	var params []DagArg
	if p, ok := r.Fields["parameters"].(*Dag); ok {
		params = p.Args
	}
	defaults := make([]string, len(params))
	for i, p := range params {
		if pr := in.recs.deref(p.Val); pr != nil {
			defaults[i] = strings.TrimSpace(pr.str("defaultValue"))
		}
		if defaults[i] == "" {
			return "", false // a required parameter
		}
	}
	if len(params) == 0 {
		return prefix, true
	}
	format := r.str("assemblyFormat")
	if arg != "" && len(params) == 1 && arg != defaults[0] {
		if normalizeFormat(format) == "(`<` $"+params[0].Name+"^ `>`)?" {
			return prefix + "<" + arg + ">", true
		}
		return "", false
	}
	if arg != "" && len(params) != 1 {
		return "", false
	}
	switch rest, ok := formatWithoutOptionals(format); {
	case ok && rest == "":
		return prefix, true
	case ok && rest == "`<` `>`":
		return prefix + "<>", true
	}
	return "", false
}

// normalizeFormat collapses each run of whitespace outside `literals`
// to one space and trims the ends.
func normalizeFormat(f string) string {
	var b strings.Builder
	inLit, space := false, false
	for i := 0; i < len(f); i++ {
		c := f[i]
		if !inLit && (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		if c == '`' {
			inLit = !inLit
		}
		b.WriteByte(c)
	}
	return b.String()
}

// attrDefault translates a DefaultValuedAttr's C++ default to the
// attribute in MLIR syntax, as mlir-opt prints it in an op's properties;
// what it cannot translate is returned as "cpp:<expr>". Each kind
// translated here is checked against mlir-opt by TestDefaultsOracle.
func (g *generator) attrDefault(recs Records, chain []*Record, a *ods.Attr, v string) string {
	v = strings.TrimSpace(v)
	for _, r := range chain {
		switch {
		case r.IsA("EnumAttr"): // a dialect attribute wrapping an enum: #arith.overflow<none>
			e := recs.deref(r.Fields["enum"])
			if e == nil {
				break
			}
			body, _, ok := enumValue(recs, e, v)
			if !ok {
				break
			}
			d := recs.deref(r.Fields["dialect"])
			if d == nil {
				break
			}
			if s, ok := spellEnumAttr(d.str("name"), r.str("mnemonic"), r.str("assemblyFormat"), body); ok {
				return s
			}
		case r.IsA("EnumAttrInfo"): // an enum stored as an integer: 2 : i64
			if _, n, ok := enumValue(recs, r, v); ok {
				return fmt.Sprintf("%d : i%d", n, r.int("bitwidth"))
			}
		}
	}
	// An attribute built from an enum by its attribute definition
	// (#llvm.cconv<ccc> from CConv::C).
	for _, r := range chain {
		if s, ok := g.enumBuiltAttr(recs, r.str("constBuilderCall"), v); ok {
			return s
		}
	}
	storage := strings.TrimSpace(chain[0].str("storageType"))
	switch {
	case storage == "::mlir::BoolAttr":
		if v == "true" || v == "false" {
			return v
		}
	case storage == "::mlir::UnitAttr":
		if v == "false" {
			return "" // absent
		}
	case storage == "::mlir::IntegerAttr" && a.Type != "":
		if n, ok := cppInt(v); ok {
			return intAttr(n, a.Type)
		}
	case storage == "::mlir::FloatAttr" && (a.Type == "f32" || a.Type == "f64"):
		bits := 64
		if a.Type == "f32" {
			bits = 32
		}
		// mlir-opt prints %e with six digits when that reads back exactly.
		if f, err := strconv.ParseFloat(strings.TrimSuffix(v, "f"), bits); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
			s := strconv.FormatFloat(f, 'e', 6, bits)
			if back, err := strconv.ParseFloat(s, bits); err == nil && back == f {
				return s + " : " + a.Type
			}
		}
	case storage == "::mlir::StringAttr":
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' && !strings.ContainsAny(v[1:len(v)-1], `\"`) {
			return v
		}
		// An op's name: "bufferization.materialize_in_destination".
		if class, ok := strings.CutSuffix(v, "::getOperationName()"); ok {
			if name, ok := g.resolveOp("", class); ok {
				return strconv.Quote(name)
			}
		}
	case strings.HasPrefix(storage, "::mlir::Dense") && strings.HasSuffix(storage, "ArrayAttr") && v == "{}":
		// DenseI64ArrayAttr -> array<i64>, DenseBoolArrayAttr -> array<i1>.
		elt := strings.TrimSuffix(strings.TrimPrefix(storage, "::mlir::Dense"), "ArrayAttr")
		if elt == "Bool" {
			elt = "I1"
		}
		return "array<" + strings.ToLower(elt) + ">"
	case storage == "::mlir::ArrayAttr" && v == "{}":
		return "[]"
	case storage == "::mlir::DictionaryAttr" && v == "{}":
		return "{}"
	case storage == "::mlir::DenseIntElementsAttr":
		if s, ok := denseIntDefault(chain[0].str("constBuilderCall"), v); ok {
			return s
		}
	}
	// A builder that ignores the value and makes a parameterless dialect
	// attribute (ub.poison's #ub.poison), or a dialect attribute default
	// constructed (`{}`: #llvm.di_expression<>).
	for _, r := range chain {
		if m := reNoArgGet.FindStringSubmatch(strings.TrimSpace(r.str("constBuilderCall"))); m != nil {
			if s, ok := g.parameterlessAttr(qualify(m[1])); ok {
				return s
			}
		}
	}
	return "cpp:" + v
}

// spellEnumAttr spells a dialect attribute wrapping an enum value, by the
// attribute's format: `<` $value `>` is #dialect.mnemonic<body>, $value is
// #dialect<mnemonic body>.
func spellEnumAttr(dialect, mnemonic, format, body string) (string, bool) {
	switch normalizeFormat(format) {
	case "`<` $value `>`":
		return "#" + dialect + "." + mnemonic + "<" + body + ">", true
	case "$value":
		return "#" + dialect + "<" + mnemonic + " " + body + ">", true
	}
	return "", false
}

var (
	reStaticCast = regexp.MustCompile(`^static_cast<(u?)int(\d+)_t>\((-?\w+)\)$`)
	reDenseInt   = regexp.MustCompile(`^::mlir::DenseIntElementsAttr::get\(::mlir::RankedTensorType::get\(\{([\d, ]*)\}, (.*)\), ::llvm::ArrayRef\(\$0\)\)$`)
	reEnumGet    = regexp.MustCompile(`^((?:::)?[\w:]+)::get\(\$_builder\.getContext\(\), \$0\)$`)
)

// cppInt reads a C++ integer default: `4`, `-1`, `{}` (zero),
// `static_cast<uint64_t>(-1)` (the bits of -1).
func cppInt(v string) (int64, bool) {
	if v == "{}" {
		return 0, true
	}
	if m := reStaticCast.FindStringSubmatch(v); m != nil {
		v = m[3]
	}
	n, err := strconv.ParseInt(v, 0, 64)
	return n, err == nil
}

// intAttr spells an integer attribute of type typ as mlir-opt prints it:
// i1 as true or false, others as the value's signed reading in typ's
// width (`-1 : i64` for static_cast<uint64_t>(-1)).
func intAttr(n int64, typ string) string {
	if typ == "i1" {
		return strconv.FormatBool(n&1 != 0)
	}
	if w, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(typ, "s"), "u"), "i")); err == nil && w > 0 && w < 64 {
		if strings.HasPrefix(typ, "ui") {
			n &= 1<<w - 1
		} else {
			n = n << (64 - w) >> (64 - w)
		}
	}
	return fmt.Sprintf("%d : %s", n, typ)
}

// denseIntDefault translates an initializer list (`{ static_cast<int64_t>(1),
// static_cast<int64_t>(1) }`) given to a DenseIntElementsAttr builder of a
// fixed shape: dense<1> : tensor<2xi64>.
func denseIntDefault(builder, v string) (string, bool) {
	m := reDenseInt.FindStringSubmatch(strings.TrimSpace(builder))
	if m == nil || !strings.HasPrefix(v, "{") || !strings.HasSuffix(v, "}") {
		return "", false
	}
	elt := buildableType(m[2])
	if elt == "" {
		return "", false
	}
	n := 1
	var dims []string
	for _, d := range strings.Split(m[1], ",") {
		k, err := strconv.Atoi(strings.TrimSpace(d))
		if err != nil {
			return "", false
		}
		n *= k
		dims = append(dims, strconv.Itoa(k))
	}
	var vals []string
	for _, x := range strings.Split(strings.TrimSpace(v[1:len(v)-1]), ",") {
		k, ok := cppInt(strings.TrimSpace(x))
		if !ok {
			return "", false
		}
		vals = append(vals, strconv.FormatInt(k, 10))
	}
	if len(vals) != n || len(dims) != 1 {
		return "", false
	}
	body := "[" + strings.Join(vals, ", ") + "]"
	if slices.Equal(vals, slices.Repeat(vals[:1], n)) {
		body = vals[0]
	}
	return "dense<" + body + "> : tensor<" + strings.Join(dims, "x") + "x" + elt + ">", true
}

// enumBuiltAttr translates v when builder makes the attribute from it by
// an attribute definition of one enum parameter (`CConvAttr::get(ctx, $0)`
// with `CConv::C`: #llvm.cconv<ccc>).
func (g *generator) enumBuiltAttr(recs Records, builder, v string) (string, bool) {
	m := reEnumGet.FindStringSubmatch(strings.TrimSpace(builder))
	if m == nil {
		return "", false
	}
	class := qualify(m[1])
	for _, name := range sortedKeys(recs) {
		r := recs[name]
		if !r.IsA("AttrDef") || qualify(r.str("cppType")) != class {
			continue
		}
		d := recs.deref(r.Fields["dialect"])
		p, _ := r.Fields["parameters"].(*Dag)
		if d == nil || p == nil || len(p.Args) != 1 {
			return "", false
		}
		if v == "{}" {
			// The parameter left empty: the format without its optional
			// groups (#llvm.di_expression<>).
			if pr := recs.deref(p.Args[0].Val); pr == nil || pr.str("defaultValue") == "" {
				return "", false
			}
			rest, ok := formatWithoutOptionals(r.str("assemblyFormat"))
			switch {
			case ok && rest == "`<` `>`":
				return "#" + d.str("name") + "." + r.str("mnemonic") + "<>", true
			case ok && rest == "":
				return "#" + d.str("name") + "." + r.str("mnemonic"), true
			}
			return "", false
		}
		kind, ok := p.Args[0].Val.(Str)
		if !ok {
			return "", false
		}
		e := findEnum(recs, strings.TrimSpace(kind.S))
		if e == nil {
			return "", false
		}
		body, _, ok := enumValue(recs, e, v)
		if !ok || normalizeFormat(r.str("assemblyFormat")) != "`<` $"+p.Args[0].Name+" `>`" {
			return "", false
		}
		return "#" + d.str("name") + "." + r.str("mnemonic") + "<" + body + ">", true
	}
	return "", false
}

// formatWithoutOptionals is an attribute format as printed when its
// optional groups are absent: each `( ... )?` dropped, or replaced by its
// else group `( ... ) : ( else )?`; empty literals dropped.
func formatWithoutOptionals(format string) (string, bool) {
	var toks []string
	f := normalizeFormat(format)
	for i := 0; i < len(f); {
		switch c := f[i]; {
		case c == ' ':
			i++
		case c == '`':
			j := strings.IndexByte(f[i+1:], '`')
			if j < 0 {
				return "", false
			}
			toks = append(toks, f[i:i+j+2])
			i += j + 2
		case strings.IndexByte("():?", c) >= 0:
			toks = append(toks, string(c))
			i++
		default:
			j := i
			for j < len(f) && strings.IndexByte(" `():?", f[j]) < 0 {
				j++
			}
			toks = append(toks, f[i:j])
			i = j
		}
	}
	// group returns the index past the group opening at toks[i].
	group := func(i int) (int, bool) {
		depth := 0
		for ; i < len(toks); i++ {
			switch toks[i] {
			case "(":
				depth++
			case ")":
				if depth--; depth == 0 {
					return i + 1, true
				}
			}
		}
		return 0, false
	}
	var out []string
	for i := 0; i < len(toks); {
		if toks[i] != "(" {
			if toks[i] != "``" {
				out = append(out, toks[i])
			}
			i++
			continue
		}
		end, ok := group(i)
		if !ok {
			return "", false
		}
		i = end
		if i+1 < len(toks) && toks[i] == ":" && toks[i+1] == "(" {
			elseEnd, ok := group(i + 1)
			if !ok {
				return "", false
			}
			for _, t := range toks[i+2 : elseEnd-1] {
				if !strings.HasPrefix(t, "`") {
					return "", false // an else group binding a parameter
				}
				if t != "``" {
					out = append(out, t)
				}
			}
			i = elseEnd
		}
		if i >= len(toks) || toks[i] != "?" {
			return "", false
		}
		i++
	}
	return strings.Join(out, " "), true
}

// findEnum finds the one enum whose qualified C++ name ends with the
// given (possibly partly qualified) name.
func findEnum(recs Records, cpp string) *Record {
	cpp = strings.TrimPrefix(cpp, "::")
	var found *Record
	for _, name := range sortedKeys(recs) {
		r := recs[name]
		if !r.IsA("EnumInfo") || r.str("className") == "" {
			continue
		}
		full := qualify(r.str("cppNamespace")) + "::" + r.str("className")
		if strings.HasSuffix(full, "::"+cpp) {
			if found != nil {
				return nil
			}
			found = r
		}
	}
	return found
}

// enumValue reads a C++ enum value ("::mlir::arith::FastMathFlags::nnan |
// ::mlir::arith::FastMathFlags::ninf", or `{}` for the zero value) as its
// spelling (cases joined by the bit enum's separator) and its integer
// value.
func enumValue(recs Records, e *Record, v string) (string, int64, bool) {
	var cases []*Record
	for _, cv := range e.list("enumerants") {
		if c := recs.deref(cv); c != nil {
			cases = append(cases, c)
		}
	}
	if strings.TrimSpace(v) == "{}" {
		for _, c := range cases {
			if c.int("value") == 0 {
				return c.str("str"), 0, true
			}
		}
		return "", 0, false
	}
	var strs []string
	var n int64
	for _, term := range strings.Split(v, "|") {
		term = strings.TrimSpace(term)
		i := strings.LastIndex(term, "::")
		if cls := e.str("className"); i < 0 || term[:i] != cls && !strings.HasSuffix(term[:i], "::"+cls) {
			return "", 0, false
		}
		sym := term[i+2:]
		found := false
		for _, c := range cases {
			if c.str("symbol") == sym {
				strs = append(strs, c.str("str"))
				n |= c.int("value")
				found = true
				break
			}
		}
		if !found {
			return "", 0, false
		}
	}
	sep := e.str("separator")
	if sep == "" {
		sep = "|"
	}
	return strings.Join(strs, sep), n, len(strs) > 0
}

// parameterlessAttr spells the dialect attribute whose C++ class is
// class, when it has no parameters: "#ub.poison".
func (g *generator) parameterlessAttr(class string) (string, bool) {
	for _, file := range sortedKeys(g.sources) {
		recs := g.sources[file].recs
		for _, name := range sortedKeys(recs) {
			r := recs[name]
			if !r.IsA("AttrDef") || qualify(r.str("cppType")) != class {
				continue
			}
			d := recs.deref(r.Fields["dialect"])
			if p, _ := r.Fields["parameters"].(*Dag); d == nil || p == nil || len(p.Args) > 0 || r.str("mnemonic") == "" {
				return "", false
			}
			return "#" + d.str("name") + "." + r.str("mnemonic"), true
		}
	}
	return "", false
}

var (
	reIntAttrGet   = regexp.MustCompile(`^IntegerAttr::get\(IntegerType::get\(\$_ctxt, (\d+)\), (-?\d+)\)$`)
	reBoolAttrGet  = regexp.MustCompile(`^BoolAttr::get\(\$_ctxt, (true|false)\)$`)
	reI32ArrayAttr = regexp.MustCompile(`^\$_builder\.getI32ArrayAttr\(\{([-\d, ]*)\}\)$`)
	reEnumAttrGet  = regexp.MustCompile(`^(\w+)::get\(\$_ctxt, ([\w:]+)\)$`)
	reNullValue    = regexp.MustCompile(`^(?:[\w:]+(?:<[\w:<>, ]*>)?\(\)|nullptr|std::nullopt)$`)
)

// namedConstants are the C++ constants parameter defaults name, by their
// value: ptr's kOptionalSpecValue is the largest uint32_t.
var namedConstants = map[string]string{"kOptionalSpecValue": "4294967295"}

// intKinds are the C++ integer types of parameters.
var intKinds = map[string]bool{
	"int": true, "unsigned": true, "unsigned int": true, "int8_t": true, "int16_t": true, "int32_t": true,
	"int64_t": true, "uint8_t": true, "uint16_t": true, "uint32_t": true, "uint64_t": true, "size_t": true,
}

// paramDefault translates the default value of an AttrDef's or TypeDef's
// parameter of C++ type kind into the syntax the parameter's parser reads
// (ods.Param.Default): "" for the null value of its type.
func (g *generator) paramDefault(recs Records, kind, v string) string {
	v = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(v, "[{"), "}]"))
	kind = strings.TrimSpace(kind)
	if c, ok := namedConstants[v]; ok {
		v = c
	}
	switch {
	case intKinds[kind]:
		if v == kind+"()" {
			return "0"
		}
		if n, ok := cppInt(v); ok {
			return strconv.FormatInt(n, 10)
		}
	case kind == "bool":
		switch v {
		case "true", "false":
			return v
		case "bool()":
			return "false"
		}
	case kind == "::llvm::StringRef" || kind == "StringRef":
		if s, err := strconv.Unquote(v); err == nil && strings.HasPrefix(v, `"`) {
			return mlirString(s)
		}
	}
	if e := findEnum(recs, kind); e != nil {
		if v == kind+"()" || v == "{}" {
			v = "{}"
		}
		if body, _, ok := enumValue(recs, e, v); ok {
			return body
		}
		if v == "{}" {
			return "" // no case for 0
		}
		return "cpp:" + v
	}
	if m := reIntAttrGet.FindStringSubmatch(v); m != nil {
		return m[2] + " : i" + m[1]
	}
	if m := reBoolAttrGet.FindStringSubmatch(v); m != nil {
		return m[1]
	}
	if m := reI32ArrayAttr.FindStringSubmatch(v); m != nil {
		var elems []string
		for _, x := range strings.Split(m[1], ",") {
			elems = append(elems, strings.TrimSpace(x)+" : i32")
		}
		return "[" + strings.Join(elems, ", ") + "]"
	}
	if v == "::mlir::NoneType::get($_ctxt)" {
		return "none"
	}
	if m := reEnumAttrGet.FindStringSubmatch(v); m != nil {
		if s, ok := g.enumAttrValue(recs, m[1], m[2]); ok {
			return s
		}
	}
	if reNullValue.MatchString(v) {
		return ""
	}
	return "cpp:" + v
}

// enumAttrValue spells the dialect attribute of C++ class class wrapping
// the enum value v (`MemorySpaceAttr::get($_ctxt, xegpu::MemorySpace::Global)`:
// #xegpu<memory_space global>).
func (g *generator) enumAttrValue(recs Records, class, v string) (string, bool) {
	for _, name := range sortedKeys(recs) {
		r := recs[name]
		if !r.IsA("EnumAttr") || className(r) != class {
			continue
		}
		e := recs.deref(r.Fields["enum"])
		d := recs.deref(r.Fields["dialect"])
		if e == nil || d == nil {
			return "", false
		}
		body, _, ok := enumValue(recs, e, v)
		if !ok {
			return "", false
		}
		return spellEnumAttr(d.str("name"), r.str("mnemonic"), r.str("assemblyFormat"), body)
	}
	return "", false
}

// mlirString spells s as a string literal as mlir-opt prints one: `"` and
// `\` and unprintable bytes escaped as two hexadecimal digits.
func mlirString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '"' || c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, `\%02X`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
