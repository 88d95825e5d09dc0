package llvm

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the llvm dialect's hand-written syntaxes that are not
// about symbols (icmp, fcmp, alloca, landingpad) and the custom directives
// of its formats (GEPIndices, InsertExtractValueElementType, ShuffleType,
// SwitchOpCases, IndirectBrOpSucessors, OpBundles, LLVMLinkage).
// llvm_symbols.go has llvm.func, llvm.mlir.global and alias, llvm_call.go
// the calls, llvm_types.go the types.

// Register registers what Go knows of the llvm dialect in h: its types
// (read, spelled and structured in llvm_types.go), the hand-written
// syntaxes and custom directives of its ops, the attributes mlir-opt
// prints through an alias named after their mnemonic, its ops'
// verifiers (llvm_verify.go) and the C++ type predicates its ODS
// constraints use (predicates.go).
func Register(h *registry.Hooks) {
	snippets(h)
	predicates(h)
	h.TypeSyntax("llvm", readLLVMType)
	typeVerifiers(h)
	attrVerifiers(h)
	h.Transform("getValAndBoolStructType($_self)", valAndBoolStruct)

	h.Syntax("llvm.icmp", llvmCmp{predicates: llvmICmpPredicates})
	h.Syntax("llvm.fcmp", llvmCmp{predicates: llvmFCmpPredicates, fastmath: true})
	h.Syntax("llvm.alloca", llvmAlloca{})
	h.Syntax("llvm.landingpad", llvmLandingpad{})
	h.Syntax("llvm.func", llvmFunc{})
	h.Syntax("llvm.mlir.global", llvmGlobal{})
	h.Syntax("llvm.mlir.alias", llvmAlias{})
	h.Syntax("llvm.call", llvmCall{})
	h.Syntax("llvm.invoke", llvmCall{invoke: true})
	h.Syntax("llvm.call_intrinsic", llvmCallIntrinsic{})

	h.Directive("llvm", "GEPIndices", gepIndices)
	h.Directive("llvm", "InsertExtractValueElementType", insertExtractValueElementType)
	h.Directive("llvm", "ShuffleType", shuffleType)
	h.Directive("llvm", "SwitchOpCases", llvmSwitchOpCases)
	h.Directive("llvm", "IndirectBrOpSucessors", indirectBrSuccessors)
	h.Directive("llvm", "OpBundles", opBundles)
	h.Directive("llvm", "LLVMLinkage", llvmLinkage)
	for _, m := range aliasedAttrs {
		h.AttrAlias("llvm", m, m)
	}
	verifiers(h)
}

// aliasedAttrs are the llvm attributes mlir-opt prints through an alias
// named after their mnemonic (their getAlias, through
// OpAsmAttrInterface): `#tbaa_tag = #llvm.tbaa_tag<...>`.
var aliasedAttrs = strings.Fields(`access_group alias_scope alias_scope_domain
	di_basic_type di_common_block di_compile_unit di_composite_type di_derived_type
	di_file di_global_variable di_global_variable_expression di_imported_entity
	di_label di_lexical_block di_lexical_block_file di_local_variable di_module
	di_namespace di_null_type di_string_type di_subprogram di_subroutine_type
	loop_annotation loop_distribute loop_interleave loop_licm loop_peeled
	loop_pipeline loop_unroll loop_unroll_and_jam loop_unswitch loop_vectorize
	mmra_tag tbaa_root tbaa_tag tbaa_type_desc`)

