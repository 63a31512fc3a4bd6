package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
