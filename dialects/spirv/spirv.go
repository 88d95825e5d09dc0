package spirv

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the spirv dialect's hand-written syntaxes (SPIRVOps.cpp,
// MemoryOps.cpp, ControlFlowOps.cpp, ArmGraphOps.cpp), its ImageOperands
// directive and result names; types.go has its types.

// Register registers what Go knows of the spirv dialect in h: its types,
// hand-written syntaxes, custom directives (ImageOperands, and
// spirv.Switch's SwitchOpCases, a copy of cf's upstream), the type
// transformers of its formats and result names.
func Register(h *registry.Hooks) {
	snippets(h)
	h.TypeSyntax("spirv", readType)
	h.AfterLoad(func(r *registry.Registry) { UseDefinitions(r.Dialect("spirv")) })

	h.Syntax("spirv.module", spirvModule{})
	h.Syntax("spirv.func", spirvFunc{control: true})
	h.Syntax("spirv.ARM.Graph", spirvFunc{})
	h.Syntax("spirv.GlobalVariable", spirvGlobalVariable{})
	h.Syntax("spirv.SpecConstant", spirvSpecConstant{})
	h.Syntax("spirv.SpecConstantComposite", spirvSpecConstantComposite{})
	h.Syntax("spirv.EXT.SpecConstantCompositeReplicate", spirvSpecConstantComposite{replicate: true})
	h.Syntax("spirv.EntryPoint", spirvEntryPoint{model: true})
	h.Syntax("spirv.ARM.GraphEntryPoint", spirvEntryPoint{})
	h.Syntax("spirv.ExecutionMode", spirvExecutionMode{})
	h.Syntax("spirv.Constant", spirvConstant{}).ResultNames = spirvConstantName
	h.Op("spirv.mlir.addressof").ResultNames = spirvAddressOfName
	h.Syntax("spirv.Variable", spirvVariable{})
	h.Syntax("spirv.Load", spirvLoad{})
	h.Syntax("spirv.Store", spirvStore{})
	h.Syntax("spirv.CopyMemory", spirvCopyMemory{})
	h.Syntax("spirv.INTEL.SubgroupBlockWrite", spirvBlockWrite{})
	h.Syntax("spirv.CompositeExtract", spirvCompositeExtract{})
	h.Syntax("spirv.CompositeInsert", spirvCompositeInsert{})
	for _, name := range []string{"spirv.GL.FClamp", "spirv.GL.Fma", "spirv.GL.SClamp", "spirv.GL.UClamp"} {
		h.Syntax(name, spirvSameTypeOp{})
	}
	for _, name := range []string{"spirv.IAddCarry", "spirv.ISubBorrow", "spirv.SMulExtended", "spirv.UMulExtended"} {
		h.Syntax(name, spirvExtendedBinary{})
	}
	h.Syntax("spirv.BranchConditional", spirvBranchConditional{})
	h.Syntax("spirv.mlir.loop", spirvStructured{control: "loop_control"})
	h.Syntax("spirv.mlir.selection", spirvStructured{control: "selection_control"})
	h.Syntax("spirv.SpecConstantOperation", spirvSpecConstantOperation{})

	h.Directive("spirv", "ImageOperands", spirvImageOperands)
	h.Directive("spirv", "SwitchOpCases", shared.SwitchOpCases)

	h.Transform("getUnaryOpResultType($_self)", unaryOpResultType)
	h.Transform("llvm::cast<PointerType>($_self).getPointeeType()", pointeeTransform)
	h.Transform("::llvm::cast<spirv::SampledImageType>($_self).getImageType()", imageOfSampled)

	verifiers(h)
}

// spirvAttr is the attribute #spirv.mnemonic<value>.
func spirvAttr(mnemonic, value string) ast.Attr {
	return &ast.DialectAttr{Dialect: "spirv", Name: mnemonic, Body: value, HasBody: true}
}

