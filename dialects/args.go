package dialects

import "github.com/gomlir/gomlir/dialects/asmformat"

// regArg is the kind of a custom directive's region argument (wasmssa.go's
// directives check it); it was omp's, which has a package of its own now.
const regArg = asmformat.RegionArg
