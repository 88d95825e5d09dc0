package dialects

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCoreLoads: every embedded definition loads, and every op whose
// format does not compile or whose hand-written syntax is missing is in the
// list below (which must shrink to empty as the syntaxes land: a test that
// fails when an op starts working, so the list stays true).
func TestCoreLoads(t *testing.T) {
	r, err := Core()
	require.NoError(t, err)
	require.Len(t, r.ops, 237)
	var got []string
	for name, why := range r.Incomplete() {
		got = append(got, name)
		t.Logf("incomplete: %s: %v", name, why)
	}
	sort.Strings(got)
	want := strings.Fields(`
		arith.select bufferization.alloc_tensor cf.switch`)
	require.Equal(t, want, got)
}

func TestUserDefinitionsCannotBeHandWritten(t *testing.T) {
	r := New()
	err := r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "acme.x", "customSyntax": true}]}]}`))
	require.ErrorContains(t, err, "op acme.x has a hand-written syntax")
	err = r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "other.x"}]}]}`))
	require.ErrorContains(t, err, `op "other.x" is not in dialect "acme"`)
	err = r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "opz": []}]}`))
	require.ErrorContains(t, err, `unknown field "opz"`)
}
