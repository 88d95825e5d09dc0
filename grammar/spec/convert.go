package spec

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
)

// converter turns participle's tree into package ast. It keeps the first
// error (a literal out of range, an undeclared affine identifier) and goes on.
type converter struct {
	file *ast.File
	src  string
	toks *tokenTable
	err  error
}

func newConverter(filename string, src []byte) *converter {
	return &converter{file: ast.NewFile(filename, src), src: string(src), toks: newTokenTable(filename, src)}
}

func (c *converter) errorf(pos lexer.Position, format string, args ...any) {
	if c.err == nil {
		c.err = diag.Errorf(ast.Pos(pos.Offset), format, args...)
	}
}

func pos(p lexer.Position) ast.Pos { return ast.Pos(p.Offset) }

func (c *converter) module(t *toplevel) *ast.Module {
	m := &ast.Module{File: c.file, Comments: c.toks.comments}
	for _, it := range t.Items {
		switch it := it.(type) {
		case *operation:
			m.Items = append(m.Items, c.operation(it))
		case *attrAliasDef:
			m.Items = append(m.Items, &ast.AliasDef{Pos: pos(it.Pos), Name: it.Name[1:], Attr: c.attr(it.Value), End: ast.Pos(c.toks.endBefore(it.EndPos))})
		case *typeAliasDef:
			m.Items = append(m.Items, &ast.AliasDef{Pos: pos(it.Pos), Name: it.Name[1:], Type: c.typ(it.Type), End: ast.Pos(c.toks.endBefore(it.EndPos))})
		case *fileMetadata:
			m.Items = append(m.Items, c.fileMetadata(it))
		}
	}
	return m
}

func (c *converter) fileMetadata(f *fileMetadata) *ast.FileMetadata {
	out := &ast.FileMetadata{Pos: pos(f.Pos), End: ast.Pos(c.toks.endBefore(f.EndPos))}
	for _, e := range f.Entries {
		me := &ast.MetadataEntry{Pos: pos(e.Pos), Key: e.Key}
		for _, g := range e.Groups {
			rg := &ast.ResourceGroup{Pos: pos(g.Pos), Name: g.Name}
			for _, r := range g.Resources {
				key := r.Key
				if strings.HasPrefix(key, `"`) {
					key = c.unquote(r.Pos, key)
				}
				val := c.src[r.Value.Pos.Offset:c.toks.endBefore(r.Value.EndPos)]
				rg.Resources = append(rg.Resources, &ast.Resource{Pos: pos(r.Pos), Key: key, Value: val})
			}
			me.Groups = append(me.Groups, rg)
		}
		out.Entries = append(out.Entries, me)
	}
	return out
}

func (c *converter) operation(o *operation) *ast.Operation {
	op := &ast.Operation{
		Pos:     pos(o.Pos),
		Name:    c.unquote(o.Name.Pos, o.Name.Value),
		NamePos: pos(o.Name.Pos),
		End:     ast.Pos(c.toks.endBefore(o.EndPos)),
	}
	for _, r := range o.Results {
		res := ast.OpResult{Pos: pos(r.Pos), Name: r.Name[1:], Count: 1}
		if r.Count != nil {
			res.Count = c.atoi(r.Pos, *r.Count)
			res.Packed = true
		}
		op.Results = append(op.Results, res)
	}
	for _, u := range o.Operands {
		op.Operands = append(op.Operands, c.valueUse(u))
	}
	for _, s := range o.Successors {
		op.Successors = append(op.Successors, ast.BlockRef{Pos: pos(s.Pos), Name: s.Name[1:]})
	}
	if o.Properties != nil {
		op.Properties = c.dict(o.Properties)
	}
	for _, r := range o.Regions {
		op.Regions = append(op.Regions, c.region(r))
	}
	if o.Attrs != nil {
		op.Attrs = c.dict(o.Attrs)
	}
	op.TypePos = pos(o.Type.Pos)
	op.Type = c.functionType(o.Type)
	if o.Loc != nil {
		op.Loc = c.loc(o.Loc)
	}
	return op
}

func (c *converter) valueUse(u *valueUse) ast.ValueUse {
	v := ast.ValueUse{Pos: pos(u.Pos), Name: u.Name[1:], Index: -1}
	if u.Number != "" {
		v.Index = c.atoi(u.Pos, u.Number[1:])
	}
	return v
}

