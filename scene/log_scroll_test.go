package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longLog is n log entries, every third long enough to wrap.
func longLog(n int) []logLine {
	var out []logLine
	for i := range n {
		text := fmt.Sprintf("Entry %d", i)
		if i%3 == 0 {
			text += ": the Spider Speaker scuttles across the chamber and bites the Sanctioned Witch, who holds against it; the Crawlers behind it close in on the Moonspire Guardian, and the Riftling Warrior, cornered by the web, waits for its turn to strike back"
		}
		out = append(out, logLine{text: text, kind: "note"})
	}
	return out
}

// openAt is the game open makes of seed 5 after its first two ticks at
// ctx's settings.
func openAt(t *testing.T, ctx *Context, open func(seed uint64, autoplay bool) (Scene, error)) *Play {
	s, err := open(5, false)
	require.NoError(t, err)
	runTicks(t, s, ctx, 2)
	return s.(*Play)
}

// logShot draws the game (the log is laid out as drawn) and keeps the
// picture when named (SD_SHOTS_DIR).
func logShot(t *testing.T, p *Play, ctx *Context, name string) {
	screen := ebiten.NewImage(DesignW, DesignH)
	p.objAge = objectiveBannerTicks // the goal's announcement is read
	p.Draw(screen, ctx)
	if name != "" {
		saveScreen(t, screen, name)
	}
}

// The game log scrolls (played by mouse at 4×: a Consul turn put twenty
// lines through a five-line log that nothing could scroll): the wheel
// over it shows older rows, wrapped rows counted; a new event while
// scrolled up leaves the view where it is; Newest goes back to the
// newest rows; the scrollbar's thumb drags. At 100% and at 200% with
// large text, in Arcade, Explore and the first edition's games.
func TestGameLogScrolls(t *testing.T) {
	for _, tc := range []struct {
		mode string
		open func(seed uint64, autoplay bool) (Scene, error)
		ui   int
		text string
	}{
		{"arcade", func(seed uint64, _ bool) (Scene, error) { return NewArcadeGame(seed) }, 100, "normal"},
		{"arcade", func(seed uint64, _ bool) (Scene, error) { return NewArcadeGame(seed) }, 200, "large"},
		{"explore", NewExploreGame, 100, "normal"},
		{"classic", NewClassicGame, 200, "large"},
	} {
		t.Run(fmt.Sprintf("%s-ui%d-%s", tc.mode, tc.ui, tc.text), func(t *testing.T) {
			ctx := displayContext(t, tc.ui, tc.text)
			p := openAt(t, ctx, tc.open)
			p.log = append(p.log, longLog(60)...)
			logShot(t, p, ctx, "")
			v := &p.logView
			require.Greater(t, v.rows, 1, "the log shows rows")
			require.Greater(t, len(p.wrap.lines), len(p.log), "long entries wrap")
			newest := len(p.wrap.lines) - v.rows
			require.Equal(t, newest, v.start(), "it opens on the newest rows")
			require.NotZero(t, v.thumb.H, "a scrollbar says there is more above")
			u := p.lay.scale
			at := func(x, y float64) Input { return Input{X: x * u, Y: y * u} }
			over := at(v.panel.X+v.panel.W/2, v.panel.Y+v.panel.H/2)
			zoom := p.cam.Zoom

			// The wheel, up a notch: three rows older (fewer in a short
			// panel); the board's zoom stays.
			ctx.In = over
			ctx.In.WheelY = 1
			runTicks(t, p, ctx, 1)
			logShot(t, p, ctx, "")
			assert.Equal(t, newest-min(logWheelRows, v.rows-1), v.start())
			assert.Equal(t, zoom, p.cam.Zoom, "the wheel over the log does not zoom the board")
			require.NotZero(t, v.newest.W, "a Newest button while scrolled up")
			first := p.wrap.lines[v.start()]

			// A new event keeps the view.
			p.log = append(p.log, logLine{text: "The Consul does something new"})
			logShot(t, p, ctx, fmt.Sprintf("log-scrolled-%s-ui%d-%s.png", tc.mode, tc.ui, tc.text))
			assert.Equal(t, first, p.wrap.lines[v.start()], "the rows read stay put")

			// To the top by the thumb: the first entry's first row.
			ctx.In = at(v.thumb.X+v.thumb.W/2, v.thumb.Y+v.thumb.H/2)
			ctx.In.Pressed, ctx.In.Down = true, true
			runTicks(t, p, ctx, 1)
			ctx.In = at(v.thumb.X+v.thumb.W/2, v.panel.Y-40)
			ctx.In.Down = true
			runTicks(t, p, ctx, 1)
			ctx.In.Down, ctx.In.Clicked = false, true
			runTicks(t, p, ctx, 1)
			logShot(t, p, ctx, "")
			assert.Equal(t, 0, v.start(), "dragged to the oldest row")
			assert.Contains(t, p.log[0].text, p.wrap.lines[0].text, "the first entry's first row")

			// Newest: back to following the newest rows.
			ctx.In = at(v.newest.X+v.newest.W/2, v.newest.Y+v.newest.H/2)
			runTicks(t, p, ctx, 1)
			ctx.In.Clicked = true
			runTicks(t, p, ctx, 1)
			logShot(t, p, ctx, "")
			assert.False(t, v.up)
			assert.Equal(t, len(p.wrap.lines)-v.rows, v.start())
			p.log = append(p.log, logLine{text: "And again"})
			logShot(t, p, ctx, "")
			assert.Equal(t, len(p.wrap.lines)-v.rows, v.start(), "it follows new rows again")
		})
	}
}

// The Legends log scrolls the same way (one logView): the wheel shows
// older rows and a new line leaves the view where it is (it jumped back
// to the newest with every line).
func TestLegendsLogScrolls(t *testing.T) {
	h := newLegHarness(t, "one-evening-fight", "kitchen-brawl", LegendsQuickParty, false, 100, nil)
	s := h.s
	for _, l := range longLog(80) {
		s.say(l.kind, l.text)
	}
	h.step(1)
	v := &s.logView
	require.NotZero(t, v.thumb.H, "a scrollbar")
	newest := len(s.logWrap.lines) - v.rows
	require.Equal(t, newest, v.start())
	k := s.view.k
	h.ctx.In = Input{X: (v.panel.X + v.panel.W/2) * k, Y: (v.panel.Y + v.panel.H/2) * k, WheelY: 2}
	h.step(1)
	assert.Equal(t, newest-2*logWheelRows, v.start())
	first := s.logWrap.lines[v.start()]
	s.say("note", "A new line")
	h.step(1)
	assert.Equal(t, first, s.logWrap.lines[v.start()], "the rows read stay put")
	h.shot("legends-log-scrolled.png")
	h.clickAt((v.newest.X+v.newest.W/2)*k, (v.newest.Y+v.newest.H/2)*k)
	assert.Equal(t, len(s.logWrap.lines)-v.rows, v.start(), "Newest follows the newest rows again")
}

// A log entry the panel cannot show whole is read whole by hovering it:
// at 200% with large text the log keeps two lines, and the newest entry
// (an area attack's results) showed as its start and "…" with no way to
// the rest (played by mouse). Scrolled, the lines read on uncut.
func TestLogEntryCutShortIsReadWholeByHovering(t *testing.T) {
	ctx := displayContext(t, 200, "large")
	p := openAt(t, ctx, func(seed uint64, _ bool) (Scene, error) { return NewArcadeGame(seed) })
	long := longLog(1)[0].text
	p.log = append(p.log, longLog(7)...)
	p.log = append(p.log, logLine{text: long, kind: "note"})
	logShot(t, p, ctx, "log-cut-ui200-large.png")
	s := p.logShown
	require.Greater(t, s.end, s.first, "the log shows lines")
	require.Less(t, s.end-s.first, 5, "a short log: the long entry cannot show whole")
	last := s.end - 1
	tip := p.logTip(s.panel.X+s.panel.W/3, s.top+s.lineH*(float64(last-s.first)+0.5))
	assert.Equal(t, long, tip, "hovering the cut line shows the whole entry")
	assert.Empty(t, p.logTip(s.panel.X+s.panel.W/3, s.panel.Y-20), "above the panel, nothing")

	// Scrolled up, no line is cut with "…".
	u := p.lay.scale
	ctx.In = Input{X: (s.panel.X + s.panel.W/2) * u, Y: (s.panel.Y + s.panel.H/2) * u, WheelY: 1}
	runTicks(t, p, ctx, 1)
	logShot(t, p, ctx, "")
	require.True(t, p.logView.up)
	for i := p.logShown.first; i < p.logShown.end; i++ {
		assert.NotContains(t, p.logRowText(&p.hudPainter, i, p.logShown.panel.W-24), "…", "row %d is not cut", i)
	}
}
