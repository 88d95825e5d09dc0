package dialects

import "github.com/gomlir/gomlir/dialects/ods"

// testHooks defines the ops of mlir-opt's test dialect that real files use.
// Debian's mlir-opt 22 registers the test dialect (its ODS is not
// installed, so the generated definitions lack it); test.graph_region
// appears in the wild (a graph region for IR that is not in SSA order).
func testHooks(h *hooks) {
	h.Define(&ods.Op{Name: "test.graph_region",
		Regions: []*ods.Region{{Name: "region"}},
		Traits:  []string{"HasOnlyGraphRegion", "RegionKindInterface"},
		Format:  "attr-dict-with-keyword $region"})
}
