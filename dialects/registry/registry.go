// Package registry is the registry of known operations: their definitions
// (dialects/ods, loaded from JSON), their custom syntaxes (compiled
// assembly formats, or Go hooks for the ops whose upstream syntax is
// hand-written), the result names they suggest, and the type inference the
// custom forms rely on; and Hooks, through which a dialect package's
// Register gives the Go side of its ops, types and verifiers.
//
// A Registry is passed explicitly to the parser, the lowering and the
// printer; there is no global state. dialects.Core returns the upstream
// dialects gomlir knows; Load adds a user's definitions file.
package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/dialectattr"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// Registry holds registered dialects and ops.
//
// The assembly formats of the core dialects' ops are compiled on first use
// (Syntax, ResolveTypes), once per op and safely from several goroutines;
// Load must not run concurrently with lookups.
type Registry struct {
	dialects map[string]*ods.Dialect
	ops      map[string]*Op
	// incomplete records the ops of the core dialects whose hand-written
	// syntax gomlir does not have yet, and why; ops whose format does not
	// compile are found when it is compiled (see Incomplete).
	incomplete map[string]error
	// env holds every loaded dialect's enums and attribute definitions and
	// the custom directives formats are compiled against.
	env *asmformat.Env
	// transformCache maps a TypesMatchWith expression to its transformer
	// (nil when unknown): TypeTransform.
	transformCache sync.Map
	// types read the types of the dialects whose type syntax gomlir knows.
	types map[string]TypeFunc
	// classes finds attribute and type definitions by their C++ class,
	// built on first use after a Load.
	classes     *dialectattr.ClassIndex
	classesOnce sync.Once
	// verifiers are the Go verifiers of ops and dialect attributes, by
	// name (SetVerifier).
	verifiers map[string]*dialect.Verifier
	// names are the result namers by op name (Hooks.NameResults).
	names map[string]func(*ir.Operation, func(int, string))
	// aliases are the attribute alias names by "dialect.mnemonic"
	// (Hooks.AttrAlias).
	aliases map[string]string
	// facts are the Go of the C++ type predicates and accessors of ODS
	// constraints (Hooks.TypePredicate, Hooks.TypeInt).
	facts typeFacts
}

// Registry is the registry the core asks of the dialects.
var _ dialect.Registry = (*Registry)(nil)

// Op is a registered op.
type Op struct {
	Def *ods.Op
	// Syntax parses and prints the custom form: a hand-written one, or the
	// compiled format of an op of a user's definitions file. The formats
	// of the core dialects are compiled on first use: ask
	// Registry.Syntax, which is nil when gomlir does not know the syntax
	// yet (the op then prints generically and its custom form is an
	// error).
	Syntax dialect.Syntax
	// ResultNames suggests result names (mlir-opt's
	// OpAsmOpInterface::getAsmResultNames), or nil.
	ResultNames func(op *ir.Operation, set func(result int, name string))
	// Infer computes result types from operand types and properties
	// (InferTypeOpInterface), or nil.
	Infer dialect.InferFunc
	// DefaultDialect is the dialect whose ops may drop their prefix in this
	// op's regions.
	DefaultDialect string
	// Build completes the op once lowered, as mlir-opt's C++ parser or
	// verifier does (dialect.Registry's Build), or is nil; st is what its
	// custom syntax parsed, nil when it was written in generic form.
	Build func(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error
	// BlockArgNames suggests names for the entry block arguments of the
	// op's region r in custom form (OpAsmOpInterface::
	// getAsmBlockArgumentNames), or is nil.
	BlockArgNames func(op *ir.Operation, r *ir.Region, set func(arg *ir.BlockArgument, name string))
	// Snippet is the custom form as an editor snippet, for an op whose
	// syntax is hand-written (Hooks.Snippet).
	Snippet dialect.Snippet
	traits  map[string]bool
	// lazy is the op's format, compiled on first use.
	lazy *lazyFormat
}

// lazyFormat is an assembly format compiled once, on first use: the
// compiled syntax, or why the op's custom form is not available.
type lazyFormat struct {
	once   sync.Once
	syntax dialect.Syntax
	err    error
}

// New returns an empty registry.
func New() *Registry {
	r := &Registry{dialects: map[string]*ods.Dialect{}, ops: map[string]*Op{}, env: asmformat.NewEnv(), incomplete: map[string]error{}, types: map[string]TypeFunc{},
		verifiers: map[string]*dialect.Verifier{}, names: map[string]func(*ir.Operation, func(int, string)){},
		aliases: map[string]string{}}
	r.env.GroupConstraint = func(op string, result bool, group int, t ir.Type) (string, bool, bool) {
		return verify.GroupConstraint(r, op, result, group, t)
	}
	return r
}

// LoadFile adds the dialects of a JSON definitions file (the format is in
// dialects/README.md).
func (r *Registry) LoadFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return r.LoadJSON(path, data)
}

