package scene

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A minute without input on the title starts a demo game with the
// "Click to play" banner (issue 7); a click takes the game over, as the
// banner promises (issue 21), and Esc goes back to the title.
func TestTitleIdleStartsAttractModeAndInputEndsIt(t *testing.T) {
	ctx := newContext(t)
	ctx.AttractAfter = 30
	m := NewManager(NewTitle())
	ctx.manager = m
	runTicks(t, m, ctx, 30+fadeTicks+5)
	p, ok := m.current.(*Play)
	require.True(t, ok, "idle title opened a demo game")
	assert.True(t, p.attract)
	assert.NotNil(t, p.auto)
	runTicks(t, m, ctx, 200)
	screen := ebiten.NewImage(DesignW, DesignH)
	m.Draw(screen, ctx)
	saveScreen(t, screen, "attract.png")

	ctx.In = Input{X: 320, Y: 300, Activity: true}
	require.NoError(t, m.Update(ctx))
	assert.True(t, p.attract, "moving the mouse changes nothing")
	ctx.In = Input{X: 300, Y: 300, Clicked: true, Activity: true}
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{X: 300, Y: 300}
	runTicks(t, m, ctx, fadeTicks+2)
	assert.Same(t, p, m.current, "a click takes over the same game")
	assert.False(t, p.attract)
	assert.Nil(t, p.auto, "the hero AI stopped: the Heroes are the visitor's")

	p.attract = true // a fresh demo, then Esc
	ctx.In = Input{X: 300, Y: 300, Keys: []ebiten.Key{ebiten.KeyEscape}, Activity: true}
	require.NoError(t, m.Update(ctx))
	ctx.In = Input{X: 300, Y: 300}
	runTicks(t, m, ctx, fadeTicks+2)
	_, back := m.current.(*Title)
	assert.True(t, back, "Esc returns to the title")
}

// The hero AI plays whole rounds in the real scene without stalling.
func TestAutoplayPlaysRounds(t *testing.T) {
	ctx := newContext(t)
	s, err := NewDemoGame(9, false)
	require.NoError(t, err)
	p := s.(*Play)
	p.speed = 1000
	for i := 0; i < 20000 && p.g.Turn < 4 && p.g.Over == ""; i++ {
		runTicks(t, p, ctx, 1)
		require.Empty(t, p.stalled)
	}
	assert.True(t, p.g.Turn >= 4 || p.g.Over != "", "the AI got through three rounds (turn %d)", p.g.Turn)
}

// In kiosk mode an abandoned game goes back to the title, and the way out
// is a long press on the top-right corner and a confirmation.
func TestKioskIdleAndCornerExit(t *testing.T) {
	ctx := newContext(t)
	ctx.Kiosk = true
	s, err := NewArcadeGame(4)
	require.NoError(t, err)
	m := NewManager(s)
	ctx.manager = m
	p := s.(*Play)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[0]}))
	runTicks(t, m, ctx, kioskIdleTicks+fadeTicks+5)
	title, ok := m.current.(*Title)
	require.True(t, ok, "an idle kiosk game returns to the title")

	ctx.In = Input{X: ctx.W - 10, Y: 10, Down: true}
	for i := 0; i <= cornerHoldTicks+1; i++ {
		require.NoError(t, m.Update(ctx))
	}
	require.True(t, title.exitPrompt, "holding the corner opens the exit prompt")
	yes, _ := exitButtons(ctx)
	ctx.In = Input{X: yes.X + 5, Y: yes.Y + 5, Clicked: true}
	require.NoError(t, m.Update(ctx))
	assert.True(t, m.quit, "confirming closes the game")
}