// spirvAttrValue is the value of an attribute #spirv.mnemonic<value>, or "".
func spirvAttrValue(a ir.Attribute, mnemonic string) string {
	if w, ok := enumWord(a, "spirv", mnemonic); ok {
		return w
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "spirv" {
		return ""
	}
	v, ok := strings.CutPrefix(o.Data, mnemonic+"<")
	if !ok {
		return ""
	}
	return strings.TrimSuffix(v, ">")
}

// addAttr appends a discardable attribute to the op's dictionary.
func addAttr(st *ast.CustomOp, name string, v ast.Attr) {
	if st.Attrs == nil {
		st.Attrs = &ast.DictAttr{}
	}
	st.Attrs.Entries = append(st.Attrs.Entries, ast.NamedAttr{Name: name, Value: v})
}

// mergeAttrDict appends the entries of d to the op's dictionary.
func mergeAttrDict(st *ast.CustomOp, d *ast.DictAttr) {
	if d == nil {
		return
	}
	if st.Attrs == nil {
		st.Attrs = d
		return
	}
	st.Attrs.Entries = append(st.Attrs.Entries, d.Entries...)
}

// parseEnumStr is parseEnumStrAttr: the enum case written as a string.
func parseEnumStr(p dialect.Parser, attrName string) (string, ast.Pos, error) {
	pos := p.Pos()
	if s, ok := p.ParseOptionalString(); ok {
		return s, pos, nil
	}
	a, err := p.ParseAttribute(&ast.NamedType{Name: "none"})
	if err != nil {
		return "", pos, err
	}
	if s, ok := a.(*ast.StringAttr); ok {
		return s.Value, pos, nil
	}
	return "", pos, p.Errorf(pos, "expected %s attribute specified as string", attrName)
}

// parseEnumKeyword is parseEnumKeywordAttr: the enum case as a keyword.
func parseEnumKeyword(p dialect.Parser) (string, error) {
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordOf(nil)
	if !ok {
		return "", p.Errorf(pos, "expected valid keyword")
	}
	return kw, nil
}

// i32Attr is `n : i32`.
func i32Attr(text string) ast.Attr {
	return &ast.IntegerAttr{Text: text, Type: &ast.IntegerType{Width: 32}}
}

// parseI32 parses an integer attribute of implied type i32.
func parseI32(p dialect.Parser) (ast.Attr, error) {
	a, err := parseAttrOf[*ast.IntegerAttr](p, &ast.IntegerType{Width: 32})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// parseI32Pair reads two i32 integers, a comma between them, then close
// (`bind(set, binding)`, branch weights `[t, f]`).
func parseI32Pair(p dialect.Parser, close string) (a, b ast.Attr, err error) {
	if a, err = parseI32(p); err != nil {
		return nil, nil, err
	}
	if err = p.ParsePunct(","); err != nil {
		return nil, nil, err
	}
	if b, err = parseI32(p); err != nil {
		return nil, nil, err
	}
	if err = p.ParsePunct(close); err != nil {
		return nil, nil, err
	}
	return a, b, nil
}

// ---- spirv.module ----

// spirvModule is spirv.module:
//
//	spirv.module @name? AddressingModel MemoryModel (requires #spirv.vce<...>)?
//	             (attributes {...})? { body }
type spirvModule struct{}

func (spirvModule) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if name, ok := p.ParseOptionalSymbolName(); ok {
		setProp(st, "sym_name", &ast.StringAttr{Value: name})
	}
	addr, err := parseEnumKeyword(p)
	if err != nil {
		return err
	}
	mem, err := parseEnumKeyword(p)
	if err != nil {
		return err
	}
	setProp(st, "addressing_model", spirvAttr("addressing_model", addr))
	setProp(st, "memory_model", spirvAttr("memory_model", mem))
	if p.ParseOptionalKeyword("requires") {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		setProp(st, "vce_triple", a)
	}
	if st.Attrs, err = p.ParseOptionalAttrDictWithKeyword(); err != nil {
		return err
	}
	body, err := p.ParseRegion([]ast.BlockArg{})
	if err != nil {
		return err
	}
	if len(body.Blocks) == 0 {
		body.Blocks = append(body.Blocks, &ast.Block{Pos: body.RBrace})
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (spirvModule) Print(p dialect.Printer, op *ir.Operation) {
	if name, ok := prop(op, "sym_name").(*ir.StringAttr); ok {
		p.WriteString(" ")
		p.PrintSymbolName(name.Value)
	}
	p.WriteString(" " + spirvAttrValue(prop(op, "addressing_model"), "addressing_model") +
		" " + spirvAttrValue(prop(op, "memory_model"), "memory_model"))
	if v := prop(op, "vce_triple"); v != nil {
		p.WriteString(" requires ")
		p.PrintAttribute(v)
	}
	p.PrintOptionalAttrDictWithKeyword(allAttrs(op), []string{"addressing_model", "memory_model", "sym_name", "vce_triple"})
	p.WriteString(" ")
	if len(op.Regions) > 0 {
		p.PrintRegion(op.Regions[0], true, true, false)
	}
}

// ---- spirv.func, spirv.ARM.Graph ----

// spirvFunc is spirv.func (control set) and spirv.ARM.Graph:
//
//	spirv.func @name(args) (-> results)? "Control" (attributes {...})? ({ body })?
type spirvFunc struct{ control bool }

func (s spirvFunc) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	setProp(st, "sym_name", &ast.StringAttr{Value: name})
	sig, err := shared.ParseFunctionSignature(p, false)
	if err != nil {
		return err
	}
	setProp(st, "function_type", &ast.TypeAttr{Type: &ast.FunctionType{Inputs: sig.ArgTypes, Results: sig.ResTypes}})
	if s.control {
		control, _, err := parseEnumStr(p, "function_control")
		if err != nil {
			return err
		}
		setProp(st, "function_control", spirvAttr("function_control", control))
	}
	if st.Attrs, err = p.ParseOptionalAttrDictWithKeyword(); err != nil {
		return err
	}
	sig.SetAttrProps(st)
	body, err := sig.ParseOptionalBody(p)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (s spirvFunc) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if name, ok := prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	fn := &ir.FunctionType{}
	if t, ok := prop(op, "function_type").(*ir.TypeAttr); ok {
		if f, ok := t.Type.(*ir.FunctionType); ok {
			fn = f
		}
	}
	var body *ir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
	}
	argAttrs, _ := prop(op, "arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := prop(op, "res_attrs").(*ir.ArrayAttr)
	shared.PrintFunctionSignature(p, fn, body, argAttrs, resAttrs, false)
	if s.control {
		p.WriteString(` "` + spirvAttrValue(prop(op, "function_control"), "function_control") + `"`)
	}
	p.PrintOptionalAttrDictWithKeyword(allAttrs(op), []string{"function_control", "function_type", "arg_attrs", "res_attrs", "sym_name"})
	if body != nil && len(body.Blocks) > 0 {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// ---- Module-level declarations ----

// spirvGlobalVariable is spirv.GlobalVariable:
//
//	spirv.GlobalVariable @name (initializer(@init))? decorations : !spirv.ptr<...>
//
// the decorations `bind(set, binding)` or `built_in("Name")`, then an
// attribute dictionary.
type spirvGlobalVariable struct{}

func (spirvGlobalVariable) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	setProp(st, "sym_name", &ast.StringAttr{Value: name})
	if p.ParseOptionalKeyword("initializer") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		setProp(st, "initializer", a)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := parseVariableDecorations(p, st, setProp); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if !isSPIRVPtrAST(t) {
		return p.Errorf(pos, "expected spirv.ptr type")
	}
	setProp(st, "type", &ast.TypeAttr{Type: t})
	return nil
}

// isSPIRVPtrAST reports whether a type as written may be a !spirv.ptr
// (aliases may).
func isSPIRVPtrAST(t ast.Type) bool {
	switch t := t.(type) {
	case *ast.DialectType:
		return t.Dialect == "spirv" && t.Name == "ptr"
	case *ast.AliasType:
		return true
	}
	return false
}

// parseVariableDecorations parses `bind(set, binding)` or
// `built_in("Name")`, then an optional attribute dictionary; set records
// the decorations (inherent attributes of GlobalVariable, discardable ones
// of Variable).
func parseVariableDecorations(p dialect.Parser, st *ast.CustomOp, set func(*ast.CustomOp, string, ast.Attr)) error {
	switch {
	case p.ParseOptionalKeyword("bind"):
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		ds, b, err := parseI32Pair(p, ")")
		if err != nil {
			return err
		}
		set(st, "descriptor_set", ds)
		set(st, "binding", b)
	case p.ParseOptionalKeyword("built_in"):
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		a, err := parseAttrOf[*ast.StringAttr](p, nil)
		if err != nil {
			return err
		}
		set(st, "built_in", a)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	d, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	mergeAttrDict(st, d)
	return nil
}

// printVariableDecorations is spirv::printVariableDecorations: ` bind(s, b)`
// when both are set, ` built_in("X")`, then the attribute dictionary.
func printVariableDecorations(p dialect.Printer, op *ir.Operation, elided []string) {
	attrs := allAttrs(op)
	get := func(name string) ir.Attribute {
		for _, a := range attrs {
			if a.Name == name {
				return a.Value
			}
		}
		return nil
	}
	ds, okDS := get("descriptor_set").(*ir.IntegerAttr)
	b, okB := get("binding").(*ir.IntegerAttr)
	if okDS && okB {
		elided = append(elided, "descriptor_set", "binding")
		p.WriteString(" bind(" + ds.Value.String() + ", " + b.Value.String() + ")")
	}
	if s, ok := get("built_in").(*ir.StringAttr); ok {
		p.WriteString(` built_in("` + s.Value + `")`)
		elided = append(elided, "built_in")
	}
	p.PrintOptionalAttrDict(attrs, elided)
}

func (spirvGlobalVariable) Print(p dialect.Printer, op *ir.Operation) {
	elided := []string{"storage_class", "sym_name", "type"}
	p.WriteString(" ")
	if name, ok := prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	if init := prop(op, "initializer"); init != nil {
		p.WriteString(" initializer(")
		p.PrintAttribute(init)
		p.WriteString(")")
		elided = append(elided, "initializer")
	}
	printVariableDecorations(p, op, elided)
	p.WriteString(" : ")
	if t, ok := prop(op, "type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
}

// spirvSpecConstant is spirv.SpecConstant:
//
//	spirv.SpecConstant @name (spec_id(N))? = value
//
// spec_id is a discardable i64 attribute.
type spirvSpecConstant struct{}

func (spirvSpecConstant) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	setProp(st, "sym_name", &ast.StringAttr{Value: name})
	if p.ParseOptionalKeyword("spec_id") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		a, err := parseAttrOf[*ast.IntegerAttr](p, nil)
		if err != nil {
			return err
		}
		addAttr(st, "spec_id", a)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	setProp(st, "default_value", v)
	return nil
}

func (spirvSpecConstant) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if name, ok := prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	if id, ok := attrOf(op, "spec_id").(*ir.IntegerAttr); ok {
		p.WriteString(" spec_id(" + strconv.FormatInt(id.Int64(), 10) + ")")
	}
	p.WriteString(" = ")
	if v := prop(op, "default_value"); v != nil {
		p.PrintAttribute(v)
	}
}

// spirvSpecConstantComposite is spirv.SpecConstantComposite and
// spirv.EXT.SpecConstantCompositeReplicate:
//
//	spirv.SpecConstantComposite @name (@a, @b) : type
//	spirv.EXT.SpecConstantCompositeReplicate @name (@a) : type
type spirvSpecConstantComposite struct{ replicate bool }

func (s spirvSpecConstantComposite) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	setProp(st, "sym_name", &ast.StringAttr{Value: name})
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var refs []ast.Attr
	for {
		a, err := parseAttrOf[*ast.SymbolRefAttr](p, nil)
		if err != nil {
			return err
		}
		refs = append(refs, a)
		if s.replicate || !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if s.replicate {
		setProp(st, "constituent", refs[0])
	} else {
		setProp(st, "constituents", &ast.ArrayAttr{Elems: refs})
	}
	setProp(st, "type", &ast.TypeAttr{Type: t})
	return nil
}

func (s spirvSpecConstantComposite) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if name, ok := prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	p.WriteString(" (")
	if s.replicate {
		if c := prop(op, "constituent"); c != nil {
			p.PrintAttribute(c)
		}
	} else if a, ok := prop(op, "constituents").(*ir.ArrayAttr); ok {
		for i, e := range a.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(e)
		}
	}
	p.WriteString(") : ")
	if t, ok := prop(op, "type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
}

// spirvEntryPoint is spirv.EntryPoint (model set) and spirv.ARM.GraphEntryPoint:
//
//	spirv.EntryPoint "GLCompute" @fn, @var, ...
//	spirv.ARM.GraphEntryPoint @graph, @var, ...
type spirvEntryPoint struct{ model bool }

func (s spirvEntryPoint) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if s.model {
		model, _, err := parseEnumStr(p, "execution_model")
		if err != nil {
			return err
		}
		setProp(st, "execution_model", spirvAttr("execution_model", model))
	}
	pos := p.Pos()
	fn, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	// FlatSymbolRefAttrs: a nested reference is of another kind.
	if ref, ok := fn.(*ast.SymbolRefAttr); !ok || len(ref.Nested) != 0 {
		return p.Errorf(pos, "invalid kind of attribute specified")
	}
	setProp(st, "fn", fn)
	vars := &ast.ArrayAttr{}
	for p.ParseOptionalPunct(",") {
		pos := p.Pos()
		v, err := parseAttrOf[*ast.SymbolRefAttr](p, nil)
		if err != nil {
			return err
		}
		if len(v.Nested) != 0 {
			return p.Errorf(pos, "invalid kind of attribute specified")
		}
		vars.Elems = append(vars.Elems, v)
	}
	setProp(st, "interface", vars)
	return nil
}

func (s spirvEntryPoint) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if s.model {
		p.WriteString(`"` + spirvAttrValue(prop(op, "execution_model"), "execution_model") + `" `)
	}
	if fn := prop(op, "fn"); fn != nil {
		p.PrintAttribute(fn)
	}
	if a, ok := prop(op, "interface").(*ir.ArrayAttr); ok && len(a.Elems) > 0 {
		p.WriteString(", ")
		for i, e := range a.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(e)
		}
	}
}

