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
}

// Event is one call of a Stream's methods.
type Event struct {
	Kind EventKind
	Item ast.Item       // EvItem
	Op   *ast.Operation // EvEnd: the module op
	Args []ast.BlockArg // EvBeginBody
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

func (r *Relay) Item(it ast.Item) bool            { return r.send(Event{Kind: EvItem, Item: it}) }
func (r *Relay) BeginModule()                     { r.send(Event{Kind: EvBegin}) }
func (r *Relay) EndModule(op *ast.Operation) bool { return r.send(Event{Kind: EvEnd, Op: op}) }
func (r *Relay) Unsupported(string)               { r.send(Event{Kind: EvUnsupported}) }
func (r *Relay) BeginBody(args []ast.BlockArg)    { r.send(Event{Kind: EvBeginBody, Args: args}) }
func (r *Relay) EndBody() bool                    { return r.send(Event{Kind: EvEndBody}) }
