package smt

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The TypesMatchWith transformers of smt's formats.

// smtArrayPart is the domain (0) or range (1) type of
// !smt.array<[D -> R]>.
func smtArrayPart(which int) dialect.TypeTransform {
	return func(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
		if dt := shared.DefType(self, "smt", "array"); dt != nil {
			if t := dt.Params.Type([]string{"domainType", "rangeType"}[which]); t != nil {
				return []ir.Type{t}, nil
			}
		}
		o := shared.OpaqueOf(self, "smt", "array<[")
		if o == nil {
			return nil, fmt.Errorf("must be an !smt.array type")
		}
		if len(o.Parts) == 2 {
			return []ir.Type{o.Parts[which].Type}, nil
		}
		body := o.Data[len("array<[") : len(o.Data)-2]
		i := strings.LastIndex(body, " -> ")
		if i < 0 {
			return nil, fmt.Errorf("must be an !smt.array type")
		}
		text := []string{body[:i], body[i+4:]}[which]
		t, err := shared.TypeFromText(ctx, strings.TrimSpace(text))
		if err != nil {
			return nil, err
		}
		return []ir.Type{t}, nil
	}
}

// smtFuncDomain is the domain types of !smt.func<(D...) R>: its parts but
// the last.
func smtFuncDomain(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := shared.DefType(self, "smt", "func"); dt != nil && dt.Params.Type("rangeType") != nil {
		var out []ir.Type
		for _, p := range dt.Params.List("domainTypes") {
			out = append(out, p.Type)
		}
		return out, nil
	}
	o := shared.OpaqueOf(self, "smt", "func<")
	if o == nil || len(o.Parts) == 0 {
		return nil, fmt.Errorf("must be an !smt.func type")
	}
	var out []ir.Type
	for _, pt := range o.Parts[:len(o.Parts)-1] {
		out = append(out, pt.Type)
	}
	return out, nil
}

// smtFuncRange is the range type of !smt.func<(D...) R>: its last part.
func smtFuncRange(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := shared.DefType(self, "smt", "func"); dt != nil {
		if t := dt.Params.Type("rangeType"); t != nil {
			return []ir.Type{t}, nil
		}
	}
	o := shared.OpaqueOf(self, "smt", "func<")
	if o == nil || len(o.Parts) == 0 {
		return nil, fmt.Errorf("must be an !smt.func type")
	}
	return []ir.Type{o.Parts[len(o.Parts)-1].Type}, nil
}
