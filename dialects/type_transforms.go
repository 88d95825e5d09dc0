package dialects

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TypesMatchWith transformers of spirv, ptr, emitc and smt: the C++
// expressions their formats derive a type by, in Go.

func typeTransformHooks(h *hooks) {
	h.Transform("getUnaryOpResultType($_self)", unaryOpResultType)
	h.Transform("llvm::cast<PointerType>($_self).getPointeeType()", spirvPointee)
	h.Transform("::llvm::cast<spirv::SampledImageType>($_self).getImageType()", spirvImageOfSampled)
	h.Transform("::llvm::cast<ShapedType>($_self).clone( IntegerType::get($_self.getContext(), 1))", i1Clone)
	h.Transform("PtrMetadataType::get(cast<PtrLikeTypeInterface>($_self))", ptrMetadataOf)
	h.Transform("emitc::PointerType::get(::llvm::cast<emitc::LValueType>($_self).getValueType())", emitcPointerToLValue)
	h.Transform("emitc::LValueType::get(::llvm::cast<emitc::PointerType>($_self).getPointee())", emitcLValueOfPointee)
	h.Transform("::llvm::cast<LValueType>($_self).getValueType()", emitcLValueValue)
	h.Transform("cast<ArrayType>($_self).getDomainType()", smtArrayPart(0))
	h.Transform("cast<ArrayType>($_self).getRangeType()", smtArrayPart(1))
	h.Transform("cast<SMTFuncType>($_self).getDomainTypes()", smtFuncDomain)
	h.Transform("cast<SMTFuncType>($_self).getRangeType()", smtFuncRange)
}

// typeText spells a type as mlir-opt prints it, without aliases.
func typeText(t ir.Type) string {
	return ir.NewText(func(*ir.DistinctAttr) int { return 0 }).Type(t)
}

// opaqueWith makes the type `!dialect.prefix<T>suffix`, T spelled in full
// and kept as its part.
func opaqueWith(ctx *ir.Context, dialect, prefix string, t ir.Type, suffix string) ir.Type {
	text := typeText(t)
	if r := ctx.DialectReader(); r != nil {
		if rt, ok := r.ReadDialectType(ctx, dialect, prefix+text+suffix); ok {
			return rt
		}
	}
	return ctx.OpaqueTypeWith(dialect, prefix+text+suffix, []ir.Part{{Start: len(prefix), End: len(prefix) + len(text), Type: t}})
}

// typeParam is the type spelled data[start:end] of a dialect type: its
// part when the type has its parts, else read from the text.
func typeParam(ctx *ir.Context, o *ir.Spelling, start, end int) (ir.Type, error) {
	for _, pt := range o.Parts {
		if pt.Type != nil && pt.Start == start && pt.End == end {
			return pt.Type, nil
		}
	}
	return typeFromText(ctx, strings.TrimSpace(o.Data[start:end]))
}

// defType returns t as the type dialect.mnemonic read by its definition,
// or nil (another type, or one kept as written).
func defType(t ir.Type, dialect, mnemonic string) *ir.DialectType {
	if dt, ok := t.(*ir.DialectType); ok && dt.Dialect == dialect && dt.Mnemonic() == mnemonic {
		return dt
	}
	return nil
}

// dialectType returns t as a type of dialect whose data starts with
// prefix and ends with `>`, or nil.
func opaqueOf(t ir.Type, dialect, prefix string) *ir.Spelling {
	o, ok := ir.SpellingOf(t)
	if !ok || o.Dialect != dialect || !strings.HasPrefix(o.Data, prefix) || !strings.HasSuffix(o.Data, ">") {
		return nil
	}
	return &o
}

// unaryOpResultType is spirv's getUnaryOpResultType: i1, or a vector of
// i1 of the operand's number of elements.
func unaryOpResultType(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if v, ok := self.(*ir.VectorType); ok {
		n := int64(1)
		for _, d := range v.Shape {
			n *= d
		}
		return []ir.Type{ctx.Vector([]int64{n}, nil, ctx.I(1))}, nil
	}
	return []ir.Type{ctx.I(1)}, nil
}

