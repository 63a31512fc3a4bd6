package pathing

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ApproachGoal's bounded first search is a shortcut only: on the walled
// three-tile dungeon with random models, movers, targets and ranges it
// gives exactly the unbounded search's path, cost and answer.
func TestApproachBoundedSearchChangesNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 46))
	base := wallDungeon(t)
	bounded := 0
	for range 60 {
		bd := board{m: base.m, marks: map[tiles.Point]rune{}}
		for i := range bd.m.Squares {
			if p := bd.m.PointOf(i); bd.m.IsSquare(p) && r.IntN(100) < 12 {
				bd.marks[p] = rune("EF"[r.IntN(2)])
			}
		}
		g := NewGraph(bd.m)
		for range 20 {
			mv := randomMover(r, bd)
			from, target := randomPoint(r, bd.m), randomPoint(r, bd.m)
			goal := Goal{Target: target, Range: 1 + r.IntN(6), NeedLoS: r.IntN(4) > 0, Blocks: bd.enemies(), IgnoreStructures: mv.Fly}
			p1, c1, ok1 := g.approachGoal(mv, from, goal, true)
			p2, c2, ok2 := g.approachGoal(mv, from, goal, false)
			require.Equal(t, p2, p1, "%v to %v, goal %+v", from, target, goal)
			require.Equal(t, c2, c1)
			require.Equal(t, ok2, ok1)
			if ok1 && max(0, tiles.Dist(from, target)-goal.Range)+approachSlack < max(bd.m.W, bd.m.H)/2 {
				bounded++
			}
		}
	}
	require.Greater(t, bounded, 100, "the bounded search was tried")
}
