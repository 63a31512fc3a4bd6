package scene

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
)

// displayContext is a test context at a UI scale (percent) and text size.
func displayContext(t testing.TB, scale int, text string) *Context {
	ctx := newContext(t)
	ctx.Settings.UIScale, ctx.Settings.TextSize = scale, text
	ctx.Painter.TextScale = ctx.Settings.TextFactor()
	return ctx
}

// colourBlindBoard is the colour-blind screenshot's scene: the Moonspire
// Guardian active with Missile aimed, so targets, bases and dice all carry
// their marks.
func colourBlindBoard(t *testing.T, ctx *Context) *Play {
	ctx.Settings.ColourBlind = true
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	for _, b := range p.buttons {
		if b.label == "Missile" && b.disabled == "" {
			b.onClick()
		}
	}
	runTicks(t, p, ctx, 2)
	return p
}

// The board in colour-blind mode at 200% and at 150% with large text: the
// HUD is bigger, the board smaller, nothing overlaps. (Look at the
// screenshots.)
func TestColourBlindBoardAtLargeUIScaleScreenshot(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{200, "normal"}, {150, "large"}, {200, "extra-large"}, {100, "extra-large"}} {
		t.Run(fmt.Sprintf("%d-%s", tc.scale, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p := colourBlindBoard(t, ctx)
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, fmt.Sprintf("colour-blind-ui%d-%s.png", tc.scale, tc.text))
			four := fourHeroPlay(t, ctx)
			four.Draw(screen, ctx)
			saveScreen(t, screen, fmt.Sprintf("four-heroes-ui%d-%s.png", tc.scale, tc.text))
		})
	}
}

// uiScales and textNames are every setting the layout tests cover.
var uiScales = []int{100, 125, 150, 175, 200}

func textNames() []string {
	var out []string
	for _, t := range textSizes {
		out = append(out, t.name)
	}
	return out
}

type namedRect struct {
	name string
	r    render.Rect
}

// hudRects is every part of the play screen a player sees or clicks, in
// logical pixels: the layout's panels and the buttons as placed for hit
// tests.
func hudRects(p *Play) []namedRect {
	l := &p.lay
	out := []namedRect{
		{"turn text", l.turn}, {"status text", l.status}, {"replay", l.replay}, {"chart", l.chart},
		{"speed", l.speed}, {"step", l.step}, {"next", l.next}, {"board", l.board},
	}
	for i, r := range l.heroes {
		out = append(out, namedRect{fmt.Sprintf("hero card %d", i), r})
	}
	for i, r := range l.cards {
		out = append(out, namedRect{fmt.Sprintf("card in play %d", i), r})
	}
	// The log as drawn: under the choices strip when that sits at the
	// top of its place.
	if r, _, rows, _ := p.logPanel(p.hc.Painter); rows > 0 {
		out = append(out, namedRect{"log", r})
	}
	for i, b := range p.choices.rects {
		out = append(out, namedRect{fmt.Sprintf("choice %d %q", i, b.label), render.Rect{X: b.x, Y: b.y, W: b.w, H: b.h}})
	}
	for i, b := range p.buttons {
		out = append(out, namedRect{fmt.Sprintf("button %d %q", i, b.label), b.rect})
	}
	for i := range out {
		out[i].r = l.toScreen(out[i].r)
	}
	return out
}

