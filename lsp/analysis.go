package lsp

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/verify"
)

// config is what an analysis is run with.
type config struct {
	reg    dialect.Registry
	verify bool
	// loaded names the dialect definition files reg holds beyond the
	// upstream dialects, for the hint about unregistered dialects.
	loaded []string
}

// analysis is what a version of a document holds: its chunks, each parsed,
// lowered, verified and indexed on its own, and the diagnostics of all.
type analysis struct {
	text   *text
	chunks []*chunk
	diags  diag.List // positioned in the file, in source order
}

// chunk is one `// -----` chunk of a document.
type chunk struct {
	start, end int
	module     *ast.Module // nil when the chunk does not parse
	// indexed is closed once index and values are set.
	indexed chan struct{}
	index   *index
	diags   diag.List
	// values are the lowered values by the offset of their name's
	// definition, when the chunk lowered.
	values map[int][]ir.Value
	// unknownDialect is set when the chunk does not parse because a
	// custom-form op belongs to a dialect that is not registered.
	unknownDialect, unknownOp string
}

// analyze parses, lowers and verifies every chunk of t, the chunks in
// parallel, and returns with their diagnostics; their names may still be
// being indexed (wait). It returns nil if ctx is cancelled first.
func analyze(ctx context.Context, name string, t *text, cfg *config) *analysis {
	a := &analysis{text: t}
	for _, c := range format.Chunks(t.src) {
		a.chunks = append(a.chunks, &chunk{start: c.Start, end: c.End})
	}
	work := make(chan *chunk)
	// One chunk is verified on every core, many each on one.
	workers := 1
	if len(a.chunks) == 1 {
		workers = 0
	}
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(a.chunks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range work {
				c.analyze(ctx, name, t.src, cfg, workers)
			}
		}()
	}
