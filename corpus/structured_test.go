package corpus

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// notStructuredYet are the registered dialects' attributes and types
// gomlir still keeps as ir.OpaqueAttr or ir.OpaqueType (by `#dialect`,
// `!dialect` or `#dialect.mnemonic`): none.
var notStructuredYet = map[string]bool{}

// TestDialectValuesStructured lowers every chunk of the corpus (and of
// -corpus) with the core registry and fails on an ir.OpaqueAttr or
// ir.OpaqueType of a registered dialect: those are read by their
// definitions into ir.DialectAttr and ir.DialectType, but for the ones
// notStructuredYet lists (counted, by dialect and mnemonic).
func TestDialectValuesStructured(t *testing.T) {
	reg := dialects.MustCore()
	for _, dir := range dirs(t) {
		var paths []string
		for _, suffix := range []string{".mlir"} {
			paths = append(paths, files(t, dir, suffix)...)
		}
		tl := &tally{name: "dialect values structured (" + dir + ")"}
		kept := map[string]int{}
		for _, path := range paths {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for i, ch := range format.Chunks(src) {
				m, err := grammar.ParseFileWith(path, src[ch.Start:ch.End], grammar.Options{Registry: reg})
				if err != nil {
					continue // an invalid input: see TestRejected
				}
				res, err := lower.LowerWith(ir.NewContext(), m, lower.Options{Dialects: reg})
				if err != nil {
					continue
				}
				w := &opaqueWalk{registered: func(d string) bool { return reg.Dialect(d) != nil || reg.HasDialect(d) }, seen: map[any]bool{}}
				w.op(res.Top)
				bad := []string{}
				for _, o := range w.found {
					if notStructuredYet[o[:strings.IndexAny(o+".", ".<")]] || notStructuredYet[mnemonicKey(o)] {
						kept[mnemonicKey(o)]++
						continue
					}
					bad = append(bad, o)
				}
				tl.add(len(bad) == 0, fmt.Sprintf("%s chunk %d: opaque %s", path, i, strings.Join(bad, ", ")))
			}
		}
		keys := make([]string, 0, len(kept))
		for k := range kept {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t.Logf("%s: kept opaque %s: %d", dir, k, kept[k])
		}
		tl.report(t)
	}
}

// mnemonicKey is `#dialect.mnemonic` of a spelled dialect value.
func mnemonicKey(s string) string {
	i := strings.IndexAny(s, ".<")
	if i < 0 || s[i] == '<' {
		return s[:max(i, 0)]
	}
	j := i + 1
	for j < len(s) && (s[j] == '_' || s[j] == '.' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	return strings.TrimSuffix(s[:j], ".")
}

// opaqueWalk collects the opaque attributes and types of registered
// dialects reachable from an op, spelled `#dialect.data`/`!dialect.data`.
type opaqueWalk struct {
	registered func(string) bool
	seen       map[any]bool
	found      []string
}

func (w *opaqueWalk) op(op *ir.Operation) {
	if op.Properties != nil {
		w.attr(op.Properties)
	}
	if op.Attrs != nil {
		w.attr(op.Attrs)
	}
	for i := range op.Results {
		w.typ(op.Results[i].Type())
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, a := range b.Args {
				w.typ(a.Type())
			}
			for _, o := range b.Ops {
				w.op(o)
			}
		}
	}
}

func (w *opaqueWalk) attr(a ir.Attribute) {
	if a == nil || w.seen[a] {
		return
	}
	w.seen[a] = true
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		if w.registered(a.Dialect) {
			w.found = append(w.found, "#"+a.Dialect+"."+a.Data)
		}
		w.typ(a.Type)
	case *ir.DialectAttr:
		w.parts(a.Parts)
		w.params(a.Params)
		w.typ(a.Type)
	case *ir.TypeAttr:
		w.typ(a.Type)
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			w.attr(e)
		}
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			w.attr(e.Value)
		}
	case *ir.DistinctAttr:
		w.attr(a.Inner)
	case *ir.DenseElementsAttr:
		w.typ(a.Type)
	}
}

func (w *opaqueWalk) parts(ps []ir.Part) {
	for _, p := range ps {
		if p.Attr != nil {
			w.attr(p.Attr)
		}
		if p.Type != nil {
			w.typ(p.Type)
		}
	}
}

func (w *opaqueWalk) params(ps ir.Params) {
	for _, p := range ps {
		switch p.Kind {
		case ir.ParamAttr:
			w.attr(p.Attr)
		case ir.ParamType:
			w.typ(p.Type)
		case ir.ParamList:
			w.params(p.List)
		}
	}
}

func (w *opaqueWalk) typ(t ir.Type) {
	if t == nil || w.seen[t] {
		return
	}
	w.seen[t] = true
	switch t := t.(type) {
	case *ir.OpaqueType:
		if w.registered(t.Dialect) {
			w.found = append(w.found, "!"+t.Dialect+"."+t.Data)
		}
	case *ir.DialectType:
		w.parts(t.Parts)
		w.params(t.Params)
	case *ir.FunctionType:
		for _, x := range t.Inputs {
			w.typ(x)
		}
		for _, x := range t.Results {
			w.typ(x)
		}
	case *ir.TupleType:
		for _, x := range t.Types {
			w.typ(x)
		}
	case *ir.ComplexType:
		w.typ(t.Elem)
	case *ir.VectorType:
		w.typ(t.Elem)
	case *ir.RankedTensorType:
		w.typ(t.Elem)
		w.attr(t.Encoding)
	case *ir.UnrankedTensorType:
		w.typ(t.Elem)
	case *ir.MemRefType:
		w.typ(t.Elem)
		w.attr(t.Layout)
		w.attr(t.MemorySpace)
	case *ir.UnrankedMemRefType:
		w.typ(t.Elem)
		w.attr(t.MemorySpace)
	}
}
