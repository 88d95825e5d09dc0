package linalg

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// snippets registers the custom forms of the ops whose syntax is
// hand-written as editor snippets (the language server's completion): each
// expands, placeholders accepted, to an op that verifies where its In says.
func snippets(h *registry.Hooks) {
	h.Snippet("linalg.generic", `linalg.generic {indexing_maps = [${1:affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>}], iterator_types = [${2:"parallel"}]} ins(${3:%in} : ${4:memref<?xf32>}) outs(${5:%out} : ${6:memref<?xf32>}) {
^bb0(${7:%a}: ${8:f32}, ${9:%b}: ${10:f32}):
  linalg.yield ${7:%a} : ${8:f32}
}`,
		dialect.InFunc("%in: memref<?xf32>, %out: memref<?xf32>"))
	h.Snippet("linalg.map", `linalg.map ins(${1:%in} : ${2:memref<?xf32>}) outs(${3:%out} : ${4:memref<?xf32>})
  (${5:%a}: ${6:f32}, ${7:%init}: ${6:f32}) {
    linalg.yield ${5:%a} : ${6:f32}
  }`,
		dialect.InFunc("%in: memref<?xf32>, %out: memref<?xf32>"))
	h.Snippet("linalg.reduce", `linalg.reduce ins(${1:%in} : ${2:memref<?x?xf32>}) outs(${3:%out} : ${4:memref<?xf32>}) dimensions = [${5:1}]
  (${6:%a}: ${7:f32}, ${8:%acc}: ${7:f32}) {
    ${9:%s} = arith.addf ${6:%a}, ${8:%acc} : ${7:f32}
    linalg.yield ${9:%s} : ${7:f32}
  }`,
		dialect.InFunc("%in: memref<?x?xf32>, %out: memref<?xf32>"))
	h.Snippet("linalg.transpose", `linalg.transpose ins(${1:%in} : ${2:memref<?x?xf32>}) outs(${3:%out} : ${4:memref<?x?xf32>}) permutation = [${5:1, 0}]`,
		dialect.InFunc("%in: memref<?x?xf32>, %out: memref<?x?xf32>"))
	h.Snippet("linalg.broadcast", `linalg.broadcast ins(${1:%in} : ${2:memref<?xf32>}) outs(${3:%out} : ${4:memref<?x?xf32>}) dimensions = [${5:1}]`,
		dialect.InFunc("%in: memref<?xf32>, %out: memref<?x?xf32>"))
	h.Snippet("linalg.matmul", `linalg.matmul ins(${1:%a}, ${2:%b} : ${3:memref<?x?xf32>}, ${4:memref<?x?xf32>}) outs(${5:%c} : ${6:memref<?x?xf32>})`,
		dialect.InFunc("%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>"))
	h.Snippet("linalg.fill", `linalg.fill ins(${1:%v} : ${2:f32}) outs(${3:%out} : ${4:memref<?xf32>})`,
		dialect.InFunc("%v: f32, %out: memref<?xf32>"))
	h.Snippet("linalg.copy", `linalg.copy ins(${1:%in} : ${2:memref<?xf32>}) outs(${3:%out} : ${4:memref<?xf32>})`,
		dialect.InFunc("%in: memref<?xf32>, %out: memref<?xf32>"))
	namedSnippets(h)
}

// namedSnippets registers a snippet for each named structured op (OpDSL's)
// that has none: `linalg.NAME ins(%in0, ... : types) outs(%init : type)`,
// its types memrefs of dynamic sizes of the rank each operand's indexing
// map gives (an input's map with no results: a scalar), f32 elements but
// where the op computes on something else (a select's condition, integers
// for quantized and unsigned ops, fill_rng_2d's f64 bounds and i32 seed).
func namedSnippets(h *registry.Hooks) {
	names := make([]string, 0, len(linalgNamedOps))
	for name := range linalgNamedOps {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if h.Op(name).Snippet.Text != "" {
			continue
		}
		def := linalgNamedOps[name]
		quantized := strings.HasSuffix(name, "_q") || strings.HasPrefix(name, "linalg.quantized_")
		typ := func(i int) string {
			elem := "f32"
			switch {
			case name == "linalg.select" && i == 0:
				elem = "i1"
			case name == "linalg.fill_rng_2d" && i == 2:
				elem = "i32" // the seed
			case name == "linalg.fill_rng_2d":
				elem = "f64"
			case quantized && i < 2:
				elem = "i8"
			case quantized || strings.Contains(name, "unsigned"):
				elem = "i32"
			}
			rank := 2
			if def.maps != nil {
				rank = len(def.maps[i])
			}
			if rank == 0 && i < def.args-1 {
				return elem // a scalar input; the output is shaped
			}
			return "memref<" + strings.Repeat("?x", rank) + elem + ">"
		}
		var ins, types, args []string
		stop := 0
		tab := func(text string) string {
			stop++
			return "${" + strconv.Itoa(stop) + ":" + text + "}"
		}
		for i := 0; i < def.args-1; i++ {
			v := "%in" + strconv.Itoa(i)
			ins = append(ins, tab(v))
			args = append(args, v+": "+typ(i))
		}
		for i := 0; i < def.args-1; i++ {
			types = append(types, tab(typ(i)))
		}
		out := typ(def.args - 1)
		args = append(args, "%init: "+out)
		text := name + " ins(" + strings.Join(ins, ", ") + " : " + strings.Join(types, ", ") + ") outs(" + tab("%init") + " : " + tab(out) + ")"
		h.Snippet(name, text, dialect.InFunc(strings.Join(args, ", ")))
	}
}
