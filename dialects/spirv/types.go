package spirv

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file reads and spells the spirv dialect's types as mlir-opt 22
// does (SPIRVDialect.cpp's parseType and printType):
//
//	!spirv.ptr<f32, StorageBuffer>
//	!spirv.array<4 x f32, stride=4>  !spirv.rtarray<f32>
//	!spirv.struct<(f32 [0], vector<4xf32> [16, NonWritable])>
//	!spirv.struct<id, (f32, !spirv.ptr<!spirv.struct<id>, Uniform>)>
//	!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>
//	!spirv.sampled_image<!spirv.image<...>>  !spirv.matrix<4 x vector<4xf32>>
//	!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>  !spirv.arm.tensor<2x?xf32>
//
// Nested types are written in full; SPIR-V types among them are read here
// (an identified struct may refer to itself), others by the lowering. The
// IR keeps a SPIR-V type as an ir.DialectType whose Data is its canonical
// spelling and whose parameters are its C++ class's (typeParams).

// typeDef is the definition of a SPIR-V type (its C++ class), by mnemonic.
type typeDef struct{ mnemonic string }

func (*typeDef) Dialect() string    { return "spirv" }
func (d *typeDef) Mnemonic() string { return d.mnemonic }

// typeDefs are the SPIR-V types' definitions, by mnemonic.
var typeDefs = map[string]*typeDef{
	"ptr": {"ptr"}, "array": {"array"}, "rtarray": {"rtarray"}, "struct": {"struct"},
	"image": {"image"}, "sampled_image": {"sampled_image"}, "matrix": {"matrix"},
	"coopmatrix": {"coopmatrix"}, "arm.tensor": {"arm.tensor"},
}

// readType is the spirv dialect's TypeFunc.
func readType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	t, err := parseType(ctx, data, nested, nil)
	if err != nil {
		return nil, shared.TypeDataError(err)
	}
	return t.t, nil
}

// spirvType is a type read inside or as a SPIR-V type: its canonical
// spelling and, with a Context, the type itself.
type spirvType struct {
	text string
	t    ir.Type
}

// parseType reads the Data of a SPIR-V type; structs are the identified
// structs being read. With ctx nil, nothing is built and the types of
// other dialects and builtin types are kept as written (the syntaxes use
// this on types not lowered yet).
func parseType(ctx *ir.Context, data string, nested func(string) (ir.Type, error), structs []string) (spirvType, error) {
	p := &typeParser{TypeScanner: shared.TypeScanner{Src: data, Nested: nested}, ctx: ctx, structs: structs}
	if ctx == nil {
		p.Nested = nil
	}
	start := p.Skip()
	kw, ok := p.Keyword()
	if !ok {
		return spirvType{}, p.Errorf(start, "expected valid keyword")
	}
	text, params, err := p.afterKeyword(kw, start)
	if err != nil {
		return spirvType{}, err
	}
	// mlir-opt 22 ignores what follows the type in `!spirv<...>`
	// (`!spirv<rtarray<i32> 5>` is !spirv.rtarray<i32>); a nested
	// SPIR-V type's text ends where the type does.
	st := spirvType{text: text}
	if ctx != nil {
		st.t = ctx.DialectType(typeDefs[kw], params, text, nil)
	}
	return st, nil
}

// typeParser reads a SPIR-V type's text (shared.TypeScanner's tokens,
// SPIRVDialect.cpp's grammar).
type typeParser struct {
	shared.TypeScanner
	ctx *ir.Context
	// structs are the names of the identified structs being read: a
	// reference to one of them has no body.
	structs []string
}

// Parameters as the IR holds them.

func typeParam(name string, t spirvType) ir.Param {
	if t.t == nil {
		return ir.Param{Name: name, Kind: ir.ParamText, Text: t.text}
	}
	return ir.Param{Name: name, Kind: ir.ParamType, Type: t.t, Text: t.text}
}

func intParam(name string, n *big.Int) ir.Param {
	return ir.Param{Name: name, Kind: ir.ParamInt, Int: n.Int64(), Text: n.String()}
}

