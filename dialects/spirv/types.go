package spirv

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

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

// typeError is a type mlir-opt rejects; off is where in the text.
type typeError struct {
	off int
	msg string
}

func (e *typeError) Error() string { return e.msg }

// readType is the spirv dialect's TypeFunc.
func readType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	t, err := parseType(ctx, data, nested, nil)
	if err != nil {
		return nil, err
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
	p := &typeParser{src: data, ctx: ctx, nested: nested, structs: structs}
	if ctx == nil {
		p.nested = nil
	}
	start := p.skip()
	kw, ok := p.keyword()
	if !ok {
		return spirvType{}, p.errorf(start, "expected valid keyword")
	}
	text, params, err := p.afterKeyword(kw, start)
	if err != nil {
		return spirvType{}, err
	}
	if end := p.skip(); end < len(p.src) {
		return spirvType{}, p.errorf(end, "unexpected '%s' after the type", p.src[end:])
	}
	st := spirvType{text: text}
	if ctx != nil {
		st.t = ctx.DialectType(typeDefs[kw], params, text, nil)
	}
	return st, nil
}

// typeParser reads a SPIR-V type's text.
type typeParser struct {
	src    string
	pos    int
	ctx    *ir.Context
	nested func(string) (ir.Type, error)
	// structs are the names of the identified structs being read: a
	// reference to one of them has no body.
	structs []string
}

func (p *typeParser) errorf(off int, format string, args ...any) error {
	return &typeError{off: off, msg: fmt.Sprintf(format, args...)}
}

// skip skips white space and returns the position.
func (p *typeParser) skip() int {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n' || p.src[p.pos] == '\r') {
		p.pos++
	}
	return p.pos
}

func (p *typeParser) optional(punct string) bool {
	p.skip()
	if strings.HasPrefix(p.src[p.pos:], punct) {
		p.pos += len(punct)
		return true
	}
	return false
}

