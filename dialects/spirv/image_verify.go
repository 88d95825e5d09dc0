package spirv

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of ImageOps.cpp, in mlir-opt's order and words (all
// emitError: no op prefix).

func imageVerifiers(h *registry.Hooks) {
	for _, name := range []string{"spirv.ImageDrefGather", "spirv.ImageFetch", "spirv.ImageRead",
		"spirv.ImageWrite", "spirv.ImageSampleExplicitLod", "spirv.ImageSampleImplicitLod",
		"spirv.ImageSampleProjDrefImplicitLod"} {
		h.Verifier(name).Op = imageOperands
	}
	h.Verifier("spirv.ImageQuerySize").Op = imageQuerySize
	imageTraitPreds(h)
}

// imageInfo is a !spirv.image's enum parameter by its name (dim,
// samplingInfo, arrayedInfo, samplerUseInfo, ...).
func imageInfo(t ir.Type, param string) string {
	d := ofKind(t, "image")
	if d == nil {
		return ""
	}
	_, w, _ := d.Params.Enum(param)
	return w
}

// sampledImageOf is the image type of the op's sampled_image operand.
func sampledImageOf(o dialect.Checker) ir.Type {
	si := one(o.Operand("sampled_image"))
	if si == nil {
		return nil
	}
	if d := ofKind(si.Type(), "sampled_image"); d != nil {
		return d.Params.Type("imageType")
	}
	return nil
}

// imageOperands is verifyImageOperands: the image operands attribute
// says which arguments follow; Bias for implicit-lod sampling, Lod for
// explicit-lod sampling and fetches, Grad for explicit-lod sampling, each
// with its arguments and image kinds; no argument left over.
func imageOperands(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	args := o.Operand("operand_arguments")
	attr := o.Attr("image_operands")
	if attr == nil {
		if len(args) == 0 {
			return nil
		}
		return o.EmitErrorf("the Image Operands should encode what operands follow, as per Image Operands")
	}
	bits := map[string]bool{}
	for _, w := range strings.Split(spirvAttrValue(attr, "image_operands"), "|") {
		bits[strings.TrimSpace(w)] = true
	}
	if bits["Lod"] && bits["Grad"] {
		return o.EmitErrorf("it is invalid to set both the Lod and Grad bits")
	}
	implicit := op.Name == "spirv.ImageSampleImplicitLod" || op.Name == "spirv.ImageSampleProjDrefImplicitLod"
	explicit := op.Name == "spirv.ImageSampleExplicitLod"
	sampling := implicit || explicit
	// No op of LLVM 22 implements FetchOpInterface (spirv.ImageFetch does
	// not): Lod on a fetch is rejected as on any non-explicit-lod op, and
	// upstream's fetch branch below is unreachable.
	fetch := false
	sampleDims := func(t ir.Type) bool {
		switch imageInfo(t, "dim") {
		case "Dim1D", "Dim2D", "Dim3D", "Cube":
			return true
		}
		return false
	}
	index := 0
	if bits["Bias"] {
		if !implicit {
			return o.EmitErrorf("Bias is only valid with implicit-lod instructions")
		}
		if index+1 > len(args) {
			return o.EmitErrorf("Bias operand requires 1 argument")
		}
		if _, ok := args[index].Type().(*ir.FloatType); !ok {
			return o.EmitErrorf("Bias must be a floating-point type scalar")
		}
		img := sampledImageOf(o)
		if !sampleDims(img) {
			return o.EmitErrorf("Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube")
		}
		if imageInfo(img, "samplingInfo") != "SingleSampled" {
			// unreachable: the ops' ODS constraint (the MS operand must be SingleSampled) runs first.
			return o.EmitErrorf("Bias must only be used with an image type that has a MS operand of 0")
		}
		index++
	}
	if bits["Lod"] {
		if !explicit && !fetch {
			return o.EmitErrorf("Lod is only valid with explicit-lod and fetch instructions")
		}
		if index+1 > len(args) {
			return o.EmitErrorf("Lod operand requires 1 argument")
		}
		var img ir.Type
		if sampling {
			if _, ok := args[index].Type().(*ir.FloatType); !ok {
				return o.EmitErrorf("for sampling operations, Lod must be a floating-point type scalar")
			}
			img = sampledImageOf(o)
		} else {
			if _, ok := args[index].Type().(*ir.IntegerType); !ok {
				// unreachable: fetch is never set (see above).
				return o.EmitErrorf("for fetch operations, Lod must be an integer type scalar")
			}
			if im := one(o.Operand("image")); im != nil {
				img = im.Type()
			}
		}
		if !sampleDims(img) {
			return o.EmitErrorf("Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube")
		}
		if imageInfo(img, "samplingInfo") != "SingleSampled" {
			// unreachable: the ops' ODS constraint (the MS operand must be SingleSampled) runs first.
			return o.EmitErrorf("Lod must only be used with an image type that has a MS operand of 0")
		}
		index++
	}
	if bits["Grad"] {
		if !explicit {
			return o.EmitErrorf("Grad is only valid with explicit-lod instructions")
		}
		if index+2 > len(args) {
			return o.EmitErrorf("Grad operand requires 2 arguments (scalars or vectors)")
		}
		img := sampledImageOf(o)
		if imageInfo(img, "samplingInfo") != "SingleSampled" {
			// unreachable: the ops' ODS constraint (the MS operand must be SingleSampled) runs first.
			return o.EmitErrorf("Grad must only be used with an image type that has a MS operand of 0")
		}
		components := int64(1)
		if c := one(o.Operand("coordinate")); c != nil {
			if v, ok := c.Type().(*ir.VectorType); ok {
				components = numElements(v)
				if imageInfo(img, "arrayedInfo") == "Arrayed" {
					components--
				}
			}
		}
		const count = "number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present"
		dx, dy := args[index].Type(), args[index+1].Type()
		dxv, ok1 := dx.(*ir.VectorType)
		dyv, ok2 := dy.(*ir.VectorType)
		_, dxf := dx.(*ir.FloatType)
		_, dyf := dy.(*ir.FloatType)
		switch {
		case ok1 && ok2:
			if numElements(dxv) != numElements(dyv) || numElements(dxv) != components {
				return o.EmitErrorf(count)
			}
			_, ef1 := dxv.Elem.(*ir.FloatType)
			_, ef2 := dyv.Elem.(*ir.FloatType)
			if !ef1 || !ef2 {
				return o.EmitErrorf("Grad arguments must be a vector of floating-point type")
			}
		case dxf && dyf:
			if components != 1 {
				return o.EmitErrorf(count)
			}
		default:
			return o.EmitErrorf("Grad arguments must be a scalar or vector of floating-point type")
		}
		index += 2
	}
	// The other operands' arguments are not checked (upstream asserts
	// they are not set).
	if index < len(args) {
		return o.EmitErrorf("too many image operand arguments have been provided")
	}
	return nil
}

