package upgrade

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/grammar"
)

// types upgrades the types and dialect attributes wherever they are:
// `!llvm<"...">` and `!llvm.i32` are builtin or LLVM types of today,
// `!spv.`/`#spv.` are `!spirv.`/`#spirv.`, a memref's bare layout map gets
// its affine_map<>; what has no counterpart today is a problem.
func (u *upgrader) types() {
	for i := 0; i < len(u.toks); i++ {
		t := u.text(i)
		switch u.kind(i) {
		case grammar.BangIdent:
			switch {
			case u.isOldLLVM(i):
				lit := u.text(i + 2)
				s, err := strconv.Unquote(lit)
				if err != nil {
					s = strings.Trim(lit, `"`)
				}
				out, _, err := llvmType(s)
				if err != nil {
					u.problemf(i, "LLVM type %s: %v: write today's LLVM dialect type", u.span(i, i+4), err)
				}
				u.edits = append(u.edits, edit{u.start(i), u.end(i + 3), out})
				i += 3
			case strings.HasPrefix(t, "!llvm."):
				if out, ok := llvmKeyword(strings.TrimPrefix(t, "!llvm.")); ok {
					u.replace(i, out)
				}
			case strings.HasPrefix(t, "!spv."):
				u.replace(i, "!spirv."+strings.TrimPrefix(t, "!spv."))
			}
		case grammar.HashIdent:
			if strings.HasPrefix(t, "#spv.") {
				u.replace(i, "#spirv."+strings.TrimPrefix(t, "#spv."))
			}
		case grammar.BareIdent:
			switch {
			case t == "memref" && u.is(i+1, grammar.Less):
				u.memrefParams(i+1, u.closing(i+1))
			case t == "opaque" && u.is(i+1, grammar.Less) && u.is(i+2, grammar.String):
				u.problemf(i, "opaque elements attributes were removed: write the value as dense<...> or dense_resource<...>")
			}
		}
	}
}

// memrefParams upgrades the layouts and memory spaces of the memref type
// whose `<` is at open and `>` at end.
func (u *upgrader) memrefParams(open, end int) {
	depth := 0
	for k := open + 1; k < end; k++ {
		switch u.kind(k) {
		case grammar.LParen, grammar.LSquare, grammar.Less, grammar.LBrace:
			depth++
		case grammar.RParen, grammar.RSquare, grammar.Greater, grammar.RBrace:
			depth--
		case grammar.Comma:
			if depth != 0 {
				continue
			}
			switch p := k + 1; {
			case u.is(p, grammar.LParen):
				if e, ok := u.affine(p, true); ok {
					k = e - 1
				}
			case u.is(p, grammar.BareIdent) && !u.is(p+1, grammar.Less) && !typeWord(u.text(p)):
				u.problemf(p, "memory space %s: memory spaces are integers or attributes now: write its number", u.text(p))
			}
		}
	}
}

// convertTypes applies the type upgrades to the text of a type.
func convertTypes(s string) string {
	u := &upgrader{src: []byte(s)}
	lx := grammar.NewLexer(u.src)
	for {
		t := lx.Next()
		if t.Kind == grammar.EOF || t.Kind == grammar.Error {
			break
		}
		u.toks = append(u.toks, tok{k: t.Kind, s: int(t.Start), e: int(t.End)})
	}
	u.types()
	var b strings.Builder
	at := 0
	for _, e := range u.edits {
		if e.s < at {
			continue
		}
		b.WriteString(s[at:e.s])
		b.WriteString(e.text)
		at = e.e
	}
	b.WriteString(s[at:])
	return b.String()
}

// llvmKeyword is today's type for the LLVM type keyword of `!llvm.KW`,
// when it was one of 2019's (`!llvm.void` and the others of today stay).
func llvmKeyword(kw string) (string, bool) {
	switch kw {
	case "half":
		return "f16", true
	case "bfloat":
		return "bf16", true
	case "float":
		return "f32", true
	case "double":
		return "f64", true
	case "fp128":
		return "f128", true
	case "x86_fp80":
		return "f80", true
	}
	if d, ok := strings.CutPrefix(kw, "i"); ok && d != "" && strings.Trim(d, "0123456789") == "" {
		return kw, true
	}
	return "", false
}

// llvmType converts the LLVM IR type text of a 2019 `!llvm<"...">` to
// today's LLVM dialect type; pointee is the converted type a pointer type
// points to ("" when the type is not a pointer).
func llvmType(s string) (out, pointee string, err error) {
	p := &llvmParser{s: s}
	out, pointee, err = p.typ()
	if err == nil {
		p.space()
		if p.i < len(p.s) {
			err = fmt.Errorf("unexpected %q", p.s[p.i:])
		}
	}
	if err != nil {
		return "", "", err
	}
	return out, pointee, nil
}

type llvmParser struct {
	s string
	i int
}

func (p *llvmParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n') {
		p.i++
	}
}

func (p *llvmParser) eat(c string) bool {
	p.space()
	if strings.HasPrefix(p.s[p.i:], c) {
		p.i += len(c)
		return true
	}
	return false
}

func (p *llvmParser) word() string {
	p.space()
	j := p.i
	for j < len(p.s) {
		c := p.s[j]
		if c == '_' || c == '.' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' {
			j++
			continue
		}
		break
	}
	w := p.s[p.i:j]
	p.i = j
	return w
}

// builtinScalar reports today's builtin integer and float types, the
// elements of a builtin vector.
func builtinScalar(t string) bool {
	switch t {
	case "f16", "bf16", "f32", "f64", "f80", "f128":
		return true
	}
	d, ok := strings.CutPrefix(t, "i")
	return ok && d != "" && strings.Trim(d, "0123456789") == ""
}

func (p *llvmParser) list(end string) ([]string, error) {
	var elems []string
	if p.eat(end) {
		return nil, nil
	}
	for {
		t, _, err := p.typ()
		if err != nil {
			return nil, err
		}
		elems = append(elems, t)
		if p.eat(end) {
			return elems, nil
		}
		if !p.eat(",") {
			return nil, fmt.Errorf("expected ',' or %q", end)
		}
	}
}

func (p *llvmParser) typ() (out, pointee string, err error) {
	p.space()
	switch {
	case p.eat("<{"):
		elems, err := p.list("}>")
		if err != nil {
			return "", "", err
		}
		out = "!llvm.struct<packed (" + strings.Join(elems, ", ") + ")>"
	case p.eat("{"):
		elems, err := p.list("}")
		if err != nil {
			return "", "", err
		}
		out = "!llvm.struct<(" + strings.Join(elems, ", ") + ")>"
	case p.eat("["), p.eat("<"):
		vector := p.s[p.i-1] == '<'
		n := p.word()
		if _, err := strconv.Atoi(n); err != nil || !p.eat("x") {
			return "", "", fmt.Errorf("expected 'N x T'")
		}
		elem, _, err := p.typ()
		if err != nil {
			return "", "", err
		}
		switch {
		case !vector && p.eat("]"):
			out = "!llvm.array<" + n + " x " + elem + ">"
		case vector && p.eat(">"):
			if builtinScalar(elem) {
				out = "vector<" + n + "x" + elem + ">"
			} else {
				out = "!llvm.vec<" + n + " x " + elem + ">"
			}
		default:
			return "", "", fmt.Errorf("unbalanced brackets")
		}
	default:
		w := p.word()
		switch {
		case w == "void":
			out = "!llvm.void"
		case w == "":
			return "", "", fmt.Errorf("expected a type at %q", p.s[p.i:])
		default:
			kw, ok := llvmKeyword(w)
			if !ok {
				return "", "", fmt.Errorf("unknown type %q", w)
			}
			out = kw
		}
	}
	for {
		switch {
		case p.eat("*"):
			pointee, out = out, "!llvm.ptr"
		case p.eat("addrspace"):
			if !p.eat("(") {
				return "", "", fmt.Errorf("expected '(' after addrspace")
			}
			n := p.word()
			if !p.eat(")") || !p.eat("*") {
				return "", "", fmt.Errorf("expected 'addrspace(N)*'")
			}
			pointee, out = out, "!llvm.ptr<"+n+">"
		case p.eat("("):
			var args []string
			for !p.eat(")") {
				if p.eat("...") {
					args = append(args, "...")
				} else {
					t, _, err := p.typ()
					if err != nil {
						return "", "", err
					}
					args = append(args, t)
				}
				if !p.eat(",") && !strings.HasPrefix(p.s[p.i:], ")") {
					p.space()
					if !strings.HasPrefix(p.s[p.i:], ")") {
						return "", "", fmt.Errorf("expected ',' or ')'")
					}
				}
			}
			pointee, out = "", "!llvm.func<"+out+" ("+strings.Join(args, ", ")+")>"
		default:
			return out, pointee, nil
		}
	}
}
