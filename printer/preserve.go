package printer

import (
	"bytes"
	"sort"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// Preserve style prints every op, type and attribute in the same canonical
// spelling as mlir-opt style, but in the author's terms: values, blocks
// and aliases keep the names they were written with, aliases are defined
// where they were, every comment is printed in place (own-line comments
// before what they preceded, trailing ones at the end of the line of what
// they followed), blank lines between ops and blocks are kept (one of a
// run), the ops of an implicit module are printed at the top level, and
// the locations written after ops are kept.

// Source is what preserve style knows of the text the IR was lowered from
// (package lower's Syntax is one).
type Source interface {
	// Op, Region and Block return the syntax an op, region or block was
	// lowered from, or nil for one the lowering made.
	Op(op *ir.Operation) *ast.Operation
	Region(r *ir.Region) *ast.Region
	Block(b *ir.Block) *ast.Block
	// Name returns the name v was defined with: an op's result group's
	// first value or a block argument.
	Name(v ir.Value) (name string, pos ast.Pos, ok bool)
	// Alias returns the value of an alias definition.
	Alias(d *ast.AliasDef) (ir.Attribute, ir.Type)
	// Hex reports whether an elements attribute was written as a hex blob
	// (mlir-opt prints every one of more than 100 elements so; preserve
	// style only those).
	Hex(a ir.Attribute) bool
}

// Preserve selects preserve style (Options.Preserve).
type Preserve struct {
	Source Source
	// Module is the syntax tree the IR was lowered from: its alias
	// definitions, file metadata and comments are printed in place.
	Module *ast.Module
	// Renamed, if set, is called for each name the printer had to change
	// to keep names unique: a region that may shadow outer names in
	// custom form (emitc.expression) printed in generic form.
	Renamed func(pos ast.Pos, old, new string)
	// Generic holds ops to print in generic form although they have a
	// custom one (one whose custom form would not read back the same).
	Generic map[*ir.Operation]bool
	// Indent is the indentation of the top level, in spaces (a piece of
	// a module's body printed on its own).
	Indent int
	// Fresh receives the names the printer made for values the author did
	// not name (printed or not), in order.
	Fresh []string
	// Keep holds terminators to print although their op's custom form
	// implies them (an annotation of a test file designates their line).
	Keep map[*ir.Operation]bool
	// Printed, if set, is called as each thing written in the source at
	// src starts being printed at offset out of the output: an op, a
	// comment, an alias definition, a block label, a region's `}`.
	Printed func(src ast.Pos, out int)
}

// OpSpan is where an op (with its regions) was printed in the output.
type OpSpan struct {
	Start, End int
	Op         *ir.Operation
}

// preserveState is the printer's position in the source: the comments
// printed so far and the end of the last source text printed.
type preserveState struct {
	*Preserve
	src      []byte
	comments []*ast.Comment
	next     int     // the first comment not printed yet
	last     ast.Pos // the end of the source text printed last
	// fresh is set at the start of a list (the file, a region, a block's
	// ops): no blank line before its first line.
	fresh bool
	// commentEnd is len(p.out) just after the last comment written: the
	// current line ends with a comment when nothing was written since.
	commentEnd int
	// spans are the ops printed on lines of their own, in pre-order.
	spans []OpSpan
}

// PrintPreserve prints top (lowered from pv.Module; res are its
// resources) in preserve style. It also returns where each op printed on
// a line of its own is in the output, in pre-order.
func PrintPreserve(top *ir.Operation, res *ir.Resources, pv *Preserve, opts Options) ([]byte, []OpSpan) {
	src := pv.Module.File.Src
	p := newPrinterCap(opts, len(src)+len(src)/4+256)
	p.pv = &preserveState{Preserve: pv, src: pv.Module.File.Src, commentEnd: -1}
	p.indent = pv.Indent
	pv.Fresh = pv.Fresh[:0]
	p.pv.comments = sortedComments(pv.Module.Comments)
	p.printPreserve(top, res)
	return p.out, p.pv.spans
}

// opLine prints op on a line of its own: the comments before it, then
// those inside its header (before its first region, or its end: they
// cannot stay where they were, since the op prints on one line), then
// the op with the location the author wrote after it.
func (p *Printer) opLine(op *ir.Operation) {
	pv := p.pv
	pos, end, head := ast.NoPos, ast.NoPos, ast.NoPos
	if a := pv.Source.Op(op); a != nil {
		pos, end, head = a.Pos, a.End, a.End
		for _, r := range a.Regions {
			if r.LBrace < head && r.LBrace >= pos {
				head = r.LBrace
			}
		}
	}
	if pos.IsValid() {
		p.flushComments(pos)
		// The header's comments go together before the op, after a
		// blank line if the op had one before it.
		for first := true; pv.next < len(pv.comments) && pv.comments[pv.next].Pos < head; first = false {
			c := pv.comments[pv.next]
			pv.next++
			if first {
				p.breakLine(pos)
			} else {
				pv.fresh = true
				p.breakLine(c.Pos)
			}
			p.writeComment(c)
			pv.fresh = true
		}
	}
	p.breakLine(pos)
	pv.printed(pos, len(p.out))
	i := len(p.pv.spans)
	p.pv.spans = append(p.pv.spans, OpSpan{Start: len(p.out), Op: op})
	p.printOp(op)
	p.printOpLoc(op)
	p.pv.spans[i].End = len(p.out)
	pv.advance(end)
}

// sortedComments returns the comments in source order, each once.
func sortedComments(cs []*ast.Comment) []*ast.Comment {
	sorted := true
	for i := 1; i < len(cs); i++ {
		if cs[i].Pos <= cs[i-1].Pos {
			sorted = false
			break
		}
	}
	if sorted {
		return cs
	}
	out := append([]*ast.Comment(nil), cs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	uniq := out[:0]
	for _, c := range out {
		if len(uniq) == 0 || uniq[len(uniq)-1].Pos != c.Pos {
			uniq = append(uniq, c)
		}
	}
	return uniq
}

func (p *Printer) printPreserve(top *ir.Operation, res *ir.Resources) {
	pv := p.pv
	var d dialect.Registry
	if !p.opts.Generic {
		d = p.opts.Dialects
	}
	p.names = p.namePreserve(top, d)
	p.aliases = newAliasTable()
	// A location alias may be used before its definition: all of them
	// are known from the start; the others from their definition on.
	var items []ast.Item
	for _, it := range pv.Module.Items {
		switch it := it.(type) {
		case *ast.AliasDef:
			if a, _ := pv.Source.Alias(it); a != nil {
				if _, isLoc := a.(ir.Location); isLoc {
					p.aliases.attrs[a] = it.Name
				}
			}
			items = append(items, it)
		case *ast.FileMetadata:
			items = append(items, it)
		}
	}
	ops := []*ir.Operation{top}
	if pv.Source.Op(top) == nil {
		// An implicit module: its ops are the file's, printed at the top
		// level as in the module's body.
		ops = nil
		if len(top.Regions) > 0 && len(top.Regions[0].Blocks) > 0 {
			ops = top.Regions[0].Blocks[0].Ops
		}
		if p.opts.Dialects != nil {
			p.defaultDialect = append(p.defaultDialect, p.opts.Dialects.DefaultDialect(top.Name))
		}
	}
	pv.fresh = true
	for _, op := range ops {
		pos := ast.NoPos
		if a := pv.Source.Op(op); a != nil {
			pos = a.Pos
		}
		for len(items) > 0 && pos.IsValid() && itemPos(items[0]) < pos {
			p.printItem(items[0], res, top)
			items = items[1:]
		}
		p.opLine(op)
	}
	for _, it := range items {
		p.printItem(it, res, top)
	}
	p.flushComments(ast.Pos(len(pv.src) + 1))
	if len(p.out) > 0 {
		p.endLine()
		p.out = append(p.out, '\n')
	}
}

// scalar reports whether an alias's value is a scalar type or attribute.
func scalar(a ir.Attribute, t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.NoneType:
		return true
	}
	switch a.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.UnitAttr:
		return true
	}
	return false
}