// spirvExecutionMode is spirv.ExecutionMode:
//
//	spirv.ExecutionMode @fn "LocalSize", 32, 1, 1
type spirvExecutionMode struct{}

func (spirvExecutionMode) Parse(p dialect.Parser, st *ast.CustomOp) error {
	fn, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	setProp(st, "fn", fn)
	mode, _, err := parseEnumStr(p, "execution_mode")
	if err != nil {
		return err
	}
	setProp(st, "execution_mode", spirvAttr("execution_mode", mode))
	values := &ast.ArrayAttr{}
	for p.ParseOptionalPunct(",") {
		v, err := parseI32(p)
		if err != nil {
			return err
		}
		values.Elems = append(values.Elems, v)
	}
	setProp(st, "values", values)
	return nil
}

func (spirvExecutionMode) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if fn := prop(op, "fn"); fn != nil {
		p.PrintAttribute(fn)
	}
	p.WriteString(` "` + spirvAttrValue(prop(op, "execution_mode"), "execution_mode") + `"`)
	if a, ok := prop(op, "values").(*ir.ArrayAttr); ok && len(a.Elems) > 0 {
		p.WriteString(", ")
		for i, e := range a.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			if v, ok := e.(*ir.IntegerAttr); ok {
				p.WriteString(strconv.FormatInt(v.Int64(), 10))
			}
		}
	}
}

