package elementary

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

const refPrec = 400

// The references: e^x and sin x to refPrec bits by Taylor series in
// math/big, after reductions of their own (halvings and squarings for e^x,
// a remainder by a 200-digit pi/2 for sin x).

func bigExp(x float64) *big.Float {
	return bigExpBig(new(big.Float).SetPrec(refPrec).SetFloat64(x))
}

// bigLog is ln x: the exponent times ln 2, plus the logarithm of the
// mantissa in [0.5, 1).
func bigLog(x float64) *big.Float {
	mant, exp := math.Frexp(x)
	y := bigLnByNewton(mant)
	return y.Add(y, new(big.Float).SetPrec(refPrec).Mul(bigLn2, big.NewFloat(float64(exp))))
}

// bigLnByNewton is ln v, as the root of e^y = v by Newton's
// method on bigExpBig's series, from float64's guess: each step doubles
// the bits, so four reach refPrec.
func bigLnByNewton(v float64) *big.Float {
	bv := new(big.Float).SetPrec(refPrec).SetFloat64(v)
	y := new(big.Float).SetPrec(refPrec).SetFloat64(math.Log(v))
	for i := 0; i < 4; i++ {
		// y -= 1 - v/e^y
		d := new(big.Float).SetPrec(refPrec).Quo(bv, bigExpBig(y))
		y.Sub(y, d.Sub(big.NewFloat(1), d))
	}
	return y
}

// bigLn2 is ln 2 from the series, independent of the digits the generator
// was given.
var bigLn2 = bigLnByNewton(2)

var bigLn10 = bigLog(10)

var bigHalfPi, _, _ = big.ParseFloat("1.57079632679489661923132169163975144209858469968755291048747229615390820314310449931401741267105853399107404325664115332354692230477529111586267970406424055872514205135096926055277982231147447746519098221440548783", 10, refPrec, big.ToNearestEven)

// bigSin is sin(x + quarter*pi/2).
func bigSin(x float64, quarter int64) *big.Float {
	X := new(big.Float).SetPrec(refPrec).SetFloat64(x)
	n, _ := new(big.Float).SetPrec(refPrec).Quo(X, bigHalfPi).Int(nil)
	r := new(big.Float).SetPrec(refPrec).Mul(new(big.Float).SetInt(n), bigHalfPi)
	r.Sub(X, r) // 0 <= r < pi/2 for x >= 0, -pi/2 < r <= 0 below
	q := new(big.Int).Add(n, big.NewInt(quarter))
	q.And(q, big.NewInt(3))
	cosine := q.Int64()&1 == 1
	sum := new(big.Float).SetPrec(refPrec)
	term := new(big.Float).SetPrec(refPrec).SetInt64(1)
	k := int64(0)
	if !cosine {
		term.Set(r)
		k = 1
	}
	r2 := new(big.Float).SetPrec(refPrec).Mul(r, r)
	for ; k < 120; k += 2 {
		sum.Add(sum, term)
		term.Mul(term, r2)
		term.Quo(term, big.NewFloat(float64(-(k+1)*(k+2))))
	}
	if q.Int64() >= 2 {
		sum.Neg(sum)
	}
	return sum
}

// ulps is how far got is from want, in ulps of the float64 nearest want.
func ulps(got float64, want *big.Float) float64 {
	w, _ := want.Float64()
	ulp := math.Abs(math.Nextafter(w, math.Inf(1)) - w)
	d := new(big.Float).SetPrec(refPrec).SetFloat64(got)
	d.Sub(d, want)
	f, _ := d.Float64()
	return math.Abs(f) / ulp
}

// maxError is the bound every result is held to: under one ulp, so that it
// is one of the two float64s around the true value. The measured worst is
// about 0.51 for Exp and 0.8 for Sin and Cos.
const maxError = 0.9

func expArguments(rnd *rand.Rand) []float64 {
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1e-300, -1e-300, 1e-17, 699.99, -699.99,
		math.Ln2, 64 * math.Ln2, math.Ln2 / 256, -math.Ln2 / 256, 3 * math.Ln2 / 256}
	for len(xs) < 20000 {
		x := rnd.Float64()*2 - 1
		switch len(xs) % 3 {
		case 0:
			x *= expLimit
		case 1:
			x *= 4
		default:
			x *= 1e-3
		}
		xs = append(xs, x)
	}
	return xs
}

