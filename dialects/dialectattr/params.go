package dialectattr

import (
	"math/big"
	"math/bits"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// A parameter is read and printed by its C++ type (ods.Param.Kind), as
// the FieldParser and printStrippedAttrOrType overloads mlir-tblgen's
// generated code calls do:
//
//   - integers (parseInteger: `true`/`false` are 1 and 0, an optional `-`,
//     decimal or hex, "integer value too large" past the type's range),
//     printed in decimal; bool printed true or false;
//   - StringRef: a string literal, printed escaped;
//   - an enum of the dialect: its keywords;
//   - an attribute or type: `#...`/`!...` in full, or, for a class a
//     definition has (a className), its stripped form after the
//     mnemonic; printed stripped when it has a definition (unless
//     `qualified`), else in full; builtin classes are checked ("invalid
//     kind of attribute specified");
//   - ArrayRef<T>: one or more T, comma-separated;
//   - std::optional<T>: a T, or nothing;
//   - AffineMap: a bare map;
//   - a parameter whose parser is hand-written (ods.Param.Custom): Go code
//     of that name (paramHookNamed).

type kindKind uint8

const (
	kInt kindKind = iota
	kString
	kEnum
	kAttr
	kType
	kList
	kOptional
	kAffineMap
	kCustom
	kAPInt
)

type pkind struct {
	k kindKind
	// kInt
	bits    int
	signed  bool
	boolean bool
	// kEnum; bare: an EnumAttr's own parameter, printed as its keyword
	// (stringify); another enum parameter prints through the enum's
	// operator<<, which quotes what is not a keyword.
	enum *ods.Enum
	bare bool
	// kAttr, kType: a definition (read stripped), or a builtin class
	// ("StringAttr", "MemRefType", "" for any attribute or type).
	defD    *ods.Dialect
	attrDef *ods.AttrDef
	typeDef *ods.TypeDef
	builtin string
	// kList, kOptional
	elem *pkind
	// kCustom
	hook *paramHook
	// kind is the C++ type, for messages.
	kind string
}

// paramHook reads and prints a parameter whose parser upstream is C++ of
// its own.
type paramHook struct {
	parse  func(p *parser) (value, bool)
	starts func(p *parser) bool
}

var intKinds = map[string]struct {
	bits   int
	signed bool
}{
	"int": {32, true}, "int32_t": {32, true}, "int64_t": {64, true}, "int16_t": {16, true}, "int8_t": {8, true},
	"unsigned": {32, false}, "unsigned int": {32, false}, "uint32_t": {32, false}, "uint64_t": {64, false},
	"uint16_t": {16, false}, "uint8_t": {8, false}, "size_t": {64, false},
}

// builtinAttrs are the builtin attribute classes a parameter may name.
var builtinAttrs = map[string]bool{
	"Attribute": true, "StringAttr": true, "IntegerAttr": true, "BoolAttr": true, "FloatAttr": true,
	"ArrayAttr": true, "DictionaryAttr": true, "SymbolRefAttr": true, "FlatSymbolRefAttr": true,
	"TypeAttr": true, "DistinctAttr": true, "UnitAttr": true, "FusedLoc": true, "LocationAttr": true,
	"AffineMapAttr": true, "ElementsAttr": true, "DenseElementsAttr": true, "TypedAttr": true,
	"DenseI8ArrayAttr": true, "DenseI16ArrayAttr": true, "DenseI32ArrayAttr": true, "DenseI64ArrayAttr": true,
	"DenseBoolArrayAttr": true, "DenseF32ArrayAttr": true, "DenseF64ArrayAttr": true,
}

// builtinTypes are the builtin type classes a parameter may name.
var builtinTypes = map[string]bool{
	"Type": true, "MemRefType": true, "VectorType": true, "RankedTensorType": true, "TensorType": true,
	"ShapedType": true, "IntegerType": true, "FloatType": true, "FunctionType": true, "ComplexType": true,
	"TupleType": true, "NoneType": true, "IndexType": true, "BaseMemRefType": true,
}

func isTypeKind(kind string) bool {
	_, name := splitClass(strings.TrimSpace(kind))
	return builtinTypes[name] || strings.HasSuffix(name, "Type") || strings.HasSuffix(name, "TypeInterface")
}

// kind resolves parameter i's kind.
func (st *fstate) kind(i int) (*pkind, *unsupported) {
	prm := st.def.params[i]
	if prm.Custom != "" {
		h := paramHookNamed(prm.Custom)
		if h == nil {
			return nil, unsupportedf("%s: no Go code for the parameter syntax %s", st.def.name, prm.Custom)
		}
		return &pkind{k: kCustom, hook: h, kind: prm.Kind}, nil
	}
	if i == 0 && len(st.def.params) == 1 && st.def.enum != "" {
		for _, e := range st.d.Enums {
			if e.Name == st.def.enum {
				return &pkind{k: kEnum, enum: e, kind: prm.Kind, bare: true}, nil
			}
		}
	}
	return st.resolve(prm.Kind)
}

func (st *fstate) resolve(kind string) (*pkind, *unsupported) {
	k := strings.TrimSpace(kind)
	if inner, ok := templateArg(k, "ArrayRef"); ok {
		elem, err := st.resolve(inner)
		if err != nil {
			return nil, err
		}
		return &pkind{k: kList, elem: elem, kind: kind}, nil
	}
	if inner, ok := templateArg(k, "optional"); ok {
		elem, err := st.resolve(inner)
		if err != nil {
			return nil, err
		}
		return &pkind{k: kOptional, elem: elem, kind: kind}, nil
	}
	if ik, ok := intKinds[k]; ok {
		return &pkind{k: kInt, bits: ik.bits, signed: ik.signed, kind: kind}, nil
	}
	switch k {
	case "bool":
		return &pkind{k: kInt, bits: 8, boolean: true, kind: kind}, nil
	case "::llvm::StringRef", "llvm::StringRef", "StringRef", "std::string":
		return &pkind{k: kString, kind: kind}, nil
	case "AffineMap", "::mlir::AffineMap", "mlir::AffineMap":
		return &pkind{k: kAffineMap, kind: kind}, nil
	case "::llvm::APInt", "llvm::APInt", "APInt":
		return &pkind{k: kAPInt, kind: kind}, nil
	}
	ns, name := splitClass(k)
	for _, e := range st.d.Enums {
		if e.ClassName == name {
			return &pkind{k: kEnum, enum: e, kind: kind}, nil
		}
	}
	if env := st.p.env; env != nil {
		if d, a, t := env.Class(st.d.Name, k); a != nil {
			return &pkind{k: kAttr, defD: d, attrDef: a, kind: kind}, nil
		} else if t != nil {
			return &pkind{k: kType, defD: d, typeDef: t, kind: kind}, nil
		}
		if ns != "" {
			if od := env.Dialect(strings.ToLower(ns)); od != nil {
				for _, e := range od.Enums {
					if e.ClassName == name {
						return &pkind{k: kEnum, enum: e, kind: kind}, nil
					}
				}
			}
		}
	}
	switch {
	case builtinAttrs[name]:
		return &pkind{k: kAttr, builtin: name, kind: kind}, nil
	case builtinTypes[name]:
		return &pkind{k: kType, builtin: name, kind: kind}, nil
	case strings.HasSuffix(name, "Attr") || strings.HasSuffix(name, "AttrInterface") || strings.HasSuffix(name, "Interface") && !strings.HasSuffix(name, "TypeInterface"):
		return &pkind{k: kAttr, kind: kind}, nil
	case strings.HasSuffix(name, "Type") || strings.HasSuffix(name, "TypeInterface"):
		return &pkind{k: kType, kind: kind}, nil
	}
	return nil, unsupportedf("%s: parameter kind %q is not supported", st.def.name, kind)
}

// templateArg returns T of `[::llvm::|std::]name<T>`.
func templateArg(k, name string) (string, bool) {
	for _, prefix := range []string{"::llvm::", "llvm::", "::std::", "std::", ""} {
		if strings.HasPrefix(k, prefix+name+"<") && strings.HasSuffix(k, ">") {
			return strings.TrimSpace(k[len(prefix+name)+1 : len(k)-1]), true
		}
	}
	return "", false
}

// starts reports whether the current token starts a value of kind k: the
// first element of an optional group is parsed when it does.
func (k *pkind) starts(p *parser) bool {
	switch k.k {
	case kInt, kAPInt:
		return p.tok.kind == tInt || p.is("-") || p.tok.kind == tIdent && (p.text() == "true" || p.text() == "false")
	case kString:
		return p.tok.kind == tString
	case kEnum:
		return p.tok.kind == tIdent || p.tok.kind == tString
	case kAttr:
		return p.tok.kind != tEOF && !p.is(">") && !p.is(",") && !p.is("]") && !p.is(")") && !p.is("}")
	case kType:
		return isTypeStart(p) || p.tok.kind == tPrefixed && p.text()[0] == '!'
	case kList, kOptional:
		return k.elem.starts(p)
	case kAffineMap:
		return p.is("(")
	case kCustom:
		return k.hook.starts != nil && k.hook.starts(p)
	}
	return false
}

// parseKind parses a value of kind k, reporting errors as mlir-opt does.
func (st *fstate) parseKind(k *pkind) (value, bool) {
	p := st.p
	switch k.k {
	case kInt:
		return p.parseIntValue(k)
	case kString:
		if p.tok.kind != tString {
			p.emitHere("expected string")
			return value{}, false
		}
		s := stringValue(p.text())
		p.next()
		v := textValue(quote(s))
		v.kind, v.str = ir.ParamString, s
		return v, true
	case kEnum:
		n, ok := p.parseEnum(k.enum, k.kind)
		if !ok {
			return value{}, false
		}
		str := stringify(k.enum, n)
		text := str
		if !k.bare && quotedEnum(k.enum, n, text) {
			text = quote(text)
		}
		v := textValue(text)
		v.kind, v.enum, v.str = ir.ParamEnum, n, str
		return v, true
	case kAttr:
		return st.parseAttrKind(k)
	case kType:
		return st.parseTypeKind(k)
	case kList:
		var b builder
		var elems []value
		for {
			v, ok := st.parseKind(k.elem)
			if !ok {
				return value{}, false
			}
			if len(elems) > 0 {
				b.str(", ")
			}
			b.value(v)
			elems = append(elems, v)
			if !p.is(",") {
				break
			}
			p.next()
		}
		v := b.result()
		v.elems = elems
		v.kind = ir.ParamList
		return v, true
	case kOptional:
		if !k.elem.starts(p) {
			return value{set: false}, true
		}
		return st.parseKind(k.elem)
	case kAffineMap:
		if p.env == nil {
			st.unsup = unsupportedf("%s: an affine map needs an Env", st.def.name)
			return value{}, false
		}
		m, end, err := p.env.AffineMap(p.src, p.tok.start)
		if err != nil {
			p.fail(err)
			return value{}, false
		}
		p.skipTo(end)
		text := p.env.AttrText(p.env.Context().AffineMapAttr(m))
		text = strings.TrimSuffix(strings.TrimPrefix(text, "affine_map<"), ">")
		v := textValue(text)
		v.attr = p.env.Context().AffineMapAttr(m)
		return v, true
	case kCustom:
		return k.hook.parse(p)
	case kAPInt:
		// parseInteger into an APInt: any width, printed in decimal.
		v, ok := p.apInt(0)
		if !ok {
			return value{}, false
		}
		return intValue(v.String(), truncInt64(v)), true
	}
	return value{}, false
}

// parseIntValue is AsmParser::parseInteger into a C++ integer type.
func (p *parser) parseIntValue(k *pkind) (value, bool) {
	loc := p.tok.start
	var v *big.Int
	width := 0 // the bit width of the APInt parseOptionalInteger makes
	switch {
	case p.tok.kind == tIdent && (p.text() == "true" || p.text() == "false"):
		if p.text() == "true" {
			v = big.NewInt(-1) // the 1-bit APInt 1, sign-extended
		} else {
			v = big.NewInt(0)
		}
		width = 1
		p.next()
	case p.tok.kind == tInt || p.is("-"):
		neg := p.is("-")
		if neg {
			p.next()
		}
		if p.tok.kind != tInt {
			p.emitWrongToken("expected integer value")
			return value{}, false
		}
		text := p.text()
		v = new(big.Int)
		if len(text) > 1 && text[1] == 'x' {
			v.SetString(text[2:], 16)
		} else {
			v.SetString(text, 10)
		}
		p.next()
		width = v.BitLen() + 1
		if neg {
			v.Neg(v)
		}
	default:
		p.emit(loc, "expected integer value", true)
		return value{}, false
	}
	// parseOptionalIntegerAndCheck: the APInt sign-extended or truncated
	// to the C++ type, which must read back as the same APInt of its
	// width (APInt(width, result, isSigned)).
	mod := new(big.Int).Lsh(big.NewInt(1), uint(k.bits))
	r := new(big.Int).Mod(v, mod) // the C++ value's bits
	switch {
	case k.boolean:
		if r.Sign() != 0 {
			r.SetInt64(1)
		}
	case k.signed && r.Bit(k.bits-1) == 1:
		r.Sub(r, mod)
	}
	var ok bool
	if width <= 64 {
		wmod := new(big.Int).Lsh(big.NewInt(1), uint(width))
		ok = new(big.Int).Mod(r, wmod).Cmp(new(big.Int).Mod(v, wmod)) == 0
	} else {
		ok = r.Cmp(v) == 0
	}
	if !ok {
		p.emit(loc, "integer value too large", true)
		return value{}, false
	}
	if k.boolean {
		if r.Sign() != 0 {
			return intValue("true", 1), true
		}
		return intValue("false", 0), true
	}
	return intValue(r.String(), truncInt64(r)), true
}

// intValue is an integer parameter spelled text.
func intValue(text string, n int64) value {
	v := textValue(text)
	v.kind, v.ival = ir.ParamInt, n
	return v
}

// truncInt64 is v's low 64 bits as an int64 (a uint64 past MaxInt64
// keeps its bits).
func truncInt64(v *big.Int) int64 {
	if v.IsInt64() {
		return v.Int64()
	}
	m := new(big.Int).And(v, new(big.Int).SetUint64(^uint64(0)))
	return int64(m.Uint64())
}

// quote spells s as mlir-opt prints a string: `"`, `\` and unprintable
// bytes escaped.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '"' || c < 0x20 || c >= 0x7f:
			const hex = "0123456789ABCDEF"
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// parseAttrKind is FieldParser<AttrT>: parseCustomAttributeWithFallback.
func (st *fstate) parseAttrKind(k *pkind) (value, bool) {
	p := st.p
	start := p.tok.start
	if k.attrDef != nil && !(p.tok.kind == tPrefixed && p.text()[0] == '#') {
		return st.parseStripped(k, false)
	}
	if k.builtin != "" && strings.HasPrefix(k.builtin, "Dense") && strings.HasSuffix(k.builtin, "ArrayAttr") &&
		!(p.tok.kind == tPrefixed && p.text()[0] == '#') {
		return st.parseDenseArray(k)
	}
	if p.env == nil {
		st.unsup = unsupportedf("%s: an attribute parameter needs an Env", st.def.name)
		return value{}, false
	}
	a, end, err := p.env.Attr(p.src, start)
	if err != nil {
		p.fail(err)
		if end > start {
			// Read but not valid: mlir-opt's parser stands after it when
			// the parameter's failure is reported.
			p.skipTo(end)
		}
		return value{}, false
	}
	p.skipTo(end)
	if !attrIsKind(a, k) {
		p.emit(start, "invalid kind of attribute specified", true)
		return value{}, false
	}
	var b builder
	if _, data, parts, ok := ir.DialectSpelling(a); ok && k.attrDef != nil && !st.qualified && len(data) > len(k.attrDef.Mnemonic) {
		stripped := strippedOf(data, parts, len(k.attrDef.Mnemonic))
		b.value(stripped)
		b.parts = []ir.Part{{Start: 0, End: len(stripped.text), Attr: a, Stripped: true}}
	} else {
		b.part(p.env.AttrText(a), ir.Part{Attr: a})
	}
	v := b.result()
	v.attr = a
	return v, true
}

// strippedOf is a dialect attribute's or type's data after its mnemonic.
func strippedOf(data string, parts []ir.Part, n int) value {
	v := value{set: true, text: data[n:]}
	for _, pt := range parts {
		pt.Start -= n
		pt.End -= n
		v.parts = append(v.parts, pt)
	}
	return v
}

// parseStripped reads a parameter whose class is a definition's, written
// without `#dialect.mnemonic` (`!dialect.mnemonic` for a type).
func (st *fstate) parseStripped(k *pkind, isType bool) (value, bool) {
	p := st.p
	def := attrDefInfo(k.attrDef)
	if isType {
		def = typeDefInfo(k.typeDef)
	}
	saved := p.typ
	defer func() { p.typ = saved }()
	p.typ = nil
	v, err := parseDef(p, k.defD, def)
	if err != nil {
		if u, ok := err.(*unsupported); ok {
			st.unsup = u
		}
		return value{}, false
	}
	if p.env == nil {
		st.unsup = unsupportedf("%s: a nested %s needs an Env", st.def.name, def.mnemonic)
		return value{}, false
	}
	ctx := p.env.Context()
	stripped := strippedOf(v.text, v.parts, len(def.mnemonic))
	var b builder
	if isType {
		t := ctx.DialectType(definitionOf(k.defD, def), v.params, v.text, v.parts)
		// printStrippedAttrOrType prints what prints nothing stripped in
		// full.
		if st.qualified || stripped.text == "" {
			b.part(p.env.TypeText(t), ir.Part{Type: t})
		} else {
			b.part(stripped.text, ir.Part{Type: t, Stripped: true})
		}
		out := b.result()
		out.typ = t
		return out, true
	}
	a := ctx.DialectAttr(definitionOf(k.defD, def), v.params, v.text, p.typ, v.parts)
	if st.qualified || stripped.text == "" {
		b.part(p.env.AttrText(a), ir.Part{Attr: a})
	} else {
		b.part(stripped.text, ir.Part{Attr: a, Stripped: true})
	}
	out := b.result()
	out.attr = a
	return out, true
}

// parseTypeKind is FieldParser<TypeT>: parseCustomTypeWithFallback.
func (st *fstate) parseTypeKind(k *pkind) (value, bool) {
	p := st.p
	start := p.tok.start
	if k.typeDef != nil && !(p.tok.kind == tPrefixed && p.text()[0] == '!') {
		return st.parseStripped(k, true)
	}
	if p.env == nil {
		st.unsup = unsupportedf("%s: a type parameter needs an Env", st.def.name)
		return value{}, false
	}
	t, end, err := p.env.Type(p.src, start)
	if err != nil {
		p.fail(err)
		return value{}, false
	}
	p.skipTo(end)
	if !typeIsKind(t, k) {
		p.emit(start, "invalid kind of type specified", true)
		return value{}, false
	}
	var b builder
	if _, data, parts, ok := ir.DialectSpelling(t); ok && k.typeDef != nil && !st.qualified && len(data) > len(k.typeDef.Mnemonic) {
		stripped := strippedOf(data, parts, len(k.typeDef.Mnemonic))
		b.value(stripped)
		b.parts = []ir.Part{{Start: 0, End: len(stripped.text), Type: t, Stripped: true}}
	} else {
		b.part(p.env.TypeText(t), ir.Part{Type: t})
	}
	v := b.result()
	v.typ = t
	return v, true
}

// parseDenseArray reads a DenseIntArrayAttr without its `array<T:`
// (`[1, 2]`), as its parse method does.
func (st *fstate) parseDenseArray(k *pkind) (value, bool) {
	p := st.p
	elem := map[string]int{"DenseI8ArrayAttr": 8, "DenseI16ArrayAttr": 16, "DenseI32ArrayAttr": 32, "DenseI64ArrayAttr": 64}[k.builtin]
	if elem == 0 || p.env == nil {
		st.unsup = unsupportedf("%s: %s without an Env or of floats", st.def.name, k.builtin)
		return value{}, false
	}
	if !p.expect("[") {
		return value{}, false
	}
	ik := &pkind{k: kInt, bits: elem, signed: true}
	var texts []string
	var vals []uint64
	for !p.is("]") {
		v, ok := p.parseIntValue(ik)
		if !ok {
			return value{}, false
		}
		n, _ := new(big.Int).SetString(v.text, 10)
		texts = append(texts, v.text)
		vals = append(vals, uint64(n.Int64()))
		if !p.is(",") {
			break
		}
		p.next()
	}
	if !p.expect("]") {
		return value{}, false
	}
	ctx := p.env.Context()
	a := ctx.DenseArray(ctx.I(elem), vals)
	var b builder
	b.part("["+strings.Join(texts, ", ")+"]", ir.Part{Attr: a, Stripped: true})
	v := b.result()
	v.attr = a
	return v, true
}

// attrIsKind checks an attribute against a parameter's class.
func attrIsKind(a ir.Attribute, k *pkind) bool {
	if k.attrDef != nil {
		if da, ok := a.(*ir.DialectAttr); ok {
			return da.Dialect == k.defD.Name && da.Mnemonic() == k.attrDef.Mnemonic
		}
		o, ok := a.(*ir.OpaqueAttr)
		return ok && o.Dialect == k.defD.Name && mnemonicOf(o.Data) == k.attrDef.Mnemonic
	}
	switch k.builtin {
	case "StringAttr":
		_, ok := a.(*ir.StringAttr)
		return ok
	case "IntegerAttr":
		_, ok := a.(*ir.IntegerAttr)
		return ok
	case "BoolAttr":
		i, ok := a.(*ir.IntegerAttr)
		return ok && ir.IsSignlessInt(i.Type, 1)
	case "FloatAttr":
		_, ok := a.(*ir.FloatAttr)
		return ok
	case "ArrayAttr":
		_, ok := a.(*ir.ArrayAttr)
		return ok
	case "DictionaryAttr":
		_, ok := a.(*ir.DictionaryAttr)
		return ok
	case "SymbolRefAttr":
		_, ok := a.(*ir.SymbolRefAttr)
		return ok
	case "FlatSymbolRefAttr":
		s, ok := a.(*ir.SymbolRefAttr)
		return ok && len(s.Nested) == 0
	case "TypeAttr":
		_, ok := a.(*ir.TypeAttr)
		return ok
	case "DistinctAttr":
		_, ok := a.(*ir.DistinctAttr)
		return ok
	case "UnitAttr":
		_, ok := a.(*ir.UnitAttr)
		return ok
	case "FusedLoc":
		_, ok := a.(*ir.FusedLoc)
		return ok
	case "LocationAttr":
		_, ok := a.(ir.Location)
		return ok
	case "AffineMapAttr":
		_, ok := a.(*ir.AffineMapAttr)
		return ok
	}
	return true
}

// typeIsKind checks a type against a parameter's class.
func typeIsKind(t ir.Type, k *pkind) bool {
	if k.typeDef != nil {
		if dt, ok := t.(*ir.DialectType); ok {
			return dt.Dialect == k.defD.Name && dt.Mnemonic() == k.typeDef.Mnemonic
		}
		o, ok := t.(*ir.OpaqueType)
		return ok && o.Dialect == k.defD.Name && mnemonicOf(o.Data) == k.typeDef.Mnemonic
	}
	switch k.builtin {
	case "MemRefType":
		_, ok := t.(*ir.MemRefType)
		return ok
	case "VectorType":
		_, ok := t.(*ir.VectorType)
		return ok
	case "RankedTensorType":
		_, ok := t.(*ir.RankedTensorType)
		return ok
	case "IntegerType":
		_, ok := t.(*ir.IntegerType)
		return ok
	case "FloatType":
		_, ok := t.(*ir.FloatType)
		return ok
	case "FunctionType":
		_, ok := t.(*ir.FunctionType)
		return ok
	}
	return true
}

// mnemonicOf is the mnemonic a dialect attribute's or type's data starts
// with.
func mnemonicOf(data string) string {
	return data[:len(data)-len(strippedBodyOf(data))]
}

// strippedBodyOf drops the mnemonic from data ("fastmath<fast>" is
// "<fast>"), as the printer does.
func strippedBodyOf(data string) string {
	i := 0
	for i < len(data) {
		c := data[i]
		if isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.' {
			i++
			continue
		}
		break
	}
	return data[i:]
}

// quotedEnum reports whether the operator<< mlir-tblgen generates for an
// enum quotes value v, spelled text: a case that is no keyword; for a bit
// enum, a value of several bits that is not one case.
func quotedEnum(e *ods.Enum, v uint64, text string) bool {
	if e.Bit {
		for _, c := range e.Cases {
			if uint64(c.Value) == v && bits.OnesCount64(v) > 1 && isKeyword(c.Str) {
				return false
			}
		}
		return bits.OnesCount64(v) > 1
	}
	return !isKeyword(text)
}

// isKeyword reports whether s is a bare identifier: [a-zA-Z_][a-zA-Z0-9_$.]*.
func isKeyword(s string) bool {
	if s == "" || !(isAlpha(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !(isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
			return false
		}
	}
	return true
}
