package printer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

func TestNestedDialectAttrs(t *testing.T) {
	type n = struct{ dialect, data string }
	for _, c := range []struct {
		in   string
		want []n
	}{
		{`tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "t", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0>`,
			[]n{{"llvm", `tbaa_type_desc<id = "t", members = {<#llvm.tbaa_root<id = "r">, 0>}>`}}},
		{`x<a = #llvm.di_null_type, b = #foo<(i32) -> i32>, c = "#llvm.no<>", d = #alias>`,
			[]n{{"llvm", "di_null_type"}, {"foo", "(i32) -> i32"}}},
		{`plain<1>`, nil},
	} {
		var got []n
		for _, x := range nestedDialectAttrs(c.in) {
			got = append(got, n{x.dialect, x.data})
			assert.Equal(t, "#", c.in[x.start:x.start+1])
		}
		assert.Equal(t, c.want, got, c.in)
	}
}

// TestDialectAttrDepth: a dialect attribute sits above the aliased
// attributes written in it, a stripped parameter (`<#tbaa_root, 0>`)
// counting as a level, so that aliases are defined before their uses in
// mlir-opt's order.
func TestDialectAttrDepth(t *testing.T) {
	names := aliasNames{names: map[string]bool{"tbaa_root": true, "tbaa_type_desc": true, "tbaa_tag": true}}
	c := newAliasCollector(nil, nil)
	c.names = names
	ctx := ir.NewContext()
	root := `tbaa_root<id = "r">`
	desc := `tbaa_type_desc<id = "t", members = {<#llvm.` + root + `, 0>}>`
	tag := ctx.OpaqueAttr("llvm", `tbaa_tag<base_type = #llvm.`+desc+`, access_type = #llvm.`+desc+`, offset = 0>`)
	assert.Equal(t, 4, c.visitAttr(tag))
	assert.Equal(t, 1, c.visitAttr(ctx.OpaqueAttr("llvm", root)), "met nested first, the same attribute")
	assert.Equal(t, 0, c.visitAttr(ctx.OpaqueAttr("llvm", "other<#llvm.unnamed<1>>")))
	tbl := c.table()
	var order []string
	for _, d := range tbl.defs {
		order = append(order, d.name)
	}
	assert.Equal(t, []string{"tbaa_root", "tbaa_type_desc", "tbaa_tag"}, order)
}

// aliasNames is a registry that knows only the alias names of dialect
// attributes.
type aliasNames struct {
	dialect.NoDialects
	names map[string]bool
}

func (a aliasNames) AttrAliasName(dialect, data string) string {
	for n := range a.names {
		if len(data) >= len(n) && data[:len(n)] == n && (len(data) == len(n) || data[len(n)] == '<') {
			return n
		}
	}
	return ""
}

// TestRenumberDistinct: the distinct attributes written in dialect
// attributes are numbered in printing order, after and along with the
// others; strings are left alone.
func TestRenumberDistinct(t *testing.T) {
	p := &Printer{aliases: newAliasTable()}
	ctx := ir.NewContext()
	assert.Equal(t, 0, p.distinctID(ctx.NewDistinct(ctx.Unit())))
	assert.Equal(t, `a<id = distinct[1]<>, b = distinct[2]<>, c = distinct[1]<>>`,
		p.renumberDistinct(`a<id = distinct[7]<>, b = distinct[3]<>, c = distinct[7]<>>`))
	assert.Equal(t, `s<"distinct[7]", x = distinct[2]<1>, nodistinct[4]>`,
		p.renumberDistinct(`s<"distinct[7]", x = distinct[3]<1>, nodistinct[4]>`))
	assert.Equal(t, 3, p.distinctID(ctx.NewDistinct(ctx.IntAttr(ctx.I(64), 1))))
}
