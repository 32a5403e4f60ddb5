package json

import (
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/forthling/forthling/core"
)

const hook = "json"

// builder is the JSON document a session is building: JSON-NEW starts it,
// the words ending in , and the brackets append to it, JSON-DONE hands it
// over. The text grows in an ALLOCATEd block, so the Forth memory bounds it.
type builder struct {
	active bool
	addr   int64 // the block, 0 until the first byte
	size   int64 // the block's size
	used   int64 // bytes written
	// open are the arrays and objects not yet closed, innermost last: '['
	// or '{', and whether they have an element yet.
	open []container
	// keyed: inside an object, a key has been written and wants its value.
	keyed bool
	// complete: the document has its one top-level value.
	complete bool
}

type container struct {
	kind     byte
	nonEmpty bool
}

func builderOf(m *core.Machine) *builder {
	return core.HookState(m, hook, func() *builder { return &builder{} })
}

// current is the builder of a document being built; without one it is
// misuse.
func current(m *core.Machine, word string) *builder {
	b := builderOf(m)
	if !b.active {
		m.Throwf(core.ErrVocabularyMisuse, "%s: no JSON document is being built: JSON-NEW starts one", word)
	}
	if b.addr != 0 {
		if size, ok := m.AllocatedSize(b.addr); !ok || size < b.size {
			b.reset()
			m.Throwf(core.ErrVocabularyMisuse, "%s: the memory of the JSON document being built was FREEd: JSON-NEW starts again", word)
		}
	}
	return b
}

func (b *builder) reset() { *b = builder{} }

// write appends bytes, growing the block by doubling.
func (b *builder) write(m *core.Machine, p []byte) {
	m.Tick(int64(len(p))/64 + 1)
	need := b.used + int64(len(p))
	if need > b.size {
		size := max(64, b.size)
		for size < need {
			size *= 2
		}
		addr, ior := b.grow(m, size)
		if ior != 0 {
			// doubling does not fit: perhaps what is needed does
			size = need
			addr, ior = b.grow(m, size)
		}
		if ior != 0 {
			m.Throwf(core.ErrAllocate, "the JSON document being built needs %d bytes, which do not fit in the Forth memory", need)
		}
		b.addr, b.size = addr, size
	}
	copy(m.Bytes(b.addr+b.used, int64(len(p))), p)
	b.used = need
}

// grow gets a block of size bytes holding what is written so far.
func (b *builder) grow(m *core.Machine, size int64) (int64, int64) {
	if b.addr == 0 {
		return m.Allocate(size)
	}
	return m.Resize(b.addr, size)
}

// beforeValue checks that a value may come now and writes the comma that
// separates it from the one before.
func (b *builder) beforeValue(m *core.Machine, word string) {
	switch {
	case b.complete:
		m.Throwf(core.ErrVocabularyMisuse, "%s: the document already holds its one value; JSON-DONE gives it", word)
	case len(b.open) == 0:
		return
	}
	top := &b.open[len(b.open)-1]
	if top.kind == '{' {
		if !b.keyed {
			m.Throwf(core.ErrVocabularyMisuse, "%s: a member of an object needs its key first (JSON-KEY)", word)
		}
		b.keyed = false
		return
	}
	if top.nonEmpty {
		b.write(m, []byte{','})
	}
	top.nonEmpty = true
}

// afterValue notes that a value is complete.
func (b *builder) afterValue() {
	if len(b.open) == 0 {
		b.complete = true
	}
}

// value writes a whole value: a string, number, boolean or null.
func (b *builder) value(m *core.Machine, word string, text []byte) {
	b.beforeValue(m, word)
	b.write(m, text)
	b.afterValue()
}

// appendQuoted appends s as a JSON string: quotes, escapes for " \ and
// control characters, and U+FFFD for bytes that are not UTF-8.
func appendQuoted(out []byte, s []byte) []byte {
	const hex = "0123456789abcdef"
	out = append(out, '"')
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			out = append(out, '\\', c)
		case c == '\n':
			out = append(out, '\\', 'n')
		case c == '\r':
			out = append(out, '\\', 'r')
		case c == '\t':
			out = append(out, '\\', 't')
		case c < 0x20:
			out = append(out, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		case c < utf8.RuneSelf:
			out = append(out, c)
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size == 1 {
				out = append(out, `\ufffd`...)
			} else {
				out = append(out, s[i:i+size]...)
			}
			i += size
			continue
		}
		i++
	}
	return append(out, '"')
}

