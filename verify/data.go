package verify

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
)

type diagnostic = diag.Diagnostic

const noPos = ast.NoPos

// constraintsJSON is what ODS generates into each op's verifier, as data
// (written by internal/cmd/odsgen; see its verifydata.go).
//
//go:embed constraints.json
var constraintsJSON []byte

// odsData is constraints.json, its predicates compiled.
type odsData struct {
	Preds       []json.RawMessage  `json:"preds"`
	Constraints []constraint       `json:"constraints"`
	Ops         map[string]*opData `json:"ops"`
	// Classes maps dialect types' and attributes' C++ classes to their
	// spelling's prefix ("!llvm.ptr").
	Classes map[string]string `json:"classes"`

	preds []predFn
}

// constraint is a type, attribute or region constraint: the words of
// mlir-opt's message and the predicate.
type constraint struct {
	Summary string `json:"summary"`
	Pred    int    `json:"pred"`
}

// opData is one op's constraints: indexes into odsData.Constraints (-1:
// none).
type opData struct {
	Operands []int       `json:"operands"`
	Results  []int       `json:"results"`
	Attrs    []attrData  `json:"attrs"`
	Regions  []int       `json:"regions"`
	Traits   []traitData `json:"traits"`
}

type attrData struct {
	Name string `json:"name"`
	C    int    `json:"c"`
}

// traitData is a PredOpTrait: mlir-opt says "failed to verify that " and
// the summary.
type traitData struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
	Pred    int    `json:"pred"`
}

var (
	dataOnce sync.Once
	data     *odsData
)

// loadData decodes and compiles the embedded constraints once per process.
func loadData() *odsData {
	dataOnce.Do(func() {
		d := &odsData{}
		if err := json.Unmarshal(constraintsJSON, d); err != nil {
			panic(fmt.Sprintf("verify: constraints.json: %v", err))
		}
		setClasses(d.Classes)
		d.preds = make([]predFn, len(d.Preds))
		for i := range d.Preds {
			d.preds[i] = d.compile(i)
		}
		data = d
	})
	return data
}

// pred returns the compiled predicate i.
func (d *odsData) pred(i int) predFn {
	if i < 0 || i >= len(d.preds) {
		return unknownPred
	}
	if d.preds[i] == nil {
		return unknownPred
	}
	return d.preds[i]
}

// compile builds predicate node i; children come before their parents in
// the file, so they are compiled already.
func (d *odsData) compile(i int) predFn {
	var node []any
	if err := json.Unmarshal(d.Preds[i], &node); err != nil || len(node) == 0 {
		return unknownPred
	}
	kind, _ := node[0].(string)
	child := func(k int) predFn {
		if k >= len(node) {
			return unknownPred
		}
		f, ok := node[k].(float64)
		if !ok || int(f) >= i {
			return unknownPred
		}
		return d.pred(int(f))
	}
	str := func(k int) string {
		if k >= len(node) {
			return ""
		}
		s, _ := node[k].(string)
		return s
	}
	switch kind {
	case "c":
		return compileAtom(str(1), d.Classes)
	case "and", "or":
		var kids []predFn
		for k := 1; k < len(node); k++ {
			kids = append(kids, child(k))
		}
		if kind == "and" {
			return andPred(kids)
		}
		return orPred(kids)
	case "not":
		c := child(1)
		return func(e *env) tri { return c(e).not() }
	case "subst":
		return substPred(str(1), str(2), child(3))
	case "concat":
		return concatPred(str(1), str(2), child(3))
	}
	return unknownPred
}
