package core

import (
	"encoding/json"
	"math"
	"testing"
)

func TestFloatsJSONHoldsWhatJSONNumbersCannot(t *testing.T) {
	fs := Floats{1.5, -2, 1e300, math.NaN(), math.Inf(1), math.Inf(-1)}
	b, err := json.Marshal(fs)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[1.5,-2,1e+300,"NaN","Infinity","-Infinity"]`; string(b) != want {
		t.Errorf("marshal: %s, want %s", b, want)
	}
	var back Floats
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for i, f := range fs {
		g := back[i]
		if g != f && !(math.IsNaN(f) && math.IsNaN(g)) {
			t.Errorf("float %d: %v came back as %v", i, f, g)
		}
	}
	if b, _ := json.Marshal(Floats(nil)); string(b) != "[]" {
		t.Errorf("no floats: %s, want []", b)
	}
	if err := json.Unmarshal([]byte(`["Inf"]`), &back); err == nil {
		t.Error(`"Inf" is not one of the strings: want an error`)
	}
}
