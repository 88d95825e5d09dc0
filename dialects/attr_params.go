package dialects

import (
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// enumWord is shared.EnumWord, under the name the dialect files of this
// package not moved yet (acc, linalg, llvm, spirv) call it by.
func enumWord(a ir.Attribute, dialect, mnemonic string) (string, bool) {
	return shared.EnumWord(a, dialect, mnemonic)
}