func (c *converter) region(r *region) *ast.Region {
	out := &ast.Region{LBrace: pos(r.Pos), RBrace: ast.Pos(c.toks.startBefore(r.EndPos))}
	if len(r.Entry) > 0 {
		b := &ast.Block{}
		for _, o := range r.Entry {
			b.Ops = append(b.Ops, c.operation(o))
		}
		b.Pos = b.Ops[0].Pos
		out.Blocks = append(out.Blocks, b)
	}
	for _, b := range r.Blocks {
		out.Blocks = append(out.Blocks, c.block(b))
	}
	return out
}

func (c *converter) block(b *block) *ast.Block {
	out := &ast.Block{Pos: pos(b.Pos), Label: b.Label[1:], HasArgList: b.HasArgList}
	for _, a := range b.Args {
		arg := ast.BlockArg{Pos: pos(a.Pos), Name: a.Name[1:], Type: c.typ(a.Type)}
		if a.Loc != nil {
			arg.Loc = c.loc(a.Loc)
		}
		out.Args = append(out.Args, arg)
	}
	for _, o := range b.Ops {
		out.Ops = append(out.Ops, c.operation(o))
	}
	return out
}

// ---- Types ----

func (c *converter) types(ts []typ) []ast.Type {
	var out []ast.Type
	for _, t := range ts {
		out = append(out, c.typ(t))
	}
	return out
}

func (c *converter) functionType(f *functionType) *ast.FunctionType {
	out := &ast.FunctionType{Inputs: c.types(f.Inputs), Results: c.types(f.Results)}
	if f.Result != nil {
		out.Results = []ast.Type{c.typ(f.Result)}
	}
	return out
}

func (c *converter) typ(t typ) ast.Type {
	switch t := t.(type) {
	case *integerType:
		name := t.Name
		sign := ast.Signless
		switch {
		case strings.HasPrefix(name, "si"):
			sign, name = ast.Signed, name[2:]
		case strings.HasPrefix(name, "ui"):
			sign, name = ast.Unsigned, name[2:]
		default:
			name = name[1:]
		}
		return &ast.IntegerType{Signedness: sign, Width: c.atoi(t.Pos, name)}
	case *namedType:
		return &ast.NamedType{Name: t.Name}
	case *complexType:
		return &ast.ComplexType{Elem: c.typ(t.Elem)}
	case *tupleType:
		return &ast.TupleType{Types: c.types(t.Types)}
	case *functionType:
		return c.functionType(t)
	case *vectorType:
		out := &ast.VectorType{Elem: c.typ(t.Elem)}
		for _, d := range t.Dims {
			if d.Scalable != "" {
				out.Dims = append(out.Dims, ast.VectorDim{Size: c.dim(d.Pos, d.Scalable), Scalable: true})
			} else {
				out.Dims = append(out.Dims, ast.VectorDim{Size: c.dim(d.Pos, d.Size)})
			}
		}
		return out
	case *tensorType:
		out := &ast.TensorType{Unranked: t.Unranked, Shape: c.shape(t.Pos, t.Shape), Elem: c.typ(t.Elem)}
		if t.Encoding != nil {
			out.Encoding = c.attr(t.Encoding)
		}
		return out
	case *memrefType:
		out := &ast.MemRefType{Unranked: t.Unranked, Shape: c.shape(t.Pos, t.Shape), Elem: c.typ(t.Elem)}
		for _, p := range t.Params {
			out.Params = append(out.Params, c.attr(p))
		}
		return out
	case *prettyDialectType:
		dialect, name, _ := strings.Cut(t.Name[1:], ".")
		body, has := c.body(t.Body)
		return &ast.DialectType{Dialect: dialect, Name: name, Body: body, HasBody: has, DataPos: pos(t.Pos) + ast.Pos(1+len(dialect)+1)}
	case *opaqueDialectType:
		body, has := c.body(t.Body)
		return &ast.DialectType{Dialect: t.Name[1:], Body: body, HasBody: has, DataPos: pos(t.Pos) + ast.Pos(len(t.Name)+1)}
	case *typeAlias:
		return &ast.AliasType{Pos: pos(t.Pos), Name: t.Name[1:]}
	}
	return nil
}

func (c *converter) shape(p lexer.Position, dims []string) []int64 {
	var out []int64
	for _, d := range dims {
		out = append(out, c.dim(p, d))
	}
	return out
}

