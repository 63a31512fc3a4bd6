package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Pull X": each square must bring the model closer; it
// stops once adjacent. Default path: the cheapest closing step.
func TestPullDefault(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|T . C . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`, "T=Tincan", "C=Spider Speaker")
	must(t, g, StartActivation{Hero: id['T']})
	// Fight Me: Wave 2, WILL 2B1R against ARM 2, Pull 1.
	g.ScriptDice(blue2, blue0, red1)
	evs := must(t, g, UseAction{Action: "Fight Me"})
	mv := find[Moved](evs)
	require.Len(t, mv, 1)
	assert.Equal(t, pt(1, 0), g.Model(id['C']).Pos)
	assert.Empty(t, find[Wounded](evs), "Fight Me is a support action")
}

// Arcade rulebook, "Control Effects": the model may never be moved in a
// way it could not move itself; Pull must close in every step.
func TestControlPathLegality(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|T . . C .|
+ + + +-+ +
|. . . . .|
+-+-+-+-+-+`, "T=Hearthsworn Fighter", "C=Spider Speaker")
	must(t, g, StartActivation{Hero: id['T']})
	// Dwarven Curse: Wave 3, Pull 3. STR 2B1R: 2+2+1 = 5 > ARM 2.
	g.ScriptDice(blue2, blue2, red1)
	reason := refuse(t, g, UseAction{Action: "Dwarven Curse",
		Controls: []ControlMove{{Model: id['C'], Path: path(pt(4, 0))}}})
	assert.Contains(t, reason, "does not bring it closer")
	reason = refuse(t, g, UseAction{Action: "Dwarven Curse",
		Controls: []ControlMove{{Model: id['C'], Path: path(pt(3, 1))}}})
	assert.Contains(t, reason, "wall between (3,0) and (3,1)")
	must(t, g, UseAction{Action: "Dwarven Curse",
		Controls: []ControlMove{{Model: id['C'], Path: path(pt(2, 0), pt(1, 0))}}})
	assert.Equal(t, pt(1, 0), g.Model(id['C']).Pos)
}

// Arcade rulebook, "Push X": every square must widen the distance.
func TestPushMustWiden(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|T C . . .|
+-+-+-+-+-+`, "T=Tincan", "C=Crawler")
	u, c := g.Model(id['T']), g.Model(id['C'])
	k := cards.Keyword{Name: "Push", Value: 2}
	assert.NoError(t, g.checkControlPath(u, c, k, path(pt(2, 0), pt(3, 0))))
	assert.Error(t, g.checkControlPath(u, c, k, path(pt(2, 0), pt(3, 0), pt(4, 0))), "3 squares > Push 2")
	def := g.DefaultControlPath(u, c, k)
	assert.Equal(t, path(pt(2, 0), pt(3, 0)), def)
}

// Arcade rulebook, "Compel X": moved up to X squares in any direction;
// dangerous actions affect friends and the user too.
func TestCompelExplicit(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|. . W C . .|
+ + + + + + +
|. . B . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar", "C=Crawler")
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, DrinkPotion{Owner: id['W'], Action: "Sparkle-Charm Bomb",
		Controls: []ControlMove{{Model: id['C'], Path: path(pt(4, 0), pt(5, 0))}, {Model: id['B'], Path: path(pt(1, 1))}}})
	assert.Equal(t, pt(5, 0), g.Model(id['C']).Pos)
	assert.Equal(t, pt(1, 1), g.Model(id['B']).Pos)
	assert.Len(t, find[Moved](evs), 2)
	var _ tiles.Point
}

// Sparkle-Charm Bomb: "A glittering explosion that shoves everyone nearby,
// friend or foe, up to two squares" (Compel 2, Wave 2). Arcade rulebook,
// "Compel X": the target "may be moved a number of squares up to the
// value of X" — the party's choice. With no path given, the default drives
// each enemy away (as Push 2) and leaves friends in place.
func TestCompelDefaultPath(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|. . W C . .|
+ + + + + + +
|. . B . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar", "C=Crawler")
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, DrinkPotion{Owner: id['W'], Action: "Sparkle-Charm Bomb"})
	assert.Equal(t, 3, DistTo(g.Model(id['W']), g.Model(id['C']).Pos), "the Crawler is driven two squares away")
	assert.Equal(t, pt(2, 1), g.Model(id['B']).Pos, "the Cat Burglar stays")
	assert.Len(t, find[Moved](evs), 1)
	u, c := g.Model(id['W']), g.Model(id['B'])
	assert.Empty(t, g.DefaultControlPath(u, c, cards.Keyword{Name: "Compel", Value: 2}))
}

// Sturdy (a house rule, help.go): "Compel, Pull and Push cannot move it".
// The party asks Sparkle-Charm Bomb to shove the Sturdy Glimmerdusk Ranger
// a square; it does not budge, and the log says why.
func TestSturdyIsNotMovedByControl(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|. . W G . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "G=Glimmerdusk Ranger")
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, DrinkPotion{Owner: id['W'], Action: "Sparkle-Charm Bomb",
		Controls: []ControlMove{{Model: id['G'], Path: path(pt(4, 0))}}})
	assert.Equal(t, pt(3, 0), g.Model(id['G']).Pos, "the Sturdy Ranger stays")
	assert.Empty(t, find[Moved](evs))
	said := false
	for _, n := range find[Note](evs) {
		said = said || strings.Contains(n.Text, "Sturdy")
	}
	assert.True(t, said, "the log says why")
}
