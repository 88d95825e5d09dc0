package lsp

import (
	"context"
	"regexp"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/grammar"
)

// The semantic token types and modifiers the server reports, by index.
var (
	tokenTypes = []string{
		string(protocol.SemanticTokenTypesComment),   // 0
		string(protocol.SemanticTokenTypesString),    // 1
		string(protocol.SemanticTokenTypesNumber),    // 2
		string(protocol.SemanticTokenTypesKeyword),   // 3: op names
		string(protocol.SemanticTokenTypesVariable),  // 4: %values
		string(protocol.SemanticTokenTypesParameter), // 5: block arguments
		string(protocol.SemanticTokenTypesLabel),     // 6: ^blocks
		string(protocol.SemanticTokenTypesFunction),  // 7: @symbols
		string(protocol.SemanticTokenTypesMacro),     // 8: #attributes and their aliases
		string(protocol.SemanticTokenTypesType),      // 9: !types, builtin types
	}
	tokenModifiers = []string{
		string(protocol.SemanticTokenModifiersDeclaration), // bit 0
	}
)

const (
	tokComment = iota
	tokString
	tokNumber
	tokOp
	tokValue
	tokArg
	tokBlock
	tokSymbol
	tokAttr
	tokType
)

// builtinType matches the keywords of builtin types.
var builtinType = regexp.MustCompile(`^([su]?i[0-9]+|f[0-9]+|bf16|tf32|f[0-9]+E[0-9A-Za-z]+|index|none|tensor|memref|vector|complex|tuple)$`)

func (s *server) SemanticTokensFull(ctx context.Context, p *protocol.SemanticTokensParams) (*protocol.SemanticTokens, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return &protocol.SemanticTokens{Data: semanticTokens(a, 0, len(a.text.src), s.encoding())}, nil
}

func (s *server) SemanticTokensRange(ctx context.Context, p *protocol.SemanticTokensRangeParams) (*protocol.SemanticTokens, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	enc := s.encoding()
	lo, hi := a.text.offset(p.Range.Start, enc), a.text.offset(p.Range.End, enc)
	return &protocol.SemanticTokens{Data: semanticTokens(a, lo, hi, enc)}, nil
}

// semanticTokens encodes the tokens of the chunks within [lo, hi) as the
// protocol wants them: five integers per token, each relative to the one
// before.
func semanticTokens(a *analysis, lo, hi int, enc encoding) []uint32 {
	var data []uint32
	var prevLine, prevChar uint32
	for _, c := range a.chunks {
		if c.end < lo || c.start > hi {
			continue
		}
		ix := c.index
		j := 0
		for _, t := range ix.tokens {
			start, end := int(t.Start), int(t.End)
			if end <= lo || start >= hi {
				continue
			}
			for j < len(ix.occs) && ix.occs[j].start < start {
				j++
			}
			var occ *occurrence
			if j < len(ix.occs) && ix.occs[j].start == start {
				occ = &ix.occs[j]
			}
			typ, mods := classify(a.text.src, t, ix, occ)
			if typ < 0 {
				continue
			}
			p, q := a.text.position(start, enc), a.text.position(end, enc)
			if p.Line != q.Line {
				continue // no multi-line tokens
			}
			dl, dc := p.Line-prevLine, p.Character
			if dl == 0 {
				dc = p.Character - prevChar
			}
			data = append(data, dl, dc, q.Character-p.Character, uint32(typ), mods)
			prevLine, prevChar = p.Line, p.Character
		}
	}
	return data
}

func classify(src []byte, t grammar.Token, ix *index, occ *occurrence) (typ int, mods uint32) {
	if occ != nil && occ.def {
		mods = 1
	}
	switch t.Kind {
	case grammar.Comment:
		return tokComment, 0
	case grammar.Integer, grammar.Float:
		return tokNumber, 0
	case grammar.String:
		if ix.opNames[int(t.Start)] {
			return tokOp, 0
		}
		if occ != nil && occ.ent.kind == kSymbol {
			return tokSymbol, mods
		}
		return tokString, 0
	case grammar.BareIdent:
		if ix.opNames[int(t.Start)] {
			return tokOp, 0
		}
		if builtinType.Match(src[t.Start:t.End]) {
			return tokType, 0
		}
		return -1, 0
	case grammar.PercentIdent:
		if occ != nil && occ.ent.arg != nil {
			return tokArg, mods
		}
		return tokValue, mods
	case grammar.CaretIdent:
		return tokBlock, mods
	case grammar.AtIdent:
		return tokSymbol, mods
	case grammar.HashIdent:
		return tokAttr, mods
	case grammar.BangIdent:
		return tokType, mods
	}
	return -1, 0
}