// ---- Constants ----

// spirvConstant is spirv.Constant:
//
//	spirv.Constant value (: type)?
//
// the type given by a typed value, written after an untyped one or a
// tensor-typed one; printed only for an array.
type spirvConstant struct{}

func (spirvConstant) Parse(p dialect.Parser, st *ast.CustomOp) error {
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	setProp(st, "value", v)
	t := typedAttrType(v)
	if t == nil || isTensorAST(t) {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

// typedAttrType is the type of an attribute as written, nil when it has
// none (an array, a unit, ...).
func typedAttrType(a ast.Attr) ast.Type {
	switch a := a.(type) {
	case *ast.IntegerAttr:
		if a.Type == nil {
			return &ast.IntegerType{Width: 64}
		}
		return a.Type
	case *ast.FloatAttr:
		if a.Type == nil {
			return &ast.NamedType{Name: "f64"}
		}
		return a.Type
	case *ast.BoolAttr:
		return &ast.IntegerType{Width: 1}
	case *ast.DenseAttr:
		return a.Type
	case *ast.SparseAttr:
		return a.Type
	case *ast.DenseResourceAttr:
		return a.Type
	case *ast.StringAttr:
		return a.Type
	}
	return nil
}

func isTensorAST(t ast.Type) bool {
	_, ok := t.(*ast.TensorType)
	return ok
}

func (spirvConstant) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if v := prop(op, "value"); v != nil {
		p.PrintAttribute(v)
	}
	if len(op.Results) > 0 {
		if ofKind(op.Results[0].Type(), "array") != nil {
			p.WriteString(" : ")
			p.PrintType(op.Results[0].Type())
		}
	}
}

// spirvConstantName is spirv.Constant's result name: %true/%false, %cst42_i32,
// %cst_f32, %cst_vec_4xf32, else %cst.
func spirvConstantName(op *ir.Operation, set func(int, string)) {
	if len(op.Results) == 0 {
		return
	}
	t := op.Results[0].Type()
	name := "cst"
	it, isInt := t.(*ir.IntegerType)
	if v, ok := prop(op, "value").(*ir.IntegerAttr); ok && isInt {
		if it.Width == 1 {
			if v.Value.Sign() != 0 {
				set(0, "true")
			} else {
				set(0, "false")
			}
			return
		}
		name += v.Value.String()
	}
	if _, isFloat := t.(*ir.FloatType); isInt || isFloat {
		name += "_" + ir.TypeString(t)
	}
	if v, ok := t.(*ir.VectorType); ok && len(v.Shape) > 0 {
		name += "_vec_" + strconv.FormatInt(v.Shape[0], 10)
		switch v.Elem.(type) {
		case *ir.IntegerType, *ir.FloatType:
			name += "x" + ir.TypeString(v.Elem)
		}
	}
	set(0, name)
}

// spirvAddressOfName is spirv.mlir.addressof's result name: %<var>_addr.
func spirvAddressOfName(op *ir.Operation, set func(int, string)) {
	if len(op.Results) == 0 {
		return
	}
	if v, ok := prop(op, "variable").(*ir.SymbolRefAttr); ok {
		set(0, v.Root+"_addr")
	}
}

// ---- Memory ----

// spirvVariable is spirv.Variable:
//
//	spirv.Variable (init(%v))? decorations : !spirv.ptr<T, Function>
//
// the storage class taken from the pointer type.
type spirvVariable struct{}

func (spirvVariable) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var init []ast.ValueUse
	if p.ParseOptionalKeyword("init") {
		u, err := shared.ParseParenOperand(p)
		if err != nil {
			return err
		}
		init = append(init, u)
	}
	if err := parseVariableDecorations(p, st, addAttr); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	rt, err := p.ResolveTypeAlias(t) // a type alias defined earlier
	if err != nil {
		return err
	}
	d, ok := rt.(*ast.DialectType)
	if !ok || d.Dialect != "spirv" || d.Name != "ptr" {
		return p.Errorf(pos, "expected spirv.ptr type")
	}
	elem, sc, err := splitSPIRVPtr(p, d.Body)
	if err != nil {
		return p.Errorf(pos, "%v", err)
	}
	setProp(st, "storage_class", spirvAttr("storage_class", sc))
	st.Operands = [][]ast.ValueUse{init}
	if init != nil {
		st.OperandTypes = [][]ast.Type{{elem}}
	} else {
		st.OperandTypes = [][]ast.Type{{}}
	}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

// splitSPIRVPtr splits the body of a !spirv.ptr written in the source into
// its pointee type and storage class.
func splitSPIRVPtr(p dialect.Parser, body string) (ast.Type, string, error) {
	i := strings.LastIndexByte(body, ',')
	if i < 0 {
		return nil, "", fmt.Errorf("expected ','")
	}
	elem, err := astTypeOf(p, strings.TrimSpace(body[:i]))
	if err != nil {
		return nil, "", err
	}
	return elem, strings.TrimSpace(body[i+1:]), nil
}

func (spirvVariable) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 0 {
		p.WriteString(" init(")
		p.PrintOperand(op.Operands[0])
		p.WriteString(")")
	}
	printVariableDecorations(p, op, []string{"storage_class"})
	p.WriteString(" : ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}

// parseMemoryAccess is parseMemoryAccessAttributes: `(["Access"(, align)?])?`
// into the attributes access and align.
func parseMemoryAccess(p dialect.Parser, st *ast.CustomOp, access, align string) error {
	if !p.ParseOptionalPunct("[") {
		return nil
	}
	v, _, err := parseEnumStr(p, access)
	if err != nil {
		return err
	}
	setProp(st, access, spirvAttr("memory_access", v))
	if hasFlag(v, "Aligned") {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		a, err := parseI32(p)
		if err != nil {
			return err
		}
		setProp(st, align, a)
	}
	return p.ParsePunct("]")
}

// hasFlag reports whether a bit enum's spelling `A|B` holds flag.
func hasFlag(v, flag string) bool {
	for _, f := range strings.Split(v, "|") {
		if strings.TrimSpace(f) == flag {
			return true
		}
	}
	return false
}

// printMemoryAccess prints ` ["Access"(, align)?]` and returns the
// attributes it printed.
func printMemoryAccess(p dialect.Printer, op *ir.Operation, access, align string) []string {
	v := spirvAttrValue(prop(op, access), "memory_access")
	if v == "" {
		return nil
	}
	printed := []string{access}
	p.WriteString(` ["` + v + `"`)
	if hasFlag(v, "Aligned") {
		if a, ok := prop(op, align).(*ir.IntegerAttr); ok {
			printed = append(printed, align)
			p.WriteString(", " + a.Value.String())
		}
	}
	p.WriteString("]")
	return printed
}

// spirvPtrTypeAST is !spirv.ptr<elem, storageClass> as written.
func spirvPtrTypeAST(elem ast.Type, sc string) ast.Type {
	return &ast.DialectType{Dialect: "spirv", Name: "ptr", Body: dialect.ASTTypeString(elem) + ", " + sc, HasBody: true}
}

// storageClassOf is the storage class of a !spirv.ptr value.
func storageClassOf(v ir.Value) string {
	_, sc, _ := pointee(v.Type())
	return sc
}

// pointeeText is the pointee type of a !spirv.ptr value, as printed.
func pointeeText(v ir.Value) string {
	t, _, ok := pointee(v.Type())
	if !ok || t == nil {
		return ""
	}
	return ir.TypeString(t)
}

// spirvLoad is spirv.Load:
//
//	spirv.Load "StorageClass" %ptr (["Access", align])? attr-dict? : T
type spirvLoad struct{}

func (spirvLoad) Parse(p dialect.Parser, st *ast.CustomOp) error {
	sc, _, err := parseEnumStr(p, "storage_class")
	if err != nil {
		return err
	}
	ptr, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseMemoryAccess(p, st, "memory_access", "alignment"); err != nil {
		return err
	}
	d, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	mergeAttrDict(st, d)
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{ptr}}
	st.OperandTypes = [][]ast.Type{{spirvPtrTypeAST(t, sc)}}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

func (spirvLoad) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(` "` + storageClassOf(op.Operands[0]) + `" `)
	p.PrintOperand(op.Operands[0])
	elided := printMemoryAccess(p, op, "memory_access", "alignment")
	p.PrintOptionalAttrDict(allAttrs(op), append(elided, "storage_class"))
	p.WriteString(" : ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}

// spirvStore is spirv.Store:
//
//	spirv.Store "StorageClass" %ptr, %value (["Access", align])? : T attr-dict?
type spirvStore struct{}

func (spirvStore) Parse(p dialect.Parser, st *ast.CustomOp) error {
	sc, _, err := parseEnumStr(p, "storage_class")
	if err != nil {
		return err
	}
	ops, err := parseBareOperands(p, 2)
	if err != nil {
		return err
	}
	if err := parseMemoryAccess(p, st, "memory_access", "alignment"); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{ops[0]}, {ops[1]}}
	st.OperandTypes = [][]ast.Type{{spirvPtrTypeAST(t, sc)}, {t}}
	return nil
}

func (spirvStore) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(` "` + storageClassOf(op.Operands[0]) + `" `)
	p.PrintOperand(op.Operands[0])
	p.WriteString(", ")
	p.PrintOperand(op.Operands[1])
	elided := printMemoryAccess(p, op, "memory_access", "alignment")
	p.WriteString(" : ")
	p.PrintType(op.Operands[1].Type())
	p.PrintOptionalAttrDict(allAttrs(op), append(elided, "storage_class"))
}

// spirvCopyMemory is spirv.CopyMemory:
//
//	spirv.CopyMemory "SC" %target, "SC" %source (["Access"])? (, ["Access"])? : T attr-dict?
//
// printed with two spaces before each storage class and a comma before
// the source's memory access even when there is none.
type spirvCopyMemory struct{}

func (spirvCopyMemory) Parse(p dialect.Parser, st *ast.CustomOp) error {
	tsc, _, err := parseEnumStr(p, "storage_class")
	if err != nil {
		return err
	}
	target, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	ssc, _, err := parseEnumStr(p, "storage_class")
	if err != nil {
		return err
	}
	source, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := parseMemoryAccess(p, st, "memory_access", "alignment"); err != nil {
		return err
	}
	if p.ParseOptionalPunct(",") {
		if err := parseMemoryAccess(p, st, "source_memory_access", "source_alignment"); err != nil {
			return err
		}
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	d, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	mergeAttrDict(st, d)
	st.Operands = [][]ast.ValueUse{{target}, {source}}
	st.OperandTypes = [][]ast.Type{{spirvPtrTypeAST(t, tsc)}, {spirvPtrTypeAST(t, ssc)}}
	return nil
}

func (spirvCopyMemory) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(`  "` + storageClassOf(op.Operands[0]) + `" `)
	p.PrintOperand(op.Operands[0])
	p.WriteString(`,  "` + storageClassOf(op.Operands[1]) + `" `)
	p.PrintOperand(op.Operands[1])
	elided := printMemoryAccess(p, op, "memory_access", "alignment")
	p.WriteString(", ")
	elided = append(elided, printMemoryAccess(p, op, "source_memory_access", "source_alignment")...)
	p.PrintOptionalAttrDict(allAttrs(op), append(elided, "storage_class"))
	p.WriteString(" : " + pointeeText(op.Operands[0]))
}

// spirvBlockWrite is spirv.INTEL.SubgroupBlockWrite:
//
//	spirv.INTEL.SubgroupBlockWrite "StorageClass" %ptr, %value : T
//
// printed without the storage class (mlir-opt's output does not parse).
type spirvBlockWrite struct{}

func (spirvBlockWrite) Parse(p dialect.Parser, st *ast.CustomOp) error {
	sc, _, err := parseEnumStr(p, "storage_class")
	if err != nil {
		return err
	}
	ops, err := parseBareOperands(p, 2)
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	elem := t
	if v, ok := t.(*ast.VectorType); ok {
		elem = v.Elem
	}
	st.Operands = [][]ast.ValueUse{{ops[0]}, {ops[1]}}
	st.OperandTypes = [][]ast.Type{{spirvPtrTypeAST(elem, sc)}, {t}}
	return nil
}

func (spirvBlockWrite) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(", ")
	p.PrintOperand(op.Operands[1])
	p.WriteString(" : ")
	p.PrintType(op.Operands[1].Type())
}

