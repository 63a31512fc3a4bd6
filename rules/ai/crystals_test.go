package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// lastOf is the square a Move or Dash ends on.
func lastOf(t *testing.T, c rules.Command) tiles.Point {
	t.Helper()
	switch m := c.(type) {
	case rules.Move:
		require.NotEmpty(t, m.Path)
		return m.Path[len(m.Path)-1]
	case rules.Dash:
		require.NotEmpty(t, m.Path)
		return m.Path[len(m.Path)-1]
	}
	require.Failf(t, "not a move", "%T %v", c, c)
	return tiles.Point{}
}

// Arcade rulebook, "Plot": a Hero with nothing to fight heads for a
// plot's crystal token even when it is out of this activation's reach
// (twelve squares of walk) and the spawning point lies the other way.
func TestAIWalksToFarCrystal(t *testing.T) {
	g, id := scenario(t, `
plot Idols of Rage
crystal 0,1 ruby
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . . . . . . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . W . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . . . . . . . . . . . . . . . . N|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Sanctioned Witch
N Spider Nest
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	c := New().Next(g)
	assert.Less(t, lastOf(t, c).X, 12, "the Witch heads for the crystal, not the spawning point: %v", c)
}

// Arcade rulebook, "Plot" and "Basic Actions" (Interact): a token within
// reach: the Hero walks next to it and clears it with one action point;
// the last token foils the plot.
func TestAIWalksToCrystalAndClearsIt(t *testing.T) {
	g, id := scenario(t, `
plot Idols of Rage
crystal 3,0 ruby
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + + + + + + + + + +
|. . . . . . . . W . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . . . . . . . . . . . . N|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Sanctioned Witch
N Spider Nest
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['W']})
	require.NoError(t, err)
	ai := New()
	c := ai.Next(g)
	assert.LessOrEqual(t, tiles.Dist(lastOf(t, c), tiles.Point{X: 3, Y: 0}), 1, "%v", c)
	_, err = g.Apply(c)
	require.NoError(t, err)
	at := tiles.Point{X: 3, Y: 0}
	assert.Equal(t, rules.Interact{Target: rules.NoModel, At: &at}, ai.Next(g))
	_, err = g.Apply(ai.Next(g))
	require.NoError(t, err)
	assert.Empty(t, g.Crystals, "the crystal is cleared")
	assert.True(t, g.PlotCleared, "its last crystal foils the plot")
}

// Only the Hero nearest a token walks to it; the other keeps heading for
// the spawning point.
func TestAIOnlyNearestHeroWalksToCrystal(t *testing.T) {
	g, id := scenario(t, `
plot Idols of Rage
crystal 0,1 ruby
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . . . . . . . .|
+ + + + + + + + + + + + + + + + +
|. . . . . . . . . W T . . . . .|
+ + + + + + + + + + + + + + + + +
|. . . . . . . . . . . . . . . N|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
W Sanctioned Witch
T Tincan
N Spider Nest
`)
	_, err := g.Apply(rules.StartActivation{Hero: id['T']})
	require.NoError(t, err)
	to := lastOf(t, New().Next(g))
	assert.Greater(t, to.X, 10, "the Tincan leaves the crystal to the Witch and walks on to the spawning point")
}

// The crystal's value grows as its plot's tokens run out: the last one
// foils the plot.
func TestCrystalValueGrowsAsTokensRunOut(t *testing.T) {
	p := New()
	g := &rules.Game{Crystals: []rules.CrystalToken{{Plot: "P"}, {Plot: "P", Pos: tiles.Point{X: 1}}, {Plot: "Q"}}}
	two := p.crystalValue(g, g.Crystals[0])
	one := p.crystalValue(g, g.Crystals[2])
	assert.Greater(t, one, two)
	assert.InDelta(t, p.W.Crystal+p.W.Foil, one, 1e-9)
}
