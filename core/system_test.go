package core_test

import (
	"sync"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
)

// testImage is the build's system with this package's test word sets
// (HELPTEST, TRIALTEST) booted after the build's own.
var testImage = sync.OnceValues(func() (*core.Image, error) {
	build := buildtags.Build()
	build.WordSets = append(build.WordSets, helpTestSet, trialTestSet)
	return core.NewImage(build)
})

// newTestSession makes a session of testImage.
func newTestSession(opts core.Options) (*core.Session, error) {
	img, err := testImage()
	if err != nil {
		return nil, err
	}
	return img.NewSession(opts)
}