// The keywords of the llvm enums the hand-written syntaxes spell.
var (
	llvmLinkages = strings.Fields(`external available_externally linkonce linkonce_odr weak weak_odr
		appending internal private extern_weak common`)
	llvmCConvs = strings.Fields(`ccc fastcc coldcc cc_10 cc_11 anyregcc preserve_mostcc preserve_allcc
		swiftcc cxx_fast_tlscc tailcc cfguard_checkcc swifttailcc x86_stdcallcc x86_fastcallcc
		arm_apcscc arm_aapcscc arm_aapcs_vfpcc msp430_intrcc x86_thiscallcc ptx_kernelcc
		ptx_devicecc spir_funccc spir_kernelcc intel_ocl_bicc x86_64_sysvcc win64cc
		x86_vectorcallcc hhvmcc hhvm_ccc x86_intrcc avr_intrcc avr_signalcc avr_builtincc
		amdgpu_vscc amdgpu_gscc amdgpu_pscc amdgpu_cscc amdgpu_kernelcc x86_regcallcc amdgpu_hscc
		msp430_builtincc amdgpu_lscc amdgpu_escc aarch64_vectorcallcc aarch64_sve_vectorcallcc
		wasm_emscripten_invokecc amdgpu_gfxcc m68k_intrcc`)
	llvmTailCallKinds = []string{"none", "tail", "musttail", "notail"}
	// Visibility and UnnamedAddr are stored as i64 (their cases' values).
	llvmVisibilities   = []string{"", "hidden", "protected"}
	llvmUnnamedAddrs   = []string{"", "local_unnamed_addr", "unnamed_addr"}
	llvmICmpPredicates = strings.Fields("eq ne slt sle sgt sge ult ule ugt uge")
	llvmFCmpPredicates = strings.Fields("_false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true")
)

// llvmAttr is the attribute #llvm.mnemonic<value>.
func llvmAttr(mnemonic, value string) ast.Attr {
	return &ast.DialectAttr{Dialect: "llvm", Name: mnemonic, Body: value, HasBody: true}
}

// llvmAttrValue is the value of an attribute #llvm.mnemonic<value>, or "".
func llvmAttrValue(a ir.Attribute, mnemonic string) string {
	if w, ok := shared.EnumWord(a, "llvm", mnemonic); ok {
		return w
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "llvm" {
		return ""
	}
	v, ok := strings.CutPrefix(o.Data, mnemonic+"<")
	if !ok {
		return ""
	}
	return strings.TrimSuffix(v, ">")
}

// optionalKeyword is parseOptionalLLVMKeyword: the index of the keyword
// among choices, or -1. Empty choices never match.
func optionalKeyword(p dialect.Parser, choices []string) int {
	kw, ok := p.ParseOptionalKeywordOf(nonEmpty(choices))
	if !ok {
		return -1
	}
	for i, c := range choices {
		if c == kw {
			return i
		}
	}
	return -1
}

func nonEmpty(ss []string) []string {
	out := make([]string, 0, len(ss))
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// caseString is the spelling of value in an enum stored as an integer.
func caseString(cases []string, v int64) string {
	if v >= 0 && v < int64(len(cases)) {
		return cases[v]
	}
	return ""
}

// ---- icmp, fcmp ----

// llvmCmp is llvm.icmp and llvm.fcmp:
//
//	llvm.icmp "slt" %a, %b attr-dict? : type
//
// the predicate a string, stored as its i64 case value; the result is i1
// or a vector of i1 of the operands' shape (the built-in transformer
// ::getI1SameShape).
type llvmCmp struct {
	predicates []string
	fastmath   bool
}

func (s llvmCmp) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	pos := r.Pos()
	a := r.Attribute(nil)
	value := -1
	if str, ok := a.(*ast.StringAttr); ok {
		for i, c := range s.predicates {
			if c == str.Value {
				value = i
			}
		}
		if value < 0 {
			r.Errorf(pos, "'%s' is an incorrect value of the 'predicate' attribute", str.Value)
		}
	} else {
		r.Errorf(pos, "invalid kind of attribute specified")
	}
	lhs := r.Operand()
	r.Punct(",")
	rhs := r.Operand()
	st.Attrs = r.OptionalAttrDict()
	r.Punct(":")
	t := r.Type()
	shared.SetProp(st, "predicate", shared.I64Attr(value))
	st.Operands = [][]ast.ValueUse{{lhs}, {rhs}}
	st.OperandTypes = [][]ast.Type{{t}, {t}}
	st.ResultTypes = [][]ast.Type{nil}
	return r.Err()
}

func (s llvmCmp) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(` "` + caseString(s.predicates, shared.IntAttrValue(shared.Prop(op, "predicate"), -1)) + `" `)
	if len(op.Operands) == 2 {
		p.PrintOperand(op.Operands[0])
		p.WriteString(", ")
		p.PrintOperand(op.Operands[1])
	}
	attrs := shared.AllAttrs(op)
	if s.fastmath {
		attrs = withoutDefaultFastmath(attrs)
	}
	p.PrintOptionalAttrDict(attrs, []string{"predicate"})
	if len(op.Operands) > 0 {
		p.WriteString(" : ")
		p.PrintType(op.Operands[0].Type())
	}
}

