package buildtags

// The names of the words of each vocabulary a build can leave out. A build
// without one registers them as absent, so that using one of its words says
// which word list it is in; a test checks that each list names exactly the
// vocabulary's words.
var (
	regexWords = []string{"RE-MATCH?", "RE-FIND", "RE-GROUP", "RE-NAMED", "RE-GROUPS", "RE-EACH", "RE-COUNT", "RE-REPLACE", "RE-SPLIT", "RE-ESCAPE"}
)
