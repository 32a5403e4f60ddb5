//go:build !nocsv

package csv_test

import (
	"bytes"
	stdcsv "encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/forthling/forthling/buildtags"
	"github.com/forthling/forthling/core"
	"github.com/forthling/forthling/csv"
	"github.com/forthling/forthling/internal/scripttest"
)

// FuzzCSV reads arbitrary text with every CSV word. No text may end in
// anything but a result or a Forth error of the vocabulary; the records
// CSV-EACH hands the xt are exactly encoding/csv's, CSV-COUNT counts them,
// and CSV-SUMMARY of well-formed text is valid JSON.
func FuzzCSV(f *testing.F) {
	for _, seed := range []string{
		"a,b\n1,2\n",
		"\"x\"\"y\",\"multi\nline\"\r\n,\n",
		"\xef\xbb\xbfh\n1\n\n2",
		"a,\"b\n",
		"a,b\"c\n",
		"1e999,NaN,-0,  7 \n",
		"\"\"\"\",\"\"",
		"\r\r\n\"\r\n\"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := buildtags.NewSession(core.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		run(t, s, "ALSO CSV")
		m := s.Machine()
		args := fmt.Sprintf("%d %d", scripttest.PutString(t, m, text), len(text))
		want, wantErr := reference(text)

		count := run(t, s, args+" CSV-COUNT")
		if count.Error == nil {
			n, ior := count.Stack[0], count.Stack[1]
			if (ior != 0) != (wantErr != nil) || n != int64(len(want)) {
				t.Errorf("CSV-COUNT of %q gives %d %d; encoding/csv reads %d records, error %v", text, n, ior, len(want), wantErr)
			}
		}
		walk := run(t, s, `: SHOW ( record fields -- ) NIP 0 ?DO I CSV-FIELD@ TYPE 31 EMIT LOOP 30 EMIT ; `+args+" ' SHOW CSV-EACH DROP")
		if walk.Error == nil {
			var b strings.Builder
			for _, rec := range want {
				for _, f := range rec {
					b.WriteString(f + "\x1f")
				}
				b.WriteString("\x1e")
			}
			if walk.Output != b.String() {
				t.Errorf("CSV-EACH of %q hands over %q, encoding/csv reads %q", text, walk.Output, b.String())
			}
		}
		summary := run(t, s, args+" CSV-SUMMARY")
		if summary.Error == nil && summary.Stack[2] == 0 {
			doc := m.String(summary.Stack[0], summary.Stack[1])
			if !json.Valid([]byte(doc)) {
				t.Errorf("CSV-SUMMARY of %q is not JSON: %s", text, doc)
			}
		}
		run(t, s, args+" 1 1 CSV-FIELD")
	})
}

// reference reads text as the vocabulary means to, with encoding/csv.
func reference(text string) ([][]string, error) {
	r := stdcsv.NewReader(bytes.NewReader(bytes.TrimPrefix([]byte(text), []byte("\xef\xbb\xbf"))))
	r.FieldsPerRecord = -1
	var out [][]string
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, rec)
	}
}

// run evaluates code and fails on anything but a result or a Forth error
// the vocabulary may raise.
func run(t *testing.T, s *core.Session, code string) *core.Result {
	t.Helper()
	return scripttest.EvalAllowing(t, s, code, csv.ErrCSV, core.ErrAllocate)
}
