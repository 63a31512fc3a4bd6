package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// greenConsulTurn is the Quick Start game in the Consul's turn with every
// Hero holding potions, so the action bar offers the green ones while the
// Consul's reason is up.
func greenConsulTurn(t *testing.T, ctx *Context) *Play {
	ctx.Settings.ConfirmEnd = false
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
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
				r, lines, ok := p.consulLinePanel(hc.Painter)
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
