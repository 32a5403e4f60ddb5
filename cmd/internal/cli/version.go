package cli

import (
	"fmt"
	"sort"
	"strings"

	"github.com/forthling/forthling/buildtags"
)

// Vocabularies are the word lists of this build's word sets (JSON, DEBUG,
// ...), sorted: the words outside FORTH that ALSO finds.
func Vocabularies() []string {
	seen := map[string]bool{}
	var out []string
	for _, ws := range buildtags.WordSets() {
		if ws.List != "" && !seen[ws.List] {
			seen[ws.List] = true
			out = append(out, ws.List)
		}
	}
	sort.Strings(out)
	return out
}

// VersionText is what --version prints: the program and its version, the
// vocabularies this build has and those it leaves out.
func VersionText(program string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", program, Version)
	fmt.Fprintf(&b, "vocabularies: %s\n", strings.Join(Vocabularies(), " "))
	if absent := buildtags.AbsentVocabularies(); len(absent) > 0 {
		fmt.Fprintf(&b, "not in this build: %s\n", strings.Join(absent, " "))
	}
	return b.String()
}
