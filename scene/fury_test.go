package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A long boss fight shows the boss's fury (rules/consul_fury.go) on the
// chart: a red boss token, a +N badge, and a tooltip that says why.
func TestChartShowsBossFury(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	p.g.Consul.Space = len(p.chart.chart.Spaces)
	p.g.Consul.BossSpawned = true
	p.g.Consul.BossFightTurns = 9
	require.Equal(t, 2, p.g.BossFury())
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	r := p.chart.rects[p.g.Consul.Space]
	ctx.In.X, ctx.In.Y = r.X+r.W/2, r.Y+r.H/2
	runTicks(t, p, ctx, 1)
	tip := p.chromeTooltip(ctx)
	assert.Contains(t, tip, "+2 STR")
	assert.Contains(t, tip, "9 so far")
	p.Draw(screen, ctx)
	saveScreen(t, screen, "boss-fury.png")
}
