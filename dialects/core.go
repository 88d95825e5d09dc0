package dialects

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

// Core returns a registry of the upstream dialects gomlir knows, from the
// definitions generated from MLIR 22's ODS (dialects/defs) and the Go hooks
// of the ops whose syntax upstream writes by hand.
func Core() (*Registry, error) {
	r := New()
	for name, d := range coreDirectives() {
		r.env.Directives[name] = d
	}
	names := defs.Files()
	files, err := decodeEmbedded(names)
	if err != nil {
		return nil, err
	}
	hooks := coreHooks()
	for i, f := range files {
		if err := r.Load(f, hooks); err != nil {
			return nil, fmt.Errorf("%s: %v", names[i], err)
		}
	}
	return r, nil
}

// MustCore is Core for programs whose embedded definitions are known good
// (a failure is a bug in gomlir, caught by its tests).
func MustCore() *Registry {
	r, err := Core()
	if err != nil {
		panic("gomlir: the embedded dialect definitions do not load: " + err.Error())
	}
	return r
}

// coreHooks is the Go side of the core dialects' ops: hand-written
// syntaxes, inference, and the default dialect of their regions.
func coreHooks() map[string]*Op {
	hooks := map[string]*Op{
		"builtin.module": {DefaultDialect: "builtin"},
		"func.func":      {Syntax: functionSyntax{}, DefaultDialect: "func"},

		"scf.for":                {Syntax: scfFor{}},
		"scf.if":                 {Syntax: scfIf{}},
		"scf.while":              {Syntax: scfWhile{}},
		"scf.execute_region":     {Syntax: scfExecuteRegion{}},
		"scf.forall":             {Syntax: scfForall{}},
		"scf.forall.in_parallel": {Syntax: scfInParallel{}},
		"scf.parallel":           {Syntax: scfParallel{}},

		"memref.alloca_scope":       {Syntax: memrefAllocaScope{}},
		"memref.dma_start":          {Syntax: memrefDmaStart{}},
		"memref.generic_atomic_rmw": {Syntax: memrefGenericAtomicRMW{}},
		"memref.prefetch":           {Syntax: memrefPrefetch{}},
		"memref.transpose":          {Syntax: memrefTranspose{}},

		"arith.select":               {Syntax: arithSelect{}},
		"bufferization.alloc_tensor": {Syntax: bufferizationAllocTensor{}},
	}
	for name, infer := range inferHooks {
		if h := hooks[name]; h != nil {
			h.Infer = infer
		} else {
			hooks[name] = &Op{Infer: infer}
		}
	}
	return hooks
}

// coreDirectives are the Go functions behind the core dialects'
// `custom<Name>(...)` format directives (DynamicIndexList is asmformat's).
func coreDirectives() map[string]*asmformat.CustomDirective {
	return map[string]*asmformat.CustomDirective{
		"SwitchCases":                       switchCases,
		"GlobalMemrefOpTypeAndInitialValue": globalMemrefTypeAndInitialValue,
		"SwitchOpCases":                     switchOpCases,
	}
}

// decode reads an embedded definitions file strictly, with ods.Decode
// (fast enough to read every upstream dialect at start-up).
func decode(name string, data []byte) (*ods.File, error) {
	f, err := ods.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return f, nil
}