func (c *converter) dim(p lexer.Position, s string) int64 {
	if s == "?" {
		return ast.Dynamic
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		c.errorf(p, "invalid dimension %q", s)
	}
	return n
}

// body returns the verbatim text between the outer `<` and `>`.
func (c *converter) body(b *dialectBody) (string, bool) {
	if b == nil {
		return "", false
	}
	end := c.toks.startBefore(b.EndPos) // the closing `>`
	return c.src[b.Pos.Offset+1 : end], true
}

// ---- Attributes ----

func (c *converter) dict(d *dictAttr) *ast.DictAttr {
	out := &ast.DictAttr{Pos: pos(d.Pos)}
	for _, e := range d.Entries {
		name := e.Name
		if strings.HasPrefix(name, `"`) {
			name = c.unquote(e.Pos, name)
		}
		na := ast.NamedAttr{Pos: pos(e.Pos), Name: name}
		if e.Value != nil {
			na.Value = c.attr(e.Value)
		}
		out.Entries = append(out.Entries, na)
	}
	return out
}

func (c *converter) optType(t typ) ast.Type {
	if t == nil {
		return nil
	}
	return c.typ(t)
}

func (c *converter) attr(a attribute) ast.Attr {
	switch a := a.(type) {
	case *dictAttr:
		return c.dict(a)
	case *arrayAttr:
		out := &ast.ArrayAttr{}
		for _, e := range a.Elems {
			out.Elems = append(out.Elems, c.attr(e))
		}
		return out
	case *symbolRefAttr:
		out := &ast.SymbolRefAttr{Root: c.symbol(a.Pos, a.Root)}
		for _, n := range a.Nested {
			out.Nested = append(out.Nested, c.symbol(a.Pos, n))
		}
		return out
	case *prettyDialectAttr:
		dialect, name, _ := strings.Cut(a.Name[1:], ".")
		body, has := c.body(a.Body)
		out := &ast.DialectAttr{Dialect: dialect, Name: name, Body: body, HasBody: has, DataPos: pos(a.Pos) + ast.Pos(1+len(dialect)+1)}
		if a.Type != nil {
			out.Type = c.typ(a.Type)
		}
		return out
	case *opaqueDialectAttr:
		body, has := c.body(a.Body)
		out := &ast.DialectAttr{Dialect: a.Name[1:], Body: body, HasBody: has, DataPos: pos(a.Pos) + ast.Pos(len(a.Name)+1)}
		if a.Type != nil {
			out.Type = c.typ(a.Type)
		}
		return out
	case *attrAlias:
		return &ast.AliasAttr{Pos: pos(a.Pos), Name: a.Name[1:]}
	case *boolAttr:
		return &ast.BoolAttr{Value: a.Value == "true"}
	case *unitAttr:
		return &ast.UnitAttr{}
	case *affineMapAttr:
		return &ast.AffineMapAttr{Map: c.affineMap(a.Map)}
	case *integerSetAttr:
		return &ast.IntegerSetAttr{Set: c.integerSet(a.Set)}
	case *denseAttr:
		out := &ast.DenseAttr{Pos: pos(a.Pos), Type: c.typ(a.Type)}
		if a.Elems != nil {
			out.Elems = c.denseElem(a.Elems)
		}
		return out
	case *denseResourceAttr:
		handle := a.Handle
		if strings.HasPrefix(handle, `"`) {
			handle = c.unquote(a.Pos, handle)
		}
		return &ast.DenseResourceAttr{Handle: handle, Type: c.typ(a.Type)}
	case *sparseAttr:
		out := &ast.SparseAttr{Pos: pos(a.Pos), Type: c.typ(a.Type)}
		if a.Indices != nil {
			out.Indices = c.denseElem(a.Indices)
			out.Values = c.denseElem(a.Values)
		}
		return out
	case *denseArrayAttr:
		out := &ast.DenseArrayAttr{ElemType: c.typ(a.ElemType)}
		for _, l := range a.Elems {
			out.Elems = append(out.Elems, c.literal(l))
		}
		return out
	case *stridedAttr:
		out := &ast.StridedAttr{}
		for _, s := range a.Strides {
			out.Strides = append(out.Strides, c.stride(s))
		}
		if a.Offset != nil {
			out.Offset, out.HasOffset = c.stride(a.Offset), true
		}
		return out
	case *distinctAttr:
		out := &ast.DistinctAttr{ID: a.ID}
		if a.Inner != nil {
			out.Inner = c.attr(a.Inner)
		}
		return out
	case *locationAttr:
		return c.loc(a.Loc)
	case *numberAttr:
		text := a.Value
		if a.Neg {
			text = "-" + text
		}
		if isFloatText(a.Value) {
			// Next: the token after the literal and its type, or the
			// input's last byte at its end (as mlir-opt's emitError()).
			next := a.EndPos.Offset
			if next >= len(c.src) && next > 0 {
				next = len(c.src) - 1
			}
			return &ast.FloatAttr{Pos: pos(a.Pos), Next: ast.Pos(next), Text: text, Type: c.optType(a.Type)}
		}
		return &ast.IntegerAttr{Pos: pos(a.Pos), Text: text, Type: c.optType(a.Type)}
	case *stringAttr:
		return &ast.StringAttr{Value: c.unquote(a.Pos, a.Value), Type: c.optType(a.Type)}
	case *typeAttr:
		return &ast.TypeAttr{Type: c.typ(a.Type)}
	}
	return nil
}

