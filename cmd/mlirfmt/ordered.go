package main

import "io"

// holdMax is how much of one input's output is held in memory while an
// earlier input's output is still being written.
const holdMax = 4 << 20

// ordered is one input's output, written to out in the order of the
// inputs: held in memory while it is not the input's turn, up to holdMax
// bytes; past that the input waits for its turn and then writes straight
// to out. So no output is ever held whole, however large (aliases nesting
// aliases spell gigabytes from a few lines), and an input waits only for
// earlier ones, which are being formatted (inputs start in order), so the
// wait always ends.
type ordered struct {
	out  io.Writer
	turn chan struct{} // closed once the output may go to out
	held []byte
	mine bool // the turn came: out is this input's
}

func newOrdered(out io.Writer) *ordered {
	return &ordered{out: out, turn: make(chan struct{})}
}

func (o *ordered) Write(p []byte) (int, error) {
	if !o.mine {
		select {
		case <-o.turn:
		default:
			if len(o.held)+len(p) <= holdMax {
				o.held = append(o.held, p...)
				return len(p), nil
			}
			<-o.turn
		}
		o.mine = true
		if err := o.flushHeld(); err != nil {
			return 0, err
		}
	}
	return o.out.Write(p)
}

// flushHeld writes what is held to out; the caller has the turn.
func (o *ordered) flushHeld() error {
	held := o.held
	o.held = nil
	_, err := o.out.Write(held)
	return err
}