// LoadJSON adds the dialects of JSON definitions; name is used in errors.
func (r *Registry) LoadJSON(name string, data []byte) error {
	// encoding/json, for its messages naming the field in error.
	var f ods.File
	if err := strictJSON(data, &f); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	if err := r.Load(&f, nil); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	return nil
}

// Load registers f's dialects. hooks gives the Go side of ops whose syntax
// is hand-written (and result names, inference); a definition with
// customSyntax and no hook is an error, since a file cannot carry Go code.
// With hooks (the core dialects), formats are compiled on first use and
// those that do not compile make their op incomplete; without (a user's
// file), they are compiled now and one that does not compile is an error.
func (r *Registry) Load(f *ods.File, hooks map[string]*Op) error {
	r.classes, r.classesOnce = nil, sync.Once{}
	for _, d := range f.Dialects {
		if d.Name == "" {
			return fmt.Errorf("a dialect has no name")
		}
		if prev, ok := r.dialects[d.Name]; ok {
			merged := *prev
			merged.Ops = append(append([]*ods.Op(nil), prev.Ops...), d.Ops...)
			merged.Enums = append(append([]*ods.Enum(nil), prev.Enums...), d.Enums...)
			merged.Attrs = append(append([]*ods.AttrDef(nil), prev.Attrs...), d.Attrs...)
			merged.Types = append(append([]*ods.TypeDef(nil), prev.Types...), d.Types...)
			d = &merged
		}
		r.dialects[d.Name] = d
		r.env.AddDialect(d)
	}
	for _, d := range f.Dialects {
		for _, def := range d.Ops {
			if !strings.HasPrefix(def.Name, d.Name+".") {
				return fmt.Errorf("op %q is not in dialect %q: name it %s.<op>", def.Name, d.Name, d.Name)
			}
			op := &Op{Def: def, traits: map[string]bool{}}
			for _, t := range def.Traits {
				op.traits[t] = true
			}
			op.ResultNames = r.resultNamesFor(def)
			if op.traits["FirstAttrDerivedResultType"] && len(def.Attrs) > 0 {
				op.Infer = firstAttrDerivedResultType(def.Attrs[0].Name)
			}
			if h := hooks[def.Name]; h != nil {
				op.Syntax, op.DefaultDialect = h.Syntax, h.DefaultDialect
				if h.Infer != nil {
					op.Infer = h.Infer
				}
				op.Build, op.BlockArgNames, op.Snippet = h.Build, h.BlockArgNames, h.Snippet
				if h.ResultNames != nil {
					op.ResultNames = h.ResultNames
				}
			}
			switch {
			case op.Syntax == nil && def.Format != "" && hooks != nil:
				op.lazy = &lazyFormat{}
			case op.Syntax == nil && def.Format != "":
				f, err := asmformat.Compile(def, r.env)
				if err != nil {
					return fmt.Errorf("op %s: %v", def.Name, err)
				}
				op.Syntax = f
			case op.Syntax == nil && def.CustomSyntax:
				if hooks == nil {
					return fmt.Errorf("op %s has a hand-written syntax (customSyntax), which a definitions file cannot provide: give it a declarative format", def.Name)
				}
				r.incomplete[def.Name] = fmt.Errorf("no Go syntax for %s yet", def.Name)
			}
			r.ops[def.Name] = op
		}
	}
	return nil
}

// DialectClass finds the definition of the C++ class a parameter of
// dialect's definitions names (dialectattr.Env.Class); see dialect.Registry.
func (r *Registry) DialectClass(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) {
	r.classesOnce.Do(func() {
		names := make([]string, 0, len(r.dialects))
		for name := range r.dialects {
			names = append(names, name)
		}
		sort.Strings(names)
		ds := make([]*ods.Dialect, len(names))
		for i, name := range names {
			ds[i] = r.dialects[name]
		}
		r.classes = dialectattr.NewClassIndex(ds)
	})
	return r.classes.Class(dialect, class)
}