func enumParam(name string, e enumValue) ir.Param {
	return ir.Param{Name: name, Kind: ir.ParamEnum, Enum: e.value, Str: e.word, Text: e.word}
}

func listParam(name string, l []ir.Param, text string) ir.Param {
	return ir.Param{Name: name, Kind: ir.ParamList, List: l, Text: text}
}

// enumKeyword reads a keyword of the C++ enum class (its cases are
// spirv's definitions'); bad is mlir-opt's message for another keyword.
func (p *typeParser) enumKeyword(class string, bad func(kw string) string) (enumValue, error) {
	start := p.Skip()
	kw, ok := p.Keyword()
	if !ok {
		return enumValue{}, p.Errorf(start, "expected valid keyword")
	}
	e, ok := lookupEnum(class, kw)
	if !ok {
		return enumValue{}, p.Errorf(start, "%s", bad(kw))
	}
	return e, nil
}

func unknownAttribute(kw string) string { return "unknown attribute: '" + kw + "'" }

// afterKeyword reads the SPIR-V type named kw (its parameters follow):
// its canonical spelling and its parameters.
func (p *typeParser) afterKeyword(kw string, start int) (string, ir.Params, error) {
	switch kw {
	case "ptr":
		if err := p.Expect("<"); err != nil {
			return "", nil, err
		}
		elem, err := p.composableType()
		if err != nil {
			return "", nil, err
		}
		if err := p.Expect(","); err != nil {
			return "", nil, err
		}
		sc, err := p.enumKeyword("StorageClass", func(kw string) string { return "unknown storage class: " + kw })
		if err != nil {
			return "", nil, err
		}
		if err := p.Expect(">"); err != nil {
			return "", nil, err
		}
		return "ptr<" + elem.text + ", " + sc.word + ">", ir.Params{typeParam("pointeeType", elem), enumParam("storageClass", sc)}, nil
	case "array", "matrix":
		if err := p.Expect("<"); err != nil {
			return "", nil, err
		}
		countLoc := p.Skip()
		dims, err := p.dimensionList(false)
		if err != nil {
			return "", nil, err
		}
		if len(dims) != 1 {
			if kw == "matrix" {
				return "", nil, p.Errorf(countLoc, "expected single unsigned integer for number of columns")
			}
			return "", nil, p.Errorf(countLoc, "expected single integer for array element count")
		}
		n := dims[0]
		switch {
		case kw == "array" && n.Sign() == 0:
			return "", nil, p.Errorf(countLoc, "expected array length greater than 0")
		case kw == "matrix" && (n.Cmp(big.NewInt(2)) < 0 || n.Cmp(big.NewInt(4)) > 0):
			return "", nil, p.Errorf(countLoc, "matrix is expected to have 2, 3, or 4 columns")
		}
		elemLoc := p.Skip()
		elem, err := p.nestedType()
		if err != nil {
			return "", nil, err
		}
		if kw == "array" {
			if err := p.composable(elem, elemLoc); err != nil {
				return "", nil, err
			}
		}
		text := kw + "<" + n.String() + " x " + elem.text
		var params ir.Params
		if kw == "array" {
			stride, err := p.stride()
			if err != nil {
				return "", nil, err
			}
			params = ir.Params{typeParam("elementType", elem), intParam("elementCount", n), stride}
			if stride.Kind != ir.ParamAbsent {
				text += ", stride=" + stride.Text
			}
		} else {
			if err := p.checkMatrixColumn(elem, elemLoc); err != nil {
				return "", nil, err
			}
			params = ir.Params{typeParam("columnType", elem), intParam("columnCount", n)}
		}
		if err := p.Expect(">"); err != nil {
			return "", nil, err
		}
		return text + ">", params, nil
	case "rtarray":
		if err := p.Expect("<"); err != nil {
			return "", nil, err
		}
		elem, err := p.composableType()
		if err != nil {
			return "", nil, err
		}
		stride, err := p.stride()
		if err != nil {
			return "", nil, err
		}
		if err := p.Expect(">"); err != nil {
			return "", nil, err
		}
		text := "rtarray<" + elem.text
		if stride.Kind != ir.ParamAbsent {
			text += ", stride=" + stride.Text
		}
		return text + ">", ir.Params{typeParam("elementType", elem), stride}, nil
	case "sampled_image":
		if err := p.Expect("<"); err != nil {
			return "", nil, err
		}
		elemLoc := p.Skip()
		elem, err := p.nestedType()
		if err != nil {
			return "", nil, err
		}
		if elem.t != nil {
			img := ofKind(elem.t, "image")
			if img == nil {
				return "", nil, p.Errorf(elemLoc, "sampled image must be composed using image type, got '%s'", elem.text)
			}
			if _, dim, _ := img.Params.Enum("dim"); dim == "SubpassData" || dim == "Buffer" {
				return "", nil, p.Errorf(elemLoc, "sampled image Dim must not be SubpassData or Buffer, got %s", dim)
			}
		}
		if err := p.Expect(">"); err != nil {
			return "", nil, err
		}
		return "sampled_image<" + elem.text + ">", ir.Params{typeParam("imageType", elem)}, nil
	case "image":
		return p.image()
	case "coopmatrix":
		return p.coopmatrix()
	case "struct":
		return p.structType(start)
	case "arm.tensor":
		return p.armTensor()
	}
	return "", nil, p.Errorf(start, "unknown SPIR-V type: %s", kw)
}

