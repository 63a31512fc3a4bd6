package pathing

import "math/bits"

// rat is the rational number n/d with d > 0. Line-of-sight geometry works on
// integer coordinates only, so every parameter along a line is such a ratio
// and every comparison is exact.
type rat struct{ n, d int64 }

// cmpRat returns the sign of a - b.
func cmpRat(a, b rat) int { return cmpProducts(a.n, b.d, b.n, a.d) }

// cmpProducts returns the sign of a*b - c*d computed without overflow.
func cmpProducts(a, b, c, d int64) int {
	const small = 1 << 31
	if a > -small && a < small && b > -small && b < small &&
		c > -small && c < small && d > -small && d < small {
		x, y := a*b, c*d
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	}
	xh, xl := mul128(a, b)
	yh, yl := mul128(c, d)
	switch {
	case xh < yh:
		return -1
	case xh > yh:
		return 1
	case xl < yl:
		return -1
	case xl > yl:
		return 1
	}
	return 0
}

// mul128 returns the two's-complement 128-bit product a*b as (high, low).
func mul128(a, b int64) (int64, uint64) {
	neg := (a < 0) != (b < 0)
	h, l := bits.Mul64(uabs(a), uabs(b))
	if neg {
		l = ^l + 1
		h = ^h
		if l == 0 {
			h++
		}
	}
	return int64(h), l
}

func uabs(v int64) uint64 {
	if v < 0 {
		return uint64(-v) // also right for math.MinInt64: -v wraps to itself, 2^63 as uint64
	}
	return uint64(v)
}
