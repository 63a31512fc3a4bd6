package rules

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// arcGame gives the Ember Mage's Magma Strike (offensive, WILL 2R plus 3B,
// range 8) the Arc keyword on a private copy of the catalog: no card in the
// data carries Arc yet.
func arcGame(t *testing.T, ascii string, cast ...string) (*Game, map[rune]ModelID) {
	g, id := board(t, ascii, cast...)
	cat, err := LoadCatalog()
	require.NoError(t, err)
	h := *cat.Heroes["Ember Mage"]
	h.Actions = slices.Clone(h.Actions)
	for i := range h.Actions {
		if h.Actions[i].Name == "Magma Strike" {
			h.Actions[i].Keywords = append(slices.Clone(h.Actions[i].Keywords), cards.Keyword{Name: "Arc"})
		}
	}
	cat.Heroes[h.Name] = &h
	g.catalog = cat
	return g, id
}

// Arcade rulebook, "Abilities" (ARC): the action wounds the Crawler at
// (3,0), jumps to the Crawler two squares on with one die fewer (a blue
// die), wounds it, jumps again with another blue die fewer and misses the
// third:
// the chain stops there. Two wounds: two wrath.
func TestArcJumpsWithOneDieFewer(t *testing.T) {
	g, id := arcGame(t, `
+-+-+-+-+-+-+-+-+-+
|H . . A . B . C .|
+-+-+-+-+-+-+-+-+-+`, "H=Ember Mage", "A=Crawler", "B=Crawler", "C=Crawler")
	must(t, g, StartActivation{Hero: id['H']})
	g.ScriptDice(blue2, blue0, blue0, red0, red1, // 3 stars on A
		blue2, blue0, red0, red0, // 2 stars on B
		blue0, red0, red0) // 0 stars on C
	evs := must(t, g, UseAction{Action: "Magma Strike", Aim: Aim{Target: id['A']}})
	rolls := find[Rolled](evs)
	require.Len(t, rolls, 3)
	assert.Equal(t, "3B2R", rolls[0].Pool)
	assert.Equal(t, "2B2R", rolls[1].Pool)
	assert.Equal(t, "1B2R", rolls[2].Pool)
	assert.False(t, g.Model(id['A']).InPlay)
	assert.False(t, g.Model(id['B']).InPlay)
	assert.True(t, g.Model(id['C']).InPlay, "the last jump missed")
	assert.Equal(t, 2, g.Model(id['H']).Wrath)
}

// The chain never returns to a model it already targeted, stops when no
// new enemy is within two squares, and follows the player's named targets
// (refusing one out of reach). By default it picks the lowest ARM: the
// Crawler (ARM 1) before the Tower Stalker (ARM 2).
func TestArcTargets(t *testing.T) {
	const m = `
+-+-+-+-+-+-+-+-+-+
|H . . A . K . . C|
+ + + + + + + + + +
|. . . . . B . . .|
+-+-+-+-+-+-+-+-+-+`
	cast := []string{"H=Ember Mage", "A=Crawler", "K=Tower Stalker", "B=Crawler", "C=Crawler"}
	g, id := arcGame(t, m, cast...)
	must(t, g, StartActivation{Hero: id['H']})
	g.ScriptDice(blue2, blue2, blue2, red2, red2, blue2, blue2, red2, red2)
	evs := must(t, g, UseAction{Action: "Magma Strike", Aim: Aim{Target: id['A']}})
	tg := find[Targeted](evs)
	require.GreaterOrEqual(t, len(tg), 2)
	assert.Equal(t, id['B'], tg[1].Target.ID, "Crawler B (ARM 1) before the Stalker (ARM 2)")

	g, id = arcGame(t, m, cast...)
	must(t, g, StartActivation{Hero: id['H']})
	assert.Contains(t, refuse(t, g, UseAction{Action: "Magma Strike", Aim: Aim{Target: id['A']},
		Choices: Choices{ArcTargets: []ModelID{id['C']}}}), "not a new enemy within 2 squares")
	g.ScriptDice(blue2, blue2, blue2, red2, red2, blue2, blue2, blue0, red0)
	evs = must(t, g, UseAction{Action: "Magma Strike", Aim: Aim{Target: id['A']},
		Choices: Choices{ArcTargets: []ModelID{id['K']}, ArcDrop: []cards.Colour{cards.Red}}})
	rolls := find[Rolled](evs)
	require.GreaterOrEqual(t, len(rolls), 2)
	assert.Equal(t, "3B1R", rolls[1].Pool, "the player gave up a red die")
	assert.Equal(t, 1, g.Model(id['K']).Wounds, "4 stars beat the Stalker's ARM 2")
}