func itemPos(it ast.Item) ast.Pos {
	switch it := it.(type) {
	case *ast.AliasDef:
		return it.Pos
	case *ast.FileMetadata:
		return it.Pos
	}
	return ast.NoPos
}

// printItem prints an alias definition or the file's resources at the
// top level.
func (p *Printer) printItem(it ast.Item, res *ir.Resources, top *ir.Operation) {
	switch it := it.(type) {
	case *ast.AliasDef:
		a, t := p.pv.Source.Alias(it)
		if a == nil && t == nil {
			return
		}
		p.lineBefore(it.Pos)
		p.pv.printed(it.Pos, len(p.out))
		p.printAliasDef(aliasDef{name: it.Name, attr: a, typ: t})
		p.pv.advance(it.End)
		// From here on the value prints as its alias (the first one
		// defined, when several aliases have the same value), unless it
		// is a scalar, spelled as short as its alias and used too often
		// in other roles (`0 : index`, `i32`): those print as themselves.
		switch {
		case scalar(a, t):
		case t != nil:
			if _, dup := p.aliases.types[t]; !dup {
				p.aliases.types[t] = it.Name
			}
		default:
			if _, dup := p.aliases.attrs[a]; !dup {
				p.aliases.attrs[a] = it.Name
			}
		}
		// Spellings printed so far may contain the value.
		p.sp.ClearCache()
	case *ast.FileMetadata:
		mark := len(p.out)
		p.printResourcesBody(top, res)
		if len(p.out) == mark {
			return // nothing mlir-opt would keep
		}
		body := append([]byte(nil), p.out[mark:]...)
		p.out = p.out[:mark]
		p.lineBefore(it.Pos)
		p.pv.printed(it.Pos, len(p.out))
		p.out = append(p.out, bytes.TrimSuffix(body, []byte("\n"))...)
		p.pv.advance(it.End)
	}
}

