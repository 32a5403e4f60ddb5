package regex

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// lastMatchImage is the last match, as a session image holds it. The
// compiled patterns are not written: they are compiled again when used.
type lastMatchImage struct {
	Addr  int64
	Loc   []int
	Names []string
}

// maxGroups bounds the groups of a match read from an image.
const maxGroups = 1 << 12

func saveState(m *core.Machine) ([]byte, error) {
	last := stateOf(m).last
	if last.loc == nil && last.addr == 0 {
		return nil, nil
	}
	return json.Marshal(lastMatchImage{last.addr, last.loc, last.names})
}

func loadState(m *core.Machine, state []byte) error {
	var img lastMatchImage
	if err := json.Unmarshal(state, &img); err != nil {
		return err
	}
	if len(img.Loc) > 2*maxGroups || len(img.Loc)%2 != 0 || len(img.Names) > maxGroups {
		return fmt.Errorf("a match of %d offsets and %d names", len(img.Loc), len(img.Names))
	}
	for i := 0; i < len(img.Loc); i += 2 {
		if a, b := img.Loc[i], img.Loc[i+1]; (a < 0 || b < a) && !(a == -1 && b == -1) {
			return fmt.Errorf("a group at %d..%d", a, b)
		}
	}
	stateOf(m).last = lastMatch{addr: img.Addr, loc: img.Loc, names: img.Names}
	return nil
}
