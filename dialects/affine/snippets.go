package affine

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("affine.for", `affine.for ${1:%i} = ${2:0} to ${3:10} {
  $0
}`,
		dialect.InFunc(""))
	h.Snippet("affine.if", `affine.if ${1:#set}(${2:%i}) {
  $0
}`,
		`#set = affine_set<(d0) : (d0 >= 0)>
func.func @snippet(%i: index) {
  SNIPPET
  return
}
`)
	h.Snippet("affine.parallel", `affine.parallel (${1:%i}) = (${2:0}) to (${3:10}) {
  $0
}`,
		dialect.InFunc(""))
	h.Snippet("affine.load", `%${1:v} = affine.load ${2:%memref}[${3:%i}] : ${4:memref<10xf32>}`,
		dialect.InFunc("%memref: memref<10xf32>, %i: index"))
	h.Snippet("affine.store", `affine.store ${1:%value}, ${2:%memref}[${3:%i}] : ${4:memref<10xf32>}`,
		dialect.InFunc("%value: f32, %memref: memref<10xf32>, %i: index"))
	h.Snippet("affine.apply", `%${1:r} = affine.apply ${2:affine_map<(d0) -> (d0 + 1)>}(${3:%i})`,
		dialect.InFunc("%i: index"))
	h.Snippet("affine.min", `%${1:r} = affine.min ${2:affine_map<(d0) -> (d0, 10)>}(${3:%i})`,
		dialect.InFunc("%i: index"))
	h.Snippet("affine.max", `%${1:r} = affine.max ${2:affine_map<(d0) -> (d0, 0)>}(${3:%i})`,
		dialect.InFunc("%i: index"))
}
