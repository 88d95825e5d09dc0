package dialects

import (
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
	p := &spirvTypeParser{llvmTypeParser: llvmTypeParser{src: data, nested: nested}, structs: structs}
	start := p.skip()
	kw, ok := p.keyword()
	if !ok {
		return "", p.errorf(start, "expected valid keyword")
	}
	text, err := p.afterKeyword(kw, start)
	if err != nil {
		return "", err
	}
	if end := p.skip(); end < len(p.src) {
		return "", p.errorf(end, "unexpected '%s' after the type", p.src[end:])
	}
	return text, nil
}

type spirvTypeParser struct {
	llvmTypeParser
	structs []string
}

func (p *spirvTypeParser) afterKeyword(kw string, start int) (string, error) {
	switch kw {
	case "ptr":
		if err := p.expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		if err := p.expect(","); err != nil {
			return "", err
		}
		sc, ok := p.keyword()
		if !ok {
			return "", p.errorf(p.pos, "expected valid keyword")
		}
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return "ptr<" + elem + ", " + sc + ">", nil
	case "array", "matrix":
		if err := p.expect("<"); err != nil {
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
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return text + ">", nil
	case "rtarray":
		if err := p.expect("<"); err != nil {
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
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return "rtarray<" + elem + stride + ">", nil
	case "sampled_image":
		if err := p.expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return "sampled_image<" + elem + ">", nil
	case "image":
		if err := p.expect("<"); err != nil {
			return "", err
		}
		elem, err := p.nestedType()
		if err != nil {
			return "", err
		}
		parts := []string{elem}
		for i := 0; i < 6; i++ {
			if err := p.expect(","); err != nil {
				return "", err
			}
			kw, ok := p.keyword()
			if !ok {
				return "", p.errorf(p.pos, "expected valid keyword")
			}
			parts = append(parts, kw)
		}
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return "image<" + strings.Join(parts, ", ") + ">", nil
	case "coopmatrix":
		if err := p.expect("<"); err != nil {
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
			if err := p.expect(","); err != nil {
				return "", err
			}
			kw, ok := p.keyword()
			if !ok {
				return "", p.errorf(p.pos, "expected valid keyword")
			}
			parts = append(parts, kw)
		}
		if err := p.expect(">"); err != nil {
			return "", err
		}
		return "coopmatrix<" + strings.Join(parts, ", ") + ">", nil
	case "struct":
		return p.structType()
	case "arm.tensor":
		// Kept as written: its syntax is the builtin tensor's shape.
		rest := strings.TrimSpace(p.src[p.pos:])
		p.pos = len(p.src)
		return kw + rest, nil
	}
	return "", p.errorf(start, "unknown SPIR-V type: %s", kw)
}

// dimension reads `N x` (or `Nx`) of a dimension list.
func (p *spirvTypeParser) dimension() (string, error) {
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return "", p.errorf(start, "expected integer value")
	}
	p.skip()
	// `4xf32` lexes as 4 and `xf32`: take the `x` off the keyword.
	if strings.HasPrefix(p.src[p.pos:], "x") {
		p.pos++
		return n.String(), nil
	}
	return "", p.errorf(p.pos, "expected 'x' in dimension list")
}

// stride reads `(, stride = N)?`.
func (p *spirvTypeParser) stride() (string, error) {
	if !p.optional(",") {
		return "", nil
	}
	if kw, _ := p.keyword(); kw != "stride" {
		return "", p.errorf(p.pos, "expected 'stride'")
	}
	if err := p.expect("="); err != nil {
		return "", err
	}
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return "", p.errorf(start, "expected integer value")
	}
	if n.Sign() == 0 {
		return "", p.errorf(start, "ArrayStride must be greater than zero")
	}
	return ", stride=" + n.String(), nil
}

func (p *spirvTypeParser) structType() (string, error) {
	if err := p.expect("<"); err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("struct<")
	save := p.pos
	id, identified := p.keyword()
	if identified {
		b.WriteString(id)
		if p.optional(">") {
			return b.String() + ">", nil
		}
		if err := p.expect(","); err != nil {
			return "", err
		}
		b.WriteString(", ")
		p.structs = append(p.structs, id)
		defer func() { p.structs = p.structs[:len(p.structs)-1] }()
	} else {
		p.pos = save
	}
	if err := p.expect("("); err != nil {
		return "", err
	}
	b.WriteString("(")
	if !p.optional(")") {
		for i := 0; ; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			elem, err := p.nestedType()
			if err != nil {
				return "", err
			}
			b.WriteString(elem)
			if p.optional("[") {
				var decos []string
				if !p.optional("]") {
					for {
						pos := p.skip()
						if n, ok := p.integer(); ok {
							decos = append(decos, n.String())
						} else {
							kw, ok := p.keyword()
							if !ok {
								return "", p.errorf(pos, "expected valid keyword")
							}
							if p.optional("=") {
								vpos := p.skip()
								v, ok := p.integer()
								if !ok {
									return "", p.errorf(vpos, "expected integer value")
								}
								kw += "=" + v.String()
							}
							decos = append(decos, kw)
						}
						if !p.optional(",") {
							break
						}
					}
					if err := p.expect("]"); err != nil {
						return "", err
					}
				}
				b.WriteString(" [" + strings.Join(decos, ", ") + "]")
			}
			if !p.optional(",") {
				break
			}
		}
		if err := p.expect(")"); err != nil {
			return "", err
		}
	}
	if err := p.expect(">"); err != nil {
		return "", err
	}
	return b.String() + ")>", nil
}

// nestedType reads a type inside a SPIR-V type (written in full) and
// spells it canonically.
func (p *spirvTypeParser) nestedType() (string, error) {
	start := p.skip()
	if strings.HasPrefix(p.src[start:], "!spirv.") {
		end := scanType(p.src, start)
		inner := p.src[start+len("!spirv.") : end]
		text, err := canonicalSPIRVType(inner, p.nested, p.structs)
		if err != nil {
			if e, ok := err.(*llvmTypeError); ok {
				e.off += start + len("!spirv.")
			}
			return "", err
		}
		p.pos = end
		return "!spirv." + text, nil
	}
	end := scanType(p.src, start)
	if end == start {
		return "", p.errorf(start, "expected type")
	}
	p.pos = end
	text := p.src[start:end]
	if p.nested == nil {
		return text, nil
	}
	t, err := p.nested(text)
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
