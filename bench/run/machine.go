package main

import (
	"debug/buildinfo"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// machine says what the times were taken on: the processor, the number of
// processors, and the versions of Go that built forthling and of the
// systems beside it. The ratios move from one machine to the next (the
// same build's geometric mean against gforth-fast read 0.69 on one 2-core
// AMD EPYC virtual machine and 0.84 on another), so a table is read with
// its machine.
func machine(forthling string, systems []*system) string {
	cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
	parts := []string{fmt.Sprintf("%s, %d processors, %s/%s", processor(string(cpuinfo)), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH)}
	if info, err := buildinfo.ReadFile(forthling); err == nil {
		parts = append(parts, "forthling built by "+info.GoVersion)
	}
	for _, s := range systems {
		if s.version != "" {
			parts = append(parts, s.version)
		}
	}
	return strings.Join(parts, "; ")
}

// processor is the model name in the text of /proc/cpuinfo, with the
// vendor and family when the name alone says little (a virtual machine
// often names only the brand), or the architecture when the text has none.
func processor(cpuinfo string) string {
	fields := map[string]string{}
	for _, line := range strings.Split(cpuinfo, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			if len(fields) > 0 && strings.TrimSpace(line) == "" {
				break // the first processor is enough
			}
			continue
		}
		key = strings.TrimSpace(key)
		if _, seen := fields[key]; !seen {
			fields[key] = strings.TrimSpace(value)
		}
	}
	name := strings.Join(strings.Fields(fields["model name"]), " ")
	if name == "" {
		return runtime.GOARCH + " processor"
	}
	if family, model := fields["cpu family"], fields["model"]; family != "" && model != "" {
		name += fmt.Sprintf(" (family %s, model %s)", family, model)
	}
	return name
}

// versionOf is the first line a command prints for --version, or "".
// gforth prints it on its standard error.
func versionOf(path string) string {
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return line
}
