package scene

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// greenConsulTurn is the Quick Start game in the Consul's turn with every
// Hero holding potions, so the action bar offers the green ones while the
// Consul's reason is up.
func greenConsulTurn(t *testing.T, ctx *Context) *Play {
	return greenConsulTurnWith(t, ctx, BalancedParty)
}

// greenConsulTurnWith is greenConsulTurn with party.
func greenConsulTurnWith(t *testing.T, ctx *Context, party []string) *Play {
	ctx.Settings.ConfirmEnd = false
	p, err := newPlayFromSetup(arcade.Setup{Seed: 5, Heroes: party})
	require.NoError(t, err)
	runTicks(t, p, ctx, 2)
	for _, id := range p.g.Heroes() {
		p.g.Model(id).Potions = 2
	}
	for _, id := range p.g.Heroes()[:2] {
		require.NoError(t, p.apply(rules.StartActivation{Hero: id}))
		require.NoError(t, p.apply(rules.EndActivation{}))
	}
	for i := 0; i < 3000 && !(p.g.Phase == rules.ConsulTurn && p.consulLineShown() && len(p.buttons) > 0); i++ {
		runTicks(t, p, ctx, 1)
	}
	require.True(t, p.g.Phase == rules.ConsulTurn && p.consulLineShown(), "the Consul's reason is up")
	require.NotEmpty(t, p.buttons, "the bar offers green potions")
	return p
}

// The Consul's reason, while the bar holds the green potions' buttons,
// sits in the bar beside them, not over the board's last rows and the
// models in them (found by the testers), whether the camera is on the
// party or the whole dungeon is fitted; at 200% with large text, where
// the buttons take the bar, it is in the log and over no model.
func TestConsulReasonBesideGreenPotionsCoversNoSquare(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		t.Run(fmt.Sprintf("%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p := greenConsulTurn(t, ctx)
			for _, fit := range []bool{false, true} {
				if fit {
					p.fitBoard()
					runTicks(t, p, ctx, 1)
				}
				hc := p.hudContext(ctx)
				r, lines, _, ok := p.consulLinePanel(hc.Painter)
				if tc.scale == 100 {
					require.True(t, ok, "the reason is shown")
					assert.NotEmpty(t, lines)
				}
				shot(t, p, ctx, fmt.Sprintf("ux7-reason-green-ui%d-%s-fit%v.png", tc.scale, tc.text, fit))
				if !ok {
					assert.True(t, p.logHasLine(p.consulLine), "the log tells it")
					continue
				}
				s := p.lay.toScreen(r)
				for _, sq := range p.g.Board.Points() {
					if !p.g.Board.IsSquare(sq) {
						continue
					}
					q := p.squareRect(sq)
					if !overlaps(q, p.cam.View) {
						continue // not on the board view
					}
					require.False(t, overlaps(s, q), "the reason %v covers square %v (%v)", s, sq, q)
				}
				assert.False(t, p.coversAModel(r))
				for _, b := range p.buttons {
					assert.False(t, overlaps(r, b.rect), "the reason keeps off %q", b.label)
				}
			}
		})
	}
}

// logHasLine reports whether a log entry says s (the reason's words, its
// first letter aside).
func (p *Play) logHasLine(s string) bool {
	for _, l := range p.log {
		if len(s) > 1 && len(l.text) >= len(s) && strings.Contains(l.text, s[1:]) {
			return true
		}
	}
	return false
}

// In the Consul's turn the green potions' buttons have a heading that
// says what they are, in the bar left of them, and each shows its tip
// while the Consul plays (played by mouse at 200% with large text:
// "Loud Slurping / Warrior" had no heading, and 1.5 s on it showed no
// tip).
func TestGreenPotionsHaveAHeadingAndTheirTips(t *testing.T) {
	sizes := append(slices.Clone(uiSizes), struct {
		scale int
		text  string
	}{200, "extra-large"})
	for _, tc := range sizes {
		ctx := displayContext(t, tc.scale, tc.text)
		p := greenConsulTurn(t, ctx)
		if tc.text == "extra-large" {
			// Five potions in two rows: the heading beside one (played
			// by mouse: none).
			p = greenConsulTurnWith(t, ctx, []string{"Riftling Warrior", "Tincan", "Glimmerdusk Ranger"})
			require.Len(t, p.buttons, 5)
		}
		require.True(t, p.buttons[0].green)
		h := p.greenHead
		require.Positive(t, h.W, "%d%%: a heading", tc.scale)
		bar := p.lay.bar
		assert.True(t, h.X >= 0 && h.Y >= bar.Y && h.Y+h.H <= bar.Y+bar.H, "%d%%: in the bar", tc.scale)
		for _, b := range p.buttons {
			assert.False(t, overlaps(h, b.rect), "%d%%: the heading keeps off %q", tc.scale, b.label)
		}
		r := p.reasonRoom(p.hudContext(ctx).Painter)
		if tc.scale == 100 {
			assert.Positive(t, r.W, "the Consul's reason keeps its room in the bar")
		}
		assert.False(t, r.W > 0 && overlaps(h, r), "%d%%: the heading keeps off the Consul's reason", tc.scale)
		pt := p.hudContext(ctx).Painter
		assert.GreaterOrEqual(t, pt.Em(p.greenHeadFont(pt))*p.lay.scale, 14*pt.TextScale-0.01, "%d%%: as large as the bar's labels at 100%%", tc.scale)

		require.True(t, p.busy(), "the Consul plays")
		b := p.buttons[0]
		u := p.lay.scale
		ctx.In = Input{X: (b.rect.X + b.rect.W/2) * u, Y: (b.rect.Y + b.rect.H/2) * u}
		runTicks(t, p, ctx, 1)
		require.NotNil(t, p.hoverBtn, "%d%%: the button under the pointer is found while the Consul plays", tc.scale)
		assert.Equal(t, b.label, p.hoverBtn.label)
		tip, keep := p.buttonTip()
		require.NotEmpty(t, tip)
		tr := pt.TooltipAwayRect(tip, keep, ctx.In.X/u, ctx.In.Y/u, p.hudContext(ctx).W, p.hudContext(ctx).H)
		for _, o := range p.buttons {
			assert.False(t, overlaps(tr, o.rect), "%d%%: the tip keeps off %s", tc.scale, o.label)
		}
		assert.False(t, overlaps(tr, p.greenHead), "%d%%: and off the heading", tc.scale)
		shot(t, p, ctx, fmt.Sprintf("green-head-ui%d-%s.png", tc.scale, tc.text))
		brew := false
		for _, b := range p.buttons {
			if b.label == "Healing Brew" {
				brew = true
				assert.Contains(t, b.tip, "Sanctioned Witch drinks it, for itself only", "whom the brew heals")
				assert.Contains(t, b.tip, "nothing to heal now", "the Witch is unhurt")
			}
		}
		assert.True(t, brew || tc.text == "extra-large", "the Witch's Healing Brew is offered")
	}
}
