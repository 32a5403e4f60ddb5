package buildtags

// The names of the words of each vocabulary a build can leave out. A build
// without one lists them as absent, so that using one of its words says
// which word list it is in; a test checks that each list names exactly the
// vocabulary's words.
var (
	regexWords  = []string{"RE-MATCH?", "RE-FIND", "RE-GROUP", "RE-NAMED", "RE-GROUPS", "RE-EACH", "RE-COUNT", "RE-REPLACE", "RE-SPLIT", "RE-ESCAPE"}
	sqliteWords = []string{
		"DB-OPEN", "DB-CLOSE", "DB-EXEC", "DB-ERROR", "DB-CHECK", "DB-PREPARE", "DB-PARAMETER",
		"DB-BIND-INT", "DB-BIND-FLOAT", "DB-BIND-TEXT", "DB-BIND-NULL", "DB-STEP", "DB-COLUMNS",
		"DB-COLUMN-NAME", "DB-TYPE", "DB-INT", "DB-FLOAT", "DB-TEXT", "DB-RESET", "DB-FINALIZE",
		"DB-JSON", "DB-QUERY", "DB-CHANGES", "DB-LAST-ID",
	}
	scienceWords = []string{
		"MATRIX", "VECTOR", "IDENTITY", "F>MATRIX", "M-ROWS", "M-COLS", "M-DATA", "M@", "M!",
		"V@", "V!", "M-COPY", "M.", "M+", "M-", "M*", "M-SCALE", "TRANSPOSE", "DOT", "NORM",
		"NORM1", "NORM-MAX", "SOLVE", "INVERSE", "DET", "EIGENVALUES", "SVD", "SINGULAR-VALUES",
		"LSTSQ", "SUM", "MEAN", "VARIANCE", "STDDEV", "MEDIAN", "QUANTILE", "CORRELATION",
		"COVARIANCE", "FGAMMA", "FLGAMMA", "FBETA", "FERF", "FERFC", "FBESSEL-J", "FBESSEL-Y",
		"FGAMMA-P", "FGAMMA-Q", "FBETA-I",
	}
	csvWords  = []string{"CSV-EACH", "CSV-FIELD@", "CSV-FIELD", "CSV-COUNT", "CSV-ERROR", "CSV-SEPARATOR", "CSV-SUMMARY"}
	plotWords = []string{
		"PLOT-NEW", "PLOT-TITLE", "PLOT-X-LABEL", "PLOT-Y-LABEL", "PLOT-LOG-X", "PLOT-LOG-Y", "PLOT-SIZE",
		"PLOT-LINE", "PLOT-LINE-XY", "PLOT-POINTS", "PLOT-POINTS-XY", "PLOT-BARS", "PLOT-HISTOGRAM",
		"PLOT-MATRIX", "PLOT-PNG",
	}
	httpWords = []string{
		"HTTP-HEADER", "HTTP-GET", "HTTP-POST", "HTTP-STATUS", "HTTP-BODY", "HTTP-HEADERS",
		"HTTP-HEADER@", "HTTP-CLOSE", "HTTP-ERROR",
	}
)
