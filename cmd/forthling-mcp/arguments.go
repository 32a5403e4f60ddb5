package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// A tool's arguments are checked here, by the server itself, so that a
// mistake gets a sentence that names the argument and says what to send,
// rather than a JSON Schema validator's report. The same parameter lists
// make the tools' input schemas.

// kind is the JSON type of an argument.
type kind int

const (
	textKind   kind = iota // a string
	flagKind               // true or false
	textsKind              // an object of names and strings (files)
	countKind              // a whole number from 1 (how many to list)
	offsetKind             // a whole number from 0 (where to start)
)

// param is one argument of a tool.
type param struct {
	name     string
	kind     kind
	required bool
	doc      string
	header   string // x-mcp-header: the call carries it as Mcp-Param-<header> too
}

// arguments are a call's arguments, checked and decoded: string, bool or
// map[string]string by the parameter's kind.
type arguments map[string]any

func (a arguments) text(name string) (string, bool) {
	s, ok := a[name].(string)
	return s, ok
}

func (a arguments) flag(name string) bool {
	b, _ := a[name].(bool)
	return b
}

// offset is an offsetKind argument; ok is false when it was not given.
func (a arguments) offset(name string) (n int, ok bool) {
	n, ok = a[name].(int)
	return n, ok
}

// has reports whether the argument was given.
func (a arguments) has(name string) bool {
	_, ok := a[name]
	return ok
}

// count is a countKind argument, or 0 when it was not given.
func (a arguments) count(name string) int {
	n, _ := a[name].(int)
	return n
}

func (a arguments) texts(name string) map[string]string {
	m, _ := a[name].(map[string]string)
	return m
}

// decodeArguments checks raw (the JSON object of a call's arguments, or
// nothing) against the tool's parameters.
func decodeArguments(tool string, params []param, raw json.RawMessage) (arguments, error) {
	var fields map[string]json.RawMessage
	if t := bytes.TrimSpace(raw); len(t) > 0 && !bytes.Equal(t, []byte("null")) {
		if err := json.Unmarshal(t, &fields); err != nil {
			return nil, fmt.Errorf("%s takes its arguments as a JSON object%s, not %s", tool, exampleCall(params), jsonKind(t))
		}
	}
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if paramNamed(params, name) == nil {
			return nil, unknownArgument(tool, params, name)
		}
	}
	args := arguments{}
	for _, p := range params {
		v, ok := fields[p.name]
		if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			if p.required {
				return nil, fmt.Errorf("%s needs the argument %s: %s", tool, p.name, p.doc)
			}
			continue
		}
		decoded, err := p.decode(v)
		if err != nil {
			return nil, fmt.Errorf("%s: the argument %s %v", tool, p.name, err)
		}
		args[p.name] = decoded
	}
	return args, nil
}

func (p *param) decode(v json.RawMessage) (any, error) {
	switch p.kind {
	case flagKind:
		var b bool
		if json.Unmarshal(v, &b) != nil {
			return nil, fmt.Errorf("must be true or false, not %s", jsonKind(v))
		}
		return b, nil
	case countKind, offsetKind:
		least := int64(1)
		if p.kind == offsetKind {
			least = 0
		}
		var n int64
		if json.Unmarshal(v, &n) != nil || n < least || n > maxCount {
			return nil, fmt.Errorf("must be a whole number from %d to %d, not %s", least, maxCount, bytes.TrimSpace(v))
		}
		return int(n), nil
	case textsKind:
		var fields map[string]json.RawMessage
		if json.Unmarshal(v, &fields) != nil {
			return nil, fmt.Errorf(`must be an object of names and texts, such as {"lib.fth": ": sq dup * ;"}, not %s`, jsonKind(v))
		}
		out := make(map[string]string, len(fields))
		for name, f := range fields {
			var s string
			if json.Unmarshal(f, &s) != nil {
				return nil, fmt.Errorf("must give each file as a text (a string), but %q is %s", name, jsonKind(f))
			}
			out[name] = s
		}
		return out, nil
	}
	var s string
	if json.Unmarshal(v, &s) != nil {
		return nil, fmt.Errorf("must be a text (a string), not %s", jsonKind(v))
	}
	return s, nil
}

// maxCount bounds a countKind or offsetKind argument: more than any
// listing or output has.
const maxCount = 1 << 26

func paramNamed(params []param, name string) *param {
	for i := range params {
		if params[i].name == name {
			return &params[i]
		}
	}
	return nil
}

// unknownArgument says that a tool has no argument name, and which it has.
func unknownArgument(tool string, params []param, name string) error {
	if len(params) == 0 {
		return fmt.Errorf("%s takes no arguments, so not %q", tool, name)
	}
	var known []string
	for _, p := range params {
		known = append(known, p.name)
		if strings.EqualFold(p.name, name) || name != "" && strings.HasPrefix(p.name, strings.ToLower(name)) {
			return fmt.Errorf("%s has no argument %q; did you mean %s?", tool, name, p.name)
		}
	}
	return fmt.Errorf("%s has no argument %q; its arguments are %s", tool, name, listed(known))
}

// listed joins names as a sentence does: "a, b and c".
func listed(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// exampleCall shows the arguments object of a tool with a required
// argument: ", such as {"code": "..."}".
func exampleCall(params []param) string {
	for _, p := range params {
		if p.required && p.kind == textKind {
			return fmt.Sprintf(` such as {"%s": "..."}`, p.name)
		}
	}
	return ""
}

// jsonKind names the type of a JSON value for messages: "a number".
func jsonKind(v json.RawMessage) string {
	t := bytes.TrimSpace(v)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}
