package core

// Cell arithmetic that the primitives and the compiler's fast code share,
// so that both compute exactly the same.

// FloorDiv divides a by b, rounding towards minus infinity, as / and MOD
// do (the remainder has the sign of b); b must not be zero.
func FloorDiv(a, b int64) (quot, rem int64) {
	if b == -1 {
		return -a, 0 // MinInt64 / -1 wraps, as the cells do
	}
	quot, rem = a/b, a%b
	if rem != 0 && (rem < 0) != (b < 0) {
		quot--
		rem += b
	}
	return quot, rem
}

// ShiftLeft is LSHIFT: 0 when u is 64 or more.
func ShiftLeft(x, u int64) int64 {
	if uint64(u) >= 64 {
		return 0
	}
	return x << uint(u)
}

// ShiftRight is RSHIFT, filling with zeros: 0 when u is 64 or more.
func ShiftRight(x, u int64) int64 {
	if uint64(u) >= 64 {
		return 0
	}
	return int64(uint64(x) >> uint(u))
}