// printed calls Printed, if set, for src (when it is a source position).
func (pv *preserveState) printed(src ast.Pos, out int) {
	if pv.Printed != nil && src.IsValid() {
		pv.Printed(src, out)
	}
}

// advance records that the source up to end was printed.
func (pv *preserveState) advance(end ast.Pos) {
	if end > pv.last {
		pv.last = end
	}
}

// newlines counts the line breaks in the source between from and to.
func (pv *preserveState) newlines(from, to ast.Pos) int {
	if !from.IsValid() || !to.IsValid() || from >= to || int(to) > len(pv.src) {
		return 0
	}
	return bytes.Count(pv.src[from:to], []byte{'\n'})
}

// ownLine reports whether c is the first text on its line.
func (pv *preserveState) ownLine(c *ast.Comment) bool {
	for i := int(c.Pos) - 1; i >= 0; i-- {
		switch pv.src[i] {
		case '\n':
			return true
		case ' ', '\t', '\r':
			continue
		}
		return false
	}
	return true
}

// lineBefore prints the comments written before pos, then starts the
// line of what was written at pos (NoPos: something the lowering made):
// after a blank line when the source has one there.
func (p *Printer) lineBefore(pos ast.Pos) {
	if pos.IsValid() {
		p.flushComments(pos)
	}
	p.breakLine(pos)
}

// breakLine starts a new line at the current indentation, after a blank
// line when the source has one between the last text printed and pos.
func (p *Printer) breakLine(pos ast.Pos) {
	pv := p.pv
	if len(p.out) > 0 {
		if !pv.fresh && pv.newlines(pv.last, pos) >= 2 {
			p.endLine()
			p.out = append(p.out, '\n')
		}
		p.newline()
	} else {
		p.writeIndent()
	}
	pv.fresh = false
}