// withoutDefaultFastmath drops fastmathFlags = #llvm.fastmath<none>
// (processFMFAttr).
func withoutDefaultFastmath(attrs []ir.NamedAttribute) []ir.NamedAttribute {
	out := make([]ir.NamedAttribute, 0, len(attrs))
	for _, a := range attrs {
		if a.Name == "fastmathFlags" && llvmAttrValue(a.Value, "fastmath") == "none" {
			continue
		}
		out = append(out, a)
	}
	return out
}

// valAndBoolStruct is the transformer getValAndBoolStructType:
// !llvm.struct<(T, i1)> (llvm.cmpxchg's result).
func valAndBoolStruct(ctx *ir.Context, t ir.Type) ([]ir.Type, error) {
	elem := &llvmType{text: llvmNestedText(t), t: t}
	st := &llvmType{kind: "struct", text: "struct<(" + elem.text + ", i1)>", elems: []*llvmType{elem, {text: "i1", t: ctx.I(1)}}}
	return []ir.Type{st.irType(ctx)}, nil
}

// llvmNestedText spells a type as it is written inside an LLVM type.
func llvmNestedText(t ir.Type) string {
	if o, ok := ir.SpellingOf(t); ok && o.Dialect == "llvm" {
		if lt, err := parseLLVMType(o.Data, nil); err == nil {
			return lt.text
		}
	}
	return ir.TypeString(t)
}

// ---- alloca ----

// llvmAlloca is llvm.alloca:
//
//	llvm.alloca inalloca? %n x type attr-dict? : (i32) -> !llvm.ptr
type llvmAlloca struct{}

func (llvmAlloca) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	if r.OptionalKeyword("inalloca") {
		shared.SetProp(st, "inalloca", &ast.UnitAttr{})
	}
	size := r.Operand()
	r.Keyword("x")
	elem := r.Type()
	st.Attrs = r.OptionalAttrDict()
	if st.Attrs != nil {
		for i, e := range st.Attrs.Entries {
			if e.Name != "alignment" {
				continue
			}
			n, ok := e.Value.(*ast.IntegerAttr)
			if !ok {
				r.Errorf(r.OpNamePos(), "expected integer alignment")
			} else if v, err := strconv.ParseInt(n.Text, 0, 64); err == nil && v == 0 {
				st.Attrs.Entries = append(st.Attrs.Entries[:i:i], st.Attrs.Entries[i+1:]...)
			}
			break
		}
	}
	r.Punct(":")
	pos := r.Pos()
	t := r.Type()
	ft, ok := t.(*ast.FunctionType)
	if !ok || len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		r.Errorf(pos, "expected trailing function type with one argument and one result")
		return r.Err()
	}
	if d, ok := ft.Results[0].(*ast.DialectType); ok && d.Dialect == "llvm" && d.Name == "ptr" {
		shared.SetProp(st, "elem_type", &ast.TypeAttr{Type: elem})
	}
	st.Operands = [][]ast.ValueUse{{size}}
	st.OperandTypes = [][]ast.Type{{ft.Inputs[0]}}
	st.ResultTypes = [][]ast.Type{{ft.Results[0]}}
	return r.Err()
}

func (llvmAlloca) Print(p dialect.Printer, op *ir.Operation) {
	if shared.Prop(op, "inalloca") != nil {
		p.WriteString(" inalloca")
	}
	p.WriteString(" ")
	if len(op.Operands) > 0 {
		p.PrintOperand(op.Operands[0])
	}
	p.WriteString(" x ")
	if t, ok := shared.Prop(op, "elem_type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	elided := []string{"elem_type", "inalloca"}
	if shared.IntAttrValue(shared.Prop(op, "alignment"), 0) == 0 {
		elided = append(elided, "alignment")
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), elided)
	p.WriteString(" : ")
	in := shared.ValueTypes(op.Operands)
	shared.PrintFunctionalType(p, in, shared.ResultTypes(op))
}