func (p *typeParser) expect(punct string) error {
	if !p.optional(punct) {
		return p.errorf(p.pos, "expected '%s'", punct)
	}
	return nil
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

func isIdentByte(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '$' || c == '.'
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// keyword reads a bare identifier.
func (p *typeParser) keyword() (string, bool) {
	start := p.skip()
	if start >= len(p.src) || !isIdentStart(p.src[start]) {
		return "", false
	}
	end := start + 1
	for end < len(p.src) && isIdentByte(p.src[end]) {
		end++
	}
	p.pos = end
	return p.src[start:end], true
}

// integer reads a decimal or hexadecimal integer, possibly negative.
func (p *typeParser) integer() (*big.Int, bool) {
	start := p.skip()
	i := start
	if i < len(p.src) && p.src[i] == '-' {
		i++
	}
	if i >= len(p.src) || p.src[i] < '0' || p.src[i] > '9' {
		return nil, false
	}
	base, digits := 10, i
	if strings.HasPrefix(p.src[i:], "0x") && i+2 < len(p.src) && isHexDigit(p.src[i+2]) {
		base, digits = 16, i+2
	}
	end := digits
	for end < len(p.src) && (base == 10 && p.src[end] >= '0' && p.src[end] <= '9' || base == 16 && isHexDigit(p.src[end])) {
		end++
	}
	n, ok := new(big.Int).SetString(p.src[digits:end], base)
	if !ok {
		return nil, false
	}
	if p.src[start] == '-' {
		n.Neg(n)
	}
	p.pos = end
	return n, true
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
	start := p.skip()
	kw, ok := p.keyword()
	if !ok {
		return enumValue{}, p.errorf(start, "expected valid keyword")
	}
	e, ok := lookupEnum(class, kw)
	if !ok {
		return enumValue{}, p.errorf(start, "%s", bad(kw))
	}
	return e, nil
}

func unknownAttribute(kw string) string { return "unknown attribute: '" + kw + "'" }

// afterKeyword reads the SPIR-V type named kw (its parameters follow):
// its canonical spelling and its parameters.
func (p *typeParser) afterKeyword(kw string, start int) (string, ir.Params, error) {
	switch kw {
	case "ptr":
		if err := p.expect("<"); err != nil {
			return "", nil, err
		}
		elem, err := p.composableType()
		if err != nil {
			return "", nil, err
		}
		if err := p.expect(","); err != nil {
			return "", nil, err
		}
		sc, err := p.enumKeyword("StorageClass", func(kw string) string { return "unknown storage class: " + kw })
		if err != nil {
			return "", nil, err
		}
		if err := p.expect(">"); err != nil {
			return "", nil, err
		}
		return "ptr<" + elem.text + ", " + sc.word + ">", ir.Params{typeParam("pointeeType", elem), enumParam("storageClass", sc)}, nil
	case "array", "matrix":
		if err := p.expect("<"); err != nil {
			return "", nil, err
		}
		countLoc := p.skip()
		dims, err := p.dimensionList(false)
		if err != nil {
			return "", nil, err
		}
		if len(dims) != 1 {
			if kw == "matrix" {
				return "", nil, p.errorf(countLoc, "expected single unsigned integer for number of columns")
			}
			return "", nil, p.errorf(countLoc, "expected single integer for array element count")
		}
		n := dims[0]
		switch {
		case kw == "array" && n.Sign() == 0:
			return "", nil, p.errorf(countLoc, "expected array length greater than 0")
		case kw == "matrix" && (n.Cmp(big.NewInt(2)) < 0 || n.Cmp(big.NewInt(4)) > 0):
			return "", nil, p.errorf(countLoc, "matrix is expected to have 2, 3, or 4 columns")
		}
		elemLoc := p.skip()
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
		if err := p.expect(">"); err != nil {
			return "", nil, err
		}
		return text + ">", params, nil
	case "rtarray":
		if err := p.expect("<"); err != nil {
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
		if err := p.expect(">"); err != nil {
			return "", nil, err
		}
		text := "rtarray<" + elem.text
		if stride.Kind != ir.ParamAbsent {
			text += ", stride=" + stride.Text
		}
		return text + ">", ir.Params{typeParam("elementType", elem), stride}, nil
	case "sampled_image":
		if err := p.expect("<"); err != nil {
			return "", nil, err
		}
		elemLoc := p.skip()
		elem, err := p.nestedType()
		if err != nil {
			return "", nil, err
		}
		if elem.t != nil {
			img := ofKind(elem.t, "image")
			if img == nil {
				return "", nil, p.errorf(elemLoc, "sampled image must be composed using image type, got '%s'", elem.text)
			}
			if _, dim, _ := img.Params.Enum("dim"); dim == "SubpassData" || dim == "Buffer" {
				return "", nil, p.errorf(elemLoc, "sampled image Dim must not be SubpassData or Buffer, got %s", dim)
			}
		}
		if err := p.expect(">"); err != nil {
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
	return "", nil, p.errorf(start, "unknown SPIR-V type: %s", kw)
}

// imageEnums are an image type's parameters after its element type: the
// parameter's name and its C++ enum class.
var imageEnums = [...][2]string{
	{"dim", "Dim"}, {"depthInfo", "ImageDepthInfo"}, {"arrayedInfo", "ImageArrayedInfo"},
	{"samplingInfo", "ImageSamplingInfo"}, {"samplerUseInfo", "ImageSamplerUseInfo"}, {"format", "ImageFormat"},
}

func (p *typeParser) image() (string, ir.Params, error) {
	if err := p.expect("<"); err != nil {
		return "", nil, err
	}
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	parts := []string{elem.text}
	params := ir.Params{typeParam("elementType", elem)}
	for _, e := range imageEnums {
		if err := p.expect(","); err != nil {
			return "", nil, err
		}
		v, err := p.enumKeyword(e[1], unknownAttribute)
		if err != nil {
			return "", nil, err
		}
		parts = append(parts, v.word)
		params = append(params, enumParam(e[0], v))
	}
	if err := p.expect(">"); err != nil {
		return "", nil, err
	}
	return "image<" + strings.Join(parts, ", ") + ">", params, nil
}

func (p *typeParser) coopmatrix() (string, ir.Params, error) {
	if err := p.expect("<"); err != nil {
		return "", nil, err
	}
	loc := p.skip()
	dims, err := p.dimensionList(false)
	if err != nil {
		return "", nil, err
	}
	if len(dims) != 2 {
		return "", nil, p.errorf(loc, "expected row and column count")
	}
	rows, cols := dims[0], dims[1]
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	if err := p.expect(","); err != nil {
		return "", nil, err
	}
	scope, err := p.enumKeyword("Scope", func(kw string) string { return "invalid scope <id> attribute specification: " + kw })
	if err != nil {
		return "", nil, err
	}
	if err := p.expect(","); err != nil {
		return "", nil, err
	}
	use, err := p.enumKeyword("CooperativeMatrixUseKHR", func(kw string) string { return "invalid use <id> attribute specification: " + kw })
	if err != nil {
		return "", nil, err
	}
	if err := p.expect(">"); err != nil {
		return "", nil, err
	}
	text := "coopmatrix<" + rows.String() + "x" + cols.String() + "x" + elem.text + ", " + scope.word + ", " + use.word + ">"
	return text, ir.Params{intParam("rows", rows), intParam("columns", cols), typeParam("elementType", elem),
		enumParam("scope", scope), enumParam("use", use)}, nil
}

// armTensor reads arm.tensor's `<` shape `x` element-type `>` (a builtin
// tensor's shape, `?` for a dynamic dimension).
func (p *typeParser) armTensor() (string, ir.Params, error) {
	if err := p.expect("<"); err != nil {
		return "", nil, err
	}
	loc := p.skip()
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
			return "", nil, p.errorf(loc, "arm.tensors do not support zero dimensions")
		}
		dims[i] = n.String()
		shape[i] = intParam("", n)
	}
	switch {
	case len(sizes) == 0:
		return "", nil, p.errorf(loc, "arm.tensors do not support rank zero")
	case dynamic > 0 && dynamic < len(sizes):
		return "", nil, p.errorf(loc, "arm.tensor shape dimensions must be either fully dynamic or completed shaped")
	}
	elem, err := p.composableType()
	if err != nil {
		return "", nil, err
	}
	if err := p.expect(">"); err != nil {
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
		start := p.skip()
		var n *big.Int
		switch {
		case strings.HasPrefix(p.src[start:], "?"):
			if !allowDynamic {
				return nil, p.errorf(start, "expected static shape")
			}
			p.pos++
		case strings.HasPrefix(p.src[start:], "0x"):
			// `0x...` is the dimension 0 and its `x`, as MLIR's parser
			// reads it in a dimension list.
			n = new(big.Int)
			p.pos++
		case start < len(p.src) && p.src[start] >= '0' && p.src[start] <= '9':
			var ok bool
			if n, ok = p.integer(); !ok {
				return nil, p.errorf(start, "expected integer value")
			}
		default:
			return dims, nil
		}
		p.skip()
		// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
		if !strings.HasPrefix(p.src[p.pos:], "x") {
			return nil, p.errorf(p.pos, "expected 'x' in dimension list")
		}
		p.pos++
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
		return p.errorf(loc, "only 1/8/16/32/64-bit integer type allowed but found '%s'", t.text)
	case *ir.VectorType:
		if len(v.Shape) != 1 {
			return p.errorf(loc, "only 1-D vector allowed but found '%s'", t.text)
		}
		if v.Shape[0] > 4 {
			return p.errorf(loc, "vector length has to be less than or equal to 4 but found %d", v.Shape[0])
		}
		return nil
	}
	return p.errorf(loc, "cannot use '%s' to compose SPIR-V types", t.text)
}

// composableType is nestedType checked by composable.
func (p *typeParser) composableType() (spirvType, error) {
	loc := p.skip()
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
		return p.errorf(loc, "matrix must be composed using vector type, got '%s'", col.text)
	}
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	if n < 2 || n > 4 {
		return p.errorf(loc, "matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found %d", n)
	}
	if _, ok := v.Elem.(*ir.FloatType); !ok {
		return p.errorf(loc, "matrix columns' elements must be of Float type, got '%s'", ir.TypeString(v.Elem))
	}
	return nil
}

// uint32 reads an integer into a uint32_t as AsmParser::parseInteger does:
// the literal is an APInt of 4 bits per digit (one more when its top bit
// is set), negated after `-`, and must read back the same from the
// uint32_t it is sign-extended or truncated to (-1 is 4294967295).
func (p *typeParser) uint32() (*big.Int, error) {
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return nil, p.errorf(start, "expected integer value")
	}
	digits := strings.TrimPrefix(strings.TrimPrefix(p.src[start:p.pos], "-"), "0x")
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
		return nil, p.errorf(start, "integer value too large")
	}
	return r, nil
}

