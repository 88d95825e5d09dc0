package format

import (
	"bytes"
	"io"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// An op of opMin bytes or more (one function of a million ops) is a
// piece of its own, and the body of its region is cut into pieces in
// turn when it is written as
//
//	<head> {
//	  <body ops, each starting a line>
//	}<tail>
//
// (its `{` the last text of its line, its `}` the first of its own, one
// block without a label): each piece of the body is formatted as the op
// with that piece for its body (head and tail as written, so that the
// op's custom form and default dialect read and print the piece as they
// would the whole body), its head and tail dropped from the output but
// for the first piece's head and the last one's tail. A name the piece
// uses but another piece defines is a value defined outside it
// (lower.Options.Outside), printed by its name and read back so (its
// definition is put at the start of the body and its line dropped).
//
// The pieces print as the body whole when no name crosses them
// otherwise: every name used and not defined in a piece is defined at
// the body's level in another piece, with the same types and number of
// results; no name is defined at the body's level in two pieces, nor
// defined in one piece (at any depth) and at the body's level in
// another (mlir-opt would report a redefinition, or the printer rename
// one). The op's head and tail print the same with each piece. Anything
// else (a piece that does not read, a name the printer made, a warning)
// formats the chunk whole, as for the chunk's pieces.
//
// Preserve style does not verify ops (only a test file's, never cut in
// pieces), so no verdict depends on the placeholders' defining ops; but
// a few custom forms print according to what defines their operands
// (definerPrinted): a piece where one of those uses a value from outside
// is not formatted on its own.

// opPieces is an op whose body is formatted in pieces.
type opPieces struct {
	indent int
	// head is src[head[0]:head[1]], from the start of the op's line to
	// the start of the line after its `{`; tail from the start of the
	// line of its `}` to the end of its piece.
	head, tail [2]int
	// cuts and single are its body's pieces (as in pieceRun).
	cuts   []int
	single map[int]bool
	// module: the op is a module, its body formatted as a chunk's
	// module body is (see runModule), not with its head in each piece.
	module bool
}

// splittable are the ops whose body may be formatted in pieces: their
// custom form prints the body as it is, whatever its ops (no implied
// terminator).
var splittable = map[string]bool{
	"func.func": true, "llvm.func": true, "gpu.func": true,
	"module": true, "builtin.module": true,
}

// splitOp finds the shape above in src[from:to], one op (at the given
// indentation) with what follows it up to the next op, and cuts its
// body; ok is false when it has not that shape or its body is not cut.
func splitOp(src []byte, from, to, indent int) (*opPieces, bool) {
	text := src[from:to]
	lx := grammar.NewLexer(text)
	tok := lx.Next()
	if tok.Kind != grammar.BareIdent || !splittable[string(text[tok.Start:tok.End])] {
		return nil, false
	}
	name := string(text[tok.Start:tok.End])
	o := &opPieces{indent: indent, module: name == "module" || name == "builtin.module"}
	// The region's `{`: the first at the op's level but an attribute
	// dictionary's, the last text of its line.
	depth := 0
	prev := tok
	for {
		tok = lx.Next()
		switch tok.Kind {
		case grammar.EOF, grammar.Error:
			return nil, false
		case grammar.LParen, grammar.LSquare, grammar.Less:
			depth++
		case grammar.RParen, grammar.RSquare, grammar.Greater:
			depth--
		case grammar.LBrace:
			if depth == 0 && !(prev.Kind == grammar.BareIdent && string(text[prev.Start:prev.End]) == "attributes") {
				i := int(tok.End)
				for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
					i++
				}
				if i >= len(text) || text[i] != '\n' {
					return nil, false
				}
				o.head = [2]int{from, from + i + 1}
			} else if !skipBalanced(lx) {
				return nil, false
			}
		}
		if o.head[1] > 0 {
			break
		}
		prev = tok
	}
	// Comments in the head would print before the op, in every piece.
	if bytes.Contains(src[o.head[0]:o.head[1]], []byte("//")) {
		return nil, false
	}
	// The matching `}`, first on its line (what follows it, a location,
	// is the op's tail).
	var rbrace grammar.Token
	for depth := 1; depth > 0; {
		rbrace = lx.Next()
		switch rbrace.Kind {
		case grammar.LBrace, grammar.LParen, grammar.LSquare:
			depth++
		case grammar.RBrace, grammar.RParen, grammar.RSquare:
			depth--
		case grammar.EOF, grammar.Error:
			return nil, false
		}
	}
	if rbrace.Kind != grammar.RBrace {
		return nil, false
	}
	for t := lx.Next(); t.Kind != grammar.EOF; t = lx.Next() {
		if t.Kind == grammar.Error {
			return nil, false
		}
	}
	ls := lineStart(text, int(rbrace.Start))
	if !blank(text[ls:rbrace.Start]) || from+ls < o.head[1] {
		return nil, false
	}
	o.tail = [2]int{from + ls, to}
	b, ok := splitRange(src, o.head[1], from+ls, pieceSize, false)
	if o.module {
		// Its body's pieces print no head (one large op is enough: it is
		// cut in its turn).
		if !ok {
			return nil, false
		}
		o.cuts, o.single = b.cuts, b.single
		return o, true
	}
	if !ok || len(b.cuts) < 3 {
		return nil, false
	}
	// The first piece prints the head, the last the tail: they are
	// formatted as pieces of the body, not cut further.
	delete(b.single, b.cuts[0])
	delete(b.single, b.cuts[len(b.cuts)-2])
	o.cuts, o.single = b.cuts, b.single
	return o, true
}

