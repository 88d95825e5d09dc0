package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/internal/opsupport"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// TestTypedConstructors checks the generated typed accessors and
// constructors (dialects/<name>/ops_gen.go) against mlir-opt: every chunk
// of the corpus's valid files (corpus/dialects, those with an .opt golden)
// is rebuilt op by op, each op of the core dialects (typedDialects) with
// its typed constructor from what its typed getters read of the parsed op
// (rebuildTyped, generated), the others copied generically; the rebuilt
// module must print (mlir-opt's style) exactly as the parsed one does, and
// mlir-opt must read that text and print it unchanged. An op kind counts
// as covered when every chunk using it passes. Needs -mlir-opt.
func TestTypedConstructors(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("needs -mlir-opt")
	}
	reg := dialects.MustCore()
	files, err := filepath.Glob(filepath.Join("dialects", "*", "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	passed := map[string]int{} // op kind -> passing chunks
	failed := map[string]string{}
	excludedKinds := map[string]bool{}
	chunks, bad, excluded := 0, 0, 0
	for _, path := range files {
		if _, err := os.Stat(path + ".opt"); err != nil {
			continue // an input mlir-opt rejects
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range splitChunks(string(src)) {
			typed, skip, err := rebuildChunk(reg, path, chunk)
			if typed == nil {
				continue // no op of the core dialects, or not lowered
			}
			chunks++
			switch {
			case skip != "":
				excluded++
				t.Logf("%s: chunk %d: not counted: %s", path, i+1, skip)
				for k := range typed {
					excludedKinds[k] = true
				}
			case err != nil:
				bad++
				t.Errorf("%s: chunk %d: %v", path, i+1, err)
				for k := range typed {
					if _, ok := failed[k]; !ok {
						failed[k] = fmt.Sprintf("%s chunk %d", path, i+1)
					}
				}
			default:
				for k := range typed {
					passed[k]++
				}
			}
		}
	}
	// Coverage by dialect, against every op ODS defines.
	all := map[string][]string{}
	for _, name := range defs.Files() {
		data, err := defs.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := ods.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Dialects {
			if !slices.Contains(typedDialects, d.Name) {
				continue
			}
			for _, op := range d.Ops {
				all[d.Name] = append(all[d.Name], op.Name)
			}
		}
	}
	covered, total := 0, 0
	var parts []string
	for _, d := range typedDialects {
		n := 0
		var missing []string
		for _, op := range all[d] {
			short := strings.TrimPrefix(op, d+".")
			switch {
			case passed[op] > 0 && failed[op] == "":
				n++
			case failed[op] != "":
				missing = append(missing, short+" (failed)")
			case excludedKinds[op]:
				missing = append(missing, short+" (only in chunks not counted)")
			default:
				missing = append(missing, short+" (in no valid corpus chunk)")
			}
		}
		covered += n
		total += len(all[d])
		parts = append(parts, fmt.Sprintf("%s %d/%d", d, n, len(all[d])))
		if len(missing) > 0 {
			sort.Strings(missing)
			fmt.Printf("typed constructors: %s not covered: %s\n", d, strings.Join(missing, ", "))
		}
	}
	fmt.Printf("typed constructors: %d of %d op kinds of the core dialects built, printed and read back by mlir-opt (%s); %d chunks: %d passed, %d not counted, %d failed\n",
		covered, total, strings.Join(parts, ", "), chunks, chunks-bad-excluded, excluded, bad)
}

// rebuildChunk parses, lowers and rebuilds one chunk, and checks the
// rebuilt module's text against the parsed one's and mlir-opt's reading
// of it. typed are the op kinds built with their typed constructors, nil
// for a chunk that does not lower (the corpus's own tests cover those) or
// has no op of the core dialects. skip says why a chunk is not counted:
// its values are used before they are defined in the order the rebuild
// walks (a graph region), or the rebuilt module prints as the parsed one
// but mlir-opt does not read that text back the same: gomlir's print of
// the chunk is not mlir-opt's (the printer's difference, which the
// corpus's own tests track), or mlir-opt's own print does not read back
// (cf.switch's case 18446744073709551615).
func rebuildChunk(reg *dialects.Registry, path, chunk string) (typed map[string]bool, skip string, err error) {
	m, err := grammar.ParseFileWith(path, []byte(chunk), grammar.Options{Registry: reg})
	if err != nil {
		return nil, "", nil
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	if err != nil {
		return nil, "", nil
	}
	r := &rebuilder{ctx: ctx, vals: map[ir.Value]ir.Value{}, blocks: map[*ir.Block]*ir.Block{}, typed: map[string]bool{}}
	var top *ir.Operation
	func() {
		defer func() {
			if p := recover(); p != nil {
				err = fmt.Errorf("rebuilding panicked: %v", p)
			}
		}()
		top = r.op(res.Top)
	}()
	if len(r.typed) == 0 {
		return nil, "", nil
	}
	if err != nil {
		return r.typed, "", err
	}
	if r.err != nil {
		return r.typed, r.err.Error(), nil
	}
	opts := printer.Options{Dialects: reg}
	want := printer.Print(res.Top, res.Resources, opts)
	got := printer.Print(top, res.Resources, opts)
	if !bytes.Equal(got, want) {
		return r.typed, "", fmt.Errorf("the rebuilt module prints\n%s\nthe parsed one\n%s", got, want)
	}
	out, stderr, err := runMlirOpt(got)
	if err == nil && bytes.Equal(out, got) {
		return r.typed, "", nil
	}
	// The rebuilt module prints as the parsed one: what mlir-opt does not
	// read back is the text of the chunk, not the constructors' doing.
	orig, _, oerr := runMlirOpt([]byte(chunk))
	switch {
	case oerr != nil || !bytes.Equal(orig, want):
		return r.typed, "gomlir's print of the parsed chunk is not mlir-opt's (the printer's difference)", nil
	case err != nil:
		return r.typed, "mlir-opt does not read back its own print of the chunk: " + firstLine(stderr), nil
	}
	return r.typed, "mlir-opt's own print of the chunk does not read back the same", nil
}

// runMlirOpt is mlir-opt's output for src, and its diagnostics.
func runMlirOpt(src []byte) ([]byte, string, error) {
	cmd := exec.Command(*mlirOpt, "--allow-unregistered-dialect", "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	return out, stderr.String(), err
}

// rebuilder copies IR op by op, mapping values and blocks.
type rebuilder struct {
	ctx    *ir.Context
	vals   map[ir.Value]ir.Value
	blocks map[*ir.Block]*ir.Block
	typed  map[string]bool
	err    error
}

func (r *rebuilder) v(x ir.Value) ir.Value {
	if x == nil {
		return nil
	}
	y, ok := r.vals[x]
	if !ok && r.err == nil {
		r.err = fmt.Errorf("a value used before it is defined in the order the rebuild walks")
	}
	if !ok {
		return x // a stand-in, so that a constructor reading its type goes on
	}
	return y
}

func (r *rebuilder) vs(xs []ir.Value) []ir.Value {
	out := make([]ir.Value, len(xs))
	for i, x := range xs {
		out[i] = r.v(x)
	}
	return out
}

func (r *rebuilder) vss(xs [][]ir.Value) [][]ir.Value {
	out := make([][]ir.Value, len(xs))
	for i, x := range xs {
		out[i] = r.vs(x)
	}
	return out
}

func (r *rebuilder) blk(b *ir.Block) *ir.Block { return r.blocks[b] }

func (r *rebuilder) blks(bs []*ir.Block) []*ir.Block {
	out := make([]*ir.Block, len(bs))
	for i, b := range bs {
		out[i] = r.blocks[b]
	}
	return out
}

// op rebuilds op and what its regions hold.
func (r *rebuilder) op(op *ir.Operation) *ir.Operation {
	n := rebuildTyped(r.ctx, op, r.v, r.vs, r.vss, r.blk, r.blks)
	if n != nil {
		r.typed[op.Name] = true
	} else {
		n = ir.NewOperation(op.Name, typesOf(resultValues(op)))
		opsupport.SetOperands(n, r.vs(op.Operands))
		n.Properties = op.Properties
		n.Successors = r.blks(op.Successors)
		opsupport.AddRegions(n, len(op.Regions))
	}
	n.Attrs = op.Attrs
	n.Loc = op.Loc
	if len(n.Results) != len(op.Results) || len(n.Regions) != len(op.Regions) {
		if r.err == nil {
			r.err = fmt.Errorf("%s rebuilt with %d results and %d regions, not %d and %d", op.Name, len(n.Results), len(n.Regions), len(op.Results), len(op.Regions))
		}
		return n
	}
	for i := range op.Results {
		r.vals[&op.Results[i]] = &n.Results[i]
	}
	for i, reg := range op.Regions {
		to := n.Regions[i]
		for _, b := range reg.Blocks {
			nb := to.AddBlock()
			for _, a := range b.Args {
				r.vals[a] = nb.AddArgument(a.Type(), a.Loc)
			}
			r.blocks[b] = nb
		}
		for _, b := range reg.Blocks {
			for _, o := range b.Ops {
				r.blocks[b].Append(r.op(o))
			}
		}
	}
	return n
}

func resultValues(op *ir.Operation) []ir.Value {
	out := make([]ir.Value, len(op.Results))
	for i := range op.Results {
		out[i] = &op.Results[i]
	}
	return out
}

// typeOf is v's type, nil for nil.
func typeOf(v ir.Value) ir.Type {
	if v == nil {
		return nil
	}
	return v.Type()
}

// typesOf are the types of vs.
func typesOf(vs []ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}
