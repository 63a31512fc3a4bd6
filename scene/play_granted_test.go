package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// A treasure card's new action is on the bar (the Wyrmslayer Lance:
// "New action, Skewer (2 AP)"). Played by mouse, the Rogue wore the Lance
// and its Skewer never appeared, although the rules would take it. The
// button is aimed like the Lance area it is and its click hits the line.
func TestWornTreasureActionIsOnTheBar(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R C C . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
R Riftling Rogue
C Crawler
wear R "Wyrmslayer Lance"
dice 5 5 5 5 5 5 5 5 5 5 5 5
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	b := sp.button("Skewer")
	require.NotNil(t, b, "the Lance's Skewer is offered")
	assert.Equal(t, "2 AP", b.cost)
	assert.Empty(t, b.disabled)
	sp.clickButton("Skewer")
	require.Equal(t, "Skewer", p.armed.name)
	sp.clickSquare(sp.s.Game.Model(sp.id('C')).Pos)
	sp.idle()
	assert.True(t, sp.logHas("Skewer"), "the click used Skewer")
	assert.Equal(t, 1, p.g.APLeft(p.g.Active), "Skewer cost 2 of 3 action points")
}
