package lsp

import "github.com/gomlir/gomlir/ast"

// opPath is the ops of c around the file offset off, outermost first: the
// last is the innermost op whose text holds off. Empty when the chunk
// does not parse.
func (c *chunk) opPath(off int) []*ast.Operation {
	if c == nil || c.module == nil {
		return nil
	}
	rel := ast.Pos(off - c.start)
	var path []*ast.Operation
	var walk func(ops []*ast.Operation) bool
	walk = func(ops []*ast.Operation) bool {
		for _, op := range ops {
			if !op.Pos.IsValid() || rel < op.Pos || rel > op.End {
				continue
			}
			path = append(path, op)
			for _, r := range op.Regions {
				if r == nil {
					continue
				}
				for _, b := range r.Blocks {
					if b != nil && walk(b.Ops) {
						return true
					}
				}
			}
			return true
		}
		return false
	}
	var top []*ast.Operation
	for _, it := range c.module.Items {
		if op, ok := it.(*ast.Operation); ok {
			top = append(top, op)
		}
	}
	walk(top)
	return path
}

// opNamedAt is the op of c whose name is written at the file offset
// start, or nil. The outermost is taken: an op a custom form leaves
// implicit (scf.for's scf.yield) may carry its parent's position.
func (c *chunk) opNamedAt(start int) *ast.Operation {
	for _, op := range c.opPath(start) {
		if op.NamePos.IsValid() && c.start+int(op.NamePos) == start {
			return op
		}
	}
	return nil
}
