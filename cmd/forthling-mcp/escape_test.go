package main

import (
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/forthling/forthling/core"
)

// The ways out of the sandbox that a program may try, each through the
// real server, and what refuses them. The vocabularies test their own
// sandboxes in detail (sqlite/sandbox_test.go, http/http_test.go); these
// tests show that the server, as it is started, leaves no way out.

// leaked is in every host file the tests hide: no answer may show it.
const leaked = "LEAKED"

// hostTree is every file under a directory, with its contents.
func hostTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	tree := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		tree[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// The server has no view of the host's files: every file word and every
// name, absolute, with .., or odd, stays in the session's own files.
func TestNoFileWordReachesTheHost(t *testing.T) {
	root := t.TempDir()
	work := filepath.Join(root, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		filepath.Join(work, "secret.txt"):  ".( " + leaked + "-WORK ) ",
		filepath.Join(work, "secret.fth"):  ".( " + leaked + "-WORK ) ",
		filepath.Join(root, "outside.txt"): ".( " + leaked + "-OUTSIDE ) ",
	} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before := hostTree(t, root)
	c, _ := startProcess(t, work)

	// names the session refuses: outside any directory it could have
	refusedNames := []string{
		filepath.Join(root, "outside.txt"), filepath.Join(work, "secret.txt"),
		"/etc/passwd", "/proc/self/environ", "/dev/stdin",
		"../outside.txt", "./../outside.txt", "sub/../../outside.txt", "work/../../outside.txt",
		"..", ".", "/", `..\outside.txt`, `C:\secret.txt`, `\\host\share\secret.txt`,
	}
	// names a session file may have: the host's file of that name is
	// never seen, and a file made under it stays in the session
	sessionNames := []string{"secret.txt", "secret.fth", "./secret.txt", "work/secret.txt", "~/secret.txt", "file:secret.txt"}

	type attempt struct {
		words []string
		code  string // %[1]s is the name
		// parsed: the word takes the name from the input, so it cannot
		// have spaces or be empty
		parsed bool
	}
	reads := []attempt{
		{[]string{"INCLUDED"}, `S" %[1]s" INCLUDED`, false},
		{[]string{"REQUIRED"}, `S" %[1]s" REQUIRED`, false},
		{[]string{"INCLUDE"}, `INCLUDE %[1]s`, true},
		{[]string{"REQUIRE"}, `REQUIRE %[1]s`, true},
		{[]string{"OPEN-FILE", "R/O"}, `S" %[1]s" R/O OPEN-FILE NIP .`, false},
		{[]string{"OPEN-FILE", "R/W"}, `S" %[1]s" R/W OPEN-FILE NIP .`, false},
		{[]string{"OPEN-FILE", "BIN"}, `S" %[1]s" R/O BIN OPEN-FILE NIP .`, false},
		{[]string{"FILE-STATUS"}, `S" %[1]s" FILE-STATUS NIP .`, false},
		{[]string{"DELETE-FILE"}, `S" %[1]s" DELETE-FILE .`, false},
		{[]string{"RENAME-FILE"}, `S" %[1]s" S" moved.txt" RENAME-FILE .`, false},
	}
	writes := []attempt{
		{[]string{"CREATE-FILE", "W/O"}, `S" %[1]s" W/O CREATE-FILE NIP .`, false},
		{[]string{"CREATE-FILE", "RENAME-FILE"}, `S" x.txt" W/O CREATE-FILE THROW CLOSE-FILE THROW S" x.txt" S" %[1]s" RENAME-FILE .`, false},
	}
	written := `S" %[1]s" W/O CREATE-FILE THROW DUP S" HOST-WRITE" ROT WRITE-FILE THROW CLOSE-FILE THROW`

	lacking := map[string]string{} // the words of an attempt: why it cannot run
	try := func(a attempt, name string, mustRefuse bool) {
		if a.parsed && (name == "" || strings.ContainsAny(name, " ")) {
			return
		}
		words := strings.Join(a.words, " ")
		reason, known := lacking[words]
		if !known {
			reason = c.lacks(a.words, "")
			lacking[words] = reason
			if reason != "" {
				t.Logf("skipped: %s", reason)
			}
		}
		if reason != "" {
			return
		}
		c.fresh()
		code := fmt.Sprintf(a.code, name)
		r := c.eval(code)
		if strings.Contains(r.Text(), leaked) {
			t.Errorf("%s: a host file was read:\n%s", code, r.Text())
		}
		out := r.eval(t).Output
		if mustRefuse && !r.IsError && strings.HasPrefix(out, "0 ") {
			t.Errorf("%s: not refused: %s", code, shorten(r.Text()))
		}
	}
	for _, name := range refusedNames {
		for _, a := range append(reads, writes...) {
			try(a, name, true)
		}
	}
	for _, name := range sessionNames {
		for _, a := range reads {
			try(a, name, true) // there is no such file in the session
		}
		try(attempt{words: []string{"CREATE-FILE", "WRITE-FILE"}, code: written}, name, false)
	}
	if reason := c.lacks([]string{"S\\\""}, ""); reason == "" {
		c.fresh()
		r := c.eval(`S\" secret.txt\x00" INCLUDED`)
		if !r.IsError || strings.Contains(r.Text(), leaked) {
			t.Errorf("a name with a NUL: %s", r.Text())
		}
	}

	// the files argument: the same names
	for _, name := range refusedNames {
		r := c.call("forth_eval", map[string]any{"code": "1", "files": map[string]string{name: "HOST-WRITE"}})
		if !r.IsError || !strings.Contains(r.Text(), "not a valid file name") {
			t.Errorf("the file %q: %s", name, r.Text())
		}
	}
	for _, name := range sessionNames {
		r := c.call("forth_eval", map[string]any{"code": fmt.Sprintf(`S" %s" INCLUDED`, name), "files": map[string]string{name: ".( in the session ) "}})
		if r.IsError || !strings.HasPrefix(r.Text(), "in the session  ok") {
			t.Errorf("the file %q: %s", name, r.Text())
		}
	}

	after := hostTree(t, root)
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("the host's files changed:\nbefore %v\nafter  %v", before, after)
	}
}

