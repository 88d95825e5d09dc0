package verify

import (
	"reflect"

	"github.com/gomlir/gomlir/dialect"
)

// noRegistry reports whether reg registers nothing: nil, or a nil
// pointer in the interface (a caller's unset *dialects.Registry).
func noRegistry(reg dialect.Registry) bool {
	if reg == nil {
		return true
	}
	v := reflect.ValueOf(reg)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
