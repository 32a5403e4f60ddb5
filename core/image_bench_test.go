package core_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/internal/scripttest"
)

// imageBenchSessions are the sessions whose images the benchmarks write
// and read: a fresh one, one with 1,000 definitions and one with 4M of
// files (text that compresses as program output does, half of it, and
// random bytes, the other half).
func imageBenchSessions(b *testing.B) map[string]*core.Session {
	img, _ := scripttest.Systems(b)
	limits := core.DefaultLimits
	limits.Files, limits.Space = 8<<20, 16<<20
	out := map[string]*core.Session{}
	newSession := func(name string, req core.Request) {
		s, err := img.NewSession(core.Options{Limits: limits})
		if err != nil {
			b.Fatal(err)
		}
		if r := s.Eval(context.Background(), req); r.Error != nil {
			b.Fatal(r.Error)
		}
		out[name] = s
	}
	newSession("fresh", core.Request{Code: ""})
	var defs strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&defs, ": W%d ( n -- n' ) DUP %d + SWAP 2 * XOR ;\n", i, i)
	}
	newSession("1000-definitions", core.Request{Code: defs.String()})
	rng := rand.New(rand.NewSource(1))
	var text strings.Builder
	for i := 0; text.Len() < 2<<20; i++ {
		fmt.Fprintf(&text, "%d,%d,%.3f\n", i, rng.Intn(1000), rng.Float64())
	}
	random := make([]byte, 2<<20)
	rng.Read(random)
	newSession("4M-files", core.Request{Files: map[string]string{"table.csv": text.String(), "random.bin": string(random)}})
	return out
}

// BenchmarkImageWrite writes images; image-bytes is their size.
func BenchmarkImageWrite(b *testing.B) {
	for name, s := range imageBenchSessions(b) {
		b.Run(name, func(b *testing.B) {
			var buf bytes.Buffer
			for b.Loop() {
				buf.Reset()
				if err := s.WriteImage(&buf); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(buf.Len()), "image-bytes")
		})
	}
}

// BenchmarkImageRead reads the images back into new sessions.
func BenchmarkImageRead(b *testing.B) {
	img, _ := scripttest.Systems(b)
	for name, s := range imageBenchSessions(b) {
		b.Run(name, func(b *testing.B) {
			var buf bytes.Buffer
			if err := s.WriteImage(&buf); err != nil {
				b.Fatal(err)
			}
			data := buf.Bytes()
			for b.Loop() {
				r, err := img.ReadSession(bytes.NewReader(data), core.Options{})
				if err != nil {
					b.Fatal(err)
				}
				r.Close()
			}
			b.ReportMetric(float64(len(data)), "image-bytes")
		})
	}
}

// BenchmarkCallWithImage is what writing an image after every call costs
// a server that keeps its sessions in a store: a small call of a session
// with 1,000 definitions, alone and followed by its image.
func BenchmarkCallWithImage(b *testing.B) {
	s := imageBenchSessions(b)["1000-definitions"]
	call := core.Request{Code: "5 W999 W3 DROP"}
	b.Run("call", func(b *testing.B) {
		for b.Loop() {
			s.Eval(context.Background(), call)
		}
	})
	b.Run("call+image", func(b *testing.B) {
		var buf bytes.Buffer
		for b.Loop() {
			s.Eval(context.Background(), call)
			buf.Reset()
			if err := s.WriteImage(&buf); err != nil {
				b.Fatal(err)
			}
		}
	})
}