// SQLite keeps its databases in memory: no statement reaches a file.
func TestNoSQLReachesTheHost(t *testing.T) {
	c, _ := startProcess(t, "")
	if reason := c.lacks(nil, "SQLITE"); reason != "" {
		t.Skip(reason)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "escape.db")
	open := `ALSO SQLITE S" :memory:" DB-OPEN THROW CONSTANT db `
	for _, code := range []string{
		fmt.Sprintf(`ALSO SQLITE S" %s" DB-OPEN NIP .`, file),
		fmt.Sprintf(`ALSO SQLITE S" file:%s?mode=rwc" DB-OPEN NIP .`, file),
		open + fmt.Sprintf(`db S" ATTACH '%s' AS x" DB-EXEC .`, file),
		open + fmt.Sprintf(`db S" ATTACH 'file:%s?mode=rwc' AS x" DB-EXEC .`, file),
		open + fmt.Sprintf(`db S" VACUUM INTO '%s'" DB-EXEC .`, file),
		open + `db S" SELECT load_extension('/lib/x86_64-linux-gnu/libc.so.6')" DB-EXEC .`,
		open + fmt.Sprintf(`db S" PRAGMA temp_store_directory = '%s'" DB-EXEC .`, dir),
		open + `db S" PRAGMA temp_store = FILE" DB-EXEC .`,
		open + `db S" PRAGMA journal_mode = WAL" DB-EXEC .`,
		open + `db S" PRAGMA mmap_size = 268435456" DB-EXEC .`,
	} {
		c.fresh()
		r := c.eval(code)
		if e := r.eval(t); !strings.HasPrefix(e.Output, "-260 ") && (e.Error == nil || e.Error.Code != core.ErrSandbox) {
			t.Errorf("%s: not refused by the sandbox (-260): %s", code, shorten(r.Text()))
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("SQLite made files on the host: %v", entries)
	}
}

// HTTP reaches only the hosts --allow-host names, and under "*" no
// loopback address. The tests' web server runs on this machine: a request
// the sandbox let through would reach it.
func TestNoRequestReachesAHostNotAllowed(t *testing.T) {
	if !vocabularyBuilt("HTTP") {
		t.Skip("this build has no HTTP vocabulary (build with -tags http)")
	}
	var hits atomic.Int64
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if to := r.URL.Query().Get("to"); to != "" {
			http.Redirect(w, r, to, http.StatusFound)
			return
		}
		fmt.Fprint(w, leaked)
	}))
	defer web.Close()
	port := web.URL[strings.LastIndex(web.URL, ":"):]
	localhost := "http://localhost" + port + "/"
	get := func(url string) string { return fmt.Sprintf(`ALSO HTTP S" %s" HTTP-GET NIP .`, url) }

	cases := []struct {
		hosts []string
		code  string
		hits  int64 // requests the web server may get
	}{
		{nil, get(web.URL), 0},
		{[]string{"api.example.com"}, get(web.URL), 0},
		{[]string{"*.example.com"}, get(web.URL), 0},
		{[]string{"127.0.0.2"}, get(web.URL), 0},
		{[]string{"*"}, get(web.URL), 0},
		{[]string{"*"}, get(localhost), 0},
		{[]string{"*"}, get("http://[::1]" + port + "/"), 0},
		{[]string{"*"}, get("http://0.0.0.0" + port + "/"), 0},
		{[]string{"*"}, get("http://[::ffff:127.0.0.1]" + port + "/"), 0},
		// a redirect from an allowed host to one that is not
		{[]string{"127.0.0.1"}, get(web.URL + "/?to=" + localhost), 1},
	}
	for _, tc := range cases {
		var args []string
		for _, h := range tc.hosts {
			args = append(args, "--allow-host", h)
		}
		before := hits.Load()
		c, _ := startProcess(t, "", args...)
		r := c.eval(tc.code)
		if strings.Contains(r.Text(), leaked) || r.IsError == false && !strings.HasPrefix(r.eval(t).Output, "-260 ") {
			t.Errorf("hosts %v: %s: not refused: %s", tc.hosts, tc.code, shorten(r.Text()))
		}
		if n := hits.Load() - before; n > tc.hits {
			t.Errorf("hosts %v: %s: the web server got %d requests", tc.hosts, tc.code, n)
		}
	}
}

