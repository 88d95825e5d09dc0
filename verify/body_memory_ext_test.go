package verify_test

import (
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// TestStreamedBodyMemory: one function of 40k arith.constant ops verified
// op by op holds its values' IR at the end of its body, not its tree.
func TestStreamedBodyMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 40k-op function")
	}
	verify.StreamedBodyMemory(t, dialects.MustCore())
}
