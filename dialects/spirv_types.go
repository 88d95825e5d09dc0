package dialects

import (
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
//	!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
//
// Nested types are written in full; SPIR-V types among them are read here
// (an identified struct may refer to itself), others by the lowering.

// readSPIRVType is the spirv dialect's TypeFunc.
func readSPIRVType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	text, err := canonicalSPIRVType(data, nested, nil)
	if err != nil {
		return nil, err
	}
	return ctx.OpaqueType("spirv", text), nil
}

// canonicalSPIRVType spells the Data of a SPIR-V type canonically; structs
// are the identified structs being read.
func canonicalSPIRVType(data string, nested func(string) (ir.Type, error), structs []string) (string, error) {
	p := &spirvTypeParser{TypeScanner: shared.TypeScanner{Src: data, Nested: nested}, structs: structs}
	start := p.Skip()
	kw, ok := p.Keyword()
	if !ok {
		return "", p.Errorf(start, "expected valid keyword")
	}
	text, err := p.afterKeyword(kw, start)
	if err != nil {
		return "", err
	}
	if end := p.Skip(); end < len(p.Src) {
		return "", p.Errorf(end, "unexpected '%s' after the type", p.Src[end:])
	}
	return text, nil
}

type spirvTypeParser struct {
	shared.TypeScanner
	structs []string
}

