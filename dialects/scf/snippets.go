package scf

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("scf.for", `scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {
  $0
}`,
		dialect.InFunc("%lb: index, %ub: index, %step: index"))
	h.Snippet("scf.if", `scf.if ${1:%cond} {
  $0
}`,
		dialect.InFunc("%cond: i1"))
	h.Snippet("scf.while", `%${1:res} = scf.while (${2:%arg} = ${3:%init}) : (${4:i32}) -> ${4:i32} {
  scf.condition(${5:%cond}) ${2:%arg} : ${4:i32}
} do {
^bb0(${2:%arg}: ${4:i32}):
  scf.yield ${2:%arg} : ${4:i32}
}`,
		dialect.InFunc("%init: i32, %cond: i1"))
	h.Snippet("scf.forall", `scf.forall (${1:%i}) in (${2:%n}) {
  $0
}`,
		dialect.InFunc("%n: index"))
	h.Snippet("scf.parallel", `scf.parallel (${1:%i}) = (${2:%lb}) to (${3:%ub}) step (${4:%step}) {
  $0
}`,
		dialect.InFunc("%lb: index, %ub: index, %step: index"))
	h.Snippet("scf.execute_region", `scf.execute_region {
  $0
  scf.yield
}`,
		dialect.InFunc(""))
}
