package pathing

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// randomBoard builds a small random dungeon with every terrain, random walls,
// difficult terrain and models: E enemies, F friends.
func randomBoard(r *rand.Rand) board {
	w, h := 2+r.IntN(8), 2+r.IntN(6)
	m := tiles.NewMap(w, h)
	marks := map[tiles.Point]rune{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := pt(x, y)
			sq := tiles.Square{Terrain: tiles.Floor}
			switch v := r.IntN(100); {
			case v < 7:
				sq.Terrain = tiles.Void
			case v < 17:
				sq.Terrain = tiles.Structure
			case v < 23:
				sq.Terrain = tiles.Chasm
			case v < 35:
				sq.Effect = "Difficult Terrain"
			}
			m.Set(p, sq)
			if sq.Terrain == tiles.Floor {
				switch v := r.IntN(100); {
				case v < 12:
					marks[p] = 'E'
				case v < 20:
					marks[p] = 'F'
				}
			}
			if x+1 < w && r.IntN(100) < 18 {
				_ = m.SetWall(p, pt(x+1, y), true)
			}
			if y+1 < h && r.IntN(100) < 18 {
				_ = m.SetWall(p, pt(x, y+1), true)
			}
		}
	}
	return board{m: m, marks: marks}
}

func randomMover(r *rand.Rand, bd board) *Mover {
	mv := bd.mover()
	switch r.IntN(8) {
	case 0:
		mv.Fly = true
	case 1:
		mv.Burrow = true
	case 2:
		mv.Surefoot = true
	}
	return mv
}

func randomPoint(r *rand.Rand, m *tiles.Map) tiles.Point { return pt(r.IntN(m.W), r.IntN(m.H)) }

// refStep restates the step rules from scratch, using the general line of
// sight algorithm (not the neighbour shortcut CanStep uses) for the "must see
// the square it enters" rule. Burrow ignores walls: its line of sight is
// taken on a copy of the map without walls (edges next to void still count).
func refStep(m *tiles.Map, mv *Mover, a, b tiles.Point) bool {
	if tiles.Dist(a, b) != 1 || !m.IsSquare(a) || !m.IsSquare(b) {
		return false
	}
	switch m.At(b).Terrain {
	case tiles.Structure:
		if !mv.Fly && !mv.Burrow {
			return false
		}
	case tiles.Chasm:
		if !mv.Fly {
			return false
		}
	}
	enemy := func(p tiles.Point) bool { return m.In(p) && mv.Enemy != nil && mv.Enemy(p) }
	if enemy(b) {
		return false
	}
	if a.X != b.X && a.Y != b.Y && enemy(pt(a.X, b.Y)) && enemy(pt(b.X, a.Y)) {
		return false
	}
	blocks := enemy
	if mv.Fly {
		blocks = nil
	}
	lm := m
	if mv.Burrow {
		lm = tiles.NewMap(m.W, m.H)
		copy(lm.Squares, m.Squares)
	}
	if !lm.IsSquare(a) {
		return false
	}
	g, ok := newLosGeom(lm, a, b, blocks, mv.Fly || mv.Burrow)
	return ok && g.visible()
}

// refCosts is a deliberately plain search: relax every square against every
// neighbour with refStep until nothing changes (Bellman-Ford).
func refCosts(m *tiles.Map, mv *Mover, from tiles.Point) []int {
	cost := make([]int, m.W*m.H)
	for i := range cost {
		cost[i] = -1
	}
	if !m.IsSquare(from) {
		return cost
	}
	cost[m.Index(from)] = 0
	for changed := true; changed; {
		changed = false
		for i, c := range cost {
			if c < 0 {
				continue
			}
			p := m.PointOf(i)
			for _, d := range tiles.AllDirs {
				q := p.Add(d)
				if !refStep(m, mv, p, q) {
					continue
				}
				nc := c + StepCost(m, mv, q)
				if j := m.Index(q); cost[j] < 0 || nc < cost[j] {
					cost[j] = nc
					changed = true
				}
			}
		}
	}
	return cost
}

func TestCanStepAgreesWithRulesRestatedOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 300; n++ {
		bd := randomBoard(r)
		mv := randomMover(r, bd)
		for i := range bd.m.Squares {
			a := bd.m.PointOf(i)
			for _, d := range tiles.AllDirs {
				b := a.Add(d)
				want := refStep(bd.m, mv, a, b)
				err := CanStep(bd.m, mv, a, b)
				if !assert.Equal(t, want, err == nil, "map %d, mover %+v, %v->%v (%v)\n%s", n, *mv, a, b, err, tiles.FormatMap(bd.m, nil)) {
					return
				}
			}
		}
	}
}

