package csv

import (
	"encoding/json"
	"fmt"

	"github.com/forthling/forthling/core"
)

// stateImage is what a session keeps of CSV between calls, as its image
// holds it: the separator and the last error, which CSV-ERROR gives. The
// records being walked belong to a call, and no call runs while a session
// is written.
type stateImage struct {
	Separator rune
	LastError string
}

func saveState(m *core.Machine) ([]byte, error) {
	st, ok := core.Hook[*state](m, hook)
	if !ok || st.separator == ',' && st.lastError == "" {
		return nil, nil
	}
	return json.Marshal(stateImage{st.separator, st.lastError})
}

func loadState(m *core.Machine, data []byte) error {
	var img stateImage
	if err := json.Unmarshal(data, &img); err != nil {
		return err
	}
	if !validSeparator(img.Separator) || len(img.LastError) > 1<<16 {
		return fmt.Errorf("a CSV separator %q", img.Separator)
	}
	m.SetHook(hook, &state{separator: img.Separator, lastError: img.LastError})
	return nil
}

// validSeparator: what CSV-SEPARATOR takes.
func validSeparator(r rune) bool {
	return r > 0 && r <= 127 && r != '"' && r != '\r' && r != '\n'
}
