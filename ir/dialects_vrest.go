package ir

// ValueDialects calls f with the dialect of each dialect type and
// attribute the context holds (registered or not, read by a definition or
// kept as text), once per value: the dialects whose types and attributes
// were read into the context (an alias's too, used or not), which
// mlir-opt loads as it parses them.
func (c *Context) ValueDialects(f func(dialect string)) {
	c.mu.Lock()
	var names []string
	for _, t := range c.types {
		switch t := t.(type) {
		case *DialectType:
			names = append(names, t.Dialect)
		case *OpaqueType:
			names = append(names, t.Dialect)
		}
	}
	for _, a := range c.attrs {
		switch a := a.(type) {
		case *DialectAttr:
			names = append(names, a.Dialect)
		case *OpaqueAttr:
			names = append(names, a.Dialect)
		}
	}
	c.mu.Unlock()
	for _, n := range names {
		f(n)
	}
}

// SetStreamed marks the context as one whose chunk is read and verified
// op by op (verify.Stream): while an op is verified, the context need not
// hold yet the types and attributes of the ops after it, nor the IR the
// ops before it.
func (c *Context) SetStreamed() { c.streamed.Store(true) }

// Streamed reports whether SetStreamed was called.
func (c *Context) Streamed() bool { return c.streamed.Load() }