// checkPath asserts that path is a chain of legal steps from start whose
// costs add up to want.
func checkPath(t *testing.T, m *tiles.Map, mv *Mover, start tiles.Point, path []tiles.Point, want int) bool {
	t.Helper()
	sum, prev := 0, start
	for _, p := range path {
		if err := CanStep(m, mv, prev, p); err != nil {
			return assert.Fail(t, "illegal step in path", "%v->%v: %v", prev, p, err)
		}
		sum += StepCost(m, mv, p)
		prev = p
	}
	return assert.Equal(t, want, sum, "path %v costs", path)
}

func TestSearchesAgreeWithPlainReferenceOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 300; n++ {
		bd := randomBoard(r)
		mv := randomMover(r, bd)
		from := randomPoint(r, bd.m)
		ref := refCosts(bd.m, mv, from)
		f := Reachable(bd.m, mv, from, -1)
		points := r.IntN(6)
		limited := Reachable(bd.m, mv, from, points)
		graph := NewGraph(bd.m)
		gf := graph.Reachable(mv, from, -1)
		for i, want := range ref {
			p := bd.m.PointOf(i)
			got, ok := f.Cost(p)
			if !assert.Equal(t, want >= 0, ok, "map %d reached %v from %v", n, p, from) {
				return
			}
			if !ok {
				_, gok := gf.Cost(p)
				assert.False(t, gok, "graph does not reach %v either", p)
				continue
			}
			assert.Equal(t, want, got, "map %d cost of %v from %v", n, p, from)
			checkPath(t, bd.m, mv, from, f.Path(p), got)

			lc, lok := limited.Cost(p)
			assert.Equal(t, got <= points, lok, "within %d points", points)
			if lok {
				assert.Equal(t, got, lc)
			}

			path, cost, sok := ShortestPath(bd.m, mv, from, p)
			canEnd := f.CanEnd(p)
			assert.Equal(t, canEnd, sok, "ShortestPath to %v agrees with CanEnd", p)
			if sok {
				assert.Equal(t, got, cost, "ShortestPath cost to %v", p)
				checkPath(t, bd.m, mv, from, path, cost)
			}

			// A Graph built once answers the same.
			gc, gok := gf.Cost(p)
			assert.True(t, gok, "graph reaches %v", p)
			assert.Equal(t, got, gc, "graph cost of %v", p)
			checkPath(t, bd.m, mv, from, gf.Path(p), gc)
			assert.Equal(t, canEnd, gf.CanEnd(p))
			gpath, gcost, gsok := graph.ShortestPath(mv, from, p)
			assert.Equal(t, sok, gsok, "graph ShortestPath to %v", p)
			if gsok {
				assert.Equal(t, got, gcost)
				checkPath(t, bd.m, mv, from, gpath, gcost)
			}
		}
	}
}

func TestApproachIsCheapestInRangeOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 200; n++ {
		bd := randomBoard(r)
		mv := randomMover(r, bd)
		from, target := randomPoint(r, bd.m), randomPoint(r, bd.m)
		rng := 1 + r.IntN(4)
		needLoS := r.IntN(3) > 0
		blocks := bd.enemies()
		path, cost, in := Approach(bd.m, mv, from, target, rng, needLoS, blocks)
		gpath, gcost, gin := NewGraph(bd.m).Approach(mv, from, target, rng, needLoS, blocks)
		assert.Equal(t, path, gpath, "map %d: a Graph approaches the same way", n)
		assert.Equal(t, cost, gcost)
		assert.Equal(t, in, gin)
		f := Reachable(bd.m, mv, from, -1)
		best := -1
		for _, p := range f.Ends() {
			if tiles.Dist(p, target) > rng || (needLoS && !LineOfSight(bd.m, p, target, blocks, mv.Fly)) {
				continue
			}
			if c, _ := f.Cost(p); best < 0 || c < best {
				best = c
			}
		}
		assert.Equal(t, best >= 0, in, "map %d: in range", n)
		if best >= 0 {
			assert.Equal(t, best, cost, "map %d: cheapest in range", n)
		}
		if !checkPath(t, bd.m, mv, from, path, cost) {
			return
		}
		end := from
		if len(path) > 0 {
			end = path[len(path)-1]
		}
		if bd.m.In(from) {
			assert.True(t, f.CanEnd(end) || end == from, "map %d: ends where it may stop", n)
		}
	}
}