// runOp writes o formatted, its body in pieces.
func (st *joinState) runOp(w io.Writer, o *opPieces) bool {
	if o.module {
		return st.runModule(w, o)
	}
	r := &pieceRun{spans: staticSpans(o.cuts, o.single), indent: o.indent + 2, names: &bodyNames{defs: map[uint64]uint64{}}}
	r.format = func(from, to int) piece {
		return formatBodyPiece(st.filename, st.src, o, from, to, st.opts)
	}
	return st.run(w, r)
}

// runModule writes o, a module, formatted as a chunk's module is in
// writePieces: the module without its body, formatted whole, gives the
// head and the tail, and its body's ops are pieces at its indentation
// plus 2, each formatted on its own as the chunk's top-level pieces are
// (a large op among them cut in its turn). Nothing crosses the pieces
// that does not cross a chunk's (a module's ops define no values that
// its other ops may use); the conditions are formatPiece's. A module
// holding one function was formatted on one core, the whole function
// in one piece (on the genmix file: 5 MB of 32, serial), and one holding
// small ops and a function so too, the function being its last piece.
func (st *joinState) runModule(w io.Writer, o *opPieces) bool {
	head, tail, ok := skeletonAt(st.filename, st.src[o.head[0]:o.head[1]], st.src[o.tail[0]:o.tail[1]], o.indent, o.head[0] > 0, st.opts)
	if !ok {
		return false
	}
	w.Write(head)
	indent := o.indent + 2
	r := &pieceRun{spans: staticSpans(o.cuts, o.single), indent: indent}
	r.format = func(from, to int) piece {
		return formatPiece(st.filename, st.src, from, to, indent, st.opts)
	}
	if !st.run(w, r) {
		return false
	}
	w.Write(tail)
	return true
}

// skeletonAt is skeleton for a module at the given indentation, nested in
// a chunk (after a line break when nl): its head and tail as the chunk
// whole prints them. ok is false when it prints a warning, a name the
// printer made or an elements attribute (a hex blob is decided across the
// chunk).
func skeletonAt(filename string, before, after []byte, indent int, nl bool, opts Options) (head, tail []byte, ok bool) {
	skel := make([]byte, 0, 1+len(before)+len(after))
	if nl {
		skel = append(skel, '\n')
	}
	skel = append(append(skel, before...), after...)
	hs := &hexSource{seen: map[[32]byte]bool{}}
	pv := &printer.Preserve{Indent: indent, Source: hs}
	warned := false
	out, err := formatWhole(filename, skel, pv, &pieceMode{}, lines{}, opts, func(*diag.Diagnostic) { warned = true })
	if err != nil || warned || len(pv.Fresh) > 0 || len(hs.seen) > 0 {
		return nil, nil, false
	}
	for len(out) > 0 && out[0] == '\n' {
		out = out[1:]
	}
	mid := append(append([]byte("{\n"), bytes.Repeat([]byte{' '}, indent)...), '}')
	if bytes.Count(out, mid) != 1 {
		return nil, nil, false
	}
	i := bytes.Index(out, mid) + 2
	return out[:i], out[i:], true
}

// pieceMode is how formatWhole formats a piece.
type pieceMode struct {
	// outside: a piece of an op's body, whose names used and not
	// defined are defined outside it; lowered, if set, is called with
	// the lowering before the placeholders are put in the body (false:
	// the piece cannot be formatted on its own).
	outside bool
	lowered func(*lower.Result) bool
}

