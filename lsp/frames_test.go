package lsp

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestMalformedMessages: a body that is not JSON, or not a JSON-RPC
// message, in a well-framed message does not end the server (jsonrpc2
// alone ends the connection on one): it is logged and the next request is
// answered.
func TestMalformedMessages(t *testing.T) {
	serverEnd, clientEnd := net.Pipe()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	done := make(chan error, 1)
	var log syncBuffer
	go func() { done <- Serve(ctx, serverEnd, Options{Log: &log, Dialects: loadDialects}) }()
	defer clientEnd.Close()
	r := bufio.NewReader(clientEnd)
	send := func(body string) {
		_, err := fmt.Fprintf(clientEnd, "Content-Length: %d\r\n\r\n%s", len(body), body)
		require.NoError(t, err)
	}
	// read returns the next message's body.
	read := func() string {
		clientEnd.SetReadDeadline(time.Now().Add(20 * time.Second))
		n := -1
		for {
			line, err := r.ReadString('\n')
			require.NoError(t, err)
			line = strings.TrimSpace(line)
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		require.GreaterOrEqual(t, n, 0)
		body := make([]byte, n)
		_, err := io.ReadFull(r, body)
		require.NoError(t, err)
		return string(body)
	}
	// Whatever the server says about the bad messages, it answers the
	// request after them.
	answered := func(id int) {
		send(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.mlir"},"position":{"line":0,"character":0}}}`, id))
		want := fmt.Sprintf(`"id":%d`, id)
		for {
			if body := read(); strings.Contains(body, want) {
				require.Contains(t, body, "is not open")
				return
			}
		}
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`)
	answered(0)
	for i, bad := range []string{
		`{not json`, `[]`, `[1, 2]`, `"text"`, `{}`, `{"jsonrpc":"2.0"}`, `{"jsonrpc":"1.0","id":5,"method":"x"}`,
		`{"jsonrpc":"2.0","id":{"a":1},"method":"textDocument/hover"}`, `{"jsonrpc":"2.0","method":7}`,
		`{"jsonrpc":"2.0","id":9,"result":{}}`, `{"jsonrpc":"2.0","id":10,"error":{"code":1,"message":"x"}}`,
		"\xff\xfe", `null`,
	} {
		t.Logf("sending %q", bad)
		send(bad)
		answered(100 + i)
	}
	select {
	case err := <-done:
		t.Fatalf("the server has exited: %v", err)
	default:
	}
	require.Contains(t, log.String(), `a message that is not JSON-RPC is passed over`)
	require.Contains(t, log.String(), `"{not json"`)
}
