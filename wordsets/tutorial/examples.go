package tutorial

// What the examples of the tutorial's words print, for their help.
const (
	noLesson       = "No lesson yet: 1 LESSON starts the tutorial, LESSONS lists the lessons.\n"
	lessonsExample = ""
	lesson1Example = ""
)
