package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// A friend in the Paladin's Iron Halo shows it: its tooltip names the aura
// and what it gives, and it wears a boost badge on the board; a friend out
// of reach shows neither (Arcade rulebook, "Area Effects": an aura reaches
// friends within its squares and sight). Played by mouse at 100%, only
// the Paladin's card said "Iron Halo".
func TestFriendsInAnAuraShowIt(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+-+-+-+-+
|P M . . . . . . E C|
+-+-+-+-+-+-+-+-+-+-+
end
P Royal Paladin
M Ember Mage
E Tincan
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('P')}))
	require.NoError(t, p.apply(rules.UseAction{Action: "Iron Halo"}))
	sp.idle()
	mage, far := p.g.Model(sp.id('M')), p.g.Model(sp.id('E'))
	assert.Contains(t, p.describe(mage), "In the aura of Royal Paladin's Iron Halo (+1 blue die to ARM).")
	assert.NotContains(t, p.describe(far), "In the aura of")
	assert.Len(t, coveringAuras(p.g, mage), 1)
	assert.Equal(t, "Iron Halo", p.cardStatuses(mage), "the Mage's card names it")
	assert.Empty(t, coveringAuras(p.g, far), "eight squares away")
	assert.Empty(t, coveringAuras(p.g, p.g.Model(sp.id('P'))), "the Paladin's own shows as his own effect")
	runTicks(t, p, sp.ctx, 400) // the goal's banner goes
	p.cam.Zoom, p.cam.CX, p.cam.CY = 90, 1.5, 0.5
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, sp.ctx)
	saveScreen(t, screen, "aura-covers-mage.png")
}
