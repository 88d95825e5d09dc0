package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
)

// MethodConvertFromBytecode is mlir-lsp-server's request for the text of
// a bytecode file (what its editor extensions show for a .mlirbc file):
// params {"uri": file URI}, result {"output": the text}.
const MethodConvertFromBytecode = "mlir/convertFromBytecode"

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
		if req.Method() != MethodConvertFromBytecode {
			return h(ctx, req)
		}
		var p ConvertBytecodeParams
		if err := json.Unmarshal(req.Params(), &p); err != nil {
			return nil, jsonrpc2.Errorf(jsonrpc2.InvalidParams, "%s: %v", MethodConvertFromBytecode, err)
		}
		out, err := s.convertFromBytecode(p.URI)
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
