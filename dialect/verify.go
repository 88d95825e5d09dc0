package dialect

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Checker is what an op's verifier sees of the op under verification
// (package verify implements it): the op, its definition, its operand
// and result groups by name, its attributes, and mlir-opt's ways of
// saying what is wrong. A verifier returns the diagnostic it would emit
// (nil when the op is sound); Emit reports the ones mlir-opt emits before
// it.
//
// The groups are those of the op's ODS definition, split as ODS's
// getODSOperandIndexAndLength splits them; a verifier runs only once the
// counts check (the op's invariants), so a group of the definition is
// always there, maybe empty.
type Checker interface {
	// Op is the operation under verification.
	Op() *ir.Operation
	// Def is its definition; nil only for the op an attribute verifier
	// is given when that op is not registered.
	Def() *ods.Op
	// Context interns the types and attributes a verifier builds (an
	// expected type it quotes): it is the context of the op's types.
	Context() *ir.Context

	// Operand returns the values of the operand group name (nil when the
	// group is empty or the definition has none of that name).
	Operand(name string) []ir.Value
	// Result returns the values of the result group name.
	Result(name string) []ir.Value
	// HasOperand and HasResult report whether the definition has a
	// group of that name.
	HasOperand(name string) bool
	HasResult(name string) bool
	// Attr returns the op's inherent attribute name (a property), or
	// failing that its discardable attribute name, or nil.
	Attr(name string) ir.Attribute

	// Errorf is mlir-opt's emitOpError: "'name' op " and the message, at
	// the op (at its explicit location when it has one).
	Errorf(format string, args ...any) *diag.Diagnostic
	// EmitErrorf is mlir-opt's emitError: the message alone, at the op.
	EmitErrorf(format string, args ...any) *diag.Diagnostic
	// Note attaches a note at pos to d (attachNote) and returns d.
	Note(d *diag.Diagnostic, pos ast.Pos, format string, args ...any) *diag.Diagnostic
	// Emit reports d before the diagnostic the verifier returns (mlir-opt
	// emits several errors for one failure, as InferTypeOpInterface's
	// "inferred type(s) ..." before "failed to infer returned types").
	Emit(d *diag.Diagnostic)

	// HasTrait reports whether the registered op name has trait (an
	// ODS trait or interface name, with or without its parameters).
	HasTrait(name, trait string) bool
	// Constant returns the constant v holds when it is the result of an
	// op whose Verifier.Constant tells it (mlir's matchPattern(v,
	// m_Constant())), or nil.
	Constant(v ir.Value) ir.Attribute

	// For returns a Checker for another registered op (a verifier that
	// looks at its parent, or at the ops a symbol names), its groups
	// split; ok is false when the op is not registered or its groups
	// cannot be split.
	For(op *ir.Operation) (c Checker, ok bool)
}

