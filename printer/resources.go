package printer

import "github.com/gomlir/gomlir/ir"

// printResources writes the `{-# ... #-}` section after the module, as
// mlir-opt does: builtin blobs only when a dense_resource attribute in the
// IR refers to them, other dialects' and external resources as they were.
func (p *Printer) printResources(top *ir.Operation, res *ir.Resources) {
	mark := len(p.out)
	p.out = append(p.out, '\n')
	p.printResourcesBody(top, res)
	if len(p.out) == mark+1 {
		p.out = p.out[:mark]
	}
}

// printResourcesBody writes the `{-# ... #-}` section and a newline, or
// nothing when no resource is left to print.
func (p *Printer) printResourcesBody(top *ir.Operation, res *ir.Resources) {
	if res == nil {
		return
	}
	used := referencedResources(top)
	var dialect []ir.ResourceGroup
	for _, g := range res.Dialect {
		if g.Name == "builtin" {
			// Blobs come out in the order the printed IR refers to them.
			byKey := make(map[string]ir.ResourceEntry, len(g.Entries))
			for _, e := range g.Entries {
				byKey[e.Key] = e
			}
			kept := ir.ResourceGroup{Name: g.Name}
			for _, key := range used {
				if e, ok := byKey[key]; ok {
					kept.Entries = append(kept.Entries, e)
					delete(byKey, key)
				}
			}
			g = kept
		}
		if len(g.Entries) > 0 {
			dialect = append(dialect, g)
		}
	}
	var external []ir.ResourceGroup
	for _, g := range res.External {
		if len(g.Entries) > 0 {
			external = append(external, g)
		}
	}
	if len(dialect) == 0 && len(external) == 0 {
		return
	}
	p.writeString("{-#\n")
	section := func(name string, groups []ir.ResourceGroup, last bool) {
		p.writeString("  " + name + ": {\n")
		for i, g := range groups {
			p.writeString("    " + g.Name + ": {\n")
			for j, e := range g.Entries {
				p.writeString("      " + e.Key + ": " + e.Value)
				if j < len(g.Entries)-1 {
					p.out = append(p.out, ',')
				}
				p.out = append(p.out, '\n')
			}
			p.writeString("    }")
			if i < len(groups)-1 {
				p.out = append(p.out, ',')
			}
			p.out = append(p.out, '\n')
		}
		p.writeString("  }")
		if !last {
			p.out = append(p.out, ',')
		}
		p.out = append(p.out, '\n')
	}
	if len(dialect) > 0 {
		section("dialect_resources", dialect, len(external) == 0)
	}
	if len(external) > 0 {
		section("external_resources", external, true)
	}
	p.writeString("#-}\n")
}

// referencedResources returns the handles of the dense_resource attributes
// under top, in the order the printer writes them: an op's properties, then
// its regions, then its attribute dictionary.
func referencedResources(top *ir.Operation) []string {
	var used []string
	var visit func(a ir.Attribute)
	visit = func(a ir.Attribute) {
		switch a := a.(type) {
		case *ir.DenseResourceAttr:
			used = append(used, a.Handle)
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				visit(e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				visit(e.Value)
			}
		}
	}
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		if op.Properties != nil {
			visit(op.Properties)
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					walk(o)
				}
			}
		}
		if op.Attrs != nil {
			visit(op.Attrs)
		}
	}
	walk(top)
	return used
}
