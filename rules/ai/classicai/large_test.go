package classicai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// 1st edition, "Movement" and "Large Bases": a large base moves as a
// small model but stops where its whole base fits. Starfire stands
// beside an Immobile Hero with a wall between them; the stop the path
// search offered overlapped the Hero, so the dragon stood still every
// round until the turn cap (Crawl seed 31). It must walk round the wall
// to a square its base may take and strike from there.
func TestLargeBaseFindsAStopToStrikeFrom(t *testing.T) {
	sc, err := rules.ParseScenario(`ruleset classic
phase consul
first consul
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|D .|H . . . .|
+ + + + + + + +
|. .|. . . . .|
+ + + + + + + +
|. .|. . . . W|
+-+-+-+-+-+-+-+
end
H Royal Paladin status=Immobile
D Starfire
W Kobold Warren
`, catalog(t), classic.Scenario)
	require.NoError(t, err)
	g := sc.Game
	sf, h := g.Model(sc.Marks['D']), g.Model(sc.Marks['H'])
	require.True(t, sf.Large)
	require.Error(t, g.CheckReach(sf, h, 2, false, false), "the wall hides the Paladin")
	_, err = g.Apply(classic.Activate{Monster: sf.ID})
	require.NoError(t, err)
	sf = g.Model(sf.ID) // a *Model is stale after Apply
	c := New()
	cmd := c.activationStep(g, classic.StateOf(g), sf)
	mv, ok := cmd.(classic.Move)
	require.True(t, ok, "Starfire moves: %T %+v", cmd, cmd)
	_, err = g.Apply(mv)
	require.NoError(t, err)
	sf = g.Model(sf.ID) // a *Model is stale after Apply
	assert.True(t, g.StopsAt(sf, sf.Pos))
	cmd = c.activationStep(g, classic.StateOf(g), sf)
	a, ok := cmd.(classic.Attack)
	require.True(t, ok, "then strikes: %T %+v", cmd, cmd)
	assert.Equal(t, h.ID, a.Target)
	_, err = g.Apply(a)
	assert.NoError(t, err)
}
