package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// A clone continues exactly like the original: same hash after the same
// commands, random dice included; changing the clone leaves the original.
func TestCloneContinuesIdentically(t *testing.T) {
	g := fuzzGame(t, 7)
	cmds := []Command{
		StartActivation{Hero: 0},
		Attack{Attr: cards.STR, Target: 4}, // the Crawler next to the Warrior, random dice
		Move{Path: path(pt(1, 1))},
		EndActivation{},
	}
	c := g.Clone()
	require.Equal(t, g.Hash(), c.Hash())
	for _, cmd := range cmds {
		_, err1 := g.Apply(cmd)
		_, err2 := c.Apply(cmd)
		require.Equal(t, err1, err2)
		require.Equal(t, g.Hash(), c.Hash(), "after %s", cmd.CommandName())
	}
	c.Models[0].Wounds = 2
	c.Models[0].Effects = append(c.Models[0].Effects, Effect{Source: "x"})
	assert.NotEqual(t, g.Hash(), c.Hash())
	assert.Empty(t, g.Models[0].Effects)
}

// The random source is part of the state: two games with different seeds
// differ, and the dice a clone rolls are the dice the original rolls.
func TestSeedIsState(t *testing.T) {
	a, b := fuzzGame(t, 1), fuzzGame(t, 2)
	assert.NotEqual(t, a.Hash(), b.Hash())
	c := a.Clone()
	ra := a.roll(0, "test", cards.MustPool("3B2R1G"), false)
	rc := c.roll(0, "test", cards.MustPool("3B2R1G"), false)
	assert.Equal(t, ra, rc)
	saved := a.RNGState()
	r1 := a.roll(0, "test", cards.MustPool("6G"), false)
	require.NoError(t, a.SetRNGState(saved))
	r2 := a.roll(0, "test", cards.MustPool("6G"), false)
	assert.Equal(t, r1, r2, "restoring the saved source replays the same dice")
}

// Arcade rulebook, "Draw": when the last card is drawn the discard pile is
// shuffled into a new deck.
func TestDeckReshuffle(t *testing.T) {
	g := fuzzGame(t, 3)
	d := g.Deck(LootDeck)
	d.Draw = []string{"Bent Nail"}
	d.Discard = []string{"Witch Hat", "Potion Pouch"}
	card, ok := g.Draw(LootDeck)
	require.True(t, ok)
	assert.Equal(t, "Bent Nail", card)
	d = g.Deck(LootDeck)
	assert.ElementsMatch(t, []string{"Witch Hat", "Potion Pouch"}, d.Draw)
	assert.Empty(t, d.Discard)
}
