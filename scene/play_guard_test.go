package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// A Tower Blackblade beside its Stalker takes the Stalker's wound
// (Expendable): the attack's preview says so before the click, and the
// board says so with a banner as it happens (played by mouse: only the
// log said "taking it for Tower Stalker").
func TestGuardTakingTheWoundIsShown(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		t.Run(fmt.Sprintf("%d-%s", set.scale, set.text), func(t *testing.T) {
			sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W K B . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
K Tower Stalker
B Tower Blackblade
dice 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4
`, nil)
			p := sp.p
			sp.ctx = displayContext(t, set.scale, set.text)
			sp.ctx.Settings.ConfirmEnd = false
			require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
			sp.idle()
			sp.clickButton("Melee")
			require.Equal(t, "Melee Attack", p.armed.queryName())
			for i := 0; i < 120 && p.aimTip == ""; i++ {
				x, y := p.cam.ToScreen(1.5, 0.5) // on the Stalker
				sp.ctx.In = Input{X: x, Y: y}
				runTicks(t, p, sp.ctx, 1)
				sp.shot(fmt.Sprintf("guard-preview-ui%d-%s.png", set.scale, set.text))
			}
			assert.Regexp(t, `^Tower Stalker: \d+% to wound; Tower Blackblade will take the first wound for Tower Stalker \(Expendable\)$`, p.aimTip)
			sp.clickAt(sp.ctx.In.X, sp.ctx.In.Y)
			want := "Tower Blackblade takes the wound for Tower Stalker"
			seen := false
			for i := 0; i < 3000 && p.busy(); i++ {
				runTicks(t, p, sp.ctx, 1)
				if !seen && p.bannerShown() && p.banner == want {
					seen = true
					screen := ebiten.NewImage(DesignW, DesignH)
					p.Draw(screen, sp.ctx)
					saveScreen(t, screen, fmt.Sprintf("guard-banner-ui%d-%s.png", set.scale, set.text))
				}
			}
			assert.True(t, seen, "the banner showed while the wound played")
			assert.False(t, p.g.Model(sp.id('B')).InPlay, "the Blackblade took the wound")
			assert.Equal(t, 1, p.g.Model(sp.id('K')).Wounds, "the second wound goes on to the Stalker")
		})
	}
}
