package scene

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/arcade"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The goal line counts the spawning points left, is announced, points off
// screen with an arrow that pans there on a click, and turns to the boss
// once they are down; the mode cards in play are named beside it.
func TestObjectiveLineBannerAndArrow(t *testing.T) {
	p, ctx := quickStartPlay(t)
	assert.Equal(t, "Goal: destroy the spawning points (3 left), then the boss", p.obj.text)
	assert.Less(t, p.objAge, objectiveBannerTicks, "the goal is announced at the start")

	// Look far from every spawning point: the arrow shows the way.
	x, y, label := lookAwayForTheArrow(t, p)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "objective-arrow.png")
	assert.Equal(t, "Nearest spawning point", label)
	u := p.lay.scale
	ctx.In = Input{X: x * u, Y: y * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.True(t, p.camFollow, "a click on the arrow pans there")
	// Quickly: the next click aims at what it shows (played at 200%: a
	// click a second later met a gliding board).
	ctx.In = Input{}
	n := 0
	for ; n < 200 && p.camFollow; n++ {
		runTicks(t, p, ctx, 1)
	}
	assert.Less(t, n, 5, "the board is still within a few frames")

	// All but one fall: the goal names the last one.
	left := 0
	for i := range p.g.Models {
		if p.g.Models[i].Kind == rules.KindSpawningPoint && p.g.Models[i].InPlay {
			if left++; left > 1 {
				p.g.Models[i].InPlay = false
			}
		}
	}
	p.version++
	p.objAge = objectiveBannerTicks
	runTicks(t, p, ctx, 1)
	assert.Equal(t, "Goal: destroy the last spawning point, then the boss", p.obj.text)
	assert.NotContains(t, p.obj.banner, "1 spawning point")

	// Every spawning point falls: the goal is the boss.
	for i := range p.g.Models {
		if p.g.Models[i].Kind == rules.KindSpawningPoint {
			p.g.Models[i].InPlay = false
		}
	}
	p.version++
	p.objAge = objectiveBannerTicks
	runTicks(t, p, ctx, 1)
	assert.Contains(t, p.obj.text, "Goal: beat")
	assert.Less(t, p.objAge, objectiveBannerTicks, "the new goal is announced")

	easy, err := cards.LoadEasyModes()
	require.NoError(t, err)
	arcade.StateOf(p.g).Modes[0] = easy[0].Name
	p.objAge = 0
	p.focusParty()
	screen = ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "objective-modes.png")
	line, tip := p.modeLine()
	assert.Equal(t, "Easy mode: "+easy[0].Name, line)
	assert.Contains(t, tip, "(easy)")
}

// At 200% with large text the board is small: the mode cards in play are
// a short chip under the goal, hovered for their texts, not a row as wide
// as the board over its top squares (issue 21, items 6 and 9).
func TestModeCardsAreAChipOnASmallBoard(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	s, err := NewArcadeGame(5)
	require.NoError(t, err)
	p := s.(*Play)
	easy, err := cards.LoadEasyModes()
	require.NoError(t, err)
	hard, err := cards.LoadHardModes()
	require.NoError(t, err)
	st := arcade.StateOf(p.g)
	st.Modes[0], st.Modes[1] = easy[0].Name, hard[0].Name
	runTicks(t, p, ctx, 2)
	p.objAge = objectiveBannerTicks
	require.True(t, p.lay.compact)
	goal, modes := p.objectiveRects(&p.hudPainter)
	assert.Equal(t, "2 mode cards", p.modeChip())
	if p.lay.goal.W > 0 {
		// The goal is over the log (an L-shaped dungeon leaves the board
		// no height to spare): the chip under it covers no square.
		assert.False(t, overlaps(modes, p.lay.board), "the chip is beside the board")
		assert.Less(t, modes.W, p.lay.goal.W, "a chip, not a row")
	} else {
		assert.Less(t, modes.W, p.lay.board.W/2, "a chip, not a row across the board")
	}
	assert.Greater(t, modes.Y, goal.Y, "under the goal, which keeps its width")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "objective-modes-ui200-large.png")
	_, tip := p.modeLine()
	assert.Contains(t, tip, hard[0].Name, "hovering the chip names every card")
}

