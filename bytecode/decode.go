package bytecode

import (
	"bytes"
	"fmt"
	"sort"

	"github.com/gomlir/gomlir/dialects/ods"
)

// Section ids.
const (
	secString = iota
	secDialect
	secAttrType
	secAttrTypeOffset
	secIR
	secResource
	secResourceOffset
	secDialectVersions
	secProperties
	numSections
)

// The bytecode versions mlir-opt 22 reads and writes.
const (
	minVersion               = 0
	maxVersion               = 6
	vDialectVersioning       = 1
	vLazyLoading             = 2
	vUseListOrdering         = 3
	vElideUnknownBlockArgLoc = 4
	vNativeProperties        = 5
)

// Op encoding mask bits.
const (
	hasAttrs         = 0x01
	hasResults       = 0x02
	hasOperands      = 0x04
	hasSuccessors    = 0x08
	hasInlineRegions = 0x10
	hasUseListOrders = 0x20
	hasProperties    = 0x40
)

// maxDepth bounds the nesting of regions and of attributes in attributes.
const maxDepth = 2000

type opName struct {
	dialect    string
	name       string // full: dialect.op
	registered bool
}

type entry struct {
	dialect int
	data    *reader // the encoding's bytes
	custom  bool
	text    string
	state   int    // 0 unread, 1 reading, 2 done
	width   int    // a type's bit width when known (integers, floats)
	signed  int    // an integer type's signedness: 0 signless, 1 signed, 2 unsigned; -1 not an integer
	str     string // a StringAttr's value (dictionary keys, symbols)
	isStr   bool
	loc     string // a location's spelling inside loc(...)
	blob    []byte // a dense int or float elements attribute's data
	dense   bool   // a dense int or float elements attribute; elemTy its type
	denseTy int
	isLoc   bool
	shape   []int64 // a shaped type's shape
	elem    int     // a shaped type's element type, -1 otherwise
}

type decoder struct {
	version  uint64
	producer string
	strs     []string
	dialects []string
	opNames  []opName
	attrs    []entry
	types    []entry
	props    [][]byte
	propBase []int
	reg      Defs
	depth    int
	distinct map[int]int
	// values: every value defined or used, its type index (-1 until defined)
	valType []int
	blocks  int
	size    int // the file's size
	open    int // values declared by the regions being read
	// textBytes is the length of every attribute's and type's text.
	textBytes int
	locs      bool // print the locations
	// The resources: the groups of dialects and the external ones, and
	// the keys dense_resource attributes name by index.
	dialectRes, external []*resourceGroup
	handles              []string
	// propText caches the text of a properties entry per op name; plans
	// how each op's properties are read.
	propText map[propKey]string
	plans    map[*ods.Op]*propPlan
}

// ReadOptions are what Decode can do beyond ToText.
type ReadOptions struct {
	// Locations writes each op's and block argument's location
	// (`loc(...)`, spelled as mlir-opt's --mlir-print-debuginfo
	// --mlir-print-local-scope does): diagnostics are then placed where
	// the locations say, as mlir-opt places them reading bytecode.
	Locations bool
}

// Defs is what the reader asks of the registered dialects
// (dialects/registry's Registry answers it): an op's ODS definition and
// its traits.
type Defs interface {
	Op(name string) *ods.Op
	HasTrait(name, trait string) bool
}

// ToText decodes bytecode into the generic textual form of its IR. reg,
// when not nil, gives the ODS definitions the properties of registered
// ops are read by; without it only ops whose properties are stored as
// one attribute (unregistered ones) can be read.
func ToText(data []byte, reg Defs) ([]byte, error) {
	return Decode(data, reg, ReadOptions{})
}

// Decode is ToText with options.
func Decode(data []byte, reg Defs, opts ReadOptions) ([]byte, error) {
	d := &decoder{reg: reg, distinct: map[int]int{}, locs: opts.Locations}
	top, err := d.read(data)
	if err != nil {
		return nil, err
	}
	// The text is some times the bytecode (8.3x for mix39's, 2x for a
	// file of blobs): room for 10x (at most 1 GiB more) is reserved at
	// once, so that the buffer is not copied as it grows; what is not
	// written is not touched (a fresh large allocation is not cleared).
	// The text is returned without a copy.
	sb := bytes.NewBuffer(make([]byte, 0, len(data)+min(9*len(data), 1<<30)))
	for _, op := range top.ops {
		if err := d.printOp(sb, op, 0); err != nil {
			return nil, err
		}
	}
	d.writeResources(sb)
	return sb.Bytes(), nil
}

