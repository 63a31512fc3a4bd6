package scene

import (
	"fmt"
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// cardPixels is the screen inside part of Hero card i (fractions of the
// card: from fx0, fy0 to fx1, fy1).
func cardPixels(p *Play, screen *ebiten.Image, i int, fx0, fy0, fx1, fy1 float64) *image.RGBA {
	r := p.lay.toScreen(p.lay.heroes[i])
	box := image.Rect(int(r.X+r.W*fx0), int(r.Y+r.H*fy0), int(r.X+r.W*fx1), int(r.Y+r.H*fy1))
	out := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(out.Pix)
	return out.SubImage(box).(*image.RGBA)
}

// samePixels reports whether two pictures of one place are alike.
func samePixels(a, b *image.RGBA) bool {
	if a.Rect != b.Rect {
		return false
	}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		if !slices.Equal(a.Pix[a.PixOffset(a.Rect.Min.X, y):a.PixOffset(a.Rect.Max.X, y)], b.Pix[b.PixOffset(b.Rect.Min.X, y):b.PixOffset(b.Rect.Max.X, y)]) {
			return false
		}
	}
	return true
}

// A Hero card keeps its layout when wrath appears or grows: the portrait,
// name, hearts, potions and points stay where they were, and the wrath has
// its own place in every state ("wrath 0" dim). Played at 200% with large
// text: the Witch gaining wrath mid-activation lost her portrait, her
// name grew from short to long and her hearts jumped left by 75 px.
func TestHeroCardLayoutStaysWhenWrathAppears(t *testing.T) {
	for _, scale := range []int{100, 150, 200} {
		for _, text := range textNames() {
			t.Run(fmt.Sprintf("%d-%s", scale, text), func(t *testing.T) {
				ctx := displayContext(t, scale, text)
				s, err := NewArcadeGame(5)
				require.NoError(t, err)
				p := s.(*Play)
				runTicks(t, p, ctx, 2)
				require.True(t, p.g.HasWrath())
				witch := heroNamed(p, "Sanctioned Witch")
				i := slices.Index(p.heroIDs(), witch)
				pt := p.hc.Painter
				ready, _, _ := p.heroCardText(pt, p.g.Model(witch), p.lay.heroes[i])
				require.NoError(t, p.apply(rules.StartActivation{Hero: witch}))
				p.objAge = objectiveBannerTicks
				screen := ebiten.NewImage(DesignW, DesignH)
				var first *image.RGBA
				for _, wrath := range []int{0, 3, 12} {
					p.g.Model(witch).Wrath = wrath
					runTicks(t, p, ctx, 2)
					ps, _, _ := p.heroCardText(pt, p.g.Model(witch), p.lay.heroes[i])
					assert.Equal(t, ready, ps, "wrath %d: the portrait as when ready", wrath)
					if scale == 200 && text == "large" {
						assert.GreaterOrEqual(t, ps, 28.0, "wrath %d: the portrait stays", wrath)
					}
					screen.Clear()
					p.Draw(screen, ctx)
					// Everything but the wrath's place at the state row's end.
					got := cardPixels(p, screen, i, 0, 0, 0.55, 1)
					if first == nil {
						first = got
					} else {
						assert.True(t, samePixels(first, got), "wrath %d: the card's left part is as at wrath 0", wrath)
					}
					if scale == 200 && text == "large" || scale == 100 && text == "normal" {
						saveScreen(t, screen, fmt.Sprintf("herocard-wrath%d-ui%d-%s.png", wrath, scale, text))
					}
				}
			})
		}
	}
}
