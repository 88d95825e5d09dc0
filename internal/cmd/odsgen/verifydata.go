package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/internal/verifydata"
)

// The verifier's data (internal/verifydata/constraints.json, its schema
// in package verifydata): what ODS generates into each op's
// verifyInvariantsImpl, as data. For every op, the type constraint of
// each operand and result group, the constraint of each attribute and
// region, and the PredOpTraits; for every constraint, its summary (the
// words of mlir-opt's message) and its predicate, a tree of the ODS Pred
// records whose leaves are the CPred expressions, verbatim. Package
// verify evaluates the leaves it knows.

type verifyGen struct {
	g           *generator
	data        verifydata.File
	preds       map[string]int
	constraints map[string]int
}

// VerifyJSON builds the verifier's data from parsed sources.
func VerifyJSON(specs []spec, sources map[string]*source) ([]byte, error) {
	v := &verifyGen{
		g:           newGenerator(specs, sources),
		data:        verifydata.File{Comment: verifydata.Generated, Ops: map[string]*verifydata.Op{}, Classes: map[string]string{}},
		preds:       map[string]int{},
		constraints: map[string]int{},
	}
	defVerifiers := map[string]bool{}
	for _, file := range builtinDefFiles {
		if src := sources[file]; src != nil {
			for _, r := range src.recs {
				if name, ok := defVerifier(src.recs, r); ok {
					defVerifiers[name] = true
				}
			}
		}
	}
	for _, sp := range specs {
		for _, file := range sp.Files {
			recs := sources[file].recs
			for _, name := range sortedKeys(recs) {
				r := recs[name]
				if name, ok := defVerifier(recs, r); ok {
					defVerifiers[name] = true
				}
				dr := recs[r.ref("opDialect")]
				if (r.IsA("TypeDef") || r.IsA("AttrDef")) && r.str("mnemonic") != "" && r.str("cppType") != "" {
					if d := recs[r.ref("dialect")]; d != nil {
						sigil := "!"
						if r.IsA("AttrDef") {
							sigil = "#"
						}
						v.data.Classes[qualify(r.str("cppType"))] = sigil + d.str("name") + "." + r.str("mnemonic")
					}
				}
				if !r.IsA("Op") || dr == nil || dr.str("name") != sp.Name {
					continue
				}
				if sp.Ops != nil && !containsStr(sp.Ops, r.str("opName")) {
					continue
				}
				opName := sp.Name + "." + r.str("opName")
				if _, done := v.data.Ops[opName]; done {
					continue
				}
				v.data.Ops[opName] = v.op(opName, recs, r)
			}
		}
	}
	v.data.DefVerifiers = sortedKeys(defVerifiers)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(v.data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// defVerifier returns the spelling's prefix of an attribute or type
// definition with a C++ verifier (genVerifyDecl): "#dialect.mnemonic",
// or the builtin ones' name ("!builtin.vector"), which have no mnemonic.
func defVerifier(recs Records, r *Record) (string, bool) {
	sigil, nameField := "!", "typeName"
	switch {
	case r.IsA("AttrDef"):
		sigil, nameField = "#", "attrName"
	case r.IsA("TypeDef"):
	default:
		return "", false
	}
	if !r.bit("genVerifyDecl") {
		return "", false
	}
	d := recs[r.ref("dialect")]
	if d == nil {
		return "", false
	}
	if m := r.str("mnemonic"); m != "" {
		return sigil + d.str("name") + "." + m, true
	}
	if n := r.str(nameField); n != "" {
		return sigil + n, true
	}
	return "", false
}

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func (v *verifyGen) op(opName string, recs Records, r *Record) *verifydata.Op {
	op := &verifydata.Op{Verifier: r.bit("hasVerifier"), RegionVerifier: r.bit("hasRegionVerifier")}
	if args, ok := r.Fields["arguments"].(*Dag); ok {
		for _, a := range args.Args {
			c := recs.deref(a.Val)
			for c != nil && c.IsA("OpVariable") {
				c = recs.deref(c.Fields["constraint"])
			}
			switch {
			case c == nil:
			case c.IsA("TypeConstraint"):
				op.Operands = append(op.Operands, v.constraint(recs, c))
			case c.IsA("Property"), c.IsA("PropConstraint"):
			case c.IsA("Attr"), c.IsA("AttrConstraint"):
				op.Attrs = append(op.Attrs, verifydata.Attr{Name: a.Name, C: v.constraint(recs, c)})
			}
		}
	}
	if res, ok := r.Fields["results"].(*Dag); ok {
		for _, a := range res.Args {
			c := recs.deref(a.Val)
			for c != nil && c.IsA("OpVariable") {
				c = recs.deref(c.Fields["constraint"])
			}
			op.Results = append(op.Results, v.constraint(recs, c))
		}
	}
	if regs, ok := r.Fields["regions"].(*Dag); ok {
		for _, a := range regs.Args {
			op.Regions = append(op.Regions, v.constraint(recs, recs.deref(a.Val)))
		}
	}
	ns := qualify(r.str("cppNamespace"))
	var walk func(List)
	walk = func(l List) {
		for _, t := range l {
			tr := recs.deref(t)
			switch {
			case tr == nil:
			case tr.IsA("TraitList"):
				walk(tr.list("traits"))
			case tr.IsA("PredTrait"):
				op.Traits = append(op.Traits, verifydata.Trait{
					Name:    v.g.trait(opName, ns, recs, tr),
					Summary: tr.str("summary"),
					Pred:    v.pred(recs, tr.Fields["predicate"]),
				})
			}
		}
	}
	walk(r.list("traits"))
	return op
}

// constraint interns c's summary and predicate; -1 for none.
func (v *verifyGen) constraint(recs Records, c *Record) int {
	if c == nil {
		return -1
	}
	vc := verifydata.Constraint{Summary: c.str("summary"), Pred: v.pred(recs, c.Fields["predicate"])}
	key := fmt.Sprintf("%d\x00%s", vc.Pred, vc.Summary)
	if i, ok := v.constraints[key]; ok {
		return i
	}
	v.constraints[key] = len(v.data.Constraints)
	v.data.Constraints = append(v.data.Constraints, vc)
	return len(v.data.Constraints) - 1
}

// pred interns a predicate tree; an unreadable one is ["?"].
func (v *verifyGen) pred(recs Records, val Value) int {
	node := v.node(recs, recs.deref(val))
	key, _ := json.Marshal(node)
	if i, ok := v.preds[string(key)]; ok {
		return i
	}
	v.preds[string(key)] = len(v.data.Preds)
	v.data.Preds = append(v.data.Preds, rawJSON(node))
	return len(v.data.Preds) - 1
}

func (v *verifyGen) node(recs Records, p *Record) []any {
	if p == nil {
		return []any{"?"}
	}
	if p.IsA("CPred") {
		return []any{"c", strings.TrimSpace(p.str("predExpr"))}
	}
	var children []any
	for _, c := range p.list("children") {
		children = append(children, v.pred(recs, c))
	}
	switch p.ref("kind") {
	case "PredCombinerAnd":
		return append([]any{"and"}, children...)
	case "PredCombinerOr":
		return append([]any{"or"}, children...)
	case "PredCombinerNot":
		return append([]any{"not"}, children...)
	case "PredCombinerSubstLeaves":
		return append([]any{"subst", p.str("pattern"), p.str("replacement")}, children...)
	case "PredCombinerConcat":
		return append([]any{"concat", p.str("prefix"), p.str("suffix")}, children...)
	}
	return []any{"?"}
}

// rawJSON is v in JSON as the file's encoder writes it (no HTML
// escaping), for the file's indentation to apply to it.
func rawJSON(v any) json.RawMessage {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // nodes are strings and ints
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
