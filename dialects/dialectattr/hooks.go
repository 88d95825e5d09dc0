package dialectattr

// The Go side of the attributes and types whose syntax, or part of it, is
// C++ upstream: every table the engine consults, listed here whole (no
// init(): what the package knows is what these expressions say). The
// functions live beside their dialect's notes (complex.go, cpptypes.go,
// dlti.go, gpu.go, handwritten.go, llvm.go, sparse.go, spirv.go).

// attrHooks and typeHooks are the hand-written syntaxes, by
// "dialect.mnemonic".
var (
	attrHooks = map[string]hookFunc{
		"complex.number":          complexNumber,
		"dlti.dl_entry":           dltiEntry,
		"dlti.dl_spec":            dltiEntries(true, true),
		"dlti.map":                dltiEntries(true, true),
		"dlti.target_device_spec": dltiEntries(false, false),
		"dlti.target_system_spec": dltiEntries(false, false),
		"llvm.constant_range":     llvmConstantRange,
		"smt.bv":                  smtBV,
		"spirv.interface_var_abi": spirvInterfaceVarABI,
		"spirv.target_env":        spirvTargetEnv,
		"spirv.vce":               spirvVCE,
		"sparse_tensor.encoding":  sparseEncoding,
		"sparse_tensor.slice":     sparseSlice,
		"xegpu.mem_layout":        xegpuMemLayout,
	}
	typeHooks = map[string]hookFunc{
		"amx.tile":          shapedTypeHook("amx.tile"),
		"async.value":       asyncValue,
		"emitc.array":       shapedTypeHook("emitc.array"),
		"gpu.mma_matrix":    mmaMatrix,
		"pdl.range":         pdlRange,
		"quant.any":         quantType("any"),
		"quant.calibrated":  quantType("calibrated"),
		"quant.uniform":     quantType("uniform"),
		"xegpu.mem_desc":    xegpuDesc(false),
		"xegpu.tensor_desc": xegpuDesc(true),
	}
)

// The two tables below are functions, not variables: their entries parse
// nested attributes through the engine, which consults them (a variable
// would be an initialization cycle).

// customDirectiveNamed is the Go code of the `custom<name>(...)` of
// attribute and type formats, or nil.
func customDirectiveNamed(name string) *customDirective {
	switch name {
	case "ExpressionArg":
		return &customDirective{parse: parseExpressionArg, print: printExpressionArg}
	case "LevelRange":
		return &customDirective{parse: parseLevelRange, print: printLevelRange}
	case "Object":
		return &customDirective{parse: parseObject, print: printObject}
	}
	return nil
}

// paramHookNamed is the Go code of a parameter whose parser upstream is
// C++ of its own, by ods.Param.Custom, or nil.
func paramHookNamed(custom string) *paramHook {
	switch custom {
	case "LLVM_DIParameter":
		return &paramHook{parse: parseDIParameter, starts: startsKeyword}
	case "LLVM_TBAATypeDescriptorAttr.members":
		return &paramHook{parse: parseTBAAMembers}
	}
	return nil
}

// normalizers complete an attribute's parameters as its C++ builder does
// (#gpu.kernel_table sorts its kernels), by "dialect.mnemonic".
var normalizers = map[string]func(st *fstate){
	"gpu.kernel_table": sortKernelTable,
}

// typeNormalizers do the same for types.
var typeNormalizers = map[string]func(st *fstate){
	"sparse_tensor.storage_specifier": specifierEncoding,
}
