package json

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// builderImage is the document being built, as a session image holds it.
type builderImage struct {
	Active, Keyed, Complete bool
	Addr, Size, Used        int64
	Open                    []containerImage
}

type containerImage struct {
	Kind     byte
	NonEmpty bool
}

// maxOpen bounds the nesting of a document read from an image; building
// one nests no deeper than the memory allows.
const maxOpen = 1 << 16

// saveState writes the document being built, if one is.
func saveState(m *core.Machine) ([]byte, error) {
	b := builderOf(m)
	if !b.active {
		return nil, nil
	}
	img := builderImage{Active: b.active, Keyed: b.keyed, Complete: b.complete, Addr: b.addr, Size: b.size, Used: b.used}
	for _, c := range b.open {
		img.Open = append(img.Open, containerImage{c.kind, c.nonEmpty})
	}
	return json.Marshal(img)
}

// loadState reads the document being built back; JSON-DONE and the words
// that append check its block against the memory as they do for any.
func loadState(m *core.Machine, state []byte) error {
	var img builderImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if img.Used < 0 || img.Size < img.Used || len(img.Open) > maxOpen {
		return fmt.Errorf("a document being built of %d bytes in %d, %d deep", img.Used, img.Size, len(img.Open))
	}
	b := &builder{active: img.Active, keyed: img.Keyed, complete: img.Complete, addr: img.Addr, size: img.Size, used: img.Used}
	for _, c := range img.Open {
		if c.Kind != '[' && c.Kind != '{' {
			return fmt.Errorf("a container of kind %q", c.Kind)
		}
		b.open = append(b.open, container{c.Kind, c.NonEmpty})
	}
	m.SetHook(hook, b)
	return nil
}
