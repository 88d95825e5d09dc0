package dialectattr

// The LLVM dialect's parameters with hand-written parsers:
//
//   - LLVM_DIParameter (DWARF tags, languages, encodings, calling
//     conventions, expression opcodes): a keyword, printed as written. The
//     names are not checked against DWARF's tables (mlir-opt rejects an
//     unknown one: "invalid debug info debug info tag name").
//   - #llvm.tbaa_type_desc's members: `{` member, ... `}`, each a
//     #llvm.tbaa_member written without its `#llvm.tbaa_member`.

// parseDIParameter reads an LLVM_DIParameter: a keyword.
func parseDIParameter(p *parser) (value, bool) {
	kw, ok := p.keyword()
	if !ok {
		p.emitHere("expected valid keyword")
		return value{}, false
	}
	return textValue(kw), true
}

// startsKeyword reports whether a keyword comes next.
func startsKeyword(p *parser) bool { return p.tok.kind == tIdent }

func parseTBAAMembers(p *parser) (value, bool) {
	if p.env == nil {
		return value{}, false
	}
	if !p.expect("{") {
		return value{}, false
	}
	d := p.env.Dialect("llvm")
	var member *pkind
	if d != nil {
		for _, a := range d.Attrs {
			if a.Mnemonic == "tbaa_member" {
				member = &pkind{k: kAttr, defD: d, attrDef: a, kind: "TBAAMemberAttr"}
			}
		}
	}
	if member == nil {
		return value{}, false
	}
	st := &fstate{p: p, d: d, selfType: -1}
	var b builder
	b.str("{")
	for i := 0; ; i++ {
		if i > 0 {
			b.str(", ")
		}
		v, ok := st.parseAttrKind(member)
		if !ok {
			return value{}, false
		}
		b.value(v)
		if !p.is(",") {
			break
		}
		p.next()
	}
	if !p.expect("}") {
		return value{}, false
	}
	b.str("}")
	return b.result(), true
}

// parseExpressionArg is #llvm.di_expression_elem's
// custom<ExpressionArg>(ref($opcode), $arguments): the operands, uint64
// integers, but DW_OP_LLVM_convert's second one, a DWARF encoding keyword.
func parseExpressionArg(st *fstate, args []*value) bool {
	p := st.p
	convert := args[0].text == "DW_OP_LLVM_convert"
	var b builder
	var elems []value
	for i := 0; ; i++ {
		var v value
		if convert && i == 1 {
			kw, ok := p.keyword()
			if !ok {
				p.emitHere("expected valid keyword")
				return false
			}
			v = textValue(kw)
		} else {
			var ok bool
			if v, ok = p.parseIntValue(&pkind{k: kInt, bits: 64}); !ok {
				p.emitHere("expected integer operand")
				return false
			}
		}
		if i > 0 {
			b.str(", ")
		}
		b.value(v)
		elems = append(elems, v)
		if !p.is(",") {
			break
		}
		p.next()
	}
	v := b.result()
	v.elems = elems
	*args[1] = v
	return true
}

func printExpressionArg(_ *fstate, b *builder, args []*value) {
	b.value(*args[1])
}
