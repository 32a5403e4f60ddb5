package tutorial

const (
	lessonsExample = ""
	lesson1Example = ""
	lesson3Example = ""
	checkExample   = ""
	hintExample    = ""
	nextExample    = ""
)
