package compile

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// links_gen.go is generated; a change to the table in gen_links.go that
// was not regenerated would leave the links out of step with it.
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
	want, err := os.ReadFile(filepath.Join(dir, "links_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("links_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("links_gen.go is not what gen_links.go writes: run go generate ./compile")
	}
}
