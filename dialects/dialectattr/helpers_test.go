package dialectattr

import (
	"bytes"
	"encoding/json"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

var (
	coreOnce sync.Once
	core     map[string]*ods.Dialect
	coreErr  error
)

// coreDialects returns the generated definitions of the core dialects by
// name.
func coreDialects(tb testing.TB) map[string]*ods.Dialect {
	tb.Helper()
	coreOnce.Do(func() {
		core = map[string]*ods.Dialect{}
		for _, name := range defs.Files() {
			data, err := defs.Read(name)
			if err != nil {
				coreErr = err
				return
			}
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.DisallowUnknownFields()
			var f ods.File
			if err := dec.Decode(&f); err != nil {
				coreErr = err
				return
			}
			for _, d := range f.Dialects {
				core[d.Name] = d
			}
		}
	})
	require.NoError(tb, coreErr)
	return core
}
