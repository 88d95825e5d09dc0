package dialectattr

import (
	"strconv"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// cppTypes are types a dialect defines in C++ without an ODS definition
// (so not in its definitions), by dialect: gomlir reads them with Go code
// of its own (typeHooks) or, without parameters, as their mnemonic.
var cppTypes = map[string][]*ods.TypeDef{
	"gpu": {
		{Name: "AsyncTokenType", Mnemonic: "async.token", ClassName: "AsyncTokenType"},
		{Name: "MMAMatrixType", Mnemonic: "mma_matrix", CustomSyntax: true, ClassName: "MMAMatrixType", Params: []*ods.Param{
			{Name: "shape", Kind: "::llvm::ArrayRef<int64_t>"}, {Name: "elementType", Kind: "Type"}, {Name: "operand", Kind: "StringRef"},
		}},
		{Name: "SparseDnTensorHandleType", Mnemonic: "sparse.dntensor_handle", ClassName: "SparseDnTensorHandleType"},
		{Name: "SparseSpMatHandleType", Mnemonic: "sparse.spmat_handle", ClassName: "SparseSpMatHandleType"},
		{Name: "SparseSpGEMMOpHandleType", Mnemonic: "sparse.spgemmop_handle", ClassName: "SparseSpGEMMOpHandleType"},
	},
	"quant": {
		{Name: "AnyQuantizedType", Mnemonic: "any", CustomSyntax: true, ClassName: "AnyQuantizedType"},
		{Name: "UniformQuantizedType", Mnemonic: "uniform", CustomSyntax: true, ClassName: "UniformQuantizedType"},
		{Name: "CalibratedQuantizedType", Mnemonic: "calibrated", CustomSyntax: true, ClassName: "CalibratedQuantizedType"},
	},
}

// mmaMatrix is !gpu.mma_matrix<RxCxT, "Op">: two static dimensions, an
// element type among si8, ui8, i32, f16, f32, f64, and the operand AOp,
// BOp or COp, printed `<16x16xf16, "COp">`. What mlir-opt's verifier
// rejects is kept as written.
func mmaMatrix(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "!gpu.mma_matrix"); err != nil {
		return value{}, err
	}
	if !p.expect("<") {
		return value{}, p.err()
	}
	dims, ok := p.dimensionList(false)
	if !ok {
		return value{}, p.err()
	}
	var b builder
	b.str("<")
	for _, d := range dims {
		b.str(d + "x")
	}
	elem, ok := p.typeValue(&b)
	if !ok || !p.expect(",") {
		return value{}, p.err()
	}
	if p.tok.kind != tString {
		return value{}, unsupportedf("!gpu.mma_matrix: no operand string")
	}
	operand := stringValue(p.text())
	p.next()
	if !p.expect(">") {
		return value{}, p.err()
	}
	valid := false
	switch t := elem.(type) {
	case *ir.IntegerType:
		valid = t.Width == 32 && t.Signedness == ir.Signless || t.Width == 8 && t.Signedness != ir.Signless
	case *ir.FloatType:
		switch t.Width() {
		case 16:
			valid = p.env.TypeText(t) == "f16"
		case 32, 64:
			valid = p.env.TypeText(t) == "f32" || p.env.TypeText(t) == "f64"
		}
	}
	if len(dims) != 2 || !valid || operand != "AOp" && operand != "BOp" && operand != "COp" {
		return value{}, unsupportedf("!gpu.mma_matrix that mlir-opt rejects")
	}
	b.str(", " + quote(operand) + ">")
	v := b.result()
	v.params = ir.Params{shapeParam(dims), typeParam("elementType", elem, p),
		{Name: "operand", Kind: ir.ParamString, Str: operand, Text: quote(operand)}}
	return v, nil
}