// The arrow points only at targets wholly off the board area: a spawning
// point with part of its base on screen at the board's edge gets no arrow,
// whose disc would sit on it (found by mouse with a boss at the edge).
// Wherever the camera looks, a drawn arrow's disc covers no target.
func TestObjectiveArrowNeverCoversAVisibleTarget(t *testing.T) {
	p, _ := quickStartPlay(t)
	require.NotEmpty(t, p.obj.targets)
	u := p.lay.scale
	v := p.cam.View
	edge, arrows := 0, 0
	for cy := 0.0; cy < float64(p.g.Board.H); cy += 0.25 {
		for cx := 0.0; cx < float64(p.g.Board.W); cx += 0.25 {
			p.cam.Zoom = 90
			p.cam.CX, p.cam.CY = cx, cy
			p.cam.Clamp(p.g.Board.W, p.g.Board.H)
			x, y, _, _, ok := p.objectiveArrow()
			disc := render.Rect{X: (x - 22) * u, Y: (y - 22) * u, W: 44 * u, H: 44 * u}
			for _, m := range p.obj.targets {
				r := targetRect(&p.cam, m)
				cxs, cys := r.X+r.W/2, r.Y+r.H/2
				if overlaps(r, v) && !v.Contains(cxs, cys) {
					edge++
					assert.False(t, ok, "%s partly on screen at %+v: no arrow", m.Card, r)
				}
				if ok {
					arrows++
					assert.False(t, overlaps(disc, r), "the arrow's disc %+v covers %s at %+v", disc, m.Card, r)
				}
			}
		}
	}
	assert.Positive(t, edge, "some views cut a spawning point at the board's edge")
	assert.Positive(t, arrows, "some views show the arrow")
}

// The goal line over the board lets a model under it show through (found
// by mouse at 200% with large text: the active Hero hidden under it).
func TestGoalLineLetsAModelUnderItShowThrough(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	var p *Play
	for seed := uint64(1); seed < 40 && (p == nil || p.lay.goal.W > 0); seed++ {
		s, err := NewArcadeGame(seed)
		require.NoError(t, err)
		p = s.(*Play)
		runTicks(t, p, ctx, 2)
	}
	require.Zero(t, p.lay.goal.W, "a dungeon with the goal line on the board")
	goal, _ := p.objectiveRects(p.hc.Painter)
	r := p.lay.toScreen(goal)
	bx, by := p.cam.ToBoard(r.X+r.W/2, r.Y+r.H/2)
	sq := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	require.True(t, p.g.Board.IsSquare(sq), "a square under the goal line")
	for i := range p.g.Models {
		p.g.Models[i].InPlay = false
	}
	assert.False(t, p.goalSeeThrough(goal), "nothing under it: drawn solid")
	h := p.g.Model(p.g.Heroes()[0])
	h.InPlay, h.Pos = true, sq
	assert.True(t, p.goalSeeThrough(goal), "a Hero under it shows through")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "goal-see-through-ui200-large.png")

	// Hovered there, the tip is the model's, not the goal's (played at
	// 200%: the Midnight Queen under the line showed the goal's tip).
	sr := p.lay.fromScreen(p.squareRect(sq))
	p.hc.In = Input{X: sr.X + sr.W/2, Y: sr.Y + sr.H/2}
	require.True(t, goal.Contains(p.hc.In.X, p.hc.In.Y), "the Hero's square is under the goal line")
	assert.Empty(t, p.objectiveTooltip(&p.hc), "the goal's tip gives way to the Hero under it")
	p.hc.In = Input{X: goal.X + 2, Y: goal.Y + 2}
	bx, by = p.cam.ToBoard(p.lay.toScreen(render.Rect{X: p.hc.In.X, Y: p.hc.In.Y}).X, p.lay.toScreen(render.Rect{X: p.hc.In.X, Y: p.hc.In.Y}).Y)
	if m := p.g.At(tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}); m == nil {
		assert.NotEmpty(t, p.objectiveTooltip(&p.hc), "over an empty square the goal's tip shows")
	}
}

