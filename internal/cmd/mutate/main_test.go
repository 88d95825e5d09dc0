package main

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

const chunk = `"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
`

// Every kind mutates the chunk into IR the verifier rejects, the same way
// for the same seed.
func TestMutations(t *testing.T) {
	reg := dialects.MustCore()
	require.Empty(t, verify.Source("c.mlir", []byte(chunk), verify.SourceOptions{Options: verify.Options{Dialects: reg}}))
	for _, k := range kinds {
		t.Run(k, func(t *testing.T) {
			out, ok := mutate(k, chunk, rand.New(rand.NewSource(7)), reg)
			require.True(t, ok)
			again, _ := mutate(k, chunk, rand.New(rand.NewSource(7)), reg)
			assert.Equal(t, out, again, "deterministic")
			assert.NotEqual(t, chunk, out)
			list := verify.Source("m.mlir", []byte(out), verify.SourceOptions{Options: verify.Options{Dialects: reg}})
			assert.NotEmpty(t, list, "mutant accepted:\n%s", out)
		})
	}
}

func TestMutateType(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for in, want := range map[string]string{"i32": "i64", "i64": "i32", "index": "i64", "f32": "f64", "bf16": "f32", "!x.y": "i32"} {
		assert.Equal(t, want, mutateType(in, rng))
	}
	got := mutateType("tensor<4x8xf32>", rng)
	assert.True(t, strings.HasPrefix(got, "tensor<") && got != "tensor<4x8xf32>", got)
}

func TestKinds(t *testing.T) {
	reg := dialects.MustCore()
	drop, _ := mutate("drop-used-op", chunk, rand.New(rand.NewSource(1)), reg)
	assert.Equal(t, strings.Count(chunk, "\n")-1, strings.Count(drop, "\n"), "one line dropped")
	unused, _ := mutate("change-unused-type", chunk, rand.New(rand.NewSource(1)), reg)
	assert.Contains(t, unused, `"arith.constant"() <{value = 0 : i32}> : () -> i64`, "the only unused result")
	branch, _ := mutate("branch-into-region", chunk, rand.New(rand.NewSource(1)), reg)
	assert.Contains(t, branch, `"cf.br"()[^bb0] : () -> ()`)
}