// quantType reads a quant type (quant.go spells it) into its parameters:
// flags (1: signed storage), storageType, expressedType, storageTypeMin
// and storageTypeMax; a uniform type's scale and zeroPoint, or per axis
// scales, zeroPoints and quantizedDimension, or per sub-channel
// quantizedDimensions, blockSizes, scales and zeroPoints; a calibrated
// type's expressedType, min and max. What gomlir cannot read is kept as
// written (as mlir-opt spells it when it can).
func quantType(kind string) hookFunc {
	return func(p *parser, _ *ods.Dialect) (value, error) {
		if err := needEnv(p, "!quant."+kind); err != nil {
			return value{}, err
		}
		if kind == "uniform" {
			// mlir-opt's errors on what it rejects (quant_vsuite2.go).
			if off, msg, note, found := quantUniformError(p.src[p.consumed:]); found {
				at := p.consumed + off
				if off < 0 {
					at = max(p.consumed-len(kind), 0)
				}
				if e := p.emit(at, msg, true); e != nil && note != "" {
					e.Notes = append(e.Notes, Note{Offset: at, Msg: note})
				}
				return value{}, p.err()
			}
		}
		s, rec, ok := ir.ScanQuantType(kind + p.src[p.consumed:])
		if !ok {
			return value{}, unsupportedf("!quant.%s: a spelling gomlir does not read", kind)
		}
		expressed, end, err := p.env.Type(rec.Expressed, 0)
		if err != nil || end != len(rec.Expressed) {
			return value{}, unsupportedf("!quant.%s: expressed type %q", kind, rec.Expressed)
		}
		p.skipTo(len(p.src))
		exp := ir.Param{Name: "expressedType", Kind: ir.ParamType, Type: expressed, Text: rec.Expressed}
		v := textValue(s[len(kind):])
		if kind == "calibrated" {
			v.params = ir.Params{exp,
				{Name: "min", Kind: ir.ParamText, Text: rec.CalMin},
				{Name: "max", Kind: ir.ParamText, Text: rec.CalMax}}
			return v, nil
		}
		ctx := p.env.Context()
		flags := int64(0)
		if rec.Storage[0] == 'i' {
			flags = 1
		}
		ps := ir.Params{
			{Name: "flags", Kind: ir.ParamInt, Int: flags, Text: itoa(flags)},
			{Name: "storageType", Kind: ir.ParamType, Type: ctx.I(rec.Width), Text: rec.Storage},
			exp,
		}
		ints := func(name string, ns []int64) ir.Param {
			pm := ir.Param{Name: name, Kind: ir.ParamList}
			for _, n := range ns {
				pm.List = append(pm.List, ir.Param{Kind: ir.ParamInt, Int: n, Text: itoa(n)})
			}
			return pm
		}
		texts := func(name string, ss []string) ir.Param {
			pm := ir.Param{Name: name, Kind: ir.ParamList}
			for _, s := range ss {
				pm.List = append(pm.List, ir.Param{Kind: ir.ParamText, Text: s})
			}
			return pm
		}
		if kind == "uniform" {
			switch {
			case rec.SubChannel:
				var dims, sizes []int64
				for i := 0; i+1 < len(rec.BlockDims); i += 2 {
					dims, sizes = append(dims, rec.BlockDims[i]), append(sizes, rec.BlockDims[i+1])
				}
				ps = append(ps, ints("quantizedDimensions", dims), ints("blockSizes", sizes),
					texts("scales", rec.Scales), ints("zeroPoints", rec.ZeroPoints))
			case rec.PerAxis:
				ps = append(ps, texts("scales", rec.Scales), ints("zeroPoints", rec.ZeroPoints),
					ir.Param{Name: "quantizedDimension", Kind: ir.ParamInt, Int: rec.Axis, Text: itoa(rec.Axis)})
			default:
				ps = append(ps, ir.Param{Name: "scale", Kind: ir.ParamText, Text: rec.Scales[0]},
					ir.Param{Name: "zeroPoint", Kind: ir.ParamInt, Int: rec.ZeroPoints[0], Text: itoa(rec.ZeroPoints[0])})
			}
		}
		ps = append(ps,
			ir.Param{Name: "storageTypeMin", Kind: ir.ParamInt, Int: rec.Min, Text: itoa(rec.Min)},
			ir.Param{Name: "storageTypeMax", Kind: ir.ParamInt, Int: rec.Max, Text: itoa(rec.Max)})
		v.params = ps
		return v, nil
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
