package gpu

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("gpu.launch", `gpu.launch blocks(${1:%bx}, ${2:%by}, ${3:%bz}) in (${4:%gx} = ${5:%n}, ${6:%gy} = ${7:%one}, ${8:%gz} = ${9:%one}) threads(${10:%tx}, ${11:%ty}, ${12:%tz}) in (${13:%sx} = ${14:%n}, ${15:%sy} = ${16:%one}, ${17:%sz} = ${18:%one}) {
  $0
  gpu.terminator
}`,
		dialect.InFunc("%n: index, %one: index"))
	h.Snippet("gpu.func", `gpu.func @${1:kernel}(${2:%arg0}: ${3:f32}) kernel {
  $0
  gpu.return
}`,
		`gpu.module @kernels {
  SNIPPET
}
`)
}
