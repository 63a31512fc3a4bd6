package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Explore rulebook, "Timeout", step 1: the party may discard backpack
// cards to heal one Hero. The hero AI heals the Hero nearest to falling,
// a card for each wound, and gives up what it needs least — the Cursed
// card and the loot — keeping the treasure, whatever order they were
// drawn in.
func TestHeroAITimeoutChoice(t *testing.T) {
	loadShared(t)
	sc, err := rules.ParseScenario(`ruleset explore
map
+-+-+-+-+-+
|H . . Q .|
+ + + + + +
|E . . . .|
+-+-+-+-+-+
end
H Royal Paladin wounds=1
E Ember Mage wounds=2
Q The Midnight Queen wounds=2
backpack: Grabby Gauntlet, Hero's Blade, Bent Nail
`, sharedCat, explore.Scenario)
	require.NoError(t, err)
	g, marks := sc.Game, sc.Marks
	g.Wound(g.Model(marks['Q']), rules.NoModel, 1, "test", false)
	require.True(t, explore.TimeoutPending(g))
	c := New().Next(g)
	assert.Equal(t, explore.TimeoutChoice{Hero: marks['E'], Cards: []string{"Grabby Gauntlet", "Bent Nail"}}, c,
		"the Mage (three hearts left) before the Paladin (four), with the cursed card and the loot")
	_, err = g.Apply(c)
	require.NoError(t, err)
	assert.Equal(t, []string{"Hero's Blade"}, g.Backpack, "the treasure is kept")

	// Nobody wounded: nothing is given up.
	sc, err = rules.ParseScenario(`ruleset explore
map
+-+-+-+-+
|H . Q .|
+ + + + +
|. . . .|
+-+-+-+-+
end
H Royal Paladin
Q The Midnight Queen wounds=2
backpack: Bent Nail
`, sharedCat, explore.Scenario)
	require.NoError(t, err)
	g = sc.Game
	g.Wound(g.Model(sc.Marks['Q']), rules.NoModel, 1, "test", false)
	assert.Equal(t, explore.TimeoutChoice{Hero: rules.NoModel}, New().Next(g))
}
