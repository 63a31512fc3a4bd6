package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// The top bar's status never runs into the turn label: in the classic
// game's spawning phase at 200% with large text, "Round 1 · Spawning
// phase" and "Spawning: 9 skull points · 0 tokens" overlapped; the status
// now breaks at its separator, at the same size, and every line ends
// clear of the label.
func TestTopBarStatusKeepsClearOfTheTurn(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}, {200, "extra-large"}} {
		ctx := displayContext(t, set.scale, set.text)
		p, err := newClassicPlay(classic.Setup{Seed: 3, Size: "crawl", Heroes: classicParty(3)}, ExploreRoles{ConsulAI: true, HeroesAI: true})
		require.NoError(t, err)
		runTicks(t, p, ctx, 2)
		require.Equal(t, rules.ConsulPowerUp, p.g.Phase, "the spawning phase")
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx) // works out the top bar's texts
		saveScreen(t, screen, fmt.Sprintf("topbar-classic-spawning-ui%d-%s.png", set.scale, set.text))
		hc := p.hudContext(ctx)
		pt := hc.Painter
		l := &p.lay
		turn, right := p.memo.top.turn, p.memo.top.right
		require.Contains(t, right, "Spawning:")
		end := l.status.X + l.status.W
		lines := topStatusLines(pt, turn, right, l.turn.X, l.turnFont, end, l.statusFont)
		turnEnd := l.turn.X + pt.TextWidth(turn, pt.Fonts.Bold, l.turnFont)
		for _, line := range lines {
			assert.Greater(t, end-pt.TextWidth(line, pt.Fonts.Regular, l.statusFont), turnEnd, "%d%% %s: %q clear of %q", set.scale, set.text, line, turn)
		}
	}
}

// Hovering the top bar's coins and activations explains them: what a
// coin is for and what none left means, and how many Heroes act a turn
// (played at 200% with four Heroes: "0/2" unexplained; at 100%, the last
// coin went and nothing said what that meant).
func TestTopBarStatusIsExplained(t *testing.T) {
	p, ctx := quickStartPlay(t)
	s := p.lay.status
	u := p.lay.scale
	ctx.In = Input{X: (s.X + s.W/2) * u, Y: (s.Y + s.H/2) * u}
	runTicks(t, p, ctx, 1)
	tip := p.chromeTooltip(&p.hc)
	assert.Contains(t, tip, fmt.Sprintf("Princess Coins: %d", p.g.Coins))
	assert.Contains(t, tip, "2 of the 3 Heroes act")
	assert.False(t, p.lastCoinGone())
	p.g.Coins = 0
	assert.Contains(t, p.chromeTooltip(&p.hc), "the next Hero to fall loses the game")
	assert.True(t, p.lastCoinGone(), "the status turns red")
}
