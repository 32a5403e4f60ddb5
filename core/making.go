package core

import (
	"fmt"
)

// Making says how a word made while a session runs got its behaviour, as
// data: the name of a maker that a word set registered and the cells it was
// given. A word's Fn is a Go closure, which no image can hold; its Making
// can be written out, and running the maker again in another process gives
// the word the same behaviour.
type Making struct {
	Maker string
	Args  []int64
}

// Maker gives w its behaviour (Fn, and ToFn and PlusToFn where it has them)
// from the cells of its Making. It must check what it reads: an image can
// hand it anything, and a wrong xt or count is an error, never a panic
// outside the Forth error type.
type Maker struct {
	// Args is the number of cells the maker takes; -1: any number.
	Args int
	Make func(m *Machine, w *Word, args []int64)
}

// makerNamed returns the maker of that name that a word set of the
// machine's system registers.
func (m *Machine) makerNamed(name string) (Maker, bool) {
	mk, ok := m.built.makers[name]
	return mk, ok
}

// buildMakers gathers the makers of the word sets, and the compiler's own.
func buildMakers(sets []*WordSet) (map[string]Maker, error) {
	all := map[string]Maker{"compilation": compilationMaker}
	for _, ws := range sets {
		for n, mk := range ws.Makers {
			if _, dup := all[n]; dup {
				return nil, fmt.Errorf("word set %s: another word set registers the maker %s", ws.Name, n)
			}
			all[n] = mk
		}
	}
	return all, nil
}

// Make gives w its behaviour by the maker of that name and records how, so
// that an image of the session can make w again. Every defining word that
// makes a word at run time goes through it.
func (m *Machine) Make(w *Word, maker string, args ...int64) {
	mk, ok := m.makerNamed(maker)
	if !ok {
		panic("core: no word set registers the maker " + maker)
	}
	w.Made = &Making{Maker: maker, Args: args}
	w.Ops = nil // the maker says anew what the word does
	mk.Make(m, w, args)
}

// remake runs the recorded maker of a word read from an image.
func (m *Machine) remake(w *Word) error {
	mk, ok := m.makerNamed(w.Made.Maker)
	if !ok {
		return fmt.Errorf("word %s is made by %q, which this build does not have", WordName(w), w.Made.Maker)
	}
	if mk.Args >= 0 && len(w.Made.Args) != mk.Args {
		return fmt.Errorf("word %s: maker %q takes %d cells, not %d", WordName(w), w.Made.Maker, mk.Args, len(w.Made.Args))
	}
	mk.Make(m, w, w.Made.Args)
	return nil
}

// compilationMaker makes the word CompilationWord makes: its execution is
// the compilation semantics of the word xt.
var compilationMaker = Maker{Args: 1, Make: func(m *Machine, w *Word, args []int64) {
	target := m.WordOf(args[0])
	if target.CompileFn == nil {
		m.Throwf(ErrInvalidName, "%s has no compilation semantics of its own", WordName(target))
	}
	w.Fn = target.CompileFn
}}
