package shape

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("shape.func", `shape.func @${1:name}(${2:%arg0}: ${3:!shape.shape}) -> ${3:!shape.shape} {
  $0
  shape.return ${2:%arg0} : ${3:!shape.shape}
}`,
		`shape.function_library @lib {
  SNIPPET
} mapping {
}
`)
}
