package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

func path(ps ...tiles.Point) []tiles.Point { return ps }

// Arcade rulebook, "Movement Points": one point per square, diagonals
// included; friends may be passed but not stopped on; enemies never passed.
func TestMovement(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W T . . .|
+ + + + + +
|. C . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`, "W=Tincan", "T=Cat Burglar", "C=Crawler")
	w := id['W']
	must(t, g, StartActivation{Hero: w})
	assert.Equal(t, 5, g.MPLeft(w))

	reason := refuse(t, g, Move{Path: path(pt(1, 0))})
	assert.Contains(t, reason, "cannot end the move on (1,0): Cat Burglar is there")
	reason = refuse(t, g, Move{Path: path(pt(1, 1))})
	assert.Contains(t, reason, "occupied by an enemy")

	evs := must(t, g, Move{Path: path(pt(1, 0), pt(2, 0), pt(3, 1))})
	assert.Equal(t, pt(3, 1), g.Model(w).Pos)
	assert.Equal(t, 2, g.MPLeft(w))
	mv := find[Moved](evs)
	require.Len(t, mv, 1)
	assert.Equal(t, 3, mv[0].Cost)

	reason = refuse(t, g, Move{Path: path(pt(4, 1), pt(4, 2), pt(3, 2))})
	assert.Contains(t, reason, "only 2 are left")
}

// Arcade rulebook, "Movement Points": never diagonally between two enemies.
func TestNoDiagonalBetweenEnemies(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W C .|
+ + + +
|D . .|
+-+-+-+`, "W=Tincan", "C=Crawler", "D=Tower Blackblade")
	must(t, g, StartActivation{Hero: id['W']})
	reason := refuse(t, g, Move{Path: path(pt(1, 1))})
	assert.Contains(t, reason, "diagonally between two enemies")
}

// Difficult terrain costs one extra point; Surefoot ignores it (Arcade
// rulebook, "Surefoot").
func TestDifficultTerrainAndSurefoot(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W d . .|
+ + + + +
|H d . .|
+-+-+-+-+`, "W=Sanctioned Witch", "H=Tincan")
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, Move{Path: path(pt(1, 0), pt(2, 0))})
	assert.Equal(t, 3, find[Moved](evs)[0].Cost)
	must(t, g, EndActivation{})
	must(t, g, StartActivation{Hero: id['H']})
	evs = must(t, g, Move{Path: path(pt(1, 1), pt(2, 1))})
	assert.Equal(t, 2, find[Moved](evs)[0].Cost, "Tincan is Surefoot")
	// The query the board's tips use names the ability, and only where a
	// step is flat.
	assert.Equal(t, "Surefoot", g.RoughGroundAbility(g.Model(id['H'])))
	assert.Empty(t, g.RoughGroundAbility(g.Model(id['W'])))
}

// Arcade rulebook, "Status Effects": Slow halves movement rounding up;
// Immobile forbids moving; Dash moves two squares, one under Slow.
func TestSlowImmobileDash(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+
|W . . . . . . .|
+ + + + + + + + +
|H . . . . . . .|
+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "H=Tincan")
	g.Model(id['W']).Statuses = g.Model(id['W']).Statuses.With(cards.Slow)
	g.Model(id['H']).Statuses = g.Model(id['H']).Statuses.With(cards.Immobile)
	must(t, g, StartActivation{Hero: id['W']})
	assert.Equal(t, 3, g.MPLeft(id['W']), "6 halved")
	reason := refuse(t, g, Dash{Path: path(pt(1, 0), pt(2, 0))})
	assert.Contains(t, reason, "only 1 are left")
	must(t, g, Dash{Path: path(pt(1, 0))})
	assert.Equal(t, 2, g.APLeft(id['W']))
	assert.Equal(t, 3, g.MPLeft(id['W']), "Dash spends no movement points")
	evs := must(t, g, EndActivation{})
	assert.Len(t, find[StatusesRemoved](evs), 1, "statuses come off at the end of the activation")
	assert.Zero(t, g.Model(id['W']).Statuses)

	must(t, g, StartActivation{Hero: id['H']})
	reason = refuse(t, g, Move{Path: path(pt(1, 1))})
	assert.Contains(t, reason, "Immobile")
	reason = refuse(t, g, Dash{Path: path(pt(1, 1))})
	assert.Contains(t, reason, "Immobile")
	assert.Empty(t, g.ReachableSquares(id['H']))
}

// Knockdown on a Hero (Explore rulebook, "Status Effects"; Arcade defines
// it only for monsters): no moving or acting until one action point or all
// movement points are spent to stand up.
func TestKnockdownStandUp(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W C .|
+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	g.Model(id['W']).Statuses = g.Model(id['W']).Statuses.With(cards.Knockdown)
	must(t, g, StartActivation{Hero: id['W']})
	assert.Contains(t, refuse(t, g, Move{Path: path(pt(2, 0))}), "knocked down")
	assert.Contains(t, refuse(t, g, Attack{Attr: cards.STR, Target: id['C']}), "knocked down")
	must(t, g, StandUp{})
	assert.Equal(t, 2, g.APLeft(id['W']))
	g.ScriptDice(blue2, blue2)
	must(t, g, Attack{Attr: cards.STR, Target: id['C']})
}

func TestReachableSquares(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W . .|
+ +-+ +
|. . .|
+-+-+-+`, "W=Tincan")
	must(t, g, StartActivation{Hero: id['W']})
	rs := g.ReachableSquares(id['W'])
	got := map[tiles.Point]int{}
	for _, r := range rs {
		got[r.At] = r.Cost
	}
	// The wall under (1,0) does not stop the diagonal from (0,0) to (1,1):
	// a line can pass west of the wall's end.
	assert.Equal(t, map[tiles.Point]int{pt(1, 0): 1, pt(2, 0): 2, pt(0, 1): 1, pt(1, 1): 1, pt(2, 1): 2}, got)
	p, cost, ok := g.PathTo(id['W'], pt(2, 1))
	require.True(t, ok)
	assert.Equal(t, 2, cost)
	assert.Equal(t, path(pt(1, 1), pt(2, 1)), p)
}
