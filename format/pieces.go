package format

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
)

// A large chunk is formatted in pieces: the ops of its module's body (or
// its top-level ops, without a module) are cut into runs of whole lines,
// each run formatted on its own (parsed, lowered, printed and read back
// in a context of its own) on all cores, and the runs joined as the
// whole chunk's printing joins them. That keeps the time linear and the
// memory to the input, the output and a few pieces' trees, where the
// chunk whole costs a tree and IR of the whole file, twice (the read-back).
//
// A run prints as it would inside the chunk when nothing crosses its
// edges: the op of a piece defines no value at the module level, the
// chunk defines no alias (a piece could not read it), no name the
// printer makes in one piece is printed, no value is renamed (its new
// name must be free in the whole chunk), no distinct attribute is
// numbered (they are numbered across the chunk), and no elements attribute is
// written as a hex blob in one piece and otherwise in another (preserve
// style prints it as a blob when it was written so anywhere). When one
// of these does not hold, or a piece does not read (its error is the
// whole chunk's to report), the chunk is formatted whole.

// pieceMin is the size of a chunk from which it is cut into pieces of
// about pieceSize bytes.
var (
	pieceMin  = 512 << 10
	pieceSize = 64 << 10
	// opMin is the size of an op (with the comments and blank lines
	// after it) from which it is a piece of its own, its region's body
	// formatted in pieces itself (see splitOp).
	opMin = 512 << 10
)

// bodySplit is where a chunk's module body is and where it is cut.
type bodySplit struct {
	// indent is the body's indentation: 2 inside a module, 0 for the
	// top-level ops of a chunk without one.
	indent int
	// cuts are the starts of the pieces, the last one the end of the body.
	cuts []int
	// single holds the starts of the pieces that are one op of opMin
	// bytes or more.
	single map[int]bool
}

// splitBody finds the body of src's module (the lines between the line
// of `module ... {` and the line of its `}`, each alone on its line) or,
// when src does not start with a module, the whole chunk, and the starts
// of the lines in it where an op begins at the body's level after the
// previous one ended; it cuts them into pieces of about size bytes. ok is
// false when src has none of these shapes (the chunk is formatted whole).
func splitBody(src []byte, size int) (bodySplit, bool) {
	return splitRange(src, 0, len(src), size, true)
}

// splitRange is splitBody on src[from:to] (a module there only when
// module is set; else the ops of a region's body), its cuts offsets of
// src.
func splitRange(all []byte, from, to, size int, module bool) (bodySplit, bool) {
	b, ok := splitText(all[from:to], size, module, nil)
	for i := range b.cuts {
		b.cuts[i] += from
	}
	if len(b.single) > 0 {
		single := make(map[int]bool, len(b.single))
		for at := range b.single {
			single[at+from] = true
		}
		b.single = single
	}
	return b, ok
}

// cutHooks report splitText's progress as it lexes (see writePieces).
type cutHooks struct {
	// start is called once the body's first cut and indentation are
	// known.
	start func(at, indent int)
	// piece is called with each piece (in order) as soon as nothing
	// further in the text can change it; false stops the cut.
	piece func(from, to int, single bool) bool
	// read is called as the lexer goes past each MB (at, the start of
	// the token it is at); false stops the cut.
	read func(at int) bool
}

// readStep is how often splitText calls cutHooks.read.
const readStep = 1 << 20

