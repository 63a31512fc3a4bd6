package pathing

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// refShortestPath is Graph.ShortestPath as it was before distance fields:
// the same A* with nothing dropped. It is the judge of which of several
// cheapest paths the search returns, which game results depend on.
func refShortestPath(g *Graph, mv *Mover, from, to tiles.Point) ([]tiles.Point, int, bool) {
	m := g.m
	if !m.IsSquare(from) || !m.IsSquare(to) {
		return nil, 0, false
	}
	if from == to {
		return []tiles.Point{}, 0, true
	}
	var s searcher
	s.g, s.cells = g, make([]cell, len(g.static))
	if mv != nil && mv.ExtraCost != nil {
		s.costs = make([]uint16, len(g.static))
	}
	s.setup(mv)
	t := s.idx(to)
	if f := s.info(t); f&infoEnter == 0 || f&(infoEnemy|infoOccupied) != 0 {
		return nil, 0, false
	}
	s.run(from, limitOf(-1), t, allDirs, nil, 0)
	if !s.reached(t) {
		return nil, 0, false
	}
	return s.path(t), int(s.cells[t].g), true
}

// bigRandomBoard is a dungeon-sized random map: mostly floor, some
// structures, chasms and void, thin walls, difficult terrain and models.
func bigRandomBoard(r *rand.Rand) board {
	w, h := 8+r.IntN(23), 6+r.IntN(15)
	m := tiles.NewMap(w, h)
	marks := map[tiles.Point]rune{}
	walls, things := r.IntN(25), r.IntN(30)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := pt(x, y)
			sq := tiles.Square{Terrain: tiles.Floor}
			switch v := r.IntN(100); {
			case v < things/6:
				sq.Terrain = tiles.Void
			case v < things/2:
				sq.Terrain = tiles.Structure
			case v < things*2/3:
				sq.Terrain = tiles.Chasm
			case v < things:
				sq.Effect = "Difficult Terrain"
			}
			m.Set(p, sq)
			if sq.Terrain == tiles.Floor {
				switch v := r.IntN(100); {
				case v < things/3:
					marks[p] = 'E'
				case v < things/2:
					marks[p] = 'F'
				}
			}
			if x+1 < w && r.IntN(100) < walls {
				_ = m.SetWall(p, pt(x+1, y), true)
			}
			if y+1 < h && r.IntN(100) < walls {
				_ = m.SetWall(p, pt(x, y+1), true)
			}
		}
	}
	return board{m: m, marks: marks}
}

// anyMover is every kind of mover the rules make: none at all, the map
// only (Fly, Burrow, neither), or with enemies, friends and tile costs.
func anyMover(r *rand.Rand, bd board) *Mover {
	switch r.IntN(4) {
	case 0:
		return nil
	case 1:
		return &Mover{Fly: r.IntN(4) == 0, Burrow: r.IntN(4) == 0, Large: r.IntN(4) == 0}
	case 2:
		mv := bd.mover()
		mv.Enemy = nil // friends and costs only
		return mv
	}
	mv := randomMover(r, bd)
	mv.Large = r.IntN(4) == 0
	return mv
}

// TestShortestPathWithDistanceFieldsChangesNothing holds Graph.ShortestPath
// (which, from the second search towards a target on, drops every step that
// the target's distance field shows cannot be on a cheapest path) to the
// search without fields: same path, same cost, same "no path", on random
// small and dungeon-sized maps for every kind of mover. Each query is asked
// three times: the first builds no field, the later ones use it.
func TestShortestPathWithDistanceFieldsChangesNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	used, found := 0, 0
	for n := 0; n < 600; n++ {
		bd := randomBoard(r)
		if n%2 == 1 {
			bd = bigRandomBoard(r)
		}
		g := NewGraph(bd.m)
		for q := 0; q < 12; q++ {
			mv := anyMover(r, bd)
			from, to := randomPoint(r, bd.m), randomPoint(r, bd.m)
			if q%3 != 0 && len(bd.m.Squares) > 1 {
				// Targets asked again from elsewhere use the field.
				to = randomPoint(r, bd.m)
			}
			wantP, wantC, wantOK := refShortestPath(g, mv, from, to)
			for ask := 0; ask < 3; ask++ {
				p, c, ok := g.ShortestPath(mv, from, to)
				if !assert.Equal(t, wantOK, ok, "map %d query %d ask %d %v->%v mover %v", n, q, ask, from, to, mv) ||
					!assert.Equal(t, wantC, c, "cost, map %d query %d", n, q) ||
					!assert.Equal(t, wantP, p, "path, map %d query %d ask %d %v->%v marks %v\n%s", n, q, ask, from, to, bd.marks, tiles.FormatMap(bd.m, nil)) {
					return
				}
			}
			if g.m.IsSquare(to) {
				if dm := g.distMemo(); dm != nil {
					for k := range 4 {
						if dm.fields[k][bd.m.Index(to)].Load() != nil {
							used++
							break
						}
					}
				}
			}
			if wantOK {
				found++
			}
		}
	}
	// Not a vacuous comparison: fields were built and most queries had a
	// path to compare.
	assert.Greater(t, used, 3000)
	assert.Greater(t, found, 3000)
}

