package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// A long boss fight shows the boss's fury (rules/consul_fury.go) on the
// chart: a red boss token, a +N badge, and a tooltip that says why.
func TestChartShowsBossFury(t *testing.T) {
	p, ctx := quickStartPlay(t)
	arcade.StateOf(p.g).Space = len(p.chart.chart.Spaces)
	arcade.StateOf(p.g).BossSpawned = true
	for arcade.BossFury(p.g) < 2 {
		arcade.StateOf(p.g).BossFightTurns++ // the rules decide when fury starts
	}
	turns := arcade.StateOf(p.g).BossFightTurns
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	r := p.chart.rects[arcade.StateOf(p.g).Space]
	ctx.In.X, ctx.In.Y = r.X+r.W/2, r.Y+r.H/2
	runTicks(t, p, ctx, 1)
	tip := p.chromeTooltip(ctx)
	assert.Contains(t, tip, "+2 STR")
	assert.Contains(t, tip, fmt.Sprintf("%d so far", turns))
	p.Draw(screen, ctx)
	saveScreen(t, screen, "boss-fury.png")
}
