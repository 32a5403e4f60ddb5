package wordsets

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// The state these word sets keep per session, as a session image holds it:
// the tester's, the block buffers', PRECISION, the names NAME>STRING gave
// the substitutions of REPLACES and where RANDOM's sequence is. Every part is written whole; what a
// hostile image gives is checked where it would index a Go slice.
type stateImage struct {
	Tester        *testerImage      `json:",omitempty"`
	Blocks        *blocksImage      `json:",omitempty"`
	Precision     *int              `json:",omitempty"`
	Names         [][2]int64        `json:",omitempty"` // xt, address
	Substitutions map[string][]byte `json:",omitempty"`
	Random        *uint64           `json:",omitempty"`
}

type testerImage struct {
	Open, Arrow             bool
	Source                  string
	Line, Depth, FloatDepth int
	Below, Actual           []int64
	Group                   string
	ActualFloat             []float64
	Took, TookFloats        int
}

type blocksImage struct {
	Block   [numBuffers]int64
	Updated [numBuffers]bool
	Used    [numBuffers]uint64
	Current int
	Clock   uint64
}

// stateHooks are the keys of the state saveState writes.
var stateHooks = []string{testingHook, blockHook, precisionHook, nameStringsHook, substitutionsHook, randomHook}

func saveState(m *core.Machine) ([]byte, error) {
	var img stateImage
	empty := true
	if t, ok := core.Hook[*tester](m, testingHook); ok {
		img.Tester = &testerImage{t.open, t.arrow, t.source, t.line, t.depth, t.floatDepth, t.below, t.actual, t.group, t.actualFloat, t.took, t.tookFloats}
		empty = false
	}
	if b, ok := core.Hook[*blockState](m, blockHook); ok {
		bi := &blocksImage{Current: b.current, Clock: b.clock}
		for i, buf := range b.bufs {
			bi.Block[i], bi.Updated[i], bi.Used[i] = buf.block, buf.updated, buf.used
		}
		img.Blocks = bi
		empty = false
	}
	if p, ok := core.Hook[*int](m, precisionHook); ok {
		img.Precision = p
		empty = false
	}
	if names, ok := core.Hook[map[*core.Word]int64](m, nameStringsHook); ok {
		for w, a := range names {
			img.Names = append(img.Names, [2]int64{w.XT, a})
		}
		empty = false
	}
	if subs, ok := core.Hook[map[string][]byte](m, substitutionsHook); ok {
		img.Substitutions = subs
		empty = false
	}
	if r, ok := core.Hook[*randomState](m, randomHook); ok {
		img.Random = &r.x
		empty = false
	}
	if empty {
		return nil, nil
	}
	return json.Marshal(img)
}

func loadState(m *core.Machine, state []byte) error {
	var img stateImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if t := img.Tester; t != nil {
		if len(t.Below) > core.KeepCells || t.Depth < 0 || t.FloatDepth < 0 || t.Took < 0 || t.TookFloats < 0 {
			return fmt.Errorf("a test with %d cells below it", len(t.Below))
		}
		m.SetHook(testingHook, &tester{open: t.Open, arrow: t.Arrow, source: t.Source, line: t.Line, depth: t.Depth,
			floatDepth: t.FloatDepth, below: t.Below, actual: t.Actual, group: t.Group, actualFloat: t.ActualFloat, took: t.Took, tookFloats: t.TookFloats})
	}
	if b := img.Blocks; b != nil {
		if b.Current < -1 || b.Current >= numBuffers {
			return fmt.Errorf("block buffer %d", b.Current)
		}
		bs := &blockState{current: b.Current, clock: b.Clock}
		for i := range bs.bufs {
			bs.bufs[i] = blockBuffer{block: b.Block[i], updated: b.Updated[i], used: b.Used[i]}
		}
		m.SetHook(blockHook, bs)
	}
	if p := img.Precision; p != nil {
		if *p < 0 || *p > maxPrecision {
			return fmt.Errorf("precision %d", *p)
		}
		m.SetHook(precisionHook, p)
	}
	if img.Names != nil {
		names := map[*core.Word]int64{}
		for _, n := range img.Names {
			if !m.IsXT(n[0]) {
				return fmt.Errorf("%d is not an execution token", n[0])
			}
			names[m.WordOf(n[0])] = n[1]
		}
		m.SetHook(nameStringsHook, names)
	}
	if img.Substitutions != nil {
		m.SetHook(substitutionsHook, img.Substitutions)
	}
	if img.Random != nil {
		m.SetHook(randomHook, &randomState{x: *img.Random})
	}
	return nil
}