// imageEnums are an image type's parameters after its element type: the
// parameter's name and its C++ enum class.
var imageEnums = [...][2]string{
	{"dim", "Dim"}, {"depthInfo", "ImageDepthInfo"}, {"arrayedInfo", "ImageArrayedInfo"},
	{"samplingInfo", "ImageSamplingInfo"}, {"samplerUseInfo", "ImageSamplerUseInfo"}, {"format", "ImageFormat"},
}

func (p *typeParser) image() (string, ir.Params, error) {
	if err := p.Expect("<"); err != nil {
		return "", nil, err
	}
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	parts := []string{elem.text}
	params := ir.Params{typeParam("elementType", elem)}
	for _, e := range imageEnums {
		if err := p.Expect(","); err != nil {
			return "", nil, err
		}
		v, err := p.enumKeyword(e[1], unknownAttribute)
		if err != nil {
			return "", nil, err
		}
		parts = append(parts, v.word)
		params = append(params, enumParam(e[0], v))
	}
	if err := p.Expect(">"); err != nil {
		return "", nil, err
	}
	return "image<" + strings.Join(parts, ", ") + ">", params, nil
}

func (p *typeParser) coopmatrix() (string, ir.Params, error) {
	if err := p.Expect("<"); err != nil {
		return "", nil, err
	}
	loc := p.Skip()
	dims, err := p.dimensionList(false)
	if err != nil {
		return "", nil, err
	}
	if len(dims) != 2 {
		return "", nil, p.Errorf(loc, "expected row and column count")
	}
	rows, cols := dims[0], dims[1]
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	if err := p.Expect(","); err != nil {
		return "", nil, err
	}
	scope, err := p.enumKeyword("Scope", func(kw string) string { return "invalid scope <id> attribute specification: " + kw })
	if err != nil {
		return "", nil, err
	}
	if err := p.Expect(","); err != nil {
		return "", nil, err
	}
	use, err := p.enumKeyword("CooperativeMatrixUseKHR", func(kw string) string { return "invalid use <id> attribute specification: " + kw })
	if err != nil {
		return "", nil, err
	}
	if err := p.Expect(">"); err != nil {
		return "", nil, err
	}
	text := "coopmatrix<" + rows.String() + "x" + cols.String() + "x" + elem.text + ", " + scope.word + ", " + use.word + ">"
	return text, ir.Params{intParam("rows", rows), intParam("columns", cols), typeParam("elementType", elem),
		enumParam("scope", scope), enumParam("use", use)}, nil
}

