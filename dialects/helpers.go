package dialects

// This file holds what the dialect files of this package not moved to
// their own package yet (llvm, spirv, linalg, affine, vector, acc, omp)
// share, under the names they call it by: most are wrappers of
// dialects/shared. The branch that moves the last of them deletes them.

// goTypeDef is the definition of a dialect type whose syntax is Go of
// this package (ir.Def): upstream writes it in C++, not in ODS.
type goTypeDef struct{ dialect, mnemonic string }

func (d *goTypeDef) Dialect() string  { return d.dialect }
func (d *goTypeDef) Mnemonic() string { return d.mnemonic }
