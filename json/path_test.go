package json

import "testing"

func TestArgEnd(t *testing.T) {
	for _, c := range []struct{ path, arg string }{
		{`@pretty:{"indent":"","prefix":"xxxxxxxxxx"}`, `{"indent":"","prefix":"xxxxxxxxxx"}`},
		{`@pretty:{"a":[1,{"b":"}"}]}.x`, `{"a":[1,{"b":"}"}]}`},
		{`@join:true|x`, `true`},
		{`@dig:"a.b".c`, `"a.b"`},
		{`@dig:name`, `name`},
		{`@pretty:{"open`, `{"open`},
	} {
		start := len(c.path[:indexColon(c.path)]) + 1
		if got := c.path[start:argEnd(c.path, start)]; got != c.arg {
			t.Errorf("argument of %s: %q, want %q", c.path, got, c.arg)
		}
	}
}

func indexColon(s string) int {
	for i := range s {
		if s[i] == ':' {
			return i
		}
	}
	return len(s)
}

func TestPathCost(t *testing.T) {
	doc := shape{depth: 3, longest: 10}
	const n = 1000
	size := func(path string) int64 { return pathCost(path, doc, n).size }
	plain := size("a")
	for _, c := range []struct {
		path string
		grow int64 // at least this many times a plain path's bound
	}{
		{"[a,b]", 2},
		{"[a,b,c]|[x,y]", 6},
		{"{a,b}.[c,d]", 4},
		{"@tostr", 6},
		{"@tostr|@tostr", 36},
		{"@dig:a", 4},
		{"@group", 10},
		{`@pretty:{"prefix":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}`, 40},
	} {
		if got := size(c.path); got < c.grow*plain {
			t.Errorf("%s: bound %d, want at least %d times %d", c.path, got, c.grow, plain)
		}
	}
	for _, c := range []struct {
		path  string
		stars int
	}{
		{"a*", 1}, {"a*b*", 2}, {"*.*", 1}, {`#(%"a*b*")`, 2}, {`{"x*y*":a}`, 0}, {`a\*b*`, 1},
	} {
		if got := pathCost(c.path, doc, n).stars; got != c.stars {
			t.Errorf("%s: %d stars counted, want %d", c.path, got, c.stars)
		}
	}
	if got := pathCost("[[[a]]]", doc, n).depth; got != 3 {
		t.Errorf("[[[a]]] nests %d deep, want 3", got)
	}
}
