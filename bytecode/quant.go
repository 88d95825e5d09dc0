package bytecode

import (
	"math"
	"strconv"
	"strings"
)

// Quant type codes (QuantDialectBytecode.td's order).
const (
	qAny = 1 + iota
	qAnyWithExpressed
	qCalibrated
	qUniform
	qUniformPerAxis
	qUniformSubChannel
)

// quantType decodes a quant dialect type from its bytecode encoding and
// spells it in the quant dialect's syntax.
func (d *decoder) quantType(r *reader, e *entry) error {
	code, err := r.varint()
	if err != nil {
		return err
	}
	switch code {
	case qAny, qAnyWithExpressed, qUniform, qUniformPerAxis:
	case qCalibrated:
		ex, err := d.typeText(r)
		if err != nil {
			return err
		}
		lo, err := r.double()
		if err != nil {
			return err
		}
		hi, err := r.double()
		if err != nil {
			return err
		}
		e.text = "!quant.calibrated<" + ex + "<" + floatLit(lo, 64) + ":" + floatLit(hi, 64) + ">>"
		return nil
	case qUniformSubChannel:
		return r.errf("no reader for quant's sub-channel uniform types yet")
	default:
		return r.errf("unknown quant type code %d", code)
	}
	flags, err := r.varint()
	if err != nil {
		return err
	}
	si, err := d.typeRef(r)
	if err != nil {
		return err
	}
	st, err := d.typ(si)
	if err != nil {
		return err
	}
	ex := ""
	if code != qAny {
		if ex, err = d.typeText(r); err != nil {
			return err
		}
	}
	var scale float64
	var zero int64
	if code == qUniform {
		if scale, err = r.double(); err != nil {
			return err
		}
		if zero, err = r.signedVarint(); err != nil {
			return err
		}
	}
	var axis uint64
	if code == qUniformPerAxis {
		if axis, err = r.varint(); err != nil {
			return err
		}
	}
	lo, err := r.signedVarint()
	if err != nil {
		return err
	}
	hi, err := r.signedVarint()
	if err != nil {
		return err
	}
	if st.signed < 0 || st.width <= 0 || st.width > 64 {
		return r.errf("quant storage type %s", st.text)
	}
	signed := flags&1 != 0
	storage := "u" + strconv.Itoa(st.width)
	defLo, defHi := int64(0), int64(math.MaxInt64)
	if st.width < 64 {
		defHi = int64(1)<<st.width - 1
	}
	if signed {
		storage = "i" + strconv.Itoa(st.width)
		defLo, defHi = -1<<(st.width-1), 1<<(st.width-1)-1
	}
	if lo != defLo || hi != defHi {
		storage += "<" + strconv.FormatInt(lo, 10) + ":" + strconv.FormatInt(hi, 10) + ">"
	}
	param := func(scale float64, zero int64) string {
		s := floatLit(scale, 64)
		if zero != 0 {
			s += ":" + strconv.FormatInt(zero, 10)
		}
		return s
	}
	switch code {
	case qAny:
		e.text = "!quant.any<" + storage + ">"
	case qAnyWithExpressed:
		e.text = "!quant.any<" + storage + ":" + ex + ">"
	case qUniform:
		e.text = "!quant.uniform<" + storage + ":" + ex + ", " + param(scale, zero) + ">"
	case qUniformPerAxis:
		n, err := r.count("scale", 1)
		if err != nil {
			return err
		}
		scales := make([]float64, n)
		for i := range scales {
			if scales[i], err = r.double(); err != nil {
				return err
			}
		}
		m, err := r.count("zero point", 1)
		if err != nil {
			return err
		}
		if m != n {
			return r.errf("%d zero points for %d scales", m, n)
		}
		ps := make([]string, n)
		for i := range ps {
			z, err := r.signedVarint()
			if err != nil {
				return err
			}
			ps[i] = param(scales[i], z)
		}
		e.text = "!quant.uniform<" + storage + ":" + ex + ":" + strconv.FormatUint(axis, 10) + ", {" + strings.Join(ps, ", ") + "}>"
	}
	return nil
}

// double reads an IEEE double written as a 64-bit APInt.
func (r *reader) double() (float64, error) {
	v, err := r.signedVarint()
	if err != nil {
		return 0, err
	}
	f := math.Float64frombits(uint64(v))
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, r.errf("quant parameter %v", f)
	}
	return f, nil
}
