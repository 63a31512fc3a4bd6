package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// A long boss fight shows the boss's fury (rules/consul_fury.go) on the
// chart: a red boss token, a +N badge, and a tooltip that says why.
func TestChartShowsBossFury(t *testing.T) {
	p, ctx := quickStartPlay(t)
	p.g.Consul.Space = len(p.chart.chart.Spaces)
	p.g.Consul.BossSpawned = true
	for p.g.BossFury() < 2 {
		p.g.Consul.BossFightTurns++ // the rules decide when fury starts
	}
	turns := p.g.Consul.BossFightTurns
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	r := p.chart.rects[p.g.Consul.Space]
	ctx.In.X, ctx.In.Y = r.X+r.W/2, r.Y+r.H/2
	runTicks(t, p, ctx, 1)
	tip := p.chromeTooltip(ctx)
	assert.Contains(t, tip, "+2 STR")
	assert.Contains(t, tip, fmt.Sprintf("%d so far", turns))
	p.Draw(screen, ctx)
	saveScreen(t, screen, "boss-fury.png")
}
