package asmformat

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// builtinAttrStorage are the builtin attribute classes (their printed and
// parsed forms are the full ones) with the ast nodes each accepts.
var builtinAttrStorage = map[string]func(ast.Attr) bool{
	"::mlir::StringAttr":     is[*ast.StringAttr],
	"::mlir::ArrayAttr":      is[*ast.ArrayAttr],
	"::mlir::DictionaryAttr": is[*ast.DictAttr],
	"::mlir::TypeAttr":       is[*ast.TypeAttr],
	"::mlir::UnitAttr":       is[*ast.UnitAttr],
	"::mlir::BoolAttr":       is[*ast.BoolAttr],
	"::mlir::IntegerAttr": func(a ast.Attr) bool {
		return is[*ast.IntegerAttr](a) || is[*ast.BoolAttr](a)
	},
	"::mlir::FloatAttr": func(a ast.Attr) bool {
		return is[*ast.FloatAttr](a) || is[*ast.IntegerAttr](a)
	},
	"::mlir::SymbolRefAttr":             is[*ast.SymbolRefAttr],
	"::mlir::FlatSymbolRefAttr":         func(a ast.Attr) bool { s, ok := a.(*ast.SymbolRefAttr); return ok && len(s.Nested) == 0 },
	"::mlir::AffineMapAttr":             is[*ast.AffineMapAttr],
	"::mlir::IntegerSetAttr":            is[*ast.IntegerSetAttr],
	"::mlir::StridedLayoutAttr":         is[*ast.StridedAttr],
	"::mlir::DistinctAttr":              is[*ast.DistinctAttr],
	"::mlir::DenseElementsAttr":         is[*ast.DenseAttr],
	"::mlir::DenseIntElementsAttr":      is[*ast.DenseAttr],
	"::mlir::DenseFPElementsAttr":       is[*ast.DenseAttr],
	"::mlir::DenseIntOrFPElementsAttr":  is[*ast.DenseAttr],
	"::mlir::DenseStringElementsAttr":   is[*ast.DenseAttr],
	"::mlir::SparseElementsAttr":        is[*ast.SparseAttr],
	"::mlir::DenseResourceElementsAttr": is[*ast.DenseResourceAttr],
	"::mlir::ElementsAttr": func(a ast.Attr) bool {
		return is[*ast.DenseAttr](a) || is[*ast.SparseAttr](a) || is[*ast.DenseResourceAttr](a)
	},
	"::mlir::TypedAttr": func(a ast.Attr) bool {
		switch a.(type) {
		case *ast.IntegerAttr, *ast.FloatAttr, *ast.BoolAttr, *ast.StringAttr, *ast.DenseAttr,
			*ast.SparseAttr, *ast.DenseResourceAttr, *ast.DialectAttr:
			return true
		}
		return false
	},
	"::mlir::LocationAttr": nil,
}

func is[T ast.Attr](a ast.Attr) bool { _, ok := a.(T); return ok }

// denseArrayWidths are the DenseXArrayAttr classes and their element widths
// (0 for bool, negative for floats).
var denseArrayWidths = map[string]int{
	"::mlir::DenseBoolArrayAttr": 1, "::mlir::DenseI8ArrayAttr": 8, "::mlir::DenseI16ArrayAttr": 16,
	"::mlir::DenseI32ArrayAttr": 32, "::mlir::DenseI64ArrayAttr": 64,
	"::mlir::DenseF32ArrayAttr": -32, "::mlir::DenseF64ArrayAttr": -64,
}

