package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// areaCase draws the board with the user (U, or V when its own square is
// covered), an optional Burst target (T, or Y when covered) and every
// covered square as X.
func areaCase(t *testing.T, diagram string, area cards.Area, dir tiles.Dir) {
	t.Helper()
	m, marks, err := tiles.ParseMap(diagram, nil)
	require.NoError(t, err)
	g, err := New(Setup{Board: m, Catalog: testCatalog(t)})
	require.NoError(t, err)
	var want []tiles.Point
	var user, target tiles.Point
	hasTarget := false
	for p, r := range marks {
		switch r {
		case 'U':
			user = p
		case 'V':
			user = p
			want = append(want, p)
		case 'T':
			target, hasTarget = p, true
		case 'Y':
			target, hasTarget = p, true
			want = append(want, p)
		case 'X':
			want = append(want, p)
		}
	}
	u, err := g.Place(Placement{Card: "Sanctioned Witch", At: user}, KindHero)
	require.NoError(t, err)
	aim := Aim{Dir: dir}
	if hasTarget {
		aim.Target, err = g.Place(Placement{Card: "Crawler", At: target}, KindMonster)
		require.NoError(t, err)
	}
	got, err := g.AreaSquares(g.Model(u), area, aim)
	require.NoError(t, err)
	sortPoints(want)
	assert.Equal(t, want, got)
}

// Arcade rulebook, "Area Effects": squares the user cannot see are not
// affected; "Wave X": every square within X of the user, its own included.
func TestAreaWaveBehindWall(t *testing.T) {
	areaCase(t, `
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. X X X .|
+ + + + + +
|. X V|. .|
+ + + + + +
|. X X X .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`, cards.Area{Kind: "Wave", Size: 1}, 0)
}

// Arcade rulebook, "Cross X": no diagonals.
func TestAreaCross(t *testing.T) {
	areaCase(t, `
+-+-+-+-+-+
|. . X . .|
+ + + + + +
|. . X . .|
+ + + + + +
|X X V X X|
+ + + + + +
|. . X . .|
+ + + + + +
|. . X . .|
+-+-+-+-+-+`, cards.Area{Kind: "Cross", Size: 2}, 0)
}

// Arcade rulebook, "Lance X": a straight line away from the user; a wall
// stops what the user cannot see.
func TestAreaLance(t *testing.T) {
	areaCase(t, `
+-+-+-+-+-+-+
|U X X|. . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, cards.Area{Kind: "Lance", Size: 5}, tiles.E)
}

// Arcade rulebook, "Sweep X" (project reading): the line of squares next
// to one side of the user, X either way.
func TestAreaSweep(t *testing.T) {
	areaCase(t, `
+-+-+-+-+-+
|. X X X .|
+ + + + + +
|. . U . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`, cards.Area{Kind: "Sweep", Size: 1}, tiles.N)
}

// Arcade rulebook, "Burst X": around the target, squares the TARGET sees:
// (3,1) is behind the wall from the target; (3,0) and (3,2) can be seen
// around the ends of the walls.
func TestAreaBurst(t *testing.T) {
	areaCase(t, `
+-+-+-+-+-+-+
|U . . X X X|
+ + + +-+ + +
|. . . .|Y X|
+ + + + + + +
|. . . X X X|
+-+-+-+-+-+-+`, cards.Area{Kind: "Burst", Size: 1}, 0)
}

func TestAreaRejectsDiagonalLance(t *testing.T) {
	g, id := board(t, `
+-+-+
|W .|
+-+-+`, "W=Sanctioned Witch")
	_, err := g.AreaSquares(g.Model(id['W']), cards.Area{Kind: "Lance", Size: 2}, Aim{Dir: tiles.SE})
	assert.Error(t, err)
}

// Arcade rulebook, "Area Effects": one roll, each model compared; friendly
// models are not affected unless the action is dangerous (Cleave is).
func TestDangerousSweepHitsFriends(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|. A C .|
+ + + + +
|. . F .|
+-+-+-+-+`, "F=Hearthsworn Fighter", "A=Sanctioned Witch", "C=Crawler")
	must(t, g, StartActivation{Hero: id['F']})
	// STR 2B1R: 2+2+2 = 6 stars; the Witch defends with ARM 3B: 0+0+1.
	g.ScriptDice(blue2, blue2, red2, blue1, blue0, blue0)
	evs := must(t, g, UseAction{Action: "Cleave", Aim: Aim{Dir: tiles.N}})
	assert.False(t, g.Model(id['C']).InPlay)
	assert.Equal(t, 1, g.Model(id['A']).Wounds, "Cleave is dangerous: the Witch is hit too")
	assert.Len(t, find[Rolled](evs), 2, "one offense roll and the Witch's defense")
	assert.Equal(t, 1, g.Model(id['F']).Wrath, "wrath only for wounds on enemies")
}

// Arcade rulebook, "Aura X": stays centred on the user, moving with it,
// until its next upkeep; it affects friends within X.
func TestAuraMovesWithUser(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+
|P . . . . . . W|
+-+-+-+-+-+-+-+-+`, "P=Royal Paladin", "W=Sanctioned Witch")
	must(t, g, StartActivation{Hero: id['P']})
	must(t, g, UseAction{Action: "Iron Halo"})
	assert.Equal(t, cards.MustPool("1B"), g.boostDice(g.Model(id['P']), cards.ARM, "defense"))
	assert.True(t, g.boostDice(g.Model(id['W']), cards.ARM, "defense").IsZero(), "7 squares away")
	must(t, g, Move{Path: path(pt(1, 0), pt(2, 0), pt(3, 0), pt(4, 0))})
	assert.Equal(t, cards.MustPool("1B"), g.boostDice(g.Model(id['W']), cards.ARM, "defense"), "now 3 squares away")
	// Same name: a second Iron Halo does not stack.
	must(t, g, UseAction{Action: "Iron Halo"})
	assert.Equal(t, cards.MustPool("1B"), g.boostDice(g.Model(id['W']), cards.ARM, "defense"))
}

// Project decision (rules/action.go, resolve): an area attack that reaches
// no model is refused before it spends anything, so a click on an empty
// area does not waste the Mage's action points; a Charge may still run
// along an empty line.
func TestAreaAttackReachingNoModelIsRefused(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+
|M . . . . . . C|
+-+-+-+-+-+-+-+-+`, "M=Ember Mage", "C=Crawler")
	must(t, g, StartActivation{Hero: id['M']})
	_, err := g.Apply(UseAction{Action: "Fire Wave"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Fire Wave would reach no model there")
	assert.Zero(t, g.Act.APSpent, "nothing spent")
}
