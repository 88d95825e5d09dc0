package lsp

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// MethodConvertFromBytecode is mlir-lsp-server's request for the text of
// a bytecode file (what its editor extensions show for a .mlirbc file):
// params {"uri": file URI}, result {"output": the text}.
const MethodConvertFromBytecode = "mlir/convertFromBytecode"

// MethodConvertToBytecode is mlir-lsp-server's request for the bytecode
// of an open document (what its editor extensions write when a .mlirbc
// file shown as text is saved): params {"uri": the document's URI},
// result {"output": the bytecode in base64}.
const MethodConvertToBytecode = "mlir/convertToBytecode"

// codeRequestFailed is the LSP's RequestFailed error code, which
// mlir-lsp-server answers a bytecode file it cannot read with.
const codeRequestFailed jsonrpc2.Code = -32803

// ConvertBytecodeParams and ConvertBytecodeResult are the request's
// parameters and result (MLIRConvertBytecodeParams/Result upstream).
type ConvertBytecodeParams struct {
	URI uri.URI `json:"uri"`
}

type ConvertBytecodeResult struct {
	Output string `json:"output"`
}

// mlirMethods answers the MLIR-specific requests before the protocol's
// own handler sees them.
func (s *server) mlirMethods(h jsonrpc2.Handler) jsonrpc2.Handler {
	return func(ctx context.Context, req *jsonrpc2.Request) (any, error) {
		method := req.Method()
		if method != MethodConvertFromBytecode && method != MethodConvertToBytecode {
			return h(ctx, req)
		}
		var p ConvertBytecodeParams
		if err := json.Unmarshal(req.Params(), &p); err != nil {
			return nil, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "%s: %v", method, err)
		}
		convert := s.convertFromBytecode
		if method == MethodConvertToBytecode {
			convert = s.convertToBytecode
		}
		out, err := convert(p.URI)
		if err != nil {
			return nil, err
		}
		return &ConvertBytecodeResult{Output: out}, nil
	}
}

// convertFromBytecode reads the bytecode file u names, as
// mlir-lsp-server does (from the disk, not an open document), and prints
// its IR as mlir-opt does (mlir-lsp-server also prints the locations,
// which gomlir's printer does not yet).
func (s *server) convertFromBytecode(u uri.URI) (string, error) {
	failed := func(format string, args ...any) error {
		return jsonrpc2.NewError(codeRequestFailed, "failed to parse bytecode source file: "+fmt.Sprintf(format, args...))
	}
	path := filePath(u)
	if path == "" {
		return "", failed("%s is not a file URI", u)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", failed("%v", err)
	}
	if !bytecode.IsBytecode(data) {
		return "", failed("%s is not MLIR bytecode", path)
	}
	reg := s.config().reg
	defs, _ := reg.(bytecode.Defs)
	text, err := bytecode.ToText(data, defs)
	if err != nil {
		return "", failed("%v", err)
	}
	out, file, err := format.Source(path, text, format.Options{Dialects: reg, Style: format.MLIROpt})
	if err != nil {
		return "", failed("%s", diag.AsList(err).Format(file))
	}
	return string(out), nil
}

// convertToBytecode writes the open document u as bytecode (the current
// version), as mlir-lsp-server does: one chunk only, verified first, and
// answered in base64. mlir-lsp-server writes a file's single top-level op
// as the root (a lone func.func without a module); gomlir writes the
// implicit module around it, which mlir-opt reads back as the same IR.
func (s *server) convertToBytecode(u uri.URI) (string, error) {
	failed := func(msg string) error { return jsonrpc2.NewError(codeRequestFailed, msg) }
	_, t, err := s.current(u)
	if err != nil {
		return "", failed("language server does not contain an entry for this source file")
	}
	if bytes.Contains(t.src, []byte("// -----")) {
		return "", failed("unexpected split file, please remove all `// -----`")
	}
	reg := s.config().reg
	invalid := failed("expected a single and valid top-level operation, please ensure there are no errors")
	check := func(ctx *ir.Context, top *ir.Operation) error {
		if l := verify.Verify(ctx, top, verify.Options{Dialects: reg}); len(l) > 0 {
			return l
		}
		if top.Name == "builtin.module" && !top.Pos.IsValid() && len(top.Regions) == 1 && len(top.Regions[0].Blocks) == 1 && len(top.Regions[0].Blocks[0].Ops) > 1 {
			return failed("expected a single top-level operation")
		}
		return nil
	}
	path := filePath(u)
	if path == "" {
		path = string(u)
	}
	bc, _, err := bytecode.FromText(path, t.src, reg, bytecode.WriteOptions{Check: check})
	if err != nil {
		if e, ok := err.(*jsonrpc2.Error); ok {
			return "", e
		}
		return "", invalid
	}
	return base64.StdEncoding.EncodeToString(bc), nil
}