func splitText(src []byte, size int, module bool, hooks *cutHooks) (bodySplit, bool) {
	lx := grammar.NewLexer(src)
	tok := lx.Next()
	text := func(t grammar.Token) string { return string(src[t.Start:t.End]) }
	b := bodySplit{single: map[int]bool{}}
	start, end := 0, len(src)
	explicit := module && tok.Kind == grammar.BareIdent && (text(tok) == "module" || text(tok) == "builtin.module")
	if explicit {
		tok = lx.Next()
		if tok.Kind == grammar.AtIdent {
			tok = lx.Next()
		}
		if tok.Kind == grammar.BareIdent && text(tok) == "attributes" {
			if tok = lx.Next(); tok.Kind != grammar.LBrace || !skipBalanced(lx) {
				return b, false
			}
			tok = lx.Next()
		}
		if tok.Kind != grammar.LBrace {
			return b, false
		}
		// The rest of the line of `{` is blank.
		i := int(tok.End)
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r') {
			i++
		}
		if i >= len(src) || src[i] != '\n' {
			return b, false
		}
		start = i + 1
		b.indent = 2
		tok = lx.Next()
	}
	b.cuts = append(b.cuts, start)
	if hooks != nil {
		hooks.start(start, b.indent)
	}
	// emitted is how many pieces hooks.piece was given: piece i is
	// final once the cut after its end is made (only the last cut may
	// be dropped, and a piece is known to be one large op when its end
	// is cut).
	emitted := 0
	emit := func() bool {
		for hooks != nil && len(b.cuts) >= emitted+3 {
			if !hooks.piece(b.cuts[emitted], b.cuts[emitted+1], b.single[b.cuts[emitted]]) {
				return false
			}
			emitted++
		}
		return true
	}
	nextRead := readStep
	last := start
	// opLine is the start of the line of the last op begun, -1 before
	// the first.
	opLine := -1
	bigOp := func(next int) {
		if opLine >= 0 && next-opLine >= opMin {
			if b.cuts[len(b.cuts)-1] < opLine {
				b.cuts = append(b.cuts, opLine)
			}
			b.single[opLine] = true
		}
	}
	prev := grammar.Token{Kind: grammar.RBrace}
	depth := 0
	for ; ; tok = lx.Next() {
		if hooks != nil && int(tok.Start) >= nextRead {
			if !hooks.read(int(tok.Start)) {
				return b, false
			}
			nextRead = int(tok.Start) + readStep
		}
		switch tok.Kind {
		case grammar.Error, grammar.MetaBegin, grammar.MetaEnd:
			return b, false
		case grammar.CaretIdent:
			if depth == 0 {
				return b, false // a block of the body
			}
		case grammar.EOF:
			if explicit {
				return b, false
			}
		case grammar.LParen, grammar.LSquare, grammar.LBrace:
			depth++
		case grammar.RParen, grammar.RSquare:
			depth--
		case grammar.RBrace:
			depth--
			if depth < 0 && explicit {
				// The module's `}`, alone on its line, then nothing.
				ls := lineStart(src, int(tok.Start))
				if !blank(src[ls:tok.Start]) || lx.Next().Kind != grammar.EOF {
					return b, false
				}
				end = ls
			}
		case grammar.BareIdent:
			if text(tok) == "distinct" {
				return b, false // numbered across the chunk
			}
		case grammar.Equal:
			if depth == 0 && (prev.Kind == grammar.HashIdent || prev.Kind == grammar.BangIdent) {
				return b, false // an alias definition
			}
		}
		if tok.Kind == grammar.EOF || depth < 0 {
			break
		}
		if depth == 0 && (tok.Kind == grammar.PercentIdent || tok.Kind == grammar.String || tok.Kind == grammar.BareIdent) && endsOp(prev.Kind) {
			ls := lineStart(src, int(tok.Start))
			if blank(src[ls:tok.Start]) && ls > last {
				// The op before, when large, is a piece of its own.
				bigOp(ls)
				if ls-b.cuts[len(b.cuts)-1] >= size || b.single[b.cuts[len(b.cuts)-1]] {
					b.cuts = append(b.cuts, ls)
				}
				if !emit() {
					return b, false
				}
			}
			if blank(src[ls:tok.Start]) {
				last = ls
				opLine = ls
			}
		}
		prev = tok
	}
	if depth != -1 && explicit || depth != 0 && !explicit {
		return b, false
	}
	bigOp(end)
	if k := len(b.cuts); end-b.cuts[k-1] < size/4 && k > 1 && !b.single[b.cuts[k-1]] && !b.single[b.cuts[k-2]] {
		b.cuts = b.cuts[:k-1] // no small last piece
	}
	b.cuts = append(b.cuts, end)
	return b, len(b.cuts) > 2 || len(b.single) > 0
}

// skipBalanced skips the tokens up to the `}` closing a `{` just read.
func skipBalanced(lx *grammar.Lexer) bool {
	for depth := 1; depth > 0; {
		switch lx.Next().Kind {
		case grammar.LBrace, grammar.LParen, grammar.LSquare:
			depth++
		case grammar.RBrace, grammar.RParen, grammar.RSquare:
			depth--
		case grammar.EOF, grammar.Error:
			return false
		}
	}
	return true
}

// endsOp reports whether a token of kind k may end an op (an op may begin
// after it).
func endsOp(k grammar.Kind) bool {
	switch k {
	case grammar.Equal, grammar.Comma, grammar.Colon, grammar.Arrow, grammar.Minus, grammar.Plus,
		grammar.Star, grammar.VerticalBar, grammar.Less, grammar.Question:
		return false
	}
	return true
}

