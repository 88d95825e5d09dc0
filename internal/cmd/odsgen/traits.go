package main

import (
	"strings"
)

// traits normalizes an op's trait list as ods.Op.Traits documents it.
// As ODS does, TraitLists are flattened (Pure is AlwaysSpeculatable and
// NoMemoryEffect) and an interface brings its base interfaces; the name
// of a named TraitList is kept too. Duplicates are dropped, order kept.
func (g *generator) traits(opName, ns string, recs Records, list List) []string {
	var out []string
	seen := map[string]bool{}
	add := func(t string) {
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	var walk func(List)
	walk = func(l List) {
		for _, v := range l {
			r := recs.deref(v)
			if r == nil {
				g.notef("%s: trait %v: no record", opName, v)
				continue
			}
			if r.IsA("TraitList") {
				if !isAnonymous(r.Name) {
					add(r.Name)
				}
				walk(r.list("traits"))
				continue
			}
			add(g.trait(opName, ns, recs, r))
			if r.IsA("Interface") {
				walk(r.list("baseInterfaces"))
			}
		}
	}
	walk(list)
	return out
}

// trait is one trait's normalized name.
func (g *generator) trait(opName, ns string, recs Records, r *Record) string {
	class := constraintName(r) // the def name, or the class of an anonymous record
	switch {
	case !isAnonymous(r.Name):
		return r.Name
	case r.IsA("Interface"):
		return interfaceName(recs, r)
	case r.IsA("AllMatchSameOperatorTrait"):
		var vals []string
		for _, v := range r.list("values") {
			if s, ok := v.(Str); ok {
				vals = append(vals, s.S)
			}
		}
		return class + "<" + strings.Join(vals, ",") + ">"
	case r.IsA("TypesMatchWith"):
		// Subclasses (OptionalTypesMatchWith, spirv's
		// PointeeTypeMatchTrait, ...) tie types as TypesMatchWith does,
		// and OpFormatGen resolves types through them alike.
		class = "TypesMatchWith"
		if r.IsA("RangedTypesMatchWith") {
			class = "RangedTypesMatchWith"
		}
		return class + "<" + r.str("lhs") + "," + r.str("rhs") + "," + r.str("transformer") + ">"
	case r.IsA("ShapedTypeMatchesElementCountAndTypes"):
		return "ShapedTypeMatchesElementCountAndTypes<" + r.str("shaped") + "," + r.str("elements") + ">"
	case r.IsA("ParamNativeOpTrait"):
		// trait is "HasParent<WhileOp, ForOp>::Impl": the parameters are
		// C++ op classes for the traits that name ops.
		t := strings.TrimSuffix(r.str("trait"), "::Impl")
		open := strings.IndexByte(t, '<')
		if open < 0 || !strings.HasSuffix(t, ">") {
			return class
		}
		params := t[open+1 : len(t)-1]
		switch class {
		case "HasParent", "ParentOneOf", "SingleBlockImplicitTerminatorImpl":
			class = strings.TrimSuffix(class, "Impl")
			var names []string
			for _, p := range strings.Split(params, ",") {
				name, ok := g.resolveOp(ns, p)
				if !ok {
					g.notef("%s: %s: no op for C++ class %q", opName, class, strings.TrimSpace(p))
					name = strings.TrimSpace(p)
				}
				names = append(names, name)
			}
			return class + "<" + strings.Join(names, ",") + ">"
		}
		return class + "<" + params + ">"
	case r.IsA("NativeOpTrait") && class == "NativeOpTrait":
		return r.str("trait") // NativeOpTrait<"ReturnLike"> inside a TraitList
	}
	return class
}

// interfaceName names an anonymous interface record
// (DeclareOpInterfaceMethods<X>) by the named interface def with its C++
// name, else by the C++ name.
func interfaceName(recs Records, r *Record) string {
	cpp, ns := r.str("cppInterfaceName"), r.str("cppNamespace")
	best := ""
	for name, d := range recs {
		if !isAnonymous(name) && d.IsA("Interface") && !d.IsA("DeclareInterfaceMethods") &&
			d.str("cppInterfaceName") == cpp && d.str("cppNamespace") == ns && (best == "" || name < best) {
			best = name
		}
	}
	if best == "" {
		return cpp
	}
	return best
}
