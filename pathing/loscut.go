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

// centreClear reports whether the segment between the centres of from and
// to (squares of m, not neighbours) touches no obstacle: the exact test's
// first candidate line (losGeom.centreLine), tried here straight on the
// map, without collecting the hull's obstacles, since most pairs that see
// each other do so along it. A true answer is a witness of line of sight;
// false proves nothing.
func centreClear(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	return segmentClear(m, from, to, [4]int64{2, 2, 2, 2}, blocks, ignoreStructures)
}

// nearCentreOffsets are the ends, in quarters of a square, of the segments
// nearCentreClear tries: four parallel to the centre line, shifted a
// quarter square diagonally, then four crossing it. On real dungeons about
// half of the pairs that see each other but not along the centre line see
// along one of them, found far more cheaply than by the exact test.
var nearCentreOffsets = [8][4]int64{
	{1, 1, 1, 1}, {3, 3, 3, 3}, {1, 3, 1, 3}, {3, 1, 3, 1},
	{1, 1, 3, 3}, {3, 3, 1, 1}, {1, 3, 3, 1}, {3, 1, 1, 3},
}

// nearCentreClear reports whether one of the segments of nearCentreOffsets
// touches no obstacle, a witness of line of sight; false proves nothing.
func nearCentreClear(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	for _, off := range nearCentreOffsets {
		if segmentClear(m, from, to, off, blocks, ignoreStructures) {
			return true
		}
	}
	return false
}

// segmentClear reports whether the segment from the point (from.X+a/4,
// from.Y+b/4) to (to.X+c/4, to.Y+d/4), with off = {a, b, c, d} each 1, 2 or
// 3 (so both ends lie strictly inside their squares), touches no obstacle.
// A true answer is a witness of line of sight: the segment runs from the
// inside of one square to the inside of the other touching nothing.
//
// Coordinates are in quarters, so the ends are integers. The segment only
// crosses the rows from from's to to's, and in each row only the squares
// between where it enters and leaves the row, one either side added for
// touching; each of those squares, if it blocks, and the walls on its east
// and south edges are tested exactly (line.clip on integers). Edges on the
// bounding box's outline are never reached: both ends are strictly inside.
func segmentClear(m *tiles.Map, from, to tiles.Point, off [4]int64, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	const q = 4
	ax, ay := q*int64(from.X)+off[0], q*int64(from.Y)+off[1]
	l := line{ax: ax, ay: ay, dx: q*int64(to.X) + off[2] - ax, dy: q*int64(to.Y) + off[3] - ay}
	touches := func(b box) bool {
		if l.misses(&b) {
			return false
		}
		lo, hi, ok := l.clip(b)
		return ok && cmpRat(lo, rat{1, 1}) <= 0 && cmpRat(hi, rat{0, 1}) >= 0
	}
	minX, maxX := min(from.X, to.X), max(from.X, to.X)
	minY, maxY := min(from.Y, to.Y), max(from.Y, to.Y)
	for y := minY; y <= maxY; y++ {
		// The segment's x where it is in row y: between its x at the row's
		// top and bottom (or its ends), in quarters.
		x0, x1 := minX, maxX
		if l.dy != 0 {
			ya, yb := max(q*int64(y), min(l.ay, l.ay+l.dy)), min(q*int64(y)+q, max(l.ay, l.ay+l.dy))
			xa := l.ax + l.dx*(ya-l.ay)/l.dy // truncated: the ±1 below covers it
			xb := l.ax + l.dx*(yb-l.ay)/l.dy
			x0 = max(minX, int(min(xa, xb)/q)-1)
			x1 = min(maxX, int(max(xa, xb)/q)+1)
		}
		for x := x0; x <= x1; x++ {
			p := tiles.Point{X: x, Y: y}
			bx, by := q*int64(x), q*int64(y)
			if p != from && p != to && cellBlocks(m, p, blocks, ignoreStructures) && touches(box{bx, by, bx + q, by + q}) {
				return false
			}
			if x < maxX && m.Wall(p, tiles.Point{X: x + 1, Y: y}) && touches(box{bx + q, by, bx + q, by + q}) {
				return false
			}
			if y < maxY && m.Wall(p, tiles.Point{X: x, Y: y + 1}) && touches(box{bx, by + q, bx + q, by + q}) {
				return false
			}
		}
	}
	return true
}
