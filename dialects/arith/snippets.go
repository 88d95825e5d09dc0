package arith

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("arith.select", `%${1:r} = arith.select ${2:%cond}, ${3:%a}, ${4:%b} : ${5:i32}`,
		dialect.InFunc("%cond: i1, %a: i32, %b: i32"))
}
