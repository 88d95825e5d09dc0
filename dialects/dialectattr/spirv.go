package dialectattr

import (
	"math/big"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// spirv defines three attributes in C++ only (SPIRVAttributes.cpp), read
// and printed by hand-written code:
//
//	#spirv.vce<v1.0, [Shader, Int8], [SPV_KHR_16bit_storage]>
//	#spirv.interface_var_abi<(0, 1), StorageBuffer>
//	#spirv.target_env<#spirv.vce<...>, api=Vulkan, NVIDIA:DiscreteGPU:5, #spirv.resource_limits<...>>
//
// Their parameters are named as the C++ classes' storage: VerCapExtAttr's
// version, capabilities, extensions; InterfaceVarABIAttr's descriptorSet,
// binding, storageClass; TargetEnvAttr's triple, clientAPI, vendorID,
// deviceType, deviceID, limits.

// cppAttrs are attributes a dialect defines in C++ without an ODS
// definition (so not in its definitions), by dialect: gomlir reads them
// with Go code of its own (attrHooks).
var cppAttrs = map[string][]*ods.AttrDef{
	"spirv": {
		{Name: "VerCapExtAttr", Mnemonic: "vce", CustomSyntax: true, ClassName: "VerCapExtAttr"},
		{Name: "InterfaceVarABIAttr", Mnemonic: "interface_var_abi", CustomSyntax: true, ClassName: "InterfaceVarABIAttr"},
		{Name: "TargetEnvAttr", Mnemonic: "target_env", CustomSyntax: true, ClassName: "TargetEnvAttr"},
	},
}

// lookupCPPAttr returns the definition of C++-only attribute mnemonic of
// dialect d, or nil.
func lookupCPPAttr(d *ods.Dialect, mnemonic string) *ods.AttrDef {
	for _, def := range cppAttrs[d.Name] {
		if def.Mnemonic == mnemonic {
			return def
		}
	}
	return nil
}

// spirvUnknownDeviceID is TargetEnvAttr::kUnknownDeviceID.
const spirvUnknownDeviceID = 0x7FFFFFFF

// spirvEnum returns the enum of d whose C++ class is class.
func spirvEnum(d *ods.Dialect, class string) (*ods.Enum, error) {
	for _, e := range d.Enums {
		if e.ClassName == class {
			return e, nil
		}
	}
	return nil, unsupportedf("spirv: no enum %s in the definitions", class)
}

// spirvSoftEnumCase is spirvEnumCase for the keywords target_env reads
// on after an unknown one: the error is reported and def (Unknown)
// taken. mlir-opt 22 goes on to print the attribute with Unknown and
// succeeds; gomlir rejects it with the same errors.
func (p *parser) spirvSoftEnumCase(d *ods.Dialect, class, name, prefix string, def ir.Param) (ir.Param, bool, error) {
	if p.tok.kind != tIdent {
		p.emitHere("expected valid keyword")
		return ir.Param{}, false, nil
	}
	c, ok, err := p.spirvEnumCase(d, class, name, prefix)
	if err != nil || ok {
		return c, ok, err
	}
	// spirvEnumCase consumed the keyword and reported it.
	return def, true, nil
}

// spirvEnumCase reads a keyword of enum class (mlir-opt's parseKeyword: a
// missing keyword is "expected valid keyword"); an unknown one is
// reported as prefix+keyword at the keyword. It returns the enum
// parameter named name.
func (p *parser) spirvEnumCase(d *ods.Dialect, class, name, prefix string) (ir.Param, bool, error) {
	e, err := spirvEnum(d, class)
	if err != nil {
		return ir.Param{}, false, err
	}
	loc := p.tok.start
	kw, ok := p.keyword()
	if !ok {
		p.emitHere("expected valid keyword")
		return ir.Param{}, false, nil
	}
	v, ok := symbolize(e, kw)
	if !ok {
		p.emit(loc, prefix+kw, true)
		return ir.Param{}, false, nil
	}
	return ir.Param{Name: name, Kind: ir.ParamEnum, Enum: v, Str: kw, Text: kw}, true, nil
}

// spirvNoType reports a type written after a spirv attribute: they have
// none.
func spirvNoType(p *parser) bool {
	if p.selfType != nil {
		p.emit(0, "unexpected type", true)
		return false
	}
	return true
}

// spirvKeywordList is parseKeywordList: `[` (keyword (`,` keyword)*)? `]`,
// each keyword a case of enum class (unknown: prefix+keyword).
func (p *parser) spirvKeywordList(d *ods.Dialect, class, name, prefix string) (ir.Param, bool, error) {
	if !p.expect("[") {
		return ir.Param{}, false, nil
	}
	var list []ir.Param
	var words []string
	if p.is("]") {
		p.next()
	} else {
		for {
			c, ok, err := p.spirvEnumCase(d, class, "", prefix)
			if err != nil || !ok {
				return ir.Param{}, false, err
			}
			list = append(list, c)
			words = append(words, c.Str)
			if !p.is(",") {
				break
			}
			p.next()
		}
		if !p.expect("]") {
			return ir.Param{}, false, nil
		}
	}
	return ir.Param{Name: name, Kind: ir.ParamList, List: list, Text: strings.Join(words, ", ")}, true, nil
}

// spirvVCE is #spirv.vce<version, [capabilities], [extensions]>.
func spirvVCE(p *parser, d *ods.Dialect) (value, error) {
	if !spirvNoType(p) || !p.expect("<") {
		return value{}, p.err()
	}
	version, ok, err := p.spirvEnumCase(d, "Version", "version", "unknown version: ")
	if err != nil {
		return value{}, err
	}
	if !ok || !p.expect(",") {
		return value{}, p.err()
	}
	caps, ok, err := p.spirvKeywordList(d, "Capability", "capabilities", "unknown capability: ")
	if err != nil {
		return value{}, err
	}
	if !ok || !p.expect(",") {
		return value{}, p.err()
	}
	exts, ok, err := p.spirvKeywordList(d, "Extension", "extensions", "unknown extension: ")
	if err != nil {
		return value{}, err
	}
	if !ok || !p.expect(">") {
		return value{}, p.err()
	}
	v := textValue("<" + version.Text + ", [" + caps.Text + "], [" + exts.Text + "]>")
	v.params = ir.Params{version, caps, exts}
	return v, nil
}

// spirvUint32 is AsmParser::parseOptionalInteger into a uint32_t: false
// when no integer (nor true or false) starts here. The literal is read as an APInt of 4 bits
// per digit (StringRef::getAsInteger), one more when its top bit is set,
// negated after a `-`; it must read back the same from the uint32_t it
// is sign-extended or truncated to ("integer value too large": -1 is
// 4294967295, -2147483647 is too large).
func (p *parser) spirvUint32(name string) (ir.Param, bool, bool) {
	if p.tok.kind == tIdent && (p.text() == "true" || p.text() == "false") {
		// A 1-bit APInt, sign-extended.
		r := "0"
		if p.text() == "true" {
			r = "4294967295"
		}
		p.next()
		return ir.Param{Name: name, Kind: ir.ParamInt, Int: literalInt(r).Int64(), Text: r}, true, true
	}
	if p.tok.kind != tInt && !p.is("-") {
		return ir.Param{}, false, false
	}
	loc := p.tok.start
	neg := p.is("-")
	if neg {
		p.next()
		if p.tok.kind != tInt {
			p.emitWrongToken("expected integer value")
			return ir.Param{}, true, false
		}
	}
	text := p.text()
	digits := text
	if len(text) > 1 && text[1] == 'x' {
		digits = text[2:]
	}
	v := literalInt(text)
	p.next()
	width := 4 * len(digits)
	if v.BitLen() == width {
		width++
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	if neg {
		v.Neg(v).Mod(v, mod) // the APInt's bits
	}
	// sextOrTrunc to 32 bits, then APInt(width, that) == the APInt.
	r := new(big.Int).Set(v)
	if width > 32 {
		r.Mod(r, new(big.Int).Lsh(big.NewInt(1), 32))
	} else if v.Bit(width-1) == 1 {
		r.Add(r, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 32), mod))
	}
	if new(big.Int).Mod(r, mod).Cmp(v) != 0 {
		p.emit(loc, "integer value too large", true)
		return ir.Param{}, true, false
	}
	return ir.Param{Name: name, Kind: ir.ParamInt, Int: r.Int64(), Text: r.String()}, true, true
}

