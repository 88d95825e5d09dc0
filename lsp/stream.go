package lsp

import (
	"context"

	"go.lsp.dev/jsonrpc2"
)

// tolerantStream reads the client's messages, passing over one whose body
// is not a JSON-RPC message (not JSON, an array, a number): jsonrpc2 ends
// the connection on it, and so the server. The framing (Content-Length)
// still says where the next message starts, so the server goes on with
// it; the message has no usable id to answer, and is logged. A broken
// header is another matter: where the next message starts is lost, and
// the connection ends.
type tolerantStream struct {
	jsonrpc2.Stream
	frames interface {
		ReadFrame(ctx context.Context) ([]byte, int64, error)
	}
	logf func(format string, args ...any)
}

// newTolerantStream wraps s (a header stream, which reads frames).
func newTolerantStream(s jsonrpc2.Stream, logf func(format string, args ...any)) jsonrpc2.Stream {
	frames, ok := s.(interface {
		ReadFrame(ctx context.Context) ([]byte, int64, error)
	})
	if !ok {
		return s
	}
	return &tolerantStream{Stream: s, frames: frames, logf: logf}
}

func (s *tolerantStream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		body, n, err := s.frames.ReadFrame(ctx)
		if err != nil {
			return nil, 0, err
		}
		msg, err := jsonrpc2.DecodeMessage(body)
		if err == nil {
			return msg, n, nil
		}
		const show = 200
		if len(body) > show {
			body = body[:show]
		}
		s.logf("a message that is not JSON-RPC is passed over (%v): %q", err, body)
	}
}
