package tutorial

// Lessons gives the tests the lessons.
func Lessons() []*Lesson { return allLessons() }

// Tests counts the checks of a lesson that run code.
func (l *Lesson) Tests() int { return l.tests() }
