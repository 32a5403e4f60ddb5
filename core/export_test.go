package core

import (
	"bytes"

	"github.com/klauspost/compress/zstd"
)

// ImageBody returns the body of a session image, before compression: what
// the fuzz test mutates, since a mutated compressed body seldom gets past
// zstd's checksum.
func ImageBody(s *Session) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.encode()
}

// ImageOfBody makes a session image of this build around a body, with
// limits in its header.
func ImageOfBody(img *Image, limits Limits, body []byte) []byte {
	var e encoder
	e.b = append(e.b, imageMagic...)
	e.uint(imageFormat)
	id := img.identity()
	e.string(id.id)
	e.string(id.version)
	writeLimits(&e, limits)
	var buf bytes.Buffer
	buf.Write(e.b)
	z, _ := zstd.NewWriter(&buf)
	z.Write(body)
	z.Close()
	return buf.Bytes()
}
