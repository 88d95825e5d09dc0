// Command odsgen writes the op, enum, attribute and type definitions of
// the upstream dialects (every dialect mlir-opt 22 registers but its test
// dialects) as JSON (one dialects/defs/<dialect>.json per dialect), from
// the ODS records of the system's MLIR 22:
//
//	mlir-tblgen --print-records -I /usr/lib/llvm-22/include <file.td>
//
// Only interface facts are kept: names, kinds, constraints, traits and
// formats; no descriptions and no C++ bodies (except the transformer
// expression of a TypesMatchWith trait). The summaries and descriptions
// go to internal/odsdocs/<dialect>.json.gz, gzipped, for the language
// server's hover (package internal/odsdocs). Run it with `make defs` or
// `go generate ./dialects/defs`:
//
//	go run ./internal/cmd/odsgen -o dialects/defs
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"

	"github.com/gomlir/gomlir/dialects/ods"
)

// specs are the generated dialects and the .td files their definitions
// come from: each dialect's ops files (linalg's named ops are in the
// YAML-generated .td LinalgStructuredOps.td includes; transform's ops are
// its own and every dialect's extensions), with the attribute and type
// files they do not include. TestCoversUpstream checks that no op,
// attribute or type of these dialects is missing.
var specs = []spec{
	{Name: "acc", Files: []string{"mlir/Dialect/OpenACC/OpenACCOps.td"}},
	{Name: "affine", Files: []string{"mlir/Dialect/Affine/IR/AffineOps.td"}},
	{Name: "amdgpu", Files: []string{"mlir/Dialect/AMDGPU/IR/AMDGPU.td"}},
	{Name: "amx", Files: []string{"mlir/Dialect/AMX/AMX.td"}},
	{Name: "arith", Files: []string{"mlir/Dialect/Arith/IR/ArithOps.td"}},
	{Name: "arm_neon", Files: []string{"mlir/Dialect/ArmNeon/ArmNeon.td"}},
	{Name: "arm_sme", Files: []string{"mlir/Dialect/ArmSME/IR/ArmSMEOps.td", "mlir/Dialect/ArmSME/IR/ArmSMEIntrinsicOps.td"}},
	{Name: "arm_sve", Files: []string{"mlir/Dialect/ArmSVE/IR/ArmSVE.td"}},
	{Name: "async", Files: []string{"mlir/Dialect/Async/IR/AsyncOps.td"}},
	{Name: "bufferization", Files: []string{"mlir/Dialect/Bufferization/IR/BufferizationOps.td"}},
	{Name: "builtin", Files: []string{"mlir/IR/BuiltinOps.td"}, Ops: []string{"module", "unrealized_conversion_cast"}},
	{Name: "cf", Files: []string{"mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"}},
	{Name: "complex", Files: []string{"mlir/Dialect/Complex/IR/ComplexOps.td", "mlir/Dialect/Complex/IR/ComplexAttributes.td"}},
	{Name: "dlti", Files: []string{"mlir/Dialect/DLTI/DLTIAttrs.td"}},
	{Name: "emitc", Files: []string{"mlir/Dialect/EmitC/IR/EmitC.td"}},
	{Name: "func", Files: []string{"mlir/Dialect/Func/IR/FuncOps.td"}},
	{Name: "gpu", Files: []string{"mlir/Dialect/GPU/IR/GPUOps.td"}},
	{Name: "index", Files: []string{"mlir/Dialect/Index/IR/IndexOps.td"}},
	{Name: "irdl", Files: []string{"mlir/Dialect/IRDL/IR/IRDLOps.td"}},
	{Name: "linalg", Files: []string{"mlir/Dialect/Linalg/IR/LinalgOps.td", "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td", "mlir/Dialect/Linalg/IR/LinalgRelayoutOps.td"}},
	{Name: "llvm", Files: []string{"mlir/Dialect/LLVMIR/LLVMOps.td", "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td", "mlir/Dialect/LLVMIR/LLVMTypes.td"}},
	{Name: "math", Files: []string{"mlir/Dialect/Math/IR/MathOps.td"}},
	{Name: "memref", Files: []string{"mlir/Dialect/MemRef/IR/MemRefOps.td"}},
	{Name: "ml_program", Files: []string{"mlir/Dialect/MLProgram/IR/MLProgramOps.td"}},
	{Name: "mpi", Files: []string{"mlir/Dialect/MPI/IR/MPIOps.td"}},
	{Name: "nvgpu", Files: []string{"mlir/Dialect/NVGPU/IR/NVGPUOps.td"}},
	{Name: "nvvm", Files: []string{"mlir/Dialect/LLVMIR/NVVMOps.td"}},
	{Name: "omp", Files: []string{"mlir/Dialect/OpenMP/OpenMPOps.td"}},
	{Name: "pdl", Files: []string{"mlir/Dialect/PDL/IR/PDLOps.td"}},
	{Name: "pdl_interp", Files: []string{"mlir/Dialect/PDLInterp/IR/PDLInterpOps.td"}},
	{Name: "ptr", Files: []string{"mlir/Dialect/Ptr/IR/PtrOps.td"}},
	{Name: "quant", Files: []string{"mlir/Dialect/Quant/IR/QuantOps.td"}},
	{Name: "rocdl", Files: []string{"mlir/Dialect/LLVMIR/ROCDLOps.td"}},
	{Name: "scf", Files: []string{"mlir/Dialect/SCF/IR/SCFOps.td"}},
	{Name: "shape", Files: []string{"mlir/Dialect/Shape/IR/ShapeOps.td"}},
	{Name: "shard", Files: []string{"mlir/Dialect/Shard/IR/ShardOps.td"}},
	{Name: "smt", Files: []string{"mlir/Dialect/SMT/IR/SMT.td"}},
	{Name: "sparse_tensor", Files: []string{"mlir/Dialect/SparseTensor/IR/SparseTensorOps.td"}},
	{Name: "spirv", Files: []string{"mlir/Dialect/SPIRV/IR/SPIRVOps.td"}},
	{Name: "tensor", Files: []string{"mlir/Dialect/Tensor/IR/TensorOps.td"}},
	{Name: "tosa", Files: []string{"mlir/Dialect/Tosa/IR/TosaOps.td"}},
	{Name: "transform", Files: []string{
		"mlir/Dialect/Transform/IR/TransformOps.td",
		"mlir/Dialect/Transform/DebugExtension/DebugExtensionOps.td",
		"mlir/Dialect/Transform/IRDLExtension/IRDLExtensionOps.td",
		"mlir/Dialect/Transform/LoopExtension/LoopExtensionOps.td",
		"mlir/Dialect/Transform/PDLExtension/PDLExtensionOps.td",
		"mlir/Dialect/Transform/SMTExtension/SMTExtensionOps.td",
		"mlir/Dialect/Transform/TuneExtension/TuneExtensionOps.td",
		"mlir/Dialect/Affine/TransformOps/AffineTransformOps.td",
		"mlir/Dialect/ArmNeon/TransformOps/ArmNeonVectorTransformOps.td",
		"mlir/Dialect/ArmSVE/TransformOps/ArmSVEVectorTransformOps.td",
		"mlir/Dialect/Bufferization/TransformOps/BufferizationTransformOps.td",
		"mlir/Dialect/DLTI/TransformOps/DLTITransformOps.td",
		"mlir/Dialect/Func/TransformOps/FuncTransformOps.td",
		"mlir/Dialect/GPU/TransformOps/GPUTransformOps.td",
		"mlir/Dialect/Linalg/TransformOps/LinalgMatchOps.td",
		"mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.td",
		"mlir/Dialect/MemRef/TransformOps/MemRefTransformOps.td",
		"mlir/Dialect/NVGPU/TransformOps/NVGPUTransformOps.td",
		"mlir/Dialect/SCF/TransformOps/SCFTransformOps.td",
		"mlir/Dialect/SparseTensor/TransformOps/SparseTensorTransformOps.td",
		"mlir/Dialect/Tensor/TransformOps/TensorTransformOps.td",
		"mlir/Dialect/Vector/TransformOps/VectorTransformOps.td",
		"mlir/Dialect/X86Vector/TransformOps/X86VectorTransformOps.td",
		"mlir/Dialect/XeGPU/TransformOps/XeGPUTransformOps.td",
	}},
	{Name: "ub", Files: []string{"mlir/Dialect/UB/IR/UBOps.td"}},
	{Name: "vector", Files: []string{"mlir/Dialect/Vector/IR/VectorOps.td"}},
	{Name: "wasmssa", Files: []string{"mlir/Dialect/WasmSSA/IR/WasmSSAOps.td"}},
	{Name: "x86vector", Files: []string{"mlir/Dialect/X86Vector/X86Vector.td"}},
	{Name: "xegpu", Files: []string{"mlir/Dialect/XeGPU/IR/XeGPU.td"}},
	{Name: "xevm", Files: []string{"mlir/Dialect/LLVMIR/XeVMOps.td"}},
}