// flushComments prints the comments written before pos: a comment after
// other text on its source line at the end of the current line (unless
// that line already ends with one), the others on their own lines.
func (p *Printer) flushComments(pos ast.Pos) {
	pv := p.pv
	for pv.next < len(pv.comments) && pv.comments[pv.next].Pos < pos {
		c := pv.comments[pv.next]
		pv.next++
		if !pv.ownLine(c) && len(p.out) > 0 && pv.commentEnd != len(p.out) {
			p.endLine()
			p.out = append(p.out, "  "...)
		} else {
			p.breakLine(c.Pos)
		}
		p.writeComment(c)
	}
}

// writeComment writes c (without trailing blanks) where the line is.
func (p *Printer) writeComment(c *ast.Comment) {
	p.pv.printed(c.Pos, len(p.out))
	p.out = append(p.out, trimRight(c.Text)...)
	p.pv.commentEnd = len(p.out)
	p.pv.advance(c.Pos + ast.Pos(len(c.Text)))
}

func trimRight(s string) string {
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

// printOpLoc writes the location the author wrote after op, if any.
func (p *Printer) printOpLoc(op *ir.Operation) {
	a := p.pv.Source.Op(op)
	if a == nil || a.Loc == nil || op.Loc == nil {
		return
	}
	p.out = append(p.out, " loc("...)
	p.printNestedLoc(op.Loc)
	p.out = append(p.out, ')')
}

// argLoc is the location the author wrote after block argument a, or nil.
func (p *Printer) argLoc(a *ir.BlockArgument) ir.Attribute {
	if p.pv == nil || a.Loc == nil {
		return nil
	}
	b := p.pv.Source.Block(a.Owner)
	if b == nil || a.Index >= len(b.Args) || b.Args[a.Index].Loc == nil {
		return nil
	}
	return a.Loc
}

// printArgLoc writes ` loc(...)` after a block argument whose location
// the author wrote.
func (p *Printer) printArgLoc(a *ir.BlockArgument) {
	if l := p.argLoc(a); l != nil {
		p.out = append(p.out, " loc("...)
		p.printNestedLoc(l)
		p.out = append(p.out, ')')
	}
}

// preserveName is the naming pass of preserve style: each value and block
// keeps its author's name; a name already visible where the printed text
// defines it again (only possible when a region that may shadow names in
// custom form prints in generic form) gets the first free `_N` suffix;
// values and blocks the lowering made get fresh names that no author
// name uses.
type preserveName struct {
	s   *nameState
	src Source
	d   dialect.Registry
	// visible counts the names in scope; scopes lists what each open
	// region defined.
	visible map[string]int
	scopes  [][]string
	// authors holds every name the author gave a value, so that a fresh
	// or changed name never takes one.
	authors map[string]bool
	fresh   int
	renamed func(pos ast.Pos, old, new string)
	generic map[*ir.Operation]bool
	pv      *Preserve
}

func (p *Printer) namePreserve(top *ir.Operation, d dialect.Registry) *nameState {
	src := p.pv.Source
	// The author's names, and how many values and blocks there are (the
	// maps are made that large at once).
	// A first walk counts the ops, the size of the maps of names.
	count := 0
	ir.Walk(top, func(*ir.Operation) bool { count++; return true })
	authors := make(map[string]bool, count)
	values, blocks := 0, 0
	ir.Walk(top, func(op *ir.Operation) bool {
		if len(op.Results) > 0 {
			values++
			if name, _, ok := src.Name(op.Result(0)); ok {
				authors[name] = true
			}
			for i := 1; i < len(op.Results); i++ {
				if name, _, ok := src.Name(op.Result(i)); ok {
					values++
					authors[name] = true
				}
			}
		}
		for _, r := range op.Regions {
			blocks += len(r.Blocks)
			for _, b := range r.Blocks {
				values += len(b.Args)
				for _, a := range b.Args {
					if name, _, ok := src.Name(a); ok {
						authors[name] = true
					}
				}
			}
		}
		return true
	})
	s := &nameState{
		ids:        make(map[ir.Value]int, values),
		names:      make([]string, 0, values),
		groups:     make(map[*ir.Operation][]int),
		blockIDs:   make(map[*ir.Block]int, blocks),
		blockNames: make(map[*ir.Block]string, blocks),
		dialects:   d,
	}
	n := &preserveName{s: s, src: src, d: d, visible: make(map[string]int, values), authors: authors, renamed: p.pv.Renamed, generic: p.pv.Generic, pv: p.pv.Preserve}
	n.scopes = append(n.scopes, nil)
	n.op(top)
	return s
}

// op names op's regions, then its results (defined after its regions, as
// mlir-opt's parser defines them).
func (n *preserveName) op(op *ir.Operation) {
	for _, r := range op.Regions {
		n.region(op, r)
	}
	if len(op.Results) == 0 {
		return
	}
	a := n.src.Op(op)
	var starts []int
	if a != nil {
		total := 0
		for _, r := range a.Results {
			starts = append(starts, total)
			total += r.Count
		}
		if total != len(op.Results) {
			starts = nil
		}
	}
	if len(starts) == 0 {
		starts = []int{0}
	}
	if len(starts) > 1 {
		n.s.groups[op] = starts
	}
	for _, i := range starts {
		n.value(op.Result(i))
	}
}

func (n *preserveName) region(op *ir.Operation, r *ir.Region) {
	// A region its custom form parses in a scope of its own may reuse
	// the names around it, when printed in that form.
	isolated := false
	if ar := n.src.Region(r); ar != nil && ar.Isolated && n.d != nil && n.d.Syntax(op.Name) != nil && !n.generic[op] {
		isolated = true
	}
	saved := n.visible
	if isolated {
		n.visible = map[string]int{}
	}
	n.scopes = append(n.scopes, nil)
	labels := map[string]bool{}
	for _, b := range r.Blocks {
		if ab := n.src.Block(b); ab != nil && ab.Label != "" {
			labels[ab.Label] = true
		}
	}
	next := 0
	for i, b := range r.Blocks {
		n.s.blockIDs[b] = i
		if ab := n.src.Block(b); ab != nil && ab.Label != "" {
			n.s.blockNames[b] = ab.Label
		} else {
			for labels["bb"+strconv.Itoa(next)] {
				next++
			}
			name := "bb" + strconv.Itoa(next)
			labels[name] = true
			n.s.blockNames[b] = name
		}
		for _, a := range b.Args {
			n.value(a)
		}
		for _, o := range b.Ops {
			n.op(o)
		}
	}
	for _, name := range n.scopes[len(n.scopes)-1] {
		if n.visible[name]--; n.visible[name] == 0 {
			delete(n.visible, name)
		}
	}
	n.scopes = n.scopes[:len(n.scopes)-1]
	n.visible = saved
}

// value names v (a block argument or the first result of a group).
func (n *preserveName) value(v ir.Value) {
	name, pos, ok := n.src.Name(v)
	switch {
	case !ok:
		for {
			name = strconv.Itoa(n.fresh)
			n.fresh++
			if n.visible[name] == 0 && !n.authors[name] {
				break
			}
		}
		n.pv.Fresh = append(n.pv.Fresh, name)
	case n.visible[name] > 0:
		// `%x` becomes `%x_1`; a number (`%0`), which takes no suffix,
		// the first free number after it.
		old := name
		num, err := strconv.Atoi(old)
		numeric := err == nil && num >= 0 && old[0] >= '0' && old[0] <= '9'
		for k := 1; ; k++ {
			if numeric {
				name = strconv.Itoa(num + k)
			} else {
				name = old + "_" + strconv.Itoa(k)
			}
			if n.visible[name] == 0 && !n.authors[name] {
				break
			}
		}
		n.authors[name] = true
		if n.renamed != nil {
			n.renamed(pos, old, name)
		}
	}
	n.s.setNamed(v, name)
	n.visible[name]++
	top := len(n.scopes) - 1
	n.scopes[top] = append(n.scopes[top], name)
}