// Incomplete returns the registered ops whose custom syntax gomlir does
// not have yet (they print in generic form, and their custom form is
// rejected), with the reason: a hand-written syntax with no Go hook yet, a
// format that does not compile (an unknown custom directive, ...), or a
// format leaving the result types to an inference hook gomlir lacks. It
// compiles every format not compiled yet.
func (r *Registry) Incomplete() map[string]error {
	out := make(map[string]error, len(r.incomplete))
	for name, err := range r.incomplete {
		out[name] = err
	}
	for name, op := range r.ops {
		if op.lazy == nil {
			continue
		}
		if r.syntaxOf(op); op.lazy.err != nil {
			out[name] = op.lazy.err
		}
	}
	return out
}

// syntaxOf is op's custom syntax: its hook, or its format compiled on
// first use.
func (r *Registry) syntaxOf(op *Op) dialect.Syntax {
	if op.Syntax != nil || op.lazy == nil {
		return op.Syntax
	}
	lf := op.lazy
	lf.once.Do(func() {
		f, err := asmformat.Compile(op.Def, r.env)
		switch {
		case err != nil:
			lf.err = err
		case f.InfersResults() && op.Infer == nil:
			lf.err = fmt.Errorf("the custom form leaves the result types to InferTypeOpInterface, and gomlir has no inference hook for %s yet", op.Def.Name)
		case len(f.MissingTransforms()) > 0:
			lf.err = fmt.Errorf("the custom form leaves types to the TypesMatchWith transformer `%s`, which gomlir has no Go code for yet", f.MissingTransforms()[0])
		default:
			lf.syntax = f
		}
	})
	return lf.syntax
}

