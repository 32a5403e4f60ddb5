package buildtags

import "testing"

func TestJSONInEveryBuild(t *testing.T) {
	if !inBuild("JSON") {
		t.Fatal("JSON is not in the build")
	}
	wantLine(t, `S" [1]" JSON-LENGTH`, "error -13: undefined word: JSON-LENGTH (it is in the word list JSON; ALSO JSON finds it)")
	wantLine(t, `ALSO JSON S" [[59],[73,41]]" JSON-LENGTH .`, "2  ok")
	wantLine(t, `ALSO JSON ORDER`, "JSON FORTH  definitions: FORTH")
}
