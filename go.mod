module github.com/forthling/forthling

go 1.26.0

require (
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	github.com/peterh/liner v1.2.3 // indirect
	golang.org/x/sys v0.48.0 // indirect
)
