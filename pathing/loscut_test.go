package pathing

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// centreClear is the exact test's first candidate line checked straight on
// the map: it must say exactly what the exact test's own check of that line
// says (losGeom.free on the centre line, which looks at every obstacle in
// the hull), on random maps with random models, both modes, the walled
// dungeon and real Arcade dungeons. Clear and blocked answers both occur
// often in the sample.
func TestCentreClearIsTheExactTestsCentreLine(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	clear, blocked := 0, 0
	check := func(bd board, a, b tiles.Point, blocks func(tiles.Point) bool) {
		if !bd.m.IsSquare(a) || !bd.m.IsSquare(b) || tiles.Dist(a, b) < 2 {
			return
		}
		for _, ignore := range []bool{false, true} {
			g, ok := newLosGeom(bd.m, a, b, blocks, ignore)
			require.True(t, ok)
			want := len(g.obst) == 0 || g.free(g.centreLine())
			require.Equal(t, want, centreClear(bd.m, a, b, blocks, ignore), "map\n%s\n%v to %v, ignore structures %v, models %v", tiles.FormatMap(bd.m, nil), a, b, ignore, bd.marks)
			if want {
				clear++
			} else {
				blocked++
			}
		}
	}
	sightPairSample(t, r, check)
	require.Greater(t, clear, 5000)
	require.Greater(t, blocked, 5000)
	t.Logf("%d clear, %d blocked", clear, blocked)
}

// segmentClear checks one segment between points strictly inside the two
// squares: it must say exactly what the slow big.Rat check of the property
// tests says of the same segment (bruteSegmentFree), for every offset
// nearCentreClear uses and the centre, on random maps with random models,
// both modes, and real Arcade dungeons.
func TestSegmentClearIsTheBruteForceSegmentCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(53, 54))
	offs := append([][4]int64{{2, 2, 2, 2}}, nearCentreOffsets[:]...)
	clear, blocked := 0, 0
	check := func(bd board, a, b tiles.Point, blocks func(tiles.Point) bool) {
		if !bd.m.IsSquare(a) || !bd.m.IsSquare(b) || a == b {
			return
		}
		off := offs[r.IntN(len(offs))]
		q := func(c int, o int64) *big.Rat { return big.NewRat(4*int64(c)+o, 4) }
		for _, ignore := range []bool{false, true} {
			want := bruteSegmentFree(bd.m, a, b, blocks, ignore, q(a.X, off[0]), q(a.Y, off[1]), q(b.X, off[2]), q(b.Y, off[3]))
			require.Equal(t, want, segmentClear(bd.m, a, b, off, blocks, ignore), "map\n%s\n%v to %v, offsets %v, ignore structures %v, models %v", tiles.FormatMap(bd.m, nil), a, b, off, ignore, bd.marks)
			if want {
				clear++
			} else {
				blocked++
			}
		}
	}
	for range 1500 {
		bd := randomBoard(r)
		for range 10 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), bd.enemies())
		}
	}
	for range 300 {
		bd := bigRandomBoard(r)
		for range 10 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), bd.enemies())
		}
	}
	for seed := range uint64(4) {
		bd := board{m: arcadeMap(t, seed+1)}
		for range 600 {
			check(bd, randomPoint(r, bd.m), randomPoint(r, bd.m), nil)
		}
	}
	require.Greater(t, clear, 5000)
	require.Greater(t, blocked, 5000)
	t.Logf("%d clear, %d blocked", clear, blocked)
}
