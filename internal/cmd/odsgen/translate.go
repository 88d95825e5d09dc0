package main

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

var (
	reIntType   = regexp.MustCompile(`^\$_builder\.getIntegerType\((\d+)(?:, /\*isSigned=\*/(true|false))?\)$`)
	reFloatType = regexp.MustCompile(`^\$_builder\.getF(\d+)Type\(\)$`)
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
// what it cannot translate is returned as "cpp:<expr>".
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
			switch normalizeFormat(r.str("assemblyFormat")) {
			case "`<` $value `>`":
				return "#" + d.str("name") + "." + r.str("mnemonic") + "<" + body + ">"
			case "$value":
				return "#" + d.str("name") + "<" + r.str("mnemonic") + " " + body + ">"
			}
		case r.IsA("EnumAttrInfo"): // an enum stored as an integer: 2 : i64
			if _, n, ok := enumValue(recs, r, v); ok {
				return fmt.Sprintf("%d : i%d", n, r.int("bitwidth"))
			}
		}
	}
	storage := strings.TrimSpace(chain[0].str("storageType"))
	switch {
	case storage == "::mlir::BoolAttr":
		if v == "true" || v == "false" {
			return v
		}
	case storage == "::mlir::IntegerAttr" && a.Type != "":
		if n, err := strconv.ParseInt(v, 0, 64); err == nil {
			return fmt.Sprintf("%d : %s", n, a.Type)
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
	case strings.HasPrefix(storage, "::mlir::Dense") && strings.HasSuffix(storage, "ArrayAttr") && v == "{}":
		// DenseI64ArrayAttr -> array<i64>, DenseBoolArrayAttr -> array<i1>.
		elt := strings.TrimSuffix(strings.TrimPrefix(storage, "::mlir::Dense"), "ArrayAttr")
		if elt == "Bool" {
			elt = "I1"
		}
		return "array<" + strings.ToLower(elt) + ">"
	case storage == "::mlir::ArrayAttr" && v == "{}":
		return "[]"
	}
	// A builder that ignores the value and makes a parameterless dialect
	// attribute (ub.poison's #ub.poison).
	for _, r := range chain {
		if m := reNoArgGet.FindStringSubmatch(strings.TrimSpace(r.str("constBuilderCall"))); m != nil {
			if s, ok := g.parameterlessAttr(qualify(m[1])); ok {
				return s
			}
		}
	}
	return "cpp:" + v
}

// enumValue reads a C++ enum value ("::mlir::arith::FastMathFlags::nnan |
// ::mlir::arith::FastMathFlags::ninf") as its spelling (cases joined by
// the bit enum's separator) and its integer value.
func enumValue(recs Records, e *Record, v string) (string, uint64, bool) {
	var strs []string
	var n uint64
	for _, term := range strings.Split(v, "|") {
		term = strings.TrimSpace(term)
		i := strings.LastIndex(term, "::")
		if cls := e.str("className"); i < 0 || term[:i] != cls && !strings.HasSuffix(term[:i], "::"+cls) {
			return "", 0, false
		}
		sym := term[i+2:]
		found := false
		for _, cv := range e.list("enumerants") {
			if c := recs.deref(cv); c != nil && c.str("symbol") == sym {
				strs = append(strs, c.str("str"))
				n |= uint64(c.int("value"))
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
