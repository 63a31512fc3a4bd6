package scene

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The mini-boss's arrival is a moment that must be seen: it comes as the
// Heroes' power-up begins (Arcade rulebook, "Destroying Spawning Points":
// after a second spawning point is destroyed), just before the power-up
// panel opens over the board. Its banner waits behind the panel and shows
// in full once the panel closes (played by the testers, Rex's and
// Starfire's arrivals played behind the panel), at 100% and at 200% with
// large text.
func TestArrivalBannerWaitsForThePowerUpPanel(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		t.Run(fmt.Sprintf("%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			ctx.Settings.ConfirmEnd = false
			s, err := NewArcadeGame(5)
			require.NoError(t, err)
			p := s.(*Play)
			runTicks(t, p, ctx, 240)
			mini := consulOf(p.g).MiniBoss
			require.NotEmpty(t, mini)
			p.g.SpawningPointsDestroyed = 2 // the second has just fallen
			p.g.Backpack = []string{"Bent Nail"}
			for _, id := range p.g.Heroes()[:2] {
				require.NoError(t, p.apply(rules.StartActivation{Hero: id}))
				require.NoError(t, p.apply(rules.EndActivation{}))
			}
			for i := 0; i < 600 && (p.busy() || !p.needsPowerUp()); i++ {
				runTicks(t, p, ctx, 1)
			}
			require.True(t, p.needsPowerUp() && !p.busy(), "the power-up panel is open")
			runTicks(t, p, ctx, 2*ticksPerBanner) // the party takes its time
			assert.Equal(t, mini+" arrives!", p.banner, "the arrival's banner waits")
			assert.False(t, p.bannerShown(), "not drawn under the panel")
			assert.False(t, p.goalBannerShown())
			shot(t, p, ctx, fmt.Sprintf("ux7-arrival-panel-ui%d-%s.png", tc.scale, tc.text))

			p.powerUpDone = p.g.Turn // Done
			runTicks(t, p, ctx, 1)
			require.False(t, p.needsPowerUp())
			assert.True(t, p.bannerShown(), "the arrival shows once the panel closes")
			assert.Equal(t, mini+" arrives!", p.banner)
			runTicks(t, p, ctx, 10)
			shot(t, p, ctx, fmt.Sprintf("ux7-arrival-after-ui%d-%s.png", tc.scale, tc.text))
			runTicks(t, p, ctx, ticksPerBanner-12)
			assert.Equal(t, mini+" arrives!", p.banner, "for its full time")
			runTicks(t, p, ctx, 3)
			assert.NotEqual(t, mini+" arrives!", p.banner, "then the next banner")
		})
	}
}

// When the last spawning points fall together, the mini-boss and the boss
// arrive in the same power-up: both banners are seen whole, one after the
// other (before the panel opens or once it closes).
func TestTwoArrivalsBothShow(t *testing.T) {
	ctx := newContext(t)
	ctx.Settings.ConfirmEnd = false
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 240)
	st := consulOf(p.g)
	p.g.SpawningPointsDestroyed = p.g.SpawningPoints
	p.g.Backpack = []string{"Bent Nail"}
	for _, id := range p.g.Heroes()[:2] {
		require.NoError(t, p.apply(rules.StartActivation{Hero: id}))
		require.NoError(t, p.apply(rules.EndActivation{}))
	}
	shown := map[string]int{}
	var order []string
	watch := func() {
		runTicks(t, p, ctx, 1)
		if p.bannerShown() {
			if shown[p.banner] == 0 {
				order = append(order, p.banner)
			}
			shown[p.banner]++
		}
	}
	for i := 0; i < 900 && (p.busy() || !p.needsPowerUp()); i++ {
		watch()
	}
	require.True(t, p.needsPowerUp() && !p.busy(), "the power-up panel is open")
	p.powerUpDone = p.g.Turn
	for range 3 * ticksPerBanner {
		watch()
	}
	mini, boss := st.MiniBoss+" arrives!", st.Boss+" arrives!"
	assert.GreaterOrEqual(t, shown[mini], ticksPerBanner, "the mini-boss's arrival is seen whole")
	assert.GreaterOrEqual(t, shown[boss], ticksPerBanner, "and the boss's")
	assert.Less(t, slices.Index(order, mini), slices.Index(order, boss), "in the order they came")
}

// shot draws the play screen into SD_SHOTS_DIR.
func shot(t *testing.T, p *Play, ctx *Context, name string) {
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, name)
}

// Explore's dungeon boss arrives with a banner too, as in Arcade: the
// moment is announced and waits for a covering panel like Arcade's
// (before, only the Consul's reason line told it).
func TestExploreBossArrivalIsAnnounced(t *testing.T) {
	p, ctx := explorePlay(t, 3, ExploreRoles{ConsulAI: true})
	s := p.exState()
	require.NotNil(t, s)
	require.NotEmpty(t, s.Boss)
	var at tiles.Point
	id := rules.NoModel
	for _, q := range p.g.Board.Points() {
		if p.g.At(q) != nil {
			continue
		}
		if got, err := p.g.Place(rules.Placement{Card: s.Boss, At: q}, rules.KindMonster); err == nil {
			id, at = got, q
			break
		}
	}
	require.NotEqual(t, rules.NoModel, id, "the boss is placed")
	p.queue([]rules.Event{explore.MonsterSpawned{Model: p.g.RefOf(id), At: at, Reason: "the chart's end"}})
	for i := 0; i < 300 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	assert.Equal(t, shortName(s.Boss)+" arrives!", p.banner)
}

// A banner is drawn over the cards in play beside the board (played at
// 200% with large text: the plot's box cut "Knight of the Tower
// arr…ves!").
func TestBannerIsDrawnOverTheCardsInPlay(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(1)
	require.NoError(t, err)
	p := s.(*Play)
	consulOf(p.g).Challenge = "Bite Back"
	consulOf(p.g).Plot = "Curse of Decay"
	runTicks(t, p, ctx, 2)
	p.objAge = objectiveBannerTicks
	p.announce("Knight of the Tower arrives!")
	runTicks(t, p, ctx, 1)
	require.True(t, p.bannerShown())
	b, _ := p.bannerRect(&p.hc)
	covered := false
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "banner-over-cards-ui200-large.png")
	u := p.lay.scale
	for _, c := range p.cardRects {
		if !overlaps(b, c.r) {
			continue
		}
		covered = true
		// A point inside both, near the banner's edge (clear of its text).
		x, y := max(b.X, c.r.X)+6, max(b.Y, c.r.Y)+6
		if x > b.X+b.W-6 || y > b.Y+b.H-6 {
			continue
		}
		r, g, bl, _ := screen.At(int(x*u), int(y*u)).RGBA()
		assert.NotEqual(t, [3]uint32{0x3a, 0x22, 0x3a}, [3]uint32{r >> 8, g >> 8, bl >> 8}, "the banner, not the card %q, at (%.0f, %.0f)", c.name, x, y)
	}
	if !covered {
		t.Skip("the banner does not reach the cards at this size")
	}
}
