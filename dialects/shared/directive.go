package shared

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/asmformat"
)

// CheckKinds returns a Check function requiring the arguments' kinds.
func CheckKinds(name string, kinds ...asmformat.ArgKind) func([]*asmformat.Arg) error {
	return func(args []*asmformat.Arg) error {
		if len(args) != len(kinds) {
			return fmt.Errorf("custom<%s> expects %d arguments", name, len(kinds))
		}
		for i, k := range kinds {
			if args[i].Kind != k {
				return fmt.Errorf("custom<%s>: argument %d has the wrong kind", name, i+1)
			}
		}
		return nil
	}
}
