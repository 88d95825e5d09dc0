package lower

import (
	"sort"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
)

// OutsideOp is the name of the ops Options.Outside makes: each stands for
// a value defined outside the text lowered (its results, one per result
// number used, typed as used).
const OutsideOp = "gomlir.outside"

// outside turns each name used and never defined into the results of a
// new OutsideOp op (in no block), named by the name: text cut out of a
// larger region (a piece of a function's body) uses the values defined
// in the rest of it, as mlir-opt's parser makes a forward reference a
// placeholder typed at its use. A name used as `%x#N` needs every result
// number below N used too (their types are not known otherwise).
func (l *lowerer) outside() ([]*ir.Operation, error) {
	names := make([]string, 0, len(l.forward))
	for name := range l.forward {
		names = append(names, name)
	}
	// In order of first use, as the error would report them.
	sort.Slice(names, func(i, j int) bool { return l.forward[names[i]].uses[0].pos < l.forward[names[j]].uses[0].pos })
	ops := make([]*ir.Operation, 0, len(names))
	for _, name := range names {
		f := l.forward[name]
		types := make([]ir.Type, len(f.types))
		for i := range types {
			t, ok := f.types[i]
			if !ok {
				return nil, diag.Errorf(f.uses[0].pos, "use of undeclared SSA value name")
			}
			types[i] = t
		}
		op := ir.NewOperation(OutsideOp, types)
		for _, u := range f.uses {
			u.op.Operands[u.idx] = op.Result(u.result)
		}
		if l.syntax != nil {
			l.syntax.names[op.Result(0)] = ValueName{Name: name, Pos: f.uses[0].pos}
		}
		ops = append(ops, op)
	}
	clear(l.forward)
	return ops, nil
}
