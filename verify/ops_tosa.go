package verify

// tosa: the element-type checks its verifiers start with.

func init() {
	opVerifiers["tosa.reshape"] = func(o *opCtx) *diagnostic {
		in, out := o.operand("input1"), o.result("output")
		if len(in) != 1 || len(out) != 1 {
			return nil
		}
		ie, oe := elementTypeOrSelf(in[0].Type()), elementTypeOrSelf(out[0].Type())
		if ie != oe {
			return o.errorf("expect input and output to have same element type, got '%s' and '%s'", typeString(ie), typeString(oe))
		}
		return nil
	}
}