// spirvRequiredUint32 is spirvUint32 where the integer must be: missing
// is mlir-opt's message when none is there or it does not fit.
func (p *parser) spirvRequiredUint32(name, missing string) (ir.Param, bool) {
	loc := p.tok.start
	v, _, ok := p.spirvUint32(name)
	if !ok {
		p.emit(loc, missing, true)
	}
	return v, ok
}

// spirvInterfaceVarABI is #spirv.interface_var_abi<(set, binding)(,
// StorageClass)?>.
func spirvInterfaceVarABI(p *parser, d *ods.Dialect) (value, error) {
	if !spirvNoType(p) || !p.expect("<") || !p.expect("(") {
		return value{}, p.err()
	}
	set, ok := p.spirvRequiredUint32("descriptorSet", "missing descriptor set")
	if !ok || !p.expect(",") {
		return value{}, p.err()
	}
	binding, ok := p.spirvRequiredUint32("binding", "missing binding")
	if !ok || !p.expect(")") {
		return value{}, p.err()
	}
	sc := ir.Param{Name: "storageClass"}
	text := "<(" + set.Text + ", " + binding.Text + ")"
	if p.is(",") {
		p.next()
		var err error
		if sc, ok, err = p.spirvEnumCase(d, "StorageClass", "storageClass", "unknown storage class: "); err != nil {
			return value{}, err
		} else if !ok {
			return value{}, p.err()
		}
		text += ", " + sc.Text
	}
	if !p.expect(">") {
		return value{}, p.err()
	}
	v := textValue(text + ">")
	v.params = ir.Params{set, binding, sc}
	return v, nil
}

