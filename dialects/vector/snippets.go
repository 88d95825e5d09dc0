package vector

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("vector.transfer_read", `%${1:v} = vector.transfer_read ${2:%source}[${3:%i}], ${4:%pad} : ${5:memref<?xf32>}, ${6:vector<4xf32>}`,
		dialect.InFunc("%source: memref<?xf32>, %i: index, %pad: f32"))
	h.Snippet("vector.transfer_write", `vector.transfer_write ${1:%v}, ${2:%dest}[${3:%i}] : ${4:vector<4xf32>}, ${5:memref<?xf32>}`,
		dialect.InFunc("%v: vector<4xf32>, %dest: memref<?xf32>, %i: index"))
	h.Snippet("vector.outerproduct", `%${1:r} = vector.outerproduct ${2:%lhs}, ${3:%rhs} : ${4:vector<4xf32>}, ${5:vector<4xf32>}`,
		dialect.InFunc("%lhs: vector<4xf32>, %rhs: vector<4xf32>"))
	h.Snippet("vector.mask", `%${1:r} = vector.mask ${2:%mask} { ${3:vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>} } : ${4:vector<4xi1>} -> ${5:vector<4xf32>}`,
		dialect.InFunc("%mask: vector<4xi1>, %m: memref<?xf32>, %i: index, %pad: f32"))
	h.Snippet("vector.contract", `%${1:r} = vector.contract {indexing_maps = [${2:affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>}], iterator_types = [${3:"reduction"}], kind = #vector.kind<${4:add}>} ${5:%lhs}, ${6:%rhs}, ${7:%acc} : ${8:vector<4xf32>}, ${9:vector<4xf32>} into ${10:f32}`,
		dialect.InFunc("%lhs: vector<4xf32>, %rhs: vector<4xf32>, %acc: f32"))
}
