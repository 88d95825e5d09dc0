package spirv

import (
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

// The C++ enums spirv's types are spelled with (StorageClass, Dim,
// Decoration, Scope, ...) are those of spirv's definitions: the ones a
// registry loaded (UseDefinitions), else the embedded ones, decoded when
// a SPIR-V type is first read.

// enumValue is one case of an enum: its value and its keyword.
type enumValue struct {
	value uint64
	word  string
}

var (
	enumsOnce sync.Once
	enums     map[string]map[string]enumValue // by C++ class, by keyword
	// definitions is the spirv dialect a registry loaded, if any.
	definitions atomic.Pointer[ods.Dialect]
)

// UseDefinitions gives the package the spirv dialect's definitions a
// registry loaded (dialects.Core does), so that reading a SPIR-V type
// does not decode the embedded ones again (some 40 ms). d nil, or a call
// after the first SPIR-V type was read, changes nothing.
func UseDefinitions(d *ods.Dialect) {
	if d != nil {
		definitions.CompareAndSwap(nil, d)
	}
}

// loadEnums reads the enums of spirv's definitions.
func loadEnums() {
	enums = map[string]map[string]enumValue{}
	if d := definitions.Load(); d != nil {
		addEnums(d)
		return
	}
	data, err := defs.Read("spirv.json")
	if err == nil {
		var f *ods.File
		if f, err = ods.Decode(data); err == nil {
			for _, d := range f.Dialects {
				addEnums(d)
			}
			return
		}
	}
	panic("gomlir: spirv's embedded definitions do not load: " + err.Error())
}

// typeEnums are the enum classes SPIR-V types are spelled with.
var typeEnums = map[string]bool{
	"StorageClass": true, "Dim": true, "ImageDepthInfo": true, "ImageArrayedInfo": true,
	"ImageSamplingInfo": true, "ImageSamplerUseInfo": true, "ImageFormat": true,
	"Scope": true, "CooperativeMatrixUseKHR": true, "Decoration": true,
}

func addEnums(d *ods.Dialect) {
	for _, e := range d.Enums {
		if !typeEnums[e.ClassName] {
			continue
		}
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

// lookupEnum returns the case of C++ enum class (one of typeEnums)
// spelled word.
func lookupEnum(class, word string) (enumValue, bool) {
	enumsOnce.Do(loadEnums)
	v, ok := enums[class][word]
	return v, ok
}
