// Package bench holds forthling's benchmark: the programs it times and the
// results they must print. gforth's own benchmark programs (siev, bubble,
// matrix, fib, as Debian installs them) run from gforth's directory; the
// others live in programs/ and are plain Forth 2012 that gforth runs too, so
// the two systems are timed on the same code. The first of them were written
// for forthling; the later ones (calltree on) are ordinary Forth programs of
// kinds the first lacked, not shaped to forthling.
//
// The tests hold forthling's output to the one each program expects, and
// gforth's too when gforth-fast is installed, so that the two agree.
//
// `make bench` times them (go run ./bench/run); the tests here check that
// forthling prints the right results, at small sizes.
package bench

import (
	"os"
	"path/filepath"
	"sort"
)

// Program is one benchmark program.
type Program struct {
	Name string
	// Gforth marks gforth's own programs, which live in its directory.
	Gforth bool
	// File is the program's file, included by name from its directory.
	File string
	// Run is the code that runs the program, after the file is included.
	Run string
	// RunOutput is what Run prints.
	RunOutput string
	// Check is code that prints a result of the program (the timed run of
	// gforth's programs prints nothing), and CheckOutput what it prints.
	Check, CheckOutput string
	// Small is code run before the file to make the program small, for the
	// tests, and SmallOutput what Run then prints. Empty: the test runs Check.
	Small, SmallOutput string
	// Memory is the Forth memory the program needs, for forthling's -m.
	Memory string
	// Requires are words the program needs beyond Core: a build without
	// them skips the program, saying so.
	Requires []string
}

