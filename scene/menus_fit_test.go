package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
)

// settingsRow finds a row of the settings screen by its label.
func settingsRow(t *testing.T, s *SettingsScreen, label string) int {
	t.Helper()
	for i, r := range s.rows {
		if r.label == label {
			return i
		}
	}
	t.Fatalf("no row %q", label)
	return -1
}

// On the settings screen, at every interface and text size, each label
// ends well before its − and is never cut short, each value keeps clear of
// its − and +, and the title's descenders clear the first row (played at
// 200% with extra large text: "Ask before ending early" ran into its −,
// "Extra large" touched its +, "Settings" almost sat on Music volume).
// The rows stand still under the pointer while the text size changes, so
// every text size is drawn on the layout made at every other.
func TestSettingsRowsLeaveRoomAtEveryTextSize(t *testing.T) {
	for _, scale := range uiScales {
		for _, from := range textNames() {
			ctx := displayContext(t, scale, from)
			s := NewSettingsScreen()
			require.NoError(t, s.Update(ctx))
			for _, text := range textNames() {
				ctx.Settings.TextSize = text
				ctx.Painter.TextScale = ctx.Settings.TextFactor()
				s.view = zoomed(ctx, s.k, &s.pt)
				pt := s.view.Painter
				em := pt.Em(setFont)
				for _, r := range s.rows {
					lw := pt.TextWidth(r.label, pt.Fonts.Bold, setFont)
					assert.Equal(t, r.label, pt.Ellipsize(r.label, pt.Fonts.Bold, setFont, r.labelRoom(pt)), "%d%% %s on %s: %q is cut short", scale, text, from, r.label)
					assert.GreaterOrEqual(t, r.minus.X-(r.rect.X+setPadL+lw), 0.7*em, "%d%% %s on %s: %q runs into its −", scale, text, from, r.label)
					v := r.value(&Settings{TextSize: "extra-large", MusicVolume: 1, ConsulSpeed: 1000, Muted: true})
					vw := pt.TextWidth(v, pt.Fonts.Bold, setFont)
					room := r.plus.X - (r.minus.X + r.minus.W)
					assert.GreaterOrEqual(t, (room-vw)/2, 0.3*em, "%d%% %s on %s: %q's value %q touches its buttons", scale, text, from, r.label, v)
				}
				titleFoot := setTitleY + pt.Em(setTitle)*1.25
				assert.GreaterOrEqual(t, s.rows[0].rect.Y-titleFoot, 0.3*em, "%d%% %s on %s: the title sits on the first row", scale, text, from)
			}
		}
	}
}

// A − or + that cannot act (Text size at its largest, Music volume at
// 100%, a toggle already that way) is dimmed, its hover says why, and a
// click on it does nothing; its other button still looks and works as
// before.
func TestSettingsButtonsAtTheEndOfARangeLookDisabled(t *testing.T) {
	ctx := displayContext(t, 200, "extra-large")
	s := NewSettingsScreen()
	require.NoError(t, s.Update(ctx))
	i := settingsRow(t, s, "Text size")
	r := s.rows[i]
	screen := ebiten.NewImage(DesignW, DesignH)
	pixel := func(b render.Rect) color.RGBA {
		return screen.At(int((b.X+b.W/2)*s.k), int((b.Y+b.H*0.16)*s.k)).(color.RGBA)
	}
	s.Draw(screen, ctx)
	assert.Equal(t, render.ColDisabled, pixel(r.plus), "+ at Extra large is dimmed")
	assert.NotEqual(t, render.ColDisabled, pixel(r.minus), "− at Extra large is not")

	ctx.In = Input{X: (r.plus.X + r.plus.W/2) * s.k, Y: (r.plus.Y + r.plus.H/2) * s.k}
	require.NoError(t, s.Update(ctx))
	assert.Equal(t, "Already the largest", s.hover)
	ctx.In.Clicked = true
	require.NoError(t, s.Update(ctx))
	assert.Equal(t, "extra-large", ctx.Settings.TextSize)

	ctx.In = Input{X: (r.minus.X + r.minus.W/2) * s.k, Y: (r.minus.Y + r.minus.H/2) * s.k}
	require.NoError(t, s.Update(ctx))
	assert.Equal(t, r.tip, s.hover, "− can act: its hover is the row's")
	ctx.In.Clicked = true
	require.NoError(t, s.Update(ctx))
	assert.Equal(t, "large", ctx.Settings.TextSize)

	for _, tc := range []struct {
		label, why string
		up         bool
	}{
		{"Music volume", "", false}, {"Effects volume", "", true},
		{"Interface size", "Already the largest", true}, {"Interface size", "", false},
		{"Fullscreen", "Already off", false}, {"Ask before ending early", "Already on", true},
		{"Sound", "Already on", true}, {"Consul speed", "Already the slowest", false},
	} {
		assert.Equal(t, tc.why, s.rows[settingsRow(t, s, tc.label)].stuck(ctx.Settings, tc.up), "%s up=%v", tc.label, tc.up)
	}
	ctx.Settings.MusicVolume = 1
	assert.Equal(t, "Already at full volume", s.rows[settingsRow(t, s, "Music volume")].stuck(ctx.Settings, true))
	ctx.Settings.TextSize = "normal"
	assert.Equal(t, "Already the smallest", s.rows[i].stuck(ctx.Settings, false))
}

