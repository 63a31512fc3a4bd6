package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Determine Line of Sight": walls block; the refusal
// names the wall.
func TestNoLineOfSightThroughWall(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|. . . . W|C .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	must(t, g, StartActivation{Hero: id['W']})
	reason := refuse(t, g, Attack{Attr: cards.WILL, Target: id['C']})
	assert.Equal(t, "Sanctioned Witch has no line of sight to Crawler: wall between (4,1) and (5,1)", reason)
	assert.Empty(t, g.LegalTargets(id['W'], "Magic Attack"))
}

// Arcade rulebook, "Determine Line of Sight": enemy models block, friendly
// models do not.
func TestEnemiesBlockFriendsDoNot(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|W T C . K|
+-+-+-+-+-+`, "W=Sanctioned Witch", "T=Tincan", "C=Crawler", "K=Tower Stalker")
	ok, _ := g.LineOfSight(g.Model(id['W']), g.Model(id['C']))
	assert.True(t, ok, "through a friend")
	ok, why := g.LineOfSight(g.Model(id['W']), g.Model(id['K']))
	assert.False(t, ok)
	assert.Equal(t, "Crawler in the way at (2,0)", why)
	assert.Equal(t, []ModelID{id['C']}, g.LegalTargets(id['W'], "Magic Attack"))
}

// Arcade rulebook, "Fly": models with Fly, and models looking at them,
// ignore intervening models and structures.
func TestFlyIgnoresModelsAndStructures(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W . # . K .|
+ + + + + + +
|. . # . . .|
+ + + + + + +
|. . # . D .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "K=Knight of the Tower", "D=Tower Stalker")
	ok, _ := g.LineOfSight(g.Model(id['W']), g.Model(id['K']))
	assert.True(t, ok, "the Knight of the Tower flies: the structures do not hide it")
	ok, why := g.LineOfSight(g.Model(id['W']), g.Model(id['D']))
	assert.False(t, ok, "the Stalker does not fly")
	assert.Contains(t, why, "structure")
}

// Arcade rulebook, "Stealth": enemy actions lose 3 range (minimum 1).
func TestStealthReducesEnemyRange(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+-+
|W . . . . . R . . .|
+-+-+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "R=Tower Arbalist")
	must(t, g, StartActivation{Hero: id['W']})
	// No Stealth on the Arbalist: range 8 reaches 6 squares.
	assert.Equal(t, []ModelID{id['R']}, g.LegalTargets(id['W'], "Magic Attack"))
	// Give it Stealth through an effect: 8-3 = 5 < 6.
	g.Model(id['R']).Effects = []Effect{{Source: "test", From: id['R'], Grants: []cards.Keyword{{Name: "Stealth"}}}}
	reason := refuse(t, g, Attack{Attr: cards.WILL, Target: id['R']})
	assert.Contains(t, reason, "range is 5 (8 reduced by Stealth or Small)")
}

func TestRangeCountsTargetSquare(t *testing.T) {
	// Arcade rulebook, "Check Range": count squares including the
	// target's; range 1 reaches the adjacent squares, diagonals included.
	g, id := board(t, `
+-+-+-+
|W . .|
+ + + +
|. C .|
+-+-+-+`, "W=Tincan", "C=Crawler")
	require.NotNil(t, g)
	must(t, g, StartActivation{Hero: id['W']})
	assert.Equal(t, []ModelID{id['C']}, g.LegalTargets(id['W'], "Melee Attack"))
}
