package hostile

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMutantsDifferAndRepeat(t *testing.T) {
	src := []byte("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n")
	a, b := Mutants(src, 7, 50), Mutants(src, 7, 50)
	assert.Equal(t, a, b, "the same seed, the same mutants")
	changed := 0
	for _, m := range a {
		if !bytes.Equal(m, src) {
			changed++
		}
	}
	assert.Greater(t, changed, 40, "most mutants differ from the original")
	assert.NotEqual(t, a, Mutants(src, 8, 50))
	assert.Len(t, Mutants(nil, 1, 5), 5, "an empty input")
}
