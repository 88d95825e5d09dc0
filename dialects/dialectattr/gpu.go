package dialectattr

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
)

// The gpu dialect's hand-written pieces:
//
//   - #gpu.object's custom<Object>($format, $object): the object's string,
//     preceded by `format =` unless the format is fatbin (its default);
//   - #gpu.kernel_table sorts its kernels by name (KernelTableAttr's
//     builder), whatever the order written.

// parseObject is custom<Object>: (keyword `=`)? string-attribute.
func parseObject(st *fstate, args []*value) bool {
	p := st.p
	format, object := args[0], args[1]
	fk, err := st.resolve(st.def.params[st.paramIndex("format")].Kind)
	if err != nil {
		st.unsup = err
		return false
	}
	if p.tok.kind == tIdent {
		v, ok := st.parseKind(fk)
		if !ok {
			return false
		}
		*format = v
		if !p.expect("=") {
			return false
		}
	}
	sk, err := st.resolve("StringAttr")
	if err != nil {
		st.unsup = err
		return false
	}
	v, ok := st.parseKind(sk)
	if !ok {
		return false
	}
	*object = v
	return true
}

func printObject(st *fstate, b *builder, args []*value) {
	if !st.isDefault(st.paramIndex("format")) {
		b.value(*args[0])
		b.str(" = ")
	}
	b.value(*args[1])
}

// paramIndex is the index of the parameter named name.
func (st *fstate) paramIndex(name string) int {
	for i, p := range st.def.params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// sortKernelTable sorts the kernels of a #gpu.kernel_table by name.
func sortKernelTable(st *fstate) {
	v := &st.vals[0]
	if len(v.elems) < 2 {
		return
	}
	name := func(e value) string {
		if k, ok := e.attr.(*ir.DialectAttr); ok {
			if s, ok := k.Params.Attr("name").(*ir.StringAttr); ok {
				return s.Value
			}
		}
		return ""
	}
	elems := append([]value(nil), v.elems...)
	sort.SliceStable(elems, func(i, j int) bool { return name(elems[i]) < name(elems[j]) })
	var b builder
	for i, e := range elems {
		if i > 0 {
			b.str(", ")
		}
		b.value(e)
	}
	nv := b.result()
	nv.elems = elems
	*v = nv
}
