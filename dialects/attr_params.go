package dialects

import (
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// enumWord is shared.EnumWord.
func enumWord(a ir.Attribute, dialect, mnemonic string) (string, bool) {
	return shared.EnumWord(a, dialect, mnemonic)
}
