package wasmssa

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("wasmssa.func", `wasmssa.func @${1:name}(${2:%arg0}: ${3:!wasmssa<local ref to i32>}) -> ${4:i32} {
  %${5:v} = wasmssa.local_get ${2:%arg0} : ref to ${4:i32}
  wasmssa.return %${5:v} : ${4:i32}
}`,
		"")
}
