package llvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the llvm dialect's symbol ops: llvm.func,
// llvm.mlir.global and llvm.mlir.alias (LLVMDialect.cpp's parsers and
// printers, with mlir-opt's spellings).

// ---- llvm.func ----

// llvmFunc is llvm.func:
//
//	llvm.func linkage? visibility? unnamed_addr? cconv? @name(args) (-> results)?
//	          (vscale_range(N, M))? (comdat(@c))? (attributes {...})? ({ body })?
//
// The signature is func.func's, with a trailing `...` for a variadic
// function; the function type is an !llvm.func (void when there is no
// result). The parser always sets linkage, visibility_, unnamed_addr and
// CConv.
type llvmFunc struct{}

// llvmFuncElided are the inherent attributes llvm.func spells itself.
var llvmFuncElided = []string{"sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv",
	"visibility_", "comdat", "unnamed_addr", "vscale_range"}

func (llvmFunc) Parse(p dialect.Parser, st *ast.CustomOp) error {
	linkage := "external"
	if i := optionalKeyword(p, llvmLinkages); i >= 0 {
		linkage = llvmLinkages[i]
	}
	shared.SetProp(st, "linkage", llvmAttr("linkage", linkage))
	shared.SetProp(st, "visibility_", shared.I64Attr(max(optionalKeyword(p, llvmVisibilities), 0)))
	shared.SetProp(st, "unnamed_addr", shared.I64Attr(max(optionalKeyword(p, llvmUnnamedAddrs), 0)))
	cconv := "ccc"
	if i := optionalKeyword(p, llvmCConvs); i >= 0 {
		cconv = llvmCConvs[i]
	}
	shared.SetProp(st, "CConv", llvmAttr("cconv", cconv))

	sigPos := p.Pos()
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	shared.SetProp(st, "sym_name", &ast.StringAttr{Value: name})
	sig, err := shared.ParseFunctionSignature(p, true)
	if err != nil {
		return err
	}
	if len(sig.ResTypes) > 1 {
		return p.Errorf(sigPos, "failed to construct function type: expected zero or one function result")
	}
	for _, t := range sig.ArgTypes {
		if !llvmCompatibleAST(t) {
			return p.Errorf(sigPos, "failed to construct function type: expected LLVM type for function arguments")
		}
	}
	res := "void"
	if len(sig.ResTypes) == 1 {
		if !llvmCompatibleAST(sig.ResTypes[0]) {
			return p.Errorf(sigPos, "failed to construct function type: expected LLVM type for function results%s", dialect.ASTTypeString(sig.ResTypes[0]))
		}
		res = dialect.ASTTypeString(sig.ResTypes[0])
	}
	shared.SetProp(st, "function_type", &ast.TypeAttr{Type: llvmFuncTypeAST(res, sig.ArgTypes, sig.Variadic)})

	r := dialect.NewReader(p)
	if r.OptionalKeyword("vscale_range") {
		r.Punct("(")
		lo := readInteger(r)
		r.Punct(",")
		hi := readInteger(r)
		r.Punct(")")
		shared.SetProp(st, "vscale_range", llvmAttr("vscale_range",
			"minRange = "+i32Text(lo)+" : i32, maxRange = "+i32Text(hi)+" : i32"))
	}
	readOptionalComdat(r, st)
	st.Attrs = r.OptionalAttrDictWithKeyword()
	if r.Failed() {
		return r.Err()
	}
	sig.SetAttrProps(st)
	body, err := sig.ParseOptionalBody(p)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// readInteger is OpAsmParser::parseInteger into an int64 through r
// (shared.ParseInteger).
func readInteger(r *dialect.Reader) int64 {
	pos := r.Pos()
	n, ok := r.OptionalInteger()
	if !ok {
		r.Errorf(pos, "expected integer value")
	}
	return n
}

// i32Text is n as an i32 attribute spells it (wrapped to 32 bits).
func i32Text(n int64) string { return strconv.FormatInt(int64(int32(n)), 10) }

// readOptionalComdat reads `(comdat(@sym))?` into the comdat property.
func readOptionalComdat(r *dialect.Reader, st *ast.CustomOp) {
	if !r.OptionalKeyword("comdat") {
		return
	}
	r.Punct("(")
	a := r.Attribute(nil)
	if _, ok := a.(*ast.SymbolRefAttr); ok {
		shared.SetProp(st, "comdat", a)
	} else {
		r.Errorf(r.Pos(), "invalid kind of attribute specified")
	}
	r.Punct(")")
}

// llvmFuncTypeAST is the type !llvm.func<res (args, ...)>, to be read by
// the lowering (which reads the argument types and resolves aliases).
func llvmFuncTypeAST(res string, args []ast.Type, variadic bool) ast.Type {
	var b strings.Builder
	b.WriteString(res + " (")
	for i, t := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(dialect.ASTTypeString(t))
	}
	if variadic {
		if len(args) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return &ast.DialectType{Dialect: "llvm", Name: "func", Body: b.String(), HasBody: true}
}

// llvmCompatibleAST reports whether a type as written is one LLVM accepts
// (isCompatibleType) as far as the syntax tells: aliases are accepted.
func llvmCompatibleAST(t ast.Type) bool {
	switch t := t.(type) {
	case *ast.IntegerType:
		return t.Signedness == ast.Signless
	case *ast.NamedType:
		switch t.Name {
		case "f16", "bf16", "f32", "f64", "f80", "f128":
			return true
		}
		return false
	case *ast.VectorType:
		if len(t.Dims) != 1 {
			return false
		}
		switch e := t.Elem.(type) {
		case *ast.IntegerType, *ast.NamedType:
			return llvmCompatibleAST(e)
		case *ast.DialectType:
			return e.Dialect == "llvm" && e.Name == "ptr"
		case *ast.AliasType:
			return true
		}
		return false
	case *ast.DialectType:
		return t.Dialect == "llvm"
	case *ast.AliasType:
		return true
	}
	return false
}

func (llvmFunc) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if l := llvmAttrValue(shared.Prop(op, "linkage"), "linkage"); l != "" && l != "external" {
		p.WriteString(l + " ")
	}
	if v := caseString(llvmVisibilities, shared.IntAttrValue(shared.Prop(op, "visibility_"), 0)); v != "" {
		p.WriteString(v + " ")
	}
	if u := caseString(llvmUnnamedAddrs, shared.IntAttrValue(shared.Prop(op, "unnamed_addr"), 0)); u != "" {
		p.WriteString(u + " ")
	}
	if c := llvmAttrValue(shared.Prop(op, "CConv"), "cconv"); c != "" && c != "ccc" {
		p.WriteString(c + " ")
	}
	if name, ok := shared.Prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	var fn *llvmType
	if t, ok := shared.Prop(op, "function_type").(*ir.TypeAttr); ok {
		if o, ok := ir.SpellingOf(t.Type); ok && o.Dialect == "llvm" {
			fn, _ = parseLLVMType(o.Data, nil)
		}
	}
	if fn == nil || fn.kind != "func" {
		fn = &llvmType{kind: "func", result: &llvmType{kind: "void", text: "void"}}
	}
	var body *ir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
	}
	external := body == nil || len(body.Blocks) == 0
	argAttrs, _ := shared.Prop(op, "arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := shared.Prop(op, "res_attrs").(*ir.ArrayAttr)
	p.WriteString("(")
	for i, t := range fn.elems {
		if i > 0 {
			p.WriteString(", ")
		}
		d := dictAt(argAttrs, i)
		if !external && i < len(body.Blocks[0].Args) {
			p.PrintArgument(body.Blocks[0].Args[i], d, false)
			continue
		}
		p.WriteString(t.full())
		if d != nil {
			p.PrintOptionalAttrDict(d.Entries, nil)
		}
	}
	if fn.vararg {
		if len(fn.elems) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if fn.result != nil && fn.result.kind != "void" {
		p.WriteString(" -> ")
		d := dictAt(resAttrs, 0)
		withAttrs := d != nil && len(d.Entries) > 0
		if withAttrs {
			p.WriteString("(")
		}
		p.WriteString(fn.result.full())
		if withAttrs {
			p.PrintOptionalAttrDict(d.Entries, nil)
			p.WriteString(")")
		}
	}
	if v := shared.Prop(op, "vscale_range"); v != nil {
		body := llvmAttrValue(v, "vscale_range")
		lo, hi := attrField(body, "minRange"), attrField(body, "maxRange")
		p.WriteString(" vscale_range(" + lo + ", " + hi + ")")
	}
	if c := shared.Prop(op, "comdat"); c != nil {
		p.WriteString(" comdat(")
		p.PrintAttribute(c)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDictWithKeyword(shared.AllAttrs(op), llvmFuncElided)
	if !external {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// dictAt is the i-th dictionary of an array of dictionaries, or nil.
func dictAt(a *ir.ArrayAttr, i int) *ir.DictionaryAttr {
	if a == nil || i >= len(a.Elems) {
		return nil
	}
	d, _ := a.Elems[i].(*ir.DictionaryAttr)
	return d
}

// attrField is the value of `name = V : T` in an attribute's struct
// parameters (V without its type).
func attrField(body, name string) string {
	for _, f := range strings.Split(body, ",") {
		k, v, ok := strings.Cut(f, "=")
		if ok && strings.TrimSpace(k) == name {
			v, _, _ = strings.Cut(strings.TrimSpace(v), " : ")
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// ---- llvm.mlir.global, llvm.mlir.alias ----

// parseGlobalCommon is parseCommonGlobalAndAlias: the linkage (external
// when absent), visibility, thread_local and unnamed_addr keywords.
func parseGlobalCommon(p dialect.Parser, st *ast.CustomOp) {
	linkage := "external"
	if i := optionalKeyword(p, llvmLinkages); i >= 0 {
		linkage = llvmLinkages[i]
	}
	shared.SetProp(st, "linkage", llvmAttr("linkage", linkage))
	shared.SetProp(st, "visibility_", shared.I64Attr(max(optionalKeyword(p, llvmVisibilities), 0)))
	if p.ParseOptionalKeyword("thread_local") {
		shared.SetProp(st, "thread_local_", &ast.UnitAttr{})
	}
	shared.SetProp(st, "unnamed_addr", shared.I64Attr(max(optionalKeyword(p, llvmUnnamedAddrs), 0)))
}

// printGlobalCommon is printCommonGlobalAndAlias.
func printGlobalCommon(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" " + llvmAttrValue(shared.Prop(op, "linkage"), "linkage") + " ")
	if v := caseString(llvmVisibilities, shared.IntAttrValue(shared.Prop(op, "visibility_"), 0)); v != "" {
		p.WriteString(v + " ")
	}
	if shared.Prop(op, "thread_local_") != nil {
		p.WriteString("thread_local ")
	}
	if u := caseString(llvmUnnamedAddrs, shared.IntAttrValue(shared.Prop(op, "unnamed_addr"), 0)); u != "" {
		p.WriteString(u + " ")
	}
}

// llvmGlobal is llvm.mlir.global:
//
//	llvm.mlir.global linkage? visibility? thread_local? unnamed_addr? constant?
//	                 @name( value? ) (comdat(@c))? attr-dict? (: type)? ({ init })?
//
// A string global may leave its type out (!llvm.array<N x i8>).
type llvmGlobal struct{}

var llvmGlobalElided = []string{"sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr",
	"thread_local_", "visibility_", "comdat"}

func (llvmGlobal) Parse(p dialect.Parser, st *ast.CustomOp) error {
	parseGlobalCommon(p, st)
	if p.ParseOptionalKeyword("constant") {
		shared.SetProp(st, "constant", &ast.UnitAttr{})
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	shared.SetProp(st, "sym_name", &ast.StringAttr{Value: name})
	r := dialect.NewReader(p)
	r.Punct("(")
	var value ast.Attr
	if !r.OptionalPunct(")") {
		if value = r.Attribute(nil); value != nil {
			shared.SetProp(st, "value", value)
		}
		r.Punct(")")
	}
	readOptionalComdat(r, st)
	st.Attrs = r.OptionalAttrDict()
	var types []ast.Type
	if r.OptionalPunct(":") {
		types = r.Types()
	}
	if len(types) > 1 {
		r.Errorf(r.OpNamePos(), "expected zero or one type")
	}
	init := &ast.Region{}
	if len(types) == 0 {
		s, ok := value.(*ast.StringAttr)
		if !ok {
			r.Errorf(r.OpNamePos(), "type can only be omitted for string globals")
			return r.Err()
		}
		types = append(types, &ast.DialectType{Dialect: "llvm", Name: "array", Body: strconv.Itoa(len(s.Value)) + " x i8", HasBody: true})
	} else if reg := readOptionalRegion(r, []ast.BlockArg{}); reg != nil {
		init = reg
	}
	if r.Failed() {
		return r.Err()
	}
	shared.SetProp(st, "global_type", &ast.TypeAttr{Type: types[0]})
	st.Regions = [][]*ast.Region{{init}}
	return nil
}

// readOptionalRegion reads a region if one comes next (nil when none).
func readOptionalRegion(r *dialect.Reader, entryArgs []ast.BlockArg) *ast.Region {
	if r.Failed() {
		return nil
	}
	reg, ok, err := r.Parser().ParseOptionalRegion(entryArgs)
	if r.Fail(err) || !ok {
		return nil
	}
	return reg
}

func (llvmGlobal) Print(p dialect.Printer, op *ir.Operation) {
	printGlobalCommon(p, op)
	if shared.Prop(op, "constant") != nil {
		p.WriteString("constant ")
	}
	if name, ok := shared.Prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	p.WriteString("(")
	value := shared.Prop(op, "value")
	if value != nil {
		p.PrintAttribute(value)
	}
	p.WriteString(")")
	if c := shared.Prop(op, "comdat"); c != nil {
		p.WriteString(" comdat(")
		p.PrintAttribute(c)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), llvmGlobalElided)
	if _, isString := value.(*ir.StringAttr); isString {
		return
	}
	p.WriteString(" : ")
	if t, ok := shared.Prop(op, "global_type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	if len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 {
		p.WriteString(" ")
		p.PrintRegion(op.Regions[0], false, true, false)
	}
}

// llvmAlias is llvm.mlir.alias:
//
//	llvm.mlir.alias linkage? visibility? thread_local? unnamed_addr? @name attr-dict? : type { init }
type llvmAlias struct{}

var llvmAliasElided = []string{"sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_"}

func (llvmAlias) Parse(p dialect.Parser, st *ast.CustomOp) error {
	parseGlobalCommon(p, st)
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	shared.SetProp(st, "sym_name", &ast.StringAttr{Value: name})
	r := dialect.NewReader(p)
	st.Attrs = r.OptionalAttrDict()
	var types []ast.Type
	if r.OptionalPunct(":") {
		types = r.Types()
	}
	if len(types) > 1 {
		r.Errorf(r.OpNamePos(), "expected zero or one type")
	}
	init := r.Region([]ast.BlockArg{})
	if len(types) == 0 {
		// Unreachable for a case: mlir-opt 22 crashes on an alias
		// without a type (it reads the region first).
		r.Errorf(r.OpNamePos(), "expected a type")
	}
	if r.Failed() {
		return r.Err()
	}
	shared.SetProp(st, "alias_type", &ast.TypeAttr{Type: types[0]})
	st.Regions = [][]*ast.Region{{init}}
	return nil
}

func (llvmAlias) Print(p dialect.Printer, op *ir.Operation) {
	printGlobalCommon(p, op)
	if name, ok := shared.Prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), llvmAliasElided)
	p.WriteString(" : ")
	if t, ok := shared.Prop(op, "alias_type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	p.WriteString(" ")
	if len(op.Regions) > 0 {
		p.PrintRegion(op.Regions[0], false, true, false)
	}
}