// spirvPointee is the pointee type of a !spirv.ptr<T, StorageClass>.
func spirvPointee(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	o := opaqueOf(self, "spirv", "ptr<")
	if o == nil {
		return nil, fmt.Errorf("must be a SPIR-V pointer")
	}
	i := strings.LastIndexByte(o.Data, ',')
	if i < 0 {
		return nil, fmt.Errorf("must be a SPIR-V pointer")
	}
	t, err := typeParam(ctx, o, len("ptr<"), i)
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// spirvImageOfSampled is the image type of a !spirv.sampled_image<image>.
func spirvImageOfSampled(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	o := opaqueOf(self, "spirv", "sampled_image<")
	if o == nil {
		return nil, fmt.Errorf("must be a SPIR-V sampled image")
	}
	t, err := typeParam(ctx, o, len("sampled_image<"), len(o.Data)-1)
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// i1Clone is a shaped type cloned with i1 elements.
func i1Clone(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	switch t := self.(type) {
	case *ir.VectorType:
		return []ir.Type{ctx.Vector(t.Shape, t.Scalable, ctx.I(1))}, nil
	case *ir.RankedTensorType:
		return []ir.Type{ctx.RankedTensor(t.Shape, ctx.I(1), t.Encoding)}, nil
	case *ir.UnrankedTensorType:
		return []ir.Type{ctx.UnrankedTensor(ctx.I(1))}, nil
	case *ir.MemRefType:
		return []ir.Type{ctx.MemRef(t.Shape, ctx.I(1), t.Layout, t.MemorySpace)}, nil
	}
	return nil, fmt.Errorf("must be a shaped type")
}

// ptrMetadataOf is !ptr.ptr_metadata<T>.
func ptrMetadataOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	return []ir.Type{opaqueWith(ctx, "ptr", "ptr_metadata<", self, ">")}, nil
}

// emitcInner is T of !emitc.<mnemonic><T>.
func emitcInner(ctx *ir.Context, self ir.Type, mnemonic string) (ir.Type, error) {
	if dt := defType(self, "emitc", mnemonic); dt != nil {
		name := map[string]string{"ptr": "pointee", "lvalue": "valueType"}[mnemonic]
		if t := dt.Params.Type(name); t != nil {
			return t, nil
		}
	}
	o := opaqueOf(self, "emitc", mnemonic+"<")
	if o == nil {
		return nil, fmt.Errorf("must be an !emitc.%s type", mnemonic)
	}
	return typeParam(ctx, o, len(mnemonic)+1, len(o.Data)-1)
}

func emitcPointerToLValue(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "lvalue")
	if err != nil {
		return nil, err
	}
	return []ir.Type{opaqueWith(ctx, "emitc", "ptr<", t, ">")}, nil
}

func emitcLValueOfPointee(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "ptr")
	if err != nil {
		return nil, err
	}
	return []ir.Type{opaqueWith(ctx, "emitc", "lvalue<", t, ">")}, nil
}

func emitcLValueValue(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, err := emitcInner(ctx, self, "lvalue")
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// smtArrayPart is the domain (0) or range (1) type of
// !smt.array<[D -> R]>.
func smtArrayPart(which int) dialect.TypeTransform {
	return func(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
		if dt := defType(self, "smt", "array"); dt != nil {
			if t := dt.Params.Type([]string{"domainType", "rangeType"}[which]); t != nil {
				return []ir.Type{t}, nil
			}
		}
		o := opaqueOf(self, "smt", "array<[")
		if o == nil {
			return nil, fmt.Errorf("must be an !smt.array type")
		}
		if len(o.Parts) == 2 {
			return []ir.Type{o.Parts[which].Type}, nil
		}
		body := o.Data[len("array<[") : len(o.Data)-2]
		i := strings.LastIndex(body, " -> ")
		if i < 0 {
			return nil, fmt.Errorf("must be an !smt.array type")
		}
		text := []string{body[:i], body[i+4:]}[which]
		t, err := typeFromText(ctx, strings.TrimSpace(text))
		if err != nil {
			return nil, err
		}
		return []ir.Type{t}, nil
	}
}

// smtFuncDomain is the domain types of !smt.func<(D...) R>: its parts but
// the last.
func smtFuncDomain(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := defType(self, "smt", "func"); dt != nil && dt.Params.Type("rangeType") != nil {
		var out []ir.Type
		for _, p := range dt.Params.List("domainTypes") {
			out = append(out, p.Type)
		}
		return out, nil
	}
	o := opaqueOf(self, "smt", "func<")
	if o == nil || len(o.Parts) == 0 {
		return nil, fmt.Errorf("must be an !smt.func type")
	}
	var out []ir.Type
	for _, pt := range o.Parts[:len(o.Parts)-1] {
		out = append(out, pt.Type)
	}
	return out, nil
}

// smtFuncRange is the range type of !smt.func<(D...) R>: its last part.
func smtFuncRange(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := defType(self, "smt", "func"); dt != nil {
		if t := dt.Params.Type("rangeType"); t != nil {
			return []ir.Type{t}, nil
		}
	}
	o := opaqueOf(self, "smt", "func<")
	if o == nil || len(o.Parts) == 0 {
		return nil, fmt.Errorf("must be an !smt.func type")
	}
	return []ir.Type{o.Parts[len(o.Parts)-1].Type}, nil
}