// dimension reads `N x` (or `Nx`) of a dimension list.
func (p *typeParser) dimension() (*big.Int, error) {
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return nil, p.errorf(start, "expected integer value")
	}
	p.skip()
	// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
	if strings.HasPrefix(p.src[p.pos:], "x") {
		p.pos++
		return n, nil
	}
	return nil, p.errorf(p.pos, "expected 'x' in dimension list")
}

// stride reads `(, stride = N)?`: parameter stride, left out when not
// written.
func (p *typeParser) stride() (ir.Param, error) {
	if !p.optional(",") {
		return ir.Param{Name: "stride"}, nil
	}
	if kw, _ := p.keyword(); kw != "stride" {
		return ir.Param{}, p.errorf(p.pos, "expected 'stride'")
	}
	if err := p.expect("="); err != nil {
		return ir.Param{}, err
	}
	start := p.skip()
	n, err := p.uint32()
	if err != nil {
		return ir.Param{}, err
	}
	if n.Sign() == 0 {
		return ir.Param{}, p.errorf(start, "ArrayStride must be greater than zero")
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
	if err := p.expect("<"); err != nil {
		return "", nil, err
	}
	var b strings.Builder
	b.WriteString("struct<")
	save := p.pos
	id, identified := p.keyword()
	idParam := ir.Param{Name: "identifier"}
	if identified {
		idParam = ir.Param{Name: "identifier", Kind: ir.ParamString, Str: id, Text: id}
		b.WriteString(id)
		if p.optional(">") {
			enclosing := false
			for _, s := range p.structs {
				enclosing = enclosing || s == id
			}
			if !enclosing {
				return "", nil, p.errorf(start, "recursive struct reference not nested in struct definition")
			}
			return b.String() + ">", ir.Params{idParam}, nil
		}
		if err := p.expect(","); err != nil {
			return "", nil, err
		}
		for _, s := range p.structs {
			if s == id {
				return "", nil, p.errorf(start, "identifier already used for an enclosing struct")
			}
		}
		b.WriteString(", ")
		p.structs = append(p.structs, id)
		defer func() { p.structs = p.structs[:len(p.structs)-1] }()
	} else {
		p.pos = save
	}
	if err := p.expect("("); err != nil {
		return "", nil, err
	}
	b.WriteString("(")
	var members, offsets []ir.Param
	var decorations []decoration
	var memberTexts, offsetTexts []string
	empty := false
	if p.optional(")") {
		if p.optional(">") {
			empty = true
		} else {
			return "", nil, p.errorf(p.skip(), "expected non-function type")
		}
	}
	for !empty {
		elem, err := p.nestedType()
		if err != nil {
			return "", nil, err
		}
		i := len(members)
		members = append(members, typeParam("", elem))
		memberTexts = append(memberTexts, elem.text)
		if p.optional("[") {
			// parseStructMemberDecorations: an offset first, then
			// decorations.
			pos := p.skip()
			hasOffset := pos < len(p.src) && (p.src[pos] == '-' || p.src[pos] >= '0' && p.src[pos] <= '9')
			var n *big.Int
			if hasOffset {
				if n, err = p.uint32(); err != nil {
					return "", nil, err
				}
				if len(offsets) != i {
					return "", nil, p.errorf(pos, "offset specification must be given for all members")
				}
				offsets = append(offsets, intParam("", n))
				offsetTexts = append(offsetTexts, n.String())
			}
			if !p.optional("]") {
				if hasOffset {
					if err := p.expect(","); err != nil {
						return "", nil, err
					}
				}
				for {
					d, err := p.decoration(i)
					if err != nil {
						return "", nil, err
					}
					decorations = append(decorations, d)
					if !p.optional(",") {
						break
					}
				}
				if err := p.expect("]"); err != nil {
					return "", nil, err
				}
			}
		}
		if !p.optional(",") {
			break
		}
	}
	if len(offsets) > 0 && len(offsets) != len(members) {
		return "", nil, p.errorf(start, "offset specification must be given for all members")
	}
	if !empty {
		if err := p.expect(")"); err != nil {
			return "", nil, err
		}
	}
	var structDecorations []decoration
	for !empty && p.optional(",") {
		d, err := p.decoration(-1)
		if err != nil {
			return "", nil, err
		}
		structDecorations = append(structDecorations, d)
	}
	if !empty {
		if err := p.expect(">"); err != nil {
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
	if p.optional("=") {
		vpos := p.skip()
		v, ok := p.integer()
		if !ok {
			return decoration{}, p.errorf(vpos, "expected integer value")
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
	start := p.skip()
	if strings.HasPrefix(p.src[start:], "!spirv.") {
		end := scanType(p.src, start)
		inner := p.src[start+len("!spirv.") : end]
		t, err := parseType(p.ctx, inner, p.nested, p.structs)
		if err != nil {
			if e, ok := err.(*typeError); ok {
				e.off += start + len("!spirv.")
			}
			return spirvType{}, err
		}
		p.pos = end
		t.text = "!spirv." + t.text
		return t, nil
	}
	end := scanType(p.src, start)
	if end == start {
		return spirvType{}, p.errorf(start, "expected type")
	}
	p.pos = end
	text := p.src[start:end]
	if p.nested == nil {
		return spirvType{text: text}, nil
	}
	t, err := p.nested(text)
	if err != nil {
		return spirvType{}, err
	}
	return spirvType{text: ir.TypeString(t), t: t}, nil
}

// scanType returns the end of the type spelled at src[start:] (a builtin
// type, a dialect type or alias, a function type), or start when none.
func scanType(src string, start int) int {
	i := start
	for i < len(src) && src[i] == ' ' {
		i++
	}
	if i >= len(src) {
		return start
	}
	switch c := src[i]; {
	case c == '!':
		i++
		for i < len(src) && (isIdentByte(src[i]) || src[i] == '-') {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return scanBalanced(src, i)
		}
		return i
	case c == '(':
		i = scanBalanced(src, i)
		j := i
		for j < len(src) && src[j] == ' ' {
			j++
		}
		if strings.HasPrefix(src[j:], "->") {
			return scanType(src, j+2)
		}
		return i
	case isIdentStart(c):
		for i < len(src) && isIdentByte(src[i]) {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return scanBalanced(src, i)
		}
		return i
	}
	return start
}

// scanBalanced returns the position after the bracket closing the one at
// src[open], skipping string literals and `->`.
func scanBalanced(src string, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '-':
			if i+1 < len(src) && src[i+1] == '>' {
				i++
			}
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(src)
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