func blank(s []byte) bool {
	for _, c := range s {
		if c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// piece is one piece's formatting.
type piece struct {
	out   []byte
	warns []*diag.Diagnostic
	hex   map[[32]byte]bool
	ok    bool
	// For a piece of an op's body: the op's head (up to its `{` line)
	// and tail (from its `}` line) as the piece printed them, out being
	// the body's lines, and the names the piece defines and uses.
	head, tail []byte
	names      *pieceNames
	// op, for a piece that is one op whose body is cut, is that op (to
	// format in its turn), nothing else set but ok.
	op *opPieces
}

// formatPieces formats src in pieces (see above); ok is false when it
// must be formatted whole (nothing was reported).
func formatPieces(filename string, src []byte, opts Options, warn func(*diag.Diagnostic)) ([]byte, bool) {
	var out bytes.Buffer
	out.Grow(len(src) + len(src)/8 + 64)
	if !writePieces(&out, filename, src, opts, warn, nil, nil) {
		return nil, false
	}
	return out.Bytes(), true
}

// writePieces is formatPieces writing the output to w; false when it
// must be formatted whole (what was written is to be dropped).
//
// The input is cut as the pieces are formatted: a goroutine lexes it and
// hands each piece on as soon as it is known, so that no core waits for
// the whole input to be cut (a pass of the lexer over it, on one core,
// before any piece). The module's head is written before the cut reaches
// the module's end: it is formatted with a `}` for the rest of the
// chunk, and the module without its body is formatted once the cut is
// done, its head the same or the chunk formatted whole.
//
// release, when set, is given back the input behind the cut as it goes
// (each piece reads its part again), then what is before the end of each
// piece of the chunk's body once it is written (see Options.Release):
// the input is then resident about as far as the pieces being formatted,
// not whole. cut, when set, is called once the input is cut.
func writePieces(w io.Writer, filename string, src []byte, opts Options, warn func(*diag.Diagnostic), release func(from, to int), cut func()) bool {
	st := &joinState{filename: filename, src: src, opts: opts, hex: map[[32]byte]bool{},
		busy: make(chan struct{}, runtime.GOMAXPROCS(0))}
	if release != nil {
		// The cut and the output give back parts of the input from two
		// goroutines: one at a time.
		var mu sync.Mutex
		st.release = func(from, to int) {
			mu.Lock()
			defer mu.Unlock()
			release(from, to)
		}
	}
	stop := make(chan struct{})
	// (The cut runs ahead, to find soon a chunk that cannot be cut.)
	spans := make(chan span, min(2*len(src)/pieceSize+4, 4096))
	// started receives where the body starts and its indentation (-1:
	// no body to cut).
	started := make(chan [2]int, 1)
	var (
		cutOK   bool
		bodyEnd int
		cutDone sync.WaitGroup
	)
	cutDone.Add(1)
	go func() {
		defer cutDone.Done()
		defer close(spans)
		start := false
		sent := 0
		send := func(s span) bool {
			select {
			case spans <- s:
				sent++
				return true
			case <-stop:
				return false
			}
		}
		released := 0
		hooks := &cutHooks{
			start: func(at, indent int) {
				start = true
				started <- [2]int{at, indent}
			},
			piece: func(from, to int, single bool) bool { return send(span{from: from, to: to, single: single}) },
			read: func(at int) bool {
				if st.release != nil && at > released {
					st.release(released, at)
					released = at
				}
				select {
				case <-stop:
					return false
				default:
					return true
				}
			},
		}
		b, ok := splitText(src, pieceSize, true, hooks)
		if !start {
			started <- [2]int{0, -1}
			return
		}
		if st.release != nil && released < len(src) {
			st.release(released, len(src))
		}
		if !ok {
			return
		}
		n := len(b.cuts) - 1
		var one *opPieces
		if n == 1 {
			// One piece: the chunk whole, unless it is an op whose body
			// is cut.
			if !b.single[b.cuts[0]] {
				return
			}
			if one, ok = splitOp(src, b.cuts[0], b.cuts[1], b.indent); !ok {
				return
			}
		}
		// The pieces not handed on yet (the cut's last ones).
		for i := sent; i < n; i++ {
			if !send(span{from: b.cuts[i], to: b.cuts[i+1], single: b.single[b.cuts[i]], op: one}) {
				return
			}
		}
		cutOK, bodyEnd = true, b.cuts[n]
		if cut != nil {
			cut()
		}
	}()
	defer func() {
		close(stop)
		cutDone.Wait()
	}()
	body := <-started
	indent := body[1]
	if indent < 0 {
		return false
	}
	var guess []byte
	if indent > 0 {
		// The module's head, formatted before its end is known.
		g, _, ok := skeleton(filename, src[:body[0]], []byte("}\n"), opts)
		if !ok {
			return false
		}
		guess = g
		w.Write(guess)
	}
	r := &pieceRun{spans: spans, indent: indent}
	r.format = func(from, to int) piece {
		return formatPiece(filename, src, from, to, indent, opts)
	}
	if !st.run(w, r) {
		return false
	}
	cutDone.Wait()
	if !cutOK {
		return false
	}
	if indent > 0 {
		// The module without its body, formatted whole: its body goes
		// between the line of `{` and the one of `}`.
		head, tail, ok := skeleton(filename, src[:body[0]], src[bodyEnd:], opts)
		if !ok || !bytes.Equal(head, guess) {
			return false
		}
		w.Write(tail)
	}
	for _, d := range st.warns {
		warn(d)
	}
	return true
}

// skeleton formats a module without its body (the text before it and
// after it) and returns its head (up to the line of its body) and tail.
func skeleton(filename string, before, after []byte, opts Options) (head, tail []byte, ok bool) {
	skel := append(append([]byte(nil), before...), after...)
	out, err := formatWhole(filename, skel, &printer.Preserve{}, &pieceMode{}, lines{}, opts, func(*diag.Diagnostic) {})
	if err != nil || bytes.Count(out, []byte("{\n}")) != 1 {
		return nil, nil, false
	}
	i := bytes.Index(out, []byte("{\n}")) + 2
	return out[:i], out[i:], true
}

// span is a piece of a list of ops: src[from:to], one large op when
// single (see pieceRun); op is set when that op is cut already.
type span struct {
	from, to int
	single   bool
	op       *opPieces
}

// pieceRun is a list of ops cut into pieces: a chunk's module body (or
// its top level), or the body of an op's region (see splitOp).
type pieceRun struct {
	// spans are the pieces, in order, until it is closed. A piece that
	// is one op of opMin bytes or more (single), at the given
	// indentation, is cut in pieces itself (splitOp) by the worker that
	// takes it, unless it is cut already (op) or cannot be cut (then it
	// is formatted as a piece).
	spans  <-chan span
	indent int
	// format formats a piece (one not cut).
	format func(from, to int) piece
	// names, for an op's body, checks the names its pieces define and
	// use against each other; nil for a chunk's pieces.
	names *bodyNames
}

// staticSpans returns a closed channel holding the pieces between cuts.
func staticSpans(cuts []int, single map[int]bool) <-chan span {
	ch := make(chan span, len(cuts)-1)
	for i := range len(cuts) - 1 {
		ch <- span{from: cuts[i], to: cuts[i+1], single: single[cuts[i]]}
	}
	close(ch)
	return ch
}

// splitOp returns s cut (see the function splitOp) when it is one large
// op whose body can be formatted in pieces.
func (r *pieceRun) splitOp(src []byte, s span) (*opPieces, bool) {
	if s.op != nil {
		return s.op, true
	}
	if !s.single {
		return nil, false
	}
	return splitOp(src, s.from, s.to, r.indent)
}

// joinState is what the pieces of a chunk share as they are joined.
type joinState struct {
	filename string
	src      []byte
	opts     Options
	// hex: an elements attribute written as a blob in one piece and
	// otherwise in another prints as a blob in both, whole.
	hex   map[[32]byte]bool
	warns []*diag.Diagnostic
	// busy holds a token for each piece being formatted: no more than
	// the cores at once, the pieces of an op's body (runOp) included,
	// which the pieces ahead of the op would otherwise join (three
	// pieces of 0.5-1 MB at once were the genmix file's peak heap).
	busy chan struct{}
	// release is opts.Release for the chunk of FormatTo, nil else;
	// released is where the output has given the input back up to.
	release  func(from, to int)
	released int
}

// job is a piece being formatted.
type job struct {
	span
	done chan piece
}

// run formats r's pieces on all cores and writes them to w in order as
// they are done (each dropped once written): the output is whole once.
// It is false when the chunk must be formatted whole.
func (st *joinState) run(w io.Writer, r *pieceRun) bool {
	workers := runtime.GOMAXPROCS(0)
	if r.names != nil {
		workers = min(workers, len(r.spans))
	}
	next := make(chan *job)
	stop := make(chan struct{})
	// Pieces done ahead of the one the output waits for, no more than
	// 8 a core: while one core formats a large piece (a 2 MB constant,
	// a module's head), the others go on with the small ones after it.
	// With 2 a core, on the genmix file, a core had nothing to do 8-10%
	// of the run (2-3% with 8: execution trace, goroutines wanting a
	// core); what waits is printed text, about a piece's input each.
	slots := make(chan struct{}, 8*workers)
	// order holds the pieces handed to the workers, in order: no more
	// than the slots.
	order := make(chan *job, cap(slots)+1)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				st.busy <- struct{}{}
				var p piece
				if o, ok := r.splitOp(st.src, j.span); ok {
					p = piece{op: o, ok: true}
				} else {
					p = r.format(j.from, j.to)
				}
				<-st.busy
				j.done <- p
			}
		}()
	}
	go func() {
		defer close(next)
		defer close(order)
		for s := range r.spans {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			}
			j := &job{span: s, done: make(chan piece, 1)}
			order <- j // (never full: a slot is taken)
			select {
			case next <- j:
			case <-stop:
				return
			}
		}
	}()
	wrote := false
	ok := true
	var head, tail []byte
	i := 0
	for j := range order {
		p := <-j.done
		<-slots
		if !p.ok {
			ok = false
			break
		}
		if p.op != nil {
			// An op whose body is cut: formatted here, in its turn.
			if wrote && blankBetween(st.src, j.from) {
				w.Write([]byte{'\n'})
			}
			if !st.runOp(w, p.op) {
				ok = false
				break
			}
			wrote = true
			st.written(r, j.to)
			i++
			continue
		}
		for k, v := range p.hex {
			if w, seen := st.hex[k]; seen && w != v {
				ok = false
			}
			st.hex[k] = v
		}
		if !ok {
			break
		}
		if r.names != nil {
			// Every piece of a body prints its op's head and tail the
			// same way.
			if i == 0 {
				head = p.head
				w.Write(head)
			} else if !bytes.Equal(p.head, head) {
				ok = false
				break
			}
			if tail != nil && !bytes.Equal(p.tail, tail) {
				ok = false
				break
			}
			tail = p.tail
			if !r.names.add(i, p.names) {
				ok = false
				break
			}
		}
		i++
		if len(p.out) == 0 {
			continue
		}
		if wrote && blankBetween(st.src, j.from) {
			w.Write([]byte{'\n'})
		}
		w.Write(p.out)
		wrote = true
		st.warns = append(st.warns, p.warns...)
		st.written(r, j.to)
	}
	close(stop)
	wg.Wait()
	if !ok {
		return false
	}
	if r.names != nil {
		if !r.names.check() {
			return false
		}
		w.Write(tail)
	}
	return true
}