// formatBodyPiece formats src[from:to], a piece of o's body.
func formatBodyPiece(filename string, src []byte, o *opPieces, from, to int, opts Options) piece {
	head, tail := src[o.head[0]:o.head[1]], src[o.tail[0]:o.tail[1]]
	text := make([]byte, 0, 1+len(head)+to-from+len(tail))
	if o.head[0] > 0 {
		// After a line break, as in the chunk (see formatPiece).
		text = append(text, '\n')
	}
	text = append(text, head...)
	text = append(text, src[from:to]...)
	text = append(text, tail...)
	hs := &hexSource{seen: map[[32]byte]bool{}}
	pv := &printer.Preserve{Indent: o.indent, Source: hs}
	var p piece
	names := &pieceNames{}
	mode := &pieceMode{outside: true, lowered: func(res *lower.Result) bool { return names.collect(res) }}
	warned := false
	out, err := formatWhole(filename, text, pv, mode, lines{}, opts, func(*diag.Diagnostic) { warned = true })
	if err != nil || warned || printsFresh(out, pv.Fresh) {
		return p
	}
	for len(out) > 0 && out[0] == '\n' {
		out = out[1:]
	}
	// The head is the op's first line, ending with `{`; the tail starts
	// at the last line of its indentation that starts with `}`.
	nl := bytes.IndexByte(out, '\n')
	if nl < 1 || out[nl-1] != '{' {
		return p
	}
	t := bytes.LastIndex(out, append(append([]byte{'\n'}, bytes.Repeat([]byte{' '}, o.indent)...), '}'))
	if t < nl {
		return p
	}
	body := out[nl+1 : t+1]
	for len(body) > 0 && body[0] == '\n' {
		body = body[1:]
	}
	p.head, p.out, p.tail = out[:nl+1], body, out[t+1:]
	p.names, p.hex, p.ok = names, hs.seen, true
	return p
}

// bodyOf returns the body of the op a piece of a body was formatted
// with (the only op of the piece's text), or nil.
func bodyOf(res *lower.Result) *ir.Block {
	op := res.Top
	if res.Implicit {
		if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 || len(op.Regions[0].Blocks[0].Ops) != 1 {
			return nil
		}
		op = op.Regions[0].Blocks[0].Ops[0]
	}
	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) != 1 {
		return nil
	}
	return op.Regions[0].Blocks[0]
}

// placeOutside puts the ops defining the values from outside the piece
// at the start of its body (where their lines are dropped from the
// output).
func placeOutside(res *lower.Result) bool {
	body := bodyOf(res)
	if body == nil {
		return false
	}
	for _, op := range res.Outside {
		op.Parent = body
	}
	body.Ops = append(append(make([]*ir.Operation, 0, len(res.Outside)+len(body.Ops)), res.Outside...), body.Ops...)
	return true
}

// outsideLine is in the line of each op placeOutside put.
var outsideLine = []byte(` = "` + lower.OutsideOp + `"() : `)

// stripOutside drops the lines of the n ops placeOutside put from out:
// the n lines after the first one (the op's head).
func stripOutside(out []byte, n int) ([]byte, bool) {
	i := 0
	for i < len(out) && out[i] == '\n' {
		i++
	}
	nl := bytes.IndexByte(out[i:], '\n')
	if nl < 0 {
		return nil, false
	}
	start := i + nl + 1
	j := start
	for range n {
		e := bytes.IndexByte(out[j:], '\n')
		if e < 0 || !bytes.Contains(out[j:j+e], outsideLine) {
			return nil, false
		}
		j += e + 1
	}
	stripped := make([]byte, 0, len(out)-(j-start))
	return append(append(stripped, out[:start]...), out[j:]...), true
}

// definerPrinted are the ops whose custom form depends on the ops that
// define their operands: scf.forall prints its bounds normalized when
// constants define them (dialects/scf/scf.go, constantInt). TestPiecesEqualWhole
// compares pieces with the whole on the corpus with every op's body cut
// in pieces of one op, which finds another.
var definerPrinted = map[string]bool{"scf.forall": true}

