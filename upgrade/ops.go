package upgrade

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/grammar"
)

// renames are the ops of 2019 whose custom form is today's under another
// name: std's ops moved to arith, math, cf, memref and tensor; loop is scf.
var renames = map[string]string{
	"addi": "arith.addi", "subi": "arith.subi", "muli": "arith.muli",
	"divis": "arith.divsi", "diviu": "arith.divui", "remis": "arith.remsi", "remiu": "arith.remui",
	"addf": "arith.addf", "subf": "arith.subf", "mulf": "arith.mulf", "divf": "arith.divf", "remf": "arith.remf",
	"negf": "arith.negf", "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori",
	"shift_left":         "arith.shli",
	"shift_right_signed": "arith.shrsi", "shift_right_unsigned": "arith.shrui",
	"select": "arith.select", "index_cast": "arith.index_cast", "sitofp": "arith.sitofp",
	"fpext": "arith.extf", "fptrunc": "arith.truncf", "trunci": "arith.trunci",
	"zexti": "arith.extui", "sexti": "arith.extsi",
	"cmpi": "arith.cmpi", "cmpf": "arith.cmpf",
	"exp": "math.exp", "log": "math.log", "log2": "math.log2", "log10": "math.log10", "tanh": "math.tanh",
	"cos": "math.cos", "sin": "math.sin", "absf": "math.absf", "ceilf": "math.ceil", "floorf": "math.floor",
	"copysign": "math.copysign", "sqrt": "math.sqrt", "rsqrt": "math.rsqrt",
	"br": "cf.br", "cond_br": "cf.cond_br",
	"alloc": "memref.alloc", "alloca": "memref.alloca", "dealloc": "memref.dealloc",
	"load": "memref.load", "store": "memref.store", "memref_cast": "memref.cast",
	"dma_start": "memref.dma_start", "dma_wait": "memref.dma_wait",
	"tensor_cast": "tensor.cast",
	"loop.for":    "scf.for", "loop.if": "scf.if", "loop.parallel": "scf.parallel",
	"loop.reduce": "scf.reduce", "loop.yield": "scf.yield",
	"llvm.constant": "llvm.mlir.constant", "llvm.undef": "llvm.mlir.undef",
	"llvm.addressof": "llvm.mlir.addressof", "llvm.null": "llvm.mlir.zero",
}

// spvRenames are the spv ops whose name changed besides the dialect's.
var spvRenames = map[string]string{
	"constant": "Constant", "globalVariable": "GlobalVariable", "specConstant": "SpecConstant",
	"_address_of": "mlir.addressof", "_reference_of": "mlir.referenceof",
	"loop": "mlir.loop", "selection": "mlir.selection", "_merge": "mlir.merge", "undef": "Undef",
}

// genericName is the name today of an op of 2019 written generically.
func genericName(name string) (string, bool) {
	base, std := strings.CutPrefix(name, "std.")
	switch base {
	case "affine.terminator":
		return "affine.yield", true
	case "loop.terminator":
		return "scf.yield", true
	case "constant":
		return "arith.constant", true
	case "return", "call", "call_indirect":
		return "func." + base, true
	case "extract_element":
		return "tensor.extract", true
	}
	if n, ok := renames[base]; ok {
		return n, true
	}
	if rest, ok := strings.CutPrefix(base, "spv."); ok {
		if r, ok := spvRenames[rest]; ok {
			rest = r
		}
		return "spirv." + rest, true
	}
	if rest, ok := strings.CutPrefix(base, "loop."); ok {
		return "scf." + rest, true
	}
	if std {
		return base, true
	}
	return name, false
}