// armTensor reads arm.tensor's `<` shape `x` element-type `>` (a builtin
// tensor's shape, `?` for a dynamic dimension).
func (p *typeParser) armTensor() (string, ir.Params, error) {
	if err := p.Expect("<"); err != nil {
		return "", nil, err
	}
	loc := p.Skip()
	sizes, err := p.dimensionList(true)
	if err != nil {
		return "", nil, err
	}
	dims := make([]string, len(sizes))
	shape := make([]ir.Param, len(sizes))
	dynamic := 0
	for i, n := range sizes {
		if n == nil {
			dims[i] = "?"
			shape[i] = ir.Param{Kind: ir.ParamInt, Int: -1 << 63, Text: "?"}
			dynamic++
			continue
		}
		if n.Sign() == 0 {
			return "", nil, p.Errorf(loc, "arm.tensors do not support zero dimensions")
		}
		dims[i] = n.String()
		shape[i] = intParam("", n)
	}
	switch {
	case len(sizes) == 0:
		return "", nil, p.Errorf(loc, "arm.tensors do not support rank zero")
	case dynamic > 0 && dynamic < len(sizes):
		return "", nil, p.Errorf(loc, "arm.tensor shape dimensions must be either fully dynamic or completed shaped")
	}
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	if err := p.Expect(">"); err != nil {
		return "", nil, err
	}
	var b strings.Builder
	for _, d := range dims {
		b.WriteString(d + "x")
	}
	b.WriteString(elem.text)
	return "arm.tensor<" + b.String() + ">", ir.Params{listParam("shape", shape, strings.Join(dims, "x")), typeParam("elementType", elem)}, nil
}

// dimensionList is parseDimensionList with its trailing `x`: the sizes
// (nil for `?`, "expected static shape" unless allowDynamic) up to the
// first token that starts no dimension.
func (p *typeParser) dimensionList(allowDynamic bool) ([]*big.Int, error) {
	var dims []*big.Int
	for {
		start := p.Skip()
		var n *big.Int
		switch {
		case strings.HasPrefix(p.Src[start:], "?"):
			if !allowDynamic {
				return nil, p.Errorf(start, "expected static shape")
			}
			p.Pos++
		case strings.HasPrefix(p.Src[start:], "0x"):
			// `0x...` is the dimension 0 and its `x`, as MLIR's parser
			// reads it in a dimension list.
			n = new(big.Int)
			p.Pos++
		case start < len(p.Src) && p.Src[start] >= '0' && p.Src[start] <= '9':
			var ok bool
			if n, ok = p.Integer(); !ok {
				return nil, p.Errorf(start, "expected integer value")
			}
		default:
			return dims, nil
		}
		p.Skip()
		// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
		if !strings.HasPrefix(p.Src[p.Pos:], "x") {
			return nil, p.Errorf(p.Pos, "expected 'x' in dimension list")
		}
		p.Pos++
		dims = append(dims, n)
	}
}

// composable is parseAndVerifyType's check of a type nested in a SPIR-V
// type (when the lowering read it): a SPIR-V type, a float, an integer of
// 1, 8, 16, 32 or 64 bits, or a 1-D vector of at most 4 elements.
func (p *typeParser) composable(t spirvType, loc int) error {
	switch v := t.t.(type) {
	case nil, *ir.FloatType:
		return nil
	case *ir.DialectType:
		if v.Dialect == "spirv" {
			return nil
		}
	case *ir.IntegerType:
		switch v.Width {
		case 1, 8, 16, 32, 64:
			return nil
		}
		return p.Errorf(loc, "only 1/8/16/32/64-bit integer type allowed but found '%s'", t.text)
	case *ir.VectorType:
		if len(v.Shape) != 1 {
			return p.Errorf(loc, "only 1-D vector allowed but found '%s'", t.text)
		}
		if v.Shape[0] > 4 {
			return p.Errorf(loc, "vector length has to be less than or equal to 4 but found %d", v.Shape[0])
		}
		return nil
	}
	return p.Errorf(loc, "cannot use '%s' to compose SPIR-V types", t.text)
}