// Two quick clicks on Interface +, the hand straying just off the thin
// row between them: the + stays where it was, so the second click lands
// on it too (played at 100%: the + moved 10 pixels at 125% and the second
// click hit the row's edge). Once the pointer has been away a moment the
// screen takes the new size.
func TestSettingsPlusStaysUnderAStrayingPointer(t *testing.T) {
	ctx := displayContext(t, 100, "normal")
	s := NewSettingsScreen()
	require.NoError(t, s.Update(ctx))
	i := settingsRow(t, s, "Interface size")
	screenRect := func(b render.Rect) render.Rect {
		return render.Rect{X: b.X * s.k, Y: b.Y * s.k, W: b.W * s.k, H: b.H * s.k}
	}
	plus := screenRect(s.rows[i].plus)
	row := screenRect(s.rows[i].rect)
	x, y := plus.X+plus.W/2, plus.Y+plus.H/2
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, s, ctx, 1)
	assert.Equal(t, 125, ctx.Settings.UIScale)
	// Off the row, onto the next, for a third of a second, and back.
	ctx.In = Input{X: x, Y: row.Y + row.H*1.6}
	runTicks(t, s, ctx, 20)
	assert.Equal(t, plus, screenRect(s.rows[i].plus), "the + stays put while the hand strays")
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, s, ctx, 1)
	assert.Equal(t, 150, ctx.Settings.UIScale, "the second click hits the + again")
	// Away for good: the screen grows to the new size.
	ctx.In = Input{X: 2, Y: 2}
	runTicks(t, s, ctx, settleTicks+2)
	assert.Greater(t, s.k, 1.0)
	assert.NotEqual(t, plus, screenRect(s.rows[i].plus))
}

// titleBoxes is every part of the title a player reads or clicks, in the
// title's own units: the name, the subtitle, each button and each line
// of the tag at the foot.
func titleBoxes(t *Title, ctx *Context) []namedRect {
	p := ctx.Painter
	m := titleMetrics(p, ctx.W, ctx.H, len(t.rows))
	name := p.FitSize("SUPER DUNGEON", p.Fonts.Bold, m.nameSize, 40, ctx.W-40)
	nw := p.TextWidth("SUPER DUNGEON", p.Fonts.Bold, name)
	sw := p.TextWidth("the digital edition", p.Fonts.SmallCaps, 30)
	out := []namedRect{
		{"name", render.Rect{X: (ctx.W - nw) / 2, Y: ctx.H * 0.13, W: nw, H: p.Em(name) * 1.1}},
		{"subtitle", render.Rect{X: (ctx.W - sw) / 2, Y: m.sub, W: sw, H: p.Em(30) * 1.2}},
	}
	for _, b := range t.buttons {
		out = append(out, namedRect{b.Label, b.Rect})
	}
	tag, size := titleTag(p, ctx.W)
	for i, l := range tag {
		w := p.TextWidth(l, p.Fonts.Regular, size)
		out = append(out, namedRect{"tag " + l, render.Rect{X: (ctx.W - w) / 2, Y: titleTagY(p, ctx.H, tag, size, i), W: w, H: p.Em(size) * 1.25}})
	}
	return out
}

// No two things on the title overlap at any interface or text size, all
// are on the screen, the tag at the foot keeps both its halves, and every
// button's label keeps clear of its edges (200% with extra large text: the
// tag ran over Quit, its second half was gone, and "Legends" filled its
// button edge to edge).
func TestTitleNothingOverlapsAtAnySize(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			title := NewTitle()
			require.NoError(t, title.Update(ctx))
			tc := title.layout(ctx)
			boxes := titleBoxes(title, tc)
			for i, a := range boxes {
				r := a.r
				assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= tc.W+0.01 && r.Y+r.H <= tc.H+0.01, "%d%% %s: %s %+v is off the screen", scale, text, a.name, r)
				for _, b := range boxes[i+1:] {
					assert.False(t, overlaps(a.r, b.r), "%d%% %s: %s overlaps %s", scale, text, a.name, b.name)
				}
			}
			tag, _ := titleTag(tc.Painter, tc.W)
			assert.Contains(t, strings.Join(tag, " "), "Legends: the other rulebooks", "%d%% %s", scale, text)
			p := tc.Painter
			for _, b := range title.buttons {
				size := b.LabelSize(p)
				w := p.TextWidth(b.Label, p.Fonts.Bold, size)
				assert.GreaterOrEqual(t, (b.Rect.W-w)/2, 0.4*p.Em(size), "%d%% %s: %q reaches its button's edges", scale, text, b.Label)
			}
		}
	}
}

