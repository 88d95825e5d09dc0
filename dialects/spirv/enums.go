package spirv

import (
	"sync"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

// The C++ enums spirv's types and C++-only attributes are spelled with
// (StorageClass, Dim, Decoration, Capability, ...) are those of spirv's
// definitions, read once when a SPIR-V type is first read.

// enumValue is one case of an enum: its value and its keyword.
type enumValue struct {
	value uint64
	word  string
}

var (
	enumsOnce sync.Once
	enums     map[string]map[string]enumValue // by C++ class, by keyword
)

// loadEnums reads the enums of spirv's definitions.
func loadEnums() {
	enums = map[string]map[string]enumValue{}
	data, err := defs.Read("spirv.json")
	if err == nil {
		var f *ods.File
		if f, err = ods.Decode(data); err == nil {
			addEnums(f)
			return
		}
	}
	panic("gomlir: spirv's embedded definitions do not load: " + err.Error())
}

func addEnums(f *ods.File) {
	for _, d := range f.Dialects {
		for _, e := range d.Enums {
			m := enums[e.ClassName]
			if m == nil {
				m = map[string]enumValue{}
				enums[e.ClassName] = m
			}
			for _, c := range e.Cases {
				m[c.Str] = enumValue{uint64(c.Value), c.Str}
			}
		}
	}
}

// lookupEnum returns the case of C++ enum class spelled word.
func lookupEnum(class, word string) (enumValue, bool) {
	enumsOnce.Do(loadEnums)
	v, ok := enums[class][word]
	return v, ok
}