// isFloatText tells a float-literal from an integer-literal by its spelling.
func isFloatText(s string) bool {
	return !strings.HasPrefix(s, "0x") && strings.IndexByte(s, '.') >= 0
}

func (c *converter) stride(s *stride) int64 {
	if s.Value == "?" {
		return ast.Dynamic
	}
	n, err := strconv.ParseInt(s.Value, 10, 64)
	if err != nil {
		c.errorf(s.Pos, "invalid stride %q", s.Value)
	}
	return n
}

func (c *converter) denseElem(e *denseElem) *ast.DenseElem {
	switch {
	case e.IsList:
		out := &ast.DenseElem{Pos: pos(e.Pos), End: ast.Pos(c.toks.startBefore(e.EndPos)), IsList: true}
		for _, x := range e.List {
			out.List = append(out.List, c.denseElem(x))
		}
		return out
	case e.Complex != nil:
		return &ast.DenseElem{Pos: pos(e.Pos), End: ast.Pos(c.toks.startBefore(e.EndPos)), Complex: true,
			List: []*ast.DenseElem{c.denseElem(e.Complex[0]), c.denseElem(e.Complex[1])}}
	}
	return &ast.DenseElem{Pos: pos(e.Pos), End: pos(e.Pos), Lit: c.literal(e.Lit)}
}

func (c *converter) literal(l *literal) ast.Literal {
	switch {
	case l.Num != "":
		text := l.Num
		if l.Neg {
			text = "-" + text
		}
		if isFloatText(l.Num) {
			return ast.Literal{Kind: ast.LitFloat, Text: text}
		}
		return ast.Literal{Kind: ast.LitInt, Text: text}
	case l.Bool != "":
		return ast.Literal{Kind: ast.LitBool, Text: l.Bool}
	}
	return ast.Literal{Kind: ast.LitString, Text: c.unquote(l.Pos, l.Str)}
}

// symbol decodes a symbol-ref-id: `@name` or `@"quoted"`.
func (c *converter) symbol(p lexer.Position, s string) string {
	s = s[1:]
	if strings.HasPrefix(s, `"`) {
		return c.unquote(p, s)
	}
	return s
}

// ---- Locations ----

func (c *converter) loc(l location) ast.Attr {
	switch l := l.(type) {
	case *unknownLoc:
		return &ast.UnknownLoc{}
	case *callSiteLoc:
		return &ast.CallSiteLoc{Callee: c.loc(l.Callee), Caller: c.loc(l.Caller)}
	case *fusedLoc:
		out := &ast.FusedLoc{}
		if l.Metadata != nil {
			out.Metadata = c.attr(l.Metadata)
		}
		for _, x := range l.Locs {
			out.Locs = append(out.Locs, c.loc(x))
		}
		return out
	case *fileOrNameLoc:
		name := c.unquote(l.Pos, l.Name)
		if l.Line == "" {
			out := &ast.NameLoc{Name: name}
			if l.Child != nil {
				out.Child = c.loc(l.Child)
			}
			return out
		}
		out := &ast.FileLineColLoc{Filename: name, Line: c.atoi(l.Pos, l.Line), HasRange: l.HasTo}
		if l.Col != "" {
			out.Col = c.atoi(l.Pos, l.Col)
		}
		if l.EndLine != "" {
			out.EndLine = c.atoi(l.Pos, l.EndLine)
		}
		if l.EndCol != "" {
			out.EndCol = c.atoi(l.Pos, l.EndCol)
		}
		return out
	case *locAlias:
		return &ast.AliasAttr{Pos: pos(l.Pos), Name: l.Name[1:]}
	}
	return nil
}