// parseBareOperands is parseOperandList(operands, n) without delimiters:
// exactly n operands ("expected N operands" at the list's start).
func parseBareOperands(p dialect.Parser, n int) ([]ast.ValueUse, error) {
	pos := p.Pos()
	ops, err := parseBareOperandList(p)
	if err != nil {
		return nil, err
	}
	if len(ops) != n {
		return nil, p.Errorf(pos, "expected %d operands", n)
	}
	return ops, nil
}

// ---- Composites and arithmetic ----

// spirvCompositeExtract is spirv.CompositeExtract:
//
//	spirv.CompositeExtract %v[1 : i32, 2 : i32] : composite-type
//
// the result type the element at the indices.
type spirvCompositeExtract struct{}

func (spirvCompositeExtract) Parse(p dialect.Parser, st *ast.CustomOp) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrPos := p.Pos()
	indices, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	setProp(st, "indices", indices)
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	rt, err := p.ResolveTypeAlias(t) // a type alias defined earlier
	if err != nil {
		return err
	}
	elem, err := spirvElementType(p, rt, indices)
	if err != nil {
		return p.Errorf(attrPos, "%v", err)
	}
	st.Operands = [][]ast.ValueUse{{v}}
	st.OperandTypes = [][]ast.Type{{t}}
	st.ResultTypes = [][]ast.Type{{elem}}
	return nil
}

