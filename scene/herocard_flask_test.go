package scene

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// cardHasColour reports whether Hero card i shows colour c right of its
// portrait and away from its crystal slots (which use the crystals'
// colours): above them at the card's foot, or beside them where a
// compact card shows them in a row (compactRings).
func cardHasColour(p *Play, shot *image.RGBA, i int, c color.Color) bool {
	r := p.lay.heroes[i]
	pt := p.hc.Painter
	m := p.hud().Model(p.heroIDs()[i])
	_, x, _ := p.heroCardText(pt, m, r)
	box := p.lay.toScreen(render.Rect{X: x, Y: r.Y, W: r.X + r.W - x, H: r.H - 27})
	var rings render.Rect
	if r.H < heroCardFullH(pt)-8 && !p.compactFootFree(pt, m, r, x, min(r.H-20, 64.0, r.W*0.3)) {
		if cx, cy, k, _ := p.compactRings(pt, m, r, x); k > 0 {
			rings = p.lay.toScreen(render.Rect{X: cx - 9*k, Y: cy - 9*k, W: slotsW*k + 2*k, H: 18 * k})
		}
	}
	want := color.RGBAModel.Convert(c).(color.RGBA)
	for y := int(box.Y); y < int(box.Y+box.H); y++ {
		for x := int(box.X); x < int(box.X+box.W); x++ {
			if rings.Contains(float64(x), float64(y)) {
				continue
			}
			if shot.RGBAAt(x, y) == want {
				return true
			}
		}
	}
	return false
}

// A Hero card's full flasks are drawn in the colours of the potions the
// Hero drinks, as the action bar names them: blue for the Hexcast
// Sorceress, blue and green for the Sanctioned Witch (a token pays for
// either), green for the Royal Paladin (play-tester: every flask was
// green). With Tainted Concoction in play a card shows only the slots
// its Hero can carry now.
func TestHeroCardFlasksInTheirPotionsColour(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		t.Run(fmt.Sprintf("%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p, err := newPlayFromSetup(arcade.Setup{Seed: 9, Heroes: []string{"Hexcast Sorceress", "Sanctioned Witch", "Royal Paladin"}})
			require.NoError(t, err)
			runTicks(t, p, ctx, 2)
			p.objAge = objectiveBannerTicks
			screen := ebiten.NewImage(DesignW, DesignH)
			shoot := func(name string) *image.RGBA {
				runTicks(t, p, ctx, 2)
				screen.Clear()
				p.Draw(screen, ctx)
				saveScreen(t, screen, name)
				shot := image.NewRGBA(screen.Bounds())
				screen.ReadPixels(shot.Pix)
				return shot
			}
			shot := shoot(fmt.Sprintf("herocard-flasks-ui%d-%s.png", tc.scale, tc.text))
			for _, h := range []struct {
				name        string
				blue, green bool
			}{{"Hexcast Sorceress", true, false}, {"Sanctioned Witch", true, true}, {"Royal Paladin", false, true}} {
				i := slices.Index(p.heroIDs(), heroNamed(p, h.name))
				require.Positive(t, p.g.Model(p.heroIDs()[i]).Potions)
				assert.Equal(t, h.blue, cardHasColour(p, shot, i, render.ColSapphire), "%s: a blue flask", h.name)
				assert.Equal(t, h.green, cardHasColour(p, shot, i, render.ColEmerald), "%s: a green flask", h.name)
			}

			// Tainted Concoction: the Paladin carries none now (no slot),
			// the Witch one (one slot).
			arcade.StateOf(p.g).Challenge = "Tainted Concoction"
			p.g.Settle()
			shot = shoot(fmt.Sprintf("herocard-flasks-tainted-ui%d-%s.png", tc.scale, tc.text))
			for _, h := range []struct {
				name  string
				slots int
			}{{"Royal Paladin", 0}, {"Sanctioned Witch", 1}} {
				i := slices.Index(p.heroIDs(), heroNamed(p, h.name))
				m := p.g.Model(p.heroIDs()[i])
				require.Equal(t, h.slots, p.g.PotionCapacity(m), h.name)
				require.Equal(t, h.slots, m.Potions, h.name)
				assert.False(t, cardHasColour(p, shot, i, colSpent), "%s: no empty slot beyond what it can carry", h.name)
			}
		})
	}
}