// ---- landingpad ----

// llvmLandingpad is llvm.landingpad:
//
//	llvm.landingpad cleanup? ((catch|filter) %v : type)* : type
//
// (an attribute dictionary is printed but not parsed, as in mlir-opt).
type llvmLandingpad struct{}

func (llvmLandingpad) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	if r.OptionalKeyword("cleanup") {
		shared.SetProp(st, "cleanup", &ast.UnitAttr{})
	}
	var uses []ast.ValueUse
	var types []ast.Type
	for r.OptionalPunct("(") {
		if _, ok := r.OptionalKeywordOf([]string{"filter", "catch"}); !ok {
			break
		}
		u := r.Operand()
		r.Punct(":")
		t := r.Type()
		r.Punct(")")
		uses, types = append(uses, u), append(types, t)
	}
	r.Punct(":")
	t := r.Type()
	st.Operands = [][]ast.ValueUse{uses}
	st.OperandTypes = [][]ast.Type{shared.NonNil(types)}
	st.ResultTypes = [][]ast.Type{{t}}
	return r.Err()
}

func (llvmLandingpad) Print(p dialect.Printer, op *ir.Operation) {
	if shared.Prop(op, "cleanup") != nil || shared.DiscardableAttr(op, "cleanup") != nil {
		p.WriteString(" cleanup ")
	} else {
		p.WriteString(" ")
	}
	for _, v := range op.Operands {
		kind := "catch "
		if o, ok := ir.SpellingOf(v.Type()); ok && o.Dialect == "llvm" && strings.HasPrefix(o.Data, "array<") {
			kind = "filter "
		}
		p.WriteString("(" + kind)
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
		p.WriteString(") ")
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"cleanup"})
	p.WriteString(": ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}

// ---- Custom directives ----

// gepIndices is custom<GEPIndices>($dynamicIndices, $rawConstantIndices):
// `%a, 0, %b`, integers (i32) and values mixed; the constants are
// rawConstantIndices, with INT32_MIN where a value goes.
var gepIndices = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<GEPIndices> expects ($dynamicIndices, $rawConstantIndices)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var uses []ast.ValueUse
		consts := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 32}}
		for {
			pos := p.Pos()
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if ok {
				if n < -1<<31 || n >= 1<<31 {
					return p.Errorf(pos, "integer value too large")
				}
				consts.Elems = append(consts.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
			} else {
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				uses = append(uses, u)
				consts.Elems = append(consts.Elems, ast.Literal{Kind: ast.LitInt, Text: "-2147483648"})
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[0].Operands = uses
		args[1].Attr = consts
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		consts, _ := args[1].Attr.(*ir.DenseArrayAttr)
		if consts == nil {
			return
		}
		k := 0
		for i := range consts.Values {
			if i > 0 {
				p.WriteString(", ")
			}
			v := consts.Int(i)
			if v == -1<<31 && k < len(args[0].Operands) {
				p.PrintOperand(args[0].Operands[k])
				k++
				continue
			}
			p.WriteString(strconv.FormatInt(v, 10))
		}
	},
}

// insertExtractValueElementType is
// custom<InsertExtractValueElementType>(type($value), ref(type($container)),
// ref($position)): nothing is written; the type is the container's element
// at the position.
var insertExtractValueElementType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.TypeArg || args[1].Kind != asmformat.TypeArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<InsertExtractValueElementType> expects (type($value), ref(type($container)), ref($position))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if len(args[1].Types) != 1 {
			return nil
		}
		container, err := p.ResolveTypeAlias(args[1].Types[0]) // a type alias defined earlier
		if err != nil {
			return err
		}
		var position []int64
		if a, ok := args[2].Attr.(*ast.DenseArrayAttr); ok {
			for _, l := range a.Elems {
				n, err := strconv.ParseInt(l.Text, 0, 64)
				if err != nil {
					return p.Errorf(p.Pos(), "integer value too large")
				}
				position = append(position, n)
			}
		}
		t, err := llvmElementTypeAt(p, container, position)
		if err != nil {
			return p.Errorf(p.Pos(), "%v", err)
		}
		args[0].Types = []ast.Type{t}
		return nil
	},
	Print: func(dialect.Printer, *ir.Operation, []asmformat.PrintArg) {},
}

