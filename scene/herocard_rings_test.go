package scene

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every Hero card shows its gear rings at every scale and text size, with
// three Heroes and with four: when the card's foot has no room for them
// they go beside the hearts, the potions or the name (the portrait giving
// way when only that makes room), never smaller on screen than the
// hearts at 100%, and inside the card. Play-testers at 200% with large
// text: the cards showed no rings, and a larger setting must hide
// nothing.
func TestHeroCardsShowTheirRingsAtEverySize(t *testing.T) {
	for _, scale := range []int{100, 150, 175, 200} {
		for _, text := range textNames() {
			t.Run(fmt.Sprintf("%d-%s", scale, text), func(t *testing.T) {
				ctx := displayContext(t, scale, text)
				three := heroesTurnWithCards(t, ctx, 1)
				logShot(t, three, ctx, "")
				four := fourHeroPlay(t, ctx)
				four.objAge = objectiveBannerTicks
				runTicks(t, four, ctx, 2)
				logShot(t, four, ctx, "")
				if scale == 200 && text != "normal" {
					logShot(t, three, ctx, fmt.Sprintf("herocard-rings-3-ui%d-%s.png", scale, text))
					logShot(t, four, ctx, fmt.Sprintf("herocard-rings-4-ui%d-%s.png", scale, text))
				}
				for _, p := range []*Play{three, four} {
					pt := p.hc.Painter
					for i, id := range p.heroIDs() {
						m := p.hud().Model(id)
						assert.True(t, p.slotsShown[id], "%d Heroes: card %d (%s) shows its rings", len(p.heroIDs()), i, m.Card)
						r := p.lay.heroes[i]
						if r.H >= heroCardFullH(pt)-8 {
							continue // the design's card: the rings at its foot
						}
						_, x, _ := p.heroCardText(pt, m, r)
						if cx, _, k, _ := p.compactRings(pt, m, r, x); k > 0 {
							least := min(1, 1/(p.lay.scale*max(pt.TextScale, 1)))
							assert.GreaterOrEqual(t, k, least-1e-9, "card %d: the rings no smaller than the hearts at 100%%", i)
							assert.GreaterOrEqual(t, cx-8*k, x-0.01, "card %d: the rings right of the text's start", i)
							assert.LessOrEqual(t, cx-8*k+slotsW*k, r.X+r.W-8+0.01, "card %d: the rings inside the card", i)
						}
					}
				}
			})
		}
	}
}
