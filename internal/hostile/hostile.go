// Package hostile makes hostile copies of MLIR text for robustness tests:
// each a small edit of the original of the kind that breaks a parser's
// assumptions (cut short, a span dropped or repeated, a delimiter or
// sigil put where it does not belong, a number made huge), so that a
// test can require that every tool's path still ends in a verdict,
// never a panic or a hang.
package hostile

import (
	"bytes"
	"math/rand/v2"
)

// tokens are what an edit inserts: delimiters, sigils and spellings that
// open a nested construct, end one early, or name what does not exist.
var tokens = []string{
	"{", "}", "(", ")", "[", "]", "<", ">", "\"", "%", "^", "#", "!", "@", ":", ",", "=", "->",
	"// -----\n", "\n", "\x00", "\r", "0x", "-", "?", "...", "loc(", "#loc", "dense<", "sparse<",
	"complex<i1>", "tensor<*x", "memref<?x", "vector<[4]x", "!llvm.ptr", "i0", "f8E4M3", "index",
	"99999999999999999999", "1.0e400", "-0.0", "0x7FF8", "\"\\xff\"", "{-#", "#-}", "%0:2", "^bb0(",
	"builtin.module", "func.func", "\"t.op\"()", "region", "attributes", "unit", "affine_map<(d0) -> (d0)>",
}

// Mutate returns one hostile copy of src, drawn from r.
func Mutate(src []byte, r *rand.Rand) []byte {
	n := len(src)
	at := func() int { return r.IntN(n + 1) }
	span := func() (int, int) {
		i := at()
		return i, min(n, i+1+r.IntN(64))
	}
	out := bytes.Clone(src)
	switch r.IntN(9) {
	case 7, 8: // a type replaced by another: the text still parses, its meaning breaks
		return swapType(out, r)
	case 0: // cut short
		return out[:at()]
	case 1: // a span dropped
		i, j := span()
		return append(out[:i:i], src[j:]...)
	case 2: // a span repeated
		i, j := span()
		return append(append(out[:j:j], src[i:j]...), src[j:]...)
	case 3: // a token inserted
		i := at()
		return append(append(out[:i:i], tokens[r.IntN(len(tokens))]...), src[i:]...)
	case 4: // a byte replaced by a delimiter or sigil
		if n == 0 {
			return []byte(tokens[r.IntN(len(tokens))])
		}
		i := r.IntN(n)
		out[i] = "{}()[]<>\"%^#!@:,="[r.IntN(17)]
		return out
	case 5: // a number made huge or negative
		for k := 0; k < 8; k++ {
			i := r.IntN(n + 1)
			if i < n && src[i] >= '0' && src[i] <= '9' {
				big := []string{"4294967296", "18446744073709551616", "-1", "0", "999999999"}[r.IntN(5)]
				return append(append(out[:i:i], big...), src[i+1:]...)
			}
		}
		return out
	default: // two lines swapped
		lines := bytes.SplitAfter(out, []byte("\n"))
		if len(lines) > 1 {
			i, j := r.IntN(len(lines)), r.IntN(len(lines))
			lines[i], lines[j] = lines[j], lines[i]
		}
		return bytes.Join(lines, nil)
	}
}

// types are builtin types a type is swapped for: of other widths and
// kinds, empty, dynamic, nested, and what the printers special-case.
var types = []string{
	"i1", "i0", "i64", "si8", "ui16", "index", "f16", "bf16", "f64", "f8E4M3FN", "none", "complex<i1>",
	"complex<f32>", "vector<4xi1>", "vector<0xi32>", "vector<[4]xf32>", "tensor<?xi32>", "tensor<*xf32>",
	"tensor<0x2xi8>", "memref<?xf32>", "memref<*xi8>", "memref<2xi32, strided<[?]>>", "tuple<>",
	"tuple<i32, f32>", "() -> ()", "!llvm.ptr", "!t.opaque<\"x\">",
}

// swapType replaces one builtin scalar type of src (i32, f32, index, ...)
// by another type.
func swapType(src []byte, r *rand.Rand) []byte {
	var at [][2]int
	for i := 0; i < len(src); i++ {
		if i > 0 && isWord(src[i-1]) {
			continue
		}
		j := i
		for j < len(src) && isWord(src[j]) {
			j++
		}
		if j > i && isScalar(string(src[i:j])) {
			at = append(at, [2]int{i, j})
		}
		if j > i {
			i = j - 1
		}
	}
	if len(at) == 0 {
		return src
	}
	k := at[r.IntN(len(at))]
	return append(append(src[:k[0]:k[0]], types[r.IntN(len(types))]...), src[k[1]:]...)
}

func isWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isScalar(w string) bool {
	switch w {
	case "index", "f16", "bf16", "f32", "f64", "i1", "i8", "i16", "i32", "i64":
		return true
	}
	return false
}

// Mutants returns count hostile copies of src, the same for the same
// seed.
func Mutants(src []byte, seed uint64, count int) [][]byte {
	r := rand.New(rand.NewPCG(seed, uint64(len(src))))
	out := make([][]byte, count)
	for i := range out {
		out[i] = Mutate(src, r)
	}
	return out
}