// llvmElementTypeAt is the type at position in an LLVM aggregate, as
// getInsertExtractValueElementType computes it, with its messages.
func llvmElementTypeAt(p dialect.Parser, container ast.Type, position []int64) (ast.Type, error) {
	d, ok := container.(*ast.DialectType)
	if !ok || d.Dialect != "llvm" {
		if llvmCompatibleAST(container) {
			return nil, fmt.Errorf("expected LLVM IR structure/array type, got: '%s'", dialect.ASTTypeString(container))
		}
		return nil, fmt.Errorf("expected LLVM IR Dialect type, got '%s'", dialect.ASTTypeString(container))
	}
	data := d.Name
	if d.HasBody {
		data += "<" + d.Body + ">"
	}
	t, err := parseLLVMType(data, nil)
	if err != nil {
		return nil, err
	}
	for _, idx := range position {
		switch t.kind {
		case "array":
			n, _ := strconv.ParseUint(strings.TrimSpace(strings.SplitN(strings.TrimPrefix(t.text, "array<"), " x ", 2)[0]), 10, 64)
			if idx < 0 || uint64(idx) >= n {
				return nil, fmt.Errorf("position out of bounds: %d", idx)
			}
			t = t.elems[0]
		case "struct":
			if idx < 0 || idx >= int64(len(t.elems)) {
				return nil, fmt.Errorf("position out of bounds: %d", idx)
			}
			t = t.elems[idx]
		default:
			return nil, fmt.Errorf("expected LLVM IR structure/array type, got: %s", t.full())
		}
	}
	return llvmTypeAST(p, t)
}

// shuffleType is custom<ShuffleType>(ref(type($v1)), type($res), ref($mask)):
// nothing is written; the result is a vector of v1's element type with as
// many elements as the mask (scalable when v1 is).
var shuffleType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.TypeArg || args[1].Kind != asmformat.TypeArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<ShuffleType> expects (ref(type($v1)), type($res), ref($mask))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if len(args[0].Types) != 1 {
			return nil
		}
		t, err := p.ResolveTypeAlias(args[0].Types[0]) // a type alias defined earlier
		if err != nil {
			return err
		}
		v, ok := t.(*ast.VectorType)
		if !ok || !llvmCompatibleAST(v) {
			return p.Errorf(p.Pos(), "expected an LLVM compatible vector type")
		}
		n := 0
		if a, ok := args[2].Attr.(*ast.DenseArrayAttr); ok {
			n = len(a.Elems)
		}
		args[1].Types = []ast.Type{&ast.VectorType{Dims: []ast.VectorDim{{Size: int64(n), Scalable: v.Dims[0].Scalable}}, Elem: v.Elem}}
		return nil
	},
	Print: func(dialect.Printer, *ir.Operation, []asmformat.PrintArg) {},
}

// llvmLinkage is custom<LLVMLinkage>($linkage): a linkage keyword,
// external when absent; always printed.
var llvmLinkage = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 1 || args[0].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<LLVMLinkage> expects ($linkage)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		linkage := "external"
		if i := optionalKeyword(p, llvmLinkages); i >= 0 {
			linkage = llvmLinkages[i]
		}
		args[0].Attr = llvmAttr("linkage", linkage)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString(llvmAttrValue(args[0].Attr, "linkage"))
	},
}

