package scene

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// With a challenge and a plot card in play the log keeps the lines it has
// with none (up to three) at every UI scale and text size: where the
// column cannot hold the cards and those lines, the cards shrink into a
// strip in the log's title row, their names cut and whole in their
// tooltips (found by the testers at 200% with large text: two cards left
// the log one line, then none).
func TestLogKeepsItsLinesBesideTwoCards(t *testing.T) {
	for _, seed := range []uint64{5, 1} {
		testLogBesideTwoCards(t, seed)
	}
}

func testLogBesideTwoCards(t *testing.T, seed uint64) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			s, err := NewArcadeGame(seed)
			require.NoError(t, err)
			p := s.(*Play)
			for i := range 30 {
				p.log = append(p.log, logLine{text: fmt.Sprintf("Line %d of the log", i)})
			}
			runTicks(t, p, ctx, 2)
			_, _, none, _ := p.logPanel(p.hc.Painter)
			consulOf(p.g).Challenge = "Bite Back"
			consulOf(p.g).Plot = "Curse of Decay"
			runTicks(t, p, ctx, 2)
			where := fmt.Sprintf("seed %d, %d%% %s", seed, scale, text)
			require.Len(t, p.cardRects, 2, where)
			r, head, rows, _ := p.logPanel(p.hc.Painter)
			// The smallest column (200% with extra large text) too: the
			// cards go over the playback controls rather than leave the
			// log one line (play-tester).
			least := min(3, none)
			assert.GreaterOrEqual(t, rows, least, "%s: lines of the log beside two cards (%d with none)", where, none)
			if scale == 200 && text == "large" {
				// The Quick Start game at 200% with large text: the log
				// keeps three lines under the cards and the roll choices
				// (play-tester: one or two).
				assert.GreaterOrEqual(t, rows, 3, "%s: the log's lines", where)
			}
			if !p.lay.cardsStrip {
				for _, c := range p.cardRects {
					assert.LessOrEqual(t, p.hc.Painter.TextWidth(c.name, p.hc.Painter.Fonts.Bold, 16), c.r.W-20, "%s: %q whole", where, c.name)
				}
			}
			if p.lay.cardsInBar {
				for _, c := range p.cardRects {
					assert.True(t, c.r.Y >= p.lay.bar.Y && c.r.Y+c.r.H <= p.lay.speed.Y, "%s: the card %q %+v over the playback controls", where, c.name, c.r)
					assert.Contains(t, c.tip, c.kind+" card "+c.name, "%s: the tooltip names the card whole", where)
				}
			} else if p.lay.cardsStrip {
				for _, c := range p.cardRects {
					assert.True(t, c.r.X >= r.X && c.r.X+c.r.W <= r.X+r.W && c.r.Y >= r.Y && c.r.Y+c.r.H <= r.Y+head,
						"%s: the card %q %+v in the log's title row (%+v, head %.1f)", where, c.name, c.r, r, head)
					assert.Contains(t, c.tip, c.kind+" card "+c.name, "%s: the tooltip names the card whole", where)
				}
			}
			if (scale == 200 && text != "normal") || (scale == 100 && text == "normal") {
				p.objAge = objectiveBannerTicks
				runTicks(t, p, ctx, 1)
				shot(t, p, ctx, fmt.Sprintf("ux7-log-two-cards-seed%d-ui%d-%s.png", seed, scale, text))
			}
		}
	}
}