// customOp walks the custom-form op whose name is at i (start: its first
// result), rewriting its name and syntax, and returns the index past it.
func (u *upgrader) customOp(start, i int, parent string) int {
	name := u.text(i)
	if base, ok := strings.CutPrefix(name, "std."); ok {
		name = base
	}
	if name == "func" && u.is(i+1, grammar.AtIdent) {
		return u.function(i, parent)
	}
	newName := name
	if !strings.Contains(name, ".") && !stdScope(parent) {
		// A bare name in the region of another dialect's op (transform,
		// pdl, emitc, ... have default dialects): that dialect's op.
		return u.walkCustom(i, name)
	}
	if n, ok := renames[name]; ok {
		newName = n
	} else if rest, ok := strings.CutPrefix(name, "spv."); ok {
		if r, ok := spvRenames[rest]; ok {
			rest = r
		}
		newName = "spirv." + rest
	}
	// In a func.func's body (or at the top of a chunk, which may be cut
	// out of one) func is the default dialect.
	inFunc := parent == "func.func" || parent == ""
	switch name {
	case "call", "call_indirect":
		if !inFunc {
			newName = "func." + name
		}
	case "constant":
		if u.is(i+1, grammar.AtIdent) {
			if !inFunc {
				newName = "func.constant"
			}
		} else {
			newName = "arith.constant"
		}
	}
	end := u.walkCustom(i, newName)
	switch name {
	case "cmpi", "cmpf":
		// The predicate is a keyword now: `cmpi "slt", ...` is `arith.cmpi slt, ...`.
		if u.is(i+1, grammar.String) {
			u.replace(i+1, strings.Trim(u.text(i+1), `"`))
		}
	case "dim":
		return u.dim(start, i, end)
	case "tensor_load", "tensor_store", "splat", "extract_element":
		return u.typed(i, end, name)
	case "spv.module":
		u.spvModule(i, end)
	case "llvm.load", "llvm.store", "llvm.getelementptr":
		u.llvmMemory(i, end, name)
	}
	if newName != name || strings.HasPrefix(u.text(i), "std.") {
		u.replace(i, newName)
	}
	return end
}

// stdScope reports whether the regions of the op named parent (upgraded
// name; "" at the top) held std ops in 2019: functions, modules, the
// affine, loop (scf) and gpu ops, and generic ops' regions there.
func stdScope(parent string) bool {
	switch parent {
	case "", "func.func", "module", "builtin.module", "llvm.func":
		return true
	}
	for _, p := range []string{"affine.", "scf.", "gpu."} {
		if strings.HasPrefix(parent, p) {
			return true
		}
	}
	return false
}

// walkCustom finds the end of the custom op whose name is at i (its
// regions walked, its dictionaries and bare maps upgraded).
func (u *upgrader) walkCustom(i int, newName string) int {
	affineOp := strings.HasPrefix(newName, "affine.")
	k := i + 1
	depth := 0
	for k < len(u.toks) {
		t := u.toks[k]
		if depth == 0 && t.nl && u.startsOp(k) && !u.continues(k-1) && !u.isWord(k, "else") {
			break
		}
		switch t.k {
		case grammar.RBrace:
			if depth == 0 {
				return k
			}
			depth--
		case grammar.LBrace:
			if depth == 0 && u.isRegion(k) {
				k = u.region(k, newName)
				continue
			}
			if depth == 0 {
				k = u.dict(k)
				continue
			}
			depth++
		case grammar.LParen:
			if affineOp && depth == 0 {
				prev := u.text(k - 1)
				if k-1 == i || prev == "=" || prev == "to" || prev == "max" || prev == "min" {
					if end, ok := u.affine(k, true); ok {
						k = end
						continue
					}
				}
			}
			depth++
		case grammar.LSquare, grammar.Less:
			depth++
		case grammar.RParen, grammar.RSquare, grammar.Greater:
			if depth > 0 {
				depth--
			}
		}
		k++
	}
	return k
}

// isRegion tells a region's `{` at i from an attribute dictionary's.
func (u *upgrader) isRegion(i int) bool {
	if u.isWord(i-1, "attributes") {
		return false
	}
	switch u.kind(i + 1) {
	case grammar.RBrace:
		return true
	case grammar.PercentIdent, grammar.CaretIdent:
		return true
	case grammar.String:
		return u.is(i+2, grammar.LParen)
	}
	return i+1 < len(u.toks) && u.toks[i+1].nl
}

