package verify_test

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/verify"
)

// TestAllStopsAtFailures: with All, the walk goes on past an op (or a
// block) that failed, never into it, and neither dominance nor the symbol
// uses look at it again, as mlir-opt never gets past a failure: each chunk
// of corpus/verify/after_failure.mlir gets exactly the errors its
// annotations expect (mlir-opt's), in All mode too. Before, the first
// chunk also reported the arith.addi in the failed scf.if, the second the
// llvm.call's symbol use, the third a dominance error on the failed op,
// the fourth the ops of the failed block, the fifth the call's symbol use.
func TestAllStopsAtFailures(t *testing.T) {
	src, err := os.ReadFile("../corpus/verify/after_failure.mlir")
	if err != nil {
		t.Fatal(err)
	}
	expected := regexp.MustCompile(`expected-error @below \{\{(.*)\}\}`)
	chunks, _ := verify.Split(src)
	for i, c := range chunks {
		text := src[c.Start:c.End]
		var want []string
		for _, m := range expected.FindAllSubmatch(text, -1) {
			want = append(want, string(m[1]))
		}
		var got []string
		for _, d := range verify.Source("t.mlir", text, verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true}}) {
			if d.Severity == diag.Error {
				got = append(got, d.Msg)
			}
		}
		if assert.Len(t, got, len(want), "chunk %d: %q", i, got) {
			for j := range want {
				assert.Contains(t, got[j], want[j], "chunk %d", i)
			}
		}
	}
}