// --- Line of sight against an independent brute force ---

// segmentHits is an independent, slow, exact test of the closed segment
// p-q against the closed box [x0,x1]×[y0,y1] (Liang–Barsky on big.Rat).
func segmentHits(px, py, qx, qy *big.Rat, x0, y0, x1, y1 int) bool {
	lo, hi := new(big.Rat), big.NewRat(1, 1)
	clip := func(p, q *big.Rat, a, b int) bool {
		d := new(big.Rat).Sub(q, p)
		ra, rb := big.NewRat(int64(a), 1), big.NewRat(int64(b), 1)
		if d.Sign() == 0 {
			return p.Cmp(ra) >= 0 && p.Cmp(rb) <= 0
		}
		t0 := new(big.Rat).Quo(new(big.Rat).Sub(ra, p), d)
		t1 := new(big.Rat).Quo(new(big.Rat).Sub(rb, p), d)
		if t0.Cmp(t1) > 0 {
			t0, t1 = t1, t0
		}
		if t0.Cmp(lo) > 0 {
			lo = t0
		}
		if t1.Cmp(hi) < 0 {
			hi = t1
		}
		return lo.Cmp(hi) <= 0
	}
	return clip(px, qx, x0, x1) && clip(py, qy, y0, y1) && lo.Cmp(hi) <= 0
}

// bruteSegmentFree checks segment p-q, with p in square from and q in square
// to, against every wall edge and blocking square around the two squares'
// bounding box (no hull filtering), from and to excepted.
func bruteSegmentFree(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool, px, py, qx, qy *big.Rat) bool {
	for y := min(from.Y, to.Y) - 1; y <= max(from.Y, to.Y)+1; y++ {
		for x := min(from.X, to.X) - 1; x <= max(from.X, to.X)+1; x++ {
			p := pt(x, y)
			if p != from && p != to && m.In(p) {
				t := m.At(p).Terrain
				if t == tiles.Void || (t == tiles.Structure && !ignoreStructures) || (blocks != nil && blocks(p)) {
					if segmentHits(px, py, qx, qy, x, y, x+1, y+1) {
						return false
					}
				}
			}
			if m.Wall(p, pt(x+1, y)) && (m.IsSquare(p) || m.IsSquare(pt(x+1, y))) && segmentHits(px, py, qx, qy, x+1, y, x+1, y+1) {
				return false
			}
			if m.Wall(p, pt(x, y+1)) && (m.IsSquare(p) || m.IsSquare(pt(x, y+1))) && segmentHits(px, py, qx, qy, x, y+1, x+1, y+1) {
				return false
			}
		}
	}
	return true
}

// sampleDen is the denominator of sampled points: coordinates are whole
// multiples of 1/sampleDen.
const sampleDen = 97

// interiorPoint is a random point strictly inside square c, in units of
// 1/sampleDen.
func interiorPoint(r *rand.Rand, c tiles.Point) (int64, int64) {
	return int64(c.X*sampleDen + 1 + r.IntN(sampleDen-1)), int64(c.Y*sampleDen + 1 + r.IntN(sampleDen-1))
}

// segmentHitsScaled is segmentHits for integer endpoints in units of
// 1/sampleDen (Liang–Barsky with fractions compared by cross-multiplying;
// every value stays far below 2^31).
func segmentHitsScaled(px, py, qx, qy int64, x0, y0, x1, y1 int) bool {
	// The hit interval is [loN/loD, hiN/hiD] within t in [0, 1].
	loN, loD, hiN, hiD := int64(0), int64(1), int64(1), int64(1)
	clip := func(p, q int64, a, b int) bool {
		d := q - p
		ra, rb := int64(a)*sampleDen, int64(b)*sampleDen
		if d == 0 {
			return p >= ra && p <= rb
		}
		n0, n1 := ra-p, rb-p
		if d < 0 {
			n0, n1, d = -n1, -n0, -d
		}
		if n0*loD > loN*d {
			loN, loD = n0, d
		}
		if n1*hiD < hiN*d {
			hiN, hiD = n1, d
		}
		return loN*hiD <= hiN*loD
	}
	return clip(px, qx, x0, x1) && clip(py, qy, y0, y1)
}

