package effect

import "testing"

func TestParse(t *testing.T) {
	cases := []struct {
		text string
		want Comment
		ok   bool
	}{
		{"( -- )", Comment{}, true},
		{"( n -- n*n )", Comment{Effect: Effect{In: 1, Out: 1}}, true},
		{"( c-addr u -- c-addr u' )", Comment{Effect: Effect{In: 2, Out: 2}}, true},
		{"( d1 d2 -- d3 )", Comment{Effect: Effect{In: 4, Out: 2}, Double: "d1"}, true},
		{"( ud n -- ud' +d )", Comment{Effect: Effect{In: 3, Out: 4}, Double: "ud"}, true},
		{"( xd -- d-addr )", Comment{Effect: Effect{In: 2, Out: 1}, Double: "xd"}, true},
		{"( F: r -- r*r )", Comment{Effect: Effect{FIn: 1, FOut: 1}, Floats: true}, true},
		{"( F: r1 r2 -- r3 )", Comment{Effect: Effect{FIn: 2, FOut: 1}, Floats: true}, true},
		{"( F: r1 r2 -- ) ( -- flag )", Comment{Effect: Effect{Out: 1, FIn: 2}, Floats: true}, true},
		{"( n -- ) ( F: r -- r r )", Comment{Effect: Effect{In: 1, FIn: 1, FOut: 2}, Floats: true}, true},
		{"( r1 r2 -- r3 )", Comment{Effect: Effect{In: 2, Out: 1}, FloatLike: true}, true},
		{"( x -- ) ( R: -- x )", Comment{Effect: Effect{In: 1}, ReturnOut: 1}, true},
		{"( -- n ) ( R: loop-sys -- loop-sys )", Comment{Effect: Effect{Out: 1}, ReturnIn: 1, ReturnOut: 1}, true},
		{"( n1 \"name\" -- n2 ) ( name: addr1 -- addr2 )", Comment{Effect: Effect{In: 1, Out: 1}, Parses: true}, true},
		{"( \"args | vals -- outs :}\" -- )", Comment{Parses: true}, true},
		{"( \"<spaces>name\" -- xt )", Comment{Effect: Effect{Out: 1}, Parses: true}, true},
		{"( C: -- orig ) ( flag -- )", Comment{Effect: Effect{In: 1}}, true},
		{"( x -- 0 | x x )", Comment{}, false},
		{"( c-addr -- c-addr 0 | xt 1 | xt -1 )", Comment{Effect: Effect{In: 1, Out: 2}}, true},
		{"( c-addr u -- true | false ) ( F: -- r | )", Comment{}, false},
		{"( a | b -- c )", Comment{}, false},
		{"( a -- b | c d | e )", Comment{}, false},
		{"( i*x xt -- j*x )", Comment{}, false},
		{"( xn ... x1 n -- )", Comment{}, false},
		{"( this is a comment )", Comment{}, false},
		{"( a -- b -- c )", Comment{}, false},
		{"( a -- b ) ( c -- d )", Comment{}, false},
		{"( F: a -- ) ( F: b -- )", Comment{}, false},
		{"( R: x -- )", Comment{}, false},
		{"( x -- ) ( R: a -- ) ( R: b -- )", Comment{}, false},
		{"( a -- b", Comment{}, false},
		{"a -- b", Comment{}, false},
		{"", Comment{}, false},
		{"( n F: r -- )", Comment{}, false},
		{"( \"unclosed -- )", Comment{}, false},
	}
	for _, c := range cases {
		got, ok := Parse(c.text)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

func TestEffectString(t *testing.T) {
	cases := map[Effect]string{
		{}:                       "( -- )",
		{In: 2, Out: 1}:          "( x x -- x )",
		{In: 1, FIn: 1, FOut: 2}: "( x -- ) ( F: r -- r r )",
		{Out: 1, FOut: 1}:        "( -- x ) ( F: -- r )",
	}
	for e, want := range cases {
		if got := e.String(); got != want {
			t.Errorf("%+v.String() = %q, want %q", e, got, want)
		}
		// what String writes reads back as the same counts
		if c, ok := Parse(e.String()); !ok || c.Effect != e {
			t.Errorf("Parse(%q) = %+v, %v", e.String(), c, ok)
		}
	}
}

func TestAgreesAndDisagreement(t *testing.T) {
	cases := []struct {
		comment string
		got     Effect
		says    string // "" when they agree
	}{
		{"( n -- n*n )", Effect{In: 1, Out: 1}, ""},
		{"( n -- n*n )", Effect{In: 1, Out: 2}, "takes 1 cell and leaves 2; its comment says it leaves 1"},
		{"( c-addr u -- c-addr u' )", Effect{In: 1, Out: 1}, ""},
		{"( a b -- c )", Effect{In: 1, Out: 1}, "takes 2 cells and leaves 2; its comment says it leaves 1"},
		{"( a -- b )", Effect{In: 2, Out: 2}, "takes 2 cells and leaves 2; its comment says it takes 1 and leaves 1"},
		{"( a -- )", Effect{In: 2, Out: 0}, "takes 2 cells and leaves 0; its comment says it takes 1"},
		{"( -- )", Effect{FIn: 1}, ""},
		{"( F: r -- r )", Effect{FIn: 1, FOut: 2}, "takes 1 float and leaves 2 floats; its comment says it leaves 1 float"},
		{"( n -- ) ( F: -- r )", Effect{In: 1, FOut: 1}, ""},
		{"( a b c -- d )", Effect{In: 3, Out: 1}, "takes 3 cells and leaves 1; its comment says it leaves 2 (d names a double-cell number, two cells)"},
		{"( d1 d2 -- d3 )", Effect{In: 4, Out: 2}, ""},
	}
	for _, c := range cases {
		com, ok := Parse(c.comment)
		if !ok {
			t.Fatalf("Parse(%q) failed", c.comment)
		}
		agrees := Agrees(com, c.got)
		if agrees != (c.says == "") {
			t.Errorf("Agrees(%q, %+v) = %v", c.comment, c.got, agrees)
			continue
		}
		if !agrees {
			if got := Disagreement(com, c.got); got != c.says {
				t.Errorf("Disagreement(%q, %+v) =\n%q, want\n%q", c.comment, c.got, got, c.says)
			}
		}
	}
}

// FuzzParse holds that no comment crashes the parser and that a comment it
// reads has no negative counts.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"( a b -- c )", "( F: r -- ) ( -- flag )", "( \"name\" -- )", "( x -- 0 | x x )", "( \" -- )", ")(", "( d -- ud' )"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := Parse(s)
		if ok && (c.In < 0 || c.Out < 0 || c.FIn < 0 || c.FOut < 0) {
			t.Fatalf("Parse(%q) = %+v", s, c)
		}
	})
}
