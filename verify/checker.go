package verify

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// opCtx is the dialect.Checker a dialect's verifier is given.
var _ dialect.Checker = (*opCtx)(nil)

// Op is the operation under verification.
func (o *opCtx) Op() *ir.Operation { return o.op }

// Def is the op's definition, nil for an unregistered op (given to a
// dialect attribute's verifier).
func (o *opCtx) Def() *ods.Op {
	if o.inf == nil {
		return nil
	}
	return o.inf.def
}

// Context interns the types a verifier builds.
func (o *opCtx) Context() *ir.Context { return o.r.c.ctx }

// Operand returns the values of the operand group name.
func (o *opCtx) Operand(name string) []ir.Value { return o.operand(name) }

// Result returns the values of the result group name.
func (o *opCtx) Result(name string) []ir.Value { return o.result(name) }

// HasOperand reports whether the op's definition has an operand group
// name.
func (o *opCtx) HasOperand(name string) bool { return o.hasOperand(name) }

// HasResult reports whether the op's definition has a result group name.
func (o *opCtx) HasResult(name string) bool { return o.hasResult(name) }

// Attr returns the op's inherent attribute name, or its discardable
// attribute name, or nil.
func (o *opCtx) Attr(name string) ir.Attribute { return o.attr(name) }

// Errorf is emitOpError on the op.
func (o *opCtx) Errorf(format string, args ...any) *diag.Diagnostic {
	return opError(o.op, format, args...)
}

// EmitErrorf is emitError on the op: the message alone.
func (o *opCtx) EmitErrorf(format string, args ...any) *diag.Diagnostic {
	return opErr(o.op, format, args...)
}

// Constant returns the constant v holds when its op's Verifier.Constant
// tells it, or nil.
func (o *opCtx) Constant(v ir.Value) ir.Attribute {
	r, ok := v.(*ir.OpResult)
	if !ok || o.r.c.reg == nil {
		return nil
	}
	if ver := o.r.c.reg.Verifier(r.Owner.Name); ver != nil && ver.Constant != nil {
		return ver.Constant(r.Owner)
	}
	return nil
}

// Note attaches a note at pos to d.
func (o *opCtx) Note(d *diag.Diagnostic, pos ast.Pos, format string, args ...any) *diag.Diagnostic {
	return note(d, pos, format, args...)
}

// Emit reports d before the diagnostic the check returns.
func (o *opCtx) Emit(d *diag.Diagnostic) { o.pre = append(o.pre, d) }

// HasTrait reports whether the registered op name has trait.
func (o *opCtx) HasTrait(name, trait string) bool {
	inf := o.r.c.info(name)
	return inf != nil && inf.traits[trait]
}

// For returns a Checker for another registered op, its groups split.
func (o *opCtx) For(op *ir.Operation) (dialect.Checker, bool) {
	inf := o.r.c.info(op.Name)
	if inf == nil {
		return nil, false
	}
	oc := &opCtx{r: o.r, op: op, inf: inf}
	if oc.prepare() != nil {
		return nil, false
	}
	return oc, true
}

// checkerOf is a Checker of op, registered or not, for a dialect
// attribute's verifier: its groups are not split.
func (r *run) checkerOf(op *ir.Operation) *opCtx {
	return &opCtx{r: r, op: op, inf: r.c.info(op.Name)}
}