feed:
	for _, c := range a.chunks {
		select {
		case work <- c:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
	if ctx.Err() != nil {
		return nil
	}
	a.collect(cfg)
	return a
}

// errStale answers a request about a version superseded before its names
// were indexed.
var errStale = errors.New("the document changed: ask again")

// wait waits until every chunk is indexed.
func (a *analysis) wait(ctx context.Context) error {
	for _, c := range a.chunks {
		select {
		case <-c.indexed:
			if c.index == nil {
				return errStale
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

var unknownDialectRE = regexp.MustCompile("^Dialect `([^']+)' not found for custom op '([^']+)'")

// analyze parses, lowers and verifies the chunk, stopping between these
// steps once ctx is cancelled (the analysis is then thrown away). Its
// names are then indexed on another goroutine: c.indexed is closed when
// they are.
func (c *chunk) analyze(ctx context.Context, name string, file []byte, cfg *config, workers int) {
	c.indexed = make(chan struct{})
	defer func() {
		// A bug in a stage is this chunk's error, not the server's end.
		if r := recover(); r != nil {
			c.diags = diag.List{{Pos: ast.Pos(c.start), Msg: fmt.Sprintf("mlirfmt lsp: internal error: %v", r)}}
			c.module = nil
			select {
			case <-c.indexed:
			default:
				close(c.indexed)
			}
		}
	}()
	src := file[c.start:c.end]
	m, err := grammar.ParseFileWith(name, src, grammar.Options{Registry: cfg.reg})
	if err != nil {
		c.diags = diag.AsList(err)
		if len(c.diags) > 0 {
			if sub := unknownDialectRE.FindStringSubmatch(c.diags[0].Msg); sub != nil {
				c.unknownDialect, c.unknownOp = sub[1], sub[2]
			}
		}
		pos := ast.NoPos
		if len(c.diags) > 0 {
			pos = c.diags[0].Pos
		}
		c.shift()
		// The names of the ops that parse once those that do not are
		// blanked out (navigation only: no diagnostics, no types).
		go func() {
			defer close(c.indexed)
			defer c.recover()
			repaired, m := repair(ctx, name, src, pos, cfg.reg)
			c.index = buildIndex(ctx, src, repaired, c.start, m)
		}()
		return
	}
	c.module = m
	if ctx.Err() != nil {
		close(c.indexed)
		return
	}
	irctx := ir.NewContext()
	res, err := lower.LowerWith(irctx, m, lower.Options{Dialects: cfg.reg})
	if err != nil {
		c.diags = diag.AsList(err)
	} else if cfg.verify && ctx.Err() == nil {
		c.diags = verify.Verify(irctx, res.Top, verify.Options{Dialects: cfg.reg, All: true, Workers: workers})
	}
	c.shift()
	// The tree is indexed once lowered (the lowering completes it with
	// the blocks and terminators a custom syntax implies) and verified
	// (the diagnostics do not wait for it, nor share the cores with it).
	go func() {
		defer close(c.indexed)
		defer c.recover()
		ix := buildIndex(ctx, src, src, c.start, m)
		if ix != nil && err == nil {
			c.indexValues(res.Top, ix)
		}
		c.index = ix
	}()
}

// recover turns a panic of the indexing into no index (requests about the
// chunk are told to ask again) and a log line.
func (c *chunk) recover() {
	if r := recover(); r != nil {
		c.index = nil
		fmt.Fprintf(os.Stderr, "mlirfmt lsp: internal error indexing a chunk: %v\n%s", r, debug.Stack())
	}
}

// indexValues records the lowered values by the offset of their names:
// each op lowered from the tree is the one written at its position, its
// results in the order of its result groups (%x:2 names two), its regions'
// block arguments those of the tree's regions.
func (c *chunk) indexValues(top *ir.Operation, ix *index) {
	c.values = map[int][]ir.Value{}
	ir.Walk(top, func(op *ir.Operation) bool {
		a := ix.ops[int(op.Pos)]
		if a == nil {
			return true
		}
		n := 0
		for _, r := range a.Results {
			n += r.Count
		}
		if n == len(op.Results) {
			i := 0
			for _, r := range a.Results {
				off := c.start + int(r.Pos)
				for range r.Count {
					c.values[off] = append(c.values[off], &op.Results[i])
					i++
				}
			}
		}
		if len(a.Regions) != len(op.Regions) {
			return true
		}
		for ri, r := range op.Regions {
			blocks := a.Regions[ri].Blocks
			if len(blocks) != len(r.Blocks) {
				continue
			}
			for bi, b := range r.Blocks {
				if args := blocks[bi].Args; len(args) == len(b.Args) {
					for i, arg := range b.Args {
						if args[i].Pos.IsValid() {
							off := c.start + int(args[i].Pos)
							c.values[off] = append(c.values[off], arg)
						}
					}
				}
			}
		}
		return true
	})
}

// shift moves the chunk's diagnostics from chunk offsets to file offsets.
func (c *chunk) shift() {
	for i, d := range c.diags {
		s := *d
		s.Pos = shiftPos(s.Pos, c.start)
		s.End = shiftPos(s.End, c.start)
		s.Notes = append([]diag.Note(nil), s.Notes...)
		for j := range s.Notes {
			s.Notes[j].Pos = shiftPos(s.Notes[j].Pos, c.start)
		}
		c.diags[i] = &s
	}
}

func shiftPos(p ast.Pos, by int) ast.Pos {
	if !p.IsValid() {
		return p
	}
	return p + ast.Pos(by)
}

// collect gathers the chunks' diagnostics. A chunk that does not parse
// because a custom-form op's dialect is not registered is not an error of
// its own: each such dialect gets one warning, at its first use, with the
// other chunks it stopped as related notes.
func (a *analysis) collect(cfg *config) {
	type unknown struct {
		d      *diag.Diagnostic
		ops    []string
		chunks int
	}
	byDialect := map[string]*unknown{}
	var order []string
	for _, c := range a.chunks {
		if c.unknownDialect == "" {
			a.diags = append(a.diags, c.diags...)
			continue
		}
		first := c.diags[0]
		u := byDialect[c.unknownDialect]
		if u == nil {
			u = &unknown{d: &diag.Diagnostic{Severity: diag.Warning, Pos: first.Pos, End: first.End}}
			byDialect[c.unknownDialect] = u
			order = append(order, c.unknownDialect)
			a.diags = append(a.diags, u.d)
		} else {
			u.d.Notes = append(u.d.Notes, diag.Note{Pos: first.Pos, Msg: fmt.Sprintf("'%s' stops this chunk too", c.unknownOp)})
		}
		u.chunks++
		if !contains(u.ops, c.unknownOp) {
			u.ops = append(u.ops, c.unknownOp)
		}
	}
	for _, name := range order {
		u := byDialect[name]
		what := "the chunk using it is not checked"
		switch {
		case len(a.chunks) == 1:
			what = "the file is not checked"
		case u.chunks > 1:
			what = fmt.Sprintf("the %d chunks using it are not checked", u.chunks)
		}
		hint := "give its definitions with -dialects FILE (the server's \"dialects\" setting)"
		if len(cfg.loaded) > 0 {
			hint = "the definitions loaded (" + strings.Join(cfg.loaded, ", ") + ") do not have it; " + hint
		}
		u.d.Msg = fmt.Sprintf("dialect '%s' is not registered: its ops in custom form ('%s') cannot be read, so %s; %s",
			name, strings.Join(u.ops, "', '"), what, hint)
	}
	sort.SliceStable(a.diags, func(i, j int) bool { return a.diags[i].Pos < a.diags[j].Pos })
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// chunkAt returns the chunk holding offset off.
func (a *analysis) chunkAt(off int) *chunk {
	i := sort.Search(len(a.chunks), func(i int) bool { return a.chunks[i].end >= off })
	if i < len(a.chunks) {
		return a.chunks[i]
	}
	return nil
}
