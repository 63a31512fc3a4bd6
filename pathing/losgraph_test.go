package pathing

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Graph.LineOfSightAmong and Graph.LineOfSight remember the map's part of each answer; on random
// maps, with random enemy squares (repeated, and sometimes on the two
// squares themselves), asked twice so the second answer comes from the
// memo, it must give exactly LineOfSight's answer.
func TestLineOfSightAmongAgreesWithLineOfSight(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	blocked, clear := 0, 0
	for range 300 {
		bd := randomBoard(r)
		g := NewGraph(bd.m)
		var enemies []tiles.Point
		for p, c := range bd.marks {
			if c == 'E' {
				enemies = append(enemies, p, p)
			}
		}
		for range 2 {
			for range 40 {
				a, b := randomPoint(r, bd.m), randomPoint(r, bd.m)
				list := enemies
				if r.IntN(4) == 0 {
					list = append(list[:len(list):len(list)], a, b)
				}
				fly := r.IntN(5) == 0
				set := map[tiles.Point]bool{}
				for _, p := range list {
					set[p] = true
				}
				want := LineOfSight(bd.m, a, b, func(p tiles.Point) bool { return set[p] }, fly)
				require.Equal(t, want, g.LineOfSightAmong(a, b, list, fly), "map\n%s\n%v to %v, blockers %v, fly %v",
					tiles.FormatMap(bd.m, nil), a, b, list, fly)
				require.Equal(t, want, g.LineOfSight(a, b, func(p tiles.Point) bool { return set[p] }, fly), "Graph.LineOfSight, map\n%s\n%v to %v, blockers %v, fly %v",
					tiles.FormatMap(bd.m, nil), a, b, list, fly)
				if want {
					clear++
				} else {
					blocked++
				}
			}
		}
	}
	require.Greater(t, blocked, 1000, "the sample has blocked lines")
	require.Greater(t, clear, 1000, "the sample has clear lines")
}

// One Graph answers sight lines from several goroutines at once (clones of
// a game share it); run with -race.
func TestLineOfSightAmongConcurrent(t *testing.T) {
	bd := wallDungeon(t)
	g := NewGraph(bd.m)
	var wg sync.WaitGroup
	got := make([][]bool, 4)
	for k := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for y := 0; y < bd.m.H; y++ {
				for x := 0; x < bd.m.W; x++ {
					got[k] = append(got[k], g.LineOfSightAmong(pt(0, 0), pt(x, y), nil, false))
				}
			}
		}()
	}
	wg.Wait()
	for k := range got {
		require.Equal(t, got[0], got[k])
	}
	for y := 0; y < bd.m.H; y++ {
		for x := 0; x < bd.m.W; x++ {
			require.Equal(t, LineOfSight(bd.m, pt(0, 0), pt(x, y), nil, false), got[0][y*bd.m.W+x], "%v", pt(x, y))
		}
	}
}

// Line of sight with no models is symmetric (the definition is: some line
// between the two squares' interiors touching no obstacle), which the memo
// relies on to store both directions of a pair at once.
func TestLineOfSightOnMapIsSymmetric(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	seen := 0
	for range 400 {
		bd := randomBoard(r)
		for range 30 {
			a, b := randomPoint(r, bd.m), randomPoint(r, bd.m)
			for _, fly := range []bool{false, true} {
				ab, ba := LineOfSight(bd.m, a, b, nil, fly), LineOfSight(bd.m, b, a, nil, fly)
				require.Equal(t, ab, ba, "map\n%s\n%v and %v, fly %v", tiles.FormatMap(bd.m, nil), a, b, fly)
				if ab {
					seen++
				}
			}
		}
	}
	require.Greater(t, seen, 1000)
	// And on a three-tile dungeon with thin walls and doorways.
	bd := wallDungeon(t)
	for y := 0; y < bd.m.H; y += 4 {
		for x := 0; x < bd.m.W; x += 9 {
			a := pt(x, y)
			for i := range bd.m.Squares {
				b := bd.m.PointOf(i)
				require.Equal(t, LineOfSight(bd.m, a, b, nil, false), LineOfSight(bd.m, b, a, nil, false), "%v and %v", a, b)
			}
		}
	}
}

// cutOff settles most blocked pairs without the exact test: whenever it
// says a grid line between two squares is closed off across the hull's
// cross-section, the exact test (run here on its own) agrees that they
// cannot see each other: random maps with random models blocking, both
// modes, the walled three-tile dungeon and real Arcade dungeons.
func TestCutOffMeansNoLineOfSight(t *testing.T) {
	r := rand.New(rand.NewPCG(47, 48))
	hits, tried := 0, 0
	check := func(bd board, a, b tiles.Point, blocks func(tiles.Point) bool) {
		if !bd.m.IsSquare(a) || !bd.m.IsSquare(b) || tiles.Dist(a, b) < 2 {
			return
		}
		for _, ignore := range []bool{false, true} {
			tried++
			if !cutOff(bd.m, a, b, blocks, ignore) {
				continue
			}
			hits++
			g, ok := newLosGeom(bd.m, a, b, blocks, ignore)
			require.True(t, ok)
			require.False(t, g.visible(), "map\n%s\n%v to %v, ignore structures %v, models %v", tiles.FormatMap(bd.m, nil), a, b, ignore, bd.marks)
		}
	}
	sightPairSample(t, r, check)
	require.Greater(t, hits, tried/5, "the sample has cut-off pairs")
	t.Logf("%d of %d pairs cut off", hits, tried)
}

// sightPairSample asks check about random pairs of squares: on 1,500
// random boards (with their models blocking, and with none), on 300 big
// boards with models, on the walled three-tile dungeon and on four real
// Arcade dungeons. Squares may fall off the board; check skips those.
func sightPairSample(t *testing.T, r *rand.Rand, check func(bd board, a, b tiles.Point, blocks func(tiles.Point) bool)) {
	t.Helper()
	for range 1500 {
		bd := randomBoard(r)
		for range 10 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), bd.enemies())
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), nil)
		}
	}
	for range 300 {
		bd := bigRandomBoard(r)
		for range 10 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), bd.enemies())
		}
	}
	bd := wallDungeon(t)
	for range 600 {
		check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), nil)
	}
	for seed := range uint64(4) {
		bd := board{m: arcadeMap(t, seed+1)}
		for range 600 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), nil)
		}
	}
}