// composableType is nestedType checked by composable.
func (p *typeParser) composableType() (spirvType, error) {
	loc := p.Skip()
	t, err := p.nestedType()
	if err != nil {
		return spirvType{}, err
	}
	return t, p.composable(t, loc)
}

// checkMatrixColumn is parseAndVerifyMatrixType's checks of a matrix's
// column type (when the lowering read it): a vector of 2 to 4 floats.
func (p *typeParser) checkMatrixColumn(col spirvType, loc int) error {
	if col.t == nil {
		return nil
	}
	v, ok := col.t.(*ir.VectorType)
	if !ok {
		return p.Errorf(loc, "matrix must be composed using vector type, got '%s'", col.text)
	}
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	if n < 2 || n > 4 {
		return p.Errorf(loc, "matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found %d", n)
	}
	if _, ok := v.Elem.(*ir.FloatType); !ok {
		return p.Errorf(loc, "matrix columns' elements must be of Float type, got '%s'", ir.TypeString(v.Elem))
	}
	return nil
}

// uint32 reads an integer into a uint32_t as AsmParser::parseInteger does:
// the literal is an APInt of 4 bits per digit (one more when its top bit
// is set), negated after `-`, and must read back the same from the
// uint32_t it is sign-extended or truncated to (-1 is 4294967295).
func (p *typeParser) uint32() (*big.Int, error) {
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return nil, p.Errorf(start, "expected integer value")
	}
	digits := strings.TrimPrefix(strings.TrimPrefix(p.Src[start:p.Pos], "-"), "0x")
	width := 4 * len(digits)
	abs := new(big.Int).Abs(n)
	if abs.BitLen() == width {
		width++
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	v := new(big.Int).Mod(n, mod) // the APInt's bits
	r := new(big.Int).Set(v)
	if width > 32 {
		r.Mod(r, new(big.Int).Lsh(big.NewInt(1), 32))
	} else if v.Bit(width-1) == 1 {
		r.Add(r, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 32), mod))
	}
	if new(big.Int).Mod(r, mod).Cmp(v) != 0 {
		return nil, p.Errorf(start, "integer value too large")
	}
	return r, nil
}

// dimension reads `N x` (or `Nx`) of a dimension list.
func (p *typeParser) dimension() (*big.Int, error) {
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return nil, p.Errorf(start, "expected integer value")
	}
	p.Skip()
	// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
	if strings.HasPrefix(p.Src[p.Pos:], "x") {
		p.Pos++
		return n, nil
	}
	return nil, p.Errorf(p.Pos, "expected 'x' in dimension list")
}

// stride reads `(, stride = N)?`: parameter stride, left out when not
// written.
func (p *typeParser) stride() (ir.Param, error) {
	if !p.Optional(",") {
		return ir.Param{Name: "stride"}, nil
	}
	if kw, _ := p.Keyword(); kw != "stride" {
		return ir.Param{}, p.Errorf(p.Pos, "expected 'stride'")
	}
	if err := p.Expect("="); err != nil {
		return ir.Param{}, err
	}
	start := p.Skip()
	n, err := p.uint32()
	if err != nil {
		return ir.Param{}, err
	}
	if n.Sign() == 0 {
		return ir.Param{}, p.Errorf(start, "ArrayStride must be greater than zero")
	}
	return intParam("stride", n), nil
}

