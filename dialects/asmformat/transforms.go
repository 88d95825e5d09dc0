package asmformat

import (
	"errors"
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// builtinTransforms are the TypesMatchWith transformers of the upstream
// dialects the engine knows, by normalized expression (normalizeTransform).
var builtinTransforms = map[string]dialect.TypeTransform{
	"cast<MemRefType>($_self).getElementType()": elementTypeOf("memref of any type values", func(t ir.Type) bool {
		return is2[*ir.MemRefType](t)
	}),
	"cast<BaseMemRefType>($_self).getElementType()": elementTypeOf("ranked or unranked memref of any type values", func(t ir.Type) bool {
		return is2[*ir.MemRefType](t) || is2[*ir.UnrankedMemRefType](t)
	}),
	"cast<TensorType>($_self).getElementType()": elementTypeOf("tensor of any type values", func(t ir.Type) bool {
		return is2[*ir.RankedTensorType](t) || is2[*ir.UnrankedTensorType](t)
	}),
	"cast<RankedTensorType>($_self).getElementType()": elementTypeOf("ranked tensor of any type values", func(t ir.Type) bool {
		return is2[*ir.RankedTensorType](t)
	}),
	"cast<ShapedType>($_self).getElementType()": elementTypeOf("shaped of any type values", func(t ir.Type) bool { return true }),
	"cast<VectorType>($_self).getElementType()": elementTypeOf("vector of any type values", func(t ir.Type) bool {
		return is2[*ir.VectorType](t)
	}),
	"cast<ComplexType>($_self).getElementType()":                        complexElement,
	"getElementTypeOrSelf($_self)":                                      elementTypeOrSelf,
	"getI1SameShape($_self)":                                            i1SameShape,
	"cast<VectorType>($_self).cloneWith({},IntegerType::get($_ctxt,1))": i1SameShape,
	"cast<FunctionType>($_self).getInputs()":                            functionInputs,
	"cast<FunctionType>($_self).getResults()":                           functionResults,
	"SmallVector<Type,2>(cast<RankedTensorType>($_self).getNumElements(),cast<RankedTensorType>($_self).getElementType())": tensorElements,
	"VectorType(VectorType::Builder(cast<VectorType>($_self)).dropDim(0))":                                                 vectorDropDim0,
	elementCountAndTypes: shapedElements,
}

// rangedTransforms are the built-in transformers whose C++ yields a type
// range (a SmallVector or an ArrayRef): their types match the target's
// values one to one even in a plain TypesMatchWith.
var rangedTransforms = map[string]bool{
	"cast<FunctionType>($_self).getInputs()":  true,
	"cast<FunctionType>($_self).getResults()": true,
	"SmallVector<Type,2>(cast<RankedTensorType>($_self).getNumElements(),cast<RankedTensorType>($_self).getElementType())": true,
	elementCountAndTypes: true,
}

// elementCountAndTypes is the transformer of the trait
// ShapedTypeMatchesElementCountAndTypes<shaped, elements>.
const elementCountAndTypes = "ShapedTypeMatchesElementCountAndTypes"

// shapedElements gives a statically shaped type's element type once per
// element.
func shapedElements(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, ok := self.(ir.ShapedType)
	if !ok {
		return nil, errors.New("must be statically shaped")
	}
	shape, ranked := t.Dims()
	n := ir.NumElements(shape)
	if !ranked || n < 0 {
		return nil, errors.New("must be statically shaped")
	}
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t.ElementType()
	}
	return out, nil
}

func is2[T ir.Type](t ir.Type) bool { _, ok := t.(T); return ok }

// elementTypeOf is `cast<X>($_self).getElementType()` for the shaped types
// that ok accepts.
func elementTypeOf(summary string, ok func(ir.Type) bool) dialect.TypeTransform {
	return func(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
		if s, isShaped := self.(ir.ShapedType); isShaped && ok(self) {
			return []ir.Type{s.ElementType()}, nil
		}
		return nil, fmt.Errorf("must be %s", summary)
	}
}

func complexElement(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if c, ok := self.(*ir.ComplexType); ok {
		return []ir.Type{c.Elem}, nil
	}
	return nil, errors.New("must be complex type")
}

func elementTypeOrSelf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if s, ok := self.(ir.ShapedType); ok {
		return []ir.Type{s.ElementType()}, nil
	}
	return []ir.Type{self}, nil
}

// i1SameShape is arith's getI1SameShape: i1, or a shaped type of i1 with
// the same shape (and encoding, layout, memory space).
func i1SameShape(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	i1 := ctx.I(1)
	switch t := self.(type) {
	case *ir.VectorType:
		return []ir.Type{ctx.Vector(t.Shape, t.Scalable, i1)}, nil
	case *ir.RankedTensorType:
		return []ir.Type{ctx.RankedTensor(t.Shape, i1, t.Encoding)}, nil
	case *ir.UnrankedTensorType:
		return []ir.Type{ctx.UnrankedTensor(i1)}, nil
	case *ir.MemRefType:
		return []ir.Type{ctx.MemRef(t.Shape, i1, t.Layout, t.MemorySpace)}, nil
	case *ir.UnrankedMemRefType:
		return []ir.Type{ctx.UnrankedMemRef(i1, t.MemorySpace)}, nil
	}
	return []ir.Type{i1}, nil
}

func functionInputs(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if f, ok := self.(*ir.FunctionType); ok {
		return f.Inputs, nil
	}
	return nil, errors.New("must be function type")
}

func functionResults(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if f, ok := self.(*ir.FunctionType); ok {
		return f.Results, nil
	}
	return nil, errors.New("must be function type")
}

func tensorElements(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, ok := self.(*ir.RankedTensorType)
	if !ok {
		return nil, errors.New("must be statically shaped tensor of any type values")
	}
	n := ir.NumElements(t.Shape)
	if n < 0 {
		return nil, errors.New("must be statically shaped tensor of any type values")
	}
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t.Elem
	}
	return out, nil
}

func vectorDropDim0(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, ok := self.(*ir.VectorType)
	if !ok || len(t.Shape) == 0 {
		return nil, errors.New("must be vector of any type values")
	}
	var sc []bool
	if t.Scalable != nil {
		sc = t.Scalable[1:]
	}
	return []ir.Type{ctx.Vector(t.Shape[1:], sc, t.Elem)}, nil
}
