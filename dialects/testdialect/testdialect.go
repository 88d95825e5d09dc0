// Package testdialect is the Go side of mlir-opt's test dialect (see
// Register; named so as not to read as a test package); package dialects
// registers it with the other upstream dialects.
package testdialect

import (
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/registry"
)

// Register defines the ops of mlir-opt's test dialect that real files use.
// Debian's mlir-opt 22 registers the test dialect (its ODS is not
// installed, so the generated definitions lack it); test.graph_region
// appears in the wild (a graph region for IR that is not in SSA order).
func Register(h *registry.Hooks) {
	h.Define(&ods.Op{Name: "test.graph_region",
		Regions: []*ods.Region{{Name: "region"}},
		Traits:  []string{"HasOnlyGraphRegion", "RegionKindInterface"},
		Format:  "attr-dict-with-keyword $region"})
}
