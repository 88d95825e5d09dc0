package registry

import (
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// resultNamesFor returns the naming hook of op def, or nil: the one
// registered for it (Hooks.NameResults), or ODS's automatic one for ops
// declaring several named results (arith.addui_extended's %sum, %overflow).
func (r *Registry) resultNamesFor(def *ods.Op) func(*ir.Operation, func(int, string)) {
	if f := r.names[def.Name]; f != nil {
		return f
	}
	if len(def.Results) > 1 {
		return func(op *ir.Operation, set func(int, string)) {
			sizes := shared.GroupSizes(def, def.Results, len(op.Results), op, "resultSegmentSizes")
			start := 0
			for i, g := range def.Results {
				if sizes[i] > 0 && g.Name != "" {
					set(start, g.Name)
				}
				start += sizes[i]
			}
		}
	}
	return nil
}
