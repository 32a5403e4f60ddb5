package core

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// encoder writes the body of a session image: numbers as varints, strings
// and byte slices with their length first.
type encoder struct{ b []byte }

func (e *encoder) uint(x uint64)  { e.b = binary.AppendUvarint(e.b, x) }
func (e *encoder) int(x int64)    { e.b = binary.AppendVarint(e.b, x) }
func (e *encoder) bytes(p []byte) { e.uint(uint64(len(p))); e.b = append(e.b, p...) }
func (e *encoder) string(s string) {
	e.uint(uint64(len(s)))
	e.b = append(e.b, s...)
}
func (e *encoder) bool(x bool) {
	if x {
		e.uint(1)
	} else {
		e.uint(0)
	}
}
func (e *encoder) float(f float64) { e.uint(math.Float64bits(f)) }

// decoder reads what encoder wrote. The first error sticks: every later
// read returns zero, so a reader checks d.err once at the end of a part.
// Every count and length is checked against what is left and against a
// bound the caller gives, so that a hostile image cannot make it allocate
// more than the session's limits allow.
type decoder struct {
	b   []byte
	err error
}

var errTruncated = errors.New("the image ends early")

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

func (d *decoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	x, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errTruncated
		return 0
	}
	d.b = d.b[n:]
	return x
}

func (d *decoder) int() int64 {
	if d.err != nil {
		return 0
	}
	x, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errTruncated
		return 0
	}
	d.b = d.b[n:]
	return x
}

// count reads a count of things, at most max of them.
func (d *decoder) count(what string, max int) int {
	n := d.uint()
	if n > uint64(max) {
		d.fail("%s: %d, more than the %d the limits allow", what, n, max)
		return 0
	}
	return int(n)
}

// within reads a number in lo..hi.
func (d *decoder) within(what string, lo, hi int64) int64 {
	x := d.int()
	if x < lo || x > hi {
		d.fail("%s: %d is outside %d..%d", what, x, lo, hi)
		return lo
	}
	return x
}

func (d *decoder) bytes(what string, max int) []byte {
	n := d.count(what, max)
	if d.err != nil {
		return nil
	}
	if n > len(d.b) {
		d.err = errTruncated
		return nil
	}
	p := append([]byte(nil), d.b[:n]...)
	d.b = d.b[n:]
	return p
}

func (d *decoder) string(what string, max int) string { return string(d.bytes(what, max)) }
func (d *decoder) bool() bool                         { return d.uint() != 0 }
func (d *decoder) float() float64                     { return math.Float64frombits(d.uint()) }
