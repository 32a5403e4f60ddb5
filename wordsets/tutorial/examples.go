package tutorial

import _ "embed"

// What the examples of the tutorial's words print, for their help: the
// list of lessons and the first lesson are long, so they are kept as text
// files (read them as a learner sees them).
var (
	//go:embed examples/lessons.txt
	lessonsExample string
	//go:embed examples/lesson1.txt
	lesson1Example string
)

const noLesson = "No lesson yet: 1 LESSON starts the tutorial, LESSONS lists the lessons.\n"
