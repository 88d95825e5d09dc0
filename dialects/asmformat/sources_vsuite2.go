package asmformat

import "github.com/gomlir/gomlir/ir"

// GroupConstraint evaluates the ODS type constraint of an op's operand
// group (result group with result) on t: its summary, whether t satisfies
// it, known false when that cannot be told (see Env.GroupConstraint).
type GroupConstraint func(op string, result bool, group int, t ir.Type) (summary string, holds, known bool)

// checkTransformSources is what OpFormatGen generates before it resolves
// types: each operand or result group whose types a TypesMatchWith
// transformer reads (results' resolutions first, then operands', each
// group once) must satisfy its own type constraint, else "'lhs' must be
// signless-integer-like, but got 'f32'" at the op's name: the
// transformer's C++ may assume it (a cast<MemRefType>).
func (r *Resolver) checkTransformSources(operands, results [][]ir.Type) error {
	if r.env == nil || r.env.GroupConstraint == nil {
		return nil
	}
	type key struct {
		result bool
		index  int
	}
	var seen []key
	for _, srcs := range [][]typeSource{r.results, r.operands} {
		for _, src := range srcs {
			if src.transform == "" || isIdentity(src.transform) || (src.kind != rOperand && src.kind != rResult) {
				continue
			}
			k := key{src.kind == rResult, src.index}
			dup := false
			for _, s := range seen {
				dup = dup || s == k
			}
			if dup {
				continue
			}
			seen = append(seen, k)
			types, name := []ir.Type(nil), ""
			if k.result {
				if k.index < len(results) && k.index < len(r.op.Results) {
					types, name = results[k.index], r.op.Results[k.index].Name
				}
			} else if k.index < len(operands) && k.index < len(r.op.Operands) {
				types, name = operands[k.index], r.op.Operands[k.index].Name
			}
			for _, t := range types {
				if t == nil {
					continue
				}
				if summary, holds, known := r.env.GroupConstraint(r.op.Name, k.result, k.index, t); known && !holds {
					return r.errorf(-1, "'%s' must be %s, but got '%s'", name, summary, ir.TypeString(t))
				}
			}
		}
	}
	return nil
}
