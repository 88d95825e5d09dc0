package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"slices"
	"sort"
	"strings"

	docs "github.com/gomlir/gomlir/internal/odsdocs"
)

// Docs builds each dialect's documentation (package internal/odsdocs):
// the summaries and descriptions the definitions' JSON leaves out, for the
// same ops, attributes and types, by dialect name, as indented JSON.
func Docs(specs []spec, sources map[string]*source) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, sp := range specs {
		d := &docs.Dialect{Name: sp.Name}
		seen := map[string]bool{}
		for _, file := range sp.Files {
			recs := sources[file].recs
			for _, name := range sortedKeys(recs) {
				r := recs[name]
				switch {
				case r.IsA("Dialect") && r.str("name") == sp.Name && d.Summary == "" && d.Description == "":
					d.Summary, d.Description = text(r.str("summary")), text(r.str("description"))
				case r.IsA("Op"):
					dr := recs[r.ref("opDialect")]
					opName := r.str("opName")
					if dr == nil || dr.str("name") != sp.Name || sp.Ops != nil && !slices.Contains(sp.Ops, opName) || seen["op "+opName] {
						continue
					}
					seen["op "+opName] = true
					d.Ops = append(d.Ops, opDoc(sp.Name, recs, r))
				case r.IsA("AttrDef"), r.IsA("TypeDef"):
					dr := recs[r.ref("dialect")]
					if dr == nil || dr.str("name") != sp.Name || sp.Ops != nil {
						continue
					}
					if _, ok := r.Fields["mnemonic"].(Str); !ok || seen[r.Name] {
						continue
					}
					seen[r.Name] = true
					def := &docs.Def{Mnemonic: r.str("mnemonic"), Name: r.Name, Summary: text(r.str("summary")), Description: text(r.str("description"))}
					if ps, ok := r.Fields["parameters"].(*Dag); ok {
						for _, a := range ps.Args {
							p := &docs.Arg{Name: a.Name}
							switch v := a.Val.(type) {
							case Str:
								p.Constraint = strings.TrimSpace(v.S)
							default:
								if pr := recs.deref(v); pr != nil {
									p.Constraint, p.Doc = strings.TrimSpace(pr.str("cppType")), text(pr.str("summary"))
								}
							}
							def.Params = append(def.Params, p)
						}
					}
					if r.IsA("AttrDef") {
						d.Attrs = append(d.Attrs, def)
					} else {
						d.Types = append(d.Types, def)
					}
				}
			}
		}
		sort.Slice(d.Ops, func(i, j int) bool { return d.Ops[i].Name < d.Ops[j].Name })
		sort.SliceStable(d.Attrs, func(i, j int) bool { return d.Attrs[i].Name < d.Attrs[j].Name })
		sort.SliceStable(d.Types, func(i, j int) bool { return d.Types[i].Name < d.Types[j].Name })
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", " ")
		if err := enc.Encode(d); err != nil {
			return nil, err
		}
		out[sp.Name] = b.Bytes()
	}
	return out, nil
}

// opDoc is one op's documentation.
func opDoc(dialect string, recs Records, r *Record) *docs.Op {
	op := &docs.Op{Name: dialect + "." + r.str("opName"), Class: cppClassName(r.Name), Summary: text(r.str("summary")), Description: text(r.str("description"))}
	args := func(field string) (attrs, others []*docs.Arg) {
		dag, ok := r.Fields[field].(*Dag)
		if !ok {
			return nil, nil
		}
		for _, a := range dag.Args {
			arg := &docs.Arg{Name: a.Name}
			c := recs.deref(a.Val)
			for c != nil && c.IsA("OpVariable") { // Arg<constraint, "desc">
				if s := text(c.str("summary")); s != "" && arg.Doc == "" {
					arg.Doc = s
				}
				c = recs.deref(c.Fields["constraint"])
			}
			if c == nil {
				others = append(others, arg)
				continue
			}
			arg.Constraint = text(c.str("summary"))
			if c.IsA("Attr") || c.IsA("AttrConstraint") || c.IsA("Property") || c.IsA("PropConstraint") {
				attrs = append(attrs, arg)
			} else {
				others = append(others, arg)
			}
		}
		return attrs, others
	}
	op.Attrs, op.Operands = args("arguments")
	_, op.Results = args("results")
	_, op.Regions = args("regions")
	_, op.Successors = args("successors")
	return op
}

// cppClassName is an op's C++ class name from its def name, as ODS's
// Operator makes it: the first `_` separates a dialect prefix, dropped
// (Arith_AddIOp is AddIOp); a name with a leading `_` or no prefix is
// kept whole.
func cppClassName(def string) string {
	prefix, class, _ := strings.Cut(def, "_")
	switch {
	case prefix == "":
		return def
	case class == "":
		return prefix
	}
	return class
}

// text is a summary or description as it reads: the indentation its lines
// share removed, blank lines around it dropped.
func text(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\t", "  "), "\n")
	// A first line written after the opening quote has no indentation.
	first := 0
	if strings.TrimSpace(lines[0]) != "" {
		first = 1
	}
	indent := -1
	for _, l := range lines[first:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " "))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i, l := range lines {
		if i >= first && len(l) >= indent && indent > 0 {
			l = l[indent:]
		}
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}

// compress gzips a documentation file at the best compression, without a
// name or time in its header (the same bytes each run of the same Go).
func compress(data []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
