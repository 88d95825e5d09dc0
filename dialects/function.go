package dialects

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The syntax of function-like ops is shared.FunctionSyntax. What follows
// are the names the files of this package still call its parts by (llvm,
// spirv, linalg, vector, ...), until those dialects move to their own
// packages and call shared's directly.

// allAttrs is shared.AllAttrs: what a custom printer gets as the op's
// attributes.
func allAttrs(op *ir.Operation) []ir.NamedAttribute { return shared.AllAttrs(op) }

// funcSignature is shared.FuncSignature under its fields' old names.
type funcSignature struct {
	args                     []ast.BlockArg
	named                    int
	argTypes, resTypes       []ast.Type
	argAttrs, resAttrs       []ast.Attr
	anyArgAttrs, anyResAttrs bool
	variadic                 bool
}

func (sig *funcSignature) shared() *shared.FuncSignature {
	return &shared.FuncSignature{Args: sig.args, Named: sig.named, ArgTypes: sig.argTypes, ResTypes: sig.resTypes,
		ArgAttrs: sig.argAttrs, ResAttrs: sig.resAttrs, AnyArgAttrs: sig.anyArgAttrs, AnyResAttrs: sig.anyResAttrs, Variadic: sig.variadic}
}

func fromShared(s *shared.FuncSignature) *funcSignature {
	return &funcSignature{args: s.Args, named: s.Named, argTypes: s.ArgTypes, resTypes: s.ResTypes,
		argAttrs: s.ArgAttrs, resAttrs: s.ResAttrs, anyArgAttrs: s.AnyArgAttrs, anyResAttrs: s.AnyResAttrs, variadic: s.Variadic}
}

// parseFunctionSignature is shared.ParseFunctionSignature.
func parseFunctionSignature(p dialect.Parser, allowVariadic bool) (*funcSignature, error) {
	s, err := shared.ParseFunctionSignature(p, allowVariadic)
	if err != nil {
		return nil, err
	}
	return fromShared(s), nil
}

func (sig *funcSignature) props(typeAttr string) []ast.NamedAttr { return sig.shared().Props(typeAttr) }

func (sig *funcSignature) setAttrProps(st *ast.CustomOp) { sig.shared().SetAttrProps(st) }

func (sig *funcSignature) parseOptionalBody(p dialect.Parser) (*ast.Region, error) {
	return sig.shared().ParseOptionalBody(p)
}

func (sig *funcSignature) entryArgs() []ast.BlockArg { return sig.shared().EntryArgs() }

// printFunctionSignature is shared.PrintFunctionSignature.
func printFunctionSignature(p dialect.Printer, fn *ir.FunctionType, body *ir.Region, argAttrs, resAttrs *ir.ArrayAttr, variadic bool) {
	shared.PrintFunctionSignature(p, fn, body, argAttrs, resAttrs, variadic)
}

// rejectGivenTwice is shared.RejectGivenTwice.
func rejectGivenTwice(p dialect.Parser, dict *ast.DictAttr, names ...string) error {
	return shared.RejectGivenTwice(p, dict, names...)
}

// dictNames is shared.DictNames.
func dictNames(d *ast.DictAttr) []string { return shared.DictNames(d) }
