package bytecode

import (
	"strconv"
	"strings"
)

// location decodes a builtin location attribute (BuiltinDialectBytecode's
// encodings) into e: e.loc is its spelling inside `loc(...)`, as mlir-opt
// prints it with --mlir-print-debuginfo --mlir-print-local-scope.
func (d *decoder) location(r *reader, e *entry, code uint64) error {
	var err error
	switch code {
	case aUnknownLoc:
		e.loc = "unknown"
	case aFileLineColLoc:
		var f string
		var line, col uint64
		if f, err = d.stringAttr(r); err != nil {
			return err
		}
		if line, err = r.varint(); err != nil {
			return err
		}
		if col, err = r.varint(); err != nil {
			return err
		}
		e.loc = quote(f) + ":" + strconv.FormatUint(line, 10) + ":" + strconv.FormatUint(col, 10)
	case aFileLineColRange:
		f, err := d.stringAttr(r)
		if err != nil {
			return err
		}
		n, err := r.varint()
		if err != nil {
			return err
		}
		if n > 4 {
			return r.errf("file:line:col range of %d numbers", n)
		}
		v := make([]uint64, n)
		for i := range v {
			if v[i], err = r.varint(); err != nil {
				return err
			}
		}
		// mlir-opt prints a missing start line or column as 0.
		start := [2]uint64{}
		copy(start[:], v)
		s := quote(f) + ":" + strconv.FormatUint(start[0], 10) + ":" + strconv.FormatUint(start[1], 10)
		switch n {
		case 3:
			s += " to :" + strconv.FormatUint(v[2], 10)
		case 4:
			s += " to " + strconv.FormatUint(v[2], 10) + ":" + strconv.FormatUint(v[3], 10)
		}
		e.loc = s
	case aCallSiteLoc:
		callee, err := d.locRef(r)
		if err != nil {
			return err
		}
		caller, err := d.locRef(r)
		if err != nil {
			return err
		}
		e.loc = "callsite(" + callee + " at " + caller + ")"
	case aFusedLoc, aFusedLocWithMetadata:
		n, err := r.count("location", 1)
		if err != nil {
			return err
		}
		l := make([]string, n)
		for i := range l {
			if l[i], err = d.locRef(r); err != nil {
				return err
			}
		}
		meta := ""
		if code == aFusedLocWithMetadata {
			m, err := d.attrText(r)
			if err != nil {
				return err
			}
			meta = "<" + m + ">"
		}
		e.loc = "fused" + meta + "[" + strings.Join(l, ", ") + "]"
	case aNameLoc:
		name, err := d.stringAttr(r)
		if err != nil {
			return err
		}
		child, err := d.locRef(r)
		if err != nil {
			return err
		}
		e.loc = quote(name)
		if child != "unknown" {
			e.loc += "(" + child + ")"
		}
	}
	e.isLoc = true
	e.text = "loc(" + e.loc + ")"
	return nil
}

// locRef reads a reference to a location attribute and returns its
// spelling inside `loc(...)`.
func (d *decoder) locRef(r *reader) (string, error) {
	start := r.off()
	i, err := d.attrRef(r)
	if err != nil {
		return "", err
	}
	e, err := d.attr(i)
	if err != nil {
		return "", err
	}
	if !e.isLoc {
		return "", &Error{Offset: start, Msg: "a location was expected, got " + e.text}
	}
	return e.loc, nil
}