func openContainer(kind byte, name string) func(m *core.Machine) {
	return func(m *core.Machine) {
		b := current(m, name)
		b.beforeValue(m, name)
		if len(b.open) >= maxDepth {
			m.Throwf(core.ErrVocabularyMisuse, "%s: arrays and objects nested %d deep, at most %d", name, len(b.open)+1, maxDepth)
		}
		b.write(m, []byte{kind})
		b.open = append(b.open, container{kind: kind})
	}
}

func closeContainer(kind byte, name string) func(m *core.Machine) {
	what := map[byte]string{'{': "object", '[': "array"}
	closer := map[byte]string{'{': "}JSON", '[': "]JSON"}
	opener := map[byte]string{'{': "JSON{", '[': "JSON["}
	return func(m *core.Machine) {
		b := current(m, name)
		if len(b.open) == 0 {
			m.Throwf(core.ErrVocabularyMisuse, "%s: no %s is open (%s opens one)", name, what[kind], opener[kind])
		}
		top := b.open[len(b.open)-1]
		if top.kind != kind {
			m.Throwf(core.ErrVocabularyMisuse, "%s: the innermost open value is an %s: %s closes it first", name, what[top.kind], closer[top.kind])
		}
		if b.keyed {
			m.Throwf(core.ErrVocabularyMisuse, "%s: the last key has no value", name)
		}
		b.write(m, []byte{closing(kind)})
		b.open = b.open[:len(b.open)-1]
		b.afterValue()
	}
}

func closing(kind byte) byte {
	if kind == '{' {
		return '}'
	}
	return ']'
}