// At 200% with large text the goal's announcement covers most of the
// screen: a move of the pointer (after a moment) or the first click ends
// it, and that click still acts on what is under it.
func TestGoalBannerEndsAtTheFirstClickOrMove(t *testing.T) {
	for _, how := range []string{"click", "move"} {
		ctx := displayContext(t, 200, "large")
		s, err := NewArcadeGame(5)
		require.NoError(t, err)
		p := s.(*Play)
		runTicks(t, p, ctx, 2)
		for i := 0; i < 600 && !p.goalBannerShown(); i++ {
			runTicks(t, p, ctx, 1)
		}
		require.True(t, p.goalBannerShown(), "the goal is announced")
		hero := p.g.Heroes()[0]
		pos := p.g.Model(hero).Pos
		x, y := p.cam.ToScreen(float64(pos.X)+0.5, float64(pos.Y)+0.5)
		if how == "move" {
			ctx.In = Input{X: x, Y: y, Activity: true}
			runTicks(t, p, ctx, 1)
			assert.True(t, p.goalBannerShown(), "a move at once does not end it: it is read first")
			runTicks(t, p, ctx, goalBannerGrace)
			ctx.In = Input{X: x + 3, Y: y, Activity: true}
			runTicks(t, p, ctx, 1)
			assert.False(t, p.goalBannerShown(), "a move a moment later ends it")
			continue
		}
		ctx.In = Input{X: x, Y: y}
		runTicks(t, p, ctx, 1)
		ctx.In = Input{X: x, Y: y, Clicked: true}
		runTicks(t, p, ctx, 1)
		assert.False(t, p.goalBannerShown(), "the click ends the announcement")
		assert.Equal(t, hero, p.g.Active, "and activates the Hero under it")
	}
}

// The objective arrow gives way to what lies under it: with an action
// aimed, or a model or a lit square under the pointer, a click on the
// arrow reaches the board instead of panning away (played by mouse at
// 100%: a Magic attack on a Crawler under the arrow panned the board to
// the next spawning point, and the following clicks hit empty squares).
func TestObjectiveArrowGivesWayToAModelUnderIt(t *testing.T) {
	p, ctx := quickStartPlay(t)
	x, y, _ := lookAwayForTheArrow(t, p)
	u := p.lay.scale
	// A Crawler moved under the arrow.
	bx, by := p.cam.ToBoard(x*u, y*u)
	sq := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	var crawler *rules.Model
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.InPlay && m.Kind == rules.KindMonster {
			crawler = m
			break
		}
	}
	require.NotNil(t, crawler)
	if p.g.At(sq) == nil {
		crawler.Pos = sq
	}
	p.version++
	assert.True(t, p.arrowYields(x, y), "a model under the arrow")
	p.camFollow = false
	ctx.In = Input{X: x * u, Y: y * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.False(t, p.camFollow, "the click did not pan away")
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "objective-arrow-over-model.png")
}

// lookAwayForTheArrow zooms in on a part of the board with no spawning
// point on screen and returns the objective arrow's place (HUD units) and
// label.
func lookAwayForTheArrow(t *testing.T, p *Play) (x, y float64, label string) {
	t.Helper()
	ok := false
	for cy := 0; cy < p.g.Board.H && !ok; cy++ {
		for cx := 0; cx < p.g.Board.W && !ok; cx++ {
			p.cam.Zoom = 90
			p.cam.CX, p.cam.CY = float64(cx)+0.5, float64(cy)+0.5
			p.cam.Clamp(p.g.Board.W, p.g.Board.H)
			x, y, _, label, ok = p.objectiveArrow()
		}
	}
	require.True(t, ok, "no spawning point on screen: an arrow")
	return x, y, label
}

// The goal line is never cut, on any board: at 200% with large text,
// where even the short line did not fit ("Goal: 3 spawning point…",
// played by mouse), it drops the word "Goal" (the gold pill says it), and
// with extra-large text it takes two lines.
func TestGoalLineIsNeverCut(t *testing.T) {
	for _, size := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {150, "large"}, {200, "large"}, {200, "extra-large"}} {
		for _, seed := range []uint64{1, 2, 3, 5} {
			ctx := displayContext(t, size.scale, size.text)
			s, err := NewArcadeGame(seed)
			require.NoError(t, err)
			p := s.(*Play)
			runTicks(t, p, ctx, 2)
			pt := &p.hudPainter
			goal, _ := p.objectiveRects(pt)
			text := p.objText(pt)
			if p.lay.goal.W > 0 {
				gs := p.goalSize(pt, text)
				assert.LessOrEqual(t, len(pt.Wrap(text, pt.Fonts.Bold, gs, goal.W-24)), p.lay.goalLines, "%d%% %s seed %d: %q in the column's lines", size.scale, size.text, seed, text)
				assert.GreaterOrEqual(t, pt.Em(gs)*p.lay.scale, pt.Em(15)-0.01, "%d%% %s seed %d: no smaller on screen than at 100%%", size.scale, size.text, seed)
				continue
			}
			lines := p.pillLines(pt, goal.W)
			for _, l := range lines {
				assert.LessOrEqual(t, pt.TextWidth(l, pt.Fonts.Bold, 15)+24, goal.W+0.5, "%d%% %s seed %d: %q fits its pill", size.scale, size.text, seed, l)
			}
			assert.Equal(t, text, strings.Join(lines, " "), "%d%% %s seed %d: whole, on one line or two", size.scale, size.text, seed)
			assert.InDelta(t, float64(len(lines))*pt.Em(15)*1.25+10, goal.H, 0.5, "the pill holds its lines")
			assert.Contains(t, strings.ToLower(text), "spawning point", "%d%% %s seed %d: it still says what to do", size.scale, size.text, seed)
		}
	}
}

