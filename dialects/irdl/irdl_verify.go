package irdl

import (
	"regexp"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// namespaceRE is Dialect::isValidNamespace.
var namespaceRE = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z_0-9$]*$`)

// verifiers are the irdl ops' verify() and verifyRegions().
func verifiers(h *registry.Hooks) {
	symName := func(o dialect.Checker) (string, bool) {
		s, ok := o.Attr("sym_name").(*ir.StringAttr)
		if !ok {
			return "", false
		}
		return s.Value, true
	}
	h.Verifier("irdl.dialect").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, ok := symName(o)
		if !ok {
			return nil
		}
		if !namespaceRE.MatchString(name) {
			return o.Errorf("invalid dialect name")
		}
		return validName(o, name, "dialect")
	}
	h.Verifier("irdl.operation").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, ok := symName(o)
		if !ok {
			return nil
		}
		return validName(o, name, "operation")
	}
	h.Verifier("irdl.type").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, ok := symName(o)
		if !ok {
			return nil
		}
		return validName(o, strings.TrimPrefix(name, "!"), "type")
	}
	h.Verifier("irdl.attribute").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, ok := symName(o)
		if !ok {
			return nil
		}
		return validName(o, strings.TrimPrefix(name, "#"), "attribute")
	}

	// irdl.operation's regions: no name shared by its operands, results
	// and regions.
	h.Verifier("irdl.operation").Regions = func(o dialect.Checker) *diag.Diagnostic {
		type kindNames struct {
			kind  string
			names map[string]bool
			order []string
		}
		var lists []kindNames
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		for _, n := range body.Ops {
			var kind string
			switch n.Name {
			case "irdl.operands":
				kind = "operands"
			case "irdl.results":
				kind = "results"
			case "irdl.regions":
				kind = "regions"
			default:
				continue
			}
			k := kindNames{kind: kind, names: map[string]bool{}}
			for _, s := range stringArray(verify.InherentAttr(n, "names")) {
				if !k.names[s] {
					k.order = append(k.order, s)
				}
				k.names[s] = true
			}
			lists = append(lists, k)
		}
		for i := range lists {
			for j := i + 1; j < len(lists); j++ {
				// The first shared name in the first list's order (upstream
				// takes one of a hash set's: any one is in its words).
				for _, s := range lists[i].order {
					if lists[j].names[s] {
						return o.Errorf("contains a value named '%s' for both its %s and %s", s, lists[i].kind, lists[j].kind)
					}
				}
			}
		}
		return nil
	}

	h.Verifier("irdl.parameters").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyNames(o, "parameter", stringArray(o.Attr("names")), len(o.Op().Operands))
	}
	h.Verifier("irdl.regions").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyNames(o, "region", stringArray(o.Attr("names")), len(o.Op().Operands))
	}
	operandsResults := func(kind string) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			n := len(o.Op().Operands)
			if v, ok := variadicities(o.Attr("variadicity")); ok && v != n {
				return o.Errorf("the number of %ss and their variadicities must be the same, but got %d and %d respectively", kind, n, v)
			}
			return verifyNames(o, kind, stringArray(o.Attr("names")), n)
		}
	}
	h.Verifier("irdl.operands").Op = operandsResults("operand")
	h.Verifier("irdl.results").Op = operandsResults("result")

	h.Verifier("irdl.attributes").Op = func(o dialect.Checker) *diag.Diagnostic {
		names := len(stringArray(o.Attr("attributeValueNames")))
		if values := len(o.Operand("attributeValues")); names != values {
			return o.Errorf("the number of attribute names and their constraints must be the same but got %d and %d respectively", names, values)
		}
		return nil
	}
	h.Verifier("irdl.base").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, hasName := o.Attr("base_name").(*ir.StringAttr)
		hasRef := o.Attr("base_ref") != nil
		if hasName == hasRef {
			return o.Errorf("the base type or attribute should be specified by either a name or a reference")
		}
		if hasName && (name.Value == "" || name.Value[0] != '!' && name.Value[0] != '#') {
			return o.Errorf("the base type or attribute name should start with '!' or '#'")
		}
		return nil
	}
	h.Verifier("irdl.region").Op = func(o dialect.Checker) *diag.Diagnostic {
		if n, ok := o.Attr("numberOfBlocks").(*ir.IntegerAttr); ok && n.Int64() <= 0 {
			return o.Errorf("the number of blocks is expected to be >= 1 but got %d", n.Int64())
		}
		return nil
	}
}

// validName is isValidName: lowercase letters, digits and single inner
// underscores (emitError, no op prefix).
func validName(o dialect.Checker, in, label string) *diag.Diagnostic {
	if in == "" {
		return o.EmitErrorf("name of %s is empty", label)
	}
	allowUnderscore := false
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == '_' {
			if !allowUnderscore {
				return o.EmitErrorf("name of %s should not contain leading or double underscores", label)
			}
		} else {
			alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
			if !alnum {
				return o.EmitErrorf("name of %s must contain only lowercase letters, digits and underscores", label)
			}
			if c >= 'A' && c <= 'Z' {
				return o.EmitErrorf("name of %s should not contain uppercase letters", label)
			}
		}
		allowUnderscore = c != '_'
	}
	return nil
}

// verifyNames: one valid, unique name per value.
func verifyNames(o dialect.Checker, kind string, names []string, n int) *diag.Diagnostic {
	if n != len(names) {
		return o.Errorf("the number of %ss and their names must be the same, but got %d and %d respectively", kind, n, len(names))
	}
	seen := map[string]int{}
	for i, name := range names {
		if d := validName(o, name, kind+" #"+itoa(i)); d != nil {
			return d
		}
		if j, ok := seen[name]; ok {
			return o.Errorf("name of %s #%d is a duplicate of the name of %s #%d", kind, i, kind, j)
		}
		seen[name] = i
	}
	return nil
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

func stringArray(a ir.Attribute) []string {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]string, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		if s, ok := e.(*ir.StringAttr); ok {
			out = append(out, s.Value)
		}
	}
	return out
}

// variadicities counts the entries of #irdl<variadicity_array[...]>.
func variadicities(a ir.Attribute) (int, bool) {
	s, ok := ir.SpellingOf(a)
	if !ok || s.Dialect != "irdl" {
		return 0, false
	}
	body, ok := strings.CutPrefix(s.Data, "variadicity_array")
	if !ok {
		return 0, false
	}
	body = strings.TrimSpace(body)
	body = strings.TrimSuffix(strings.TrimPrefix(body, "<"), ">")
	body = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(body), "["), "]"))
	if body == "" {
		return 0, true
	}
	return len(strings.Split(body, ",")), true
}
