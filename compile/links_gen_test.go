package compile

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// links_gen.go and examples_gen_test.go are generated; a change to the
// table in gen_links.go that was not regenerated would leave the links and
// their examples out of step with it.
func TestLinksAreGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs gen_links.go")
	}
	gen, err := os.ReadFile("gen_links.go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "gen_links.go"), gen, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "gen_links.go")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=off", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_links.go: %v\n%s", err, out)
	}
	for _, name := range []string{"links_gen.go", "examples_gen_test.go"} {
		want, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what gen_links.go writes: run go generate ./compile", name)
		}
	}
}
