package verify

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/internal/verifydata"
)

type diagnostic = diag.Diagnostic

const noPos = ast.NoPos

// odsData is the generated data (package internal/verifydata, written by
// internal/cmd/odsgen), its predicates compiled.
type odsData struct {
	verifydata.File

	// preds are compiled on first use, each once.
	preds []predFn
	once  []sync.Once
}

// The generated data's parts, as the checks name them.
type (
	// constraint is a type, attribute or region constraint: the words of
	// mlir-opt's message and the predicate.
	constraint = verifydata.Constraint
	// opData is one op's constraints: indexes into odsData.Constraints
	// (-1: none).
	opData   = verifydata.Op
	attrData = verifydata.Attr
	// traitData is a PredOpTrait: mlir-opt says "failed to verify that "
	// and the summary.
	traitData = verifydata.Trait
)

var (
	dataOnce sync.Once
	data     *odsData
)

// loadData decodes and compiles the embedded constraints once per process.
func loadData() *odsData {
	dataOnce.Do(func() {
		d := &odsData{}
		if err := json.Unmarshal(verifydata.JSON, &d.File); err != nil {
			panic(fmt.Sprintf("verify: constraints.json: %v", err))
		}
		setClasses(d.Classes)
		setIntEnums(d)
		d.preds = make([]predFn, len(d.Preds))
		d.once = make([]sync.Once, len(d.Preds))
		data = d
	})
	return data
}

// pred returns the compiled predicate i, compiling it on first use.
func (d *odsData) pred(i int) predFn {
	if i < 0 || i >= len(d.preds) {
		return unknownPred
	}
	d.once[i].Do(func() { d.preds[i] = d.compile(i) })
	return d.preds[i]
}

// compile builds predicate node i; its children come before it in the
// file.
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
