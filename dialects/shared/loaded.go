package shared

import (
	"strings"
	"sync"
	"weak"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// What mlir-opt 22 has loaded when it verifies a chunk (asked of it; see
// corpus/verify/pdl.mlir, pdl_interp.mlir and transform.mlir for a case
// of each rule):
//   - each `// -----` chunk is read into a fresh context, the whole chunk
//     before any op is verified: an op after the one verified counts;
//   - builtin is always loaded;
//   - an op name read (custom or generic form, registered or not, bare in
//     a region whose op names a default dialect) loads its dialect;
//   - a dialect type or attribute read (`!d.x`, `#d.x`, `#d<...>`, in an
//     alias definition used or not, in a location, in a pdl.type) loads
//     its dialect;
//   - an op name in a string (pdl.operation "d.op", dialect_to_llvm "d"),
//     a symbol reference or a string attribute loads nothing;
//   - loading a dialect loads those of dialectLoads (its ODS
//     dependentDialects, the dialects the extensions it triggers load,
//     transform's extensions' dependent and generated dialects).
//
// Dialects a registered dialect loads, as mlir-opt 22 shows them (a
// dialect loaded by a generic op of it alone in a chunk, then what
// pdl.operation, pdl_interp.create_operation and
// transform.apply_conversion_patterns.dialect_to_llvm find loaded, for
// every dialect they can tell; loading two dialects loads what each
// loads, checked for every pair). The lists are closed: a dialect in a
// list has its own loads in it. pdl_interp's pdl is its ODS dependency
// (no check can tell: pdl is loaded wherever a pdl_interp op is).
var dialectLoads = map[string]string{
	"acc":           "affine arith gpu llvm memref ub",
	"affine":        "arith ub",
	"amdgpu":        "arith gpu llvm rocdl",
	"arm_sme":       "affine arith memref scf ub vector",
	"arm_sve":       "arith ub vector",
	"bufferization": "affine arith complex index linalg math memref scf tensor ub",
	"cf":            "arith",
	"complex":       "arith",
	"func":          "arith",
	"gpu":           "arith",
	"linalg":        "affine arith complex index math memref scf tensor ub",
	"math":          "arith",
	"memref":        "affine arith ub",
	"nvvm":          "llvm",
	"omp":           "arith func llvm",
	"pdl_interp":    "pdl",
	"rocdl":         "llvm",
	"scf":           "arith",
	"shape":         "affine arith complex index linalg math memref scf tensor ub",
	"shard":         "arith",
	"tensor":        "affine arith complex index linalg math memref scf ub",
	"test":          "affine arith bufferization complex dlti index linalg math memref scf tensor ub",
	"tosa":          "affine arith complex index linalg math memref quant scf tensor ub",
	"transform": "affine amdgpu arith arm_neon arm_sve bufferization cf complex func gpu index irdl " +
		"linalg llvm math memref nvgpu nvvm pdl pdl_interp rocdl scf sparse_tensor tensor ub vector x86vector xegpu",
	"vector": "arith ub",
	"xegpu":  "arith",
	"xevm":   "llvm",
}

// Loaded is the set of dialects mlir-opt has loaded when it verifies the
// ops of a chunk.
type Loaded struct {
	set map[string]bool
	// partial: the chunk is verified op by op (ir.Context.Streamed), so
	// that set holds only the dialects surely loaded (builtin, those of
	// the op and its ancestors, and what they load).
	partial bool
}

// Has reports whether dialect d is loaded. sure is false when it cannot
// tell (a chunk verified op by op, d not surely loaded): a verifier then
// fails if either answer fails, and the chunk is verified whole.
func (l *Loaded) Has(d string) (loaded, sure bool) {
	if l.set[d] {
		return true, true
	}
	return false, !l.partial
}

func (l *Loaded) add(d string) {
	if l.set[d] {
		return
	}
	l.set[d] = true
	for _, x := range strings.Fields(dialectLoads[d]) {
		l.set[x] = true
	}
}

// loadedMemo is the set of the last chunk asked about, by its context and
// outermost op (weakly held: the chunk's IR is not kept alive).
var loadedMemo struct {
	sync.Mutex
	ctx  weak.Pointer[ir.Context]
	root weak.Pointer[ir.Operation]
	set  *Loaded
}

// LoadedDialects is the set of dialects mlir-opt has loaded verifying op,
// whose types belong to ctx: computed once per chunk (the last one asked
// about is kept), from the op names of the chunk (the outermost op
// holding op) and the dialect types and attributes ctx holds.
func LoadedDialects(op *ir.Operation, ctx *ir.Context) *Loaded {
	if ctx != nil && ctx.Streamed() {
		l := &Loaded{set: map[string]bool{}, partial: true}
		l.add("builtin")
		for p := op; p != nil; p = verify.ParentOp(p) {
			l.add(dialectOf(p.Name))
		}
		return l
	}
	root := op
	for p := verify.ParentOp(root); p != nil; p = verify.ParentOp(p) {
		root = p
	}
	loadedMemo.Lock()
	defer loadedMemo.Unlock()
	wc, wr := weak.Make(ctx), weak.Make(root)
	if loadedMemo.set != nil && loadedMemo.ctx == wc && loadedMemo.root == wr {
		return loadedMemo.set
	}
	l := &Loaded{set: map[string]bool{}}
	l.add("builtin")
	seen := ""
	ir.Walk(root, func(x *ir.Operation) bool {
		// Ops of one dialect come in runs: skip the map for a repeat.
		if d := dialectOf(x.Name); d != seen {
			seen = d
			l.add(d)
		}
		return true
	})
	if ctx != nil {
		ctx.ValueDialects(l.add)
	}
	loadedMemo.ctx, loadedMemo.root, loadedMemo.set = wc, wr, l
	return l
}

// dialectOf is the dialect of an op name: what precedes its first dot.
func dialectOf(name string) string {
	d, _, _ := strings.Cut(name, ".")
	return d
}