// attrInfo decides how the attribute a is parsed and printed, in
// OpFormatGen's order: enum, symbol name, buildable value type, generic
// storage, then the attribute class's own (stripped) syntax.
func (e *Env) attrInfo(a *ods.Attr) *attrInfo {
	info := &attrInfo{def: a}
	if en := e.enum(a.Enum); a.Property && en != nil && !en.Bit {
		// An EnumProp: a case keyword, stored as its value, an integer of
		// the width its default spells (i32 unless it says otherwise).
		info.mode, info.enum = modeEnum, en
		info.width = 32
		if _, t, ok := strings.Cut(a.Default, " : "); ok {
			info.width = intWidth(t, 32)
		}
		info.keywords = append([]string{}, enumKeywords(en)...)
		return info
	}
	if a.Property {
		if en := e.enum(a.Enum); en != nil {
			e.enumProp(a, en, info)
			return info
		}
		info.mode = propMode(a, info)
		return info
	}
	if en := e.enum(a.Enum); en != nil && en.Storage != "" {
		info.mode, info.enum = modeEnum, en
		info.width = intWidth(en.Storage, 64)
		info.keywords = append([]string{}, enumKeywords(en)...)
		return info
	}
	switch {
	case a.SymbolName:
		info.mode = modeSymbol
	case a.Type != "":
		info.mode = modeTyped
		info.typ = parseASTType(a.Type)
	case a.Storage == "::mlir::Attribute" || a.Storage == "" || a.Qualified:
		info.mode = modeGeneric
	default:
		if w, ok := denseArrayWidths[a.Storage]; ok {
			info.mode = modeDenseArray
			info.width, info.float = w, w < 0
			if w < 0 {
				info.width = -w
			}
			return info
		}
		if _, ok := builtinAttrStorage[a.Storage]; ok || strings.HasPrefix(a.Storage, "::mlir::Dense") {
			info.mode = modeBuiltin
			return info
		}
		if d, ok := e.attrDef(a); ok && d.Def.Mnemonic != "" {
			info.mode, info.dialect, info.mnemonic = modeStripped, d.Dialect, d.Def.Mnemonic
			info.params = len(d.Def.Params) > 0 || d.Def.CustomSyntax
			if strings.TrimSpace(d.Def.Format) == "$value" {
				info.bareEnum = e.enum(d.Def.Enum)
			}
			return info
		}
		info.mode = modeOpaque
	}
	return info
}

// enumProp describes an EnumProp: written as its case keywords (a bit
// enum's joined by its separator), stored as an integer of the width its
// default gives ("0 : i32"). ODS's NamedEnumProp writes them inside
// `mnemonic<...>`; the definitions do not record the mnemonic, but the
// named properties upstream all have an attribute form, an EnumAttr of the
// same enum spelled `mnemonic<value>` (llvm's overflow flags), which gives
// it.
func (e *Env) enumProp(a *ods.Attr, en *ods.Enum, info *attrInfo) {
	info.mode, info.enum = modeEnumProp, en
	info.width = 32
	if _, t, ok := strings.Cut(a.Default, " : "); ok {
		info.width = intWidth(strings.TrimSpace(t), 32)
	}
	for _, d := range e.AttrDefs {
		if d.Def.Enum == en.Name && d.Def.Mnemonic != "" && strings.Join(strings.Fields(d.Def.Format), " ") == "`<` $value `>`" {
			info.mnemonic = d.Def.Mnemonic
			return
		}
	}
}

// enumPropString spells an EnumProp's value as its printer does: a case's
// keyword, or for a bit enum its multi-bit groups first (LLVM's enums
// print their primary groups: `inbounds|nuw`), then the single bits left,
// joined by the separator.
func enumPropString(en *ods.Enum, v int64) string {
	if !en.Bit || v == 0 {
		return enumString(en, v)
	}
	var parts []string
	for _, c := range en.Cases {
		if c.Value != 0 && c.Value&(c.Value-1) != 0 && v&c.Value == c.Value {
			parts = append(parts, c.Str)
			v &^= c.Value
		}
	}
	for _, c := range en.Cases {
		if c.Value != 0 && c.Value&(c.Value-1) == 0 && v&c.Value == c.Value {
			parts = append(parts, c.Str)
		}
	}
	sep := en.Separator
	if sep == "" {
		sep = "|"
	}
	return strings.Join(parts, sep)
}

