package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// A full Hero card gives its status effects a second line where it has
// room above the rings, so "Immobile, Starlight Elixir" is read whole at
// 100% (played by mouse: "Immobile, Starlight El…" with room to spare).
func TestHeroCardStatusesTakeASecondLine(t *testing.T) {
	ctx := displayContext(t, 100, "normal")
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	hc := p.hudContext(ctx)
	pt := hc.Painter
	m := p.g.Model(p.g.Heroes()[1])
	r := p.heroCardRects(hc)[1]
	require.GreaterOrEqual(t, r.H, heroCardFullH(pt)-8, "a full card at 100%")
	_, x, _ := p.heroCardText(pt, m, r)
	textW := r.X + r.W - 8 - x
	sts := "Immobile, Starlight Elixir"
	require.Greater(t, pt.TextWidth(sts, pt.Fonts.Regular, 12), textW, "too long for one line")
	lines := heroStatusLines(pt, sts, textW, r.H-18-9-heroCardRows(pt).statuses)
	assert.Len(t, lines, 2)
	assert.Equal(t, sts, strings.Join(lines, " "), "whole")
	assert.Len(t, heroStatusLines(pt, sts, textW, 10), 1, "no room: one line, cut")
}
