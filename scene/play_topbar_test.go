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

// The top bar shows how much is left in the Heroes' shared wrath pool,
// and its tip says what happens once it is empty (played by mouse: the log
// said "taking 1 from Sanctioned Witch" and nothing on screen showed the
// pool at all). The longer status keeps clear of the turn label and the
// Consul's chart at every size; its second line has the tip too.
func TestTopBarShowsTheWrathPool(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
		w, h  float64
	}{{100, "normal", DesignW, DesignH}, {150, "large", DesignW, DesignH}, {200, "large", DesignW, DesignH}, {200, "extra-large", DesignW, DesignH},
		{100, "large", 800, 600}, {200, "extra-large", 1024, 768}} {
		ctx := displayContext(t, set.scale, set.text)
		ctx.W, ctx.H = set.w, set.h
		p := fourHeroPlay(t, ctx)
		heroes := p.g.Heroes()
		require.Equal(t, 8, p.g.WrathPool, "two tokens a Hero")
		for _, id := range heroes {
			p.g.Model(id).Wrath = 0
		}
		p.g.Model(heroes[0]).Wrath = 3
		p.g.Model(heroes[2]).Wrath = 2
		runTicks(t, p, ctx, 1)
		screen := ebiten.NewImage(int(set.w), int(set.h))
		p.Draw(screen, ctx)
		assert.Contains(t, p.memo.top.right, "Wrath pool 3", "%d%% %s", set.scale, set.text)
		pt := p.hc.Painter
		l := &p.lay
		lines := p.topStatusNow(pt, p.memo.top.turn, p.memo.top.right)
		assert.Contains(t, lines[len(lines)-1], "Wrath pool 3", "the pool is drawn")
		end := l.status.X + l.status.W
		left := l.turn.X + pt.TextWidth(p.memo.top.turn, pt.Fonts.Bold, l.turnFont)
		if l.chart.Y < l.topRowH {
			left = max(left, l.chart.X+l.chart.W)
		}
		for _, line := range lines {
			assert.Greater(t, end-pt.TextWidth(line, pt.Fonts.Regular, l.statusFont), left, "%d%% %s: %q clear of the turn and the chart", set.scale, set.text, line)
		}
		d := p.memo.top.drawn
		assert.LessOrEqual(t, d.Y+d.H, l.topRowH, "the lines stay in the top row")
		// Hovered on its last line: the tip explains the pool.
		u := l.scale
		ctx.In = Input{X: (d.X + d.W - 10) * u, Y: (d.Y + d.H - 4) * u}
		runTicks(t, p, ctx, 1)
		tip := p.chromeTooltip(&p.hc)
		assert.Contains(t, tip, "Wrath pool: 3 of the party's 8 tokens left")
		assert.Contains(t, tip, "once it is empty, from another Hero")
		p.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("topbar-wrath-pool-%.0fx%.0f-ui%d-%s.png", set.w, set.h, set.scale, set.text))
		// Emptied: the bar says so at once.
		p.g.Model(heroes[1]).Wrath = 3
		runTicks(t, p, ctx, 1)
		p.Draw(screen, ctx)
		assert.Contains(t, p.memo.top.right, "Wrath pool 0")
	}
}