func trigArguments(rnd *rand.Rand) []float64 {
	xs := []float64{1e-300, -1e-300, 1e-9, 0.5, 1, math.Pi / 4, math.Pi / 2, math.Pi, 3 * math.Pi / 2, 2 * math.Pi,
		-math.Pi, 100, 1e4, 65535.9, -65535.9, 3.14159265}
	for len(xs) < 20000 {
		switch len(xs) % 3 {
		case 0:
			xs = append(xs, (rnd.Float64()*2-1)*trigLimit)
		case 1:
			xs = append(xs, (rnd.Float64()*2-1)*8)
		default:
			// the float64 nearest a multiple of pi/2, where the remainder
			// cancels most of x's bits
			xs = append(xs, float64(rnd.Intn(41000)-20500)*(math.Pi/2))
		}
	}
	return xs
}

func TestExpIsWithinAnUlp(t *testing.T) {
	worst, notNearest := 0.0, 0
	xs := expArguments(rand.New(rand.NewSource(1)))
	for _, x := range xs {
		e := ulps(Exp(x), bigExp(x))
		if e > maxError {
			t.Errorf("Exp(%v) = %v: %.3f ulps from e^x", x, Exp(x), e)
		}
		worst = math.Max(worst, e)
		if e > 0.5 {
			notNearest++
		}
	}
	t.Logf("worst %.3f ulps; %d of %d not the nearest float64", worst, notNearest, len(xs))
}

func TestLogIsWithinAnUlp(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	xs := []float64{2, 0.5, math.E, 5e-324, 1e-310, 0x1p-1023, math.Nextafter(0x1p-1022, 0), 1 + 1.0/64, 1 - 1.0/64, math.Nextafter(1+1.0/64, 0), math.Nextafter(1, 2), math.Nextafter(1, 0),
		0.6875, 1.375, 2.75, 0x1p-1022, math.MaxFloat64, 1e300, 1e-300, 10, 1000}
	for len(xs) < 20000 {
		switch len(xs) % 4 {
		case 0:
			xs = append(xs, math.Float64frombits(0x0010000000000000+uint64(rnd.Int63n(0x7fe0000000000000))))
		case 1:
			xs = append(xs, 0.5+rnd.Float64()*1.5)
		case 2:
			xs = append(xs, 1+(rnd.Float64()*2-1)*(nearOne*1.05))
		default:
			xs = append(xs, rnd.Float64()*100)
		}
	}
	worst, notNearest := [2]float64{}, [2]int{}
	for _, x := range xs {
		ln := bigLog(x)
		for j, c := range []struct {
			name string
			got  float64
			want *big.Float
		}{{"Log", Log(x), ln}, {"Log10", Log10(x), new(big.Float).SetPrec(refPrec).Quo(ln, bigLn10)}} {
			e := ulps(c.got, c.want)
			if e > maxError {
				t.Errorf("%s(%v) = %v: %.3f ulps from the true value", c.name, x, c.got, e)
			}
			worst[j] = math.Max(worst[j], e)
			if e > 0.5 {
				notNearest[j]++
			}
		}
	}
	t.Logf("Log: worst %.3f ulps, %d of %d not the nearest float64; Log10: %.3f, %d", worst[0], notNearest[0], len(xs), worst[1], notNearest[1])
}

// A power of ten's logarithm is its exponent: 1e15 FLOG F>S is 15.
func TestLog10OfPowersOfTen(t *testing.T) {
	for k := -300; k <= 300; k++ {
		x := math.Pow10(k)
		if got := Log10(x); got != float64(k) {
			t.Errorf("Log10(1e%d) = %v", k, got)
		}
	}
}

func TestSinCosAreWithinAnUlp(t *testing.T) {
	worst, notNearest := 0.0, 0
	xs := trigArguments(rand.New(rand.NewSource(2)))
	for _, x := range xs {
		sin, cos := Sincos(x)
		if sin != Sin(x) || cos != Cos(x) {
			t.Errorf("Sincos(%v) = %v, %v; Sin, Cos = %v, %v", x, sin, cos, Sin(x), Cos(x))
		}
		for _, c := range []struct {
			name    string
			got     float64
			quarter int64
		}{{"Sin", sin, 0}, {"Cos", cos, 1}} {
			e := ulps(c.got, bigSin(x, c.quarter))
			if e > maxError {
				t.Errorf("%s(%v) = %v: %.3f ulps from the true value", c.name, x, c.got, e)
			}
			worst = math.Max(worst, e)
			if e > 0.5 {
				notNearest++
			}
		}
	}
	t.Logf("worst %.3f ulps; %d of %d not the nearest float64", worst, notNearest, 2*len(xs))
}

