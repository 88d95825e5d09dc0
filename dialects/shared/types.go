package shared

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// TypeFromText is the type spelled by text (a dialect type's type
// parameter, which the IR keeps as text), in ctx.
func TypeFromText(ctx *ir.Context, text string) (ir.Type, error) { return ctx.ParseType(text) }

// TypeText spells a type as mlir-opt prints it, without aliases.
func TypeText(t ir.Type) string {
	return ir.NewText(func(*ir.DistinctAttr) int { return 0 }).Type(t)
}

// OpaqueWith makes the type `!dialect.prefix<T>suffix`, T spelled in full
// and kept as its part.
func OpaqueWith(ctx *ir.Context, dialect, prefix string, t ir.Type, suffix string) ir.Type {
	text := TypeText(t)
	if r := ctx.DialectReader(); r != nil {
		if rt, ok := r.ReadDialectType(ctx, dialect, prefix+text+suffix); ok {
			return rt
		}
	}
	return ctx.OpaqueTypeWith(dialect, prefix+text+suffix, []ir.Part{{Start: len(prefix), End: len(prefix) + len(text), Type: t}})
}

// TypeParam is the type spelled data[start:end] of a dialect type: its
// part when the type has its parts, else read from the text.
func TypeParam(ctx *ir.Context, o *ir.Spelling, start, end int) (ir.Type, error) {
	for _, pt := range o.Parts {
		if pt.Type != nil && pt.Start == start && pt.End == end {
			return pt.Type, nil
		}
	}
	return TypeFromText(ctx, strings.TrimSpace(o.Data[start:end]))
}

// OpaqueOf returns t as a type of dialect whose data starts with
// prefix and ends with `>`, or nil.
func OpaqueOf(t ir.Type, dialect, prefix string) *ir.Spelling {
	o, ok := ir.SpellingOf(t)
	if !ok || o.Dialect != dialect || !strings.HasPrefix(o.Data, prefix) || !strings.HasSuffix(o.Data, ">") {
		return nil
	}
	return &o
}