// bruteSegmentFreeScaled is bruteSegmentFree for sampled integer points.
func bruteSegmentFreeScaled(m *tiles.Map, from, to tiles.Point, blocks func(tiles.Point) bool, ignoreStructures bool, px, py, qx, qy int64) bool {
	for y := min(from.Y, to.Y) - 1; y <= max(from.Y, to.Y)+1; y++ {
		for x := min(from.X, to.X) - 1; x <= max(from.X, to.X)+1; x++ {
			p := pt(x, y)
			if p != from && p != to && m.In(p) {
				t := m.At(p).Terrain
				if t == tiles.Void || (t == tiles.Structure && !ignoreStructures) || (blocks != nil && blocks(p)) {
					if segmentHitsScaled(px, py, qx, qy, x, y, x+1, y+1) {
						return false
					}
				}
			}
			if m.Wall(p, pt(x+1, y)) && (m.IsSquare(p) || m.IsSquare(pt(x+1, y))) && segmentHitsScaled(px, py, qx, qy, x+1, y, x+1, y+1) {
				return false
			}
			if m.Wall(p, pt(x, y+1)) && (m.IsSquare(p) || m.IsSquare(pt(x, y+1))) && segmentHitsScaled(px, py, qx, qy, x, y+1, x+1, y+1) {
				return false
			}
		}
	}
	return true
}

func TestLineOfSightAgainstBruteForceOnRandomMaps(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	sampledTrue := 0
	for n := 0; n < 250; n++ {
		bd := randomBoard(r)
		blocks := bd.enemies()
		ignore := r.IntN(4) == 0
		for k := 0; k < 12; k++ {
			a, b := randomPoint(r, bd.m), randomPoint(r, bd.m)
			if !bd.m.IsSquare(a) || !bd.m.IsSquare(b) || a == b {
				continue
			}
			got := LineOfSight(bd.m, a, b, blocks, ignore)
			require.Equal(t, got, LineOfSight(bd.m, b, a, blocks, ignore), "symmetric")
			desc := fmt.Sprintf("map %d %v->%v ignore=%v\n%s", n, a, b, ignore, tiles.FormatMap(bd.m, nil))

			// Soundness: the witness line really is clear, checked by brute force.
			g, ok := newLosGeom(bd.m, a, b, blocks, ignore)
			require.True(t, ok)
			wl, found := g.witness()
			if tiles.Dist(a, b) > 1 {
				require.Equal(t, got, found, desc)
			} else {
				require.Equal(t, got, found, "neighbour shortcut agrees with the general method: %s", desc)
			}
			if found {
				px, py, qx, qy := witnessPoints(g, wl)
				require.True(t, bruteSegmentFree(bd.m, a, b, blocks, ignore, px, py, qx, qy), "witness is clear: %s", desc)
			}
			// Completeness, sampled: any clear random segment means sight.
			for s := 0; s < 60; s++ {
				px, py := interiorPoint(r, a)
				qx, qy := interiorPoint(r, b)
				if bruteSegmentFreeScaled(bd.m, a, b, blocks, ignore, px, py, qx, qy) {
					sampledTrue++
					require.True(t, got, "a clear segment exists: %s", desc)
					break
				}
			}
		}
	}
	t.Logf("%d pairs had a clear sampled segment", sampledTrue)
	assert.Greater(t, sampledTrue, 300, "the sampler must find sight often enough to mean something")
}

// witnessPoints turns a witness line into a segment between points strictly
// inside the two squares (in map units): the midpoints of its chords.
func witnessPoints(g *losGeom, l line) (px, py, qx, qy *big.Rat) {
	at := func(lo, hi rat) (*big.Rat, *big.Rat) {
		t := new(big.Rat).Add(big.NewRat(lo.n, lo.d), big.NewRat(hi.n, hi.d))
		t.Quo(t, big.NewRat(2, 1))
		k := big.NewRat(g.k, 1)
		x := new(big.Rat).Add(big.NewRat(l.ax, 1), new(big.Rat).Mul(t, big.NewRat(l.dx, 1)))
		y := new(big.Rat).Add(big.NewRat(l.ay, 1), new(big.Rat).Mul(t, big.NewRat(l.dy, 1)))
		x.Quo(x, k)
		y.Quo(y, k)
		// back to map coordinates: the geometry's origin is the bounding box corner
		return x, y
	}
	sLo, sHi, _ := l.crossesInterior(g.s)
	tLo, tHi, _ := l.crossesInterior(g.t)
	px, py = at(sLo, sHi)
	qx, qy = at(tLo, tHi)
	ox, oy := big.NewRat(g.origin.x, 1), big.NewRat(g.origin.y, 1)
	return px.Add(px, ox), py.Add(py, oy), qx.Add(qx, ox), qy.Add(qy, oy)
}
