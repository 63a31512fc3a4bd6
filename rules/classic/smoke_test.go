package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Flinger's "Smoke Pot: Burst 1, Smoke" (the card page; Smoke is not
// defined in the extract, our reading in README.md): thrown at a friend
// in range and sight like a Burst ("Burst X": the target and every model
// within X of it in its sight), every friend in the cloud gains Stealth
// until the Flinger's next activation; a Hero in the cloud gains nothing,
// and the pot may not be thrown at a Hero nor past its Missile 6.
func TestSmokePot(t *testing.T) {
	g, mk := scenario(t, `phase consul
first consul
map
+-+-+-+-+-+-+-+-+-+-+
|F . . . K I . . . G|
+ + + + + + + + + + +
|. . . . . H . . . W|
+-+-+-+-+-+-+-+-+-+-+
end
F Kobold Flinger
K Kobold Knucklehead
I Kobold Ironscale
G Kobold Gouger
H Royal Paladin
W Kobold Warren
`)
	apply(t, g, Activate{Monster: mk['F']})
	_, err := g.Apply(Support{Action: "Smoke Pot", Target: mk['H']})
	assert.ErrorContains(t, err, "thrown at a friendly monster")
	_, err = g.Apply(Support{Action: "Smoke Pot", Target: mk['G']})
	assert.ErrorContains(t, err, "range is 6", "the Gouger is nine squares off")
	for _, k := range []rune{'K', 'I', 'H'} {
		require.False(t, g.Has(g.Model(mk[k]), "Stealth"))
	}
	evs := apply(t, g, Support{Action: "Smoke Pot", Target: mk['K']})
	assert.Equal(t, 0, APLeft(g), "the Flinger's one action point is spent")
	for _, k := range []rune{'K', 'I'} {
		assert.True(t, g.Has(g.Model(mk[k]), "Stealth"), "%c is hidden in the smoke", k)
	}
	assert.False(t, g.Has(g.Model(mk['H']), "Stealth"), "the Paladin in the cloud is not a friend")
	assert.False(t, g.Has(g.Model(mk['G']), "Stealth"))
	var used *SmokeUsed
	for _, e := range evs {
		if u, ok := e.(SmokeUsed); ok {
			used = &u
		}
	}
	require.NotNil(t, used)
	assert.Len(t, used.Friends, 2)
	assert.Contains(t, used.String(), "Stealth")

	// A fallen Flinger's smoke clears at the end of the round.
	g2 := g.Clone()
	g2.Model(mk['F']).InPlay = false
	cg{g2, StateOf(g2)}.endRound()
	assert.False(t, g2.Has(g2.Model(mk['K']), "Stealth"))
	assert.True(t, g.Has(g.Model(mk['K']), "Stealth"), "the clone's change stays in the clone")

	// The smoke clears when the Flinger activates again.
	apply(t, g, EndMonster{})
	s := StateOf(g)
	s.Activated = nil
	apply(t, g, Activate{Monster: mk['F']})
	assert.False(t, g.Has(g.Model(mk['K']), "Stealth"))
}

// The Riftling Rogue's "Bamf!: Wave 2, Smoke" (the card page; our
// Smoke, as the Smoke Pot's): every friend within two squares of the
// Rogue when it acts, the Rogue too, is hidden (Stealth) until the
// Rogue's next activation, wherever they go — smoke left behind, not the
// shared catalog's aura that moves with the Rogue; a Hero further off
// gains nothing.
func TestBamfSmoke(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
map
+-+-+-+-+-+-+-+-+-+-+-+-+
|R . P . G . . . . . . W|
+-+-+-+-+-+-+-+-+-+-+-+-+
end
R Riftling Rogue
P Royal Paladin
G Ember Mage
W Kobold Warren
`)
	bamf, ok := g.Catalog().Heroes["Riftling Rogue"].Action("Bamf!")
	require.True(t, ok)
	assert.Equal(t, "Wave", bamf.Area.Kind, "the 1st edition's Bamf! is a Wave in a classic game")
	apply(t, g, rules.StartActivation{Hero: mk['R']})
	apply(t, g, rules.UseAction{Action: "Bamf!"})
	for k, hidden := range map[rune]bool{'R': true, 'P': true, 'G': false} {
		assert.Equal(t, hidden, g.Has(g.Model(mk[k]), "Stealth"), "%c", k)
	}
	g.Model(mk['R']).Pos = tiles.Point{X: 9, Y: 0} // the Rogue leaves the cloud
	assert.True(t, g.Has(g.Model(mk['P']), "Stealth"), "the smoke stays where it was, on the Paladin")
	apply(t, g, rules.EndActivation{})
	apply(t, g, rules.StartActivation{Hero: mk['P']})
	assert.True(t, g.Has(g.Model(mk['P']), "Stealth"), "until the Rogue's next activation")
}
