package ir

// Mapping maps values and blocks of some IR to others: Clone fills it with
// what each value and block of the original became, and reads it for the
// operands and successors it should use instead of the original's.
type Mapping struct {
	values map[Value]Value
	blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[Value]Value{}, blocks: map[*Block]*Block{}}
}

// Map records that from stands for to.
func (m *Mapping) Map(from, to Value) { m.values[from] = to }

// MapBlock records that block from stands for block to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns what v is mapped to, or v itself when it is not mapped.
func (m *Mapping) Lookup(v Value) Value {
	if w, ok := m.values[v]; ok {
		return w
	}
	return v
}

// LookupBlock returns what b is mapped to, or b itself.
func (m *Mapping) LookupBlock(b *Block) *Block {
	if c, ok := m.blocks[b]; ok {
		return c
	}
	return b
}

// Clone returns a deep copy of op, in no block: its regions, blocks,
// arguments and nested ops copied, its results and every value defined in
// it mapped in m to their copies. An operand or successor mapped in m
// (before the call, or defined inside op) is replaced by what it maps to;
// others are kept (a value defined above op stays used by the copy). m
// may be nil.
func (op *Operation) Clone(m *Mapping) *Operation {
	if m == nil {
		m = NewMapping()
	}
	var pairs [][2]*Operation
	c := cloneOp(op, m, &pairs)
	// Operands are mapped once everything is copied: a use may precede its
	// definition in the text (another block, a graph region).
	for _, p := range pairs {
		n, o := p[0], p[1]
		for i, v := range o.Operands {
			if v != nil {
				n.Operands[i] = m.Lookup(v)
			}
		}
		for i, b := range o.Successors {
			n.Successors[i] = m.LookupBlock(b)
		}
	}
	return c
}

func cloneOp(op *Operation, m *Mapping, pairs *[][2]*Operation) *Operation {
	types := make([]Type, len(op.Results))
	for i := range op.Results {
		types[i] = op.Results[i].typ
	}
	c := NewOperation(op.Name, types)
	c.Properties, c.Attrs, c.Loc, c.Pos = op.Properties, op.Attrs, op.Loc, op.Pos
	if len(op.Operands) > 0 {
		c.Operands = make([]Value, len(op.Operands))
	}
	if len(op.Successors) > 0 {
		c.Successors = make([]*Block, len(op.Successors))
	}
	for i := range op.Results {
		m.Map(&op.Results[i], &c.Results[i])
	}
	*pairs = append(*pairs, [2]*Operation{c, op})
	for _, r := range op.Regions {
		nr := c.AddRegion()
		for _, b := range r.Blocks {
			nb := nr.AddBlock()
			m.MapBlock(b, nb)
			for _, a := range b.Args {
				m.Map(a, nb.AddArgument(a.typ, a.Loc))
			}
		}
		for i, b := range r.Blocks {
			nb := nr.Blocks[i]
			nb.Ops = make([]*Operation, 0, len(b.Ops))
			for _, o := range b.Ops {
				no := cloneOp(o, m, pairs)
				no.Parent = nb
				nb.Ops = append(nb.Ops, no)
			}
		}
	}
	return c
}
