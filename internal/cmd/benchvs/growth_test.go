package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrefix: a prefix of a genmix.py file is its outer module holding
// the nested modules whose next one starts before the size asked for.
func TestPrefix(t *testing.T) {
	nested := "module {\n  func.func private @f()\n}\n"
	src := []byte("module {\n" + strings.Repeat(nested, 10) + "}\n")
	got, err := Prefix(src, 9+3*len(nested)+10)
	require.NoError(t, err)
	assert.Equal(t, "module {\n"+strings.Repeat(nested, 3)+"}\n", string(got))
	_, err = Prefix(src, len(src))
	assert.Error(t, err, "larger than the file")
	_, err = Prefix([]byte("func.func private @f()\n"), 5)
	assert.Error(t, err, "not a genmix.py file")
}
