package funcdialect

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("func.func", `func.func @${1:name}(${2:%arg0}: ${3:i32}) {
  $0
  return
}`,
		"")
}
