package main

import (
	"bytes"
	"context"
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// pipes is the client's end of mlirfmt lsp's standard input and output.
type pipes struct {
	io.Reader
	io.WriteCloser
}

// mlirfmt lsp on standard input and output: initialize, shutdown, exit
// (status 0), and a usage error.
func TestLSP(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var stderr bytes.Buffer
	status := make(chan int, 1)
	go func() {
		status <- runLSP(nil, inR, outW, &stderr)
		outW.Close()
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ctx, conn, server := protocol.NewClient(ctx, protocol.UnimplementedClient{}, jsonrpc2.NewStream(pipes{outR, inW}))
	defer conn.Close()
	res, err := server.Initialize(ctx, &protocol.InitializeParams{})
	require.NoError(t, err)
	assert.Equal(t, "mlirfmt", res.ServerInfo.Name)
	require.NoError(t, server.Shutdown(ctx))
	require.NoError(t, server.Exit(ctx))
	select {
	case code := <-status:
		assert.Equal(t, 0, code, stderr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("mlirfmt lsp did not exit")
	}

	code, _, errs := runCLI(t, "", "lsp", "file.mlir")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "usage: mlirfmt lsp")
}
