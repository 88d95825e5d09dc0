package dialect

import (
	"errors"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Registry is everything the core (the parser, the lowering, the printer,
// the verifier, the formatter and the language server) asks of the
// registered dialects. Package dialects' Registry implements it for the
// upstream dialects and the definitions files loaded at run time.
//
// Every method is required: a registry that knows nothing of some part
// says so by embedding NoDialects, which answers each question as a
// registry that knows no dialect, op, syntax or hook does. A partial
// registry is thus a deliberate choice, never a missing method the core
// would have to find by type assertion.
//
// A nil Registry, where the core accepts one, means no dialect at all:
// ops are written and printed generically.
type Registry interface {
	// Op returns the definition of the registered op name (its full
	// name, "func.return"), or nil.
	Op(name string) *ods.Op
	// Dialect returns a registered dialect's definitions, or nil.
	Dialect(name string) *ods.Dialect
	// HasDialect reports whether the dialect is known: an unknown custom
	// op of a known dialect is "custom op 'd.x' is unknown", of an
	// unknown dialect "Dialect `d' not found for custom op 'd.x' ". A
	// dialect may be known without being loaded (mlir-opt registers it,
	// gomlir has no definitions of it).
	HasDialect(name string) bool
	// AvailableDialects lists the known dialects, sorted, for mlir-opt's
	// note after an unknown dialect ("Available dialects: ..."); nil
	// gives no note.
	AvailableDialects() []string
	// HasTrait reports whether the registered op name has trait
	// ("Terminator", "IsolatedFromAbove", ...); false for an op that is
	// not registered.
	HasTrait(name, trait string) bool

	// Syntax returns the custom-form syntax of the op named name, or nil
	// when the op is not registered or gomlir does not know its syntax
	// (the op is then parsed and printed in generic form only).
	Syntax(name string) Syntax
	// GenericOnly reports whether the registered op name has no custom
	// form upstream either: mlir-opt reports its custom form as "custom
	// op 'd.x' has no custom assembly form".
	GenericOnly(name string) bool
	// Snippet returns the custom form of the op named name as an editor
	// snippet when its syntax is hand-written (a declarative format is its
	// own snippet), or the zero Snippet.
	Snippet(name string) Snippet
	// DefaultDialect is the dialect whose ops may be written and are
	// printed without prefix in the regions of the op named opName when
	// that op is in custom form ("func" for func.func, as its
	// OpAsmOpInterface says), or "" for none.
	DefaultDialect(opName string) string

	// ResolveTypes fills the operand and result type groups a custom form
	// left nil (buildable types, types matched by traits, inferred result
	// types), given the op's properties; its error is in mlir-opt's words
	// (a *ResolveError names the operand group it is about).
	ResolveTypes(ctx *ir.Context, op *ods.Op, operands, results [][]ir.Type, props []ir.NamedAttribute) error
	// Completer returns the hand-written syntax of op when it derives
	// what its custom form leaves out from the lowered types and
	// attributes, else nil.
	Completer(op *ods.Op) Completer
	// Build runs op's build step, if it has one: once a registered op is
	// lowered with its regions, the step completes it as mlir-opt's C++
	// parser or verifier does (linalg's named ops get the body region
	// their custom form leaves out). st is what the op's custom syntax
	// parsed, nil for an op written in generic form. The error is in
	// mlir-opt's words, placed as mlir-opt places it.
	Build(b Builder, op *ir.Operation, st *ast.CustomOp) error
	// DialectType reads a type of a registered dialect whose syntax is
	// written in Go (`!llvm.struct<(i32, !llvm.ptr)>`): the type mlir-opt
	// makes of data (`struct<(i32, ptr)>`), ok false to leave it to the
	// dialect's definitions (or keep it as written), or an error in
	// mlir-opt's words. nested lowers a type spelled inside data.
	DialectType(ctx *ir.Context, dialect, data string, nested func(src string) (ir.Type, error)) (t ir.Type, ok bool, err error)
	// DialectClass finds the definition of the C++ class a parameter of
	// dialect's definitions names, for the attributes and types written
	// without `#dialect.mnemonic` inside others; nils when unknown.
	DialectClass(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef)
	// ParseDialectAttr reads the attribute of the registered dialect
	// whose Data is data (`fastmath<nnan, ninf>` of
	// `#arith.fastmath<nnan, ninf>`), written with the type typ after it
	// (nil: none), by the dialect's definitions, reading the attributes
	// and types written in it through env: a value made in env.Context(),
	// in its canonical spelling. A *DataError is an attribute mlir-opt
	// rejects; any other error says gomlir cannot read it (an unknown
	// dialect, a definition it cannot read), and the caller keeps it as
	// written. inCustomOp is set for an attribute an op's custom form
	// wrote without its `#dialect.mnemonic`: the errors mlir-opt prefixes
	// with the op's name keep DataError.Custom.
	ParseDialectAttr(env Env, dialect, data string, typ ir.Type, inCustomOp bool) (ir.Attribute, error)
	// ParseDialectType is ParseDialectAttr for a type of the registered
	// dialect whose Data is data (`tile<16x16xf32>` of
	// `!amx.tile<16x16xf32>`).
	ParseDialectType(env Env, dialect, data string) (ir.Type, error)

	// AsmResultNames calls set with the names op suggests for its results
	// (mlir-opt's OpAsmOpInterface::getAsmResultNames: %c0, %cst, %alloc).
	AsmResultNames(op *ir.Operation, set func(result int, name string))
	// AsmBlockArgumentNames calls set with the names op suggests for the
	// entry block arguments of its region r in custom form
	// (OpAsmOpInterface::getAsmBlockArgumentNames: linalg.generic's %in,
	// %out).
	AsmBlockArgumentNames(op *ir.Operation, r *ir.Region, set func(arg *ir.BlockArgument, name string))
	// AttrAliasName is the alias name a dialect attribute kept as data
	// gets, as mlir-opt's OpAsmDialectInterface::getAlias gives them
	// (`#tbaa_tag = #llvm.tbaa_tag<...>`), or "".
	AttrAliasName(dialect, data string) string

	// TypeTransform returns the TypesMatchWith transformer written as the
	// C++ expression expr (as ODS spells it), or nil when none is known.
	TypeTransform(expr string) TypeTransform

	// Verifier returns the Go verifiers of the op, or of the dialect
	// attribute or trait, named name (see Verifier), or nil.
	Verifier(name string) *Verifier
	// TypePredicate returns the Go of the C++ predicate name a dialect's
	// ODS constraints apply to a type (`LLVM::isCompatibleType`,
	// `isa<gpu::AsyncTokenType>`: see TypePredicate for the spelling), or
	// nil when gomlir has none (the constraint is then not checked).
	TypePredicate(name string) TypePredicate
	// TypeInt returns the Go of the C++ integer accessor name of a
	// dialect's type that its ODS constraints compare
	// (`LLVM::LLVMPointerType::getAddressSpace`), or nil.
	TypeInt(name string) TypeInt
	// AllowsUnknownOps reports whether the known dialect accepts ops it
	// does not define (mlir-opt's Dialect::allowsUnknownOperations: llvm,
	// nvvm, rocdl, spirv, shape).
	AllowsUnknownOps(dialect string) bool
}

// NoDialects is the registry that knows no dialect: each method gives the
// answer for an unknown op or dialect. Embed it in a registry that knows
// only some things (a test's registry of one op), and define the methods
// it answers differently.
type NoDialects struct{}

var _ Registry = NoDialects{}

// Op is nil: no op is registered.
func (NoDialects) Op(name string) *ods.Op { return nil }

// Dialect is nil: no dialect is registered.
func (NoDialects) Dialect(name string) *ods.Dialect { return nil }

// HasDialect is false.
func (NoDialects) HasDialect(name string) bool { return false }

// AvailableDialects is nil: no note lists them.
func (NoDialects) AvailableDialects() []string { return nil }

// HasTrait is false.
func (NoDialects) HasTrait(name, trait string) bool { return false }

// Syntax is nil: every op is generic.
func (NoDialects) Syntax(name string) Syntax { return nil }

// GenericOnly is false: no op is known to lack a custom form.
func (NoDialects) GenericOnly(name string) bool { return false }

// Snippet is the zero Snippet: no op has one.
func (NoDialects) Snippet(name string) Snippet { return Snippet{} }

// DefaultDialect is "".
func (NoDialects) DefaultDialect(opName string) string { return "" }

// ResolveTypes resolves nothing: a group left nil is an error.
func (NoDialects) ResolveTypes(ctx *ir.Context, op *ods.Op, operands, results [][]ir.Type, props []ir.NamedAttribute) error {
	for i, g := range operands {
		if g == nil {
			return &ResolveError{OperandGroup: i, Msg: "the registry cannot resolve the types of '" + op.Name + "'"}
		}
	}
	for _, g := range results {
		if g == nil {
			return &ResolveError{OperandGroup: -1, Msg: "the registry cannot resolve the types of '" + op.Name + "'"}
		}
	}
	return nil
}

// Completer is nil: no syntax completes its op.
func (NoDialects) Completer(op *ods.Op) Completer { return nil }

// Build does nothing: no op has a build step.
func (NoDialects) Build(b Builder, op *ir.Operation, st *ast.CustomOp) error { return nil }

// DialectType leaves every type to its definitions (ok false).
func (NoDialects) DialectType(ctx *ir.Context, dialect, data string, nested func(src string) (ir.Type, error)) (ir.Type, bool, error) {
	return nil, false, nil
}

// DialectClass finds no class.
func (NoDialects) DialectClass(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) {
	return nil, nil, nil
}

// ParseDialectAttr knows no dialect: the attribute is kept as written.
func (NoDialects) ParseDialectAttr(env Env, dialect, data string, typ ir.Type, inCustomOp bool) (ir.Attribute, error) {
	return nil, errors.New("dialect " + dialect + " is not registered")
}

// ParseDialectType knows no dialect: the type is kept as written.
func (NoDialects) ParseDialectType(env Env, dialect, data string) (ir.Type, error) {
	return nil, errors.New("dialect " + dialect + " is not registered")
}

// AsmResultNames suggests no name.
func (NoDialects) AsmResultNames(op *ir.Operation, set func(result int, name string)) {}

// AsmBlockArgumentNames suggests no name.
func (NoDialects) AsmBlockArgumentNames(op *ir.Operation, r *ir.Region, set func(arg *ir.BlockArgument, name string)) {
}

// AttrAliasName is "": no attribute gets a dialect's alias name.
func (NoDialects) AttrAliasName(dialect, data string) string { return "" }

// TypeTransform is nil: no transformer is known.
func (NoDialects) TypeTransform(expr string) TypeTransform { return nil }

// Verifier is nil: no op has Go verifiers.
func (NoDialects) Verifier(name string) *Verifier { return nil }

// TypePredicate is nil: no predicate is known.
func (NoDialects) TypePredicate(name string) TypePredicate { return nil }

// TypeInt is nil: no accessor is known.
func (NoDialects) TypeInt(name string) TypeInt { return nil }

// AllowsUnknownOps is false: an unknown op of a known dialect is an error.
func (NoDialects) AllowsUnknownOps(dialect string) bool { return false }
