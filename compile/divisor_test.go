package compile

import (
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/forthling/forthling/core"
)

// divisorAgrees fails the test unless the divisor d gives what FloorDiv
// gives for a.
func divisorAgrees(t *testing.T, a, d int64) {
	t.Helper()
	v := newDivisor(d)
	q, r := core.FloorDiv(a, d)
	if got := v.quot(a); got != q {
		t.Fatalf("%d / %d: %d, want %d", a, d, got, q)
	}
	if got := v.mod(a); got != r {
		t.Fatalf("%d MOD %d: %d, want %d", a, d, got, r)
	}
}

func TestDivisorAgreesWithDivision(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1}
	divisors := []int64{3, 5, 6, 7, 10, 12, 13, 100, 365, 400, 1000, 641, 1<<32 + 1, 1<<62 + 1, 3 << 61, math.MaxInt64}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		d := rng.Int64N(math.MaxInt64-2) + 3
		if d&(d-1) != 0 {
			divisors = append(divisors, d)
		}
		if d := rng.Int64N(1000) + 3; d&(d-1) != 0 {
			divisors = append(divisors, d)
		}
	}
	for _, d := range divisors {
		for _, a := range edges {
			divisorAgrees(t, a, d)
			divisorAgrees(t, a*d, d) // exact multiples, where the quotient changes
			divisorAgrees(t, a*d+1, d)
			divisorAgrees(t, a*d-1, d)
		}
		for range 200 {
			divisorAgrees(t, int64(rng.Uint64()), d)
			divisorAgrees(t, rng.Int64N(1_000_000)-500_000, d)
		}
	}
}

func FuzzDivisor(f *testing.F) {
	f.Add(int64(-7), int64(3))
	f.Add(int64(math.MinInt64), int64(math.MaxInt64))
	f.Fuzz(func(t *testing.T, a, d int64) {
		if d < 3 || d&(d-1) == 0 {
			return
		}
		divisorAgrees(t, a, d)
	})
}

// TestProductFitsAsBigSays holds product to math/big: the low cell of a*b,
// and whether the whole product fits in a cell.
func TestProductFitsAsBigSays(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 3, 1 << 31, -1 << 31, 1 << 32, -1 << 32, 3037000499, 3037000500, -3037000500,
		math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, math.MinInt64 / 2, math.MaxInt64/2 + 1}
	rng := rand.New(rand.NewPCG(3, 4))
	values := slices.Clone(edges)
	for range 300 {
		values = append(values, int64(rng.Uint64()), rng.Int64N(1<<33)-1<<32, int64(rng.Uint64())>>rng.IntN(64))
	}
	lo, hi := big.NewInt(math.MinInt64), big.NewInt(math.MaxInt64)
	for _, a := range values {
		for _, b := range values {
			p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
			want := p.Cmp(lo) >= 0 && p.Cmp(hi) <= 0
			got, ok := product(a, b)
			if ok != want || got != a*b {
				t.Fatalf("product(%d, %d) = %d, %v; want %d, %v", a, b, got, ok, a*b, want)
			}
		}
	}
}
