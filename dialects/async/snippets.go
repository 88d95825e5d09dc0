package async

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("async.execute", `%${1:token} = async.execute {
  $0
  async.yield
}`,
		dialect.InFunc(""))
	h.Snippet("async.func", `async.func @${1:name}(${2:%arg0}: ${3:i32}) -> !async.value<${3:i32}> {
  $0
  return ${2:%arg0} : ${3:i32}
}`,
		"")
}