// On the party screen (Arcade, Explore and Classic), a picked Hero's gold
// number never sits on its name, at any text size (200% with extra large
// text: the badges covered the last letters of "Riftling Warrior",
// "Moonspire Guardian" and "Sanctioned Witch").
func TestPartyBadgesClearTheHeroNames(t *testing.T) {
	for _, scale := range []int{100, 150, 200} {
		for _, text := range textNames() {
			for name, s := range map[string]*Setup{"arcade": NewSetup(), "explore": NewExploreSetup(), "classic": NewClassicSetup()} {
				ctx := displayContext(t, scale, text)
				require.NoError(t, s.Update(ctx))
				pt := ctx.Painter
				for i, r := range s.heroRects {
					hero := s.heroList()[i]
					c := s.cardTop(pt, r, hero)
					w := pt.TextWidth(hero, pt.Fonts.Bold, c.nameSize)
					nameBox := render.Rect{X: c.nameX - w/2, Y: c.nameY, W: w, H: pt.Em(c.nameSize) * 1.2}
					badge := render.Rect{X: c.cx - c.rad, Y: c.cy - c.rad, W: 2 * c.rad, H: 2 * c.rad}
					assert.False(t, overlaps(nameBox, badge), "%s %d%% %s: the badge sits on %q", name, scale, text, hero)
					assert.True(t, nameBox.X >= r.X && nameBox.X+nameBox.W <= r.X+r.W, "%s %d%% %s: %q leaves its card", name, scale, text, hero)
				}
			}
		}
	}
}

// The menus at the sizes play-tested, with a party picked and the pointer
// on Text size's + (look at the screenshots: SD_SHOTS_DIR).
func TestMenusAtTestedSizesScreenshot(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {150, "large"}, {200, "large"}, {200, "extra-large"}} {
		ctx := displayContext(t, tc.scale, tc.text)
		screen := ebiten.NewImage(DesignW, DesignH)
		title := NewTitle()
		runTicks(t, title, ctx, 2)
		title.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("menus13-title-ui%d-%s.png", tc.scale, tc.text))

		set := NewSettingsScreen()
		require.NoError(t, set.Update(ctx))
		plus := set.rows[settingsRow(t, set, "Text size")].plus
		ctx.In = Input{X: (plus.X + plus.W/2) * set.k, Y: (plus.Y + plus.H/2) * set.k}
		runTicks(t, set, ctx, 2)
		set.Draw(screen, ctx)
		saveScreen(t, screen, fmt.Sprintf("menus13-settings-ui%d-%s.png", tc.scale, tc.text))

		for name, s := range map[string]*Setup{"arcade": NewSetup(), "explore": NewExploreSetup()} {
			ctx.In = Input{}
			require.NoError(t, s.Update(ctx))
			s.party = slices.Clone(s.heroList()[:3])
			runTicks(t, s, ctx, 1)
			s.Draw(screen, ctx)
			saveScreen(t, screen, fmt.Sprintf("menus13-%s-ui%d-%s.png", name, tc.scale, tc.text))
		}
	}
}

// A Hero card's lines end above its stats line at every text size, and a
// move cut short says so with "…" (Explore at extra large text: its
// shorter cards ran the move over the stats and out of the card).
func TestHeroCardTextStaysInsideItsCard(t *testing.T) {
	for _, text := range textNames() {
		for name, s := range map[string]*Setup{"arcade": NewSetup(), "explore": NewExploreSetup(), "classic": NewClassicSetup()} {
			ctx := displayContext(t, 200, text)
			require.NoError(t, s.Update(ctx))
			pt := ctx.Painter
			for i, r := range s.heroRects {
				hero := s.heroList()[i]
				c := s.cardTop(pt, r, hero)
				role, move := splitRole(heroRoles[hero])
				y := c.nameY + pt.Em(c.nameSize)*1.2
				if role != "" {
					y += pt.Em(12) * 1.25
				}
				all := pt.Wrap(move, pt.Fonts.Regular, 12, r.W-12)
				statsY := r.Y + r.H - 6 - pt.Em(11)*1.25
				lines := fitMoveLines(pt, all, y, statsY, r.W-12)
				assert.LessOrEqual(t, y+float64(len(lines))*pt.Em(12)*1.2, statsY+2.01, "%s %s: %q's move runs over its stats", name, text, hero)
				if len(lines) > 0 && len(lines) < len(all) {
					assert.True(t, strings.HasSuffix(lines[len(lines)-1], "…"), "%s %s: %q's cut move says so", name, text, hero)
				}
			}
		}
	}
}
