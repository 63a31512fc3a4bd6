package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// Arcade rulebook, "Power-Up": 1. Rewards comes before 3. Equipment, so the
// loot a Hero turn earned is in the backpack as its power-up begins and
// the hero AI wears it there, in the same power-up, then ends the phase.
func TestAIEquipsLootEarnedThisTurn(t *testing.T) {
	loadShared(t)
	sc, err := rules.ParseScenario(`
map
+-+-+-+-+
|W P . .|
+-+-+-+-+
end
W Riftling Warrior
P Shadow Spinner
deck loot: Witch Hat, Lead Boots
> start W
dice 3 3
> attack str P
> end
`, sharedCat, arcade.Scenario)
	require.NoError(t, err)
	for _, r := range sc.Run() {
		require.NoError(t, r.Err, r.Step.Text)
	}
	g := sc.Game
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	require.Equal(t, []string{"Witch Hat"}, g.Backpack, "the elite's loot, drawn as the power-up began")
	p := New()
	assert.Equal(t, rules.Equip{Hero: sc.Marks['W'], Card: "Witch Hat"}, p.Next(g))
	_, err = g.Apply(p.Next(g))
	require.NoError(t, err)
	assert.Empty(t, g.Backpack)
	assert.Nil(t, p.Next(g), "nothing left to do: ai.Play ends the power-up")
}
