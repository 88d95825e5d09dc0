package dialects

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"

	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

// Core returns a registry of the upstream dialects gomlir knows, from the
// definitions generated from MLIR 22's ODS (dialects/defs) and the Go hooks
// of the ops whose syntax upstream writes by hand.
func Core() (*Registry, error) {
	r := New()
	hooks := coreHooks()
	for name, d := range hooks.directives {
		r.env.Directives[name] = d
	}
	for name, f := range hooks.types {
		r.types[name] = f
	}
	for expr, tf := range hooks.transforms {
		r.env.Transforms[expr] = tf
	}
	for name, f := range hooks.strippedTypes {
		r.env.StrippedTypes[name] = f
	}
	for name, v := range hooks.verifiers {
		r.SetVerifier(name, v)
	}
	names := defs.Files()
	files, err := decodeEmbedded(names)
	if err != nil {
		return nil, err
	}
	for i, f := range files {
		if err := r.Load(f, hooks.ops); err != nil {
			return nil, fmt.Errorf("%s: %v", names[i], err)
		}
	}
	if hooks.defs != nil {
		if err := r.Load(hooks.defs, hooks.ops); err != nil {
			return nil, fmt.Errorf("ops defined in Go: %v", err)
		}
	}
	ompRegistryHooks(r)
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

// hooks is the Go side of the core dialects' ops, filled by one function
// per dialect file (dialectHooks): hand-written syntaxes, inference,
// result names, default dialects, custom format directives and
// TypesMatchWith transformers.
type hooks struct {
	ops        map[string]*Op
	directives map[string]*asmformat.CustomDirective
	types      map[string]TypeFunc
	transforms map[string]dialect.TypeTransform
	// strippedTypes by "dialect.mnemonic" (asmformat.Env.StrippedTypes).
	strippedTypes map[string]asmformat.StrippedTypeParser
	// defs are the ops upstream defines in C++ rather than in ODS, which
	// the generated definitions therefore lack (affine.dma_start).
	defs *ods.File
	// verifiers are the ops' (and dialect attributes') Go verifiers, by
	// name.
	verifiers map[string]*dialect.Verifier
}

// op returns the hook entry of op name, creating it.
func (h *hooks) op(name string) *Op {
	o := h.ops[name]
	if o == nil {
		o = &Op{}
		h.ops[name] = o
	}
	return o
}

// syntax registers op name's hand-written syntax.
func (h *hooks) syntax(name string, s dialect.Syntax) *Op {
	o := h.op(name)
	o.Syntax = s
	return o
}

// infer registers op name's result type inference.
func (h *hooks) infer(name string, f dialect.InferFunc) { h.op(name).Infer = f }

// resultName gives op name's single result the name mlir-opt gives it.
func (h *hooks) resultName(name, result string) {
	h.op(name).ResultNames = func(op *ir.Operation, set func(int, string)) {
		if len(op.Results) > 0 {
			set(0, result)
		}
	}
}

// verifier returns the Go verifiers of the op (or dialect attribute)
// name, creating them: a dialect's verifier file sets their hooks.
func (h *hooks) verifier(name string) *dialect.Verifier {
	v := h.verifiers[name]
	if v == nil {
		v = &dialect.Verifier{}
		h.verifiers[name] = v
	}
	return v
}

// define registers an op upstream defines in C++ rather than in ODS, in
// its dialect (merged with the generated definitions).
func (h *hooks) define(def *ods.Op) {
	if h.defs == nil {
		h.defs = &ods.File{}
	}
	name := def.Dialect()
	for _, d := range h.defs.Dialects {
		if d.Name == name {
			d.Ops = append(d.Ops, def)
			return
		}
	}
	h.defs.Dialects = append(h.defs.Dialects, &ods.Dialect{Name: name, Ops: []*ods.Op{def}})
}

// directive registers the Go side of `custom<Name>(...)` for the formats
// of dialect's ops (dialect "" for every dialect's).
func (h *hooks) directive(dialect, name string, d *asmformat.CustomDirective) {
	if dialect != "" {
		name = dialect + "." + name
	}
	h.directives[name] = d
}

// typeSyntax registers the reading of dialect's types (Registry.DialectType).
func (h *hooks) typeSyntax(dialect string, f TypeFunc) { h.types[dialect] = f }

// transform registers a TypesMatchWith transformer by its C++ expression.
func (h *hooks) transform(expr string, tf dialect.TypeTransform) { h.transforms[expr] = tf }

// strippedType registers how a dialect type whose syntax does not start
// with `<` reads without its `!dialect.mnemonic` prefix.
func (h *hooks) strippedType(dialect, mnemonic string, f asmformat.StrippedTypeParser) {
	h.strippedTypes[dialect+"."+mnemonic] = f
}

// dialectHooks are the dialect files' hook functions.
var dialectHooks = []func(*hooks){
	coreDialectHooks,
	gpuHooks,
	asyncHooks,
	xegpuHooks,
	amdgpuHooks,
	nvvmHooks,
	rocdlHooks,
	x86vectorHooks,
	armHooks,
	linalgHooks,
	affineHooks,
	vectorHooks,
	tosaHooks,
	mlProgramHooks,
	pdlHooks,
	emitcHooks,
	transformHooks,
	irdlHooks,
	shapeHooks,
	smtHooks,
	sparseTensorHooks,
	llvmHooks,
	spirvHooks,
	ompHooks,
	ompLoopHooks,
	accHooks,
	wasmssaHooks,
	testHooks,
	typeTransformHooks,
	// The ops' verifiers (the *_verify.go files).
	affineVerifiers,
	arithVerifiers,
	cfVerifiers,
	funcVerifiers, funcSymbolVerifiers,
	gpuVerifiers, gpuReturnVerifiers,
	linalgVerifiers,
	llvmVerifiers,
	memrefVerifiers, memrefAllocAccessVerifiers, memrefSymbolVerifiers,
	scfVerifiers,
	tensorVerifiers, tensorOpVerifiers, tensorReshapeVerifiers,
	tosaVerifiers,
	transformVerifiers,
	vectorVerifiers, vectorMaskedVerifiers, vectorTransferVerifiers,
}

// coreHooks collects every dialect file's hooks.
func coreHooks() *hooks {
	h := &hooks{ops: map[string]*Op{}, directives: map[string]*asmformat.CustomDirective{}, types: map[string]TypeFunc{}, transforms: map[string]dialect.TypeTransform{},
		strippedTypes: map[string]asmformat.StrippedTypeParser{}, verifiers: map[string]*dialect.Verifier{}}
	for _, add := range dialectHooks {
		add(h)
	}
	return h
}

// coreDialectHooks: builtin, func, scf, memref, arith, bufferization, cf.
func coreDialectHooks(h *hooks) {
	h.op("builtin.module").DefaultDialect = "builtin"
	h.syntax("func.func", functionSyntax{}).DefaultDialect = "func"

	h.syntax("scf.for", scfFor{})
	h.syntax("scf.if", scfIf{})
	h.syntax("scf.while", scfWhile{})
	h.syntax("scf.execute_region", scfExecuteRegion{})
	h.syntax("scf.forall", scfForall{})
	h.syntax("scf.forall.in_parallel", scfInParallel{})
	h.syntax("scf.parallel", scfParallel{})
	h.directive("scf", "SwitchCases", switchCases)
	// emitc.switch's SwitchCases is a copy of scf's in the EmitC sources.
	h.directive("emitc", "SwitchCases", switchCases)

	h.syntax("memref.alloca_scope", memrefAllocaScope{})
	h.syntax("memref.dma_start", memrefDmaStart{})
	h.syntax("memref.generic_atomic_rmw", memrefGenericAtomicRMW{})
	h.syntax("memref.prefetch", memrefPrefetch{})
	h.syntax("memref.transpose", memrefTranspose{})
	h.directive("memref", "GlobalMemrefOpTypeAndInitialValue", globalMemrefTypeAndInitialValue)

	h.syntax("arith.select", arithSelect{})
	h.syntax("bufferization.alloc_tensor", bufferizationAllocTensor{})
	h.directive("cf", "SwitchOpCases", switchOpCases)
	// spirv.Switch's SwitchOpCases is a copy of cf's in the SPIR-V sources.
	h.directive("spirv", "SwitchOpCases", switchOpCases)

	for name, infer := range inferHooks {
		h.infer(name, infer)
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