func (d *decoder) read(data []byte) (*block, error) {
	irs, err := d.sections(data)
	if err != nil {
		return nil, err
	}
	return d.readIR(irs)
}

// sections reads the header and every section but the IR, which it
// returns.
func (d *decoder) sections(data []byte) (*reader, error) {
	r := &reader{data: data}
	d.size = len(data)
	if !IsBytecode(data) {
		return nil, r.errf("not MLIR bytecode (no \"ML\\xEFR\" magic)")
	}
	r.pos = 4
	vOff := r.off()
	v, err := r.varint()
	if err != nil {
		return nil, err
	}
	if v < minVersion || v > maxVersion {
		return nil, &Error{Offset: vOff, Msg: fmt.Sprintf("bytecode version %d is not in mlir-opt 22's range [%d, %d]", v, minVersion, maxVersion)}
	}
	d.version = v
	if d.producer, err = r.cstring(); err != nil {
		return nil, err
	}
	var secs [numSections]*reader
	for !r.empty() {
		start := r.off()
		id, sub, err := r.section()
		if err != nil {
			return nil, err
		}
		if id >= numSections {
			return nil, &Error{Offset: start, Msg: fmt.Sprintf("unknown section id %d", id)}
		}
		if secs[id] != nil {
			return nil, &Error{Offset: start, Msg: fmt.Sprintf("section %d appears twice", id)}
		}
		secs[id] = sub
	}
	for _, id := range []int{secString, secDialect, secAttrType, secAttrTypeOffset, secIR} {
		if secs[id] == nil {
			return nil, r.errf("missing section %d", id)
		}
	}
	if d.version >= vNativeProperties && secs[secProperties] == nil {
		return nil, r.errf("missing properties section")
	}
	if err := d.readStrings(secs[secString]); err != nil {
		return nil, err
	}
	if err := d.readDialects(secs[secDialect]); err != nil {
		return nil, err
	}
	if err := d.readAttrTypeOffsets(secs[secAttrTypeOffset], secs[secAttrType]); err != nil {
		return nil, err
	}
	if secs[secProperties] != nil {
		if err := d.readProperties(secs[secProperties]); err != nil {
			return nil, err
		}
	}
	// The resources are printed after the IR; dialect versions are not
	// needed to print it.
	if err := d.readResources(secs[secResourceOffset], secs[secResource]); err != nil {
		return nil, err
	}
	return secs[secIR], nil
}

func (d *decoder) readStrings(r *reader) error {
	n, err := r.count("string", 2)
	if err != nil {
		return err
	}
	sizes := make([]uint64, n)
	for i := range sizes {
		if sizes[i], err = r.varint(); err != nil {
			return err
		}
	}
	// The sizes are in reverse order and the strings (NUL-terminated)
	// fill the end of the section.
	end := len(r.data)
	d.strs = make([]string, n)
	for i := 0; i < n; i++ {
		sz := sizes[i]
		if sz == 0 || sz > uint64(end-r.pos) {
			return r.errf("string %d of size %d does not fit the section", n-1-i, sz)
		}
		start := end - int(sz)
		if r.data[end-1] != 0 {
			return &Error{Offset: r.base + end - 1, Msg: "string not NUL-terminated"}
		}
		d.strs[n-1-i] = string(r.data[start : end-1])
		end = start
	}
	return nil
}

func (d *decoder) str(r *reader) (string, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return "", err
	}
	if i >= uint64(len(d.strs)) {
		return "", &Error{Offset: start, Msg: fmt.Sprintf("string index %d out of range (%d strings)", i, len(d.strs))}
	}
	return d.strs[i], nil
}

