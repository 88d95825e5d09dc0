package printer

import (
	"bytes"
	"io"
	"strconv"
)

// NumberMark precedes a value number a generic-form Stream prints
// (`%` mark `12`, `%` mark `arg3`): the number counts from the start of
// its op and Finish adds the values of the later ops. Printed text holds
// no control bytes otherwise (strings are escaped), but an input holding
// this byte where it is kept as written (an opaque dialect attribute)
// must not be streamed in generic form.
const NumberMark = 0x01

// renumberer copies a generic-form Stream's body, giving each marked number
// its place in the module's numbering: mlir-opt numbers the later ops'
// regions first, so an op's values come after those of every op after it.
type renumberer struct {
	ops          []numberedOp
	values, args int // of the whole body
	// op is the index in ops of the op being copied; base the position in
	// the body of the data at hand.
	op   int
	base int64
	out  []byte
	// chunk is the size of the reads (0: 1 MB).
	chunk int
}

// copy writes r's body, read from src, to w renumbered. Numbers are not
// cut between the successive sources of one body (each ends with an op).
// A *bytes.Buffer source (a mapped spill file, the text in memory) is
// renumbered where it lies.
func (r *renumberer) copy(w io.Writer, src io.Reader) error {
	if r.chunk == 0 {
		r.chunk = 1 << 20
	}
	// A chunk holds at least a whole number: `\x01arg` and 20 digits.
	chunk := max(r.chunk, len("\x01arg")+20)
	if b, ok := src.(*bytes.Buffer); ok {
		data := b.Bytes()
		for start := 0; start < len(data); {
			end := min(start+chunk, len(data))
			done := r.rewrite(data[start:end], end == len(data))
			if err := r.flush(w); err != nil {
				return err
			}
			r.base += int64(done)
			start += done
		}
		return nil
	}
	buf := make([]byte, chunk)
	n := 0
	for {
		m, err := io.ReadFull(src, buf[n:])
		n += m
		eof := err == io.EOF || err == io.ErrUnexpectedEOF
		if err != nil && !eof {
			return err
		}
		done := r.rewrite(buf[:n], eof)
		if err := r.flush(w); err != nil {
			return err
		}
		r.base += int64(done)
		if eof {
			return nil
		}
		// An incomplete number at the end waits for the next read.
		n = copy(buf, buf[done:n])
	}
}

func (r *renumberer) flush(w io.Writer) error {
	_, err := w.Write(r.out)
	r.out = r.out[:0]
	return err
}

// rewrite appends data to r.out renumbered and returns how much of it it
// used: all of it when final, else up to a number data may cut short.
func (r *renumberer) rewrite(data []byte, final bool) int {
	start := 0
	for {
		i := bytes.IndexByte(data[start:], NumberMark)
		if i < 0 {
			r.out = append(r.out, data[start:]...)
			return len(data)
		}
		i += start
		r.out = append(r.out, data[start:i]...)
		j := i + 1
		arg := j < len(data) && data[j] == 'a'
		if arg {
			j += len("arg")
		}
		no := 0
		for ; j < len(data) && data[j] >= '0' && data[j] <= '9'; j++ {
			no = no*10 + int(data[j]-'0')
		}
		if j >= len(data) && !final {
			return i
		}
		at := r.base + int64(i)
		for r.op < len(r.ops)-1 && r.ops[r.op].end <= at {
			r.op++
		}
		op := r.ops[r.op]
		if arg {
			r.out = append(r.out, "arg"...)
			no += r.args - op.args
		} else {
			no += r.values - op.values
		}
		r.out = strconv.AppendInt(r.out, int64(no), 10)
		start = j
	}
}
