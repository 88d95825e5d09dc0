package verify

// The verifiers of transform's ops.

func init() {
	// SequenceOp::verify: the body's transform.yield passes the
	// sequence's results.
	opVerifiers["transform.sequence"] = func(o *opCtx) *diagnostic {
		t := terminator(entryBlock(o.op, 0))
		if t == nil || t.Name != "transform.yield" {
			return nil
		}
		same := len(t.Operands) == len(o.op.Results)
		for i := 0; same && i < len(t.Operands); i++ {
			same = t.Operands[i].Type() == o.op.Results[i].Type()
		}
		if same {
			return nil
		}
		d := o.errorf("expects the types of the terminator operands to match the types of the result")
		return note(d, t.Pos, "terminator")
	}
}
