package grammar

import (
	"sync/atomic"

	"github.com/gomlir/gomlir/ast"
)

// Relay is a Stream (and Bodies) that hands the parser's calls, as Events, to another
// goroutine ranging over Events (one that lowers, then prints or
// verifies, each op): the parser runs ahead by the channel's capacity.
// Whoever parses closes Events when the parse returns; Stop makes the
// parser stop at its next call.
type Relay struct {
	Events  chan Event
	stopped atomic.Bool
	// batch holds the items of a streamed function body not sent yet
	// (inBody): they go in batches, a channel operation per op costing
	// more than a small op's lowering.
	batch  []ast.Item
	inBody bool
}

// relayBatch is the number of a body's items an EvItems event carries.
const relayBatch = 64

// Event is one call of a Stream's methods.
type Event struct {
	Kind  EventKind
	Item  ast.Item       // EvItem
	Op    *ast.Operation // EvEnd: the module op
	Args  []ast.BlockArg // EvBeginBody
	Items []ast.Item     // EvItems: items of a body, each as an EvItem
}

// EventKind says which method of Stream an Event is.
type EventKind uint8

const (
	EvItem        EventKind = iota // Item
	EvBegin                        // BeginModule
	EvEnd                          // EndModule
	EvUnsupported                  // Unsupported
	EvBeginBody                    // BeginBody (Bodies)
	EvEndBody                      // EndBody (Bodies)
	EvItems                        // Item, for each of Items in order
)

// NewRelay returns a Relay whose channel holds n events.
func NewRelay(n int) *Relay { return &Relay{Events: make(chan Event, n)} }

// Stop tells the parser to stop: its next Item or EndModule returns false.
func (r *Relay) Stop() { r.stopped.Store(true) }

func (r *Relay) send(e Event) bool {
	if r.stopped.Load() {
		return false
	}
	r.Events <- e
	return true
}

func (r *Relay) Item(it ast.Item) bool {
	if !r.inBody {
		return r.send(Event{Kind: EvItem, Item: it})
	}
	if r.stopped.Load() {
		return false
	}
	r.batch = append(r.batch, it)
	if len(r.batch) < relayBatch {
		return true
	}
	return r.flush()
}

// flush sends the batch of a body's items.
func (r *Relay) flush() bool {
	if len(r.batch) == 0 {
		return !r.stopped.Load()
	}
	items := r.batch
	r.batch = make([]ast.Item, 0, relayBatch)
	return r.send(Event{Kind: EvItems, Items: items})
}

func (r *Relay) BeginModule()                     { r.send(Event{Kind: EvBegin}) }
func (r *Relay) EndModule(op *ast.Operation) bool { return r.send(Event{Kind: EvEnd, Op: op}) }

func (r *Relay) Unsupported(string) {
	r.flush()
	r.inBody = false
	r.send(Event{Kind: EvUnsupported})
}

func (r *Relay) BeginBody(args []ast.BlockArg) {
	r.send(Event{Kind: EvBeginBody, Args: args})
	r.inBody = true
}

func (r *Relay) EndBody() bool {
	ok := r.flush()
	r.inBody = false
	return r.send(Event{Kind: EvEndBody}) && ok
}