// usesOutside reports whether an op of definerPrinted in r's body uses a
// value of res.Outside.
func usesOutside(res *lower.Result, body *ir.Block) bool {
	outside := make(map[*ir.Operation]bool, len(res.Outside))
	for _, op := range res.Outside {
		outside[op] = true
	}
	found := false
	for _, op := range body.Ops {
		ir.Walk(op, func(o *ir.Operation) bool {
			if definerPrinted[o.Name] {
				for _, v := range o.Operands {
					if r, ok := v.(*ir.OpResult); ok && outside[r.Owner] {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// nameDef is a name defined at a body's level or used from outside a
// piece: a digest of the name, its number of results and their types.
type nameDef struct {
	name  uint64
	count int32
	piece int32
	types uint64
}

// pieceNames are the names a piece of a body defines and uses.
type pieceNames struct {
	defs    []nameDef // at the body's level
	nested  []uint64  // in the regions of its ops
	outside []nameDef // used, defined outside the piece
}

// collect records the names of the piece lowered as res.
func (pn *pieceNames) collect(res *lower.Result) bool {
	body := bodyOf(res)
	syn := res.Syntax
	if body == nil || syn == nil {
		return false
	}
	if len(res.Outside) > 0 && usesOutside(res, body) {
		return false
	}
	th := typeDigests{}
	for _, op := range body.Ops {
		a := syn.Op(op)
		if a == nil {
			if len(op.Results) > 0 || len(op.Regions) > 0 {
				return false
			}
			continue
		}
		k := 0
		for _, g := range a.Results {
			if g.Count < 1 || k+g.Count > len(op.Results) {
				return false
			}
			pn.defs = append(pn.defs, nameDef{name: nameDigest(g.Name), count: int32(g.Count), types: th.of(op.Results[k : k+g.Count])})
			k += g.Count
		}
		if k != len(op.Results) {
			return false
		}
		for _, r := range op.Regions {
			pn.nestedNames(r, syn)
		}
	}
	for _, op := range res.Outside {
		name, _, ok := syn.Name(op.Result(0))
		if !ok {
			return false
		}
		pn.outside = append(pn.outside, nameDef{name: nameDigest(name), count: int32(len(op.Results)), types: th.of(op.Results)})
	}
	return true
}

// nestedNames records the names defined in r.
func (pn *pieceNames) nestedNames(r *ir.Region, syn *lower.Syntax) {
	for _, b := range r.Blocks {
		for _, a := range b.Args {
			if name, _, ok := syn.Name(a); ok {
				pn.nested = append(pn.nested, nameDigest(name))
			}
		}
		for _, op := range b.Ops {
			if a := syn.Op(op); a != nil {
				for _, g := range a.Results {
					pn.nested = append(pn.nested, nameDigest(g.Name))
				}
			}
			for _, r := range op.Regions {
				pn.nestedNames(r, syn)
			}
		}
	}
}

// bodyNames checks the names of a body's pieces (see above) as they are
// joined. A function of a million constants defines a million names:
// each takes 16 bytes of a map (by digest: the piece that defines it,
// and 32 bits of a digest of its types and number).
type bodyNames struct {
	defs    map[uint64]uint64
	nested  []nestedName
	outside []nameDef
}

type nestedName struct {
	name  uint64
	piece int32
}

// packDef is a definition's entry in bodyNames.defs.
func packDef(d nameDef) uint64 {
	h := (d.types ^ uint64(d.count)) * 1099511628211
	return uint64(uint32(d.piece))<<32 | uint64(uint32(h^h>>32))
}

// add records piece i's names; false on a name defined twice.
func (b *bodyNames) add(i int, pn *pieceNames) bool {
	for _, d := range pn.defs {
		if _, dup := b.defs[d.name]; dup {
			return false
		}
		d.piece = int32(i)
		b.defs[d.name] = packDef(d)
	}
	for _, n := range pn.nested {
		b.nested = append(b.nested, nestedName{name: n, piece: int32(i)})
	}
	for _, d := range pn.outside {
		d.piece = int32(i)
		b.outside = append(b.outside, d)
	}
	return true
}

// check reports whether the pieces' names print as the body whole: once
// all are added.
func (b *bodyNames) check() bool {
	for _, n := range b.nested {
		if d, ok := b.defs[n.name]; ok && int32(d>>32) != n.piece {
			return false
		}
	}
	for _, u := range b.outside {
		// Defined in another piece, with the same types.
		d, ok := b.defs[u.name]
		if !ok || int32(d>>32) == u.piece || uint32(d) != uint32(packDef(u)) {
			return false
		}
	}
	return true
}

// nameDigest is a 64-bit FNV-1a digest of name.
func nameDigest(name string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(name); i++ {
		h ^= uint64(name[i])
		h *= 1099511628211
	}
	return h
}

// typeDigests digests lists of types by their spellings (the pieces'
// contexts differ), each type spelled once.
type typeDigests map[ir.Type]uint64

func (td typeDigests) of(rs []ir.OpResult) uint64 {
	h := uint64(14695981039346656037)
	for i := range rs {
		t := rs[i].Type()
		d, ok := td[t]
		if !ok {
			d = nameDigest(printer.TypeString(t))
			td[t] = d
		}
		h ^= d
		h *= 1099511628211
	}
	return h
}