// fourHeroPlay is a game with four Heroes (the most cards the left column
// holds) and the challenge and plot cards in play, with a Hero active.
func fourHeroPlay(t *testing.T, ctx *Context) *Play {
	p, err := newPlayFromSetup(arcade.Setup{Seed: 9, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch", "Hexcast Sorceress"}})
	require.NoError(t, err)
	if arcade.StateOf(p.g).Challenge == "" {
		arcade.StateOf(p.g).Challenge = "Test Challenge"
	}
	if arcade.StateOf(p.g).Plot == "" {
		arcade.StateOf(p.g).Plot = "A plot with a long name that must be cut short"
	}
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	return p
}

// At every UI scale and text size the HUD stays on a 1280×720 screen, no
// two parts overlap (so no click lands on two things), and the board keeps
// a usable size.
func TestHUDLayoutFitsAtEveryScaleAndTextSize(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			t.Run(fmt.Sprintf("%d-%s", scale, text), func(t *testing.T) {
				for _, build := range []func(*testing.T, *Context) *Play{colourBlindBoard, fourHeroPlay} {
					ctx := displayContext(t, scale, text)
					p := build(t, ctx)
					rects := hudRects(p)
					require.GreaterOrEqual(t, len(p.buttons), 5, "a Hero is active: the bar has its actions")
					require.NotEmpty(t, p.choices.rects, "a Hero is active: the roll choices are shown")
					// The log stays readable beside the choices: two
					// lines at least, one with extra large text at the
					// largest sizes (found by mouse at 200% with large
					// text: the choices took all of it).
					_, _, rows, _ := p.logPanel(p.hc.Painter)
					colH := p.choices.colH
					p.choices.colH = 0
					_, _, without, _ := p.logPanel(p.hc.Painter)
					p.choices.colH = colH
					inLog := false
					for _, b := range p.choices.rects {
						inLog = inLog || p.lay.log.Contains(b.x+b.w/2, b.y+b.h/2)
					}
					if !inLog {
						assert.Zero(t, colH, "the strip is not over the log: the log keeps its place")
					}
					least := min(2, without)
					if text == "extra-large" && scale >= 175 {
						least = min(1, without) // a line: the HUD is 640×360 units of text half as large again
					}
					if p.lay.cardsStrip && inLog {
						// The cards' strip, the choices and the log share the
						// column: a line of the log while the choices show,
						// none at 200% with extra large text, where the
						// strip and one row of choices fill it (the cards
						// took all of it before the strip, choices or not).
						least = min(1, without)
						if text == "extra-large" && scale >= 200 {
							least = 0
						}
					}
					if inLog && rows < least {
						// Neither the log's lines and the choices nor one row
						// of them over the board's foot fit: the choices take
						// the log's whole place rather than stack over the
						// board (played at 200%: four choices covered most of
						// it). Then they cover no square.
						for _, b := range p.choices.rects {
							assert.False(t, overlaps(render.Rect{X: b.x, Y: b.y, W: b.w, H: b.h}, p.lay.board), "%q over the board", b.label)
						}
					} else {
						assert.GreaterOrEqual(t, rows, least, "lines of the log shown beside the choices (%d without them)", without)
					}
					screen := render.Rect{W: DesignW, H: DesignH}
					for i, a := range rects {
						assert.Greater(t, a.r.W, 0.0, a.name)
						assert.Greater(t, a.r.H, 0.0, a.name)
						assert.True(t, a.r.X >= -0.01 && a.r.Y >= -0.01 && a.r.X+a.r.W <= screen.W+0.01 && a.r.Y+a.r.H <= screen.H+0.01,
							"%s %+v is off the screen", a.name, a.r)
						for _, b := range rects[i+1:] {
							if a.name == "board" && strings.HasPrefix(b.name, "choice ") {
								continue // the strip over the board's foot
							}
							if p.lay.cardsStrip && strings.HasPrefix(a.name, "card in play") && b.name == "log" {
								continue // the cards in the log's title row (TestLogKeepsItsLinesBesideTwoCards)
							}
							assert.False(t, overlaps(a.r, b.r), "%s %+v overlaps %s %+v", a.name, a.r, b.name, b.r)
						}
					}
					// The board: at least 40% of the screen's width and
					// height, never less than 480×280 logical pixels.
					b := p.lay.toScreen(p.lay.board)
					t.Logf("board %.0f×%.0f, %d buttons in %d rows, hero card %.0f high", b.W, b.H, len(p.buttons), p.barRows, p.lay.heroes[0].H*p.lay.scale)
					assert.True(t, boardWideEnough(p.lay, p.g.Board.W, p.g.Board.H, max(480, 0.4*DesignW)), "board width %.0f", b.W)
					assert.GreaterOrEqual(t, b.H, 280.0, "board height")
					assert.Equal(t, b, p.cam.View, "the camera draws the board where the layout put it")
					// Every Hero card shows everything — name, hearts,
					// potions, state, wrath, two status effects — no
					// smaller on screen than at 100% with normal text.
					for _, h := range p.lay.heroes {
						if h.H >= heroCardFullH(p.hc.Painter)-8 {
							continue // the full card
						}
						pt := p.hc.Painter
						ps := min(h.H-20, 64.0, h.W*0.3)
						x := h.X + 12
						if ps >= 28 {
							x = h.X + ps + 16
						}
						f, _, _, fits := compactCardScale(pt, p.lay.scale, h, x, 5, 3, true)
						assert.True(t, fits, "a compact Hero card %+v holds every row", h)
						assert.GreaterOrEqual(t, pt.Em(15*f)*p.lay.scale, 15.0-0.01, "the name is no smaller on screen than at 100%%")
					}
				}
			})
		}
	}
}

