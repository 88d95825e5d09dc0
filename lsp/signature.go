package lsp

import (
	"context"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	docs "github.com/gomlir/gomlir/internal/odsdocs"
)

// signatureTriggers are the characters after which a client asks for
// signature help unprompted.
var signatureTriggers = []string{"(", ",", "["}

// SignatureHelp shows, inside an op's operand list, the op's operand
// groups (ODS names and constraints: `arith.addi(lhs:
// signless-integer-like, rhs: signless-integer-like)`), the group of the
// operand at the cursor active. In generic form the list is the one in
// parentheses after the quoted name, its groups sized as the inlay hints
// size them; in custom form it is the rest of the op's line, the operands
// taken in the order its assembly format writes them.
func (s *server) SignatureHelp(ctx context.Context, p *protocol.SignatureHelpParams) (*protocol.SignatureHelp, error) {
	_, t, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	reg := s.config().reg
	if reg == nil {
		return nil, nil
	}
	off := t.offset(p.Position, s.encoding())
	def, active := genericOperandAt(reg, t.src, off)
	if def == nil {
		def, active = customOperandAt(reg, t.src, off)
	}
	if def == nil || len(def.Operands) == 0 {
		return nil, nil
	}
	return signatureOf(def, active), nil
}

// signatureOf is def's operand groups as a signature, group active
// active (-1: none).
func signatureOf(def *ods.Op, active int) *protocol.SignatureHelp {
	var od *docs.Op
	if dd := docs.Lookup(def.Dialect()); dd != nil {
		od = dd.Op(def.Name)
	}
	var label strings.Builder
	label.WriteString(def.Name + "(")
	var params []protocol.ParameterInformation
	for i, a := range def.Operands {
		if i > 0 {
			label.WriteString(", ")
		}
		c := a.Constraint
		doc := ""
		if od != nil && i < len(od.Operands) && od.Operands[i].Name == a.Name {
			if od.Operands[i].Constraint != "" {
				c = od.Operands[i].Constraint
			}
			doc = od.Operands[i].Doc
		}
		part := a.Name
		if a.Kind != "" {
			part += " (" + a.Kind + ")"
		}
		if c != "" {
			part += ": " + c
		}
		start := label.Len()
		label.WriteString(part)
		pi := protocol.ParameterInformation{Label: protocol.ParameterInformationLabelTuple{uint32(utf16Len(label.String()[:start])), uint32(utf16Len(label.String()))}}
		if doc != "" {
			pi.Documentation = protocol.String(doc)
		}
		params = append(params, pi)
	}
	label.WriteString(")")
	sig := protocol.SignatureInformation{Label: label.String(), Parameters: params}
	if od != nil && od.Summary != "" {
		sig.Documentation = protocol.String(od.Summary)
	}
	zero := uint32(0)
	help := &protocol.SignatureHelp{Signatures: []protocol.SignatureInformation{sig}, ActiveSignature: &zero}
	if active >= 0 && active < len(params) {
		help.ActiveParameter = protocol.NewNullable(uint32(active))
	}
	return help
}

// utf16Len is the length of s in UTF-16 code units (parameter labels are
// offsets in the signature's label in the protocol's default units).
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// genericOperandAt is the op whose generic form's operand list holds off
// (`"arith.addi"(%a, |`) and the group of the operand there.
func genericOperandAt(reg dialect.Registry, src []byte, off int) (*ods.Op, int) {
	from := max(0, off-4000)
	ms := genericOpRE.FindAllSubmatchIndex(src[from:off], -1)
	if len(ms) == 0 {
		return nil, -1
	}
	m := ms[len(ms)-1]
	open := from + m[1] // past `(`
	// The list must still be open at off, and hold only operands.
	index := 0
	for i := open; i < off; i++ {
		switch src[i] {
		case ')', '{', '\n':
			return nil, -1
		case ',':
			index++
		}
	}
	def := reg.Op(string(src[from+m[2] : from+m[3]]))
	if def == nil {
		return nil, -1
	}
	// The operands written in the whole list, for the groups' sizes.
	n := index + 1
	end := off
	for end < len(src) && src[end] != ')' && src[end] != '\n' {
		if src[end] == ',' {
			n++
		}
		end++
	}
	lineEnd := end
	for lineEnd < len(src) && src[lineEnd] != '\n' {
		lineEnd++
	}
	sizes := groupSizes(def, src[from+m[0]:lineEnd], n)
	return def, groupOf(sizes, index)
}

// groupOf is the group that operand index falls in, or -1.
func groupOf(sizes []int, index int) int {
	at := 0
	for g, size := range sizes {
		if index < at+size {
			return g
		}
		at += size
	}
	return -1
}

// customOperandAt is the op whose custom form is written on the line of
// off before it, and the group of the operand at off: the operands are
// taken in the order its format writes their groups, one each but for a
// variadic or optional group written last, which takes the rest (the
// custom form's literals between groups are not read).
func customOperandAt(reg dialect.Registry, src []byte, off int) (*ods.Op, int) {
	def, nameEnd := customOpBefore(reg, src, off)
	if def == nil || nameEnd > off {
		return nil, -1
	}
	// The index of the operand at off among those written after the name:
	// the one being typed, or the next.
	index, last := 0, -1
	for i := nameEnd; i < off; i++ {
		if src[i] == '%' {
			index, last = index+1, i
		}
	}
	if last >= 0 {
		typing := true
		for i := last + 1; i < off; i++ {
			typing = typing && (isWordByte(src[i]) || src[i] == '#')
		}
		if typing {
			index--
		}
	}
	order := formatOperandOrder(def)
	at := 0
	for gi, g := range order {
		a := def.Operands[g]
		size := 1
		if a.Kind != "" && gi == len(order)-1 {
			size = 1 << 30 // the last group takes the rest
		}
		if index < at+size {
			return def, g
		}
		at += size
	}
	return def, -1
}

// formatOperandOrder is the order of def's operand groups in its format
// (the definition's order when it has no format or leaves some out).
func formatOperandOrder(def *ods.Op) []int {
	var order []int
	seen := map[int]bool{}
	f := def.Format
	for i := 0; i < len(f); i++ {
		if f[i] != '$' {
			continue
		}
		j := i + 1
		for j < len(f) && (f[j] == '_' || f[j] >= '0' && f[j] <= '9' || f[j] >= 'a' && f[j] <= 'z' || f[j] >= 'A' && f[j] <= 'Z') {
			j++
		}
		name := f[i+1 : j]
		for g, a := range def.Operands {
			if a.Name == name && !seen[g] {
				seen[g] = true
				order = append(order, g)
			}
		}
	}
	if len(order) != len(def.Operands) {
		order = order[:0]
		for g := range def.Operands {
			order = append(order, g)
		}
	}
	return order
}
