package core_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// imageSeeds are sessions whose images seed FuzzReadImage: their bodies,
// which the fuzzer changes, and one whole image.
var imageSeeds = []string{
	"",
	": SQ DUP * ; 3 SQ VARIABLE V 7 V ! 2.5e FVALUE X",
	"CREATE T 1 , 2 , DOES> @ ; : CONST CREATE , DOES> @ ; 42 CONST A MARKER M : GONE ; M",
	"WORDLIST CONSTANT W W >ORDER DEFINITIONS : IN-W 1 ; ONLY FORTH DEFINITIONS VOCABULARY V 10 ALLOCATE DROP 99 BUFFER: B",
	": L {: a b | c :} a b + TO c c ; [: 1 ;] DROP 5 VALUE Z 7 TO Z DEFER D ' DUP IS D 1 2 2CONSTANT P SYNONYM PLUS +",
	"S\" hello\" S\" f.txt\" W/O CREATE-FILE DROP DUP >R WRITE-FILE DROP R> CLOSE-FILE DROP 1 2 3",
	"VARIABLE A 16 ALLOCATE DROP A ! 600 ALLOCATE DROP 48 ALLOCATE DROP 8 ALLOCATE DROP SWAP FREE DROP A @ FREE DROP",
}

// readLimits are the limits of the sessions FuzzReadImage reads: a hostile
// image may make a word sleep or loop, which its calls stop soon.
var readLimits = func() core.Limits {
	l := fuzzLimits
	l.Time = 50 * time.Millisecond
	l.Steps = 20_000
	return l
}()

// FuzzReadImage reads damaged and hostile images. Reading must never panic
// and must either refuse with an error or give a session that runs calls
// and writes itself again without panicking.
func FuzzReadImage(f *testing.F) {
	img, _ := scripttest.Systems(f)
	for _, code := range imageSeeds {
		s, err := img.NewSession(core.Options{Limits: fuzzLimits})
		if err != nil {
			f.Fatal(err)
		}
		s.Eval(context.Background(), core.Request{Code: code})
		body, err := core.ImageBody(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(append([]byte{1}, body...))
		var whole bytes.Buffer
		if err := s.WriteImage(&whole); err != nil {
			f.Fatal(err)
		}
		f.Add(append([]byte{0}, whole.Bytes()...))
		s.Close()
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		image := data[1:]
		if data[0]&1 == 1 {
			image = core.ImageOfBody(img, fuzzLimits, data[1:])
		}
		s, err := img.ReadSession(bytes.NewReader(image), core.Options{Limits: readLimits})
		if err != nil {
			return
		}
		defer s.Close()
		s.Eval(context.Background(), core.Request{Code: "1 2 + . DEPTH . HERE . ORDER " +
			"40 ALLOCATE THROW 8 ALLOCATE THROW 700 ALLOCATE THROW ROT FREE THROW FREE THROW FREE THROW"})
		var again bytes.Buffer
		if err := s.WriteImage(&again); err != nil {
			return
		}
		if _, err := img.ReadSession(&again, core.Options{Limits: readLimits}); err != nil {
			t.Fatalf("a session read from an image cannot be read back from its own image: %v", err)
		}
	})
}
