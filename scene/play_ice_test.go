package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// Ice forbids every unique action and every potion (Arcade rulebook,
// "Status Effects": Ice; a Cold Snap puts it on every Hero). Played by
// mouse: under a Cold Snap the bar still offered Tincan's Fight Me and the
// Rogue's Dimensional Draught as if they could be used, and a click was
// refused. The buttons are greyed out with the reason; the basic attack
// stays.
func TestIceGreysOutUniqueActionsAndPotions(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R C . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
R Riftling Rogue potions=1 status=Ice
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	for _, label := range []string{"Backstab", "Bamf!", "Dimensional Draught"} {
		b := sp.button(label)
		require.NotNil(t, b, "a %q button", label)
		assert.Contains(t, b.disabled, "suffers Ice", "%s is greyed out under Ice", label)
	}
	melee := sp.button("Melee")
	require.NotNil(t, melee)
	assert.Empty(t, melee.disabled, "a basic attack is not a unique action")
	sp.shot("ice-bar.png")
}
