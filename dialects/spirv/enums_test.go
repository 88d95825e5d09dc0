package spirv

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEmbeddedEnums: without a registry's definitions, the enums come
// from the embedded ones, with the same values.
func TestEmbeddedEnums(t *testing.T) {
	saved := definitions.Swap(nil)
	defer func() {
		definitions.Store(saved)
		loadEnums()
	}()
	loadEnums()
	for _, c := range []struct {
		class, word string
		value       uint64
	}{{"StorageClass", "StorageBuffer", 12}, {"Decoration", "Offset", 35}, {"Dim", "Buffer", 5}} {
		v, ok := enums[c.class][c.word]
		assert.True(t, ok, c.word)
		assert.Equal(t, c.value, v.value, c.word)
	}
	assert.Empty(t, enums["Capability"], "only the types' enums")
}
