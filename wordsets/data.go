package wordsets

import "github.com/forthling/forthling/core"

// The call's data: text of any size that comes with a call beside the code
// (the server's data argument), for input too long for a line of code.

// DATA
func pushData(m *core.Machine) {
	data, _ := core.Hook[[]byte](m, core.DataHook)
	m.Push(m.AllocateString(data))
	m.Push(int64(len(data)))
}

var dataWords = []core.Def{
	{Name: "DATA", Effect: "( -- c-addr u )",
		Doc:     "Push a copy of the data that came with the call (the data argument of forth_eval; the latest data sent stays for later calls) in ALLOCATEd memory, which the program FREEs when done. u is 0 when there is no data; -59 when the copy does not fit in memory.",
		Example: "DATA NIP .", Result: "0 ",
		Fn: pushData},
}

var dataSet = &core.WordSet{
	Name:  "DATA",
	Doc:   "The data that comes with a call.",
	Words: dataWords,
}
