package dialects

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCoreLoads: every embedded definition loads, every format compiles
// and every hand-written syntax has its Go hook (no op is incomplete).
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
	require.Empty(t, got)
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