// function upgrades `func @name(...) ... { ... }` at i: a func.func (a
// spirv.func in a spv.module); a declaration is private.
func (u *upgrader) function(i int, parent string) int {
	spirv := parent == "spirv.module"
	k := i + 2
	if !u.is(k, grammar.LParen) {
		return k
	}
	argsEnd := u.closing(k)
	u.dictsIn(k+1, argsEnd)
	k = argsEnd + 1
	resStart := k
	if u.is(k, grammar.Arrow) {
		k++
		if u.is(k, grammar.LParen) {
			e := u.closing(k)
			u.dictsIn(k+1, e)
			k = e + 1
		} else {
			k = u.skipType(k)
		}
	}
	sigEnd := k
	if u.isWord(k, "attributes") && u.is(k+1, grammar.LBrace) {
		k = u.dict(k + 1)
	}
	name := "func.func"
	llvm := false
	for s := i + 2; s < sigEnd && !spirv; s++ {
		// A function of LLVM types, as the lowering to LLVM wrote them in
		// 2019 before llvm.func, is an llvm.func (what llvm.call calls).
		if u.is(s, grammar.BangIdent) && strings.HasPrefix(u.text(s), "!llvm") {
			llvm = true
		}
	}
	if llvm {
		name = "llvm.func"
		if sigEnd == resStart+2 && u.text(resStart+1) == "!llvm.void" ||
			sigEnd == resStart+3 && u.is(resStart+1, grammar.LParen) && u.is(resStart+2, grammar.RParen) {
			u.edits = append(u.edits, edit{u.end(resStart - 1), u.end(sigEnd - 1), ""})
		}
	}
	if spirv {
		name = "spirv.func"
		if sigEnd == resStart+3 && u.is(resStart+1, grammar.LParen) && u.is(resStart+2, grammar.RParen) {
			// `-> ()` is written no more.
			u.edits = append(u.edits, edit{u.end(resStart - 1), u.end(resStart + 2), ""})
		}
		u.insert(u.end(sigEnd-1), ` "None"`)
	}
	if u.is(k, grammar.LBrace) {
		u.replace(i, name)
		return u.region(k, name)
	}
	if !spirv && !llvm {
		name += " private"
	}
	u.replace(i, name)
	return k
}

// spvModule upgrades `spv.module "Logical" "GLSL450"` to
// `spirv.module Logical GLSL450`.
func (u *upgrader) spvModule(i, end int) {
	for k := i + 1; k < end && k <= i+2; k++ {
		if !u.is(k, grammar.String) {
			return
		}
		w := strings.Trim(u.text(k), `"`)
		if w == "VulkanKHR" {
			w = "Vulkan"
		}
		u.replace(k, w)
	}
}

// freshName is an SSA name not used in the chunk, from base.
func (u *upgrader) freshName(base string) string {
	name := base
	for n := 1; u.names[name]; n++ {
		name = fmt.Sprintf("%s_%d", base, n)
	}
	u.names[name] = true
	return name
}

// indent is the white space before token i on its line.
func (u *upgrader) indent(i int) string {
	s := u.start(i)
	b := s
	for b > 0 && (u.src[b-1] == ' ' || u.src[b-1] == '\t') {
		b--
	}
	if b > 0 && u.src[b-1] != '\n' {
		return " "
	}
	return string(u.src[b:s])
}

// colonType returns the index of the `:` of the op [i, end) at depth 0.
func (u *upgrader) colonType(i, end int) int {
	for k := i + 1; k < end; k++ {
		switch u.kind(k) {
		case grammar.Colon:
			return k
		case grammar.LParen, grammar.LSquare, grammar.Less:
			k = u.closing(k)
		}
	}
	return -1
}

// resolve is a type's text with a type alias replaced by its definition.
func (u *upgrader) resolve(t string) string {
	for range 8 {
		def, ok := u.aliases[t]
		if !ok {
			break
		}
		t = def
	}
	return t
}

// dim upgrades `dim %x, N : T`: the index is an operand now, an
// `arith.constant N : index` inserted before the op; the op is tensor's or
// memref's as T is.
func (u *upgrader) dim(start, i, end int) int {
	colon := u.colonType(i, end)
	if colon < 0 || !u.is(i+2, grammar.Comma) || !u.is(i+3, grammar.Integer) {
		u.problemf(i, "`dim` is not `dim %%value, N : type`: write `memref.dim` or `tensor.dim` with an index operand")
		return end
	}
	typ := u.resolve(u.span(colon+1, end))
	op := "memref.dim"
	if strings.HasPrefix(typ, "tensor") {
		op = "tensor.dim"
	}
	n := u.text(i + 3)
	c := u.freshName("%c" + n)
	u.insert(u.start(start), c+" = arith.constant "+n+" : index\n"+u.indent(start))
	u.replace(i+3, c)
	u.replace(i, op)
	return end
}

// shapeOf splits the text of a shaped type `kind<...>` into its kind and
// its parameters at the top level (at least one, "" for `kind<>`).
func shapeOf(t string) (kind string, params []string) {
	lt := strings.IndexByte(t, '<')
	if lt < 0 || !strings.HasSuffix(t, ">") {
		return "", nil
	}
	if params = splitTop(t[lt+1 : len(t)-1]); len(params) == 0 {
		params = []string{""}
	}
	return t[:lt], params
}

