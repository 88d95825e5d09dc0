package verify

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

var _ dialect.Symbols = (*symbolTables)(nil)

// symbolName returns the sym_name of op, or "".
func symbolName(op *ir.Operation) (string, bool) {
	s, ok := inherentAttr(op, "sym_name").(*ir.StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// symbolTable is the SymbolTable trait's region verifier: one region of
// one block, unique names, then the symbol uses of the ops in its scope.
func (r *run) symbolTable(op *ir.Operation) *diagnostic {
	if len(op.Regions) != 1 {
		return opError(op, "Operations with a 'SymbolTable' must have exactly one region")
	}
	if len(op.Regions[0].Blocks) != 1 {
		return opError(op, "Operations with a 'SymbolTable' must have exactly one block")
	}
	seen := map[string]*ir.Operation{}
	for _, b := range op.Regions[0].Blocks {
		for _, o := range b.Ops {
			name, ok := symbolName(o)
			if !ok {
				continue
			}
			if first, dup := seen[name]; dup {
				d := opErr(o, "redefinition of symbol named '%s'", name)
				return note(d, first.Pos, "see existing symbol definition here")
			}
			seen[name] = o
		}
	}
	return r.symbolUses(op.Regions[0].Blocks[0].Ops)
}

// symbolUses checks the symbol uses of ops, the ops of a symbol table's
// body (or some of them), and of every op in their scope (nested symbol
// tables check their own), last region pushed first, as mlir-opt's
// walkSymbolTable does.
func (r *run) symbolUses(ops []*ir.Operation) *diagnostic {
	var tables *symbolTables // made for the first SymbolUses hook
	var work []*ir.Region
	for len(ops) > 0 {
		for _, o := range ops {
			if r.skipped(o) {
				continue // with All: an op that failed, and what it holds
			}
			inf := r.c.info(o.Name)
			if inf != nil && inf.ver.SymbolUses != nil {
				oc := &opCtx{r: r, op: o, inf: inf}
				if tables == nil {
					tables = &symbolTables{tables: map[*ir.Operation]map[string]*ir.Operation{}, r: r}
				}
				if oc.prepare() == nil {
					if d := inf.ver.SymbolUses(oc, tables); d != nil {
						return d
					}
				}
			}
			if inf == nil || !inf.traits["SymbolTable"] {
				work = append(work, o.Regions...)
			}
		}
		ops = nil
		for len(work) > 0 && ops == nil {
			region := work[len(work)-1]
			work = work[:len(work)-1]
			for _, b := range region.Blocks {
				ops = append(ops, b.Ops...)
			}
		}
	}
	return nil
}

// symbolTables resolves symbol references as SymbolTableCollection does
// (the dialect.Symbols a SymbolUses verifier is given).
type symbolTables struct {
	r      *run
	tables map[*ir.Operation]map[string]*ir.Operation
}

// table returns the symbols defined directly in a symbol table op, the
// first of each name.
func (s *symbolTables) table(op *ir.Operation) map[string]*ir.Operation {
	if t, ok := s.tables[op]; ok {
		return t
	}
	t := map[string]*ir.Operation{}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if name, ok := symbolName(o); ok {
					if _, dup := t[name]; !dup {
						t[name] = o
					}
				}
			}
		}
	}
	s.tables[op] = t
	return t
}

func (s *symbolTables) isTable(op *ir.Operation) bool {
	inf := s.r.c.info(op.Name)
	return inf != nil && inf.traits["SymbolTable"]
}

// unknownTable is mlir-opt's isPotentiallyUnknownSymbolTable: an op of
// an unknown dialect with one region may be a symbol table gomlir cannot
// see into.
func (s *symbolTables) unknownTable(op *ir.Operation) bool {
	if len(op.Regions) != 1 {
		return false
	}
	dialect := op.Name
	if i := indexByte(dialect, '.'); i >= 0 {
		dialect = dialect[:i]
	}
	return s.r.c.reg == nil || !s.r.c.reg.HasDialect(dialect)
}

// nearestTable is the closest symbol table op enclosing from (from
// itself included), or nil.
func (s *symbolTables) nearestTable(from *ir.Operation) *ir.Operation {
	if s.unknownTable(from) {
		return nil
	}
	for !s.isTable(from) {
		from = parentOp(from)
		if from == nil || s.unknownTable(from) {
			return nil
		}
	}
	return from
}

// LookupNearest resolves ref from op as lookupNearestSymbolFrom does.
func (s *symbolTables) LookupNearest(op *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	table := s.nearestTable(op)
	if table == nil {
		return nil
	}
	sym := s.table(table)[ref.Root]
	for _, n := range ref.Nested {
		if sym == nil || !s.isTable(sym) {
			return nil
		}
		sym = s.table(sym)[n]
	}
	return sym
}
