package core

import (
	"sort"
	"strings"
)

// NearWord is a word whose name is close to one that was asked for.
type NearWord struct {
	Name     string
	WordList string
	// Also is what puts its word list into the search order ("ALSO JSON"),
	// empty when the search order has it.
	Also   string
	Effect string
	// Why it is close: "spelled alike", "starts with ...", "contains ...",
	// "the same name in the word list ...".
	Why string
}

func (m *Machine) nearWord(w *Word, wl *WordList, why string) NearWord {
	return NearWord{Name: WordName(w), WordList: listName(wl), Also: m.alsoFor(wl), Effect: w.Help.Effect, Why: why}
}

// closeWords returns up to n words of any word list a name can be found in
// whose names are close to name (case does not matter), best first: spelled
// alike (a letter or two wrong, missing, extra or swapped), then names that
// start with it or contain it. Words of the search order come before those
// of other word lists when they are as close.
func (m *Machine) closeWords(name string, n int) []NearWord {
	key := strings.ToUpper(strings.TrimSpace(name))
	if key == "" {
		return nil
	}
	type cand struct {
		w     *Word
		wl    *WordList
		score int
		why   string
	}
	var cands []cand
	limit := 1
	switch {
	case len(key) > 8:
		limit = 3
	case len(key) > 4:
		limit = 2
	}
	for _, wl := range m.dict.lists {
		inOrder := m.inOrder(wl)
		if !inOrder && wl.Name == "" {
			continue // no ALSO reaches it
		}
		for w := wl.last; w != nil; w = w.prev {
			if w.Flags&Hidden != 0 || wl.Lookup(w.Name) != w || w.Name == key {
				continue
			}
			c := cand{w: w, wl: wl, score: -1}
			better := func(score int, why string) {
				if c.score < 0 || score < c.score {
					c.score, c.why = score, why
				}
			}
			if abs(len(w.Name)-len(key)) <= limit {
				if d := editDistance(key, w.Name, limit); d <= limit {
					better(10*d, "spelled alike")
				}
			}
			// the longer the part that matches, the surer the guess
			switch {
			case len(key) >= 4 && strings.HasPrefix(w.Name, key):
				better(15, "starts with "+key)
			case len(key) >= 2 && strings.HasPrefix(w.Name, key):
				better(35, "starts with "+key)
			case len(key) >= 5 && strings.Contains(w.Name, key):
				better(25, "contains "+key)
			case len(key) >= 3 && strings.Contains(w.Name, key):
				better(40, "contains "+key)
			}
			if c.score < 0 {
				continue
			}
			if !inOrder {
				c.score += 5
			}
			cands = append(cands, c)
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.score != b.score {
			return a.score < b.score
		}
		if da, db := abs(len(a.w.Name)-len(key)), abs(len(b.w.Name)-len(key)); da != db {
			return da < db
		}
		return a.w.Name < b.w.Name
	})
	var out []NearWord
	for _, c := range cands {
		if len(out) == n {
			break
		}
		out = append(out, m.nearWord(c.w, c.wl, c.why))
	}
	return out
}

// nearNames returns up to n names of the search order that are spelled
// like name (upper case), closest first: the "did you mean" of an error.
func (m *Machine) nearNames(name string, n int) []string {
	var out []string
	for _, w := range m.closeWords(name, 4*n) {
		if w.Also == "" && w.Why == "spelled alike" && len(out) < n && !contains(out, w.Name) {
			out = append(out, w.Name)
		}
	}
	return out
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// editDistance is the number of letters to change, add, remove or swap with
// the next to turn a into b (the optimal string alignment distance), or
// limit+1 as soon as it must exceed limit.
func editDistance(a, b string, limit int) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