// structType reads a struct: its parameters are identifier (a string, left
// out for a literal struct), memberTypes, offsetInfo (the members'
// offsets, left out when none is given), memberDecorations (each a list
// of member, decoration and, when given, value; sorted by member and
// decoration as StructType keeps them) and structDecorations (each a
// list of decoration and value); a reference to an enclosing identified
// struct has only its identifier.
func (p *typeParser) structType(start int) (string, ir.Params, error) {
	if err := p.Expect("<"); err != nil {
		return "", nil, err
	}
	var b strings.Builder
	b.WriteString("struct<")
	save := p.Pos
	id, identified := p.Keyword()
	idParam := ir.Param{Name: "identifier"}
	if identified {
		idParam = ir.Param{Name: "identifier", Kind: ir.ParamString, Str: id, Text: id}
		b.WriteString(id)
		if p.Optional(">") {
			enclosing := false
			for _, s := range p.structs {
				enclosing = enclosing || s == id
			}
			if !enclosing {
				return "", nil, p.Errorf(start, "recursive struct reference not nested in struct definition")
			}
			return b.String() + ">", ir.Params{idParam}, nil
		}
		if err := p.Expect(","); err != nil {
			return "", nil, err
		}
		for _, s := range p.structs {
			if s == id {
				return "", nil, p.Errorf(start, "identifier already used for an enclosing struct")
			}
		}
		b.WriteString(", ")
		p.structs = append(p.structs, id)
		defer func() { p.structs = p.structs[:len(p.structs)-1] }()
	} else {
		p.Pos = save
	}
	if err := p.Expect("("); err != nil {
		return "", nil, err
	}
	b.WriteString("(")
	var members, offsets []ir.Param
	var decorations []decoration
	var memberTexts, offsetTexts []string
	empty := false
	// `()>` is the empty struct; after a `)` without `>`, mlir-opt reads
	// members all the same (`() f32>`: "expected ')'" after f32).
	if p.Optional(")") && p.Optional(">") {
		empty = true
	}
	for !empty {
		elem, err := p.nestedType()
		if err != nil {
			return "", nil, err
		}
		i := len(members)
		members = append(members, typeParam("", elem))
		memberTexts = append(memberTexts, elem.text)
		if p.Optional("[") {
			// parseStructMemberDecorations: an offset first, then
			// decorations.
			pos := p.Skip()
			hasOffset := pos < len(p.Src) && (p.Src[pos] == '-' || p.Src[pos] >= '0' && p.Src[pos] <= '9')
			var n *big.Int
			if hasOffset {
				if n, err = p.uint32(); err != nil {
					return "", nil, err
				}
				if len(offsets) != i {
					return "", nil, p.Errorf(pos, "offset specification must be given for all members")
				}
				offsets = append(offsets, intParam("", n))
				offsetTexts = append(offsetTexts, n.String())
			}
			if !p.Optional("]") {
				if hasOffset {
					if err := p.Expect(","); err != nil {
						return "", nil, err
					}
				}
				for {
					d, err := p.decoration(i)
					if err != nil {
						return "", nil, err
					}
					decorations = append(decorations, d)
					if !p.Optional(",") {
						break
					}
				}
				if err := p.Expect("]"); err != nil {
					return "", nil, err
				}
			}
		}
		if !p.Optional(",") {
			break
		}
	}
	if len(offsets) > 0 && len(offsets) != len(members) {
		return "", nil, p.Errorf(start, "offset specification must be given for all members")
	}
	if !empty {
		if err := p.Expect(")"); err != nil {
			return "", nil, err
		}
	}
	var structDecorations []decoration
	for !empty && p.Optional(",") {
		d, err := p.decoration(-1)
		if err != nil {
			return "", nil, err
		}
		structDecorations = append(structDecorations, d)
	}
	if !empty {
		if err := p.Expect(">"); err != nil {
			return "", nil, err
		}
	}
	sortDecorations(decorations)
	sortDecorations(structDecorations)
	for i, m := range memberTexts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(m)
		var decos []string
		if len(offsets) > 0 {
			decos = append(decos, offsetTexts[i])
		}
		for _, d := range decorations {
			if d.member == i {
				decos = append(decos, d.text)
			}
		}
		if len(decos) > 0 {
			b.WriteString(" [" + strings.Join(decos, ", ") + "]")
		}
	}
	b.WriteString(")")
	for _, d := range structDecorations {
		b.WriteString(", " + d.text)
	}
	params := ir.Params{idParam, listParam("memberTypes", members, strings.Join(memberTexts, ", ")), {Name: "offsetInfo"},
		decorationList("memberDecorations", decorations), decorationList("structDecorations", structDecorations)}
	if offsets != nil {
		params[2] = listParam("offsetInfo", offsets, strings.Join(offsetTexts, ", "))
	}
	return b.String() + ">", params, nil
}

