package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a Stream and Bodies that writes down the calls it gets.
type recorder struct{ calls []string }

func (r *recorder) Item(it ast.Item) bool {
	if op, ok := it.(*ast.Operation); ok {
		n := 0
		for _, reg := range op.Regions {
			for _, b := range reg.Blocks {
				n += len(b.Ops)
			}
		}
		r.calls = append(r.calls, fmt.Sprintf("item %s/%d", op.Name, n))
	} else {
		r.calls = append(r.calls, "item")
	}
	return true
}
func (r *recorder) BeginModule() { r.calls = append(r.calls, "module") }
func (r *recorder) EndModule(*ast.Operation) bool {
	r.calls = append(r.calls, "end module")
	return true
}
func (r *recorder) Unsupported(string) { r.calls = append(r.calls, "unsupported") }
func (r *recorder) EndBody() bool      { r.calls = append(r.calls, "end body"); return true }
func (r *recorder) BeginBody(args []ast.BlockArg) {
	r.calls = append(r.calls, fmt.Sprintf("body %d", len(args)))
}

func TestStreamedBodies(t *testing.T) {
	const fn = `"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "a.x"() : () -> ()
  "a.y"() ({
    "func.func"() ({ "a.z"() : () -> () }) : () -> ()
  }) : () -> ()
}) : () -> ()
`
	for _, tc := range []struct{ src, want string }{
		// A top-level func.func: its entry block's ops one by one; an
		// op's regions (a nested func.func too) stay in its item.
		{fn, "body 0, item a.x/0, item a.y/1, end body, item func.func/0"},
		// The ops of a streamed module's body stream their bodies.
		{`"builtin.module"() ({` + fn + `"a.w"() : () -> () }) : () -> ()`, "module, body 0, item a.x/0, item a.y/1, end body, item func.func/0, item a.w/0, end module"},
		// Other ops and declarations without a body are items.
		{`"a.v"() ({ "a.x"() : () -> () }) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> : () -> ()`, "item a.v/1, item func.func/0"},
		// A labelled block cannot be streamed.
		{`"func.func"() ({
  "a.x"() : () -> ()
^bb1:
  "a.y"() : () -> ()
}) : () -> ()`, "body 0, item a.x/0, unsupported, end body, item func.func/1"},
		// An entry block written with its label is one.
		{`"func.func"() ({
^bb0(%a: i32):
  "a.y"(%a) : (i32) -> ()
}) : () -> ()`, "body 0, unsupported, end body, item func.func/1"},
	} {
		r := &recorder{}
		_, err := ParseFileWith("t.mlir", []byte(tc.src), Options{Stream: r, Bodies: r})
		require.NoError(t, err, tc.src)
		require.Equal(t, tc.want, strings.Join(r.calls, ", "), tc.src)
	}
}

func TestStreamedBodyArgs(t *testing.T) {
	// A custom syntax's declared arguments come with BeginBody (test.func
	// is not func.func: only func.func streams; see the generic forms).
	r := &recorder{}
	_, err := ParseFileWith("t.mlir", []byte(`test.func @f(%a: i32) { "a.x"(%a) : (i32) -> () }`), Options{Registry: newTestRegistry(t), Stream: r, Bodies: r})
	require.NoError(t, err)
	require.Equal(t, "item test.func/1", strings.Join(r.calls, ", "))
}

// TestRelayBatchesBodies: a Relay sends a body's items in batches, in
// order, the body's end after the last.
func TestRelayBatchesBodies(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"func.func\"() ({\n")
	for i := 0; i < 2*relayBatch+5; i++ {
		fmt.Fprintf(&b, "  \"a.x%d\"() : () -> ()\n", i)
	}
	b.WriteString("}) : () -> ()\n\"a.after\"() : () -> ()\n")
	r := NewRelay(4)
	go func() {
		defer close(r.Events)
		_, err := ParseFileWith("t.mlir", []byte(b.String()), Options{Stream: r, Bodies: r})
		assert.NoError(t, err)
	}()
	var got []string
	next := 0
	for e := range r.Events {
		switch e.Kind {
		case EvItems:
			got = append(got, fmt.Sprintf("items %d", len(e.Items)))
			for _, it := range e.Items {
				require.Equal(t, fmt.Sprintf("a.x%d", next), it.(*ast.Operation).Name)
				next++
			}
		case EvItem:
			got = append(got, "item "+e.Item.(*ast.Operation).Name)
		case EvBeginBody:
			got = append(got, "body")
		case EvEndBody:
			got = append(got, "end body")
		default:
			got = append(got, "other")
		}
	}
	require.Equal(t, fmt.Sprintf("body, items %d, items %d, items 5, end body, item func.func, item a.after", relayBatch, relayBatch), strings.Join(got, ", "))
}