// imageQuerySize is ImageQuerySizeOp::verify: an image of a queryable
// dim, and a result of one component per dimension (and array layer).
func imageQuerySize(o dialect.Checker) *diag.Diagnostic {
	img, res := one(o.Operand("image")), one(o.Result("result"))
	if img == nil || res == nil || ofKind(img.Type(), "image") == nil {
		return nil
	}
	t := img.Type()
	dim := imageInfo(t, "dim")
	switch dim {
	case "Dim1D", "Dim2D", "Dim3D", "Cube":
		if imageInfo(t, "samplingInfo") != "MultiSampled" {
			if s := imageInfo(t, "samplerUseInfo"); s != "SamplerUnknown" && s != "NoSampler" {
				return o.EmitErrorf("if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2")
			}
		}
	case "Buffer", "Rect":
	default:
		return o.EmitErrorf("the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect")
	}
	want := int64(0)
	switch dim {
	case "Dim1D", "Buffer":
		want = 1
	case "Dim2D", "Cube", "Rect":
		want = 2
	case "Dim3D":
		want = 3
	}
	if imageInfo(t, "arrayedInfo") == "Arrayed" {
		want++
	}
	got := int64(1)
	if v, ok := res.Type().(*ir.VectorType); ok {
		got = numElements(v)
	}
	if want != got {
		return o.EmitErrorf("expected the result to have %d component(s), but found %d component(s)", want, got)
	}
	return nil
}

// imageTrait is where one of spirv's image PredOpTraits looks on an op:
// the operand holding the image (through its sampled image when sampled)
// and, for SPIRV_NoneOrElementMatchImage, the value whose element type
// must match; the enum words the trait allows (or, for a DimIsNot,
// forbids).
type imageTrait struct {
	image   string
	sampled bool
	value   string
	words   []string
}

