// Package gpu is the Go side of the gpu dialect (see Register); package
// dialects registers it with the other upstream dialects.
package gpu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the custom directives of the gpu dialect's formats
// (AsyncDependencies, AllReduceOperation, OffloadingHandler, LaunchDimType,
// LaunchFuncOperands), the hand-written syntaxes (gpu.func, gpu.launch,
// gpu.warp_execute_on_lane_0) and the result names of its index ops.

// Register registers what Go knows of the gpu dialect in h: the
// hand-written syntaxes, the custom directives, the mma_matrix element
// type transformer, the index ops' result names and the verifiers.
func Register(h *registry.Hooks) {
	snippets(h)
	hooks(h)
	verifiers(h)
	returnVerifiers(h)
	opVerifiers(h)
	defVerifiers(h)
	predicates(h)
}

func hooks(h *registry.Hooks) {
	h.Syntax("gpu.func", gpuFunc{})
	h.Syntax("gpu.launch", gpuLaunch{})
	h.Syntax("gpu.warp_execute_on_lane_0", gpuWarpExecute{})
	h.Directive("gpu", "AsyncDependencies", asyncDependencies)
	h.Directive("gpu", "AllReduceOperation", allReduceOperation)
	h.Directive("gpu", "OffloadingHandler", offloadingHandler)
	h.Directive("gpu", "LaunchDimType", launchDimType)
	h.Directive("gpu", "LaunchFuncOperands", launchFuncOperands)
	h.Transform("::llvm::cast<gpu::MMAMatrixType>($_self).getElementType()", mmaMatrixElementType)

	// GPU_IndexOp's getAsmResultNames: the op's name and its dimension,
	// %thread_id_x.
	for _, name := range []string{"block_dim", "block_id", "cluster_block_id", "cluster_dim",
		"cluster_dim_blocks", "cluster_id", "global_id", "grid_dim", "thread_id"} {
		h.Op("gpu." + name).ResultNames = func(op *ir.Operation, set func(int, string)) {
			if dim := enumCase(shared.Prop(op, "dimension")); dim != "" && len(op.Results) > 0 {
				set(0, name+"_"+dim)
			}
		}
	}
}