// Words that build a JSON document.
var buildWords = []core.Def{
	{Name: "JSON-NEW", Effect: "( -- )",
		Doc:     "Start building a JSON document (dropping one left unfinished): write one value with the words ending in , and the brackets JSON{ }JSON JSON[ ]JSON, then JSON-DONE gives its text.",
		Example: `ALSO JSON  JSON-NEW 42 JSON-INT, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "42",
		Fn: func(m *core.Machine) {
			b := builderOf(m)
			if b.addr != 0 {
				if _, ok := m.AllocatedSize(b.addr); ok {
					m.Free(b.addr)
				}
			}
			b.reset()
			b.active = true
		}},
	{Name: "JSON-DONE", Effect: "( -- c-addr u )",
		Doc:     "Finish the document JSON-NEW started and give its text, ALLOCATEd: FREE c-addr when done. Every array and object must be closed.",
		Example: `ALSO JSON  JSON-NEW JSON[ 1 JSON-INT, 2 JSON-INT, ]JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "[1,2]",
		Fn: func(m *core.Machine) {
			b := current(m, "JSON-DONE")
			switch {
			case len(b.open) > 0:
				m.Throwf(core.ErrVocabularyMisuse, "JSON-DONE: %d arrays or objects are still open: close them with ]JSON and }JSON", len(b.open))
			case !b.complete:
				m.Throwf(core.ErrVocabularyMisuse, "JSON-DONE: the document has no value yet")
			}
			addr, n := b.addr, b.used
			if a, ior := m.Resize(addr, n); ior == 0 {
				addr = a
			}
			b.reset()
			m.Push(addr)
			m.Push(n)
		}},
	{Name: "JSON{", Effect: "( -- )",
		Doc:     "Open an object in the document being built: then JSON-KEY and a value for each member, and }JSON.",
		Example: `ALSO JSON  JSON-NEW JSON{ S" a" JSON-KEY 1 JSON-INT, }JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: `{"a":1}`,
		Fn: openContainer('{', "JSON{")},
	{Name: "}JSON", Effect: "( -- )",
		Doc:     "Close the object JSON{ opened.",
		Example: `ALSO JSON  JSON-NEW JSON{ }JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "{}",
		Fn: closeContainer('{', "}JSON")},
	{Name: "JSON[", Effect: "( -- )",
		Doc:     "Open an array in the document being built: then its values, and ]JSON.",
		Example: `ALSO JSON  JSON-NEW JSON[ JSON-NULL, JSON[ ]JSON ]JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "[null,[]]",
		Fn: openContainer('[', "JSON[")},
	{Name: "]JSON", Effect: "( -- )",
		Doc:     "Close the array JSON[ opened.",
		Example: `ALSO JSON  JSON-NEW JSON[ TRUE JSON-BOOL, ]JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "[true]",
		Fn: closeContainer('[', "]JSON")},
	{Name: "JSON-KEY", Effect: "( c-addr u -- )",
		Doc:     "Write the key of the next member of the object being built, escaped as a JSON string.",
		Example: `ALSO JSON  JSON-NEW JSON{ S\" say \"hi\"" JSON-KEY 0 JSON-INT, }JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: `{"say \"hi\"":0}`,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			key := []byte(stringAt(m, a, n))
			b := current(m, "JSON-KEY")
			if len(b.open) == 0 || b.open[len(b.open)-1].kind != '{' {
				m.Throwf(core.ErrVocabularyMisuse, "JSON-KEY: keys belong in an object, and none is open (JSON{ opens one)")
			}
			if b.keyed {
				m.Throwf(core.ErrVocabularyMisuse, "JSON-KEY: the last key has no value yet")
			}
			top := &b.open[len(b.open)-1]
			out := []byte{}
			if top.nonEmpty {
				out = append(out, ',')
			}
			out = append(appendQuoted(out, key), ':')
			b.write(m, out)
			top.nonEmpty = true
			b.keyed = true
		}},
	{Name: "JSON-STRING,", Effect: "( c-addr u -- )",
		Doc:     "Write the string c-addr u as a JSON string value, escaping quotes, backslashes and control characters.",
		Example: `ALSO JSON  JSON-NEW S\" line\nnext" JSON-STRING, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: `"line\nnext"`,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			s := []byte(stringAt(m, a, n))
			b := current(m, "JSON-STRING,")
			b.value(m, "JSON-STRING,", appendQuoted(nil, s))
		}},
	{Name: "JSON-INT,", Effect: "( n -- )",
		Doc:     "Write n as a JSON number.",
		Example: `ALSO JSON  JSON-NEW -7 JSON-INT, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "-7",
		Fn: func(m *core.Machine) {
			n := m.Pop()
			b := current(m, "JSON-INT,")
			b.value(m, "JSON-INT,", strconv.AppendInt(nil, n, 10))
		}},
	{Name: "JSON-FLOAT,", Effect: "( F: r -- )",
		Doc:     "Write r as a JSON number, in the shortest form that reads back the same; JSON has no NaN or infinity, so they are a JSON error.",
		Example: `ALSO JSON  JSON-NEW 25E-1 JSON-FLOAT, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "2.5",
		Fn: func(m *core.Machine) {
			r := m.FPop()
			b := current(m, "JSON-FLOAT,")
			if math.IsNaN(r) || math.IsInf(r, 0) {
				m.Throwf(ErrJSON, "JSON-FLOAT,: %s has no JSON number", core.FormatFloat(r))
			}
			b.value(m, "JSON-FLOAT,", strconv.AppendFloat(nil, r, 'g', -1, 64))
		}},
	{Name: "JSON-BOOL,", Effect: "( flag -- )",
		Doc:     "Write true if flag is non-zero, else false.",
		Example: `ALSO JSON  JSON-NEW 0 JSON-BOOL, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "false",
		Fn: func(m *core.Machine) {
			flag := m.Pop()
			b := current(m, "JSON-BOOL,")
			text := "false"
			if flag != 0 {
				text = "true"
			}
			b.value(m, "JSON-BOOL,", []byte(text))
		}},
	{Name: "JSON-NULL,", Effect: "( -- )",
		Doc:     "Write null.",
		Example: `ALSO JSON  JSON-NEW JSON-NULL, JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: "null",
		Fn: func(m *core.Machine) {
			current(m, "JSON-NULL,").value(m, "JSON-NULL,", []byte("null"))
		}},
	{Name: "JSON-VALUE,", Effect: "( c-addr u -- )",
		Doc:     "Write the JSON text c-addr u as a value, as it is (a value from JSON-GET, say); text that is not one valid JSON value is a JSON error.",
		Example: `ALSO JSON  JSON-NEW JSON[ S\" {\"a\": [1, 2]}" JSON-VALUE, ]JSON JSON-DONE 2DUP TYPE  DROP FREE DROP`, Result: `[{"a": [1, 2]}]`,
		Fn: func(m *core.Machine) {
			a, n := m.Pop2()
			text := stringAt(m, a, n)
			chargeBytes(m, len(text))
			b := current(m, "JSON-VALUE,")
			if measure(text).depth > maxDepth || !gjson.Valid(text) {
				m.Throwf(ErrJSON, "JSON-VALUE,: the text is not one valid JSON value: %s", quote(text))
			}
			b.value(m, "JSON-VALUE,", []byte(text))
		}},
}