// TestDistanceFieldIsTheBareMapDistance checks a field against the search
// itself: for every square, the field is the cost of the cheapest path to
// the target for a mover of that kind with no models and no tile costs.
func TestDistanceFieldIsTheBareMapDistance(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	for n := 0; n < 150; n++ {
		bd := bigRandomBoard(r)
		g := NewGraph(bd.m)
		to := randomPoint(r, bd.m)
		for k := range 4 {
			mv := &Mover{Fly: k&1 != 0, Burrow: k&2 != 0}
			h := g.buildDist(k, g.idx(to)).dist
			for i := range bd.m.Squares {
				from := bd.m.PointOf(i)
				_, c, ok := refShortestPath(g, mv, from, to)
				if !bd.m.IsSquare(from) || !bd.m.IsSquare(to) {
					continue
				}
				got := h[g.idx(from)]
				if ok {
					require.Equal(t, uint8(min(c, distCap)), got, "map %d kind %d %v->%v", n, k, from, to)
				} else if tst := g.staticAt(g.idx(to)); tst&sSquare != 0 && (k != 0 || tst&(sStructure|sChasm) == 0) {
					require.Equal(t, uint8(distNone), got, "map %d kind %d %v->%v unreachable", n, k, from, to)
				}
			}
		}
	}
}

// TestLongPathsBeyondTheFieldCap runs a winding corridor whose path is far
// longer than a field holds: the capped field must still give the same
// path as the search without it.
func TestLongPathsBeyondTheFieldCap(t *testing.T) {
	const w, h = 40, 30
	m := tiles.NewMap(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.Set(pt(x, y), tiles.Square{Terrain: tiles.Floor})
		}
	}
	// Walls under every row but one gap at alternating ends: a serpent.
	for y := 0; y+1 < h; y++ {
		gap := w - 1
		if y%2 == 1 {
			gap = 0
		}
		for x := 0; x < w; x++ {
			if x != gap {
				require.NoError(t, m.SetWall(pt(x, y), pt(x, y+1), true))
			}
		}
	}
	g := NewGraph(m)
	for _, q := range []struct{ from, to tiles.Point }{
		{pt(0, 0), pt(0, h-1)},   // over a thousand steps
		{pt(5, 20), pt(30, 29)},  // about 370
		{pt(39, 27), pt(10, 29)}, // short
	} {
		wantP, wantC, wantOK := refShortestPath(g, nil, q.from, q.to)
		require.True(t, wantOK)
		for range 3 {
			p, c, ok := g.ShortestPath(nil, q.from, q.to)
			require.True(t, ok)
			require.Equal(t, wantC, c)
			require.Equal(t, wantP, p)
		}
	}
}

// One Graph answers path queries from several goroutines at once (clones of
// a game share it), building and reading the same fields; run with -race.
func TestShortestPathConcurrent(t *testing.T) {
	bd := wallDungeon(t)
	g := NewGraph(bd.m)
	ref := NewGraph(bd.m)
	movers := []*Mover{nil, {Fly: true}, bd.mover()}
	type answer struct {
		path []tiles.Point
		cost int
		ok   bool
	}
	var wg sync.WaitGroup
	got := make([][]answer, 4)
	for k := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 2 {
				for _, mv := range movers {
					for x := 0; x < bd.m.W; x += 3 {
						p, c, ok := g.ShortestPath(mv, pt(x, 9-x%10), pt(29-x, x%10))
						got[k] = append(got[k], answer{p, c, ok})
					}
				}
			}
		}()
	}
	wg.Wait()
	n := 0
	for range 2 {
		for _, mv := range movers {
			for x := 0; x < bd.m.W; x += 3 {
				p, c, ok := refShortestPath(ref, mv, pt(x, 9-x%10), pt(29-x, x%10))
				for k := range got {
					require.Equal(t, answer{p, c, ok}, got[k][n], "goroutine %d query %d", k, n)
				}
				n++
			}
		}
	}
}

// walkDown spells out the eight directions' index offsets and steps in
// eightDirs order; they must be the Graph's.
func TestWalkDownDirectionTable(t *testing.T) {
	g := NewGraph(tiles.NewMap(5, 4))
	pw := g.pw
	offK := [8]int32{-pw, 1, pw, -1, 1 - pw, 1 + pw, pw - 1, -pw - 1}
	dxK := [8]int32{0, 1, 0, -1, 1, 1, -1, -1}
	dyK := [8]int32{-1, 0, 1, 0, -1, 1, 1, -1}
	for k, d := range eightDirs() {
		st := d.Step()
		require.Equal(t, g.off[d], offK[k], "offset of %v", d)
		require.Equal(t, int32(st.X), dxK[k], "x step of %v", d)
		require.Equal(t, int32(st.Y), dyK[k], "y step of %v", d)
	}
}
