package wordsets

import (
	"math"

	"github.com/forthling/forthling/core"
)

// makers give the words the defining words of these word sets make their
// behaviour from cells (see core.Making), so that an image of a session
// can make them again.
var makers = map[string]core.Maker{
	// create body: CREATE, VARIABLE, BUFFER: and the like push their body
	"create": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		body := args[0]
		w.Fn = func(m *core.Machine) { m.Push(body) }
	}},
	"constant": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		x := args[0]
		w.Fn = func(m *core.Machine) { m.Push(x) }
	}},
	"value": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		body := args[0]
		w.Fn = func(m *core.Machine) { m.Push(m.Cell(body)) }
		w.ToFn = func(m *core.Machine) { m.SetCell(body, m.Pop()) }
		w.PlusToFn = func(m *core.Machine) { m.SetCell(body, m.Cell(body)+m.Pop()) }
		w.Ops = fetchOps(m, body, "@", core.CellSize)
	}},
	// defer xt: the DEFER xt runs the word its body holds
	"defer": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		w.Fn = deferredAction(m.WordOf(args[0]))
	}},
	"marker": {Args: -1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		state := args
		w.Fn = func(m *core.Machine) { m.RestoreMarker(state) }
	}},
	// synonym xt: a SYNONYM of a system word does what the system word does
	"synonym": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		old := m.WordOf(args[0])
		if old.Made != nil || old.Fn == nil {
			m.Throwf(core.ErrInvalidName, "%s is not a word of the system", core.WordName(old))
		}
		w.Fn, w.CompileFn, w.ToFn, w.PlusToFn = old.Fn, old.CompileFn, old.ToFn, old.PlusToFn
	}},
	"2constant": {Args: 2, Make: func(m *core.Machine, w *core.Word, args []int64) {
		x1, x2 := args[0], args[1]
		w.Fn = func(m *core.Machine) { m.Push(x1); m.Push(x2) }
		w.Ops = []core.Op{{Kind: core.OpLit, N: x1}, {Kind: core.OpLit, N: x2}}
	}},
	"2value": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		body := args[0]
		w.Fn = func(m *core.Machine) {
			m.Push(m.Cell(body + core.CellSize))
			m.Push(m.Cell(body))
		}
		w.ToFn = twoValueStore(body)
		w.Ops = fetchOps(m, body, "2@", 2*core.CellSize)
		w.PlusToFn = func(m *core.Machine) {
			lo, hi := popDouble(m)
			slo, shi := dAdd(m.Cell(body+core.CellSize), m.Cell(body), lo, hi)
			m.SetCell(body, shi)
			m.SetCell(body+core.CellSize, slo)
		}
	}},
	"fconstant": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		r := math.Float64frombits(uint64(args[0]))
		w.Fn = func(m *core.Machine) { m.FPush(r) }
		w.Ops = []core.Op{{Kind: core.OpFLit, F: r}}
	}},
	"fvalue": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		body := args[0]
		w.Fn = func(m *core.Machine) { m.FPush(m.Float(body)) }
		w.ToFn = fvalueStore(body)
		w.Ops = fetchOps(m, body, "F@", 8) // a float64
		w.PlusToFn = func(m *core.Machine) { m.SetFloat(body, m.Float(body)+m.FPop()) }
	}},
	// field offset: +FIELD and the field words add offset to an address
	"field": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		offset := args[0]
		w.Fn = func(m *core.Machine) { m.Top(1)[0] += offset }
		w.Ops = []core.Op{{Kind: core.OpLit, N: offset}, {Kind: core.OpCall, Word: m.SystemWord("+")}}
	}},
	// fetch body: BEGIN-STRUCTURE's word pushes the cell at its body
	"fetch": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		body := args[0]
		w.Fn = func(m *core.Machine) { m.Push(m.Cell(body)) }
		w.Ops = fetchOps(m, body, "@", core.CellSize)
	}},
	"vocabulary": {Args: 1, Make: func(m *core.Machine, w *core.Word, args []int64) {
		wl := m.WordListOf(args[0])
		w.Fn = func(m *core.Machine) { replaceFirst(m, wl) }
	}},
}

// fetchOps are the Ops of a word that fetches the size bytes its body
// holds with the system's word fetch (@, 2@, F@): the body's address, then
// the fetch. A body outside memory (an image can hand a maker any cell)
// gets none, so that the word's Fn reports the address as the plain code
// does: the fetch must not fail apart from the address before it.
func fetchOps(m *core.Machine, body int64, fetch string, size int64) []core.Op {
	if body < core.PageSize || body > m.MemorySize()-size {
		return nil
	}
	return []core.Op{{Kind: core.OpLit, N: body}, {Kind: core.OpCall, Word: m.SystemWord(fetch)}}
}