func (d *decoder) readDialects(r *reader) error {
	n, err := r.count("dialect", 1)
	if err != nil {
		return err
	}
	d.dialects = make([]string, n)
	for i := range d.dialects {
		start := r.off()
		idx, err := r.varint()
		if err != nil {
			return err
		}
		versioned := false
		if d.version >= vDialectVersioning {
			versioned = idx&1 != 0
			idx >>= 1
		}
		if idx >= uint64(len(d.strs)) {
			return &Error{Offset: start, Msg: fmt.Sprintf("string index %d out of range", idx)}
		}
		d.dialects[i] = d.strs[idx]
		if versioned {
			// The version is a nested section the dialect reads; kept unread.
			if _, _, err := r.section(); err != nil {
				return err
			}
		}
	}
	// Since version 4: the number of op names, all groups together (since
	// version 5 each name has a flag: the op was registered when written).
	total := -1
	if d.version >= vElideUnknownBlockArgLoc {
		if total, err = r.count("op name", 1); err != nil {
			return err
		}
		d.opNames = make([]opName, 0, total)
	}
	for !r.empty() {
		dl, err := d.dialectRef(r)
		if err != nil {
			return err
		}
		m, err := r.count("op name", 1)
		if err != nil {
			return err
		}
		for j := 0; j < m; j++ {
			start := r.off()
			idx, err := r.varint()
			if err != nil {
				return err
			}
			registered := true
			if d.version >= vNativeProperties {
				registered = idx&1 != 0
				idx >>= 1
			}
			if idx >= uint64(len(d.strs)) {
				return &Error{Offset: start, Msg: fmt.Sprintf("string index %d out of range", idx)}
			}
			d.opNames = append(d.opNames, opName{dialect: dl, name: dl + "." + d.strs[idx], registered: registered})
		}
	}
	if total >= 0 && len(d.opNames) != total {
		return r.errf("%d op names where %d were declared", len(d.opNames), total)
	}
	return nil
}

func (d *decoder) dialectRef(r *reader) (string, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return "", err
	}
	if i >= uint64(len(d.dialects)) {
		return "", &Error{Offset: start, Msg: fmt.Sprintf("dialect index %d out of range (%d dialects)", i, len(d.dialects))}
	}
	return d.dialects[i], nil
}

func (d *decoder) readAttrTypeOffsets(r, data *reader) error {
	na, err := r.count("attribute", 1)
	if err != nil {
		return err
	}
	nt, err := r.count("type", 1)
	if err != nil {
		return err
	}
	if na+nt > r.left() {
		return r.errf("%d attributes and types exceed the %d bytes left", na+nt, r.left())
	}
	d.attrs = make([]entry, na)
	d.types = make([]entry, nt)
	pos := 0
	fill := func(es []entry) error {
		for i := 0; i < len(es); {
			dlOff := r.off()
			dl, err := r.varint()
			if err != nil {
				return err
			}
			if dl >= uint64(len(d.dialects)) {
				return &Error{Offset: dlOff, Msg: fmt.Sprintf("dialect index %d out of range", dl)}
			}
			m, err := r.count("element", 1)
			if err != nil {
				return err
			}
			if m > len(es)-i {
				return r.errf("group of %d elements exceeds the %d declared", m, len(es)-i)
			}
			for j := 0; j < m; j++ {
				size, custom, err := r.varintFlag()
				if err != nil {
					return err
				}
				if size > uint64(len(data.data)-pos) {
					return r.errf("element of %d bytes exceeds the attribute/type section", size)
				}
				es[i] = entry{dialect: int(dl), custom: custom, elem: -1, signed: -1,
					data: &reader{data: data.data[pos : pos+int(size)], base: data.base + pos}}
				pos += int(size)
				i++
			}
		}
		return nil
	}
	if err := fill(d.attrs); err != nil {
		return err
	}
	if err := fill(d.types); err != nil {
		return err
	}
	if !r.empty() {
		return r.errf("trailing bytes in the attribute/type offset section")
	}
	return nil
}

func (d *decoder) readProperties(r *reader) error {
	if r.empty() {
		return nil
	}
	n, err := r.count("properties", 1)
	if err != nil {
		return err
	}
	d.props = make([][]byte, 0, n)
	for i := 0; i < n; i++ {
		sz, err := r.varint()
		if err != nil {
			return err
		}
		d.propBase = append(d.propBase, r.off())
		b, err := r.bytes(sz)
		if err != nil {
			return err
		}
		d.props = append(d.props, b)
	}
	return nil
}

// sortedAttrs returns an op's inherent attributes (not true properties) in
// the order ODS reads them: by name.
func sortedNames(names []string) []string {
	s := append([]string(nil), names...)
	sort.Strings(s)
	return s
}
