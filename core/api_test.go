package core_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

const (
	modulePath = "github.com/forthling/forthling"
	corePath   = modulePath + "/core"
)

// The build-tag sets whose files together are every file of the module:
// http adds its files to the default build, and the minimal build has the
// files that stand in for the vocabularies it leaves out.
var surfaceTagSets = []string{"http", "nosqlite,noregex,noscience,nocsv,noplot"}

// TestWordSetsUseTheMachineAPI holds the line that core/api.go draws: no
// package but core and compile (the machine's privileged peer, whose links
// run on its registers) reads or writes a field of Machine or calls a
// method of it that wordSetMachine does not list. It type-checks every
// package of the module, tests included, with every build-tag set.
func TestWordSetsUseTheMachineAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the whole module")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the packages")
	}
	allowed := wordSetMethods(t)
	for _, tags := range surfaceTagSets {
		l := loadModule(t, goTool, tags)
		probe := l.check(t, "probe", "", map[string]string{"probe.go": probeSource})
		if got := machineViolations(probe, allowed); len(got) != 2 {
			t.Fatalf("the check finds %d of the 2 uses the probe makes outside the API: %v", len(got), got)
		}
		var found []string
		for _, p := range l.packages {
			if p.ImportPath == corePath || p.ImportPath == modulePath+"/compile" || strings.HasPrefix(p.ImportPath, modulePath+"/compile/") {
				continue
			}
			for _, files := range [][]string{append(slices.Clone(p.GoFiles), p.TestGoFiles...), p.XTestGoFiles} {
				if len(files) == 0 {
					continue
				}
				sources := map[string]string{}
				for _, f := range files {
					b, err := os.ReadFile(filepath.Join(p.Dir, f))
					if err != nil {
						t.Fatal(err)
					}
					sources[filepath.Join(p.Dir, f)] = string(b)
				}
				found = append(found, machineViolations(l.check(t, p.ImportPath, p.ImportPath, sources), allowed)...)
			}
		}
		slices.Sort(found)
		found = slices.Compact(found)
		for _, v := range found {
			t.Errorf("-tags %s: %s: use a method that core/api.go lists (wordSetMachine), or add one there", tags, v)
		}
	}
}

// probeSource reaches past the API twice: a register and a method of the
// compiler's.
const probeSource = `package probe

import "github.com/forthling/forthling/core"

func drop(m *core.Machine) { m.SP-- }

func run(m *core.Machine, w *core.Word) { m.Run(w, w.Code) }

func fine(m *core.Machine) { m.Push(m.Pop()) }
`

// wordSetMethods reads the method names that wordSetMachine lists in
// core/api.go.
func wordSetMethods(t *testing.T) map[string]bool {
	f, err := parser.ParseFile(token.NewFileSet(), "api.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.TypeSpec)
		if !ok || spec.Name.Name != "wordSetMachine" {
			return true
		}
		for _, m := range spec.Type.(*ast.InterfaceType).Methods.List {
			for _, name := range m.Names {
				names[name.Name] = true
			}
		}
		return false
	})
	if len(names) == 0 {
		t.Fatal("core/api.go has no wordSetMachine interface")
	}
	return names
}

// listedPackage is what go list says of a package.
type listedPackage struct {
	ImportPath, Dir, Export, ForTest   string
	GoFiles, TestGoFiles, XTestGoFiles []string
	Module                             *struct{ Path string }
}

// module is the packages of the module and the export data of everything
// they import, from one go list.
type module struct {
	fset     *token.FileSet
	exports  map[string]string // import path: the file of its export data
	packages []listedPackage
}

func loadModule(t *testing.T, goTool, tags string) *module {
	cmd := exec.Command(goTool, "list", "-e", "-json", "-export", "-deps", "-test", "-tags", tags, "./...")
	cmd.Dir = ".."
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -tags %s: %v\n%s", tags, err, stderr.String())
	}
	l := &module{fset: token.NewFileSet(), exports: map[string]string{}}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		// a package as some package's test builds it is listed as
		// "path [that.test]": an external test imports those
		l.exports[p.ImportPath] = p.Export
		if p.ForTest != "" || strings.HasSuffix(p.ImportPath, ".test") || strings.Contains(p.ImportPath, " ") {
			continue
		}
		if p.Module != nil && p.Module.Path == modulePath {
			l.packages = append(l.packages, p)
		}
	}
	return l
}

// importer reads the export data of what the package imports; for the
// tests of forTest, the packages as its test builds them.
func (l *module) importer(forTest string) types.Importer {
	return importer.ForCompiler(l.fset, "gc", func(path string) (io.ReadCloser, error) {
		export := l.exports[path+" ["+forTest+".test]"]
		if export == "" {
			export = l.exports[path]
		}
		if export == "" {
			// only as a command with a profile builds it: the same types
			for _, name := range slices.Sorted(maps.Keys(l.exports)) {
				if strings.HasPrefix(name, path+" [") && l.exports[name] != "" {
					export = l.exports[name]
					break
				}
			}
		}
		if export == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(export)
	})
}

// check type-checks one package from its sources and returns what its
// selectors refer to.
func (l *module) check(t *testing.T, path, forTest string, sources map[string]string) map[*ast.SelectorExpr]located {
	names := make([]string, 0, len(sources))
	for name := range sources {
		names = append(names, name)
	}
	sort.Strings(names)
	var files []*ast.File
	for _, name := range names {
		f, err := parser.ParseFile(l.fset, name, sources[name], 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: l.importer(forTest)}
	if _, err := conf.Check(path, l.fset, files, info); err != nil {
		t.Fatalf("type-checking %s: %v", path, err)
	}
	sel := map[*ast.SelectorExpr]located{}
	for expr, s := range info.Selections {
		sel[expr] = located{s, l.fset.Position(expr.Sel.Pos())}
	}
	return sel
}

type located struct {
	sel *types.Selection
	at  token.Position
}

// machineViolations lists the fields of Machine that the selectors use and
// the methods of Machine that are not allowed.
func machineViolations(sel map[*ast.SelectorExpr]located, allowed map[string]bool) []string {
	var found []string
	for _, s := range sel {
		recv := s.sel.Recv()
		if p, ok := recv.(*types.Pointer); ok {
			recv = p.Elem()
		}
		named, ok := recv.(*types.Named)
		if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != corePath || named.Obj().Name() != "Machine" {
			continue
		}
		name := s.sel.Obj().Name()
		where := fmt.Sprintf("%s:%d", filepath.Join(filepath.Base(filepath.Dir(s.at.Filename)), filepath.Base(s.at.Filename)), s.at.Line)
		switch s.sel.Kind() {
		case types.FieldVal:
			found = append(found, fmt.Sprintf("%s: the field Machine.%s", where, name))
		case types.MethodVal, types.MethodExpr:
			if !allowed[name] {
				found = append(found, fmt.Sprintf("%s: the method Machine.%s", where, name))
			}
		}
	}
	return found
}
