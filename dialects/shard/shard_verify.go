package shard

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// verifiers are the ops' verify().
func verifiers(h *registry.Hooks) {
	h.Verifier("shard.grid").Op = func(o dialect.Checker) *diag.Diagnostic {
		shape, _ := o.Attr("shape").(*ir.DenseArrayAttr)
		if shape == nil || len(shape.Values) == 0 {
			return o.Errorf("rank of grid is expected to be a positive integer")
		}
		for i := range shape.Values {
			if d := shape.Int(i); d < 0 && d != ir.DynamicSize {
				return o.Errorf("dimension size of a grid is expected to be non-negative or dynamic")
			}
		}
		return nil
	}

	// shard.sharding: its own errors are emitError but for the exclusion
	// of halos and offsets.
	h.Verifier("shard.sharding").Op = func(o dialect.Checker) *diag.Diagnostic {
		split := gridAxesArray(o.Attr("split_axes"))
		seen := map[int64]bool{}
		for _, axes := range split {
			for _, a := range axes {
				if a < 0 {
					return o.EmitErrorf("grid axis is expected to be non-negative")
				}
				if seen[a] {
					return o.EmitErrorf("grid axis duplicated")
				}
				seen[a] = true
			}
		}
		halos := denseLen(o.Attr("static_halo_sizes"))
		if halos > 0 && denseLen(o.Attr("static_sharded_dims_offsets")) > 0 {
			return o.Errorf("halo sizes and shard offsets are mutually exclusive")
		}
		if halos > 0 {
			n := 0
			for _, axes := range split {
				if len(axes) > 0 {
					n++
				}
			}
			if halos != 2*n {
				return o.EmitErrorf("halo sizes must be specified for all split axes.")
			}
		}
		return nil
	}
}

func denseLen(a ir.Attribute) int {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return len(d.Values)
	}
	return 0
}

// gridAxesArray reads #shard<axisarray[[0], [1, 2]]>: each tensor axis's
// grid axes.
func gridAxesArray(a ir.Attribute) [][]int64 {
	da, ok := a.(*ir.DialectAttr)
	if !ok {
		return nil
	}
	var out [][]int64
	for _, p := range da.Params.List("axes") {
		if d, ok := p.Attr.(*ir.DenseArrayAttr); ok {
			axes := make([]int64, len(d.Values))
			for i := range d.Values {
				axes[i] = d.Int(i)
			}
			out = append(out, axes)
			continue
		}
		out = append(out, intList(p.Text))
	}
	return out
}

// intList reads `[0, 1]` (or `0, 1`).
func intList(s string) []int64 {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(s), "["), "]"))
	var out []int64
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		if n, err := strconv.ParseInt(f, 10, 64); err == nil {
			out = append(out, n)
		}
	}
	return out
}