// mmaMatrixElementType is MMAMatrixType::getElementType, the f16 of
// !gpu.mma_matrix<16x16xf16, "COp"> (gpu.subgroup_mma_constant_matrix).
func mmaMatrixElementType(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := shared.DefType(self, "gpu", "mma_matrix"); dt != nil {
		if t := dt.Params.Type("elementType"); t != nil {
			return []ir.Type{t}, nil
		}
	}
	o, ok := ir.SpellingOf(self)
	body, isMatrix := "", false
	if ok && o.Dialect == "gpu" {
		body, isMatrix = strings.CutPrefix(o.Data, "mma_matrix<")
	}
	shape, _, hasOperand := strings.Cut(body, ",")
	if !isMatrix || !hasOperand {
		return nil, fmt.Errorf("expected a !gpu.mma_matrix type, not '%s'", ir.TypeString(self))
	}
	// The element type follows the dimensions, `16x16x`.
	elem := strings.TrimSpace(shape)
	for len(elem) > 0 && elem[0] >= '0' && elem[0] <= '9' {
		d := strings.TrimLeft(elem, "0123456789")
		if !strings.HasPrefix(d, "x") {
			break
		}
		elem = d[1:]
	}
	t, err := shared.TypeFromText(ctx, elem)
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// gpuAsyncToken is !gpu.async.token, the type of an async op's token
// result and of its dependencies.
// setAttrDict sets st's attributes: attrs, which the syntax read, then
// the attribute dictionary written, dict (nil when none), whose entries
// may not name again an attribute of attrs or a property (mlir-opt's
// parser rejects an attribute added twice).
func setAttrDict(p dialect.Parser, st *ast.CustomOp, attrs []ast.NamedAttr, dict *ast.DictAttr) error {
	if dict != nil {
		for _, e := range dict.Entries {
			for _, set := range [][]ast.NamedAttr{attrs, st.Props} {
				for _, a := range set {
					if a.Name == e.Name {
						return p.Errorf(p.OpNamePos(), "attribute '%s' occurs more than once in the attribute list", e.Name)
					}
				}
			}
		}
		attrs = append(attrs, dict.Entries...)
	}
	st.Attrs = &ast.DictAttr{Entries: attrs}
	return nil
}

func gpuAsyncToken() ast.Type { return &ast.DialectType{Dialect: "gpu", Name: "async.token"} }

// enumCase returns the case keyword of an enum attribute whose format is
// its bare value (`#gpu<dim x>` is "x"), or "".
func enumCase(a ir.Attribute) string {
	o, ok := ir.SpellingOf(a)
	if !ok {
		return ""
	}
	_, c, ok := strings.Cut(o.Data, " ")
	if !ok || strings.ContainsAny(c, " <>") {
		return ""
	}
	return c
}

// asyncDependencies is custom<AsyncDependencies>(type($asyncToken),
// $asyncDependencies) of gpu's async ops:
//
//	(`async`)? (`[` (%dep (`,` %dep)*)? `]`)?
//
// `async` gives the op its !gpu.async.token result, which must then be
// named.
var asyncDependencies = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.TypeArg || !args[0].Result || args[1].Kind != asmformat.OperandArg {
			return fmt.Errorf("custom<AsyncDependencies> expects (type($asyncToken), $asyncDependencies)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		token, deps, err := parseAsyncDependencies(p)
		args[0].Types, args[1].Operands = token, deps
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		printAsyncDependencies(p, len(args[0].Types) > 0, args[1].Operands)
	},
}

// parseAsyncDependencies parses `(async)? ([deps])?`; token holds the
// token's type when `async` was written (empty, not nil, otherwise).
func parseAsyncDependencies(p dialect.Parser) (token []ast.Type, deps []ast.ValueUse, err error) {
	token = []ast.Type{}
	pos := p.Pos()
	if p.ParseOptionalKeyword("async") {
		if p.NumResults() == 0 {
			return nil, nil, p.Errorf(pos, "needs to be named when marked 'async'")
		}
		token = []ast.Type{gpuAsyncToken()}
	}
	if p.Peek("[") {
		if deps, err = dialect.ParseOperandList(p, dialect.Square, -1); err != nil {
			return nil, nil, err
		}
	}
	return token, deps, nil
}

// printAsyncDependencies prints `async [%a, %b]`, either part only when
// there is something to print.
func printAsyncDependencies(p dialect.Printer, async bool, deps []ir.Value) {
	if async {
		p.WriteString("async")
	}
	if len(deps) == 0 {
		return
	}
	if async {
		p.WriteString(" ")
	}
	p.WriteString("[")
	p.PrintOperands(deps)
	p.WriteString("]")
}

// allReduceOps are the cases of gpu's AllReduceOperation enum.
var allReduceOps = []string{"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
	"and", "or", "xor", "minimumf", "maximumf"}

// allReduceOperation is custom<AllReduceOperation>($op) of gpu.all_reduce
// and gpu.subgroup_reduce: an optional bare case keyword (`add`) for the
// #gpu<all_reduce_op add> attribute.
var allReduceOperation = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 1 || args[0].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<AllReduceOperation> expects ($op)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		kw, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return nil
		}
		if !slices.Contains(allReduceOps, kw) {
			return p.Errorf(p.Pos(), "invalid op kind")
		}
		args[0].Attr = &ast.DialectAttr{Dialect: "gpu", Body: "all_reduce_op " + kw, HasBody: true}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		// The attribute prints its parameters as its format spells them,
		// with their leading space: `gpu.all_reduce  add %x`.
		if args[0].Attr != nil {
			p.PrintStrippedAttr(args[0].Attr)
		}
	},
}

// offloadingHandler is custom<OffloadingHandler>($offloadingHandler) of
// gpu.binary: `<` attribute `>`, #gpu.select_object when not written (and
// then not printed).
var offloadingHandler = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 1 || args[0].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<OffloadingHandler> expects ($offloadingHandler)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if !p.ParseOptionalPunct("<") {
			args[0].Attr = &ast.DialectAttr{Dialect: "gpu", Name: "select_object"}
			return nil
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		args[0].Attr = a
		return p.ParsePunct(">")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		a := args[0].Attr
		if o, ok := ir.SpellingOf(a); a == nil || ok && o.Dialect == "gpu" && o.Data == "select_object" {
			return
		}
		p.WriteString("<")
		p.PrintAttribute(a)
		p.WriteString(">")
	},
}

