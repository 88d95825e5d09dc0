package transform

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("transform.named_sequence", `transform.named_sequence @${1:__transform_main}(${2:%root}: ${3:!transform.any_op} {transform.readonly}) {
  $0
  transform.yield
}`,
		`module attributes {transform.with_named_sequence} {
  SNIPPET
}
`)
}
