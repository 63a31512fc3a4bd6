package pathing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// monster is a Consul-run monster (Arcade rulebook, "Move Monster": all
// monsters have Surefoot; Heroes, marked E, are their enemies).
func (bd board) monster() *Mover {
	mv := bd.mover()
	mv.Surefoot = true
	return mv
}

// Arcade rulebook, "Stop Movement": the monster stops once within attack
// range of its target and in line of sight.
func TestApproachStopsOnceInRange(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A . . . B|
+-+-+-+-+-+`)
	path, cost, in := Approach(bd.m, bd.monster(), bd.a, bd.b, 1, true, bd.enemies())
	assert.True(t, in)
	assert.Equal(t, 3, cost)
	assert.Equal(t, []tiles.Point{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}}, path)

	path, cost, in = Approach(bd.m, bd.monster(), bd.a, bd.b, 3, true, bd.enemies())
	assert.True(t, in)
	assert.Equal(t, 1, cost)
	assert.Equal(t, []tiles.Point{{X: 1, Y: 0}}, path)

	path, cost, in = Approach(bd.m, bd.monster(), bd.a, bd.b, 4, true, bd.enemies())
	assert.True(t, in, "already in range")
	assert.Equal(t, 0, cost)
	assert.Empty(t, path)
}

// Equal-cost squares are ranked by distance to the target, then row-major.
func TestApproachNeedsLineOfSightAndBreaksTiesByDistance(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A . .|. B|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`)
	assert.False(t, LineOfSight(bd.m, pt(1, 0), bd.b, nil, false), "the wall hides the target from the top row")
	path, cost, in := Approach(bd.m, bd.monster(), bd.a, bd.b, 5, true, bd.enemies())
	assert.True(t, in)
	assert.Equal(t, 1, cost)
	assert.Equal(t, []tiles.Point{{X: 1, Y: 1}}, path, "(0,1) and (1,1) both see B for one point; (1,1) is nearer")

	_, cost, in = Approach(bd.m, bd.monster(), bd.a, bd.b, 5, false, bd.enemies())
	assert.True(t, in, "without line of sight the start is already in range")
	assert.Equal(t, 0, cost)
}

// When the target cannot be reached in range, get as close as possible by
// path, not as the crow flies.
func TestApproachGetsClosestByPathWhenOutOfReach(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+
|A . . .|
+-+-+-+ +
|B E . .|
+-+-+-+-+`)
	path, cost, in := Approach(bd.m, bd.monster(), bd.a, bd.b, 1, true, bd.enemies())
	assert.False(t, in)
	if assert.NotEmpty(t, path) {
		assert.Equal(t, pt(2, 1), path[len(path)-1], "two steps from B round the wall, though (0,0) is nearer as the crow flies")
	}
	assert.Equal(t, 4, cost)
}

func TestApproachWithWalledOffTargetUsesDistance(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A . . .|B|
+ + + + +-+
|. . . . .|
+-+-+-+-+-+`)
	path, cost, in := Approach(bd.m, bd.monster(), bd.a, bd.b, 1, true, bd.enemies())
	assert.False(t, in)
	assert.Equal(t, 3, cost)
	if assert.NotEmpty(t, path) {
		assert.Equal(t, pt(3, 0), path[len(path)-1], "(3,0) and (3,1) are one square away for three points; (3,0) comes first row-major")
	}
}

// Arcade rulebook, "Abilities", Hookshot: range is counted around walls and
// structures.
func TestRangeAround(t *testing.T) {
	cases := []struct {
		name    string
		diagram string
		want    int
		ok      bool
	}{
		{"open floor is plain distance", `
+-+-+-+-+
|A . . .|
+ + + + +
|. . . B|
+-+-+-+-+`, 3, true},
		{"counted round the end of a wall", `
+-+-+-+
|A|. B|
+ + + +
|.|. .|
+ + + +
|. . .|
+-+-+-+`, 4, true},
		{"not through a structure", `
+-+-+-+
|A # B|
+-+-+-+`, 0, false},
		{"over a chasm", `
+-+-+-+
|A ~ B|
+-+-+-+`, 2, true},
		{"not past a structure's corner", `
+-+-+-+
|A # .|
+ + + +
|# . B|
+-+-+-+`, 0, false},
		{"ignores models", `
+-+-+-+
|A E B|
+-+-+-+`, 2, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bd := parseBoard(t, tc.diagram)
			n, ok := RangeAround(bd.m, bd.a, bd.b)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, n)
		})
	}
	bd := parseBoard(t, `
+-+
|A|
+-+`)
	n, ok := RangeAround(bd.m, bd.a, bd.a)
	assert.True(t, ok)
	assert.Equal(t, 0, n)
	_, ok = RangeAround(bd.m, bd.a, pt(3, 3))
	assert.False(t, ok)
}

// Arcade rulebook, "1. Determine Line of Sight": models drawing line of
// sight to a model with Fly ignore structures.
func TestApproachGoalForATargetWithFly(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A . # . B|
+-+-+-+-+-+`)
	_, _, in := Approach(bd.m, bd.monster(), bd.a, bd.b, 4, true, bd.enemies())
	assert.False(t, in, "the structure hides B")
	path, cost, in := ApproachGoal(bd.m, bd.monster(), bd.a, Goal{Target: bd.b, Range: 4, NeedLoS: true, IgnoreStructures: true})
	assert.True(t, in, "a flying target is seen over the structure")
	assert.Equal(t, 0, cost)
	assert.Empty(t, path)
}

// Arcade rulebook, "Movement Points": a move may pass a friendly model but
// not end on it.
func TestStopAlongEndsWhereTheMoverMayStop(t *testing.T) {
	bd := parseBoard(t, `
+-+-+-+-+-+
|A d F . B|
+-+-+-+-+-+`)
	mv := bd.mover()
	path, cost, ok := ShortestPath(bd.m, mv, bd.a, bd.b)
	require.True(t, ok)
	require.Equal(t, 5, cost)
	cases := []struct {
		points   int
		wantLen  int
		wantCost int
	}{
		{0, 0, 0},
		{1, 0, 0}, // difficult terrain costs 2
		{2, 1, 2},
		{3, 1, 2}, // (2,0) is a friend: back to (1,0)
		{4, 3, 4},
		{9, 4, 5},
	}
	for _, tc := range cases {
		got, c := StopAlong(bd.m, mv, path, tc.points)
		assert.Len(t, got, tc.wantLen, "%d points", tc.points)
		assert.Equal(t, tc.wantCost, c, "%d points", tc.points)
	}
}