// boardWideEnough reports whether the board keeps at least floor logical
// px of width, or is narrower only where a w×h dungeon's height decides its
// size: at fit it is as large as on a board floor wide.
func boardWideEnough(l hudLayout, w, h int, floor float64) bool {
	if l.toScreen(l.board).W >= floor-0.01 {
		return true
	}
	if w == 0 {
		return false
	}
	_, z := fitTurn(l.board, l.stripH, w, h)
	wide := l.board
	wide.W = floor / l.scale
	_, zw := fitTurn(wide, l.stripH, w, h)
	return z >= zw*0.999
}

// The design size is the original layout: the settings' defaults change
// nothing on screen.
func TestHUDLayoutAtDefaultsIsTheDesign(t *testing.T) {
	ctx := newContext(t)
	p := colourBlindBoard(t, ctx)
	l := p.lay
	assert.Equal(t, render.Rect{X: 0, Y: 0, W: 1280, H: 52}, l.top)
	// The board area; an L-shaped dungeon (this one) gives the log the
	// width its height leaves unused (computeHUD).
	in := p.layIn
	in.boardW, in.boardH = 0, 0
	assert.Equal(t, render.Rect{X: 236, Y: 52, W: 1280 - 236 - 280, H: 720 - 52 - 92}, computeHUD(in, &p.hudPainter).board)
	assert.Equal(t, render.Rect{X: 236, Y: 52, W: l.board.W, H: 720 - 52 - 92}, l.board)
	assert.Equal(t, 1280-236-280+280.0, l.board.W+l.right.W, "the log's column has the rest")
	assert.Equal(t, render.Rect{X: 330, Y: 8, W: 1280 - 330 - 380, H: 36}, l.chart)
	assert.Equal(t, render.Rect{X: 1180, Y: 6, W: 92, H: 40}, l.replay)
	assert.Equal(t, render.Rect{X: 1000 + 14, Y: 720 - 92 + 17, W: 96, H: 58}, l.speed)
	assert.Equal(t, render.Rect{X: 8, Y: 60, W: 220, H: 150}, l.heroes[0])
	assert.Equal(t, 1, p.barRows)
}

// A larger UI scale makes the HUD larger on screen and the board smaller;
// a larger text size makes text larger at the same UI scale.
func TestUIScaleAndTextSizeEachChangeTheScreen(t *testing.T) {
	board := func(scale int, text string) render.Rect {
		ctx := displayContext(t, scale, text)
		p := colourBlindBoard(t, ctx)
		return p.lay.toScreen(p.lay.board)
	}
	prev := board(100, "normal")
	for _, s := range uiScales[1:] {
		b := board(s, "normal")
		assert.Less(t, b.W*b.H, prev.W*prev.H, "the board shrinks at %d%%", s)
		prev = b
	}
	pt := &render.Painter{TextScale: 1.5}
	fonts, err := render.LoadFonts()
	require.NoError(t, err)
	pt.Fonts = fonts
	assert.InDelta(t, 1.5*(&render.Painter{Fonts: fonts}).TextWidth("Missile", fonts.Bold, 17), pt.TextWidth("Missile", fonts.Bold, 17), 3)
}

// The menus at the largest settings: the settings screen (where the player
// sees the change at once), the title and the setup screen. (Look at the
// screenshots.)
func TestMenusAtLargeSettingsScreenshot(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{200, "normal"}, {200, "extra-large"}, {100, "extra-large"}} {
		for name, s := range map[string]Scene{"settings": NewSettingsScreen(), "title": NewTitle(), "setup": NewSetup()} {
			t.Run(fmt.Sprintf("%s-%d-%s", name, tc.scale, tc.text), func(t *testing.T) {
				ctx := displayContext(t, tc.scale, tc.text)
				ctx.In = Input{X: DesignW / 2, Y: DesignH - 60}
				runTicks(t, s, ctx, 2)
				screen := ebiten.NewImage(DesignW, DesignH)
				s.Draw(screen, ctx)
				saveScreen(t, screen, fmt.Sprintf("%s-ui%d-%s.png", name, tc.scale, tc.text))
			})
		}
	}
}