// propMode classifies a true property by its interface type.
func propMode(a *ods.Attr, info *attrInfo) attrMode {
	if a.Constraint == "UnitProp" || strings.Contains(a.Constraint, "UnitProp") {
		return modeUnitProp
	}
	switch s := strings.TrimPrefix(a.Storage, "::"); s {
	case "bool":
		return modeBoolProp
	case "int64_t", "std::int64_t", "uint64_t", "std::uint64_t":
		info.width = 64
		return modeIntProp
	case "int32_t", "std::int32_t", "uint32_t", "std::uint32_t", "int", "unsigned":
		info.width = 32
		return modeIntProp
	case "int16_t", "uint16_t":
		info.width = 16
		return modeIntProp
	case "int8_t", "uint8_t":
		info.width = 8
		return modeIntProp
	case "llvm::StringRef", "std::string", "StringRef":
		return modeStringProp
	case "std::optional<int64_t>", "std::optional<uint64_t>", "std::optional<int32_t>", "std::optional<uint32_t>":
		// An OptionalProp of an integer (ptr's AlignmentProp): written as
		// the integer, stored as an array of it (`[4]`, `[]` when unset).
		info.width = 64
		if strings.Contains(s, "32") {
			info.width = 32
		}
		return modeOptIntProp
	}
	return modeGeneric
}

// intWidth reads the width of an `iN` type, or returns def.
func intWidth(t string, def int) int {
	if len(t) > 1 && t[0] == 'i' {
		if w, err := strconv.Atoi(t[1:]); err == nil {
			return w
		}
	}
	return def
}

// floatNames are the builtin float type keywords.
var floatNames = map[string]bool{
	"f16": true, "bf16": true, "f32": true, "f64": true, "f80": true, "f128": true, "tf32": true,
	"f4E2M1FN": true, "f6E2M3FN": true, "f6E3M2FN": true, "f8E5M2": true, "f8E4M3": true,
	"f8E4M3FN": true, "f8E5M2FNUZ": true, "f8E4M3FNUZ": true, "f8E4M3B11FNUZ": true,
	"f8E3M4": true, "f8E8M0FNU": true,
}

// intTypeName splits `iN`, `siN`, `uiN`.
func intTypeName(s string) (width int, sign ast.Signedness, ok bool) {
	digits := ""
	switch {
	case strings.HasPrefix(s, "si"):
		sign, digits = ast.Signed, s[2:]
	case strings.HasPrefix(s, "ui"):
		sign, digits = ast.Unsigned, s[2:]
	case strings.HasPrefix(s, "i"):
		digits = s[1:]
	default:
		return 0, 0, false
	}
	w, err := strconv.Atoi(digits)
	if err != nil || w < 0 || digits == "" || digits[0] == '+' || digits[0] == '-' {
		return 0, 0, false
	}
	return w, sign, true
}

// parseASTType turns a simple type written in MLIR syntax (an ODS value
// or buildable type: `i64`, `index`, `f32`, `none`, `!dialect.type`) into
// a syntax node; nil when it is not that simple.
func parseASTType(s string) ast.Type {
	s = strings.TrimSpace(s)
	switch {
	case s == "index" || s == "none" || floatNames[s]:
		return &ast.NamedType{Name: s}
	case strings.HasPrefix(s, "!"):
		d, rest, _ := strings.Cut(s[1:], ".")
		name, body, hasBody := strings.Cut(rest, "<")
		if hasBody {
			body = strings.TrimSuffix(body, ">")
		}
		return &ast.DialectType{Dialect: d, Name: name, Body: body, HasBody: hasBody}
	}
	if w, sign, ok := intTypeName(s); ok {
		return &ast.IntegerType{Signedness: sign, Width: w}
	}
	return nil
}

