package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// card-facts.md, Riftling Rogue: "Stealth, Luck, Teleport". Teleport as
// the Rogue's own ability (house rule, help.go): a move may instead be a
// jump to an empty floor square in sight, one movement point per square of
// distance, over a chasm a walk could not cross.
func TestRiftlingRogueTeleportAbility(t *testing.T) {
	g, _ := board(t, `
+-+-+-+-+-+-+
|R ~ . . .|.|
+ + + + + + +
|~ ~ . . . .|
+-+-+-+-+-+-+`, "R=Riftling Rogue")
	r := g.Heroes()[0]
	must(t, g, StartActivation{Hero: r})
	_, _, walk := g.PathTo(r, pt(3, 0))
	require.False(t, walk, "a chasm all round: no walk out")
	reach := map[tiles.Point]int{}
	for _, q := range g.ReachableSquares(r) {
		reach[q.At] = q.Cost
	}
	assert.Equal(t, 3, reach[pt(3, 0)], "three squares away: three movement points")
	assert.NotContains(t, reach, pt(5, 0), "behind a wall: not in sight")
	path, cost, ok := g.MovePath(r, pt(3, 0))
	require.True(t, ok)
	assert.Equal(t, []tiles.Point{pt(3, 0)}, path)
	assert.Equal(t, 3, cost)

	g.Act.MPSpent = 5
	assert.Contains(t, refuse(t, g, Move{Path: path}), "3 squares away and 2 movement points are left")
	g.Act.MPSpent = 0
	far := pt(5, 0)
	assert.Contains(t, refuse(t, g, Move{Path: []tiles.Point{far}}), "no line of sight")
	assert.Contains(t, refuse(t, g, Move{Path: []tiles.Point{pt(0, 1)}}), "not an open floor square")
	evs := must(t, g, Move{Path: path})
	assert.Equal(t, pt(3, 0), g.Model(r).Pos)
	assert.Equal(t, 7-3, g.MPLeft(r))
	sp := find[Spent](evs)
	require.Len(t, sp, 1)
	assert.Equal(t, "teleport", sp[0].For)
	must(t, g, Move{Path: []tiles.Point{pt(3, 1)}}) // adjacent: an ordinary step
	assert.Equal(t, 7-4, g.MPLeft(r))
}

// A Hero without the ability cannot teleport by moving.
func TestNoTeleportWithoutTheAbility(t *testing.T) {
	g, _ := board(t, `
+-+-+-+-+
|W . . .|
+-+-+-+-+`, "W=Sanctioned Witch")
	w := g.Heroes()[0]
	must(t, g, StartActivation{Hero: w})
	assert.Contains(t, refuse(t, g, Move{Path: []tiles.Point{pt(3, 0)}}), "cannot move")
	path, _, ok := g.MovePath(w, pt(3, 0))
	require.True(t, ok)
	assert.Len(t, path, 3, "a walk")
}
