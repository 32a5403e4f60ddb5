package tutorial

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// progressImage is the learner's progress, as a session image holds it.
type progressImage struct {
	Current int
	Passed  map[int]bool
	Hints   map[int]int
}

func saveState(m *core.Machine) ([]byte, error) {
	p := progressOf(m)
	if p.current == 0 && len(p.passed) == 0 && len(p.hints) == 0 {
		return nil, nil
	}
	return json.Marshal(progressImage{p.current, p.passed, p.hints})
}

func loadState(m *core.Machine, state []byte) error {
	var img progressImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if img.Current < 0 || img.Current > len(allLessons()) || len(img.Passed) > len(allLessons()) || len(img.Hints) > len(allLessons()) {
		return fmt.Errorf("progress at lesson %d of %d", img.Current, len(allLessons()))
	}
	p := progressOf(m)
	p.current = img.Current
	for k, v := range img.Passed {
		p.passed[k] = v
	}
	for k, v := range img.Hints {
		p.hints[k] = v
	}
	return nil
}