// parseIRType is parseASTType for IR types of ctx.
func parseIRType(ctx *ir.Context, s string) (ir.Type, bool) {
	s = strings.TrimSpace(s)
	switch {
	case s == "index":
		return ctx.Index(), true
	case s == "none":
		return ctx.None(), true
	case floatNames[s]:
		t, ok := ctx.FloatByName(s)
		return t, ok
	case strings.HasPrefix(s, "!"):
		d, rest, ok := strings.Cut(s[1:], ".")
		if ok {
			return ctx.ReadDialectType(d, rest), true
		}
		if i := strings.IndexByte(d, '<'); i > 0 && strings.HasSuffix(d, ">") {
			return ctx.ReadDialectType(d[:i], d[i+1:len(d)-1]), true
		}
		return nil, false
	}
	if w, sign, ok := intTypeName(s); ok {
		return ctx.Integer(w, ir.Signedness(sign)), true
	}
	// A fixed vector of them, `vector<2xi16>` (nvgpu.mma.sp.sync's metadata).
	if body, ok := strings.CutPrefix(s, "vector<"); ok && strings.HasSuffix(body, ">") {
		body = body[:len(body)-1]
		var shape []int64
		for len(body) > 0 && body[0] >= '0' && body[0] <= '9' {
			d, rest, ok := strings.Cut(body, "x")
			n, err := strconv.ParseInt(d, 10, 64)
			if !ok || err != nil || n <= 0 {
				return nil, false
			}
			shape, body = append(shape, n), rest
		}
		elem, ok := parseIRType(ctx, body)
		if !ok || len(shape) == 0 {
			return nil, false
		}
		return ctx.Vector(shape, make([]bool, len(shape)), elem), true
	}
	return nil, false
}

// enumCase finds the case of en with the given spelling.
func enumCase(en *ods.Enum, s string) (*ods.Case, bool) {
	for _, c := range en.Cases {
		if c.Str == s {
			return c, true
		}
	}
	return nil, false
}

// enumValue turns an enum spelling into its value: one case, or for a bit
// enum cases joined by the separator.
func enumValue(en *ods.Enum, s string) (int64, bool) {
	if c, ok := enumCase(en, s); ok {
		return c.Value, true
	}
	if !en.Bit {
		return 0, false
	}
	sep := strings.TrimSpace(en.Separator)
	if sep == "" {
		sep = "|"
	}
	var v int64
	for _, part := range strings.Split(s, sep) {
		c, ok := enumCase(en, strings.TrimSpace(part))
		if !ok {
			return 0, false
		}
		v |= c.Value
	}
	return v, true
}

// enumString is the enum's stringify function: the case spelling of v, or
// for a bit enum the spellings of its set cases joined by the separator.
func enumString(en *ods.Enum, v int64) string {
	if !en.Bit {
		for _, c := range en.Cases {
			if c.Value == v {
				return c.Str
			}
		}
		return ""
	}
	if v == 0 {
		for _, c := range en.Cases {
			if c.Value == 0 {
				return c.Str
			}
		}
		return ""
	}
	var parts []string
	for _, c := range en.Cases {
		if c.Value != 0 && v&c.Value == c.Value {
			parts = append(parts, c.Str)
		}
	}
	sep := en.Separator
	if sep == "" {
		sep = "|"
	}
	return strings.Join(parts, sep)
}

// enumKeywords are the case spellings that may be written bare.
func enumKeywords(en *ods.Enum) []string {
	var out []string
	for _, c := range en.Cases {
		if isKeyword(c.Str) {
			out = append(out, c.Str)
		}
	}
	return out
}

// printsBare reports whether the enum value v prints as a keyword (else as
// a string), by OpFormatGen's rule: when every case can be a keyword (and,
// for a bit enum, is a single bit) always; otherwise only for such cases.
func printsBare(en *ods.Enum, v int64) bool {
	nonKeyword := func(c *ods.Case) bool {
		return !isKeyword(c.Str) || (en.Bit && (c.Value == 0 || c.Value&(c.Value-1) != 0))
	}
	any := false
	for _, c := range en.Cases {
		if nonKeyword(c) {
			any = true
		}
	}
	if !any {
		return true
	}
	for _, c := range en.Cases {
		if c.Value == v && !nonKeyword(c) {
			return true
		}
	}
	return false
}