// spirvAttrOf parses an attribute that must be spirv's mnemonic (else
// "invalid kind of attribute specified", at the attribute).
func (p *parser) spirvAttrOf(mnemonic string) (ir.Attribute, bool) {
	loc := p.tok.start
	a, ok := p.attribute()
	if !ok {
		return nil, false
	}
	if da, isDA := a.(*ir.DialectAttr); !isDA || da.Dialect != "spirv" || da.Mnemonic() != mnemonic {
		p.emit(loc, "invalid kind of attribute specified", false)
		return nil, false
	}
	return a, true
}

// spirvTargetEnv is #spirv.target_env<#spirv.vce<...>, (api=API,)?
// (Vendor(:DeviceType(:ID)?)?,)? #spirv.resource_limits<...>>. The
// defaults (Unknown, kUnknownDeviceID) are not printed; the device type
// and ID print only after a known vendor.
func spirvTargetEnv(p *parser, d *ods.Dialect) (value, error) {
	if err := needEnv(p, "#spirv.target_env"); err != nil {
		return value{}, err
	}
	if !spirvNoType(p) || !p.expect("<") {
		return value{}, p.err()
	}
	unknown := func(class, name string) (ir.Param, error) {
		e, err := spirvEnum(d, class)
		if err != nil {
			return ir.Param{}, err
		}
		v, _ := symbolize(e, "Unknown")
		return ir.Param{Name: name, Kind: ir.ParamEnum, Enum: v, Str: "Unknown", Text: "Unknown"}, nil
	}
	triple, ok := p.spirvAttrOf("vce")
	if !ok || !p.expect(",") {
		return value{}, p.err()
	}
	var b builder
	b.str("<")
	b.part(p.env.AttrText(triple), ir.Part{Attr: triple})
	api, err := unknown("ClientAPI", "clientAPI")
	if err != nil {
		return value{}, err
	}
	if p.tok.kind == tIdent && p.text() == "api" {
		p.next()
		if !p.expect("=") {
			return value{}, p.err()
		}
		c, ok, err := p.spirvSoftEnumCase(d, "ClientAPI", "clientAPI", "unknown client API: ", api)
		if err != nil {
			return value{}, err
		}
		if !ok || !p.expect(",") {
			return value{}, p.err()
		}
		api = c
	}
	vendor, err := unknown("Vendor", "vendorID")
	if err != nil {
		return value{}, err
	}
	device, err := unknown("DeviceType", "deviceType")
	if err != nil {
		return value{}, err
	}
	id := ir.Param{Name: "deviceID", Kind: ir.ParamInt, Int: spirvUnknownDeviceID, Text: "2147483647"}
	if p.tok.kind == tIdent {
		c, ok, err := p.spirvSoftEnumCase(d, "Vendor", "vendorID", "unknown vendor: ", vendor)
		if err != nil {
			return value{}, err
		}
		if !ok {
			return value{}, p.err()
		}
		vendor = c
		if p.is(":") {
			p.next()
			c, ok, err := p.spirvSoftEnumCase(d, "DeviceType", "deviceType", "unknown device type: ", device)
			if err != nil {
				return value{}, err
			}
			if !ok {
				return value{}, p.err()
			}
			device = c
			if p.is(":") {
				p.next()
				n, there, ok := p.spirvUint32("deviceID")
				if !there {
					p.emitHere("expected integer value")
				}
				if !ok {
					return value{}, p.err()
				}
				id = n
			}
		}
		if !p.expect(",") {
			return value{}, p.err()
		}
	}
	limits, ok := p.spirvAttrOf("resource_limits")
	if !ok || !p.expect(">") || len(p.diags) > 0 {
		return value{}, p.err()
	}
	if api.Str != "Unknown" {
		b.str(", api=" + api.Str)
	}
	if vendor.Str != "Unknown" {
		b.str(", " + vendor.Str)
		if device.Str != "Unknown" {
			b.str(":" + device.Str)
			if id.Int != spirvUnknownDeviceID {
				b.str(":" + id.Text)
			}
		}
	}
	b.str(", ")
	b.part(p.env.AttrText(limits), ir.Part{Attr: limits})
	b.str(">")
	v := b.result()
	v.params = ir.Params{attrParam("triple", triple, p), api, vendor, device, id, attrParam("limits", limits, p)}
	return v, nil
}