// Symbols resolves symbol references for a SymbolUserOpInterface
// verifier, as mlir-opt's SymbolTableCollection does (each table read
// once per verification).
type Symbols interface {
	// LookupNearest resolves ref from op as lookupNearestSymbolFrom does:
	// in the closest symbol table enclosing op, then each nested name in
	// the table the previous one names; nil when it names nothing (or a
	// table gomlir cannot see into, an unregistered op's).
	LookupNearest(op *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation
}

// Verifier is the Go side of an op's verification, what upstream writes
// in C++ beside its ODS definition: its own verifiers and the per-op
// parts of the interfaces it implements. Every field may be nil. The
// engine runs each at the point mlir-opt runs its counterpart, after
// the checks ODS generates, so a hook only says what is wrong in the
// op's own words.
//
// A Verifier is registered by the name of the op it verifies (for
// Attribute, of the discardable attribute; for Trait, of the trait; for
// AttrDef and TypeDef, "#dialect.mnemonic" and "!dialect.mnemonic").
type Verifier struct {
	// Op is the op's verify() (ODS's hasVerifier): it runs after the
	// op's traits.
	Op func(c Checker) *diag.Diagnostic
	// Regions is the op's verifyRegions() (hasRegionVerifier): it runs
	// once the ops of its regions are verified, after the region checks
	// of its traits.
	Regions func(c Checker) *diag.Diagnostic
	// Incomplete says which of upstream's checks Op and Regions leave
	// out, when a port is partial ("" when it is whole): the ratchet of
	// ports to do (dialects/unverified.txt) keeps listing the op.
	Incomplete string
	// LoopLike is the op's part of LoopLikeOpInterface's region checks
	// (inits, iter_args, yielded values and results); it runs in the
	// op's trait order.
	LoopLike func(c Checker) *diag.Diagnostic
	// RegionBranch is the op's part of RegionBranchOpInterface's region
	// checks (the values each edge passes); it runs in the op's trait
	// order.
	RegionBranch func(c Checker) *diag.Diagnostic
	// SymbolUses is the op's SymbolUserOpInterface verifier
	// (verifySymbolUses), run by the symbol table enclosing it.
	SymbolUses func(c Checker, s Symbols) *diag.Diagnostic
	// CastCompatible is CastOpInterface's areCastCompatible for the op's
	// one operand (its first, for an op whose rule reads only that one)
	// and one result.
	CastCompatible func(in, out ir.Type) bool
	// Function is the op's part of FunctionOpInterface's verifier, given
	// the op's function type: it replaces the check of the entry block's
	// arguments against the signature (gpu.func's workgroup
	// attributions follow its arguments).
	Function func(c Checker, ft *ir.FunctionType) *diag.Diagnostic
	// SuccessorOperands are the operands each successor of a
	// BranchOpInterface op receives (getSuccessorOperands); ok is false
	// when they cannot be told.
	SuccessorOperands func(c Checker) (groups [][]ir.Value, ok bool)
	// Declaration is SymbolOpInterface's isDeclaration (a func.func
	// without a body); nil means never.
	Declaration func(c Checker) bool
	// Inits names the operand group holding a DestinationStyleOpInterface
	// op's inits when it is not one of the usual names (outputs, inits,
	// init, output, dest); NoInits when the op has none.
	Inits string
	// MaxRanks is OffsetSizeAndStrideOpInterface's getArrayAttrMaxRanks:
	// how many offsets, sizes and strides the op takes (memref.subview:
	// its source's rank, three times); ok is false when it cannot be told.
	MaxRanks func(c Checker) (ranks [3]int, ok bool)

	// Trait is the verifier of a trait or interface a dialect defines
	// (its verifyTrait), registered by the trait's name
	// ("LinalgStructuredInterface"): it runs for every registered op with
	// the trait, in the op's trait order, after the checks ODS generates.
	Trait func(c Checker) *diag.Diagnostic
	// TraitWithRegions makes Trait run where upstream runs an interface
	// declared `verifyWithRegions = 1` (LinalgStructuredInterface): after
	// the op's verify() and its regions' ops, in the op's trait order
	// among the region traits (after DestinationStyleOpInterface's).
	TraitWithRegions bool

	// Constant is a ConstantLike op's value, what its folder returns
	// (arith.constant's value attribute), for the verifiers that read
	// constant operands (Checker.Constant); nil when it cannot be told.
	Constant func(op *ir.Operation) ir.Attribute

	// Pred is the predicate of a PredOpTrait a dialect writes in C++
	// (Bufferization_TensorAndBufferMatch), registered by the trait's
	// name: it is evaluated where the checks ODS generates evaluate the
	// trait, and when it does not hold mlir-opt reports "failed to
	// verify that" and the trait's summary, after the errors the
	// predicate emits (c.Emit). known is false when gomlir cannot tell.
	Pred func(c Checker) (holds, known bool)

	// Attribute is the verifier of a dialect's discardable attribute
	// (Dialect::verifyOperationAttribute), registered by the attribute's
	// name: c is the op carrying it (maybe unregistered), value its
	// value. It runs before the op's own checks.
	Attribute func(c Checker, value ir.Attribute) *diag.Diagnostic

	// AttrDef is the verify() of an attribute kind, registered by its
	// spelling's prefix ("#smt.bv"), and TypeDef of a type kind
	// ("!llvm.array"): see AttrVerifier. Incomplete keeps a partial port
	// listed, as for an op.
	AttrDef AttrVerifier
	TypeDef TypeVerifier
	// TensorEncoding is an attribute kind's
	// VerifiableTensorEncoding::verifyEncoding, registered with its
	// AttrDef: what the attribute requires of a ranked tensor it is the
	// encoding of (enc), given the tensor's shape and element type.
	TensorEncoding func(enc ir.Attribute, shape []int64, elem ir.Type) *DataError
}

// NoInits is Verifier.Inits for a DestinationStyleOpInterface op
// without inits (vector.transfer_read).
const NoInits = "-"

// TypePredicate is the Go of a C++ predicate on a type that a dialect's
// ODS constraints use (`::mlir::LLVM::isCompatibleType($_self)`),
// registered by its name as the verifier reads it: spaces and the
// `::mlir::` and `::llvm::` qualifiers dropped, without its argument
// ("LLVM::isCompatibleType", "isa<gpu::AsyncTokenType>"). It reports
// whether t satisfies the predicate; known is false when gomlir cannot
// tell (the constraint is then not reported).
type TypePredicate func(t ir.Type) (holds, known bool)

// TypeInt is the Go of a C++ accessor of a dialect type's integer that its
// ODS constraints compare (`cast<LLVM::LLVMPointerType>($_self)
// .getAddressSpace() == 3`), registered as the class and the method
// ("LLVM::LLVMPointerType::getAddressSpace"), spelled as TypePredicate's
// names are. ok is false when t is not of the class or the value cannot be
// told.
type TypeInt func(t ir.Type) (n int64, ok bool)
