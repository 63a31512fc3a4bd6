package explore

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Part 2, "Shapeshift": "A model with Shapeshift may choose to shapeshift
// during their Upkeep; a Hero may instead choose to shift during their
// Power-up Phase, but may not shapeshift twice in the same turn." No Hero
// card shapeshifts, so a private catalog gives the Royal Paladin the
// Tincan as its other form (and back).
func TestRudeShapeshiftInUpkeepOrPowerUpNotTwice(t *testing.T) {
	cat, err := rules.LoadCatalog()
	require.NoError(t, err)
	for from, to := range map[string]string{"Royal Paladin": "Tincan", "Tincan": "Royal Paladin"} {
		h := *cat.Heroes[from]
		h.Abilities = append(append([]cards.Keyword(nil), h.Abilities...), cards.Keyword{Name: "Shapeshift"})
		h.Shapeshift = to
		cat.Heroes[from] = &h
	}
	g, _, err := New(Setup{Seed: 7, Heroes: balanced, Catalog: cat, Rude: &RudeOptions{}})
	require.NoError(t, err)
	hs := g.Heroes()
	pal := hs[0]
	heroTurn := func(shift bool) {
		t.Helper()
		apply(t, g, rules.EndPhase{})
		require.Equal(t, rules.HeroTurn, g.Phase)
		for _, h := range hs {
			apply(t, g, rules.StartActivation{Hero: h, Shapeshift: shift && h == pal})
			apply(t, g, rules.EndActivation{})
		}
		require.Equal(t, rules.HeroPowerUp, g.Phase)
	}

	_, err = g.Apply(RudeShapeshift{Hero: pal})
	assert.ErrorContains(t, err, "during its upkeep or the Heroes' power-up", "not in the Consul's turn")

	// Round 1: the upkeep's shift, then none in the same turn's power-up.
	heroTurn(true)
	assert.Equal(t, "Tincan", g.Model(pal).Card)
	_, err = g.Apply(RudeShapeshift{Hero: pal})
	assert.ErrorContains(t, err, "already shapeshifted this turn")
	_, err = g.Apply(RudeShapeshift{Hero: hs[1]})
	assert.ErrorContains(t, err, "no other form")
	apply(t, g, rules.EndPhase{})

	// Round 2: no upkeep shift; the power-up's shift instead, once.
	heroTurn(false)
	evs := apply(t, g, RudeShapeshift{Hero: pal})
	assert.Contains(t, eventsText(evs), "shapeshifts from Tincan into Royal Paladin")
	assert.Equal(t, "Royal Paladin", g.Model(pal).Card)
	_, err = g.Apply(RudeShapeshift{Hero: pal})
	assert.ErrorContains(t, err, "already shapeshifted this turn")
	apply(t, g, rules.EndPhase{})

	// Round 3: the power-up's shift does not carry over into the next turn.
	apply(t, g, rules.EndPhase{})
	apply(t, g, rules.StartActivation{Hero: pal, Shapeshift: true})
	assert.Equal(t, "Tincan", g.Model(pal).Card)
	apply(t, g, rules.EndActivation{})
	_, err = g.Apply(rules.StartActivation{Hero: hs[1], Shapeshift: true})
	assert.ErrorContains(t, err, "no other form")
}