// launchDimType is gpu.launch_func's custom<LaunchDimType>(type($gridSizeX),
// ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY),
// type($clusterSizeZ)): `(: type)?`, the type of the grid, block and
// cluster sizes, index when not written (and then not printed).
var launchDimType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 5 || args[0].Kind != asmformat.TypeArg || args[1].Kind != asmformat.OperandArg || !args[1].Ref {
			return fmt.Errorf("custom<LaunchDimType> expects (type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		t := shared.IndexType()
		if p.ParseOptionalPunct(":") {
			var err error
			if t, err = p.ParseType(); err != nil {
				return err
			}
		}
		args[0].Types = []ast.Type{t}
		for i := 2; i < 5; i++ {
			args[i].Types = []ast.Type{}
			if len(args[1].Operands) > 0 {
				args[i].Types = []ast.Type{t}
			}
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if t := shared.FirstType(args[0].Types); t != nil && !shared.IsIndex(t) {
			p.WriteString(": ")
			p.PrintType(t)
		}
	},
}

// launchFuncOperands is gpu.launch_func's
// custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)):
//
//	(`args` `(` %a `:` type (`,` %a `:` type)* `)`)?
var launchFuncOperands = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.TypeArg {
			return fmt.Errorf("custom<LaunchFuncOperands> expects ($kernelOperands, type($kernelOperands))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		args[1].Types = []ast.Type{}
		if !p.ParseOptionalKeyword("args") {
			return nil
		}
		return dialect.ParseCommaList(p, dialect.Paren, " in argument list", func() error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[0].Operands = append(args[0].Operands, u)
			args[1].Types = append(args[1].Types, t)
			return nil
		})
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 {
			return
		}
		p.WriteString("args(")
		for i, v := range args[0].Operands {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" : ")
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	},
}

// gpuFunc is gpu.func:
//
//	gpu.func @name(%a: T {attrs}?, ...) (-> results)?
//	         (workgroup(%w : T {attrs}?, ...))? (private(%p : T {attrs}?, ...))?
//	         (kernel)? (attributes {...})? region
//
// The attributions are entry block arguments after the function's own;
// workgroup_attributions counts the workgroup ones, and sym_name,
// workgroup_attributions and gpu.kernel are discardable attributes.
type gpuFunc struct{}

// gpuFuncElided are the attributes gpu.func's syntax spells itself.
var gpuFuncElided = []string{"sym_name", "workgroup_attributions", "gpu.kernel", "function_type",
	"arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs"}

func (gpuFunc) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	attrs := []ast.NamedAttr{{Name: "sym_name", Value: &ast.StringAttr{Value: name}}}
	sigPos := p.Pos()
	sig, err := shared.ParseFunctionSignature(p, false)
	if err != nil {
		return err
	}
	if sig.Named == 0 {
		return p.Errorf(sigPos, "gpu.func requires named arguments")
	}
	st.Props = append(st.Props, sig.Props("function_type")...)
	entry := sig.EntryArgs()

	workgroup, workgroupAttrs, err := parseAttributions(p, "workgroup")
	if err != nil {
		return err
	}
	entry = append(entry, workgroup...)
	attrs = append(attrs, ast.NamedAttr{Name: "workgroup_attributions", Value: &ast.IntegerAttr{Text: fmt.Sprint(len(workgroup))}})
	if workgroupAttrs != nil {
		st.Props = append(st.Props, ast.NamedAttr{Name: "workgroup_attrib_attrs", Value: workgroupAttrs})
	}
	private, privateAttrs, err := parseAttributions(p, "private")
	if err != nil {
		return err
	}
	entry = append(entry, private...)
	if privateAttrs != nil {
		st.Props = append(st.Props, ast.NamedAttr{Name: "private_attrib_attrs", Value: privateAttrs})
	}
	if p.ParseOptionalKeyword("kernel") {
		attrs = append(attrs, ast.NamedAttr{Name: "gpu.kernel", Value: &ast.UnitAttr{}})
	}
	dict, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	if err := setAttrDict(p, st, attrs, dict); err != nil {
		return err
	}
	body, err := p.ParseRegion(entry)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// parseAttributions parses `keyword(%a : T {attrs}?, ...)` when the