// OpNames returns the names of the registered ops, sorted.
func (r *Registry) OpNames() []string {
	out := make([]string, 0, len(r.ops))
	for name := range r.ops {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Lookup returns the registered op named name, or nil.
func (r *Registry) Lookup(name string) *Op { return r.ops[name] }

// Dialect returns the registered dialect named name, or nil.
func (r *Registry) Dialect(name string) *ods.Dialect { return r.dialects[name] }

// Op returns the definition of the registered op name, or nil.
func (r *Registry) Op(name string) *ods.Op {
	if op := r.ops[name]; op != nil {
		return op.Def
	}
	return nil
}

// Verifier returns the Go verifiers of the op, or of the dialect
// attribute or trait, named name (package verify runs them), or nil.
func (r *Registry) Verifier(name string) *dialect.Verifier { return r.verifiers[name] }

// SetVerifier registers v as the Go verifiers of the op, or of the
// dialect attribute or trait, named name, replacing those it had (nil removes
// them). Package verify runs each hook of v where mlir-opt runs its
// counterpart, after the checks the op's definition implies. Like Load,
// it must not run concurrently with lookups or verifications.
func (r *Registry) SetVerifier(name string, v *dialect.Verifier) {
	if v == nil {
		delete(r.verifiers, name)
		return
	}
	r.verifiers[name] = v
}

// Syntax returns the custom syntax of op name, or nil.
func (r *Registry) Syntax(name string) dialect.Syntax {
	if op := r.ops[name]; op != nil {
		return r.syntaxOf(op)
	}
	return nil
}

// DefaultDialect returns the default dialect of op name's regions.
func (r *Registry) DefaultDialect(name string) string {
	if op := r.ops[name]; op != nil {
		return op.DefaultDialect
	}
	return ""
}

// GenericOnly reports whether the registered op name has no custom form
// upstream either (neither a format nor a hand-written syntax).
func (r *Registry) GenericOnly(name string) bool {
	op := r.ops[name]
	return op != nil && op.Def != nil && op.Def.Format == "" && !op.Def.CustomSyntax
}

// Snippet returns the snippet of the registered op name's hand-written
// syntax, or the zero Snippet.
func (r *Registry) Snippet(name string) dialect.Snippet {
	if op := r.ops[name]; op != nil {
		return op.Snippet
	}
	return dialect.Snippet{}
}

// HasTrait reports whether the registered op name has trait.
func (r *Registry) HasTrait(name, trait string) bool {
	op := r.ops[name]
	return op != nil && op.traits[trait]
}

// AsmResultNames calls set with the names op suggests for its results.
func (r *Registry) AsmResultNames(op *ir.Operation, set func(int, string)) {
	if o := r.ops[op.Name]; o != nil && o.ResultNames != nil {
		o.ResultNames(op, set)
	}
}

// Build runs the build step of op, if it has one (dialect.Registry's Build).
func (r *Registry) Build(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	if o := r.ops[op.Name]; o != nil && o.Build != nil {
		return o.Build(b, op, st)
	}
	return nil
}

// AsmBlockArgumentNames calls set with the names op suggests for the entry
// block arguments of its region r (dialect.Registry).
func (r *Registry) AsmBlockArgumentNames(op *ir.Operation, reg *ir.Region, set func(*ir.BlockArgument, string)) {
	if o := r.ops[op.Name]; o != nil && o.BlockArgNames != nil {
		o.BlockArgNames(op, reg, set)
	}
}

// ResolveTypes fills the type groups a custom form left nil.
func (r *Registry) ResolveTypes(ctx *ir.Context, def *ods.Op, operands, results [][]ir.Type, props []ir.NamedAttribute) error {
	var infer dialect.InferFunc
	if o := r.ops[def.Name]; o != nil {
		infer = o.Infer
	}
	if f, ok := r.Syntax(def.Name).(*asmformat.Format); ok {
		return f.ResolveTypes(ctx, operands, results, props, infer)
	}
	if infer != nil && len(results) == 1 && results[0] == nil {
		// A hand-written syntax whose C++ parser computes the result types
		// (linalg.map's, from its inits) leaves them to the op's hook.
		types, err := infer(ctx, operands, props)
		if err != nil {
			return err
		}
		results[0] = shared.NonNil(types)
	}
	return asmformat.ResolveTypes(ctx, def, r.env, operands, results, props, infer)
}

// Completer returns op's hand-written syntax when it is an
// dialect.Completer, else nil.
func (r *Registry) Completer(def *ods.Op) dialect.Completer {
	if o := r.ops[def.Name]; o != nil {
		if c, ok := o.Syntax.(dialect.Completer); ok {
			return c
		}
	}
	return nil
}

// TypeTransform returns the TypesMatchWith transformer written as the C++
// expression expr (as ODS spells it), or nil: one a loaded dialect
// installed (its hooks' transforms, which the custom forms resolve types
// with too) or one the format engine has built in. Lookups are cached by
// expr: the verifier asks once per op it checks.
func (r *Registry) TypeTransform(expr string) dialect.TypeTransform {
	if tf, ok := r.transformCache.Load(expr); ok {
		return tf.(dialect.TypeTransform)
	}
	tf := r.env.Transform(expr)
	r.transformCache.Store(expr, tf)
	return tf
}

// strictJSON decodes data into v, rejecting unknown fields (a misspelt
// key in a user's file is an error, not a silently missing fact).
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// HasDialect reports whether dialect name is known: loaded, or one of the
// dialects mlir-opt 22 registers (whose ops gomlir may not know yet, so
// that an unknown custom op of theirs is "custom op 'd.x' is unknown" as
// in mlir-opt, not "Dialect `d' not found").
func (r *Registry) HasDialect(name string) bool {
	return r.dialects[name] != nil || upstream[name]
}

// AvailableDialects lists the dialects known, sorted: those mlir-opt 22
// registers and those loaded (mlir-opt's note after an unknown dialect).
func (r *Registry) AvailableDialects() []string {
	var out []string
	for d := range upstream {
		out = append(out, d)
	}
	for d := range r.dialects {
		if !upstream[d] {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}

// AllowsUnknownOps reports whether dialect accepts ops it does not
// define, as mlir-opt's llvm, nvvm, rocdl, spirv, shape and test dialects
// do (Dialect::allowsUnknownOperations); a loaded dialect does not.
func (r *Registry) AllowsUnknownOps(dialect string) bool { return allowsUnknownOps[dialect] }

var allowsUnknownOps = map[string]bool{"llvm": true, "nvvm": true, "rocdl": true, "spirv": true, "shape": true,
	"test": true, "test_dyn": true, "test_irdl_to_cpp": true}

// upstream are the dialects mlir-opt 22 (Debian's build) registers.
var upstream = func() map[string]bool {
	m := map[string]bool{}
	for _, d := range strings.Fields(`acc affine amdgpu amx arith arm_neon arm_sme arm_sve async
		bufferization builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
		ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard smt
		sparse_tensor spirv tensor test test_dyn test_irdl_to_cpp tosa transform ub vector
		wasmssa x86vector xegpu xevm`) {
		m[d] = true
	}
	return m
}()
