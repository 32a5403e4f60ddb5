package compile_test

import (
	"os"
	"strings"
	"testing"
)

func TestZZLog(t *testing.T) {
	s := systemsWithLog(t)
	for _, l := range s.run(t, os.Getenv("ZZCODE")) {
		t.Log("zz_log " + strings.ReplaceAll(l, "\n", "\n zz_log "))
	}
}
