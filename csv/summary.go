package csv

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/forthling/forthling/core"
)

// summary is what CSV-SUMMARY tells of a table whose first record holds
// the headers.
type summary struct {
	Records int64    `json:"records"` // records after the headers
	Columns []column `json:"columns"`
}

// column counts the fields of one column. Numeric fields are those that
// read as a finite number once spaces around them are trimmed; min, max and
// mean are theirs, null when there are none.
type column struct {
	Name    string   `json:"name"`
	Missing int64    `json:"missing"` // records too short to have this column
	Empty   int64    `json:"empty"`   // fields empty or only spaces
	Numeric int64    `json:"numeric"`
	Text    int64    `json:"text"` // neither empty nor numeric
	Min     *float64 `json:"min"`
	Max     *float64 `json:"max"`
	Mean    *float64 `json:"mean"`

	min, max, mean float64
}

func (c *column) add(field string) {
	field = strings.TrimSpace(field)
	if field == "" {
		c.Empty++
		return
	}
	x, err := strconv.ParseFloat(field, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		c.Text++
		return
	}
	c.Numeric++
	if c.Numeric == 1 {
		c.min, c.max = x, x
	}
	c.min, c.max = min(c.min, x), max(c.max, x)
	// a running mean, which no sum of large values can overflow
	c.mean += x/float64(c.Numeric) - c.mean/float64(c.Numeric)
}

func (c *column) finish(records int64) {
	c.Missing = records - c.Empty - c.Numeric - c.Text
	if c.Numeric > 0 {
		c.Min, c.Max = &c.min, &c.max
		if !math.IsInf(c.mean, 0) && !math.IsNaN(c.mean) {
			c.Mean = &c.mean
		}
	}
}

// summarize reads the table and sums up its columns.
func summarize(m *core.Machine, rs *records) (*summary, error) {
	s := &summary{Columns: []column{}}
	for n := 0; ; n++ {
		rec, err := rs.next(m)
		if err != nil {
			return nil, err
		}
		if rec == nil {
			break
		}
		m.Tick(int64(len(rec)))
		if n == 0 {
			for _, h := range rec {
				s.Columns = append(s.Columns, column{Name: h})
			}
			continue
		}
		s.Records++
		for i, f := range rec {
			if i == len(s.Columns) {
				// a record longer than the headers: its column has no name
				s.Columns = append(s.Columns, column{})
			}
			s.Columns[i].add(f)
		}
	}
	for i := range s.Columns {
		s.Columns[i].finish(s.Records)
	}
	return s, nil
}

var summaryWords = []core.Def{
	{Name: "CSV-SUMMARY", Effect: "( c-addr1 u1 -- c-addr2 u2 ior )",
		Doc:     `Sum up the CSV text c-addr1 u1, whose first record holds the headers, as a JSON object in ALLOCATEd memory (FREE it) that the JSON words read: "records" (after the headers) and "columns", each with its "name" and how many fields are "missing" (short records), "empty", "numeric" and "text", with the "min", "max" and "mean" of the numeric ones (null without any). ior is 0, or -268 for malformed text with 0 0 (CSV-ERROR says where).`,
		Example: `ALSO CSV  S\" x,y\n1,a\n3,\n" CSV-SUMMARY . TYPE`,
		Result:  `0 {"records":2,"columns":[{"name":"x","missing":0,"empty":0,"numeric":2,"text":0,"min":1,"max":3,"mean":2},{"name":"y","missing":0,"empty":1,"numeric":0,"text":1,"min":null,"max":null,"mean":null}]}`,
		Fn: func(m *core.Machine) {
			s, err := summarize(m, newRecords(popText(m), stateOf(m).separator))
			if err != nil {
				m.Push(0)
				m.Push(0)
				m.Push(fail(m, "CSV-SUMMARY", err))
				return
			}
			text, err := json.Marshal(s)
			if err != nil {
				m.Throwf(core.ErrInternal, "CSV-SUMMARY: %v", err)
			}
			m.Push(m.AllocateString(text))
			m.Push(int64(len(text)))
			m.Push(0)
		}},
}