// isDefault reports whether a equals the default value def (an ODS
// default in MLIR syntax, as ods.Attr.Default holds it). Defaults the
// engine cannot read ("cpp:..." expressions) never match.
func isDefault(a ir.Attribute, def string) bool {
	def = strings.TrimSpace(def)
	if a == nil || def == "" {
		return false
	}
	if strings.HasPrefix(def, "cpp:") {
		// A C++ default the generator could not translate: only the empty
		// initializer `{}` of arrays is understood.
		if stripSpaces(strings.TrimPrefix(def, "cpp:")) != "{}" {
			return false
		}
		def = "{}"
	}
	if def == "{}" || def == "[]" {
		switch a := a.(type) {
		case *ir.DenseArrayAttr:
			return len(a.Values) == 0
		case *ir.ArrayAttr:
			return len(a.Elems) == 0
		case *ir.DictionaryAttr:
			return len(a.Entries) == 0
		}
		return false
	}
	lit, typ, hasType := splitTyped(def)
	switch a := a.(type) {
	case *ir.UnitAttr:
		return def == "unit"
	case *ir.IntegerAttr:
		if lit == "true" || lit == "false" {
			return ir.IsSignlessInt(a.Type, 1) && a.Bool() == (lit == "true")
		}
		v, ok := new(big.Int).SetString(lit, 0)
		if !ok {
			return false
		}
		if hasType && !typeIs(a.Type, typ) {
			return false
		}
		if ir.IsSignlessInt(a.Type, 1) && !hasType {
			return false
		}
		return a.Value.Cmp(v) == 0
	case *ir.FloatAttr:
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil || (hasType && !typeIs(a.Type, typ)) {
			return false
		}
		return a.Float64() == f
	case *ir.StringAttr:
		s, err := strconv.Unquote(def)
		return err == nil && a.Value == s && a.Type == nil
	case *ir.ArrayAttr:
		return len(a.Elems) == 0 && strings.ReplaceAll(def, " ", "") == "[]"
	case *ir.DictionaryAttr:
		return len(a.Entries) == 0 && strings.ReplaceAll(def, " ", "") == "{}"
	case *ir.DenseArrayAttr:
		body, ok := strings.CutPrefix(strings.ReplaceAll(def, " ", ""), "array<")
		if !ok || !strings.HasSuffix(body, ">") {
			return false
		}
		body = body[:len(body)-1]
		et, elems, _ := strings.Cut(body, ":")
		if !typeIs(a.ElemType, et) {
			return false
		}
		var parts []string
		if elems != "" {
			parts = strings.Split(elems, ",")
		}
		if len(parts) != len(a.Values) {
			return false
		}
		for i, p := range parts {
			if p == "true" || p == "false" {
				if (a.Values[i] != 0) != (p == "true") {
					return false
				}
				continue
			}
			v, err := strconv.ParseInt(p, 0, 64)
			if err != nil || a.Int(i) != v {
				return false
			}
		}
		return true
	case *ir.OpaqueAttr, *ir.DialectAttr:
		o, _ := ir.SpellingOf(a)
		if !strings.HasPrefix(def, "#") {
			return false
		}
		name := strings.TrimPrefix(def, "#")
		if i := strings.IndexAny(name, ".<"); i > 0 && name[i] == '<' && strings.HasSuffix(name, ">") {
			// The opaque form #dialect<body>: Data is the body.
			return name[:i] == o.Dialect && stripSpaces(name[i+1:len(name)-1]) == stripSpaces(o.Data)
		}
		d, data, ok := strings.Cut(name, ".")
		return ok && d == o.Dialect && stripSpaces(data) == stripSpaces(o.Data)
	case *ir.TypeAttr:
		return false
	}
	return false
}

// splitTyped splits `lit : type`.
func splitTyped(def string) (lit, typ string, ok bool) {
	if strings.HasPrefix(def, "\"") || strings.HasPrefix(def, "#") || strings.HasPrefix(def, "array<") {
		return def, "", false
	}
	lit, typ, ok = strings.Cut(def, ":")
	return strings.TrimSpace(lit), strings.TrimSpace(typ), ok
}

func stripSpaces(s string) string { return strings.Join(strings.Fields(s), "") }

// typeIs reports whether t is the simple type spelled s.
func typeIs(t ir.Type, s string) bool {
	switch t := t.(type) {
	case *ir.IndexType:
		return s == "index"
	case *ir.NoneType:
		return s == "none"
	case *ir.IntegerType:
		w, sign, ok := intTypeName(s)
		return ok && w == t.Width && ir.Signedness(sign) == t.Signedness
	case *ir.FloatType:
		k, ok := ir.FloatKindByName(s)
		return ok && k == t.Kind
	}
	return false
}
