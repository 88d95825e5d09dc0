package ir

// Builder creates operations at an insertion point: the start or end of a
// block, or before or after an operation. Each op it creates is inserted
// there, and the ops it creates one after the other come out in that
// order.
type Builder struct {
	// Ctx is the context the ops' types and attributes belong to.
	Ctx *Context
	// Loc, when not nil, is the location of the ops Create makes without
	// one.
	Loc   Attribute
	block *Block
	// before is the op the next one goes before, nil for the end of block.
	before *Operation
}

// NewBuilder returns a builder with no insertion point: set one before
// creating ops.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

// SetInsertionPointToStart makes the builder insert at the start of b.
func (bd *Builder) SetInsertionPointToStart(b *Block) {
	bd.block, bd.before = b, nil
	if len(b.Ops) > 0 {
		bd.before = b.Ops[0]
	}
}

// SetInsertionPointToEnd makes the builder insert at the end of b.
func (bd *Builder) SetInsertionPointToEnd(b *Block) { bd.block, bd.before = b, nil }

// SetInsertionPointBefore makes the builder insert just before op.
func (bd *Builder) SetInsertionPointBefore(op *Operation) { bd.block, bd.before = op.Parent, op }

// SetInsertionPointAfter makes the builder insert just after op.
func (bd *Builder) SetInsertionPointAfter(op *Operation) {
	b := op.Parent
	bd.block, bd.before = b, nil
	if i := b.index(op); i+1 < len(b.Ops) {
		bd.before = b.Ops[i+1]
	}
}

// InsertionBlock returns the block the builder inserts into, or nil.
func (bd *Builder) InsertionBlock() *Block { return bd.block }

// Insert puts op, which must be in no block, at the insertion point and
// returns it.
func (bd *Builder) Insert(op *Operation) *Operation {
	if bd.block == nil {
		panic("ir: Builder has no insertion point")
	}
	if bd.before == nil {
		if op.Parent != nil {
			panic("ir: " + op.Name + " is already in a block (Remove or Move it)")
		}
		bd.block.Append(op)
	} else {
		op.InsertBefore(bd.before)
	}
	return op
}

// OpState is what an operation is made of, for Builder.Create.
type OpState struct {
	Operands    []Value
	ResultTypes []Type
	// Properties are the op's properties (`<{...}>`), made a dictionary;
	// Attrs its discardable attributes (`{...}`).
	Properties []NamedAttribute
	Attrs      []NamedAttribute
	// Regions is the number of empty regions the op gets (Create returns
	// the op: fill them with CreateBlock).
	Regions    int
	Successors []*Block
	// Loc is the op's location (nil: the builder's Loc).
	Loc Attribute
}

// Create makes the operation named name from st, inserts it at the
// insertion point and returns it. The op is created generically: nothing
// checks it against its definition (verify the IR for that).
func (bd *Builder) Create(name string, st OpState) *Operation {
	op := NewOp(name, st.Operands, st.ResultTypes)
	if len(st.Properties) > 0 {
		op.Properties = bd.Ctx.Dictionary(st.Properties)
	}
	if len(st.Attrs) > 0 {
		op.Attrs = bd.Ctx.Dictionary(st.Attrs)
	}
	for range st.Regions {
		op.AddRegion()
	}
	if len(st.Successors) > 0 {
		op.Successors = append([]*Block(nil), st.Successors...)
	}
	op.Loc = st.Loc
	if op.Loc == nil {
		op.Loc = bd.Loc
	}
	return bd.Insert(op)
}

// CreateBlock appends a block with arguments of the given types to r and
// moves the insertion point to its end, as MLIR's createBlock does.
func (bd *Builder) CreateBlock(r *Region, argTypes ...Type) *Block {
	b := r.AddBlock()
	for _, t := range argTypes {
		b.AddArgument(t, nil)
	}
	bd.SetInsertionPointToEnd(b)
	return b
}