func (spirvCompositeExtract) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	if ind := prop(op, "indices"); ind != nil {
		p.PrintAttribute(ind)
	}
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

// spirvElementType is the type at the indices of a composite type as
// written (getElementType), with mlir-opt's messages.
func spirvElementType(p dialect.Parser, t ast.Type, indices ast.Attr) (ast.Type, error) {
	arr, ok := indices.(*ast.ArrayAttr)
	if !ok {
		return nil, fmt.Errorf("expected a 32-bit integer array attribute for 'indices'")
	}
	if len(arr.Elems) == 0 {
		return nil, fmt.Errorf("expected at least one index for spirv.CompositeExtract")
	}
	for _, e := range arr.Elems {
		ia, ok := e.(*ast.IntegerAttr)
		if !ok {
			return nil, fmt.Errorf("expected an 32-bit integer for index, but found '%s'", attrText(e))
		}
		idx, err := strconv.ParseInt(ia.Text, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("expected an 32-bit integer for index, but found '%s'", ia.Text)
		}
		next, err := spirvComponent(p, t, idx)
		if err != nil {
			return nil, err
		}
		t = next
	}
	return t, nil
}

// attrText spells a small attribute for a message.
func attrText(a ast.Attr) string {
	switch a := a.(type) {
	case *ast.StringAttr:
		return ir.Quote(a.Value)
	case *ast.FloatAttr:
		return a.Text
	}
	return fmt.Sprintf("%T", a)
}

// spirvComponent is the type of component idx of a composite type as
// written: a vector's element, an array's, a struct's member, a matrix's
// column.
func spirvComponent(p dialect.Parser, t ast.Type, idx int64) (ast.Type, error) {
	switch t := t.(type) {
	case *ast.VectorType:
		n := int64(1)
		for _, d := range t.Dims {
			n *= d.Size
		}
		if idx < 0 || idx >= n {
			return nil, fmt.Errorf("index %d out of bounds for '%s'", idx, dialect.ASTTypeString(t))
		}
		return t.Elem, nil
	case *ast.DialectType:
		if t.Dialect != "spirv" {
			break
		}
		data := t.Name + "<" + t.Body + ">"
		switch t.Name {
		case "array", "matrix", "rtarray", "struct", "coopmatrix":
			elems, count, err := spirvComposite(data)
			if err != nil {
				return nil, err
			}
			if count >= 0 && (idx < 0 || idx >= count) {
				return nil, fmt.Errorf("index %d out of bounds for '%s'", idx, dialect.ASTTypeString(t))
			}
			e := elems[0]
			if t.Name == "struct" {
				e = elems[idx]
			}
			return astTypeOf(p, e)
		}
	case *ast.AliasType:
		// An alias inside a composite's text (`!spirv.array<4 x !m>`).
		r, err := p.ResolveTypeAlias(t)
		if err != nil {
			return nil, err
		}
		return spirvComponent(p, r, idx)
	}
	return nil, fmt.Errorf("cannot extract from non-composite type '%s' with index %d", dialect.ASTTypeString(t), idx)
}

