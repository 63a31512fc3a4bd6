package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// consulAttackShown plays the demo game of seed 5 at ctx's settings to
// the Consul's first attack whose defence dice have landed, drawn.
func consulAttackShown(t *testing.T, ctx *Context) (*Play, *ebiten.Image) {
	s, err := NewDemoGame(5, false)
	require.NoError(t, err)
	p := s.(*Play)
	screen := ebiten.NewImage(DesignW, DesignH)
	for i := 0; i < 6000; i++ {
		runTicks(t, p, ctx, 1)
		if p.g.Phase == rules.ConsulTurn && p.diceShown() && p.dice.defended != nil && p.dice.age == diceLanded+5 {
			p.Draw(screen, ctx)
			return p, screen
		}
	}
	require.Fail(t, "no Consul attack with its dice up")
	return nil, nil
}

// squareHUD is the square model id stands on, in HUD units.
func squareHUD(p *Play, id rules.ModelID) render.Rect {
	v := p.view(id)
	x, y := p.cam.ToScreen(v.x, v.y)
	return p.lay.fromScreen(render.Rect{X: x, Y: y, W: p.cam.Zoom, H: p.cam.Zoom})
}

// While the dice of a monster's attack show in the Consul's turn, the
// attacking monster, its target and the log's line saying the attack
// all show: no tray nor banner covers them, and the tray keeps off the
// Hero cards (play-tester at 200% with large text: the tray sat over
// the board and the log, and who attacked whom was hidden). At 100%
// the tray's place is unchanged (on the board, by the fight).
func TestConsulAttackShowsTheFightAndItsWordsWithTheDice(t *testing.T) {
	for _, tc := range []struct {
		ui   int
		text string
	}{{200, "extra-large"}, {200, "large"}, {175, "extra-large"}, {100, "normal"}} {
		t.Run(fmt.Sprintf("ui%d-%s", tc.ui, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.ui, tc.text)
			p, screen := consulAttackShown(t, ctx)
			saveScreen(t, screen, fmt.Sprintf("consul-attack-dice-ui%d-%s.png", tc.ui, tc.text))
			tray := p.dice.rect
			require.Positive(t, tray.W)
			d := p.dice.defended
			covers := []namedRect{{"tray", tray}}
			if p.bannerShown() {
				b, _ := p.bannerRect(&p.hc)
				covers = append(covers, namedRect{"banner " + p.banner, b})
			}
			for _, who := range []rules.Ref{d.Attacker, d.Hero} {
				sq := squareHUD(p, who.ID)
				require.True(t, overlaps(sq, p.lay.board), "%s is on the board", who.Name)
				for _, c := range covers {
					assert.False(t, overlaps(sq, c.r), "the %s %+v covers %s %+v", c.name, c.r, who.Name, sq)
				}
			}
			for i, h := range p.lay.heroes {
				assert.False(t, overlaps(tray, h), "the tray covers Hero card %d", i)
			}
			if tc.ui == 100 {
				return // the log's many lines hold it (and the tray is on the board)
			}
			// The log's line saying the attack: the attacker's, naming
			// the target, its first row drawn.
			said := -1
			for i := len(p.log) - 1; i >= 0 && said < 0; i-- {
				if l := p.log[i].text; strings.HasPrefix(l, d.Attacker.Name) && strings.Contains(l, d.Hero.Name) {
					said = i
				}
			}
			require.GreaterOrEqual(t, said, 0, "the log says the attack")
			row, s := p.wrap.starts[said], p.logShown
			assert.True(t, row >= s.first && row < s.end, "the attack's line %q (row %d) is drawn: rows %d..%d", p.log[said].text, row, s.first, s.end)
			for _, c := range covers {
				line := render.Rect{X: s.panel.X, Y: s.top + float64(row-s.first)*s.lineH, W: s.panel.W, H: s.lineH}
				assert.False(t, overlaps(line, c.r), "the %s covers the attack's line", c.name)
			}
		})
	}
}