func TestSpecialValues(t *testing.T) {
	negZero := math.Copysign(0, -1)
	inf := math.Inf(1)
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b }
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"Exp(0)", Exp(0), 1}, {"Exp(-0)", Exp(negZero), 1}, {"Exp(1)", Exp(1), math.E},
		{"Exp(710)", Exp(710), inf}, {"Exp(-inf)", Exp(-inf), 0}, {"Exp(inf)", Exp(inf), inf},
		{"Exp(-745)", Exp(-745), 5e-324}, {"Exp(NaN)", Exp(math.NaN()), math.NaN()},
		{"Log(1)", Log(1), 0}, {"Log(0)", Log(0), -inf}, {"Log(-0)", Log(negZero), -inf}, {"Log(-1)", Log(-1), math.NaN()},
		{"Log(inf)", Log(inf), inf}, {"Log(NaN)", Log(math.NaN()), math.NaN()}, {"Log(5e-324)", Log(5e-324), -744.4400719213812},
		{"Log10(1)", Log10(1), 0}, {"Log10(0)", Log10(0), -inf}, {"Log10(-1)", Log10(-1), math.NaN()}, {"Log10(inf)", Log10(inf), inf},
		{"Log10(5e-324)", Log10(5e-324), -323.3062153431158},
		{"Sin(0)", Sin(0), 0}, {"Sin(-0)", Sin(negZero), negZero}, {"Cos(0)", Cos(0), 1}, {"Cos(-0)", Cos(negZero), 1},
		{"Sin(inf)", Sin(inf), math.NaN()}, {"Cos(-inf)", Cos(-inf), math.NaN()}, {"Sin(NaN)", Sin(math.NaN()), math.NaN()},
		{"Sin(1e-300)", Sin(1e-300), 1e-300}, {"Sin(5e-324)", Sin(5e-324), 5e-324},
	} {
		if !same(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if s, c := Sincos(negZero); !same(s, negZero) || c != 1 {
		t.Errorf("Sincos(-0) = %v, %v", s, c)
	}
}

// The table and constants hold what gen_tables.go says: 2^(i/N) to far
// beyond a float64, and parts with low zero bits.
func TestTables(t *testing.T) {
	for i := range expTable {
		v := new(big.Float).SetPrec(refPrec).SetFloat64(math.Float64frombits(expTable[i]))
		v.Add(v, new(big.Float).SetPrec(refPrec).Mul(v, big.NewFloat(expRest[i])))
		for j := 0; j < expTableBits; j++ {
			v.Mul(v, v) // (2^(i/N))^N = 2^i
		}
		v.Quo(v, new(big.Float).SetMantExp(big.NewFloat(1), i))
		v.Sub(v, big.NewFloat(1))
		if d, _ := v.Float64(); math.Abs(d) > 0x1p-95 {
			t.Errorf("entry %d: (table + rest)^%d is 2^%d times 1%+g", i, expN, i, d)
		}
	}
	for _, c := range []struct {
		name     string
		v        float64
		zeroBits uint
	}{{"ln2HiN", ln2HiN, 22}, {"ln2Hi", ln2Hi, 12}, {"pio2A", pio2A, 20}, {"pio2B", pio2B, 20}} {
		if math.Float64bits(c.v)&(1<<c.zeroBits-1) != 0 {
			t.Errorf("%s = %#x has not %d low zero bits", c.name, math.Float64bits(c.v), c.zeroBits)
		}
	}
	sum := new(big.Float).SetPrec(refPrec).SetFloat64(pio2A)
	sum.Add(sum, big.NewFloat(pio2B)).Add(sum, big.NewFloat(pio2C)).Sub(sum, bigHalfPi)
	if d, _ := sum.Float64(); math.Abs(d) > 0x1p-118 {
		t.Errorf("pio2A+pio2B+pio2C is pi/2 %+g", d)
	}
	for i := range logInv {
		if math.Float64bits(logInv[i])&(1<<43-1) != 0 {
			t.Errorf("logInv[%d] = %v has more than 10 significant bits", i, logInv[i])
		}
		// e^(ln c) / c = 1
		lc := new(big.Float).SetPrec(refPrec).SetFloat64(logLnHi[i])
		e := bigExpBig(lc.Add(lc, big.NewFloat(logLnLo[i])))
		e.Mul(e, big.NewFloat(logInv[i])).Sub(e, big.NewFloat(1))
		if d, _ := e.Float64(); math.Abs(d) > 0x1p-100 {
			t.Errorf("entry %d: e^(ln c) is c times 1%+g", i, d)
		}
		z := math.Float64frombits(logOffset + uint64(i)<<(52-logTableBits))
		if r := z*logInv[i] - 1; math.Abs(r) > 0.0045 {
			t.Errorf("entry %d: 1/c is far from its interval: z/c - 1 = %v", i, r)
		}
	}
	l2 := new(big.Float).SetPrec(refPrec).SetFloat64(ln2Hi)
	if d, _ := l2.Add(l2, big.NewFloat(ln2Lo)).Sub(l2, bigLn2).Float64(); math.Abs(d) > 0x1p-100 {
		t.Errorf("ln2Hi+ln2Lo is ln 2 %+g", d)
	}
	l := new(big.Float).SetPrec(refPrec).SetFloat64(ln2HiN)
	l.Add(l, big.NewFloat(ln2LoN)).Mul(l, big.NewFloat(expN))
	if d, _ := l.Sub(l, bigLn2).Float64(); math.Abs(d) > 0x1p-80 {
		t.Errorf("(ln2HiN+ln2LoN)*N is ln 2 %+g", d)
	}
}

// bigExpBig is e^x: the series of x/2^24, squared 24 times.
func bigExpBig(x *big.Float) *big.Float {
	z := new(big.Float).SetPrec(refPrec).Set(x)
	z.SetMantExp(z, -24)
	sum := new(big.Float).SetPrec(refPrec).SetInt64(1)
	term := new(big.Float).SetPrec(refPrec).SetInt64(1)
	for n := int64(1); n < 40; n++ {
		term.Mul(term, z)
		term.Quo(term, big.NewFloat(float64(n)))
		sum.Add(sum, term)
	}
	for i := 0; i < 24; i++ {
		sum.Mul(sum, sum)
	}
	return sum
}

func FuzzElementary(f *testing.F) {
	for _, x := range []float64{0, 1, -1, 700, -700, math.Pi, 65535, 1e-310, 1.0156, 0.984, 1e300} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x float64) {
		if x != x || math.IsInf(x, 0) {
			return
		}
		if math.Abs(x) < expLimit {
			if e := ulps(Exp(x), bigExp(x)); e > maxError {
				t.Errorf("Exp(%v) = %v: %.3f ulps off", x, Exp(x), e)
			}
		}
		if x > 0 && x != 1 { // ln 1 is 0, which bigLog gives only to 2^-300
			ln := bigLog(x)
			if e := ulps(Log(x), ln); e > maxError {
				t.Errorf("Log(%v) = %v: %.3f ulps off", x, Log(x), e)
			}
			if e := ulps(Log10(x), ln.Quo(ln, bigLn10)); e > maxError {
				t.Errorf("Log10(%v) = %v: %.3f ulps off", x, Log10(x), e)
			}
		}
		if math.Abs(x) < trigLimit {
			if e := ulps(Sin(x), bigSin(x, 0)); e > maxError {
				t.Errorf("Sin(%v) = %v: %.3f ulps off", x, Sin(x), e)
			}
			if e := ulps(Cos(x), bigSin(x, 1)); e > maxError {
				t.Errorf("Cos(%v) = %v: %.3f ulps off", x, Cos(x), e)
			}
		}
	})
}

