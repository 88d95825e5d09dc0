// Package dlti is the Go side of the DLTI dialect (data layout and target
// information): its attributes' verify() (DLTI.cpp). Their syntax is read
// by dialectattr (dlti.go there).
package dlti

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// Register registers DLTI's hooks.
func Register(h *registry.Hooks) {
	list := func(allowTypes bool) dialect.AttrVerifier {
		return func(a ir.Attribute) *dialect.DataError {
			mnemonic, es := entries(a)
			return verifyEntries(mnemonic, es, allowTypes)
		}
	}
	h.AttrVerifier("dlti", "dl_spec", list(true))
	h.AttrVerifier("dlti", "map", list(true))
	h.AttrVerifier("dlti", "target_device_spec", list(false))
	h.AttrVerifier("dlti", "target_system_spec", verifySystemSpec)
}

// The errors are at the attribute's mnemonic: the parser makes it with
// getChecked at its name.
func errorf(mnemonic, msg string) *dialect.DataError { return dialect.DefErrorAtName(mnemonic, msg) }

// entry is one entry of a DLTI list: its key (a type, or a string) and
// value.
type entry struct {
	typ   ir.Type
	str   string
	text  string // the key as keyToStr spells it
	value ir.Attribute
}

// entries reads a DLTI list attribute's entries (dialectattr's
// parameters: entries, each a key and a value).
func entries(a ir.Attribute) (string, []entry) {
	da := a.(*ir.DialectAttr)
	var out []entry
	for _, e := range da.Params.List("entries") {
		if len(e.List) != 2 {
			continue
		}
		k, v := e.List[0], e.List[1]
		en := entry{text: k.Text, value: v.Attr}
		switch k.Kind {
		case ir.ParamType:
			en.typ = k.Type
		case ir.ParamString:
			en.str = k.Str
		}
		out = append(out, en)
	}
	return da.Mnemonic(), out
}

// verifyEntries is verifyEntries of DLTI.cpp: allowTypes false rejects a
// type as a key (target_device_spec). The entry and key are never null in
// a parsed attribute ("contained invalid DLTI entry", "contained invalid
// DLTI key", "value associated to DLTI key ... is invalid" cannot happen).
func verifyEntries(mnemonic string, es []entry, allowTypes bool) *dialect.DataError {
	seen := map[string]bool{}
	for _, e := range es {
		if !allowTypes && e.typ != nil {
			return errorf(mnemonic, "type as DLTI key is not allowed")
		}
		if e.typ == nil && e.str == "" {
			return errorf(mnemonic, "empty string as DLTI key is not allowed")
		}
		if seen[e.text] {
			return errorf(mnemonic, "repeated DLTI key: "+e.text)
		}
		seen[e.text] = true
	}
	return nil
}

// verifySystemSpec is TargetSystemSpecAttr::verify: string keys (device
// IDs), each value a device spec that verifies, no device ID twice.
func verifySystemSpec(a ir.Attribute) *dialect.DataError {
	mnemonic, es := entries(a)
	seen := map[string]bool{}
	for _, e := range es {
		if e.typ != nil {
			return errorf(mnemonic, "non-string key of DLTI system spec")
		}
		dev, ok := e.value.(*ir.DialectAttr)
		if !ok || dev.Dialect != "dlti" || dev.Mnemonic() != "target_device_spec" {
			return errorf(mnemonic, "value associated with key "+e.text+" is not a DLTI device spec")
		}
		// The device spec's own verify(), reported at this attribute
		// (it holds: the device spec was verified when it was read).
		if _, des := entries(dev); verifyEntries(mnemonic, des, false) != nil {
			return verifyEntries(mnemonic, des, false)
		}
		if seen[e.text] {
			return errorf(mnemonic, "repeated device ID in dlti.target_system_spec: "+e.text)
		}
		seen[e.text] = true
	}
	return nil
}
