package pathing

import (
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
	require.Greater(t, clear, 5000)
	require.Greater(t, blocked, 5000)
	t.Logf("%d clear, %d blocked", clear, blocked)
}
