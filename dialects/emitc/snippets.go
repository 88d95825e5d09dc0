package emitc

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("emitc.func", `emitc.func @${1:name}(${2:%arg0}: ${3:i32}) {
  $0
  emitc.return
}`,
		"")
	h.Snippet("emitc.for", `emitc.for ${1:%i} = ${2:%lb} to ${3:%ub} step ${4:%step} {
  $0
}`,
		dialect.InFunc("%lb: index, %ub: index, %step: index"))
	h.Snippet("emitc.if", `emitc.if ${1:%cond} {
  $0
}`,
		dialect.InFunc("%cond: i1"))
	h.Snippet("emitc.include", `emitc.include <"${1:stdio.h}">`,
		"")
}