// Programs are the benchmark's programs, gforth's first.
var Programs = []Program{
	{Name: "siev", Gforth: true, File: "siev.fs", Run: "main",
		Check: "FLAGS 8190 + EFLAG ! PRIMES .", CheckOutput: "1899 "},
	{Name: "bubble", Gforth: true, File: "bubble.fs", Run: "main",
		// sorted from the largest down: verify-list in main throws otherwise
		Check: "main list @ . list elements 1- cells + @ .", CheckOutput: "65527 0 "},
	{Name: "matrix", Gforth: true, File: "matrix.fs", Run: "main", Memory: "4M",
		Check: "main : sum-imr 0 imr mat-byte-size mybounds DO I @ + cell +LOOP ; sum-imr . imr @ .", CheckOutput: "4424480 1736 "},
	{Name: "fib", Gforth: true, File: "fib.fs", Run: "main",
		Check: "34 fib .", CheckOutput: "9227465 "},

	{Name: "nest", File: "nest.fs", Run: "main", RunOutput: "3000000 ",
		Small: "10000 CONSTANT nest-runs", SmallOutput: "10000 "},
	{Name: "tak", File: "tak.fs", Run: "main", RunOutput: "700 ",
		Small: "1 CONSTANT tak-runs", SmallOutput: "7 "},
	{Name: "ackermann", File: "ackermann.fs", Run: "main", RunOutput: "10210 ",
		Small: "1 CONSTANT ack-runs", SmallOutput: "1021 "},
	{Name: "queens", File: "queens.fs", Run: "main", RunOutput: "4600 ",
		Small: "1 CONSTANT queens-runs", SmallOutput: "92 "},
	{Name: "hanoi", File: "hanoi.fs", Run: "main", RunOutput: "2097151 20971447 ",
		Small: "10 CONSTANT hanoi-disks", SmallOutput: "1023 10200 "},
	{Name: "collatz", File: "collatz.fs", Run: "main", RunOutput: "77031 350 ",
		Small: "1000 CONSTANT collatz-limit", SmallOutput: "871 178 "},
	{Name: "crc32", File: "crc32.fs", Run: "main", RunOutput: "179779785 ",
		Small: "2 CONSTANT crc-runs", SmallOutput: "179779785 "},
	{Name: "strings", File: "strings.fs", Requires: []string{"COMPARE", "SEARCH"}, Run: "main", RunOutput: "3152 ",
		Small: "10 CONSTANT string-runs", SmallOutput: "30 "},
	{Name: "mandelbrot", File: "mandelbrot.fs", Requires: []string{"FVARIABLE", "F*", "S>F"}, Run: "main", RunOutput: "6377 ",
		Small: "20 CONSTANT mandel-size", SmallOutput: "109 "},
	{Name: "catch", File: "catch.fs", Run: "main", RunOutput: "437625875000 ",
		Small: "1000 CONSTANT catch-runs", SmallOutput: "563375 "},
	{Name: "locals", File: "locals.fs", Run: "main", RunOutput: "2075576 ",
		Small: "30 CONSTANT gcd-size", SmallOutput: "2205 "},

	{Name: "calltree", File: "calltree.fs", Run: "main", RunOutput: "61440000 ",
		Small: "100 CONSTANT tree-runs", SmallOutput: "102400 "},
	{Name: "objects", File: "objects.fs", Run: "main", RunOutput: "223999944000000 2000000 2000000 ",
		Small: "1000 CONSTANT object-runs", SmallOutput: "13986000 500 500 "},
	{Name: "nbody", File: "nbody.fs", Requires: []string{"FVARIABLE", "F*", "S>F", "F>S", "FSQRT"}, Run: "main", RunOutput: "-61120 -61161 ",
		Small: "100 CONSTANT nbody-steps", SmallOutput: "-61120 -61133 "},
	{Name: "quicksort", File: "quicksort.fs", Run: "main", RunOutput: "0 327469411700 ",
		Small: "1 CONSTANT sort-runs", SmallOutput: "0 328727537000 "},
	{Name: "exceptions", File: "exceptions.fs", Run: "main", RunOutput: "854284713 1998284 ",
		Small: "1000 CONSTANT exception-runs", SmallOutput: "426999 1000 "},
	{Name: "fnv", File: "fnv.fs", Run: "main", RunOutput: "6902399283039320119 ",
		Small: "1000 CONSTANT fnv-count", SmallOutput: "1439791974300772950 "},
	{Name: "strbuild", File: "strbuild.fs", Run: "main", RunOutput: "503355189   299999. KIWIS     x 12 = 3599988",
		Small: "100 CONSTANT build-runs", SmallOutput: "141520   99. FIGS          x 9 = 891"},
	{Name: "statemachine", File: "statemachine.fs", Run: "main", RunOutput: "525387 170281 38943 ",
		Small: "10000 CONSTANT machine-chars", SmallOutput: "1141 355 79 "},
	{Name: "tokenizer", File: "tokenizer.fs", Run: "main", RunOutput: "400000 1000000 577190000 ",
		Small: "1 CONSTANT token-runs", SmallOutput: "200 500 288595 "},
	{Name: "tarai", File: "tarai.fs", Run: "main", RunOutput: "12 12604861 ",
		Small: "8 CONSTANT tarai-x", SmallOutput: "8 20881 "},
	{Name: "calendar", File: "calendar.fs", Run: "main", RunOutput: "10320 6574365 ",
		Small: "400 CONSTANT calendar-years", SmallOutput: "688 438291 "},
	{Name: "dispatch", File: "dispatch.fs", Run: "main", RunOutput: "2521417784845225062 ",
		Small: "100 CONSTANT dispatch-runs", SmallOutput: "-1934484566791609414 "},
	{Name: "ledger", File: "ledger.fs", Run: "main", RunOutput: "1109340 5 12065226 8 9164863571510909531 ",
		Small: "100 CONSTANT ledger-loans", SmallOutput: "5472 41 59714 62 -5034522494433997811 "},
	{Name: "heaptree", File: "heaptree.fs", Requires: []string{"ALLOCATE", "RESIZE"}, Memory: "4M", Run: "main", RunOutput: "1334765120592398 ",
		Small: "1 CONSTANT heap-rounds 1000 CONSTANT heap-keys", SmallOutput: "336813448806 "},
	{Name: "doubles", File: "doubles.fs", Run: "main", RunOutput: "1680290801820 12427934240 ",
		Small: "1 CONSTANT double-runs", SmallOutput: "57386534530 -2217848288 "},
	{Name: "simpson", File: "simpson.fs", Requires: []string{"FVARIABLE", "F*", "S>F", "F>S", "FSIN", "FEXP"}, Run: "main", RunOutput: "274058 ",
		Small: "2 CONSTANT simpson-runs", SmallOutput: "2740 "},
	{Name: "entropy", File: "entropy.fs", Requires: []string{"FVARIABLE", "FLOATS", "FLN", "FEXP", "FMAX"}, Run: "main", RunOutput: "4408384 ",
		Small: "2 CONSTANT entropy-runs", SmallOutput: "13263 "},
	{Name: "fixedpoint", File: "fixedpoint.fs", Requires: []string{"LOCALS|"}, Run: "main", RunOutput: "625047312 -17598000 4167093859547977 ",
		Small: "1000 CONSTANT fixed-steps", SmallOutput: "392804249 -11732 1851349405 "},
	{Name: "records", File: "records.fs", Requires: []string{"BEGIN-STRUCTURE", "FFIELD:", "FCONSTANT", "FVARIABLE", "S>F", "F>S"}, Run: "main", RunOutput: "473396620425 6164 302 ",
		Small: "100 CONSTANT record-days", SmallOutput: "2127469563 6176 411 "},
	{Name: "bloom", File: "bloom.fs", Run: "main", RunOutput: "4208203 ",
		Small: "1000 CONSTANT bloom-keys", SmallOutput: "14975 "},
	{Name: "lift", File: "lift.fs", Requires: []string{"VALUE", "TO", "DEFER", "IS"}, Run: "main", RunOutput: "201921001 201399231 201899016 ",
		Small: "100 CONSTANT lift-ticks", SmallOutput: "20102 19041 3110 "},
	{Name: "deeprec", File: "deeprec.fs", Requires: []string{"DEFER", "IS", ":NONAME", "VALUE", "TO", "CASE"}, Run: "main", RunOutput: "78765000 6030000 ",
		Small: "100 CONSTANT deep-runs", SmallOutput: "22989 5050 "},
	{Name: "localrec", File: "localrec.fs", Requires: []string{"LOCALS|"}, Run: "main", RunOutput: "832040 2238516 ",
		Small: "15 CONSTANT lrec-fib 100 CONSTANT lrec-gcds", SmallOutput: "610 330 "},
	{Name: "heaplist", File: "heaplist.fs", Requires: []string{"ALLOCATE", "FREE"}, Run: "main", RunOutput: "3749250000 ",
		Small: "100 CONSTANT list-nodes 10 CONSTANT list-rounds", SmallOutput: "49500 "},
	{Name: "rehook", File: "rehook.fs", Requires: []string{"DEFER", "IS"}, Run: "main", RunOutput: "184361600 ",
		Small: "2 CONSTANT hook-runs", SmallOutput: "1843616 "},
	{Name: "threaded", File: "threaded.fs", Run: "main", RunOutput: "173425 ",
		Small: "100 CONSTANT thread-runs", SmallOutput: "617236 "},
	{Name: "strides", File: "strides.fs", Run: "main", RunOutput: "10012017600 ",
		Small: "2 CONSTANT stride-runs", SmallOutput: "16686696 "},
}

// GforthDir finds the directory of gforth's benchmark programs (Debian's
// gforth-common installs them under /usr/share/gforth/VERSION/), or "".
func GforthDir() string {
	found, _ := filepath.Glob("/usr/share/gforth/*/siev.fs")
	if len(found) == 0 {
		return ""
	}
	sort.Strings(found) // the newest version last
	return filepath.Dir(found[len(found)-1])
}

// ProgramsDir is the directory of forthling's own benchmark programs, found
// from the working directory (the repository or its bench directory).
func ProgramsDir() string {
	for _, dir := range []string{"programs", "bench/programs", "../bench/programs"} {
		if _, err := os.Stat(filepath.Join(dir, "nest.fs")); err == nil {
			abs, err := filepath.Abs(dir)
			if err == nil {
				return abs
			}
		}
	}
	return ""
}

// Dir is the directory a program runs in.
func (p Program) Dir() string {
	if p.Gforth {
		return GforthDir()
	}
	return ProgramsDir()
}
