package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// A Hero's defence roll in the Consul's turn (and an attack in the
// Heroes' turn) shows its tray over no Hero card and none of the buttons
// the player may click, at every scale and text size (play-tester at 200%
// with large text: the tray covered the Hero cards and their potions for
// several attacks in the Consul's turn).
func TestDiceTrayCoversNoHeroCardNorButton(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			for _, consul := range []bool{false, true} {
				where := fmt.Sprintf("%d%% %s, Consul's turn %v", scale, text, consul)
				ctx := displayContext(t, scale, text)
				p := heroesTurnWithCards(t, ctx, 1)
				witch := heroNamed(p, "Sanctioned Witch")
				if consul {
					p.g.Phase = rules.ConsulTurn
					p.consulLine, p.consulAge = "Crawler attacks Sanctioned Witch (the nearest Hero)", 0
					p.beats = []*beat{{started: true, ticks: 30}} // the Consul is playing
				}
				die := rules.DieResult{Colour: cards.Blue, Stars: 1}
				p.dice = &diceShow{
					roll:     rules.Rolled{Model: rules.Ref{ID: witch, Name: "Sanctioned Witch"}, Why: "defense", Dice: []rules.DieResult{die, die, die, die}, Stars: 4},
					defended: &rules.Defended{Hero: rules.Ref{ID: witch, Name: "Sanctioned Witch"}, STR: 5, Stars: 4},
					age:      diceLanded,
				}
				require.True(t, p.diceShown())
				screen := ebiten.NewImage(DesignW, DesignH)
				p.Draw(screen, ctx)
				tray := p.dice.rect
				require.NotZero(t, tray.W, where)
				for i, h := range p.lay.heroes {
					assert.False(t, overlaps(tray, h), "%s: the tray %+v covers Hero card %d %+v", where, tray, i, h)
				}
				for _, b := range p.buttons {
					assert.False(t, overlaps(tray, b.rect), "%s: the tray %+v covers button %q %+v", where, tray, b.label, b.rect)
				}
				for name, r := range map[string]render.Rect{"speed": p.lay.speed, "step": p.lay.step, "next": p.lay.next, "menu": p.lay.replay} {
					assert.False(t, overlaps(tray, r), "%s: the tray covers %s", where, name)
				}
				assert.LessOrEqual(t, tray.X+tray.W, p.lay.W+0.01, where)
				assert.LessOrEqual(t, tray.Y+tray.H, p.lay.H+0.01, where)
				if consul && (scale == 200 && text == "large" || scale == 100 && text == "normal") {
					saveScreen(t, screen, fmt.Sprintf("dice-tray-consul-ui%d-%s.png", scale, text))
				}
				p.beats = nil
			}
		}
	}
}
