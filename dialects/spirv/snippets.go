package spirv

import (
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("spirv.func", `spirv.func @${1:name}(${2:%arg0}: ${3:i32}) -> ${3:i32} "${4:None}" {
  $0
  spirv.ReturnValue ${2:%arg0} : ${3:i32}
}`,
		`spirv.module Logical GLSL450 {
  SNIPPET
}
`)
}