// Every row of the settings screen and its Back button are on the screen
// and apart at every UI scale and text size, and the screen grows with the
// UI scale as far as it fits.
func TestSettingsScreenFitsAtEveryScaleAndTextSize(t *testing.T) {
	prevK := 0.0
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			s := NewSettingsScreen()
			require.NoError(t, s.Update(ctx))
			k := s.view.Painter.Scale / ctx.Painter.Scale
			rects := []namedRect{{"back", s.back}}
			for _, r := range s.rows {
				rects = append(rects, namedRect{r.label, r.rect})
			}
			for i, a := range rects {
				r := render.Rect{X: a.r.X * k, Y: a.r.Y * k, W: a.r.W * k, H: a.r.H * k}
				assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= DesignW+0.01 && r.Y+r.H <= DesignH+0.01, "%d%% %s: %s %+v is off the screen", scale, text, a.name, r)
				for _, b := range rects[i+1:] {
					assert.False(t, overlaps(a.r, b.r), "%d%% %s: %s overlaps %s", scale, text, a.name, b.name)
				}
			}
			if text == "normal" {
				assert.GreaterOrEqual(t, k, prevK, "%d%%: the screen does not shrink as the scale grows", scale)
				prevK = k
			}
		}
	}
	assert.Greater(t, prevK, 1.0, "at 200% the settings screen is larger than at 100%")
}

// The two new rows change their settings, within their ranges.
func TestSettingsScreenChangesUIScaleAndTextSize(t *testing.T) {
	ctx := newContext(t)
	s := NewSettingsScreen()
	row := func(label string) settingRow {
		for _, r := range s.rows {
			if r.label == label {
				return r
			}
		}
		t.Fatalf("no row %q", label)
		return settingRow{}
	}
	scale, text := row("Interface size"), row("Text size")
	st := ctx.Settings
	for _, want := range []int{125, 150, 175, 200, 200} {
		scale.click(st, true)
		assert.Equal(t, want, st.UIScale)
	}
	scale.click(st, false)
	assert.Equal(t, 175, st.UIScale)
	st.UIScale = 130 // a hand-edited file: the next click snaps to a step
	scale.click(st, false)
	assert.Equal(t, 125, st.UIScale)
	for _, want := range []string{"large", "extra-large", "extra-large"} {
		text.click(st, true)
		assert.Equal(t, want, st.TextSize)
	}
	text.click(st, false)
	assert.Equal(t, "large", st.TextSize)
	assert.Equal(t, "Large", text.value(st))
}

// The play screen's overlays at 200% with extra large text: a watched game
// mid-roll (dice tray, banner, log), the keys help, the power-up panel and
// the game-over panel all stay on the screen. (Look at the screenshots.)
func TestOverlaysAtLargeSettingsScreenshot(t *testing.T) {
	for _, tc := range []struct {
		scale int
		text  string
	}{{200, "extra-large"}, {150, "large"}} {
		name := fmt.Sprintf("ui%d-%s", tc.scale, tc.text)
		shot := func(t *testing.T, p *Play, ctx *Context, what string) {
			screen := ebiten.NewImage(DesignW, DesignH)
			p.Draw(screen, ctx)
			saveScreen(t, screen, what+"-"+name+".png")
		}
		t.Run("watched-"+name, func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			s, err := NewDemoGame(3, false)
			require.NoError(t, err)
			p := s.(*Play)
			p.speed = 2
			runTicks(t, p, ctx, 600)
			shot(t, p, ctx, "watched")
		})
		t.Run("overlays-"+name, func(t *testing.T) {
			ctx := displayContext(t, tc.scale, tc.text)
			p := colourBlindBoard(t, ctx)
			p.helpOpen = true
			shot(t, p, ctx, "help")
			p.helpOpen = false

			p.g.Phase = rules.HeroPowerUp
			p.g.Backpack = []string{"Candle Stub", "Chimeric Battleblade", "Potion Pouch", "Candle Stub", "Potion Pouch", "Candle Stub", "Chimeric Battleblade"}
			p.version++
			ctx.In = Input{X: 10, Y: 10}
			runTicks(t, p, ctx, 2)
			require.True(t, p.needsPowerUp())
			shot(t, p, ctx, "powerup")

			p.g.Phase = rules.HeroTurn
			p.g.Over = "heroes"
			p.version++
			runTicks(t, p, ctx, 2)
			shot(t, p, ctx, "gameover")
			mc, r := p.gameOverModal(&p.hc)
			k := mc.Painter.Scale / ctx.Painter.Scale
			assert.True(t, r.X*k >= 0 && r.Y*k >= 0 && (r.X+r.W)*k <= DesignW+0.01 && (r.Y+r.H)*k <= DesignH+0.01, "the game-over panel %+v×%.2f is on the screen", r, k)
		})
	}
}

