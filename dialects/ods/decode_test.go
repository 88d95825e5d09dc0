package ods_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

// strict is encoding/json with unknown fields disallowed, what Decode
// stands for.
func strict(data []byte) (*ods.File, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f ods.File
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("data after the top-level object")
	}
	return &f, nil
}

// TestDecodeEmbedded: Decode reads every embedded definitions file as
// encoding/json does.
func TestDecodeEmbedded(t *testing.T) {
	for _, name := range defs.Files() {
		data, err := defs.Read(name)
		require.NoError(t, err)
		want, err := strict(data)
		require.NoError(t, err, name)
		got, err := ods.Decode(data)
		require.NoError(t, err, name)
		require.Equal(t, want, got, name)
	}
}

// fill sets every field of v (and of what it points to) to a non-zero
// value, lists to one element, so that a file written from it holds every
// field of the schema.
func fill(v reflect.Value, n *int) {
	*n++
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), n)
	case reflect.Struct:
		for i := range v.NumField() {
			fill(v.Field(i), n)
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range v.Len() {
			fill(v.Index(i), n)
		}
	case reflect.String:
		v.SetString("s\"\\é" + string(rune('a'+*n%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64:
		v.SetInt(-int64(*n))
	default:
		panic("fill: unexpected kind " + v.Kind().String())
	}
}

// TestDecodeSchema: a file holding every field of the schema reads the
// same with Decode and encoding/json (a field added to the schema and not
// to Decode fails here).
func TestDecodeSchema(t *testing.T) {
	var f ods.File
	n := 0
	fill(reflect.ValueOf(&f).Elem(), &n)
	data, err := json.MarshalIndent(&f, "", "\t")
	require.NoError(t, err)
	got, err := ods.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, &f, got)

	// Empty lists, nulls and omitted fields as encoding/json reads them.
	for _, text := range []string{
		`{"dialects": []}`,
		`{"dialects": null}`,
		`{}`,
		` { "dialects" : [ { "name" : "a" , "ops" : [ ] , "enums": [{"name": "e", "className": "E", "cases": []}] } ] } `,
		`{"dialects": [{"name": null, "ops": [{"name": "a.b", "traits": [], "attrs": null}], "unprefixed": false}]}`,
		`{"dialects": [{"name": "a", "enums": [{"name": "e", "className": "E", "cases": [{"symbol": "x", "str": "x", "value": -9223372036854775808}]}]}]}`,
		`{"dialects": [{"name": "a\u00e9\n", "ops": [{"name": "a.b", "regions": [{"name": "r", "sized": 2, "variadic": true}]}]}]}`,
	} {
		want, err := strict([]byte(text))
		require.NoError(t, err, text)
		got, err := ods.Decode([]byte(text))
		require.NoError(t, err, text)
		assert.Equal(t, want, got, text)
	}
}

func TestDecodeErrors(t *testing.T) {
	for text, msg := range map[string]string{
		`{"dialects": [{"name": "a", "opz": []}]}`:           `unknown field "opz"`,
		`{"dialect": []}`:                                    `unknown field "dialect"`,
		`{"dialects": [{"name": 1}]}`:                        "expected a string",
		`{"dialects": [{"name": "a", "unprefixed": "yes"}]}`: "expected true or false",
		`{"dialects": [{"name": "a", "ops": [{"name": "a.b", "regions": [{"sized": 1.5}]}]}]}`: "expected ',' or '}'",
		`{"dialects": [{"name": "a", "ops": [{"name": "a.b", "regions": [{"sized": "1"}]}]}]}`: "expected an integer",
		`{"dialects": []} {}`:                       "data after the top-level object",
		`{"dialects": [}`:                           "expected '{'",
		`{"dialects": [{"name": "a}]}`:              "unterminated string",
		`{"dialects": [{"name": "a` + "\n" + `"}]}`: "control character",
		`{"dialects" [] }`:                          "expected ':'",
		`[]`:                                        "expected '{'",
		``:                                          "expected '{'",
	} {
		_, err := ods.Decode([]byte(text))
		if assert.Error(t, err, text) {
			assert.Contains(t, err.Error(), msg, text)
		}
		_, err = strict([]byte(text))
		assert.Error(t, err, "encoding/json accepts %s", text)
	}
}

func BenchmarkDecode(b *testing.B) {
	var all [][]byte
	size := 0
	for _, name := range defs.Files() {
		data, err := defs.Read(name)
		require.NoError(b, err)
		all = append(all, data)
		size += len(data)
	}
	b.Run("ods.Decode", func(b *testing.B) {
		b.SetBytes(int64(size))
		for b.Loop() {
			for _, data := range all {
				if _, err := ods.Decode(data); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		b.SetBytes(int64(size))
		for b.Loop() {
			for _, data := range all {
				if _, err := strict(data); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
