package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Rerolls": a die may be rerolled only once, and when
// friendly and enemy effects both ask to reroll the same die they cancel.
func TestRerollOncePerDieAndOpposingCancel(t *testing.T) {
	g, id := board(t, `
+-+-+
|A B|
+-+-+`, "A=Riftling Rogue", "B=Crawler")
	g.ScriptDice(blue0, blue1, blue0)
	r := g.Roll(id['A'], "offense", cards.MustPool("3B"), false)
	require.Equal(t, 1, r.Stars)
	rerolled := make([]bool, len(r.Dice))
	g.ScriptDice(blue2, blue2)
	e := g.applyRerolls(&r, rerolled, []rerollRequest{
		{Die: 0, Source: "Luck"}, {Die: 0, Source: "another friendly effect"}, // one reroll, not two
		{Die: 2, Source: "Luck"}, {Die: 2, Hostile: true, Source: "a curse"}, // cancelled
	}, "test")
	assert.Equal(t, []int{0}, e.Dice, "die 1 rerolled once")
	assert.Equal(t, []int{2}, e.Cancelled, "die 3: opposing rerolls cancel")
	assert.Equal(t, 2+1+0, r.Stars)
	assert.Equal(t, []int{blue2}, g.Dice, "only one die was rolled again")
	// A second request for die 1 is refused: it was rerolled already.
	e = g.applyRerolls(&r, rerolled, []rerollRequest{{Die: 0}}, "test")
	assert.Empty(t, e.Dice)
	assert.Equal(t, 3, r.Stars)
}

// Hex sets the highest die aside after rerolls (reroll.go): a reroll that
// turns a blank into the highest die moves the set-aside to it.
func TestRerollUnderHex(t *testing.T) {
	g, id := board(t, `
+-+-+
|A B|
+-+-+`, "A=Riftling Rogue", "B=Crawler")
	g.ScriptDice(blue1, blue0)
	r := g.Roll(id['A'], "offense", cards.MustPool("2B"), true)
	require.Equal(t, 0, r.Stars, "the one-star die is set aside")
	g.ScriptDice(blue2)
	g.applyRerolls(&r, make([]bool, 2), []rerollRequest{{Die: 1}}, "test")
	assert.True(t, r.Dice[1].Discarded, "the rerolled two is now the highest")
	assert.False(t, r.Dice[0].Discarded)
	assert.Equal(t, 1, r.Stars)
}

// Luck (project meaning, reroll.go): a roll that already wins is kept,
// and KeepRoll declines the reroll of a roll that falls short.
func TestLuckOnlyWhenShortAndNotDeclined(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|C R D|
+-+-+-+`, "R=Riftling Rogue", "C=Crawler", "D=Crawler")
	must(t, g, StartActivation{Hero: id['R']})
	g.ScriptDice(blue0, blue0, blue0)
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['C'], Choices: Choices{KeepRoll: true}})
	assert.Empty(t, find[Rerolled](evs), "declined")
	assert.False(t, find[Compared](evs)[0].Success)
	g.ScriptDice(blue2, blue0, blue0)
	evs = must(t, g, Attack{Attr: cards.STR, Target: id['D']})
	assert.Empty(t, find[Rerolled](evs), "two stars beat ARM 1: nothing to reroll")
	assert.False(t, g.Act.LuckUsed, "Luck is still there")
}
