package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Consul's reason beside the green potions' buttons is shown whole,
// set smaller where it must be (never below the log's size at 100%) or
// taller up the empty foot of the Hero cards' column, at 100% and at
// 200% with large text (play-tester: "…Glimmerdusk Ranger has the most
// wrath (3); no …" was cut with an ellipsis, at 100% too). It covers no
// Hero card, no button and no square.
func TestConsulReasonBesideGreenPotionsIsWhole(t *testing.T) {
	const reason = "Spider Speaker attacks Glimmerdusk Ranger with Venom Bite in reach: Glimmerdusk Ranger has the most wrath (3); no Hero is on its tile"
	for _, tc := range []struct {
		scale   int
		text    string
		potions int // how many Heroes hold potions (green buttons)
	}{{100, "normal", 3}, {100, "normal", 1}, {100, "large", 3}} {
		t.Run(fmt.Sprintf("%d-%s-%d", tc.scale, tc.text, tc.potions), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p := greenConsulTurn(t, ctx)
			for i, id := range p.g.Heroes() {
				if i < len(p.g.Heroes())-tc.potions {
					p.g.Model(id).Potions = 0
				}
			}
			p.version++
			p.consulLine, p.consulAge = reason, 0
			runTicks(t, p, ctx, 1)
			p.consulAge = 0
			hc := p.hudContext(ctx)
			pt := hc.Painter
			require.Positive(t, p.reasonRoom(pt).W, "the reason has room in the bar")
			r, lines, size, ok := p.consulLinePanel(pt)
			require.True(t, ok, "the reason is shown")
			assert.Equal(t, p.consulTidy, strings.Join(lines, " "), "whole, not cut")
			assert.GreaterOrEqual(t, pt.Em(size)*p.lay.scale, pt.Em(13)-0.01, "no smaller on screen than the log at 100%%")
			assert.LessOrEqual(t, float64(len(lines))*pt.Em(size)*1.25, r.H+0.01, "its lines inside its panel")
			for _, l := range lines {
				assert.LessOrEqual(t, pt.TextWidth(l, pt.Fonts.Regular, size), r.W-28+0.01, "%q inside its panel", l)
			}
			for i, c := range p.lay.heroes {
				assert.False(t, overlaps(r, c), "covers Hero card %d", i)
			}
			for _, b := range p.buttons {
				assert.False(t, overlaps(r, b.rect), "covers %q", b.label)
			}
			assert.False(t, overlaps(r, p.greenHead), "covers the green potions' heading")
			s := p.lay.toScreen(r)
			for _, sq := range p.g.Board.Points() {
				if q := p.squareRect(sq); p.g.Board.IsSquare(sq) && overlaps(q, p.cam.View) {
					require.False(t, overlaps(s, q), "the reason %v covers square %v", s, sq)
				}
			}
			shot(t, p, ctx, fmt.Sprintf("reason-whole-ui%d-%s-%d.png", tc.scale, tc.text, tc.potions))
		})
	}
}
