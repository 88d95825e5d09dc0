package memref

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("memref.transpose", `%${1:r} = memref.transpose ${2:%m} ${3:(i, j) -> (j, i)} : ${4:memref<?x?xf32>} to ${5:memref<?x?xf32, strided<[1, ?]>>}`,
		dialect.InFunc("%m: memref<?x?xf32>"))
	h.Snippet("memref.alloca_scope", `memref.alloca_scope {
  $0
}`,
		dialect.InFunc(""))
}