// spirvComposite reads a composite SPIR-V type as written: its element
// types (a struct's members) and element count (-1 when not known).
func spirvComposite(data string) ([]string, int64, error) {
	p := &typeParser{TypeScanner: shared.TypeScanner{Src: data}}
	kw, _ := p.Keyword()
	if err := p.Expect("<"); err != nil {
		return nil, 0, err
	}
	switch kw {
	case "array", "matrix":
		n, err := p.dimension()
		if err != nil {
			return nil, 0, err
		}
		elem, err := p.nestedType()
		if err != nil {
			return nil, 0, err
		}
		count := int64(-1)
		if n.IsInt64() {
			count = n.Int64()
		}
		return []string{elem.text}, count, nil
	case "rtarray":
		elem, err := p.nestedType()
		return []string{elem.text}, -1, err
	case "coopmatrix":
		if _, err := p.dimension(); err != nil {
			return nil, 0, err
		}
		if _, err := p.dimension(); err != nil {
			return nil, 0, err
		}
		elem, err := p.nestedType()
		return []string{elem.text}, -1, err
	case "struct":
		save := p.Pos
		if id, ok := p.Keyword(); ok {
			if err := p.Expect(","); err != nil {
				return nil, 0, err
			}
			p.structs = append(p.structs, id)
		} else {
			p.Pos = save
		}
		if err := p.Expect("("); err != nil {
			return nil, 0, err
		}
		var elems []string
		if !p.Optional(")") {
			for {
				e, err := p.nestedType()
				if err != nil {
					return nil, 0, err
				}
				elems = append(elems, e.text)
				if p.Optional("[") {
					for !p.Optional("]") && p.Pos < len(p.Src) {
						p.Pos++
					}
				}
				if !p.Optional(",") {
					break
				}
			}
		}
		return elems, int64(len(elems)), nil
	}
	return nil, 0, fmt.Errorf("unknown SPIR-V type: %s", kw)
}

// astTypeOf parses a type written as text.
func astTypeOf(p dialect.Parser, text string) (ast.Type, error) {
	a, err := p.ParseAttrText(text)
	if err != nil {
		return nil, err
	}
	ta, ok := a.(*ast.TypeAttr)
	if !ok {
		return nil, fmt.Errorf("expected type")
	}
	return ta.Type, nil
}

// spirvCompositeInsert is spirv.CompositeInsert:
//
//	spirv.CompositeInsert %obj, %v[0 : i32] : T into composite-type
type spirvCompositeInsert struct{}

func (spirvCompositeInsert) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ops, err := parseBareOperands(p, 2)
	if err != nil {
		return err
	}
	indices, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	setProp(st, "indices", indices)
	objType, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	compType, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{ops[0]}, {ops[1]}}
	st.OperandTypes = [][]ast.Type{{objType}, {compType}}
	st.ResultTypes = [][]ast.Type{{compType}}
	return nil
}

func (spirvCompositeInsert) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(", ")
	p.PrintOperand(op.Operands[1])
	if ind := prop(op, "indices"); ind != nil {
		p.PrintAttribute(ind)
	}
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(" into ")
	p.PrintType(op.Operands[1].Type())
}

// spirvSameTypeOp is parseOneResultSameOperandTypeOp / printOneResultOp
// (spirv.GL.FClamp, Fma, SClamp, UClamp):
//
//	spirv.GL.Fma %a, %b, %c attr-dict? : T
//	spirv.GL.Fma(%a, %b, %c) attr-dict? : (T1, T2, T3) -> R
type spirvSameTypeOp struct{}