// keyword comes: the arguments, and their dictionaries as an array when
// any is not empty (else nil).
func parseAttributions(p dialect.Parser, keyword string) ([]ast.BlockArg, ast.Attr, error) {
	if !p.ParseOptionalKeyword(keyword) {
		return nil, nil, nil
	}
	var args []ast.BlockArg
	var dicts []ast.Attr
	any := false
	err := dialect.ParseCommaList(p, dialect.Paren, " in argument list", func() error {
		a, d, err := p.ParseArgument(true, true)
		if err != nil {
			return err
		}
		args = append(args, a)
		if d == nil {
			d = &ast.DictAttr{}
		}
		any = any || len(d.Entries) > 0
		dicts = append(dicts, d)
		return nil
	})
	if err != nil || !any {
		return args, nil, err
	}
	return args, &ast.ArrayAttr{Elems: dicts}, nil
}

func (gpuFunc) Print(p dialect.Printer, op *ir.Operation) {
	attrs := shared.AllAttrs(op)
	get := func(name string) ir.Attribute {
		for _, a := range attrs {
			if a.Name == name {
				return a.Value
			}
		}
		return nil
	}
	p.WriteString(" ")
	if name, ok := get("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	fn := &ir.FunctionType{}
	if t, ok := get("function_type").(*ir.TypeAttr); ok {
		if f, ok := t.Type.(*ir.FunctionType); ok {
			fn = f
		}
	}
	argAttrs, _ := get("arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := get("res_attrs").(*ir.ArrayAttr)
	body := shared.Region(op, 0)
	shared.PrintFunctionSignature(p, fn, body, argAttrs, resAttrs, false)

	args := shared.EntryArgs(op, 0)
	rest := args[min(len(fn.Inputs), len(args)):]
	nWorkgroup := 0
	if n, ok := get("workgroup_attributions").(*ir.IntegerAttr); ok && n.Value.IsInt64() {
		nWorkgroup = int(min(max(n.Value.Int64(), 0), int64(len(rest))))
	}
	workgroupAttrs, _ := get("workgroup_attrib_attrs").(*ir.ArrayAttr)
	privateAttrs, _ := get("private_attrib_attrs").(*ir.ArrayAttr)
	printAttributions(p, "workgroup", rest[:nWorkgroup], workgroupAttrs)
	printAttributions(p, "private", rest[nWorkgroup:], privateAttrs)
	if get("gpu.kernel") != nil {
		p.WriteString(" kernel")
	}
	p.PrintOptionalAttrDictWithKeyword(attrs, gpuFuncElided)
	p.WriteString(" ")
	p.PrintRegion(body, false, true, false)
}

// printAttributions prints ` keyword(%a : T {attrs}, ...)`, or nothing
// without arguments; dicts holds their attribute dictionaries, or nil.
func printAttributions(p dialect.Printer, keyword string, args []*ir.BlockArgument, dicts *ir.ArrayAttr) {
	if len(args) == 0 {
		return
	}
	p.WriteString(" " + keyword + "(")
	for i, a := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(a)
		p.WriteString(" : ")
		p.PrintType(a.Type())
		if dicts != nil && i < len(dicts.Elems) {
			if d, ok := dicts.Elems[i].(*ir.DictionaryAttr); ok {
				p.PrintOptionalAttrDict(d.Entries, nil)
			}
		}
	}
	p.WriteString(")")
}

// gpuLaunch is gpu.launch:
//
//	gpu.launch (async)? ([%deps])?
//	           (clusters(%cx, %cy, %cz) in (%ncx = %a, %ncy = %b, %ncz = %c))?
//	           blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c)
//	           threads(%tx, %ty, %tz) in (%sx = %a, %sy = %b, %sz = %c)
//	           (dynamic_shared_memory_size %n)? (module(@m))? (function(@f))?
//	           (workgroup(%w : T, ...))? (private(%p : T, ...))? region attr-dict
//
// The region's entry block has index arguments for the block ids, thread
// ids, grid sizes and block sizes (then cluster ids and cluster sizes),
// followed by the attributions.
type gpuLaunch struct{}

// gpuLaunchElided are the attributes gpu.launch's syntax spells itself.
var gpuLaunchElided = []string{"operandSegmentSizes", "workgroup_attributions", "module", "function"}

func (gpuLaunch) Parse(p dialect.Parser, st *ast.CustomOp) error {
	token, deps, err := parseAsyncDependencies(p)
	if err != nil {
		return err
	}
	if len(deps) > 0 && len(token) == 0 {
		// mlir-opt resolves the dependencies with the missing token type.
		return shared.EmitError(p, deps[0].Pos, fmt.Sprintf("use of value '%%%s' expects different type than prior uses: '<<NULL TYPE>>' vs '!gpu.async.token'", deps[0].Name))
	}
	var clusterIDs, clusterArgs, blockIDs, gridArgs, threadIDs, blockArgs []ast.BlockArg
	var clusterSizes, gridSizes, blockSizes []ast.ValueUse
	if p.ParseOptionalKeyword("clusters") {
		if clusterIDs, clusterArgs, clusterSizes, err = parseSizeAssignment(p); err != nil {
			return err
		}
	}
	if err := p.ParseKeyword("blocks"); err != nil {
		return err
	}
	if blockIDs, gridArgs, gridSizes, err = parseSizeAssignment(p); err != nil {
		return err
	}
	if err := p.ParseKeyword("threads"); err != nil {
		return err
	}
	if threadIDs, blockArgs, blockSizes, err = parseSizeAssignment(p); err != nil {
		return err
	}
	var dynamicShared []ast.ValueUse
	if p.ParseOptionalKeyword("dynamic_shared_memory_size") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		dynamicShared = []ast.ValueUse{u}
	}
	for _, name := range []string{"module", "function"} {
		if !p.ParseOptionalKeyword(name) {
			continue
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		pos := p.Pos()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if ref, ok := a.(*ast.SymbolRefAttr); !ok || len(ref.Nested) > 0 {
			return p.Errorf(pos, "invalid kind of attribute specified")
		}
		st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: name, Value: a})
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}

	var entry []ast.BlockArg
	for _, g := range [][]ast.BlockArg{blockIDs, threadIDs, gridArgs, blockArgs, clusterIDs, clusterArgs} {
		entry = append(entry, shared.WithTypes(g, shared.Splat(shared.IndexType(), len(g)))...)
	}
	workgroup, err := parseLaunchAttributions(p, "workgroup")
	if err != nil {
		return err
	}
	private, err := parseLaunchAttributions(p, "private")
	if err != nil {
		return err
	}
	entry = append(append(entry, workgroup...), private...)
	body, err := p.ParseRegion(entry)
	if err != nil {
		return err
	}
	dict, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	attrs := []ast.NamedAttr{{Name: "workgroup_attributions", Value: &ast.IntegerAttr{Text: fmt.Sprint(len(workgroup))}}}
	if err := setAttrDict(p, st, attrs, dict); err != nil {
		return err
	}

	st.Operands = [][]ast.ValueUse{deps}
	for _, u := range gridSizes {
		st.Operands = append(st.Operands, []ast.ValueUse{u})
	}
	for _, u := range blockSizes {
		st.Operands = append(st.Operands, []ast.ValueUse{u})
	}
	for i := range 3 {
		if clusterSizes == nil {
			st.Operands = append(st.Operands, nil)
		} else {
			st.Operands = append(st.Operands, []ast.ValueUse{clusterSizes[i]})
		}
	}
	st.Operands = append(st.Operands, dynamicShared)
	st.ResultTypes = [][]ast.Type{token}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// parseSizeAssignment parses `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`:
// the ids, the size arguments, and the sizes.
func parseSizeAssignment(p dialect.Parser) (ids, sizeArgs []ast.BlockArg, sizes []ast.ValueUse, err error) {
	listPos := p.Pos()
	if ids, _, err = dialect.ParseArgumentList(p, dialect.Paren, false, false); err != nil {
		return nil, nil, nil, err
	}
	// mlir-opt moves the identifiers into three slots: extra ones are
	// overwritten, missing ones left unnamed (which gomlir does not do).
	if len(ids) < 3 {
		return nil, nil, nil, shared.EmitError(p, listPos, fmt.Sprintf("gpu.launch with %d identifiers in a list of 3 (mlir-opt leaves the others unnamed; gomlir does not)", len(ids)))
	}
	ids = ids[:3]
	if err := p.ParseKeyword("in"); err != nil {
		return nil, nil, nil, err
	}
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, nil, err
	}
	for i := range 3 {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, nil, nil, err
			}
		}
		a, _, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, nil, err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, nil, nil, err
		}
		sizeArgs, sizes = append(sizeArgs, a), append(sizes, u)
	}
	return ids, sizeArgs, sizes, p.ParsePunct(")")
}

// parseLaunchAttributions parses `keyword(%a : T, ...)` when the keyword
// comes (gpu.launch's attributions have no attributes).
func parseLaunchAttributions(p dialect.Parser, keyword string) ([]ast.BlockArg, error) {
	if !p.ParseOptionalKeyword(keyword) {
		return nil, nil
	}
	var args []ast.BlockArg
	err := dialect.ParseCommaList(p, dialect.Paren, " in argument list", func() error {
		a, _, err := p.ParseArgument(true, false)
		args = append(args, a)
		return err
	})
	return args, err
}

