package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Rude Supers, "Key Terms", "Potions": "a Hero may use a potion during a
// Super interrupting the Heroes' turn, which will still count as that
// Hero's use of a potion for the turn". The hero AI drinks a healing
// green potion for a Hero near death while a Super interrupts, and then
// no other potion for that Hero this turn.
func TestRudeEmergencyPotionDuringAnInterruption(t *testing.T) {
	g, _, err := explore.New(explore.Setup{Seed: 5, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}, Rude: &explore.RudeOptions{}})
	require.NoError(t, err)
	_, err = g.Apply(rules.EndPhase{})
	require.NoError(t, err)
	require.Equal(t, rules.HeroTurn, g.Phase)
	hs := g.Heroes()
	pal := g.Model(hs[0])
	large := g.Catalog().Monsters["Knight of the Tower"].Large
	var at tiles.Point
	for _, q := range g.Board.Points() {
		if d := tiles.Dist(q, pal.Pos); d >= 2 && d <= 3 && g.Fits(q, large, rules.NoModel) {
			at = q
			break
		}
	}
	knight, err := g.Place(rules.Placement{Card: "Knight of the Tower", At: at}, rules.KindMonster)
	require.NoError(t, err)
	explore.StateOf(g).Rude.Interrupters = []rules.ModelID{knight}
	for _, c := range []rules.Command{rules.StartActivation{Hero: hs[1]}, rules.EndActivation{}, explore.Activate{Monster: knight}} {
		_, err := g.Apply(c)
		require.NoError(t, err, "%T", c)
	}
	p := New()
	assert.Nil(t, p.emergencyPotion(g), "nobody is near death")

	pal = g.Model(hs[0])
	pal.Wounds = g.Hearts(pal) - 1
	pal.Potions = 1
	c := p.emergencyPotion(g)
	require.NotNil(t, c, "the Paladin is one wound from falling")
	d, ok := c.(rules.DrinkPotion)
	require.True(t, ok, "%T", c)
	assert.Equal(t, hs[0], d.Drinker)
	_, err = g.Apply(c)
	require.NoError(t, err)
	assert.Less(t, g.Model(hs[0]).Wounds, g.Hearts(g.Model(hs[0]))-1, "healed")
	assert.True(t, explore.DrankThisTurn(g, hs[0]), "its potion for the turn")

	g.Model(hs[0]).Wounds = g.Hearts(g.Model(hs[0])) - 1
	g.Model(hs[0]).Potions = 2
	assert.Nil(t, p.emergencyPotion(g), "one potion a Hero a turn")
}

// Rude Supers: no potion under Knockdown (the editor's note) nor Ice,
// Loud Slurping included (Part 2, "Ice"). In the Consul's turn the hero
// AI heals a wounded Hero with a green potion only when the rules take
// it: a knocked-down or iced Paladin drinks nothing (the Anti-Hero's
// Smite and Darkforge Blade made both common; the AI had chosen
// refused commands).
func TestRudeNoGreenPotionForAKnockedDownOrIcedHero(t *testing.T) {
	for _, st := range []string{"Knockdown", "Ice"} {
		g, _, err := explore.New(explore.Setup{Seed: 5, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}, Rude: &explore.RudeOptions{}})
		require.NoError(t, err)
		require.Equal(t, rules.ConsulTurn, g.Phase)
		pal := g.Model(g.Heroes()[0])
		pal.Wounds = g.Hearts(pal) - 1
		pal.Potions = 1
		p := New()
		c := p.green(g)
		require.NotNil(t, c, "a Paladin one wound from falling drinks")
		pal.Statuses = pal.Statuses.With(cards.Status(st))
		for _, h := range g.Heroes() {
			if h != pal.ID {
				g.Model(h).Statuses = g.Model(h).Statuses.With(cards.Status(st))
			}
		}
		if c := p.green(g); c != nil {
			_, err := g.Clone().Apply(c)
			assert.NoError(t, err, "%s: the AI's choice is one the rules take", st)
		}
	}
}