// llvmSwitchOpCases is llvm.switch's custom<SwitchOpCases>(ref(type($value)),
// $case_values, $caseDestinations, $caseOperands, type($caseOperands)):
//
//	[ N: ^bb(%a : t), ... ]
//
// printed one case a line, the values signed.
var llvmSwitchOpCases = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		kinds := []asmformat.ArgKind{asmformat.TypeArg, asmformat.AttrArg, asmformat.SuccessorArg, asmformat.OperandArg, asmformat.TypeArg}
		if len(args) != len(kinds) {
			return fmt.Errorf("custom<SwitchOpCases> expects ref(type($value)), the case values, destinations, operands and their types")
		}
		for i, k := range kinds {
			if args[i].Kind != k {
				return fmt.Errorf("custom<SwitchOpCases>: argument %d has the wrong kind", i+1)
			}
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var flag ast.Type
		if len(args[0].Types) > 0 {
			flag = args[0].Types[0]
		}
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		cs := shared.SwitchCaseList{Dests: []ast.BlockRef{}, Groups: []int{}}
		if !p.ParseOptionalPunct("]") {
			for {
				if err := cs.ParseCase(p, flag, false); err != nil {
					return err
				}
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct("]"); err != nil {
				return err
			}
		}
		cs.Fill(args[1:], flag)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString("[")
		p.PrintNewline()
		cases, ok := args[1].Attr.(*ir.DenseElementsAttr)
		if !ok {
			p.WriteString("]")
			return
		}
		values := shared.DenseUints(cases)
		w := ir.IntOrFloatWidth(cases.ElemType())
		dests, ops, groups := args[2].Successors, args[3].Operands, args[3].Groups
		k := 0
		for i, v := range values {
			if i > 0 {
				p.WriteString(",")
				p.PrintNewline()
			}
			p.WriteString("  ")
			p.WriteString(signedString(v, w))
			p.WriteString(": ")
			var uses []ir.Value
			if i < len(groups) && k+groups[i] <= len(ops) {
				uses = ops[k : k+groups[i]]
				k += groups[i]
			}
			if i < len(dests) {
				shared.PrintSuccessorAndUseList(p, dests[i], uses)
			}
		}
		p.PrintNewline()
		p.WriteString("]")
	},
}

// indirectBrSuccessors is custom<IndirectBrOpSucessors>(ref(type($addr)),
// $successors, $succOperands, type($succOperands)):
//
//	[ ^bb1, ^bb2(%a : i32) ]
//
// each successor on its own line at the op's indentation.
var indirectBrSuccessors = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		kinds := []asmformat.ArgKind{asmformat.TypeArg, asmformat.SuccessorArg, asmformat.OperandArg, asmformat.TypeArg}
		if len(args) != len(kinds) {
			return fmt.Errorf("custom<IndirectBrOpSucessors> expects ref(type($addr)), the successors, their operands and their types")
		}
		for i, k := range kinds {
			if args[i].Kind != k {
				return fmt.Errorf("custom<IndirectBrOpSucessors>: argument %d has the wrong kind", i+1)
			}
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		dests := []ast.BlockRef{}
		var ops []ast.ValueUse
		var types []ast.Type
		groups := []int{}
		err := dialect.ParseCommaList(p, dialect.Square, " in successor blocks list", func() error {
			dest, err := p.ParseSuccessor()
			if err != nil {
				return err
			}
			o, t, err := shared.ParseSuccessorOperands(p, true)
			if err != nil {
				return err
			}
			dests = append(dests, dest)
			ops, types = append(ops, o...), append(types, t...)
			groups = append(groups, len(o))
			return nil
		})
		if err != nil {
			return err
		}
		args[1].Successors = dests
		args[2].Operands, args[2].Groups = ops, groups
		args[3].Types, args[3].Groups = shared.NonNil(types), groups
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString("[")
		dests, ops, groups := args[1].Successors, args[2].Operands, args[2].Groups
		k := 0
		for i, d := range dests {
			if i > 0 {
				p.WriteString(",")
			}
			p.PrintNewline()
			var uses []ir.Value
			if i < len(groups) && k+groups[i] <= len(ops) {
				uses = ops[k : k+groups[i]]
				k += groups[i]
			}
			shared.PrintSuccessorAndUseList(p, d, uses)
		}
		if len(groups) > 0 {
			p.PrintNewline()
		}
		p.WriteString("]")
	},
}