// ---- Affine maps and integer sets ----

// affineScope resolves identifiers to dimension and symbol positions.
type affineScope struct {
	c          *converter
	dims, syms []string
}

func (c *converter) affineMap(m *affineMap) *ast.AffineMap {
	s := &affineScope{c: c, dims: m.Dims, syms: m.Syms}
	out := &ast.AffineMap{Dims: m.Dims, Syms: m.Syms}
	for _, e := range m.Results {
		out.Results = append(out.Results, s.expr(e))
	}
	return out
}

func (c *converter) integerSet(set *integerSet) *ast.IntegerSet {
	s := &affineScope{c: c, dims: set.Dims, syms: set.Syms}
	out := &ast.IntegerSet{Dims: set.Dims, Syms: set.Syms}
	for _, k := range set.Constraints {
		con := ast.AffineConstraint{LHS: s.expr(k.LHS), RHS: s.expr(k.RHS)}
		switch k.Op {
		case ">=":
			con.Kind = ast.ConstraintGE
		case "<=":
			con.Kind = ast.ConstraintLE
		default:
			con.Kind = ast.ConstraintEQ
		}
		out.Constraints = append(out.Constraints, con)
	}
	return out
}

func (s *affineScope) expr(e *affineExpr) ast.AffineExpr {
	x := s.term(e.First)
	for _, r := range e.Rest {
		op := ast.AffineAdd
		if r.Op == "-" {
			op = ast.AffineSub
		}
		x = &ast.AffineBinary{Op: op, LHS: x, RHS: s.term(r.Term)}
	}
	return x
}

var affineMulOps = map[string]ast.AffineOp{
	"*": ast.AffineMul, "mod": ast.AffineMod, "floordiv": ast.AffineFloorDiv, "ceildiv": ast.AffineCeilDiv,
}

func (s *affineScope) term(t *affineTerm) ast.AffineExpr {
	x := s.unary(t.First)
	for _, r := range t.Rest {
		x = &ast.AffineBinary{Op: affineMulOps[r.Op], LHS: x, RHS: s.unary(r.Operand)}
	}
	return x
}

func (s *affineScope) unary(u *affineUnary) ast.AffineExpr {
	switch {
	case u.Neg != nil:
		return &ast.AffineNeg{X: s.unary(u.Neg)}
	case u.Paren != nil:
		return s.expr(u.Paren)
	case u.Const != "":
		n, err := strconv.ParseInt(u.Const, 10, 64)
		if err != nil {
			s.c.errorf(u.Pos, "constant too large for affine expression: %s", u.Const)
		}
		return &ast.AffineConst{Value: n}
	}
	for i, d := range s.dims {
		if d == u.ID {
			return &ast.AffineDim{Pos: i}
		}
	}
	for i, d := range s.syms {
		if d == u.ID {
			return &ast.AffineSym{Pos: i}
		}
	}
	s.c.errorf(u.Pos, "use of undeclared identifier %q", u.ID)
	return &ast.AffineDim{}
}

// ---- Literals ----

func (c *converter) atoi(p lexer.Position, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		c.errorf(p, "invalid integer %q", s)
	}
	return n
}

// unquote decodes a string-literal: escapes `\n`, `\t`, `\"`, `\\` and
// `\XX` (two hexadecimal digits).
func (c *converter) unquote(p lexer.Position, s string) string {
	s = s[1 : len(s)-1]
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch != '\\' || i+1 >= len(s) {
			b.WriteByte(ch)
			continue
		}
		i++
		switch e := s[i]; {
		case e == 'n':
			b.WriteByte('\n')
		case e == 't':
			b.WriteByte('\t')
		case e == '"' || e == '\\':
			b.WriteByte(e)
		case i+1 < len(s) && isHex(e) && isHex(s[i+1]):
			v, _ := strconv.ParseUint(s[i:i+2], 16, 8)
			b.WriteByte(byte(v))
			i++
		default:
			c.errorf(p, "unknown escape in string literal")
			b.WriteByte(e)
		}
	}
	return b.String()
}