// imageTraits are the image PredOpTraits of LLVM 22's SPIRVImageOps.td,
// by trait and op (their parameters, which the trait's name in gomlir's
// definitions does not carry).
var imageTraits = map[string]map[string]imageTrait{
	"SPIRV_NoneOrElementMatchImage": {
		"spirv.ImageDrefGather":        {image: "sampled_image", sampled: true, value: "result"},
		"spirv.ImageFetch":             {image: "image", value: "result"},
		"spirv.ImageRead":              {image: "image", value: "result"},
		"spirv.ImageWrite":             {image: "image", value: "texel"},
		"spirv.ImageSampleExplicitLod": {image: "sampled_image", sampled: true, value: "result"},
		"spirv.ImageSampleImplicitLod": {image: "sampled_image", sampled: true, value: "result"},
	},
	"SPIRV_SampledOperandIs": {
		"spirv.ImageFetch": {image: "image", words: []string{"NeedSampler"}},
		"spirv.ImageRead":  {image: "image", words: []string{"SamplerUnknown", "NoSampler"}},
		"spirv.ImageWrite": {image: "image", words: []string{"SamplerUnknown", "NoSampler"}},
	},
	"SPIRV_DimIsNot": {
		"spirv.ImageFetch":                     {image: "image", words: []string{"Cube"}},
		"spirv.ImageWrite":                     {image: "image", words: []string{"SubpassData"}},
		"spirv.ImageSampleExplicitLod":         {image: "sampled_image", sampled: true, words: []string{"Buffer"}},
		"spirv.ImageSampleImplicitLod":         {image: "sampled_image", sampled: true, words: []string{"Buffer"}},
		"spirv.ImageSampleProjDrefImplicitLod": {image: "sampled_image", sampled: true, words: []string{"Buffer"}},
	},
	"SPIRV_DimIs": {
		"spirv.ImageDrefGather": {image: "sampled_image", sampled: true, words: []string{"Dim2D", "Cube", "Rect"}},
	},
	"SPIRV_MSOperandIs": {
		"spirv.ImageDrefGather":                {image: "sampled_image", sampled: true, words: []string{"SingleSampled"}},
		"spirv.ImageSampleExplicitLod":         {image: "sampled_image", sampled: true, words: []string{"SingleSampled"}},
		"spirv.ImageSampleImplicitLod":         {image: "sampled_image", sampled: true, words: []string{"SingleSampled"}},
		"spirv.ImageSampleProjDrefImplicitLod": {image: "sampled_image", sampled: true, words: []string{"SingleSampled"}},
	},
}

// imageTraitPreds registers the image PredOpTraits' predicates.
func imageTraitPreds(h *registry.Hooks) {
	param := map[string]string{"SPIRV_SampledOperandIs": "samplerUseInfo", "SPIRV_DimIsNot": "dim",
		"SPIRV_DimIs": "dim", "SPIRV_MSOperandIs": "samplingInfo"}
	for name, byOp := range imageTraits {
		name, byOp := name, byOp
		h.Verifier(name).Pred = func(o dialect.Checker) (holds, known bool) {
			tr, ok := byOp[o.Op().Name]
			if !ok {
				return false, false
			}
			v := one(o.Operand(tr.image))
			if v == nil {
				return false, false
			}
			img := v.Type()
			if tr.sampled {
				d := ofKind(img, "sampled_image")
				if d == nil {
					return false, false
				}
				img = d.Params.Type("imageType")
			}
			im := ofKind(img, "image")
			if im == nil {
				return false, false
			}
			if name == "SPIRV_NoneOrElementMatchImage" {
				elem := im.Params.Type("elementType")
				if elem == nil {
					return false, false
				}
				if _, none := elem.(*ir.NoneType); none {
					return true, true
				}
				var val ir.Value
				if val = one(o.Result(tr.value)); val == nil {
					val = one(o.Operand(tr.value))
				}
				if val == nil {
					return false, false
				}
				return verify.ElementTypeOrSelf(val.Type()) == elem, true
			}
			w := imageInfo(img, param[name])
			in := false
			for _, x := range tr.words {
				in = in || x == w
			}
			if name == "SPIRV_DimIsNot" {
				return !in, true
			}
			return in, true
		}
	}
}