// opBundles is custom<OpBundles>($op_bundle_operands,
// type($op_bundle_operands), $op_bundle_tags):
//
//	["tag"(%a, %b : t1, t2), "tag2"()]
var opBundles = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.TypeArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<OpBundles> expects ($op_bundle_operands, type($op_bundle_operands), $op_bundle_tags)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		_, err := parseOpBundlesInto(p, args)
		return err
	},
	ParseOptional: parseOpBundlesInto,
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		printOpBundles(p, args[0].Operands, args[0].Groups, args[2].Attr)
	},
}

func parseOpBundlesInto(p dialect.Parser, args []asmformat.ParseArg) (bool, error) {
	b, ok, err := parseOpBundles(p)
	if err != nil || !ok {
		return ok, err
	}
	args[0].Operands, args[0].Groups = b.operands, b.groups
	args[1].Types, args[1].Groups = shared.NonNil(b.types), b.groups
	if len(b.tags) > 0 {
		args[2].Attr = b.tagsAttr()
	}
	return true, nil
}

// opBundleList is a parsed list of operand bundles.
type opBundleList struct {
	operands []ast.ValueUse
	types    []ast.Type
	groups   []int
	tags     []string
}

func (b opBundleList) tagsAttr() ast.Attr {
	a := &ast.ArrayAttr{}
	for _, t := range b.tags {
		a.Elems = append(a.Elems, &ast.StringAttr{Value: t})
	}
	return a
}

// parseOpBundles parses `[bundle, ...]` when a `[` comes (ok).
func parseOpBundles(p dialect.Parser) (b opBundleList, ok bool, err error) {
	r := dialect.NewReader(p)
	b, ok = readOpBundles(r)
	return b, ok, r.Err()
}

// readOpBundles reads `[bundle, ...]` when a `[` comes (ok).
func readOpBundles(r *dialect.Reader) (opBundleList, bool) {
	b := opBundleList{groups: []int{}}
	if !r.OptionalPunct("[") {
		return b, false
	}
	if r.OptionalPunct("]") {
		return b, true
	}
	for {
		pos := r.Pos()
		tag, ok := r.OptionalString()
		if !ok {
			// parseString's error, then upstream's own.
			r.Errorf(pos, "expected string")
			_ = r.Parser().Errorf(pos, "expect operand bundle tag")
			return b, true
		}
		r.Punct("(")
		var ops []ast.ValueUse
		var types []ast.Type
		if !r.OptionalPunct(")") {
			ops = r.Operands(dialect.None)
			r.Punct(":")
			types = r.Types()
			r.Punct(")")
		}
		if len(ops) != len(types) {
			r.Errorf(pos, "expected %d types for operand bundle operands for operand bundle #%d, but actually got %d", len(ops), len(b.tags), len(types))
		}
		b.operands, b.types = append(b.operands, ops...), append(b.types, types...)
		b.groups = append(b.groups, len(ops))
		b.tags = append(b.tags, tag)
		if !r.OptionalPunct(",") {
			break
		}
	}
	r.Punct("]")
	return b, true
}

// printOpBundles prints `["tag"(%a : t), ...]` (nothing without bundles).
func printOpBundles(p dialect.Printer, operands []ir.Value, groups []int, tags ir.Attribute) {
	if len(groups) == 0 {
		return
	}
	arr, _ := tags.(*ir.ArrayAttr)
	p.WriteString("[")
	k := 0
	for i, n := range groups {
		if i > 0 {
			p.WriteString(", ")
		}
		if arr != nil && i < len(arr.Elems) {
			if s, ok := arr.Elems[i].(*ir.StringAttr); ok {
				p.PrintString(s.Value)
			}
		}
		p.WriteString("(")
		if n > 0 && k+n <= len(operands) {
			p.PrintOperands(operands[k : k+n])
			p.WriteString(" : ")
			p.PrintTypes(shared.ValueTypes(operands[k : k+n]))
		}
		k += n
		p.WriteString(")")
	}
	p.WriteString("]")
}

// signedString spells v, the bits of a w-bit integer, as a signed number.
func signedString(v *big.Int, w int) string {
	if w > 0 && v.Bit(w-1) == 1 {
		v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return v.String()
}
