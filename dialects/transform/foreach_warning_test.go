package transform_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// foreach_match's duplicate-matcher warning, from a verifier that
// succeeds. Not a corpus/verify case: mlir-opt 22 recurses without end
// printing this warning unless -verify-diagnostics is on (it verifies the
// op again to print it), which the corpus's printing checks cannot run;
// with -verify-diagnostics mlir-opt passes this same text.
const duplicateMatchers = `module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @n(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @main(%root: !transform.any_op {transform.consumed}) {
    // Two warnings for @m: an annotation matches every diagnostic like it.
    // expected-warning @below {{matcher @m is used more than once, only the first match will apply}}
    // expected-warning @below {{matcher @n is used more than once, only the first match will apply}}
    %0 = transform.foreach_match in %root @m -> @a, @n -> @a, @m -> @a, @n -> @a, @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
`

func TestForeachMatchDuplicateWarning(t *testing.T) {
	reg, err := dialects.Core()
	require.NoError(t, err)
	failures, _ := verify.CheckDiagnostics("foreach.mlir", []byte(duplicateMatchers), verify.SourceOptions{Options: verify.Options{Dialects: reg}})
	assert.Empty(t, failures)
}