func (spirvSameTypeOp) Parse(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.Pos()
	var ops []ast.ValueUse
	var err error
	paren := p.Peek("(")
	if paren {
		ops, err = dialect.ParseOperandList(p, dialect.Paren, -1)
	} else {
		ops, err = parseBareOperandList(p)
	}
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	st.Operands = make([][]ast.ValueUse, len(ops))
	st.OperandTypes = make([][]ast.Type, len(ops))
	if paren {
		ft, ok := t.(*ast.FunctionType)
		if !ok {
			return p.Errorf(pos, "expected function type")
		}
		if len(ft.Inputs) != len(ops) {
			return p.Errorf(pos, "number of operands and types do not match: got %d operands and %d types", len(ops), len(ft.Inputs))
		}
		for i, u := range ops {
			st.Operands[i], st.OperandTypes[i] = []ast.ValueUse{u}, []ast.Type{ft.Inputs[i]}
		}
		st.ResultTypes = [][]ast.Type{ft.Results}
		return nil
	}
	for i, u := range ops {
		st.Operands[i], st.OperandTypes[i] = []ast.ValueUse{u}, []ast.Type{t}
	}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

func (spirvSameTypeOp) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Results) != 1 {
		return
	}
	rt := op.Results[0].Type()
	for _, v := range op.Operands {
		if v.Type() != rt {
			p.WriteString("(")
			p.PrintOperands(op.Operands)
			p.WriteString(")")
			p.PrintOptionalAttrDict(allAttrs(op), nil)
			p.WriteString(" : ")
			shared.PrintFunctionalType(p, shared.ValueTypes(op.Operands), shared.ResultTypes(op))
			return
		}
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.PrintOptionalAttrDict(allAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(rt)
}

// spirvExtendedBinary is parseArithmeticExtendedBinaryOp (IAddCarry,
// ISubBorrow, SMulExtended, UMulExtended):
//
//	spirv.IAddCarry attr-dict? %a, %b : !spirv.struct<(T, T)>
//
// the operands of the struct's first member type.
type spirvExtendedBinary struct{}

func (spirvExtendedBinary) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var err error
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	ops, err := parseBareOperandList(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	d, ok := t.(*ast.DialectType)
	var members []string
	if ok && d.Dialect == "spirv" && d.Name == "struct" {
		members, _, _ = spirvComposite("struct<" + d.Body + ">")
	}
	if len(members) != 2 {
		return p.Errorf(pos, "expected spirv.struct type with two members")
	}
	elem, err := astTypeOf(p, members[0])
	if err != nil {
		return p.Errorf(pos, "%v", err)
	}
	if len(ops) != 2 {
		return p.Errorf(pos, "number of operands and types do not match: got %d operands and 2 types", len(ops))
	}
	st.Operands = [][]ast.ValueUse{{ops[0]}, {ops[1]}}
	st.OperandTypes = [][]ast.Type{{elem}, {elem}}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

func (spirvExtendedBinary) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOptionalAttrDict(allAttrs(op), nil)
	p.PrintOperands(op.Operands)
	p.WriteString(" : ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}

// ---- Control flow ----

// spirvBranchConditional is spirv.BranchConditional:
//
//	spirv.BranchConditional %c ([true-weight, false-weight])?, ^t(...), ^f(...)
type spirvBranchConditional struct{}

func (spirvBranchConditional) Parse(p dialect.Parser, st *ast.CustomOp) error {
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if p.ParseOptionalPunct("[") {
		tw, fw, err := parseI32Pair(p, "]")
		if err != nil {
			return err
		}
		setProp(st, "branch_weights", &ast.ArrayAttr{Elems: []ast.Attr{tw, fw}})
	}
	var dests []ast.BlockRef
	var ops [][]ast.ValueUse
	var types [][]ast.Type
	for i := 0; i < 2; i++ {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		d, err := p.ParseSuccessor()
		if err != nil {
			return err
		}
		o, t, err := shared.ParseSuccessorOperands(p, true)
		if err != nil {
			return err
		}
		dests, ops, types = append(dests, d), append(ops, o), append(types, shared.NonNil(t))
	}
	st.Operands = [][]ast.ValueUse{{cond}, ops[0], ops[1]}
	st.OperandTypes = [][]ast.Type{{&ast.IntegerType{Width: 1}}, types[0], types[1]}
	st.Successors = [][]ast.BlockRef{{dests[0]}, {dests[1]}}
	return nil
}

func (spirvBranchConditional) Print(p dialect.Printer, op *ir.Operation) {
	segs, _ := shared.Segments(op, 3)
	p.WriteString(" ")
	if len(segs[0]) > 0 {
		p.PrintOperand(segs[0][0])
	}
	if w, ok := prop(op, "branch_weights").(*ir.ArrayAttr); ok {
		p.WriteString(" [")
		for i, e := range w.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			if v, ok := e.(*ir.IntegerAttr); ok {
				p.WriteString(v.Value.String())
			}
		}
		p.WriteString("]")
	}
	if len(op.Successors) == 2 {
		p.WriteString(", ")
		shared.PrintSuccessorAndUseList(p, op.Successors[0], segs[1])
		p.WriteString(", ")
		shared.PrintSuccessorAndUseList(p, op.Successors[1], segs[2])
	}
}

// spirvStructured is spirv.mlir.loop and spirv.mlir.selection:
//
//	spirv.mlir.loop (control(Unroll))? (-> types)? { blocks }
//
// the control None when not written.
type spirvStructured struct{ control string }

func (s spirvStructured) Parse(p dialect.Parser, st *ast.CustomOp) error {
	control := "None"
	if p.ParseOptionalKeyword("control") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		kw, err := parseEnumKeyword(p)
		if err != nil {
			return err
		}
		control = kw
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	setProp(st, s.control, spirvAttr(s.control, control))
	results := []ast.Type{}
	if p.ParseOptionalPunct("->") {
		var err error
		if results, err = dialect.ParseTypeList(p); err != nil {
			return err
		}
	}
	r, err := p.ParseRegion([]ast.BlockArg{})
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{r}}
	st.ResultTypes = [][]ast.Type{results}
	return nil
}

func (s spirvStructured) Print(p dialect.Printer, op *ir.Operation) {
	if c := spirvAttrValue(prop(op, s.control), s.control); c != "" && c != "None" {
		p.WriteString(" control(" + c + ")")
	}
	if len(op.Results) > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(shared.ResultTypes(op))
	}
	p.WriteString(" ")
	if len(op.Regions) > 0 {
		p.PrintRegion(op.Regions[0], false, true, false)
	}
}

// ---- Directives ----

// spirvImageOperands is custom<ImageOperands>($image_operands):
// `(["Bias|Lod"])?`.
var spirvImageOperands = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 1 || args[0].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<ImageOperands> expects ($image_operands)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("[") {
			return nil
		}
		v, _, err := parseEnumStr(p, "image_operands")
		if err != nil {
			return err
		}
		args[0].Attr = spirvAttr("image_operands", v)
		return p.ParsePunct("]")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if v := spirvAttrValue(args[0].Attr, "image_operands"); v != "" {
			p.WriteString(`["` + v + `"]`)
		}
	},
}

// spirvSpecConstantOperation is `spirv.SpecConstantOperation wraps
// "spirv.IAdd"(%a, %b) : (i32, i32) -> i32`: the wrapped op in generic form,
// which the parser puts in the body with a spirv.mlir.yield of its result;
// an attribute dictionary after it is read but not printed.
type spirvSpecConstantOperation struct{}

// spirvWrappedResult names the wrapped op's result in the body: a name no
// source can spell.
const spirvWrappedResult = "spirv.SpecConstantOperation:wrapped"

func (spirvSpecConstantOperation) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := p.ParseKeyword("wraps"); err != nil {
		return err
	}
	op, err := p.ParseGenericOperation()
	if err != nil {
		return err
	}
	if op.Type == nil || len(op.Type.Results) == 0 {
		// Unreachable for a case: mlir-opt 22 reads the missing result
		// 0 (undefined behaviour: a crash, or errors of a broken op).
		return p.Errorf(op.NamePos, "the wrapped operation has no result")
	}
	op.Results = []ast.OpResult{{Pos: op.Pos, Name: spirvWrappedResult, Count: len(op.Type.Results)}}
	t := op.Type.Results[0]
	yield := &ast.Operation{Pos: op.Pos, NamePos: op.NamePos, Name: "spirv.mlir.yield", End: op.End,
		Operands: []ast.ValueUse{{Pos: op.Pos, Name: spirvWrappedResult, Index: -1}},
		Type:     &ast.FunctionType{Inputs: []ast.Type{t}}}
	if len(op.Type.Results) > 1 {
		yield.Operands[0].Index = 0
	}
	st.Regions = [][]*ast.Region{{{LBrace: ast.NoPos, RBrace: ast.NoPos, Blocks: []*ast.Block{{Pos: op.Pos, Ops: []*ast.Operation{op, yield}}}}}}
	st.ResultTypes = [][]ast.Type{{t}}
	st.Attrs, err = p.ParseOptionalAttrDict()
	return err
}

func (spirvSpecConstantOperation) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" wraps ")
	if len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 && len(op.Regions[0].Blocks[0].Ops) > 0 {
		p.PrintGenericOp(op.Regions[0].Blocks[0].Ops[0])
	}
}
