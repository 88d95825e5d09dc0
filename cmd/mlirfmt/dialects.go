package main

import (
	"fmt"
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
)

// upstream is the registry of the upstream dialects, made once per
// process: a registry is safe for concurrent use (definitions files are
// loaded into a registry of their own), and the command's tests run it
// many times.
var upstream = sync.OnceValues(dialects.Core)

// loadDialects returns the registry of the upstream dialects with the
// definitions files loaded (the language server's Options.Dialects).
func loadDialects(files []string) (dialect.Registry, error) {
	if len(files) == 0 {
		return upstream()
	}
	reg, err := dialects.Core()
	if err != nil {
		return nil, err
	}
	for _, path := range files {
		if err := reg.LoadFile(path); err != nil {
			return nil, fmt.Errorf("-dialects %v", err)
		}
	}
	return reg, nil
}