const (
	defaultTblgen  = "/usr/lib/llvm-22/bin/mlir-tblgen"
	defaultInclude = "/usr/lib/llvm-22/include"
)

func main() {
	tblgen := flag.String("tblgen", envOr("MLIR_TBLGEN", defaultTblgen), "mlir-tblgen of MLIR 22")
	include := flag.String("I", defaultInclude, "MLIR include directory")
	out := flag.String("o", "dialects/defs", "output directory")
	verbose := flag.Bool("v", false, "list the facts left untranslated")
	docsOut := flag.String("docs", "", "write the documentation here (default: internal/odsdocs, from the output directory dialects/defs)")
	verifyOut := flag.String("verify", "", "write the verifier's constraints here (default: internal/verifydata/constraints.json, from the output directory dialects/defs)")
	flag.Parse()
	sources, err := Sources(*tblgen, *include)
	if err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	files, notes, err := Build(specs, sources)
	if err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	if *docsOut == "" {
		*docsOut = filepath.Join(*out, "..", "..", "internal", "odsdocs")
	}
	if *verifyOut == "" {
		*verifyOut = filepath.Join(*out, "..", "..", "internal", "verifydata", "constraints.json")
	}
	vdata, err := VerifyJSON(specs, sources)
	if err == nil {
		err = os.WriteFile(*verifyOut, vdata, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	for _, name := range sortedKeys(files) {
		if err := os.WriteFile(filepath.Join(*out, name+".json"), files[name], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "odsgen:", err)
			os.Exit(1)
		}
	}
	docFiles, err := Docs(specs, sources)
	if err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	for _, name := range sortedKeys(docFiles) {
		data, err := compress(docFiles[name])
		if err == nil {
			err = os.WriteFile(filepath.Join(*docsOut, name+".json.gz"), data, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "odsgen:", err)
			os.Exit(1)
		}
	}
	if *verbose {
		for _, n := range notes {
			fmt.Fprintln(os.Stderr, n)
		}
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Generate runs mlir-tblgen on every spec's files and returns each
// dialect's JSON by dialect name, and notes on what it left untranslated.
func Generate(tblgen, include string) (map[string][]byte, []string, error) {
	sources, err := Sources(tblgen, include)
	if err != nil {
		return nil, nil, err
	}
	return Build(specs, sources)
}

// builtinDefFiles define the builtin attributes and types: read for their
// C++ verifiers only (verifydata's DefVerifiers); the builtin dialect's
// definitions file holds its ops.
var builtinDefFiles = []string{"mlir/IR/BuiltinTypes.td", "mlir/IR/BuiltinAttributes.td", "mlir/IR/BuiltinLocationAttributes.td"}

// Sources runs mlir-tblgen on every spec's files and parses the records.
func Sources(tblgen, include string) (map[string]*source, error) {
	sources := map[string]*source{}
	for _, sp := range append(specs, spec{Files: builtinDefFiles}) {
		for _, file := range sp.Files {
			if sources[file] != nil {
				continue
			}
			full := filepath.Join(include, file)
			// Some files include their neighbours by their bare name.
			cmd := exec.Command(tblgen, "--print-records", "-I", include, "-I", filepath.Dir(full), full)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			text, err := cmd.Output()
			if err != nil {
				return nil, fmt.Errorf("%s %s: %v\n%s", tblgen, file, err, stderr.Bytes())
			}
			recs, err := ParseRecords(string(text))
			if err != nil {
				return nil, fmt.Errorf("%s: %v", file, err)
			}
			sources[file] = &source{file: file, recs: recs}
		}
	}
	return sources, nil
}

// Build turns parsed sources into each dialect's JSON.
func Build(specs []spec, sources map[string]*source) (map[string][]byte, []string, error) {
	g := newGenerator(specs, sources)
	files := g.run()
	out := map[string][]byte{}
	for name, f := range files {
		data, err := encode(f)
		if err != nil {
			return nil, nil, err
		}
		out[name] = data
	}
	sort.Strings(g.notes)
	return out, slices.Compact(g.notes), nil
}

// encode writes a file as indented JSON, `<` and `>` as themselves.
func encode(f *ods.File) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