// In a watched game the camera goes where things happen: after a move ends
// off screen, the camera glides until the square is well inside the view.
func TestWatchedGameCameraFollows(t *testing.T) {
	ctx := newContext(t)
	s, err := NewDemoGame(9, false)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	far := rules.Moved{Model: rules.Ref{ID: p.g.Heroes()[0]}, Path: []tiles.Point{{X: 0, Y: 0}}}
	p.cam.CX, p.cam.CY = float64(p.g.Board.W), float64(p.g.Board.H)
	p.followEvent(far)
	require.True(t, p.camFollow)
	for i := 0; i < 120 && p.camFollow; i++ {
		p.glideCamera()
	}
	x, y := p.cam.ToScreen(0.5, 0.5)
	assert.True(t, p.cam.View.Contains(x, y), "the square is in view")
	assert.False(t, p.camFollow, "the glide stops once it is")
}

// -kiosk -autoplay is a booth left alone all day: the AI's own game is not
// an abandoned one (it went back to the title after 90 s, issue 22), a
// finished demo starts the next, and a visitor's click takes over.
func TestKioskAutoplayPlaysOn(t *testing.T) {
	for _, attract := range []bool{true, false} {
		ctx := newContext(t)
		ctx.Kiosk = true
		s, err := NewDemoGame(12, attract)
		require.NoError(t, err)
		m := NewManager(s)
		ctx.manager = m
		runTicks(t, m, ctx, kioskIdleTicks+fadeTicks+5)
		p, ok := m.current.(*Play)
		require.True(t, ok, "attract %v: the demo is still playing after the kiosk's idle time", attract)
		require.Same(t, s, p, "attract %v: the same game", attract)
		if !attract {
			continue
		}
		p.speed = 1000
		for i := 0; i < 100000 && m.current == s; i++ {
			runTicks(t, m, ctx, 1)
		}
		next, ok := m.current.(*Play)
		require.True(t, ok, "a finished demo starts another")
		assert.NotSame(t, s, next)
		assert.True(t, next.attract && next.auto != nil)
		ctx.In = Input{X: 300, Y: 300, Clicked: true, Activity: true}
		runTicks(t, m, ctx, 1)
		ctx.In = Input{}
		runTicks(t, m, ctx, fadeTicks+2)
		require.Same(t, next, m.current, "a visitor's click takes over the game on the screen")
		assert.False(t, next.attract, "the visitor plays it now")
		assert.Nil(t, next.auto, "the AI lets go")
	}
}

// The app starts -kiosk -autoplay as attract mode, and plain -autoplay as
// a game to watch.
func TestAutoplayInKioskIsAttractMode(t *testing.T) {
	for _, kiosk := range []bool{true, false} {
		a, err := NewApp(Options{Seed: 3, Autoplay: true, Kiosk: kiosk, ShotFrames: 1})
		require.NoError(t, err)
		p, ok := a.manager.current.(*Play)
		require.True(t, ok)
		assert.Equal(t, kiosk, p.attract, "kiosk %v", kiosk)
		assert.NotNil(t, p.auto)
	}
}

// The log keeps at most maxLog+logTrim lines however long the game, the
// newest ones, and is re-wrapped after a trim (issue 22).
func TestLogIsBounded(t *testing.T) {
	p, ctx := quickStartPlay(t)
	for i := range 2000 {
		p.log = append(p.log, logLine{text: fmt.Sprintf("line %d", i)})
		runTicks(t, p, ctx, 1)
		require.LessOrEqual(t, len(p.log), maxLog+logTrim)
	}
	assert.Equal(t, "line 1999", p.log[len(p.log)-1].text)
	assert.GreaterOrEqual(t, len(p.log), maxLog)
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	assert.Len(t, p.wrap.starts, len(p.log), "drawn from the trimmed log")
	assert.Equal(t, wrapWhole(ctx.Painter, p.log, p.wrap.width), p.wrap.lines, "the trimmed log's wrapped lines are its own")
}

// wrapWhole is the log wrapped from scratch: what the panel's wrapping,
// kept up to date entry by entry, must always equal.
func wrapWhole(pt *render.Painter, log []logLine, width float64) []logLine {
	var out []logLine
	for _, l := range log {
		out = appendWrapped(pt, out, l, width)
	}
	return out
}

