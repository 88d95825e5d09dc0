package lsp

import (
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
)

// core is the upstream dialects' registry, made once.
var core = sync.OnceValue(func() dialect.Registry { return dialects.MustCore() })

// loadDialects makes a server's registry as mlirfmt lsp does: the upstream
// dialects and the definitions files given.
func loadDialects(files []string) (dialect.Registry, error) {
	reg, err := dialects.Core()
	if err != nil {
		return nil, err
	}
	for _, path := range files {
		if err := reg.LoadFile(path); err != nil {
			return nil, err
		}
	}
	return reg, nil
}
