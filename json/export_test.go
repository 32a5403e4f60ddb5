package json

// For the fuzz test: the bound a path's result must stay under.
func PathBound(path, doc string) (size int64, refused bool) {
	c := pathCost(path, measure(doc), len(doc))
	return c.size, c.depth > maxDepth || c.stars > 1 || c.size > resultBudget || measure(doc).depth > maxDepth
}

// MaxDepth is how deeply documents and paths may nest.
const MaxDepth = maxDepth
