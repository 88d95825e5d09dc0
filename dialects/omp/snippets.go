package omp

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("omp.loop_nest", `omp.loop_nest (${1:%i}) : ${2:index} = (${3:%lb}) to (${4:%ub}) step (${5:%step}) {
  $0
  omp.yield
}`,
		`func.func @snippet(%lb: index, %ub: index, %step: index) {
  omp.wsloop {
    SNIPPET
  }
  return
}
`)
}
