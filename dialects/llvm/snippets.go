package llvm

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("llvm.func", `llvm.func @${1:name}(${2:%arg0}: ${3:i32}) -> ${3:i32} {
  $0
  llvm.return ${2:%arg0} : ${3:i32}
}`,
		"")
	h.Snippet("llvm.call", `%${1:r} = llvm.call @${2:callee}(${3:%arg}) : (${4:i32}) -> ${5:i32}`,
		`llvm.func @callee(i32) -> i32
func.func @snippet(%arg: i32) {
  SNIPPET
  return
}
`)
	h.Snippet("llvm.icmp", `%${1:r} = llvm.icmp "${2:slt}" ${3:%a}, ${4:%b} : ${5:i32}`,
		dialect.InFunc("%a: i32, %b: i32"))
	h.Snippet("llvm.fcmp", `%${1:r} = llvm.fcmp "${2:olt}" ${3:%a}, ${4:%b} : ${5:f32}`,
		dialect.InFunc("%a: f32, %b: f32"))
	h.Snippet("llvm.alloca", `%${1:p} = llvm.alloca ${2:%n} x ${3:i32} : (${4:i64}) -> !llvm.ptr`,
		dialect.InFunc("%n: i64"))
	h.Snippet("llvm.mlir.global", `llvm.mlir.global ${1:internal} @${2:name}(${3:0 : i32}) : ${4:i32}`,
		"")
}
