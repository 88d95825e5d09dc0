package dialects_test

import (
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
)

// core is the upstream dialects' registry, made once: the tests' callers
// of format pass the registry explicitly, as mlirfmt does.
var core = sync.OnceValue(func() dialect.Registry { return dialects.MustCore() })
