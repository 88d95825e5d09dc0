// Package asmformat is the declarative assembly-format engine: an ODS
// assemblyFormat string ("$lhs `,` $rhs attr-dict `:` type($result)") is
// compiled once, against its op's definition, into directives that both
// parse the custom form (through Parser, implemented by the grammar's fast
// parser) and print it (through Printer, implemented by the printer), with
// mlir-opt's spacing.
//
// Syntax, Parser, Printer and the other types a custom form is written
// against are package dialect's (the contract between the core and the
// dialects); they are aliased here so that dialect code written against
// asmformat compiles unchanged. Hand-written syntaxes (func.func, scf.for,
// ...) implement the same dialect.Syntax interface in Go, over the same
// Parser and Printer.
//
// # Compiling
//
// Compile(op, env) reads op.Format with OpFormatGen's grammar (literals,
// `$vars`, type, functional-type, attr-dict[-with-keyword], prop-dict,
// operands, results, regions, successors, qualified, ref, oilist,
// optional groups with `^` anchors and `:` else groups, custom<Name>) and
// checks it with OpFormatGen's rules; a *FormatError says what is wrong
// and how to fix it. env (NewEnv(dialects...)) holds the enums and
// attribute definitions attributes refer to, the custom directives by name
// (CustomDirective; DynamicIndexList is built in) and extra
// TypesMatchWith transformers. The result, a *Format, is a Syntax and a
// TypeResolver.
//
// # Parsing
//
// Format.Parse fills ast.CustomOp by the op's groups. Props holds what the
// syntax binds: attributes as written (an I32/I64EnumAttr keyword as its
// IntegerAttr, `@sym` as a StringAttr, a dialect attribute's stripped form
// `<fast>` as the full #arith.fastmath<fast>, a typed attribute with its
// implied type), unit-attribute anchors as UnitAttr, prop-dict entries,
// custom directives' attributes, an EnumProp's keywords as its
// IntegerAttr (`inbounds|nuw`, or `overflow<nsw>` for a named one), and the
// segment sizes of VariadicOfVariadic operands (empty when the format did
// not reach them, as ODS's parsers set them). operandSegmentSizes and resultSegmentSizes
// are left to the lowering, which knows the group sizes; the attr-dict
// (st.Attrs) may name inherent attributes, which win over Props as in
// mlir-opt. OperandTypes[i] and ResultTypes[i] are nil when the syntax
// does not spell the group's types, empty when it spells them in an
// absent optional group.
//
// # Printing
//
// Format.Print reads inherent attributes from op.Properties (a
// dictionary) or else op.Attrs, and divides operands and results into
// groups by the definition (one variable-length group takes the rest;
// AttrSized*Segments read the segment-sizes property). Spaces follow
// OpFormatGen and are decided when compiling. A literal is spaced when
// the element before it asks for a space (all do but the literals `<`,
// `(`, `{`, `[` and the empty literal), except that the one-character
// punctuation and `->` are not spaced when they are one of `<>(){}[],`
// after a word or one of `>)}],` after punctuation. The literal ` `
// writes a space and the empty literal suppresses the next one. Any other
// element (a variable, type, custom directive, operands, regions,
// successors) is spaced unless it follows the empty literal or an opening
// `(`, `[`, `{` or `<`. attr-dict and prop-dict write their own leading
// space. The first element after the op name counts as following a word.
// The state flows statically through optional groups (then elements, then
// else elements) and oilist clauses, as in the generated C++. attr-dict
// prints the inherent and discardable attributes merged and sorted (only
// the discardable ones with prop-dict), less the bound ones, the implied
// segment sizes and those equal to their default.
//
// # Types
//
// The lowering, once it has lowered the types the syntax gave, calls
// Format.ResolveTypes (or ResolveTypes for a hand-written syntax) to fill
// the others: a buildable type, a type tied by a trait (AllTypesMatch,
// SameTypeOperands, SameOperandsAndResultType, TypesMatchWith,
// RangedTypesMatchWith, ShapedTypeMatchesElementCountAndTypes, with known
// transformers as Go functions), or the op's InferFunc. Errors are
// *ResolveError in mlir-opt's words, naming the operand group they are
// about.
package asmformat