// The log panel wraps each new entry once (issue 22: it re-wrapped the
// whole log for every new line), and the result is always the whole log
// wrapped afresh: after new lines, after trims, after the width changes.
func TestLogWrapIsIncremental(t *testing.T) {
	pt := newContext(t).Painter
	var (
		w   logWrap
		log []logLine
	)
	for i := range 400 {
		log = append(log, logLine{text: fmt.Sprintf("Entry %d: the Riftling Warrior moves %d squares and spends %d action points on a long attack", i, i%7, i%3), kind: "moved"})
		before := len(w.lines)
		w.update(pt, log, 180)
		added := wrapWhole(pt, log[len(log)-1:], 180)
		require.Equal(t, before+len(added), len(w.lines), "entry %d wrapped once, on its own", i)
		if len(log) > 120 {
			log = append([]logLine(nil), log[20:]...)
			w.drop(20)
		}
		if i%50 == 0 {
			require.Equal(t, wrapWhole(pt, log, 180), w.lines, "after %d entries", i)
		}
	}
	w.update(pt, log, 300)
	assert.Equal(t, wrapWhole(pt, log, 300), w.lines, "a new width wraps it all again")
	assert.Len(t, w.starts, len(log))
}

// The demo keeps the booth's pace: a demo game that is still going after
// demoMaxTime hands over to the next dungeon (issue 22: a whole day of
// attract mode is game after game, not one long game), and counts as
// played.
func TestDemoMovesOnToTheNextDungeon(t *testing.T) {
	ctx := newContext(t)
	demo, err := NewDemoGame(4, true)
	require.NoError(t, err)
	m := NewManager(demo)
	ctx.manager = m
	d := demo.(*Play)
	require.Equal(t, demoSpeed, d.speed)
	runTicks(t, m, ctx, 30)
	require.Same(t, d, m.current)
	d.demoStart = time.Now().Add(-demoMaxTime)
	for i := 0; i < 600 && m.current == d; i++ {
		runTicks(t, m, ctx, 1)
	}
	next, ok := m.current.(*Play)
	require.True(t, ok)
	require.NotSame(t, d, next, "a new demo took over")
	assert.True(t, next.attract)
	assert.Equal(t, uint64(5), next.demoSeed, "with the next seed")
	assert.Equal(t, 1, m.demoGames)
}

// -kiosk -autoplay -mode explore is an Explore booth: Explore demos game
// after game (it played one game and then stood on its result all day),
// and a visitor's click takes the Heroes over while the computer stays
// the Consul.
func TestExploreKioskDemosPlayOn(t *testing.T) {
	a, err := NewApp(Options{Seed: 3, Autoplay: true, Explore: true, Kiosk: true, ShotFrames: 1})
	require.NoError(t, err)
	s, ok := a.manager.current.(*Play)
	require.True(t, ok)
	require.NotNil(t, s.ex, "an Explore game")
	assert.True(t, s.attract, "attract mode at a booth")
	ctx := newContext(t)
	ctx.Kiosk = true
	m := NewManager(s)
	ctx.manager = m
	s.speed = 1000
	for i := 0; i < 200000 && m.current == s; i++ {
		runTicks(t, m, ctx, 1)
		require.Empty(t, s.stalled)
	}
	next, ok := m.current.(*Play)
	require.True(t, ok, "a finished Explore demo starts another")
	require.NotSame(t, s, next)
	require.NotNil(t, next.ex, "of the same rulebook")
	assert.True(t, next.attract)
	assert.NotNil(t, next.ex.heroAI)
	assert.Equal(t, s.demoSeed+1, next.demoSeed)
	assert.Equal(t, 1, m.demoGames)
	ctx.In = Input{X: 300, Y: 300, Clicked: true, Activity: true}
	runTicks(t, m, ctx, 1)
	ctx.In = Input{}
	runTicks(t, m, ctx, fadeTicks+2)
	require.Same(t, next, m.current, "a visitor's click takes over the game on the screen")
	assert.False(t, next.attract)
	assert.Nil(t, next.auto)
	assert.Nil(t, next.ex.heroAI, "the visitor plays the Heroes")
	assert.NotNil(t, next.ex.consulAI, "the computer stays the Consul")
	assert.True(t, next.exHumanHeroes())
}