// Other window shapes (a small window is a small logical screen, a wide one
// a wide screen): the layout still keeps its parts on screen and apart.
func TestHUDLayoutFitsOtherWindowShapes(t *testing.T) {
	fonts, err := render.LoadFonts()
	require.NoError(t, err)
	for _, size := range [][2]float64{{800, 600}, {1024, 768}, {1600, 720}, {1280, 1024}} {
		for _, scale := range []int{100, 200} {
			for _, text := range textNames() {
				st := Settings{UIScale: scale, TextSize: text}
				u := st.UIScaleFactor()
				pt := &render.Painter{Fonts: fonts, Scale: u, TextScale: st.TextFactor()}
				for _, shape := range [][2]int{{0, 0}, {10, 30}, {20, 20}} {
					l := computeHUD(hudInput{W: size[0] / u, H: size[1] / u, scale: u, heroes: 4, cards: 2, chartSpaces: 17,
						boardW: shape[0], boardH: shape[1]}, pt)
					rects := []namedRect{{"turn", l.turn}, {"status", l.status}, {"replay", l.replay}, {"chart", l.chart},
						{"speed", l.speed}, {"step", l.step}, {"next", l.next}, {"board", l.board}, {"actions", l.wide}}
					for i, r := range l.heroes {
						rects = append(rects, namedRect{fmt.Sprint("hero ", i), r})
					}
					for i, r := range l.cards {
						rects = append(rects, namedRect{fmt.Sprint("card ", i), r})
					}
					if l.log.H > 0 {
						rects = append(rects, namedRect{"log", l.log})
					}
					where := fmt.Sprintf("%.0f×%.0f at %d%% %s, a %v dungeon (log band %v)", size[0], size[1], scale, text, shape, l.logBand)
					for i, a := range rects {
						r := l.toScreen(a.r)
						assert.True(t, r.W > 0 && r.H > 0 && r.X >= -0.01 && r.Y >= -0.01 && r.X+r.W <= size[0]+0.01 && r.Y+r.H <= size[1]+0.01,
							"%s: %s %+v is off the screen", where, a.name, r)
						for _, b := range rects[i+1:] {
							if a.name == "board" && strings.HasPrefix(b.name, "choice ") {
								continue // the strip over the board's foot
							}
							if l.cardsStrip && strings.HasPrefix(a.name, "card ") && b.name == "log" {
								continue // the cards in the log's title row (TestLogKeepsItsLinesBesideTwoCards)
							}
							assert.False(t, overlaps(a.r, b.r), "%s: %s overlaps %s", where, a.name, b.name)
						}
					}
					assert.True(t, boardWideEnough(l, shape[0], shape[1], 0.4*size[0]), "%s: board width %.0f", where, l.toScreen(l.board).W)
					if l.logBand {
						// The band never leaves the board less height than the column layout's floor.
						assert.GreaterOrEqual(t, l.toScreen(l.board).H, minBoardH, where)
					}
				}
			}
		}
	}
}

// Six Heroes at every UI scale and text size: each Hero card shows its
// name, state, hearts, potions, status effects and wrath inside its own
// rect (found by mouse at 200% with large text: the compact cards' rows
// ran past them and the last card's "ready" off the column).
func TestSixHeroCardsShowEveryRow(t *testing.T) {
	for _, scale := range uiScales {
		for _, text := range textNames() {
			ctx := displayContext(t, scale, text)
			p, err := newPlayFromSetup(arcade.Setup{Seed: 9, Heroes: []string{"Riftling Warrior", "Moonspire Guardian", "Sanctioned Witch", "Hexcast Sorceress", "Royal Paladin", "Ember Mage"},
				SpawningPoints: []string{"Shadow Tower", "Shadow Tower", "Spider Nest", "Spider Nest"}})
			require.NoError(t, err)
			runTicks(t, p, ctx, 2)
			require.Len(t, p.lay.heroes, 6)
			pt := p.hc.Painter
			for i, h := range p.lay.heroes {
				assert.LessOrEqual(t, h.Y+h.H, p.lay.left.Y+p.lay.left.H+0.01, "%d%% %s: card %d inside the column", scale, text, i)
				if h.H >= heroCardFullH(pt)-8 {
					continue // the full card
				}
				ps := min(h.H-20, 64.0, h.W*0.3)
				x := h.X + 12
				if ps >= 28 {
					x = h.X + ps + 16
				}
				f, _, tight, fits := compactCardScale(pt, p.lay.scale, h, x, 5, 3, true)
				assert.True(t, fits, "%d%% %s: card %d %+v holds every row (tight %v)", scale, text, i, h, tight)
				assert.GreaterOrEqual(t, pt.Em(15*f)*p.lay.scale, 15.0-0.01, "the name is no smaller on screen than at 100%%")
			}
			if scale == 200 && text == "large" {
				require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[5]}))
				runTicks(t, p, ctx, 120)
				p.objAge = objectiveBannerTicks
				runTicks(t, p, ctx, 2)
				screen := ebiten.NewImage(DesignW, DesignH)
				p.Draw(screen, ctx)
				saveScreen(t, screen, "six-heroes-ui200-large.png")
			}
		}
	}
}

