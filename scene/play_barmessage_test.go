package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// The bar does not give the ending away: while the blow that ends the
// game still plays on screen, it says nothing; once it has landed, it says
// the game is over (played by mouse: "The game is over." showed under the
// Consul's last attacks, before the Hero fell on screen).
func TestBarSaysTheGameIsOverOnlyOnceTheLastBlowHasPlayed(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+
|W . .|
+-+-+-+
end
W Riftling Warrior wounds=4 status=Fire
coins 0
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')})) // Fire burns the last heart
	require.NotEmpty(t, p.g.Over, "the rules have ended the game (no coin left)")
	require.True(t, p.busy(), "the fatal wound is still playing back")
	assert.Empty(t, p.barMessage(), "nothing said before the blow lands")
	sp.idle()
	assert.Equal(t, "The game is over.", p.barMessage())
}
