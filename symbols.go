package gomlir

import "github.com/gomlir/gomlir/ir"

// IsSymbolTable reports whether op is a symbol table (its definition has
// the SymbolTable trait: builtin.module, gpu.module, ...).
func (m *Module) IsSymbolTable(op *ir.Operation) bool {
	return op.Name == "builtin.module" || m.Dialects.HasTrait(op.Name, "SymbolTable")
}

// Lookup returns the symbol named name in the module's body (a function,
// a global, a nested module), or nil.
func (m *Module) Lookup(name string) *ir.Operation {
	return ir.NewSymbolTable(m.Op).Lookup(name)
}

// LookupSymbol resolves ref as used by op: in the nearest symbol table
// above op, nested references through the tables they name.
func (m *Module) LookupSymbol(op *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	return ir.LookupSymbol(op, ref, m.IsSymbolTable)
}

// RenameSymbol renames symbol sym to name and rewrites every reference
// to it in the module (see ir.RenameSymbol).
func (m *Module) RenameSymbol(sym *ir.Operation, name string) error {
	return ir.RenameSymbol(m.Ctx, sym, name, m.IsSymbolTable)
}
