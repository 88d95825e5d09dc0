package gpu

import (
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// defVerifiers are the verify() of gpu's attributes (GPUDialect.cpp), in
// mlir-opt's order and words.
func defVerifiers(h *registry.Hooks) {
	// ObjectAttr::verify: a target implementing (or promising)
	// TargetAttrInterface. The target is never null once read.
	h.AttrVerifier("gpu", "object", func(a ir.Attribute) *dialect.DataError {
		t := a.(*ir.DialectAttr).Params.Attr("target")
		if t == nil || isTargetAttr(t) {
			return nil
		}
		return dialect.DefError("the target attribute must implement or promise the `gpu::TargetAttrInterface`")
	})
	// SelectObjectAttr::verify: no target, an object index (not
	// negative) or a GPU target.
	h.AttrVerifier("gpu", "select_object", func(a ir.Attribute) *dialect.DataError {
		switch t := a.(*ir.DialectAttr).Params.Attr("target").(type) {
		case nil:
		case *ir.IntegerAttr:
			if t.Value.Sign() < 0 {
				return dialect.DefError("the object index must be positive")
			}
		default:
			if !isTargetAttr(t) {
				return dialect.DefError("the target attribute must be a GPU Target attribute")
			}
		}
		return nil
	})
	// KernelMetadataAttr::verify: a name, argument attributes that are
	// dictionaries.
	h.AttrVerifier("gpu", "kernel_metadata", func(a ir.Attribute) *dialect.DataError {
		ps := a.(*ir.DialectAttr).Params
		if name, ok := ps.Attr("name").(*ir.StringAttr); ok && name.Value == "" {
			return dialect.DefError("the kernel name can't be empty")
		}
		if args, ok := ps.Attr("arg_attrs").(*ir.ArrayAttr); ok {
			for _, e := range args.Elems {
				if _, ok := e.(*ir.DictionaryAttr); !ok {
					return dialect.DefError("all attributes in the array must be a dictionary attribute")
				}
			}
		}
		return nil
	})
	// KernelTableAttr::verify: the kernels (sorted by name) are uniquely
	// named.
	h.AttrVerifier("gpu", "kernel_table", func(a ir.Attribute) *dialect.DataError {
		seen := map[string]bool{}
		for _, k := range kernels(a.(*ir.DialectAttr)) {
			kd, ok := k.(*ir.DialectAttr)
			if !ok {
				continue
			}
			name, ok := kd.Params.Attr("name").(*ir.StringAttr)
			if !ok {
				continue
			}
			if seen[name.Value] {
				return dialect.DefError("expected all kernels to be uniquely named")
			}
			seen[name.Value] = true
		}
		return nil
	})
}

// kernels are a kernel table's kernel_metadata attributes: the parts of
// its spelling (its parameter kernel_table is kept as text).
func kernels(a *ir.DialectAttr) []ir.Attribute {
	var out []ir.Attribute
	for _, p := range a.Parts {
		if p.Attr != nil {
			out = append(out, p.Attr)
		}
	}
	return out
}

// isTargetAttr reports whether a implements or promises
// gpu::TargetAttrInterface: #nvvm.target, #rocdl.target, #xevm.target
// and #spirv.target_env (promised by the SPIR-V target).
// An attribute kept as written (a comment in it) is told by its spelling.
func isTargetAttr(a ir.Attribute) bool {
	dialect, data, _, ok := ir.DialectSpelling(a)
	if !ok {
		return false
	}
	if i := strings.IndexAny(data, "< "); i >= 0 {
		data = data[:i]
	}
	switch dialect + "." + data {
	case "nvvm.target", "rocdl.target", "xevm.target", "spirv.target_env":
		return true
	}
	return false
}