// decoration is a struct's or a member's decoration: member is -1 for
// the struct's.
type decoration struct {
	member int
	value  enumValue
	param  ir.Param
	text   string
}

// decoration reads `Decoration (= N)?` of member (-1: of the struct).
func (p *typeParser) decoration(member int) (decoration, error) {
	d, err := p.enumKeyword("Decoration", unknownAttribute)
	if err != nil {
		return decoration{}, err
	}
	text := d.word
	var list []ir.Param
	if member >= 0 {
		list = append(list, ir.Param{Name: "member", Kind: ir.ParamInt, Int: int64(member), Text: strconv.Itoa(member)})
	}
	list = append(list, enumParam("decoration", d))
	if p.Optional("=") {
		vpos := p.Skip()
		v, ok := p.Integer()
		if !ok {
			return decoration{}, p.Errorf(vpos, "expected integer value")
		}
		text += "=" + v.String()
		list = append(list, intParam("value", v))
	}
	return decoration{member, d, listParam("", list, text), text}, nil
}

// sortDecorations orders decorations as StructType keeps them: by member,
// then decoration.
func sortDecorations(ds []decoration) {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].member != ds[j].member {
			return ds[i].member < ds[j].member
		}
		return ds[i].value.value < ds[j].value.value
	})
}

func decorationList(name string, ds []decoration) ir.Param {
	l := make([]ir.Param, len(ds))
	texts := make([]string, len(ds))
	for i, d := range ds {
		l[i], texts[i] = d.param, d.text
	}
	return listParam(name, l, strings.Join(texts, ", "))
}

// nestedType reads a type inside a SPIR-V type (written in full) and
// spells it canonically.
func (p *typeParser) nestedType() (spirvType, error) {
	start := p.Skip()
	if strings.HasPrefix(p.Src[start:], "!spirv.") {
		end := shared.ScanType(p.Src, start)
		inner := p.Src[start+len("!spirv.") : end]
		t, err := parseType(p.ctx, inner, p.Nested, p.structs)
		if err != nil {
			if e, ok := err.(*shared.TypeScanError); ok {
				e.Off += start + len("!spirv.")
			}
			return spirvType{}, err
		}
		p.Pos = end
		t.text = "!spirv." + t.text
		return t, nil
	}
	end := shared.ScanType(p.Src, start)
	if end == start {
		// parseType's emitWrongTokenError: just after the previous
		// token.
		at := start
		for at > 0 && strings.ContainsRune(" \t\r\n", rune(p.Src[at-1])) {
			at--
		}
		return spirvType{}, p.Errorf(at, "expected non-function type")
	}
	p.Pos = end
	text := p.Src[start:end]
	if p.Nested == nil {
		return spirvType{text: text}, nil
	}
	t, err := p.Nested(text)
	if err != nil {
		return spirvType{}, err
	}
	return spirvType{text: ir.TypeString(t), t: t}, nil
}

// Reading the IR's SPIR-V types.

// ofKind returns t as a SPIR-V type of the given mnemonic, or nil.
func ofKind(t ir.Type, mnemonic string) *ir.DialectType {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "spirv" || d.Mnemonic() != mnemonic {
		return nil
	}
	return d
}

// pointee returns the pointee type and the storage class of a !spirv.ptr
// type, or false.
func pointee(t ir.Type) (ir.Type, string, bool) {
	d := ofKind(t, "ptr")
	if d == nil {
		return nil, "", false
	}
	_, sc, _ := d.Params.Enum("storageClass")
	return d.Params.Type("pointeeType"), sc, true
}