// The arrow is not drawn wherever a click on it would go to the board,
// so it is never a button it is not: with a lit square under any part of
// it the click walks the Hero there (played at 200%, twice: a click meant
// for the arrow, drawn faint over a lit square, walked the Hero onto it).
// And a click is the arrow's when the press was, even if the arrow moved
// before the release; a press elsewhere never becomes the arrow's.
func TestObjectiveArrowIsNeverOverWhatTheBoardTakes(t *testing.T) {
	p, _ := quickStartPlay(t)
	x, y, _ := lookAwayForTheArrow(t, p)
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.Kind != rules.KindHero {
			m.InPlay = false // nothing stands under it
		}
	}
	p.version++
	p.reach = nil
	_, _, _, _, ok := p.objectiveArrow()
	require.True(t, ok, "nothing under the arrow: it shows")
	u := p.lay.scale
	d := 20 * p.arrowScale() // under the disc's edge, not its centre
	bx, by := p.cam.ToBoard((x+d)*u, y*u)
	sq := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	p.reach = map[tiles.Point]int{sq: 2}
	p.g.Active = p.g.Heroes()[0]
	_, _, _, _, ok = p.objectiveArrow()
	assert.False(t, ok, "a lit square under its edge: no arrow")
	_, _, _, _, ok = p.arrowPlace()
	assert.True(t, ok, "(it would be there)")

	p, ctx := quickStartPlay(t)
	lookAwayForTheArrow(t, p)
	ctx.In = Input{X: 1, Y: 1}
	runTicks(t, p, ctx, 1)
	x, y, _, _, ok = p.objectiveArrow()
	require.True(t, ok, "an arrow over nothing the board takes")

	// Pressed on the arrow; the camera slides before the release: the
	// click still looks where the arrow pointed.
	cam := p.cam
	ctx.In = Input{X: x * u, Y: y * u, Down: true, Pressed: true}
	runTicks(t, p, ctx, 1)
	require.True(t, p.press.arrow)
	p.cam.CX += 3
	ctx.In = Input{X: x * u, Y: y * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.True(t, p.camFollow, "the arrow's click pans to the target")
	p.cam, p.camFollow = cam, false

	// Pressed beside it, released on it: the board's.
	ctx.In = Input{X: (x + 3*d) * u, Y: y * u, Down: true, Pressed: true}
	runTicks(t, p, ctx, 1)
	require.True(t, p.press.held)
	require.False(t, p.press.arrow)
	ctx.In = Input{X: x * u, Y: y * u, Clicked: true}
	runTicks(t, p, ctx, 1)
	assert.False(t, p.camFollow, "not the arrow's click")
}

// With the spawning points down, the goal line says when the boss comes:
// how many spaces the track has left (played at 200%: only hovering the
// track told it).
func TestGoalLineSaysWhenTheBossArrives(t *testing.T) {
	p, _ := quickStartPlay(t)
	for i := range p.g.Models {
		if m := &p.g.Models[i]; m.Kind == rules.KindSpawningPoint {
			m.InPlay = false
		}
	}
	st := consulOf(p.g)
	st.Space = 3
	o := p.currentObjective()
	n := len(p.chart.chart.Spaces)
	require.Positive(t, n)
	assert.Contains(t, o.text, fmt.Sprintf("arriving in %d spaces on the track", n-3))
}

// The objective arrow is no larger on screen at 200% than at 140%
// (played at 200%: an 85 px disc covered the squares at the board's edge,
// and a monster).
func TestObjectiveArrowKeepsItsSizeOnScreen(t *testing.T) {
	for _, size := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {150, "normal"}, {200, "large"}} {
		ctx := displayContext(t, size.scale, size.text)
		s, err := NewArcadeGame(3)
		require.NoError(t, err)
		p := s.(*Play)
		runTicks(t, p, ctx, 2)
		onScreen := 2 * 22 * p.arrowScale() * p.lay.scale
		assert.LessOrEqual(t, onScreen, 2*22*1.4+0.01, "%d%%: the disc is %.0f px across", size.scale, onScreen)
		assert.InDelta(t, 26*p.arrowScale(), p.arrowHit(), 1e-9)
	}
}