// No Forth word changes a limit: a program that writes over all the memory
// it can reach, the system's variables included, is still held by each.
func TestNoProgramChangesALimit(t *testing.T) {
	c := startServer(t, "--max-steps", "1000000", "--max-output", "64K", "--max-space", "256K")
	// the input line is in the memory too: the words run after the
	// clobbering without the interpreter reading on
	clobber := `: spin BEGIN AGAIN ; : flood BEGIN 65 EMIT AGAIN ; : defs BEGIN WORDLIST DROP AGAIN ; ` +
		fmt.Sprintf(`: clobber %d HERE OVER - 255 FILL  HERE UNUSED 255 FILL ; `, core.PageSize)
	for _, tc := range []struct{ run, limit string }{
		{"spin", "steps"}, {"flood", "output"}, {"defs", "space"},
	} {
		c.fresh()
		r := c.eval(clobber + fmt.Sprintf(": go clobber %s ; go", tc.run))
		if e := r.eval(t).Error; e == nil || e.Code != core.ErrLimit || e.Detail != tc.limit {
			t.Errorf("%s after writing over the memory: want limit exceeded: %s, got %s", tc.run, tc.limit, shorten(r.Text()))
		}
	}
	// nor do arguments that the tools do not take
	for _, args := range []map[string]any{
		{"code": "1", "max_steps": 1e12},
		{"code": "1", "limits": map[string]any{"steps": 0}},
		{"code": "1", "allow_host": "*"},
		{"code": "1", "sandbox": false},
		{"code": "1", "host_files": true},
	} {
		r := c.call("forth_eval", args)
		if !r.IsError || !strings.Contains(r.Text(), "forth_eval has no argument") {
			t.Errorf("%v: %s", args, r.Text())
		}
	}
	for _, tool := range []string{"forth_reset", "forth_stack", "forth_words"} {
		r := c.call(tool, map[string]any{"max_steps": 1e12})
		if !r.IsError || !strings.Contains(r.Text(), "takes no arguments") && !strings.Contains(r.Text(), `has no argument "max_steps"`) {
			t.Errorf("%s with an argument: %s", tool, r.Text())
		}
	}
}
