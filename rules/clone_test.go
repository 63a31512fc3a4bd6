package rules

import (
	"slices"
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

// Clones share deck piles until one changes them (clone.go): drawing,
// discarding and reshuffling in a clone, or in the original after cloning,
// never shows in the other.
func TestCloneDecksAreIndependent(t *testing.T) {
	g := fuzzGame(t, 3)
	d := g.Deck(LootDeck)
	d.Draw = []string{"a", "b"}
	d.Discard = make([]string, 0, 16) // spare capacity an append could reuse
	d.Discard = append(d.Discard, "c", "d", "e")
	before := g.Hash()
	c := g.Clone()
	c.DiscardCard(LootDeck, "x")
	for range 4 { // empties the draw pile twice: two reshuffles of shared discards
		_, ok := c.Draw(LootDeck)
		require.True(t, ok)
	}
	require.Equal(t, before, g.Hash(), "the clone's draws and discards left the original alone")
	assert.Equal(t, []string{"c", "d", "e"}, g.Deck(LootDeck).Discard)

	c2 := g.Clone()
	snapshot := c2.Hash()
	g.DiscardCard(LootDeck, "y")
	_, _ = g.Draw(LootDeck)
	_, _ = g.Draw(LootDeck) // reshuffles the original's discards
	assert.Equal(t, snapshot, c2.Hash(), "the original's draws and discards left the clone alone")
	assert.Equal(t, []string{"a", "b"}, c2.Deck(LootDeck).Draw)
	assert.Equal(t, []string{"c", "d", "e"}, c2.Deck(LootDeck).Discard)
}

// A command's working copy keeps room for the models the command may
// place, so placing one never moves the models array under a *Model a rule
// holds (Arcade game seed 261: a Hero's attack felled a spawning point
// whose plot placed a mini-boss; the append moved the array and the
// Hero's wrath for the attack went to the old one and was lost).
func TestWorkingCopyHasRoomToPlaceModels(t *testing.T) {
	g := fuzzGame(t, 7)
	g.Models = slices.Clip(g.Models)
	for _, spare := range []recycled{{}, {models: make([]Model, 0, len(g.Models))}, {models: make([]Model, 0, len(g.Models)+3)}} {
		w := g.cloneInto(&spare)
		require.Equal(t, len(g.Models), len(w.Models))
		held := &w.Models[0]
		for range modelHeadroom {
			w.Models = append(w.Models, Model{})
		}
		assert.Same(t, held, &w.Models[0], "placing %d models kept the array (spare capacity %d)", modelHeadroom, cap(spare.models))
	}
}
