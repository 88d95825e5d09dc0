package lower

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

// TestExpandAliasRefs: the aliases a dialect attribute's body uses are
// replaced by the dialect attributes they stand for; dialect attributes,
// strings, builtin aliases and undefined names are left as written.
func TestExpandAliasRefs(t *testing.T) {
	l := NewAttrLowerer(ir.NewContext())
	def := func(name string, a ast.Attr) {
		require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: name, Attr: a}))
	}
	def("root", &ast.DialectAttr{Dialect: "llvm", Name: "tbaa_root", Body: `id = "r"`, HasBody: true})
	def("opq", &ast.DialectAttr{Dialect: "foo", Body: "a b", HasBody: true})
	def("null", &ast.DialectAttr{Dialect: "llvm", Name: "di_null_type"})
	def("unit", &ast.UnitAttr{})
	for _, c := range []struct{ in, want string }{
		{`members = {<#root, 0>}`, `members = {<#llvm.tbaa_root<id = "r">, 0>}`},
		{`x = #opq, y = #null`, `x = #foo<a b>, y = #llvm.di_null_type`},
		{`s = "#root", t = #root`, `s = "#root", t = #llvm.tbaa_root<id = "r">`},
		{`a = #llvm.tbaa_root<id = "q">, b = #root2, c = #unit`, `a = #llvm.tbaa_root<id = "q">, b = #root2, c = #unit`},
		{`#foo<x>, #root.x`, `#foo<x>, #root.x`},
		{`no refs`, `no refs`},
	} {
		assert.Equal(t, c.want, l.expandAliasRefs(c.in), c.in)
	}
	tag, err := l.Attr(&ast.DialectAttr{Dialect: "llvm", Name: "tbaa_tag", Body: "base_type = #root", HasBody: true})
	require.NoError(t, err)
	assert.Equal(t, `tbaa_tag<base_type = #llvm.tbaa_root<id = "r">>`, tag.(*ir.OpaqueAttr).Data)
}
