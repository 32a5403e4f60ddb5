package core

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Floats are floats as results carry them. JSON has no number for NaN or
// the infinities, which Forth float arithmetic makes easily, so those are
// written as the strings "NaN", "Infinity" and "-Infinity"; every other
// float is a JSON number.
type Floats []float64

// The JSON strings of the floats JSON numbers cannot hold.
const (
	JSONNaN         = "NaN"
	JSONInfinity    = "Infinity"
	JSONNegInfinity = "-Infinity"
)

// MarshalJSON writes the floats as a JSON array.
func (fs Floats) MarshalJSON() ([]byte, error) {
	if fs == nil {
		return []byte("[]"), nil
	}
	var b bytes.Buffer
	b.WriteByte('[')
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(',')
		}
		switch {
		case math.IsNaN(f):
			b.WriteString(`"` + JSONNaN + `"`)
		case math.IsInf(f, 1):
			b.WriteString(`"` + JSONInfinity + `"`)
		case math.IsInf(f, -1):
			b.WriteString(`"` + JSONNegInfinity + `"`)
		default:
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
		}
	}
	b.WriteByte(']')
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (fs *Floats) UnmarshalJSON(data []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	out := make(Floats, len(raw))
	for i, r := range raw {
		var s string
		if json.Unmarshal(r, &s) == nil {
			switch s {
			case JSONNaN:
				out[i] = math.NaN()
			case JSONInfinity:
				out[i] = math.Inf(1)
			case JSONNegInfinity:
				out[i] = math.Inf(-1)
			default:
				return fmt.Errorf("%q is not a float", s)
			}
			continue
		}
		if err := json.Unmarshal(r, &out[i]); err != nil {
			return err
		}
	}
	*fs = out
	return nil
}