var sink float64

// The Latency benchmarks feed each result into the next argument, as an
// interpreter's loop does; the others let calls overlap.
func BenchmarkExp(b *testing.B)        { bench(b, Exp, false) }
func BenchmarkExpLatency(b *testing.B) { bench(b, Exp, true) }
func BenchmarkGoExpLatency(b *testing.B) {
	bench(b, math.Exp, true)
}
func BenchmarkLog(b *testing.B)        { bench(b, Log, false) }
func BenchmarkLogLatency(b *testing.B) { bench(b, func(x float64) float64 { return Log(x + 3) }, true) }
func BenchmarkGoLogLatency(b *testing.B) {
	bench(b, func(x float64) float64 { return math.Log(x + 3) }, true)
}
func BenchmarkSin(b *testing.B)        { bench(b, Sin, false) }
func BenchmarkSinLatency(b *testing.B) { bench(b, Sin, true) }
func BenchmarkGoSinLatency(b *testing.B) {
	bench(b, math.Sin, true)
}

func bench(b *testing.B, f func(float64) float64, chained bool) {
	x, s := 0.5, 0.0
	for n := 0; n < b.N; n++ {
		if chained {
			x = f(x)*0.25 + 0.25 // a fixed point near 0.8 for exp, 0.33 for sin
		} else {
			s += f(float64(n&1023) * (1.0 / 256))
		}
	}
	sink = x + s
}