// written is called once a piece of r ending at end is written: the
// chunk's text up to there is read no more (an op's body is not: every
// piece of it reads the op's head).
func (st *joinState) written(r *pieceRun, end int) {
	if st.release != nil && r.names == nil && end > st.released {
		st.release(st.released, end)
		st.released = end
	}
}

// blankBetween reports whether the source has a blank line between the
// text before at and the text after it (at is the start of a line).
func blankBetween(src []byte, at int) bool {
	n := 0
	for i := at - 1; i >= 0; i-- {
		c := src[i]
		if c == '\n' {
			n++
		} else if c != ' ' && c != '\t' && c != '\r' {
			break
		}
	}
	for i := at; i < len(src); i++ {
		c := src[i]
		if c == '\n' {
			n++
		} else if c != ' ' && c != '\t' && c != '\r' {
			break
		}
	}
	return n >= 2
}

// formatPiece formats src[from:to], a piece of the body at the given
// indentation.
func formatPiece(filename string, src []byte, from, to, indent int, opts Options) piece {
	// The piece starts after a line break, as it does in the chunk (the
	// printer treats an op at the very start of its text apart).
	at := max(from-1, 0)
	var text []byte
	if from == 0 || src[at] == '\n' {
		// (A piece starts a line: the text is src's, not a copy.)
		text = src[at:to:to]
	} else {
		text = make([]byte, 0, to-at)
		text = append(append(text, '\n'), src[from:to]...)
	}
	hs := &hexSource{seen: map[[32]byte]bool{}}
	pv := &printer.Preserve{Indent: indent, Source: hs}
	var p piece
	out, err := formatWhole(filename, text, pv, &pieceMode{}, lines{}, opts, func(d *diag.Diagnostic) {
		shift(d, at)
		p.warns = append(p.warns, d)
	})
	if err != nil || printsFresh(out, pv.Fresh) || len(p.warns) > 0 {
		// A renamed value takes a name no other piece uses either.
		return p
	}
	// The piece's text, without the blank lines before its first line
	// (the join puts one back where there was one).
	for len(out) > 0 && out[0] == '\n' {
		out = out[1:]
	}
	p.out, p.hex, p.ok = out, hs.seen, true
	return p
}