func (p *spirvTypeParser) afterKeyword(kw string, start int) (string, error) {
	switch kw {
	case "ptr":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		if err := p.Expect(","); err != nil {
			return "", err
		}
		sc, ok := p.Keyword()
		if !ok {
			return "", p.Errorf(p.Pos, "expected valid keyword")
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return "ptr<" + elem + ", " + sc + ">", nil
	case "array", "matrix":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		n, err := p.dimension()
		if err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		text := kw + "<" + n + " x " + elem
		if kw == "array" {
			stride, err := p.stride()
			if err != nil {
				return "", err
			}
			text += stride
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return text + ">", nil
	case "rtarray":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		stride, err := p.stride()
		if err != nil {
			return "", err
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return "rtarray<" + elem + stride + ">", nil
	case "sampled_image":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return "sampled_image<" + elem + ">", nil
	case "image":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		parts := []string{elem}
		for i := 0; i < 6; i++ {
			if err := p.Expect(","); err != nil {
				return "", err
			}
			kw, ok := p.Keyword()
			if !ok {
				return "", p.Errorf(p.Pos, "expected valid keyword")
			}
			parts = append(parts, kw)
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return "image<" + strings.Join(parts, ", ") + ">", nil
	case "coopmatrix":
		if err := p.Expect("<"); err != nil {
			return "", err
		}
		rows, err := p.dimension()
		if err != nil {
			return "", err
		}
		cols, err := p.dimension()
		if err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		parts := []string{rows + "x" + cols + "x" + elem}
		for i := 0; i < 2; i++ {
			if err := p.Expect(","); err != nil {
				return "", err
			}
			kw, ok := p.Keyword()
			if !ok {
				return "", p.Errorf(p.Pos, "expected valid keyword")
			}
			parts = append(parts, kw)
		}
		if err := p.Expect(">"); err != nil {
			return "", err
		}
		return "coopmatrix<" + strings.Join(parts, ", ") + ">", nil
	case "struct":
		return p.structType()
	case "arm.tensor":
		// Kept as written: its syntax is the builtin tensor's shape.
		rest := strings.TrimSpace(p.Src[p.Pos:])
		p.Pos = len(p.Src)
		return kw + rest, nil
	}
	return "", p.Errorf(start, "unknown SPIR-V type: %s", kw)
}

// dimension reads `N x` (or `Nx`) of a dimension list.
func (p *spirvTypeParser) dimension() (string, error) {
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return "", p.Errorf(start, "expected integer value")
	}
	p.Skip()
	// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
	if strings.HasPrefix(p.Src[p.Pos:], "x") {
		p.Pos++
		return n.String(), nil
	}
	return "", p.Errorf(p.Pos, "expected 'x' in dimension list")
}

// stride reads `(, stride = N)?`.
func (p *spirvTypeParser) stride() (string, error) {
	if !p.Optional(",") {
		return "", nil
	}
	if kw, _ := p.Keyword(); kw != "stride" {
		return "", p.Errorf(p.Pos, "expected 'stride'")
	}
	if err := p.Expect("="); err != nil {
		return "", err
	}
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return "", p.Errorf(start, "expected integer value")
	}
	if n.Sign() == 0 {
		return "", p.Errorf(start, "ArrayStride must be greater than zero")
	}
	return ", stride=" + n.String(), nil
}

func (p *spirvTypeParser) structType() (string, error) {
	if err := p.Expect("<"); err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("struct<")
	save := p.Pos
	id, identified := p.Keyword()
	if identified {
		b.WriteString(id)
		if p.Optional(">") {
			return b.String() + ">", nil
		}
		if err := p.Expect(","); err != nil {
			return "", err
		}
		b.WriteString(", ")
		p.structs = append(p.structs, id)
		defer func() { p.structs = p.structs[:len(p.structs)-1] }()
	} else {
		p.Pos = save
	}
	if err := p.Expect("("); err != nil {
		return "", err
	}
	b.WriteString("(")
	if !p.Optional(")") {
		for i := 0; ; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			elem, err := p.nestedType()
			if err != nil {
				return "", err
			}
			b.WriteString(elem)
			if p.Optional("[") {
				var decos []string
				if !p.Optional("]") {
					for {
						pos := p.Skip()
						if n, ok := p.Integer(); ok {
							decos = append(decos, n.String())
						} else {
							kw, ok := p.Keyword()
							if !ok {
								return "", p.Errorf(pos, "expected valid keyword")
							}
							if p.Optional("=") {
								vpos := p.Skip()
								v, ok := p.Integer()
								if !ok {
									return "", p.Errorf(vpos, "expected integer value")
								}
								kw += "=" + v.String()
							}
							decos = append(decos, kw)
						}
						if !p.Optional(",") {
							break
						}
					}
					if err := p.Expect("]"); err != nil {
						return "", err
					}
				}
				b.WriteString(" [" + strings.Join(decos, ", ") + "]")
			}
			if !p.Optional(",") {
				break
			}
		}
		if err := p.Expect(")"); err != nil {
			return "", err
		}
	}
	if err := p.Expect(">"); err != nil {
		return "", err
	}
	return b.String() + ")>", nil
}

// nestedType reads a type inside a SPIR-V type (written in full) and
// spells it canonically.
func (p *spirvTypeParser) nestedType() (string, error) {
	start := p.Skip()
	if strings.HasPrefix(p.Src[start:], "!spirv.") {
		end := shared.ScanType(p.Src, start)
		inner := p.Src[start+len("!spirv.") : end]
		text, err := canonicalSPIRVType(inner, p.Nested, p.structs)
		if err != nil {
			if e, ok := err.(*shared.TypeScanError); ok {
				e.Off += start + len("!spirv.")
			}
			return "", err
		}
		p.Pos = end
		return "!spirv." + text, nil
	}
	end := shared.ScanType(p.Src, start)
	if end == start {
		return "", p.Errorf(start, "expected type")
	}
	p.Pos = end
	text := p.Src[start:end]
	if p.Nested == nil {
		return text, nil
	}
	t, err := p.Nested(text)
	if err != nil {
		return "", err
	}
	return ir.TypeString(t), nil
}

// spirvPtrData is the Data of !spirv.ptr<elem, storageClass> for types the
// syntaxes build before lowering.
func spirvPtrData(elem, storageClass string) string {
	return "ptr<" + elem + ", " + storageClass + ">"
}
