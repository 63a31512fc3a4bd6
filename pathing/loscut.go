package pathing

import "github.com/superdungeon-digital/superdungeon/tiles"

// cutOff is a quick proof that from and to (squares of m, not neighbours)
// cannot see each other: some grid line between them is closed off by
// obstacles all across the part of it that lines between the two squares
// can cross.
//
// Every segment from the inside of one square to the inside of the other
// lies in the convex hull of the two squares, and crosses every vertical
// grid line x = X strictly between their columns (and every horizontal one
// between their rows) inside the hull's cross-section there, an open
// interval (lo, hi) whose ends are reached by segments between corners of
// the squares (the hull is the union of those segments, and the crossing
// point of a segment moves monotonically as either end moves along an
// edge). The crossing point belongs to the segment's gap (it is outside
// both insides), so if every unit piece [Y, Y+1] of the grid line that
// meets (lo, hi) is covered by a closed obstacle — a wall on that edge, or
// a blocking square on either side of it (void, structures unless
// ignoreStructures, whatever blocks says; never from or to themselves) —
// every such segment touches an obstacle, and there is no line of sight.
// It proves nothing when it fails: then the exact test decides.
func cutOff(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	blocking := func(p tiles.Point) bool {
		return p != from && p != to && cellBlocks(m, p, blocks, ignoreStructures)
	}
	// Grid lines x = X, between squares (X-1, Y) and (X, Y).
	if cutAcross(from.X, from.Y, to.X, to.Y, func(x, y int) bool {
		a, b := tiles.Point{X: x - 1, Y: y}, tiles.Point{X: x, Y: y}
		return m.Wall(a, b) || blocking(a) || blocking(b)
	}) {
		return true
	}
	// Grid lines y = Y, between squares (X, Y-1) and (X, Y).
	return cutAcross(from.Y, from.X, to.Y, to.X, func(y, x int) bool {
		a, b := tiles.Point{X: x, Y: y - 1}, tiles.Point{X: x, Y: y}
		return m.Wall(a, b) || blocking(a) || blocking(b)
	})
}

// cutAcross looks at the grid lines u = U strictly between two unit squares
// with top-left corners (su, sv) and (tu, tv), in coordinates (u along the
// lines' normal, v along the lines): it reports whether on one of them
// covered(U, V) holds for every unit piece [V, V+1] that meets the open
// cross-section of the squares' hull.
func cutAcross(su, sv, tu, tv int, covered func(u, v int) bool) bool {
	if su == tu {
		return false
	}
	if su > tu {
		su, sv, tu, tv = tu, tv, su, sv
	}
	// At u the crossing point of the segment from (pu, pv) to (qu, qv) is
	// pv + (qv-pv)·t with t = (u-pu)/(qu-pu) in [0, 1]: it grows with pv
	// and qv, so the least is on the squares' top corners (sv, tv) and the
	// greatest on their bottom ones (sv+1, tv+1), and it moves one way with
	// t, which over the corners ranges from (u-su-1)/d (pu = su+1,
	// qu = tu+1) to (u-su)/d (pu = su, qu = tu), d = tu-su.
	d, dv := int64(tu-su), int64(tv-sv)
	for u := su + 1; u <= tu; u++ {
		tMin, tMax := int64(u-su-1), int64(u-su) // numerators over d
		lowT, highT := tMin, tMax
		if dv < 0 {
			lowT, highT = tMax, tMin
		}
		// The cross-section's ends, rounded outwards.
		lo := floorDiv(int64(sv)*d+dv*lowT, d)
		hi := ceilDiv(int64(sv+1)*d+dv*highT, d)
		all := true
		for v := lo; v < hi && all; v++ {
			all = covered(u, int(v))
		}
		if all {
			return true
		}
	}
	return false
}