// hexSource records the answers of Hex (by a digest of what makes the
// attribute unique in a context: the pieces' contexts differ).
type hexSource struct {
	printer.Source
	seen map[[32]byte]bool
}

func (h *hexSource) Hex(a ir.Attribute) bool {
	v := h.Source.Hex(a)
	h.seen[attrDigest(a)] = v
	return v
}

// attrDigest identifies a across contexts: two attributes have the same
// digest when the whole chunk's context would unique them as one. An
// elements attribute is its type's spelling and its data, as
// ir.Context.DenseRaw and DenseStrings key it (printing its elements, as
// the spelling would, costs a tenth of the formatting of a file of
// constants); another attribute is its spelling.
func attrDigest(a ir.Attribute) [32]byte {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return sha256.Sum256([]byte(printer.AttrString(a)))
	}
	h := sha256.New()
	var n [8]byte
	word := func(v int) {
		binary.LittleEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	t := printer.TypeString(d.Type)
	word(len(t))
	io.WriteString(h, t)
	if d.Splat {
		h.Write([]byte{1})
	} else {
		h.Write([]byte{0})
	}
	if d.IsString() {
		h.Write([]byte{'s'})
		word(len(d.Strings))
		for _, s := range d.Strings {
			word(len(s))
			io.WriteString(h, s)
		}
	} else {
		h.Write([]byte{'r'})
		word(len(d.Raw))
		h.Write(d.Raw)
	}
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// printsFresh reports whether out may print one of the names the printer
// made (`%` and the name, a number): those are numbered across the chunk.
func printsFresh(out []byte, fresh []string) bool {
	if len(fresh) == 0 {
		return false
	}
	nums := map[string]bool{}
	for i := 0; i < len(out); i++ {
		if out[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(out) && out[j] >= '0' && out[j] <= '9' {
			j++
		}
		if j > i+1 {
			nums[string(out[i+1:j])] = true
		}
		i = j - 1
	}
	for _, f := range fresh {
		if nums[f] {
			return true
		}
	}
	return false
}

// FormatTo is Format writing the output to w instead of Formatted.Out
// (left nil). A file of one chunk that is formatted in pieces is
// written to a temporary file as the pieces are done, then copied to w:
// its output is never in memory. The error is w's (or the temporary
// file's).
func FormatTo(w io.Writer, filename string, src []byte, opts Options) (*Formatted, error) {
	if spills(src, opts) {
		if tmp, err := os.CreateTemp("", "mlirfmt-*.mlir"); err == nil {
			defer os.Remove(tmp.Name())
			defer tmp.Close()
			f := &Formatted{File: ast.NewFile(filename, src)}
			bw := bufio.NewWriterSize(tmp, 1<<20)
			if writePieces(bw, filename, src, opts, func(d *diag.Diagnostic) { f.Warnings = append(f.Warnings, d) }, opts.Release, opts.Cut) {
				if err := bw.Flush(); err != nil {
					return f, err
				}
				if _, err := tmp.Seek(0, io.SeekStart); err != nil {
					return f, err
				}
				_, err := io.Copy(w, tmp)
				return f, err
			}
		}
	}
	f := Format(filename, src, opts)
	_, err := w.Write(f.Out)
	f.Out = nil
	return f, err
}

// spills reports whether FormatTo tries src in pieces through a temporary
// file.
func spills(src []byte, opts Options) bool {
	return len(src) >= pieceMin && !opts.Generic && !annotated(src) && len(Chunks(src)) == 1 && !bytes.HasSuffix(src, []byte(marker))
}

// InPieces reports whether FormatTo formats src in pieces, its output
// kept in a temporary file (unless a piece turns out not to read on its
// own): its memory is then the input's and a few pieces', whatever the
// input's size.
func InPieces(src []byte, opts Options) bool {
	if !spills(src, opts) {
		return false
	}
	_, ok := splitBody(src, pieceSize)
	return ok
}
