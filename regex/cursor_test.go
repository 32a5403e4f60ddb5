package regex

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// The cursor must count runes as converting the text to []rune does (one
// per invalid byte), whichever way it walks.
func TestCursor(t *testing.T) {
	pieces := []string{"a", "ü", "€", "😀", "\xff", "\xe2\x82", "\xf0\x9f", "\x80", "\xc3"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var text string
		for range rng.IntN(12) {
			text += pieces[rng.IntN(len(pieces))]
		}
		var offsets []int // the byte offset of each rune index
		for i := 0; i < len(text); {
			offsets = append(offsets, i)
			_, w := utf8.DecodeRuneInString(text[i:])
			i += w
		}
		offsets = append(offsets, len(text))
		if len(offsets)-1 != len([]rune(text)) {
			t.Fatalf("%q: %d runes by decoding, %d by conversion", text, len(offsets)-1, len([]rune(text)))
		}
		c := cursor{text: text}
		for range 20 {
			r := rng.IntN(len(offsets))
			if got := c.byteOf(r); got != offsets[r] {
				t.Fatalf("%q: rune %d is at byte %d, the cursor says %d", text, r, offsets[r], got)
			}
			r = rng.IntN(len(offsets))
			if got := c.runeOf(offsets[r]); got != r {
				t.Fatalf("%q: byte %d is rune %d, the cursor says %d", text, offsets[r], r, got)
			}
		}
	}
}
