package format

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// holesFunc has a body whose nested regions' names depend on the body's
// later ops: a suggested name (`%c0`, `%c1`) met in a nested region before
// the body defines it, the uniquing counter the body runs on, entry block
// arguments, a block argument named by its op (linalg.generic's `%in`),
// a nested region of several blocks, results in groups, regions nested
// twice, a body's last op with a region.
const holesFunc = `func.func @f(%n: index, %m: memref<4xf32>, %t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %n iter_args(%a = %c0) -> (index) {
    %c1 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %x = arith.addi %a, %c1 : index
    %y:2 = scf.execute_region -> (index, index) {
      %c2 = arith.constant 2 : index
      cf.br ^bb1(%c2 : index)
    ^bb1(%z: index):
      scf.yield %z, %c0_9 : index, index
    }
    scf.for %j = %c0 to %x step %c1 {
      %c1_i32 = arith.constant 1 : i32
      "foo.use"(%c1_i32, %j, %y#1) : (i32, index, index) -> ()
    }
    scf.yield %x : index
  }
  %c1 = arith.constant 1 : index
  %c0_0 = arith.constant 0 : index
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %q:2 = "foo.two"() : () -> (index, index)
  %c2 = arith.constant 2 : index
  %s = arith.addi %r, %c1 : index
  %u = arith.addi %s, %q#1 : index
  %v = scf.execute_region -> index {
    %c1_0 = arith.constant 1 : index
    scf.yield %c1_0 : index
  }
  %w = arith.addi %u, %v : index
  %last = scf.execute_region -> index {
    %c0_1 = arith.constant 0 : index
    scf.yield %c0_1 : index
  }
  return %last : index
}
func.func @g(%a: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %0 = scf.execute_region -> i32 {
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.addi %a, %c0_i32_0 : i32
    scf.yield %1 : i32
  }
  %2 = arith.addi %0, %c0_i32 : i32
  return %2 : i32
}
`

// TestStreamedBodyHoles: a function body printed op by op, the names of
// its nested regions printed as holes and patched once the body ended,
// gives the output of the whole file, kept or spilled (in chunks that cut
// holes), and takes the streamed path.
func TestStreamedBodyHoles(t *testing.T) {
	defer func(at int) { spillAt = at }(spillAt)
	src := []byte(holesFunc)
	whole, _, err := Source("h.mlir", src, Options{Dialects: core(), whole: true})
	require.NoError(t, err)
	for _, at := range []int{1 << 20, 1} {
		spillAt = at
		var out bytes.Buffer
		done, labelled, err := streamWith(&out, "h.mlir", src, Options{Dialects: core()}, true)
		require.NoError(t, err)
		assert.True(t, done, "fell back (labelled %v)", labelled)
		assert.Equal(t, string(whole), out.String(), "spill at %d", at)
	}
}
