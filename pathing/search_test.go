package pathing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Movement Points": one point per square, diagonals
// included, so on an open floor the cost is the Chebyshev distance.
func TestReachableOpenRoomCostsChebyshev(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . A . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`)
	f := Reachable(bd.m, bd.mover(), bd.a, 2)
	for _, p := range bd.m.Points() {
		c, ok := f.Cost(p)
		require.True(t, ok, "%v within two points", p)
		assert.Equal(t, tiles.Dist(bd.a, p), c, "%v", p)
		assert.Len(t, f.Path(p), c, "one square per point")
	}
	one := Reachable(bd.m, bd.mover(), bd.a, 1)
	_, ok := one.Cost(pt(0, 0))
	assert.False(t, ok, "(0,0) is two steps away")
	assert.Nil(t, one.Path(pt(0, 0)))
	assert.Equal(t, []tiles.Point{}, one.Path(bd.a), "the start is reached with an empty path")
}

func TestShortestPathGoesRoundTheEndOfAWall(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+
|A . .|
+-+-+ +
|B . .|
+-+-+-+`)
	path, cost, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	require.True(t, ok)
	// (1,0)->(2,1) passes the end of the wall under (1,0) on the open side
	// of (2,0): a legal diagonal.
	assert.Equal(t, 4, cost)
	assert.Equal(t, []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 1}, {X: 1, Y: 1}, {X: 0, Y: 1}}, path)
	for i, p := range path {
		prev := bd.a
		if i > 0 {
			prev = path[i-1]
		}
		assert.NoError(t, CanStep(bd.m, bd.mover(), prev, p))
	}
}

// Arcade rulebook, "Movement Points": no move into a square out of line of
// sight, so an L-shaped wall corner cannot be cut.
func TestPocketBehindAWallCornerCannotBeReachedByCuttingIt(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+
|A . .|
+-+-+ +
|B .|.|
+-+-+-+`)
	_, _, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	assert.False(t, ok)
	assert.EqualError(t, CanStep(bd.m, bd.mover(), pt(2, 0), pt(1, 1)), "no line of sight from (2,0) to (1,1)")
	_, cost, ok := ShortestPath(bd.m, &Mover{Burrow: true}, bd.a, bd.b)
	assert.True(t, ok, "Burrow goes through the wall")
	assert.Equal(t, 1, cost)
}

// Arcade rulebook, "Movement Points": models move freely through friendly
// models but may not end their move on another model.
func TestFriendlyModelsArePassedButNotEndedOn(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+
|A F . B|
+-+-+-+-+`)
	f := Reachable(bd.m, bd.mover(), bd.a, 3)
	c, ok := f.Cost(pt(1, 0))
	assert.True(t, ok)
	assert.Equal(t, 1, c)
	assert.False(t, f.CanEnd(pt(1, 0)), "cannot stop on a friend")
	assert.True(t, f.CanEnd(bd.b), "can go past a friend")
	assert.True(t, f.CanEnd(bd.a), "staying put is allowed")
	assert.Equal(t, []tiles.Point{{X: 0, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}}, f.Ends())

	_, _, ok = ShortestPath(bd.m, bd.mover(), bd.a, pt(1, 0))
	assert.False(t, ok, "a move may not end on a friend")
	path, cost, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	require.True(t, ok)
	assert.Equal(t, 3, cost)
	assert.Equal(t, []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}}, path)
}

func TestEnemiesBlockTheCorridor(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+
|A E . B|
+-+-+-+-+`)
	_, _, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	assert.False(t, ok)
	f := Reachable(bd.m, bd.mover(), bd.a, -1)
	assert.Equal(t, []tiles.Point{bd.a}, f.Ends())
}

// Arcade rulebook, "Abilities": Surefoot treats difficult terrain as open.
func TestDifficultTerrainCostsExtraUnlessSurefoot(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+
|A d d B|
+ + + + +
|. . . .|
+-+-+-+-+`)
	path, cost, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	require.True(t, ok)
	assert.Equal(t, 3, cost, "round the difficult squares through the lower row")
	assert.Equal(t, []tiles.Point{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 3, Y: 0}}, path)

	sure := bd.mover()
	sure.Surefoot = true
	_, cost, ok = ShortestPath(bd.m, sure, bd.a, bd.b)
	require.True(t, ok)
	assert.Equal(t, 3, cost)
	f := Reachable(bd.m, bd.mover(), bd.a, 2)
	c, _ := f.Cost(pt(1, 0))
	assert.Equal(t, 2, c, "entering difficult terrain costs two points")
	_, reached := f.Cost(pt(2, 0))
	assert.False(t, reached, "(2,0) costs 1 to (1,1) then 2 to enter")
	c, reached = Reachable(bd.m, bd.mover(), bd.a, 3).Cost(pt(2, 0))
	assert.True(t, reached)
	assert.Equal(t, 3, c)
}

func TestFlyAndBurrowCrossWhatOthersCannot(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A ~ # .|B|
+-+-+-+-+-+`)
	_, _, ok := ShortestPath(bd.m, bd.mover(), bd.a, bd.b)
	assert.False(t, ok, "walker")
	_, _, ok = ShortestPath(bd.m, &Mover{Fly: true}, bd.a, bd.b)
	assert.False(t, ok, "Fly stops at the wall")
	_, cost, ok := ShortestPath(bd.m, &Mover{Fly: true}, bd.a, pt(3, 0))
	assert.True(t, ok, "Fly crosses chasm and structure")
	assert.Equal(t, 3, cost)
	_, _, ok = ShortestPath(bd.m, &Mover{Burrow: true}, bd.a, bd.b)
	assert.False(t, ok, "Burrow cannot cross the chasm")
	_, cost, ok = ShortestPath(bd.m, &Mover{Burrow: true}, pt(2, 0), bd.b)
	assert.True(t, ok, "Burrow goes through the wall")
	assert.Equal(t, 2, cost)
}

func TestSearchesToleratesBadInput(t *testing.T) {
	bd := parseBoard(t, `
+-+-+
|A B|
+-+-+`)
	f := Reachable(nil, nil, bd.a, 3)
	assert.Nil(t, f.Ends())
	f = Reachable(bd.m, nil, pt(9, 9), 3)
	_, ok := f.Cost(pt(9, 9))
	assert.False(t, ok)
	_, _, ok = ShortestPath(bd.m, nil, bd.a, pt(-1, 0))
	assert.False(t, ok)
	path, cost, ok := ShortestPath(bd.m, nil, bd.a, bd.a)
	assert.True(t, ok)
	assert.Equal(t, 0, cost)
	assert.Empty(t, path)
}

func TestGraphOnNilAndTinyMaps(t *testing.T) {
	g := NewGraph(nil)
	assert.NotNil(t, g.Map())
	assert.Nil(t, g.Reachable(nil, pt(0, 0), 3).Ends())
	_, _, ok := g.ShortestPath(nil, pt(0, 0), pt(0, 0))
	assert.False(t, ok)

	bd := parseBoard(t, `
+-+
|A|
+-+`)
	g = NewGraph(bd.m)
	assert.Same(t, bd.m, g.Map())
	assert.Equal(t, []tiles.Point{bd.a}, g.Reachable(nil, bd.a, -1).Ends())
}
