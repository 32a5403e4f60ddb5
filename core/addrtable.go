package core

// addrTable maps addresses to values for the heap's free spans: a hash
// table with open addressing and linear probing, at most half full. Go's
// maps cost several times as much for the few lookups FREE and ALLOCATE
// make (and pick a new random seed each time one empties, which a loop of
// ALLOCATE and FREE does at every turn).
type addrTable[V any] struct {
	keys  []int64 // the key plus one; 0 marks an empty slot
	vals  []V
	n     int
	shift uint // 64 - log2(len(keys))
}

const addrTableMin = 16

// slotOf is the first slot a probe for key looks at: Fibonacci hashing,
// which spreads the multiples of a cell that addresses are.
func (t *addrTable[V]) slotOf(key int64) int {
	return int((uint64(key) * 0x9E3779B97F4A7C15) >> t.shift)
}

// get returns the value of key and whether it is there.
func (t *addrTable[V]) get(key int64) (V, bool) {
	if t.n > 0 {
		mask := len(t.keys) - 1
		for i := t.slotOf(key); ; i = (i + 1) & mask {
			switch t.keys[i] {
			case key + 1:
				return t.vals[i], true
			case 0:
				var zero V
				return zero, false
			}
		}
	}
	var zero V
	return zero, false
}

// ref returns where the value of key is kept, or nil: good until the next
// set or take.
func (t *addrTable[V]) ref(key int64) *V {
	if t.n > 0 {
		mask := len(t.keys) - 1
		for i := t.slotOf(key); t.keys[i] != 0; i = (i + 1) & mask {
			if t.keys[i] == key+1 {
				return &t.vals[i]
			}
		}
	}
	return nil
}

// has reports whether key is there.
func (t *addrTable[V]) has(key int64) bool {
	_, ok := t.get(key)
	return ok
}

// set gives key the value v.
func (t *addrTable[V]) set(key int64, v V) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	mask := len(t.keys) - 1
	for i := t.slotOf(key); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case key + 1:
			t.vals[i] = v
			return
		case 0:
			t.keys[i], t.vals[i] = key+1, v
			t.n++
			return
		}
	}
}

// remove takes key out.
func (t *addrTable[V]) remove(key int64) { t.take(key) }

// take takes key out and returns the value it had, and whether it was
// there. The keys after it in its run move back into the gap where their
// probes would pass it, so that no slot is left marked deleted and a probe
// still stops at the first empty slot.
func (t *addrTable[V]) take(key int64) (v V, ok bool) {
	if t.n == 0 {
		return v, false
	}
	mask := len(t.keys) - 1
	i := t.slotOf(key)
	for t.keys[i] != key+1 {
		if t.keys[i] == 0 {
			return v, false
		}
		i = (i + 1) & mask
	}
	v = t.vals[i]
	for j := (i + 1) & mask; t.keys[j] != 0; j = (j + 1) & mask {
		// the key at j may move to the gap at i unless its first slot
		// lies cyclically in (i, j]
		if home := t.slotOf(t.keys[j] - 1); (j-home)&mask >= (j-i)&mask {
			t.keys[i], t.vals[i] = t.keys[j], t.vals[j]
			i = j
		}
	}
	t.keys[i] = 0
	var zero V
	t.vals[i] = zero
	t.n--
	return v, true
}

func (t *addrTable[V]) grow() {
	size := max(2*len(t.keys), addrTableMin)
	old, oldVals := t.keys, t.vals
	t.keys, t.vals, t.n = make([]int64, size), make([]V, size), 0
	t.shift = 64
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	for i, k := range old {
		if k != 0 {
			t.set(k-1, oldVals[i])
		}
	}
}

// len is the number of keys.
func (t *addrTable[V]) len() int { return t.n }

// each calls f with every key and its value, in no particular order.
func (t *addrTable[V]) each(f func(key int64, v V)) {
	for i, k := range t.keys {
		if k != 0 {
			f(k-1, t.vals[i])
		}
	}
}

func (t *addrTable[V]) clone() addrTable[V] {
	return addrTable[V]{keys: append([]int64(nil), t.keys...), vals: append([]V(nil), t.vals...), n: t.n, shift: t.shift}
}

// clear empties the table and keeps its room.
func (t *addrTable[V]) clear() {
	clear(t.keys)
	clear(t.vals)
	t.n = 0
}
