package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// reviveParty is a party of three in a power-up phase, the Hero marked
// fallen already out of the dungeon (the lines after "end" add keys).
func reviveParty(t *testing.T, a, b, c string, extra string) (*rules.Game, map[rune]rules.ModelID) {
	t.Helper()
	g, id := scenario(t, `
phase powerup
map
+-+-+-+-+-+-+
|A . B . C .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
A `+a+`
B `+b+`
C `+c+`
`+extra)
	return g, id
}

// fall takes the Hero out of the dungeon as a destroyed one is, keeping
// its equipment and potions on its card for a revive as itself.
func fall(g *rules.Game, id rules.ModelID) {
	g.Model(id).InPlay = false
	g.Destroyed = append(g.Destroyed, rules.Destruction{Model: id, Kind: rules.KindHero, Card: g.Model(id).Card, Phase: g.Phase})
}

// Arcade rulebook, "Spending Princess Coins": "The selected Hero may be
// any Hero in the players' collection, it is not required to be the same
// model. If a different Hero is chosen to enter the game, the previous
// Hero's equipment and tokens are discarded." The hero AI chooses: the
// fallen Hero itself when it would lose equipment, else what the party
// now lacks (a healer, a ranged attacker, a front-line fighter).
func TestAIRevivesTheHeroThePartyNeeds(t *testing.T) {
	t.Run("the only healer comes back as itself", func(t *testing.T) {
		g, id := reviveParty(t, "Sanctioned Witch", "Riftling Warrior", "Moonspire Guardian", "")
		fall(g, id['A'])
		assert.Equal(t, "Sanctioned Witch", reviveCard(g, g.Model(id['A'])))
	})
	t.Run("the only front-line fighter comes back as itself", func(t *testing.T) {
		g, id := reviveParty(t, "Riftling Warrior", "Sanctioned Witch", "Moonspire Guardian", "")
		fall(g, id['A'])
		assert.Equal(t, "Riftling Warrior", reviveCard(g, g.Model(id['A'])))
	})
	t.Run("a party with no healer and no range gets a ranged healer", func(t *testing.T) {
		// The Guardian (the only ranged attacker, no heal) falls with
		// nothing equipped beside two melee fighters: the Ember Mage
		// (White Mage heals every friend within five; a WILL attack at
		// range 8) is first in name order of the two such Heroes.
		g, id := reviveParty(t, "Moonspire Guardian", "Riftling Warrior", "Claw Tribe Barbarian", "")
		fall(g, id['A'])
		assert.Equal(t, "Ember Mage", reviveCard(g, g.Model(id['A'])))
	})
	t.Run("equipment keeps the Hero", func(t *testing.T) {
		g, id := reviveParty(t, "Moonspire Guardian", "Riftling Warrior", "Claw Tribe Barbarian", "wear A \"Bent Nail\"\n")
		require.Contains(t, g.Model(id['A']).Slots[:], "Bent Nail")
		fall(g, id['A'])
		assert.Equal(t, "Moonspire Guardian", reviveCard(g, g.Model(id['A'])))
	})
	t.Run("never a Hero already in the dungeon", func(t *testing.T) {
		g, id := reviveParty(t, "Moonspire Guardian", "Ember Mage", "Sanctioned Witch", "")
		fall(g, id['B'])
		got := reviveCard(g, g.Model(id['B']))
		assert.NotEqual(t, "Moonspire Guardian", got)
		assert.NotEqual(t, "Sanctioned Witch", got)
	})
}

// The AI's revive is a command the rules accept, and it brings back the
// Hero reviveCard chose.
func TestAIReviveCommandIsLegal(t *testing.T) {
	g, id := reviveParty(t, "Moonspire Guardian", "Riftling Warrior", "Claw Tribe Barbarian", "")
	fall(g, id['A'])
	c := New().Next(g)
	rv, ok := c.(rules.Revive)
	require.True(t, ok, "the AI revives first: %#v", c)
	assert.Equal(t, "Ember Mage", rv.Card)
	_, err := g.Apply(rv)
	require.NoError(t, err)
	assert.Equal(t, "Ember Mage", g.Model(id['A']).Card)
	assert.True(t, g.Model(id['A']).InPlay)
}