func (gpuLaunch) Print(p dialect.Printer, op *ir.Operation) {
	groups, ok := shared.Segments(op, 11)
	args := shared.EntryArgs(op, 0)
	hasCluster := len(groups[7]) == 1 && len(groups[8]) == 1 && len(groups[9]) == 1
	nConfig := 12
	if hasCluster {
		nConfig = 18
	}
	if !ok || len(args) < nConfig {
		// Not a gpu.launch mlir-opt verifies: print what there is.
		p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
		return
	}
	if len(op.Results) > 0 {
		p.WriteString(" async")
		if len(groups[0]) > 0 {
			p.WriteString(" [")
			p.PrintOperands(groups[0])
			p.WriteString("]")
		}
	}
	sizeAssignment := func(keyword string, ids, sizeArgs []*ir.BlockArgument, sizes [][]ir.Value) {
		p.WriteString(" " + keyword + "(")
		shared.PrintValues(p, ids)
		p.WriteString(") in (")
		for i, a := range sizeArgs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(a)
			p.WriteString(" = ")
			p.PrintOperand(sizes[i][0])
		}
		p.WriteString(")")
	}
	if hasCluster {
		sizeAssignment("clusters", args[12:15], args[15:18], groups[7:10])
	}
	sizeAssignment("blocks", args[0:3], args[6:9], groups[1:4])
	sizeAssignment("threads", args[3:6], args[9:12], groups[4:7])
	if len(groups[10]) > 0 {
		p.WriteString(" dynamic_shared_memory_size ")
		p.PrintOperand(groups[10][0])
	}
	for _, name := range []string{"module", "function"} {
		if a := shared.Prop(op, name); a != nil {
			p.WriteString(" " + name + "(")
			p.PrintAttribute(a)
			p.WriteString(")")
		}
	}
	attrs := shared.AllAttrs(op)
	rest := args[nConfig:]
	nWorkgroup := 0
	for _, a := range attrs {
		if n, ok := a.Value.(*ir.IntegerAttr); ok && a.Name == "workgroup_attributions" && n.Value.IsInt64() {
			nWorkgroup = int(min(max(n.Value.Int64(), 0), int64(len(rest))))
		}
	}
	printAttributions(p, "workgroup", rest[:nWorkgroup], nil)
	printAttributions(p, "private", rest[nWorkgroup:], nil)
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(attrs, gpuLaunchElided)
}

// gpuWarpExecute is gpu.warp_execute_on_lane_0:
//
//	gpu.warp_execute_on_lane_0(%laneid)[warp_size]
//	    (args(%a, ... : types))? (-> (types))? region attr-dict
//
// The region's entry block arguments are printed; its gpu.yield is implied
// when the op has no results.
type gpuWarpExecute struct{}

func (gpuWarpExecute) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	lane, _, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	pos := p.Pos()
	n, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return err
	}
	if !ok {
		return p.Errorf(pos, "expected integer value")
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "warp_size", Value: &ast.IntegerAttr{Pos: pos, Text: fmt.Sprint(n)}})
	var args []ast.ValueUse
	argTypes := []ast.Type{}
	if p.ParseOptionalKeyword("args") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		argsPos := p.Pos()
		if args, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if argTypes, err = dialect.ParseTypeList(p); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		if len(args) != len(argTypes) {
			return p.Errorf(argsPos, "number of operands and types do not match: got %d operands and %d types", len(args), len(argTypes))
		}
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "gpu.yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{{Pos: lane.Pos, Name: lane.Name, Index: -1}}, args}
	st.OperandTypes = [][]ast.Type{{shared.IndexType()}, argTypes}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (gpuWarpExecute) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperand(op.Operands[0])
	p.WriteString(")[")
	if n, ok := shared.Prop(op, "warp_size").(*ir.IntegerAttr); ok {
		p.WriteString(n.Value.String())
	}
	p.WriteString("]")
	if args := op.Operands[1:]; len(args) > 0 {
		p.WriteString(" args(")
		p.PrintOperands(args)
		p.WriteString(" : ")
		p.PrintTypes(shared.ValueTypes(args))
		p.WriteString(")")
	}
	if len(op.Results) > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), true, len(op.Results) > 0, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"warp_size"})
}