// elementOf is the element type of the shape-and-element text `4x?xf32`.
func elementOf(shape string) string {
	depth := 0
	for j := len(shape) - 1; j > 0; j-- {
		switch shape[j] {
		case '>', ')':
			depth++
		case '<', '(':
			depth--
		case 'x':
			if depth != 0 {
				continue
			}
			before := strings.TrimRight(shape[:j], " ")
			after := strings.TrimSpace(shape[j+1:])
			if before == "" || after == "" {
				continue
			}
			if c := before[len(before)-1]; (c >= '0' && c <= '9') || c == '?' || c == '*' || c == ']' {
				return after
			}
		}
	}
	return strings.TrimSpace(shape)
}

// typed upgrades the ops whose form today names types the 2019 form left
// implicit: tensor_load, tensor_store, splat, extract_element.
func (u *upgrader) typed(i, end int, name string) int {
	colon := u.colonType(i, end)
	if colon < 0 {
		u.problemf(i, "`%s` without its type: write it in today's form by hand", name)
		return end
	}
	written := u.span(colon+1, end)
	typ := convertTypes(u.resolve(written))
	kind, params := shapeOf(typ)
	operands := u.span(i+1, colon)
	var out string
	switch {
	case name == "tensor_load" && kind == "memref":
		out = fmt.Sprintf("bufferization.to_tensor %s : %s to tensor<%s>", operands, typ, params[0])
	case name == "tensor_store" && kind == "memref":
		ops := strings.SplitN(operands, ",", 2)
		if len(ops) != 2 {
			ops = strings.SplitN(operands, " to ", 2)
		}
		if len(ops) != 2 {
			break
		}
		out = fmt.Sprintf("bufferization.materialize_in_destination %s in writable %s : (tensor<%s>, %s) -> ()",
			strings.TrimSpace(ops[0]), strings.TrimSpace(ops[1]), params[0], typ)
	case name == "splat" && kind == "vector":
		out = fmt.Sprintf("vector.broadcast %s : %s to %s", operands, elementOf(params[0]), written)
	case name == "splat" && kind == "tensor":
		out = fmt.Sprintf("tensor.splat %s : %s", operands, written)
	case name == "extract_element" && kind == "vector":
		out = fmt.Sprintf("vector.extract %s : %s from %s", operands, elementOf(params[0]), written)
	case name == "extract_element" && kind == "tensor":
		out = fmt.Sprintf("tensor.extract %s : %s", operands, written)
	}
	if out == "" {
		u.problemf(i, "`%s` of type %s: write it in today's form by hand", name, written)
		return end
	}
	u.edits = append(u.edits, edit{u.start(i), u.end(end - 1), out})
	return end
}

// llvmMemory upgrades the LLVM memory ops of typed pointers: the loaded,
// stored or indexed type is named today, the pointers being opaque.
func (u *upgrader) llvmMemory(i, end int, name string) {
	colon := u.colonType(i, end)
	if colon < 0 {
		return
	}
	switch name {
	case "llvm.load", "llvm.store":
		if colon+1 >= end || !u.isOldLLVM(colon+1) || colon+5 != end {
			return
		}
		_, pointee, err := llvmType(strings.Trim(u.text(colon+3), `"`))
		if err != nil || pointee == "" {
			return
		}
		out := "!llvm.ptr -> " + pointee
		if name == "llvm.store" {
			out = pointee + ", !llvm.ptr"
		}
		u.edits = append(u.edits, edit{u.start(colon + 1), u.end(end - 1), out})
	case "llvm.getelementptr":
		if !u.is(colon+1, grammar.LParen) || !u.isOldLLVM(colon+2) {
			return
		}
		_, pointee, err := llvmType(strings.Trim(u.text(colon+4), `"`))
		if err != nil || pointee == "" {
			return
		}
		u.insert(u.end(end-1), ", "+pointee)
	}
}

// isOldLLVM reports `!llvm<"...">` at i.
func (u *upgrader) isOldLLVM(i int) bool {
	return u.is(i, grammar.BangIdent) && u.text(i) == "!llvm" && u.is(i+1, grammar.Less) &&
		u.is(i+2, grammar.String) && u.is(i+3, grammar.Greater)
}
