package pathing

import (
	"fmt"
	"math/bits"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// LineOfSight reports whether a straight line can be drawn from some point of
// square from to some point of square to touching no wall, no structure
// (unless ignoreStructures, for Fly) and no square for which blocks(p) is true
// (enemy models), corners included. A square always sees itself.
//
// Squares are the closed unit cells [x,x+1]×[y,y+1]; walls are the closed unit
// edges between squares for which m.Wall is true (the map border and every
// edge next to a void location count). The source and target squares never
// block their own line (a model on a structure square sees out of it, and an
// enemy on the target square is what is being looked at), but the walls on
// their edges do: a line that merely grazes the source's own corner where a
// wall ends touches that wall. Because every obstacle is closed, such a
// grazing line is blocked; the test then succeeds exactly when some line
// starting strictly inside the source square and ending strictly inside the
// target square touches nothing, which is how the answer is computed (see
// DECISION.md for why the method is exact). nil blocks means no model blocks.
//
// Large (2x2) models are the caller's business: test each square of the base
// and accept if any pair sees.
func LineOfSight(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	if m == nil || !m.IsSquare(from) || !m.IsSquare(to) {
		return false
	}
	if from == to {
		return true
	}
	if tiles.Dist(from, to) == 1 {
		return adjacentLoS(m, from, to, func(p tiles.Point) bool {
			return cellBlocks(m, p, blocks, ignoreStructures)
		}, false)
	}
	if cutOff(m, from, to, blocks, ignoreStructures) {
		return false
	}
	if centreClear(m, from, to, blocks, ignoreStructures) || nearCentreClear(m, from, to, blocks, ignoreStructures) {
		return true
	}
	g, ok := newLosGeom(m, from, to, blocks, ignoreStructures)
	if !ok {
		return false
	}
	return g.visible()
}

// WhyNoLineOfSight explains a false LineOfSight in words for error messages,
// e.g. "wall between (4,2) and (5,2)" or "structure at (3,3)": it names the
// first obstacle met by the line between the two squares' centres. It returns
// "" when there is line of sight.
func WhyNoLineOfSight(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) string {
	switch {
	case m == nil:
		return "no map"
	case !m.IsSquare(from):
		return fmt.Sprintf("%v is not a square of the dungeon", from)
	case !m.IsSquare(to):
		return fmt.Sprintf("%v is not a square of the dungeon", to)
	case LineOfSight(m, from, to, blocks, ignoreStructures):
		return ""
	}
	g, ok := newLosGeom(m, from, to, blocks, ignoreStructures)
	if !ok {
		return fmt.Sprintf("%v and %v are too far apart to trace a line", from, to)
	}
	o, hit := g.firstOnCentreLine()
	if !hit {
		// Cannot happen: the centre line is itself a candidate line, so a
		// false LineOfSight means it touches something. Stay graceful.
		return fmt.Sprintf("no line of sight from %v to %v", from, to)
	}
	return o.describe()
}

// cellBlocks reports whether the closed square p blocks a line: void
// locations (their edges are walls anyway), structures unless ignored, and
// whatever blocks says.
func cellBlocks(m *tiles.Map, p tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) bool {
	switch m.At(p).Terrain {
	case tiles.Void:
		return true
	case tiles.Structure:
		if !ignoreStructures {
			return true
		}
	}
	return blocks != nil && blocks(p)
}

// adjacentLoS is the closed form of LineOfSight for neighbouring squares a
// and b. Straight neighbours see each other unless a wall stands on their
// shared edge: every line between their interiors crosses that edge's
// interior, which no other obstacle touches. Diagonal neighbours share one
// corner c; a line between their interiors passes through the interior of
// one of the two squares c1, c2 next to both, or through c itself. Going
// through c1 is free exactly when c1 does not block and neither edge a|c1
// nor c1|b is a wall; through c is free only when both detours are. So they
// see each other iff one detour is free. noWalls ignores walls (Burrow).
func adjacentLoS(m *tiles.Map, a, b tiles.Point, blocking func(tiles.Point) bool, noWalls bool) bool {
	if a.X == b.X || a.Y == b.Y {
		return noWalls || !m.Wall(a, b)
	}
	c1, c2 := tiles.Point{X: b.X, Y: a.Y}, tiles.Point{X: a.X, Y: b.Y}
	via := func(c tiles.Point) bool {
		if blocking(c) {
			return false
		}
		return noWalls || (!m.Wall(a, c) && !m.Wall(c, b))
	}
	return via(c1) || via(c2)
}

// box is a closed axis-aligned box in scaled integer coordinates. Walls are
// boxes of zero width or height.
type box struct{ x0, y0, x1, y1 int64 }

// obstacle is a wall or a blocking square inside the hull of the two squares.
type obstacle struct {
	box
	wall      bool
	structure bool
	a, b      tiles.Point // the wall's two sides, or the square in a
}

func (o obstacle) describe() string {
	switch {
	case o.wall:
		return fmt.Sprintf("wall between %v and %v", o.a, o.b)
	case o.structure:
		return fmt.Sprintf("structure at %v", o.a)
	}
	return fmt.Sprintf("enemy at %v", o.a)
}

// line is the line through (ax,ay) with direction (dx,dy), scaled integers.
type line struct{ ax, ay, dx, dy int64 }

// clip returns the closed parameter interval of l inside b.
func (l line) clip(b box) (lo, hi rat, ok bool) {
	have := false
	if l.dx == 0 {
		if l.ax < b.x0 || l.ax > b.x1 {
			return lo, hi, false
		}
	} else {
		if l.dx > 0 {
			lo, hi = rat{b.x0 - l.ax, l.dx}, rat{b.x1 - l.ax, l.dx}
		} else {
			lo, hi = rat{l.ax - b.x1, -l.dx}, rat{l.ax - b.x0, -l.dx}
		}
		have = true
	}
	if l.dy == 0 {
		if l.ay < b.y0 || l.ay > b.y1 {
			return lo, hi, false
		}
	} else {
		var t0, t1 rat
		if l.dy > 0 {
			t0, t1 = rat{b.y0 - l.ay, l.dy}, rat{b.y1 - l.ay, l.dy}
		} else {
			t0, t1 = rat{l.ay - b.y1, -l.dy}, rat{l.ay - b.y0, -l.dy}
		}
		if !have {
			lo, hi = t0, t1
		} else {
			if cmpRat(t0, lo) > 0 {
				lo = t0
			}
			if cmpRat(t1, hi) < 0 {
				hi = t1
			}
		}
		have = true
	}
	if !have {
		return lo, hi, false // a point, not a line
	}
	return lo, hi, cmpRat(lo, hi) <= 0
}

// crossesInterior returns l's chord through b when l meets b's interior.
func (l line) crossesInterior(b box) (lo, hi rat, ok bool) {
	if l.dx == 0 && (l.ax <= b.x0 || l.ax >= b.x1) {
		return lo, hi, false
	}
	if l.dy == 0 && (l.ay <= b.y0 || l.ay >= b.y1) {
		return lo, hi, false
	}
	lo, hi, ok = l.clip(b)
	return lo, hi, ok && cmpRat(lo, hi) < 0
}

// lattice is a grid corner relative to the geometry's origin (unscaled).
type lattice struct{ x, y int64 }

// losGeom holds everything between two squares that matters to a line of
// sight between them, in coordinates relative to the top-left corner of
// their bounding box and multiplied by k.
type losGeom struct {
	k      int64
	s, t   box
	obst   []obstacle
	verts  []lattice
	sc, tc lattice // the squares' top-left corners, unscaled
	origin lattice // the map square at relative (0,0)
	last   int     // the obstacle that last stopped a candidate line
	// The bounding box's size in squares, and the hull as the band
	// pmin <= nx*x + ny*y <= pmax (unscaled), for vertices.
	w, h       int64
	nx, ny     int64
	pmin, pmax int64
}

// maxSpan bounds the distance between two squares the exact test handles;
// coordinates then stay below 2^61 (see DECISION.md). No real dungeon comes
// near it.
const maxSpan = 1 << 18

func newLosGeom(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool) (*losGeom, bool) {
	minX, maxX := min(from.X, to.X), max(from.X, to.X)
	minY, maxY := min(from.Y, to.Y), max(from.Y, to.Y)
	span := max(maxX-minX, maxY-minY) + 1
	if span > maxSpan {
		return nil, false
	}
	// k must exceed about 6·span² for the perturbed candidate lines to stay
	// inside the cell of line space next to their vertex pair; 16·span²
	// leaves a margin.
	k := int64(1) << bits.Len64(uint64(16*span*span))
	g := &losGeom{k: k, origin: lattice{int64(minX), int64(minY)}}
	rel := func(p tiles.Point) lattice { return lattice{int64(p.X - minX), int64(p.Y - minY)} }
	g.sc, g.tc = rel(from), rel(to)
	g.s = g.cellBox(g.sc)
	g.t = g.cellBox(g.tc)

	// The hull of the two squares is their bounding box cut by two lines
	// parallel to the offset between them: project on the normal n.
	nx, ny := -(g.tc.y - g.sc.y), g.tc.x-g.sc.x
	proj := func(x, y int64) int64 { return nx*x + ny*y }
	pmin, pmax := proj(g.sc.x, g.sc.y), proj(g.sc.x, g.sc.y)
	for _, c := range [3]lattice{{g.sc.x + 1, g.sc.y}, {g.sc.x, g.sc.y + 1}, {g.sc.x + 1, g.sc.y + 1}} {
		v := proj(c.x, c.y)
		pmin, pmax = min(pmin, v), max(pmax, v)
	}
	w, h := int64(maxX-minX+1), int64(maxY-minY+1)
	// Most hulls hold fewer than ten obstacles (a third of one per square
	// of their length, on real dungeons): one allocation usually does.
	g.obst = make([]obstacle, 0, 10)
	inHull := func(x0, y0, x1, y1 int64) bool { // closed lattice box inside the bounding box
		a, b := proj(x0, y0), proj(x1, y0)
		c, d := proj(x0, y1), proj(x1, y1)
		lo, hi := min(a, b, c, d), max(a, b, c, d)
		return hi >= pmin && lo <= pmax
	}
	add := func(o obstacle, x0, y0, x1, y1 int64) {
		if !inHull(x0, y0, x1, y1) {
			return
		}
		o.box = box{x0 * k, y0 * k, x1 * k, y1 * k}
		g.obst = append(g.obst, o)
	}
	// xs is the range of x (map coordinates) for which the lattice box
	// [x, x+bw]×[y0, y1] (relative) can meet the hull, clamped to [lo, hi]:
	// the hull is a band in the projection on n, so per row it is an
	// interval of x. Only those cells and edges are looked at.
	xs := func(y0, y1, bw int64, lo, hi int) (int, int) {
		if nx == 0 {
			return lo, hi
		}
		cmin := min(ny*y0, ny*y1) + min(0, nx*bw)
		cmax := max(ny*y0, ny*y1) + max(0, nx*bw)
		// need nx*x + cmin <= pmax and nx*x + cmax >= pmin
		var a, b int64
		if nx > 0 {
			a, b = ceilDiv(pmin-cmax, nx), floorDiv(pmax-cmin, nx)
		} else {
			a, b = ceilDiv(pmax-cmin, nx), floorDiv(pmin-cmax, nx)
		}
		return max(lo, int(a)+minX), min(hi, int(b)+minX)
	}
	for y := minY; y <= maxY; y++ {
		ry := int64(y - minY)
		x0, x1 := xs(ry, ry+1, 1, minX, maxX)
		for x := x0; x <= x1; x++ {
			p := tiles.Point{X: x, Y: y}
			if p == from || p == to {
				continue
			}
			rx := int64(x - minX)
			switch t := m.Squares[m.Index(p)].Terrain; {
			case t == tiles.Void:
				// enclosed by walls, which are added below
			case t == tiles.Structure && !ignoreStructures:
				add(obstacle{structure: true, a: p}, rx, ry, rx+1, ry+1)
			case blocks != nil && blocks(p):
				add(obstacle{a: p}, rx, ry, rx+1, ry+1)
			}
		}
	}
	// Walls: vertical edges x = X between (X-1,y) and (X,y), horizontal edges
	// y = Y between (x,Y-1) and (x,Y). Edges with no square on either side
	// are skipped: a line can only reach them across a wall next to a square.
	for y := minY; y <= maxY; y++ {
		ry := int64(y - minY)
		x0, x1 := xs(ry, ry+1, 0, minX, maxX+1)
		for x := x0; x <= x1; x++ {
			a, b := tiles.Point{X: x - 1, Y: y}, tiles.Point{X: x, Y: y}
			if (m.IsSquare(a) || m.IsSquare(b)) && m.Wall(a, b) {
				rx := int64(x - minX)
				add(obstacle{wall: true, a: a, b: b}, rx, ry, rx, ry+1)
			}
		}
	}
	for y := minY; y <= maxY+1; y++ {
		ry := int64(y - minY)
		x0, x1 := xs(ry, ry, 1, minX, maxX)
		for x := x0; x <= x1; x++ {
			a, b := tiles.Point{X: x, Y: y - 1}, tiles.Point{X: x, Y: y}
			if (m.IsSquare(a) || m.IsSquare(b)) && m.Wall(a, b) {
				rx := int64(x - minX)
				add(obstacle{wall: true, a: a, b: b}, rx, ry, rx+1, ry)
			}
		}
	}

	g.w, g.h, g.nx, g.ny, g.pmin, g.pmax = w, h, nx, ny, pmin, pmax
	return g, true
}

// vertices lists the candidate vertices: the corners of both squares and
// of every obstacle that lie in the hull, each once. Only the full search
// of witness needs them, so they are listed on its first call.
func (g *losGeom) vertices() []lattice {
	if g.verts != nil {
		return g.verts
	}
	w, h, k := g.w, g.h, g.k
	g.verts = make([]lattice, 0, 8+2*len(g.obst))
	seen := make([]bool, (w+1)*(h+1))
	addVert := func(x, y int64) {
		i := y*(w+1) + x
		if seen[i] {
			return
		}
		if p := g.nx*x + g.ny*y; p < g.pmin || p > g.pmax {
			return // outside the hull
		}
		seen[i] = true
		g.verts = append(g.verts, lattice{x, y})
	}
	for _, c := range [2]lattice{g.sc, g.tc} {
		addVert(c.x, c.y)
		addVert(c.x+1, c.y)
		addVert(c.x, c.y+1)
		addVert(c.x+1, c.y+1)
	}
	for _, o := range g.obst {
		x0, y0, x1, y1 := o.x0/k, o.y0/k, o.x1/k, o.y1/k
		addVert(x0, y0)
		addVert(x1, y0)
		addVert(x0, y1)
		addVert(x1, y1)
	}
	return g.verts
}

func (g *losGeom) cellBox(c lattice) box {
	return box{c.x * g.k, c.y * g.k, (c.x + 1) * g.k, (c.y + 1) * g.k}
}

// gap returns the part of l between the two squares when l crosses both
// interiors: from where it leaves the first to where it enters the second.
func (g *losGeom) gap(l line) (lo, hi rat, ok bool) {
	sLo, sHi, ok := l.crossesInterior(g.s)
	if !ok {
		return lo, hi, false
	}
	tLo, tHi, ok := l.crossesInterior(g.t)
	if !ok {
		return lo, hi, false
	}
	if cmpRat(sHi, tLo) <= 0 {
		return sHi, tLo, true
	}
	return tHi, sLo, true // the squares' interiors are disjoint, so T comes first
}

// free reports whether l witnesses line of sight: it crosses both squares'
// interiors and the closed gap between them touches no obstacle.
func (g *losGeom) free(l line) bool {
	lo, hi, ok := g.gap(l)
	if !ok {
		return false
	}
	// Neighbouring candidate lines tend to be stopped by the same obstacle,
	// so the last one that stopped a line is tried first.
	if g.touches(l, g.last, lo, hi) {
		return false
	}
	for i := range g.obst {
		if i != g.last && g.touches(l, i, lo, hi) {
			g.last = i
			return false
		}
	}
	return true
}

// touches reports whether obstacle i meets l within the closed parameter
// interval [lo, hi].
func (g *losGeom) touches(l line, i int, lo, hi rat) bool {
	if i >= len(g.obst) {
		return false
	}
	o := &g.obst[i].box
	if l.misses(o) {
		return false
	}
	oLo, oHi, hit := l.clip(*o)
	return hit && cmpRat(oLo, hi) <= 0 && cmpRat(oHi, lo) >= 0
}

// crossesInside reports whether l passes through the inside of obstacle i
// (a square's interior, or a wall's span away from its ends) strictly
// within the open parameter interval (lo, hi). Every line close enough to l
// then meets that obstacle between the two squares too.
func (g *losGeom) crossesInside(l line, i int, lo, hi rat) bool {
	if i >= len(g.obst) {
		return false
	}
	b := &g.obst[i].box
	side := func(x, y int64) int { return cmpProducts(l.dx, y-l.ay, l.dy, x-l.ax) }
	pos, neg := false, false
	for _, c := range [4][2]int64{{b.x0, b.y0}, {b.x1, b.y0}, {b.x0, b.y1}, {b.x1, b.y1}} {
		switch side(c[0], c[1]) {
		case 1:
			pos = true
		case -1:
			neg = true
		}
	}
	if !pos || !neg {
		return false
	}
	oLo, oHi, hit := l.clip(*b)
	return hit && cmpRat(oLo, hi) < 0 && cmpRat(oHi, lo) > 0
}

// misses reports whether the whole closed box lies strictly on one side of
// the line: a cheap exact test that settles most obstacles.
func (l line) misses(b *box) bool {
	side := func(x, y int64) int { return cmpProducts(l.dx, y-l.ay, l.dy, x-l.ax) }
	s := side(b.x0, b.y0)
	if s == 0 {
		return false
	}
	return side(b.x1, b.y0) == s && side(b.x0, b.y1) == s && side(b.x1, b.y1) == s
}

// centreLine runs from the centre of the source square to the target's.
func (g *losGeom) centreLine() line {
	h := g.k / 2
	return line{
		ax: g.sc.x*g.k + h, ay: g.sc.y*g.k + h,
		dx: (g.tc.x - g.sc.x) * g.k, dy: (g.tc.y - g.sc.y) * g.k,
	}
}

// visible decides line of sight exactly. The set of witness lines is open,
// and whether a line is a witness can only change where the line passes a
// vertex of the squares or of an obstacle. So if any witness exists, a whole
// cell of the arrangement of "lines through vertex v" is made of witnesses,
// and that cell has a corner: a line through two vertices u, w with no other
// vertex strictly between them. Moving that line off u and w by a tiny
// amount, in the four ways (both sides shifted up or down, or turned either
// way about the midpoint of u and w), lands inside every cell around that
// corner. Trying those four lines for every vertex pair therefore finds a
// witness whenever one exists, and each try is an exact integer test.
func (g *losGeom) visible() bool {
	_, ok := g.witness()
	return ok
}

// witness returns a line that proves line of sight, if there is one.
func (g *losGeom) witness() (line, bool) {
	if c := g.centreLine(); len(g.obst) == 0 || g.free(c) {
		return c, true
	}
	k := g.k
	verts := g.vertices()
	for i, u := range verts {
		for _, w := range verts[i+1:] {
			base := line{u.x * k, u.y * k, (w.x - u.x) * k, (w.y - u.y) * k}
			sLo, sHi, ok := base.clip(g.s)
			if !ok {
				continue
			}
			tLo, tHi, ok := base.clip(g.t)
			if !ok {
				continue
			}
			// If the unperturbed line runs through an obstacle's inside
			// between the squares, every line close enough to it is blocked
			// too; the cells around it contain such lines, and a cell is
			// all witnesses or none, so the four perturbed lines (which lie
			// in those cells) are blocked as well.
			lo, hi := sHi, tLo
			if cmpRat(sHi, tLo) > 0 {
				lo, hi = tHi, sLo
			}
			if g.crossesInside(base, g.last, lo, hi) {
				continue
			}
			blocked := false
			for o := range g.obst {
				if o != g.last && g.crossesInside(base, o, lo, hi) {
					g.last, blocked = o, true
					break
				}
			}
			if blocked {
				continue
			}
			nx, ny := -(w.y - u.y), w.x-u.x
			for _, s := range [4][2]int64{{1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
				ax, ay := u.x*k+s[0]*nx, u.y*k+s[0]*ny
				bx, by := w.x*k+s[1]*nx, w.y*k+s[1]*ny
				if l := (line{ax, ay, bx - ax, by - ay}); g.free(l) {
					return l, true
				}
			}
		}
	}
	return line{}, false
}

// firstOnCentreLine names the first obstacle the centre line meets between
// the two squares.
func (g *losGeom) firstOnCentreLine() (obstacle, bool) {
	l := g.centreLine()
	lo, hi, ok := g.gap(l)
	if !ok {
		return obstacle{}, false
	}
	best, found := -1, false
	var bestAt rat
	for i := range g.obst {
		oLo, oHi, hit := l.clip(g.obst[i].box)
		if !hit || cmpRat(oLo, hi) > 0 || cmpRat(oHi, lo) < 0 {
			continue
		}
		at := oLo
		if cmpRat(at, lo) < 0 {
			at = lo
		}
		if !found || cmpRat(at, bestAt) < 0 {
			best, bestAt, found = i, at, true
		}
	}
	if !found {
		return obstacle{}, false
	}
	return g.obst[best], true
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }
