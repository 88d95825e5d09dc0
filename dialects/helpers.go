package dialects

import (
	"math/big"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds what the dialect files of this package not moved to
// their own package yet (llvm, spirv, linalg, affine, vector, acc, omp)
// share, under the names they call it by: most are wrappers of
// dialects/shared. The branch that moves the last of them deletes them.

// goTypeDef is the definition of a dialect type whose syntax is Go of
// this package (ir.Def): upstream writes it in C++, not in ODS.
type goTypeDef struct{ dialect, mnemonic string }

func (d *goTypeDef) Dialect() string  { return d.dialect }
func (d *goTypeDef) Mnemonic() string { return d.mnemonic }

// ensureTerminator is shared.EnsureTerminator.
func ensureTerminator(p dialect.Parser, r *ast.Region, term string, pos ast.Pos) {
	shared.EnsureTerminator(p, r, term, pos)
}

// emitError is shared.EmitError.
func emitError(p dialect.Parser, pos ast.Pos, msg string) error { return shared.EmitError(p, pos, msg) }

// The OpAsmParser helpers below are package dialect's (lists.go), under
// the names the hand-written syntaxes of this package call them by.

// delimiter is the list delimiter opening with open.
func delimiter(open string) dialect.Delimiter {
	switch open {
	case "(":
		return dialect.Paren
	case "[":
		return dialect.Square
	case "<":
		return dialect.Angle
	case "{":
		return dialect.Braces
	}
	panic("dialects: no list delimiter " + open)
}

// parseList is dialect.ParseCommaList with the delimiters open and close
// (a matching pair).
func parseList(p dialect.Parser, open, close, ctx string, elem func() error) error {
	return dialect.ParseCommaList(p, delimiter(open), ctx, elem)
}

// parseOperandList is dialect.ParseOperandList with the delimiters open
// and close: count >= 0 operands exactly.
func parseOperandList(p dialect.Parser, open, close string, count int) ([]ast.ValueUse, error) {
	return dialect.ParseOperandList(p, delimiter(open), count)
}

// parseBareOperandList is dialect.ParseOperandList without a delimiter:
// nothing when no `%` comes, else operands separated by commas.
func parseBareOperandList(p dialect.Parser) ([]ast.ValueUse, error) {
	return dialect.ParseOperandList(p, dialect.None, -1)
}

// parseArgumentList parses `(%a, %b)`: region arguments without types.
func parseArgumentList(p dialect.Parser) ([]ast.BlockArg, error) {
	args, _, err := dialect.ParseArgumentList(p, dialect.Paren, false, false)
	return args, err
}

// parseAssignmentList is shared.ParseAssignmentList.
func parseAssignmentList(p dialect.Parser) ([]ast.BlockArg, []ast.ValueUse, error) {
	return shared.ParseAssignmentList(p)
}

// parseAttrOf is dialect.ParseAttrOf.
func parseAttrOf[T ast.Attr](p dialect.Parser, typ ast.Type) (T, error) {
	return dialect.ParseAttrOf[T](p, typ)
}

// parseTypeList parses `type (, type)*` (dialect.ParseTypeList).
func parseTypeList(p dialect.Parser) ([]ast.Type, error) { return dialect.ParseTypeList(p) }

// parseFunctionResultTypes is dialect.ParseFunctionResultTypes.
func parseFunctionResultTypes(p dialect.Parser) ([]ast.Type, error) {
	return dialect.ParseFunctionResultTypes(p)
}

// parseOptionalArrowTypeList is dialect.ParseOptionalArrowTypeList.
func parseOptionalArrowTypeList(p dialect.Parser) ([]ast.Type, error) {
	return dialect.ParseOptionalArrowTypeList(p)
}

// parseColonFunctionType is dialect.ParseColonFunctionType.
func parseColonFunctionType(p dialect.Parser) (*ast.FunctionType, error) {
	return dialect.ParseColonFunctionType(p)
}

// nonNil returns ts, or an empty list for nil: a type group the syntax
// gives, even when empty.
func nonNil[T any](ts []T) []T { return shared.NonNil(ts) }

// denseUints is shared.DenseUints.
func denseUints(a *ir.DenseElementsAttr) []*big.Int { return shared.DenseUints(a) }

// withTypes gives each argument its type (none past the end of types,
// as after a parse error).
func withTypes(args []ast.BlockArg, types []ast.Type) []ast.BlockArg {
	return shared.WithTypes(args, types)
}

func indexType() ast.Type { return shared.IndexType() }

func splat(t ast.Type, n int) []ast.Type { return shared.Splat(t, n) }

// prop returns op's inherent attribute name, or nil.
func prop(op *ir.Operation, name string) ir.Attribute { return shared.Prop(op, name) }

// segments splits op's operands by its operandSegmentSizes property into n
// groups; ok is false when the property does not fit.
func segments(op *ir.Operation, n int) ([][]ir.Value, bool) { return shared.Segments(op, n) }

// entryArgs returns the arguments of region i's entry block.
func entryArgs(op *ir.Operation, i int) []*ir.BlockArgument { return shared.EntryArgs(op, i) }

func region(op *ir.Operation, i int) *ir.Region { return shared.Region(op, i) }

func valueTypes(vs []ir.Value) []ir.Type { return shared.ValueTypes(vs) }

func resultTypes(op *ir.Operation) []ir.Type { return shared.ResultTypes(op) }

// printValues prints values separated by commas.
func printValues[V ir.Value](p dialect.Printer, vs []V) { shared.PrintValues(p, vs) }

// printInitializationList is shared.PrintInitializationList.
func printInitializationList(p dialect.Printer, args []*ir.BlockArgument, inits []ir.Value, prefix string) {
	shared.PrintInitializationList(p, args, inits, prefix)
}

// printArrowTypeList is shared.PrintArrowTypeList.
func printArrowTypeList(p dialect.Printer, ts []ir.Type) { shared.PrintArrowTypeList(p, ts) }

// printOptionalArrowTypeList is shared.PrintOptionalArrowTypeList.
func printOptionalArrowTypeList(p dialect.Printer, ts []ir.Type) {
	shared.PrintOptionalArrowTypeList(p, ts)
}

// firstType is shared.FirstType.
func firstType(ts []ir.Type) ir.Type { return shared.FirstType(ts) }

// printFunctionalType is shared.PrintFunctionalType.
func printFunctionalType(p dialect.Printer, in, out []ir.Type) {
	shared.PrintFunctionalType(p, in, out)
}

// isIndex is shared.IsIndex.
func isIndex(t ir.Type) bool { return shared.IsIndex(t) }

// parseThenElse is shared.ParseThenElse.
func parseThenElse(p dialect.Parser, term string) (then, els *ast.Region, err error) {
	return shared.ParseThenElse(p, term)
}

// checkKinds is shared.CheckKinds.
func checkKinds(name string, kinds ...asmformat.ArgKind) func([]*asmformat.Arg) error {
	return shared.CheckKinds(name, kinds...)
}