// The active Hero's points left ("6 MP · 3 AP") are no smaller on screen
// at 200% than at 100% with the same text size, with wrath beside them
// or not (issue 21, item 6: at 200% with large text they shrank to a
// third of the card's other text once wrath showed). A card that needs
// the room drops its portrait, never the points.
func TestHeroCardPointsNoSmallerAt200WithWrath(t *testing.T) {
	onScreen := func(scale int, text string, wrath int) (float64, *Play, *Context) {
		ctx := displayContext(t, scale, text)
		s, err := NewArcadeGame(5)
		require.NoError(t, err)
		p := s.(*Play)
		runTicks(t, p, ctx, 2)
		witch := heroNamed(p, "Sanctioned Witch")
		require.NoError(t, p.apply(rules.StartActivation{Hero: witch}))
		p.g.Model(witch).Wrath = wrath
		runTicks(t, p, ctx, 60)
		p.objAge = objectiveBannerTicks
		runTicks(t, p, ctx, 2)
		pt := p.hc.Painter
		i := slices.Index(p.heroIDs(), witch)
		return pt.Em(p.heroCardStateSize(pt, i)) * p.lay.scale, p, ctx
	}
	for _, text := range textNames() {
		at100, _, _ := onScreen(100, text, 12)
		for _, scale := range []int{150, 200} {
			for _, wrath := range []int{0, 3, 12} {
				got, p, ctx := onScreen(scale, text, wrath)
				assert.GreaterOrEqual(t, got, at100-0.01, "%d%% %s, wrath %d: the points left on the card (%.1f px on screen; %.1f at 100%%)", scale, text, wrath, got, at100)
				if scale == 200 && text == "large" && wrath == 12 {
					screen := ebiten.NewImage(DesignW, DesignH)
					p.Draw(screen, ctx)
					saveScreen(t, screen, "hero-card-points-ui200-large-wrath.png")
				}
			}
		}
	}
}

// A sixth heart (Heart Container) and a second potion make the row of
// hearts and potions longer: the row's icons get smaller to fit, down to
// their size at 100%, and the card's name and state keep their size
// (played at 200% with large text: the Witch's whole card shrank).
func TestHeroCardKeepsItsTextWithASixthHeart(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	witch := heroNamed(p, "Sanctioned Witch")
	i := slices.Index(p.heroIDs(), witch)
	pt := p.hc.Painter
	r := p.lay.heroes[i]
	m := p.g.Model(witch)
	_, x, _ := p.heroCardText(pt, m, r)
	f5, _, tight5, _ := compactCardScale(pt, p.lay.scale, r, x, 5, 2, false)
	require.False(t, tight5)
	p.g.Phase = rules.HeroPowerUp
	p.g.Backpack = []string{"Heart Container"}
	require.NoError(t, p.apply(rules.Equip{Hero: witch, Card: "Heart Container"}))
	require.Equal(t, 6, p.g.Hearts(p.g.Model(witch)))
	f6, inline, tight6, _ := compactCardScale(pt, p.lay.scale, r, x, 6, 2, false)
	assert.Equal(t, tight5, tight6)
	assert.InDelta(t, f5, f6, 0.001, "the card's text keeps its size")
	assert.True(t, inline, "the hearts and potions share their row")
	runTicks(t, p, ctx, 2)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "hero-card-six-hearts-ui200-large.png")
}
