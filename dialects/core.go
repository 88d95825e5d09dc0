// Package dialects builds the registry of the upstream dialects gomlir
// knows (Core, MustCore): the definitions generated from MLIR 22's ODS
// (dialects/defs) and the Go side of each dialect, registered by explicit
// calls in order: the Register of each dialect's own package
// (dialects/<name>) and, for the dialects not moved to their package yet,
// this package's hook functions. The Registry type is dialects/registry's
// (Registry here is an alias).
package dialects

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/gomlir/gomlir/dialects/acc"
	"github.com/gomlir/gomlir/dialects/affine"
	"github.com/gomlir/gomlir/dialects/amdgpu"
	"github.com/gomlir/gomlir/dialects/amx"
	"github.com/gomlir/gomlir/dialects/arith"
	"github.com/gomlir/gomlir/dialects/arm"
	"github.com/gomlir/gomlir/dialects/async"
	"github.com/gomlir/gomlir/dialects/bufferization"
	"github.com/gomlir/gomlir/dialects/builtin"
	"github.com/gomlir/gomlir/dialects/cf"
	"github.com/gomlir/gomlir/dialects/complex"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/dlti"
	"github.com/gomlir/gomlir/dialects/emitc"
	"github.com/gomlir/gomlir/dialects/funcdialect"
	"github.com/gomlir/gomlir/dialects/gpu"
	"github.com/gomlir/gomlir/dialects/index"
	"github.com/gomlir/gomlir/dialects/irdl"
	"github.com/gomlir/gomlir/dialects/linalg"
	"github.com/gomlir/gomlir/dialects/llvm"
	"github.com/gomlir/gomlir/dialects/memref"
	"github.com/gomlir/gomlir/dialects/mlprogram"
	"github.com/gomlir/gomlir/dialects/nvgpu"
	"github.com/gomlir/gomlir/dialects/nvvm"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/omp"
	"github.com/gomlir/gomlir/dialects/pdl"
	"github.com/gomlir/gomlir/dialects/ptr"
	"github.com/gomlir/gomlir/dialects/quant"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/rocdl"
	"github.com/gomlir/gomlir/dialects/scf"
	"github.com/gomlir/gomlir/dialects/shape"
	"github.com/gomlir/gomlir/dialects/shard"
	"github.com/gomlir/gomlir/dialects/smt"
	"github.com/gomlir/gomlir/dialects/sparsetensor"
	"github.com/gomlir/gomlir/dialects/spirv"
	"github.com/gomlir/gomlir/dialects/tensor"
	"github.com/gomlir/gomlir/dialects/testdialect"
	"github.com/gomlir/gomlir/dialects/tosa"
	"github.com/gomlir/gomlir/dialects/transform"
	"github.com/gomlir/gomlir/dialects/vector"
	"github.com/gomlir/gomlir/dialects/wasmssa"
	"github.com/gomlir/gomlir/dialects/x86vector"
	"github.com/gomlir/gomlir/dialects/xegpu"
	"github.com/gomlir/gomlir/dialects/xevm"
)

// Core returns a registry of the upstream dialects gomlir knows, from the
// definitions generated from MLIR 22's ODS (dialects/defs) and the Go hooks
// of the ops whose syntax upstream writes by hand.
func Core() (*Registry, error) {
	r := New()
	hooks := coreHooks()
	r.Install(hooks)
	names := defs.Files()
	files, err := decodeEmbedded(names)
	if err != nil {
		return nil, err
	}
	for i, f := range files {
		if err := r.Load(f, hooks.Ops()); err != nil {
			return nil, fmt.Errorf("%s: %v", names[i], err)
		}
	}
	if d := hooks.Defs(); d != nil {
		if err := r.Load(d, hooks.Ops()); err != nil {
			return nil, fmt.Errorf("ops defined in Go: %v", err)
		}
	}
	hooks.RunAfterLoad(r)
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

// Registry is registry.Registry, the registry Core returns.
type Registry = registry.Registry

// Op is registry.Op, a registered op.
type Op = registry.Op

// TypeFunc is registry.TypeFunc, the reading of a dialect's types.
type TypeFunc = registry.TypeFunc

// New returns an empty registry (registry.New).
func New() *Registry { return registry.New() }

// hooks is the Go side of the core dialects' ops, filled by one function
// per dialect file (dialectHooks).
type hooks = registry.Hooks

// dialectHooks are the dialect files' hook functions.
var dialectHooks = []func(*hooks){
	complex.Register,
	dlti.Register,
	index.Register,
	builtin.Register,
	scf.Register,
	arith.Register,
	bufferization.Register,
	tensor.Register,
	cf.Register,
	memref.Register,
	funcdialect.Register,
	gpu.Register,
	nvgpu.Register,
	async.Register,
	xegpu.Register,
	xevm.Register,
	amdgpu.Register,
	amx.Register,
	nvvm.Register,
	rocdl.Register,
	x86vector.Register,
	arm.Register,
	linalg.Register,
	affine.Register,
	vector.Register,
	tosa.Register,
	quant.Register,
	mlprogram.Register,
	pdl.Register,
	emitc.Register,
	transform.Register,
	irdl.Register,
	shape.Register,
	smt.Register,
	shard.Register,
	ptr.Register,
	sparsetensor.Register,
	llvm.Register,
	spirv.Register,
	omp.Register,
	acc.Register,
	wasmssa.Register,
	testdialect.Register,
}

// coreHooks collects every dialect file's hooks.
func coreHooks() *hooks {
	h := registry.NewHooks()
	for _, add := range dialectHooks {
		add(h)
	}
	return h
}

// decodeEmbedded decodes the embedded definitions files names, on all
// cores: decoding is most of Core's time.
func decodeEmbedded(names []string) ([]*ods.File, error) {
	files := make([]*ods.File, len(names))
	errs := make([]error, len(names))
	next := make(chan int, len(names))
	for i := range names {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(names)) {
		wg.Go(func() {
			for i := range next {
				data, err := defs.Read(names[i])
				if err == nil {
					files[i], err = decode(names[i], data)
				}
				errs[i] = err
			}
		})
	}
	wg.Wait()
	return files, errors.Join(errs...)
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
