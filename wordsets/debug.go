package wordsets

import "github.com/forthling/forthling/core"

// The word list DEBUG: watching a program run without stopping it.

var debugWords = []core.Def{
	{Name: "TRACE-ON", Effect: "( -- )",
		Doc:     "Print each word that runs from now on, until TRACE-OFF: indented by how deeply it is nested, with the depth and the top 8 cells of the data stack when it starts. The insides of the system's own words are left out. Put it between the words the interpreter runs (TRACE-ON 3 SQ TRACE-OFF); inside a definition it shows the insides of the words called after it.",
		Example: "ALSO DEBUG  : SQ DUP * ;  TRACE-ON 3 SQ TRACE-OFF DROP  PREVIOUS", Result: "SQ  <1> 3\n  DUP  <1> 3\n  *  <2> 3 3\nTRACE-OFF  <1> 9\n",
		Fn: func(m *core.Machine) { m.TraceOn() }},
	{Name: "TRACE-OFF", Effect: "( -- )",
		Doc:     "Stop printing the words that run (TRACE-ON).",
		Example: "ALSO DEBUG  TRACE-ON 1 DROP TRACE-OFF  PREVIOUS", Result: "DROP  <1> 1\nTRACE-OFF  <0>\n",
		Fn: func(m *core.Machine) { m.TraceOff() }},
	{Name: "BREAK", Effect: "( -- )",
		Doc:     "Record what the program looks like here, without stopping it: the words running, the position and the stacks. The call's result lists the breaks (at most 100), as \"break 1: in F > BREAK, at input, line 1, column 20: stack <2> 7 9\".",
		Example: "ALSO DEBUG  : F 7 9 BREAK + ;  F .  PREVIOUS", Result: "16 ",
		Fn: func(m *core.Machine) { m.Break() }},
}

var debugSet = &core.WordSet{
	Name:  "DEBUG",
	List:  "DEBUG",
	Doc:   "Watching a program run: TRACE-ON and TRACE-OFF print each word that runs, BREAK records the stacks without stopping",
	Words: debugWords,
}
